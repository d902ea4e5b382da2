// A right-to-left locale in Chromium: Hebrew pages laid out mirrored (the sidebar on the right, the TOC on the left, the
// menu opening from the right), code still left to right; axe finds nothing serious.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, servedSite } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/i18n');
const root = path.resolve(import.meta.dirname, '../.tmp/e2e-rtl-site');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-rtl');

// The i18n fixture with Hebrew added (its pages fall back to the English text), and a code block in the guide.
const site = servedSite(out, async () => {
  rmSync(root, { recursive: true, force: true });
  cpSync(fixture, root, { recursive: true, filter: (f) => !f.includes('node_modules') });
  const config = path.join(root, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("locales: ['en', 'fr']", "locales: ['en', 'fr', 'he']"));
  writeFileSync(path.join(root, 'content/guide.md'), '# Guide\n\nEnglish guide, not translated.\n\n## Setup\n\nSet it up.\n\n```ts\nconst api = await ApiPromise.create();\n```\n');
  await build({ root, outDir: out });
  rmSync(root, { recursive: true, force: true });
});

describe('a right-to-left locale in Chromium', () => {
  it('mirrors the page: sidebar right, TOC left, code left to right; nothing serious for axe', async () => {
    const { page, errors } = await openPage(site, 'he/guide');
    const layout = await page.evaluate(() => {
      const box = (s: string) => document.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect;
      const code = getComputedStyle(document.querySelector('.code-block')!);
      return { dir: document.documentElement.dir, sidebar: box('.sidebar-container'), article: box('.doc-article'), toc: box('.toc'), code: code.direction, sideways: document.scrollingElement!.scrollWidth - innerWidth };
    });
    expect(layout.dir).toBe('rtl');
    expect(layout.sidebar.left).toBeGreaterThan(layout.article.right - 1);
    expect(layout.toc.right).toBeLessThan(layout.article.left + 1);
    expect(layout.code).toBe('ltr');
    expect(layout.sideways).toBe(0);
    expect(await axeProblems(page, { seriousOnly: true })).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('opens the narrow window\'s menu from the right; English pages stay left to right', async () => {
    const { page } = await openPage(site, 'he/guide', { width: 390 });
    await page.click('.navbar-menu-button');
    const menu = await page.$eval('.sidebar-container', (e) => ({ right: Math.round(e.getBoundingClientRect().right), width: innerWidth }));
    expect(menu.right).toBe(menu.width);
    await closePage(page);
    const en = await openPage(site, 'guide');
    expect(await en.page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await en.page.$eval('.sidebar-container', (e) => Math.round(e.getBoundingClientRect().left))).toBe(0);
    await closePage(en.page);
  });
});
