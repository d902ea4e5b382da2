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

export const LANGS = { js: 'js', jsx: 'jsx', ts: 'ts', tsx: 'tsx', javascript: 'js', typescript: 'ts' };

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

/** `word` as a word of a fence's meta, outside quoted attribute values (title="my fragment.ts" has no `fragment`). */
export function hasWord(meta, word) {
  if (!meta) return false;
  const unquoted = meta.replace(/"[^"]*"|'[^']*'/g, '""');
  return new RegExp(`(^|[\\s{,])${word}($|[\\s},])`).test(unquoted);
}

export const isFragment = (meta) => hasWord(meta, 'fragment');

/**
 * Whether a markdown text may hold a fenced block in one of `langs`: some run of three backticks or tildes is followed by
 * one of their names, or by a word with a character reference or an escape, which the parser would decode.
 */
export function mayHaveBlocks(text, langs = LANGS) {
  for (const [, word] of text.matchAll(/(?:`{3,}|~{3,})[ \t]*([^\s`]+)/g)) {
    if (Object.hasOwn(langs, word.toLowerCase()) || /[&\\]/.test(word)) return true;
  }
  return false;
}

/**
 * The js/ts/jsx/tsx fenced blocks of a markdown text.
 * Each: { lang, meta, fragment, code, line (1-based md line of the first code line), offsets (per code
 * line: the column offset of that line in the md file, for fences indented in lists/quotes), and
 * output: { code, meta, line } when the next node is a ```text block (the output the page shows) }.
 */
export function extractBlocks(text, langs = LANGS) {
  // Most of content/'s bytes are chain reference pages with no such fence: they are not parsed (micromark's parse of
  // every page was a third of a check's time).
  if (!mayHaveBlocks(text, langs)) return [];
  const tree = fromMarkdown(text, {
    extensions: [frontmatter(['yaml']), gfm(), containerDirectives],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown(), directiveFromMarkdown()]
  });
  const srcLines = text.split(/\r?\n/);
  const blocks = [];
  const walk = (node, parent) => {
    if (node.type === 'code') {
      const lang = node.lang ? langs[node.lang.toLowerCase()] : undefined;
      if (lang && node.position) {
        const first = node.position.start.line + 1; // the line after the opening fence
        const code = node.value ?? '';
        const offsets = code.split('\n').map((l, i) => {
          const src = srcLines[first - 1 + i] ?? '';
          return src.endsWith(l) ? src.length - l.length : 0;
        });
        const block = { lang, meta: node.meta ?? '', fragment: isFragment(node.meta), code, line: first, offsets };
        // The block right after it, if it is a ```text block: the output the page shows (run-examples.mjs).
        const next = parent?.children[parent.children.indexOf(node) + 1];
        if (next?.type === 'code' && next.lang?.toLowerCase() === 'text' && next.position) {
          block.output = { code: next.value ?? '', meta: next.meta ?? '', line: next.position.start.line + 1 };
        }
        blocks.push(block);
      }
      return;
    }
    for (const child of node.children ?? []) walk(child, node);
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

// api.query / api.tx / api.consts / api.events / api.errors / api.call: typed only with an augment.
const API_AUGMENTED = /\.(query|tx|consts|events|errors|call)\.[A-Za-z_$]/;

/** The module specifiers with "augment" in them that a block imports (sorted): its augment group. */
function augmentImports(code) {
  const info = ts.preProcessFile(code, true, true);
  return [...new Set(info.importedFiles.map((f) => f.fileName).filter((f) => /augment/.test(f)))].sort();
}

/** A compiler host that parses each file outside the blocks' folder (lib and node_modules .d.ts) once per run. */
function cachingHost(opts, outDir) {
  const base = ts.createCompilerHost(opts);
  const cache = new Map();
  return {
    ...base,
    getSourceFile(fileName, languageVersion, onError, shouldCreate) {
      if (path.resolve(fileName).startsWith(outDir + path.sep)) return base.getSourceFile(fileName, languageVersion, onError, shouldCreate);
      const lv = typeof languageVersion === 'object' ? `${languageVersion.languageVersion}:${languageVersion.impliedNodeFormat}` : languageVersion;
      const key = `${fileName}\0${lv}`;
      if (!cache.has(key)) cache.set(key, base.getSourceFile(fileName, languageVersion, onError, shouldCreate));
      return cache.get(key);
    }
  };
}

function editDistance(a, b) {
  const dp = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0];
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j];
      dp[j] = Math.min(dp[j] + 1, dp[j - 1] + 1, prev + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length];
}

/**
 * `x.name` where `name` is no declared property and only a string index signature declared by a
 * @polkadot package matches. TypeScript accepts these silently, but the augmented api.query.<pallet>,
 * api.tx.<pallet>, api.consts.<pallet> (and api.query itself) all end in a "generic" index signature,
 * so without this check `api.query.system.acount` or `api.tx.balances.transferAlowDeath` type-check.
 * Reported as TS4111 (TypeScript's code for noPropertyAccessFromIndexSignature, which we do not turn
 * on as a whole: it would also reject `process.env.WS_URL` and the writers' own records). Bracket
 * access, `api.query['myPallet']`, stays allowed for deliberately dynamic names.
 */
function indexSignatureAccesses(sf, checker, augment) {
  const out = [];
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name) && !checker.getSymbolAtLocation(node.name)) {
      const type = checker.getTypeAtLocation(node.expression);
      if (!(type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never))) {
        const apparent = checker.getApparentType(type);
        const info = checker.getIndexInfosOfType(apparent).find((i) => i.keyType.flags & ts.TypeFlags.String);
        const declFile = info?.declaration?.getSourceFile().fileName ?? '';
        const pkg = /[\\/]node_modules[\\/](@polkadot[\\/][^\\/]+)/.exec(declFile)?.[1];
        if (pkg) {
          const name = node.name.text;
          const known = checker.getPropertiesOfType(apparent).map((p) => p.name);
          const best = known
            .map((k) => [k, editDistance(name, k)])
            .filter(([k, dist]) => dist <= Math.max(1, Math.floor(name.length / 4)) && k !== name)
            .sort((a, b) => a[1] - b[1])[0]?.[0];
          const expr = node.expression.getText(sf).replace(/\s+/g, '');
          const typeName = expr.length <= 60 ? expr : checker.typeToString(type).slice(0, 60);
          out.push({
            file: sf,
            start: node.name.getStart(sf),
            length: node.name.text.length,
            code: 4111,
            category: ts.DiagnosticCategory.Error,
            messageText:
              `Property '${name}' is not a known name of ${typeName}: only the generic index signature of ${pkg.replace(/\\/g, '/')} matches it.` +
              (best ? ` Did you mean '${best}'?` : '') +
              ` (Write ['${name}'] if the name is deliberately dynamic.)` +
              (augment && /api-base/.test(pkg)
                ? `\n(hint: '${name}' is not a section of the augment this block imports (${augment}); '@polkadot/api-augment' is a substrate node's: for a chain's pallets import '@polkadot/api-augment/polkadot', '/kusama', '/assetHubPolkadot' or '/assetHubKusama')`
                : '')
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/**
 * Checks the examples in the markdown files below `paths`.
 * options.outDir: where the block modules are written (inside polkadot/.check/; default run-<pid>; wiped first).
 * options.keep: keep the block modules after the run (to look at them). options.compilerOptions: overrides.
 * Returns { files, blocks (count), entries: [{ file, line, lang, fragment }], complete, fragments,
 *   diagnostics: [{ file, line, column, code, category, message, text }], errors, ms }.
 */
export function checkExamples(paths = ['content'], options = {}) {
  const started = performance.now();
  // Each run writes to its own folder (writers run this while the tests run it): polkadot/.check/run-<pid>
  // unless options.outDir says otherwise; wiped at the start, removed at the end unless options.keep.
  const checkDir = path.join(here, '.check');
  const outDir = path.resolve(options.outDir ?? path.join(checkDir, `run-${process.pid}`));
  if (!outDir.startsWith(checkDir + path.sep)) {
    // Module resolution finds polkadot/node_modules by walking up from the block files.
    throw new Error(`outDir must be inside ${checkDir}: ${outDir}`);
  }
  removeStaleRuns(checkDir, 'run');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  try {
    return run(paths, options, outDir, started);
  } finally {
    if (!options.keep) rmSync(outDir, { recursive: true, force: true });
  }
}

/** Removes the folders `<prefix>-<pid>` of earlier runs whose process is gone, e.g. after a kill. */
export function removeStaleRuns(checkDir, prefix) {
  if (!existsSync(checkDir)) return;
  for (const name of readdirSync(checkDir)) {
    const pid = Number(new RegExp(`^${prefix}-(\\d+)$`).exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (err) {
      if (err.code === 'ESRCH') rmSync(path.join(checkDir, name), { recursive: true, force: true });
    }
  }
}

function run(paths, options, outDir, started) {
  const files = findMarkdown(paths.length ? paths : ['content']);
  const complete = new Map(); // module path -> block
  const fragments = new Map();
  let count = 0;
  const entries = []; // { file (md, relative), line, lang, fragment }
  files.forEach((md, fi) => {
    let text;
    try {
      text = readFileSync(md, 'utf8');
    } catch (err) {
      if (err.code === 'ENOENT') return; // deleted since the folder was listed (pages are being written)
      throw err;
    }
    const blocks = extractBlocks(text);
    const base = path.basename(md).replace(/\.mdx?$/i, '').replace(/[^A-Za-z0-9_.-]/g, '_');
    for (const b of blocks) {
      count++;
      entries.push({ file: rel(md), line: b.line, lang: b.lang, fragment: b.fragment });
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
    if (entry && !entry.fragment && !entry.augment && (AUGMENTED.test(message) || (API_AUGMENTED.test(entry.code) && /\bCodec\b|index signature/.test(message)))) {
      full += "\n(hint: api.query/api.tx/api.consts are typed only after `import '@polkadot/api-augment';` or a chain's augment package)";
    }
    const text = `${file}:${line}:${column}: ${category} TS${d.code}: ${full.replace(/\n/g, '\n    ')}`;
    diagnostics.push({ file, line, column, code: d.code, category, message: full, text });
  };

  // Complete examples: full (semantic) check. `import '@polkadot/api-augment'` (or a chain's augment)
  // is a global declaration merge, so in one program it would leak from one block into every other:
  // a block that forgot it would pass, and the kusama and substrate augments would merge into
  // nonsense. So the blocks are grouped by the augment modules they import, one program per group
  // (usually 1-3: none, '@polkadot/api-augment', a chain). The programs share the parsed .d.ts files.
  if (complete.size) {
    const opts = { ...compilerOptions, ...options.compilerOptions };
    const groups = new Map();
    for (const [file, entry] of complete) {
      const key = augmentImports(entry.code).join('|');
      entry.augment = key;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(file);
    }
    const host = cachingHost(opts, outDir);
    const seen = new Set();
    for (const [key, rootNames] of groups) {
      const t0 = performance.now();
      const program = ts.createProgram({ rootNames, options: opts, host });
      const t1 = performance.now();
      const found = ts.getPreEmitDiagnostics(program);
      if (process.env.CHECK_EXAMPLES_DEBUG) {
        console.error(`[check-examples] augment group '${key || '(none)'}': ${rootNames.length} blocks, program ${Math.round(t1 - t0)} ms, check ${Math.round(performance.now() - t1)} ms`);
      }
      for (const d of found) {
        const entry = d.file ? complete.get(path.resolve(d.file.fileName)) : undefined;
        if (!entry) {
          const key = `${d.file?.fileName}:${d.start}:${d.code}`;
          if (seen.has(key)) continue;
          seen.add(key);
        }
        add(d, entry);
      }
      const checker = program.getTypeChecker();
      for (const file of rootNames) {
        const sf = program.getSourceFile(file);
        if (sf) for (const d of indexSignatureAccesses(sf, checker, complete.get(file).augment)) add(d, complete.get(file));
      }
    }
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
  return { files: files.map(rel), outDir: rel(outDir), blocks: count, entries, complete: complete.size, fragments: fragments.size, diagnostics, errors, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('usage: node polkadot/check-examples.mjs [--keep] [paths...]   (markdown files or folders; default: content/)\n' +
      'Type-checks every js/ts/jsx/tsx block (strict, polkadot/node_modules); `fragment` blocks are only parsed.\n' +
      '--keep: keep the generated modules in polkadot/.check/run-<pid>/ to look at them.');
    process.exit(0);
  }
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--keep');
  const missing = args.filter((a) => !a.startsWith('-') && !existsSync(a));
  if (unknown.length || missing.length) {
    console.error(`check-examples: ${unknown.length ? `unknown option: ${unknown.join(', ')}` : `not found: ${missing.join(', ')}`} (--help for usage)`);
    process.exit(2);
  }
  const keep = args.includes('--keep');
  const result = checkExamples(args.filter((a) => a !== '--keep'), { keep });
  for (const d of result.diagnostics) console.log(d.text);
  if (keep) console.log(`(the block modules are in ${result.outDir}/)`);
  console.log(`${result.blocks} code blocks checked, ${result.errors} errors.`);
  process.exit(result.errors ? 1 : 0);
}
