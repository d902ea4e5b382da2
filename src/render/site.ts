// Site -> every output file: page HTML, data chunks, 404.html, sitemap.xml and the client assets.
import type { Config, CreateSitemapItems, Page, Site, SitemapItem } from '../types.js';
import { excluder } from '../content/exclude.js';
import { chunkFile, routeFile } from '../content/routes.js';
import { DocgenError, withContext } from '../errors.js';
import { describeThrown } from '../config/import.js';
import { rootSite } from '../site.js';
import { usesInfima } from '../bundle/infima.js';
import { escapeHtml } from '../html.js';
import type { ClientAssets } from '../bundle/client.js';
import type { ThemeServer } from '../bundle/server.js';
import type { OutputFiles } from '../output/write.js';
import type { CardData, SiteData } from '../../theme/types.js';
import { breadcrumbsHome, cardsData, isNoIndex, notFoundData, pageData, siteData } from './data.js';
import { CARD_LIST_SLOTS } from '../mdx/components/doc-card-list.js';
import { renderDocument } from './document.js';
import { sidebarFiles } from './sidebars.js';
import { feedLinks, feeds } from '../blog/feed.js';
import path from 'node:path';
import type { Family } from './family.js';

/** The site-wide files: one for every version and locale, at the top of the out dir. */
export const NOT_FOUND_FILE = '404.html';
/** The sitemap's file below the output folder (`sitemap.filename`); undefined when the config turns it off. */
export const sitemapFile = (config: Config): string | undefined => (config.sitemap ? config.sitemap.filename : undefined);

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
  /** Render 404.html with `only` too (a locale's own not-found page, in its words). */
  notFound?: boolean;
}

/** The site's own page at `/404` (a standalone or React page), which is its 404 page; undefined without one. */
export function ownNotFound(site: Site): Page | undefined {
  const route = `${site.config.baseUrl}404`;
  return site.pages.find((p) => p.kind === 'page' && (p.route === route || p.route === `${route}/`));
}

export function renderSite(site: Site, { theme, assets, only, bodyEnd, onPage, family, notFound }: RenderOptions): OutputFiles {
  const { config } = site;
  const data: SiteData = siteData(site, family);
  const home = breadcrumbsHome(site, family);
  const files: OutputFiles = new Map(sidebarFiles(data, assets));
  const pages = only ?? site.pages;
  const headEnd = site.posts?.length ? feedLinks(config) : '';
  let done = 0;
  for (const page of pages) {
    const siteHtml = site.siteIslands?.html(page.route);
    const props = withPageCss(pageData(page, config, family?.page(site, page), home), assets, siteHtml);
    // An MDX page's DocCardLists: their cards, drawn by the theme as a generated index's are.
    const lists = page.cardLists;
    const cards = (list: CardData[]) => theme.renderCards?.(cardsData(list, config)) ?? '';
    if (lists) props.html = props.html.replace(CARD_LIST_SLOTS, (_, n: string) => (lists[Number(n)]?.length ? cards(lists[Number(n)]) : ''));
    // A generated index page: its description and its category's cards, as its body (the browser needs no code to draw them).
    if (page.cards) props.html = `${props.description ? `<p class="generated-index-description">${escapeHtml(props.description)}</p>` : ''}${cards(page.cards)}`;
    try {
      // Held as UTF-8 until written: a page's string is a rope that shares the shell's parts with every page, and
      // writing it flattens it in V8's old space; 10,000 pages added 350 MB of heap while they were written.
      setOnce(files, routeFile(page.route, config.baseUrl, config.trailingSlash), Buffer.from(renderDocument({ config, theme, assets, site: data, page: props, bodyEnd, headEnd, siteHtml })));
    } catch (error) {
      throw withContext(`failed to render ${page.doc.hash ? path.posix.normalize(`content/${page.doc.path}`) : page.route}`, error);
    }
    setOnce(files, chunkFile(page.route, config.baseUrl), Buffer.from(JSON.stringify(props)));
    onPage?.(++done, pages.length);
  }
  // The feeds hold every post's body: cheap to write, and always current (the dev server renders only changed pages).
  if (site.posts?.length) {
    const listed = site.posts.filter((p) => !p.doc.frontmatter.unlisted);
    for (const [file, text] of feeds(listed, config, site.feedStyles)) files.set(file, text);
  }
  // A page of the site's own at /404 (a Docusaurus site's src/pages/404.tsx) is its 404 page, as the site meant it.
  const own = ownNotFound(site);
  const ownFile = own && files.get(routeFile(own.route, config.baseUrl, config.trailingSlash));
  if (ownFile) files.set(NOT_FOUND_FILE, ownFile);
  else if (!own && (!only || notFound)) {
    const page = notFoundData(config);
    files.set(NOT_FOUND_FILE, renderDocument({ config, theme, assets, site: data, page, bodyEnd, headEnd, siteHtml: site.siteIslands?.html(page.route) }));
  }
  if (!only) {
    const map = sitemapFile(config);
    if (map) files.set(map, sitemap(site));
    for (const [f, contents] of assets.files) files.set(f, contents);
  }
  return files;
}

/**
 * A page with math links KaTeX's stylesheet at the top of its body, and one written with Infima's classes (a
 * Docusaurus site's home page, or its navbar items of its own, `siteHtml`: QuestDB's dropdown), or whose islands have
 * CSS (which may use Infima's custom properties), links docgen's
 * take on them: the link comes with the body when the client navigates to the page, and other pages never load it. The
 * page's islands' CSS is linked again after Infima's: the site's rules win over Infima's at equal weight, as in
 * Docusaurus, whose CSS modules come after Infima (Playwright's dark hero).
 */
export function withPageCss<P extends { html: string; islands?: { css: string[] } }>(props: P, assets: ClientAssets, siteHtml?: string[]): P {
  const infima = assets.infimaCss && (usesInfima(props.html) || props.islands?.css.length || siteHtml?.some(usesInfima)) ? [assets.infimaCss, ...(props.islands?.css ?? [])] : [];
  const sheets = [...(assets.mathCss && props.html.includes('class="katex') ? [assets.mathCss] : []), ...infima];
  return sheets.length ? { ...props, html: `${sheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')}${props.html}` } : props;
}

/**
 * Adds a file that must not be there yet. The output table (output/table.ts) has refused every clash before rendering:
 * one here means the table and the renderer disagree, and is said rather than silently losing a page.
 */
export function setOnce(files: OutputFiles, file: string, contents: string | Uint8Array): void {
  if (files.has(file)) throw new Error(`two outputs at "${file}": the output table missed a clash`);
  files.set(file, contents);
}

/**
 * sitemap.xml: every page's URL (of every version and locale when given their sites), but the unlisted pages, the docs
 * of a version not to index (`noIndex`), and the routes `sitemap.ignorePatterns` matches; with the `changefreq` and
 * `priority` the config gives.
 */
export const sitemap = (site: Site, sites: Site[] = [site]): string => sitemapXml(sitemapItems(site, sites));

/** sitemap.xml's URLs (see sitemap). */
export function sitemapItems(site: Site, sites: Site[] = [site]): SitemapItem[] {
  const pages = sites.flatMap((s) => s.pages.filter((p) => !isNoIndex(p, s.config)));
  const { url, sitemap: options } = site.config;
  const ignored = excluder(options ? options.ignorePatterns : []);
  // With and without its last slash: `/docs/guide/**` leaves out `/docs/guide` too, as Docusaurus's matcher does.
  const ignoredRoute = (route: string) => [route, route.replace(/(.)\/$/, '$1'), route.replace(/([^/])$/, '$1/')].some(ignored);
  // A docs page's last change (as its "Last updated" line has it), when asked for.
  const asked = options ? options.lastmod : undefined;
  const lastmod = (p: Page) => {
    const at = asked && (p.kind ?? 'docs') === 'docs' ? new Date(p.doc.frontmatter.last_update?.date ?? p.lastCommit?.at ?? NaN) : undefined;
    if (!at || Number.isNaN(at.getTime())) return null;
    const iso = at.toISOString();
    return asked === 'date' ? iso.slice(0, 10) : iso;
  };
  return pages
    .filter((p) => !p.doc.frontmatter.unlisted && !ignoredRoute(p.route))
    .map((p) => ({ url: `${url}${encodeURI(p.route)}`, lastmod: lastmod(p), changefreq: (options && options.changefreq) || null, priority: options && options.priority !== undefined ? options.priority : null }));
}

/** sitemap.xml of its URLs. */
export function sitemapXml(items: SitemapItem[]): string {
  const element = (name: string, value: unknown) => (value === null || value === undefined ? '' : `<${name}>${escapeHtml(String(value))}</${name}>`);
  const urls = items.map((i) => `<url><loc>${escapeHtml(i.url)}</loc>${element('lastmod', i.lastmod)}${element('changefreq', i.changefreq)}${element('priority', i.priority)}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * sitemap.xml of the entries the site's `sitemap.createSitemapItems` gives, as Docusaurus's option: it is given
 * docgen's (`defaultCreateSitemapItems`), the site's config and its routes. One that throws, or gives no list of entries
 * with a `url`, fails the build before anything is written (and the dev server's rebuild, which serves the same).
 */
export async function customSitemap(create: CreateSitemapItems, config: Config, sites: Site[]): Promise<string> {
  const items = sitemapItems(rootSite(sites), sites);
  let given: unknown;
  try {
    given = await create({ defaultCreateSitemapItems: async () => items.map((i) => ({ ...i })), siteConfig: config, routes: sites.flatMap((s) => s.pages.map((p) => ({ path: p.route }))) });
  } catch (error) {
    throw new DocgenError(`sitemap.createSitemapItems failed: ${describeThrown(error)}; the previous output was left as it was`);
  }
  if (!Array.isArray(given) || !given.every((i) => typeof i === 'object' && i !== null && typeof (i as SitemapItem).url === 'string')) {
    throw new DocgenError('sitemap.createSitemapItems gave no list of entries, each with a url ({ url, lastmod, changefreq, priority }); the previous output was left as it was');
  }
  return sitemapXml(given as SitemapItem[]);
}
