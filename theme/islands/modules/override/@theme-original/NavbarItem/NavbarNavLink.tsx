// The classic theme's own NavbarNavLink, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/NavbarItem/NavbarNavLink.js';
