// webpack's `require.context(dir, recursive, /regex/)` in a site's component (Ory's changelog list) -> a module of
// docgen's that imports each matching file and is called as webpack's context is: `ctx('./a.mdx')`, `ctx.keys()`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginBuild } from 'esbuild';
import { rawTarget } from '../mdx/modules.js';

const NS = 'docgen-require-context';

/** A call with literal arguments: the folder, whether to look in its subfolders (default true), the pattern (default all). */
const CALL = /\brequire\.context\(\s*(['"`])([^'"`]+)\1\s*(?:,\s*(true|false)\s*)?(?:,\s*\/((?:\\.|\[(?:\\.|[^\]])*\]|[^/\\\n[])+)\/([a-z]*)\s*)?,?\s*\)/g;

/**
 * A site's script with each `require.context(…)` of literal arguments replaced by a context of the files it names, as
 * webpack makes one (requireContext's modules); the text as it is without a call.
 */
export function withContexts(text: string, file: string): string {
  if (!text.includes('require.context') && !text.includes('raw-loader')) return text;
  const imports: string[] = [];
  const context = (dir: string, deep: boolean, source: string, flags: string) => {
    // Through raw-loader (`!!raw-loader!./dir`): each file's text is its default export.
    const raw = rawTarget(dir);
    const spec = JSON.stringify({ dir: path.resolve(path.dirname(file), raw ?? dir), raw: raw !== undefined, deep, source, flags });
    imports.push(`import __docgenContext${imports.length} from ${JSON.stringify(`${NS}:${spec}`)};`);
    return `__docgenContext${imports.length - 1}`;
  };
  const contents = text
    .replace(CALL, (_, _q: string, dir: string, deep: string | undefined, source: string | undefined, flags: string | undefined) => context(dir, deep !== 'false', source ?? '^\\.\\/.*$', flags ?? ''))
    // A raw-loader require of a name worked out when it runs (Plausible's `require(\`!!raw-loader?esModule=false!./${path}\`)`):
    // a context of the files below the folder it starts with, as webpack makes one, called with the rest.
    // (With `esModule=false`, raw-loader's module is the text itself.)
    .replace(TEMPLATE_RAW, (_, loader: string, dir: string, expression: string, suffix: string) => `${context(`${loader}${dir}`, true, `^\\.\\/.*${suffix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, '')}(\`./\${${expression}}${suffix}\`)${/[?&]esModule=false\b/.test(loader) ? '.default' : ''}`);
  return imports.length ? `${imports.join('\n')}\n${contents}` : text;
}

/** `require(\`!!raw-loader!./dir/${name}.json\`)`: raw-loader (its options too), a folder, one expression, the rest. */
const TEMPLATE_RAW = /\brequire\(\s*`(!{0,2}raw-loader(?:\?[^!`]*)?!)(\.{1,2}\/[^`$]*?)\$\{([^}`]+)\}([^`$]*)`\s*\)/g;

/**
 * The modules withContexts names: each a context of a folder's files, as webpack makes one. The folder's files are
 * listed when the bundle is made: the folders go in `listed` and the files read through raw-loader in `read`, for the
 * cache and the dev server.
 */
export function requireContext(build: PluginBuild, seen: { read?: Set<string>; listed?: Set<string> } = {}): void {
  build.onResolve({ filter: new RegExp(`^${NS}:`) }, (args) => ({ path: args.path.slice(NS.length + 1), namespace: NS }));
  build.onLoad({ filter: /.*/, namespace: NS }, (args) => {
    const { dir, raw, deep, source, flags } = JSON.parse(args.path) as { dir: string; raw: boolean; deep: boolean; source: string; flags: string };
    const pattern = new RegExp(source, flags.replace(/g/g, ''));
    const keys = listFiles(dir, deep).map((f) => `./${f}`).filter((k) => pattern.test(k));
    seen.listed?.add(dir);
    const module = (k: string, i: number) => {
      if (!raw) return `m${i}`;
      seen.read?.add(path.join(dir, k));
      return `{ default: ${JSON.stringify(readFileSync(path.join(dir, k), 'utf8'))} }`;
    };
    return {
      contents: `${raw ? '' : keys.map((k, i) => `import * as m${i} from ${JSON.stringify(path.join(dir, k))};`).join('\n')}
const modules = { ${keys.map((k, i) => `${JSON.stringify(k)}: ${module(k, i)}`).join(', ')} };
function context(key) {
  if (!Object.hasOwn(modules, key)) throw new Error("Cannot find module '" + key + "'");
  return modules[key];
}
context.keys = () => Object.keys(modules);
context.resolve = (key) => key;
context.id = ${JSON.stringify(dir)};
export default context;
`,
      loader: 'js',
      resolveDir: dir,
      watchDirs: [dir]
    };
  });
}

/** The files below `dir` (in its subfolders too when `deep`), relative to it with `/`, sorted; none if it is no folder. */
function listFiles(dir: string, deep: boolean): string[] {
  try {
    const entries = readdirSync(dir, { recursive: deep, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath ?? (e as { path?: string }).path ?? dir, e.name)).split(path.sep).join('/'))
      .filter((f) => !f.split('/').includes('node_modules'))
      .sort();
  } catch {
    return [];
  }
}
