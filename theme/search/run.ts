// A query on several engines -> hits: its clauses expanded (rank.ts), the shards they read loaded, lunr's scores, then the final order.
import { expandDocument, MAX_QUERY_LENGTH, MAX_RESULTS, type SearchHit } from './format.js';
import { parseQuery, type Clause, type ParsedQuery } from './query.js';
import { diverse, lunrClauses, RERANK, rerankAll, type Candidate } from './rank.js';
import { scoreClauses } from './score.js';
import { excerptsNeeded, postingsNeeded, put, type Engine } from './engine.js';

/** Some of the index did not load: the hits are those of the rest. `retryAt`: when the missing files may be fetched again (ms since the epoch). */
export interface Incomplete {
  retryAt?: number;
}

/** A query's hits, best first, or why it has none; `incomplete` when some of the index did not load. */
export type SearchResult = { hits: SearchHit[]; error?: undefined; incomplete?: Incomplete } | { hits: []; error: string; incomplete?: undefined };

/** A query parsed and expanded for each engine: null where it cannot match. */
interface Plan {
  parsed: ParsedQuery;
  clauses: Array<Clause[] | null>;
}

function plan(engines: Engine[], input: string): Plan | SearchResult {
  const parsed = parseQuery(input.slice(0, MAX_QUERY_LENGTH), engines[0]?.head.synonyms);
  if ('error' in parsed) return { hits: [], error: parsed.error };
  if (!parsed.clauses.length) return { hits: [] };
  // A field the syntax knows but no index holds (categories, unless the site indexes them).
  const missing = parsed.clauses.flatMap((c) => c.fields ?? []).find((f) => engines.length && engines.every((e) => !e.fields.includes(f)));
  if (missing) return { hits: [], error: `This site does not search the field "${missing === 'sidebarParentCategories' ? 'category' : missing}".` };
  return { parsed, clauses: engines.map((engine) => lunrClauses(engine, parsed)) };
}

/** lunr's results for the planned clauses, reranked; best first, equal scores in index order. */
function rank(engines: Engine[], { parsed, clauses: planned }: Plan): Candidate[] {
  const candidates: Candidate[] = [];
  engines.forEach((engine, e) => {
    const clauses = planned[e];
    // lunr's scores for all; the adjustments move a hit by a few times at most, so only the best are looked at again.
    if (clauses) candidates.push(...rerankAll(engine, scoreClauses(engine, clauses, RERANK), parsed, e * 1e7));
  });
  // Best first; equal scores in index order, so the same query always lists the same hits.
  return candidates.sort((a, b) => b.score - a.score || a.order - b.order);
}

const toHit = (c: Candidate): SearchHit => ({ document: expandDocument(c.engine.file, c.id), score: c.score, terms: c.terms });

/** Runs a query (spec §5 syntax, or plain words) on what the engines have loaded; hits merged, best first, at most `limit`. */
export function search(engines: Engine[], input: string, limit = MAX_RESULTS): SearchResult {
  const p = plan(engines, input);
  if (!('parsed' in p)) return p;
  const short = engines.some((engine, e) => postingsNeeded(engine, p.clauses[e] ?? []).length);
  const top = diverse(rank(engines, p), limit) as Array<Candidate & { engine: Engine }>;
  const missing = short || top.some((c) => excerptsNeeded(c.engine, [c.id]).length);
  return { hits: top.map(toHit), ...(missing ? { incomplete: {} } : {}) };
}

/** What searchAsync takes besides the query. */
export interface AsyncOptions {
  limit?: number;
  /** Whether the query is still wanted: once it is not, nothing more is fetched for it. */
  current?: () => boolean;
  /** Called with the hits as soon as they are ranked, when some of their excerpts are still loading (their content empty). */
  ranked?: (result: SearchResult) => void;
}

/**
 * Loads the shards a query reads (the postings of the terms it expands to, then the excerpts of the hits shown), then
 * runs it. A shard that does not load leaves the result incomplete.
 */
export async function searchAsync(engines: Engine[], input: string, { limit = MAX_RESULTS, current = () => true, ranked }: AsyncOptions = {}): Promise<SearchResult> {
  const p = plan(engines, input);
  if (!('parsed' in p)) return p;
  // A query the reader has typed past (while the head loaded, say) fetches nothing.
  if (!current()) return { hits: [] };
  const failed = await Promise.all(engines.map((engine, e) => load(engine, postingsNeeded(engine, p.clauses[e] ?? []))));
  if (!current()) return { hits: [] };
  const top = diverse(rank(engines, p), limit) as Array<Candidate & { engine: Engine }>;
  const excerpts = engines.map((engine) => excerptsNeeded(engine, top.filter((c) => c.engine === engine).map((c) => c.id)));
  const result = (): SearchResult => ({ hits: top.map(toHit), ...incomplete(failed) });
  // The excerpts are asked for first, the hits shown while they come.
  const loading = Promise.all(engines.map((engine, e) => load(engine, excerpts[e])));
  if (ranked && excerpts.some((names) => names.length)) ranked(result());
  failed.push(...(await loading));
  return result();
}

/**
 * Loads shards into an engine; when some do not load, the earliest time they may be fetched again (Infinity when no
 * wait is known: fetching again would not help).
 */
async function load(engine: Engine, names: string[]): Promise<number | undefined> {
  const results = await Promise.allSettled(names.map(async (name) => put(engine, name, await engine.source(name))));
  const retry = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { retryAt?: number }).retryAt ?? Infinity] : []));
  return retry.length ? Math.min(...retry) : undefined;
}

/** A result's `incomplete`, from what each load left (see load). */
function incomplete(failed: Array<number | undefined>): { incomplete?: Incomplete } {
  const waits = failed.filter((f): f is number => f !== undefined);
  if (!waits.length) return {};
  const retryAt = Math.min(...waits);
  return { incomplete: Number.isFinite(retryAt) ? { retryAt } : {} };
}
