// The site's Root's wrappers in its server HTML -> their attributes on the islands' elements of a page's HTML (see
// theme/islands/wrapper.ts; the client does the same after each render of the Root).
import { mergeWrappers, SLOT_ATTRIBUTE } from '../../theme/islands/wrapper.js';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** An open tag's attributes, as React writes them (`name="value"`, `name=""`), entities left as they are. */
const attributesOf = (tag: string): Array<[string, string]> => [...tag.matchAll(/\s([^\s=/>"']+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? '']);

/** The attributes of the elements around the slot in the Root's HTML, merged (mergeWrappers); none without a slot. */
export function wrapperAttributes(rootHtml: string): Array<[string, string]> {
  const open: Array<Array<[string, string]>> = [];
  for (const m of rootHtml.matchAll(/<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^>"'])*)>/g)) {
    if (!m[2]) continue;
    const name = m[2].toLowerCase();
    if (m[1]) {
      open.pop();
      continue;
    }
    const attrs = attributesOf(m[3]);
    if (attrs.some(([n]) => n === SLOT_ATTRIBUTE)) return mergeWrappers(open);
    if (!VOID.has(name) && !m[3].trimEnd().endsWith('/')) open.push(attrs);
  }
  return [];
}

/** `html` with each island's element (`<div data-island="3">`) given `attributes`. */
export function withWrapperAttributes(html: string, attributes: Array<[string, string]>): string {
  if (!attributes.length) return html;
  const text = attributes.map(([n, v]) => ` ${n}="${v}"`).join('');
  return html.replace(/<(div|span) data-island="(\d+)">/g, (_, tag: string, i: string) => `<${tag} data-island="${i}"${text}>`);
}
