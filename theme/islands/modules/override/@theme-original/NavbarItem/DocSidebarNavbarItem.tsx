// The classic theme's own DocSidebarNavbarItem, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/NavbarItem/DocSidebarNavbarItem.js';
