// What the site's Root draws around the page, read from its server HTML and given to the islands' elements.
import { describe, expect, it } from 'vitest';
import { withWrapperAttributes, wrapperAttributes } from '../../../src/islands/wrapper.js';
import { mergeWrappers } from '../../../theme/islands/wrapper.js';

describe("the Root's wrappers", () => {
  it('are the elements around the slot, outermost first: classes once each in order, the innermost data attribute', () => {
    const html = '<!-- <div class="comment"> --><div class="radix-themes light" data-accent-color="orange" data-radius="medium" id="theme"><img src="a.png" alt="<x>"><br/><section class="inner light" data-radius="large" style="--x: 1"><p class="sibling">closed</p><span data-docgen-slot="" hidden=""></span></section></div><aside class="after">x</aside>';
    expect(wrapperAttributes(html)).toEqual([['class', 'radix-themes light inner'], ['data-accent-color', 'orange'], ['data-radius', 'large']]);
  });

  it('are none without a slot (an older Root HTML) or with nothing around it', () => {
    expect(wrapperAttributes('<div class="a"><p>x</p></div>')).toEqual([]);
    expect(wrapperAttributes('<span data-docgen-slot="" hidden=""></span><div class="after"></div>')).toEqual([]);
    expect(mergeWrappers([[['data-island', '3'], ['data-docgen-slot', ''], ['id', 'x']]])).toEqual([]);
  });

  it("are given to every island's element of a page, its own number kept", () => {
    const html = '<p>a</p><div data-island="0"></div><p><span data-island="12">x</span></p><div data-islands="3"></div>';
    expect(withWrapperAttributes(html, [['class', 'kit-theme'], ['data-kit', 'a &amp; b']])).toBe('<p>a</p><div data-island="0" class="kit-theme" data-kit="a &amp; b"></div><p><span data-island="12" class="kit-theme" data-kit="a &amp; b">x</span></p><div data-islands="3"></div>');
    expect(withWrapperAttributes(html, [])).toBe(html);
  });
});
