// Sites whose pages have islands -> the islands' server HTML in those pages, their browser chunks as output files, and a finding for each that failed.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReactElement } from 'react';
import type { ClassRule, Config, Diagnostic, MagicComment, Page, Site } from '../types.js';
import type { Chrome, IslandContext, IslandsData } from '../../theme/types.js';
import { siteModule, setSiteIslands } from './site.js';
import type { Head } from '../../theme/islands/context.js';
import type { renderIsland } from '../../theme/islands/server.js';
import { displayPath } from '../content/scan.js';
import { fallbackEnd, fallbackStart, holeEnd, holeStart, withChildrenHtml, withHolesHtml, type EsmStatement } from '../mdx/islands.js';
import { codeMessages, localeBase, localeOf, localePath, themeText } from '../i18n/labels.js';
import { tagsRow } from '../content/tags.js';
import { applyBrokenPolicy } from '../links/severity.js';
import { cachedBundle } from './cache.js';
import { rootSite } from '../site.js';
import type { BundleError } from './bundle.js';
import { islandsDir, MARKDOWN_FILE, type PageModule } from './plugin.js';
import { importedMarkdown } from './markdown.js';
import { generatedData, pageData, pageFile } from './generated.js';
import { SITE_WIDE } from '../../theme/islands/generated.js';
import { searchTags } from '../search/build.js';
import { isReactPage } from './pages.js';
import { ARTICLE_END, ARTICLE_START } from '../blog/pages.js';
import { htmlIds } from '../markdown/parse.js';
import { codeHtml, getHighlighter, loadLanguages, shikiLanguage } from '../markdown/code.js';

import { loadExtras } from '../markdown/extras.js';
import { diagram } from '../markdown/mermaid.js';
import { escapeHtml } from '../html.js';

/** The islands' runtime's renderer (theme/islands/server.tsx), imported from the bundle made for the site. */
type Render = typeof renderIsland;

/**
 * Renders an island; where it showed code that `code` has no HTML for (`head.code`: a CodeBlock's, or a Mermaid
 * component's diagram), makes that HTML as docgen makes a fence's (highlighted, or a ```mermaid fence's drawing, the
 * code where the renderer cannot draw it), adds it to `code` (the page data carries it, so the browser hydrates the
 * same markup), and renders the island again.
 */
async function renderWithCode(render: () => ReturnType<Render>, code: Record<string, string>, magicComments: MagicComment[]): Promise<ReturnType<Render>> {
  const made = render();
  const wanted = 'html' in made ? Object.entries(made.head.code ?? {}) : [];
  if (!wanted.length) return made;
  const langs = new Set(wanted.map(([, c]) => c.lang));
  if (langs.delete('mermaid')) await loadExtras({ magicComments: [], mermaid: true });
  const h = langs.size ? await getHighlighter() : undefined;
  if (h) await loadLanguages(h, new Set([...langs].map((l) => shikiLanguage(l)).filter((id): id is string => id !== undefined)));
  for (const [key, c] of wanted) {
    // The `<code>` element, as a fence of the language and meta string is drawn: its magic comments (the site's) read.
    if (c.lang !== 'mermaid') code[key] = /^<pre[^>]*>([^]*)<\/pre>$/.exec(await codeHtml(h!, c, magicComments))![1];
    else {
      const drawn = diagram(c.code, key.replace(/\W/g, '-'));
      code[key] = 'html' in drawn ? drawn.html : `<pre class="language-mermaid" tabindex="0"><code>${escapeHtml(c.code)}</code></pre>`;
    }
  }
  return render();
}

export interface IslandsResult {
  /** The browser chunks and their CSS and assets, below the out dir (`assets/island-….js`). */
  files: Map<string, Uint8Array>;
  /** The site's files the islands are made of (the dev server watches them). */
  inputs: string[];
  /** Folders where what a failed island missed would appear (the dev server compares their entries on each check). */
  absent: string[];
}

/** A page module's islands, or why its code threw when it was imported (a module of the site that throws at its top). */
type LoadedIslands = { list: Array<(() => ReactElement) | null>; error?: string };

async function loadIslands(file: string, locale?: string): Promise<LoadedIslands> {
  try {
    // A module of its own for each locale (its top may translate: HertzBeat's feature titles), as Docusaurus builds each
    // locale's bundle; the chunks it shares with other modules are imported once.
    const url = pathToFileURL(file).href + (locale ? `?locale=${encodeURIComponent(locale)}` : '');
    return { list: ((await import(url)) as { default: LoadedIslands['list'] }).default };
  } catch (error) {
    return { list: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** The site's search tags for the theme's SearchBar, when the islands' code reads them (CrowdSec's home page search box). */
const searchOf = (site: Site, named: (word: string) => boolean): Pick<IslandContext, 'searchTags'> => {
  const tags = named('searchTags') ? searchTags(site) : [];
  return tags.length ? { searchTags: tags } : {};
};

/**
 * `themeConfig.prism` as the framework's validation completes it, when the components' code names it: a copy of the
 * theme's CodeBlock (the OpenAPI theme's ApiCodeBlock) reads its magic comments, which are docgen's (the site's, with
 * the class docgen draws).
 */
function prismOf(themeConfig: unknown, config: Config, named: (word: string) => boolean): { prism?: Record<string, unknown> } {
  if (!named('prism')) return {};
  const given = (themeConfig as { prism?: unknown } | undefined)?.prism;
  return { prism: { additionalLanguages: [], ...(typeof given === 'object' && given !== null ? given : {}), magicComments: config.markdown.magicComments } };
}

/** What a page's components get from their context. */
export function islandContext(config: Config, route: string, named: (word: string) => boolean = () => false): IslandContext {
  const locale = localeOf(config);
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  // The framework's own config keys that the components' code names (`siteConfig.presets`, `themeConfig.algolia`), as
  // its siteConfig has them; docgen's values of the keys below win.
  const picked = (o: unknown) => (typeof o === 'object' && o !== null && !Array.isArray(o) ? Object.fromEntries(Object.entries(o).filter(([k]) => named(k))) : {});
  const raw = config.adapted?.siteConfig;
  return {
    siteConfig: {
      ...picked(raw),
      title: config.title,
      tagline: config.tagline,
      url: config.url,
      // The locale's base, as the framework's siteConfig has it in a locale's build.
      baseUrl: localeBase(config),
      ...(config.organizationName ? { organizationName: config.organizationName } : {}),
      ...(config.projectName ? { projectName: config.projectName } : {}),
      customFields: config.customFields,
      themeConfig: { ...picked(raw?.themeConfig), ...prismOf(raw?.themeConfig, config, named), colorMode: config.themeConfig.colorMode, navbar: config.themeConfig.navbar, footer: config.themeConfig.footer }
    },
    // What the framework's i18n context has of each locale: not the folder its translations are read from (a path on
    // the machine that builds, which the page data must not carry).
    i18n: { defaultLocale, currentLocale: locale, locales, localeConfigs: Object.fromEntries(Object.entries(localeConfigs).map(([l, { label, htmlLang, direction }]) => [l, { label, htmlLang, direction }])) },
    colorMode: config.themeConfig.colorMode.defaultMode,
    route,
    ...(config.markdown.defaultCodeLanguage ? { defaultLanguage: config.markdown.defaultCodeLanguage } : {}),
    ...(Object.keys(config.globalData).length ? { globalData: config.globalData } : {})
  };
}

/**
 * Bundles every page's islands (cached), renders each into its placeholder for each page that shows it, and sets the
 * page's `islands` (its chunk, CSS and context). An island that cannot be bundled or throws while rendering is a
 * finding at its element (`onBrokenComponents`), and its place stays empty.
 */
export async function buildIslands(sites: Site[], root: Config): Promise<IslandsResult> {
  const pages = sites.flatMap((site) => site.pages.filter((p) => p.doc.islands || hasArticle(root, p) || belowArticle(root, p).length).map((page) => ({ site, page })));
  const own = siteModule(root);
  if (!pages.length && !own) return { files: new Map(), inputs: [], absent: [] };
  const modules = new Map<string, PageModule>();
  if (own) modules.set(own.key, own);
  const keyOf = new Map<Page, string>();
  for (const { site, page } of pages) {
    const api = apiPageKind(root, site, page);
    if (api) asApiPage(page, api);
    const operation = api === 'operation';
    const isl = page.doc.islands ?? { statements: [], items: [] };
    const dir = path.dirname(pageFile(site, page));
    const jsx = isl.items.map((item, i) => {
      const html = (item.children || item.holes) && fallbackOf(page.html, item.inline ? 'span' : 'div', i);
      const code = html === undefined ? item.jsx : item.holes ? withHolesHtml(item.jsx, item.holes, (k) => between(html, holeStart(i, k), holeEnd(i, k))) : withChildrenHtml(item.jsx, item.children!, html, item.inline);
      // A partial's island that reads its props: given the props the page's element gives it, as code of the page's.
      const given = item.props ? `{((props) => (<>${code}</>))(${item.props})}` : code;
      return operation && item !== API_EXPLORER ? `<DocgenApiItem>${given}</DocgenApiItem>` : given;
    });
    let { statements } = isl;
    // The site's MDXContent, around the article: the island after the page's own.
    if (hasArticle(root, page)) {
      statements = [...statements, ...articleStatements(root.islands.mdxContent!)];
      jsx.push(`<DocgenMdxContent wrapper={${ARTICLE_WRAPPER}} index={${jsx.length}} />`);
    }
    // The doc's footer and paginator of the site's own, below the article: the islands after those.
    for (const part of belowArticle(root, page)) {
      statements = [...statements, ...part.statements];
      jsx.push(part.jsx);
    }
    const key = createHash('sha1').update(JSON.stringify([dir, statements, jsx])).digest('hex').slice(0, 12);
    keyOf.set(page, key);
    if (!modules.has(key)) modules.set(key, { key, statements, dir, jsx });
  }
  const siteBase = root.instance?.siteBaseUrl ?? root.baseUrl;
  const { bundled, serverDir } = await cachedBundle(modules, { aliases: root.islands.aliases, define: root.islands.define, provide: root.islands.provide, siteDir: root.root, roots: [...root.staticDirs, root.root], publicPath: `${siteBase}assets/`, cacheDir: root.cacheDir, textFiles: root.islands.textFiles, loaders: root.islands.loaders, replace: root.islands.replace, sassResources: root.islands.sassResources });
  const imported = bundled.inputs.filter((f) => MARKDOWN_FILE.test(f));
  const markdownOf = imported.length ? await importedMarkdown(imported, sites, pageFile) : undefined;
  const runtime = (await import(pathToFileURL(path.join(serverDir, bundled.runtime)).href)) as { renderIsland: Render };
  const named = namedInCode(bundled.client);
  const translated = islandMessages(named);
  // A static file's path is below the site's base in every locale (docgen writes them once).
  const staticRoots = [...new Set([...(rootSite(sites).staticFiles?.keys() ?? [])].map((f) => f.split('/')[0]))].sort();
  const statics = (config: Config) => (!localePath(config, localeOf(config)) || !staticRoots.length ? {} : { statics: { base: siteBase, roots: staticRoots } });
  const loaded = new Map<string, LoadedIslands>();
  /** The pages with islands whose anchors a link names that their headings do not give: their ids are read once rendered. */
  const linkedAnchors = new Set(sites.flatMap((s) => (s.reactAnchors ?? []).map((a) => a.page)));
  /** Each instance's generated data, made once for all its pages. */
  const made = new Map<Site, Map<string, unknown>>();
  const generatedOf = (site: Site, id: string) => {
    const mine = made.get(site) ?? made.set(site, new Map()).get(site)!;
    if (!mine.has(id)) mine.set(id, siteData(site.config, id) ?? generatedData(sites, site, id));
    return mine.get(id);
  };
  /** `@generated/docusaurus.config`, `@generated/i18n`, `@generated/globalData`: what the island context has of them. */
  const siteData = (config: Config, id: string) => (Object.hasOwn(SITE_WIDE, id) ? SITE_WIDE[id](islandContext(config, '', named.word)) : undefined);
  /** The generated data each module read as it loaded, by module key. */
  const readOnLoad = new Map<string, string[]>();
  /**
   * And what every page gets: what the site's own module read as it loaded (it is on every page: Hasura's docs layout
   * reads `@generated/docusaurus.config` at its top), and the site's config, locales and global data read so by any
   * module (one in a chunk that several pages' modules share loads once, with the first of them).
   */
  const everyPage = new Set<string>();
  const reported = new Set<string>();
  /** The generated data the site's islands read, a file per locale (see below). */
  const siteFiles = new Map<string, Uint8Array>();
  if (own) {
    const entry = bundled.entries.get(own.key)!;
    // The site's config, locales and global data, for a module that reads them as it loads (Hasura's docs layout).
    const site = rootSite(sites);
    const read: Record<string, unknown> = {};
    globalThis.__docgenGenerated = new Proxy(read, { get: (_, id: string) => (id in read ? read[id] : (read[id] = generatedOf(site, id))) });
    const loadedOwn = await loadIslands(path.join(serverDir, entry.server));
    globalThis.__docgenGenerated = undefined;
    for (const id of Object.keys(read)) everyPage.add(id);
    const { error } = loadedOwn;
    // One that throws as it loads: each of its islands is said not to render, why.
    const list = loadedOwn.list.length ? loadedOwn.list : own.jsx.map(() => null);
    const failed = (i: number) => (bundled.failed.get(own.key)?.get(i) ? bundleReason(bundled.failed.get(own.key)!.get(i)!) : error && `its code threw when it was loaded: ${error}`) || undefined;
    const data = (config: Config): IslandsData => ({ js: `${siteBase}assets/${entry.js}`, css: entry.css.map((c) => `${siteBase}assets/${c}`), context: { ...islandContext(config, '', named.word), ...translated(config), ...statics(config) } });
    // Each version and locale renders the items: a finding is said once.
    const say = (site: Site, d: Diagnostic) => {
      const k = JSON.stringify([d.file, d.line, d.column, d.message]);
      if (!reported.has(k)) site.diagnostics.push(d);
      reported.add(k);
    };
    for (const site of sites) {
      const read = setSiteIslands(site, list, runtime.renderIsland, data(site.config), failed, (d) => say(site, d), (id) => generatedOf(site, id));
      // What they read as they rendered (the docs' versions: BoTorch's navbar item), in a file of its own that the
      // browser keeps from page to page, not in every page's data.
      if (!Object.keys(read).length || !site.siteIslands) continue;
      const json = JSON.stringify(read);
      const name = `assets/site-data-${createHash('sha1').update(json).digest('hex').slice(0, 12)}.json`;
      siteFiles.set(name, new TextEncoder().encode(json));
      site.siteIslands.data.context.generatedUrl = `${siteBase}${name}`;
    }
  }
  /** The anchors of each React page that rendered (its elements' ids, and those its code declared), and of each page with islands. */
  const anchors = new Map<Page, Set<string>>();
  /** The classes of the islands' markup, and the pages whose islands rendered (see componentCss). */
  const rules = root.adapted?.componentRules ?? [];
  const classes = new Set<string>();
  const live: Page[] = [];
  /** Why the site's MDXContent, doc footer or paginator (by its file) could not be rendered, with the pages it left out. */
  const notRendered = new Map<string, Map<string, { site: Site; routes: string[] }>>();
  for (const { site, page } of pages) {
    const key = keyOf.get(page)!;
    const entry = bundled.entries.get(key)!;
    // Docusaurus's generated data, as the islands read it (theme/islands/generated.ts): the page data carries what they
    // read. A module may read it as it loads (Home Assistant's home lists recent posts in a module-level constant): each
    // page of that module gets those too, for the browser, which loads the module before it hydrates.
    const read: Record<string, unknown> = {};
    const generated = new Proxy(read, { get: (_, id: string) => (id in read ? read[id] : (read[id] = pageData(site, page, id) ?? generatedOf(site, id))) });
    globalThis.__docgenGenerated = generated;
    const locale = localeOf(site.config);
    let islands = loaded.get(`${key}\0${locale}`);
    if (!islands) {
      globalThis.__docgenMessages = translated(site.config).translations ?? {};
      loaded.set(`${key}\0${locale}`, (islands = await loadIslands(path.join(serverDir, entry.server), locale === root.i18n.defaultLocale ? undefined : locale)));
      readOnLoad.set(key, Object.keys(read));
      for (const id of Object.keys(read)) if (Object.hasOwn(SITE_WIDE, id)) everyPage.add(id);
    }
    for (const id of [...(readOnLoad.get(key) ?? []), ...everyPage]) void generated[id];
    const context: IslandContext = { ...islandContext(site.config, page.route, named.word), ...translated(site.config), ...statics(site.config), ...searchOf(site, named.word), ...(page.kind === undefined && site.config.islands.docLayout ? { docPage: true as const } : {}) };
    // The markdown the page's islands show, as they ask for it: the page data carries only those.
    const shown: Record<string, string> = {};
    if (markdownOf) {
      const all = markdownOf(site);
      context.markdown = new Proxy(shown, { get: (_, id: string) => (shown[id] ??= all[id]) });
    }
    const code: Record<string, string> = (context.code = {});
    const file = displayPath(pageFile(site, page));
    const found: Diagnostic[] = [];
    let rendered = 0;
    /** Why an island has no HTML: its bundle failed, its module threw as it loaded, or it threw while rendering. */
    const whyNot = (failed: BundleError | undefined, made: Awaited<ReturnType<Render>> | undefined) => (failed ? bundleReason(failed) : islands.error ? `its code threw when it was loaded: ${islands.error}` : made && 'error' in made ? `it threw while rendering: ${made.error}` : 'it could not be loaded');
    /** The page module's island `i` rendered in `ctx` (none where its bundle failed or its module did not load). */
    const renderAt = async (i: number, ctx: IslandContext) => {
      const failed = bundled.failed.get(key)?.get(i);
      const make = islands.list[i];
      return { failed, made: !failed && make ? await renderWithCode(() => runtime.renderIsland(make, ctx, i, 'island', site.siteIslands?.wrap), code, site.config.markdown.magicComments) : undefined };
    };
    /** A part the site gives every such page (its MDXContent, doc footer, paginator) that could not be rendered here: said once per reason, with the pages. */
    const notHere = (file: string, why: string) => {
      const byWhy = notRendered.get(file) ?? notRendered.set(file, new Map()).get(file)!;
      (byWhy.get(why) ?? byWhy.set(why, { site, routes: [] }).get(why)!).routes.push(page.route);
    };
    const items = page.doc.islands?.items ?? [];
    const browserOnly: number[] = [];
    const holes = placeholders(page.html);
    for (const [i, item] of items.entries()) {
      // One in the content of another that rendered (a partial's, the partial in a component's children) has no place
      // left: that component shows the partial as its HTML, its content in the island's place (theme/islands/markdown.tsx).
      if (!holes.has(i)) continue;
      const { failed, made } = await renderAt(i, context);
      if (made && 'html' in made) {
        rendered++;
        if (rules.length) for (const m of made.html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c) classes.add(c);
        holes.fill(i, made.html);
        withHead(page, made.head);
        if (isReactPage(page)) {
          anchors.set(page, new Set([...htmlIds(made.html), ...(made.head.anchors ?? [])]));
          const chrome = chromeOf(made.head, site.config.islands.chrome);
          if (chrome) page.chrome = chrome;
        }
        continue;
      }
      const why = whyNot(failed, made);
      const inPlace = holes.holdsContent(i) ? 'its content' : 'nothing';
      // Code that threw on the server (a `window` read as it renders) may draw in the browser: it is rendered there.
      const browser = !failed && (islands.error !== undefined || (made !== undefined && 'error' in made));
      if (browser) browserOnly.push(i);
      const instead = browser ? `the browser draws it (the page's HTML has ${inPlace} in its place)` : inPlace === 'nothing' ? 'its place is left empty' : 'its content is shown in its place';
      found.push({ file: item.file ? displayPath(item.file) : file, line: item.line, column: item.column, severity: 'warning', broken: 'component', message: `${item.name.startsWith('{') ? `MDX expression ${item.name}` : item.name.startsWith(':::') ? `admonition ${item.name}` : `component <${item.name}>`} cannot be rendered: ${why}; ${instead}`, hint: failed ? 'install the package in the site\'s folder, or fix the import' : 'fix the component; it renders on the server first, where there is no window or document (read them in useEffect or BrowserOnly)' });
    }
    page.html = holes.html();
    const article = hasArticle(root, page) ? items.length : undefined;
    // The doc's footer and paginator, in place of docgen's (its tags row, at the end of the page's HTML; its edit link,
    // last update and paginator: see ownFooter, ownPaginator), below the article and what an MDXContent draws around it.
    let below = '';
    for (const [n, part] of belowArticle(root, page).entries()) {
      const index = items.length + (article === undefined ? 0 : 1) + n;
      const { failed, made } = await renderAt(index, context);
      if (made && 'html' in made) {
        rendered++;
        if (part.kind === 'paginator') page.ownPaginator = true;
        else {
          const row = tagsRow(page.tags ?? [], themeText(site.config));
          if (row && page.html.endsWith(row)) page.html = page.html.slice(0, -row.length);
          page.ownFooter = true;
        }
        below += `<div data-island="${index}">${made.html}</div>`;
      } else if (part.file) notHere(part.file, whyNot(failed, made));
    }
    // The site's MDXContent, rendered around the article as the page's islands made it (a post's, between its header
    // and footer).
    if (article !== undefined) {
      const [before, body, after] = aroundArticle(page.html);
      page.html = before + body + after;
      const { failed, made } = await renderAt(article, { ...context, article: body });
      if (made && 'html' in made) {
        rendered++;
        page.html = `${before}<div data-island="${article}">${made.html}</div>${after}`;
        withHead(page, made.head);
      } else notHere(root.islands.mdxContent!, whyNot(failed, made));
    }
    page.html += below;
    for (const d of applyBrokenPolicy(found, site.config)) {
      const k = JSON.stringify([d.file, d.line, d.column, d.message]);
      if (!reported.has(k)) site.diagnostics.push(d);
      reported.add(k);
    }
    // A page's own anchors, with the ids its components gave their elements.
    if (!isReactPage(page) && linkedAnchors.has(page)) anchors.set(page, new Set([...htmlIds(page.html), ...(page.doc.ids ?? [])]));
    if (markdownOf) context.markdown = Object.keys(shown).length ? shown : undefined;
    if (!Object.keys(code).length) delete context.code;
    // The site's config, locales and global data are in the site's islands' context, where the site has any: the browser
    // reads them there (theme/islands/generated.ts), not in each page's data.
    if (site.siteIslands) for (const id of Object.keys(SITE_WIDE)) delete read[id];
    if (Object.keys(read).length) context.generated = read;
    // With a Root or provider, the browser renders them in the site's one tree (theme/islands/client.tsx).
    if (browserOnly.length && isReactPage(page) && /<main[\s>]/.test(readFileSync(pageFile(site, page), 'utf8'))) page.drawsMain = true;
    if (rendered || browserOnly.length) {
      page.islands = { js: `${siteBase}assets/${entry.js}`, css: entry.css.map((c) => `${siteBase}assets/${c}`), context, ...(site.siteIslands?.data.root !== undefined ? { tree: true as const } : {}), ...(article !== undefined && page.html.includes(`<div data-island="${article}">`) ? { article } : {}), ...(browserOnly.length ? { browserOnly } : {}) };
      live.push(page);
    }
  }
  globalThis.__docgenGenerated = undefined;
  // The site's MDXContent, doc footer or paginator that could not be rendered: once for each reason, with the pages it left out.
  for (const [file, byWhy] of notRendered) {
    const [what, instead] = file === root.islands.mdxContent ? ["the site's MDXContent", 'their articles are shown without it'] : [file === root.islands.docFooter ? "the site's doc footer" : "the site's doc paginator", "they show docgen's"];
    for (const [why, { site, routes }] of byWhy) {
      const more = routes.length > 1 ? ` and ${routes.length - 1} other page${routes.length > 2 ? 's' : ''}` : '';
      const finding: Diagnostic = { file: displayPath(file), line: 1, column: 1, severity: 'warning', broken: 'component', message: `${what} cannot be rendered on ${routes[0]}${more}: ${why}; ${instead}`, hint: 'fix the component; it renders on the server first, where there is no window or document (read them in useEffect or BrowserOnly)' };
      site.diagnostics.push(...applyBrokenPolicy([finding], site.config));
    }
  }
  // Links to anchors of React pages and pages with islands, now that they have rendered (a React page that could not is not checked).
  for (const site of sites) {
    const broken = (site.reactAnchors ?? []).filter((a) => anchors.get(a.page)?.has(a.anchor) === false).map((a) => a.finding);
    // A locale's page that falls back to the default's file says the same finding at the same place: once.
    for (const d of applyBrokenPolicy(broken, site.config)) {
      const k = JSON.stringify([d.file, d.line, d.column, d.message]);
      if (!reported.has(k)) site.diagnostics.push(d);
      reported.add(k);
    }
  }
  const files = new Map([...[...bundled.client].map(([n, c]): [string, Uint8Array] => [`assets/${n}`, c]), ...siteFiles]);
  // The site's stylesheet rules for the classes of its components' markup (a package's: Lexicon's react-bootstrap
  // Carousel), in a stylesheet of their own each page with islands links.
  const css = componentCss(rules, classes);
  if (css) {
    const name = `island-site-${createHash('sha1').update(css).digest('hex').slice(0, 12)}.css`;
    files.set(`assets/${name}`, new TextEncoder().encode(css));
    for (const page of live) page.islands!.css.push(`${siteBase}assets/${name}`);
  }
  return { files, inputs: bundled.inputs, absent: bundled.absent };
}

/** What an island's code said of the page (its Head's title, description, meta and link tags): the page's own win. */
function withHead(page: Page, head: Head): void {
  if (head.title && !page.doc.frontmatter.title) page.title = head.title;
  if (head.description && !page.description) page.description = head.description;
  const tags = [
    ...(head.documentTitle && !page.doc.head?.some((t) => t.tag === 'title') ? [{ tag: 'title' as const, attributes: {}, text: head.documentTitle }] : []),
    ...(head.meta ?? []).filter((m) => !page.doc.head?.some((t) => t.tag === 'meta' && (t.attributes.name ?? t.attributes.property) === (m.name ?? m.property))).map((attributes) => ({ tag: 'meta' as const, attributes })),
    ...(head.links ?? []).map((attributes) => ({ tag: 'link' as const, attributes }))
  ];
  if (tags.length) page.doc = { ...page.doc, head: [...(page.doc.head ?? []), ...tags] };
}

/** The name the site's MDXContent is imported as in a page's islands module. */
const ARTICLE_WRAPPER = '__DocgenMdxContentWrapper';

/** docgen's doc footer and paginator parts (theme/islands/doc-footer.tsx). */
const docFooterParts = () => path.join(islandsDir(), 'doc-footer.tsx');

/**
 * The islands below a docs page's article: the site's own doc footer (islands.docFooter), and its paginator
 * (islands.docPaginator) given the page's previous and next docs. With a paginator of the site's, the footer is an
 * island too (docgen's, where the site has none), so that the two keep their order below the article. `file`: the
 * site's module, which a warning names if it cannot be rendered.
 */
function belowArticle(config: Config, page: Page): Array<{ kind: 'footer' | 'paginator'; statements: EsmStatement[]; jsx: string; file?: string }> {
  const { docFooter, docPaginator } = config.islands;
  if (page.kind !== undefined || (!docFooter && !docPaginator)) return [];
  return [
    { kind: 'footer', statements: [{ source: `import __DocgenDocFooter from ${JSON.stringify(docFooter ?? docFooterParts())};`, names: ['__DocgenDocFooter'] }], jsx: '<__DocgenDocFooter />', file: docFooter },
    ...(docPaginator
      ? [{ kind: 'paginator' as const, statements: [{ source: `import __DocgenDocPaginator from ${JSON.stringify(docPaginator)};`, names: ['__DocgenDocPaginator'] }, { source: `import { DocgenPaginator } from ${JSON.stringify(docFooterParts())};`, names: ['DocgenPaginator'] }], jsx: '<DocgenPaginator component={__DocgenDocPaginator} />', file: docPaginator }]
      : [])
  ];
}

/** Whether the site's MDXContent (islands.mdxContent) goes around the page's article: a docs page's, a markdown page's or a post's. */
export const hasArticle = (config: Config, page: Page) => !!config.islands.mdxContent && ((page.kind ?? 'docs') === 'docs' || page.kind === 'blog-post' || (page.kind === 'page' && !isReactPage(page)));

/** A page's HTML before its article, the article, and after it: a post's between the marks decoratePosts left. */
function aroundArticle(html: string): [string, string, string] {
  const start = html.indexOf(ARTICLE_START);
  const end = html.indexOf(ARTICLE_END, start);
  return start < 0 || end < 0 ? ['', html, ''] : [html.slice(0, start), html.slice(start + ARTICLE_START.length, end), html.slice(end + ARTICLE_END.length)];
}

/** The imports of the site's MDXContent and of docgen's island around it (theme/islands/mdx-content.tsx). */
const articleStatements = (file: string): EsmStatement[] => [
  { source: `import ${ARTICLE_WRAPPER} from ${JSON.stringify(file)};`, names: [ARTICLE_WRAPPER] },
  { source: `import DocgenMdxContent from ${JSON.stringify(path.join(islandsDir(), 'mdx-content.tsx'))};`, names: ['DocgenMdxContent'] }
];

/** docgen's stand-in for the OpenAPI theme's ApiItem (theme/islands/api-item.tsx), as the islands plugin resolves it. */
const API_ITEM: EsmStatement = { source: 'import DocgenApiItem, { DocgenApiExplorer } from "docgen-api-item";', names: ['DocgenApiItem', 'DocgenApiExplorer'] };

/** The theme's CodeBlock (docgen's), which shows a schema's sample beside its page. */
const CODE_BLOCK: EsmStatement = { source: 'import DocgenCodeBlock from "@theme/CodeBlock";', names: ['DocgenCodeBlock'] };

/**
 * What the OpenAPI theme's ApiItem draws a page of a docs instance it is the item of as: an operation's (its front
 * matter has `api`), a schema's (`schema`), or neither (as any page).
 */
function apiPageKind(root: Config, site: Site, page: Page): 'operation' | 'schema' | undefined {
  if (page.kind !== undefined || !root.adapted?.apiItem?.includes(site.config.instance?.plugin ?? 'default')) return undefined;
  const { api, schema } = page.doc.frontmatter as Record<string, unknown>;
  return api !== undefined ? 'operation' : schema ? 'schema' : undefined;
}

/** The request form of an operation's page, an island of its own (the page's other islands are in DocgenApiItem). */
const API_EXPLORER = { name: 'ApiExplorer', jsx: '<DocgenApiExplorer />', line: 1, column: 1 };

/**
 * A page as the OpenAPI theme's ApiItem draws it: the content in a column beside an island, an operation's request
 * form (its islands are each put in the page's store, DocgenApiItem, when their code is made), or a schema's sample as
 * JSON in a code block titled with the page's title.
 */
function asApiPage(page: Page, kind: 'operation' | 'schema'): void {
  const isl = page.doc.islands!;
  const row = '<div class="row theme-api-markdown">';
  if (page.html.startsWith(row)) return;
  const n = isl.items.length;
  const sample = JSON.stringify((page.doc.frontmatter as Record<string, unknown>).sample, null, 2) ?? '';
  const [item, statement] = kind === 'operation' ? [API_EXPLORER, API_ITEM] : [{ name: 'CodeBlock', jsx: `<DocgenCodeBlock language="json" title={${JSON.stringify(page.title)}}>{${JSON.stringify(sample)}}</DocgenCodeBlock>`, line: 1, column: 1 }, CODE_BLOCK];
  page.doc = { ...page.doc, islands: { ...isl, statements: [...isl.statements, statement], items: [...isl.items, item] } };
  page.html = `${row}<div class="col col--7 openapi-left-panel__container${kind === 'schema' ? ' schema' : ''}">${page.html}</div><div class="col col--5 openapi-right-panel__container"><div data-island="${n}"></div></div></div>`;
}

/**
 * The rules for classes some island markup has: one of a rule's selectors names one of them (the others may name what
 * the component's code adds in the browser: react-bootstrap's `.carousel-item-next, .carousel-item.active`).
 */
function componentCss(rules: ClassRule[], classes: Set<string>): string {
  return rules.filter((r) => r.selectors.some((cs) => cs.some((c) => classes.has(c)))).map((r) => `${r.css}\n`).join('');
}

/**
 * What a React page has of the site's chrome, from the theme's parts it rendered, when that is not all of it: with
 * `chrome: 'layout'`, a page has the announcement bar, navbar and footer when it renders Layout, and otherwise only
 * the Navbar or Footer it renders itself; Layout's `noFooter` leaves out the footer in either.
 */
function chromeOf(head: Head, mode: Config['islands']['chrome']): Chrome | undefined {
  const layout = mode === 'always' || head.layout !== undefined;
  const chrome = { announcement: layout, navbar: layout || !!head.navbar, footer: (layout && head.layout !== 'noFooter') || !!head.footer };
  return chrome.announcement && chrome.navbar && chrome.footer ? undefined : chrome;
}

/**
 * A locale's code.json messages whose ids the islands' browser code names (`<Translate id="x">`, `translate({id})`,
 * `<Translate>Message</Translate>`), for their context: the page data carries those only.
 */
function islandMessages(named: NamedInCode): (config: Config) => { translations?: Record<string, string> } {
  const names = (id: string) => named.code().includes(JSON.stringify(id));
  const byLocale = new Map<string, { translations?: Record<string, string> }>();
  return (config) => {
    const key = `${config.root}\0${localeOf(config)}`;
    let found = byLocale.get(key);
    if (!found) {
      const used = [...codeMessages(config, localeOf(config))].filter(([id]) => names(id));
      byLocale.set(key, (found = used.length ? { translations: Object.fromEntries(used) } : {}));
    }
    return found;
  };
}

interface NamedInCode {
  /** The islands' browser code, decoded when first asked for (a site that needs neither decodes none of its chunks). */
  code(): string;
  /** Whether the code has this word (a property name, a string). */
  word(name: string): boolean;
}

function namedInCode(client: Map<string, Uint8Array>): NamedInCode {
  let code: string | undefined;
  let words: Set<string> | undefined;
  const read = () => (code ??= [...client].filter(([n]) => n.endsWith('.js')).map(([, c]) => new TextDecoder().decode(c)).join('\n'));
  return { code: read, word: (name) => (words ??= new Set(read().match(/[A-Za-z_$][\w$]*/g))).has(name) };
}

/** An esbuild message, with where it was when that is in the site's files. */
function bundleReason(e: BundleError): string {
  const where = e.file && !e.file.includes(':') ? ` (${e.file}:${e.line}:${e.column})` : '';
  return `${e.text}${where}`;
}

/** An island's element in a page's HTML: empty, or holding its fallback content between markers (see fallbackStart). */
const PLACEHOLDER = /<(div|span) data-island="(\d+)">(?:<!--island-fallback:\2-->[^]*?<!--\/island-fallback:\2-->)?<\/\1>/g;

/**
 * A page's islands' elements, filled with their HTML in one pass at the end: filling each in turn made a new string of
 * the whole page per island (a GraphQL schema's page of 900 badges: seconds). An island's HTML takes the place of its
 * fallback content, and of the islands in it; the islands in that HTML (a partial's, in a component's children) are
 * the page's too.
 */
export function placeholders(page: string) {
  const present = new Map<number, string>();
  const fills = new Map<number, string>();
  const scan = (html: string) => {
    for (const m of html.matchAll(/ data-island="(\d+)"/g)) present.set(Number(m[1]), html);
  };
  scan(page);
  /** `html` with each island's element holding its fill, or its content with the islands in it filled. */
  const filled = (html: string): string =>
    html.replace(PLACEHOLDER, (whole, tag: string, n: string) => {
      const open = `<${tag} data-island="${n}">`;
      const own = fills.get(Number(n));
      return `${open}${filled(own ?? whole.slice(open.length, -tag.length - 3))}</${tag}>`;
    });
  return {
    /** Whether island `i`'s element is in the page (not inside the content of one filled already). */
    has: (i: number) => present.has(i),
    /** Whether its element holds content (its children, shown until it renders). */
    holdsContent: (i: number) => present.get(i)?.includes(fallbackStart(i)) ?? false,
    /** Island `i`'s element will hold `html`. */
    fill(i: number, html: string) {
      const source = present.get(i);
      const start = source?.indexOf(fallbackStart(i)) ?? -1;
      if (source && start >= 0) for (const m of source.slice(start, source.indexOf(fallbackEnd(i), start)).matchAll(/ data-island="(\d+)"/g)) present.delete(Number(m[1]));
      fills.set(i, html);
      scan(html);
    },
    /** The page's HTML with the islands' elements filled. */
    html: () => (fills.size ? filled(page) : page)
  };
}

/** The text of `html` between the markers `open` and `close`, trimmed; undefined without them. */
function between(html: string, open: string, close: string): string | undefined {
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  return start < 0 || end < 0 ? undefined : html.slice(start + open.length, end).trim();
}

/** The fallback content (an island's children as HTML) of island `i` in the page's HTML, if it has one. */
function fallbackOf(page: string, tag: string, i: number): string | undefined {
  return between(page, `<${tag} data-island="${i}">${fallbackStart(i)}`, `${fallbackEnd(i)}</${tag}>`);
}
