// Server entry: renders one page's shell to an HTML string (bundled by docgen at build time).
import { renderToString } from 'react-dom/server';
import { App } from './App.js';
import { headScript as shellScript } from './components/Chrome.js';
import { baseUrlBannerScript, storageScript } from './inline.js';
import type { PageData, SiteData } from './types.js';

export type { PageData, SiteData };

export function renderApp(site: SiteData, page: PageData): string {
  return renderToString(<App site={site} page={page} />);
}

/** The inline <head> script: the storage check first (the colour mode and announcement read storage), then the wrong-baseUrl banner. */
export function headScript(site: SiteData): string {
  return `${storageScript()};${shellScript(site)};${baseUrlBannerScript(site.baseUrl)}`;
}
