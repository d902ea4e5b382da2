// Stand-in for the classic theme's DropdownNavbarItem: docgen's navbar dropdown, its entries navbar items (links, html,
// the site's own types) drawn as dropdown entries; in the mobile menu a group that opens and closes, open on a page it lists.
import { useId, useState, type ReactNode } from 'react';
import { DropdownMenu } from '../../../../../components/navbar/DropdownMenu.js';
import { useIsland, withBase } from '../../../../context.js';
import NavbarItem from '../NavbarItem.js';
// The link attributes Docusaurus passes on (`title`, `aria-*`, `data-*`), as docgen's own dropdown takes them.
import { linkAttributes } from '../../../../../../src/config/navbar.js';

interface Props {
  label?: ReactNode;
  items?: Array<Record<string, unknown>>;
  to?: string;
  href?: string;
  className?: string;
  mobile?: boolean;
  position?: string;
  [key: string]: unknown;
}

/** Whether one of the entries leads to the page (its `to` is the route, or the route is below it; `#` leads nowhere). */
function listsPage(items: Array<Record<string, unknown>>, route: string, baseUrl: string): boolean {
  return items.some((i) => typeof i.to === 'string' && ((at) => at !== '' && (route === at || route.startsWith(at.endsWith('/') ? at : `${at}/`)))(withBase(baseUrl, i.to as string).replace(/[?#].*$/, '')));
}

export default function DropdownNavbarItem({ label, items = [], to, href, className, mobile = false, position: _p, onClick: _c, ...rest }: Props) {
  const { route, siteConfig } = useIsland();
  const active = listsPage(items, route, siteConfig.baseUrl);
  const [open, setOpen] = useState(active);
  const id = useId();
  if (mobile) {
    return (
      <li className={['menu__list-item menu-group', className].filter(Boolean).join(' ')}>
        <button type="button" className={`menu-link menu-group-toggle${active ? ' active' : ''}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {label}
        </button>
        <ul id={id} className="menu-group-items" hidden={!open}>
          {items.map((item, i) => (
            <NavbarItem key={i} mobile isDropdownItem {...item} />
          ))}
        </ul>
      </li>
    );
  }
  const link = href ?? (to === undefined ? undefined : withBase(siteConfig.baseUrl, to));
  return (
    <DropdownMenu label={label} className={className} active={active} closeKey={route} href={link} external={href !== undefined && /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)} attributes={linkAttributes(rest)}>
      {items.map((item, i) => (
        <NavbarItem key={i} isDropdownItem {...item} />
      ))}
    </DropdownMenu>
  );
}
