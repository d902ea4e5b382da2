// The classic theme's own LocaleDropdownNavbarItem, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/NavbarItem/LocaleDropdownNavbarItem.js';
