// Navbar items: links, dropdowns, raw HTML, the search box, and the version and locale items; the
// desktop bar's rendering and the mobile menu's.
import { cloneElement, Component, createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import type { DropdownEntry, NavItem, PageData, SiteData } from '../../types.js';
import { SearchBar } from '../SearchBar.js';
import { VersionDropdown } from '../VersionDropdown.js';
import { LocaleDropdown } from '../LocaleDropdown.js';
import { DropdownMenu } from './DropdownMenu.js';

/** What an item needs to know about the current page. */
export interface Here {
  route: string;
  sidebar?: string;
  /** The page's routes in the other versions and locales (a site with several). */
  page: PageData;
}

/**
 * On a site with several versions (or locales), the version (or locale) dropdown links to the
 * reader's page in each of them and remembers the chosen version: VersionDropdown and
 * LocaleDropdown. With one, the item is drawn by `useShown` below.
 */
function familyItem(item: NavItem, site: SiteData, here: Here) {
  // Without several versions or locales the bundler drops this branch and the components with it.
  if (__DOCGEN_FAMILY__) {
    // Another docs instance's versions come with the item, and the page's own when it names which (`ofPage`); else the site's.
    const docs = item.type === 'docsVersionDropdown' && (item.versions ? { ...(item.ofPage && { version: site.docs?.version }), versions: item.versions } : site.docs);
    const around = (list?: DropdownEntry[]) => list && entries(list, here, 'navbar-dropdown-link', 'navbar-html');
    if (item.type === 'docsVersionDropdown' && docs && docs.versions.length > 1) return <VersionDropdown docs={docs} plugin={item.plugin} page={here.page} label={item.label} className={item.className} before={around(item.before)} after={around(item.after)} persist={site.versionPersistence !== 'none'} />;
    if (item.type === 'localeDropdown' && site.i18n) return <LocaleDropdown i18n={site.i18n} page={here.page} label={item.label} className={item.className} before={around(item.before)} after={around(item.after)} />;
  }
  return null;
}

type LinkItem = Extract<NavItem, { type: 'link' }>;
/** An item once the version and locale items are made into the links or dropdowns they show. */
type Shown = Exclude<NavItem, { type: 'localeDropdown' | 'docsVersionDropdown' }>;

const trim = (path: string) => path.replace(/\/$/, '');

export function isActive(item: LinkItem, here: Here): boolean {
  const a = item.active;
  if (!a) return false;
  if (a.regex !== undefined) return new RegExp(a.regex).test(here.route);
  const route = trim(here.route);
  if (a.route !== undefined && trim(a.route) === route) return true;
  if (a.sidebar !== undefined && a.sidebar === here.sidebar) return true;
  return a.prefix !== undefined && (route === a.prefix || route.startsWith(`${a.prefix}/`));
}

const dropdownActive = (item: Extract<Shown, { type: 'dropdown' }>, here: Here) => !item.neverActive && item.items.some((i) => i.type === 'link' && isActive(i, here));

/** `?query#hash` of the current location, after hydration (the locale dropdown keeps them); '' when not `wanted`. */
function useLocationSuffix(route: string, wanted: boolean): string {
  const [suffix, setSuffix] = useState('');
  useEffect(() => {
    if (!wanted) return;
    const read = () => setSuffix(location.search + location.hash);
    read();
    window.addEventListener('hashchange', read);
    window.addEventListener('popstate', read);
    return () => {
      window.removeEventListener('hashchange', read);
      window.removeEventListener('popstate', read);
    };
  }, [route, wanted]);
  return suffix;
}

/**
 * The version and locale items of a site with one version or one locale (familyItem draws them
 * otherwise) as what they show. The version: a plain link to its main doc (as the spec says). The
 * locale dropdown: its one entry is the current page with the same query and hash (as Docusaurus
 * does: the dropdown is not hidden).
 */
function useShown(item: NavItem, site: SiteData, here: Here): Shown {
  const suffix = useLocationSuffix(here.route, item.type === 'localeDropdown');
  const base = { position: item.position, className: item.className };
  if (item.type === 'docsVersionDropdown') {
    const [current] = site.versions;
    const link: LinkItem = { ...base, type: 'link', label: item.label ?? current.label, href: current.mainDoc, external: false, active: { route: current.mainDoc } };
    // With entries of its own, the one version is an entry among them.
    if (!item.before && !item.after) return link;
    return { ...base, type: 'dropdown', label: link.label, items: [...(item.before ?? []), { ...link, label: current.label }, ...(item.after ?? [])], ...(item.activeClassDisabled ? { neverActive: true } : {}) };
  }
  if (item.type === 'localeDropdown') {
    const { currentLocale, locales } = site.locales;
    const current = locales.find((l) => l.locale === currentLocale)!;
    const rest = here.route.startsWith(current.baseUrl) ? here.route.slice(current.baseUrl.length) : '';
    const items = locales.map((l): DropdownEntry => ({ ...base, type: 'link', label: l.label, href: `${l.baseUrl}${rest}${suffix}`, external: false, active: l.locale === currentLocale ? { route: here.route } : undefined }));
    return { ...base, type: 'dropdown', label: item.label ?? current.label, items: [...(item.before ?? []), ...items, ...(item.after ?? [])], neverActive: true };
  }
  return item;
}

export const ExternalIcon = () => (
  <svg className="navbar-external-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
    <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
  </svg>
);

/** A link: external ones open in a new tab, with an icon saying so; the current one is marked. */
export function NavLink({ item, here, className }: { item: LinkItem; here: Here; className: string }) {
  // Only a site that has such links bundles them (src/bundle/client.ts).
  if (__DOCGEN_LINK_EXTRAS__ && item.html !== undefined) return <HtmlLink item={item} here={here} className={className} />;
  const active = isActive(item, here);
  return (
    <a
      className={`${className}${active ? ' active' : ''}${item.className ? ` ${item.className}` : ''}`}
      href={item.href}
      aria-current={active ? 'page' : undefined}
      target={item.target}
      rel={item.rel ?? (item.external ? 'noopener noreferrer' : undefined)}
      {...(__DOCGEN_LINK_EXTRAS__ && item.attributes)}
    >
      {item.label}
      {item.external && (
        <>
          <ExternalIcon />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </>
      )}
    </a>
  );
}

/** A link that shows its `html` instead of its label and the icon, as Docusaurus does; a label it has too names it. */
function HtmlLink({ item, here, className }: { item: LinkItem; here: Here; className: string }) {
  return cloneElement(
    NavLink({ item: { ...item, html: undefined }, here, className }),
    { 'aria-label': item.label || undefined },
    <span className="navbar-link-html" dangerouslySetInnerHTML={{ __html: item.html! }} />,
    item.external && <span className="visually-hidden"> (opens in a new tab)</span>
  );
}

const Html = ({ value, className, tag: Tag = 'div' }: { value: string; className: string; tag?: 'div' | 'li' }) => <Tag className={className} dangerouslySetInnerHTML={{ __html: value }} />;

/** A config dropdown's entries as list items: links with `linkClass`, HTML entries with `htmlClass` and their own class. */
function entries(items: DropdownEntry[], here: Here, linkClass: string, htmlClass: string) {
  return items.map((entry, i) =>
    entry.type === 'link' ? (
      <li key={i}>
        <NavLink item={entry} here={here} className={linkClass} />
      </li>
    ) : (
      <Html key={i} tag="li" value={entry.value} className={`${htmlClass}${entry.className ? ` ${entry.className}` : ''}`} />
    )
  );
}

/** A dropdown of the config's links and HTML entries. */
function Dropdown({ item, here }: { item: Extract<Shown, { type: 'dropdown' }>; here: Here }) {
  return (
    <DropdownMenu label={item.label} className={item.className} active={dropdownActive(item, here)} closeKey={here.route} href={item.href} external={item.external} attributes={__DOCGEN_LINK_EXTRAS__ ? item.attributes : undefined}>
      {entries(item.items, here, 'navbar-dropdown-link', 'navbar-html')}
    </DropdownMenu>
  );
}

/** The server HTML of each navbar island, as the page arrived with it: React keeps it, and the island's own root draws in it. */
const islandHtml: Record<number, string> = {};
/** On the server, the site's islands' HTML on the page's route (theme/server.tsx). */
export const SiteHtml = /* @__PURE__ */ createContext<string[] | undefined>(undefined);

/**
 * A navbar item of the site's own component: its island's element (a list in the mobile menu, where Docusaurus's items
 * are list items), holding the island's HTML from the build (SiteHtml); the island chunk hydrates it, and renders it
 * again on each navigation.
 */
function NavbarIsland({ index }: { index: number }) {
  const built = useContext(SiteHtml);
  const html = typeof document === 'undefined' ? (built?.[index] ?? '') : (islandHtml[index] ??= document.querySelector(`[data-site-island="${index}"]`)?.innerHTML ?? '');
  const Tag = index % 2 ? 'ul' : 'div';
  return <Tag className="navbar-island" data-site-island={index} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One item of the desktop navbar, where the config puts it. */
/**
 * An item that throws while rendering is left out, and the console says which one to check in the
 * config (spec §8), instead of the whole page crashing.
 */
class ItemBoundary extends Component<{ item: NavItem; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    const { item } = this.props;
    const name = 'label' in item && item.label ? `"${item.label}" ` : '';
    console.error(`docgen: the navbar item ${name}(type "${item.type}") could not be rendered: ${String(error)}. Check this item in themeConfig.navbar.items of site.config.ts.`);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function NavbarItem({ item, site, here }: { item: NavItem; site: SiteData; here: Here }) {
  return <ItemBoundary item={item}>{familyItem(item, site, here) ?? <BarItem item={item} site={site} here={here} />}</ItemBoundary>;
}

function BarItem({ item, site, here }: { item: NavItem; site: SiteData; here: Here }) {
  const shown = useShown(item, site, here);
  // (A site without MDX components has none: the bundler drops the line.)
  if (__DOCGEN_MDX__ && shown.type === 'island') return <NavbarIsland index={shown.index * 2} />;
  switch (shown.type) {
    case 'link':
      return <NavLink item={shown} here={here} className="navbar-link" />;
    case 'dropdown':
      return <Dropdown item={shown} here={here} />;
    case 'html':
      return <Html value={shown.value} className={`navbar-item navbar-html${shown.className ? ` ${shown.className}` : ''}`} />;
    case 'search':
      return site.search ? <SearchBar id="navbar-search" baseUrl={site.baseUrl} tags={site.search.tags} labels={site.labels} /> : null;
  }
}

/** A dropdown in the mobile menu: a group that opens and closes, open from the start when it holds the current page. */
function MenuGroup({ item, here, children }: { item: Extract<Shown, { type: 'dropdown' }>; here: Here; children: ReactNode }) {
  const active = dropdownActive(item, here);
  const [open, setOpen] = useState(active);
  const id = useId();
  useEffect(() => {
    if (active) setOpen(true);
  }, [active, here.route]);
  return (
    <div className="menu-group">
      {/* Its className, title, aria-* and data-* attributes, as the bar's toggle has them (as Docusaurus's): one with no label is named by its aria-label. */}
      <button type="button" className={`menu-link menu-group-toggle${active ? ' active' : ''}${item.className ? ` ${item.className}` : ''}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} {...(__DOCGEN_LINK_EXTRAS__ && item.attributes)}>
        {item.label}
      </button>
      <ul id={id} className="menu-group-items" hidden={!open}>
        {children}
      </ul>
    </div>
  );
}

/** One item of the mobile menu's primary level (the search box is at the top of the menu, not here). */
export function MenuItem({ item, site, here }: { item: NavItem; site: SiteData; here: Here }) {
  return <ItemBoundary item={item}>{familyItem(item, site, here) ?? <MenuEntry item={item} site={site} here={here} />}</ItemBoundary>;
}

function MenuEntry({ item, site, here }: { item: NavItem; site: SiteData; here: Here }) {
  const shown = useShown(item, site, here);
  if (__DOCGEN_MDX__ && shown.type === 'island') return <NavbarIsland index={shown.index * 2 + 1} />;
  switch (shown.type) {
    case 'link':
      return <NavLink item={shown} here={here} className="menu-link" />;
    case 'html':
      return <Html value={shown.value} className={`menu-html${shown.className ? ` ${shown.className}` : ''}`} />;
    case 'search':
      return null;
    case 'dropdown':
      return (
        <MenuGroup item={shown} here={here}>{entries(shown.items, here, 'menu-link', 'menu-html')}</MenuGroup>
      );
  }
}
