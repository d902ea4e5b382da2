// A site's own doc footer (islands.docFooter; SQD's rating widget above the edit link and last update) in Chromium:
// drawn without JavaScript in place of docgen's, hydrated (its widget answers), the next doc's after client navigation;
// axe at 1,280 px light and dark and 390 px. And its own paginator (islands.docPaginator; Casdoor's comments after it).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, servedSite } from '../setup/browser.js';
import { EJECTED, PAGINATOR, footerSite } from '../setup/doc-footer-site.js';

/** A site built from footerSite's files, served. */
function served(name: string, footer: string | undefined, paginator?: string) {
  const dir = path.resolve(import.meta.dirname, `../.tmp/e2e-${name}-site`);
  const out = path.resolve(import.meta.dirname, `../.tmp/e2e-${name}`);
  return servedSite(out, async () => {
    rmSync(dir, { recursive: true, force: true });
    footerSite(dir, footer, paginator);
    await build({ root: dir, outDir: out });
    rmSync(dir, { recursive: true, force: true });
  });
}
const site = served('doc-footer', EJECTED);

/** The footer as a reader sees it: the rating's words, the tags, the edit link's address, the last update's words; and docgen's own edit link, if any. */
const footer = (page: Page) =>
  page.evaluate(() => {
    const f = document.querySelector('.site-footer');
    return [document.querySelector('.rating')?.textContent, [...(f?.querySelectorAll('.tag') ?? [])].map((t) => t.textContent), f?.querySelector('a.theme-edit-this-page')?.getAttribute('href'), f?.querySelector('.last-updated')?.textContent ?? null, document.querySelectorAll('.edit-this-page').length];
  });

describe("a site's own doc footer", () => {
  it("is drawn below the article without JavaScript, in place of docgen's", async () => {
    const { page } = await openPage(site, '', { js: false });
    expect(await footer(page)).toEqual(['Was this helpful? Yes', ['setup'], 'https://github.com/f/f/edit/main/content/index.md', 'Last updated on May 1, 2024 by Ada', 0]);
    await closePage(page);
  });

  it("is hydrated (its widget answers), and drawn for the next doc after client navigation", async () => {
    const { page, errors, warnings } = await openPage(site, '');
    await page.waitForFunction(
      () => {
        document.querySelector<HTMLButtonElement>('.rating button')?.click();
        return document.querySelector('.rating')?.textContent === 'Thanks for saying yes.';
      },
      { polling: 300, timeout: 30_000 }
    );
    expect([...errors, ...warnings].filter((m) => /hydrat|did not match|mismatch/i.test(m))).toEqual([]);
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/second')), page.click('.markdown a[href$="/second"]')]);
    await page.waitForFunction(() => document.querySelector('.site-footer a.theme-edit-this-page')?.getAttribute('href')?.endsWith('second.md'));
    expect(await footer(page)).toEqual(['Was this helpful? Yes', [], 'https://github.com/f/f/edit/main/content/second.md', null, 0]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it.each([
    [1280, false],
    [1280, true],
    [390, false]
  ] as const)('has no axe violations at %i px (dark: %s)', async (width, dark) => {
    const { page } = await openPage(site, '', { width, storage: dark ? { theme: 'dark' } : {} });
    await page.waitForSelector('.site-footer');
    expect(await axeProblems(page)).toEqual([]);
    await closePage(page);
  });
});

// Casdoor's DocPaginator wrapper: comments after the theme's paginator, below the doc's footer.
describe("a site's own doc paginator", () => {
  const paginated = served('doc-paginator', undefined, PAGINATOR);
  /** What is below the article, in order: each element's tag and class, and the comments' words. */
  const below = (page: Page) => page.$$eval('.markdown > [data-island] > *', (els) => els.map((e) => `${e.tagName.toLowerCase()}.${e.className}${e.matches('.comments') ? `: ${e.textContent}` : ''}`));

  it("draws docgen's footer, the paginator and what it adds, in that order; its Next leads to the next doc by the client", async () => {
    const { page, errors } = await openPage(paginated, '');
    expect(await below(page)).toEqual(['footer.doc-footer', 'nav.pagination', 'section.comments: Comments on a doc with a next']);
    // docgen's own edit row and paginator are not drawn a second time.
    expect(await page.$$eval('.pagination', (n) => n.length)).toBe(1);
    expect(await page.$$eval('.doc-meta-row', (n) => n.length)).toBe(1);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/second')), page.click('.pagination-next')]);
    await page.waitForFunction(() => document.querySelector('.comments')?.textContent === 'Comments on the last doc');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await below(page)).toEqual(['footer.doc-footer', 'nav.pagination', 'section.comments: Comments on the last doc']);
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
