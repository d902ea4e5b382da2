// The classic theme's own DefaultNavbarItem, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/NavbarItem/DefaultNavbarItem.js';
