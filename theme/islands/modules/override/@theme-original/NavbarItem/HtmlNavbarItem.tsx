// The classic theme's own HtmlNavbarItem, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/NavbarItem/HtmlNavbarItem.js';
