// Stand-in for the theme's Details in a component: a <details> drawn as every <details> in an article (styles.css).
import { Children, Fragment, isValidElement, type ReactNode } from 'react';

/** A `<summary>` element, or a fragment holding one (the OpenAPI theme's `<><summary>…</summary></>`): the head as it is. */
const isSummary = (node: ReactNode): boolean =>
  isValidElement(node) && (node.type === 'summary' || (node.type === Fragment && Children.toArray((node.props as { children?: ReactNode }).children).some(isSummary)));

/** `<Details summary={<summary>More</summary>}>…</Details>` or `summary="More"`; other props go to the <details>. */
export default function Details({ summary, children, ...props }: { summary?: ReactNode; children?: ReactNode; [key: string]: unknown }) {
  const head = isSummary(summary) ? summary : <summary>{summary ?? 'Details'}</summary>;
  return (
    <details {...props}>
      {head}
      {children}
    </details>
  );
}
