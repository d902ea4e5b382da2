// A site's Sass files (`.scss`, `.sass`: docusaurus-plugin-sass's) -> CSS, with the site's own Sass compiler.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { throughAlias } from '../aliases.js';

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

interface SassOptions {
  loadPaths: string[];
  importers: Array<{ findFileUrl(url: string): URL | null }>;
  style: 'expanded';
  quietDeps: boolean;
  logger: { warn(): void; debug(): void };
}

interface SassApi {
  compile(file: string, options: SassOptions): { css: string; loadedUrls: URL[] };
  compileString(text: string, options: SassOptions & { url: URL; syntax: 'scss' }): { css: string; loadedUrls: URL[] };
}

/** The start of an SCSS file that must stay first: space, comments, `@charset`, `@use` and `@forward` rules. */
const LEADING_RULES = /^(?:\s+|\/\/[^\n]*|\/\*[^]*?\*\/|@(?:charset|use|forward)\b[^;]*;)*/;

/**
 * An SCSS file's text with `resources` imported at its start, after the rules that must stay first, as webpack's
 * sass-resources-loader gives it: on the line they start, so the file's own lines keep their numbers.
 */
function withResources(file: string, resources: string[]): string {
  const text = readFileSync(file, 'utf8');
  const at = LEADING_RULES.exec(text)![0].length;
  const imports = resources.map((r) => `@import ${JSON.stringify(pathToFileURL(r).href)};`).join(' ');
  return `${text.slice(0, at)}${imports} ${text.slice(at)}`;
}

/**
 * What sass-loader finds through webpack's resolver, where Sass then looks for the partial: webpack's `~` before a
 * package's path (`@import '~bootstrap/scss/bootstrap'`), the path in the nearest node_modules folder above `from` that
 * has the package; and an alias's (`@use '@site/src/scss/breakpoints'`: JHipster's). Null (Sass says it cannot find
 * it) where none has.
 */
function webpackImporter(from: string, aliases: Record<string, string>) {
  return {
    findFileUrl(url: string): URL | null {
      const alias = throughAlias(url, aliases);
      if (alias) return pathToFileURL(alias.file);
      if (!url.startsWith('~')) return null;
      const spec = url.slice(1);
      const name = spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
      for (let dir = from; ; dir = path.dirname(dir)) {
        if (existsSync(path.join(dir, 'node_modules', name))) return pathToFileURL(path.join(dir, 'node_modules', spec));
        if (path.dirname(dir) === dir) return null;
      }
    }
  };
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
 * and its node_modules, or through the site's aliases, as sass-loader finds them), an SCSS file after `resources`; an
 * error when the site has none.
 */
export function compileSass(file: string, aliases: Record<string, string>, resources: string[] = []): SassOutput {
  const found = compilerFor(file);
  if (!found) return { error: `${path.basename(file)} is Sass, and no Sass compiler is installed where the site can find it: install the package "sass" (npm install --save-dev sass)`, at: { file, line: 1, column: 1 }, files: [file], noCompiler: true };
  try {
    const options: SassOptions = { loadPaths: [path.dirname(found.modules), found.modules], importers: [webpackImporter(path.dirname(file), aliases)], style: 'expanded', quietDeps: true, logger: { warn() {}, debug() {} } };
    // islands.sassResources: the SCSS files every .scss file starts with (not a resource itself, nor a .sass file).
    const before = /\.scss$/i.test(file) ? resources.filter((r) => path.resolve(r) !== path.resolve(file)) : [];
    const out = before.length ? found.sass.compileString(withResources(file, before), { ...options, url: pathToFileURL(file), syntax: 'scss' }) : found.sass.compile(file, options);
    return { css: out.css, files: out.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u)) };
  } catch (error) {
    const span = (error as { span?: { url?: URL; start: { line: number; column: number } } }).span;
    const at = span?.url?.protocol === 'file:' ? { file: fileURLToPath(span.url), line: span.start.line + 1, column: span.start.column + 1 } : { file, line: 1, column: 1 };
    return { error: (error as { sassMessage?: string; message: string }).sassMessage ?? (error as Error).message, at, files: [file] };
  }
}

/** A Sass file's name. */
export const SASS_FILE = /\.s[ac]ss$/i;

