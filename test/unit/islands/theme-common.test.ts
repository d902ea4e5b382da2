// The stand-in for @docusaurus/theme-common that a site's components import: its helpers as the theme's behave, and
// what its components render on the server (the browser's side is in test/e2e/islands.test.ts).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Collapsible, duplicates, isRegexpStringMatch, NavbarSecondaryMenuFiller, uniq, useStorageSlot } from '../../../theme/islands/modules/override/@docusaurus/theme-common.js';

describe("theme-common's stand-in", () => {
  it('matches a string against regular expressions written as strings, one or a list', () => {
    expect(isRegexpStringMatch('^/docs/', '/docs/intro')).toBe(true);
    expect(isRegexpStringMatch(['^/blog/', 'intro$'], '/docs/intro')).toBe(true);
    expect(isRegexpStringMatch(['^/blog/'], '/docs/intro')).toBe(false);
    expect(isRegexpStringMatch(undefined, '/docs/intro')).toBe(false);
  });

  it('gives the values without repeats, and the repeats, by === or by the function given', () => {
    expect(uniq([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
    expect(duplicates([3, 1, 3, 2, 1])).toEqual([3, 1]);
    expect(duplicates(['a', 'A', 'b'], (x, y) => x.toLowerCase() === y.toLowerCase())).toEqual(['A']);
  });

  it('renders on the server: a folded block hidden, a lazy one empty; no mobile menu filler; no storage value', () => {
    expect(renderToStaticMarkup(createElement(Collapsible, { as: 'ul', collapsed: true, className: 'list', children: createElement('li', null, 'a') }))).toBe('<ul class="list" style="display:none;overflow:hidden;height:0"><li>a</li></ul>');
    expect(renderToStaticMarkup(createElement(Collapsible, { collapsed: true, lazy: true, children: 'later' }))).toBe('<div style="display:none;overflow:hidden;height:0"></div>');
    expect(renderToStaticMarkup(createElement(Collapsible, { collapsed: false, lazy: true, children: 'now' }))).toBe('<div>now</div>');
    expect(renderToStaticMarkup(createElement(NavbarSecondaryMenuFiller, { component: () => createElement('p', null, 'menu'), props: {} }))).toBe('');
    const Slot = () => createElement('b', null, String(useStorageSlot('k')[0]));
    expect(renderToStaticMarkup(createElement(Slot))).toBe('<b>null</b>');
  });
});
