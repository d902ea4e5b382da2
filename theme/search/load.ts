// Tags -> search engines (each made once from its head, its shards fetched as queries need them), and a query on all of them.
import { shardFolder, type SearchHead } from './format.js';
import { headUrl } from './fetch.js';
import { loadJson } from './files.js';
import { loadEngine, type Engine } from './engine.js';
import { searchAsync, type AsyncOptions, type SearchResult } from './run.js';

const engines = new WeakMap<object, Engine>();

/** The engines of the tags whose heads load; when some do not, the earliest time they may be fetched again. */
export async function loadEngines(baseUrl: string, tags: string[]): Promise<{ engines: Engine[]; retryAt?: number }> {
  const heads = await Promise.allSettled(tags.map((t) => loadJson(headUrl(baseUrl, t))));
  const loaded: Engine[] = [];
  const retry: number[] = [];
  heads.forEach((h, i) => {
    if (h.status === 'rejected') return void retry.push((h.reason as { retryAt?: number }).retryAt ?? Infinity);
    const head = h.value as SearchHead;
    let engine = engines.get(head);
    if (!engine) engines.set(head, (engine = loadEngine(head, (name) => loadJson(`${baseUrl}${shardFolder(tags[i])}${name}`))));
    loaded.push(engine);
  });
  return { engines: loaded, ...(retry.length ? { retryAt: Math.min(...retry) } : {}) };
}

/**
 * A query on the tags' indexes, loading what it needs (see searchAsync: `current`, `ranked`). Results are incomplete
 * when a head or a shard did not load.
 */
export async function searchTags(baseUrl: string, tags: string[], query: string, options: AsyncOptions = {}): Promise<SearchResult> {
  const { engines: loaded, retryAt } = await loadEngines(baseUrl, tags);
  const merge = (result: SearchResult): SearchResult => {
    if (retryAt === undefined || result.error !== undefined) return result;
    const at = Math.min(retryAt, result.incomplete?.retryAt ?? Infinity);
    return { ...result, incomplete: Number.isFinite(at) ? { retryAt: at } : {} };
  };
  const ranked = options.ranked;
  return merge(await searchAsync(loaded, query, { limit: options.limit, current: options.current, ranked: ranked && ((r) => ranked(merge(r))) }));
}

export type { SearchResult };
// The result list's snippets: loaded with the engine, not with every page.
export { snippet } from './highlight.js';
