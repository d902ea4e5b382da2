// The search page (`search.page`, a Docusaurus site's /search): a box and every result, not only the box's first few.
// Its query is the URL's `?q=`, so that a search can be linked to, bookmarked and opened again.
import { useEffect, useRef, useState } from 'react';
import { MAX_QUERY_LENGTH } from '../search/format.js';
import type { Labels } from '../types.js';
import { resultHref, SnippetText, whereOf } from './SearchBar.js';
import { useSearch } from './useSearch.js';

/** The most results the page lists. */
const PAGE_RESULTS = 50;

export function SearchPage({ baseUrl, tags, labels }: { baseUrl: string; tags: string[]; labels?: Labels }) {
  const [query, setQuery] = useState('');
  const { hits, error, status, searched, incomplete, warmUp } = useSearch(query, baseUrl, tags, () => {}, PAGE_RESULTS);
  // The URL's query once on the client (the server's page has none); then the URL follows the box, in place (not
  // before: the first render's empty box would take the query out of the URL).
  const read = useRef(false);
  useEffect(() => {
    const q = new URLSearchParams(location.search).get('q');
    if (q) setQuery(q.slice(0, MAX_QUERY_LENGTH));
  }, []);
  useEffect(() => {
    if (!read.current) {
      read.current = true;
      return;
    }
    const url = new URL(location.href);
    if (query === (url.searchParams.get('q') ?? '')) return;
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  }, [query]);
  const label = (__DOCGEN_LABELS__ && labels?.search) || 'Search';
  const pending = status !== 'idle' || searched !== query;
  return (
    <div className="search-page">
      <input
        className="search-page-input"
        type="search"
        aria-label={label}
        placeholder={label}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onChange={(e) => setQuery(e.target.value.slice(0, MAX_QUERY_LENGTH))}
        onFocus={warmUp}
        onMouseEnter={warmUp}
      />
      <p className="search-status" aria-live="polite">
        {!query.trim() ? '' : status === 'stalled' ? (__DOCGEN_LABELS__ && labels?.loading) || 'Loading the search index…' : !pending && error ? error : !pending && !hits.length ? (__DOCGEN_LABELS__ && labels?.noResults) || 'No results found.' : ''}
        {incomplete && <span className="search-incomplete">{(__DOCGEN_LABELS__ && labels?.incomplete) || 'Part of the search index did not load: results may be incomplete.'}</span>}
      </p>
      <ul className="search-page-results" aria-label={(__DOCGEN_LABELS__ && labels?.results) || 'Search results'} aria-busy={pending}>
        {!error &&
          searched === query &&
          hits.map((hit) => {
            const d = hit.document;
            return (
              <li key={d.sectionRoute}>
                <a className="search-page-result" href={resultHref(hit)}>
                  <span className="search-result-title">{d.sectionTitle}</span>
                  <span className="search-result-where">{whereOf(hit)}</span>
                </a>
                {d.content && (
                  <p className="search-result-snippet">
                    <SnippetText hit={hit} />
                  </p>
                )}
              </li>
            );
          })}
      </ul>
    </div>
  );
}
