// Stand-in for the classic theme's map of navbar item types, which a site's swizzled `NavbarItem/ComponentTypes` spreads
// into its own: docgen's stand-ins of the theme's items.
import DefaultNavbarItem from './DefaultNavbarItem.js';
import DropdownNavbarItem from './DropdownNavbarItem.js';
import HtmlNavbarItem from './HtmlNavbarItem.js';
import LocaleDropdownNavbarItem from './LocaleDropdownNavbarItem.js';
import SearchNavbarItem from './SearchNavbarItem.js';
import DocNavbarItem from './DocNavbarItem.js';
import DocSidebarNavbarItem from './DocSidebarNavbarItem.js';
import DocsVersionNavbarItem from './DocsVersionNavbarItem.js';
import DocsVersionDropdownNavbarItem from './DocsVersionDropdownNavbarItem.js';

export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem
} as Record<string, (props: never) => unknown>;
