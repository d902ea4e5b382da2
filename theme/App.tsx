// The page shell: skip link, announcement, navbar, sidebar, article, TOC and footer.
import { useEffect, useState } from 'react';
import type { PageData, SiteData } from './types.js';
import { Navbar, useColorModeSync } from './components/Navbar.js';
import { Sidebar } from './components/Sidebar.js';
import { Toc, tocHtml } from './components/Toc.js';
import { AnnouncementBar, Footer } from './components/Chrome.js';
import { CrashBoundary, DocPage } from './components/DocPage.js';
import { SearchBar } from './components/SearchBar.js';

/** The whole page for one route: the shell around the article. */
export function App({ site, page }: { site: SiteData; page: PageData }) {
  const sidebar = page.sidebar ? site.sidebars[page.sidebar] : undefined;
  const toc = page.tocHtml ?? tocHtml(page.toc);
  const [menuOpen, setMenuOpen] = useState(false);
  useColorModeSync(site.colorMode);
  // The mobile menu closes on navigation, on Back (even to the same page), on Escape, on a click on
  // the backdrop and when the layout becomes desktop (> 996 px).
  useEffect(() => setMenuOpen(false), [page.route]);
  useEffect(() => {
    if (!menuOpen) return;
    document.body.style.overflow = 'hidden';
    const mq = matchMedia('(min-width: 997px)');
    const onChange = () => mq.matches && setMenuOpen(false);
    const onPop = () => setMenuOpen(false);
    const onKey = (e: KeyboardEvent) => {
      // The search box's own Escape (closing its list) is marked as handled.
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setMenuOpen(false);
      document.querySelector<HTMLElement>('.navbar-menu-button')?.focus();
    };
    mq.addEventListener('change', onChange);
    window.addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = '';
      mq.removeEventListener('change', onChange);
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);
  const toggleMenu = () => {
    // The panel opens below the navbar wherever it is (under the announcement bar, or at the top
    // once that has scrolled away), so it never covers the toggle.
    const bottom = document.querySelector('.navbar')?.getBoundingClientRect().bottom;
    if (bottom !== undefined) document.documentElement.style.setProperty('--menu-top', `${Math.max(0, bottom)}px`);
    setMenuOpen((o) => !o);
  };
  return (
    <div className={`layout${menuOpen ? ' menu-open' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
      <Navbar site={site} hasMenu={Boolean(sidebar) || site.navbar.items.length > 0} menuOpen={menuOpen} onMenu={toggleMenu} />
      {menuOpen && <div className="menu-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className="main-wrapper">
        {(sidebar || site.navbar.items.length > 0) && (
          <aside id="mobile-menu" className={`sidebar-container${sidebar ? '' : ' sidebar-mobile-only'}`}>
            <div className="mobile-primary-menu">
              {site.search && <SearchBar id="menu-search" label="Search from the menu" baseUrl={site.baseUrl} tags={site.search.tags} />}
              {site.navbar.items.map((i) => (
                <a key={i.href} className="navbar-link" href={i.href}>
                  {i.label}
                </a>
              ))}
            </div>
            {sidebar && <Sidebar items={sidebar} route={page.route} />}
          </aside>
        )}
        <main id="main" className="doc-main" tabIndex={-1}>
          <div className={`doc-container${toc ? ' has-toc' : ''}`}>
            <CrashBoundary resetKey={page.route}>
              <DocPage page={page} home={site.baseUrl} />
            </CrashBoundary>
            {toc && <Toc html={toc} route={page.route} />}
          </div>
        </main>
      </div>
      {site.footer && <Footer footer={site.footer} />}
    </div>
  );
}
