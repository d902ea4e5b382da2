// A site module an MDX page imports values from (`import constants from '@site/core/Constants'`) -> its exports, read
// at build time: bundled with esbuild (synchronously: the parse runs in a worker) and run once per worker.
import { buildSync, transformSync } from 'esbuild';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchesAny, type SourceFile, type PatternData } from '../types.js';
import { UNKNOWN, type ImportRef } from './node.js';
import { PARTIAL, resolveImport, belowSite } from './partials.js';

/** docgen's stand-ins for the framework's modules (the islands' too: theme/islands/modules/override/<module path>). */
const SHIMS = ((dir) => {
  while (!existsSync(path.join(dir, 'theme/islands/modules/override')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.join(dir, 'theme/islands/modules/override');
})(path.dirname(fileURLToPath(import.meta.url)));
/** Where Docusaurus's `@docusaurus/X` modules are in its core package. */
export const CORE_EXPORTS = '@docusaurus/core/lib/client/exports/';

/**
 * Module path -> its stand-in file, for esbuild's alias (buildSync takes no plugins); `@docusaurus/X` by the path of the
 * module it names in Docusaurus too (`@docusaurus/core/lib/client/exports/X`, as Ory's hooks import it).
 */
const ALIAS = Object.fromEntries(
  (readdirSync(SHIMS, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((f) => {
      const spec = f.replace(/\.tsx?$/, '').split(path.sep).join('/');
      const core = /^@docusaurus\/([\w-]+)$/.exec(spec);
      return [[spec, path.join(SHIMS, f)], ...(core ? [[`${CORE_EXPORTS}${core[1]}`, path.join(SHIMS, f)]] : [])];
    })
);

/** A module read: its exports, or why it could not be; and the site files it is made of, with their sha1s. */
export interface SiteModule {
  exports?: Record<string, unknown>;
  error?: string;
  files: Map<string, string | null>;
}

const cache = new Map<string, { stamp: string; module: SiteModule }>();
const stampOf = (files: Map<string, string | null>) => [...files.keys()].map((f) => `${f}:${statSync(f, { throwIfNoEntry: false })?.mtimeMs}`).join('|');

const docgenRequire = createRequire(import.meta.url);

/**
 * A require from `entry`'s folder that takes a package the site has not installed from docgen's (React, for a component);
 * the files it reads go in `files`.
 */
function siteOrDocgenRequire(entry: string, files: Map<string, string | null>): NodeJS.Require {
  const site = createRequire(entry);
  return Object.assign((id: string) => {
    // A raw-loader require of a name worked out when it runs (Plausible's `require(\`!!raw-loader?esModule=false!./${path}\`)`):
    // the text of that file beside the module (with `esModule=false`, the text itself).
    const raw = rawTarget(id);
    if (raw !== undefined) {
      const file = path.resolve(path.dirname(entry), raw.split('!').at(-1)!);
      const text = readFileSync(file, 'utf8');
      files.set(file, createHash('sha1').update(text).digest('hex'));
      return /raw-loader\?[^!]*\besModule=false\b/.test(id) ? text : { __esModule: true, default: text };
    }
    try {
      return site(id);
    } catch (error) {
      if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND' || !String((error as Error).message).includes(`'${id}'`)) throw error;
      return docgenRequire(id);
    }
  }, site);
}

/** Tells the stand-in of the docs plugin's client module which docs version the page being read is in. */
export function setDocsVersion(page: string | undefined): void {
  (globalThis as { __docgenDocsVersion?: string }).__docgenDocsVersion = page ? /[\\/][^\\/]*versioned_docs[\\/]version-([^\\/]+)[\\/]/.exec(page)?.[1] : undefined;
}

/**
 * The exports of the module at `entry` (resolved as esbuild does: extensions, index files), with `@site/` below `site`.
 * Its packages come from the site's node_modules, else docgen's; one that is not installed is an error.
 */
export function siteModule(entry: string, site: string | undefined): SiteModule {
  const hit = cache.get(entry);
  if (hit && hit.stamp === stampOf(hit.module.files)) return hit.module;
  const module = load(entry, site);
  if (module.files.size) cache.set(entry, { stamp: stampOf(module.files), module });
  return module;
}

function load(entry: string, site: string | undefined): SiteModule {
  const files = new Map<string, string | null>();
  try {
    const result = buildSync({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      metafile: true,
      jsx: 'automatic',
      logLevel: 'silent',
      alias: { ...ALIAS, ...(site ? { '@site': site } : {}) },
      // Values are what is read here: styles and images are not. A site's .js file may hold JSX, as Docusaurus reads it.
      loader: { '.js': 'jsx', '.css': 'empty', '.scss': 'empty', '.png': 'empty', '.jpg': 'empty', '.svg': 'empty', '.gif': 'empty' },
      packages: 'external',
      absWorkingDir: site ?? path.dirname(entry)
    });
    for (const input of Object.keys(result.metafile.inputs)) {
      const file = path.resolve(site ?? path.dirname(entry), input);
      if (!file.includes(`${path.sep}node_modules${path.sep}`) && !file.startsWith(SHIMS)) files.set(file, createHash('sha1').update(readFileSync(file)).digest('hex'));
    }
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', 'require', result.outputFiles[0].text)(module, module.exports, siteOrDocgenRequire(entry, files));
    return { exports: module.exports, files };
  } catch (error) {
    const e = error as { errors?: Array<{ text: string }>; message?: string };
    return { error: e.errors?.[0]?.text ?? e.message ?? String(error), files };
  }
}

/**
 * Media files: an import of one is its URL, not a module, as a site's bundler gives it (here, and in the islands'
 * bundles). SVG files are not among them: they are components, as a site's bundler makes them.
 */
export const MEDIA_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'bmp', 'mp4', 'webm', 'ogg', 'mov', 'mp3', 'wav', 'pdf', 'woff', 'woff2', 'ttf', 'otf', 'eot'];
const MEDIA = new RegExp(`^[^!?#]+\\.(?:${MEDIA_EXTENSIONS.join('|')})$`, 'i');

/**
 * An import of a file's text: webpack's raw-loader (`!!raw-loader!./snippet.ts`, Docusaurus's way to show a file in a
 * <CodeBlock>; with its options, `!!raw-loader?esModule=false!./a.json`: Plausible's), or a `?raw` query (Vite's;
 * webpack's with a `resourceQuery: /raw/` rule of `type: 'asset/source'`, after a `!!` that turns the other loaders
 * off: typescript-eslint's `!!../src/types.ts?raw`).
 */
export const RAW = /^(?:!{0,2}raw-loader(?:\?[^!]*)?!(.+)|(?:-?!|!!)?([^!?]+)\?raw)$/;

/** The file a raw import names (before it is resolved), or undefined when `source` is no raw import. */
export function rawTarget(source: string): string | undefined {
  const match = RAW.exec(source);
  return match ? match[1] ?? match[2] : undefined;
}

/**
 * The loaders an import runs before raw-loader gives the text (`!!raw-loader!roa-loader!./a.js`: roa-loader, Apify's
 * own): docgen runs none of them, and says so. Empty for a plain raw import.
 */
export function loadersBeforeRaw(source: string): string[] {
  return rawTarget(source)?.split('!').slice(0, -1).filter(Boolean) ?? [];
}

/** What an import of loaders docgen does not run is told (see loadersBeforeRaw). */
export const notRunLoaders = (loaders: string[]) => `docgen gives a file's text as raw-loader does, and does not run the ${loaders.join(' and ')} before it`;

const SCRIPT = ['.js', '.jsx', '.ts', '.tsx', '.mjs', '.json'];
/** The file a raw-loader import names, found as webpack would (with a script extension added, or a folder's index: PixiJS's examples); undefined when none is. */
export const rawFile = (entry: string) => ['', ...SCRIPT, ...SCRIPT.map((ext) => `/index${ext}`)].map((ext) => entry + ext).find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());

/** A file imported through raw-loader: its text as the default export. */
function rawModule(entry: string): SiteModule {
  const file = rawFile(entry);
  if (!file) return { error: `the file ${path.basename(entry)} does not exist`, files: new Map([[entry, null]]) };
  const text = readFileSync(file, 'utf8');
  return { exports: { default: text }, files: new Map([[file, createHash('sha1').update(text).digest('hex')]]) };
}

/** A CSS module (`x.module.css`), as a page imports it. */
const CSS_MODULE = /\.module\.css$/i;

/** The prefix esbuild gives a CSS module's local classes (`<file's name>_<class>`), from a class of its own; once a file. */
const prefixes = new Map<string, string>();
const localPrefix = (file: string) => {
  let prefix = prefixes.get(file);
  if (prefix === undefined) prefixes.set(file, (prefix = /\.(\S*)_docgen\b/.exec(transformSync('.docgen { color: red }', { loader: 'local-css', sourcefile: file }).code)![1]));
  return prefix;
};

/**
 * A CSS module a page imports (`import styles from './tabs.module.css'`, the classes of its tabs' `attributes`, as
 * Docusaurus's own tabs page writes): its classes scoped by esbuild's local-css (`tabs_orange`), the object of them as
 * its default export, and its CSS with those names, for the page to carry.
 */
function cssModule(entry: string): SiteModule & { css?: string } {
  if (!existsSync(entry)) return { error: `the file ${path.basename(entry)} does not exist`, files: new Map([[entry, null]]) };
  const text = readFileSync(entry, 'utf8');
  const files = new Map([[entry, createHash('sha1').update(text).digest('hex')]]);
  try {
    // Whitespace only: minified identifiers would be esbuild's short names, not the ones named below.
    const css = transformSync(text, { loader: 'local-css', sourcefile: entry, minifyWhitespace: true }).code;
    const prefix = localPrefix(entry);
    const classes: Record<string, string> = {};
    for (const [, name] of text.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) if (css.includes(`.${prefix}_${name}`)) classes[name] = `${prefix}_${name}`;
    return { exports: { default: classes, ...classes }, files, css };
  } catch (err) {
    const e = (err as { errors?: Array<{ text: string }> }).errors?.[0];
    return { error: e ? e.text : (err as Error).message, files };
  }
}

/**
 * Makes `values` read a name the page imports from one of the site's modules (not a partial) when an expression first
 * uses it: the module's export, or UNKNOWN (with `fail` told why) when the module cannot run. The files read are `deps`;
 * a CSS module's stylesheet is given to `style`, for the page to carry.
 */
export function readsSiteModules(values: Map<string, unknown>, imports: Map<string, ImportRef>, file: SourceFile, deps: Map<string, string | null> | undefined, { aliases, textFiles, loaders: siteLoaders }: { aliases?: Record<string, string>; textFiles?: PatternData[]; loaders?: string[] }, fail: (source: string, error: string) => void, style?: (css: string) => void): void {
  setDocsVersion(file.abs);
  const own = (name: string) => Map.prototype.has.call(values, name);
  const read = values.get.bind(values);
  const isText = matchesAny(textFiles);
  values.get = (name) => {
    const ref = imports.get(name);
    if (own(name) || !ref || PARTIAL.test(ref.source)) return read(name);
    // A media file imported (`import mp4 from './demo.mp4'`): its path, which the link step makes its URL, as webpack's
    // file loader gives its URL (and as `require('./demo.mp4').default` is read).
    if (MEDIA.test(ref.source) && ref.imported === 'default') {
      // `/static/img/a.png`: the site folder's file, as webpack's roots find it (Flare's), else a static folder's.
      const source = ref.source.startsWith('/') && file.site && belowSite(file.site, ref.source) ? `@site${ref.source}` : ref.source;
      values.set(name, source);
      return source;
    }
    const raw = rawTarget(ref.source);
    const loaders = loadersBeforeRaw(ref.source);
    if (loaders.length) {
      // Through the site's own loaders (islands.loaders): the islands' bundles run them; the page's values cannot wait.
      const unknown = loaders.filter((l) => !siteLoaders?.includes(l));
      if (unknown.length) fail(ref.source, notRunLoaders(unknown));
      values.set(name, UNKNOWN);
      return UNKNOWN;
    }
    const entry = resolveImport(file, raw ?? ref.source, aliases);
    // raw-loader's `!!raw-loader!./a.txt`, or a file the site's webpack rules give as text (Cloud Posse's `.yaml` workflows).
    const module: (SiteModule & { css?: string }) | undefined = entry ? (raw || isText(entry) ? rawModule(entry) : CSS_MODULE.test(entry) ? cssModule(entry) : siteModule(entry, file.site)) : undefined;
    for (const [f, hash] of module?.files ?? []) deps?.set(f, hash);
    if (module?.error) fail(ref.source, module.error);
    if (module?.css) style?.(module.css);
    const exports = module?.exports;
    const value = !exports ? UNKNOWN : ref.imported === '*' || (ref.imported === 'default' && !('default' in exports)) ? exports : exports[ref.imported];
    values.set(name, value);
    return value;
  };
  values.has = (name) => own(name) || imports.has(name);
}
