// Stand-in for the theme's Details in a component: a <details> drawn as every <details> in an article (styles.css).
import { isValidElement, type ReactNode } from 'react';

/** `<Details summary={<summary>More</summary>}>…</Details>` or `summary="More"`; other props go to the <details>. */
export default function Details({ summary, children, ...props }: { summary?: ReactNode; children?: ReactNode; [key: string]: unknown }) {
  const head = isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary ?? 'Details'}</summary>;
  return (
    <details {...props}>
      {head}
      {children}
    </details>
  );
}
