// Search index URLs -> their JSON, each fetched once and shared. In the page bundle, so that a head's fetch starts while the search code loads.
import { indexFile } from './format.js';

const files = new Map<string, Promise<unknown>>();
let listening = false;

/** A file's JSON: one fetch, shared by every caller, a failure too (files.ts decides when to fetch it again). */
export function fetchJson(url: string): Promise<unknown> {
  // The dev server rebuilt pages (see client.tsx): its index is built anew, its head fetched on the next search.
  if (__DOCGEN_DEV__ && !listening) {
    listening = true;
    window.addEventListener('docgen:dev-update', () => files.clear());
  }
  let p = files.get(url);
  if (!p) files.set(url, (p = fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))));
  return p;
}

/** Lets the next fetchJson of a file fetch it again. */
export const forget = (url: string) => files.delete(url);

/** The URL of a tag's index head. */
export const headUrl = (baseUrl: string, tag: string) => `${baseUrl}${indexFile(tag)}`;

/** Starts loading the tags' heads for a reader about to search (hover, focus): a failure shows when a query needs them. */
export function prefetchIndexes(baseUrl: string, tags: string[]): void {
  for (const tag of tags) fetchJson(headUrl(baseUrl, tag)).catch(() => undefined);
}
