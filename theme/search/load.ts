// Tags -> search engines: each index file fetched once and cached; a failed fetch is an empty index until the next search tries again.
import { indexFile, type SearchIndexFile } from './format.js';
import { loadEngine, search, type Engine, type SearchResult } from './engine.js';

const engines = new Map<string, Promise<Engine | null>>();

function load(baseUrl: string, tag: string): Promise<Engine | null> {
  let p = engines.get(tag);
  if (!p) {
    p = fetch(`${baseUrl}${indexFile(tag)}`)
      .then((r) => {
        if (!r.ok) throw new Error(`search index ${r.status}`);
        return r.json() as Promise<SearchIndexFile>;
      })
      .then(loadEngine)
      .catch((error: unknown) => {
        console.warn(`docgen: the search index "${tag}" could not be loaded (${(error as Error).message}); searching without it`);
        engines.delete(tag); // the next search fetches it again
        return null;
      });
    engines.set(tag, p);
  }
  return p;
}

/** Loads every tag's index (concurrent calls share one request per tag); missing ones are left out. */
export async function loadEngines(baseUrl: string, tags: string[]): Promise<Engine[]> {
  return (await Promise.all(tags.map((t) => load(baseUrl, t)))).filter((e): e is Engine => e !== null);
}

export { search, type SearchResult };
