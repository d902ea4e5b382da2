// Plain inline markdown (words, single-backtick code spans, `**strong**`) -> the mdast nodes micromark would build, or null.
import type { InlineCode, PhrasingContent, Strong, Text } from 'mdast';

/** Characters and sequences that can start other markup outside code spans. */
const MARKUP = /[\\[\]<&~@|\t\0]|www\.|:\/\//i;
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

/** The inline nodes of `text`, or null if it might hold markup other than code spans and `**strong**`. */
export function plainInline(text: string): PhrasingContent[] | null {
  if (text.includes('``')) return null;
  const parts = text.split('`');
  if (parts.length % 2 === 0) return null;
  const out: PhrasingContent[] = [];
  let strong: Strong | undefined;
  const push = (node: Text | InlineCode) => (strong ? strong.children : out).push(node);
  let at = 0; // offset of the current part in text
  for (let i = 0; i < parts.length; at += parts[i].length + 1, i++) {
    const part = parts[i];
    if (i % 2 === 1) {
      if (part === '' || part.includes('\n') || part.includes('\0') || part[0] === ' ' || part[part.length - 1] === ' ') return null;
      push({ type: 'inlineCode', value: part });
      continue;
    }
    if (MARKUP.test(part)) return null;
    // `_` between two letters or digits (snake_case) can neither open nor close emphasis.
    for (let u = part.indexOf('_'); u >= 0; u = part.indexOf('_', u + 1)) {
      let end = u;
      while (part[end] === '_') end++;
      if (!ALNUM.test(text[at + u - 1] ?? '') || !ALNUM.test(text[at + end] ?? '')) return null;
      u = end;
    }
    let from = 0;
    for (let star = part.indexOf('*'); star >= 0; star = part.indexOf('*', from)) {
      if (part[star + 1] !== '*' || part[star + 2] === '*') return null;
      const r = role(text[at + star - 1], text[at + star + 2]);
      if (!r || (r === 'open') === Boolean(strong)) return null;
      if (star > from) push({ type: 'text', value: part.slice(from, star) });
      if (r === 'open') strong = { type: 'strong', children: [] };
      else {
        out.push(strong!);
        strong = undefined;
      }
      from = star + 2;
    }
    if (from < part.length) push({ type: 'text', value: part.slice(from) });
  }
  return strong ? null : out;
}
