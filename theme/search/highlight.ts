// Matched search terms -> marked text: the result snippets, and the article after opening a result.
import { tokenize } from './tokenize.js';
import { HIGHLIGHT_PARAM } from './format.js';

export { HIGHLIGHT_PARAM };
const CHUNK = /[\p{L}\p{N}_$]+(?:(?:\.|::|\/|-)[\p{L}\p{N}_$]+)*/gu;
const MAX_MARKS = 500;

/**
 * Whether a word of the text is one the search matched: the word or one of its camelCase parts,
 * or for a dotted identifier its last two parts (`api.query.system.account` for `system.account`)
 * or its last part and that part's parts (`keyring.addFromMnemonic` for `mnemonic`).
 */
function matcher(terms: string[]): (word: string) => boolean {
  const set = new Set(terms.map((t) => t.toLowerCase()));
  return (word) => {
    const t = tokenize(word);
    const parts = word.split(/\.|::|\/|-/);
    return parts.length > 1 ? set.has(t[0]) || tokenize(parts[parts.length - 1]).some((x) => set.has(x)) : t.some((x) => set.has(x));
  };
}

/** Splits text into [text, marked] runs. */
export function markText(text: string, terms: string[]): Array<[string, boolean]> {
  const hit = matcher(terms);
  const out: Array<[string, boolean]> = [];
  let last = 0;
  for (const m of text.matchAll(CHUNK)) {
    if (!hit(m[0])) continue;
    if (m.index > last) out.push([text.slice(last, m.index), false]);
    out.push([m[0], true]);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push([text.slice(last), false]);
  return out;
}

/** About `length` characters of text around its first marked word. */
export function snippet(text: string, terms: string[], length = 140): Array<[string, boolean]> {
  const runs = markText(text, terms);
  let at = 0;
  for (const [t, marked] of runs) {
    if (marked) break;
    at += t.length;
  }
  const start = at > length / 3 ? text.lastIndexOf(' ', at - length / 3) + 1 : 0;
  const cut = text.slice(start, start + length);
  return markText(`${start > 0 ? '…' : ''}${cut}${start + length < text.length ? '…' : ''}`, terms);
}

/**
 * Elements whose text the reader does not read as text: a <mark> in a <style> or <script> breaks
 * the rule or the code (`?highlight=background` broke a CSS rule), and SVG, MathML, <textarea>,
 * <select>, <title> and the like do not render an HTML <mark> as one.
 */
const NOT_PROSE = new Set(['STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'SELECT', 'OPTION', 'OPTGROUP', 'DATALIST', 'TITLE', 'IFRAME', 'OBJECT', 'CANVAS', 'VIDEO', 'AUDIO']);
const HTML = 'http://www.w3.org/1999/xhtml';

/** The text nodes of an element that a reader sees as text: none inside NOT_PROSE or a foreign (SVG, MathML) element. */
function proseText(root: Element): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
      const el = node as Element;
      // Rejecting an element skips all that is inside it.
      return el.namespaceURI !== HTML || NOT_PROSE.has(el.tagName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
    }
  });
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  return nodes;
}

/** Wraps the matched words of an element's visible text in <mark class="search-highlight">. */
export function highlightIn(root: Element, terms: string[]): number {
  const hit = matcher(terms);
  let count = 0;
  for (const node of proseText(root)) {
    if (count >= MAX_MARKS) break;
    const text = node.data;
    let last = 0;
    const parts: Node[] = [];
    for (const m of text.matchAll(CHUNK)) {
      if (!hit(m[0])) continue;
      if (m.index > last) parts.push(document.createTextNode(text.slice(last, m.index)));
      const mark = document.createElement('mark');
      mark.className = 'search-highlight';
      mark.textContent = m[0];
      parts.push(mark);
      last = m.index + m[0].length;
      count++;
    }
    if (!parts.length) continue;
    if (last < text.length) parts.push(document.createTextNode(text.slice(last)));
    node.replaceWith(...parts);
  }
  return count;
}

/** Removes the marks highlightIn added. */
export function clearHighlights(root: ParentNode = document): void {
  root.querySelectorAll('mark.search-highlight').forEach((m) => m.replaceWith(document.createTextNode(m.textContent ?? '')));
  (root as Element).normalize?.();
}

/**
 * After a navigation: highlights the terms the URL carries in the article, then drops the
 * parameter from the address so the highlight does not follow a reload or a shared link.
 */
export function highlightFromUrl(): void {
  const article = document.querySelector('.markdown');
  if (!article) return;
  clearHighlights(article);
  const url = new URL(location.href);
  const terms = url.searchParams.get(HIGHLIGHT_PARAM);
  if (!terms) return;
  highlightIn(article, terms.split(/\s+/).filter(Boolean));
  url.searchParams.delete(HIGHLIGHT_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
