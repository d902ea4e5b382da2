import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { findSlowInline, MAX_INLINE_WORK } from '../../../src/markdown/runs.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const parse = (text: string) => parseDoc({ path: 'x.md', text }, h);

/** Shapes micromark takes quadratic time (or worse) on, each about `size` characters in one paragraph. */
const ascendingTicks = (size: number) => {
  let s = '';
  for (let k = 1; s.length < size; k++) s += `${'`'.repeat(k)}a`;
  return s;
};
const shapes: Record<string, (size: number) => string> = {
  'nested emphasis *a … a*': (n) => '*a '.repeat(n / 6) + 'a* '.repeat(n / 6),
  'emphasis pairs *a a*': (n) => '*a a*'.repeat(n / 5),
  'closers without openers': (n) => 'a* '.repeat(n / 3),
  'nested brackets [[[x]]]': (n) => `${'['.repeat(n / 2)}x${']'.repeat(n / 2)}`,
  'closing brackets ]]]': (n) => ']'.repeat(n),
  'link starts [a](': (n) => '[a]('.repeat(n / 4),
  'nested images': (n) => `${'!['.repeat(n / 6)}a${'](b)'.repeat(n / 6)}`,
  'nested strikethrough': (n) => '~~a '.repeat(n / 8) + 'a~~ '.repeat(n / 8),
  'underscores _a … a_': (n) => '_a '.repeat(n / 6) + 'a_ '.repeat(n / 6),
  'backtick runs of every length': ascendingTicks,
  'escapes': (n) => 'a\\*b \\[c\\] '.repeat(n / 11),
  // Plain lines go round micromark (simple.ts); an `&` sends them to it.
  'short lines': (n) => 'a &b\n'.repeat(n / 5)
};

describe('the inline guard: paragraphs micromark would take too long on', () => {
  it.each(Object.entries(shapes))('refuses %s at 200 KB, at the paragraph, before micromark sees it', (_, shape) => {
    const text = `# Title\n\nA fine paragraph.\n\n${shape(200_000)}\n\nAfter.\n`;
    const doc = parse(text);
    expect(doc.diagnostics).toEqual([
      {
        file: 'x.md',
        line: 5,
        column: 1,
        severity: 'error',
        message: expect.stringMatching(/^this paragraph would take too long to parse: [\d,]+ characters, [\d,]+ of them emphasis, brackets, backticks, escapes or line ends$/),
        hint: expect.stringMatching(/square of a paragraph's markup: split the paragraph/)
      }
    ]);
    expect(doc.html).toBe('');
  });

  it('the issue\'s pages: 120 KB of *a … a* and 200 KB of nested brackets', () => {
    expect(findSlowInline('*a '.repeat(20_000) + 'a* '.repeat(20_000))).toMatchObject({ line: 1, column: 1 });
    expect(findSlowInline('*a a*'.repeat(24_000))).toMatchObject({ line: 1, column: 1 });
    expect(findSlowInline(`${'['.repeat(100_000)}x${']'.repeat(100_000)}`)).toMatchObject({ line: 1, column: 1 });
  });

  it('counts each paragraph on its own: the same markup split by blank lines, list items or table rows parses', () => {
    const pairs = Array.from({ length: 4000 }, () => '*a* [b](c) `d` \\e');
    for (const text of [pairs.join('\n\n'), pairs.map((p) => `- ${p}`).join('\n'), `| a |\n| - |\n${pairs.map((p) => `| ${p} |`).join('\n')}`]) {
      expect(findSlowInline(text)).toBeUndefined();
      expect(findSlowInline(text.replace(/\n\n|\n- |\n\| /g, '\n'))).toBeDefined();
    }
  });

  it('a paragraph inside quotes and lists is found at its line and column', () => {
    const text = `Intro.\n\n> - ${'a* '.repeat(30_000)}\n`;
    expect(findSlowInline(text)).toMatchObject({ line: 3, column: 5 });
  });

  it('skips what micromark does not parse inline: fenced and indented code, HTML blocks, definitions', () => {
    const run = '*a '.repeat(20_000) + 'a* '.repeat(20_000);
    expect(findSlowInline(`\`\`\`\n${run}\n\`\`\``)).toBeUndefined();
    expect(findSlowInline(`Text.\n\n    ${run}`)).toBeUndefined();
    expect(findSlowInline(`<div>\n${run}`)).toBeUndefined();
    expect(findSlowInline(`<!-- a\n${run}\n-->`)).toBeUndefined();
    expect(findSlowInline(Array.from({ length: 20_000 }, (_, i) => `[${i}]: https://x.y/${i} "T"`).join('\n'))).toBeUndefined();
    // ...but not what only looks like it: these are paragraphs to micromark.
    expect(findSlowInline(`<span> ${run}`)).toBeDefined();
    expect(findSlowInline(`<!-- a -->\n${run}`)).toBeDefined();
    expect(findSlowInline(`[a]: b ${run}`)).toBeDefined();
    expect(findSlowInline(`- a\n\n    ${run}`)).toBeDefined();
    expect(findSlowInline(`    code\n${run}`)).toBeDefined();
    expect(findSlowInline(`| a |\n| - | - |\n${run.replace(/ /g, '\n')}`)).toBeDefined();
  });

  it('a long paragraph of ordinary prose and links is fine', () => {
    const prose = 'Some **bold** and *it* with [a link](https://x.y/z) and `code` here. '.repeat(500);
    const doc = parse(prose);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html.match(/<a /g)).toHaveLength(500);
  });

  it('no page of the real site comes within a thousandth of the limit', () => {
    const root = path.resolve(import.meta.dirname, '../../../content');
    const files = readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith('.md'));
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) expect(findSlowInline(readFileSync(path.join(root, f), 'utf8'), MAX_INLINE_WORK / 1000), f).toBeUndefined();
  });

  it('the line is the page\'s when the fast path blanked plain blocks before the paragraph', () => {
    const before = `${Array.from({ length: 50 }, (_, i) => `## Heading ${i}\n\nPlain text, line ${i}.\n`).join('\n')}\n- item\n\n`;
    const doc = parse(`${before}${'a* '.repeat(30_000)}\n`);
    expect(doc.diagnostics[0]).toMatchObject({ line: before.split('\n').length, column: 1, message: expect.stringMatching(/^this paragraph would take too long/) });
  });
});
