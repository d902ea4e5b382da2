// Page-level frontmatter a reader sees, in Chromium on test/fixtures/front-matter-docus: "Last updated on … by …",
// a pagination_label, the page's own # H1 after client navigation, and an unlisted page's banner and sidebar entry.
// axe-core on the last-update page in both colour modes at 1280 and 390 px (screenshots under test/e2e/screenshots/).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { axeProblems, closePage, openPage, servedSite } from '../setup/browser.js';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(root, 'test/fixtures/front-matter-docus');
const out = path.join(root, 'test/.tmp/e2e-frontmatter');
const screenshots = path.join(import.meta.dirname, 'screenshots');

const site = servedSite(out, () => {
  const r = spawnSync(process.execPath, ['bin/docgen.js', 'build', fixture, '--out-dir', out], { cwd: root, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  mkdirSync(screenshots, { recursive: true });
});
afterAll(() => rmSync(path.join(fixture, 'node_modules'), { recursive: true, force: true }));

const text = (sel: string) => (document.querySelector(sel)?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('frontmatter a reader sees', () => {
  it('shows "Last updated on … by …" and the next page by its pagination_label, and keeps the # H1 markup after client navigation', async () => {
    const { page, errors } = await openPage(site, 'guide/one');
    expect(await page.evaluate(text, '.last-updated')).toBe('Last updated on Jan 15, 2024 by Ann Author');
    expect(await page.evaluate(text, '.pagination-prev .pagination-label')).toBe('Tab title');
    await page.goto(`${site.url}both`, { waitUntil: 'networkidle0' });
    expect(await page.evaluate(text, '.pagination-next .pagination-label')).toBe('Step one');
    // Client navigation to the intro by "Previous": its heading is its # H1, with the code in it.
    await page.click('.pagination-prev');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Intro with code');
    expect(await page.$eval('h1', (e) => e.innerHTML)).toBe('Intro with <code>code</code>');
    expect(await page.$$eval('h1', (e) => e.length)).toBe(1);
    expect(await page.title()).toBe('Intro with code | Frontfix');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('shows an unlisted page\'s banner, and its sidebar entry on that page only', async () => {
    const { page, errors } = await openPage(site, 'guide/secret');
    expect(await page.evaluate(text, '.unlisted-banner .admonition-title')).toBe('Unlisted page');
    const secretLinks = () => page.$$eval('.sidebar a[href$="/guide/secret"]', (e) => e.length);
    expect(await secretLinks()).toBe(1);
    await page.click('.sidebar a[href$="/guide/one"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guide one');
    expect(await secretLinks()).toBe(0);
    expect(await page.$('.unlisted-banner')).toBeNull();
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it.each([
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark']
  ] as const)('axe finds no serious problem on the last-update page at %i px, %s; screenshot saved', async (width, theme) => {
    const { page } = await openPage(site, 'guide/one', { width, storage: { theme } });
    await page.evaluate(() => document.querySelector('.doc-meta-row')?.scrollIntoView({ block: 'center' }));
    await page.screenshot({ optimizeForSpeed: true, path: path.join(screenshots, `frontmatter-${width}-${theme}.png`) as `${string}.png` });
    expect(await axeProblems(page, { seriousOnly: true })).toEqual([]);
    await closePage(page);
  });

  it('axe finds no serious problem on the unlisted page (banner); screenshot saved', async () => {
    const { page } = await openPage(site, 'guide/secret', { width: 1280 });
    await page.screenshot({ optimizeForSpeed: true, path: path.join(screenshots, 'frontmatter-unlisted-1280-light.png') as `${string}.png` });
    expect(await axeProblems(page, { seriousOnly: true })).toEqual([]);
    await closePage(page);
  });
});
