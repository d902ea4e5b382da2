// Code blocks in Chromium: highlighted lines and line numbers show in both colour modes and at 390 px (screenshots under
// test/e2e/screenshots/), axe finds nothing serious, and the copy button and a selection copy the code without magic comments or numbers.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, servedSite } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/code-blocks');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-code-blocks');
const screenshots = path.join(import.meta.dirname, 'screenshots');

const site = servedSite(out, async () => {
  await build({ root: fixture, outDir: out });
  mkdirSync(screenshots, { recursive: true });
});

const PYTHON = 'import os\nhome = os.environ["HOME"]\nfor name in os.listdir(home):\n    print(name)\nprint("done")';

/** The n-th code block's copy button clicked, and what it put on the clipboard. */
async function copied(page: Page, n: number): Promise<string> {
  const block = (await page.$$('.code-block'))[n];
  await block.hover();
  await (await block.$('.copy-button'))!.click();
  await page.waitForFunction((i) => document.querySelectorAll('.copy-button')[i]?.textContent === 'Copied', {}, n);
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('code blocks in Chromium', () => {
  it('shows highlighted lines across the block, and line numbers beside the code, in both colour modes', async () => {
    for (const theme of ['light', 'dark']) {
      const { page } = await openPage(site, '', { storage: { theme } });
      const lines = await page.$$eval('.code-highlighted-line', (els) =>
        els.map((e) => {
          const code = e.closest('code')!;
          const r = e.getBoundingClientRect();
          return { text: e.textContent!.trim(), height: r.height, width: r.width, codeWidth: code.getBoundingClientRect().width, pre: e.closest('pre')!.getBoundingClientRect().width, background: getComputedStyle(e).backgroundColor, preBackground: getComputedStyle(e.closest('pre')!).backgroundColor };
        })
      );
      expect(lines.map((l) => l.text)).toEqual([
        "const provider = new WsProvider('wss://rpc.polkadot.io');",
        'console.log(api.genesisHash.toHex());',
        'await api.disconnect();',
        'home = os.environ["HOME"]',
        'for name in os.listdir(home):',
        'print(name)',
        'const greeting = `Hello, ${name}!`;',
        'val api = connect("wss://rpc.polkadot.io")',
        'account(id: $id) { free reserved }',
        expect.stringMatching(/^curl -H/),
        'second'
      ]);
      for (const l of lines) {
        expect(l.height).toBeGreaterThan(15);
        expect(l.background).not.toBe(l.preBackground);
        expect(l.background).toBe(theme === 'light' ? 'rgb(255, 248, 197)' : 'rgb(28, 42, 58)');
        // From the pre's left edge to its right one, or to the end of a line wider than the block.
        expect(l.width).toBeGreaterThanOrEqual(Math.min(l.pre, l.codeWidth + 32) - 1);
      }
      // The long line: its highlight runs to the end of the scrolled-out text.
      const long = lines[9];
      expect(long.codeWidth).toBeGreaterThan(long.pre);
      expect(long.width).toBeCloseTo(long.codeWidth + 32, 0);
      expect(await page.$$eval('.code-error-line', (els) => els.map((e) => e.textContent!.trim()))).toEqual(['return <p>{greeting.toUpperCase(}</p>;']);

      // Numbers: generated before each line of the numbered blocks, as wide as the widest number, never in the text.
      const numbers = await page.$$eval('.line-numbers', (codes) =>
        codes.map((code) => {
          const first = code.querySelector('.line')!;
          const before = getComputedStyle(first, '::before');
          return { content: before.content, width: parseFloat(before.width), userSelect: before.userSelect, color: before.color, style: code.getAttribute('style'), text: code.textContent };
        })
      );
      expect(numbers.map((n) => n.style)).toEqual(['counter-reset:code-line 0;--line-digits:1', 'counter-reset:code-line 97;--line-digits:3']);
      for (const n of numbers) {
        expect(n.content).toMatch(/^counter\(code-line\)/);
        expect(n.width).toBeGreaterThan(5);
        expect(n.userSelect).toBe('none');
        expect(n.text).not.toMatch(/^\s*\d/);
      }
      expect(numbers[1].width).toBeGreaterThan(numbers[0].width * 2);
      await closePage(page);
    }
  });

  it('copies the code without its magic comments or line numbers, by the copy button and by a selection', async () => {
    const { page, errors } = await openPage(site, '');
    await page.browserContext().overridePermissions(site.url.replace(/\/docs\/$/, ''), ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    expect(await copied(page, 1)).toBe(PYTHON);
    expect(await copied(page, 2)).toBe('export function Hello({ name }) {\n  const greeting = `Hello, ${name}!`;\n  return <p>{greeting.toUpperCase(}</p>;\n}');
    expect(await copied(page, 6)).toBe('first\nsecond');
    // What a reader selects with the mouse: the code's text, no numbers.
    const selected = await page.evaluate(() => {
      const code = document.querySelectorAll('.code-block code')[1];
      getSelection()!.selectAllChildren(code);
      return getSelection()!.toString();
    });
    expect(selected.trim()).toBe(PYTHON);
    expect(await page.$eval('.markdown', (e) => e.textContent)).not.toContain('highlight-');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("wraps a block's long lines with its word-wrap toggle, as Docusaurus's, and scrolls them sideways again", async () => {
    const { page, errors } = await openPage(site, '', { width: 390 });
    // The widest block, and its toggle beside the copy button, named.
    const n = await page.$$eval('.code-block pre', (pres) => pres.map((p) => p.scrollWidth - p.clientWidth).reduce((best, d, i, all) => (d > all[best] ? i : best), 0));
    const state = () =>
      page.evaluate((i) => {
        const block = document.querySelectorAll('.code-block')[i];
        const pre = block.querySelector('pre')!;
        const [wrap, copy] = [block.querySelector('.wrap-button')!, block.querySelector('.copy-button')!].map((b) => b.getBoundingClientRect());
        return { pressed: block.querySelector('.wrap-button')!.getAttribute('aria-pressed'), sideways: pre.scrollWidth > pre.clientWidth, beside: Math.round(wrap.left - copy.right) };
      }, n);
    expect(await state()).toEqual({ pressed: 'false', sideways: true, beside: 4 });
    const wrap = (await page.$$('.code-block .wrap-button'))[n];
    expect((await page.accessibility.snapshot({ root: wrap }))).toMatchObject({ role: 'button', name: 'Toggle word wrap', pressed: false });
    // By keyboard, as a reader who tabs to it.
    await wrap.focus();
    await page.keyboard.press('Enter');
    expect(await state()).toEqual({ pressed: 'true', sideways: false, beside: 4 });
    await page.keyboard.press('Space');
    expect(await state()).toEqual({ pressed: 'false', sideways: true, beside: 4 });
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it.each([
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark']
  ])('axe finds no serious or critical problem at %i px, %s; screenshot saved', async (width, theme) => {
    const { page } = await openPage(site, '', { width, storage: { theme } });
    await page.screenshot({ optimizeForSpeed: true, path: path.join(screenshots, `code-blocks-${width}-${theme}.png`) as `${string}.png`, fullPage: true });
    await page.addStyleTag({ content: '.markdown > * { content-visibility: visible !important; }' });
    expect(await axeProblems(page, { seriousOnly: true })).toEqual([]);
    await closePage(page);
  });
});
