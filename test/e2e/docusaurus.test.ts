// A Docusaurus site built as it is, in Chromium: its URLs (base URL, index docs with a slash, a second docs
// plugin, the blog), its sidebar, a relative link on an index page, a static image, and axe.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, servedSite } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-classic');
// Outside the repository: the site has no node_modules of its own, nor any above it.
const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-e2e-ds-'));
const out = path.join(root, 'build');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const site = servedSite(
  out,
  async () => {
    cpSync(fixture, root, { recursive: true });
    mkdirSync(path.join(import.meta.dirname, 'screenshots'), { recursive: true });
    await build({ root });
  },
  '/widgets/'
);

const open = async (route: string) => (await openPage(site, route)).page;
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('a Docusaurus site in Chromium', () => {
  it('serves the index doc at its folder with a slash, with the sidebar in order, and resolves its relative link inside the folder', async () => {
    const page = await open('docs/guide/');
    expect(await page.$$eval('.sidebar .sidebar-link', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Widget tutorial', '/widgets/docs/intro'],
      ['The guide', '/widgets/docs/guide/'],
      ['Setting up', '/widgets/docs/guide/setup'],
      ['Configuration', '/widgets/docs/api/configuration']
    ]);
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/setup')), page.click('article a[href$="setup"]')]);
    expect(pathOf(page)).toBe('/widgets/docs/guide/setup');
    // Client navigation put the image in: wait until the browser is done loading it, however long that takes.
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('article img')?.complete === true);
    expect(await page.$eval('article img', (img) => [(img as HTMLImageElement).naturalWidth > 0, img.getAttribute('src')])).toEqual([true, '/widgets/img/logo.svg']);
    await closePage(page);
  });

  it('links the navbar to the second docs plugin and the blog, each at its own route', async () => {
    const page = await open('docs/intro');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.navbar a.navbar-link[href="/widgets/community/"]')]);
    expect(pathOf(page)).toBe('/widgets/community/');
    expect(await page.$$eval('.sidebar .sidebar-link', (as) => as.map((a) => a.textContent))).toEqual(['Community', 'Support']);
    await closePage(page);
    const blog = await open('blog');
    expect(await blog.$eval('.blog-preview-title a', (a) => a.getAttribute('href'))).toBe('/widgets/blog/2024/01/15/welcome');
    await closePage(blog);
  });

  it.each([1280, 390].flatMap((width) => [false, true].map((dark) => [width, dark] as const)))('has no axe violations on a doc and the blog at %i px (dark: %s); screenshots saved', async (width, dark) => {
    for (const route of ['docs/guide/', 'blog']) {
      const { page } = await openPage(site, route, { width, storage: dark ? { theme: 'dark' } : {} });
      const name = `docusaurus-${route.replace(/\W+/g, '-').replace(/-$/, '')}-${width}-${dark ? 'dark' : 'light'}.png`;
      await page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', name) as `${string}.png` });
      await page.addStyleTag({ content: '.markdown > * { content-visibility: visible !important; }' });
      expect(await axeProblems(page), route).toEqual([]);
      await closePage(page);
    }
  });
});
