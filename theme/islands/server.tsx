// An island (a function making its element) + its context -> its server HTML, or why it could not be rendered.
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Island, setMessages, type Head } from './context.js';
import type { IslandContext } from '../types.js';

/**
 * Renders one island; a throw is returned as its message (the build reports it at the element). `make` is rendered as a
 * component, so that a hook in the page's JSX (`<img src={useBaseUrl('…')} />` among an island's children, as in an MDX
 * page's own component) runs inside the render, below the context. `prefix`: of its ids (useId), with the index; the
 * navbar's islands have their own (they are on the page with the article's).
 */
export function renderIsland(make: () => ReactElement, context: IslandContext, index: number, prefix = 'island'): { html: string; head: Head } | { error: string } {
  const head: Head = {};
  setMessages(context.translations);
  try {
    return { html: renderToString(<Island.Provider value={{ ...context, head }}>{createElement(make)}</Island.Provider>, { identifierPrefix: `${prefix}${index}-` }), head };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
