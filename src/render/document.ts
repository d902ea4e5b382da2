// One page's props -> the complete HTML document (head, server-rendered shell, inline data).
import type { Config, SiteHeadTag } from '../types.js';
import type { PageData, SiteData } from '../../theme/types.js';
import type { ThemeServer } from '../bundle/server.js';
import type { ClientAssets } from '../bundle/client.js';
import { asset } from './data.js';
import { escapeHtml } from '../html.js';
import { directionOf, htmlLangOf, localeOf } from '../i18n/labels.js';
import { withWrapperAttributes, wrapperAttributes } from '../islands/wrapper.js';

/** JSON that is safe inside a <script> element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The site's part of the inline data, made once for all the pages that share it: with large sidebars (Ory's 1,572
 * pages) writing it for each page took 4 of the render's 11 s.
 */
const siteJsonOf = new WeakMap<SiteData, string>();
function siteJson(site: SiteData): string {
  let json = siteJsonOf.get(site);
  // Sidebars in files of their own are fetched by the client (see src/render/sidebars.ts).
  if (json === undefined) siteJsonOf.set(site, (json = scriptJson(site.sidebarFiles ? { ...site, sidebars: {} } : site)));
  return json;
}

export interface DocumentOptions {
  config: Config;
  theme: ThemeServer;
  assets: ClientAssets;
  site: SiteData;
  page: PageData;
  /** Extra HTML before </body> (the dev server's reload client). */
  bodyEnd?: string;
  /** Extra HTML before </head> (the blog's feed links). */
  headEnd?: string;
  /** The server HTML of the site's own islands on this page (Site.siteIslands): the navbar items' and its Root's. */
  siteHtml?: string[];
}

export function renderDocument({ config, theme, assets, site, page, bodyEnd = '', headEnd = '', siteHtml }: DocumentOptions): string {
  // The site's Root: after the page, as Docusaurus draws what it adds around its children; the islands' elements get
  // the attributes of what it draws around them (a theme's classes: src/islands/wrapper.ts).
  const root = site.siteIslands?.root;
  const wrapper = root === undefined || !siteHtml?.[root] ? [] : wrapperAttributes(siteHtml[root]);
  const app = theme.renderApp(site, wrapper.length ? { ...page, html: withWrapperAttributes(page.html, wrapper) } : page, siteHtml);
  const rootHtml = root === undefined ? '' : `<div class="site-root" data-site-island="${root}">${siteHtml?.[root] ?? ''}</div>\n`;
  const htmlLang = htmlLangOf(config);
  const { html: _html, tocHtml: _toc, head: _head, ...inline } = page;
  return `<!doctype html>
<html lang="${escapeHtml(htmlLang)}" dir="${directionOf(config)}" data-theme="${site.colorMode.defaultMode}"${page.htmlClass ? ` class="${escapeHtml(page.htmlClass)}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="docgen">
<title>${escapeHtml(page.documentTitle)}</title>
${socialMeta(config, site, page)}${page.keywords?.length && !own(page, 'keywords') ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(', '))}">\n` : ''}${pageMeta(page, config)}${siteMeta(config, page)}${headTags(page)}${siteHeadTags(config)}<link rel="icon" href="${config.favicon ? escapeHtml(asset(config, config.favicon)) : 'data:,'}">
${alternates(config, site, page)}<link rel="stylesheet" href="${assets.css}">
${EXPECT_MAIN}
${[...(site.siteIslands?.css ?? []), ...(page.islands?.css ?? [])].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`).join('')}${sidebarPreload(site, page)}${assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
<script>${theme.headScript(site)}</script>
<script type="module" src="${assets.js}"></script>
${assets.modules ? `${assets.modules.css ? `<link rel="stylesheet" href="${assets.modules.css}">\n` : ''}<script type="module" src="${assets.modules.js}"></script>\n` : ''}${headEnd}</head>
<body>
${tagsHtml(config.preBodyTags)}<div id="__docgen">${app}</div>
${rootHtml}<script id="__docgen_data" type="application/json">{"site":${siteJson(site)},"page":${scriptJson(inline)}}</script>
${tagsHtml(config.postBodyTags)}${bodyEnd}</body>
</html>
`;
}

/** The page's sidebar, when it is a file of its own: fetched beside the scripts, for the client's `fetch` (same mode). */
function sidebarPreload(site: SiteData, page: PageData): string {
  const file = page.sidebar && site.sidebarFiles?.[page.sidebar];
  return file ? `<link rel="preload" href="${escapeHtml(file)}" as="fetch" crossorigin="anonymous">\n` : '';
}

/**
 * No first paint before the navbar and the sidebar are parsed whole. A slow machine's parser can pause in
 * the middle of the navbar, and the browser paints what it has: the right-hand items, aligned right, then
 * move left as the rest arrives (a layout shift). Chromium ends this blocking when the parser inserts the
 * element with the id, so the target is `<main>`, the first element after both; the article still paints
 * as it comes. Browsers without `rel="expect"` ignore the link.
 */
export const EXPECT_MAIN = '<link rel="expect" href="#main" blocking="render">';

/**
 * What search engines and link previews read, as Docusaurus writes it: the page's description (`description` and
 * `og:description`), its title (`og:title`), its address (`og:url` and the canonical link, but on the 404 page), its
 * locale's (`og:locale`, and each other locale's that has the page) and a large-image card. A tag the page's own head
 * sets is left to it.
 */
function socialMeta(config: Config, site: SiteData, page: PageData): string {
  const tags: string[] = [];
  const meta = (attr: 'name' | 'property', key: string, value: string) => {
    if (!own(page, key)) tags.push(`<meta ${attr}="${key}" content="${escapeHtml(value)}">`);
  };
  meta('name', 'twitter:card', 'summary_large_image');
  if (!page.notFound) meta('property', 'og:url', config.url + page.route);
  meta('property', 'og:title', page.documentTitle);
  // The page's own description (its `<Head>`'s) is its link preview's too.
  const description = page.head?.find((t) => t.tag === 'meta' && t.attributes.name === 'description')?.attributes.content ?? page.description;
  if (description) {
    meta('name', 'description', description);
    meta('property', 'og:description', description);
  }
  const ogLocale = (l: string) => l.replace('-', '_');
  meta('property', 'og:locale', ogLocale(htmlLangOf(config)));
  for (const l of site.i18n?.locales ?? []) {
    if (l.locale !== localeOf(config) && page.locales?.[l.locale]) tags.push(`<meta property="og:locale:alternate" content="${escapeHtml(ogLocale(l.htmlLang))}">`);
  }
  if (!page.notFound && !page.head?.some((t) => t.tag === 'link' && t.attributes.rel === 'canonical')) tags.push(`<link rel="canonical" href="${escapeHtml(config.url + page.route)}">`);
  return tags.map((t) => `${t}\n`).join('');
}

/**
 * Robots and social card tags: `noindex` for every page of a site not to index, an unlisted page and a doc of a version
 * not to index; the frontmatter's image.
 */
function pageMeta(page: PageData, config: Config): string {
  let meta = config.noIndex || page.unlisted || page.noIndex ? '<meta name="robots" content="noindex, nofollow">\n' : '';
  if (page.image && !own(page, 'og:image')) meta += `<meta property="og:image" content="${escapeHtml(page.image)}">\n<meta name="twitter:image" content="${escapeHtml(page.image)}">\n`;
  return meta;
}

/** `themeConfig.metadata`: the site's own `<meta>` tags on every page, but those the page's own head replaces. */
function siteMeta(config: Config, page: PageData): string {
  return (config.themeConfig.metadata ?? [])
    .filter((m) => !own(page, m.name ?? m.property ?? ''))
    .map((m) => `<meta ${Object.entries(m).map(([k, v]) => `${escapeHtml(k)}="${escapeHtml(v)}"`).join(' ')}>\n`)
    .join('');
}

/** The site's `stylesheets`, `scripts` and `headTags` (config/resolve.ts), on every page. */
const siteHeadTags = (config: Config) => tagsHtml(config.headTags);

/** Tags as HTML, each on a line. */
function tagsHtml(tags: Array<SiteHeadTag | string>): string {
  return tags
    .map((tag) => {
      if (typeof tag === 'string') return `${tag}\n`;
      const { tagName, attributes = {}, innerHTML } = tag;
      const attrs = Object.entries(attributes)
        .filter(([, v]) => v !== false)
        .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
        .join('');
      const name = tagName.toLowerCase();
      // A void element has no content and no end tag; a script always has its end tag.
      return VOID.has(name) ? `<${name}${attrs}>\n` : `<${name}${attrs}>${innerHTML ?? ''}</${name}>\n`;
    })
    .join('');
}

const VOID = new Set(['base', 'link', 'meta']);

/** `hreflang` links to the page in every locale that has it, and `x-default` to the default locale's. */
function alternates(config: Config, site: SiteData, page: PageData): string {
  if (!site.i18n || !page.locales) return '';
  const links = site.i18n.locales.filter((l) => page.locales![l.locale]).map((l) => `<link rel="alternate" href="${escapeHtml(config.url + page.locales![l.locale])}" hreflang="${escapeHtml(l.htmlLang)}">\n`);
  const fallback = page.locales[config.i18n.defaultLocale];
  if (fallback) links.push(`<link rel="alternate" href="${escapeHtml(config.url + fallback)}" hreflang="x-default">\n`);
  return links.join('');
}

/** Whether the page's own head tags (an MDX page's `<Head>`) have a meta of this name or property: it replaces docgen's. */
const own = (page: PageData, name: string) => Boolean(page.head?.some((t) => t.tag === 'meta' && (t.attributes.name === name || t.attributes.property === name)));

/** The page's own `<meta>` and `<link>` tags, one a line. */
function headTags(page: PageData): string {
  return (page.head ?? []).map((t) => `<${t.tag}${Object.entries(t.attributes).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join('')}>\n`).join('');
}
