// The theme's doc footer (theme/islands/doc-footer.tsx); a site's own is islands.docFooter.
export { default } from '../../../../doc-footer.js';
