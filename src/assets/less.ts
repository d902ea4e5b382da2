// A site's Less files (`.less`: docusaurus-plugin-less's, which StreamPark's components import) -> CSS, with the site's
// own Less compiler, as src/assets/sass.ts does for Sass.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SassOutput } from './sass.js';

interface LessApi {
  render(input: string, options: { filename: string; paths: string[]; javascriptEnabled: boolean }): Promise<{ css: string; imports: string[] }>;
}

/** A Less file's name. */
export const LESS_FILE = /\.less$/i;

const compilers = new Map<string, { less: LessApi; modules: string }>();

/**
 * The Less package installed where `file` would find it, loaded once per folder. A package installed while the
 * process runs is not found by it (Node remembers that the package was not there): the next build finds it, and the
 * islands' cache looks again then (the site's node_modules is among the folders it compares: plugin.ts).
 */
function compilerFor(file: string): { less: LessApi; modules: string } | undefined {
  const dir = path.dirname(file);
  if (compilers.has(dir)) return compilers.get(dir);
  const require = createRequire(path.join(dir, 'noop.js'));
  try {
    const main = require.resolve('less');
    const found = { less: require(main) as LessApi, modules: main.slice(0, main.lastIndexOf(`${path.sep}node_modules${path.sep}`) + 13) };
    compilers.set(dir, found);
    return found;
  } catch {
    return undefined;
  }
}

/**
 * `file` compiled to CSS by the Less package the site installed (its imports found beside it, then in the site's
 * folder and its node_modules, as less-loader finds them; inline JavaScript allowed, as docusaurus-plugin-less sets
 * it); an error when the site has none.
 */
export async function compileLess(file: string): Promise<SassOutput> {
  const found = compilerFor(file);
  if (!found) return { error: `${path.basename(file)} is Less, and no Less compiler is installed where the site can find it: install the package "less" (npm install --save-dev less)`, at: { file, line: 1, column: 1 }, files: [file], noCompiler: true };
  try {
    const out = await found.less.render(await readFile(file, 'utf8'), { filename: file, paths: [path.dirname(found.modules), found.modules], javascriptEnabled: true });
    return { css: out.css, files: [file, ...out.imports.map((f) => path.resolve(path.dirname(file), f))] };
  } catch (error) {
    const e = error as { message: string; filename?: string; line?: number; column?: number };
    const at = { file: e.filename && path.isAbsolute(e.filename) ? e.filename : file, line: e.line ?? 1, column: (e.column ?? 0) + 1 };
    return { error: e.message, at, files: [file] };
  }
}
