// The site's inputs -> the current snapshot: full and incremental rebuilds, repeated until the inputs stop changing.
import path from 'node:path';
import type { Config, Site } from '../types.js';
import type { ScanCache } from '../content/scan.js';
import type { LinkMemo } from '../links/resolve.js';
import { loadConfig } from '../config/load.js';
import { onlyLocales } from '../i18n/locales.js';
import { allDiagnostics, hasInstances, instanceInputs, instanceSearchFiles, loadInstances, renderInstances } from '../instances.js';
import { rootSite } from '../site.js';
import { Parser } from '../markdown/pool.js';
import { loadThemeServer, type ThemeServer } from '../bundle/server.js';
import { bundleClient, mayHaveMdx, type ClientAssets } from '../bundle/client.js';
import { translatesTheme } from '../i18n/labels.js';
import { customSitemap, renderSite } from '../render/site.js';
import { failOnErrors } from '../build.js';
import { formatDiagnostic, formatError, DocgenError } from '../errors.js';
import { reportAdapted, type Logger } from '../logger.js';
import { devClient } from './devclient.js';
import { changedFiles, fingerprint, type Fingerprint } from './inputs.js';
import { lazyFile, readStatic, withFiles, withLazyFolders, type Snapshot } from './snapshot.js';
import { readCopies, watchedCopies, withCopies, type Copies } from './copies.js';
import type { AssetCache } from '../assets/table.js';
import { buildIslands, type IslandsResult } from '../islands/index.js';
import { listingsHash } from '../islands/cache.js';

export interface RebuildEvent {
  ok: boolean;
  ms: number;
  pages: number;
}

export interface Builder {
  /** The last good site, replaced whole by each successful rebuild; null until one succeeds. */
  readonly snapshot: Snapshot | null;
  /** The last build's error message, until a build succeeds. */
  readonly error: string | null;
  /** How many snapshots there have been: each one that replaces the last adds 1. */
  readonly build: number;
  readonly config: Config;
  /** The files and folders a build reads (the server watches them). */
  inputs(): string[];
  /** Rebuilds if any input differs from what the last build read, and again until none does; resolves when done. */
  check(): Promise<void>;
  onRebuild(listener: (event: RebuildEvent) => void): void;
  close(): Promise<void>;
}

export interface BuilderOptions {
  root: string;
  logger: Logger;
  /** Tells the open pages: `reload`, `build-error` `{message}`, `build-ok`. */
  send(event: string, data?: unknown): void;
  /** Serve only these of the site's locales (`--locale`, see onlyLocales): one alone is served at the site's root. */
  locales?: string[];
}

/** What a rebuild made: how many pages, and `routes` when only content changed (the open pages can show them in place). */
interface Rebuilt {
  pages: number;
  routes?: string[];
}

const pageCount = (sites: Site[]): Rebuilt => ({ pages: sites.reduce((n, s) => n + s.pages.length, 0) });

/**
 * After a rebuild that did something, the inputs are checked once more this much later: the watcher drops a second
 * change event for a path within 50 ms of the first, so a save right after a check may have no event of its own.
 */
const RECHECK_MS = 150;
/** The files Tailwind reads class names from (a site whose CSS has its utilities needs a full rebuild, which runs it, when one changes). */
const SOURCE = /\.(?:[cm]?[jt]sx?|mdx?|html?)$/;
/** And every so often anyway, in case the watcher stops (too many watched files, a network drive). */
const POLL_MS = 2000;

export async function createBuilder({ root, logger, send, locales }: BuilderOptions): Promise<Builder> {
  const loaded = async () => {
    const c = await loadConfig(root, { mode: 'development' });
    return locales?.length ? onlyLocales(c, locales) : c;
  };
  let config = await loaded();
  reportAdapted(logger, config);
  /** The config loaded at start-up, used by the first build instead of bundling the config file again. */
  let startConfig: Config | undefined = config;
  // Every edit is parsed in a kept worker thread, so a page that parses too long is stopped, not the server.
  const parser = new Parser(config.cacheDir, { keepWorkers: true });
  const scanCache: ScanCache = new Map();
  const linkMemo: LinkMemo = new WeakMap();
  const assetCache: AssetCache = new Map();
  const listeners: Array<(e: RebuildEvent) => void> = [];
  let theme: ThemeServer;
  let assets: ClientAssets;
  /** Every (version, locale) instance; one for a site without versions or locales. */
  let sites: Site[];
  let staticFiles: Snapshot = new Map();
  /** The copies of the files pages link to (images, PDFs) in the snapshot. */
  let copies: Copies = new Map();
  let snapshot: Snapshot | null = null;
  /** The files the site's own components are made of: a change to one rebuilds the islands (a full rebuild). */
  let islandInputs: string[] = [];
  /** Where what failed islands missed would appear, and their entries when they were bundled. */
  let islandAbsent: string[] = [];
  let absentSeen = listingsHash([]);
  const sawIslands = (islands: IslandsResult) => {
    islandInputs = islands.inputs;
    islandAbsent = islands.absent;
    absentSeen = listingsHash(islandAbsent);
  };
  let build = 0;
  let error: string | null = null;
  /** A full rebuild failed: the next one must be full too (config, theme or static files may be half-loaded). */
  let needFull = true;
  /** The inputs as they were when the last build started; null before the first. */
  let built: Fingerprint | null = null;
  // The scan cache serves a plain site (one content folder); a site with versions or locales reads its folders each time.
  const load = (c: Config) => loadInstances(c, { parser, scanCache, linkMemo, assetCache, drafts: true, prune: false });
  /** `files` with the current copies of linked files in them: set once the rest of a rebuild has succeeded. */
  const withLinked = async (files: Snapshot, of: Site[]) => {
    const next = await readCopies(of, copies);
    const result = withCopies(files, next, copies);
    copies = next;
    return result;
  };

  /** Config, theme, static files and content; nothing is kept unless all of it succeeds. */
  const full = async (): Promise<Rebuilt> => {
    const next = startConfig ?? (await loaded());
    startConfig = undefined;
    const [t, a, nextSites] = await Promise.all([loadThemeServer(next), hasInstances(next).then((family) => bundleClient(next, { family, labels: translatesTheme(next), mdx: mayHaveMdx(next, instanceInputs(next)), dev: true })), load(next)]);
    const islands = await buildIslands(nextSites, next);
    sawIslands(islands);
    failOnErrors([...allDiagnostics(nextSites), ...a.diagnostics], logger);
    const s = await readStatic(rootSite(nextSites).staticFiles);
    const files = new Map([...renderInstances(nextSites, { theme: t, assets: a, bodyEnd: devClient(next.baseUrl) }), ...islands.files]);
    const linked = await readCopies(nextSites, copies);
    [config, theme, assets, staticFiles, sites] = [next, t, a, s, nextSites];
    snapshot = await served(withCopies(withFiles(staticFiles, files), linked, copies), sites);
    copies = linked;
    build++;
    return pageCount(sites);
  };

  /** Content edits: re-parse the changed files (cache), re-render only pages whose output changed. */
  const incremental = async (): Promise<Rebuilt> => {
    const nextSites = await load(config);
    const islands = await buildIslands(nextSites, config);
    sawIslands(islands);
    failOnErrors(allDiagnostics(nextSites), logger);
    const bodyEnd = devClient(config.baseUrl);
    // The islands' chunks (new names when a page's islands changed) go in with the pages that load them.
    staticFiles = withFiles(staticFiles, islands.files);
    // Versions and locales: every instance is rendered again (their pages link to each other).
    if (nextSites.length > 1 || nextSites[0].config.instance) {
      snapshot = await served(await withLinked(withFiles(staticFiles, renderInstances(nextSites, { theme, assets, bodyEnd })), nextSites), nextSites);
      build++;
      sites = nextSites;
      return pageCount(sites);
    }
    const [next, site] = [nextSites[0], sites[0]];
    const before = new Map(site.pages.map((p) => [p.route, p]));
    const shell = (s: Site) => JSON.stringify([s.sidebars, s.pages.map((p) => [p.route, p.title, p.sidebarLabel]), s.siteIslands?.data.js]);
    // Same shell (routes, titles, sidebars, the navbar's own items' chunk): only pages whose doc or resolved HTML
    // changed need rendering (pages docgen makes, such as blog lists, get a new doc each load: their HTML tells).
    const changed = shell(next) === shell(site) ? next.pages.filter((p) => (p.doc.hash !== '' && p.doc !== before.get(p.route)?.doc) || p.html !== before.get(p.route)?.html) : undefined;
    if (!changed) snapshot = await served(await withLinked(withFiles(staticFiles, renderSite(next, { theme, assets, bodyEnd })), nextSites), nextSites);
    else if (changed.length) snapshot = await served(await withLinked(withFiles(snapshot!, new Map([...islands.files, ...renderSite(next, { theme, assets, only: changed, bodyEnd })])), nextSites), nextSites);
    if (changed?.length !== 0) build++;
    sites = nextSites;
    return changed ? { pages: changed.length, routes: changed.map((p) => p.route) } : { pages: next.pages.length };
  };

  /** What is served of `files`: with the search index, and the sitemap of the site's `sitemap.createSitemapItems`, as the build writes it. */
  const served = async (files: Snapshot, of: Site[]): Promise<Snapshot> => {
    const { sitemap } = config;
    const searched = withSearch(files, of);
    return sitemap && sitemap.createSitemapItems ? withFiles(searched, new Map([[sitemap.filename, await customSitemap(sitemap.createSitemapItems, config, of)]])) : searched;
  };

  /** The search index of this version of the site, built when a reader first searches it (its head or any shard). */
  const withSearch = (files: Snapshot, of: Site[]): Snapshot => {
    const indexes = instanceSearchFiles(of);
    const next = new Map([...files].filter(([name]) => !/(^|\/)search-index-[^/]*(\/[^/]*)?\.json$/.test(name)));
    const folders = new Map<string, () => Map<string, string | Uint8Array>>();
    for (const { head, folder, make } of indexes) {
      let made: Map<string, string | Uint8Array> | undefined;
      const all = () => (made ??= make());
      next.set(head, lazyFile(head, () => all().get(head)!));
      folders.set(folder, all);
    }
    return withLazyFolders(next, folders);
  };

  const rebuild = async (kind: 'full' | 'content') => {
    const t = performance.now();
    try {
      const { pages, routes } = kind === 'full' ? await full() : await incremental();
      if (kind === 'full') needFull = false;
      const ms = Math.round(performance.now() - t);
      if (error) send('build-ok');
      error = null;
      logger.info(`rebuilt ${pages} page${pages === 1 ? '' : 's'} in ${ms} ms`);
      // An edit that changes no page (a comment, a file no page uses) reloads nothing.
      if (pages > 0 || kind === 'full') send('reload', routes ? { routes } : {});
      emit({ ok: true, ms, pages });
    } catch (e) {
      if (kind === 'full') needFull = true;
      error = e instanceof DocgenError ? [e.message, ...e.diagnostics.map(formatDiagnostic)].join('\n') : formatError(e);
      logger.error(error);
      send('build-error', { message: error });
      emit({ ok: false, ms: Math.round(performance.now() - t), pages: 0 });
    }
  };
  const emit = (event: RebuildEvent) => {
    for (const l of listeners) {
      try {
        l(event);
      } catch (e) {
        logger.error(`docgen serve: a rebuild listener threw: ${formatError(e)}`);
      }
    }
  };

  const folders = () => [config.contentDir, config.blogDir, config.pagesDir, config.themeDir, ...config.staticDirs, config.configFile, ...(config.configInputs ?? []), ...(config.adapted?.inputs ?? []), ...config.clientModules, config.docs.sidebarPath, ...config.docsInstances.map((d) => d.sidebarPath), ...instanceInputs(config)].filter((p): p is string => Boolean(p));
  /** The folders, and the files pages link to outside them (found or not: an image added later is seen too). */
  const inputs = () => [...folders(), ...(sites ? watchedCopies(sites, folders()) : []), ...islandInputs.filter((f) => !folders().some((d) => f.startsWith(d + path.sep)))];
  /** Builds until the inputs are the same before and after a build; true if it built anything. */
  const cycle = async () => {
    let any = false;
    while (!closed) {
      const now = fingerprint(inputs(), { site: config.root, previous: built ?? undefined });
      const changed = built ? changedFiles(built, now) : null;
      // A package installed or a file created where a failed island missed it changes no input: its folder's entries do.
      if (changed && changed.length === 0 && listingsHash(islandAbsent) === absentSeen) {
        built = now; // the same files, now seen later: fewer of them are still racy
        return any;
      }
      // Markdown sources (docs, blog, pages) and the files they link to need only a content rebuild.
      // (Not those in the static or theme folder: a change there needs the full rebuild that reads them.)
      const linked = new Set(sites ? watchedCopies(sites, [...config.staticDirs, config.themeDir]) : []);
      const full = needFull || !changed || changed.some((f) => (!linked.has(f) && ![config.contentDir, config.blogDir, config.pagesDir].some((d) => d && f.startsWith(d + path.sep))) || (config.adapted?.readsSources && SOURCE.test(f)));
      built = now;
      await rebuild(full ? 'full' : 'content');
      any = true;
    }
    return any;
  };

  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let recheck: NodeJS.Timeout | undefined;
  const check = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let any = false;
      try {
        do {
          again = false;
          any = (await cycle()) || any;
        } while (again && !closed);
      } catch (e) {
        logger.error(`docgen serve: ${formatError(e)}`);
      } finally {
        running = null;
      }
      if (any && !closed) {
        clearTimeout(recheck);
        recheck = setTimeout(() => void check(), RECHECK_MS);
      }
    })();
    return running;
  };

  await check();
  const poll = setInterval(() => void check(), POLL_MS).unref();
  return {
    get snapshot() {
      return snapshot;
    },
    get error() {
      return error;
    },
    get build() {
      return build;
    },
    get config() {
      return config;
    },
    inputs,
    check,
    onRebuild: (l) => listeners.push(l),
    close: async () => {
      closed = true;
      clearTimeout(recheck);
      clearInterval(poll);
      await running;
      await parser.close();
    }
  };
}
