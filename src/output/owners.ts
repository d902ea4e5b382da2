// Sites + the static folder -> every output path with its owner: how messages name it, and where a diagnostic about it points.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, Page, Position, Site } from '../types.js';
import { chunkFile, routeFile, routeProblem } from '../content/routes.js';
import { displayPath } from '../content/scan.js';
import { instanceDir, localeNotFoundFile, rootSite, sourcePath } from '../site.js';
import { searchFiles } from '../search/build.js';
import { feedFiles, feedLabel } from '../blog/feed.js';
import { NOT_FOUND_FILE, ownNotFound, sitemapFile } from '../render/site.js';
import { locate } from '../config/load.js';
import { quotedAt } from '../text-position.js';
import { CURRENT } from '../versions/versions.js';
import { docsFolders, MAIN_DOCS, versionsFile as versionsFileOf } from '../versions/folders.js';
import { localePath } from '../i18n/labels.js';

/** Where a diagnostic points: a file, and a line and column when there is one. */
export type Place = { file: string } & Partial<Position>;

/** Who writes an output path. Every file of one page (its HTML and its data chunk) has the same owner. */
export interface Owner {
  /** How messages name it: `content/guide.md`, `the blog list page`, `static/img/x.png`, `the sitemap`. */
  name: string;
  route?: string;
  /** Where a diagnostic that blames this side points, and how to fix it there. */
  at: Place;
  hint: string;
  /**
   * How surely this side's choice made a clash, to decide which side a diagnostic blames: a slug or a tag (4), a file's
   * own name (2), a static file (1), a file docgen makes (0). A version's or locale's folder weighs 3 (see InstanceBlame).
   */
  weight: number;
  /** The version or locale of a page, for instanceBlame. */
  site?: Site;
  /** A static file: copied as it is, as the site put it there. */
  static?: true;
}

export interface Output {
  path: string;
  owner: Owner;
}

/**
 * The blame that goes to a version's or locale's folder instead of a page in it (whatever its slug: that is relative to
 * the folder), when the page clashes with one of another instance.
 */
export type InstanceBlame = (site: Site, other: Owner) => { at: Place; hint: string } | undefined;

/** How messages name the pages docgen makes. */
const MADE_PAGE_NAMES: Partial<Record<NonNullable<Page['kind']>, string>> = { 'blog-list': 'the blog list page', 'blog-tags': 'the blog tags page', 'blog-archive': 'the blog archive page', 'blog-authors': 'the blog authors page', 'docs-tags': 'the docs tags page', search: 'the search page' };

/** `version "1.0"`, `locale "fr"`, `locale "fr", version "1.0"`, `blog "events"`; empty for the site at the base URL. */
function instanceName(site: Site): string {
  const i = site.config.instance;
  const blog = i?.blog !== undefined ? [`blog "${i.blog}"`] : [];
  if (!i || (!instanceDir(site) && !blog.length)) return '';
  const locale = localePath(site.config, i.locale) ? [`locale "${i.locale}"`] : [];
  const version = blog.length ? [] : i.version === CURRENT && !i.isLast ? ['the current docs'] : i.isLast ? [] : [`version "${i.version}"`];
  return [...locale, ...blog, ...version].join(', ') || `version "${i.version}"`;
}

/** The owner of a page's files. A page whose route leaves the base URL or does not decode has no files: `problem` says why. */
function pageOwner(site: Site, page: Page, configPlace: Place): Owner & { problem?: string } {
  const of = instanceName(site) ? ` (${instanceName(site)})` : '';
  const common = { route: page.route, site, problem: routeProblem(page.route, site.config.baseUrl) };
  if (page.tagAt) {
    const file = sourcePath(site, page.tagAt.doc.path);
    const name = `the ${page.kind === 'blog-tag' ? 'blog' : 'docs'} tag "${page.tagAt.label}"`;
    return { ...common, name: `${name}${of}`, at: { file, line: page.tagAt.line, column: page.tagAt.column }, hint: `give ${name} in ${file} another permalink: (or label)`, weight: 4 };
  }
  if (page.kind === 'generated-index') return { ...common, name: `the generated index page of sidebar category "${page.sidebarLabel}"${of}`, at: { file: page.doc.path }, hint: `give the category's generated-index link (in ${page.doc.path}) a slug of its own`, weight: 1 };
  if (!page.doc.hash) return { ...common, name: `${MADE_PAGE_NAMES[page.kind!] ?? 'a page docgen makes'}${of}`, at: configPlace, hint: 'two pages docgen makes clash: please report this', weight: 0 };
  const file = sourcePath(site, page.doc.path);
  const route = page.doc.islands?.route;
  if (route !== undefined) return { ...common, name: `the page of islands.routes[${route}] (${file})${of}`, at: configPlace, hint: `give islands.routes[${route}] another path (on a Docusaurus site, the addRoute of the plugin that adds it)`, weight: 3 };
  const slug = page.doc.frontmatter.slug !== undefined ? page.doc.frontmatterAt?.slug : undefined;
  if (slug) return { ...common, name: `${file}${of}`, at: { file, ...slug }, hint: `give ${file} another slug:`, weight: 4 };
  return { ...common, name: `${file}${of}`, at: { file, line: 1, column: 1 }, hint: `rename ${file}, or give it a slug: in its frontmatter`, weight: 2 };
}

/** What a clash with a blog of `blogInstances` asks for. */
const ownRoute = (blog: string, configFile: string) => `give blog "${blog}" a routeBasePath of its own in ${configFile}`;

/** A file docgen makes besides the pages (the sitemap, a feed, a search index). */
const made = (name: string, at: Place): Owner => ({ name, at, hint: `${name} is docgen's: move the other file`, weight: 0 });

/** The HTML file a page is written to, below the output folder. */
export const pageOutput = (site: Site, page: Page) => instanceDir(site) + routeFile(page.route, site.config.baseUrl, site.config.trailingSlash);

/**
 * Every file a build writes, in the order renderInstances, the search stage and writeFiles make them: each instance's
 * pages (HTML and data chunk), feeds and search index below its folder, then 404.html and sitemap.xml for the whole
 * site, then the static files and the copies of linked files. Pages whose route is not a path below the base URL are listed in `problems` instead.
 */
export function plannedOutputs(sites: Site[], options: { configFile: string | null; staticDirs: string[]; staticFiles: string[] }): { outputs: Output[]; problems: Array<{ owner: Owner; message: string }> } {
  const configPlace: Place = { file: options.configFile ? displayPath(options.configFile) : 'site.config.ts' };
  const outputs: Output[] = [];
  const problems: Array<{ owner: Owner; message: string }> = [];
  for (const site of sites) {
    const dir = instanceDir(site);
    const base = site.config.baseUrl;
    for (const page of site.pages) {
      const { problem, ...owner } = pageOwner(site, page, configPlace);
      if (problem) problems.push({ owner, message: problem });
      else outputs.push({ path: pageOutput(site, page), owner }, { path: dir + chunkFile(page.route, base), owner });
    }
    const of = instanceName(site) ? ` of ${instanceName(site)}` : '';
    const blog = site.config.instance?.blog;
    const feedOwner = (name: string) => (blog === undefined ? made(name, configPlace) : { ...made(name, configPlace), hint: ownRoute(blog, configPlace.file) });
    if (site.posts?.length) for (const [type, file] of feedFiles(site.config)) outputs.push({ path: dir + file, owner: feedOwner(`the ${feedLabel(type)} feed${of}`) });
    // A blog's own instance is in its locale's main docs' index (instanceSearchFiles).
    for (const index of site.config.instance?.blog === undefined ? searchFiles(site, site.config.search) : []) {
      const owner = made(`the search index${of}`, configPlace);
      // The shards' names are known once the index is built: one stands for them all, so that a file where their folder must be is found.
      outputs.push({ path: dir + index.head, owner }, { path: `${dir}${index.folder}*`, owner });
    }
    // A page of the site's own at /404 is its 404 page (ownNotFound): 404.html is a copy of it, no other page.
    const notFound = ownNotFound(site) ? undefined : localeNotFoundFile(site.config);
    if (notFound) outputs.push({ path: notFound, owner: made(`the 404 page of ${site.config.instance!.locale}`, configPlace) });
  }
  if (!sites.length || !ownNotFound(rootSite(sites))) outputs.push({ path: NOT_FOUND_FILE, owner: made('the 404 page', configPlace) });
  const map = sites[0] && sitemapFile(sites[0].config);
  if (map) outputs.push({ path: map, owner: made('the sitemap', configPlace) });
  for (const f of options.staticFiles) {
    const [first, ...more] = options.staticDirs;
    const dir = more.length ? (options.staticDirs.find((d) => existsSync(path.join(d, f))) ?? first) : first;
    const file = displayPath(path.join(dir, f));
    outputs.push({ path: f, owner: { name: file, at: { file }, hint: `rename or move ${file}`, weight: 1, static: true } });
  }
  // The copies of linked files (images, PDFs): named by their content, so one name is one file whoever links to it.
  const copies = new Map(sites.flatMap((s) => [...(s.assets?.files ?? [])]));
  for (const [f, real] of copies) outputs.push({ path: f, owner: made(`the copy of ${displayPath(real)}`, { file: displayPath(real) }) });
  return { outputs, problems };
}

/**
 * Blames a version's or locale's folder, at the line that names it: the locale in i18n.locales of the config, the
 * version's `path` option, its entry in its versions file, its docs folder's id (the last version of a docs instance, at
 * its route base), or (the current docs at `next/`) the folder's lastVersion.
 */
export function instanceBlame(config: Config, sites: Site[]): InstanceBlame {
  // Read only when a clash is blamed on a folder: most builds have none, and the dev server checks on every edit.
  const texts = new Map<string, string>();
  const read = (file: string | null) => (file && existsSync(file) ? (texts.get(file) ?? texts.set(file, readFileSync(file, 'utf8')).get(file)!) : '');
  const configFile = config.configFile ? displayPath(config.configFile) : 'site.config.ts';
  const root = rootSite(sites);
  return (site, owner) => {
    const [i, dir, other] = [site.config.instance, instanceDir(site), owner.site];
    // A blog of `blogInstances` is at its route below its locale, wherever the other page is.
    if (i?.blog !== undefined && other && other !== site) return { at: { file: configFile, ...locate(read(config.configFile), 'id', i.blog) }, hint: `${ownRoute(i.blog, configFile)}, or move ${owner.name} out of its way` };
    // Only against a page of another instance no deeper than this one (a page of the site at the base URL, say): a
    // slug there that reaches into this folder is that page's own doing; so is a clash inside one instance or with a static file.
    if (!i || !dir || !other || site === other || dir.length < instanceDir(other).length) return undefined;
    const below = `the pages of ${instanceName(site)} live below ${site.config.baseUrl}`;
    const locale = Boolean(localePath(config, i.locale)) && other.config.instance?.locale !== i.locale;
    const configText = read(config.configFile);
    if (locale) {
      const locales = locate(configText, 'i18n.locales');
      const at = quotedAt(configText, i.locale, configText.indexOf('locales')) ?? locales;
      return { at: { file: configFile, ...at }, hint: `${below}: move ${owner.name} out of that folder (or give it another slug:), or rename the locale` };
    }
    const folder = docsFolders(config).find((f) => f.id === (i.plugin ?? MAIN_DOCS))!;
    const option = folder.versions[i.version]?.path;
    const hint = `${below}: give it another folder with ${folder.key}.versions[${JSON.stringify(i.version)}].path in ${configFile}, or move ${owner.name} out of that folder`;
    if (option !== undefined) return { at: { file: configFile, ...locate(configText, 'path', option) }, hint };
    const versionsFile = versionsFileOf(config.root, folder.id);
    if (i.version !== CURRENT && existsSync(versionsFile)) return { at: { file: displayPath(versionsFile), ...quotedAt(read(versionsFile), i.version) }, hint };
    // The last version of another docs folder is at that folder's route base.
    if (i.isLast && i.plugin) return { at: { file: configFile, ...locate(configText, 'id', folder.id) }, hint: `${below}: give ${folder.key}.routeBasePath another folder in ${configFile}, or move ${owner.name} out of that folder` };
    // The current docs are at next/ because another version is the last one: lastVersion, or the first in the versions file.
    const lastOf = (s: Site) => s.config.instance?.plugin === i.plugin && s.config.instance?.isLast === true;
    const last = (i.plugin ? sites.find(lastOf) : root)?.config.instance?.version ?? CURRENT;
    const why = { hint: `${hint} (they are below next/ because version "${last}" is the last)` };
    const lastVersion = locate(configText, `${folder.key}.lastVersion`);
    if (lastVersion.line) return { at: { file: configFile, ...lastVersion }, ...why };
    return { at: { file: displayPath(versionsFile), ...quotedAt(read(versionsFile), last) }, ...why };
  };
}
