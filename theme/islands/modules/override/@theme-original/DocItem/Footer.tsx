// The theme's doc footer, which a site's own wraps (theme/islands/doc-footer.tsx).
export { default } from '../../../../doc-footer.js';
