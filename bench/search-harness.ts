// Bundled for the browser by bench/search.js: loads the site's index with the real engine and times queries in Chromium.
import { loadEngine, search } from '../theme/search/engine.js';
import { indexFile, type SearchIndexFile } from '../theme/search/format.js';

declare global {
  interface Window {
    benchSearch(baseUrl: string, tag: string, queries: string[]): Promise<{ load: number; cold: number[]; warm: number[]; letters: number[] }>;
  }
}

window.benchSearch = async (baseUrl, tag, queries) => {
  const file = (await (await fetch(`${baseUrl}${indexFile(tag)}`)).json()) as SearchIndexFile;
  let t = performance.now();
  const engine = loadEngine(file);
  const load = performance.now() - t;
  const time = (q: string) => {
    t = performance.now();
    search([engine], q);
    return performance.now() - t;
  };
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('').map(time);
  const cold = queries.map(time);
  const warm = queries.map(time);
  return { load, cold, warm, letters };
};
