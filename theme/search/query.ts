// Query text -> lunr clauses. Plain words match exactly, as a prefix, by stem and, from five letters,
// with one typo. The spec §5 syntax: field:term, +required, -excluded, term~N, term^N, wildcard *.
// However long the input, the clauses are bounded: MAX_WORDS words, MAX_PARTS parts of each.
import lunr from 'lunr';
import { queryWords, STOP_WORDS } from './tokenize.js';

/** A clause as lunr takes it; `prefix` clauses are expanded to their commonest completions first. */
export interface Clause {
  term: string;
  boost: number;
  fields?: string[];
  presence?: number;
  editDistance?: number;
  prefix?: boolean;
  /** A part of an identifier: dropped when it is too common to rank by. */
  part?: boolean;
  /** The one-typo spellings of a plain word (expanded by the engine); they count as much as the word when the word is in no document. */
  typo?: boolean;
  /** The index terms a `*` or `~N` term stands for (set by the engine, see pattern.ts); lunr takes them as one clause. */
  group?: string[];
}

export interface ParsedQuery {
  clauses: Clause[];
  /** Per plain word, the terms that count as matching it (for the all-words-matched ranking). */
  words: string[][];
  /** The plain words' terms joined (see titleKey), to recognise a query equal to a title. */
  key: string;
  /**
   * The kind of reference page a typed `api.<namespace>.` path points to (`api.consts.x.y`:
   * `constants`), whose sections then rank first; the tokens keep only the last two parts.
   */
  section?: string;
}

/** `api.<namespace>.` -> the chain reference page (or guide) that documents it. */
export const NAMESPACES: Record<string, string> = { query: 'storage', tx: 'extrinsics', consts: 'constants', rpc: 'rpc', derive: 'derives', call: 'runtime', events: 'events', errors: 'errors' };

/** The fields a query may name, with what they are called in the index. */
export const QUERY_FIELDS: Record<string, string> = { title: 'title', content: 'content', tags: 'tags', category: 'sidebarParentCategories', sidebarparentcategories: 'sidebarParentCategories' };

// Weights of a plain word's variants: the word itself, the word as a prefix, its stem as a prefix, one typo.
export const EXACT = 10;
const PREFIX = 4;
const STEM = 3;
const TYPO = 1.5;
/** A part of an identifier (`account` of `system.account`) counts less than the identifier. */
const PART = 0.4;

const SYNTAX = /^([+-])?(?:([A-Za-z]+):(?!:))?([^~^]*)((?:[~^][^~^]*)*)$/;

/**
 * At most this many words of a query count, and this many parts of one identifier (the
 * relevance set's longest question has 11 words): 512 pasted characters made up to 500 clauses,
 * each expanded against the index, and froze the page for a second.
 */
export const MAX_WORDS = 12;
export const MAX_PARTS = 10;
/** A larger boost ranks no differently; an unbounded one (`^1e400` is Infinity) makes every score NaN. */
const MAX_BOOST = 100;

/** A token as an error message shows it: a pasted line is cut. */
const shown = (token: string) => (token.length > 24 ? `${token.slice(0, 24)}…` : token);

export function parseQuery(input: string, synonyms: string[][] = []): ParsedQuery | { error: string } {
  const clauses: Clause[] = [];
  const words: string[][] = [];
  const key: string[] = [];
  /** Each plain word's stem, by its place in `words`. */
  const stems: string[] = [];
  const tokens = input.trim().split(/\s+/).filter(Boolean);
  // The last word is still being typed unless a space follows it.
  const typing = !/\s$/.test(input);
  // A word typed twice counts once; after MAX_WORDS words (stop words aside) the rest are not read.
  const seen = new Set<string>();
  let count = 0;
  for (const [i, token] of tokens.entries()) {
    if (count >= MAX_WORDS) break;
    const last = i === tokens.length - 1 && typing;
    const m = SYNTAX.exec(token);
    // `fee:` followed by a space is a word and its colon, as in a typed title; `fee:x` names a field.
    const colon = m && !m[1] && m[2] && !m[3] && !m[4] && !QUERY_FIELDS[m[2].toLowerCase()];
    const plain = colon || (m && !m[1] && !m[2] && !m[4] && !m[3].includes('*'));
    if (!m || plain) {
      for (const word of queryWords(token)) {
        // The key spells the title as typed, repeats and all.
        if (!word.stop) key.push(word.terms[0]);
        const id = word.terms[0] + (last ? '\0' : '');
        if (seen.has(id) || count >= MAX_WORDS) continue;
        seen.add(id);
        if (!word.stop) {
          count++;
          stems[words.length] = stemOf(word.terms[0]);
        }
        plainWord(word.terms.slice(0, 1 + MAX_PARTS), word.stop, last, clauses, words);
      }
      continue;
    }
    if (seen.has(token.toLowerCase())) continue;
    seen.add(token.toLowerCase());
    count++;
    const [, presence, field, rawTerm, modifiers] = m;
    let fields: string[] | undefined;
    if (field) {
      const name = QUERY_FIELDS[field.toLowerCase()];
      if (!name) return { error: `Unknown field "${shown(field)}". Search in title, content, tags or category.` };
      fields = [name];
    }
    // `**` means what `*` does; a term of `*`s and dots alone would stand for every term.
    const term = normalizeTerm(rawTerm).replace(/\*+/g, '*');
    if (!term.replace(/[*.]/g, '')) return { error: `"${shown(token)}" has no term to search for.` };
    const clause: Clause = { term, boost: EXACT, fields, usePipeline: false } as Clause;
    for (const mod of modifiers.match(/[~^][^~^]*/g) ?? []) {
      const value = mod.slice(1);
      if (mod[0] === '~') {
        if (!/^\d+$/.test(value)) return { error: `The edit distance in "${shown(token)}" must be a whole number, as in term~1.` };
        if (Number(value) > 2) return { error: `The edit distance in "${shown(token)}" can be at most 2.` };
        clause.editDistance = Number(value);
      } else {
        if (!/^\d+(\.\d+)?$/.test(value)) return { error: `The boost in "${shown(token)}" must be a number, as in term^2.` };
        clause.boost = EXACT * Math.min(Number(value), MAX_BOOST);
      }
    }
    if (presence === '+') clause.presence = lunr.Query.presence.REQUIRED;
    if (presence === '-') clause.presence = lunr.Query.presence.PROHIBITED;
    // A `*` or `~N` term is expanded by the engine (pattern.ts); its terms are not typed words.
    if (!term.includes('*') && presence !== '-') words.push([term]);
    clauses.push(clause);
  }
  addSynonyms(synonyms, stems, clauses, words);
  const ns = /(?:^|\s)api\.([a-z]+)\.\S/i.exec(input)?.[1].toLowerCase();
  return { clauses, words, key: key.join(' '), ...(ns && NAMESPACES[ns] ? { section: NAMESPACES[ns] } : {}) };
}

/** A syntax term as the index spells it: lowercased, joiners as dots, long paths cut to their last pair. */
function normalizeTerm(raw: string): string {
  const t = raw.toLowerCase().replace(/::|\/|-/g, '.').replace(/^\.+|\.+$/g, '');
  const parts = t.split('.').filter(Boolean);
  return parts.length > 2 ? parts.slice(-2).join('.') : parts.join('.');
}

function plainWord(terms: string[], stop: boolean, last: boolean, clauses: Clause[], words: string[][]): void {
  const [whole, ...parts] = terms;
  if (stop) {
    // "to" of "how to" counts for nothing; while typed last, it may be the start of "token".
    if (last) clauses.push({ term: whole, boost: PREFIX * PART, prefix: true });
    return;
  }
  const variants = [whole];
  clauses.push({ term: whole, boost: EXACT });
  clauses.push({ term: whole, boost: PREFIX, prefix: true });
  const stem = stemOf(whole);
  if (stem !== whole && stem.length >= 3) {
    clauses.push({ term: stem, boost: STEM, prefix: true });
    variants.push(stem);
  }
  if (whole.length >= 5 && !/\d/.test(whole)) clauses.push({ term: whole, boost: TYPO, typo: true });
  for (const [i, part] of parts.entries()) {
    if (STOP_WORDS.has(part)) continue;
    clauses.push({ term: part, boost: EXACT * PART, part: true });
    if (last && i === parts.length - 1) clauses.push({ term: part, boost: PREFIX * PART, prefix: true, part: true });
  }
  words.push(variants);
}

/** How much a synonym's match counts, relative to the typed word's. */
const SYNONYM = 0.5;

/** A synonym group as a query reads it: each entry's terms, and their stems. */
type SynonymGroup = Array<{ terms: string[]; stems: string[] }>;
/** Per site list, its groups read once (not on every keystroke). */
const readGroups = new WeakMap<string[][], SynonymGroup[]>();
function synonymGroups(groups: string[][]): SynonymGroup[] {
  let read = readGroups.get(groups);
  if (!read) {
    read = groups.map((group) => group.map((entry) => titleKey(entry).split(' ').filter(Boolean)).filter((terms) => terms.length).map((terms) => ({ terms, stems: terms.map(stemOf) })));
    readGroups.set(groups, read);
  }
  return read;
}

/**
 * The site's synonyms (config `search.synonyms`): groups of words or phrases that mean the same. When the query holds
 * every word of one entry (by stem), the other entries' words are searched too, each counting less than what was typed,
 * and a section that matches them counts as matching the typed words (for the all-words ranking).
 */
function addSynonyms(groups: string[][], stems: string[], clauses: Clause[], words: string[][]): void {
  const added = new Set(stems);
  for (const group of synonymGroups(groups)) {
    for (const entry of group) {
      const typed = entry.stems.map((stem) => stems.indexOf(stem));
      if (typed.includes(-1)) continue;
      for (const other of group.filter((o) => o !== entry)) {
        other.terms.forEach((term, i) => {
          const stem = other.stems[i];
          for (const w of typed) words[w].push(term, stem);
          if (added.has(stem)) return;
          added.add(stem);
          clauses.push({ term, boost: EXACT * SYNONYM });
          clauses.push({ term: stem, boost: STEM * SYNONYM, prefix: true });
        });
      }
    }
  }
}

const stemmer = lunr.stemmer as unknown as (token: lunr.Token) => lunr.Token;
function stemOf(word: string): string {
  return /^[a-z]+$/.test(word) ? stemmer(new lunr.Token(word, {})).toString() : word;
}

/** A title as a query's `key` would spell it. */
export function titleKey(title: string): string {
  return queryWords(title).filter((w) => !w.stop).map((w) => w.terms[0]).join(' ');
}
