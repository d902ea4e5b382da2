// Bundled for the browser by bench/search.js: loads the site's index with the real engine and times queries in Chromium.
import { loadEngine, put, type Engine } from '../theme/search/engine.js';
import { search, searchAsync } from '../theme/search/run.js';
import { excerptsFile, indexFile, postingsFile, shardFolder, type SearchHead } from '../theme/search/format.js';
import { readHead } from '../theme/search/head.js';
import { ADVERSARIAL } from '../test/search/adversarial.js';

interface Timings {
  load: number;
  /** Per keystroke after a query's first: until its hits are ranked and shown, and until their snippets are there too. */
  keystrokes: number[];
  complete: number[];
  fetchedPerQuery: number[];
  warm: number[];
  letters: number[];
}

declare global {
  interface Window {
    benchSearch(baseUrl: string, tag: string, queries: string[]): Promise<Timings>;
    adversarialQueries: string[];
    /** A hostile query's time in ms, or null when it ran longer than `capMs` and was stopped. */
    benchAdversarial(baseUrl: string, tag: string, query: string, warmUp: string[], capMs: number): Promise<number | null>;
  }
}

const getJson = async (url: string) => {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return (await r.json()) as unknown;
};

/** An engine whose shards are fetched as queries need them, with no cache but its own; `fetched` counts them. */
function fetchingEngine(baseUrl: string, tag: string, head: SearchHead, fetched = { n: 0 }): Engine {
  return loadEngine(head, (name) => (fetched.n++, getJson(`${baseUrl}${shardFolder(tag)}${name}`)));
}

/** Every shard of an index, fetched once. */
async function allShards(baseUrl: string, tag: string, head: SearchHead): Promise<Map<string, unknown>> {
  const t = readHead(head);
  const names = [...t.postingStarts.flatMap((starts, f) => Array.from(starts, (_, k) => postingsFile(head.build, f, k))), ...Array.from(t.excerptStarts, (_, k) => excerptsFile(head.build, k))];
  return new Map(await Promise.all(names.map(async (n) => [n, await getJson(`${baseUrl}${shardFolder(tag)}${n}`)] as const)));
}

function loaded(head: SearchHead, shards: Map<string, unknown>): Engine {
  const engine = loadEngine(head, () => Promise.reject(new Error('all loaded')));
  for (const [name, data] of shards) put(engine, name, data);
  return engine;
}

function time(engine: Engine, q: string): number {
  const t = performance.now();
  search([engine], q);
  return performance.now() - t;
}

/** Queries that take the paths a plain query does not (patterns, fields, presence), to compile them before timing. */
const WARM_UP = ['key*', '*ring', 'keyrnig~1', '+transfer -alive', 'title:account'];

if (typeof window === 'undefined') {
  // In a worker: one hostile query, as a reader may paste it into a page where the engine's code
  // is compiled (the relevance queries and WARM_UP have run once, on another engine) but no
  // posting or vector it needs is ready (a new engine, given the shards already fetched). The
  // median of three such runs, so that another process on the machine does not make the figure.
  self.onmessage = async (e: MessageEvent<{ baseUrl: string; tag: string; query: string; warmUp: string[] }>) => {
    const head = (await getJson(`${e.data.baseUrl}${indexFile(e.data.tag)}`)) as SearchHead;
    const shards = await allShards(e.data.baseUrl, e.data.tag, head);
    const warm = loaded(head, shards);
    for (const q of [...e.data.warmUp, ...WARM_UP]) search([warm], q);
    const runs = [0, 1, 2].map(() => time(loaded(head, shards), e.data.query)).sort((a, b) => a - b);
    self.postMessage(runs[1]);
  };
} else {
  window.benchSearch = async (baseUrl, tag, queries) => {
    const t = performance.now();
    const head = (await getJson(`${baseUrl}${indexFile(tag)}`)) as SearchHead;
    fetchingEngine(baseUrl, tag, head);
    const load = performance.now() - t;
    // Each query typed key by key on an engine that has loaded nothing but its head, as a reader's first query:
    // every keystroke after the first, with the shards it fetches over localhost.
    const keystrokes: number[] = [];
    const complete: number[] = [];
    const fetchedPerQuery: number[] = [];
    for (const q of queries) {
      const fetched = { n: 0 };
      const engine = fetchingEngine(baseUrl, tag, head, fetched);
      for (let n = 1; n <= q.length; n++) {
        const k = performance.now();
        let ranked: number | undefined;
        await searchAsync([engine], q.slice(0, n), { ranked: () => (ranked = performance.now()) });
        const end = performance.now();
        if (n > 1) {
          keystrokes.push((ranked ?? end) - k);
          complete.push(end - k);
        }
      }
      fetchedPerQuery.push(fetched.n);
    }
    // With every shard there: the engine's own work.
    const engine = loaded(head, await allShards(baseUrl, tag, head));
    const letters = 'abcdefghijklmnopqrstuvwxyz'.split('').map((q) => time(engine, q));
    queries.forEach((q) => time(engine, q));
    const warm = queries.map((q) => time(engine, q));
    return { load, keystrokes, complete, fetchedPerQuery, warm, letters };
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
