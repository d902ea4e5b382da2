// MDX tabs of a Docusaurus site in Chromium: mouse, the WAI-ARIA keyboard pattern, a groupId's choice across two
// pages and a reload, a queryString's choice in the URL, a hash into a hidden panel, every panel readable without
// JavaScript, and details; axe clean with screenshots light, dark and at 390 px.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { axeProblems, closePage, docusaurusSite, openPage, SCREENSHOTS, type OpenOptions } from '../setup/browser.js';

const site = docusaurusSite();

/** A page whose tabs work (their code loaded and run). */
async function open(route: string, options: OpenOptions = {}): Promise<Page> {
  const { page } = await openPage(site, route, options);
  await tabsReady(page);
  return page;
}
const tabsReady = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('docgen:tabs').length > 0);

/** Tab list `list` (1-based): each tab's label, whether selected, its tabindex, and whether its panel is on screen. */
const state = (page: Page, list: number) =>
  page.evaluate((i) => {
    const tabs = [...document.querySelectorAll('.tabs')[i - 1].querySelectorAll('[role=tab]')];
    return tabs.map((t) => {
      const panel = document.getElementById(t.getAttribute('aria-controls')!)!;
      return `${t.textContent}:${t.getAttribute('aria-selected') === 'true' ? 'on' : 'off'}:${t.getAttribute('tabindex')}:${getComputedStyle(panel).display === 'none' ? 'hidden' : 'shown'}`;
    });
  }, list);
/** The selected tab of each tab list (or of list `list`, 1-based). */
const selected = (page: Page, list?: number) =>
  page.evaluate((i) => [...document.querySelectorAll('.tabs')].filter((_, n) => i === undefined || n === i - 1).map((t) => t.querySelector('[role=tab][aria-selected=true]')?.textContent), list);
const clickTab = (page: Page, label: string) => page.$$eval('[role=tab]', (ts, l) => ts.find((t) => t.textContent === l)!.id, label).then((id) => page.click(`[id="${id}"]`));

describe('MDX tabs in Chromium', () => {
  it('shows the default tab, and a click selects a tab: its panel alone shown, the URL and storage updated, the tab kept in place', async () => {
    const page = await open('docs/guide/components');
    expect(await state(page, 1)).toEqual(['Linux:off:-1:hidden', 'macOS:on:0:shown', 'Windows:off:-1:hidden']);
    expect(await state(page, 2)).toEqual(['npm:off:-1:hidden', 'Yarn:on:0:shown', 'pnpm:off:-1:hidden']);
    // The tab list scrolled to the middle of the screen, so a shorter panel above would move it.
    await page.evaluate(() => window.scrollTo(0, document.querySelectorAll('.tabs')[1].getBoundingClientRect().top + window.scrollY - 300));
    const top = () => page.$eval('[role=tab][data-value=npm]', (t) => Math.round(t.getBoundingClientRect().top));
    const before = await top();
    const entries = await page.evaluate(() => history.length);
    await clickTab(page, 'npm');
    expect(await state(page, 2)).toEqual(['npm:on:0:shown', 'Yarn:off:-1:hidden', 'pnpm:off:-1:hidden']);
    expect(await top()).toBe(before);
    // No group, no query key: nothing stored, the URL unchanged.
    expect(new URL(page.url()).search).toBe('');
    await clickTab(page, 'Linux');
    expect(await state(page, 1)).toEqual(['Linux:on:0:shown', 'macOS:off:-1:hidden', 'Windows:off:-1:hidden']);
    expect(new URL(page.url()).search).toBe('?os=linux');
    expect(await page.evaluate(() => [history.length, localStorage.getItem('docgen.tab.os')])).toEqual([entries, 'linux']);
    // The code in the Linux panel was highlighted at build time.
    expect(await page.$eval('#panel-1\\.0 .code-title', (t) => t.textContent)).toBe('install.sh');
    await closePage(page);
  });

  it('follows the WAI-ARIA keyboard pattern: arrows wrap, Home and End, one tab stop, Tab into the panel', async () => {
    const page = await open('docs/guide/components');
    await page.focus('[role=tab][data-value=yarn]');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowRight');
    expect([await focused(), await selected(page, 2)]).toEqual(['pnpm', ['pnpm']]);
    await page.keyboard.press('ArrowRight');
    expect([await focused(), await selected(page, 2)]).toEqual(['npm', ['npm']]);
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('pnpm');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('npm');
    await page.keyboard.press('End');
    expect(await state(page, 2)).toEqual(['npm:off:-1:hidden', 'Yarn:off:-1:hidden', 'pnpm:on:0:shown']);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('panel-2.2');
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await focused()).toBe('pnpm');
    await closePage(page);
  });

  it('keeps a groupId\'s choice across pages, client navigation and a reload; a value a list lacks leaves it alone', async () => {
    const page = await open('docs/guide/components');
    await clickTab(page, 'Linux');
    // Client navigation to the platforms page: its "os" tabs show Linux too.
    await Promise.all([page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Platforms'), page.click('.sidebar a[href="/widgets/docs/guide/platforms"]')]);
    await page.waitForFunction(() => document.querySelector('[role=tab][aria-selected=true]')?.textContent === 'Linux');
    await clickTab(page, 'macOS');
    await page.reload({ waitUntil: 'networkidle0' });
    await tabsReady(page);
    expect(await selected(page)).toEqual(['macOS']);
    // Back on the first page, loaded afresh: macOS, the stored choice.
    await page.goto(`${site.url}docs/guide/components`, { waitUntil: 'networkidle0' });
    await tabsReady(page);
    expect(await selected(page)).toEqual(['macOS', 'Yarn']);
    await clickTab(page, 'Windows');
    await page.goto(`${site.url}docs/guide/platforms`, { waitUntil: 'networkidle0' });
    await tabsReady(page);
    expect(await selected(page)).toEqual(['Linux']);
    await closePage(page);
  });

  it('selects the tab a URL names by its query key, over the stored choice', async () => {
    const page = await open('docs/guide/components?os=windows', { storage: { 'docgen.tab.os': 'linux' } });
    expect(await selected(page)).toEqual(['Windows', 'Yarn']);
    await clickTab(page, 'macOS');
    expect(new URL(page.url()).search).toBe('?os=mac');
    // The URL changed in place: a link to a heading of this page is still a jump on it, with no page loaded.
    const loads: string[] = [];
    page.on('request', (r) => void (r.url().includes('__data/docs/guide/components') && loads.push(r.url())));
    await Promise.all([page.waitForFunction(() => location.hash === '#notes'), page.click('.toc a[href="#notes"]')]);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.goBack();
    await page.waitForFunction(() => location.hash === '');
    expect(loads, JSON.stringify(loads)).toEqual([]);
    expect(await selected(page)).toEqual(['macOS', 'Yarn']);
    await closePage(page);
  });

  it('shows the hidden panel a URL\'s hash points into', async () => {
    const page = await open('docs/guide/components#windows-steps');
    expect(await selected(page)).toEqual(['Windows', 'Yarn']);
    expect(await page.$eval('#windows-steps', (h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await closePage(page);
  });

  it('without JavaScript shows every panel under its label, the default among them, and no tab row', async () => {
    const { page } = await openPage(site, 'docs/guide/components', { js: false });
    expect(await page.$$eval('.tabs-list', (ls) => ls.map((l) => getComputedStyle(l).display))).toEqual(['none', 'none']);
    expect(await page.$$eval('[role=tabpanel]', (ps) => ps.map((p) => `${getComputedStyle(p, '::before').content}:${getComputedStyle(p).display}`))).toEqual(['"Linux":block', '"macOS":block', '"Windows":block', '"npm":block', '"Yarn":block', '"pnpm":block']);
    expect(await page.$eval('#panel-1\\.1', (p) => p.hasAttribute('hidden'))).toBe(false);
    // Details open and close without script.
    await page.click('.markdown details summary');
    expect(await page.$eval('.markdown details', (d) => (d as HTMLDetailsElement).open)).toBe(true);
    await closePage(page);
  });

  it.each([1280, 390].flatMap((width) => [false, true].map((dark) => [width, dark] as const)))('has no axe violations with a tab chosen and details open at %i px (dark: %s); screenshots saved', async (width, dark) => {
    const page = await open('docs/guide/components', { width, storage: dark ? { theme: 'dark' } : {} });
    // The details' arrows turn at once, so the screenshot shows them turned.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await clickTab(page, 'Linux');
    await page.$$eval('.markdown details', (ds) => ds.forEach((d) => (d.open = true)));
    await page.$eval('.tabs', (t) => t.scrollIntoView());
    // Every block drawn, for the full-page screenshot and for axe.
    await page.addStyleTag({ content: '.markdown > * { content-visibility: visible !important; }' });
    const name = `mdx-tabs-${width}-${dark ? 'dark' : 'light'}.png`;
    await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, name) as `${string}.png`, fullPage: true });
    expect(await axeProblems(page)).toEqual([]);
    await closePage(page);
  });
});
