// The sidebars of test/fixtures/autogen-sidebar in Chromium: the generated order, a category's link and its generated
// index page, opening and closing with and without JavaScript, html and link items, classes, axe and screenshots.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, servedSite, type OpenOptions } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/autogen-sidebar');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-sidebar');
const screenshots = path.join(import.meta.dirname, 'screenshots');
const site = servedSite(out, async () => {
  await build({ root: fixture, outDir: out });
  mkdirSync(screenshots, { recursive: true });
});

async function open(route: string, options: OpenOptions = {}): Promise<Page & { errors: string[] }> {
  const { page, errors } = await openPage(site, route, options);
  return Object.assign(page, { errors });
}
const close = closePage;
const pathname = (page: Page) => new URL(page.url()).pathname;
/** What a sidebar item shows as its label: a link's text, a category's link or summary. */
const LABEL = ':scope > a, :scope > details > summary, :scope > .sidebar-category-label';
/** The labels of a sidebar level (`.sidebar > ul > li` by default), as shown. */
const labels = (page: Page, selector = '.sidebar > .sidebar-list > li') => page.$$eval(selector, (lis, LABEL) => lis.map((li) => (li.querySelector(LABEL) ?? li).textContent!.trim()), LABEL);
/** The category `label`'s element (its `<li>`). */
const category = async (page: Page, label: string) => (await page.evaluateHandle((label, LABEL) => [...document.querySelectorAll('.sidebar li.sidebar-category')].find((li) => li.querySelector(LABEL)!.textContent!.trim() === label)!, label, LABEL)).asElement()!;
const isOpen = async (page: Page, label: string) => (await category(page, label)).$eval('details', (d) => (d as HTMLDetailsElement).open);
/** The labels of the open categories. */
const openOnes = (page: Page) => page.$$eval('.sidebar details[open]', (ds, LABEL) => ds.map((d) => d.parentElement!.querySelector(LABEL)!.textContent!.trim()), LABEL);

describe('sidebars in Chromium', () => {
  it('shows the generated sidebar in its order: positions, number prefixes, category files, index docs', async () => {
    const page = await open('');
    expect(await labels(page)).toEqual(['Introduction', 'Tutorial - Basics', 'Advanced', 'All guides', 'Nine', 'Ten', 'Extra', 'api', 'Only an index', 'Last']);
    // collapsed: false in _category_.yml: open from the start; the others closed.
    expect(await isOpen(page, 'Advanced')).toBe(true);
    expect(await isOpen(page, 'Tutorial - Basics')).toBe(false);
    expect(await page.$eval('li.sidebar-category.red > a.sidebar-category-link', (a) => a.getAttribute('href'))).toBe('/docs/advanced');
    expect(page.errors).toEqual([]);
    await close(page);
  });

  it("a category's label leads to its generated index page: title, description, cards; the category opens", async () => {
    const page = await open('');
    await page.click('.sidebar a.sidebar-category-link[href="/docs/category/tutorial---basics"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Tutorial - Basics');
    expect(pathname(page)).toBe('/docs/category/tutorial---basics');
    expect(await page.$eval('.generated-index-description', (p) => p.textContent)).toBe('5 minutes to learn the most important concepts.');
    const cards = await page.$$eval('.doc-card-list .doc-card', (as) => as.map((a) => [a.getAttribute('href'), a.querySelector('.doc-card-title')!.textContent, a.querySelector('.doc-card-description')?.textContent ?? null]));
    expect(cards).toEqual([
      ['/docs/tutorial-basics/create-a-page', 'Create a Page', 'Add a page to the site.'],
      ['/docs/tutorial-basics/create-a-document', 'Create a Document', 'Documents are pages with a sidebar.'],
      // Its frontmatter has no description: its first paragraph is, as in Docusaurus.
      ['/docs/tutorial-basics/congratulations', 'Well done!', 'You made it.']
    ]);
    expect(await isOpen(page, 'Tutorial - Basics')).toBe(true);
    expect(await page.$eval('.sidebar a.sidebar-category-link.active', (a) => [a.textContent, a.getAttribute('aria-current')])).toEqual(['Tutorial - Basics', 'page']);
    // Previous and next, like a doc's; a card leads to its doc.
    expect(await page.$$eval('.pagination .pagination-label', (ls) => ls.map((l) => l.textContent))).toEqual(['Introduction', 'Create a Page']);
    await page.click('.doc-card[href="/docs/tutorial-basics/congratulations"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Congratulations');
    // The site's home page (its base URL) first, as Docusaurus's house icon.
    expect(await page.$$eval('.breadcrumbs a', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([['Home page', '/docs/'], ['Tutorial - Basics', '/docs/category/tutorial---basics']]);
    // Drawn as a house (16 px, in a 24 px target), its name read out but not shown.
    expect(await page.$eval('.breadcrumbs-home', (a) => {
      const box = a.getBoundingClientRect();
      const house = getComputedStyle(a, '::before');
      return [box.width, box.height, getComputedStyle(a).fontSize, house.width, /^url\("data:image\/svg\+xml/.test(house.maskImage)];
    })).toEqual([24, 24, '0px', '16px', true]);
    expect(await page.$eval('.sidebar li.green a', (a) => [a.textContent, a.classList.contains('active')])).toEqual(['Well done!', true]);
    expect(page.errors).toEqual([]);
    await close(page);
  });

  it('the rest of a linked category\'s row opens and closes it without leaving the page', async () => {
    const page = await open('');
    const box = (await (await page.$('li.sidebar-category.red > details > summary'))!.boundingBox())!;
    // The link lies over the label, as tall as the row.
    const link = (await (await page.$('li.sidebar-category.red > a'))!.boundingBox())!;
    expect([link.y, link.height]).toEqual([box.y, box.height]);
    // The arrow at the row's right end.
    await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
    await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('li.red > details')!.open);
    expect(pathname(page)).toBe('/docs/');
    await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
    await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('li.red > details')!.open);
    expect(pathname(page)).toBe('/docs/');
    await close(page);
  });

  it('gives a category\'s row the height of a link\'s, with a page of its own or without (Tezos\'s rows were uneven)', async () => {
    const page = await open('');
    const height = (selector: string) => page.$eval(selector, (e) => Math.round(e.getBoundingClientRect().height * 10) / 10);
    const link = await height('.sidebar > .sidebar-list > li > a.sidebar-link');
    expect(await height('li.sidebar-category.red > details > summary')).toBe(link);
    expect(await (await category(page, 'Extra')).$eval('summary', (e) => Math.round(e.getBoundingClientRect().height * 10) / 10)).toBe(link);
    await close(page);
  });

  it('without JavaScript: a summary opens and closes its category, a category link is a plain link', async () => {
    const page = await open('', { js: false });
    expect(await isOpen(page, 'Extra')).toBe(false);
    await (await (await category(page, 'Extra')).$('summary'))!.click();
    expect(await openOnes(page)).toEqual(['Advanced', 'Extra']);
    // A linked category's arrow, at the right end of its row.
    const summary = (await (await category(page, 'Advanced')).$('summary'))!;
    const box = (await summary.boundingBox())!;
    await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
    expect(await openOnes(page)).toEqual(['Extra']);
    await Promise.all([page.waitForNavigation(), page.click('.sidebar a.sidebar-category-link[href="/docs/guides"]')]);
    expect(pathname(page)).toBe('/docs/guides');
    expect(await isOpen(page, 'All guides')).toBe(true);
    await close(page);
  });

  it('breaks a label of one long word inside the sidebar, a link\'s and a category\'s', async () => {
    const page = await open('');
    const word = 'experimentalOperatorPositionWithAVeryLongName';
    // Each label given one long word; its row keeps to the sidebar's width.
    const widths = await page.evaluate((word) => {
      const sidebar = document.querySelector('.sidebar')!;
      const rows = [sidebar.querySelector('.sidebar-link')!, sidebar.querySelector('.sidebar-category > details > summary, .sidebar-category-label')!] as HTMLElement[];
      for (const row of rows) row.firstChild!.textContent = word;
      return rows.map((row) => [row.scrollWidth, row.clientWidth, Math.round(row.getBoundingClientRect().right), Math.round(sidebar.getBoundingClientRect().right)]);
    }, word);
    for (const [scroll, client, right, sidebarRight] of widths) {
      expect(scroll).toBeLessThanOrEqual(client);
      expect(right).toBeLessThanOrEqual(sidebarRight);
    }
    // A category's label of many words wraps before its arrow, never touching it (SuperTokens' "Attack Protection
    // Suite" did): labels of 1 to 16 words, one of them ends close to the arrow. The gap: the row's content box
    // less the arrow's width, to the right of the text's last line.
    const gaps = await page.evaluate(() => {
      const summary = document.querySelector<HTMLElement>('.sidebar-category:not(.sidebar-category-linked) > details > summary')!;
      const arrow = Object.assign(document.createElement('span'), { textContent: getComputedStyle(summary, '::after').content.match(/^"([^"]*)"/)![1] });
      summary.parentElement!.append(arrow);
      Object.assign(arrow.style, { font: getComputedStyle(summary).font, position: 'absolute' });
      const arrowWidth = arrow.getBoundingClientRect().width;
      arrow.remove();
      const out: number[] = [];
      for (let n = 1; n <= 16; n++) {
        summary.firstChild!.textContent = Array.from({ length: n }, (_, i) => ['Attack', 'Protection', 'Suite', 'of', 'Email'][i % 5]).join(' ');
        const range = document.createRange();
        range.selectNodeContents(summary.firstChild!);
        const textRight = Math.max(...[...range.getClientRects()].map((r) => r.right));
        const box = summary.getBoundingClientRect();
        out.push(box.right - parseFloat(getComputedStyle(summary).paddingRight) - arrowWidth - textRight);
      }
      return out;
    });
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(6);
    await close(page);
  });

  it('html and link items, classes, and a category that never collapses', async () => {
    const page = await open('extra/linked');
    expect(await labels(page)).toEqual(['Linked', 'Elsewhere', 'Home page', 'As written', 'Example site (opens in a new tab)', 'Plain, by hand', 'Static and linked']);
    // A category that never collapses, its label a link: drawn as the other categories' labels, the page's colour.
    const label = (selector: string) => page.$eval(selector, (e) => ['color', 'font-weight'].map((p) => getComputedStyle(e).getPropertyValue(p)));
    expect(await label('.sidebar-category-static .sidebar-category-link')).toEqual(await label('.sidebar-category-label'));
    expect(await label('.sidebar-category-static .sidebar-category-link')).not.toEqual(await label('.sidebar-link.active'));
    // An html item's link with Infima's class is drawn as the sidebar's own links are (Arbitrum's).
    const drawn = (selector: string) => page.$eval(selector, (a) => ['display', 'padding-left', 'color', 'border-radius'].map((p) => getComputedStyle(a).getPropertyValue(p)));
    expect(await drawn('.sidebar-html > a.menu__link')).toEqual(await drawn('.sidebar a.sidebar-link[href="/docs/"]'));
    expect(await page.$eval('.sidebar li.sidebar-title', (li) => [li.className, li.innerHTML])).toEqual(['sidebar-html sidebar-html-default sidebar-title', '<strong class="sidebar-title-text">Elsewhere</strong>']);
    expect(await page.$eval('.sidebar li.home-link a', (a) => a.getAttribute('href'))).toBe('/docs/');
    expect(await page.$eval('.sidebar a[href="https://example.com/"]', (a) => [a.target, a.rel])).toEqual(['_blank', 'noopener noreferrer']);
    await page.goto(`${site.url}extra/plain`, { waitUntil: 'networkidle0' });
    expect(await labels(page)).toEqual(['Reference', 'Back to the intro', 'Always open']);
    expect(await page.$eval('.sidebar li.always-open', (li) => [li.querySelector('details'), li.querySelector('.sidebar-link')!.checkVisibility()])).toEqual([null, true]);
    // A ref leads to its doc, which keeps its own sidebar.
    await page.click('.sidebar a[href="/docs/"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
    expect(await labels(page)).toContain('Tutorial - Basics');
    await close(page);
  });

  it.each([
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light'],
    [390, 'dark']
  ] as const)('axe finds no problem on a generated index page and its sidebar at %i px, %s; screenshots saved', async (width, theme) => {
    const page = await open('category/tutorial---basics', { width, storage: { theme } });
    await page.screenshot({ optimizeForSpeed: true, path: path.join(screenshots, `generated-index-${width}-${theme}.png`) as `${string}.png` });
    expect(await axeProblems(page)).toEqual([]);
    if (width === 390) {
      await page.click('.navbar-menu-button');
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.sidebar-container')!).display === 'block');
    }
    await page.screenshot({ optimizeForSpeed: true, path: path.join(screenshots, `sidebar-${width}-${theme}.png`) as `${string}.png` });
    expect(await axeProblems(page, { include: '.sidebar' })).toEqual([]);
    await page.goto(`${site.url}extra/linked`, { waitUntil: 'networkidle0' });
    if (width === 390) await page.click('.navbar-menu-button');
    expect(await axeProblems(page, { include: '.sidebar' })).toEqual([]);
    await page.screenshot({ optimizeForSpeed: true, path: path.join(screenshots, `sidebar-items-${width}-${theme}.png`) as `${string}.png` });
    await close(page);
  });
});
