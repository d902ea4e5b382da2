// The classic theme's own DropdownNavbarItem, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/NavbarItem/DropdownNavbarItem.js';
