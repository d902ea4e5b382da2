// The page shell: skip link, announcement, navbar, sidebar, article, TOC and footer.
import { useEffect, useRef, useState } from 'react';
import type { Chrome, PageData, SiteData } from './types.js';
import { Navbar, useColorModeSync } from './components/Navbar.js';
import { Sidebar } from './components/Sidebar.js';
import { Toc } from './components/Toc.js';
import { AnnouncementBar, Footer } from './components/Chrome.js';
import { CrashBoundary, DocPage } from './components/DocPage.js';
import { SearchBar } from './components/SearchBar.js';
import { MenuItem } from './components/navbar/items.js';
import { VersionBanner } from './components/VersionBanner.js';

/** Mobile layout: 996 px wide or less. */
const MOBILE = 996;
const RESIZE_DEBOUNCE_MS = 20;

/**
 * Whether the navbar's items are in the menu: on a mobile (996 px wide or less), and on a wider window where they do not
 * fit beside the brand (they would overflow it, or cut the site's title), which `html[data-navbar-folded]` then says.
 * Read on load, once the fonts are in (if they were not yet), on navigation, and 20 ms after resizing stops; false on
 * the server.
 */
function useItemsInMenu(route: string): boolean {
  const [inMenu, setInMenu] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const root = document.documentElement;
    const read = () => {
      const narrow = window.innerWidth <= MOBILE;
      // Measured unfolded: no paint comes between taking the attribute away and setting it again.
      delete root.dataset.navbarFolded;
      const nav = document.querySelector('.navbar-inner');
      const title = nav?.querySelector('.navbar-title');
      const folded = !narrow && !!nav && (nav.scrollWidth > nav.clientWidth || (!!title && title.scrollWidth > title.clientWidth));
      if (folded) root.dataset.navbarFolded = '';
      setInMenu(narrow || folded);
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(read, RESIZE_DEBOUNCE_MS);
    };
    read();
    // Once: after the first load the fonts are in, and a navigation measures once.
    if (document.fonts.status === 'loading') document.fonts.ready.then(read);
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [route]);
  return inMenu;
}

const ALL_CHROME: Chrome = { announcement: true, navbar: true, footer: true };

/** The whole page for one route: the shell around the article. */
export function App({ site, page }: { site: SiteData; page: PageData }) {
  const { labels } = site;
  const sidebar = page.sidebar ? site.sidebars[page.sidebar] : undefined;
  const toc = page.tocHtml;
  const Main = __DOCGEN_MDX__ && page.ownMain ? 'div' : 'main';
  const here = { route: page.route, sidebar: page.sidebar, page };
  // A React page may leave out some of the chrome (one that draws its own layout, or asks for no footer).
  const chrome = page.chrome ?? ALL_CHROME;
  const [menuOpen, setMenuOpen] = useState(false);
  /** Which level of the mobile menu shows: the navbar items (primary) or the doc sidebar (secondary). */
  const [secondary, setSecondary] = useState(false);
  const itemsInMenu = useItemsInMenu(page.route);
  const menu = useRef<HTMLElement>(null);
  useColorModeSync(site.colorMode);
  // The menu exists only with something to show: navbar items or a sidebar.
  const hasMenu = chrome.navbar && (Boolean(sidebar) || site.navbar.items.length > 0);
  const hasPrimary = site.navbar.items.length > 0 || Boolean(site.search);
  const closeMenu = (refocus: boolean) => {
    setMenuOpen(false);
    if (refocus) document.querySelector<HTMLElement>('.navbar-menu-button')?.focus();
  };
  // The menu closes on navigation, on Back (even to the same page), on Escape, on a click on
  // the backdrop or its close button, and when the navbar's items are out of it again (a desktop width where they fit).
  useEffect(() => setMenuOpen(false), [page.route]);
  useEffect(() => {
    if (!itemsInMenu) setMenuOpen(false);
  }, [itemsInMenu]);
  useEffect(() => {
    if (!menuOpen) return;
    document.body.style.overflow = 'hidden';
    const onPop = () => setMenuOpen(false);
    const onKey = (e: KeyboardEvent) => {
      // The search box's own Escape (closing its list) is marked as handled.
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      closeMenu(true);
    };
    window.addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = '';
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);
  // Focus goes into the menu when it opens (or changes level).
  useEffect(() => {
    if (menuOpen) menu.current?.querySelector<HTMLElement>(secondary ? '.menu-back, .menu-close' : '.menu-close')?.focus();
  }, [menuOpen, secondary]);
  const toggleMenu = () => {
    if (menuOpen) return closeMenu(true);
    // The panel opens below the navbar wherever it is (under the announcement bar, or at the top
    // once that has scrolled away), so it never covers the toggle.
    const bottom = document.querySelector('.navbar')?.getBoundingClientRect().bottom;
    if (bottom !== undefined) document.documentElement.style.setProperty('--menu-top', `${Math.max(0, bottom)}px`);
    // On a doc page it opens on the sidebar, unless the sidebar is in view beside it (a desktop with the navbar folded).
    setSecondary(Boolean(sidebar) && window.innerWidth <= MOBILE);
    setMenuOpen(true);
  };
  const level = menuOpen ? (secondary && sidebar ? ' menu-secondary' : ' menu-primary') : '';
  return (
    <div className={`layout${menuOpen ? ' menu-open' : ''}`}>
      {chrome.navbar && (
        <a className="skip-link" href="#main">
          {(__DOCGEN_LABELS__ && labels?.skip) || 'Skip to main content'}
        </a>
      )}
      {site.announcementBar && chrome.announcement && <AnnouncementBar bar={site.announcementBar} labels={labels} />}
      {chrome.navbar && <Navbar site={site} here={here} hasMenu={hasMenu} menuOpen={menuOpen} onMenu={toggleMenu} role={__DOCGEN_MDX__ && page.ownBanner ? 'none' : undefined} />}
      {menuOpen && <div className="menu-backdrop" aria-hidden="true" onClick={() => closeMenu(false)} />}
      <div className="main-wrapper">
        {hasMenu && (
          <aside ref={menu} id="mobile-menu" className={`sidebar-container${sidebar ? '' : ' sidebar-mobile-only'}${level}`} aria-label={menuOpen ? (__DOCGEN_LABELS__ && labels?.mobileMenu) || 'Navigation menu' : undefined}>
            <div className="menu-header">
              {menuOpen && secondary && sidebar && hasPrimary && (
                <button type="button" className="menu-back" onClick={() => setSecondary(false)}>
                  {(__DOCGEN_LABELS__ && labels?.backToMenu) || '← Back to main menu'}
                </button>
              )}
              <button type="button" className="menu-close" aria-label={(__DOCGEN_LABELS__ && labels?.closeMenu) || 'Close navigation bar'} onClick={() => closeMenu(true)}>
                ×
              </button>
            </div>
            <div className="mobile-primary-menu">
              {site.search && <SearchBar id="menu-search" label={(__DOCGEN_LABELS__ && labels?.menuSearch) || 'Search from the menu'} baseUrl={site.baseUrl} tags={site.search.tags} labels={labels} />}
              {site.navbar.items.map((item, i) => (
                <MenuItem key={i} item={item} site={site} here={here} />
              ))}
            </div>
            {sidebar && <Sidebar items={sidebar} route={page.route} name={page.sidebar!} labels={labels} {...(__DOCGEN_SIDEBAR_OPTIONS__ && { options: site.sidebarOptions })} />}
          </aside>
        )}
        <Main id="main" className="doc-main" tabIndex={-1}>
          <div className={`doc-container${toc ? ' has-toc' : ''}`}>
            <CrashBoundary resetKey={page.route}>
              <DocPage page={page} labels={labels} banner={__DOCGEN_FAMILY__ ? <VersionBanner site={site} page={page} /> : undefined} toc={toc && <Toc html={toc} route={page.route} labels={labels} />} search={site.search && { baseUrl: site.baseUrl, tags: site.search.tags }} />
            </CrashBoundary>
          </div>
        </Main>
        {/* Docusaurus's back-to-top button: shown by the style sheet once the reader is well down the page; not on a
            React page, which draws its own layout. */}
        {!(__DOCGEN_MDX__ && page.reactPage) && <button type="button" className="back-to-top back-to-top-scroll theme-back-to-top-button" aria-label={(__DOCGEN_LABELS__ && labels?.top) || 'Scroll back to top'} onClick={() => scrollTo(0, 0)} />}
      </div>
      {site.footer && chrome.footer && <Footer footer={site.footer} />}
    </div>
  );
}
