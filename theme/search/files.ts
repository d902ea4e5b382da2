// Search index URLs -> their JSON, through the page's shared fetch (fetch.ts); a file that failed is fetched again only once a wait that doubles is over.
import { fetchJson, forget } from './fetch.js';

/** The first wait before a file that failed is fetched again; each failure doubles it, up to the last. */
const FIRST_WAIT_MS = 1000;
const LAST_WAIT_MS = 30_000;

/** Why a file is not there: it failed, and is fetched again only from `retryAt` (ms since the epoch). */
export type Unavailable = Error & { retryAt: number };

/** Files that failed: until when each waits. */
const waits = new Map<string, number>();
const failures = new Map<string, number>();
let listening = false;

/**
 * A file's JSON. A file that failed (not OK, or no answer) is not fetched again until its wait is over, however often
 * it is asked for: until then the answer is an Unavailable. The first failure of each file is logged.
 */
export function loadJson(url: string): Promise<unknown> {
  // The dev server rebuilt pages: what failed before may be there now.
  if (__DOCGEN_DEV__ && !listening) {
    listening = true;
    window.addEventListener('docgen:dev-update', () => waits.clear());
  }
  const wait = waits.get(url);
  if (wait !== undefined) {
    if (Date.now() < wait) return Promise.reject(unavailable(url, wait));
    waits.delete(url);
    forget(url);
  }
  return fetchJson(url).then(
    (data) => {
      failures.delete(url);
      return data;
    },
    (error: unknown) => {
      // Every caller of one failed fetch comes here: the first sets the wait.
      if (!waits.has(url)) {
        const count = (failures.get(url) ?? 0) + 1;
        failures.set(url, count);
        waits.set(url, Date.now() + Math.min(LAST_WAIT_MS, FIRST_WAIT_MS * 2 ** (count - 1)));
        if (count === 1) console.warn(`docgen: ${url} could not be loaded (${(error as Error).message}); search results may be incomplete until it loads`);
      }
      throw unavailable(url, waits.get(url)!);
    }
  );
}

const unavailable = (url: string, retryAt: number): Unavailable => Object.assign(new Error(`${url} is unavailable`), { retryAt });
