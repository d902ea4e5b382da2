// The classic theme's own DocRoot/Layout, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/DocRoot/Layout.js';
