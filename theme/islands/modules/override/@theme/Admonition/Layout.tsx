// Stand-in for the theme's Admonition/Layout: docgen's admonition box (styles.css), which a site's own admonition types
// draw themselves with (`<AdmonitionLayout icon={…} title={…} className="alert alert--security">`).
import type { ReactNode } from 'react';

/** Docusaurus's older keywords, drawn as the box they stand for. */
const STYLE: Record<string, string> = { caution: 'warning', secondary: 'note', important: 'info', success: 'tip' };

export default function AdmonitionLayout({ type = 'note', icon, title, className, children }: { type?: string; icon?: ReactNode; title?: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <div className={[...new Set(['admonition', `admonition-${STYLE[type] ?? type}`, ...(className ?? '').split(/\s+/)])].filter(Boolean).join(' ')} role="note">
      <div className="admonition-title">
        {icon ? <span className="admonition-icon">{icon}</span> : null}
        {title ?? type}
      </div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
