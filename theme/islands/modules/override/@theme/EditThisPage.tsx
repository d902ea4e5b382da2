// The theme's EditThisPage, in docgen's markup (theme/islands/doc-footer.tsx).
export { EditThisPage as default } from '../../../doc-footer.js';
