// A stored index file -> a lunr.Index (rebuilt exactly as lunr's Builder would make it), and queries on it.
import lunr from 'lunr';
import { expandDocument, MAX_QUERY_LENGTH, MAX_RESULTS, readPostings, type SearchHit, type SearchIndexFile, type StoredIndex } from './format.js';
import { tokenize } from './tokenize.js';
import { EXACT, parseQuery, titleKey, type Clause, type ParsedQuery } from './query.js';

export interface Engine {
  file: SearchIndexFile;
  index: lunr.Index;
  /** Sorted terms and how many documents hold each, for bounded prefix expansion. */
  terms: string[];
  docFreq: Int32Array;
  /** How many documents hold each term in their title. */
  titleFreq: Int32Array;
}

const NO_METADATA = Object.freeze(Object.create(null)) as object;

/**
 * Rebuilds the lunr index: the inverted index from the postings, and each field vector with
 * lunr's own BM25 weighting (the same idf, field-length normalization, boosts and rounding as
 * lunr.Builder#createFieldVectors). Postings and vectors are made when a query first touches
 * them, so the index is ready in milliseconds; a unit test checks that every one of them equals
 * what lunr's Builder makes from the same documents.
 */
export function loadEngine(file: SearchIndexFile): Engine {
  const stored: StoredIndex = file.index;
  const { k1, b, terms } = stored;
  const fields = stored.fields.map(([name]) => name);
  const n = file.documents.length;
  const docFreq = new Int32Array(terms.length);
  const titleFreq = new Int32Array(terms.length);
  // Per field: the postings, and the postings turned around (for each document, its terms and their frequencies).
  const byDoc = fields.map((field, f) => {
    const postings = readPostings(stored.postings[f], terms.length);
    const { offsets, docs, tfs } = postings;
    const start = new Int32Array(n + 1);
    for (let t = 0; t < terms.length; t++) {
      docFreq[t] += offsets[t + 1] - offsets[t];
      if (field === 'title') titleFreq[t] += offsets[t + 1] - offsets[t];
      for (let i = offsets[t]; i < offsets[t + 1]; i++) start[docs[i] + 1]++;
    }
    for (let d = 0; d < n; d++) start[d + 1] += start[d];
    const term = new Int32Array(start[n]);
    const tf = new Int32Array(start[n]);
    const at = start.slice(0, n);
    for (let t = 0; t < terms.length; t++) {
      for (let i = offsets[t]; i < offsets[t + 1]; i++) {
        term[at[docs[i]]] = t;
        tf[at[docs[i]]++] = tfs[i];
      }
    }
    return { postings, start, term, tf, average: stored.lengths[f].reduce((sum, l) => sum + l, 0) / n };
  });

  const vector = (f: number, doc: number): lunr.Vector => {
    const { start, term, tf, average } = byDoc[f];
    const length = stored.lengths[f][doc];
    const boost = file.documents[doc][1] === '' ? stored.introBoost : 1;
    const elements: number[] = [];
    for (let i = start[doc]; i < start[doc + 1]; i++) {
      const t = term[i];
      const idf = Math.log(1 + Math.abs((n - docFreq[t] + 0.5) / (docFreq[t] + 0.5)));
      const score = ((idf * ((k1 + 1) * tf[i])) / (k1 * (1 - b + b * (length / average)) + tf[i])) * stored.fields[f][1] * boost;
      elements.push(t, Math.round(score * 1000) / 1000);
    }
    return new lunr.Vector(elements);
  };
  const posting = (t: number): Record<string, unknown> => {
    const p: Record<string, unknown> = { _index: t };
    fields.forEach((field, f) => {
      const refs: Record<string, object> = Object.create(null);
      const { offsets, docs } = byDoc[f].postings;
      for (let i = offsets[t]; i < offsets[t + 1]; i++) refs[docs[i]] = NO_METADATA;
      p[field] = refs;
    });
    return p;
  };

  const find = (term: string) => {
    const i = lowerBound(terms, term);
    return terms[i] === term ? i : -1;
  };
  const invertedIndex = lazyRecord(terms, (term) => (find(term) >= 0 ? posting(find(term)) : undefined));
  const refs = fields.flatMap((field) => Array.from({ length: n }, (_, doc) => `${field}/${doc}`));
  const fieldVectors = lazyRecord(refs, (ref) => {
    const slash = ref.indexOf('/');
    const f = fields.indexOf(ref.slice(0, slash));
    const doc = Number(ref.slice(slash + 1));
    return f >= 0 && Number.isInteger(doc) && doc >= 0 && doc < n ? vector(f, doc) : undefined;
  });
  const index = new lunr.Index({ invertedIndex, fieldVectors, tokenSet: lazyTokenSet(terms, (t) => find(t) >= 0), fields, pipeline: new lunr.Pipeline() } as never);
  return { file, index, terms, docFreq, titleFreq };
}

/** A record whose values are made on first read and kept; its keys are known up front. */
function lazyRecord<T>(keys: string[], make: (key: string) => T | undefined): Record<string, T> {
  const made = new Map<string, T | undefined>();
  const get = (key: string) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key);
  };
  return new Proxy({} as Record<string, T>, {
    get: (_, key) => (typeof key === 'string' ? get(key) : undefined),
    has: (_, key) => typeof key === 'string' && get(key) !== undefined,
    ownKeys: () => keys,
    getOwnPropertyDescriptor: (_, key) => (typeof key === 'string' && get(key) !== undefined ? { value: get(key), enumerable: true, configurable: true, writable: false } : undefined)
  });
}

interface TokenSetLike {
  edges: Record<string, TokenSetLike>;
  final: boolean;
}

/**
 * lunr intersects every query term with the set of all terms. For a plain term (all but `~N`
 * and `*` syntax) that is a look-up; lunr's automaton of all terms, which takes about 60 ms to
 * build, is built only when a query needs it.
 */
function lazyTokenSet(terms: string[], known: (term: string) => boolean): lunr.TokenSet {
  let full: lunr.TokenSet | undefined;
  const automaton = () => (full ??= (lunr.TokenSet as unknown as { fromArray(t: string[]): lunr.TokenSet }).fromArray(terms));
  return {
    intersect(other: lunr.TokenSet) {
      let word = '';
      for (let node = other as unknown as TokenSetLike; ; ) {
        const keys = Object.keys(node.edges);
        if (!keys.length && node.final) return { toArray: () => (known(word) ? [word] : []) } as unknown as lunr.TokenSet;
        if (keys.length !== 1 || keys[0] === '*' || node.final) return automaton().intersect(other);
        word += keys[0];
        node = node.edges[keys[0]];
      }
    }
  } as unknown as lunr.TokenSet;
}

export type SearchResult = { hits: SearchHit[]; error?: undefined } | { hits: []; error: string };

/** Runs a query (spec §5 syntax, or plain words) on several engines; hits merged, best first, at most 8. */
export function search(engines: Engine[], input: string, limit = MAX_RESULTS): SearchResult {
  const parsed = parseQuery(input.slice(0, MAX_QUERY_LENGTH));
  if ('error' in parsed) return { hits: [], error: parsed.error };
  if (!parsed.clauses.length) return { hits: [] };
  const candidates: Candidate[] = [];
  engines.forEach((engine, e) => {
    const clauses = parsed.clauses.flatMap((c) => expand(engine, c));
    if (!clauses.length) return;
    const results = engine.index.query((q) => {
      // lunr fills in a clause's defaults only for keys that are absent, not undefined.
      for (const { prefix: _p, part: _q, typo: _t, ...c } of clauses) q.clause(JSON.parse(JSON.stringify({ ...c, usePipeline: false })));
    });
    // lunr ranks them all; the adjustments below move a hit by a few times at most, so only the best are looked at again.
    for (const r of results.slice(0, RERANK)) {
      const id = Number(r.ref);
      const terms = Object.keys(r.matchData.metadata);
      candidates.push({ engine, id, terms, score: rerank(engine, id, r.score, parsed, terms), order: e * 1e7 + id });
    }
  });
  // Best first; equal scores in index order, so the same query always lists the same hits.
  candidates.sort((a, b) => b.score - a.score || a.order - b.order);
  return { hits: diverse(candidates, limit).map((c) => ({ document: expandDocument(c.engine.file, c.id), score: c.score, terms: c.terms })) };
}

interface Candidate {
  engine: Engine;
  id: number;
  terms: string[];
  score: number;
  order: number;
}

/** How many of lunr's best results are ranked again. */
const RERANK = 200;

/** The same item on several chains is one answer: at most this many copies among the first results. */
const COPIES = 2;

/** The best hits, with at most COPIES of one section title on one kind of page; more copies fill any room left. */
function diverse(hits: Candidate[], limit: number): Candidate[] {
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

/** How many index terms a typed prefix expands to at most: the most common ones. */
const PREFIX_TERMS = 48;
/** A prefix this short expands to titles only (a one-letter query must stay fast). */
const SHORT_PREFIX = 2;
const SHORT_PREFIX_TERMS = 12;
/** The weight of a typo's near spellings, relative to an exact match, when the typed word is in no document. */
const TYPO_FOR_UNKNOWN = 0.8;
/** Words held by more than this share of the documents are matched in titles and tags only. */
const COMMON_WORD = 0.2;
/** Identifier parts held by more than this share of the documents do not rank: skip their postings. */
const COMMON_PART = 0.2;

/**
 * A prefix clause becomes exact clauses for its commonest completions, each weighted by how much
 * of it was typed. Parts of identifiers that nearly every document holds are dropped.
 */
function expand(engine: Engine, clause: Clause): Clause[] {
  const common = COMMON_WORD * engine.file.documents.length;
  const fields = (engine.index as unknown as { fields: string[] }).fields;
  // A word in many sections says little about any one of them: where titles hold it, it ranks by title and tags only.
  return expandTerms(engine, clause).map((c) => {
    const i = lowerBound(engine.terms, c.term);
    const narrow = !c.fields && engine.terms[i] === c.term && engine.docFreq[i] > common && engine.titleFreq[i] > 0;
    return narrow ? { ...c, fields: fields.filter((f) => f !== 'content') } : c;
  });
}

function expandTerms(engine: Engine, clause: Clause): Clause[] {
  const { terms, docFreq, titleFreq } = engine;
  if (!clause.prefix) {
    const i = lowerBound(terms, clause.term);
    const known = terms[i] === clause.term;
    if (clause.part && known && docFreq[i] > COMMON_PART * engine.file.documents.length) return [];
    if (clause.typo) {
      // A word that no document holds, nor starts with, is a typo: its near spellings are what the reader meant.
      const boost = terms[i]?.startsWith(clause.term) ? clause.boost : EXACT * TYPO_FOR_UNKNOWN;
      const near = terms.filter((t) => Math.abs(t.length - clause.term.length) <= 1 && t !== clause.term && oneEdit(t, clause.term));
      return near.map((term) => ({ ...clause, typo: false, term, boost }));
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

function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Per engine and document: the title as a query key, and the title's terms. */
const titles = new WeakMap<Engine, Array<{ key: string; terms: string[] }>>();
function titleOf(engine: Engine, id: number): { key: string; terms: string[] } {
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
const matches = (term: string, variants: string[]) => variants.some((v) => term.startsWith(v) || (v.length >= 5 && oneEdit(term, v)));

/**
 * lunr's score, adjusted for what lunr cannot see: sections that match every typed word come
 * before those that match some, then those whose title holds every word, and a title equal to
 * the query comes first.
 */
function rerank(engine: Engine, id: number, score: number, query: ParsedQuery, matched: string[]): number {
  const { words } = query;
  if (!words.length) return score;
  const covered = words.filter((variants) => matched.some((m) => matches(m, variants))).length;
  let s = score * (0.25 + 0.75 * (covered / words.length) ** 2);
  const title = titleOf(engine, id);
  const inTitle = words.filter((variants) => title.terms.some((t) => matches(t, variants))).length;
  s *= 1 + TITLE_COVERAGE * (inTitle / words.length) ** 2;
  if (query.key && title.key === query.key) s *= 1.5;
  return s;
}

/** How much more a section whose title holds every typed word ranks (at most 1 + this). */
const TITLE_COVERAGE = 1;

/** True when a and b differ by at most one insertion, deletion, substitution or transposition. */
export function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
