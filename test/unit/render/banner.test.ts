import { describe, expect, it } from 'vitest';
import { hasBanner } from '../../../src/render/data.js';

describe('a React page\'s own banner', () => {
  it('is a <header> outside article, aside, main, nav and section, as the HTML landmark rules say', () => {
    // Docusaurus's template: the hero before the page's <main>.
    expect(hasBanner('<header class="hero"><h1>T</h1></header><main><section><header>F</header></section></main>')).toBe(true);
    expect(hasBanner('<main><header class="hero">T</header></main>')).toBe(false);
    expect(hasBanner('<div><article><header>A</header></article><nav><header>N</header></nav></div><main></main>')).toBe(false);
    // After a sectioning element has closed, a header is the page's again; `<headerish>` is no header.
    expect(hasBanner('<section>S</section><div><header>B</header></div>')).toBe(true);
    expect(hasBanner('<headerish>x</headerish><main></main>')).toBe(false);
  });
});
