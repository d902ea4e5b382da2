// A stored index file -> a lunr.Index (rebuilt exactly as lunr's Builder would make it), and queries on it.
import lunr from 'lunr';
import { expandDocument, MAX_QUERY_LENGTH, MAX_RESULTS, readPostings, type SearchHit, type SearchIndexFile, type StoredIndex } from './format.js';
import { parseQuery } from './query.js';
import { diverse, lunrClauses, rerank, RERANK, type Candidate } from './rank.js';
import { lowerBound } from './pattern.js';

export { oneEdit } from './rank.js';

export interface Engine {
  file: SearchIndexFile;
  index: lunr.Index;
  fields: string[];
  /** Sorted terms and how many documents hold each, for bounded prefix expansion. */
  terms: string[];
  docFreq: Int32Array;
  /** How many documents hold each term in their title. */
  titleFreq: Int32Array;
  /** Per field (in `fields` order), how many documents hold each term there. */
  fieldFreq: Int32Array[];
  /** While a query runs: the terms each of its `*` and `~N` clauses stands for, by the key lunr gets as the clause's term. */
  groups: Map<string, string[]>;
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
  const fieldFreq = fields.map(() => new Int32Array(terms.length));
  // Per field: the postings, and the postings turned around (for each document, its terms and their frequencies).
  const byDoc = fields.map((field, f) => {
    const postings = readPostings(stored.postings[f], terms.length);
    const { offsets, docs, tfs } = postings;
    const start = new Int32Array(n + 1);
    for (let t = 0; t < terms.length; t++) {
      docFreq[t] += offsets[t + 1] - offsets[t];
      fieldFreq[f][t] = offsets[t + 1] - offsets[t];
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

  // A query that matches thousands of sections builds a vector for each: the idf is worked out once per term.
  const idf = new Float64Array(terms.length);
  for (let t = 0; t < terms.length; t++) idf[t] = Math.log(1 + Math.abs((n - docFreq[t] + 0.5) / (docFreq[t] + 0.5)));
  const vector = (f: number, doc: number): lunr.Vector => {
    const { start, term, tf, average } = byDoc[f];
    const norm = k1 * (1 - b + b * (stored.lengths[f][doc] / average));
    const boost = file.documents[doc][1] === '' ? stored.introBoost : 1;
    const elements = new Array<number>(2 * (start[doc + 1] - start[doc]));
    for (let i = start[doc], e = 0; i < start[doc + 1]; i++, e += 2) {
      // In lunr.Builder's order of operations, so that the rounding below comes out the same.
      const score = ((idf[term[i]] * ((k1 + 1) * tf[i])) / (norm + tf[i])) * stored.fields[f][1] * boost;
      elements[e] = term[i];
      elements[e + 1] = Math.round(score * 1000) / 1000;
    }
    return new lunr.Vector(elements);
  };
  // Each field's documents are listed when lunr first asks for them: a clause on titles does not
  // list the thousands of sections whose text holds a common word.
  const posting = (t: number): Record<string, unknown> => {
    const p: Record<string, unknown> = { _index: t };
    fields.forEach((field, f) => {
      let refs: Record<string, object> | undefined;
      const get = () => {
        if (refs) return refs;
        refs = Object.create(null) as Record<string, object>;
        const { offsets, docs } = byDoc[f].postings;
        for (let i = offsets[t]; i < offsets[t + 1]; i++) refs[docs[i]] = NO_METADATA;
        return refs;
      };
      Object.defineProperty(p, field, { get, enumerable: true });
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
  const groups = new Map<string, string[]>();
  const index = new lunr.Index({ invertedIndex, fieldVectors, tokenSet: lazyTokenSet(terms, (t) => find(t) >= 0, groups), fields, pipeline: new lunr.Pipeline() } as never);
  return { file, index, fields, terms, docFreq, titleFreq, fieldFreq, groups };
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
 * lunr intersects every query term with the set of all terms. For a plain term that is a look-up,
 * and a key of `groups` stands for the terms a `*` or `~N` clause was expanded to (search() sets
 * them). lunr's automaton of all terms, which takes about 60 ms to build and which a bare `*`
 * walked in full, is built only when lunr's own query syntax is run on the index (tests do).
 */
function lazyTokenSet(terms: string[], known: (term: string) => boolean, groups: Map<string, string[]>): lunr.TokenSet {
  let full: lunr.TokenSet | undefined;
  const automaton = () => (full ??= (lunr.TokenSet as unknown as { fromArray(t: string[]): lunr.TokenSet }).fromArray(terms));
  return {
    intersect(other: lunr.TokenSet) {
      let word = '';
      for (let node = other as unknown as TokenSetLike; ; ) {
        const keys = Object.keys(node.edges);
        if (!keys.length && node.final) return { toArray: () => groups.get(word) ?? (known(word) ? [word] : []) } as unknown as lunr.TokenSet;
        if (keys.length !== 1 || keys[0] === '*' || node.final) return automaton().intersect(other);
        word += keys[0];
        node = node.edges[keys[0]];
      }
    }
  } as unknown as lunr.TokenSet;
}

/** Marks a group's key: no index term holds it (tokenize.ts keeps letters, digits, `_`, `$` and joiners). */
const GROUP = '\u0000';

export type SearchResult = { hits: SearchHit[]; error?: undefined } | { hits: []; error: string };

/** Runs a query (spec §5 syntax, or plain words) on several engines; hits merged, best first, at most 8. */
export function search(engines: Engine[], input: string, limit = MAX_RESULTS): SearchResult {
  const parsed = parseQuery(input.slice(0, MAX_QUERY_LENGTH));
  if ('error' in parsed) return { hits: [], error: parsed.error };
  if (!parsed.clauses.length) return { hits: [] };
  // A field the syntax knows but no index holds (categories, unless the site indexes them).
  const missing = parsed.clauses.flatMap((c) => c.fields ?? []).find((f) => engines.length && engines.every((e) => !e.fields.includes(f)));
  if (missing) return { hits: [], error: `This site does not search the field "${missing === 'sidebarParentCategories' ? 'category' : missing}".` };
  const candidates: Candidate[] = [];
  engines.forEach((engine, e) => {
    const clauses = lunrClauses(engine, parsed);
    if (!clauses) return;
    let results: lunr.Index.Result[];
    try {
      results = engine.index.query((q) => {
        clauses.forEach(({ prefix: _p, part: _q, typo: _t, group, ...c }, i) => {
          if (group) engine.groups.set(`${GROUP}${i}`, group);
          // lunr fills in a clause's defaults only for keys that are absent, not undefined.
          q.clause(JSON.parse(JSON.stringify({ ...c, term: group ? `${GROUP}${i}` : c.term, usePipeline: false })));
        });
      });
    } finally {
      engine.groups.clear();
    }
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
