// A search box's query -> its results as they come: the search code and the index load on first use (or on hover and focus), each keystroke's query supersedes the last, and a file that failed is tried again once its wait is over.
import { useEffect, useRef, useState } from 'react';
import type { SearchHit } from '../search/format.js';
import type { SearchResult } from '../search/run.js';
import { prefetchIndexes } from '../search/fetch.js';

export type Status = 'idle' | 'loading' | 'stalled';
/** After this long, a load that has not finished shows as stalled. */
const STALL_MS = 300;

type Loader = typeof import('../search/load.js');
let loader: Promise<Loader> | undefined;
/** The search module once loaded (results are shown only then). */
let loaded: Loader | undefined;
const loadSearch = () => (loader ??= import('../search/load.js').then((m) => (loaded = m), (e: unknown) => ((loader = undefined), Promise.reject(e))));

/** A hit's snippet: its excerpt with the matched words marked (the search module is loaded once there are hits). */
export const snippet = (content: string, terms: string[]) => loaded!.snippet(content, terms);

export interface SearchState {
  hits: SearchHit[];
  error?: string;
  status: Status;
  /** The query the hits are for. */
  searched: string;
  /** Part of the index did not load for the hits shown (they are those of the rest). */
  incomplete: boolean;
  /** The hits are shown; some of their snippets are still loading. */
  filling: boolean;
}

const EMPTY: SearchState = { hits: [], status: 'idle', searched: '', incomplete: false, filling: false };

/**
 * Runs `query` on the tags' indexes. `onNew` is called when a query shows its first hits (the box makes the first one
 * active). `warmUp` starts loading the search code and the heads for a reader about to search. `limit`: the most hits
 * (the box's default, else the search page's).
 */
export function useSearch(query: string, baseUrl: string, tags: string[], onNew: () => void, limit?: number): SearchState & { warmUp: () => void } {
  const [state, setState] = useState<SearchState>(EMPTY);
  // Bumped to run the query again once a file that failed may be fetched again.
  const [retry, setRetry] = useState(0);
  const run = useRef(0);
  const onNewRef = useRef(onNew);
  onNewRef.current = onNew;

  useEffect(() => {
    const q = query;
    if (!q.trim()) {
      // A query still running for what was there before shows nothing.
      run.current++;
      setState(EMPTY);
      return;
    }
    const n = ++run.current;
    const current = () => n === run.current;
    let again: number | undefined;
    setState((s) => ({ ...s, status: s.status === 'stalled' ? s.status : 'loading' }));
    const stall = window.setTimeout(() => current() && setState((s) => ({ ...s, status: 'stalled' })), STALL_MS);
    // Ranked hits show at once, their snippets as their excerpts arrive (`filling` until then).
    let shown = false;
    const show = (result: SearchResult, filling: boolean) => {
      window.clearTimeout(stall);
      setState({ hits: result.hits, error: result.error, status: 'idle', searched: q, incomplete: Boolean(result.incomplete), filling });
      if (!shown) onNewRef.current();
      shown = true;
    };
    loadSearch()
      .then(async (m) => {
        const result = await m.searchTags(baseUrl, tags, q, { limit, current, ranked: (r) => current() && show(r, true) });
        if (!current()) return;
        show(result, false);
        // What did not load is fetched again (once its wait is over) only while this query is the box's.
        const at = result.incomplete?.retryAt;
        if (at !== undefined) again = window.setTimeout(() => current() && setRetry((r) => r + 1), Math.max(0, at - Date.now()));
      })
      .catch(() => current() && setState((s) => ({ ...s, hits: [], error: undefined, filling: false, searched: q })))
      .finally(() => {
        window.clearTimeout(stall);
        if (current()) setState((s) => (s.status === 'idle' ? s : { ...s, status: 'idle' }));
      });
    return () => {
      window.clearTimeout(stall);
      window.clearTimeout(again);
    };
  }, [query, baseUrl, tags, retry, limit]);

  // A reader about to search (hover, focus): the index heads and the search code load side by side, and the heads are read.
  const warmUp = () => {
    prefetchIndexes(baseUrl, tags);
    loadSearch()
      .then((m) => m.loadEngines(baseUrl, tags))
      .catch(() => undefined);
  };
  return { ...state, warmUp };
}
