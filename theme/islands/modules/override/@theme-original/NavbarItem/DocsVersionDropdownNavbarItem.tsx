// The classic theme's own DocsVersionDropdownNavbarItem, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/NavbarItem/DocsVersionDropdownNavbarItem.js';
