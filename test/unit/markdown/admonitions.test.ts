// Admonitions as Docusaurus writers write them: every keyword it reads, and the legacy title after the keyword.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { withLegacyTitles } from '../../../src/markdown/legacy-titles.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const html = (text: string) => parseDoc({ path: 'a.md', text }, h).html;
const box = (style: string, title: string, body: string) => `<div class="admonition admonition-${style}" role="note"><div class="admonition-title">${title}</div><div class="admonition-content">\n<p>${body}</p>\n</div></div>`;

describe('admonitions', () => {
  it.each([
    ['secondary', 'note', 'Secondary'],
    ['important', 'info', 'Important'],
    ['success', 'tip', 'Success'],
    ['caution', 'caution', 'Caution']
  ])(':::%s is drawn as %s, with its own title', (name, style, title) => {
    const doc = parseDoc({ path: 'a.md', text: `:::${name}\n\nBody\n\n:::\n` }, h);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toBe(box(style, title, 'Body'));
  });

  it('reads a title after the keyword as the label, as Docusaurus does', () => {
    expect(html(':::tip My *own* title\n\nBody\n\n:::\n')).toBe(box('tip', 'My <em>own</em> title', 'Body'));
    expect(html(':::warning  Brackets [x] stay\n\nB\n\n:::\n')).toBe(box('warning', 'Brackets [x] stay', 'B'));
    // The label form and a keyword alone are as before.
    expect(html(':::note[Label]\n\nB\n\n:::\n')).toBe(box('note', 'Label', 'B'));
  });

  it('leaves fenced code, other directives and prose alone', () => {
    const text = '```md\n:::tip Not a title\n```\n\n:::unknown thing\n\nText with :::tip inside.\n';
    expect(withLegacyTitles(text)).toBe(text);
    expect(withLegacyTitles(':::tip A title\r\n')).toBe(':::tip[A title]\r\n');
  });
});
