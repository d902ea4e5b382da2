// Announcement bar and footer: the parts of the shell around every page.
import { useState, type CSSProperties } from 'react';
import type { Labels, SiteData } from '../types.js';

const DISMISSED = 'docgen-announcement-dismissed';
const ID = 'docgen-announcement-id';
/** Docusaurus's keys, from before the site moved to docgen: read once by the head script, then removed. */
const OLD_DISMISSED = 'docusaurus.announcement.dismiss';
const OLD_ID = 'docusaurus.announcement.id';

/**
 * The closable bar above the navbar. With no colours configured it follows the colour mode; with a background (and
 * its text colour, see announcementData), those. A light one (`light`) is a light-mode colour: in dark mode the bar
 * is a dark tint of it, in the theme's text.
 */
export function AnnouncementBar({ bar, labels }: { bar: NonNullable<SiteData['announcementBar']>; labels?: Labels }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    setClosed(true);
    document.documentElement.dataset.announcementDismissed = 'true';
    try {
      localStorage.setItem(ID, bar.id);
      localStorage.setItem(DISMISSED, 'true');
    } catch {
      // A full storage: the head's check (theme/inline.ts) has put a store in memory in place of one that is unavailable.
    }
  };
  const colours = { '--announcement-bg': bar.backgroundColor, '--announcement-fg': bar.textColor } as CSSProperties;
  return (
    <div className={`announcement-bar${bar.backgroundColor ? ' announcement-bar-coloured' : ''}${bar.light ? ' announcement-bar-light' : ''}`} role="region" aria-label={(__DOCGEN_LABELS__ && labels?.announcement) || 'Announcement'} style={colours}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable !== false && (
        <button type="button" className="announcement-close" aria-label={(__DOCGEN_LABELS__ && labels?.close) || 'Close'} onClick={close}>
          ×
        </button>
      )}
    </div>
  );
}

/**
 * Runs in <head> before paint: colour mode from storage unless `disableSwitch` (else the system's,
 * with `respectPrefersColorScheme`, else `defaultMode`), and whether the current announcement was dismissed (a new bar id
 * resets the flag). A dismissal stored under Docusaurus's keys is moved to docgen's once (with its
 * bar id; without one it is taken as for the current bar) and the old keys removed. The misspelt
 * default id of older Docusaurus versions, `annoucement-bar`, is read as `announcement-bar`. While
 * the page prints it is in the light mode (a dark page's light text would print on white paper), and
 * back after. Kept tiny and dependency-free.
 */
export function headScript(site: SiteData): string {
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = site.colorMode;
  const bar = site.announcementBar?.id ?? '';
  const migrate = `var s=localStorage,o=s.getItem('${OLD_DISMISSED}');if(o!==null){if(s.getItem('${DISMISSED}')===null){s.setItem('${DISMISSED}',o);s.setItem('${ID}',s.getItem('${OLD_ID}')||${JSON.stringify(bar)})}s.removeItem('${OLD_DISMISSED}');s.removeItem('${OLD_ID}')}`;
  return `(function(){var d=document.documentElement,t;${disableSwitch ? '' : "try{t=localStorage.getItem('theme')}catch(e){}"}if(!t&&${respectPrefersColorScheme})t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.dataset.theme=t||'${defaultMode}';addEventListener('beforeprint',function(){var m=d.dataset.theme;d.dataset.theme='light';addEventListener('afterprint',function(){d.dataset.theme=m},{once:true})});try{${migrate}var r=s.getItem('${ID}'),id=r==='annoucement-bar'?'announcement-bar':r;if(id!==${JSON.stringify(bar)})s.removeItem('${DISMISSED}');if(r!==${JSON.stringify(bar)})s.setItem('${ID}',${JSON.stringify(bar)});if(s.getItem('${DISMISSED}')==='true')d.dataset.announcementDismissed='true'}catch(e){}})()`;
}

/** The footer: titled link columns, or one row when the config lists links without columns; then the logo and the copyright. */
export function Footer({ footer }: { footer: NonNullable<SiteData['footer']> }) {
  const flat = footer.columns.length === 1 && footer.columns[0].title === undefined;
  const { logo } = footer;
  const img = (src: string, mode: string) => <img className={`footer-logo${mode}`} src={src} alt={logo?.alt ?? ''} width={logo?.width} height={logo?.height} style={logo?.style} />;
  const logoImages = logo && (
    <>
      {img(logo.src, logo.srcDark ? ' logo-light' : '')}
      {logo.srcDark && img(logo.srcDark, ' logo-dark')}
    </>
  );
  return (
    <footer className={`footer footer-${footer.style ?? 'light'}${flat ? ' footer-flat' : ''}`}>
      <div className="footer-columns">
        {footer.columns.map((col, i) => (
          <div className={`footer-column${col.className ? ` ${col.className}` : ''}`} key={i}>
            {col.title && <div className="footer-title">{col.title}</div>}
            <ul>
              {col.items.map((item, j) =>
                'html' in item ? (
                  <li key={j} className={`footer-html${item.className ? ` ${item.className}` : ''}`} dangerouslySetInnerHTML={{ __html: item.html }} />
                ) : (
                  <li key={j}>
                    <a href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : { target: item.target })} {...(__DOCGEN_LINK_EXTRAS__ && item.attributes)}>
                      {item.label}
                    </a>
                  </li>
                )
              )}
            </ul>
          </div>
        ))}
      </div>
      {logo && (
        <div className="footer-logo-row">
          {logo.href ? (
            <a className="footer-logo-link" href={logo.href} {...(/^[a-z][a-z\d+.-]*:/i.test(logo.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {logoImages}
            </a>
          ) : (
            logoImages
          )}
        </div>
      )}
      {footer.copyright && <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
    </footer>
  );
}
