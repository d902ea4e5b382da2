// An index head and the shards a query needs -> an engine that queries run on (score.ts), with lunr's BM25 weights.
import { readPostings, type Postings } from './codec.js';
import { excerptsFile, postingsFile, type SearchHead } from './format.js';
import { readHead, shardOf, type Tables } from './head.js';
import { lowerBound } from './pattern.js';
import type { Clause } from './query.js';

export { oneEdit } from './rank.js';

/** Fetches one of the index's shards by its name in the shard folder: its parsed JSON. It rejects when it cannot (see files.ts's Unavailable). */
export type ShardSource = (name: string) => Promise<unknown>;

/** One tag's index as queries use it: its head's tables and the shards loaded so far. */
export interface Engine extends Tables {
  /** Loaded postings shards: postings[field][shard]. */
  postings: Array<Array<Postings | undefined>>;
  /** Which excerpts shards have loaded. */
  excerptsLoaded: Uint8Array;
  source: ShardSource;
}

/** An engine on a head; shards come from `source` as queries need them (`put` hands over one already there). */
export function loadEngine(head: SearchHead, source: ShardSource): Engine {
  const tables = readHead(head);
  return { ...tables, postings: tables.fields.map(() => []), excerptsLoaded: new Uint8Array(tables.excerptStarts.length), source };
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
