// Announcement bar and footer: the parts of the shell around every page.
import { useState } from 'react';
import type { SiteData } from '../types.js';

const DISMISSED = 'docgen-announcement-dismissed';
const ID = 'docgen-announcement-id';

export function AnnouncementBar({ bar }: { bar: NonNullable<SiteData['announcementBar']> }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    setClosed(true);
    document.documentElement.dataset.announcementDismissed = 'true';
    try {
      localStorage.setItem(ID, bar.id);
      localStorage.setItem(DISMISSED, 'true');
    } catch {
      console.warn('docgen: browser storage is unavailable; the announcement will show again');
    }
  };
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable !== false && (
        <button type="button" className="announcement-close" aria-label="Close" onClick={close}>
          ×
        </button>
      )}
    </div>
  );
}

/**
 * Runs in <head> before paint: colour mode from storage, and whether the current announcement was
 * dismissed (a new bar id resets the flag). Kept tiny and dependency-free.
 */
export function headScript(site: SiteData): string {
  const { defaultMode, respectPrefersColorScheme } = site.colorMode;
  const bar = site.announcementBar?.id ?? '';
  return `(function(){var d=document.documentElement,t;try{t=localStorage.getItem('theme')}catch(e){}if(!t&&${respectPrefersColorScheme}&&matchMedia('(prefers-color-scheme: dark)').matches)t='dark';d.dataset.theme=t||'${defaultMode}';try{var id=localStorage.getItem('${ID}');if(id!==${JSON.stringify(bar)}){localStorage.setItem('${ID}',${JSON.stringify(bar)});localStorage.removeItem('${DISMISSED}')}if(localStorage.getItem('${DISMISSED}')==='true')d.dataset.announcementDismissed='true'}catch(e){}})()`;
}

export function Footer({ footer }: { footer: NonNullable<SiteData['footer']> }) {
  return (
    <footer className={`footer footer-${footer.style ?? 'light'}`}>
      <div className="footer-columns">
        {footer.columns.map((col, i) => (
          <div className="footer-column" key={i}>
            {col.title && <div className="footer-title">{col.title}</div>}
            <ul>
              {col.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {footer.copyright && <div className="footer-copyright">{footer.copyright}</div>}
    </footer>
  );
}
