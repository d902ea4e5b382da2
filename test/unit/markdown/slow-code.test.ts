import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Parser } from '../../../src/markdown/pool.js';

// The compiled worker (the global setup builds dist/), so highlighting runs in real threads too.
const workerFile = path.resolve(import.meta.dirname, '../../../dist/worker.js');

/**
 * Fiber's storage docs: a Go struct whose last field's comment holds `{}`, with no line after the closing brace. Go's
 * struct-field rule, converted to a JavaScript regex, backtracks on it for hours; Oniguruma gives that match up at its
 * retry limit and highlights the block in milliseconds.
 */
const block = 'type Config struct {\n\t// &pebble.WriteOptions{} to buffer instead, losing recent writes on a crash.\n\tWriteOptions *pebble.WriteOptions\n}';
const page = (name: string) => ({ path: `${name}.md`, text: `# ${name}\n\n\`\`\`go\n${block}\n\`\`\`\n` });

let parser: Parser | undefined;
afterEach(async () => {
  await parser?.close();
  parser = undefined;
});

/** The block's highlighted lines, as Oniguruma tokenizes them. */
const highlighted = [
  '<span class="sh-keyword">type</span> <span class="sh-function">Config</span> <span class="sh-keyword">struct</span> {',
  '<span class="sh-comment">// &amp;pebble.WriteOptions{} to buffer instead, losing recent writes on a crash.</span>'
];

describe('a code block the JavaScript regex engine cannot finish', () => {
  it('is highlighted by Oniguruma, in this thread and in worker threads, where the page would have run out of time', async () => {
    // Workers 0: this thread, under the page's limit. Workers 2: one thread highlights the other's blocks.
    for (const options of [{ workers: 0 }, { workerFile, workers: 2, keepWorkers: true }]) {
      parser = new Parser(null, { ...options, timeoutMs: 120_000 });
      const docs = await parser.parseAll([page('a'), page('b'), { path: 'c.md', text: 'Plain.' }]);
      for (const doc of docs.slice(0, 2)) {
        expect(doc.diagnostics).toEqual([]);
        for (const line of highlighted) expect(doc.html).toContain(line);
      }
      expect(docs[2].html).toBe('<p>Plain.</p>');
      await parser.close();
    }
  }, 120_000);
});
