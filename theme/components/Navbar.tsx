// The fixed top bar: brand, links, colour-mode toggle and the mobile menu button.
import { useEffect, useState } from 'react';
import type { NavLink, PageData, SiteData } from '../types.js';
import { VersionDropdown } from './VersionDropdown.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { SearchBar } from './SearchBar.js';
import { JUMP_EVENT } from '../router.js';

function Link({ item }: { item: NavLink }) {
  return (
    <a className="navbar-link" href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {item.label}
    </a>
  );
}

/**
 * Keeps the colour mode in step after load: a choice made in another tab (the `storage` event for
 * `theme`; cleared storage falls back as on load) and, with `respectPrefersColorScheme` and nothing
 * stored, a change of the system preference.
 */
export function useColorModeSync({ defaultMode, respectPrefersColorScheme }: SiteData['colorMode']): void {
  useEffect(() => {
    const mq = matchMedia('(prefers-color-scheme: dark)');
    const stored = () => {
      try {
        return localStorage.getItem('theme');
      } catch {
        return null;
      }
    };
    const fallback = () => (respectPrefersColorScheme ? (mq.matches ? 'dark' : 'light') : defaultMode);
    const apply = (mode: string | null) => {
      document.documentElement.dataset.theme = mode === 'dark' || mode === 'light' ? mode : fallback();
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === 'theme' || e.key === null) apply(stored());
    };
    const onSystem = () => {
      if (respectPrefersColorScheme && !stored()) apply(null);
    };
    window.addEventListener('storage', onStorage);
    mq.addEventListener('change', onSystem);
    return () => {
      window.removeEventListener('storage', onStorage);
      mq.removeEventListener('change', onSystem);
    };
  }, [defaultMode, respectPrefersColorScheme]);
}

/** The sun/moon button: flips the colour mode and stores the choice under `theme`. */
export function ColorModeToggle({ disabled }: { disabled: boolean }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (disabled) return null;
  const toggle = () => {
    const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem('theme', next);
    } catch {
      console.warn('docgen: browser storage is unavailable; the colour mode will not be remembered');
    }
  };
  return (
    <button type="button" className="color-mode-toggle" onClick={toggle} disabled={!mounted} title="Switch between dark and light mode" aria-label="Switch between dark and light mode">
      <span className="icon-light" aria-hidden="true">☀</span>
      <span className="icon-dark" aria-hidden="true">☾</span>
    </button>
  );
}

/**
 * With `hideOnScroll`: hidden while scrolling down, shown when scrolling up or near the top, hidden
 * after any jump to a heading (same page or another). `html[data-navbar-hidden]` lets the sticky
 * sidebar and TOC move up into the freed space.
 */
function useHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let settleUntil = 0;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < 60) setHidden(false);
      // The small corrections that follow a jump to an anchor are not the reader scrolling up.
      else if (y !== last && performance.now() > settleUntil) setHidden(y > last);
      last = y;
    };
    const onJump = () => {
      settleUntil = performance.now() + 200;
      last = window.scrollY;
      if (last >= 60) setHidden(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener(JUMP_EVENT, onJump);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener(JUMP_EVENT, onJump);
    };
  }, [enabled]);
  useEffect(() => {
    if (hidden) document.documentElement.dataset.navbarHidden = 'true';
    else delete document.documentElement.dataset.navbarHidden;
  }, [hidden]);
  return hidden;
}

/** The top bar; `menuOpen` and `onMenu` drive the mobile menu's toggle. */
export function Navbar({ site, page, onMenu, hasMenu, menuOpen = false }: { site: SiteData; page: PageData; onMenu: () => void; hasMenu: boolean; menuOpen?: boolean }) {
  const { navbar, baseUrl } = site;
  const hidden = useHidden(navbar.hideOnScroll);
  return (
    <nav className={`navbar${hidden ? ' navbar-hidden' : ''}`} aria-label="Main">
      <div className="navbar-inner">
        {hasMenu && (
          <button type="button" className="navbar-menu-button" aria-label="Toggle navigation bar" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={onMenu}>
            ☰
          </button>
        )}
        <a className="navbar-brand" href={baseUrl}>
          {navbar.logo && <img className={`navbar-logo${navbar.logo.srcDark ? ' logo-light' : ''}`} src={navbar.logo.src} alt={navbar.logo.alt ?? ''} />}
          {navbar.logo?.srcDark && <img className="navbar-logo logo-dark" src={navbar.logo.srcDark} alt={navbar.logo.alt ?? ''} />}
          {navbar.title && <b className="navbar-title">{navbar.title}</b>}
        </a>
        <div className="navbar-items navbar-items-left">
          {navbar.items.filter((i) => i.position === 'left').map((item) => <Link key={item.href} item={item} />)}
          <Dropdowns site={site} page={page} position="left" />
          {site.search?.position === 'left' && <SearchBar id="navbar-search" baseUrl={baseUrl} tags={site.search.tags} />}
        </div>
        <div className="navbar-items navbar-items-right">
          {navbar.items.filter((i) => i.position === 'right').map((item) => <Link key={item.href} item={item} />)}
          <Dropdowns site={site} page={page} position="right" />
          <ColorModeToggle disabled={site.colorMode.disableSwitch} />
          {site.search?.position === 'right' && <SearchBar id="navbar-search" baseUrl={baseUrl} tags={site.search.tags} />}
        </div>
      </div>
    </nav>
  );
}

/** The version and locale dropdowns on one side, or all (the mobile menu) (a stand-in until the navbar renders every item type in its order). */
export function Dropdowns({ site, page, position }: { site: SiteData; page: PageData; position?: 'left' | 'right' }) {
  return (
    <>
      {site.dropdowns
        ?.filter((d) => !position || d.position === position)
        .map((d, i) => (d.type === 'docsVersionDropdown' ? <VersionDropdown key={i} site={site} page={page} label={d.label} /> : <LocaleDropdown key={i} site={site} page={page} label={d.label} />))}
    </>
  );
}
