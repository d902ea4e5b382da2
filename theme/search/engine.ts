// An index head and the shards a query needs -> a lunr.Index for that query (exactly as lunr's Builder would score it), and queries on it.
import lunr from 'lunr';
import { readPostings, type Postings } from './codec.js';
import { excerptsFile, postingsFile, type SearchHead } from './format.js';
import { readHead, shardOf, type Tables } from './head.js';
import { lowerBound } from './pattern.js';
import type { Clause } from './query.js';

export { oneEdit } from './rank.js';

/** Fetches one of the index's shards by its name in the shard folder: its parsed JSON. It rejects when it cannot (see files.ts's Unavailable). */
export type ShardSource = (name: string) => Promise<unknown>;

/** One tag's index as queries use it: its head's tables, the shards loaded so far, and lunr's view of them. */
export interface Engine extends Tables {
  /** Loaded postings shards: postings[field][shard]. */
  postings: Array<Array<Postings | undefined>>;
  /** Which excerpts shards have loaded. */
  excerptsLoaded: Uint8Array;
  source: ShardSource;
  /** Postings per term (lunr's inverted index), made when a query first reads them. */
  invertedIndex: Record<string, unknown>;
  tokenSet: lunr.TokenSet;
  /** While a query runs: the terms each of its `*` and `~N` clauses stands for, by the key lunr gets as the clause's term. */
  groups: Map<string, string[]>;
}

const NO_METADATA = Object.freeze(Object.create(null)) as object;
const NONE = Object.freeze(Object.create(null)) as Record<string, object>;

/**
 * An engine on a head; shards come from `source` as queries need them (`put` hands over one already there). Postings
 * and vectors are made when a query first touches them; a unit test checks that every one of them equals what lunr's
 * Builder makes from the same documents.
 */
export function loadEngine(head: SearchHead, source: ShardSource): Engine {
  const tables = readHead(head);
  const { terms, fields } = tables;
  const engine: Engine = {
    ...tables,
    postings: fields.map(() => []),
    excerptsLoaded: new Uint8Array(tables.excerptStarts.length),
    source,
    invertedIndex: {},
    tokenSet: undefined as unknown as lunr.TokenSet,
    groups: new Map()
  };
  // A term's documents in a field are listed when lunr first asks for them: a clause on titles does not list the
  // thousands of sections whose text holds a common word. A shard that has not loaded lists none, and is asked again.
  const posting = (t: number): Record<string, unknown> => {
    const p: Record<string, unknown> = { _index: t };
    fields.forEach((field, f) => {
      let refs: Record<string, object> | undefined;
      const get = () => {
        if (refs) return refs;
        if (!engine.fieldFreq[f][t]) return (refs = NONE);
        const found = postingsOf(engine, f, t);
        if (!found) return NONE;
        refs = Object.create(null) as Record<string, object>;
        const { postings, at } = found;
        for (let i = postings.offsets[at]; i < postings.offsets[at + 1]; i++) refs[postings.docs[i]] = NO_METADATA;
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
  engine.invertedIndex = lazyRecord(terms, (term) => (find(term) >= 0 ? posting(find(term)) : undefined));
  engine.tokenSet = lazyTokenSet(terms, (t) => find(t) >= 0, engine.groups);
  return engine;
}

/** Hands over a shard the engine's source would fetch, by its name in the shard folder. */
export function put(engine: Engine, name: string, data: unknown): void {
  const m = /^(?:p(\d+)-|e)(\d+)\.([^.]+)\.json$/.exec(name);
  if (!m || m[3] !== engine.head.build) return;
  const k = Number(m[2]);
  if (m[1] !== undefined) {
    const starts = engine.postingStarts[Number(m[1])];
    if (starts && k < starts.length) engine.postings[Number(m[1])][k] = readPostings(data as string, (starts[k + 1] ?? engine.terms.length) - starts[k]);
  } else if (k < engine.excerptStarts.length) {
    (data as string[]).forEach((text, i) => (engine.file.excerpts[engine.excerptStarts[k] + i] = text));
    engine.excerptsLoaded[k] = 1;
  }
}

/**
 * The lunr index a query runs on: the engine's postings, and vectors that hold the weights of `terms` (indexes,
 * increasing). With every term, and every shard loaded, it is the index lunr's Builder makes, and takes lunr's own
 * query syntax (tests run it so).
 */
export function lunrIndex(engine: Engine, terms?: number[]): lunr.Index {
  const all = terms ?? engine.terms.map((_, t) => t);
  const vectors = queryVectors(engine, all);
  const fieldVectors = terms ? vectors : lazyRecord(engine.fields.flatMap((field) => engine.file.documents.map((_, doc) => `${field}/${doc}`)), (ref) => vectors[ref]);
  return new lunr.Index({ invertedIndex: engine.invertedIndex, fieldVectors, tokenSet: engine.tokenSet, fields: engine.fields, pipeline: new lunr.Pipeline() } as never);
}

/** A term's postings in a field: the shard's, and the term's place in it; undefined while the shard has not loaded. */
export function postingsOf(engine: Engine, f: number, t: number): { postings: Postings; at: number } | undefined {
  const k = shardOf(engine.postingStarts[f], t);
  const postings = engine.postings[f][k];
  return postings && { postings, at: t - engine.postingStarts[f][k] };
}

/** The shards a query's clauses read (names in the shard folder) that have not loaded: the fields where each term has postings. */
export function postingsNeeded(engine: Engine, clauses: Clause[]): string[] {
  const names = new Set<string>();
  for (const c of clauses) {
    for (const term of c.group ?? [c.term]) {
      const t = lowerBound(engine.terms, term);
      if (engine.terms[t] !== term) continue;
      engine.fields.forEach((field, f) => {
        if (c.fields && !c.fields.includes(field)) return;
        const k = shardOf(engine.postingStarts[f], t);
        if (engine.fieldFreq[f][t] && !engine.postings[f][k]) names.add(postingsFile(engine.head.build, f, k));
      });
    }
  }
  return [...names];
}

/** The excerpts shards of some sections that have not loaded. */
export function excerptsNeeded(engine: Engine, ids: number[]): string[] {
  const shards = new Set(ids.map((id) => shardOf(engine.excerptStarts, id)));
  return [...shards].filter((k) => !engine.excerptsLoaded[k]).map((k) => excerptsFile(engine.head.build, k));
}

/**
 * The field vectors of one query: for each section, the weights of the query's terms (`terms`, their indexes in
 * increasing order) in each field. A query's score reads only these elements of a vector, added up in the same order:
 * the scores are lunr's to the last bit. Each field's are made when lunr first asks for one.
 */
function queryVectors(engine: Engine, terms: number[]): Record<string, lunr.Vector> {
  const { fieldFreq } = engine;
  const made: Array<Map<number, number[]> | undefined> = [];
  const make = (f: number) => {
    const elements = new Map<number, number[]>();
    for (const t of terms) {
      if (!fieldFreq[f][t]) continue;
      const found = postingsOf(engine, f, t);
      if (!found) continue;
      const { postings, at } = found;
      for (let i = postings.offsets[at]; i < postings.offsets[at + 1]; i++) {
        const doc = postings.docs[i];
        const w = weight(engine, f, t, doc, postings.tfs[i]);
        const list = elements.get(doc);
        if (list) list.push(t, w);
        else elements.set(doc, [t, w]);
      }
    }
    return elements;
  };
  const vector = (ref: string) => {
    const slash = ref.indexOf('/');
    const f = engine.fields.indexOf(ref.slice(0, slash));
    if (f < 0) return undefined;
    const elements = (made[f] ??= make(f)).get(Number(ref.slice(slash + 1)));
    return elements && new lunr.Vector(elements);
  };
  return new Proxy({} as Record<string, lunr.Vector>, {
    get: (_, ref) => (typeof ref === 'string' ? vector(ref) : undefined),
    has: (_, ref) => typeof ref === 'string' && vector(ref) !== undefined
  });
}

/**
 * A term's BM25 weight in a field of a section where it occurs `tf` times, with lunr's own weighting: the same idf,
 * field-length normalization, boost and rounding as lunr.Builder#createFieldVectors, in its order of operations so
 * that the rounding comes out the same.
 */
export function weight(engine: Tables, f: number, t: number, doc: number, tf: number): number {
  const { head, lengths, averages, idf } = engine;
  const { k1, b } = head;
  const norm = k1 * (1 - b + b * (lengths[f][doc] / averages[f]));
  const score = ((idf[t] * ((k1 + 1) * tf)) / (norm + tf)) * head.fields[f][1];
  return Math.round(score * 1000) / 1000;
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
