// theme/server.tsx -> an imported module that renders a page's shell (esbuild for Node, cached by hash).
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '../types.js';
import { docgenRoot } from '../config/resolve.js';
import { memoBuild } from './memo.js';
import type { CardData, PageData, SiteData } from '../../theme/types.js';

export interface ThemeServer {
  renderApp(site: SiteData, page: PageData, siteHtml?: string[]): string;
  headScript(site: SiteData): string;
  /** The cards of a sidebar category as HTML, for an MDX page's DocCardList (a theme without it shows none). */
  renderCards?(cards: CardData[]): string;
}

export async function loadThemeServer(config: Config): Promise<ThemeServer> {
  const bundle = await memoBuild({
    entryPoints: [path.join(config.themeDir, 'server.tsx')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __DOCGEN_FAMILY__: 'true', __DOCGEN_LABELS__: 'true', __DOCGEN_MDX__: 'true', __DOCGEN_LINK_EXTRAS__: 'true', __DOCGEN_DEV__: 'false', __DOCGEN_SIDEBAR_OPTIONS__: 'true', __DOCGEN_CLIENT_MODULES__: 'false', __DOCGEN_SEARCH_PAGE__: 'true' },
    logLevel: 'silent',
    // The head's scripts are its functions' source text (theme/inline.ts): in every page, so without the indentation.
    minifyWhitespace: true,
    // A theme outside docgen's folder still gets React and friends from docgen's dependencies.
    nodePaths: [path.join(docgenRoot(), 'node_modules')],
    // React is bundled in, so a site's theme works wherever docgen is installed.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" }
  });
  const code = Buffer.from(bundle.outputs[0].contents).toString('utf8');
  const hash = createHash('sha1').update(code).digest('hex');
  let loaded = imported.get(hash);
  if (!loaded) {
    const file = path.join(config.cacheDir, `theme-server-${hash.slice(0, 12)}.mjs`);
    loaded = mkdir(config.cacheDir, { recursive: true })
      .then(() => writeFile(file, code))
      .then(() => import(pathToFileURL(file).href) as Promise<ThemeServer>);
    imported.set(hash, loaded);
    loaded.catch(() => imported.delete(hash));
  }
  return loaded;
}

/**
 * The theme modules this process imported, by their code's hash: a build that bundles the same code again (the dev
 * server's rebuilds, or builds of several sites in one process) takes the module it has, however its cache folder is
 * named, instead of evaluating React and the theme again (about 0.2 s). The module keeps no state between renders.
 */
const imported = new Map<string, Promise<ThemeServer>>();
