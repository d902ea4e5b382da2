// Stand-in for the theme's Admonition/Layout: docgen's admonition box (styles.css), which a site's own admonition types
// draw themselves with (`<AdmonitionLayout icon={…} title={…} className="alert alert--security">`).
import type { ReactNode } from 'react';

export interface Props {
  type?: string;
  icon?: ReactNode;
  title?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Docusaurus's older keywords, drawn as the box they stand for. */
const STYLE: Record<string, string> = { caution: 'warning', secondary: 'note', important: 'info', success: 'tip' };

export default function AdmonitionLayout({ type = 'note', icon, title, className, children }: Props) {
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

/**
 * The theme's type component of one of docgen's keywords (`@theme/Admonition/Type/Tip`): its box, titled `title()` (the
 * locale's word: the id written out, for the islands' context to carry its translation) unless given a title. A site's
 * keyword given to it (`example: DefaultAdmonitionTypes.info`) keeps its name's class and takes this one's style.
 */
export function admonitionType(keyword: string, title: () => string) {
  const Type = (props: Props) => <AdmonitionLayout {...props} type={props.type ?? keyword} title={props.title ?? title()} className={[`admonition-${STYLE[keyword] ?? keyword}`, props.className].filter(Boolean).join(' ')} />;
  Type.displayName = `AdmonitionType${keyword[0].toUpperCase()}${keyword.slice(1)}`;
  return Type;
}
