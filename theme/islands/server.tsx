// An island (a function making its element) + its context -> its server HTML, or why it could not be rendered.
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Island, setMessages, Wrapped, type Head } from './context.js';
import type { IslandContext } from '../types.js';

const OPEN = '<docgen-wrapped>';
const CLOSE = '</docgen-wrapped>';

/**
 * Renders one island; a throw is returned as its message (the build reports it at the element). `make` is rendered as a
 * component, so that a hook in the page's JSX (`<img src={useBaseUrl('…')} />` among an island's children, as in an MDX
 * page's own component) runs inside the render, below the context. `prefix`: of its ids (useId), with the index; the
 * navbar's islands have their own (they are on the page with the article's). `wrap`: the site's Root and provider
 * (theme/islands/wrap.tsx), rendered around the island, whose HTML is taken from between markers; rendered without
 * them when they throw or leave it out (the Root's own render reports that).
 */
export function renderIsland(make: () => ReactElement, context: IslandContext, index: number, prefix = 'island', wrap?: () => ReactElement): { html: string; head: Head } | { error: string } {
  setMessages(context.translations);
  const render = (wrapped: boolean): { html: string; head: Head } | undefined => {
    const head: Head = {};
    const island = createElement(make);
    const tree = wrapped ? <Wrapped.Provider value={createElement('docgen-wrapped', null, island)}>{createElement(wrap!)}</Wrapped.Provider> : island;
    const html = renderToString(<Island.Provider value={{ ...context, head }}>{tree}</Island.Provider>, { identifierPrefix: `${prefix}${index}-` });
    if (!wrapped) return { html, head };
    const start = html.indexOf(OPEN);
    const end = html.indexOf(CLOSE, start);
    return start < 0 || end < 0 ? undefined : { html: html.slice(start + OPEN.length, end), head };
  };
  try {
    if (wrap) {
      try {
        const made = render(true);
        if (made) return made;
      } catch {
        // rendered again on its own below: the island's own error, if it has one, is what is said
      }
    }
    return render(false)!;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
