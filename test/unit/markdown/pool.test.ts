import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Parser } from '../../../src/markdown/pool.js';

// The compiled worker (the global setup builds dist/), so parses run in real threads that can be stopped.
const workerFile = path.resolve(import.meta.dirname, '../../../dist/worker.js');
/** Micromark takes about 10 s on this (quadratic in the brackets), and it passes the nesting check. */
const slow = { path: 'slow.md', text: `${'['.repeat(40_000)}x${']'.repeat(40_000)}` };

let parser: Parser | undefined;
afterEach(async () => {
  await parser?.close();
  parser = undefined;
});

describe('the parse time limit (worker threads)', () => {
  it('stops a document that parses too long, names the file, and goes on with a new thread', async () => {
    parser = new Parser(null, { workerFile, workers: 1, keepWorkers: true, timeoutMs: 1000 });
    const progress: number[] = [];
    const t = performance.now();
    const docs = await parser.parseAll([{ path: 'a.md', text: '# A\n\nFirst.' }, slow, { path: 'b.md', text: 'Second, after the slow one.' }], { onProgress: (done) => progress.push(done) });
    expect(performance.now() - t).toBeLessThan(6000);
    expect(docs.map((d) => d.path)).toEqual(['a.md', 'slow.md', 'b.md']);
    expect(docs[1].diagnostics).toEqual([expect.objectContaining({ file: 'slow.md', line: 1, column: 1, severity: 'error', message: 'parsing took longer than 1 s, so it was stopped' })]);
    expect(docs[0].html).toBe('<p>First.</p>');
    expect(docs[2].html).toBe('<p>Second, after the slow one.</p>');
    expect(progress).toEqual([0, 1, 2, 3]);
    // The replacement thread is kept for the next call, and the failure is not cached.
    const again = await parser.parseAll([{ path: 'c.md', text: 'Third.' }, slow]);
    expect(again[0].html).toBe('<p>Third.</p>');
    expect(again[1].diagnostics[0].message).toMatch(/took longer than/);
    expect(parser.stats).toMatchObject({ cached: 0, parsed: 2, workers: 1 });
  }, 30_000);

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
