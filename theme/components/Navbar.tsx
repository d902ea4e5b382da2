// The fixed top bar: brand, links, colour-mode toggle and the mobile menu button.
import { useEffect, useState } from 'react';
import type { NavLink, SiteData } from '../types.js';
import { SearchBar } from './SearchBar.js';

function Link({ item }: { item: NavLink }) {
  return (
    <a className="navbar-link" href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {item.label}
    </a>
  );
}

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

/** With `hideOnScroll`: hidden while scrolling down, shown when scrolling up or near the top, hidden after a hash jump. */
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
    const onHash = () => {
      settleUntil = performance.now() + 200;
      setHidden(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
    };
  }, [enabled]);
  return hidden;
}

export function Navbar({ site, onMenu, hasMenu }: { site: SiteData; onMenu: () => void; hasMenu: boolean }) {
  const { navbar, baseUrl } = site;
  const hidden = useHidden(navbar.hideOnScroll);
  return (
    <nav className={`navbar${hidden ? ' navbar-hidden' : ''}`} aria-label="Main">
      <div className="navbar-inner">
        {hasMenu && (
          <button type="button" className="navbar-menu-button" aria-label="Toggle navigation bar" onClick={onMenu}>
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
          {site.search?.position === 'left' && <SearchBar id="navbar-search" baseUrl={baseUrl} tags={site.search.tags} />}
        </div>
        <div className="navbar-items navbar-items-right">
          {navbar.items.filter((i) => i.position === 'right').map((item) => <Link key={item.href} item={item} />)}
          <ColorModeToggle disabled={site.colorMode.disableSwitch} />
          {site.search?.position === 'right' && <SearchBar id="navbar-search" baseUrl={baseUrl} tags={site.search.tags} />}
        </div>
      </div>
    </nav>
  );
}
