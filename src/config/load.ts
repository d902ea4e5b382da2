// site.config.ts -> Config: bundled with esbuild, imported, validated, defaults filled.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuiltin } from 'node:module';
import { build, type Plugin } from 'esbuild';
import type { Config, Diagnostic } from '../types.js';
import { DocgenError } from '../errors.js';
import { validate, type UserConfig } from './schema.js';
import { resolveConfig } from './resolve.js';
import { outDirProblem } from './outdir.js';
import { normalizeSidebars } from '../sidebars/normalize.js';
import { readSidebarsFile } from '../sidebars/load.js';
import { locateSidebarKey } from '../sidebars/locate.js';
import { displayPath } from '../content/scan.js';

const NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

export interface LoadOptions {
  /** Overrides `outDir` (relative to the working directory). */
  outDir?: string;
}

/** Loads the config of the site in `root`; a site without a config file gets the defaults. */
export async function loadConfig(root: string, options: LoadOptions = {}): Promise<Config> {
  root = path.resolve(root);
  const file = NAMES.map((n) => path.join(root, n)).find((f) => existsSync(f)) ?? null;
  const user = file ? await importConfig(file) : {};
  const sidebarsFile = await readSidebarsFile(user, root, { importModule: (f) => importConfig(f, 'the sidebars object'), fail: (key, message, hint) => configError(file, key, message, hint) });
  if (user.docs?.sidebars) user.docs.sidebars = normalizeSidebars(user.docs.sidebars) as typeof user.docs.sidebars;
  if (file) {
    const source = await readFile(file, 'utf8');
    const issues = validate(user);
    if (issues.length) {
      const rel = displayPath(file);
      const diagnostics: Diagnostic[] = issues.map((i) => {
        const message = i.exact ? i.message : `config "${i.key}" ${i.message}`;
        const hint = i.hint ?? 'see the UserConfig type in docgen for every option';
        // A sidebar's problem is found by its path through the sidebars, in the file that writes them.
        if (!i.key.startsWith('docs.sidebars.')) return { file: rel, ...locate(source, i.key, i.value), severity: 'error', message, hint };
        if (sidebarsFile) return { file: displayPath(sidebarsFile.file), ...locateSidebarKey(sidebarsFile.text, user.docs?.sidebars, i.key.slice('docs.sidebars.'.length)), severity: 'error', message, hint };
        return { file: rel, ...locateSidebarKey(source, user, i.key), severity: 'error', message, hint };
      });
      throw new DocgenError(`invalid config in ${rel}`, diagnostics);
    }
  }
  const config = resolveConfig(root, file, user);
  for (const key of ['blogDir', 'pagesDir'] as const) {
    const rel = path.relative(config.contentDir, config[key]);
    if (existsSync(config[key]) && !rel.startsWith('..') && !path.isAbsolute(rel)) throw configError(file, key, `must be a folder outside contentDir (${displayPath(config.contentDir)}): the docs would take its files as docs pages too`);
  }
  if (config.blog.postsPerPage < 1) throw configError(file, 'blog.postsPerPage', 'must be 1 or more');
  // The feeds' links are absolute: a blog without the site's url would publish http://localhost links.
  if (user.url === undefined && existsSync(config.blogDir)) throw configError(file, 'url', `is required when the site has a blog (${displayPath(config.blogDir)}): the RSS and Atom feeds link to the posts by absolute URL`, "set url to the site's origin, e.g. url: 'https://example.com'");
  if (options.outDir) config.outDir = path.resolve(options.outDir);
  const unsafe = outDirProblem(config);
  if (unsafe && options.outDir) {
    throw new DocgenError(`refusing --out-dir ${options.outDir}`, [{ file: displayPath(config.outDir), severity: 'error', message: `the output folder ${unsafe}`, hint: 'pick a folder of its own, such as build/' }]);
  }
  if (unsafe) throw configError(file, 'outDir', unsafe, "pick a folder of its own, such as 'build'");
  return config;
}

/** The error for a config key, at its line in the config file (`file`: the config's path, null without one). */
export function configError(file: string | null, key: string, message: string, hint?: string): DocgenError {
  const rel = file ? displayPath(file) : 'site.config.ts';
  const at = file && existsSync(file) ? locate(readFileSync(file, 'utf8'), key) : {};
  return new DocgenError(`invalid config in ${rel}`, [{ file: rel, ...at, severity: 'error', message: `config "${key}" ${message}`, hint }]);
}

/** How long the config may take to load (its top-level awaits included): DOCGEN_CONFIG_TIMEOUT seconds, else 10 s. */
export function configTimeoutMs(): number {
  const s = Number(process.env.DOCGEN_CONFIG_TIMEOUT);
  return Number.isFinite(s) && s > 0 ? s * 1000 : 10_000;
}

/**
 * Bundles the config with esbuild and imports it from memory: nothing is written, so no temporary file can be left
 * in the site folder, whatever the config does. The packages it imports stay outside the bundle, named by their
 * absolute paths, since a module imported from memory cannot resolve a package name itself.
 */
export async function importConfig(file: string, what = 'a config object'): Promise<UserConfig> {
  const fileUrl = pathToFileURL(file).href;
  const fail = (message: string, hint?: string) => new DocgenError(`cannot load ${path.basename(file)}: ${message}`, [{ file: displayPath(file), severity: 'error', message, hint }]);
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      // What the config sees of where it is: its own file, not the in-memory module.
      define: { 'import.meta.url': JSON.stringify(fileUrl), __filename: JSON.stringify(file), __dirname: JSON.stringify(path.dirname(file)) },
      plugins: [docgenSelf, externalPackages]
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    const errors = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } }> }).errors;
    if (!errors?.length) throw fail(describeThrown(error));
    throw new DocgenError(`cannot load ${path.basename(file)}`, errors.map((e) => ({ file: e.location?.file ?? displayPath(file), line: e.location?.line, column: (e.location?.column ?? 0) + 1, severity: 'error' as const, message: e.text })));
  }
  const ms = configTimeoutMs();
  let timer: NodeJS.Timeout | undefined;
  // The timer also keeps the process alive: a config awaiting what never comes would otherwise end it with exit 0.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(fail(`loading it took longer than ${ms / 1000} s`, 'the config (or a module it imports) awaits something that does not finish, such as a network request or a promise never resolved; set DOCGEN_CONFIG_TIMEOUT (seconds) if it really needs longer')), ms);
  });
  try {
    const mod = await Promise.race([import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`), timeout]).catch((error: unknown) => {
      throw error instanceof DocgenError ? error : fail(`it threw ${describeThrown(error)}`);
    });
    const config = await Promise.race([Promise.resolve((mod as { default?: unknown }).default), timeout]).catch((error: unknown) => {
      throw error instanceof DocgenError ? error : fail(`its default export rejected with ${describeThrown(error)}`);
    });
    if (!config || typeof config !== 'object') throw fail(`it has no default export that is ${what}`, what === 'a config object' ? 'export default defineConfig({ ... })' : undefined);
    return config as UserConfig;
  } finally {
    clearTimeout(timer);
  }
}

/** A thrown value for a message: an error's message, anything else (`throw null`, `throw 42`) as written. */
function describeThrown(value: unknown): string {
  if (value instanceof Error) return value.message;
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** `import { defineConfig } from 'docgen'` works without docgen being resolvable from the site. */
const docgenSelf: Plugin = {
  name: 'docgen-self',
  setup(b) {
    b.onResolve({ filter: /^docgen$/ }, () => ({ path: 'docgen', namespace: 'docgen-self' }));
    b.onLoad({ filter: /.*/, namespace: 'docgen-self' }, () => ({ contents: 'export const defineConfig = (c) => c;', loader: 'js' }));
  }
};

/** Packages are resolved (as esbuild resolves them for Node) and left out of the bundle by absolute path. */
const externalPackages: Plugin = {
  name: 'docgen-external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === externalPackages || path.isAbsolute(args.path)) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: externalPackages });
      if (found.errors.length) return { errors: found.errors };
      // import() and import take a file URL; require() takes a path.
      return { path: args.kind === 'require-call' || args.kind === 'require-resolve' ? found.path : pathToFileURL(found.path).href, external: true };
    });
  }
};

/**
 * Finds where a dotted key such as `themeConfig.navbar.hideOnScrol` is written, for `file:line:col`:
 * with its value if that is known (`type: 'dropdwn'`), else the first place the key is written.
 */
export function locate(source: string, key: string, value?: string): { line?: number; column?: number } {
  const last = (key.replace(/\[\d+\]/g, '').split('.').pop() ?? '').replace(/[$]/g, '\\$');
  const name = `(^|[\\s{,])['"]?${last}['"]?\\s*:`;
  const quoted = value?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = (quoted !== undefined && new RegExp(`${name}\\s*['"\`]${quoted}['"\`]`, 'm').exec(source)) || new RegExp(name, 'm').exec(source);
  if (!m) return {};
  const offset = m.index + m[1].length;
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
