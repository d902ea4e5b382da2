// Search index URLs -> their JSON, each fetched once and shared. In the page bundle, so the head's fetch starts while the search code loads.
import { indexFile } from './format.js';

const files = new Map<string, Promise<unknown>>();
const failures = new Map<string, { count: number; retryAt: number }>();

/** The first wait before a file that failed is fetched again; each failure doubles it, up to the last. */
const FIRST_WAIT_MS = 1000;
const LAST_WAIT_MS = 30_000;

/** Why a file is not there: it failed, and is fetched again only from `retryAt` (ms since the epoch). */
export type Unavailable = Error & { retryAt: number };
const unavailable = (url: string, retryAt: number): Unavailable => Object.assign(new Error(`${url} is unavailable`), { retryAt });

/**
 * A file's JSON. A file that fails (not OK, or no answer) is not fetched again until a wait has passed, however
 * often it is asked for: the answer until then is an Unavailable. The first failure of each file is logged.
 */
export function fetchJson(url: string): Promise<unknown> {
  const had = files.get(url);
  if (had) return had;
  const failed = failures.get(url);
  if (failed && Date.now() < failed.retryAt) return Promise.reject(unavailable(url, failed.retryAt));
  const p = fetch(url)
    .then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.json() as Promise<unknown>;
    })
    .catch((error: unknown) => {
      files.delete(url);
      const count = (failed?.count ?? 0) + 1;
      const retryAt = Date.now() + Math.min(LAST_WAIT_MS, FIRST_WAIT_MS * 2 ** (count - 1));
      failures.set(url, { count, retryAt });
      if (count === 1) console.warn(`docgen: ${url} could not be loaded (${(error as Error).message}); search results may be incomplete until it loads`);
      throw unavailable(url, retryAt);
    });
  files.set(url, p);
  return p;
}

/** A tag's index head (see format.ts). */
export const fetchIndex = (baseUrl: string, tag: string) => fetchJson(`${baseUrl}${indexFile(tag)}`);

/** Starts loading the tags' heads, for a reader about to search (focus, hover): a failure shows when a query needs them. */
export function prefetchIndexes(baseUrl: string, tags: string[]): void {
  for (const tag of tags) fetchIndex(baseUrl, tag).catch(() => undefined);
}
