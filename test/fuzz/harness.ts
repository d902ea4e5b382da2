// Real pages from content/ -> mutated markdown run through parse, route and links in-process; failures minimized to repros.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Highlighter } from 'shiki';
import type { Config, Diagnostic, Doc } from '../../src/types.js';
import { loadConfig } from '../../src/config/load.js';
import { parseDoc } from '../../src/markdown/parse.js';
import { getHighlighter } from '../../src/markdown/code.js';
import { routePages } from '../../src/content/pages.js';
import { chunkFile, routeFile } from '../../src/content/routes.js';
import { resolveLinks } from '../../src/links/resolve.js';
import { LINK_PLACEHOLDER } from '../../src/markdown/links.js';
import { assertInside } from '../../src/output/write.js';
import { runWithin, TimeLimitError } from '../../src/markdown/timed.js';

export const root = path.resolve(import.meta.dirname, '../..');
export const reprosDir = path.join(root, 'test/fuzz/repros');

/**
 * No document may take longer than this through parse, route and links. A page of at most 3,000 characters takes
 * milliseconds, and well under a second on a machine busy with other work: only a blow-up (micromark's quadratic
 * cases take minutes) comes near this, so the check does not depend on how fast the machine is.
 */
export const SLOW_MS = 10_000;
/** A parse still running after this long is stopped (as docgen stops it), so that a run never hangs. */
const STOP_MS = 2 * SLOW_MS;
/** Pages are cut to about this many characters (at a line end), so that a run stays fast. */
const MAX_PAGE = 3000;
/** How many pages of content/ the corpus takes, spread over all sizes and folders. */
const CORPUS_PAGES = 40;

/** mulberry32: a small seeded PRNG, so that a seed replays a run exactly. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Page {
  path: string;
  text: string;
}

/** Every `stride`-th page of content/ by path, each cut to MAX_PAGE characters at a line end. */
export function loadCorpus(count = CORPUS_PAGES): Page[] {
  const contentDir = path.join(root, 'content');
  const all = readdirSync(contentDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  const stride = Math.max(1, Math.floor(all.length / count));
  return all
    .filter((_, i) => i % stride === 0)
    .slice(0, count)
    .map((p) => {
      const text = readFileSync(path.join(contentDir, p), 'utf8');
      const cut = text.length <= MAX_PAGE ? text : text.slice(0, Math.max(text.lastIndexOf('\n', MAX_PAGE), 1) + 1);
      return { path: p, text: cut };
    });
}

/** Markdown syntax the mutations insert: inline and block markers, fences, directives, frontmatter, ids, escapes. */
const TOKENS = [
  '*', '**', '_', '__', '[', ']', '(', ')', '<', '>', '#', ':', '!', '|', '`', '``', '~', '\\', '&', '&#', '&#x', '&amp;',
  '```', '\n```\n', '\n```js\n', '\n```ts title="x.ts"\n', '~~~', '\n~~~\n', '    ',  '\t',
  ':::', ':::note\n', ':::tip[Title]\n', ':::danger[**bold**]\n', ':::shout\n', '\n:::\n', '::::', ':::note{#x}\n',
  '---\n', '\n---\n', '---', 'title: ', 'slug: ', '\nslug: ../../x\n', '\nslug: /a%\n', '\nslug: /%2e%2e/y\n', '\nid: a/b\n', '\ntitle: [x]\n', '\nt: *x\n', '\nx: &x [*x]\n', '? ', '!!binary ', 'id: ', 'draft: true\n', 'sidebar_position: x\n', 'tags: [a, b\n', '&a ', '*a ', '!!binary ',
  '{#id}', '{#', '{#x} ', '}', '%', '%zz', '%E0%A4%A', '%2e%2e/', '%00', '../', './', '/', '.md', '.md#', '#%', '?q=1',
  '[a](%)', '[l](%zz.md)', '[x](../../../x.md)', '[y](#)', '[z](/)', '](', '![i](', '[^1]', '[^1]: ', '<https://x>', 'http://', 'www.',
  '- ', '* ', '+ ', '1. ', '1) ', '> ', '- [ ] ', '- [x] ', '| a | b |\n| - | - |\n', '|---|', '\n\n', '\n', '\r\n', '\r',
  '<div>', '</div>', '<!--', '-->', '<script>', '<br/>', '$$', '==', '~~', '\u0000', '\u200b', '\u202e', '\ufeff', '😀', 'é'
];

/**
 * Runs of 20–30 KB micromark takes quadratic time on, or nests too deep in: each far past the
 * guards' limits (several times the inline work allowed), so that docgen must refuse the page at
 * once wherever the run lands in a paragraph. Larger runs would only make slow pages of plain size.
 */
const PATHOLOGICAL: Array<(chars: number) => string> = [
  (n) => '*a '.repeat(n / 6) + 'a* '.repeat(n / 6),
  (n) => '_a '.repeat(n / 6) + 'a_ '.repeat(n / 6),
  (n) => '~~a '.repeat(n / 8) + 'a~~ '.repeat(n / 8),
  (n) => 'a* '.repeat(n / 3),
  (n) => `${'['.repeat(n / 2)}x${']'.repeat(n / 2)}`,
  (n) => ']'.repeat(n),
  (n) => `${'!['.repeat(n / 6)}a${'](b)'.repeat(n / 6)}`,
  (n) => '- > '.repeat(n / 4),
  (n) => '> 1. '.repeat(n / 5),
  (n) => '[^a]: '.repeat(n / 6),
  (n) => ':::note\n'.repeat(n / 8)
];

/** Up to 16 random bytes, read as UTF-8 like a file would be (invalid sequences become U+FFFD). */
function randomBytes(r: () => number): string {
  const bytes = Buffer.alloc(1 + Math.floor(r() * 16));
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(r() * 256);
  return bytes.toString('utf8');
}

/** A position: often a line start (block syntax), sometimes inside the frontmatter, else anywhere. */
function position(text: string, r: () => number): number {
  const pick = r();
  if (pick < 0.4) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0 && starts.length < 4000; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts[Math.floor(r() * starts.length)];
  }
  if (pick < 0.55 && text.startsWith('---')) {
    const end = text.indexOf('\n---', 3);
    if (end > 0) return Math.floor(r() * (end + 4));
  }
  return Math.floor(r() * (text.length + 1));
}

/** One to four insertions, deletions or duplications of syntax, spans, lines, random bytes or pathological runs. */
export function mutate(text: string, r: () => number): string {
  const n = 1 + Math.floor(r() * 4);
  for (let k = 0; k < n; k++) {
    const at = position(text, r);
    const kind = r();
    if (kind < 0.45) {
      const token = TOKENS[Math.floor(r() * TOKENS.length)];
      const times = r() < 0.1 ? 1 + Math.floor(r() * 20) : 1;
      text = text.slice(0, at) + token.repeat(times) + text.slice(at);
    } else if (kind < 0.6) {
      const len = Math.floor(r() * Math.min(200, text.length - at + 1));
      text = text.slice(0, at) + text.slice(at + len);
    } else if (kind < 0.8) {
      // Duplicate a span or whole lines somewhere else (an unclosed fence, a second frontmatter...).
      const from = position(text, r);
      const len = Math.floor(r() * Math.min(r() < 0.5 ? 80 : 1000, text.length - from + 1));
      text = text.slice(0, at) + text.slice(from, from + len) + text.slice(at);
    } else if (kind < 0.86) {
      text = text.slice(0, at) + randomBytes(r) + text.slice(at);
    } else if (kind < 0.9) {
      const shape = PATHOLOGICAL[Math.floor(r() * PATHOLOGICAL.length)];
      text = text.slice(0, at) + shape(20_000 + Math.floor(r() * 10_000)) + text.slice(at);
    } else {
      // Swap the syntax at a line start: `- ` for `> `, `#` for `:::`...
      const end = text.indexOf('\n', at);
      const line = text.slice(at, end < 0 ? undefined : end);
      const replaced = line.replace(/^\s*(?:[-*+>#]+|\d+[.)]|:::+|```+)?/, TOKENS[Math.floor(r() * TOKENS.length)]);
      text = text.slice(0, at) + replaced + (end < 0 ? '' : text.slice(end));
    }
  }
  return text;
}

export interface Failure {
  kind: 'exception' | 'slow' | 'bad-diagnostic' | 'bad-output';
  message: string;
}

export interface Harness {
  config: Config;
  highlighter: Highlighter;
  corpus: Page[];
  /** The corpus parsed once, by path: the other pages a mutated page is routed and linked with. */
  docs: Map<string, Doc>;
}

export async function createHarness(corpus = loadCorpus()): Promise<Harness> {
  const config = await loadConfig(root);
  const highlighter = await getHighlighter();
  const docs = new Map(corpus.map((p) => [p.path, parseDoc(p, highlighter)]));
  return { config, highlighter, corpus, docs };
}

const badDiagnostic = (d: Diagnostic) =>
  typeof d.file !== 'string' || d.file === '' || typeof d.message !== 'string' || d.message === '' || !['error', 'warning'].includes(d.severity) ||
  (d.line !== undefined && !(Number.isInteger(d.line) && d.line >= 1)) || (d.column !== undefined && !(Number.isInteger(d.column) && d.column >= 1));

/**
 * Runs one page (at `file`, in place of the corpus page there) through parse, route and links with
 * the rest of the corpus. Returns what went wrong, if anything: a throw, a diagnostic without a file
 * or position, an output path outside the out dir, a placeholder left in the HTML, or a slow page.
 */
export function runOne(h: Harness, file: string, text: string): { failure?: Failure; ms: number } {
  const t = performance.now();
  try {
    const doc = runWithin(STOP_MS, () => parseDoc({ path: file, text }, h.highlighter));
    // What the cache and the worker threads do with a doc.
    JSON.parse(JSON.stringify(doc));
    structuredClone(doc);
    const docs = [...h.docs.values()].filter((d) => d.path !== file).concat(doc);
    const routed = routePages(docs, h.config, { drafts: true });
    const { diagnostics: linkDiagnostics } = resolveLinks(routed.pages, h.config, { shadowed: routed.shadowed });
    const ms = performance.now() - t;
    const diagnostics = [...doc.diagnostics, ...routed.diagnostics, ...linkDiagnostics];
    const bad = diagnostics.find(badDiagnostic);
    if (bad) return { ms, failure: { kind: 'bad-diagnostic', message: `diagnostic without a file or position: ${JSON.stringify(bad).slice(0, 300)}` } };
    const page = routed.pages.find((p) => p.doc === doc);
    if (page) {
      for (const out of [routeFile(page.route, h.config.baseUrl, h.config.trailingSlash), chunkFile(page.route, h.config.baseUrl)]) assertInside(h.config.outDir, out);
      if (page.html.includes(LINK_PLACEHOLDER)) return { ms, failure: { kind: 'bad-output', message: 'a link placeholder is left in the HTML' } };
    } else if (!diagnostics.some((d) => d.file === file && d.severity === 'error') && !routed.shadowed.some((p) => p.doc === doc)) {
      return { ms, failure: { kind: 'bad-output', message: 'the page was dropped without an error' } };
    }
    if (ms > SLOW_MS) return { ms, failure: { kind: 'slow', message: `took ${Math.round(ms)} ms (limit ${SLOW_MS} ms)` } };
    return { ms };
  } catch (error) {
    if (error instanceof TimeLimitError) return { ms: performance.now() - t, failure: { kind: 'slow', message: `stopped after ${STOP_MS} ms` } };
    const e = error as Error;
    return { ms: performance.now() - t, failure: { kind: 'exception', message: `${e?.name ?? 'Error'}: ${String(e?.message ?? e).split('\n')[0]}` } };
  }
}

/** Same kind, and for exceptions the same message: what minimizing must keep. */
const sameFailure = (a: Failure, b: Failure | undefined) => b !== undefined && a.kind === b.kind && (a.kind === 'slow' || a.message.replace(/\d+/g, 'N') === b.message.replace(/\d+/g, 'N'));

/**
 * Delta debugging (ddmin): removes chunks of lines, then of characters, while the failure stays
 * the same. `budgetMs` bounds the time spent (slow pages take a while per try).
 */
export function minimize(h: Harness, file: string, text: string, failure: Failure, budgetMs = 60_000): string {
  const deadline = performance.now() + budgetMs;
  const fails = (candidate: string) => performance.now() < deadline && sameFailure(failure, runOne(h, file, candidate).failure);
  const ddmin = (parts: string[]): string[] => {
    let n = 2;
    while (parts.length >= 2 && performance.now() < deadline) {
      const size = Math.ceil(parts.length / n);
      let reduced = false;
      for (let i = 0; i < parts.length; i += size) {
        const complement = parts.slice(0, i).concat(parts.slice(i + size));
        if (complement.length && fails(complement.join(''))) {
          parts = complement;
          n = Math.max(n - 1, 2);
          reduced = true;
          break;
        }
      }
      if (!reduced) {
        if (n >= parts.length) break;
        n = Math.min(n * 2, parts.length);
      }
    }
    return parts;
  };
  const lines = ddmin(text.split(/(?<=\n)/)).join('');
  return ddmin([...lines]).join('');
}

/** Writes `<kind>-<hash>.md` (the page) and `.json` (how it was found) to test/fuzz/repros/. */
export function saveRepro(file: string, text: string, failure: Failure, found: { seed: number; index: number }): string {
  mkdirSync(reprosDir, { recursive: true });
  const name = `${failure.kind}-${createHash('sha1').update(text).digest('hex').slice(0, 10)}`;
  writeFileSync(path.join(reprosDir, `${name}.md`), text);
  writeFileSync(path.join(reprosDir, `${name}.json`), `${JSON.stringify({ file, ...failure, ...found }, null, 2)}\n`);
  return path.join(reprosDir, `${name}.md`);
}

/** The saved repros: each is replayed at the path it was found at. */
export function loadRepros(): Array<{ name: string; file: string; text: string }> {
  let names: string[];
  try {
    names = readdirSync(reprosDir).filter((n) => n.endsWith('.md'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    let file = 'fuzz.md';
    try {
      file = (JSON.parse(readFileSync(path.join(reprosDir, name.replace(/\.md$/, '.json')), 'utf8')) as { file: string }).file;
    } catch {
      // A repro saved by hand: any path will do.
    }
    return { name, file, text: readFileSync(path.join(reprosDir, name), 'utf8') };
  });
}

export interface RunResult {
  count: number;
  failures: Array<{ index: number; file: string; failure: Failure; text: string }>;
  slowestMs: number;
  totalMs: number;
}

/** `count` mutated pages from `seed`: document i mutates corpus page i mod the corpus size. */
export function run(h: Harness, seed: number, count: number, onFailure?: (f: RunResult['failures'][number]) => void): RunResult {
  const r = rng(seed);
  const result: RunResult = { count, failures: [], slowestMs: 0, totalMs: 0 };
  const t = performance.now();
  for (let index = 0; index < count; index++) {
    const page = h.corpus[index % h.corpus.length];
    const text = mutate(page.text, r);
    const { failure, ms } = runOne(h, page.path, text);
    result.slowestMs = Math.max(result.slowestMs, ms);
    if (failure) {
      const f = { index, file: page.path, failure, text };
      result.failures.push(f);
      onFailure?.(f);
    }
  }
  result.totalMs = performance.now() - t;
  return result;
}
