// The classic theme's own Layout/Provider, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/Layout/Provider.js';
