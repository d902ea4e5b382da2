// Stand-in for Head in a component: nothing in place; on the server, a `<title>` in it becomes the page's title (a
// page's own <Head> in MDX is the page's head, done at build time).
import { Children, isValidElement, type ReactNode } from 'react';
import { useIsland } from '../../../context.js';

/** The text of an element's children (`{a} · {b}` in a title). */
const text = (node: ReactNode): string =>
  Children.toArray(node)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : isValidElement(c) ? text((c.props as { children?: ReactNode }).children) : ''))
    .join('');

/** Renders nothing; tells the server the document title a `<title>` child gives. */
export default function Head({ children }: { children?: ReactNode }) {
  const { head } = useIsland();
  if (head) {
    for (const c of Children.toArray(children)) {
      if (isValidElement(c) && c.type === 'title') head.documentTitle = text((c.props as { children?: ReactNode }).children).trim();
    }
  }
  return null;
}
