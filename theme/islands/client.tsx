// A page's islands -> hydrated in place (each `[data-island]` element), their CSS added; roots whose element left the page are unmounted.
import { createElement, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Island, setMessages } from './context.js';
import type { IslandsData } from '../types.js';

const roots = new Map<Element, Root>();
let watching = false;

/** Unmounts the islands of a page that client navigation has replaced, so their effects stop. */
function sweep() {
  for (const [el, root] of roots) {
    if (el.isConnected) continue;
    roots.delete(el);
    root.unmount();
  }
}

/** Hydrates `islands[i]` into `[data-island="i"]` inside the article (null: one that did not render at build time). */
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
  islands.forEach((make, i) => {
    const el = document.querySelector(`.markdown [data-island="${i}"]`);
    if (!make || !el || roots.has(el)) return;
    roots.set(el, hydrateRoot(el, <Island.Provider value={data.context}>{createElement(make)}</Island.Provider>, { identifierPrefix: `island${i}-` }));
  });
}
