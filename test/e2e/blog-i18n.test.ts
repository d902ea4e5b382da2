// A locale's blog in Chromium (the docusaurus-classic fixture, French): the translated title, posts and sidebar, the
// translated post's own image, client navigation to an untranslated post, axe; screenshots of the list.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, servedSite } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-classic');
// Outside the repository: the site has no node_modules of its own, nor any above it.
const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-e2e-blog-i18n-'));
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

const texts = (page: Page, selector: string) => page.$$eval(selector, (es) => es.map((e) => e.textContent));

describe('the French blog in Chromium', () => {
  it('shows the translated blog title, the translated post beside the untranslated one, and the sidebar under its translated title', async () => {
    const { page } = await openPage(site, 'fr/blog');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Nouvelles des widgets');
    expect(await page.title()).toBe('Nouvelles des widgets | Widgets');
    expect(await texts(page, '.blog-preview-title a')).toEqual(['Widgets 2.0 est sorti', 'Welcome']);
    expect(await texts(page, '.sidebar .sidebar-category-label')).toEqual(['Billets récents']);
    // Named as the blog's navigation, not the docs': the fixture's code.json does not translate it, so it is English.
    expect(await page.$eval('nav.sidebar', (n) => n.getAttribute('aria-label'))).toBe('Blog recent posts navigation');
    expect(await texts(page, '.sidebar .sidebar-link')).toEqual(['Widgets 2.0 est sorti', 'Welcome']);
    expect(await page.$eval('html', (h) => h.lang)).toBe('fr');
    // The translated post's own image, loaded.
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.blog-excerpt img')?.complete === true);
    expect(await page.$eval('.blog-excerpt img', (img) => [(img as HTMLImageElement).naturalWidth > 0, img.getAttribute('alt'), /\/vitesse-[0-9a-f]+\.svg$/.test(img.getAttribute('src')!)])).toEqual([true, 'Vitesse de 1.0 et 2.0', true]);
    await closePage(page);
  });

  it('goes from the translated post to the untranslated one through its sidebar without a reload, staying in French', async () => {
    const { page } = await openPage(site, 'fr/blog/2024/02/20/release');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    expect(await page.$eval('.blog-post-meta time', (t) => t.textContent)).toBe('20 février 2024');
    await Promise.all([page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Welcome'), page.click('.sidebar a.sidebar-link[href="/widgets/fr/blog/2024/01/15/welcome"]')]);
    expect(new URL(page.url()).pathname).toBe('/widgets/fr/blog/2024/01/15/welcome');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(await page.$eval('.markdown', (m) => m.textContent)).toContain('The first post.');
    expect(await page.$eval('.sidebar a[aria-current="page"]', (a) => a.textContent)).toBe('Welcome');
    await closePage(page);
  });

  it.each([1280, 390].flatMap((width) => [false, true].map((dark) => [width, dark] as const)))('has no axe violations on the French blog list at %i px (dark: %s); screenshot saved', async (width, dark) => {
    const { page } = await openPage(site, 'fr/blog', { width, storage: dark ? { theme: 'dark' } : {} });
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.blog-excerpt img')?.complete === true);
    await page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', `blog-i18n-fr-list-${width}-${dark ? 'dark' : 'light'}.png`) as `${string}.png` });
    await page.addStyleTag({ content: '.markdown > * { content-visibility: visible !important; }' });
    expect(await axeProblems(page)).toEqual([]);
    await closePage(page);
  });
});
