#!/usr/bin/env node
// Type-checks the code examples in content/ (see docs/authoring.md, "Code blocks").
//
//   node polkadot/check-examples.mjs [paths...]     (files or folders; default: content/; run from the repo root)
//
// Every fenced `js`, `ts`, `jsx`, `tsx` block (and the aliases `javascript`, `typescript`, which the
// site highlights as js/ts) is a complete example: it is written as a module of its own under
// polkadot/.check/ and all of them are compiled in ONE TypeScript program (strict) against the pinned
// packages in polkadot/node_modules. A block whose meta has the word `fragment` (```ts fragment) is
// only parsed. Problems are printed as `content/page.md:LINE:COL: error TSxxxx: message`, with the
// line and column of the markdown file, then `N code blocks checked, M errors.`; exit code 1 on errors.
//
// The blocks are found with the same markdown parser and extensions as docgen itself
// (mdast-util-from-markdown + frontmatter, gfm, container directives, from the root node_modules),
// so fences in lists, blockquotes and admonitions, ~~~ fences, longer fences and frontmatter are
// handled exactly as the site renders them.
//
// Exported for the tests: checkExamples(paths, options) -> { blocks, diagnostics, errors, files, ms }.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** The pinned compiler of polkadot/package.json (not the root one). */
const ts = require(path.join(here, 'node_modules/typescript'));

// Same as src/markdown/parse.ts: only container directives (`:::note`).
const containerDirectives = { flow: { 58: directive().flow[58][0] } };

const LANGS = { js: 'js', jsx: 'jsx', ts: 'ts', tsx: 'tsx', javascript: 'js', typescript: 'ts' };

// js/jsx blocks are written as .js/.jsx files and checked with `allowJs` + `checkJs` under the same
// strict options. They are JavaScript, so they must not be held to TypeScript-only rules (an untyped
// parameter is fine in JS, a `: Type` annotation is a syntax error), but every value is still typed
// from the packages' declarations: a wrong API name (`api.query.system.acount`), a wrong argument
// count or a missing `.toHuman()` is reported exactly as in a ts block.
const EXT = { js: '.js', jsx: '.jsx', ts: '.ts', tsx: '.tsx' };

// skipLibCheck: true. With false, every .d.ts an example pulls in is checked on every run: 17-21 s
// instead of 3-4 s, and, worse, it cannot pass: react-native's src/types/globals.d.ts redeclares DOM
// globals (Blob, Request, AbortSignal, ... 46 errors, TS6200/TS2403/TS2717), so one react-native
// example anywhere in content/ would fail the whole run with errors no writer can fix. The examples
// themselves are checked in full either way.
export const compilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force, // every block is a module: top-level await, no shared globals
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  typeRoots: [path.join(here, 'node_modules/@types')],
  types: ['node'], // `process`, `Buffer`, `setTimeout(...).unref()` in examples; DOM is in lib
  noErrorTruncation: false
};

/** Markdown files below the given files/folders, sorted. */
export function findMarkdown(paths) {
  const out = [];
  const walk = (p) => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === 'node_modules' || name.startsWith('.')) continue;
        walk(path.join(p, name));
      }
    } else if (/\.mdx?$/i.test(p)) out.push(p);
  };
  for (const p of paths) walk(p);
  return [...new Set(out.map((p) => path.resolve(p)))].sort();
}

/** `fragment` as a word of the meta, outside quoted attribute values (title="my fragment.ts" is not one). */
export function isFragment(meta) {
  if (!meta) return false;
  const unquoted = meta.replace(/"[^"]*"|'[^']*'/g, '""');
  return /(^|[\s{,])fragment($|[\s},])/.test(unquoted);
}

/**
 * The js/ts/jsx/tsx fenced blocks of a markdown text.
 * Each: { lang, meta, fragment, code, line (1-based md line of the first code line), offsets (per code
 * line: the column offset of that line in the md file, for fences indented in lists/quotes) }.
 */
export function extractBlocks(text) {
  const tree = fromMarkdown(text, {
    extensions: [frontmatter(['yaml']), gfm(), containerDirectives],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown(), directiveFromMarkdown()]
  });
  const srcLines = text.split(/\r?\n/);
  const blocks = [];
  const walk = (node) => {
    if (node.type === 'code') {
      const lang = node.lang ? LANGS[node.lang.toLowerCase()] : undefined;
      if (lang && node.position) {
        const first = node.position.start.line + 1; // the line after the opening fence
        const code = node.value ?? '';
        const offsets = code.split('\n').map((l, i) => {
          const src = srcLines[first - 1 + i] ?? '';
          return src.endsWith(l) ? src.length - l.length : 0;
        });
        blocks.push({ lang, meta: node.meta ?? '', fragment: isFragment(node.meta), code, line: first, offsets });
      }
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return blocks;
}

const rel = (p) => {
  const r = path.relative(process.cwd(), p);
  return r && !r.startsWith('..') && !path.isAbsolute(r) ? r.split(path.sep).join('/') : p;
};

// "... implicitly has an 'any' type" and friends: reported in checkJs files by strict's noImplicitAny.
const JS_IGNORED = new Set([7005, 7006, 7008, 7010, 7011, 7016, 7019, 7022, 7023, 7024, 7031, 7034]);

const AUGMENTED = /\b(QueryableStorage|SubmittableExtrinsics|QueryableConsts|AugmentedQueries|AugmentedSubmittables|DecoratedRpc|AugmentedErrors|AugmentedEvents|AugmentedCalls)\b/;

/**
 * Checks the examples in the markdown files below `paths`.
 * options.outDir: where the block modules are written (default polkadot/.check/run; wiped first).
 * Returns { files, blocks, diagnostics: [{ file, line, column, code, category, message, text }], errors, ms }.
 */
export function checkExamples(paths = ['content'], options = {}) {
  const started = performance.now();
  const outDir = path.resolve(options.outDir ?? path.join(here, '.check', 'run'));
  if (!path.resolve(outDir).startsWith(path.join(here, '.check'))) {
    // Module resolution finds polkadot/node_modules by walking up from the block files.
    throw new Error(`outDir must be inside ${path.join(here, '.check')}: ${outDir}`);
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const files = findMarkdown(paths.length ? paths : ['content']);
  const complete = new Map(); // module path -> block
  const fragments = new Map();
  let count = 0;
  files.forEach((md, fi) => {
    const blocks = extractBlocks(readFileSync(md, 'utf8'));
    const base = path.basename(md).replace(/\.mdx?$/i, '').replace(/[^A-Za-z0-9_.-]/g, '_');
    for (const b of blocks) {
      count++;
      // Fragments parsed as TS accept any JS too; a js fragment is parsed as JS.
      const file = path.join(outDir, `${String(fi).padStart(4, '0')}-${base}-L${b.line}${EXT[b.lang]}`);
      const entry = { ...b, md, file };
      writeFileSync(file, b.code);
      (b.fragment ? fragments : complete).set(file, entry);
    }
  });

  const diagnostics = [];
  const add = (d, entry) => {
    // JS has no annotations: an untyped parameter is normal JS, not a mistake (noImplicitAny family).
    if (entry && (entry.lang === 'js' || entry.lang === 'jsx') && JS_IGNORED.has(d.code)) return;
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    const category = d.category === ts.DiagnosticCategory.Error ? 'error' : d.category === ts.DiagnosticCategory.Warning ? 'warning' : 'message';
    let file, line, column;
    if (entry && d.file && d.start !== undefined) {
      const pos = d.file.getLineAndCharacterOfPosition(d.start);
      file = rel(entry.md);
      line = entry.line + pos.line;
      column = pos.character + 1 + (entry.offsets[pos.line] ?? 0);
    } else if (d.file && d.start !== undefined) {
      const pos = d.file.getLineAndCharacterOfPosition(d.start);
      file = rel(d.file.fileName);
      line = pos.line + 1;
      column = pos.character + 1;
    } else {
      file = 'polkadot/check-examples.mjs';
      line = 1;
      column = 1;
    }
    let full = message;
    if (entry && AUGMENTED.test(message) && !/@polkadot\/api-augment/.test(entry.code)) {
      full += "\n(hint: api.query/api.tx/api.consts are typed only after `import '@polkadot/api-augment';` or a chain's augment package)";
    }
    const text = `${file}:${line}:${column}: ${category} TS${d.code}: ${full.replace(/\n/g, '\n    ')}`;
    diagnostics.push({ file, line, column, code: d.code, category, message: full, text });
  };

  // Complete examples: one program, full (semantic) check.
  if (complete.size) {
    const program = ts.createProgram({ rootNames: [...complete.keys()], options: { ...compilerOptions, ...options.compilerOptions } });
    for (const d of ts.getPreEmitDiagnostics(program)) add(d, d.file ? complete.get(path.resolve(d.file.fileName)) : undefined);
  }

  // Fragments: syntax only. ts.createSourceFile gives the parse errors; the program (no lib, no
  // imports resolved, so it is cheap) adds the syntactic checks of JS files (type annotations in a js block).
  if (fragments.size) {
    const program = ts.createProgram({
      rootNames: [...fragments.keys()],
      options: { noLib: true, noResolve: true, allowJs: true, jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleDetection: ts.ModuleDetectionKind.Force, types: [] }
    });
    for (const [file, entry] of fragments) {
      const sf = program.getSourceFile(file) ?? ts.createSourceFile(file, entry.code, ts.ScriptTarget.ES2022, true);
      for (const d of program.getSyntacticDiagnostics(sf)) add(d, entry);
    }
  }

  diagnostics.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  const errors = diagnostics.filter((d) => d.category === 'error').length;
  return { files: files.map(rel), blocks: count, complete: complete.size, fragments: fragments.size, diagnostics, errors, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const args = process.argv.slice(2);
  const missing = args.filter((a) => !existsSync(a));
  if (missing.length) {
    console.error(`check-examples: not found: ${missing.join(', ')}`);
    process.exit(2);
  }
  const result = checkExamples(args.length ? args : ['content'], { outDir: path.join(here, '.check', 'cli') });
  for (const d of result.diagnostics) console.log(d.text);
  console.log(`${result.blocks} code blocks checked, ${result.errors} errors.`);
  process.exit(result.errors ? 1 : 0);
}
