// Config -> Site: scan, parse (cached), route, sidebars and link checks; shared by build, check and serve.
import { readFile } from 'node:fs/promises';
import type { Config, Diagnostic, Site } from './types.js';
import { scan } from './content/scan.js';
import { routePages } from './content/pages.js';
import { resolveLinks } from './links/resolve.js';
import { Parser } from './markdown/pool.js';

export interface LoadSiteOptions {
  parser?: Parser;
  drafts?: boolean;
}

export async function loadSite(config: Config, options: LoadSiteOptions = {}): Promise<Site> {
  const parser = options.parser ?? new Parser(config.cacheDir);
  const files = await scan(config.contentDir);
  const docs = await parser.parseAll(files);
  const configSource = config.configFile ? await readFile(config.configFile, 'utf8') : '';
  const routed = routePages(docs, config, { drafts: options.drafts, configSource });
  const linkDiagnostics = resolveLinks(routed.pages, config);
  const diagnostics: Diagnostic[] = [...docs.flatMap((d) => d.diagnostics.map((x) => ({ ...x, file: `${relContent(config)}/${x.file}` }))), ...routed.diagnostics, ...linkDiagnostics.map((x) => ({ ...x, file: `${relContent(config)}/${x.file}` }))];
  if (!options.parser) await parser.prune(docs);
  return { config, pages: routed.pages, sidebars: routed.sidebars, diagnostics };
}

/** The content folder as the user names it, relative to the site root (`content`). */
export function relContent(config: Config): string {
  return config.contentDir.startsWith(config.root + '/') ? config.contentDir.slice(config.root.length + 1) : config.contentDir;
}
