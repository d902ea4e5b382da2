// The theme's DocItem/Paginator (theme/islands/doc-footer.tsx); a site's own is islands.docPaginator.
export { DocItemPaginator as default } from '../../../../doc-footer.js';
