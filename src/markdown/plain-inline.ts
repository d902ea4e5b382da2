// Plain inline markdown (words, single-backtick code spans, `**strong**`, inline links) -> the mdast nodes micromark would build, or null.
import type { InlineCode, Link, PhrasingContent, Strong, Text } from 'mdast';

/** Characters and sequences that can start other markup outside code spans. */
const MARKUP = /[\\<&~@|\t\0]|www\.|:\/\//i;
const ALNUM = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;

type Kind = 'space' | 'punct' | 'other';
const kind = (c: string | undefined): Kind => (c === undefined || SPACE.test(c) ? 'space' : PUNCTUATION.test(c) ? 'punct' : 'other');

/**
 * A `**` that can only open (left-flanking, not right-flanking) or only close, by CommonMark's
 * rules; null when it could do both or neither, which the fast path leaves to micromark.
 */
function role(before: string | undefined, after: string | undefined): 'open' | 'close' | null {
  const b = kind(before);
  const a = kind(after);
  const left = a !== 'space' && (a !== 'punct' || b !== 'other');
  const right = b !== 'space' && (b !== 'punct' || a !== 'other');
  return left && !right ? 'open' : right && !left ? 'close' : null;
}

/** Where an offset of the text is in the file. */
export type Locate = (offset: number) => { line: number; column: number };

/** `**`, `[`, or the end of an inline link `](destination)` with a plain destination. */
const TOKEN = /\*\*|\[|\]\(([\w#/.~:?=+%-]+)\)/g;
const LINK_END = /\]\([\w#/.~:?=+%-]+\)/g;

/**
 * The inline nodes of `text`, or null if it might hold markup other than code spans, `**strong**`
 * and inline links `[text](destination)` (neither nested in the other). `mdx`: braces are markup too
 * (expressions); `<` always is.
 */
export function plainInline(text: string, locate: Locate, mdx = false): PhrasingContent[] | null {
  if (text.includes('``')) return null;
  const parts = text.split('`');
  if (parts.length % 2 === 0) return null;
  const out: PhrasingContent[] = [];
  let open: Strong | Link | undefined;
  const push = (node: Text | InlineCode) => (open ? open.children : out).push(node);
  let at = 0; // offset of the current part in text
  for (let i = 0; i < parts.length; at += parts[i].length + 1, i++) {
    const part = parts[i];
    if (i % 2 === 1) {
      if (part === '' || part.includes('\n') || part.includes('\0') || part[0] === ' ' || part[part.length - 1] === ' ') return null;
      push({ type: 'inlineCode', value: part });
      continue;
    }
    // Destinations are not text: the checks below look at the rest.
    const rest = part.replace(LINK_END, '](');
    if (MARKUP.test(rest) || /\[\^|!\[|(?<!\*)\*(?!\*)|\*\*\*|\](?!\()/.test(rest) || (mdx && /[{}]/.test(rest))) return null;
    // `_` between two letters or digits (snake_case) can neither open nor close emphasis.
    for (let u = rest.indexOf('_'); u >= 0; u = rest.indexOf('_', u + 1)) {
      let end = u;
      while (rest[end] === '_') end++;
      if (!ALNUM.test(rest[u - 1] ?? '') || !ALNUM.test(rest[end] ?? '')) return null;
      u = end;
    }
    let from = 0;
    for (const m of part.matchAll(TOKEN)) {
      const k = m.index;
      if (k > from) push({ type: 'text', value: part.slice(from, k) });
      from = k + m[0].length;
      if (m[0] === '**') {
        const r = role(text[at + k - 1], text[at + k + 2]);
        if (r === 'open' && !open) open = { type: 'strong', children: [] };
        else if (r === 'close' && open?.type === 'strong' && open.children.length) {
          out.push(open);
          open = undefined;
        } else return null;
      } else if (m[0] === '[') {
        if (open) return null;
        open = { type: 'link', title: null, url: '', children: [], position: { start: locate(at + k), end: locate(at + k) } };
      } else {
        if (open?.type !== 'link' || !open.children.length) return null;
        open.url = m[1];
        out.push(open);
        open = undefined;
      }
    }
    if (from < part.length) push({ type: 'text', value: part.slice(from) });
  }
  return open ? null : out;
}
