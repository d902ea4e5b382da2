import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { loadExtras } from '../../../src/markdown/extras.js';
import { DEFAULT_MAGIC_COMMENTS } from '../../../src/markdown/magic-comments.js';
import type { MarkdownOptions } from '../../../src/types.js';

const markdown: MarkdownOptions = { magicComments: DEFAULT_MAGIC_COMMENTS, math: true };
let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
  await loadExtras(markdown);
});
const parse = (text: string, path = 'a/page.md', options: MarkdownOptions | undefined = markdown) => parseDoc({ path, text }, h, { markdown: options });

describe('math (markdown.math)', () => {
  it('typesets inline and display math with KaTeX, HTML and MathML', () => {
    const doc = parse('The area is $\\pi r^2$ here.\n\n$$\n\\frac{a}{b}\n$$\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toMatch(/^<p>The area is <span class="katex"><span class="katex-mathml"><math/);
    expect(doc.html).toContain('<annotation encoding="application/x-tex">\\pi r^2</annotation>');
    expect(doc.html).toMatch(/<div class="math-display" tabindex="0"><span class="katex-display"><span class="katex">/);
    expect(doc.html).toContain('<span class="mfrac">');
  });

  it('reads math in plain paragraphs (no fast path around it) and in lists and admonitions', () => {
    const doc = parse('Just words and $x$.\n\n- item $y^2$\n\n:::note\n\n$z$\n\n:::\n');
    expect(doc.html.match(/class="katex"/g)).toHaveLength(3);
  });

  it('leaves dollars as text without the option, and \\$ as a dollar with it', () => {
    expect(parse('costs $5 and $6', 'a/page.md', { magicComments: DEFAULT_MAGIC_COMMENTS }).html).toBe('<p>costs $5 and $6</p>');
    expect(parse('costs \\$5 and \\$6').html).toBe('<p>costs $5 and $6</p>');
  });

  it('typesets a ```math fence as display math, as rehype-katex does', () => {
    const doc = parse('```math\nx^2\n```\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toMatch(/^<div class="math-display" tabindex="0"><span class="katex-display">/);
  });

  it('searches the TeX, not the markup', () => {
    const doc = parse('## Area\n\nThe area is $\\pi r^2$.\n');
    expect(doc.sections[1].text).toBe('The area is \\pi r^2.');
  });

  it('reports TeX KaTeX cannot read at its line and column, and shows it as written', () => {
    const doc = parse('Intro.\n\nBad $\\frac{1}{$ here.\n\n$$\nx +\n\\unknowncommand\n$$\n');
    expect(doc.diagnostics).toHaveLength(2);
    expect(doc.diagnostics[0]).toMatchObject({ file: 'a/page.md', line: 3, severity: 'warning' });
    expect(doc.diagnostics[0].message).toMatch(/^math: /);
    expect(doc.diagnostics[0].hint).toMatch(/KaTeX/);
    expect(doc.diagnostics[1]).toMatchObject({ line: 7, column: 1 });
    expect(doc.diagnostics[1].message).toContain('\\unknowncommand');
    expect(doc.html).toContain('class="katex-error"');
  });

  it('works in MDX pages too', () => {
    const doc = parse('import X from "./x";\n\n<div>Euler: $e^{i\\pi} = -1$</div>\n\n$$\n\\sum_i i\n$$\n', 'a/page.mdx');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html.match(/class="katex"/g)).toHaveLength(2);
  });

  it('keys the parse cache on the option', () => {
    expect(parse('$x$').hash).not.toBe(parse('$x$', 'a/page.md', { magicComments: DEFAULT_MAGIC_COMMENTS }).hash);
  });
});
