// The theme's DocPaginator (theme/islands/doc-footer.tsx); a site's own is islands.docPaginator.
export { DocPaginator as default } from '../../../doc-footer.js';
