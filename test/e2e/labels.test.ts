// The theme's words per locale in Chromium, on a Docusaurus site whose French code.json translates them: admonition
// titles and the search box stay French after hydration and client navigation, the copy button and search messages
// speak French, a locale's 404 page hydrates as written; an admonition with attributes; a GitHub alert drawn as one;
// screenshots and axe.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import fr from '../../src/i18n/builtin/fr.js';
import { axeProblems, closePage, openPage, servedSite } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-labels');
// Outside the repository: the site has no node_modules of its own, nor any above it.
const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-e2e-labels-'));
const out = path.join(root, 'build');
const screenshots = path.join(import.meta.dirname, 'screenshots');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const site = servedSite(
  out,
  async () => {
    cpSync(fixture, root, { recursive: true });
    mkdirSync(screenshots, { recursive: true });
    await build({ root });
  },
  '/'
);

const titles = (page: Page) => page.$$eval('.markdown .admonition-title', (ts) => ts.map((t) => t.textContent));

describe('the theme\'s words per locale in Chromium', () => {
  it('shows a French page\'s admonition titles and search box in French once hydrated, and the English page in English, without errors', async () => {
    const { page, errors } = await openPage(site, 'fr/docs/intro');
    expect(await titles(page)).toEqual(['Remarque', 'Astuce', 'Mind the gap', 'From the attribute', 'Danger']);
    expect(await page.$eval('#navbar-search-input', (i) => [i.getAttribute('placeholder'), i.getAttribute('aria-label')])).toEqual(['Rechercher', 'Rechercher']);
    expect(await page.$eval('.skip-link', (a) => a.textContent)).toBe('Aller au contenu principal');
    expect(await page.$eval('.color-mode-toggle', (b) => b.getAttribute('title'))).toBe('Basculer entre le mode sombre et clair');
    // Where the code.json has no message: docgen's own French, after hydration too.
    expect(await page.$eval('.search-submit', (b) => b.getAttribute('aria-label'))).toBe(fr['theme.SearchBar.submitButtonAriaLabel']);
    expect(await page.$eval('.search-results', (l) => l.getAttribute('aria-label'))).toBe(fr['theme.SearchBar.resultsAriaLabel']);
    expect(errors).toEqual([]);
    await closePage(page);
    const en = await openPage(site, 'docs/intro');
    expect(await titles(en.page)).toEqual(['Note', 'Tip', 'Mind the gap', 'From the attribute', 'Danger']);
    expect(await en.page.$eval('#navbar-search-input', (i) => i.getAttribute('placeholder'))).toBe('Search');
    expect(en.errors).toEqual([]);
    await closePage(en.page);
  });

  it('puts the admonition\'s id and class on its box, and a link to the id scrolls to it', async () => {
    const { page } = await openPage(site, 'fr/docs/intro');
    expect(await page.$eval('#keep-going', (d) => [d.className, d.getAttribute('onclick'), d.getAttribute('style')])).toEqual(['admonition admonition-tip tip-extra', null, null]);
    expect(await page.$$eval('.admonition[onclick], .admonition[style]', (d) => d.length)).toBe(0);
    await page.click('a[href="#keep-going"]');
    await page.waitForFunction(() => location.hash === '#keep-going');
    await closePage(page);
  });

  it('says "Copié" on the copy button, then "Copier" again', async () => {
    const { page } = await openPage(site, 'fr/docs/intro');
    await page.browserContext().overridePermissions(new URL(site.url).origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    expect(await page.$eval('.copy-button', (b) => [b.textContent, b.getAttribute('aria-label')])).toEqual(['Copier', 'Copier le code']);
    await page.click('.copy-button');
    await page.waitForFunction(() => document.querySelector('.copy-button')?.textContent === 'Copié', { timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('.copy-button')?.textContent === 'Copier', { timeout: 30_000 });
    await closePage(page);
  });

  it('says in French that a search found nothing', async () => {
    const { page } = await openPage(site, 'fr/docs/intro');
    await page.click('#navbar-search-input');
    await page.keyboard.type('zzqqxx');
    await page.waitForFunction(() => document.querySelector('.search-open .search-status')?.textContent === 'Aucun résultat trouvé', { timeout: 30_000 });
    await closePage(page);
  });

  it('names the progress bar of a slow move in French (docgen\'s own translation: code.json has none)', async () => {
    // The next page's data is held until the bar has been read, however long that takes.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { page, errors } = await openPage(site, 'fr/docs/intro', {
      intercept: (r) => r.url().endsWith('/fr/__data/docs/category/more.json') && (void released.then(() => r.continue()), true)
    });
    const bar = page.waitForSelector('.route-progress');
    await page.click('.pagination-next');
    const label = await (await bar)!.evaluate((e) => e.getAttribute('aria-label'));
    release();
    expect(label).toBe(fr['theme.router.progressBar.ariaLabel']);
    await page.waitForFunction(() => location.pathname !== '/fr/docs/intro');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('keeps the French words through client navigation: the next page\'s titles, last update and pagination', async () => {
    const { page, errors } = await openPage(site, 'fr/docs/intro');
    await Promise.all([page.waitForFunction(() => location.pathname === '/fr/docs/category/more'), page.click('.pagination-next')]);
    await Promise.all([page.waitForFunction(() => location.pathname === '/fr/docs/next'), page.click('.pagination-next')]);
    await page.waitForFunction(() => document.querySelector('h1.doc-title')?.textContent === 'Next steps');
    expect(await titles(page)).toEqual(['Danger']);
    expect(await page.$eval('.last-updated', (d) => d.textContent)).toBe('Dernière mise à jour le 1 févr. 2024');
    expect(await page.$eval('.pagination-sub', (s) => s.textContent)).toBe('Précédent');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('hydrates a locale\'s not-found page as it was written, and keeps it when the menu opens', async () => {
    const { page, errors } = await openPage(site, 'fr/404.html', { width: 390 });
    const article = () => page.$eval('.not-found', (a) => a.textContent);
    expect(await article()).toMatch(/^Page introuvableNous n'avons pas trouvé/);
    expect(await page.title()).toBe('Page introuvable | Labels');
    await page.click('.navbar-menu-button');
    await page.waitForSelector('.menu-open');
    expect(await article()).toMatch(/^Page introuvable/);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it.each([1280, 390].flatMap((width) => [false, true].map((dark) => [width, dark] as const)))('has no axe violations on a French page with admonitions at %i px (dark: %s); screenshots saved', async (width, dark) => {
    const { page } = await openPage(site, 'fr/docs/intro', { width, storage: dark ? { theme: 'dark' } : {} });
    await page.screenshot({ optimizeForSpeed: true, path: path.join(screenshots, `labels-fr-intro-${width}-${dark ? 'dark' : 'light'}.png`) as `${string}.png`, fullPage: true });
    await page.addStyleTag({ content: '.markdown > * { content-visibility: visible !important; }' });
    expect(await axeProblems(page)).toEqual([]);
    await closePage(page);
  });
});
