// Stand-in for the theme's Admonition/Types where the site has none of its own (a site's own replaces it whole).
export { default } from '../../@theme-original/Admonition/Types.js';
