// Config -> Site: scan, parse (cached), route, sidebars and link checks; shared by build, check and serve.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Config, Diagnostic, Doc, Page, Site } from './types.js';
import path from 'node:path';
import { displayPath, scan, scanSource, type ScanCache, type Scanned } from './content/scan.js';
import { CONFIG_FILE } from './sidebars/check-navbar.js';
import { SIDEBARS_FILE } from './sidebars/process.js';
import { listStatic } from './content/static.js';
import { routeFile } from './content/routes.js';
import { routePages } from './content/pages.js';
import { routeStandalone } from './content/standalone.js';
import { docsTagPages, tagsOf, tagsRow } from './content/tags.js';
import { loadAuthors } from './blog/authors.js';
import { postFileDates, routePosts } from './blog/posts.js';
import { scanBlog, type BlogSources } from './blog/sources.js';
import { localeBlog } from './blog/locale.js';
import { addBlogSidebar } from './blog/sidebar.js';
import { blogPages, decoratePosts } from './blog/pages.js';
import { resolveLinks, type LinkMemo } from './links/resolve.js';
import type { AssetCache } from './assets/table.js';
import { Parser } from './markdown/pool.js';
import type { OnProgress } from './logger.js';
import { docsBase } from './mounts.js';
import { addLastCommits } from './content/git-dates.js';
import { themeText } from './i18n/labels.js';
import { fillLabels } from './i18n/marks.js';
import { NOT_FOUND_FILE } from './render/site.js';
import { reactPageDocs, routeDocs } from './islands/pages.js';

export interface LoadSiteOptions {
  /** Parsed docs, in memory and on disk; a new one per call by default. */
  parser?: Parser;
  /** Kept across calls by the dev server, so unchanged files and pages are not read or resolved again. */
  scanCache?: ScanCache;
  linkMemo?: LinkMemo;
  /** Content hashes of the files pages link to (images, PDFs), kept by the dev server across rebuilds. */
  assetCache?: AssetCache;
  drafts?: boolean;
  /** Remove disk-cache entries no current file uses (default true; the dev server skips it). */
  prune?: boolean;
  /** Reports the parse (docs done of total) and links stages. */
  onProgress?: OnProgress;
  /** A folder whose files stand in for those the content folder lacks (a locale's untranslated docs). */
  fallbackDir?: string;
  /** The instance's files, when the caller has read them already (every version and locale is read before one parse pass). */
  sources?: InstanceSources;
}

/** The instance that holds the blog, standalone pages, 404.html and the assets: a site's only one, or the last version of the default locale. */
export const isPrimary = (config: Config) => hostsPages(config) && (!config.instance || config.instance.locale === config.i18n.defaultLocale);

/** The instances that hold the standalone pages (and the main blog): a site's only one, or the last version of each locale's main docs. */
export const hostsPages = (config: Config) => !config.instance || (config.instance.isLast && !config.instance.plugin && config.instance.blog === undefined);

/** The instances that hold a blog: those of hostsPages (the main blog), and each locale's instance of each other blog. */
export const hostsBlog = (config: Config) => hostsPages(config) || config.instance?.blog !== undefined;

/** The not-found page of a locale other than the default one, at the top of its folder (`fr/404.html`), made by its blog's instance. */
export function localeNotFoundFile(config: Config): string | undefined {
  const i = config.instance;
  return i && hostsPages(config) && i.locale !== config.i18n.defaultLocale ? `${i.locale}/${NOT_FOUND_FILE}` : undefined;
}

/** The primary instance (see isPrimary): the one a build reports as its site. */
export const rootSite = (sites: Site[]) => sites.find((s) => isPrimary(s.config)) ?? sites[0];

/** The instance's folder below the out dir: `` (the last version of the default locale), `next/`, `fr/1.0/`. */
export const instanceDir = (site: Site) => site.config.baseUrl.slice((site.config.instance?.siteBaseUrl ?? site.config.baseUrl).length);

export async function loadSite(config: Config, options: LoadSiteOptions = {}): Promise<Site> {
  return finishSite(await prepareSite(config, options), options);
}

/** A site read, parsed and routed, its links not yet resolved (see prepareSite). */
export type PreparedSite = Awaited<ReturnType<typeof prepareSite>>;

/**
 * The first half of loadSite: the instance's files read, parsed and routed. The instances of a site with versions are
 * all prepared before any is finished, so that a link from one version to another version's file finds its page.
 */
export async function prepareSite(config: Config, options: LoadSiteOptions = {}) {
  const parser = options.parser ?? new Parser(config.cacheDir);
  const report = options.onProgress;
  const t = performance.now();
  report?.({ type: 'start', stage: 'parse' });
  // Blog posts and standalone pages belong to each locale's last version (hostsBlog), the static files to the primary instance.
  const read = options.sources ?? (await readInstance(config, options));
  // The blog's title and description in the instance's locale: its list pages and feeds show them.
  config = read.config;
  const sources = { contentDir: config.contentDir, site: config.root };
  const { files, categories } = read.content;
  const { files: pageFiles } = read.pages;
  const blogSources = read.blog;
  const all = await parser.parseAll(instanceFiles(read), { markdown: config.markdown, onProgress: report && ((done, total) => report({ type: 'advance', stage: 'parse', done, total })) });
  const docs = all.slice(0, files.length);
  report?.({ type: 'end', stage: 'parse', ms: Math.round(performance.now() - t), total: all.length });
  const configSource = config.configFile ? await readFile(config.configFile, 'utf8') : '';
  const sidebarsFile = config.docs.sidebarPath ?? config.configFile;
  const sidebarsSource = sidebarsFile === config.configFile ? configSource : await readFile(sidebarsFile!, 'utf8').catch(() => '');
  const routed = routePages(docs, config, { drafts: options.drafts, configSource, sidebarsSource, categories });
  const react = hostsPages(config) && config.pagesDir && config.islands.pages && existsSync(config.pagesDir) ? reactPageDocs(config.pagesDir, sources) : [];
  const added = hostsPages(config) ? routeDocs(config, configSource) : { docs: [], diagnostics: [] };
  const postDocs = all.slice(files.length + pageFiles.length);
  const fileDates = blogSources && postDocs.length && config.blog.dateFromFile ? await postFileDates(postDocs, { relative: blogSources.relative, contentDir: config.contentDir, blogDir: config.blogDir! }) : undefined;
  const more = morePages(config, { pageDocs: [...all.slice(files.length, files.length + pageFiles.length), ...react], routeDocs: added, postDocs, blog: blogSources, drafts: options.drafts, fileDates });
  return { config, parser, read, all, routed, more, sidebarsFile };
}

/**
 * The second half of loadSite: links resolved, the theme's words filled in, the generated pages added. `foreign`: the
 * docs pages of the other versions of the same docs in the same locale, by source file (a link to such a file leads there).
 */
export async function finishSite(prepared: PreparedSite, options: LoadSiteOptions & { foreign?: Map<string, Page> } = {}): Promise<Site> {
  const { config, parser, read, all, routed, more, sidebarsFile } = prepared;
  const report = options.onProgress;
  const t = performance.now();
  report?.({ type: 'start', stage: 'links' });
  const primary = isPrimary(config);
  const statics = primary ? listStatic(config) : { files: undefined, diagnostics: [] };
  const { fallbacks, diagnostics: scanned } = read.content;
  const { diagnostics: pageLinks } = read.pages;
  const blogSources = read.blog;
  const { files: postFiles, diagnostics: postLinks } = blogSources ?? { files: [], diagnostics: [] };
  const pages = [...routed.pages, ...more.pages];
  const { showLastUpdateTime, showLastUpdateAuthor } = config.docs;
  if (showLastUpdateTime || showLastUpdateAuthor) routed.diagnostics.push(...(await addLastCommits(routed.pages, { contentDir: config.contentDir, fallbackDir: options.fallbackDir, fallbacks })));
  const links = resolveLinks(pages, config, { shadowed: routed.shadowed, memo: options.linkMemo, fallbacks, fallbackDir: options.fallbackDir, assetCache: options.assetCache, blogDirs: blogSources?.dirs, foreign: options.foreign });
  // The theme's words in parsed pages (shared by locales) in this locale's; the parts made from other pages need
  // their links resolved and words filled in first (a list page shows post excerpts).
  const text = themeText(config);
  for (const page of pages) page.html = fillLabels(page.html, text);
  for (const page of routed.pages) page.html += tagsRow(tagsOf(page.doc, `${docsBase(config)}tags`, config), text);
  decoratePosts(more.posts, config);
  // Routes that clash (with each other, other versions and locales, generated and static files) are found in output/table.ts.
  pages.push(...(postFiles.length ? blogPages(more.posts, config, blogSource(config)) : []), ...docsTagPages(routed.pages, config, displayPath(config.contentDir), text));
  const blogSidebar = more.posts.length ? addBlogSidebar(pages, more.posts, config, routed.sidebars) : undefined;
  if (statics.files && config.pagesOverStatic) statics.diagnostics.push(...pagesOverStatic(pages, statics.files, config));
  const site = { config, fallbacks, fallbackDir: options.fallbackDir };
  const diagnostics: Diagnostic[] = [...scanned, ...pageLinks, ...postLinks, ...statics.diagnostics, ...all.flatMap((d) => d.diagnostics), ...routed.diagnostics, ...more.diagnostics, ...links.diagnostics].map((d) => (d.file === CONFIG_FILE || d.file === SIDEBARS_FILE ? { ...d, file: named(d.file === CONFIG_FILE ? config.configFile : sidebarsFile) } : { ...d, file: sourcePath(site, d.file) }));
  if (options.prune ?? true) await parser.prune();
  report?.({ type: 'end', stage: 'links', ms: Math.round(performance.now() - t), total: pages.length });
  const assets = { files: links.assets.files, watched: [...links.assets.watched] };
  const reactAnchors = links.reactAnchors.map((a) => ({ ...a, finding: { ...a.finding, file: sourcePath(site, a.finding.file) } }));
  return { config, pages, posts: more.posts, sidebars: routed.sidebars, ...(blogSidebar ? { blogSidebar } : {}), staticFiles: statics.files, assets, diagnostics, fallbacks, fallbackDir: options.fallbackDir, ...(reactAnchors.length ? { reactAnchors } : {}) };
}

/** The config file (or the sidebars file) as messages name it. */
/** How diagnostics name the config file. */
export const named = (file: string | null | undefined) => (file ? displayPath(file) : 'site.config.ts');

/** A file of the site's content (a path relative to the content folder, as docs have) as messages show it, in the fallback folder if it came from there. */
export function sourcePath(site: Pick<Site, 'config' | 'fallbacks' | 'fallbackDir'>, file: string): string {
  return displayPath(path.join(site.fallbacks?.has(file) ? site.fallbackDir! : site.config.contentDir, file));
}

/** The blog folder relative to the content folder, as its posts' paths start. */
const blogSource = (config: Config) => path.relative(config.contentDir, config.blogDir!).split(path.sep).join('/');

/** Standalone pages and blog posts, routed. */
function morePages(config: Config, input: { pageDocs: Doc[]; routeDocs: { docs: Doc[]; diagnostics: Diagnostic[] }; postDocs: Doc[]; blog?: BlogSources; drafts?: boolean; fileDates?: Map<string, string> }) {
  const pagesSource = path.relative(config.contentDir, config.pagesDir ?? config.contentDir).split(path.sep).join('/');
  const standalone = routeStandalone(input.pageDocs, config, { prefix: pagesSource, drafts: input.drafts });
  // Before the pages folder's: a link to a component's file that is both finds its page in the folder.
  const routes = routeStandalone(input.routeDocs.docs, config, {});
  const { blog: sources } = input;
  const authorsFile = sources && path.relative(config.contentDir, sources.authorsFile).split(path.sep).join('/');
  const authors = sources && input.postDocs.length ? loadAuthors(sources.authorsFile, authorsFile!) : { authors: new Map(), diagnostics: [] };
  const blog = sources && input.postDocs.length ? routePosts(input.postDocs, config, { relative: sources.relative, authors: authors.authors, drafts: input.drafts, fileDates: input.fileDates }) : { posts: [], diagnostics: [] };
  return { pages: [...routes.pages, ...standalone.pages, ...blog.posts], posts: blog.posts, diagnostics: [...input.routeDocs.diagnostics, ...routes.diagnostics, ...standalone.diagnostics, ...authors.diagnostics, ...blog.diagnostics] };
}

/**
 * What an instance parses: its content folder's files, and the standalone pages and blog posts of an instance that
 * hosts them (hostsBlog); `config`: the instance's, with its blog's options in its locale (localeBlog).
 */
export interface InstanceSources {
  config: Config;
  content: ScannedContent;
  pages: Scanned;
  blog?: BlogSources;
}

/** Reads an instance's markdown files from disk (see InstanceSources). */
export async function readInstance(config: Config, options: Pick<LoadSiteOptions, 'scanCache' | 'fallbackDir'> = {}): Promise<InstanceSources> {
  const local = hostsBlog(config) && config.blogDir ? localeBlog(config) : undefined;
  const [content, pages, blog] = await Promise.all([
    // A blog's own instance has no docs.
    config.instance?.blog !== undefined ? { files: [], diagnostics: [], fallbacks: new Set<string>() } : scanWithFallback(config, options),
    hostsPages(config) && config.pagesDir ? scanSource(config.pagesDir, { contentDir: config.contentDir, site: config.root }) : { files: [], diagnostics: [] },
    local ? scanBlog({ blogDir: config.blogDir!, translatedDir: local.translatedDir, authorsMapPath: config.blog.authorsMapPath, contentDir: config.contentDir, site: config.root }) : undefined
  ]);
  return { config: local?.config ?? config, content, pages, blog };
}

/** Every file of the instance to parse, in the order loadSite reads the docs back: content, standalone pages, blog posts. */
export const instanceFiles = (read: InstanceSources) => [...read.content.files, ...read.pages.files, ...(read.blog?.files ?? [])];

/** A content folder's scan, with the fallback folder's files it lacks (their paths in `fallbacks`). */
export type ScannedContent = Scanned & { fallbacks: Set<string> };

/** The content folder's files, plus the fallback folder's files it lacks (their paths in `fallbacks`). */
async function scanWithFallback(config: Pick<Config, 'contentDir' | 'root' | 'docs'>, options: LoadSiteOptions): Promise<ScannedContent> {
  const site = config.root;
  const { exclude, include } = config.docs;
  if (!options.fallbackDir) return { ...(await scan(config.contentDir, { site, cache: options.scanCache, exclude, include })), fallbacks: new Set() };
  // Scan caches are per folder: the fallback folder reads its files without one.
  const own: Scanned = existsSync(config.contentDir) ? await scan(config.contentDir, { site, cache: options.scanCache, exclude, include }) : { files: [], diagnostics: [] };
  const fallback = await scan(options.fallbackDir, { site, exclude, include });
  // The fallback folder decides which docs there are (as in Docusaurus): a translation of no doc is not built.
  const original = new Set([...fallback.files, ...(fallback.categories ?? [])].map((f) => f.path));
  const [translated, orphans] = partition(own.files, (f) => original.has(f.path));
  const categories = (own.categories ?? []).filter((f) => original.has(f.path));
  const have = new Set([...translated, ...categories].map((f) => f.path));
  const extra = fallback.files.filter((f) => !have.has(f.path));
  const extraCategories = (fallback.categories ?? []).filter((f) => !have.has(f.path));
  const files = [...translated, ...extra].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const shown = (file: string) => path.relative(site, path.join(options.fallbackDir!, file)).split(path.sep).join('/');
  const unmatched = orphans.map((f): Diagnostic => ({
    file: f.path,
    severity: 'warning',
    message: `translation of no doc: "${shown(f.path)}" does not exist, so this file is not built`,
    hint: "a locale's docs folder translates the docs folder's files one by one: give the translation the path of the doc it translates"
  }));
  // The fallback folder's links are reported by the instance that owns that folder.
  return { files, categories: [...categories, ...extraCategories], diagnostics: [...own.diagnostics, ...unmatched], fallbacks: new Set([...extra, ...extraCategories].map((f) => f.path)) };
}

/** The items `keep` is true of, and the others. */
function partition<T>(items: T[], keep: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (keep(item) ? yes : no).push(item);
  return [yes, no];
}

/**
 * `pagesOverStatic`: the static files a page is written over, taken out of `files`, each a warning at the static file.
 * Docusaurus writes its pages after it copies the static folder, so there the page is what readers get.
 */
function pagesOverStatic(pages: Page[], files: Map<string, string>, config: Config): Diagnostic[] {
  const found: Diagnostic[] = [];
  for (const page of pages) {
    const file = routeFile(page.route, config.baseUrl);
    const real = files.get(file);
    if (real === undefined) continue;
    files.delete(file);
    found.push({ file: path.relative(config.contentDir, real).split(path.sep).join('/'), severity: 'warning', message: `static file not copied: the page at ${page.route} is written to "${file}"`, hint: 'delete the static file, or move the page' });
  }
  return found;
}

