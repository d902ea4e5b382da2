// Text -> search terms, the same at build time (the index) and in the browser (the query).
// Identifiers are split and their last two parts kept together: `api.query.system.account` gives
// `system.account` and each part; `transferAllowDeath` gives the whole word and
// `transfer`, `allow`, `death`. Terms are lowercased and not stemmed: the query side expands
// words to prefixes and stems instead, so a typed prefix always meets the word as it was written.
// The parse cache holds each page's terms: a change to what tokenize() returns needs a bump of PARSER_VERSION
// (src/markdown/doc.ts), or builds go on reading the old terms.

/** Words too common to rank by. They are not indexed; a query uses them only as a typed prefix. */
export const STOP_WORDS = new Set(
  ('a an and are as at be but by can do does for from has have how i if in into is it its me my no not of on or our so ' +
    'than that the their them then there these they this to was we were what when where which who why will with would you your')
    .split(' ')
);

/** A run of word characters, with `.`, `::`, `/` or `-` joining the parts of an identifier. */
const CHUNK = /[\p{L}\p{N}_$]+(?:(?:\.|::|\/|-)[\p{L}\p{N}_$]+)*/gu;
const JOINER = /\.|::|\/|-/;
/** Splits at camelCase, PascalCase and snake_case boundaries: `transferAllowDeath`, `XMLHttpRequest`, `u8aToHex`, `system_name`. */
const camelWords = (word: string) => word.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2').split(/[ _]+/).filter(Boolean);
const MAX_LENGTH = 40;

/** A term worth indexing: not a hex blob, a long number or a run-on string. */
function keep(term: string): boolean {
  if (term.length > MAX_LENGTH || !term) return false;
  if (/^0x[0-9a-f]{8,}$/.test(term) || /^[0-9a-f]{16,}$/.test(term)) return false;
  // A BigInt literal (`10000000000n`) is a long number too: its typed prefixes, long numbers, are not searched.
  return !/^\d{9,}n?$/.test(term);
}

/** The terms of one identifier-like chunk, before lowercasing, whole first. */
function chunkTerms(chunk: string, out: string[]): void {
  const parts = chunk.split(JOINER).filter(Boolean);
  // The last two parts name the item (`system.account` of `api.query.system.account`,
  // `balances.Transfer` of `api.events.balances.Transfer.is`: stop words do not count); longer
  // paths are not kept whole, as each names one item that its last pair and parts find anyway.
  const named = parts.length > 2 ? parts.filter((p) => !STOP_WORDS.has(p.toLowerCase())) : parts;
  if (named.length > 1) out.push(`${named[named.length - 2]}.${named[named.length - 1]}`);
  for (const part of parts) {
    const words = camelWords(part);
    out.push(part);
    if (words.length > 1) for (const w of words) out.push(w);
  }
}

/** Joined identifiers compare the same whatever the joiner: `system.account`, `system::account`. */
function normalize(term: string): string {
  return term.toLowerCase().replace(/::|\/|-/g, '.');
}

/** Every term of a text, in order, with repeats (term frequency counts them). */
export function tokenize(text: string): string[] {
  const raw: string[] = [];
  for (const m of text.matchAll(CHUNK)) chunkTerms(m[0], raw);
  const out: string[] = [];
  for (const t of raw) {
    const term = normalize(t);
    if (keep(term) && !STOP_WORDS.has(term)) out.push(term);
  }
  return out;
}

/** One typed word of a query and the terms it stands for: the whole word first, then its parts. */
export interface QueryWord {
  text: string;
  terms: string[];
  stop: boolean;
}

/** A query's words, each with its terms; stop words are kept (flagged) so a typed prefix still counts. */
export function queryWords(text: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const m of text.matchAll(CHUNK)) {
    const raw: string[] = [];
    chunkTerms(m[0], raw);
    const terms = [...new Set(raw.map(normalize))].filter(keep);
    if (terms.length) words.push({ text: m[0], terms, stop: terms.length === 1 && STOP_WORDS.has(terms[0]) });
  }
  return words;
}
