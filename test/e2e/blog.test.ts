// The blog, tags and standalone pages in Chromium: client-side navigation list -> post -> tag -> back, reading time, axe.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, servedSite } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/blog');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-blog');

const site = servedSite(out, async () => {
  await build({ root: fixture, outDir: out });
});

const open = (route: string, width = 1280) => openPage(site, route, { width });

const h1 = (page: Page) => page.$eval('h1', (e) => e.textContent);
const waitH1 = (page: Page, text: string) => page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, {}, text);
const path_ = (page: Page) => new URL(page.url()).pathname;

describe('the blog in Chromium', () => {
  it('goes list -> post -> tag -> back without reloading, and shows the reading time', async () => {
    const { page, errors } = await open('blog');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    expect(await h1(page)).toBe('Blog');
    // Page 2 of the list, then the welcome post's "Read more".
    await page.click('.blog-pagination .pagination-next');
    await waitH1(page, 'Blog (page 2)');
    await page.click('a[aria-label="Read more about Welcome to the blog"]');
    await waitH1(page, 'Welcome to the blog');
    expect(path_(page)).toBe('/docs/blog/2024/01/15/welcome');
    expect(await page.$eval('.blog-reading-time', (e) => e.textContent)).toBe('1 min read');
    expect(await page.$eval('.markdown', (e) => e.textContent)).toContain('quasarwhistle');
    await page.click('.blog-post-footer a.tag[href="/docs/blog/tags/release"]');
    await waitH1(page, '2 posts tagged with "release"');
    await page.click('a[href="/docs/blog/2024/03/10/third"]');
    await waitH1(page, 'Third post');
    await page.click('.blog-post-footer .pagination-next');
    await waitH1(page, 'A post in a folder');
    expect(await page.$eval('.blog-reading-time', (e) => e.textContent)).toBe('3 min read');
    await page.goBack();
    await waitH1(page, 'Third post');
    await page.goBack();
    await waitH1(page, '2 posts tagged with "release"');
    await page.goBack();
    await waitH1(page, 'Welcome to the blog');
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(7);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('goes from a doc to its tag page and to the standalone page on the client', async () => {
    const { page, errors } = await open('');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 8));
    await page.click('.tags-row a.tag[href="/docs/tags/getting-started"]');
    await waitH1(page, '2 docs tagged with "getting started"');
    expect(await page.$eval('.tag-docs', (e) => e.textContent)).toContain('How to set the fixture up.');
    await page.click('.navbar a[href="/docs/about"]');
    await waitH1(page, 'About us');
    expect(await page.$$eval('.toc a', (as) => as.map((a) => a.textContent))).toEqual(['Team', 'History', 'Contact']);
    expect(await page.$('.sidebar')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(8);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('finds a post and a standalone page in search and opens them on the client', async () => {
    const { page, errors } = await open('blog');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 9));
    const box = '#navbar-search-input';
    const first = (href: string) => page.waitForFunction((h) => document.querySelector('#navbar-search-results [role=option]')?.getAttribute('href')?.replace(/\?highlight=[^#]*/, '') === h, {}, href);
    await page.click(box);
    await page.type(box, 'quasarwhistle');
    await first('/docs/blog/2024/01/15/welcome#below-the-fold');
    await page.keyboard.press('Enter');
    await waitH1(page, 'Welcome to the blog');
    // Arriving from a search result highlights the terms in the article.
    await page.waitForFunction(() => document.querySelector('.markdown mark')?.textContent?.toLowerCase() === 'quasarwhistle');
    await page.click(box, { count: 3 });
    await page.type(box, 'zephyrine');
    await first('/docs/about');
    await page.keyboard.press('Enter');
    await waitH1(page, 'About us');
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(9);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it.each([
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark']
  ])('axe finds nothing wrong on the blog, tag and standalone pages at %i px, %s', async (width, theme) => {
    const found: string[] = [];
    for (const route of ['blog', 'blog/2024/02/01/folder-post', 'blog/tags/news', 'tags/getting-started', 'about']) {
      const { page } = await open(route, width);
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      // The shell around the article has its own tests (shell.test.ts, search.test.ts).
      const violations = await axeProblems(page, { include: '#main' });
      found.push(...violations.map((v) => `/docs/${route}: ${v}`));
      await closePage(page);
    }
    expect(found).toEqual([]);
  });
});
