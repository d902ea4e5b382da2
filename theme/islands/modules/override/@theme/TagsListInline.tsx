// The theme's TagsListInline, in docgen's markup (theme/islands/doc-footer.tsx).
export { TagsListInline as default } from '../../../doc-footer.js';
