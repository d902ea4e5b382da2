// A site's Sass files (`.scss`, `.sass`: docusaurus-plugin-sass's) -> CSS, with the site's own Sass compiler.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file compiled: its CSS, or why it could not be; and the files it read (its `@use`d partials too). */
export interface SassOutput {
  css?: string;
  error?: string;
  /** Where the error is: the Sass file, or the place in it (or in a file it uses) the compiler names; 1-based. */
  at?: { file: string; line: number; column: number };
  files: string[];
  /** No compiler was found: one installed in the site's node_modules later would compile it. */
  noCompiler?: true;
}

interface SassApi {
  compile(file: string, options: { loadPaths: string[]; style: 'expanded'; quietDeps: boolean; logger: { warn(): void; debug(): void } }): { css: string; loadedUrls: URL[] };
}

const compilers = new Map<string, { sass: SassApi; modules: string }>();

/**
 * The Sass package installed where `file` would find it (`sass`, or `sass-embedded`: docusaurus-plugin-sass needs one),
 * and the node_modules folder it is in; loaded once per folder. One installed while the process runs is not found by it
 * (Node remembers that the package was not there): the next build finds it (less.ts says the same of Less).
 */
function compilerFor(file: string): { sass: SassApi; modules: string } | undefined {
  const dir = path.dirname(file);
  if (compilers.has(dir)) return compilers.get(dir);
  const require = createRequire(path.join(dir, 'noop.js'));
  for (const name of ['sass', 'sass-embedded']) {
    try {
      const main = require.resolve(name);
      const found = { sass: require(main) as SassApi, modules: main.slice(0, main.lastIndexOf(`${path.sep}node_modules${path.sep}`) + 13) };
      compilers.set(dir, found);
      return found;
    } catch {
      // not installed: try the next
    }
  }
  return undefined;
}

/**
 * `file` compiled to CSS by the Sass package the site installed (its imports found beside it, then in the site's folder
 * and its node_modules, as sass-loader finds them); an error when the site has none.
 */
export function compileSass(file: string): SassOutput {
  const found = compilerFor(file);
  if (!found) return { error: `${path.basename(file)} is Sass, and no Sass compiler is installed where the site can find it: install the package "sass" (npm install --save-dev sass)`, at: { file, line: 1, column: 1 }, files: [file], noCompiler: true };
  try {
    const out = found.sass.compile(file, { loadPaths: [path.dirname(found.modules), found.modules], style: 'expanded', quietDeps: true, logger: { warn() {}, debug() {} } });
    return { css: out.css, files: out.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u)) };
  } catch (error) {
    const span = (error as { span?: { url?: URL; start: { line: number; column: number } } }).span;
    const at = span?.url?.protocol === 'file:' ? { file: fileURLToPath(span.url), line: span.start.line + 1, column: span.start.column + 1 } : { file, line: 1, column: 1 };
    return { error: (error as { sassMessage?: string; message: string }).sassMessage ?? (error as Error).message, at, files: [file] };
  }
}

/** A Sass file's name. */
export const SASS_FILE = /\.s[ac]ss$/i;

