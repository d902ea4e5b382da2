// Page modules -> a server bundle (Node, to render the islands) and browser chunks (to hydrate them); islands that cannot be bundled left out, with why.
import type { ModuleReplacement, PatternData } from '../types.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, transformSync, type BuildFailure, type BuildOptions, type Message, type Metafile } from 'esbuild';
import { docgenRoot } from '../config/resolve.js';
import { displayPath } from '../content/scan.js';
import { DocgenError } from '../errors.js';
import { MEDIA_EXTENSIONS } from '../mdx/modules.js';
import { neededStatements } from '../mdx/islands.js';
import { ASSET_NS, CLIENT_NS, islandsDir, islandsPlugin, JSX_SOURCE, moduleLines, PAGE_NS, PROVIDE_MODULE, SITE_CODE_TARGET, type Missing, type PageModule } from './plugin.js';

/** Why an island could not be bundled: esbuild's first message, and where. */
export interface BundleError {
  text: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface Bundled {
  /** Output path (below `outdir`) -> contents. */
  server: Map<string, Uint8Array>;
  client: Map<string, Uint8Array>;
  /** Each page module's server file and browser entry (with its CSS), relative to their outdirs. */
  entries: Map<string, { server: string; js: string; css: string[] }>;
  /** The server file exporting renderIsland. */
  runtime: string;
  /** Islands left out, by page module key and index. */
  failed: Map<string, Map<number, BundleError>>;
  /** The site's files the bundles read (absolute), for the cache and the dev server's watcher. */
  inputs: string[];
  /**
   * Folders whose entries say whether a failing island's import can be resolved now (the one a missing file would be
   * in, each `node_modules` a missing package would be in): for the cache, not watched.
   */
  absent: string[];
}

const ASSETS = MEDIA_EXTENSIONS.map((e) => `.${e}`);

/** What the site's config gives a bundling (islands.*, its folders, where its assets are served). */
export interface BundleOptions {
  aliases: Record<string, string>;
  /** The site's names replaced in its code (islands.define), besides process.env.NODE_ENV. */
  define: Record<string, string>;
  /** The globals its code gets from modules (islands.provide). */
  provide?: Record<string, string[]>;
  /** The site's folder: markdown files components import are named relative to it. */
  siteDir: string;
  /** Where a path from the disk's root that is not there is looked for (webpack's resolve.roots, as Docusaurus sets it). */
  roots: string[];
  publicPath: string;
  /** The files imported as their text (islands.textFiles). */
  textFiles: PatternData[];
  /** The site's webpack loaders an import may name before raw-loader (islands.loaders). */
  loaders?: Record<string, string>;
  /** Modules swapped for others, in one bundle or both (islands.replace). */
  replace?: ModuleReplacement[];
  /** The SCSS files every .scss file starts with (islands.sassResources). */
  sassResources?: string[];
}

/** What every build of one bundling shares: the config's options, and the Sass files read (`read`). */
export interface Shared extends BundleOptions {
  read: Set<string>;
  /** The folders require.context listed (the cache compares their entries). */
  listed: Set<string>;
  /** Set for the probe that finds what failing islands read (whatFailuresRead). */
  missing?: Missing;
  /** Files read as empty (see failuresFromErrors). */
  stubs?: Set<string>;
  /** The media files the code imports, by their name below `assets/` (docgen copies them: see islandsPlugin). */
  assets?: Map<string, string>;
  /** The site's JavaScript files read as TypeScript (see typeImporters). */
  asTypeScript?: Set<string>;
}

/** The options both bundles share: the site's `.js` files may hold JSX; assets are files under `publicPath`. */
function common(modules: Map<string, PageModule>, { aliases, define, provide, siteDir, roots, publicPath, textFiles, loaders, replace, sassResources, read, listed, missing, stubs, assets, asTypeScript }: Shared, side: 'server' | 'browser'): BuildOptions {
  const sharedReact = side === 'browser';
  return {
    bundle: true,
    write: false,
    format: 'esm',
    splitting: true,
    jsx: 'automatic',
    // React's runtime, a <title>'s children joined (theme/islands/jsx-runtime.ts).
    jsxImportSource: JSX_SOURCE,
    metafile: true,
    logLevel: 'silent',
    // The probes that find what islands read (`missing` set) need the import graph only: no copies of the images.
    loader: { '.js': 'jsx', ...Object.fromEntries(ASSETS.map((e) => [e, missing ? ('empty' as const) : ('file' as const)])) },
    assetNames: 'island-asset-[hash]',
    publicPath,
    // docgen's own components a stand-in draws (the search box) read the page's labels, which islands do not have, and
    // are the built site's (a failed index file waits out its backoff in the dev server too).
    // Node's `global` is the browser's global object, as webpack 5 gives it (its node.global, on by default): HertzBeat's
    // home reads `global.navigator`.
    define: { ...(side === 'browser' ? { global: 'globalThis' } : {}), ...define, 'process.env.NODE_ENV': '"production"', __DOCGEN_LABELS__: 'false', __DOCGEN_DEV__: 'false' },
    // A package's exports for a production build, as a site's bundler (webpack in production mode) picks them
    // (@excalidraw/excalidraw's `./index.css` has only `development` and `production`); esbuild's own after them.
    conditions: ['production', 'module'],
    nodePaths: [path.join(docgenRoot(), 'node_modules')],
    // The globals webpack's ProvidePlugin gives the site's code (the OpenAPI theme's `Buffer`), on the server too.
    ...(provide && Object.keys(provide).length ? { inject: [PROVIDE_MODULE] } : {}),
    plugins: [islandsPlugin({ modules, aliases, provide, siteDir, roots, textFiles, loaders, replace: replace?.filter((r) => (r.bundle ?? side) === side), sassResources, assets, siteBase: publicPath.replace(/assets\/$/, ''), sharedReact, read, listed, missing, stubs, asTypeScript })]
  };
}

/** The server bundle: each page module an entry, with the renderer; React shared in a chunk. */
function serverBuild(modules: Map<string, PageModule>, shared: Shared, outdir: string) {
  return build({
    ...common(modules, shared, 'server'),
    entryPoints: { runtime: path.join(islandsDir(), 'server.tsx'), ...Object.fromEntries([...modules.keys()].map((k) => [`page-${k}`, `${PAGE_NS}:${k}`])) },
    platform: 'node',
    // A package's ES module build before its CommonJS one, as webpack picks them for Docusaurus's server bundle: an ES
    // module package's default import of a CommonJS one (Apify's UI library of styled-components) would be its whole
    // exports object otherwise, as Node gives it.
    mainFields: ['module', 'main'],
    // As the browser's: CSS modules' class names are minified alike, so both renders give the same classes.
    minifyIdentifiers: true,
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" }
  });
}

/** The browser chunks: one entry per page module (`island-[hash].js`, its CSS beside it), minified; React is the shell's. */
function clientBuild(modules: Map<string, PageModule>, shared: Shared, outdir: string) {
  return build({
    // React comes from the shell, which has it already.
    ...common(modules, shared, 'browser'),
    entryPoints: Object.fromEntries([...modules.keys()].map((k) => [k, `${CLIENT_NS}:${k}`])),
    platform: 'browser',
    target: SITE_CODE_TARGET,
    minify: true,
    legalComments: 'none',
    outdir,
    entryNames: 'island-[hash]',
    chunkNames: 'island-chunk-[hash]'
  });
}

/** esbuild's messages as BundleErrors; a failure that is not esbuild's, as one without a place. */
const errorsOf = (e: unknown): BundleError[] => {
  const messages: Message[] | undefined = (e as BuildFailure).errors;
  if (!messages?.length) return [{ text: e instanceof Error ? e.message : String(e) }];
  return messages.map((m) => ({ text: m.text, ...(m.location ? { file: m.location.file, line: m.location.line, column: m.location.column + 1 } : {}) }));
};

/**
 * The site's JavaScript files (not a package's) to read as TypeScript: one that imports a name a TypeScript file does
 * not export (a type, most likely: Arbitrum's `import { NumberComponentProps } from './types'` in a .jsx file; webpack
 * warns and goes on, esbuild stops), and one whose syntax error is TypeScript's syntax (Dyte's `({ href }: { href:
 * string })` in a .jsx file, which Docusaurus's faster bundler reads: SWC parses every file as TypeScript). Read as
 * TypeScript, such a file loses the imports it does not use as values, as a TypeScript file would.
 */
const MISSING_EXPORT = /^No matching export in "[^"]+\.tsx?" for import "[^"]+"$/;
const typeImporters = (errors: BundleError[]) =>
  new Set(errors.flatMap((e) => (e.file && /\.[cm]?jsx?$/i.test(e.file) && !/[\\/]node_modules[\\/]/.test(e.file) && (MISSING_EXPORT.test(e.text) || isTypeScript(path.resolve(e.file))) ? [path.resolve(e.file)] : [])));

/** Whether a file that is no JavaScript parses as TypeScript (with JSX). */
function isTypeScript(file: string): boolean {
  try {
    const text = readFileSync(file, 'utf8');
    try {
      transformSync(text, { loader: 'jsx', logLevel: 'silent' });
      return false;
    } catch {
      transformSync(text, { loader: 'tsx', logLevel: 'silent' });
      return true;
    }
  } catch {
    return false;
  }
}

/** Both bundles of some modules; when either fails, a failure with esbuild's errors of both (the server's first). */
async function bothBuilds(modules: Map<string, PageModule>, shared: Shared, serverDir: string, clientDir: string) {
  const [server, client] = await Promise.allSettled([serverBuild(modules, shared, serverDir), clientBuild(modules, shared, clientDir)]);
  if (server.status === 'fulfilled' && client.status === 'fulfilled') return [server.value, client.value] as const;
  const reasons = [server, client].flatMap((r) => (r.status === 'rejected' ? [r.reason as Partial<BuildFailure>] : []));
  const errors = reasons.flatMap((r) => r.errors ?? []);
  throw errors.length ? Object.assign(new Error('bundling failed'), { errors }) : reasons[0];
}

/** The modules with the failed islands left out. */
const without = (modules: Map<string, PageModule>, failed: Map<string, Map<number, BundleError>>) =>
  new Map([...modules].map(([k, m]) => [k, { ...m, jsx: m.jsx.map((j, i) => (failed.get(k)?.has(i) ? null : j)) }]));

/**
 * Which islands the errors of a failed bundling belong to. An error in a page module's own code (an import of a
 * package not installed, say) is in one of the page's statements, which the islands that need it fail with, or in one
 * island's JSX. An error in a file the islands import (a component's import, a syntax error) is found in the import
 * graph: each island bundled as an entry of its own (both bundles), with each import that cannot be resolved left out
 * and the files of the errors read as empty, so that the bundles are made; an island fails with the first error whose
 * file it imports, directly or not; an error no island is found to reach is left for the next bundling. Undefined when
 * this cannot say: an error without a place, or bundles that fail even so.
 */
async function failuresFromErrors(modules: Map<string, PageModule>, shared: Shared, outdir: string, errors: BundleError[]): Promise<Map<string, Map<number, BundleError>> | undefined> {
  const failed = new Map<string, Map<number, BundleError>>();
  const fail = (key: string, island: number, error: BundleError) => {
    if (!failed.has(key)) failed.set(key, new Map());
    if (!failed.get(key)!.has(island)) failed.get(key)!.set(island, error);
  };
  const inFiles: BundleError[] = [];
  for (const error of errors) {
    if (!error.file) return undefined;
    const m = error.file.startsWith(`${PAGE_NS}:`) ? modules.get(error.file.slice(PAGE_NS.length + 1)) : undefined;
    if (!m) {
      inFiles.push(error);
      continue;
    }
    const of = moduleLines(m).at((error.line ?? 0) - 1)?.of;
    if (typeof of === 'number') fail(m.key, of, error);
    else if (of) m.jsx.forEach((j, i) => j !== null && neededStatements([j], m.statements).includes(of) && fail(m.key, i, error));
    else return undefined;
  }
  if (!inFiles.length) return failed;
  const probe = { ...shared, read: new Set<string>(), listed: new Set<string>(), missing: () => {}, stubs: new Set(inFiles.flatMap((e) => (isFile(e.file!) ? [path.resolve(e.file!)] : []))) };
  /**
   * The files each entry of `mods` reaches, with the files the errors are in read as empty (undefined if that fails).
   * Errors the probe meets that the bundling did not get to (a name a file imports that its module does not export,
   * behind an import that could not be resolved) are the islands' too: their files are read as empty, a few rounds.
   */
  const graph = async (mods: Map<string, PageModule>) => {
    let metafiles: Metafile[] | undefined;
    for (let round = 0; !metafiles && round < 4; round++) {
      try {
        const [server, client] = await Promise.all([serverBuild(mods, probe, path.join(outdir, 'graph')), clientBuild(mods, probe, path.join(outdir, 'graph'))]);
        metafiles = [server.metafile!, client.metafile!];
      } catch (e) {
        const more = errorsOf(e).filter((m) => m.file && isFile(m.file) && !probe.stubs.has(path.resolve(m.file)));
        if (!more.length) return undefined;
        for (const m of more) probe.stubs.add(path.resolve(m.file!));
        inFiles.push(...more);
      }
    }
    if (!metafiles) return undefined;
    const imports = new Map<string, string[]>();
    for (const meta of metafiles) {
      for (const [file, input] of Object.entries(meta.inputs)) imports.set(file, [...(imports.get(file) ?? []), ...input.imports.filter((i) => !i.external).map((i) => i.path)]);
    }
    return (key: string) => {
      const seen = new Set<string>();
      const walk = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const next of imports.get(file) ?? []) walk(next);
      };
      walk(`${PAGE_NS}:${key}`);
      walk(`${CLIENT_NS}:${key}`);
      return seen;
    };
  };
  // The pages whose code reaches a file an error is in; then each of their islands alone, as a module of its own (a
  // page of many islands among many pages, Astar's, is not split into hundreds of entries). `of`: its page and place.
  const pages = await graph(modules);
  if (!pages) return undefined;
  const reaching = [...modules.values()].filter((m) => {
    const seen = pages(m.key);
    return inFiles.some((e) => seen.has(e.file!));
  });
  const singles = new Map<string, PageModule & { of: { key: string; island: number } }>();
  for (const m of reaching) {
    m.jsx.forEach((j, i) => j !== null && singles.set(`${m.key}-${i}`, { ...m, key: `${m.key}-${i}`, jsx: m.jsx.map((other, k) => (k === i ? other : null)), of: { key: m.key, island: i } }));
  }
  const islands = singles.size ? await graph(singles) : undefined;
  if (!islands) return undefined;
  for (const [single, { of }] of singles) {
    const seen = islands(single);
    const found = inFiles.filter((e) => seen.has(e.file!));
    if (found.length) fail(of.key, of.island, found[0]);
  }
  // Errors no island was found to reach are left to the caller's next bundling (and its slow search, if they remain).
  return failed;
}

/**
 * How many bundlings the slow search (findFailures) makes at most. It halves the modules down to each failing one,
 * about two bundlings per failing module and halving, then tries a failing module's islands one at a time: a site where
 * most pages fail (SuperTokens', before its Sass files were found from their errors: 394 page modules, 1,068 islands)
 * would make some 1,900 bundlings of 0.3 to 2 s each. One or two broken components among 400 pages take about 20.
 */
const SEARCH_BUNDLINGS = 64;

/**
 * Which islands of `modules` cannot be bundled (by either build). The modules are halved until each failing one is
 * alone (a site with one broken component among many pages bundles its big packages a few times, not once a page),
 * then a failing module's islands are tried one at a time. `error`: the whole bundle's, when known. This is what is
 * done when the errors cannot say (failuresFromErrors): a bundle for each half, so a few times each package. After
 * `budget` bundlings (and one more for each halving level at most), each group still failing fails whole, and says so.
 */
export async function findFailures(modules: Map<string, PageModule>, shared: Shared, outdir: string, error?: BundleError, budget = SEARCH_BUNDLINGS): Promise<Map<string, Map<number, BundleError>>> {
  const failed = new Map<string, Map<number, BundleError>>();
  let left = budget;
  const tryBoth = async (list: PageModule[]) => {
    left--;
    const some = new Map(list.map((m) => [m.key, m]));
    try {
      await Promise.all([serverBuild(some, shared, outdir), clientBuild(some, shared, outdir)]);
      return undefined;
    } catch (e) {
      return errorsOf(e)[0];
    }
  };
  const islandsOf = (m: PageModule) => m.jsx.flatMap((j, i) => (j === null ? [] : [i]));
  // What an island gets when the search stops before it is alone: an error of it or of the others bundled with it.
  const stopped = (among: string, error: BundleError): BundleError => ({ ...error, text: `${error.text} (the error of this island or of another ${among}: docgen stopped looking for which after ${budget} bundlings)` });
  const halve = async (list: PageModule[], error?: BundleError): Promise<void> => {
    // A group not tried yet is tried even when the budget is spent (one per halving level at most: it is then not split).
    error ??= await tryBoth(list);
    if (!error) return;
    if (list.length > 1 && left < 2) {
      for (const m of list) failed.set(m.key, new Map(islandsOf(m).map((i) => [i, stopped(`among ${list.length} pages bundled together`, error!)])));
      return;
    }
    if (list.length === 1) return failIslands(list[0], error);
    const half = Math.ceil(list.length / 2);
    await halve(list.slice(0, half));
    await halve(list.slice(half));
  };
  const failIslands = async (m: PageModule, error: BundleError) => {
    const errors = new Map<number, BundleError>();
    const islands = islandsOf(m);
    if (islands.length === 1) errors.set(islands[0], error);
    else if (left < islands.length) islands.forEach((i) => errors.set(i, stopped('of its page', error)));
    else {
      for (const i of islands) {
        const one = await tryBoth([{ ...m, jsx: m.jsx.map((j, k) => (k === i ? j : null)) }]);
        if (one) errors.set(i, one);
      }
      // The page's code itself (not one island) fails: every island goes.
      if (!errors.size) islands.forEach((i) => errors.set(i, { text: 'the page\'s imports cannot be bundled' }));
    }
    failed.set(m.key, errors);
  };
  await halve([...modules.values()], error);
  return failed;
}

/**
 * Bundles the page modules for the server and the browser. An island that cannot be bundled (a package not installed,
 * a syntax error, an import of a module docgen has no stand-in for) is left out of both, and said in `failed`.
 */
export async function bundleIslands(input: Map<string, PageModule>, options: BundleOptions & { outdir: string }): Promise<Bundled> {
  const { outdir, ...bundling } = options;
  const { publicPath } = options;
  const shared: Shared = { ...bundling, read: new Set(), listed: new Set(), assets: new Map() };
  const serverDir = path.join(outdir, 'server');
  const clientDir = path.join(outdir, 'client');
  let modules = input;
  let failed = new Map<string, Map<number, BundleError>>();
  const attempt = async (mods: Map<string, PageModule>) => bothBuilds(mods, shared, serverDir, clientDir).then((built) => ({ built }), (error: unknown) => ({ error }));
  let result: { built: Awaited<ReturnType<typeof bothBuilds>> } | { error: unknown } = await attempt(modules);
  // Read as TypeScript, a file may let the bundler get further and find another (a syntax error hides a missing export).
  for (let round = 0; 'error' in result && round < 4; round++) {
    const typed = typeImporters(errorsOf(result.error));
    const known = shared.asTypeScript ?? new Set<string>();
    if (![...typed].some((f) => !known.has(f))) break;
    shared.asTypeScript = new Set([...known, ...typed]);
    result = await attempt(modules);
  }
  // Each bundling's errors lead to the islands they are in (failuresFromErrors), a few rounds: leaving some out lets
  // the bundler get further and say more (an import that cannot be resolved hides a missing export behind it).
  const leaveOut = (found: Map<string, Map<number, BundleError>>) => {
    for (const [key, islands] of found) failed.set(key, new Map([...(failed.get(key) ?? []), ...islands]));
    modules = without(input, failed);
  };
  for (let round = 0; 'error' in result && round < 4; round++) {
    const found = await failuresFromErrors(modules, shared, serverDir, errorsOf(result.error));
    if (!found?.size) break;
    leaveOut(found);
    result = await attempt(modules);
  }
  if ('error' in result) {
    // Errors the import graph does not lead to (a React page's, whose imports it does not follow from its page module;
    // one without a place): the slow search, among the islands left.
    leaveOut(await findFailures(modules, shared, serverDir, errorsOf(result.error)[0]));
    result = { built: await bothBuilds(modules, shared, serverDir, clientDir).catch((e: unknown) => Promise.reject(unbundled(e))) };
  }
  const [server, client] = result.built;
  const probe = failed.size ? await whatFailuresRead(input, failed, shared, serverDir) : { inputs: [], absent: [] };
  const rel = (dir: string, p: string) => path.relative(dir, path.resolve(p)).split(path.sep).join('/');
  const entries = new Map<string, { server: string; js: string; css: string[] }>();
  let runtime = '';
  for (const [out, meta] of Object.entries(server.metafile!.outputs)) {
    const key = meta.entryPoint?.startsWith(`${PAGE_NS}:`) ? meta.entryPoint.slice(PAGE_NS.length + 1) : undefined;
    if (key) entries.set(key, { server: rel(serverDir, out), js: '', css: [] });
    else if (meta.entryPoint?.endsWith('server.tsx')) runtime = rel(serverDir, out);
  }
  for (const [out, meta] of Object.entries(client.metafile!.outputs)) {
    const key = meta.entryPoint?.startsWith(`${CLIENT_NS}:`) ? meta.entryPoint.slice(CLIENT_NS.length + 1) : undefined;
    const entry = key && entries.get(key);
    if (!entry) continue;
    entry.js = rel(clientDir, out);
    if (meta.cssBundle) entry.css.push(rel(clientDir, meta.cssBundle));
  }
  const files = (r: { outputFiles?: Array<{ path: string; contents: Uint8Array }> }, dir: string) => new Map((r.outputFiles ?? []).map((f) => [rel(dir, f.path), f.contents]));
  // The public path is for the browser's files (assets); the server's chunks import each other from their folder.
  const local = new Map([...files(server, serverDir)].map(([n, c]) => [n, n.endsWith('.js') ? new TextEncoder().encode(new TextDecoder().decode(c).replaceAll(`"${publicPath}chunk-`, '"./chunk-')) : c]));
  const inputs = [...new Set([...inputsOf([server.metafile!, client.metafile!], shared.read), ...probe.inputs])].sort();
  // The media files the browser's bundles use (not those of islands a first, failed pass read).
  const media = Object.keys(client.metafile!.inputs).filter((k) => k.startsWith(`${ASSET_NS}:`)).map((k) => k.slice(ASSET_NS.length + 1));
  const used = [...shared.assets!].filter(([, file]) => media.some((m) => path.resolve(m) === path.resolve(file)));
  return { server: local, client: new Map([...files(client, clientDir), ...used.map(([n, f]) => [n, new Uint8Array(readFileSync(f))] as [string, Uint8Array])]), entries, runtime, failed, inputs, absent: [...new Set([...probe.absent, ...shared.listed])] };
}

/** A bundling that fails with no island left out that could be blamed: esbuild's errors, each where it is. */
function unbundled(e: unknown): DocgenError {
  const errors = errorsOf(e);
  return new DocgenError(`the site's components could not be bundled (${errors.length} error${errors.length === 1 ? '' : 's'})`, errors.slice(0, 10).map((m) => ({
    file: m.file ? (isFile(m.file) ? displayPath(path.resolve(m.file)) : m.file) : 'islands',
    ...(m.line !== undefined ? { line: m.line, column: m.column } : {}),
    severity: 'error' as const,
    message: m.text
  })));
}

/**
 * What the islands that failed read, so that the cache knows when they might not fail: the files they read (a bundle of
 * them alone, with each import that cannot be resolved left out), the files their errors are in, and the folders a
 * missing file or package would appear in. A syntax error stops that bundle: the files of the errors then.
 */
async function whatFailuresRead(input: Map<string, PageModule>, failed: Map<string, Map<number, BundleError>>, shared: Shared, outdir: string): Promise<{ inputs: string[]; absent: string[] }> {
  const only = new Map([...failed].map(([k, errors]) => {
    const m = input.get(k)!;
    return [k, { ...m, jsx: m.jsx.map((j, i) => (errors.has(i) ? j : null)) }];
  }));
  const absent = new Set<string>();
  const missing: Missing = (spec, resolveDir) => {
    if (/^(\.\.?\/|\/)/.test(spec)) {
      // The nearest folder that is there, of the one the file would be in.
      let dir = path.dirname(path.resolve(resolveDir, spec));
      while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
      absent.add(dir);
      return;
    }
    const scope = /^(@[^/]+)\//.exec(spec)?.[1];
    for (let dir = resolveDir; ; dir = path.dirname(dir)) {
      absent.add(path.join(dir, 'node_modules'));
      if (scope) absent.add(path.join(dir, 'node_modules', scope));
      if (path.dirname(dir) === dir) break;
    }
  };
  const errorFiles = [...failed.values()].flatMap((e) => [...e.values()]).flatMap((e) => (e.file && isFile(e.file) ? [path.resolve(e.file)] : []));
  try {
    const probe = await serverBuild(only, { ...shared, read: new Set(), listed: new Set(), missing }, path.join(outdir, 'probe'));
    return { inputs: [...inputsOf([probe.metafile!], new Set()), ...errorFiles], absent: [...absent] };
  } catch {
    return { inputs: errorFiles, absent: [...absent] };
  }
}

/** Whether a module a metafile or a message names is a file (a path, not `namespace:path`). */
const isFile = (p: string) => !p.includes(':') || /^[a-z]:/i.test(p);

/** The real files the bundles read, docgen's own and virtual modules left out. */
function inputsOf(metafiles: Metafile[], read: Set<string>): string[] {
  const own = docgenRoot();
  const files = new Set<string>(read);
  for (const m of metafiles) for (const p of Object.keys(m.inputs)) if (isFile(p)) files.add(path.resolve(p));
  return [...files].filter((f) => !f.startsWith(own + path.sep)).sort();
}
