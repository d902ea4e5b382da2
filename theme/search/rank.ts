// A query's clauses -> lunr's clauses (prefixes, typos, patterns and common words expanded against
// the index, within a budget), and lunr's results -> the final order (all words, titles, copies across chains).
import lunr from 'lunr';
import type { SearchIndexFile } from './format.js';
import { tokenize } from './tokenize.js';
import { EXACT, NAMESPACES, titleKey, type Clause, type ParsedQuery } from './query.js';
import { lowerBound, PATTERN_TERMS, patternTerms, REQUIRED_PATTERN_TERMS, termsOfLength } from './pattern.js';
import { withinBudget, type Postings } from './budget.js';

/** What ranking needs of an engine (see engine.ts). */
export interface Ranked extends Postings {
  file: SearchIndexFile;
  docFreq: Int32Array;
  titleFreq: Int32Array;
}

export interface Candidate {
  engine: Ranked;
  id: number;
  terms: string[];
  score: number;
  order: number;
}

/** How many of the best results by lunr's score are ranked again. */
export const RERANK = 200;

/** The same item on several chains is one answer: at most this many copies among the first results. */
const COPIES = 2;

/** The best hits, with at most COPIES of one section title on one kind of page; more copies fill any room left. */
export function diverse(hits: Candidate[], limit: number): Candidate[] {
  const seen = new Map<string, number>();
  const first: Candidate[] = [];
  const rest: Candidate[] = [];
  for (const hit of hits) {
    const [page, , title] = hit.engine.file.documents[hit.id];
    const key = `${title}\0${hit.engine.file.pages[page].title}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    (n < COPIES ? first : rest).push(hit);
    if (first.length >= limit) break;
  }
  return [...first, ...rest].slice(0, limit);
}

/** How many index terms a typed prefix, or a typo, expands to at most: the most common ones. */
const PREFIX_TERMS = 48;
/** A prefix this short expands to titles only (a one-letter query must stay fast). */
const SHORT_PREFIX = 2;
const SHORT_PREFIX_TERMS = 12;
/** The weight of a typo's near spellings, relative to an exact match, when the typed word is in no document. */
const TYPO_FOR_UNKNOWN = 0.8;
/** Words held by more than this share of the documents are matched in titles and tags only. */
const COMMON_WORD = 0.3;
/** Identifier parts held by more than this share of the documents do not rank: skip their postings. */
const COMMON_PART = 0.2;

/**
 * The clauses lunr runs for a query on one engine, every one expanded; null when nothing can
 * match. A required pattern that matches no term leaves nothing to find; an optional or excluded
 * one adds nothing. The clauses are cut to a budget of postings (budget.ts). A query of
 * exclusions alone would make lunr list every section, unranked, after building every field
 * vector: it finds nothing.
 */
export function lunrClauses(engine: Ranked, query: ParsedQuery): Clause[] | null {
  const expanded = query.clauses.filter((c) => !c.fields || c.fields.every((f) => engine.fields.includes(f))).flatMap((c) => expand(engine, c));
  if (expanded.some((c) => c.group?.length === 0 && c.presence === lunr.Query.presence.REQUIRED)) return null;
  const clauses = withinBudget(engine, expanded.filter((c) => c.group?.length !== 0));
  return clauses?.some((c) => c.presence !== lunr.Query.presence.PROHIBITED) ? clauses : null;
}

/**
 * A prefix clause becomes exact clauses for its commonest completions, each weighted by how much
 * of it was typed. Parts of identifiers that nearly every document holds are dropped.
 */
export function expand(engine: Ranked, clause: Clause): Clause[] {
  const common = COMMON_WORD * engine.file.documents.length;
  // A word in many sections says little about any one of them: where titles hold it, it ranks by title and tags only.
  return expandTerms(engine, clause).map((c) => {
    const i = lowerBound(engine.terms, c.term);
    const narrow = !c.fields && engine.terms[i] === c.term && engine.docFreq[i] > common && engine.titleFreq[i] > 0;
    return narrow ? { ...c, fields: engine.fields.filter((f) => f !== 'content') } : c;
  });
}

function expandTerms(engine: Ranked, clause: Clause): Clause[] {
  const { terms, docFreq, titleFreq } = engine;
  if (clause.term.includes('*') || clause.editDistance) {
    // One clause for all its terms, as lunr has it: `+key*` requires one of them, not each. The
    // commonest few (pattern.ts), and the budget may cut them further.
    const titleOnly = clause.fields?.length === 1 && clause.fields[0] === 'title';
    const limit = clause.presence === lunr.Query.presence.REQUIRED ? REQUIRED_PATTERN_TERMS : PATTERN_TERMS;
    const { editDistance: _, ...rest } = clause;
    return [{ ...rest, group: patternTerms(engine, clause.term, clause.editDistance, titleOnly, limit).map((i) => terms[i]) }];
  }
  if (!clause.prefix) {
    const i = lowerBound(terms, clause.term);
    const known = terms[i] === clause.term;
    if (clause.part && known && docFreq[i] > COMMON_PART * engine.file.documents.length) return [];
    if (clause.typo) {
      // A word that no document holds, nor starts with, is a typo: its near spellings are what the reader meant.
      const boost = terms[i]?.startsWith(clause.term) ? clause.boost : EXACT * TYPO_FOR_UNKNOWN;
      const near: number[] = [];
      for (let length = clause.term.length - 1; length <= clause.term.length + 1; length++) {
        for (const k of termsOfLength(terms, length)) if (terms[k] !== clause.term && oneEdit(terms[k], clause.term)) near.push(k);
      }
      // And their forms one letter longer (`formats` and `format` for `formt`), as a typed word matches its plural.
      const found = new Set(near);
      for (const k of near.slice()) for (let j = k + 1; j < terms.length && terms[j].startsWith(terms[k]); j++) if (terms[j].length === terms[k].length + 1 && !found.has(j)) (found.add(j), near.push(j));
      near.sort((x, y) => x - y);
      // A short word has many near spellings: the commonest count.
      const top = near.length > PREFIX_TERMS ? near.sort((x, y) => docFreq[y] - docFreq[x] || x - y).slice(0, PREFIX_TERMS) : near;
      return top.map((k) => ({ ...clause, typo: false, term: terms[k], boost }));
    }
    return [clause];
  }
  const start = lowerBound(terms, clause.term);
  let found: number[] = [];
  for (let i = start; i < terms.length && terms[i].startsWith(clause.term); i++) if (terms[i] !== clause.term) found.push(i);
  const short = clause.term.length <= SHORT_PREFIX;
  const inTitles = short ? found.filter((i) => titleFreq[i] > 0) : [];
  if (inTitles.length) found = inTitles.sort((x, y) => titleFreq[y] - titleFreq[x]).slice(0, SHORT_PREFIX_TERMS);
  else if (found.length > PREFIX_TERMS || short) found = found.sort((x, y) => docFreq[y] - docFreq[x]).slice(0, short ? SHORT_PREFIX_TERMS : PREFIX_TERMS);
  const fields = inTitles.length ? ['title'] : clause.fields;
  // Like autocomplete: the completion most documents use is what the reader most likely means.
  const freq = inTitles.length ? titleFreq : docFreq;
  const top = Math.max(1, ...found.map((i) => freq[i]));
  return found.map((i) => ({ ...clause, prefix: false, term: terms[i], fields, boost: clause.boost * Math.sqrt(freq[i] / top) * (clause.term.length / terms[i].length) }));
}

/** Per engine and document: the title as a query key, and the title's terms. */
const titles = new WeakMap<Ranked, Array<{ key: string; terms: string[] }>>();
function titleOf(engine: Ranked, id: number): { key: string; terms: string[] } {
  let list = titles.get(engine);
  if (!list) titles.set(engine, (list = []));
  if (!list[id]) {
    const [page, , title] = engine.file.documents[id];
    const text = title || engine.file.pages[page].title;
    list[id] = { key: titleKey(text), terms: tokenize(text) };
  }
  return list[id];
}

/** Whether a term stands for a typed word: the word, a completion of it or of its stem, or one typo away. */
const matches = (term: string, variants: string[]) => variants.some((v) => term.startsWith(v) || (v.length >= 5 && typoPrefix(term, v)));
/** Whether a term is, or begins with, a word one typo from v (`format` and `formats` for `formt`). */
const typoPrefix = (term: string, v: string) => oneEdit(term, v) || [v.length - 1, v.length, v.length + 1].some((n) => n < term.length && oneEdit(term, v, n));

/**
 * lunr's best results for a query on one engine, reranked (see rerank), and then by their page: a section ranks higher
 * the more of the typed words its page's sections match together (a question's words are often spread over a page).
 * `order` is added to each one's place in the index.
 */
export function rerankAll(engine: Ranked, results: Array<{ id: number; score: number; terms: string[] }>, query: ParsedQuery, order = 0): Candidate[] {
  // Per result, which typed words its matched terms stand for.
  const best = results.slice(0, RERANK).map((r) => ({ ...r, covered: query.words.flatMap((variants, w) => (r.terms.some((m) => matches(m, variants)) ? [w] : [])) }));
  const pageOf = (id: number) => engine.file.documents[id][0];
  const pageWords = new Map<number, Set<number>>();
  for (const { id, covered } of best) {
    const words = pageWords.get(pageOf(id)) ?? new Set<number>();
    for (const w of covered) words.add(w);
    pageWords.set(pageOf(id), words);
  }
  return best.map(({ id, score, terms, covered }) => {
    const share = query.words.length ? pageWords.get(pageOf(id))!.size / query.words.length : 0;
    return { engine, id, terms, score: rerank(engine, id, score, query, covered.length) * (1 + PAGE_COVERAGE * share ** 2), order: order + id };
  });
}

/** How much more a section ranks whose page matches every typed word (at most 1 + this). */
const PAGE_COVERAGE = 1;

/**
 * lunr's score, adjusted for what lunr cannot see: a page's intro ranks higher the shorter the
 * query; sections that match every typed word (`covered`: how many they match) come before those
 * that match some, then those whose title holds every word, and a title equal to the query comes
 * first.
 */
function rerank(engine: Ranked, id: number, score: number, query: ParsedQuery, covered: number): number {
  const { words } = query;
  // A page's intro stands for the whole page: one or two words more likely name a page than a section, a question less so.
  if (engine.file.documents[id][1] === '') score *= INTRO_BOOST ** (1 / Math.max(1, words.length));
  if (!words.length) return score;
  let s = score * (0.25 + 0.75 * (covered / words.length) ** 2);
  const title = titleOf(engine, id);
  const inTitle = words.filter((variants) => title.terms.some((t) => matches(t, variants))).length;
  s *= 1 + TITLE_COVERAGE * (inTitle / words.length) ** 2;
  if (query.key && title.key === query.key) s *= 1.5;
  if (query.section && onPageOf(engine, id, query.section)) s *= NAMESPACE_BOOST;
  return s;
}

/** How much more a page's intro ranks for a one-word query; for n words, the n-th root of it. */
const INTRO_BOOST = 2;

/** How much more a section of the page an `api.<namespace>.` query names ranks. */
const NAMESPACE_BOOST = 1.5;

/** Whether a document is on a `kind` page: a chain's `storage`, `derives`, or a guide such as `api.query`. */
function onPageOf(engine: Ranked, id: number, kind: string): boolean {
  const route = engine.file.pages[engine.file.documents[id][0]].route.replace(/\/$/, '');
  const last = route.slice(route.lastIndexOf('/') + 1);
  return last === kind || Object.entries(NAMESPACES).some(([ns, k]) => k === kind && last.startsWith(`api.${ns}`));
}

/** How much more a section whose title holds every typed word ranks (at most 1 + this). */
const TITLE_COVERAGE = 1;

/** True when a and b differ by at most one insertion, deletion, substitution or transposition; a is read up to `la` characters. */
export function oneEdit(a: string, b: string, la = a.length): boolean {
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la === lb) return same(a, i + 1, b, i + 1, la) || (i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && same(a, i + 2, b, i + 2, la));
  return la > lb ? same(a, i + 1, b, i, la) : same(a, i, b, i + 1, la);
}

/** Whether a from i (up to la) and b from j are the same characters. */
function same(a: string, i: number, b: string, j: number, la: number): boolean {
  if (Math.max(0, la - i) !== Math.max(0, b.length - j)) return false;
  for (; i < la; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}
