// Mermaid diagrams and KaTeX math of the Docusaurus fixture in Chromium: SVG drawn in the theme's colours in both colour
// modes, math typeset with KaTeX's fonts, the stylesheet brought by client navigation, axe and screenshots.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeProblems, closePage, contrast, docusaurusSite, openPage, SCREENSHOTS } from '../setup/browser.js';

const site = docusaurusSite();

describe('diagrams and math in Chromium', () => {
  it('draws the diagrams as SVG whose colours follow the colour mode', async () => {
    const colours: Record<string, { text: string; svgs: number; box: number; numbers: Array<{ n: string | null; disc: string; digit: string; inside: boolean }> }> = {};
    for (const theme of ['light', 'dark']) {
      const { page, errors } = await openPage(site, 'docs/guide/diagrams', { storage: { theme } });
      colours[theme] = await page.evaluate(() => {
        const svgs = document.querySelectorAll('article .mermaid-diagram > svg');
        const label = [...document.querySelectorAll('article svg text')].find((t) => t.textContent === 'Read the config')!;
        // No diagram box scrolls (a box that does needs a tab stop, axe's scrollable-region-focusable): each is scaled to the column.
        const scrolls = [...document.querySelectorAll('article .mermaid-diagram')].filter((d) => /auto|scroll/.test(getComputedStyle(d).overflowX + getComputedStyle(d).overflowY)).length;
        // `autonumber`'s numbers, each on a disc at its arrow's start.
        const numbers = [...document.querySelectorAll('article circle.sequence-number')].map((disc) => {
          const digit = disc.nextElementSibling!;
          const [d, t] = [disc.getBoundingClientRect(), digit.getBoundingClientRect()];
          return { n: digit.textContent, disc: getComputedStyle(disc).fill, digit: getComputedStyle(digit).fill, inside: t.left >= d.left && t.right <= d.right && t.top >= d.top && t.bottom <= d.bottom };
        });
        return { scrolls, numbers, text: getComputedStyle(label).fill, svgs: svgs.length, box: svgs[0].getBoundingClientRect().width };
      });
      expect(colours[theme].numbers.map((n) => [n.n, n.inside])).toEqual([['1', true], ['2', true]]);
      for (const { disc, digit } of colours[theme].numbers) expect(contrast(disc, digit), `${theme}: ${digit} on ${disc}`).toBeGreaterThanOrEqual(4.5);
      expect(colours[theme].scrolls).toBe(0);
      expect(errors).toEqual([]);
      await closePage(page);
    }
    expect(colours.light.svgs).toBe(2);
    expect(colours.dark.svgs).toBe(2);
    expect(colours.light.box).toBeGreaterThan(200);
    // Dark text on the light page, light text on the dark one.
    const lightness = (c: string) => c.match(/\d+/g)!.slice(0, 3).reduce((a, b) => a + Number(b), 0);
    expect(lightness(colours.light.text)).toBeLessThan(200);
    expect(lightness(colours.dark.text)).toBeGreaterThan(500);
  });

  it('typesets math with KaTeX\'s stylesheet and fonts, also when the page is reached by client navigation', async () => {
    const { page, errors } = await openPage(site, 'docs/guide/platforms');
    expect(await page.$('link[href*="/assets/math-"]')).toBeNull();
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/diagrams')), page.click('.sidebar a[href$="/docs/guide/diagrams"]')]);
    await page.waitForFunction(() => document.querySelector('.katex-display') && getComputedStyle(document.querySelector('.katex-display')!).display === 'block');
    await page.evaluate(() => document.fonts.ready);
    const math = await page.evaluate(() => ({
      inline: document.querySelectorAll('article p .katex').length,
      mathml: document.querySelectorAll('article .katex-mathml math').length,
      hiddenMathml: getComputedStyle(document.querySelector('.katex-mathml')!).position,
      font: getComputedStyle(document.querySelector('.katex')!).fontFamily,
      loaded: [...document.fonts].some((f) => f.family.includes('KaTeX') && f.status === 'loaded')
    }));
    expect(math).toEqual({ inline: 2, mathml: 4, hiddenMathml: 'absolute', font: expect.stringContaining('KaTeX_Main'), loaded: true });
    expect(await page.$eval('article p:has(.katex)', (p) => p.textContent)).toContain('costs $5');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it.each([
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark']
  ])('axe finds no serious or critical problem at %i px, %s; screenshot saved; nothing wider than the page', async (width, theme) => {
    const { page } = await openPage(site, 'docs/guide/diagrams', { width, storage: { theme } });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, `diagrams-${width}-${theme}.png`) as `${string}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeProblems(page, { seriousOnly: true })).toEqual([]);
    await closePage(page);
  });
});
