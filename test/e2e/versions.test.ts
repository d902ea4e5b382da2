// Versions and locales in Chromium (issue 10): the version dropdown (same doc, main doc fallback, query and
// hash kept, the remembered choice and its clearing), the locale dropdown, per-version search, axe.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, servedSite, serveStatic, type OpenOptions } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/versions');
const root = path.resolve(import.meta.dirname, '../.tmp/e2e-versions-site');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-versions');

// The versions fixture with a French locale added: one built site for every case.
const site = servedSite(out, async () => {
  rmSync(root, { recursive: true, force: true });
  cpSync(fixture, root, { recursive: true });
  const config = path.join(root, 'site.config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8')
      .replace("title: 'Versioned',", "title: 'Versioned',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { en: { label: 'English' }, fr: { label: 'Français' } } },")
      .replace(
        "{ type: 'docsVersionDropdown', position: 'right' }",
        "{ type: 'docsVersionDropdown', position: 'right', className: 'versions-icon', dropdownItemsAfter: [{ href: 'https://example.com/releases', label: 'All releases' }] }, " +
          "{ type: 'localeDropdown', position: 'right', className: 'bi bi-translate', dropdownItemsBefore: [{ type: 'html', value: '<b>Languages</b>' }], dropdownItemsAfter: [{ to: '/guide', label: 'Help translate' }] }"
      )
  );
  const fr = path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/version-2.0');
  mkdirSync(fr, { recursive: true });
  writeFileSync(path.join(fr, 'guide.md'), '# Guide\n\nComment utiliser 2.0.\n\n## Setup\n\nInstallez-le.\n');
  await build({ root, outDir: out });
});

async function open(route: string, options: OpenOptions = {}): Promise<Page> {
  const { page, errors } = await openPage(site, route, options);
  (page as Page & { errors: string[] }).errors = errors;
  return page;
}
const close = closePage;
const errorsOf = (page: Page) => (page as Page & { errors: string[] }).errors;
const pathAndMore = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search + u.hash;
};

/** Opens a dropdown and follows the link labelled `label`, waiting for the new document. */
async function choose(page: Page, dropdown: string, label: string): Promise<void> {
  await page.click(`${dropdown} .navbar-dropdown-toggle`);
  const links = await page.$$(`${dropdown} .navbar-dropdown-link`);
  for (const l of links) {
    if ((await l.evaluate((a) => a.textContent)) === label) {
      await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), l.click()]);
      await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.color-mode-toggle')?.disabled);
      return;
    }
  }
  throw new Error(`no "${label}" in ${dropdown}`);
}

describe('versions and locales in Chromium', () => {
  it('the version dropdown opens the same doc in the other version, keeping the query string and the hash, and remembers the choice', async () => {
    const page = await open('next/guide?x=1#usage');
    expect(await page.$eval('.version-dropdown .navbar-dropdown-toggle', (b) => b.textContent)).toBe('Next 🚧');
    await choose(page, '.version-dropdown', '2.0');
    expect(pathAndMore(page)).toBe('/docs/guide?x=1#usage');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Guide');
    expect(await page.$eval('.markdown', (m) => m.textContent)).toContain('Install 2.0.');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('2.0');
    expect(await page.$('.version-banner')).toBeNull();
    await choose(page, '.version-dropdown', '1.0');
    expect(pathAndMore(page)).toBe('/docs/1.0/guide?x=1#usage');
    expect(await page.$eval('.version-banner', (b) => b.textContent)).toContain('no longer actively maintained');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    expect(errorsOf(page)).toEqual([]);
    await close(page);
  });

  it('the version and locale dropdowns show their own entries (dropdownItemsBefore/After) around the versions and locales', async () => {
    const page = await open('1.0/guide');
    const entries = async (dropdown: string) => {
      await page.click(`${dropdown} .navbar-dropdown-toggle`);
      // The navbar's (the mobile menu has its own copy).
      return page.$eval(dropdown, (d) => [...d.querySelectorAll('.navbar-dropdown-menu > li')].map((li) => [li.textContent, li.querySelector('a')?.getAttribute('href') ?? null]));
    };
    expect(await entries('.version-dropdown')).toEqual([['Next 🚧', '/docs/next/guide'], ['2.0', '/docs/guide'], ['1.0', '/docs/1.0/guide'], ['All releases (opens in a new tab)', 'https://example.com/releases']]);
    // A `to:` entry is below the site's base URL, not the version's.
    expect(await entries('.locale-dropdown')).toEqual([['Languages', null], ['English', '/docs/1.0/guide'], ['Français', '/docs/fr/1.0/guide'], ['Help translate', '/docs/guide']]);
    // Each with its own className too, as Docusaurus draws them (Apache Answer's `bi bi-translate` icon).
    expect(await page.$$eval('.navbar-items .locale-dropdown, .navbar-items .version-dropdown', (ds) => ds.map((d) => [...d.classList].filter((c) => !c.startsWith('navbar-dropdown')).join(' ')))).toEqual(['version-dropdown versions-icon', 'locale-dropdown bi bi-translate']);
    expect(errorsOf(page)).toEqual([]);
    await close(page);
  });

  it('a doc missing from the other version opens that version\'s main doc', async () => {
    const page = await open('next/new-feature?q=2#top');
    await choose(page, '.version-dropdown', '1.0');
    expect(pathAndMore(page)).toBe('/docs/1.0/?q=2#top');
    expect(await page.$eval('.markdown', (m) => m.textContent)).toContain('Version 1.0 docs.');
    await close(page);
  });

  it('with versionPersistence: none, a version chosen is not kept in the browser, and one kept before is not read', async () => {
    const none = path.resolve(import.meta.dirname, '../.tmp/e2e-versions-none');
    rmSync(none, { recursive: true, force: true });
    cpSync(fixture, none, { recursive: true });
    const config = path.join(none, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('themeConfig: {', "themeConfig: {\n    docs: { versionPersistence: 'none' },"));
    await build({ root: none, outDir: path.join(none, 'out') });
    const server = await serveStatic(path.join(none, 'out'));
    try {
      // The not-found page is in no version: the dropdown names the kept version there, were it read.
      const lost = await open('nowhere', { base: server.url, storage: { 'docs-preferred-version-default': '1.0' } });
      expect(await lost.$eval('.version-dropdown .navbar-dropdown-toggle', (b) => b.textContent)).toBe('2.0');
      await close(lost);
      const page = await open('guide', { base: server.url });
      await choose(page, '.version-dropdown', '1.0');
      expect(pathAndMore(page)).toBe('/docs/1.0/guide');
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
      await close(page);
    } finally {
      await server.close();
      rmSync(none, { recursive: true, force: true });
    }
  });

  it('a remembered version that no longer exists is cleared; one that exists is kept', async () => {
    const gone = await open('guide', { storage: { 'docs-preferred-version-default': '0.1' } });
    await gone.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === null);
    await close(gone);
    const kept = await open('guide', { storage: { 'docs-preferred-version-default': '1.0' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(await kept.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    await close(kept);
  });

  it('the banner links to the same doc in the latest version', async () => {
    const page = await open('1.0/guide');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('.version-banner a')]);
    expect(pathAndMore(page)).toBe('/docs/guide');
    await close(page);
  });

  it('the locale dropdown opens the same page in the other locale, keeping the query string and the hash; untranslated pages fall back', async () => {
    const page = await open('guide?a=b#setup');
    expect(await page.$eval('html', (h) => h.lang)).toBe('en');
    await choose(page, '.locale-dropdown', 'Français');
    expect(pathAndMore(page)).toBe('/docs/fr/guide?a=b#setup');
    expect(await page.$eval('html', (h) => h.lang)).toBe('fr');
    expect(await page.$eval('.markdown', (m) => m.textContent)).toContain('Comment utiliser 2.0.');
    // The version dropdown of the French site stays in French.
    await choose(page, '.version-dropdown', '1.0');
    expect(pathAndMore(page)).toBe('/docs/fr/1.0/guide?a=b#setup');
    expect(await page.$eval('.markdown', (m) => m.textContent)).toContain('Install 1.0.');
    await choose(page, '.locale-dropdown', 'English');
    expect(pathAndMore(page)).toBe('/docs/1.0/guide?a=b#setup');
    await close(page);
  });

  it('client navigation stays inside a version; a link to another version loads it as a page', async () => {
    const page = await open('');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click('.sidebar a[href="/docs/guide"]');
    await page.waitForFunction(() => location.pathname === '/docs/guide' && document.querySelector('.markdown')?.textContent?.includes('Install 2.0.'));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/docs/next/guide';
        a.id = 'to-next';
        a.textContent = 'next';
        document.querySelector('.markdown')!.prepend(a);
        a.click();
      })
    ]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await page.$eval('.version-dropdown .navbar-dropdown-toggle', (b) => b.textContent)).toBe('Next 🚧');
    await close(page);
  });

  it('search shows results from the reader\'s version only', async () => {
    const results = async (route: string) => {
      const page = await open(route);
      await page.type('#navbar-search-input', 'sharedguideword');
      await page.waitForFunction(() => document.querySelectorAll('#navbar-search-results [role=option]').length > 0);
      const hrefs = await page.$$eval('#navbar-search-results [role=option]', (os) => os.map((o) => o.getAttribute('href')?.replace(/\?[^#]*/, '')));
      await close(page);
      return hrefs;
    };
    expect(await results('1.0/')).toEqual(['/docs/1.0/guide#setup']);
    expect(await results('next/')).toEqual(['/docs/next/guide#setup']);
    expect(await results('')).toEqual(['/docs/guide#setup']);
  });

  it.each([
    [1280, 'light'],
    [1280, 'dark']
  ] as const)('axe finds nothing wrong with the open dropdowns and the banner at %i px, %s', async (width, theme) => {
    const page = await open('1.0/guide', { width, dark: theme === 'dark', storage: { theme } });
    await page.click('.version-dropdown .navbar-dropdown-toggle');
    const run = (include: string) => axeProblems(page, { include });
    expect(await run('.version-dropdown')).toEqual([]);
    expect(await run('.version-banner')).toEqual([]);
    await page.click('.locale-dropdown .navbar-dropdown-toggle');
    expect(await page.$eval('.version-dropdown .navbar-dropdown-menu', (m) => m.hidden)).toBe(true);
    expect(await run('.locale-dropdown')).toEqual([]);
    // For a person to look at (git-ignored, as the other browser tests' screenshots).
    mkdirSync(path.join(import.meta.dirname, 'screenshots'), { recursive: true });
    await page.screenshot({ optimizeForSpeed: true, path: path.join(import.meta.dirname, `screenshots/versions-${theme}.png`) as `${string}.png` });
    await close(page);
  });
});
