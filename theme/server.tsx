// Server entry: renders one page's shell to an HTML string (bundled by docgen at build time).
import { renderToString } from 'react-dom/server';
import { App } from './App.js';
import { headScript } from './components/Chrome.js';
import type { PageData, SiteData } from './types.js';

export type { PageData, SiteData };

export function renderApp(site: SiteData, page: PageData): string {
  return renderToString(<App site={site} page={page} />);
}

export { headScript };
