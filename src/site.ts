// Config -> Site: scan, parse (cached), route, sidebars and link checks; shared by build, check and serve.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Config, Diagnostic, Site, SourceFile } from './types.js';
import path from 'node:path';
import { displayPath, scan, type ScanCache } from './content/scan.js';
import { CONFIG_FILE } from './content/sidebar.js';
import { routePages } from './content/pages.js';
import { resolveLinks, type LinkMemo } from './links/resolve.js';
import { Parser } from './markdown/pool.js';
import type { OnProgress } from './logger.js';

export interface LoadSiteOptions {
  /** Parsed docs, in memory and on disk; a new one per call by default. */
  parser?: Parser;
  /** Kept across calls by the dev server, so unchanged files and pages are not read or resolved again. */
  scanCache?: ScanCache;
  linkMemo?: LinkMemo;
  drafts?: boolean;
  /** Remove disk-cache entries no current file uses (default true; the dev server skips it). */
  prune?: boolean;
  /** Reports the parse (docs done of total) and links stages. */
  onProgress?: OnProgress;
  /** A folder whose files stand in for those the content folder lacks (a locale's untranslated docs). */
  fallbackDir?: string;
}

export async function loadSite(config: Config, options: LoadSiteOptions = {}): Promise<Site> {
  const parser = options.parser ?? new Parser(config.cacheDir);
  const report = options.onProgress;
  let t = performance.now();
  report?.({ type: 'start', stage: 'parse' });
  const { files, fallbacks } = await scanWithFallback(config.contentDir, options);
  const docs = await parser.parseAll(files, { onProgress: report && ((done, total) => report({ type: 'advance', stage: 'parse', done, total })) });
  report?.({ type: 'end', stage: 'parse', ms: Math.round(performance.now() - t), total: files.length });
  t = performance.now();
  report?.({ type: 'start', stage: 'links' });
  const configSource = config.configFile ? await readFile(config.configFile, 'utf8') : '';
  const routed = routePages(docs, config, { drafts: options.drafts, configSource });
  const linkDiagnostics = resolveLinks(routed.pages, config, routed.shadowed, options.linkMemo);
  const inContent = (d: Diagnostic) => ({ ...d, file: displayPath(path.join(fallbacks.has(d.file) ? options.fallbackDir! : config.contentDir, d.file)) });
  const diagnostics: Diagnostic[] = [...docs.flatMap((d) => d.diagnostics), ...routed.diagnostics, ...linkDiagnostics].map((d) => (d.file === CONFIG_FILE ? { ...d, file: config.configFile ? displayPath(config.configFile) : 'site.config.ts' } : inContent(d)));
  if (options.prune ?? true) await parser.prune(docs);
  report?.({ type: 'end', stage: 'links', ms: Math.round(performance.now() - t), total: routed.pages.length });
  return { config, pages: routed.pages, sidebars: routed.sidebars, diagnostics };
}

/** The content folder's files, plus the fallback folder's files it lacks (their paths in `fallbacks`). */
export async function scanWithFallback(contentDir: string, options: LoadSiteOptions): Promise<{ files: SourceFile[]; fallbacks: Set<string> }> {
  if (!options.fallbackDir) return { files: await scan(contentDir, options.scanCache), fallbacks: new Set() };
  // Scan caches are per folder: the fallback folder reads its files without one.
  const own = existsSync(contentDir) ? await scan(contentDir, options.scanCache) : [];
  const have = new Set(own.map((f) => f.path));
  const extra = (await scan(options.fallbackDir)).filter((f) => !have.has(f.path));
  const files = [...own, ...extra].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, fallbacks: new Set(extra.map((f) => f.path)) };
}
