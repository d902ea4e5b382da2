// Stand-in for the theme's Details in a component: a <details> drawn as every <details> in an article (styles.css).
import { isValidElement, type ReactNode } from 'react';

/**
 * `<Details summary={<summary>More</summary>}>…</Details>` or `summary="More"`; other props go to the <details>. A
 * summary that is a `<summary>`, a fragment or a component's element (the OpenAPI theme's, which render a `<summary>`)
 * is the head as it is, as Docusaurus's Details puts it; text or another HTML element goes in a `<summary>`.
 */
export default function Details({ summary, children, ...props }: { summary?: ReactNode; children?: ReactNode; [key: string]: unknown }) {
  const head = isValidElement(summary) && (typeof summary.type !== 'string' || summary.type === 'summary') ? summary : <summary>{summary ?? 'Details'}</summary>;
  return (
    <details {...props}>
      {head}
      {children}
    </details>
  );
}
