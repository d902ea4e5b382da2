// The theme's MDXContent (theme/islands/mdx-content.tsx); a site's own is islands.mdxContent.
export { MDXContent as default } from '../../../mdx-content.js';
