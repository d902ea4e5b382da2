// The theme's LastUpdated, in docgen's words (theme/islands/doc-footer.tsx).
export { LastUpdated as default } from '../../../doc-footer.js';
