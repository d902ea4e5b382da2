import { describe, expect, it } from 'vitest';
import { brandCss, contrast, parseColour, readableOn, readableText } from '../../../src/render/colours.js';

/** The custom properties brandCss gives each selector. */
function rules(css: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const m of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    out[m[1].trim()] = Object.fromEntries([...m[2].matchAll(/(--[\w-]+):\s*([^;]+?)\s*(?:;|$)/g)].map((d) => [d[1], d[2]]));
  }
  return out;
}
const rgb = (c: string) => parseColour(c)!;

describe('parseColour', () => {
  it('reads the notations a config or a stylesheet writes', () => {
    expect(parseColour('#2e8555')).toEqual([46, 133, 85]);
    expect(parseColour('#FfF')).toEqual([255, 255, 255]);
    expect(parseColour('#2e855580')).toEqual([46, 133, 85]);
    expect(parseColour('rgb(46, 133, 85)')).toEqual([46, 133, 85]);
    expect(parseColour('rgba(46 133 85 / 50%)')).toEqual([46, 133, 85]);
    expect(parseColour('rgb(100% 0% 50%)')).toEqual([255, 0, 128]);
    expect(parseColour('hsl(0, 100%, 50%)')).toEqual([255, 0, 0]);
    expect(parseColour('hsl(120deg 100% 25%)')).toEqual([0, 128, 0]);
  });

  it('refuses what it cannot read', () => {
    for (const s of ['green', '#12', '#1234567', 'rgb(1, 2)', 'hsl(1, 2, 3)', 'var(--x)', '$primary', '']) expect(parseColour(s), s).toBeUndefined();
  });
});

describe('contrast and readableOn', () => {
  it('are WCAG 2’s ratio and a text colour that reads', () => {
    expect(contrast(rgb('#000'), rgb('#fff'))).toBeCloseTo(21, 5);
    expect(contrast(rgb('#767676'), rgb('#fff'))).toBeCloseTo(4.54, 2);
    expect(readableOn('#fafbfc')).toBe('#1c1e21');
    expect(readableOn('rgb(20, 20, 60)')).toBe('#ffffff');
    expect(readableOn('var(--x)')).toBeUndefined();
  });
});

describe('brandCss', () => {
  // The page, soft and code backgrounds, and the version banner's amber tint over the page.
  const LIGHT = ['#ffffff', '#f6f7f9', '#f6f8fa', '#fdf4e0'];
  const DARK = ['#1b1b1d', '#242526', '#24292e', '#332c1a'];

  it.each(['#2e8555', '#398ccb', '#25c2a0', '#ffd700', '#3578e5', '#000000', '#ffffff', '#e6007a'])('makes %s a link colour that reads at 4.5:1 in both modes', (primary) => {
    const r = rules(brandCss({ primary }));
    const light = rgb(r[':root']['--c-primary']);
    const dark = rgb(r["html[data-theme='dark']"]['--c-primary']);
    for (const g of LIGHT) expect(contrast(light, rgb(g)), `${primary} on ${g}`).toBeGreaterThanOrEqual(4.5);
    for (const g of DARK) expect(contrast(dark, rgb(g)), `${primary} on ${g} (dark)`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(r['.navbar-primary']['--nav-bg']), rgb('#ffffff'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(r['.navbar-dark']['--nav-hover-fg']), rgb('#3a3b3d'))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already reads, and darkens one that does not only as far as it must', () => {
    const r = rules(brandCss({ primary: '#1d4ed8', primaryDark: '#93c5fd' }));
    expect(r[':root']['--c-primary']).toBe('#1d4ed8');
    expect(r["html[data-theme='dark']"]['--c-primary']).toBe('#93c5fd');
    expect(r[':root']['--c-primary-soft']).toBe('rgba(29, 78, 216, 0.08)');
    // #398ccb reads at 3.5:1 on white: a few steps towards black, not black.
    const link = rgb(rules(brandCss({ primary: '#398ccb' }))[':root']['--c-primary']);
    expect(contrast(link, rgb('#f6f7f9'))).toBeLessThan(5);
    expect(link[2]).toBeGreaterThan(link[0]);
  });
});

describe("brandCss: the navbar's own colours", () => {
  const NAV = '.navbar:not(.navbar-dark, .navbar-primary)';
  /** Each rule's declarations, by selector. */
  const declarations = (css: string) => Object.fromEntries([...css.matchAll(/([^{}\n]+)\{([^}]*)\}/g)].map((m) => [m[1].trim(), m[2].trim()]));

  it('paints a navbar of the default style, its links in a colour that reads on it, dark mode its own where given', () => {
    const r = declarations(brandCss({ primary: '#108938', navbar: { background: '#108938', text: '#ffffff', backgroundDark: 'rgb(48, 48, 48)' } }));
    expect(r[NAV]).toBe('background: #108938; border-bottom-color: transparent;');
    expect(r[`${NAV} .navbar-link.active`]).toContain('color: #ffffff;');
    expect(r[`html[data-theme='dark'] ${NAV}`]).toBe('background: rgb(48, 48, 48); border-bottom-color: transparent;');
    // A dark bar: the search box is a shade of it, its words the bar's; a light one keeps the page's search box.
    expect(r[`html[data-theme='dark'] ${NAV} .search-form`]).toContain('--c-text: #ffffff;');
    expect(r[`${NAV} .search-form`]).toBeUndefined();
  });

  it('makes a link colour that does not read on the bar read, and picks one where none is given', () => {
    const css = (background: string, text?: string) => declarations(brandCss({ primary: '#86d46b', navbar: { background, ...(text ? { text } : {}) } }));
    const on = (background: string, text?: string) => css(background, text)[`${NAV} :is(.navbar-brand, .navbar-items > .navbar-link, .navbar-dropdown-toggle, .navbar-items > .navbar-html, .color-mode-toggle, .navbar-menu-button)`].match(/color: ([^;]+);/)![1];
    expect(contrast(rgb(on('#f9f9f9', '#86d46b')), rgb('#f9f9f9'))).toBeGreaterThanOrEqual(4.5);
    expect(on('#1e293b')).toBe('#ffffff');
    expect(on('#fafbfc')).toBe('#1c1e21');
    // The current item: on a light bar the link colour (Redux-Saga's green), made to read on it; on a dark one the bar's text, underlined.
    const current = css('#f9f9f9')[`${NAV} .navbar-link.active`].match(/color: ([^;]+);/)![1];
    expect(contrast(rgb(current), rgb('#f9f9f9'))).toBeGreaterThanOrEqual(4.5);
    expect(rgb(current)[1]).toBeGreaterThan(rgb(current)[0]);
    expect(css('#1e293b')[`${NAV} .navbar-link.active`]).toContain('text-decoration: underline;');
    // A see-through bar (React Native Elements' over a blur) as it shows over the page, in each mode.
    const glass = declarations(brandCss({ primary: '#2e8555', navbar: { background: 'rgba(255, 255, 255, 0.615)', backgroundDark: 'rgb(0 0 0 / 61.5%)' } }));
    expect([glass[NAV], glass[`html[data-theme='dark'] ${NAV}`]]).toEqual(['background: #ffffff; border-bottom-color: transparent;', 'background: #0a0a0b; border-bottom-color: transparent;']);
    // None given: nothing for the navbar.
    expect(brandCss({ primary: '#2e8555' })).not.toContain(NAV);
  });
});

describe('readableText', () => {
  it('makes a configured text colour read at 4.5:1 on its background, and leaves one that reads', () => {
    // Saleor's announcement bar: #5865f2 on #e0e3ff is 3.6:1.
    const text = readableText('#5865f2', '#e0e3ff');
    expect(contrast(rgb(text), rgb('#e0e3ff'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rgb(text), rgb('#e0e3ff'))).toBeLessThan(5.2);
    const [r, g, b] = rgb(text);
    expect(b).toBeGreaterThan(Math.max(r, g)); // still blue
    expect(contrast(rgb(readableText('#8888ff', '#101020')), rgb('#101020'))).toBeGreaterThanOrEqual(4.5);
    expect(readableText('#1c1e21', '#ffffff')).toBe('#1c1e21');
    expect(readableText('var(--x)', '#ffffff')).toBe('var(--x)');
  });
});
