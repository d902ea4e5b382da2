// Stand-in for the classic theme's map of navbar item types, which a site's swizzled `NavbarItem/ComponentTypes` spreads
// into its own: the types docgen has stand-ins for.
import DefaultNavbarItem from './DefaultNavbarItem.js';
import DropdownNavbarItem from './DropdownNavbarItem.js';
import HtmlNavbarItem from './HtmlNavbarItem.js';

export default { default: DefaultNavbarItem, dropdown: DropdownNavbarItem, html: HtmlNavbarItem } as Record<string, (props: never) => unknown>;
