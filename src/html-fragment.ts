// An author's HTML fragment (a navbar or footer `html` item, the copyright, the announcement, a sidebar's `html` item)
// as the browser reads it on its own: its elements closed. Written into a page as it is, `<iframe … />` (BoTorch's
// footer) or an unclosed `<textarea>` takes the rest of the page as its text, docgen's page data with it, and an
// unclosed `<a>` wraps what follows; Docusaurus draws these with innerHTML in the browser, which reads them so.
import { parseFragment, serialize } from 'parse5';

const closed = new Map<string, string>();

export function closedHtml(html: string): string {
  if (!html.includes('<')) return html;
  let out = closed.get(html);
  if (out === undefined) closed.set(html, (out = serialize(parseFragment(html))));
  return out;
}
