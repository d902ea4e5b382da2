// A config (or sidebars) module's file -> its default export, bundled in memory, packages not installed stood in for.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Module, { createRequire, isBuiltin } from 'node:module';
import { build, type Plugin } from 'esbuild';
import { DocgenError } from '../errors.js';
import { displayPath } from '../content/scan.js';
import { throughAlias } from '../aliases.js';
import { docgenRoot } from './resolve.js';

/** How long the config may take to load (its top-level awaits included): DOCGEN_CONFIG_TIMEOUT seconds, else 10 s. */
export function configTimeoutMs(): number {
  const s = Number(process.env.DOCGEN_CONFIG_TIMEOUT);
  return Number.isFinite(s) && s > 0 ? s * 1000 : 10_000;
}

let loads = 0;

/** Each module's bundled code's hash, by file, as last loaded: the site's own files it imports are in it. */
export const bundleHashes = new Map<string, string>();
/** And those files (not packages'), by file: the dev server watches them (a site's own remark plugin, say). */
export const bundleInputs = new Map<string, string[]>();

/**
 * A time limit shared by several awaits: `race` rejects with `late()` once `ms` have passed since it was made; `clear`
 * ends it. Its timer keeps the process alive: code awaiting what never comes would otherwise end it with exit 0.
 */
export function timeLimit(ms: number, late: () => Error): { race<T>(work: Promise<T>): Promise<T>; clear(): void } {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(late()), ms)));
  return { race: (work) => Promise.race([work, timeout]), clear: () => clearTimeout(timer) };
}

export interface ImportOptions {
  /** Packages that are not installed become inert stubs (each name added here) instead of an error. */
  missing?: Set<string>;
  /** A default export that is a function is called, and what it returns (or resolves to) is the config. */
  call?: boolean;
  /** The default export whatever it is (a plugin's function), not only a config object. */
  any?: boolean;
}

/**
 * A config module's default export, awaited (`module.exports` for CommonJS). The module is bundled with esbuild and
 * imported from a file of its own in a folder of the system's temporary one, removed once it is imported: nothing is
 * written in the site folder, whatever the config does. The packages it imports stay outside the bundle, named by
 * their absolute paths, since the bundle's folder is not the site's.
 * The bundle carries its source map, and Node reads it: an error a plugin of the site's logs (JHipster's, when the
 * npm registry cannot be reached) names the site's files and lines, not the bundle's.
 * A `require` of the file's own is in scope, whose `resolve` returns a package name it cannot find unchanged.
 */
export async function importModule(file: string, options: ImportOptions = {}): Promise<unknown> {
  const fileUrl = pathToFileURL(file).href;
  const bundleDir = mkdtempSync(path.join(tmpdir(), 'docgen-load-'));
  // Each load its own file: the same module read again is evaluated again.
  const bundleFile = path.join(bundleDir, `${path.basename(file).replace(/\.[^.]*$/, '')}-${++loads}.mjs`);
  try {
    return await importBundle(file, fileUrl, bundleFile, options);
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

async function importBundle(file: string, fileUrl: string, bundleFile: string, options: ImportOptions): Promise<unknown> {
  const fail = (message: string, hint?: string) => new DocgenError(`cannot load ${path.basename(file)}: ${message}`, [{ file: displayPath(file), severity: 'error', message, hint }]);
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      sourcemap: 'inline',
      // Where the bundle is written (below), so that the map names the site's files by their paths.
      outfile: bundleFile,
      // A module that imports and also sets `module.exports` (Electron's plugins, which Docusaurus's loader takes): its
      // `module` is one of docgen's, whose exports stand for the default export it lacks.
      define: { module: '__docgenModule', exports: '__docgenModule.exports' },
      banner: { js: `import { createRequire as __docgenCreateRequire } from 'node:module'; const require = ${FORGIVING}(__docgenCreateRequire(${JSON.stringify(fileUrl)})); const __docgenModule = { exports: {} };` },
      footer: { js: 'export { __docgenModule };' },
      plugins: [docgenSelf, forgivingModule, requireInterop, ownPlace, externalPackages(options.missing)]
    });
    code = result.outputFiles[0].text;
    // Without the source map, which names the bundle's own temporary file.
    bundleHashes.set(file, createHash('sha1').update(code.replace(/\/\/# sourceMappingURL=\S*\s*$/, '')).digest('hex'));
    bundleInputs.set(file, Object.keys(result.metafile.inputs).filter((f) => !f.includes(':') || /^[A-Za-z]:/.test(f)).map((f) => path.resolve(f)).filter((f) => !f.split(path.sep).includes('node_modules')));
  } catch (error) {
    const errors = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } }> }).errors;
    if (!errors?.length) throw fail(describeThrown(error));
    throw new DocgenError(`cannot load ${path.basename(file)}`, errors.map((e) => ({ file: e.location?.file ?? displayPath(file), line: e.location?.line, column: (e.location?.column ?? 0) + 1, severity: 'error' as const, message: e.text })));
  }
  const ms = configTimeoutMs();
  const limit = timeLimit(ms, () => fail(`loading it took longer than ${ms / 1000} s`, 'the config (or a module it imports) awaits something that does not finish, such as a network request or a promise never resolved; set DOCGEN_CONFIG_TIMEOUT (seconds) if it really needs longer'));
  const restore = options.missing ? forgiveRequires(options.missing) : undefined;
  try {
    writeFileSync(bundleFile, code);
    // Node reads a module's source map as it loads it (and maps stacks from then on): on before the first is imported.
    if (!process.sourceMapsEnabled) process.setSourceMapsEnabled(true);
    const mod = await limit.race(import(pathToFileURL(bundleFile).href)).catch((error: unknown) => {
      throw error instanceof DocgenError ? error : fail(`it threw ${describeThrown(error)}`);
    });
    const { default: own, __docgenModule: cjs } = mod as { default?: unknown; __docgenModule: { exports: unknown } };
    const exported = own ?? (typeof cjs.exports === 'function' || Object.keys(cjs.exports as object).length ? cjs.exports : undefined);
    const config = await limit.race(Promise.resolve(typeof exported === 'function' && options.call ? (exported as () => unknown)() : exported)).catch((error: unknown) => {
      throw error instanceof DocgenError ? error : fail(`its default export rejected with ${describeThrown(error)}`);
    });
    if (!options.any && (!config || typeof config !== 'object')) throw fail('it has no default export that is a config object', 'export default defineConfig({ ... })');
    return config;
  } finally {
    limit.clear();
    restore?.();
  }
}

/** The stand-in for a package not installed, as a value: the bundle's (`proxy`), made from the same code. */
const stubOf = (spec: string): object => new Function(`${proxy(spec)}\nreturn stub;`)() as object;

/**
 * While a config loads, a package not installed (or a file of the site's that is not there) that a file of the site
 * `require`s at run time (a local plugin file the config requires through its own `createRequire`, as Babel's
 * `webpack.plugin.js` requiring a webpack plugin) is a stand-in too, added to `missing`. Returns what puts Node's loader back.
 */
function forgiveRequires(missing: Set<string>): () => void {
  const loader = Module as unknown as { _load: (request: string, parent: unknown, isMain: boolean) => unknown };
  const load = loader._load;
  loader._load = function (request, parent, isMain) {
    try {
      return load.call(this, request, parent, isMain);
    } catch (error) {
      const notFound = (error as { code?: string }).code === 'MODULE_NOT_FOUND' && String((error as Error).message).includes(`'${request}'`);
      // A package's own require is left to fail, as in Node: it may try one file and then another (rspack's native
      // binding, beside it or in a package of its own).
      const inPackage = ((parent as { filename?: string } | undefined)?.filename ?? '').split(/[\\/]/).includes('node_modules');
      if (!notFound || inPackage || request.startsWith('/') || isBuiltin(request)) throw error;
      // A file of the site's that is not there (one its own build step makes) is named as written.
      missing.add(request.startsWith('.') ? request : packageName(request));
      return stubOf(request);
    }
  };
  return () => {
    loader._load = load;
  };
}

/** A thrown value for a message: an error's message, anything else (`throw null`, `throw 42`) as written. */
export function describeThrown(value: unknown): string {
  // A module that could not be bundled: what esbuild said, at its file and line.
  const first = value instanceof DocgenError ? value.diagnostics[0] : undefined;
  if (first && !(value as Error).message.includes(first.message)) return `${(value as Error).message}: ${first.message} (${first.file}${first.line ? `:${first.line}:${first.column}` : ''})`;
  if (value instanceof Error) return value.message;
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * A function expression: a require -> that require, whose `resolve` returns a package name it cannot find unchanged, and
 * finds `./sidebars.js` as `./sidebars.ts` when only that is there (as Docusaurus's loader, jiti, does: React Redux).
 */
const FORGIVING = "((r) => { const find = r.resolve; r.resolve = (id, o) => { try { return find(id, o); } catch { try { return find(id.replace(/\\.([cm]?)js(x?)$/, '.$1ts$2'), o); } catch { return id; } } }; return r; })";

/**
 * The config's own `createRequire` (from `node:module`) makes that same forgiving require: a Docusaurus config often
 * makes one to `require.resolve` a stylesheet of a package that is not installed where docgen runs.
 */
const forgivingModule: Plugin = {
  name: 'docgen-forgiving-module',
  setup(b) {
    b.onResolve({ filter: /^(node:)?module$/ }, (args) => (args.namespace === 'docgen-module' ? { path: 'node:module', external: true } : { path: 'module', namespace: 'docgen-module' }));
    b.onLoad({ filter: /.*/, namespace: 'docgen-module' }, () => ({
      contents: `import * as m from 'node:module'; export * from 'node:module'; export default m.default; export const createRequire = (url) => ${FORGIVING}(m.createRequire(url));`,
      loader: 'js'
    }));
  }
};

/**
 * The mark of a resolve one of these plugins asks esbuild for: every one of them lets it through, so that two never ask
 * each other again and again (a require of a missing file went back and forth between two, without end).
 */
const NESTED = {};

/**
 * A `require` of a module of the site's own that has a default export gives the module with its default export's
 * properties too, as Docusaurus's loader (jiti, with its default interop) gives it: Ory's sidebars read
 * `require('./typedoc-sidebar.ts').items` of a module whose default export has `items`. Its own exports come first.
 */
const requireInterop: Plugin = {
  name: 'docgen-require-interop',
  setup(b) {
    b.onResolve({ filter: /^\.{0,2}\// }, async (args) => {
      if (args.kind !== 'require-call' || args.pluginData === NESTED || args.namespace === 'docgen-interop') return undefined;
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: NESTED });
      return found.errors.length || found.external ? undefined : { path: found.path, namespace: 'docgen-interop' };
    });
    b.onResolve({ filter: /.*/, namespace: 'docgen-interop' }, (args) => ({ path: args.path }));
    b.onLoad({ filter: /.*/, namespace: 'docgen-interop' }, (args) => ({ contents: withDefaultsProperties(args.path), loader: 'js' }));
  }
};

/**
 * A module that requires `file` and gives its exports, and where they are an ES module's compiled to CommonJS
 * (`__esModule`), its default export's properties as well (jiti's interop, Docusaurus's loader).
 */
const withDefaultsProperties = (file: string) =>
  `const ns = require(${JSON.stringify(file)});\nconst own = ns && ns.__esModule ? ns.default : undefined;\nmodule.exports = own !== null && (typeof own === 'object' || typeof own === 'function') ? new Proxy(ns, { get: (t, k) => (k in t ? t[k] : own[k]), has: (t, k) => k in t || k in own }) : ns;\n`;

/**
 * What each file of the site bundled with the config sees of where it is: its own file, not the in-memory module nor the
 * config's (as Docusaurus's loader, jiti, gives each file its own). Fiber's config requires a script that reads the
 * docs beside it through `path.join(__dirname, '..')`. `import.meta.url`, `.dirname` and `.filename` become the file's;
 * `__dirname` and `__filename` are declared where the file uses them without declaring them itself. Nothing is put on a
 * line of its own, so positions in errors stay the file's.
 */
const ownPlace: Plugin = {
  name: 'docgen-own-place',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!/__dirname|__filename|import\.meta\b/.test(text)) return undefined;
      const dir = path.dirname(args.path);
      const values: Record<string, string> = { __dirname: dir, __filename: args.path };
      let code = text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key: string) => JSON.stringify(key === 'url' ? pathToFileURL(args.path).href : values[`__${key}`]));
      const declare = Object.keys(values)
        .filter((name) => new RegExp(`\\b${name}\\b`).test(code) && !new RegExp(`\\b(?:const|let|var|function)\\s+${name}\\b`).test(code))
        .map((name) => `var ${name} = ${JSON.stringify(values[name])};`)
        .join(' ');
      if (declare) {
        // After a shebang line and a 'use strict' directive, which must come first.
        const head = /^(#![^\n]*\n)?(\s*(['"])use strict\3;?)?/.exec(code)![0].length;
        code = `${code.slice(0, head)}${declare} ${code.slice(head)}`;
      }
      const ext = path.extname(args.path).replace(/^\.[cm]?/, '');
      return { contents: code, loader: ext as 'js' | 'jsx' | 'ts' | 'tsx' };
    });
  }
};

/** `import { defineConfig } from 'docgen'` works without docgen being resolvable from the site. */
const docgenSelf: Plugin = {
  name: 'docgen-self',
  setup(b) {
    b.onResolve({ filter: /^docgen$/ }, () => ({ path: 'docgen', namespace: 'docgen-self' }));
    b.onLoad({ filter: /.*/, namespace: 'docgen-self' }, () => ({ contents: 'export const defineConfig = (c) => c;', loader: 'js' }));
  }
};

/** The key under which a stand-in tells the package it stands in for (an adapter reads plugin lists by name). */
export const STUB_PACKAGE = Symbol.for('docgen.stubPackage');

/**
 * A module that is anything it is asked to be: a property, a call, a `new`, a default export (a package not installed).
 * Asked for STUB_PACKAGE, it gives the package's name.
 */
const proxy = (spec: string) =>
  `const stub = new Proxy(function () {}, { get: (t, k) => (k === Symbol.for('docgen.stubPackage') ? ${JSON.stringify(spec)} : k === '__esModule' || k === 'then' ? undefined : k === Symbol.toPrimitive ? () => '' : stub), apply: () => stub, construct: () => stub });`;

/**
 * The stand-in for a package not installed: for `require`, the proxy itself; for `import`, a module with a default
 * export and each name the importer asks for (`import { themes } from 'prism-react-renderer'`, or `yaml.load` after
 * `import * as yaml from 'js-yaml'`), every one the proxy.
 */
function stubModule(spec: string, importer: string | undefined, kind: string): string {
  if (kind !== 'import-statement' || !importer) return `${proxy(spec)}\nmodule.exports = stub;`;
  let text = '';
  try {
    text = readFileSync(importer, 'utf8');
  } catch {
    // No names to give.
  }
  const quoted = spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = new Set<string>();
  for (const m of text.matchAll(new RegExp(`import\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    for (const part of m[1].split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      if (/^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name);
    }
  }
  // `import * as yaml from 'js-yaml'`: the names used as `yaml.load`.
  for (const m of text.matchAll(new RegExp(`import\\s+\\*\\s+as\\s+([\\w$]+)\\s+from\\s*['"]${quoted}['"]`, 'g'))) {
    for (const use of text.matchAll(new RegExp(`(?<![\\w$.])${m[1].replace(/\$/g, '\\$')}\\.([A-Za-z_$][\\w$]*)`, 'g'))) if (use[1] !== 'default') names.add(use[1]);
  }
  return `${proxy(spec)}\nexport default stub;\n${[...names].map((n) => `export const ${n} = stub;`).join('\n')}`;
}

/**
 * Packages docgen stands in for with what they do, when the site has not installed them: the config helpers of Meta's
 * docs preset (`docusaurus-plugin-internaldocs-fb/internal`, before it `internaldocs-fb-helpers`), as in a public build
 * (`FB_INTERNAL` unset): `fbContent({ internal, external })` gives `external` (called, if a function), `[]` without it;
 * `fbInternalOnly(x)` gives `[]`. A sidebar item that is `[]` is no item (Docusaurus flattens arrays in a sidebar).
 */
const META_HELPERS = `const isInternal = () => Boolean(process.env.FB_INTERNAL);
function fbContent(args) {
  const key = isInternal() ? 'internal' : 'external';
  if (!args || !(key in args)) return [];
  return typeof args[key] === 'function' ? args[key]() : args[key];
}
module.exports = { isInternal, fbContent, fbInternalOnly: (internal) => fbContent({ internal }) };`;
const KNOWN: Record<string, string> = { 'docusaurus-plugin-internaldocs-fb/internal': META_HELPERS, 'internaldocs-fb-helpers': META_HELPERS };

/**
 * Packages are resolved (as esbuild resolves them for Node) and left out of the bundle by absolute path. With `missing`,
 * one that cannot be found is an inert stub, and its package name is added to `missing`.
 */
const externalPackages = (missing?: Set<string>): Plugin => ({
  name: 'docgen-external-packages',
  setup(b) {
    b.onResolve({ filter: /.*/, namespace: 'docgen-cjs' }, (args) => ({ path: args.path, external: true }));
    // Its default import, in a module of a `"type": "module"` package (which esbuild reads as Node does: the whole
    // exports), has the properties of its compiled default export too, as Docusaurus's loader gives it: the llms.txt
    // plugin's `import logger from '@docusaurus/logger'`, then `logger.error(…)`.
    b.onLoad({ filter: /.*/, namespace: 'docgen-cjs' }, (args) => ({ contents: withDefaultsProperties(args.path), loader: 'js' }));
    b.onLoad({ filter: /.*/, namespace: 'docgen-known' }, (args) => ({ contents: KNOWN[args.path], loader: 'js' }));
    b.onLoad({ filter: /.*/, namespace: 'docgen-stub' }, (args) => {
      const { spec, importer, kind } = args.pluginData as { spec: string; importer?: string; kind: string };
      return { contents: stubModule(spec, importer, kind), loader: 'js' };
    });
    // A file of the site's that is not there: one a build step of its own makes (Cypress's remark plugins, compiled to
    // `./plugins/cypressRemarkPlugins/dist` before `docusaurus build`), an inert stub as a package not installed is.
    if (missing) {
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.pluginData === NESTED || args.kind === 'entry-point') return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: NESTED });
        if (!found.errors.length) return found;
        missing.add(args.path);
        if (args.kind === 'require-resolve') return { path: args.path, external: true };
        return { path: `${args.importer} ${args.kind} ${args.path} (stand-in)`, namespace: 'docgen-stub', pluginData: { spec: args.path, importer: args.importer, kind: args.kind } };
      });
    }
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === NESTED || path.isAbsolute(args.path)) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: NESTED });
      if (found.errors.length && Object.hasOwn(KNOWN, args.path)) return { path: args.path, namespace: 'docgen-known' };
      if (found.errors.length && missing) {
        missing.add(packageName(args.path));
        if (args.kind === 'require-resolve') return { path: args.path, external: true };
        // One stand-in per importer and kind: what it exports depends on how it is imported.
        return { path: `${args.importer} ${args.kind} ${args.path} (stand-in)`, namespace: 'docgen-stub', pluginData: { spec: args.path, importer: args.importer, kind: args.kind } };
      }
      // A package's own import of one that is not there (an optional `require('pnpapi')` in a try): left to run, and fail, as in Node.
      if (found.errors.length && args.importer.split(/[\\/]/).includes('node_modules')) return { path: args.path, external: true };
      if (found.errors.length) return { errors: found.errors };
      // A package whose entry is TypeScript (a workspace's own plugin, run by Node 22's type stripping or by Docusaurus's
      // loader, jiti): compiled into the bundle, since Node 20 cannot import it.
      // A package's JSON file (typescript-eslint's `import { version } from '@typescript-eslint/parser/package.json'`):
      // read into the bundle, its keys named exports, as Docusaurus's loader gives it (Node's import wants an attribute).
      if (/\.(?:[cm]?tsx?|json)$/.test(found.path)) return { path: found.path };
      // A CommonJS package imported (`import * as yaml from 'js-yaml'`): through require, so that its properties are the
      // namespace's, as Docusaurus's loader reads it (Node's own import gives such a package a default export only).
      if ((args.kind === 'import-statement' || args.kind === 'dynamic-import') && isCommonJs(found.path)) return { path: found.path, namespace: 'docgen-cjs' };
      // import() and import take a file URL; require() takes a path.
      return { path: args.kind === 'require-call' || args.kind === 'require-resolve' ? found.path : pathToFileURL(found.path).href, external: true };
    });
  }
});

/** Whether Node reads the file as CommonJS: `.cjs`, or `.js` in a package that is not `"type": "module"`. */
function isCommonJs(file: string): boolean {
  if (/\.cjs$/.test(file)) return true;
  if (!/\.js$/.test(file)) return false;
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    try {
      return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { type?: string }).type !== 'module';
    } catch {
      // no package.json here: look further up
    }
  }
  return true;
}

/** `@scope/pkg/sub/path` -> `@scope/pkg`; `pkg/sub` -> `pkg`. */
const packageName = (spec: string) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

/**
 * The package a module name (`process/browser`, `@scope/pkg/x`) needs that is not installed where the site's code would
 * find it (its folder or one above, or docgen's own); undefined when it is there, or the name is a path or an alias.
 */
export function missingPackage(spec: string, root: string, aliases: Record<string, string>): string | undefined {
  if (/^(\.{0,2}\/|[a-z]:)/i.test(spec) || path.isAbsolute(spec) || throughAlias(spec, aliases)) return undefined;
  const name = packageName(spec);
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return undefined;
    if (path.dirname(dir) === dir) break;
  }
  return existsSync(path.join(docgenRoot(), 'node_modules', name, 'package.json')) ? undefined : name;
}

/** The file `request` leads to as Node resolves it from the folder `dir` (a package from its node_modules); undefined for none. */
export function resolveFrom(dir: string, request: string): string | undefined {
  try {
    return createRequire(path.join(dir, 'package.json')).resolve(request);
  } catch {
    return undefined;
  }
}

/** A module's file as a bundler finds it: as named, with a script extension, or the folder's index. */
export function moduleFile(named: string): string | undefined {
  const isFile = (f: string) => existsSync(f) && statSync(f).isFile();
  if (isFile(named)) return named;
  const extensions = ['.js', '.jsx', '.ts', '.tsx'];
  return [...extensions.map((e) => named + e), ...extensions.map((e) => path.join(named, `index${e}`))].find(isFile);
}
