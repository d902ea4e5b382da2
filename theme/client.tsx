// Client entry: hydrates the server-rendered shell, then navigates between pages without reloads.
import { useEffect, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';
import type { PageData, SiteData } from './types.js';
import { internalRoute, loadPage, prefetch, scrollToHash, startProgress, watchLinks } from './router.js';
import { highlightFromUrl } from './search/highlight.js';

const data = JSON.parse(document.getElementById('__docgen_data')!.textContent!) as { site: SiteData; page: PageData };
const { site } = data;
// The body and TOC are not repeated in the inline data: take them from the server-rendered DOM.
const initial: PageData = { ...data.page, html: document.querySelector('.markdown')?.innerHTML ?? '', toc: [], tocHtml: document.querySelector('.toc-body')?.innerHTML ?? '' };
const observe = watchLinks(site.baseUrl, site.foreignBases);
// Until hydration has set up client navigation, a navigation is a page load.
let go: (href: string, push: boolean) => void = (href) => location.assign(href);

function Root() {
  // Hydration is measured from React's first render of the shell to its commit (see npm run bench).
  if (!performance.getEntriesByName('docgen:hydrate-start').length) performance.mark('docgen:hydrate-start');
  const [view, setView] = useState({ page: initial, hash: location.hash, nav: 0 });
  useEffect(() => {
    go = (href, push) => {
      const url = new URL(href, location.href);
      const done = startProgress();
      loadPage(url.pathname, site.baseUrl)
        .then((page) => {
          if (push) history.pushState(null, '', url.pathname + url.search + url.hash);
          document.title = page.documentTitle;
          setView((v) => ({ page, hash: url.hash, nav: v.nav + 1 }));
        })
        .catch(() => {
          // A chunk that fails to load (deploy, offline, 404): let the server answer instead.
          location.href = href;
        })
        .finally(done);
    };
  }, []);
  useLayoutEffect(() => {
    // Arriving from a search result: mark its terms in the article (and drop them on leaving).
    highlightFromUrl();
    if (view.nav) scrollToHash(view.hash);
    else {
      performance.measure('docgen:hydrate', 'docgen:hydrate-start');
      if (location.hash) scrollToHash(location.hash, false); // settle the browser's own jump to the hash
    }
    observe(document);
  }, [view]);
  return <App site={site} page={view.page} />;
}

document.addEventListener('click', (e) => {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const target = e.target as Element;
  const copy = target.closest?.('.copy-button');
  if (copy) {
    const code = copy.parentElement?.querySelector('pre code')?.textContent ?? '';
    navigator.clipboard?.writeText(code).then(() => {
      copy.textContent = 'Copied';
      setTimeout(() => (copy.textContent = 'Copy'), 1500);
    });
    return;
  }
  const a = target.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a) return;
  const route = internalRoute(a, site.baseUrl, site.foreignBases);
  if (!route) return;
  if (route === location.pathname && a.hash) return; // same-page anchor: the browser scrolls
  e.preventDefault();
  go(a.href, true);
});

document.addEventListener('mouseover', (e) => {
  const a = (e.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
  const route = a && internalRoute(a, site.baseUrl, site.foreignBases);
  if (route && route !== location.pathname) prefetch(route, site.baseUrl);
});

window.addEventListener('popstate', () => go(location.href, false));
// The search box opens results through the router (see SearchBar).
window.addEventListener('docgen:navigate', (e) => {
  e.preventDefault();
  go((e as CustomEvent<string>).detail, true);
});
// Same-page anchors are the browser's own jump: settle it as for client navigation.
window.addEventListener('hashchange', () => scrollToHash(location.hash, false));

hydrateRoot(document.getElementById('__docgen')!, <Root />);
