// Stand-in for the theme's Admonition in a component: docgen's admonition box.
import type { ReactNode } from 'react';

const STYLE: Record<string, string> = { caution: 'warning', secondary: 'note', important: 'info', success: 'tip' };

/** `<Admonition type="tip" title="Hint">…</Admonition>`. */
export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode; [key: string]: unknown }) {
  return (
    <div className={`admonition admonition-${STYLE[type] ?? type}`} role="note">
      <div className="admonition-title">{title ?? type.toUpperCase()}</div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
