// The classic theme's own DocsVersionNavbarItem, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/NavbarItem/DocsVersionNavbarItem.js';
