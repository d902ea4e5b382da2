// The theme's MDXContent, which a site's own wraps: the article (theme/islands/mdx-content.tsx).
export { MDXContent as default } from '../../../mdx-content.js';
