// Stand-in for Head in a component: nothing in place; on the server, a `<title>` in it becomes the page's title (a
// page's own <Head> in MDX is the page's head, done at build time).
import { Children, isValidElement, type ReactNode } from 'react';
import { useIsland } from '../../../context.js';

/** The text of an element's children (`{a} · {b}` in a title). */
const text = (node: ReactNode): string =>
  Children.toArray(node)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : isValidElement(c) ? text((c.props as { children?: ReactNode }).children) : ''))
    .join('');

/** React's names of attributes whose HTML names are not theirs in lower case. */
const HTML_NAMES: Record<string, string> = { className: 'class', httpEquiv: 'http-equiv', acceptCharset: 'accept-charset' };

/** An element's attributes that are text, as HTML names them (`hrefLang` is `hreflang`). */
const attributes = (props: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(props).filter(([k, v]) => k !== 'children' && (typeof v === 'string' || typeof v === 'number')).map(([k, v]) => [HTML_NAMES[k] ?? k.toLowerCase(), String(v)]));

/** Renders nothing; tells the server the document title a `<title>` child gives, and its `<meta>` and `<link>` tags. */
export default function Head({ children }: { children?: ReactNode }) {
  const { head } = useIsland();
  if (head) {
    for (const c of Children.toArray(children)) {
      if (!isValidElement(c)) continue;
      const props = c.props as Record<string, unknown> & { children?: ReactNode };
      if (c.type === 'title') head.documentTitle = text(props.children).trim();
      else if (c.type === 'meta') (head.meta ??= []).push(attributes(props));
      else if (c.type === 'link') (head.links ??= []).push(attributes(props));
    }
  }
  return null;
}
