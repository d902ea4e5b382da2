// The search box: a WAI-ARIA combobox whose listbox shows the best sections; the engine and index head load on hover or focus, the rest as queries need it.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { HIGHLIGHT_PARAM, MAX_QUERY_LENGTH, type SearchHit } from '../search/format.js';
import type { Labels } from '../types.js';
import { snippet, useSearch } from './useSearch.js';

/** The URL a result opens: its section route, with the matched terms to highlight on arrival. */
export function resultHref(hit: SearchHit): string {
  const [path, hash] = hit.document.sectionRoute.split('#');
  const terms = hit.terms.slice(0, 12).join(' ');
  return `${path}${terms ? `?${HIGHLIGHT_PARAM}=${encodeURIComponent(terms)}` : ''}${hash ? `#${hash}` : ''}`;
}

/** Where a hit is: its sidebar categories and its page's title, each once (`Chain › Storage`). */
export const whereOf = (hit: SearchHit) => [...hit.document.sidebarParentCategories, hit.document.pageTitle].filter((x, k, a) => a.indexOf(x) === k).join(' › ');

/** A hit's excerpt with the words it matched marked. */
export const SnippetText = ({ hit }: { hit: SearchHit }) => <>{snippet(hit.document.content, hit.terms).map(([t, marked], k) => (marked ? <mark key={k}>{t}</mark> : <span key={k}>{t}</span>))}</>;

/** Client-side navigation (client.tsx listens); a plain page load if nothing does. */
function navigate(href: string): void {
  const handled = !window.dispatchEvent(new CustomEvent('docgen:navigate', { detail: href, cancelable: true }));
  if (!handled) location.href = href;
}

/**
 * `label` names the box and its search landmark (by default the placeholder's word); two boxes on a page (navbar and
 * menu) need different ones. `labels`: the locale's words.
 */
export function SearchBar({ baseUrl, tags, id, label, labels }: { baseUrl: string; tags: string[]; id: string; label?: string; labels?: Labels }) {
  const placeholder = (__DOCGEN_LABELS__ && labels?.search) || 'Search';
  const cancel = (__DOCGEN_LABELS__ && labels?.cancel) || 'Cancel';
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { hits, error, status, searched, incomplete, filling, warmUp } = useSearch(query, baseUrl, tags, () => setActive(0));
  const input = useRef<HTMLInputElement>(null);

  // `/` or ctrl-K (cmd-K) focuses the box, unless the reader is typing somewhere else.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const target = e.target as HTMLElement;
      const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      const slash = e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey;
      const k = (e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey) && !e.altKey;
      if (!slash && !k) return;
      // The first visible box takes it (the navbar's on desktop, the menu's when that is open).
      const box = input.current;
      if (!box || box.offsetParent === null || document.querySelector('input.search-input:focus')) return;
      if ([...document.querySelectorAll<HTMLInputElement>('input.search-input')].find((i) => i.offsetParent !== null) !== box) return;
      e.preventDefault();
      box.focus();
      box.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const showPanel = open && Boolean(query.trim());
  const pending = status !== 'idle' || searched !== query;

  const openHit = (hit: SearchHit, how: 'same' | 'tab' | 'window') => {
    const href = resultHref(hit);
    if (how === 'tab') window.open(href, '_blank', 'noopener');
    else if (how === 'window') window.open(href, '_blank', 'noopener,popup');
    else {
      setOpen(false);
      input.current?.blur();
      navigate(href);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (hits.length) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (showPanel) setOpen(false);
      else setQuery('');
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = hits[active];
      if (!hit || pending) return;
      openHit(hit, e.ctrlKey || e.metaKey ? 'tab' : e.shiftKey ? 'window' : 'same');
    }
  };

  const onResultClick = (e: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => {
    // Modified clicks are the browser's: a new tab or window, with the highlight in the URL.
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    openHit(hit, 'same');
  };

  return (
    <div className={`search${showPanel ? ' search-open' : ''}`} role="search" aria-label={label || placeholder}>
      <form
        className="search-form"
        onSubmit={(e) => {
          e.preventDefault();
          const hit = hits[active];
          if (hit && !pending) openHit(hit, 'same');
        }}
      >
        <input
          ref={input}
          id={`${id}-input`}
          className="search-input"
          type="search"
          role="combobox"
          aria-label={label || placeholder}
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showPanel && hits.length && !pending ? optionId(active) : undefined}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value.slice(0, MAX_QUERY_LENGTH));
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            warmUp();
          }}
          onMouseEnter={warmUp}
          onBlur={(e) => {
            // Leaving the whole search area (not moving to a result or a button) closes the panel.
            const to = e.relatedTarget as Node | null;
            if (!to || !e.currentTarget.closest('.search')?.contains(to)) setOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
        {/* There while the box is empty too, unseen (not focusable, not read): the first key does not push the navbar's items aside. */}
        <button type="button" className={`search-button search-clear${query ? '' : ' search-clear-empty'}`} aria-label={(__DOCGEN_LABELS__ && labels?.clear) || 'Clear'} onClick={() => (setQuery(''), input.current?.focus())}>
          ×
        </button>
        <button type="submit" className="search-button search-submit" aria-label={(__DOCGEN_LABELS__ && labels?.submit) || 'Submit'}>
          ⏎
        </button>
        {showPanel && (
          <button type="button" className="search-button search-cancel" aria-label={cancel} onClick={() => (setOpen(false), input.current?.blur())}>
            {cancel}
          </button>
        )}
      </form>
      <div className="search-panel" hidden={!showPanel}>
        <div className="search-status" aria-live="polite">
          {status === 'stalled' ? (__DOCGEN_LABELS__ && labels?.loading) || 'Loading the search index…' : !pending && error ? error : !pending && !hits.length ? (__DOCGEN_LABELS__ && labels?.noResults) || 'No results found.' : ''}
          {/* Kept while keys are typed, so that it is said once, not after every result. */}
          {incomplete && <span className="search-incomplete">{(__DOCGEN_LABELS__ && labels?.incomplete) || 'Part of the search index did not load: results may be incomplete.'}</span>}
        </div>
        <ul id={listId} role="listbox" aria-label={(__DOCGEN_LABELS__ && labels?.results) || 'Search results'} className="search-results" aria-busy={status !== 'idle' || filling}>
          {!error &&
            searched === query &&
            hits.map((hit, i) => {
              const d = hit.document;
              return (
                // The option is the link itself: a reader can ctrl-click it, and no control nests in another.
                <li key={d.sectionRoute} role="presentation" onMouseMove={() => setActive(i)}>
                  <a id={optionId(i)} role="option" aria-selected={i === active} className={`search-result${i === active ? ' search-result-active' : ''}`} href={resultHref(hit)} tabIndex={-1} onClick={(e) => onResultClick(e, hit)}>
                    <span className="search-result-title">{d.sectionTitle}</span>
                    <span className="search-result-where">{whereOf(hit)}</span>
                    {d.content && (
                      <span className="search-result-snippet">
                        <SnippetText hit={hit} />
                      </span>
                    )}
                  </a>
                </li>
              );
            })}
        </ul>
      </div>
    </div>
  );
}
