// A stored index file -> a lunr.Index (rebuilt exactly as lunr's Builder would make it), and queries on it.
import lunr from 'lunr';
import { expandDocument, MAX_QUERY_LENGTH, MAX_RESULTS, type SearchHit, type SearchIndexFile, type StoredIndex } from './format.js';
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
 * lunr.Builder#createFieldVectors). A unit test checks the result equals what lunr builds.
 */
export function loadEngine(file: SearchIndexFile): Engine {
  const stored: StoredIndex = file.index;
  const { k1, b, terms } = stored;
  const fields = stored.fields.map(([name]) => name);
  const n = file.documents.length;
  const invertedIndex: Record<string, Record<string, unknown>> = Object.create(null);
  // Per field and document: [termIndex, tf, termIndex, tf...], terms ascending as postings are read in order.
  const tfs: number[][][] = fields.map(() => Array.from({ length: n }, () => []));
  const docFreq = new Int32Array(terms.length);
  const titleFreq = new Int32Array(terms.length);
  for (let t = 0; t < terms.length; t++) {
    const posting: Record<string, unknown> = { _index: t };
    fields.forEach((field, f) => {
      const refs: Record<string, object> = Object.create(null);
      const list = stored.postings[f][t];
      if (list) {
        let doc = -1;
        for (let i = 0; i < list.length; i++) {
          const gap = list[i];
          doc += Math.abs(gap);
          const tf = gap < 0 ? list[++i] : 1;
          refs[doc] = NO_METADATA;
          tfs[f][doc].push(t, tf);
          docFreq[t]++;
          if (field === 'title') titleFreq[t]++;
        }
      }
      posting[field] = refs;
    });
    invertedIndex[terms[t]] = posting;
  }
  const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
  fields.forEach((field, f) => {
    const boost = stored.fields[f][1];
    const lengths = stored.lengths[f];
    const average = lengths.reduce((s, l) => s + l, 0) / n;
    for (let doc = 0; doc < n; doc++) {
      const pairs = tfs[f][doc];
      const elements: number[] = [];
      for (let i = 0; i < pairs.length; i += 2) {
        const x = (n - docFreq[pairs[i]] + 0.5) / (docFreq[pairs[i]] + 0.5);
        const idf = Math.log(1 + Math.abs(x));
        const tf = pairs[i + 1];
        const score = ((idf * ((k1 + 1) * tf)) / (k1 * (1 - b + b * (lengths[doc] / average)) + tf)) * boost;
        elements.push(pairs[i], Math.round(score * 1000) / 1000);
      }
      fieldVectors[`${field}/${doc}`] = new lunr.Vector(elements);
    }
  });
  const index = new lunr.Index({ invertedIndex, fieldVectors, tokenSet: (lunr.TokenSet as unknown as { fromArray(t: string[]): lunr.TokenSet }).fromArray(terms), fields, pipeline: new lunr.Pipeline() } as never);
  return { file, index, terms, docFreq, titleFreq };
}

export type SearchResult = { hits: SearchHit[]; error?: undefined } | { hits: []; error: string };

/** Runs a query (spec §5 syntax, or plain words) on several engines; hits merged, best first, at most 8. */
export function search(engines: Engine[], input: string, limit = MAX_RESULTS): SearchResult {
  const parsed = parseQuery(input.slice(0, MAX_QUERY_LENGTH));
  if ('error' in parsed) return { hits: [], error: parsed.error };
  if (!parsed.clauses.length) return { hits: [] };
  const hits: Array<SearchHit & { order: number }> = [];
  engines.forEach((engine, e) => {
    const clauses = parsed.clauses.flatMap((c) => expand(engine, c));
    if (!clauses.length) return;
    const results = engine.index.query((q) => {
      // lunr fills in a clause's defaults only for keys that are absent, not undefined.
      for (const { prefix: _p, part: _q, ...c } of clauses) q.clause(JSON.parse(JSON.stringify({ ...c, usePipeline: false })));
    });
    for (const r of results) {
      const id = Number(r.ref);
      const score = rerank(engine, id, r.score, parsed, Object.keys(r.matchData.metadata));
      hits.push({ document: expandDocument(engine.file, id), score, terms: Object.keys(r.matchData.metadata), order: e * 1e7 + id });
    }
  });
  // Best first; equal scores in index order, so the same query always lists the same hits.
  hits.sort((a, b) => b.score - a.score || a.order - b.order);
  return { hits: diverse(hits, limit).map(({ order: _, ...hit }) => hit) };
}

/** The same item on several chains is one answer: at most this many copies among the first results. */
const COPIES = 2;

/** The best hits, with at most COPIES of one section title on one kind of page; more copies fill any room left. */
function diverse<T extends SearchHit>(hits: T[], limit: number): T[] {
  const seen = new Map<string, number>();
  const first: T[] = [];
  const rest: T[] = [];
  for (const hit of hits) {
    const key = `${hit.document.sectionTitle}\0${hit.document.pageTitle}`;
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
/** Identifier parts held by more than this share of the documents do not rank: skip their postings. */
const COMMON_PART = 0.2;

/**
 * A prefix clause becomes exact clauses for its commonest completions, each weighted by how much
 * of it was typed. Parts of identifiers that nearly every document holds are dropped.
 */
function expand(engine: Engine, clause: Clause): Clause[] {
  const { terms, docFreq, titleFreq } = engine;
  if (!clause.prefix) {
    const i = lowerBound(terms, clause.term);
    const known = terms[i] === clause.term;
    if (clause.part && known && docFreq[i] > COMMON_PART * engine.file.documents.length) return [];
    // A word that no document holds, nor starts with, is a typo: its near spellings are what the reader meant.
    if (clause.typo && !terms[i]?.startsWith(clause.term)) return [{ ...clause, boost: EXACT * TYPO_FOR_UNKNOWN }];
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

/**
 * lunr's score, adjusted for what lunr cannot see: sections that match every typed word come
 * before those that match some, and a title equal to the query comes first.
 */
function rerank(engine: Engine, id: number, score: number, query: ParsedQuery, matched: string[]): number {
  const { words } = query;
  if (!words.length) return score;
  const covered = words.filter((variants) => matched.some((m) => variants.some((v) => m.startsWith(v) || (v.length >= 5 && oneEdit(m, v))))).length;
  let s = score * (0.25 + 0.75 * (covered / words.length) ** 2);
  const doc = engine.file.documents[id];
  if (query.key && titleKey(doc[2] || engine.file.pages[doc[0]].title) === query.key) s *= 1.5;
  return s;
}

/** True when a and b differ by at most one insertion, deletion, substitution or transposition. */
export function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
