// The grammar patterns converted at install time (src/markdown/patterns.ts) highlight exactly as
// Shiki's own conversion does, cover every pattern the site's code uses, and a stale table is ignored.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { codeHtml, regexEngine } from '../../../src/markdown/code.js';

/** A block's `<pre>`, as a component's CodeBlock of the language gets it (no magic comments). */
const highlight = (h: Parameters<typeof codeHtml>[0], code: string, lang: string) => codeHtml(h, { lang, code }, []);
import { addLanguageTables, LANGS, loadPatternTable, makePatternTable, MORE_LANGS, regexConstructor, shikiVersion, type PatternTable } from '../../../src/markdown/patterns.js';

const root = path.resolve(import.meta.dirname, '../../..');
const THEME = createCssVariablesTheme({ name: 'docgen', variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });

/** Every fenced block of content/ (a simple scan: enough to collect real code in every language). */
function contentBlocks(): Array<[string, string]> {
  const blocks: Array<[string, string]> = [];
  const dir = path.join(root, 'content');
  for (const f of readdirSync(dir, { recursive: true })) {
    if (!String(f).endsWith('.md')) continue;
    const text = readFileSync(path.join(dir, String(f)), 'utf8');
    for (const m of text.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)) blocks.push([m[1], m[2]]);
  }
  return blocks;
}

/** One small sample per language, so a language the content does not use yet is covered too. */
const SAMPLES: Record<string, string> = {
  js: 'const a = await api.query.system.account(ALICE); // balance\n',
  ts: 'interface A<T extends keyof B> { x?: readonly T[] }\nexport const f = <T,>(x: T): T => x;\n',
  tsx: 'export const C = ({ a }: { a: string }) => <Identicon value={a} size={32} />;\n',
  jsx: 'const el = <div className="x">{items.map((i) => <b key={i}>{i}</b>)}</div>;\n',
  json: '{ "a": [1, 2.5e3, true, null], "b": "\\u00e9" }\n',
  bash: 'for f in *.md; do echo "$f" | sed -e "s/a/b/" > /dev/null; done\n',
  rust: 'fn main() { let v: Vec<u8> = vec![1]; println!("{:?}", v); }\n',
  toml: '[package]\nname = "x" # comment\nversion = "0.1.0"\n',
  yaml: 'a: [1, 2]\nb:\n  - c: "d" # e\n',
  html: '<script type="module">import x from "y";</script><style>a { color: red }</style><p class="a">b</p>\n',
  vue: '<template><Identicon :value="a" @copy="onCopy" /></template>\n<script setup lang="ts">const a = 1;</script>\n<style scoped>.a { color: v-bind(c) }</style>\n',
  diff: '--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new\n',
  css: '@media (max-width: 996px) { .a > b::after { content: "x"; --v: calc(1px + 2em) } }\n',
  markdown: '# Title\n\n- a *b* `c`\n\n```js\nconst x = 1;\n```\n'
};

let table: PatternTable;
let fromTable: Highlighter;
let converting: Highlighter;
const missed = new Set<string>();
const found = new Set<string>();

beforeAll(async () => {
  table = await makePatternTable();
  // A table that records every pattern the highlighter asks it for and does not find.
  const recording: PatternTable = { shiki: table.shiki, patterns: new Proxy(table.patterns, { get: (t, p: string) => (p in t ? (found.add(p), t[p]) : (missed.add(p), undefined)) }) };
  [fromTable, converting] = await Promise.all([
    createHighlighter({ themes: [THEME], langs: LANGS, engine: regexEngine(recording) }),
    createHighlighter({ themes: [THEME], langs: LANGS, engine: regexEngine(undefined) })
  ]);
});

describe('grammar pattern table', () => {
  it('highlights the code blocks of content/ and a sample of every language exactly as converting at run time does', async () => {
    // Every third block of the site: its languages and constructs, at a third of the time.
    const blocks = [...contentBlocks().filter((_, i) => i % 3 === 0), ...Object.entries(SAMPLES)];
    for (const lang of LANGS) expect(blocks.some(([l]) => l === lang), `a ${lang} block`).toBe(true);
    for (const [lang, code] of blocks) expect(await highlight(fromTable, code, lang), `${lang}: ${code.slice(0, 60)}`).toBe(await highlight(converting, code, lang));
    // The table was consulted and held the patterns those blocks needed, except those the grammar
    // engine writes at run time (`\G` as U+FFFF, an end pattern with a begin's captures filled in).
    expect(found.size / (found.size + missed.size)).toBeGreaterThan(0.85);
    expect(Object.keys(table.patterns).length).toBeGreaterThan(500);
  }, 600_000);

  it('answers from the table: a changed entry changes the regex', () => {
    const pattern = Object.keys(table.patterns).find((p) => Array.isArray(table.patterns[p]) && (table.patterns[p] as string[]).length === 2)!;
    const make = regexConstructor({ shiki: table.shiki, patterns: { [pattern]: ['planted', 'dg'] } });
    expect(make(pattern).source).toBe('planted');
    // A pattern it lacks is converted as Shiki would.
    expect(make('a+b').source).toBe(regexConstructor(undefined)('a+b').source);
  });

  it('adds another language\'s own table when a thread loads it, made for this Shiki only; it highlights as converting at run time does', async () => {
    const dir = path.join(root, 'test/.tmp', `patterns-more-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const python = await makePatternTable(['python']);
    writeFileSync(path.join(dir, 'python.json'), JSON.stringify(python));
    writeFileSync(path.join(dir, 'java.json'), JSON.stringify({ shiki: '0.0.1', patterns: { stale: ['x', 'dg'] } }));
    writeFileSync(path.join(dir, 'fortran.json'), JSON.stringify({ shiki: shikiVersion(), patterns: { unlisted: ['x', 'dg'] } }));
    const own: PatternTable = { shiki: shikiVersion(), patterns: {} };
    addLanguageTables(own, ['python', 'java', 'fortran', 'go'], new URL(`file://${dir}/`));
    expect(MORE_LANGS).toContain('python');
    expect(Object.keys(own.patterns).length).toBe(Object.keys(python.patterns).length);
    expect(own.patterns.stale).toBeUndefined();
    expect(own.patterns.unlisted).toBeUndefined();
    const code = 'async def main(xs: list[int]) -> None:\n    return [x for x in xs if x > 0]\n    print(f"{xs!r:>10}", *xs, sep=", ")  # done\n';
    const [withTable, without] = await Promise.all([own, undefined].map((t) => createHighlighter({ themes: [THEME], langs: ['python'], engine: regexEngine(t) })));
    expect(await highlight(withTable, code, 'python')).toBe(await highlight(without, code, 'python'));
    expect(await highlight(withTable, code, 'python')).toContain('sh-keyword');
  });

  it('uses a table made for this Shiki only, and none that is missing or broken', () => {
    const dir = path.join(root, 'test/.tmp', `patterns-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return new URL(`file://${path.join(dir, name)}`);
    };
    expect(loadPatternTable(file('current.json', JSON.stringify({ shiki: shikiVersion(), patterns: { a: ['a', 'dg'] } })))?.patterns.a).toEqual(['a', 'dg']);
    expect(loadPatternTable(file('stale.json', JSON.stringify({ shiki: '0.0.1', patterns: { a: ['a', 'dg'] } })))).toBeUndefined();
    expect(loadPatternTable(file('broken.json', '{"shiki":'))).toBeUndefined();
    expect(loadPatternTable(new URL(`file://${path.join(dir, 'missing.json')}`))).toBeUndefined();
  });
});
