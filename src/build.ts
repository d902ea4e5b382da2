// build(): every stage, written atomically; check(): every stage but render, bundle and write.
import { serviceWorker } from './pwa.js';
import { readFile } from 'node:fs/promises';
import type { Config, CreateSitemapItems, Diagnostic, PostBuild, Site, SitemapItem } from './types.js';
import { redirectPages } from './output/redirects.js';
import { loadConfig } from './config/load.js';
import { onlyLocales } from './i18n/locales.js';
import { allDiagnostics, hasInstances, instanceInputs, instanceSearchFiles, loadInstances, renderInstances } from './instances.js';
import { named, rootSite } from './site.js';
import { Parser, type ParseStats } from './markdown/pool.js';
import { loadThemeServer } from './bundle/server.js';
import { bundleClient, mayHaveMdx } from './bundle/client.js';
import { localeBase, translatesTheme } from './i18n/labels.js';
import { searchableSections, searchPages } from './search/build.js';
import { assertReplaceable, writeAtomic, type OutputFiles } from './output/write.js';
import { outputCopies } from './assets/table.js';
import { customSitemap, setOnce } from './render/site.js';
import { DocgenError } from './errors.js';
import { buildIslands, hasArticle } from './islands/index.js';
import { silentLogger, reportAdapted, reportDiagnostics, stage, type Logger, type OnProgress } from './logger.js';

export interface BuildOptions {
  /** The site's folder (holding site.config.ts and content/). Default: the working directory. */
  root?: string;
  outDir?: string;
  /** Replace an existing output folder that docgen did not make (no marker file). */
  emptyOutDir?: boolean;
  /** Fail on findings (broken links and anchors, duplicate routes, unknown sidebar ids). */
  strict?: boolean;
  /** Build only these of the site's locales (`--locale`, see onlyLocales): the default one among them, or one alone at the root. */
  locales?: string[];
  logger?: Logger;
  /** Stages as they start, advance (docs parsed, pages rendered) and end; the CLI draws it. */
  onProgress?: OnProgress;
}

export interface BuildResult {
  /** The site at the base URL (with versions or locales: the last version of the default locale). */
  site: Site;
  /** Every (version, locale) instance; just `site` for a site without versions or locales. */
  sites: Site[];
  outDir: string;
  files: number;
  diagnostics: Diagnostic[];
  timings: Record<string, number>;
  /** How many markdown files there were, and how many came from the parse cache. */
  parse: ParseStats;
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const logger = options.logger ?? silentLogger;
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
  };
  const progress = options.onProgress;
  const loaded = await stage(progress, 'config', () => loadConfig(options.root ?? process.cwd(), { outDir: options.outDir }));
  const config = options.locales?.length ? onlyLocales(loaded, options.locales) : loaded;
  lap('config');
  reportAdapted(logger, config);
  // A folder docgen did not make is refused now, before any work, as well as at the swap.
  assertReplaceable(config.outDir, options.emptyOutDir);
  // The theme bundles do not depend on the content: start them while markdown is parsed.
  const themeP = loadThemeServer(config);
  const assetsP = hasInstances(config).then((family) => bundleClient(config, { family, labels: translatesTheme(config), mdx: mayHaveMdx(config, instanceInputs(config)) }));
  themeP.catch(() => undefined);
  assetsP.catch(() => undefined);
  const parser = new Parser(config.cacheDir);
  const sites = await loadInstances(config, { parser, onProgress: progress });
  const site = rootSite(sites);
  // The site's own components: bundled, rendered into their pages, their findings added before any stops the build.
  // A stage of its own where there are any: bundling and rendering them can take longer than the markdown.
  const withIslands = sites.reduce((n, s) => n + s.pages.filter((p) => p.doc.islands || hasArticle(config, p)).length, 0);
  const islands = withIslands ? await stage(progress, 'islands', () => buildIslands(sites, config), () => withIslands) : await buildIslands(sites, config);
  const diagnostics = allDiagnostics(sites);
  const pages = sites.reduce((n, s) => n + s.pages.length, 0);
  lap('content');
  failOnErrors(diagnostics, logger, options.strict);
  // The search index while the client bundles, before the pages are rendered: what building it takes is let go before
  // the rendered pages are all held.
  const indexes: OutputFiles = new Map();
  await stage(progress, 'search', () => {
    for (const index of instanceSearchFiles(sites)) for (const [f, contents] of index.make()) indexes.set(f, contents);
  }, () => sites.flatMap(searchPages).reduce((n, p) => n + searchableSections(p).length, 0));
  lap('search');
  // What is left of the bundling once the content is ready.
  const [theme, assets] = await stage(progress, 'bundle', () => Promise.all([themeP, assetsP]));
  // The client modules left out (a package they import is not installed).
  failOnErrors(assets.diagnostics, logger, options.strict);
  lap('bundle');
  const files = await stage(
    progress,
    'render',
    () => renderInstances(sites, { theme, assets, onPage: progress && ((done, total) => progress({ type: 'advance', stage: 'render', done, total })) }),
    () => pages
  );
  for (const [f, contents] of islands.files) setOnce(files, f, contents);
  for (const [f, contents] of indexes) setOnce(files, f, contents);
  const copies = outputCopies(sites);
  const redirects = await redirectsOf(config, sites, (f) => files.has(f) || copies.has(f));
  failOnErrors(redirects.diagnostics, logger, options.strict);
  for (const [f, contents] of redirects.files) setOnce(files, f, contents);
  if (config.sitemap && config.sitemap.createSitemapItems) files.set(config.sitemap.filename, await customSitemap(config.sitemap.createSitemapItems, config, sites));
  if (config.pwa) files.set('sw.js', serviceWorker(config, files, copies));
  lap('render');
  await stage(progress, 'write', () => writeAtomic(config.outDir, files, { staticFiles: copies, emptyOutDir: options.emptyOutDir }), () => files.size);
  lap('write');
  if (config.postBuild?.length) {
    const routes = [...new Map(sites.flatMap((s) => s.pages.map((p) => [p.route, { path: p.route, kind: p.kind ?? 'docs' }] as const))).values()];
    await stage(progress, 'postBuild', () => runPostBuild(config.postBuild!, config.outDir, routes));
    lap('postBuild');
  }
  return { site, sites, outDir: config.outDir, files: files.size, diagnostics: [...diagnostics, ...assets.diagnostics, ...redirects.diagnostics], timings, parse: { ...parser.stats } };
}

/** The config's postBuild functions, in order, each awaited; one that throws fails the build (its output is written). */
async function runPostBuild(hooks: PostBuild[], outDir: string, routes: Parameters<PostBuild>[0]['routes']): Promise<void> {
  for (const [i, hook] of hooks.entries()) {
    try {
      await hook({ outDir, routes });
    } catch (error) {
      throw new DocgenError(`postBuild[${i}] failed: ${error instanceof Error ? error.message : String(error)}; the output was written before it ran, at ${outDir}`);
    }
  }
}

/**
 * The redirect pages of each locale (every version's pages can be a redirect's target), findings at the config; a
 * finding of several locales is said once.
 */
async function redirectsOf(config: Config, sites: Site[], taken: (file: string) => boolean): Promise<ReturnType<typeof redirectPages>> {
  if (!config.redirects.length && !config.createRedirects && !config.fromExtensions.length && !config.toExtensions.length) return { files: new Map(), diagnostics: [] };
  const source = config.configFile ? await readFile(config.configFile, 'utf8') : '';
  const byLocale = new Map<string, string[]>();
  for (const s of sites) {
    const base = localeBase(s.config);
    if (!byLocale.has(base)) byLocale.set(base, []);
    byLocale.get(base)!.push(...s.pages.map((p) => p.route));
  }
  const files = new Map<string, string>();
  const said = new Map<string, Diagnostic>();
  const file = named(config.configFile);
  for (const [base, routes] of byLocale) {
    const locale = redirectPages(config, base, routes, taken, source);
    for (const [f, contents] of locale.files) files.set(f, contents);
    // One finding at a place in the config, whichever locale found it first.
    for (const d of locale.diagnostics) {
      const key = d.line === undefined ? d.message : `${d.line}:${d.column}:${d.severity}`;
      if (!said.has(key)) said.set(key, { ...d, file });
    }
  }
  return { files, diagnostics: [...said.values()] };
}

export interface CheckResult {
  site: Site;
  sites: Site[];
  diagnostics: Diagnostic[];
}

/** Runs the pipeline without rendering or writing; every finding is an error for `check`. */
export async function check(options: Omit<BuildOptions, 'outDir' | 'strict' | 'emptyOutDir'> = {}): Promise<CheckResult> {
  const config = await loadConfig(options.root ?? process.cwd());
  reportAdapted(options.logger ?? silentLogger, config);
  // Every version and locale: their links are checked like the current docs'.
  const sites = await loadInstances(config);
  // The redirects too, against the pages and the static files (build also keeps them off its other outputs).
  const copies = outputCopies(sites);
  const redirects = await redirectsOf(config, sites, (f) => copies.has(f));
  return { site: rootSite(sites), sites, diagnostics: [...allDiagnostics(sites), ...redirects.diagnostics] };
}


/** Errors stop the build; warnings are printed, and stop it only when strict. */
export function failOnErrors(diagnostics: Diagnostic[], logger: Logger, strict = false): void {
  const errors = diagnostics.filter((d) => d.severity === 'error' || strict);
  const warnings = diagnostics.filter((d) => !errors.includes(d));
  reportDiagnostics(logger, warnings);
  if (errors.length) {
    throw new DocgenError(`build failed: ${errors.length} error${errors.length === 1 ? '' : 's'}${strict ? ' (--strict)' : ''}; the previous output was left as it was`, errors.map((d) => ({ ...d, severity: 'error' })));
  }
}
