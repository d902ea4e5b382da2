// Bundled for the browser by bench/search.js: loads the site's index with the real engine and times queries in Chromium.
import { loadEngine, search } from '../theme/search/engine.js';
import { indexFile, type SearchIndexFile } from '../theme/search/format.js';
import { ADVERSARIAL } from '../test/search/adversarial.js';

declare global {
  interface Window {
    benchSearch(baseUrl: string, tag: string, queries: string[]): Promise<{ load: number; cold: number[]; warm: number[]; letters: number[] }>;
    adversarialQueries: string[];
    /** A hostile query's time in ms, or null when it ran longer than `capMs` and was stopped. */
    benchAdversarial(baseUrl: string, tag: string, query: string, warmUp: string[], capMs: number): Promise<number | null>;
  }
}

const loadFile = async (baseUrl: string, tag: string) => (await (await fetch(`${baseUrl}${indexFile(tag)}`)).json()) as SearchIndexFile;

function time(engine: ReturnType<typeof loadEngine>, q: string): number {
  const t = performance.now();
  search([engine], q);
  return performance.now() - t;
}

/** Queries that take the paths a plain query does not (patterns, fields, presence), to compile them before timing. */
const WARM_UP = ['key*', '*ring', 'keyrnig~1', '+transfer -alive', 'title:account'];

if (typeof window === 'undefined') {
  // In a worker: one hostile query, as a reader may paste it into a page where the engine's code
  // is compiled (the relevance queries and WARM_UP have run once, on another engine) but no
  // posting or vector it needs is ready (a new engine). The median of three such runs, so that
  // another process on the machine does not make the figure.
  self.onmessage = async (e: MessageEvent<{ baseUrl: string; tag: string; query: string; warmUp: string[] }>) => {
    const file = await loadFile(e.data.baseUrl, e.data.tag);
    const warm = loadEngine(file);
    for (const q of [...e.data.warmUp, ...WARM_UP]) search([warm], q);
    const runs = [0, 1, 2].map(() => time(loadEngine(file), e.data.query)).sort((a, b) => a - b);
    self.postMessage(runs[1]);
  };
} else {
  window.benchSearch = async (baseUrl, tag, queries) => {
    const file = await loadFile(baseUrl, tag);
    const t = performance.now();
    const engine = loadEngine(file);
    const load = performance.now() - t;
    const letters = 'abcdefghijklmnopqrstuvwxyz'.split('').map((q) => time(engine, q));
    const cold = queries.map((q) => time(engine, q));
    const warm = queries.map((q) => time(engine, q));
    return { load, cold, warm, letters };
  };
  // A worker per query: one that freezes (as `+*` did, for minutes) can be stopped, and the bench goes on.
  window.adversarialQueries = ADVERSARIAL;
  window.benchAdversarial = async (baseUrl, tag, query, warmUp, capMs) => {
    const worker = new Worker(import.meta.url, { type: 'module' });
    const ms = await new Promise<number | null>((resolve) => {
      const stop = setTimeout(() => resolve(null), capMs);
      worker.onmessage = (e: MessageEvent<number>) => (clearTimeout(stop), resolve(e.data));
      worker.postMessage({ baseUrl, tag, query, warmUp });
    });
    worker.terminate();
    return ms;
  };
}
