// A site's own Prism languages (Docusaurus's swizzled `src/theme/prism-include-languages.js`: a module whose default
// export adds grammars to the Prism it is given) -> the code blocks of those languages, which Shiki does not know,
// highlighted with Prism in docgen's colours (the classes Shiki's tokens get), in both colour modes.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import { escapeHtml } from '../html.js';
import type { CodeBlock } from './code-block.js';
import { preHtml } from './code-lines.js';
import { resolveLanguage } from './languages.js';

/**
 * The site's Prism languages, ready for the parse threads: `module` is the site's module bundled (CommonJS, absolute),
 * named by its content's hash, so that a changed grammar changes each page's cache key and the threads load it anew.
 */
export interface PrismLanguages {
  module: string;
  /** The languages the module adds that Shiki does not know: their fences are highlighted with Prism. */
  languages: string[];
}

interface PrismToken {
  type: string;
  alias?: string | string[];
  content: string | PrismToken | Array<string | PrismToken>;
}
interface Prism {
  languages: Record<string, unknown>;
  tokenize(text: string, grammar: unknown): Array<string | PrismToken>;
}

const docgenRequire = createRequire(import.meta.url);

/**
 * A Prism of its own: prism-react-renderer's (the Prism Docusaurus gives the module), loaded afresh, so that the
 * languages a module adds are those it adds, however often it runs in the process.
 */
function freshPrism(): Prism {
  const file = docgenRequire.resolve('prism-react-renderer');
  delete docgenRequire.cache[file];
  return (docgenRequire(file) as { Prism: Prism }).Prism;
}

/** What the CommonJS loader has and its types leave out: where a module looks for packages, and compiling one. */
type Loader = typeof Module & { _nodeModulePaths(dir: string): string[] };
type Compiled = Module & { _compile(code: string, file: string): void };

/**
 * Runs a bundled languages module (its default export, a function of Prism; `code`, its text) on `prism`. The
 * packages it requires (Prism's own language files, `prismjs/components/prism-…`) are the site's, else docgen's: a
 * site whose packages are not installed gets its languages too.
 */
function runModule(file: string, prism: Prism, code = readFileSync(file, 'utf8')): void {
  // Prism's language files add themselves to the global Prism when they run: run again for this Prism, not cached.
  for (const key of Object.keys(docgenRequire.cache)) if (/[\\/]prismjs[\\/]components[\\/]/.test(key)) delete docgenRequire.cache[key];
  const mod = new Module(file) as Compiled;
  mod.filename = file;
  mod.paths = [...(Module as Loader)._nodeModulePaths(path.dirname(file)), path.join(path.dirname(docgenRequire.resolve('prismjs/package.json')), '..')];
  mod._compile(code, file);
  const exported = mod.exports as { default?: unknown };
  const add = typeof exported === 'function' ? exported : exported.default;
  if (typeof add !== 'function') throw new Error('its default export is not a function of Prism, as Docusaurus\'s prism-include-languages is');
  // A module that sets the global Prism for the language files it requires (`window.Prism = …`): not left set after it.
  const global = globalThis as { Prism?: unknown };
  const before = global.Prism;
  try {
    add(prism);
  } finally {
    global.Prism = before;
    if (before === undefined) delete global.Prism;
  }
}

/** This thread's Prism with the site's languages, by module. */
let loaded: { module: string; prism: Prism } | undefined;

/**
 * Bundles the site's languages module into `cacheDir` (`bundle`: esbuild's, with the stand-ins the site's code needs)
 * and runs it once on a fresh Prism, this thread's from then on: the languages it adds that Shiki lacks. Throws what
 * the module throws.
 */
export async function preparePrism(source: string, cacheDir: string, bundle: (source: string) => Promise<string>): Promise<PrismLanguages> {
  const code = await bundle(source);
  const hash = createHash('sha1').update(code).digest('hex').slice(0, 16);
  const module = path.join(cacheDir, 'prism', `languages-${hash}.cjs`);
  mkdirSync(path.dirname(module), { recursive: true });
  writeFileSync(module, code);
  const prism = freshPrism();
  const before = new Set(Object.keys(prism.languages));
  runModule(module, prism, code);
  // This thread parses with it too when a build parses here (a few pages): the module is not run again.
  loaded = { module, prism };
  const languages = Object.keys(prism.languages).filter((name) => !before.has(name) && typeof prism.languages[name] === 'object' && resolveLanguage(name).kind === 'unknown');
  return { module, languages };
}

/** Loads the site's languages in this thread (once per module); before a parse that may meet them. */
export function loadPrism(options: PrismLanguages): void {
  if (loaded?.module === options.module) return;
  const prism = freshPrism();
  runModule(options.module, prism);
  loaded = { module: options.module, prism };
}

/** The Prism language of a fence's language among the site's (as written, else in lower case), or undefined. */
export function prismLanguage(lang: string, languages: string[] | undefined): string | undefined {
  if (!languages) return undefined;
  return languages.includes(lang) ? lang : languages.includes(lang.toLowerCase()) ? lang.toLowerCase() : undefined;
}

/** Prism's token types -> the kind of colour docgen's Shiki theme gives the like (`sh-keyword`…). */
const KIND: Record<string, string> = {
  comment: 'comment', prolog: 'comment', doctype: 'comment', cdata: 'comment',
  string: 'string', char: 'string', 'template-string': 'string', regex: 'string', url: 'string', 'attr-value': 'string',
  keyword: 'keyword', atrule: 'keyword', important: 'keyword', selector: 'keyword', tag: 'keyword', rule: 'keyword', directive: 'keyword',
  number: 'constant', boolean: 'constant', constant: 'constant', symbol: 'constant', builtin: 'constant', 'class-name': 'constant', entity: 'constant', namespace: 'constant',
  function: 'function', 'function-variable': 'function', method: 'function', macro: 'function',
  punctuation: 'punctuation', operator: 'punctuation',
  parameter: 'parameter', variable: 'parameter', property: 'parameter', 'attr-name': 'parameter',
  interpolation: 'string-expression'
};

const kindOf = (token: PrismToken): string | undefined => KIND[token.type] ?? [token.alias ?? []].flat().map((a) => KIND[a]).find(Boolean);

/** A block of one of the site's Prism languages (`block.prism`), highlighted: its `<pre>`. loadPrism must have run. */
export function prismHtml(block: CodeBlock): string {
  if (!loaded) throw new Error('the site\'s Prism languages are not loaded: call loadPrism before parsing');
  const lines = [''];
  const emit = (text: string, kind: string | undefined) => {
    text.split('\n').forEach((part, i) => {
      if (i) lines.push('');
      if (part) lines[lines.length - 1] += kind && part.trim() ? `<span class="sh-${kind}">${escapeHtml(part)}</span>` : escapeHtml(part);
    });
  };
  const walk = (stream: Array<string | PrismToken>, kind: string | undefined) => {
    for (const t of stream) {
      if (typeof t === 'string') emit(t, kind);
      else if (typeof t.content === 'string') emit(t.content, kindOf(t) ?? kind);
      else walk([t.content].flat(), kindOf(t) ?? kind);
    }
  };
  walk(loaded.prism.tokenize(block.code.replace(/\n$/, ''), loaded.prism.languages[block.prism!]), undefined);
  return preHtml(lines, block);
}
