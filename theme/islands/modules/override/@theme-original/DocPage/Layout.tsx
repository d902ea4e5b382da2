// The classic theme's own DocPage/Layout, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/DocPage/Layout.js';
