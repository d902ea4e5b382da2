// site.config.ts -> Config: bundled with esbuild, imported, validated, defaults filled.
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Config, Diagnostic } from '../types.js';
import { DocgenError } from '../errors.js';
import { validate, type UserConfig } from './schema.js';
import { resolveConfig } from './resolve.js';
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
  if (file) {
    const source = await readFile(file, 'utf8');
    const issues = validate(user);
    if (issues.length) {
      const rel = displayPath(file);
      const diagnostics: Diagnostic[] = issues.map((i) => ({ file: rel, ...locate(source, i.key, i.value), severity: 'error', message: i.exact ? i.message : `config "${i.key}" ${i.message}`, hint: i.hint ?? 'see the UserConfig type in docgen for every option' }));
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
  return config;
}

/** The error for a config key, at its line in the config file (`file`: the config's path, null without one). */
export function configError(file: string | null, key: string, message: string, hint?: string): DocgenError {
  const rel = file ? displayPath(file) : 'site.config.ts';
  const at = file && existsSync(file) ? locate(readFileSync(file, 'utf8'), key) : {};
  return new DocgenError(`invalid config in ${rel}`, [{ file: rel, ...at, severity: 'error', message: `config "${key}" ${message}`, hint }]);
}

async function importConfig(file: string): Promise<UserConfig> {
  const temp = `${file}.timestamp-${Date.now()}-${process.pid}.mjs`;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
      plugins: [
        {
          // `import { defineConfig } from 'docgen'` works without docgen being resolvable from the site.
          name: 'docgen-self',
          setup(b) {
            b.onResolve({ filter: /^docgen$/ }, () => ({ path: 'docgen', namespace: 'docgen-self' }));
            b.onLoad({ filter: /.*/, namespace: 'docgen-self' }, () => ({ contents: 'export const defineConfig = (c) => c;', loader: 'js' }));
          }
        }
      ]
    });
    await writeFile(temp, result.outputFiles[0].text);
    const mod = (await import(pathToFileURL(temp).href)) as { default?: UserConfig };
    if (!mod.default || typeof mod.default !== 'object') {
      throw new DocgenError(`${path.basename(file)} must export the config as its default export`, [
        { file, severity: 'error', message: 'no default export', hint: 'export default defineConfig({ ... })' }
      ]);
    }
    return mod.default;
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    const errors = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } }> }).errors;
    if (errors?.length) {
      throw new DocgenError(`cannot load ${path.basename(file)}`, errors.map((e) => ({ file: e.location?.file ?? file, line: e.location?.line, column: (e.location?.column ?? 0) + 1, severity: 'error' as const, message: e.text })));
    }
    throw new DocgenError(`cannot load ${path.basename(file)}: ${(error as Error).message}`, [{ file, severity: 'error', message: (error as Error).message }]);
  } finally {
    await rm(temp, { force: true });
  }
}

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
