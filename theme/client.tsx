// Client entry: hydrates the server-rendered shell, then navigates between pages without reloads.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import { SHARED_REACT, type SharedReact } from './islands/shared.js';
import { App } from './App.js';
import type { IslandsData, PageData, SiteData } from './types.js';
import { ChunkError, forgetPages, internalRoute, loadPage, prefetch, readPosition, scrollToHash, scrollToPosition, startProgress, watchLinks, withSidebar, type Position } from './router.js';
import { CrashBoundary, RETRY_EVENT } from './components/DocPage.js';
import { HIGHLIGHT_PARAM } from './search/format.js';
import { documentTitle } from './title.js';

// The page's own components (islands) render with this React, not a copy of their own (see islands/shared.ts).
if (__DOCGEN_MDX__) (globalThis as Record<string, unknown>)[SHARED_REACT] = { react: React, 'react-dom': ReactDom, 'react-dom/client': ReactDomClient, 'react/jsx-runtime': JsxRuntime } satisfies SharedReact;

const data = JSON.parse(document.getElementById('__docgen_data')!.textContent!) as { site: SiteData; page: PageData };
const { site } = data;
// The body and TOC are not repeated in the inline data: take them from the server-rendered DOM.
const initial: PageData = { ...data.page, html: document.querySelector('.markdown')?.innerHTML ?? '', tocHtml: document.querySelector('.toc-body')?.innerHTML ?? '' };
const observe = watchLinks(site);
// Until hydration has set up client navigation, a navigation is a page load.
let go: (href: string, push: boolean) => void = (href) => location.assign(href);
/** Shows the page on screen as the server has it now, the reader's place kept (the dev server's edits); until hydrated, a reload. */
let refresh = () => location.reload();
/** The page on screen (path and query): Back, Forward or a link that changes only the hash stays on it. */
let shown = location.pathname + location.search;

type EntryState = { key?: number; position?: Position } | null;
/**
 * Positions of the pages left by Back or Forward, by their entry's key: on `popstate` the entry is already the next
 * one's, so the page still on screen cannot be saved in its own (see the listeners at the end).
 */
const kept: Record<number, Position> = {};
/** The key of the history entry on screen (see keyed). */
let entry: number;
/** Gives the current history entry a key if it has none; it is then the entry on screen. */
const keyed = () => {
  let state = history.state as EntryState;
  if (!state?.key) history.replaceState((state = { ...state, key: Math.random() }), '');
  entry = state.key!;
};
/** Where the reader was on the current history entry's page (see readPosition): kept here, or saved in the entry (a reload). */
const savedPosition = () => {
  const state = history.state as EntryState;
  return kept[state?.key!] || state?.position;
};

function Root() {
  // Hydration is measured from React's first render of the shell to its commit (see npm run bench).
  if (!performance.getEntriesByName('docgen:hydrate-start').length) performance.mark('docgen:hydrate-start');
  // `at`: on Back or Forward, where the reader was on that page when they left it (saved in its history entry).
  const [view, setView] = useState<{ page: PageData; hash: string; nav: number; at?: Position }>({ page: initial, hash: location.hash, nav: 0 });
  // The class names the page on screen gave the document's element (its Head's `<html className>`; the server wrote the first's).
  const shownClass = useRef(initial.htmlClass);
  useEffect(() => {
    let latest = 0;
    if (__DOCGEN_DEV__) {
      refresh = () => {
        const nav = ++latest;
        loadPage(location.pathname, site)
          .then((page) => nav === latest && setView((v) => ({ page, hash: location.hash, nav: v.nav + 1, at: readPosition() })))
          .catch(() => location.reload());
      };
    }
    go = (href, push) => {
      const url = new URL(href, location.href);
      const done = startProgress((__DOCGEN_LABELS__ && site.labels?.progress) || 'Loading the page');
      const nav = ++latest;
      // The site's client modules (src/bundle/client-modules.ts): a move starts.
      if (__DOCGEN_CLIENT_MODULES__) dispatchEvent(new CustomEvent('docgen:route-update', { detail: url.href }));
      // The page is shown at the URL: a new entry for a link (the position on the last page saved in its own).
      const enter = () => {
        if (push) {
          savePosition();
          history.pushState(null, '', url.pathname + url.search + url.hash);
        }
        keyed();
        shown = url.pathname + url.search;
      };
      loadPage(url.pathname, site)
        .then((page) => {
          if (nav !== latest) return; // a later click won
          const at = push ? undefined : savedPosition();
          enter();
          setView((v) => ({ page, hash: url.hash, nav: v.nav + 1, at }));
        })
        .catch((error: unknown) => {
          if (nav !== latest) return;
          // The server answered with something else than this build's chunk (404, 5xx, an HTML page
          // after a redeploy): load the target from the server. No answer at all (offline): a reload
          // would lose the shell for the browser's error page, so say so here, with Retry.
          if (!(error instanceof ChunkError) || error.kind === 'server') {
            console.warn(`docgen: ${(error as Error).message}; loading ${url.pathname} from the server`);
            if (push) location.assign(href);
            else location.replace(href);
            return;
          }
          enter();
          setView((v) => ({ page: failedPage(v.page, url.pathname, error), hash: '', nav: v.nav + 1 }));
        })
        .finally(done);
    };
  }, []);
  useLayoutEffect(() => {
    // Arriving from a search result: mark its terms in the article (and drop them on leaving); the code loads only then.
    if (new URLSearchParams(location.search).has(HIGHLIGHT_PARAM) || document.querySelector('mark.search-highlight')) void import('./search/highlight.js').then((m) => m.highlightFromUrl());
    // Tab lists in the article: their code loads only then, and sets each page's tabs to the reader's choices.
    if (__DOCGEN_MDX__ && document.querySelector('.tabs > [role=tablist]')) void import('./mdx/tabs.js').then((m) => m.initTabs());
    if (view.nav) {
      document.title = view.page.documentTitle;
      // The page's own class on the document's element (its Head's `<html className>`): the last page's goes.
      const classes = document.documentElement.classList;
      if (shownClass.current) classes.remove(...shownClass.current.split(' '));
      if (view.page.htmlClass) classes.add(...view.page.htmlClass.split(' '));
      shownClass.current = view.page.htmlClass;
      if (view.at) scrollToPosition(view.at);
      else scrollToHash(view.hash);
      // …and the page it led to shows.
      if (__DOCGEN_CLIENT_MODULES__) dispatchEvent(new Event('docgen:route-did-update'));
    } else {
      performance.measure('docgen:hydrate', 'docgen:hydrate-start');
      // A reload, or Back or Forward from another site: the position saved in this entry (a new entry has none); else the hash.
      const saved = savedPosition();
      if (saved) scrollToPosition(saved);
      else if (location.hash) scrollToHash(location.hash, false); // settle the browser's own jump to the hash
    }
    observe(document);
    // The site's own components (islands; a site without MDX components has none: the bundler drops the block).
    if (__DOCGEN_MDX__) {
      // The locale's messages are there before the module loads, for a translate() at its top, and when it renders. Each
      // chunk's data has the ids its own code names, all of one locale: added to those there.
      const load = (data: IslandsData) => {
        globalThis.__docgenMessages = { ...globalThis.__docgenMessages, ...data.context.translations };
        void import(/* @vite-ignore */ data.js).then((m: { default: (d: IslandsData) => void }) => m.default(data));
      };
      // The page's: their chunk, on the pages that have them only. The generated data their code reads is there
      // before their module loads (it may read it at its top).
      const { islands } = view.page;
      if (islands) {
        globalThis.__docgenGenerated = islands.context.generated;
        load(islands);
      }
      // The site's own on every page (navbar items, its Root): hydrated on the first page, rendered again on this page's
      // route after a navigation.
      const own = site.siteIslands;
      if (own) load({ ...own, context: { ...own.context, route: view.page.route } });
    }
  }, [view]);
  return (
    <CrashBoundary resetKey={view.page.route}>
      <App site={site} page={view.page} />
    </CrashBoundary>
  );
}

/**
 * The page shown in the shell while a page could not be loaded: the sidebar stays, the article says why in a
 * reader's words; the request that failed goes to the console.
 */
function failedPage(from: PageData, route: string, error: Error): PageData {
  console.warn(`docgen: ${error.message}`);
  const title = 'This page could not be loaded.';
  // Only a page that did not arrive at all gets here: any other answer loads the page from the server (see go).
  return { route, title, documentTitle: documentTitle(title, site), html: '', tocHtml: '', breadcrumbs: [], sidebar: from.sidebar, loadError: 'It did not arrive. Check your connection, then try again.' };
}

document.addEventListener('click', (e) => {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const target = e.target as Element;
  // A code block's wrap toggle: its long lines wrapped, or scrolled sideways again.
  const wrap = target.closest?.('.code-block > .wrap-button');
  if (wrap) return wrap.setAttribute('aria-pressed', String(wrap.parentElement!.classList.toggle('code-wrapped')));
  const copy = target.closest?.('.code-block > .copy-button');
  if (copy) {
    const code = copy.parentElement?.querySelector('pre code')?.textContent ?? '';
    navigator.clipboard?.writeText(code).then(() => {
      copy.textContent = (__DOCGEN_LABELS__ && site.labels?.copied) || 'Copied';
      setTimeout(() => (copy.textContent = (__DOCGEN_LABELS__ && site.labels?.copy) || 'Copy'), 1500);
    });
    return;
  }
  const a = target.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a) return;
  const route = internalRoute(a, site);
  if (!route) return;
  if (route === location.pathname && a.hash) return; // same-page anchor: the browser scrolls
  e.preventDefault();
  go(a.href, true);
});

document.addEventListener('mouseover', (e) => {
  const a = (e.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  const route = a && internalRoute(a, site);
  if (route && route !== location.pathname) prefetch(route, site);
});

// The router puts the reader back where they were (scrollToPosition, scrollToHash): the browser's own restoration would run
// after it and move the page again. A page's position is saved in its entry when a link leads away, once scrolling
// stops and when the page goes (a reload, another site); a page left by Back or Forward is kept in memory (`kept`).
history.scrollRestoration = 'manual';
keyed();
/** Whether the page on screen is the current entry's: during Back or Forward the entry is already the next page's. */
const onShown = () => location.pathname + location.search === shown;
const savePosition = () => onShown() && history.replaceState({ ...(history.state as object | null), position: readPosition() }, '');
['scrollend', 'pagehide'].forEach((e) => window.addEventListener(e, savePosition));
// Another entry of the page on screen (another hash) is the hashchange handler's: loading the page again would jump to
// the hash once more, after the reader may have scrolled away.
window.addEventListener('popstate', () => {
  if (onShown()) return keyed();
  kept[entry] = readPosition();
  go(location.href, false);
});
// "Retry" on a page that could not be loaded.
window.addEventListener(RETRY_EVENT, () => go(location.href, false));
// The search box opens results through the router (see SearchBar).
window.addEventListener('docgen:navigate', (e) => {
  e.preventDefault();
  go((e as CustomEvent<string>).detail, true);
});
// The dev server rebuilt these pages (see src/serve/devclient.ts): forget their data, and show this one anew in place.
if (__DOCGEN_DEV__) {
  window.addEventListener('docgen:dev-update', (e) => {
    e.preventDefault();
    if (forgetPages((e as CustomEvent<{ routes: string[] }>).detail.routes)) refresh();
  });
}
// Tabs keep a choice in the URL's query (history.replaceState): still the page on screen.
if (__DOCGEN_MDX__) window.addEventListener('docgen:url', () => (shown = location.pathname + location.search));
// Same-page anchors are the browser's own jump: settle it as for client navigation.
window.addEventListener('hashchange', () => scrollToHash(location.hash, false));

// A sidebar in a file of its own (a large one) is fetched before hydrating, which draws it as the server did. Without
// it the page stays as the server sent it (its links load pages), and the console says what failed.
withSidebar(initial, site).then(() => hydrateRoot(document.getElementById('__docgen')!, <Root />), console.warn);
