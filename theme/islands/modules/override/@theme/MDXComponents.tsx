// The theme's map of MDX components (an ejected MDXContent gives it to its MDXProvider): a site's own
// src/theme/MDXComponents replaces it where the site has one.
export { default } from '../@theme-original/MDXComponents.js';
