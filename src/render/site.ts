// Site -> every output file: page HTML, data chunks, 404.html, sitemap.xml and the client assets.
import type { Page, Site } from '../types.js';
import { chunkFile, routeFile } from '../content/routes.js';
import { withContext } from '../errors.js';
import type { ClientAssets } from '../bundle/client.js';
import type { ThemeServer } from '../bundle/server.js';
import type { OutputFiles } from '../output/write.js';
import type { SiteData } from '../../theme/types.js';
import { notFoundData, pageData, siteData } from './data.js';
import { renderDocument } from './document.js';
import { ATOM_FILE, atomFeed, feedLinks, RSS_FILE, rssFeed } from '../blog/feed.js';
import path from 'node:path';
import type { Family } from './family.js';

export interface RenderOptions {
  theme: ThemeServer;
  assets: ClientAssets;
  /** Render only these pages (the dev server after an edit); default all, plus 404 and sitemap. */
  only?: Page[];
  bodyEnd?: string;
  /** Called after each page, for progress. */
  onPage?: (done: number, total: number) => void;
  /** The other versions and locales, for a site with more than one (see src/instances.ts). */
  family?: Family;
}

export function renderSite(site: Site, { theme, assets, only, bodyEnd, onPage, family }: RenderOptions): OutputFiles {
  const { config } = site;
  const data: SiteData = siteData(site, family);
  const files: OutputFiles = new Map();
  const pages = only ?? site.pages;
  const headEnd = site.posts?.length ? feedLinks(config) : '';
  let done = 0;
  for (const page of pages) {
    const props = pageData(page, config, family?.page(site, page));
    try {
      files.set(routeFile(page.route, config.baseUrl), renderDocument({ config, theme, assets, site: data, page: props, bodyEnd, headEnd }));
    } catch (error) {
      throw withContext(`failed to render ${page.doc.hash ? path.posix.normalize(`content/${page.doc.path}`) : page.route}`, error);
    }
    files.set(chunkFile(page.route, config.baseUrl), JSON.stringify(props));
    onPage?.(++done, pages.length);
  }
  // The feeds hold every post's body: cheap to write, and always current (the dev server renders only changed pages).
  if (site.posts?.length) {
    files.set(RSS_FILE, rssFeed(site.posts, config));
    files.set(ATOM_FILE, atomFeed(site.posts, config));
  }
  if (!only) {
    files.set('404.html', renderDocument({ config, theme, assets, site: data, page: notFoundData(config), bodyEnd, headEnd }));
    files.set('sitemap.xml', sitemap(site));
    for (const [f, contents] of assets.files) files.set(f, contents);
  }
  return files;
}

/** sitemap.xml: every page's URL (of every version and locale when given several sites). */
export function sitemap(site: Site, pages: Page[] = site.pages): string {
  const { url } = site.config;
  const urls = pages.map((p) => `<url><loc>${url}${encodeURI(p.route).replace(/&/g, '&amp;')}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
