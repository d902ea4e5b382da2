// A site's client modules (Docusaurus's `clientModules`) -> one script every page runs after the theme's: the modules'
// own code on load, and their route lifecycles (`onRouteUpdate`, `onRouteDidUpdate`) as the reader moves between pages.
import path from 'node:path';
import { build, type BuildFailure, type Plugin } from 'esbuild';
import type { Config, Diagnostic } from '../types.js';
import { docgenRoot } from '../config/resolve.js';
import { islandsPlugin, SITE_CODE_TARGET } from '../islands/plugin.js';
import { applyBrokenPolicy } from '../links/severity.js';
import { DocgenError } from '../errors.js';
import { named } from '../site.js';
import { displayPath } from '../content/scan.js';
import { islandContext } from '../islands/index.js';

/** Told by the theme's client (theme/client.tsx): a move to another page starts (its URL in `detail`), and has shown. */
const ROUTE_UPDATE = 'docgen:route-update';
const ROUTE_DID_UPDATE = 'docgen:route-did-update';

/**
 * The entry that imports the modules and calls their lifecycles, as Docusaurus does: `onRouteUpdate` before the next
 * page loads (the function it returns, once it has loaded), `onRouteDidUpdate` once it shows; both on the first load,
 * with no previous location. A lifecycle is the module's export of that name, or its default export's property.
 */
function entrySource(modules: string[]): string {
  const imports = modules.map((m, i) => `import * as m${i} from ${JSON.stringify(m)};`).join('\n');
  return `${imports}
const modules = [${modules.map((_, i) => `m${i}`).join(', ')}];
const call = (name, args) => modules.map((m) => (m.default && m.default[name]) || m[name]).filter((f) => typeof f === 'function').map((f) => f(args));
const at = (url) => ({ pathname: url.pathname, search: url.search, hash: url.hash });
let previous = null;
let loaded = [];
const update = (location) => {
  loaded = call('onRouteUpdate', { location, previousLocation: previous });
};
const did = () => {
  const location = at(window.location);
  for (const done of loaded) if (typeof done === 'function') done();
  loaded = [];
  call('onRouteDidUpdate', { location, previousLocation: previous });
  previous = location;
};
window.addEventListener(${JSON.stringify(ROUTE_UPDATE)}, (e) => update(at(new URL(e.detail, window.location.href))));
window.addEventListener(${JSON.stringify(ROUTE_DID_UPDATE)}, did);
update(at(window.location));
did();
`;
}

/**
 * `@generated/docusaurus.config`: the site's config as Docusaurus gives it to the browser (its JSON, docgen's values of
 * the keys both have), read by a plugin's client module (image zoom reads its `themeConfig.zoom`).
 */
function generatedConfig(config: Config): Plugin {
  return {
    name: 'docgen-generated-config',
    setup(b) {
      b.onResolve({ filter: /^@generated\/docusaurus\.config(?:\.m?js)?$/ }, () => ({ path: 'docusaurus.config', namespace: 'docgen-generated' }));
      b.onLoad({ filter: /.*/, namespace: 'docgen-generated' }, () => ({ contents: `export default ${JSON.stringify(islandContext(config, config.baseUrl, () => true).siteConfig)};`, loader: 'js' }));
    }
  };
}

/**
 * The browser a module run in Node by the build takes itself to be in: QuestDB's Prism languages are added only
 * `if (ExecutionEnvironment.canUseDOM)`, to `window.Prism`, as Docusaurus highlights code in the browser; docgen
 * highlights at build, so the module takes that path, with `window` the process's global object (`Prism`, which
 * Prism's language files add to, is then a global, as there).
 */
function browserPath(): Plugin {
  return {
    name: 'docgen-browser-path',
    setup(b) {
      b.onResolve({ filter: /^@docusaurus\/ExecutionEnvironment$/ }, () => ({ path: 'ExecutionEnvironment', namespace: 'docgen-browser-path' }));
      b.onLoad({ filter: /.*/, namespace: 'docgen-browser-path' }, () => ({ contents: 'export default { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: true, canUseViewport: true };', loader: 'js' }));
    }
  };
}

/**
 * A module of the site's run in Node by the build (its Prism languages), bundled as CommonJS with the config's
 * stand-in; Prism's own language files stay packages, required when it runs (src/markdown/prism.ts).
 */
export async function bundleForNode(config: Config, source: string): Promise<string> {
  const result = await build({ entryPoints: [source], bundle: true, format: 'cjs', platform: 'node', write: false, logLevel: 'silent', external: ['prismjs', 'prismjs/*'], banner: { js: 'var window = globalThis;' }, plugins: [generatedConfig(config), browserPath()] });
  return result.outputFiles[0].text;
}

/** The modules' script and its stylesheet (the CSS they import), at URLs below the base URL; their files below the out dir. */
export interface ClientModulesAssets {
  js: string;
  css?: string;
  files: Map<string, Uint8Array>;
}

/**
 * Bundles the site's client modules (none: undefined) as the islands are bundled: its packages, `@site`, docgen's
 * stand-ins for the framework's modules. A module that cannot be bundled (a package it imports is not installed) is
 * left out, with a finding at it that `onBrokenComponents` sets the severity of; the others are bundled.
 */
export async function bundleClientModules(config: Config, minify = true): Promise<{ assets?: ClientModulesAssets; diagnostics: Diagnostic[] }> {
  if (!config.clientModules.length) return { diagnostics: [] };
  const outdir = path.join(config.outDir, 'assets');
  const bundle = (modules: string[]) =>
    build({
      stdin: { contents: entrySource(modules), resolveDir: config.root, sourcefile: 'client-modules.js', loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: SITE_CODE_TARGET,
      // Not its names: its CSS modules' classes would be as short as the islands' (another build's), and the same
      // (Arbitrum's copy-page button hid the page's admonitions, whose class was its `.c`, below 767 px).
      minifyWhitespace: minify,
      minifySyntax: minify,
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      write: false,
      metafile: true,
      outdir,
      entryNames: 'modules-[hash]',
      assetNames: 'island-asset-[hash]',
      publicPath: `${config.baseUrl}assets/`,
      define: { 'process.env.NODE_ENV': '"production"' },
      nodePaths: [path.join(docgenRoot(), 'node_modules')],
      plugins: [generatedConfig(config), islandsPlugin({ modules: new Map(), aliases: config.islands.aliases, siteDir: config.root, siteBase: config.baseUrl, textFiles: config.islands.textFiles, loaders: config.islands.loaders })],
      logLevel: 'silent',
      legalComments: 'none'
    });
  const diagnostics: Diagnostic[] = [];
  let modules = config.clientModules;
  let result = await bundle(modules).catch(() => undefined);
  if (!result) {
    // Which of them fail, each on its own: those are left out, said at what failed in each.
    const failed = await Promise.all(modules.map((m) => bundle([m]).then(() => undefined, (error: BuildFailure) => error)));
    modules = modules.filter((_, i) => !failed[i]);
    for (const [i, error] of failed.entries()) {
      if (!error) continue;
      const e = error.errors?.[0];
      const at = e?.location ? { file: displayPath(path.resolve(config.root, e.location.file)), line: e.location.line, column: e.location.column + 1 } : { file: displayPath(config.clientModules[i]) };
      diagnostics.push({ ...at, severity: 'warning', broken: 'component', message: `client module ${displayPath(config.clientModules[i])} cannot be bundled: ${e?.text ?? String(error)}; it is left out`, hint: 'install what it imports in the site\'s folder, fix the module, or take it out of clientModules' });
    }
    // Modules that bundle alone but not together are an error of the build, said as esbuild says it.
    result = modules.length
      ? await bundle(modules).catch((error: BuildFailure) => {
          throw new DocgenError('the client modules cannot be bundled together', [{ file: named(config.configFile), severity: 'error', message: `client modules cannot be bundled together: ${error.errors?.[0]?.text ?? String(error)}`, hint: 'bundle them one by one to see which pair clashes, or take one out of clientModules' }]);
        })
      : undefined;
  }
  if (!result) return { diagnostics: applyBrokenPolicy(diagnostics, config) };
  const files = new Map<string, Uint8Array>();
  for (const f of result.outputFiles) files.set(path.relative(config.outDir, f.path).split(path.sep).join('/'), f.contents);
  const url = (p: string) => config.baseUrl + path.relative(config.outDir, path.resolve(p)).split(path.sep).join('/');
  const outputs = Object.keys(result.metafile.outputs);
  const js = outputs.find((o) => o.endsWith('.js'))!;
  const css = outputs.find((o) => o.endsWith('.css'));
  return { assets: { js: url(js), ...(css ? { css: url(css) } : {}), files }, diagnostics: applyBrokenPolicy(diagnostics, config) };
}
