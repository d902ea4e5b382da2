// The classic theme's own DocNavbarItem, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/NavbarItem/DocNavbarItem.js';
