// Config -> one Site per (locale, docs folder, version), each built under its own path; a plain site stays one loadSite.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, Diagnostic, DocsInstance, Page, Site } from './types.js';
import { finishSite, hostsPages, instanceDir, instanceFiles, loadSite, localeNotFoundFile, prepareSite, readInstance, rootSite, sourcePath, type LoadSiteOptions, type PreparedSite } from './site.js';
import { Parser } from './markdown/pool.js';
import { CURRENT, planVersions, readVersionNames, usesVersionOptions, type VersionPlan } from './versions/versions.js';
import { docsFolders, MAIN_DOCS, pluginOf, versionInputs, type DocsFolder } from './versions/folders.js';
import { planLocales, translatedDocsDir, type LocalePlan } from './i18n/locales.js';
import { NOT_FOUND_FILE, renderSite, setOnce, sitemap, sitemapFile, type RenderOptions } from './render/site.js';
import { makeFamily } from './render/family.js';
import { isSidebarFile } from './render/sidebars.js';
import { searchFiles, versionTag, type SearchFiles } from './search/build.js';
import type { OutputFiles } from './output/write.js';
import { displayPath } from './content/scan.js';
import { dropUnsafeConfigUrls } from './config/urls.js';
import { checkOutputs } from './output/table.js';
import { pageOutput } from './output/owners.js';
import { runAllContentLoaded } from './all-content.js';
import { instanceBase } from './mounts.js';
import { applyBrokenPolicy } from './links/severity.js';
import { foldRepeated } from './findings.js';
import { withoutFoundLinks } from './links/resolve.js';
import { blogSidebarName } from './blog/sidebar.js';
import { localeFiles, readMessages, translates, translateSidebars, translateTheme } from './i18n/translations.js';
import { localePath, rootLocale } from './i18n/labels.js';
import { isInside } from './content/walk.js';
import { quotedAt } from './text-position.js';

/** Whether the site has docs versions, several docs folders or several locales (cheap: for the client bundle, before the content is read). */
export async function hasInstances(config: Config): Promise<boolean> {
  return config.i18n.locales.length > 1 || rootLocale(config) !== config.i18n.defaultLocale || config.docsInstances.length > 0 || usesVersionOptions(config.docs) || (await readVersionNames(config.root)).length > 0;
}

/**
 * Each instance's copy of the config (content folder, base URL, sidebars, instance): one per locale x docs folder x
 * version, every docs folder planned alike. Null for a site with one docs folder, no versions file, no version
 * options and one locale: that one is built exactly as before.
 */
export async function planInstances(config: Config): Promise<Config[] | null> {
  const folders = docsFolders(config);
  const [names, locales] = await Promise.all([Promise.all(folders.map((f) => readVersionNames(config.root, f.id))), planLocales(config)]);
  if (folders.length === 1 && !names[0].length && !usesVersionOptions(folders[0]) && locales.length <= 1 && rootLocale(config) === config.i18n.defaultLocale && !config.blogInstances.length) return null;
  const versions = await Promise.all(folders.map((f, i) => planVersions(config, f, names[i])));
  const docs = locales.flatMap((locale) => folders.flatMap((folder, i) => versions[i].map((version) => instanceConfig(config, { locale, folder, version }))));
  return [...docs, ...docs.filter(hostsPages).flatMap((host) => config.blogInstances.map((b) => blogConfig(host, b)))];
}

/**
 * The instance of one of `blogInstances` in a locale: the config of that locale's main docs' last version (its base
 * URL, navbar and links), with the blog's folder and options in place of the main blog's, and no docs of its own.
 */
function blogConfig(host: Config, b: Config['blogInstances'][number]): Config {
  return { ...host, blogDir: b.dir, blog: b.blog, docs: { ...host.docs, sidebars: {}, sidebarPath: undefined }, instance: { ...host.instance!, blog: b.id } };
}

/** One (locale, docs folder, version)'s config: its content folder (a locale's falls back to the default's, file by file), base URL and sidebars. */
function instanceConfig(config: Config, { locale: l, folder: f, version: v }: { locale: LocalePlan; folder: DocsFolder; version: VersionPlan }): Config {
  const main = f.id === MAIN_DOCS;
  const instance: DocsInstance = { version: v.name, versionLabel: v.label, locale: l.locale, siteBaseUrl: config.baseUrl, banner: v.banner, badge: v.badge, ...(v.noIndex ? { noIndex: true } : {}), isLast: v.isLast, searchTag: versionTag(v.name, f.id), ...(main ? {} : { plugin: f.id }) };
  let contentDir = v.contentDir;
  if (f.editCurrentVersion && v.contentDir !== f.contentDir) instance.editDir = f.contentDir;
  if (!l.isDefault) {
    const localized = translatedDocsDir(config, l.locale, v.name, main ? undefined : f.id);
    instance.fallbackDir = v.contentDir;
    if (translates(config, l.locale) && existsSync(localized)) contentDir = localized;
    if (f.editLocalizedFiles && translates(config, l.locale)) instance.editLocalizedDir = f.editCurrentVersion ? translatedDocsDir(config, l.locale, CURRENT, main ? undefined : f.id) : localized;
  }
  const localeBase = config.baseUrl + l.path;
  // Only the main docs share their base URL with the blog and standalone pages (their last version, whatever its
  // path); another folder's route base is always part of its base URL, so each folder's pages load its own data.
  const { baseUrl, routeBasePath } = main ? instanceBase(localeBase, f.routeBasePath, v.path, v.isLast) : instanceBase(localeBase + f.routeBasePath, '', v.path);
  // With a route base, `/x` in a page means the locale's `/x`, as in Docusaurus; without, the version's unless
  // `docs.rootLinks` is `site` (a Docusaurus site's: there `/blog/x` in a versioned doc is the blog's post).
  instance.linkBase = f.routeBasePath || (main && config.docs.rootLinks === 'site') ? localeBase : baseUrl + routeBasePath;
  const current = v.name === CURRENT;
  const { lastVersion, versions, onlyIncludeVersions, includeCurrentVersion, editUrl } = f;
  const docs = { ...config.docs, ...f.own, routeBasePath, sidebars: v.sidebars, sidebarPath: current ? f.sidebarPath : (v.sidebarsFile ?? undefined), editUrl, sidebarItemsGenerator: f.sidebarItemsGenerator, numberPrefixParser: f.numberPrefixParser, tags: f.tags, lastVersion, versions, onlyIncludeVersions, includeCurrentVersion };
  return translated({ ...config, ...localeOwn(config, l.locale), contentDir, baseUrl, docs, instance });
}

/** A locale's own options (the config read for it, see LocaleOwn), its components' siteConfig among them. */
function localeOwn(config: Config, locale: string): Partial<Config> {
  const own = config.adapted?.locales?.[locale];
  if (!own) return {};
  const { siteConfig, ...options } = own;
  return { ...options, adapted: { ...config.adapted!, ...(siteConfig ? { siteConfig } : {}) } };
}

/** An instance's config with its locale's translations of the navbar, footer, sidebar labels and version label. */
function translated(config: Config): Config {
  const i = config.instance!;
  if (!translates(config, i.locale)) return config;
  const files = localeFiles(config, i.locale, i);
  const docs = readMessages(files.docs);
  i.versionLabel = docs.get('version.label') ?? i.versionLabel;
  return { ...config, themeConfig: translateTheme(config.themeConfig, readMessages(files.navbar), readMessages(files.footer)), docs: { ...config.docs, sidebars: translateSidebars(config.docs.sidebars, docs), ...(docs.size ? { sidebarMessages: docs } : {}) } };
}

/**
 * Loads every instance with one parser (parsed docs are shared by content hash: a doc the same in
 * two versions is parsed once). Diagnostics about the config are reported once; a navbar `doc`
 * item is an error only when no version has its doc.
 */
export async function loadInstances(config: Config, options: LoadSiteOptions = {}): Promise<Site[]> {
  const checked = dropUnsafeConfigUrls(config);
  const sites = await loadEach(checked.config, options);
  // The config's own findings: once, with the site at the base URL.
  rootSite(sites).diagnostics.unshift(...checked.diagnostics);
  // The global data the site's functions make of the content (Docusaurus plugins' allContentLoaded).
  await runAllContentLoaded(sites, config);
  for (const s of sites) s.diagnostics = applyBrokenPolicy(s.diagnostics, config);
  return sites;
}

async function loadEach(config: Config, options: LoadSiteOptions): Promise<Site[]> {
  const configs = await planInstances(config);
  if (!configs) {
    const site = await loadSite(config, options);
    options.parser?.sweep();
    return withOutputCheck([site], config);
  }
  const parser = options.parser ?? new Parser(config.cacheDir);
  // Every instance's files are parsed in one pass (one set of parse threads, a doc shared by versions
  // or a fallback parsed once); each loadSite below then finds its docs in the parser's memory.
  const read = await Promise.all(configs.map((c) => readInstance(c, { fallbackDir: c.instance!.fallbackDir })));
  const unique = new Map(read.flatMap(instanceFiles).map((f) => [parser.hashOf(f, config.markdown), f]));
  const report = options.onProgress;
  report?.({ type: 'start', stage: 'parse' });
  const t = performance.now();
  await parser.parseAll([...unique.values()], { markdown: config.markdown, onProgress: report && ((done, total) => report({ type: 'advance', stage: 'parse', done, total })) });
  report?.({ type: 'end', stage: 'parse', ms: Math.round(performance.now() - t), total: unique.size });
  const stats = { ...parser.stats };
  const each = (i: number) => ({ ...options, onProgress: undefined, scanCache: undefined, parser, prune: false, fallbackDir: configs[i].instance!.fallbackDir, sources: read[i] });
  const prepared: PreparedSite[] = [];
  for (const i of configs.keys()) prepared.push(await prepareSite(configs[i], each(i)));
  const sites: Site[] = [];
  const byFile = versionPages(prepared);
  for (const [i, p] of prepared.entries()) sites.push(await finishSite(p, { ...each(i), foreign: byFile.get(docsGroup(p)) }));
  // The parse figures are those of the one pass, not of the last instance's cache lookups.
  Object.assign(parser.stats, stats);
  if (options.prune ?? true) await parser.prune();
  parser.sweep();
  // Navbar items are checked in every instance: one is wrong only when no instance has its doc or
  // sidebar, and it is reported once, at its line in the site's config.
  const configFile = config.configFile ? displayPath(config.configFile) : 'site.config.ts';
  const navbar = (d: Diagnostic) => d.severity === 'error' && /^(navbar item|Sidebar with ID)/.test(d.message);
  const findings = new Map<string, { count: number; at?: Diagnostic }>();
  for (const s of sites) {
    for (const d of s.diagnostics.filter(navbar)) {
      const f = findings.get(d.message) ?? { count: 0 };
      f.count++;
      f.at ??= d;
      findings.set(d.message, f);
    }
  }
  const reported = new Set<string>();
  for (const s of sites) {
    // A locale's copy of a finding names its routes below the locale (`/ja/blog/x`): the same finding, once.
    const locale = s.config.instance?.locale;
    const below = locale ? localePath(config, locale) : '';
    const localeRoutes = below ? new RegExp(`(["\\s])${`${config.baseUrl}${below}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g') : undefined;
    s.diagnostics = s.diagnostics.flatMap((d) => {
      const f = navbar(d) ? findings.get(d.message)! : undefined;
      if (f && f.count < sites.length) return [];
      const message = localeRoutes ? d.message.replace(localeRoutes, `$1${config.baseUrl}`) : d.message;
      const k = f ? d.message : JSON.stringify([d.file, d.line, d.column, message]);
      // The same finding in several instances (a config or sidebars line, a fallback page, a locale's blog) is reported once.
      if (reported.has(k)) return [];
      reported.add(k);
      return f ? [{ ...f.at!, file: configFile }] : [d];
    });
  }
  if (config.localesOverDefault) localesOverDefault(sites, config);
  rootSite(sites).diagnostics.push(...unknownVersions(configs, config));
  dropLinksToOtherInstances(sites);
  shareSidebars(sites);
  return withOutputCheck(sites, config);
}

/**
 * A version dropdown's `versions` naming a version its docs folder does not have: an error at the name in the config
 * (Docusaurus's dropdown throws in the browser, with the names there are).
 */
function unknownVersions(configs: Config[], config: Config): Diagnostic[] {
  const dropdowns = config.themeConfig.navbar.items.filter((item) => item.type === 'docsVersionDropdown');
  if (!dropdowns.some((item) => item.versions)) return [];
  // Each docs folder's versions (the main docs' under '').
  const names = new Map<string, Set<string>>();
  for (const { instance } of configs) {
    if (instance!.blog) continue;
    const folder = instance!.plugin ?? '';
    names.set(folder, (names.get(folder) ?? new Set()).add(instance!.version));
  }
  const source = config.configFile ? readFileSync(config.configFile, 'utf8') : '';
  const file = config.configFile ? displayPath(config.configFile) : 'site.config.ts';
  // Where each dropdown is written (the n-th item of the type at the n-th mention of it): a name it lists is found
  // after it, not where the docs' own options name the version, nor in another dropdown.
  const at = [...source.matchAll(/docsVersionDropdown/g)].map((m) => m.index);
  return dropdowns.flatMap((item, n) => {
    if (!item.versions) return [];
    const have = names.get(pluginOf(item.docsPluginId) ?? '') ?? new Set();
    const wanted = Array.isArray(item.versions) ? item.versions : Object.keys(item.versions);
    const from = at[n] ?? 0;
    return wanted.filter((n) => !have.has(n)).map((n): Diagnostic => ({ file, ...(quotedAt(source, n, from) ?? quotedAt(source, n) ?? { line: 1, column: 1 }), severity: 'error', message: `the version dropdown lists version "${n}", which its docs do not have`, hint: `its versions are ${[...have].map((v) => `"${v}"`).join(', ')}` }));
  });
}

/**
 * The other blogs are at their locale's base URL, with its main docs: a reader goes from one to the other without a
 * reload, so the pages of each carry the docs' sidebars and every blog's (sharedSidebars).
 */
function shareSidebars(sites: Site[]): void {
  for (const host of sites.filter((s) => hostsPages(s.config))) {
    const blogs = sites.filter((s) => s.config.instance?.blog !== undefined && s.config.baseUrl === host.config.baseUrl);
    if (!blogs.length) continue;
    const all = [host, ...blogs];
    const sidebars = { ...host.sidebars, ...Object.fromEntries(all.flatMap((s) => (s.blogSidebar ? [[blogSidebarName(s.config), s.blogSidebar]] : []))) };
    for (const s of all) s.sharedSidebars = sidebars;
  }
}

/**
 * `localesOverDefault`: a page of the default locale written to the file of another locale's page (HertzBeat's
 * `src/pages/zh-cn/faq.js` and the Chinese locale's `src/pages/faq.js`, both at /zh-cn/faq) is left out, with a warning
 * at it: Docusaurus builds each other locale into its folder after the default locale, emptying the folder first.
 */
function localesOverDefault(sites: Site[], config: Config): void {
  const other = (s: Site) => !!s.config.instance && !!localePath(config, s.config.instance.locale);
  const taken = new Map<string, string>();
  for (const s of sites.filter(other)) for (const page of s.pages) taken.set(pageOutput(s, page), s.config.instance!.locale);
  for (const s of sites.filter((x) => !other(x))) {
    s.pages = s.pages.filter((page) => {
      const locale = page.doc.hash ? taken.get(pageOutput(s, page)) : undefined;
      if (locale === undefined) return true;
      const file = sourcePath(s, page.doc.path);
      s.diagnostics.push({ file, line: 1, column: 1, severity: 'warning', message: `not built: locale "${locale}" has a page at ${page.route}, and a locale's pages take the place of the default locale's in its folder, as in Docusaurus`, hint: `move ${file} out of the locale's folder (or give it another slug:) to build it` });
      return false;
    });
  }
}

/** A link from one instance to a page of another (a versioned doc to the blog) is checked against every instance's routes. */
function dropLinksToOtherInstances(sites: Site[]): void {
  const pages = sites.flatMap((s) => s.pages);
  for (const s of sites) s.diagnostics = withoutFoundLinks(s.diagnostics, pages);
}

/** Adds the clashes of the whole output (every instance, generated and static files) to the root instance's findings, once. */
function withOutputCheck(sites: Site[], config: Config): Site[] {
  rootSite(sites).diagnostics.push(...checkOutputs(sites, config));
  return sites;
}

/** Every finding of every instance, a warning that recurs block after block said once (foldRepeated). */
export const allDiagnostics = (sites: Site[]) => foldRepeated(sites.flatMap((s) => s.diagnostics));

/**
 * Renders every instance into one set of output files, each below its folder; 404.html and sitemap.xml cover the
 * whole site, and each other locale has its own 404.html in its words below its folder (localeNotFoundFile).
 */
export function renderInstances(sites: Site[], options: Omit<RenderOptions, 'family' | 'only'>): OutputFiles {
  if (sites.length === 1 && !sites[0].config.instance) return renderSite(sites[0], options);
  const family = makeFamily(sites);
  const total = sites.reduce((n, s) => n + s.pages.length, 0);
  let before = 0;
  const files: OutputFiles = new Map();
  // The primary instance renders 404.html and the assets.
  const root = rootSite(sites);
  const shared = new Set([NOT_FOUND_FILE, ...options.assets.files.keys()]);
  for (const site of sites) {
    const offset = before;
    const ownNotFound = site !== root ? localeNotFoundFile(site.config) : undefined;
    const out = renderSite(site, { ...options, family, only: site === root ? undefined : site.pages, notFound: Boolean(ownNotFound), onPage: options.onPage && ((done) => options.onPage!(offset + done, total)) });
    before += site.pages.length;
    const dir = instanceDir(site);
    for (const [f, contents] of out) {
      // The root instance's sitemap lists its own pages only: the whole site's replaces it below.
      if (f === sitemapFile(site.config)) continue;
      // A sidebar's file is named by its content: versions and locales with the same sidebar share it.
      if (isSidebarFile(f)) files.set(f, contents);
      else setOnce(files, site === root && shared.has(f) ? f : f === NOT_FOUND_FILE && ownNotFound ? ownNotFound : dir + f, contents);
    }
  }
  const map = sitemapFile(root.config);
  if (map) setOnce(files, map, sitemap(root, sites));
  return files;
}

/** Each instance's search index files, below its folder: `search-index-docs-default-1.0.json` and its shards in `1.0/`. */
export function instanceSearchFiles(sites: Site[]): SearchFiles[] {
  // A blog's own instance is searched with its locale's main docs (its pages name that index).
  const blogs = sites.filter((s) => s.config.instance?.blog !== undefined);
  const withBlogs = (site: Site): Site => {
    const own = blogs.filter((b) => b.config.baseUrl === site.config.baseUrl);
    return own.length && hostsPages(site.config) ? { ...site, pages: [...site.pages, ...own.flatMap((b) => b.pages)] } : site;
  };
  return sites.filter((s) => s.config.instance?.blog === undefined).map(withBlogs).flatMap((site) => {
    const dir = instanceDir(site);
    return searchFiles(site, site.config.search).map(({ head, folder, make }) => ({ head: dir + head, folder: dir + folder, make: () => new Map([...make()].map(([f, contents]) => [dir + f, contents])) }));
  });
}

/**
 * The files besides content/ that make up the docs: every docs folder's versions file, versioned docs and sidebars, the
 * other docs folders themselves, the other blogs' folders, and the translations. A change to them is a full rebuild in the dev server.
 */
export function instanceInputs(config: Config): string[] {
  const folders = config.docsInstances.map((d) => ({ id: d.id, dir: d.contentDir }));
  const files = [MAIN_DOCS, ...folders.map((f) => f.id)].flatMap((id) => versionInputs(config.root, id));
  return [...files, ...folders.map((f) => f.dir), ...config.blogInstances.map((b) => b.dir), config.i18n.dir, ...Object.values(config.i18n.localeConfigs).map((c) => c.dir).filter((d) => !isInside(config.i18n.dir, d))].filter((f) => existsSync(f));
}

/** The docs and locale of an instance: its versions share links to each other's files. */
const docsGroup = (site: PreparedSite) => `${site.config.instance!.plugin ?? ''}\0${site.config.instance!.locale}`;

/**
 * The docs pages of every version of each docs and locale, by source file: as in Docusaurus, a link to a file of
 * another version (`../versioned_docs/version-9.x/intro.md`) leads to that version's page. (A version's own pages are
 * found first, by its own links.)
 */
function versionPages(all: PreparedSite[]): Map<string, Map<string, Page>> {
  const groups = new Map<string, Map<string, Page>>();
  for (const o of all) {
    const byFile = groups.get(docsGroup(o)) ?? new Map<string, Page>();
    groups.set(docsGroup(o), byFile);
    const { fallbacks } = o.read.content;
    for (const page of o.routed.pages) byFile.set(path.resolve(fallbacks.has(page.doc.path) ? o.config.instance!.fallbackDir! : o.config.contentDir, page.doc.path), page);
  }
  return groups;
}
