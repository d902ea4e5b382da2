// The theme's DocPaginator, which a site's own wraps (theme/islands/doc-footer.tsx).
export { DocPaginator as default } from '../../../doc-footer.js';
