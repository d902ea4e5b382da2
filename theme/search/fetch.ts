// Tags -> their index files, fetched once and shared; in the page bundle, so the fetch starts while the search code loads.
import { indexFile, type SearchIndexFile } from './format.js';

const files = new Map<string, Promise<SearchIndexFile | null>>();
let listening = false;

/** A tag's index; null when the fetch fails or is not OK, and then the next call fetches it again. */
export function fetchIndex(baseUrl: string, tag: string): Promise<SearchIndexFile | null> {
  // The dev server rebuilt pages (see client.tsx): its index is built anew, fetched on the next search.
  if (__DOCGEN_DEV__ && !listening) {
    listening = true;
    window.addEventListener('docgen:dev-update', () => files.clear());
  }
  let p = files.get(tag);
  if (!p) {
    p = fetch(`${baseUrl}${indexFile(tag)}`)
      .then((r) => {
        if (!r.ok) throw new Error(`search index ${r.status}`);
        return r.json() as Promise<SearchIndexFile>;
      })
      .catch((error: unknown) => {
        console.warn(`docgen: the search index "${tag}" could not be loaded (${(error as Error).message}); searching without it`);
        files.delete(tag);
        return null;
      });
    files.set(tag, p);
  }
  return p;
}
