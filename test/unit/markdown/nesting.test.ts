import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { findDeepNesting, MAX_NESTING } from '../../../src/markdown/nesting.js';
import { overflowGuarded } from '../../../src/markdown/guards.js';
import type { Doc } from '../../../src/types.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
/** Parses and times it: every case here must finish in seconds, not minutes. */
const parse = (text: string) => {
  const t = performance.now();
  const doc = parseDoc({ path: 'x.md', text }, h);
  return { doc, ms: performance.now() - t };
};
const indented = (levels: number, marker = '- ') => Array.from({ length: levels }, (_, i) => `${' '.repeat(marker.length * i)}${marker}item ${i}`).join('\n');

describe('pathological nesting', () => {
  it('an indented list of 2,000 levels fails fast at the line and column where it passes the limit', () => {
    const { doc } = parse(indented(2000));
    expect(doc.diagnostics).toEqual([expect.objectContaining({ file: 'x.md', line: MAX_NESTING + 1, column: 2 * MAX_NESTING + 1, severity: 'error', message: 'nesting deeper than 100 levels' })]);
    expect(doc.html).toBe('');
  });

  it('50,000 nested list markers on one line fail fast', () => {
    const { doc } = parse(`${'- '.repeat(50_000)}x`);
    // The guard's error: micromark never saw the page (it took minutes on it).
    expect(doc.diagnostics).toEqual([expect.objectContaining({ line: 1, column: 201, message: 'nesting deeper than 100 levels' })]);
  });

  it('50,000 "- " on one line are a thematic break, and 50,000 empty items a flat list: both build in seconds', () => {
    const rule = parse('- '.repeat(50_000));
    expect(rule.doc.diagnostics).toEqual([]);
    expect(rule.doc.html).toBe('<hr>');
    // mdast-util-to-hast was quadratic in a list's length (20 s here); parseDoc works out looseness once per list.
    const flat = parse('-\n'.repeat(50_000));
    expect(flat.doc.diagnostics).toEqual([]);
    expect(flat.doc.html.match(/<li><\/li>/g)).toHaveLength(50_000);
    // Linear, not quadratic: ten times the items cost about ten times as much, not a hundred (a ratio
    // holds on a busy machine, where a time limit does not).
    const tenth = parse('-\n'.repeat(5_000));
    expect(flat.ms / Math.max(tenth.ms, 1)).toBeLessThan(30);
  });

  it('block quotes, ordered lists and ::: directives count too; nesting up to the limit is fine', () => {
    expect(parse(`${'> '.repeat(150)}x`).doc.diagnostics[0]).toMatchObject({ line: 1, column: 201, message: 'nesting deeper than 100 levels' });
    expect(parse(indented(300, '1. ')).doc.diagnostics[0]).toMatchObject({ line: 101, message: 'nesting deeper than 100 levels' });
    expect(parse(':::note\n'.repeat(150)).doc.diagnostics[0]).toMatchObject({ line: 101, message: 'nesting deeper than 100 levels' });
    const ok = parse(`${indented(60)}\n\n${'> '.repeat(30)}quoted`);
    expect(ok.doc.diagnostics).toEqual([]);
    expect(ok.doc.html.match(/<ul>/g)).toHaveLength(60);
    expect(ok.doc.html.match(/<blockquote>/g)).toHaveLength(30);
  });

  it('list items, block quotes and footnotes opened on one line count together', () => {
    // The case: 30 KB of "- > " took 12.6 s, then failed with a stack overflow at 1:1.
    const { doc } = parse(`${'- > '.repeat(7_500)}x`);
    expect(doc.diagnostics).toEqual([expect.objectContaining({ file: 'x.md', line: 1, column: 201, severity: 'error', message: 'nesting deeper than 100 levels' })]);
    expect(findDeepNesting(`${'> - '.repeat(7_500)}x`)).toMatchObject({ line: 1, column: 201, depth: 101 });
    expect(findDeepNesting(`${'1. > [^a]: '.repeat(40)}x`)).toMatchObject({ line: 1, depth: 101 });
    // Footnote definitions are containers too, nested on one line or by indentation.
    expect(findDeepNesting(`${'[^a]: '.repeat(10_000)}x`)).toMatchObject({ line: 1, column: 601 });
    expect(findDeepNesting(Array.from({ length: 300 }, (_, i) => `${'    '.repeat(i)}[^n${i}]: note ${i}`).join('\n'))).toMatchObject({ line: 101, column: 401 });
    // A list in a quote in a list in a directive, and so on: fine up to the limit.
    const ok = parse(`:::note\n${'- > '.repeat(48)}1. [^a]: x\n:::`);
    expect(ok.doc.diagnostics).toEqual([]);
    expect(ok.doc.html.match(/<blockquote>/g)).toHaveLength(48);
  });

  it('lazy continuation lines do not hide the depth', () => {
    const text = Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- x\nlazy`).join('\n');
    expect(findDeepNesting(text)).toMatchObject({ line: 201 });
  });

  it('fenced code and loose lists are not nesting', () => {
    expect(findDeepNesting(`\`\`\`\n${'- '.repeat(500)}x\n\`\`\``)).toBeUndefined();
    expect(findDeepNesting('- a\n\n- b\n\n  - c\n\n- d\n'.repeat(1000))).toBeUndefined();
  });

  it('no page of the real site comes near the limit', () => {
    const root = path.resolve(import.meta.dirname, '../../../content');
    const files = readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith('.md'));
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) expect(findDeepNesting(readFileSync(path.join(root, f), 'utf8'), 10), f).toBeUndefined();
  });
});

describe('a stack overflow in a parse', () => {
  it('is the page\'s error, never a throw', () => {
    const overflow = (): number => overflow() + 1;
    const doc = overflowGuarded({ path: 'x.md', text: 'Hello.' }, overflow) as Doc;
    expect(doc.diagnostics).toEqual([{ file: 'x.md', line: 1, column: 1, severity: 'error', message: 'the parser ran out of stack on this page', hint: expect.stringMatching(/^nest emphasis, links and images less deeply/) }]);
    // Anything else still throws.
    expect(() => overflowGuarded({ path: 'x.md', text: '' }, () => JSON.parse('{'))).toThrow(SyntaxError);
  });

  it('in a parse thread, at the paragraph that nests deepest: emphasis 1,000 deep, with a 0.4 MB stack', async () => {
    // The guards let this through, and a thread's usual 4 MB parse it (so does this one with 1 MB, and
    // the main thread's 1 MB). The real parse thread, given less, runs out of stack in it.
    const text = `# Deep\n\nIntro.\n\n${'*a '.repeat(1000)}${'a* '.repeat(1000)}\n`;
    const worker = new Worker(path.resolve(import.meta.dirname, '../../../dist/worker.js'), { resourceLimits: { stackSizeMb: 0.4 } });
    try {
      const reply = await new Promise<{ doc?: Doc }>((resolve, reject) => {
        worker.on('error', reject).on('message', (m: { ready?: true; doc?: Doc }) => (m.ready ? worker.postMessage({ file: { path: 'x.md', text } }) : resolve(m)));
      });
      expect(reply.doc?.diagnostics).toEqual([expect.objectContaining({ file: 'x.md', line: 5, column: 1, severity: 'error', message: 'the parser ran out of stack: emphasis and brackets nest up to 1,000 deep in this paragraph' })]);
    } finally {
      await worker.terminate();
    }
    expect(parse(text).doc.diagnostics).toEqual([]);
  });
});
