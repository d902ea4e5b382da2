// The theme's DocItem/Paginator, which a site's own wraps (theme/islands/doc-footer.tsx).
export { DocItemPaginator as default } from '../../../../doc-footer.js';
