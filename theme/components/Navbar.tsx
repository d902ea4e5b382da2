// The fixed top bar: brand, links, colour-mode toggle and the mobile menu button.
import { useEffect, useState } from 'react';
import type { Labels, SiteData } from '../types.js';
import { SearchBar } from './SearchBar.js';
import { JUMP_EVENT } from '../router.js';
import { NavbarItem, type Here } from './navbar/items.js';

/**
 * Keeps the colour mode in step after load: a choice made in another tab (the `storage` event for
 * `theme`; cleared storage falls back as on load) and, with `respectPrefersColorScheme` and nothing
 * stored, a change of the system preference. With `disableSwitch` nothing stored counts (another
 * site on the same origin, or this one before its switch was turned off, may have stored a mode).
 */
export function useColorModeSync({ defaultMode, respectPrefersColorScheme, disableSwitch }: SiteData['colorMode']): void {
  useEffect(() => {
    const mq = matchMedia('(prefers-color-scheme: dark)');
    const stored = () => {
      try {
        return disableSwitch ? null : localStorage.getItem('theme');
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
  }, [defaultMode, respectPrefersColorScheme, disableSwitch]);
}

/** The sun/moon button: flips the colour mode and stores the choice under `theme`. */
export function ColorModeToggle({ disabled, labels }: { disabled: boolean; labels?: Labels }) {
  const [mounted, setMounted] = useState(false);
  const label = (__DOCGEN_LABELS__ && labels?.colorMode) || 'Switch between dark and light mode';
  useEffect(() => setMounted(true), []);
  if (disabled) return null;
  const toggle = () => {
    const next = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem('theme', next);
    } catch {
      // A full storage: the head's check (theme/inline.ts) has put a store in memory in place of one that is unavailable.
    }
  };
  return (
    <button type="button" className="color-mode-toggle" onClick={toggle} disabled={!mounted} title={label} aria-label={label}>
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

/**
 * The top bar; `menuOpen` and `onMenu` drive the mobile menu's toggle. It is the page's banner landmark unless `role` is
 * `none` (a React page with a banner of its own): its `<nav>` is still the navigation.
 */
export function Navbar({ site, here, onMenu, hasMenu, menuOpen = false, role }: { site: SiteData; here: Here; onMenu: () => void; hasMenu: boolean; menuOpen?: boolean; role?: 'none' }) {
  const { navbar, baseUrl, labels } = site;
  const hidden = useHidden(navbar.hideOnScroll);
  const { logo } = navbar;
  // Without a search item the search box goes at the right end.
  const searchAtEnd = site.search && !navbar.items.some((i) => i.type === 'search');
  const items = (position: 'left' | 'right') => navbar.items.map((item, i) => item.position === position && <NavbarItem key={i} item={item} site={site} here={here} />);
  // A logo beside a shown title is decoration; without one it names the link, by the site's title unless its own alt says
  // otherwise (an empty alt included), as Docusaurus's Logo does. (An alt that repeats the title is emptied on the server.)
  const alt = logo?.alt ?? (navbar.title ? '' : site.title);
  const img = (src: string, mode: string) => <img className={`navbar-logo${mode}`} src={src} alt={alt} width={logo?.width} height={logo?.height} style={logo?.style} />;
  return (
    // The page's header landmark (banner), holding the main navigation.
    <header className={`navbar${navbar.style ? ` navbar-${navbar.style}` : ''}${hidden ? ' navbar-hidden' : ''}`} role={role}>
      <nav className="navbar-inner" aria-label={(__DOCGEN_LABELS__ && labels?.navbar) || 'Main'}>
        {hasMenu && (
          <button type="button" className="navbar-menu-button" aria-label={(__DOCGEN_LABELS__ && labels?.menu) || 'Toggle navigation bar'} aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={onMenu}>
            ☰
          </button>
        )}
        <a className="navbar-brand" href={navbar.home} {...(navbar.target ? { target: navbar.target, rel: navbar.target === '_blank' ? 'noopener noreferrer' : undefined } : {})}>
          {logo && img(logo.src, logo.srcDark ? ' logo-light' : '')}
          {logo?.srcDark && img(logo.srcDark, ' logo-dark')}
          {navbar.title && <b className="navbar-title">{navbar.title}</b>}
        </a>
        <div className="navbar-items navbar-items-left">{items('left')}</div>
        <div className="navbar-items navbar-items-right">
          {items('right')}
          <ColorModeToggle disabled={site.colorMode.disableSwitch} labels={labels} />
          {searchAtEnd && <SearchBar id="navbar-search" baseUrl={baseUrl} tags={site.search!.tags} labels={labels} />}
        </div>
      </nav>
    </header>
  );
}
