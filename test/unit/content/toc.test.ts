// The TOC's nested lists (src/render/page-meta.ts): the levels a page asks for, nested the way they are written.
import { describe, expect, it } from 'vitest';
import { tocHtml } from '../../../src/render/page-meta.js';

const items = (depths: number[]) => depths.map((depth, i) => ({ id: `h${i}`, text: `T${i}`, depth }));
const shape = (html: string) => html.replace(/<a href="#h(\d+)">T\d+<\/a>/g, '$1').replace(/<\/?li>/g, (t) => (t === '<li>' ? '' : ' ')).replace(/<ul>/g, '(').replace(/<\/ul>/g, ')').replace(/\s+\)/g, ')').trim();

describe('tocHtml', () => {
  it('nests each level under the nearest shallower heading', () => {
    expect(shape(tocHtml(items([2, 3, 4, 3, 2])))).toBe('(0(1(2) 3) 4)');
    expect(shape(tocHtml(items([2, 3, 3, 2])))).toBe('(0(1 2) 3)');
  });

  it('keeps a page that opens deeper than its top level under its first entry, as before', () => {
    expect(shape(tocHtml(items([3, 3, 2])))).toBe('(0(1) 2)');
    expect(shape(tocHtml(items([2, 4, 3])))).toBe('(0(1 2))');
  });

  it('is empty without headings', () => {
    expect(tocHtml([])).toBe('');
  });
});
