// The classic theme's own ComponentTypes, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/NavbarItem/ComponentTypes.js';
