// Import paths of a site's components -> files: page modules made in memory, aliases (`@site`), docgen's stand-in modules, one React.
import { matchesAny, type ModuleReplacement, type PatternData } from '../types.js';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OnLoadResult, Plugin } from 'esbuild';
import { parse as parseYaml } from 'yaml';
import { throughAlias } from '../aliases.js';
import { runLoaders } from './loaders.js';
import { docgenRoot } from '../config/resolve.js';
import { moduleFile, resolveFrom } from '../config/import.js';
import { neededStatements, type EsmStatement } from '../mdx/islands.js';
import { propsHoleCode } from '../mdx/props-holes.js';
import { compileSass, SASS_FILE, type SassOutput } from '../assets/sass.js';
import { compileLess, LESS_FILE } from '../assets/less.js';
import { compileTailwindFile, TAILWIND_RULES } from '../assets/tailwind.js';
import { requireContext, withContexts } from './require-context.js';
import { CORE_EXPORTS, MEDIA_EXTENSIONS, RAW, loadersBeforeRaw, notRunLoaders, rawFile, rawTarget } from '../mdx/modules.js';
import { GENERATED_MODULE } from './generated.js';
import { SHARED_MODULES, SHARED_REACT } from '../../theme/islands/shared.js';

/** A page's islands as a module: its code, then `export default [() => <X …/>, …]` (null for an island left out). */
export interface PageModule {
  key: string;
  /** The page's import and export statements; those the islands kept need are the module's code. */
  statements: EsmStatement[];
  /** The folder its imports are relative to (the page's). */
  dir: string;
  /** The JSX of each island; null: left out (it could not be bundled). */
  jsx: Array<string | null>;
}

export const PAGE_NS = 'island-page';
export const CLIENT_NS = 'island-client';
/**
 * The browsers the site's own code (islands, client modules) is bundled for: those of the shell. Their versions, not an
 * ES year, so that a package's top-level await (yoga-layout's, awaiting its WebAssembly) stays, as webpack keeps it.
 */
export const SITE_CODE_TARGET = ['chrome100', 'firefox100', 'safari15'];
const RAW_NS = 'docgen-raw';
/** A file through the site's own loaders, then raw-loader (islands.loaders): named `loader!…!file`. */
const LOADED_NS = 'docgen-loaded';
/** An image or other media file a component's code imports (`require('./img/a.png').default`). */
const MEDIA_FILE = new RegExp(`\\.(${MEDIA_EXTENSIONS.join('|')})$`, 'i');
export const ASSET_NS = 'docgen-asset';
const ASSET_PASS = Symbol('asset-resolve');
/** Whether a file is an installed package's (below a `node_modules` folder). */
const inPackage = (file: string) => /[\\/]node_modules[\\/]/.test(file);

/** A media file's name below `assets/`, by its contents: read once per file and change. */
const assetNames = new Map<string, { stamp: string; name: string }>();
function assetName(file: string): string {
  const st = statSync(file);
  const stamp = `${st.mtimeMs}:${st.size}`;
  const hit = assetNames.get(file);
  if (hit?.stamp === stamp) return hit.name;
  const name = `island-asset-${createHash('sha1').update(readFileSync(file)).digest('hex').slice(0, 10)}${path.extname(file).toLowerCase()}`;
  assetNames.set(file, { stamp, name });
  return name;
}
/** webpack's inline yaml-loader, with the file as group 1. */
const YAML_LOADER = /^!{0,2}yaml-loader!(.+)$/;
const GENERATED_NS = 'docgen-generated';
const API_ITEM_NS = 'docgen-api-item';

/** docgen's island runtime and stand-in modules. */
export const islandsDir = () => path.join(docgenRoot(), 'theme/islands');

/** The module's source: the page's code, then the islands, each on lines of its own. */
export function moduleSource(m: PageModule): string {
  return `${moduleLines(m).map((l) => l.text).join('\n')}\n`;
}

/** A line of a module's source, and what it is part of: one of the page's statements, an island (its index), or neither. */
export interface ModuleLine {
  text: string;
  of: EsmStatement | number | null;
}

/** The lines of a module's source (moduleSource). */
export function moduleLines(m: PageModule): ModuleLine[] {
  const lines: ModuleLine[] = [];
  // Markdown children come as HTML (withChildrenHtml), through docgen's own element.
  if (m.jsx.some((j) => j?.includes('<DocgenHtml'))) lines.push({ text: `import DocgenHtml from ${JSON.stringify(path.join(islandsDir(), 'html.tsx'))};`, of: null });
  const code = neededStatements(m.jsx.filter((j): j is string => j !== null), m.statements);
  for (const s of code) for (const text of s.source.split('\n')) lines.push({ text, of: s });
  if (!code.length) lines.push({ text: '', of: null });
  lines.push({ text: 'export default [', of: null });
  if (!m.jsx.length) lines.push({ text: '', of: null });
  m.jsx.forEach((j, i) => {
    const item = j === null ? ['null'] : ['() => (<>', ...j.split('\n'), '</>)'];
    if (i < m.jsx.length - 1) item[item.length - 1] += ',';
    for (const text of item) lines.push({ text, of: j === null ? null : i });
  });
  lines.push({ text: '];', of: null });
  return lines;
}

/** The module esbuild injects into the islands' code for islands.provide. */
export const PROVIDE_MODULE = 'docgen-provide';

/**
 * islands.provide as a module: each global the export of its module (`process: ['process/browser']`: the module's own
 * exports; `Buffer: ['buffer', 'Buffer']`: its `Buffer`), as webpack's ProvidePlugin gives them.
 */
export function providedGlobals(provide: Record<string, string[]>): string {
  return Object.entries(provide)
    .map(([name, [module, ...keys]], i) => `import * as m${i} from ${JSON.stringify(module)};\nconst v${i} = ${keys.length ? `m${i}${keys.map((k) => `[${JSON.stringify(k)}]`).join('')}` : `m${i}.default ?? m${i}`};\nexport { v${i} as ${name} };\n`)
    .join('');
}

/**
 * The OpenAPI theme's modules docgen's ApiItem reads (theme/islands/api-item.tsx), from its theme folder: the request
 * form's auth and persistence and the form itself (ApiExplorer from the theme 2 on, ApiDemoPanel in 1, with its own
 * spelling of persistence), required when first drawn, in the browser only (`browser`: the server's bundle, which never
 * draws it, is made without its code); and what shows until then (its SkeletonLoader, else its words).
 */
function apiItemParts(themeDir: string, browser: boolean): string {
  const panel = existsSync(path.join(themeDir, 'ApiExplorer')) ? 'ApiExplorer' : 'ApiDemoPanel';
  const item = moduleFile(path.join(themeDir, 'ApiItem'));
  // Spelt "persistance" up to the theme 4 (Flagsmith's 4.2), "persistence" from the theme 5.
  const persist = moduleFile(path.join(themeDir, panel, 'persistenceMiddleware')) ? 'Persistence' : 'Persistance';
  return [
    `export { createAuth } from '@theme/${panel}/Authorization/slice';`,
    `export { create${persist}Middleware as createPersistenceMiddleware } from '@theme/${panel}/${persist.toLowerCase()}Middleware';`,
    browser ? `export const explorer = () => require('@theme/${panel}').default;` : 'export const explorer = () => null;',
    `export const inflate = ${inflaterOf(themeDir, item)};`,
    existsSync(path.join(themeDir, 'SkeletonLoader')) ? "import SkeletonLoader from '@theme/SkeletonLoader';\nexport const Skeleton = () => <SkeletonLoader size=\"lg\" />;" : 'export const Skeleton = () => <div>Loading...</div>;',
    ''
  ].join('\n');
}

/**
 * What reads a page's operation, as the theme's ApiItem writes it in the front matter: the theme 5 as gzip in base64,
 * which its ApiItem reads with pako; the theme 2 to 4 as zlib's deflate, which its ApiItem reads with Node's `zlib`
 * (in the browser, webpack's stand-in for it, browserify-zlib, which is pako's). pako's `inflate` reads both; pako from
 * the theme's folder, else from its `zlib` stand-in's. `undefined` for a theme that writes the operation as it is (1).
 */
function inflaterOf(themeDir: string, item: string | undefined): string {
  if (!item || !/\bpako\b|\binflateSync\b/.test(readFileSync(item, 'utf8'))) return 'undefined';
  const zlib = resolveFrom(themeDir, 'browserify-zlib/package.json');
  const pako = resolveFrom(themeDir, 'pako') ?? (zlib && resolveFrom(path.dirname(zlib), 'pako'));
  return pako ? `require(${JSON.stringify(pako)}).inflate` : 'undefined';
}

const SKIP = Symbol('island-resolve');

/** The site's code files, and the loader each is read with (bundle.ts reads `.js` as JSX, as Docusaurus's webpack does). */
const SITE_CODE = /\.(?:[cm]?[jt]sx?)$/i;
const loaderOf = (file: string): 'jsx' | 'tsx' | 'ts' | 'js' => {
  const ext = path.extname(file).toLowerCase();
  return ext === '.tsx' ? 'tsx' : /^\.[cm]?ts$/.test(ext) ? 'ts' : ext === '.js' || ext === '.jsx' ? 'jsx' : 'js';
};

/**
 * `import(\`@site/static/${name}.json\`)` (and `require`) through an alias, written relative to `file`
 * (`../../static/${name}.json`): webpack bundles each file such a template may name (SuperTokens' OpenAPI documents,
 * loaded by the API pages' component), and esbuild does the same for a relative one only. One into a static folder
 * (`statics`) for an image, or whose name ends in the value (Hasura's `require(\`@site/static${src}\`).default`, an
 * image of any folder below) gives the file's URL as its default export: the static files are in the output, below the
 * site's base URL. Undefined when there is none.
 */
export function relativeTemplateImports(code: string, file: string, aliases: Record<string, string>, statics?: { dirs: string[]; base: string }): string | undefined {
  let changed = false;
  const urls = !statics?.dirs.length ? code : code.replace(/\b(import|require)\s*\(\s*`([^`$\\]*)((?:\$\{[^{}`]*\}[^`$\\]*)+)`\s*\)/g, (all, call: string, head: string, rest: string) => {
    const alias = throughAlias(head, aliases);
    const dir = alias && statics.dirs.find((d) => alias.file === d || alias.file.startsWith(d + path.sep));
    // A media file (as an import of one is its URL: MEDIA_FILE), or a name that ends with the value.
    const suffix = rest.slice(rest.lastIndexOf('}') + 1);
    if (!dir || (suffix && !MEDIA_FILE.test(suffix))) return all;
    const below = path.relative(dir, alias!.file).split(path.sep).join('/');
    const prefix = `${statics.base}${below}${head.endsWith('/') && below ? '/' : ''}`.replace(/\/$/, head.endsWith('/') ? '/' : '');
    changed = true;
    const module = `{ __esModule: true, default: \`${prefix}${rest}\` }`;
    return call === 'import' ? `Promise.resolve(${module})` : `(${module})`;
  });
  const out = urls.replace(/\b(import|require)(\s*\(\s*)`([^`$\\]*)(?=\$\{)/g, (all, call: string, open: string, head: string) => {
    const alias = throughAlias(head, aliases);
    if (!alias) return all;
    let rel = path.relative(path.dirname(file), alias.file).split(path.sep).join('/');
    if (head.endsWith('/') && !rel.endsWith('/')) rel += '/';
    changed = true;
    return `${call}${open}\`${rel.startsWith('.') ? rel : `./${rel}`}`;
  });
  return changed ? out : undefined;
}

/** A markdown file, as a component's import names one. */
export const MARKDOWN_FILE = /\.mdx?$/i;
/** The mark of an SVG a stylesheet names (its `url(…)`): a file, not a component. */
const CSS_URL = 'docgen-css-url';
/** The name a markdown file a component imports goes by in the island context: its path in the site folder. */
export const markdownId = (siteDir: string, file: string) => path.relative(siteDir, file).split(path.sep).join('/');

/** The islands' JSX import source: it, its `/jsx-runtime` and `/jsx-dev-runtime` are theme/islands/jsx-runtime.ts. */
export const JSX_SOURCE = 'docgen-islands-jsx';
const JSX_RUNTIME = new RegExp(`^${JSX_SOURCE}(?:/jsx-runtime|/jsx-dev-runtime)?$`);

/** Told of each import that cannot be resolved (its specifier, and the folder it is resolved from). */
export type Missing = (spec: string, resolveDir: string) => void;
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];
/** stand()'s answers: docgen's own files, which do not change while it runs; asked at each import of every bundle. */
const standIns = new Map<string, string | undefined>();
/** The stand-in file for `spec`: a module (`clsx` is `clsx.ts`), or a file named as the import names it (a package's `dist/x.css`). */
const stand = (kind: 'override' | 'fallback', spec: string) => {
  const key = `${kind}\0${spec}`;
  if (standIns.has(key)) return standIns.get(key);
  const at = path.join(islandsDir(), 'modules', kind, spec);
  const found = [...EXTENSIONS.map((e) => at + e), at].find((f) => existsSync(f) && statSync(f).isFile());
  standIns.set(key, found);
  return found;
};

/** Whether docgen stands in for `spec` (`@theme/Tabs`), or for modules below it (`@theme/MDXComponents/A`). */
export const hasStandIn = (spec: string) => stand('override', spec) !== undefined || existsSync(path.join(islandsDir(), 'modules/override', spec));

/**
 * Resolves the islands' imports: page modules by key; React always docgen's own (one copy with its renderer); an
 * alias prefix to its folder; a module docgen stands in for (`modules/override/<path>`) to its stand-in; a package not
 * installed to a fallback stand-in (`modules/fallback/<name>`) if there is one, else an error naming it. SVG files
 * are components, as a site's bundler makes them; Sass files are CSS (the files they read are added to `read`).
 */
export function islandsPlugin(options: { modules: Map<string, PageModule>; aliases: Record<string, string>; provide?: Record<string, string[]>; siteBase: string; siteDir: string; roots?: string[]; textFiles?: PatternData[]; loaders?: Record<string, string>; replace?: ModuleReplacement[]; sassResources?: string[]; assets?: Map<string, string>; sharedReact?: boolean; read?: Set<string>; listed?: Set<string>; missing?: Missing; stubs?: Set<string>; asTypeScript?: Set<string> }): Plugin {
  return {
    name: 'docgen-islands',
    setup(build) {
      // Files that cannot be read (a syntax error), empty: the import graph around them can still be made. An empty
      // CommonJS module, whose names esbuild does not check: the names imported from it, or re-exported by `export *`,
      // are no new errors.
      const { stubs } = options;
      if (stubs?.size) build.onLoad({ filter: /.*/ }, (args) => (stubs.has(args.path) ? (/\.(css|s[ac]ss|less)$/i.test(args.path) ? { contents: '', loader: 'css' } : { contents: 'module.exports = {};', loader: 'js' }) : undefined));
      // Modules swapped for others (islands.replace, webpack's NormalModuleReplacementPlugin): an import path `test`
      // matches is the file; so is a module whose file, once found, it matches (Redocusaurus's `theme/Redoc/Styles`,
      // imported as `./Styles`), read from the other file's text, its imports found from that file's folder.
      if (options.replace?.length) {
        const swaps = options.replace.map((r) => ({ matches: matchesAny([r.test]), file: r.file }));
        const swapFor = (spec: string) => swaps.find((s) => s.matches(spec) && spec !== s.file)?.file;
        build.onResolve({ filter: /.*/ }, (args) => {
          const file = swapFor(args.path);
          return file ? { path: file } : undefined;
        });
        build.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
          const file = swapFor(args.path);
          if (!file) return undefined;
          options.read?.add(file);
          const ext = path.extname(file).slice(1);
          return { contents: readFileSync(file, 'utf8'), loader: ext === 'js' || ext === 'mjs' || ext === 'cjs' ? 'jsx' : (ext as 'jsx' | 'ts' | 'tsx'), resolveDir: path.dirname(file), watchFiles: [file] };
        });
      }
      // The islands' JSX runtime (bundle.ts's jsxImportSource).
      build.onResolve({ filter: JSX_RUNTIME }, () => ({ path: path.join(islandsDir(), 'jsx-runtime.ts') }));
      // css-loader's `~` in a stylesheet: `url(~pkg/x.png)` and `@import '~pkg/x.css'` are a package's files, and
      // `url('~/images/x.jpg')` a file below webpack's roots (rushjs.io's masthead: its static folder).
      build.onResolve({ filter: /^~/ }, (args) => (args.kind === 'url-token' || args.kind === 'import-rule' ? build.resolve(args.path.slice(1), { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: args.pluginData }) : undefined));
      // An SVG a stylesheet names (`url(icon/check.svg)`, StreamPark's Less; a web font's `url(f.svg?v=4#font)`) is a file,
      // where code's is a component (below).
      build.onResolve({ filter: /\.svg(?:[?#].*)?$/i }, async (args) => {
        // Only the stylesheet's own import: another resolver's lookup (its pluginData) is left to the resolvers after this.
        if (args.kind !== 'url-token' || args.pluginData !== undefined) return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: CSS_URL });
        return found.errors.length || found.external || found.namespace !== 'file' ? undefined : { path: found.path, suffix: found.suffix, pluginData: CSS_URL };
      });
      // The site's own code (not a package's): a JavaScript file that imports types from a TypeScript one (bundle.ts's
      // typeImporters) read as TypeScript; a dynamic import of a template through an alias, written relative to the file;
      // webpack's require.context (require-context.ts); its JSX for React's automatic runtime, as Docusaurus's Babel
      // compiles it whatever the site's tsconfig.json says (CrowdSec's `"jsx": "react"`, which esbuild would follow for
      // a file it finds itself: `React` is not imported where it is not used).
      const { asTypeScript } = options;
      build.onLoad({ filter: SITE_CODE, namespace: 'file' }, (args) => {
        if (inPackage(args.path)) return undefined;
        const typed = asTypeScript?.has(args.path);
        const text = readFileSync(args.path, 'utf8');
        const code = withContexts(text.includes('`') ? (relativeTemplateImports(text, args.path, options.aliases, { dirs: roots.filter((r) => r !== options.siteDir), base: options.siteBase }) ?? text) : text, args.path);
        // At the end (a pragma holds from any comment): the file's lines and columns stay its own. A file's own pragma
        // (Emotion's `@jsx jsx`) is kept.
        const pragma = /@jsx(?:Runtime|ImportSource)?\s/.test(text) ? '' : `\n/* @jsxRuntime automatic @jsxImportSource ${JSX_SOURCE} */\n`;
        return { contents: code + pragma, loader: typed ? 'tsx' : loaderOf(args.path) };
      });
      // In the browser, React is the shell's (theme/islands/shared.ts).
      if (options.sharedReact) {
        build.onResolve({ filter: SHARED_FILTER }, (args) => ({ path: args.path, namespace: SHARED_NS }));
        build.onLoad({ filter: /.*/, namespace: SHARED_NS }, (args) => ({ contents: sharedModule(args.path), loader: 'js' }));
      }
      // A media file the code imports is its URL below `assets/`; the build copies the file there (`assets`, name ->
      // file), not esbuild: hundreds of megabytes of screenshots (Astar's) are not passed through each bundle.
      const { assets } = options;
      // webpack's resolve.roots as Docusaurus sets them: where a path from the disk's root that is not there is looked for.
      const roots = options.roots ?? [options.siteDir];
      if (assets) {
        build.onResolve({ filter: MEDIA_FILE }, async (args) => {
          if (args.kind === 'url-token' || args.pluginData === ASSET_PASS || args.pluginData === SKIP) return undefined;
          // A file next to the code, below an alias or one of the roots: found here, without a round of esbuild's resolvers.
          const alias = throughAlias(args.path, options.aliases)?.file;
          const direct = alias ? [alias] : args.path.startsWith('/') ? [args.path, ...roots.map((r) => path.join(r, args.path))] : /^\.\.?\//.test(args.path) ? [path.resolve(args.resolveDir, args.path)] : [];
          const file = direct.find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
          if (file) return { path: file, namespace: ASSET_NS };
          const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: ASSET_PASS });
          return found.errors.length || found.external || found.namespace !== 'file' ? found : { path: found.path, namespace: ASSET_NS };
        });
        build.onLoad({ filter: /.*/, namespace: ASSET_NS }, (args) => {
          const name = assetName(args.path);
          assets.set(name, args.path);
          options.read?.add(args.path);
          return { contents: `export default ${JSON.stringify(`${options.siteBase}assets/${name}`)};\n`, loader: 'js' };
        });
      }
      build.onResolve({ filter: new RegExp(`^${PAGE_NS}:`) }, (args) => ({ path: args.path.slice(PAGE_NS.length + 1), namespace: PAGE_NS }));
      build.onLoad({ filter: /.*/, namespace: PAGE_NS }, (args) => {
        const m = options.modules.get(args.path)!;
        return { contents: moduleSource(m), loader: 'jsx', resolveDir: m.dir };
      });
      build.onResolve({ filter: new RegExp(`^${CLIENT_NS}:`) }, (args) => ({ path: args.path.slice(CLIENT_NS.length + 1), namespace: CLIENT_NS }));
      build.onLoad({ filter: /.*/, namespace: CLIENT_NS }, (args) => ({
        contents: `import islands from '${PAGE_NS}:${args.path}';\nimport { hydrateIslands } from ${JSON.stringify(path.join(islandsDir(), 'client.tsx'))};\nexport default (data) => hydrateIslands(islands, data);\n`,
        loader: 'js',
        resolveDir: islandsDir()
      }));
      requireContext(build, { read: options.read, listed: options.listed });
      // docgen's ApiItem for the OpenAPI theme's pages (theme/islands/api-item.tsx), read as if it were in the theme's
      // ApiItem folder: the packages it imports (react-redux, pako) are the copies the theme's components import.
      build.onResolve({ filter: /^docgen-api-item(\/parts)?$/ }, (args) => {
        const store = throughAlias('@theme/ApiItem/store', options.aliases)?.file;
        if (!store) return { errors: [{ text: 'the OpenAPI theme (docusaurus-theme-openapi-docs) is not installed' }] };
        return { path: args.path.endsWith('/parts') ? 'parts' : path.join(islandsDir(), 'api-item.tsx'), namespace: API_ITEM_NS, pluginData: path.dirname(store) };
      });
      build.onLoad({ filter: /.*/, namespace: API_ITEM_NS }, (args) => {
        const dir = args.pluginData as string;
        return { contents: args.path === 'parts' ? apiItemParts(path.dirname(dir), !!options.sharedReact) : readFileSync(args.path, 'utf8'), loader: 'tsx', resolveDir: dir };
      });
      // The globals of islands.provide, each a module's export, as one module esbuild injects into the islands' code.
      build.onResolve({ filter: new RegExp(`^${PROVIDE_MODULE}$`) }, () => ({ path: PROVIDE_MODULE, namespace: PROVIDE_MODULE }));
      build.onLoad({ filter: /.*/, namespace: PROVIDE_MODULE }, () => ({ contents: providedGlobals(options.provide ?? {}), loader: 'js', resolveDir: options.siteDir }));
      // Docusaurus's generated data (`.docusaurus/…/blog-post-list-prop-default.json`): read from the island context
      // when used. CommonJS, so that `require()` gives the data as webpack's JSON loader does.
      build.onResolve({ filter: GENERATED_MODULE }, (args) => ({ path: GENERATED_MODULE.exec(args.path)![1], namespace: GENERATED_NS }));
      build.onLoad({ filter: /.*/, namespace: GENERATED_NS }, (args) => ({ contents: `module.exports = require(${JSON.stringify(path.join(islandsDir(), 'generated.ts'))}).default(${JSON.stringify(args.path)});\n`, loader: 'js', resolveDir: islandsDir() }));
      // Finding what a failing island reads: an import that cannot be resolved is said, and left out of the bundle.
      const miss = (spec: string, resolveDir: string) => {
        options.missing!(spec, resolveDir);
        return { path: spec, external: true };
      };
      // webpack's raw-loader (`!!raw-loader!./snippet.js`, a file shown in a <CodeBlock>), or `?raw`: the file's text
      // (before esbuild's resolvers, which would drop the query and load the file as code).
      // Where a loader's file may be: beside the importer, below an alias, or for `/x`, on the disk or below one of the
      // roots (Flare's `!!raw-loader!/examples/HelloWorld.sol`); the last is where a missing one is watched for.
      const loaderFiles = (spec: string, resolveDir: string) => {
        const alias = throughAlias(spec, options.aliases);
        if (alias) return [alias.file];
        return spec.startsWith('/') ? [spec, ...roots.map((r) => path.join(r, spec))] : [path.resolve(resolveDir || options.siteDir, spec)];
      };
      build.onResolve({ filter: RAW }, (args) => {
        const loaders = loadersBeforeRaw(args.path);
        // The site's own loaders (islands.loaders: Apify's roa-loader) run on the file; others cannot.
        const unknown = loaders.filter((l) => !options.loaders?.[l]);
        if (unknown.length) return { errors: [{ text: `cannot import "${args.path}": ${notRunLoaders(unknown)}` }] };
        const entries = loaderFiles(rawTarget(args.path)!.split('!').at(-1)!, args.resolveDir);
        const file = entries.map(rawFile).find(Boolean);
        const entry = entries.at(-1)!;
        if (file && loaders.length) return { path: [...loaders, file].join('!'), namespace: LOADED_NS };
        if (file) return { path: file, namespace: RAW_NS };
        // The file's own path: the folder it would appear in is watched for it, not node_modules.
        if (options.missing) return miss(entry, args.resolveDir);
        return { errors: [{ text: `cannot import "${args.path}": the file ${path.relative(options.siteDir, entry)} does not exist` }] };
      });
      build.onLoad({ filter: /.*/, namespace: LOADED_NS }, async (args) => {
        const names = args.path.split('!');
        const file = names.pop()!;
        const used = names.map((n) => options.loaders![n]);
        for (const f of [file, ...used]) options.read?.add(f);
        try {
          const value = await runLoaders(names, file, options.loaders!, options.siteDir);
          return { contents: `export default ${JSON.stringify(value) ?? 'undefined'};\n`, loader: 'js', watchFiles: [file, ...used] };
        } catch (error) {
          return { errors: [{ text: `the loaders ${names.join(', ')} failed on ${path.relative(options.siteDir, file)}: ${error instanceof Error ? error.message : String(error)}` }], watchFiles: [file, ...used] };
        }
      });
      build.onLoad({ filter: /.*/, namespace: RAW_NS }, (args) => {
        options.read?.add(args.path);
        return { contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};\n`, loader: 'js', watchFiles: [args.path] };
      });
      build.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        // `url(/img/a.png)` in CSS is a file of the static folder, below the site's base URL; one that only the site's
        // folder has is that file, bundled, as webpack's resolve.roots find it (StreamPark's Less `@import
        // url('/src/css/bootstrap.min.css')`).
        if (args.kind === 'url-token' || args.kind === 'import-rule') {
          const bare = args.path.replace(/[?#].*$/, '');
          const file = path.join(options.siteDir, bare);
          const ownOnly = !roots.some((r) => r !== options.siteDir && existsSync(path.join(r, bare))) && statSync(file, { throwIfNoEntry: false })?.isFile();
          return ownOnly ? { path: file } : { path: options.siteBase + args.path.slice(1), external: true };
        }
        if (args.pluginData === SKIP || args.kind === 'entry-point') return undefined;
        // webpack's resolve.roots as Docusaurus sets them: a path the disk does not have is looked for in the static
        // folders, then the site's (Astar's `/src/components/figure`, `require('/img/card.png')`).
        const again = (spec: string, resolveDir: string) => build.resolve(spec, { resolveDir, kind: args.kind, importer: args.importer, pluginData: SKIP });
        const found = await again(args.path, args.resolveDir);
        if (!found.errors.length) return found;
        for (const root of roots) {
          const below = await again(`.${args.path}`, root);
          if (!below.errors.length) return below;
        }
        return options.missing ? miss(path.join(options.siteDir, args.path), args.resolveDir) : found;
      });
      if (options.missing) {
        build.onResolve({ filter: /^(\.\.?\/|\/)/ }, async (args) => {
          // A package's files import each other: esbuild finds them, without a second round of resolvers.
          if (args.pluginData === SKIP || args.kind === 'entry-point' || inPackage(args.importer)) return undefined;
          const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: SKIP });
          return found.errors.length ? miss(args.path, args.resolveDir) : found;
        });
      }
      // webpack's yaml-loader (`!!yaml-loader!../intents/intents.yaml`, Home Assistant's): the file, read as YAML below.
      build.onResolve({ filter: YAML_LOADER }, (args) => {
        const entries = loaderFiles(YAML_LOADER.exec(args.path)![1], args.resolveDir);
        const file = entries.find((f) => existsSync(f)) ?? entries.at(-1)!;
        if (existsSync(file)) return { path: file };
        if (options.missing) return miss(file, args.resolveDir);
        return { errors: [{ text: `cannot import "${args.path}": the file ${path.relative(options.siteDir, file)} does not exist` }] };
      });
      // A file the site's webpack rules give as its text (islands.textFiles: Cloud Posse's `.yaml` and `.tf` examples).
      // (Matched here: esbuild's filters take no flags, and the site's rules may be case-insensitive.)
      if (options.textFiles?.length) {
        const isText = matchesAny(options.textFiles);
        build.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
          if (!isText(args.path)) return undefined;
          options.read?.add(args.path);
          return { contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};\n`, loader: 'js', watchFiles: [args.path] };
        });
      }
      // A YAML file: its data, as yaml-loader gives it.
      build.onLoad({ filter: /\.ya?ml$/i }, (args) => ({ contents: JSON.stringify(parseYaml(readFileSync(args.path, 'utf8')) ?? null), loader: 'json' }));
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === SKIP || path.isAbsolute(args.path)) return undefined;
        const raw = (spec: string, resolveDir: string) => build.resolve(spec, { resolveDir, kind: args.kind, importer: args.importer, pluginData: SKIP });
        const again = async (spec: string, resolveDir: string) => {
          const found = await raw(spec, resolveDir);
          return found.errors.length && options.missing ? miss(spec, resolveDir) : found;
        };
        if (/^(react|react-dom|scheduler)(\/|$)/.test(args.path)) return again(args.path, docgenRoot());
        const alias = throughAlias(args.path, options.aliases);
        // An alias may name a file (`@theme/Callout`: src/theme/Callout), which is no folder to resolve from.
        if (alias) return again(path.normalize(alias.file), alias.file === alias.target ? path.dirname(alias.target) : alias.target);
        // `@docusaurus/core/lib/client/exports/X`, the module `@docusaurus/X` names in Docusaurus (Ory's hooks import it so).
        const override = stand('override', args.path.startsWith(CORE_EXPORTS) ? `@docusaurus/${args.path.slice(CORE_EXPORTS.length).replace(/\.js$/, '')}` : args.path);
        if (override) return { path: override };
        const fallback = stand('fallback', args.path);
        // A package's import of one of its dependencies, which docgen has no stand-in for: esbuild finds it, without a
        // second round of resolvers (Algolia's site: 6,000 imports of iconoir-react's icons and framer-motion's files).
        if (!fallback && inPackage(args.importer)) return undefined;
        const found = await raw(args.path, args.resolveDir || docgenRoot());
        // A package the site did not install gets docgen's stand-in, which takes each major version's API, even where
        // docgen has the package for its own use (prism-react-renderer 2, for react-live).
        if (!found.errors.length && !(fallback && isDocgensPackage(found.path, args.importer))) return found;
        if (fallback) return { path: fallback };
        if (options.missing) return miss(args.path, args.resolveDir || docgenRoot());
        const name = /^(@[^/]+\/)?[^/]+/.exec(args.path)![0];
        return { errors: [{ text: `cannot import "${args.path}": the package "${name}" is not installed, and docgen has no stand-in for it` }] };
      });
      // A markdown file a component imports: a component showing the HTML docgen makes of it, which the page's island
      // context carries (src/islands/markdown.ts), by its path in the site folder.
      // Its expressions that read the props it is rendered with are functions of them (src/mdx/props-holes.ts).
      build.onLoad({ filter: MARKDOWN_FILE }, (args) => {
        const holes = propsHoleCode(readFileSync(args.path, 'utf8'));
        return { contents: `import markdown from ${JSON.stringify(path.join(islandsDir(), 'markdown.tsx'))};\nexport default markdown(${JSON.stringify(markdownId(options.siteDir, args.path))}${holes ? `, ${holes}` : ''});\n`, loader: 'js' };
      });
      build.onLoad({ filter: /\.svg$/ }, (args) => (args.pluginData === CSS_URL ? { contents: readFileSync(args.path), loader: 'file' } : { contents: svgComponent(readFileSync(args.path, 'utf8')), loader: 'jsx' }));
      // Sass (docusaurus-plugin-sass's) and Less (docusaurus-plugin-less's), with the site's own compiler; `x.module.scss`
      // and `x.module.less` are CSS modules, as `x.module.css`.
      const styles = (file: string, out: SassOutput): OnLoadResult => {
        for (const f of out.files) options.read?.add(f);
        // Without a compiler, the next build looks again once the site's packages change (the cache compares the folder).
        if (out.noCompiler) options.listed?.add(path.join(options.siteDir, 'node_modules'));
        // The error in the file, not at the import esbuild would name: a file several components import is loaded
        // once, and its error said at one importer only (bundle.ts finds the islands that reach the file, which a partial
        // it uses is not one of: the partial's place is said in the text).
        if (out.css === undefined) {
          const here = out.at !== undefined && path.resolve(out.at.file) === path.resolve(file);
          const text = out.at && !here ? `${out.error} (${path.relative(options.siteDir, out.at.file).split(path.sep).join('/')}:${out.at.line}:${out.at.column})` : out.error!;
          return { errors: [{ text, location: { file, line: here ? out.at!.line : 1, column: here ? out.at!.column - 1 : 0 } }] };
        }
        return { contents: out.css, loader: /\.module\.(?:s[ac]ss|less)$/i.test(file) ? 'local-css' : 'css' };
      };
      // A stylesheet of the site's components that uses Tailwind's at-rules (Kuizuo's CSS modules: `@reference` to its
      // customCss, `@apply`), through the site's Tailwind, as its PostCSS setup runs it; as it is where that cannot run.
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        if (!args.path.startsWith(options.siteDir + path.sep) || args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!TAILWIND_RULES.test(text)) return undefined;
        for (const m of text.matchAll(/@reference\s+["']([^"']+)["']/g)) options.read?.add(path.resolve(path.dirname(args.path), m[1]));
        const out = await compileTailwindFile(args.path, options.siteDir);
        // (Where Tailwind cannot run, the next build looks again once the site's packages change.)
        if (out.css === undefined) options.listed?.add(path.join(options.siteDir, 'node_modules'));
        return out.css === undefined ? undefined : { contents: out.css, loader: /\.module\.css$/i.test(args.path) ? 'local-css' : 'css' };
      });
      build.onLoad({ filter: SASS_FILE }, (args) => styles(args.path, compileSass(args.path, options.aliases, options.sassResources)));
      build.onLoad({ filter: LESS_FILE }, async (args) => styles(args.path, await compileLess(args.path)));
    }
  };
}

/** Whether `file` is a package docgen installed for itself, imported from the site's code (not from docgen's or a package's). */
function isDocgensPackage(file: string, importer: string): boolean {
  const own = path.join(docgenRoot(), 'node_modules') + path.sep;
  return file.startsWith(own) && !importer.startsWith(docgenRoot() + path.sep);
}

const SHARED_NS = 'docgen-shared-react';
const SHARED_FILTER = new RegExp(`^(?:${SHARED_MODULES.map((m) => m.replace(/[/-]/g, '\\$&')).join('|')})$`);

/** A module that re-exports what the shell lent under `spec`: its default and every name docgen's own copy exports. */
function sharedModule(spec: string): string {
  const names = Object.keys(createRequire(path.join(docgenRoot(), 'package.json'))(spec) as object).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
  const module = `globalThis[${JSON.stringify(SHARED_REACT)}][${JSON.stringify(spec)}]`;
  return `const m = ${module};\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`;
}

/**
 * An SVG file as a React component rendering it (its root's attributes as props, its content as HTML), its JSX for
 * React's automatic runtime as the site's code is, whatever a tsconfig.json above it says (StreamPark's extends one with
 * `"jsx": "react"`: "React is not defined").
 */
export function svgComponent(svg: string): string {
  const root = /<svg\b([^>]*)>([^]*)<\/svg>/i.exec(svg);
  const attrs: Record<string, unknown> = {};
  for (const [, name, , v1, v2] of (root?.[1] ?? '').matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const value = v1 ?? v2;
    if (name === 'style') attrs.style = Object.fromEntries(value.split(';').filter((d) => d.includes(':')).map((d) => [d.split(':')[0].trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), d.slice(d.indexOf(':') + 1).trim()]));
    else attrs[name === 'class' ? 'className' : name.replace(/[:-]([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  const inner = root?.[2] ?? '';
  return `const attrs = ${JSON.stringify(attrs)};\nconst html = ${JSON.stringify(inner)};\nexport default function Svg({ title, ...props }) { return <svg {...attrs} {...props} dangerouslySetInnerHTML={{ __html: (title ? '<title>' + String(title).replace(/</g, '&lt;') + '</title>' : '') + html }} />; }\n/* @jsxRuntime automatic @jsxImportSource ${JSX_SOURCE} */\n`;
}
