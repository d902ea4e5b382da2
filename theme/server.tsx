// Server entry: renders one page's shell to an HTML string (bundled by docgen at build time).
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from './App.js';
import { headScript as shellScript } from './components/Chrome.js';
import { baseUrlBannerScript, storageScript } from './inline.js';
import { CardList } from './components/CardList.js';
import { SiteHtml } from './components/navbar/items.js';
import type { CardData, PageData, SiteData } from './types.js';

export type { PageData, SiteData };

/** The page's shell; `siteHtml`: the site's own islands' HTML on its route (Site.siteIslands), in the navbar's items. */
export function renderApp(site: SiteData, page: PageData, siteHtml?: string[]): string {
  const app = <App site={site} page={page} />;
  return renderToString(siteHtml ? <SiteHtml.Provider value={siteHtml}>{app}</SiteHtml.Provider> : app);
}

/** Cards in an article (an MDX page's DocCardList), as a generated index page shows them: static markup inside the body's HTML. */
export function renderCards(cards: CardData[]): string {
  return renderToStaticMarkup(<CardList cards={cards} />);
}

/** The inline <head> script: the storage check first (the colour mode and announcement read storage), then the wrong-baseUrl banner. */
export function headScript(site: SiteData): string {
  return `${storageScript()};${shellScript(site)};${baseUrlBannerScript(site.baseUrl)}`;
}
