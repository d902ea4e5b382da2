// A page's islands -> hydrated in place (each `[data-island]` element), their CSS added; roots whose element left the page are unmounted.
import { createElement, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Island, setMessages } from './context.js';
import type { IslandsData } from '../types.js';

const roots = new Map<Element, Root>();
let watching = false;
/** Whether the site's islands were given their elements once: those of later calls are the client's, with no server HTML to hydrate. */
let siteSeen = false;

/** Unmounts the islands of a page that client navigation has replaced, so their effects stop. */
function sweep() {
  for (const [el, root] of roots) {
    if (el.isConnected) continue;
    roots.delete(el);
    root.unmount();
  }
}

/**
 * Hydrates `islands[i]` into `[data-island="i"]` inside the article (null: one that did not render at build time). The
 * site's own on every page (a context with `navbarItems`: its navbar items and Root) go into `[data-site-island="i"]`,
 * which stay from page to page: hydrated on the first page, then rendered again with each page's context (its route);
 * made anew where the client drew the navbar again.
 */
export function hydrateIslands(islands: Array<(() => ReactElement) | null>, data: IslandsData): void {
  for (const href of data.css) {
    if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
  setMessages(data.context.translations);
  sweep();
  if (!watching) {
    watching = true;
    new MutationObserver(sweep).observe(document.body, { childList: true, subtree: true });
  }
  const own = data.context.navbarItems !== undefined;
  const hydrate = !own || !siteSeen;
  if (own) siteSeen = true;
  islands.forEach((make, i) => {
    const el = document.querySelector(own ? `[data-site-island="${i}"]` : `.markdown [data-island="${i}"]`);
    if (!make || !el) return;
    const island = <Island.Provider value={data.context}>{createElement(make)}</Island.Provider>;
    const options = { identifierPrefix: `${own ? 'site' : 'island'}${i}-` };
    if (own && roots.has(el)) roots.get(el)!.render(island);
    else if (!roots.has(el) && hydrate) roots.set(el, hydrateRoot(el, island, options));
    // The navbar drawn again by the client (after a page without it): rendered anew.
    else if (!roots.has(el)) roots.set(el, createRoot(el, options)).get(el)!.render(island);
  });
}
