// The classic theme's own SearchNavbarItem, which a site's swizzled copy wraps: docgen's stand-in.
export { default } from '../../@theme/NavbarItem/SearchNavbarItem.js';
