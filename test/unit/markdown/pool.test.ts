import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Load, Parser } from '../../../src/markdown/pool.js';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';

// The compiled worker (the global setup builds dist/), so parses run in real threads that can be stopped.
const workerFile = path.resolve(import.meta.dirname, '../../../dist/worker.js');
/**
 * micromark takes minutes on this, and it passes the guards: the `2.` lines cannot interrupt the
 * paragraph, so micromark reads one paragraph of 30,000 closing `*` (quadratic), where the inline
 * guard sees list items, one paragraph each.
 */
const slow = { path: 'slow.md', text: `a\n${'2. a* b\n'.repeat(30_000)}` };

let parser: Parser | undefined;
afterEach(async () => {
  await parser?.close();
  parser = undefined;
});

describe('the parse time limit (worker threads)', () => {
  it('stops a document that parses too long, names the file, and goes on with a new thread', async () => {
    // 3 s: the slow page needs minutes, and the small ones a few ms however busy the machine is. That the call
    // returns at all shows the slow page was stopped.
    parser = new Parser(null, { workerFile, workers: 1, keepWorkers: true, timeoutMs: 3000 });
    const progress: number[] = [];
    const docs = await parser.parseAll([{ path: 'a.md', text: '# A\n\nFirst.' }, slow, { path: 'b.md', text: 'Second, after the slow one.' }], { onProgress: (done) => progress.push(done) });
    expect(docs.map((d) => d.path)).toEqual(['a.md', 'slow.md', 'b.md']);
    expect(docs[1].diagnostics).toEqual([expect.objectContaining({ file: 'slow.md', line: 1, column: 1, severity: 'error', message: 'parsing took longer than 3 s, so it was stopped' })]);
    expect(docs[0].html).toBe('<p>First.</p>');
    expect(docs[2].html).toBe('<p>Second, after the slow one.</p>');
    expect(progress).toEqual([0, 1, 2, 3]);
    // The replacement thread is kept for the next call, and the failure is not cached.
    const again = await parser.parseAll([{ path: 'c.md', text: 'Third.' }, slow]);
    expect(again[0].html).toBe('<p>Third.</p>');
    expect(again[1].diagnostics[0].message).toMatch(/took longer than/);
    expect(parser.stats).toMatchObject({ cached: 0, parsed: 2, workers: 1 });
  });

  it('holds in the main thread too: a few pages, or no threads, parse here under the same limit', async () => {
    for (const options of [{ workers: 0 }, {}]) {
      // `{}`: too little markdown for threads, so this thread parses (and no workerFile is needed).
      parser = new Parser(null, { ...options, timeoutMs: 3000 });
      const docs = await parser.parseAll([slow, { path: 'b.md', text: 'After the slow one.' }]);
      expect(docs[0].diagnostics).toEqual([expect.objectContaining({ file: 'slow.md', line: 1, column: 1, severity: 'error', message: 'parsing took longer than 3 s, so it was stopped', hint: expect.stringMatching(/^long runs of brackets/) })]);
      expect(docs[1].html).toBe('<p>After the slow one.</p>');
      expect(parser.stats).toMatchObject({ parsed: 2, workers: 0 });
    }
  });

  it('DOCGEN_PARSE_TIMEOUT sets the limit in seconds', () => {
    const before = process.env.DOCGEN_PARSE_TIMEOUT;
    process.env.DOCGEN_PARSE_TIMEOUT = '2.5';
    try {
      expect(new Parser(null).timeoutMs).toBe(2500);
      expect(new Parser(null, { timeoutMs: 10 }).timeoutMs).toBe(10);
    } finally {
      if (before === undefined) delete process.env.DOCGEN_PARSE_TIMEOUT;
      else process.env.DOCGEN_PARSE_TIMEOUT = before;
    }
    expect(new Parser(null).timeoutMs).toBe(before ? Number(before) * 1000 : 30_000);
  });
});

describe('two threads or more: one highlights the code the others parse', () => {
  const pages = [
    { path: 'big.md', text: `# Big\n\n${'Words and `code`.\n\n'.repeat(14_000)}\`\`\`ts\nconst a: number = 1;\n\`\`\`\n` },
    { path: 'code.md', text: '```js title="a.js"\nlet x = "s";\n```\n\nText[^1].\n\n[^1]: A note:\n\n    ```rust\n    fn main() {}\n    ```\n\n```weird\n<b>\n```\n\n- ```yaml\n  a: [1, 2]\n  ```' },
    { path: 'none.md', text: '# None\n\nNo code here.' },
    { path: 'small.md', text: '```bash\necho "$A"\n```' }
  ];

  it('gives the same docs as one thread, in the order of the files', async () => {
    parser = new Parser(null, { workerFile, workers: 3 });
    const progress: number[] = [];
    const docs = await parser.parseAll(pages, { onProgress: (done) => progress.push(done) });
    const h = await getHighlighter();
    expect(docs).toEqual(pages.map((p) => parseDoc(p, h)));
    expect(docs[1].html).toContain('<span class="sh-keyword">fn</span>');
    expect(progress).toEqual([0, 1, 2, 3, 4]);
    expect(parser.stats).toMatchObject({ parsed: 4, workers: 3 });
  });

  it('stops a page whose code takes too long to highlight, names the file, and goes on', async () => {
    // About 20 s of highlighting against a 5 s limit, and a few ms for each other page: only the slow page runs out of
    // time, on a machine 4 times faster or one so busy that the other pages take 100 times longer. (Not big.md: beside
    // two CPU hogs and the suite, its parse alone once took longer than 5 s.) The slow page's own parse takes about 0.7 s,
    // which a busy machine can stretch past the limit too: then the parse, not the highlighting, is stopped.
    const others = pages.filter((p) => p.path !== 'big.md');
    const slowCode = { path: 'slow-code.md', text: `# Slow\n\n\`\`\`ts\n${'const value: Record<string, number> = { a: 1, b: [2, 3] };\n'.repeat(100_000)}\`\`\`\n` };
    parser = new Parser(null, { workerFile, workers: 2, timeoutMs: 5000 });
    const docs = await parser.parseAll([...others, slowCode]);
    expect(parser.stats.workers).toBe(2);
    expect(docs[others.length].diagnostics).toEqual([
      expect.objectContaining({ file: 'slow-code.md', line: 1, column: 1, severity: 'error', message: expect.stringMatching(/^(highlighting its code blocks|parsing) took longer than 5 s, so it was stopped$/) })
    ]);
    const h = await getHighlighter();
    expect(docs.slice(0, others.length)).toEqual(others.map((p) => parseDoc(p, h)));
  });
});

describe('the site\'s markdown options in the threads', () => {
  it('reach every thread, highlighting ones too, and are part of each page\'s cache key', async () => {
    const markdown = { magicComments: [{ className: 'err', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } }] };
    const files = [
      { path: 'a.md', text: '```kotlin showLineNumbers\n// error-next-line\nval a = 1\nval b = 2\n```' },
      { path: 'b.md', text: '```py {2}\na = 1\nb = 2\n```\n\n```foo\nx\n```' },
      { path: 'c.md', text: '```js\n// error-start\nlet c;\n// error-end\n// highlight-next-line\n```' }
    ];
    parser = new Parser(null, { workerFile, workers: 2, keepWorkers: true });
    const docs = await parser.parseAll(files, { markdown });
    const h = await getHighlighter();
    await h.loadLanguage('kotlin', 'python');
    expect(docs).toEqual(files.map((f) => parseDoc(f, h, { markdown })));
    expect(docs[0].html).toContain('<span class="line err">');
    expect(docs[1].diagnostics).toEqual([expect.objectContaining({ line: 6, message: 'unknown code language "foo"' })]);
    expect(docs[2].html).toContain('// highlight-next-line');
    // Without the options: the default comments, and other docs.
    const plain = await parser.parseAll(files);
    expect(plain[0].hash).not.toBe(docs[0].hash);
    expect(plain[2].html).not.toContain('highlight-next-line');
    expect(parser.stats).toMatchObject({ parsed: 3, cached: 0 });
  });
});

describe('Load: when the parsing threads highlight their own pages', () => {
  const files = [
    { path: 'a.md', text: 'x'.repeat(1000) },
    { path: 'b.md', text: 'x'.repeat(1000) },
    { path: 'c.md', text: 'x'.repeat(1000) }
  ];
  const block = (n: number) => [{ code: 'y'.repeat(n), lang: 'typescript' }];

  it('not before both speeds are known', () => {
    const load = new Load(files, [900, 900, 900]);
    expect(load.highlighterBehind(1)).toBe(false);
    load.taken(0);
    load.parsed(0, 10);
    expect(load.highlighterBehind(1)).toBe(false);
  });

  it('when the highlighting left, at its speed, takes longer than the parsing left at its speed', () => {
    // Parsing: 1 ms per 100 characters; highlighting: 1 ms per 10.
    const load = new Load(files, [0, 50, 500]);
    load.taken(0);
    load.parsed(0, 10);
    load.waiting(block(100));
    load.highlighted(block(100), 10);
    // Left: 2,000 characters to parse (20 ms) and 550 of code to highlight (55 ms).
    expect(load.highlighterBehind(1)).toBe(true);
    // With six parsing threads the parsing left takes 3.3 ms: still behind.
    expect(load.highlighterBehind(6)).toBe(true);
    load.taken(2);
    // Left: 1,000 characters (10 ms) and 50 of code (5 ms).
    expect(load.highlighterBehind(1)).toBe(false);
    // Code parsed and waiting counts until it is highlighted.
    load.waiting(block(200));
    expect(load.highlighterBehind(1)).toBe(true);
    load.highlighted(block(200), 20);
    expect(load.highlighterBehind(1)).toBe(false);
  });
});

describe('sweep: what a dev server keeps in memory', () => {
  it('forgets the docs no parse used since the last sweep, such as an edited page\'s old version', async () => {
    const parser = new Parser(null, { workers: 0 });
    const v1 = { path: 'a.md', text: 'First version.' };
    const v2 = { path: 'a.md', text: 'Second version.' };
    const other = { path: 'b.md', text: 'Unchanged.' };
    await parser.parseAll([v1, other]);
    parser.sweep();
    await parser.parseAll([v2, other]);
    expect(parser.stats).toMatchObject({ cached: 1, parsed: 1 });
    parser.sweep();
    // The unchanged page is still in memory; the first version of the edited one is not.
    await parser.parseAll([v1, other]);
    expect(parser.stats).toMatchObject({ cached: 1, parsed: 1 });
    // Without a sweep in between, both versions stay.
    await parser.parseAll([v2, v1]);
    expect(parser.stats).toMatchObject({ cached: 2, parsed: 0 });
  });
});
