// Tags -> search engines, each made once from its index file (see fetch.ts); a missing index is left out.
import type { SearchIndexFile } from './format.js';
import { fetchIndex } from './fetch.js';
import { loadEngine, search, type Engine, type SearchResult } from './engine.js';

const engines = new WeakMap<SearchIndexFile, Engine>();

export async function loadEngines(baseUrl: string, tags: string[]): Promise<Engine[]> {
  const files = await Promise.all(tags.map((t) => fetchIndex(baseUrl, t)));
  return files.filter((f): f is SearchIndexFile => f !== null).map((f) => {
    let engine = engines.get(f);
    if (!engine) engines.set(f, (engine = loadEngine(f)));
    return engine;
  });
}

export { search, type SearchResult };
// The result list's snippets: loaded with the engine, not with every page.
export { snippet } from './highlight.js';
