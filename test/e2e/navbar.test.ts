// Every navbar item type, the navbar style, logo and footer logo, and the mobile menu's two levels, in
// Chromium (issue 8): test/fixtures/navbar has one item of each type.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { axeProblems, closePage, contrast, openPage, servedSite } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/navbar');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-navbar');
const site = servedSite(out, () => build({ root: fixture, outDir: out }));

const open = (route: string, options: { width?: number; theme?: 'light' | 'dark'; init?: string } = {}) => openPage(site, route, { width: options.width, storage: options.theme && { theme: options.theme }, init: options.init });
const close = closePage;
const visible = (page: Page, selector: string) => page.$eval(selector, (e) => e.checkVisibility()).catch(() => false);
const expanded = (page: Page, selector: string) => page.$eval(selector, (e) => e.getAttribute('aria-expanded'));
const focused = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? '');
const focusedClass = (page: Page) => page.evaluate(() => document.activeElement?.className ?? '');
/** The navbar's items on one side, in order: `tag.class text`. */
const side = (page: Page, position: 'left' | 'right') =>
  page.$$eval(`.navbar-items-${position} > *`, (els) => els.map((e) => `${e.tagName.toLowerCase()}.${e.classList[0]} ${e.matches('.search') ? '' : ((e.querySelector('button, a') ?? e).textContent?.trim() ?? '')}`.trim()));


describe('navbar items in Chromium', () => {
  it('renders every item type where the config puts it (a draft doc item is left out)', async () => {
    const { page, errors } = await open('guide/usage');
    expect(await side(page, 'left')).toEqual(['a.navbar-link Start here', 'a.navbar-link Reference', 'div.navbar-dropdown More', 'div.navbar-item Beta', 'div.search']);
    expect(await side(page, 'right')).toEqual(['a.navbar-link Next', 'a.navbar-link Next', 'div.navbar-dropdown English', 'a.navbar-link Out (opens in a new tab)', 'button.color-mode-toggle ☀☾']);
    const hrefs = await page.$$eval('.navbar-items > a', (as) => as.map((a) => a.getAttribute('href')));
    // docSidebar -> its first doc; doc -> its route; docsVersion and the one-version dropdown -> the main doc.
    expect(hrefs).toEqual(['/docs/guide/start', '/docs/reference', '/docs/', '/docs/', 'https://example.com']);
    expect(await page.$eval('.navbar-html strong.beta-badge', (e) => e.textContent)).toBe('Beta');
    expect(await page.$('.navbar-items-left .search input[type="search"]')).not.toBeNull();
    expect(await page.$$('.navbar .search')).toHaveLength(1);
    expect(await page.$eval('.navbar', (n) => n.textContent)).not.toContain('Upcoming');
    // External: a new tab, an icon, a className from the config.
    const outLink = await page.$eval('a.out-link', (a) => ({ target: a.getAttribute('target'), rel: a.getAttribute('rel'), icon: Boolean(a.querySelector('svg.navbar-external-icon')) }));
    expect(outLink).toEqual({ target: '_blank', rel: 'noopener noreferrer', icon: true });
    expect(errors).toEqual([]);
    await close(page);
  });

  it('marks the current item: docSidebar on any doc of its sidebar, doc on its page, a dropdown holding the page', async () => {
    const current = (page: Page) => page.$$eval('.navbar-items > a.active, .navbar-dropdown-toggle.active', (els) => els.map((e) => e.textContent?.trim()));
    const { page } = await open('guide/usage');
    // The page is in the guide sidebar, and the dropdown's "Usage" entry links to it.
    expect(await current(page)).toEqual(['Start here', 'More']);
    expect(await page.$eval('.navbar-items-left a.active', (a) => a.getAttribute('aria-current'))).toBe('page');
    await page.click('.navbar-items-left a[href="/docs/reference"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Reference');
    expect(await current(page)).toEqual(['Reference']);
    await page.goto(`${site.url}changelog`, { waitUntil: 'networkidle0' });
    expect(await current(page)).toEqual(['More']);
    expect(await page.$eval('.navbar-dropdown-menu a[href="/docs/changelog"]', (a) => a.classList.contains('active'))).toBe(true);
    await close(page);
  });

  it('an item that fails to render is left out, and the console says to check it in the config (spec §8)', async () => {
    // Only a theme bug can make an item throw; a page whose data holds a malformed dropdown stands in for one.
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const broken = html.replace('"navbar":{', '"navbar":{"_":0,').replace(/("navbar":\{"_":0,[^]*?"items":\[)/, '$1{"type":"dropdown","label":"Broken","position":"left","items":null},');
    expect(broken).toContain('"label":"Broken"');
    mkdirSync(path.join(out, 'broken-item'), { recursive: true });
    writeFileSync(path.join(out, 'broken-item/index.html'), broken);
    const { page, errors } = await open('broken-item/');
    expect(errors.join('\n')).toMatch(/navbar item "Broken" \(type "dropdown"\) could not be rendered: .*Check this item in themeConfig\.navbar\.items of site\.config\.ts/);
    // The rest of the navbar is there and works.
    expect(await side(page, 'left')).not.toContain('div.navbar-dropdown Broken');
    expect((await side(page, 'right')).length).toBeGreaterThan(0);
    await close(page);
  });

  it('a dropdown opens on hover and closes when the mouse leaves; an entry navigates', async () => {
    const { page } = await open('guide/start');
    const toggle = '.navbar-items-left .navbar-dropdown-toggle';
    expect(await expanded(page, toggle)).toBe('false');
    expect(await visible(page, '.navbar-items-left .navbar-dropdown-menu')).toBe(false);
    await page.hover(toggle);
    expect(await expanded(page, toggle)).toBe('true');
    expect(await page.$$eval('.navbar-items-left .navbar-dropdown-menu li', (lis) => lis.map((li) => li.textContent?.trim()))).toEqual(['Changes', 'Usage', 'Elsewhere', 'Example (opens in a new tab)']);
    // A click while the mouse opened it keeps it open.
    await page.click(toggle);
    expect(await expanded(page, toggle)).toBe('true');
    await page.mouse.move(640, 600);
    expect(await expanded(page, toggle)).toBe('false');
    await page.hover(toggle);
    await page.click('.navbar-dropdown-menu a[href="/docs/guide/usage"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    await close(page);
  });

  it('a dropdown is used with the keyboard: focus opens, Enter enters, arrows move, Escape closes, Tab out closes', async () => {
    const { page } = await open('guide/start');
    const toggle = '.navbar-items-left .navbar-dropdown-toggle';
    await page.focus('.navbar-items-left a[href="/docs/reference"]');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('More');
    expect(await expanded(page, toggle)).toBe('true');
    await page.keyboard.press('Escape');
    expect(await expanded(page, toggle)).toBe('false');
    expect(await focused(page)).toBe('More');
    await page.keyboard.press('Enter');
    expect(await expanded(page, toggle)).toBe('true');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Changes');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('Usage');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('Example (opens in a new tab)');
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('More');
    expect(await expanded(page, toggle)).toBe('false');
    // Tab walks through the open list and on out of it, which closes it.
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Changes');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Usage');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Example (opens in a new tab)');
    await page.keyboard.press('Tab');
    expect(await focusedClass(page)).toBe('search-input');
    expect(await expanded(page, toggle)).toBe('false');
    // Enter on an entry follows it.
    await page.focus(toggle);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Changes');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Changelog');
    await close(page);
  });

  it('the locale dropdown (one locale) lists the current page in it, keeping the query and hash', async () => {
    const { page } = await open('guide/start?from=x#steps');
    await page.hover('.navbar-items-right .navbar-dropdown-toggle');
    expect(await page.$$eval('.navbar-items-right .navbar-dropdown-menu a', (as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]))).toEqual([['English', '/docs/guide/start?from=x#steps', 'page']]);
    // The current locale does not mark the dropdown as the current item.
    expect(await page.$eval('.navbar-items-right .navbar-dropdown-toggle', (b) => b.classList.contains('active'))).toBe(false);
    await close(page);
  });

  // Agenta's navbar: a logo and no title (as Docusaurus shows a brand without one), and more items than fit.
  it('keeps a logo-only brand whole when the items crowd it: no item covers the logo', async () => {
    const { page } = await open('guide/usage', { width: 1000 });
    const gap = await page.evaluate(() => {
      document.querySelector('.navbar-title')?.remove();
      const left = document.querySelector('.navbar-items-left')!;
      for (let i = 0; i < 6; i++) left.prepend(Object.assign(document.createElement('a'), { className: 'navbar-link', href: '#', textContent: `Crowding item ${i}` }));
      return left.getBoundingClientRect().left - document.querySelector('.navbar-brand img')!.getBoundingClientRect().right;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    await close(page);
  });

  it('navbar style "primary" (and "dark") colours the bar in both colour modes, text readable', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await open('guide/start', { theme });
      const colours = () => page.$eval('.navbar', (n) => ({ bg: getComputedStyle(n).backgroundColor, fg: getComputedStyle(n.querySelector('.navbar-items > a.navbar-link')!).color, brand: getComputedStyle(n.querySelector('.navbar-brand')!).color }));
      const primary = await colours();
      expect(primary.bg).toBe(theme === 'light' ? 'rgb(176, 0, 91)' : 'rgb(143, 0, 74)');
      expect(contrast(primary.bg, primary.fg)).toBeGreaterThan(4.5);
      expect(contrast(primary.bg, primary.brand)).toBeGreaterThan(4.5);
      await page.$eval('.navbar', (n) => n.classList.replace('navbar-primary', 'navbar-dark'));
      const dark = await colours();
      expect(dark.bg).toBe('rgb(36, 37, 38)');
      expect(contrast(dark.bg, dark.fg)).toBeGreaterThan(7);
      await close(page);
    }
  });

  it('the logo links to its href with its width, height (no shift) and style set; the footer logo sits above the copyright', async () => {
    const { page } = await open('guide/start');
    const brand = await page.$eval('.navbar-brand', (a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), img: [a.querySelector('img')!.getAttribute('width'), a.querySelector('img')!.getAttribute('height')], box: [a.querySelector('img')!.getBoundingClientRect().width, a.querySelector('img')!.getBoundingClientRect().height], radius: getComputedStyle(a.querySelector('img')!).borderRadius }));
    // The style as Docusaurus takes it, a CSS property's name included (`border-radius`).
    expect(brand).toEqual({ href: '/docs/reference', target: null, img: ['32', '32'], box: [32, 32], radius: '5px' });
    const footer = await page.$eval('.footer', (f) => {
      const logo = f.querySelector('.footer-logo-link')!;
      return { href: logo.getAttribute('href'), alt: logo.querySelector('img')!.alt, size: logo.querySelector('img')!.getBoundingClientRect().height, opacity: getComputedStyle(logo.querySelector('img')!).opacity, above: logo.getBoundingClientRect().bottom <= f.querySelector('.footer-copyright')!.getBoundingClientRect().top };
    });
    expect(footer).toEqual({ href: 'https://example.com/footer', alt: 'Footer logo', size: 48, opacity: '0.5', above: true });
    await close(page);
  });
});

describe('the mobile menu in Chromium', () => {
  const toggle = '.navbar-menu-button';

  it('on a doc page it opens on the sidebar, focus inside; Back to main menu shows the navbar items; the close button closes and refocuses the toggle', async () => {
    const { page } = await open('guide/start', { width: 390 });
    // On a phone the bar keeps the toggle, brand and colour mode; the items are in the menu.
    expect(await visible(page, '.navbar-items-left .navbar-dropdown')).toBe(false);
    await page.click(toggle);
    expect(await visible(page, '#mobile-menu .sidebar')).toBe(true);
    // The search box is on both levels; the navbar items only on the primary one.
    expect(await visible(page, '#menu-search-input')).toBe(true);
    expect(await visible(page, '.mobile-primary-menu .menu-link')).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('menu-back');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Enter');
    expect(await visible(page, '.mobile-primary-menu .menu-link')).toBe(true);
    expect(await visible(page, '#mobile-menu .sidebar')).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('menu-close');
    const items = await page.$$eval('.mobile-primary-menu > *', (els) => els.map((e) => `${e.classList[0]} ${e.matches('.search') ? '' : ((e.querySelector('button, a') ?? e).textContent?.trim() ?? '')}`.trim()));
    expect(items).toEqual(['search', 'menu-link Start here', 'menu-link Reference', 'menu-group More', 'menu-html Beta', 'menu-link Next', 'menu-link Next', 'menu-group English', 'menu-link Out (opens in a new tab)']);
    expect(await page.$eval('.mobile-primary-menu .menu-link.active', (a) => a.textContent)).toBe('Start here');
    // A dropdown is a group, closed here (no entry is this page); it opens and closes.
    expect(await expanded(page, '.menu-group-toggle')).toBe('false');
    expect(await visible(page, '.menu-group-items a[href="/docs/changelog"]')).toBe(false);
    await page.click('.menu-group-toggle');
    expect(await visible(page, '.menu-group-items a[href="/docs/changelog"]')).toBe(true);
    await page.click('.menu-close');
    expect(await visible(page, '#mobile-menu')).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('navbar-menu-button');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // Escape closes it too, and the focus goes back to the toggle.
    await page.click(toggle);
    await page.keyboard.press('Escape');
    expect(await visible(page, '#mobile-menu')).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('navbar-menu-button');
    await close(page);
  });

  it('off the sidebar it opens on the navbar items, the group holding the page expanded; an entry navigates and closes it', async () => {
    const { page } = await open('changelog', { width: 390 });
    await page.click(toggle);
    expect(await visible(page, '.mobile-primary-menu')).toBe(true);
    expect(await page.$('.menu-back')).toBeNull();
    expect(await expanded(page, '.menu-group-toggle')).toBe('true');
    expect(await page.$eval('.menu-group-items a.active', (a) => a.textContent)).toBe('Changes');
    await page.click('.menu-group-items a[href="/docs/guide/usage"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Usage');
    expect(await visible(page, '#mobile-menu')).toBe(false);
    await close(page);
  });

  it('closes when the window grows to desktop (after the 20 ms debounce)', async () => {
    const { page } = await open('guide/start', { width: 390 });
    await page.click(toggle);
    expect(await visible(page, '#mobile-menu .sidebar')).toBe(true);
    await page.setViewport({ width: 1280, height: 800 });
    await page.waitForFunction(() => !document.querySelector('.menu-open'));
    // Back on desktop the sidebar is the page's again, and the menu's header is gone.
    expect(await visible(page, '#mobile-menu .sidebar')).toBe(true);
    expect(await visible(page, '.menu-close')).toBe(false);
    await close(page);
  });
});

/** Widens the navbar's links before the page's script runs (`extra`: more CSS), so that the items no longer fit at 1100 px. */
const widened = (extra: string) => `(${(css: string) => {
  const add = () => {
    if (!document.head) return false;
    document.head.append(Object.assign(document.createElement('style'), { textContent: css }));
    return true;
  };
  if (!add()) new MutationObserver((_, o) => add() && o.disconnect()).observe(document, { childList: true, subtree: true });
}})(${JSON.stringify(`.navbar-link { padding-inline: 44px !important; } ${extra}`)})`;
const folded = (page: Page) => page.evaluate(() => 'navbarFolded' in document.documentElement.dataset);
const sideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth);

describe('a navbar too wide for a desktop window', () => {
  it.each([
    ['would cut the title', ''],
    ['would overflow the navbar (a brand without a title)', '.navbar-title { display: none; }']
  ])('whose items %s folds them into the menu button, on load and on resize, and unfolds them where they fit', async (_, extra) => {
    const { page, errors } = await page1100(extra);
    expect(await folded(page)).toBe(true);
    expect(await visible(page, '.navbar-menu-button')).toBe(true);
    expect(await visible(page, '.navbar-items-left .navbar-link')).toBe(false);
    expect(await visible(page, '.navbar-items-right > .navbar-link')).toBe(false);
    // The colour mode stays in the bar (this fixture's search box is a left item: it folds with them); the title is whole.
    expect(await visible(page, '.navbar .color-mode-toggle')).toBe(true);
    expect(await page.$eval('.navbar-title', (t) => t.scrollWidth <= t.clientWidth)).toBe(true);
    expect(await sideways(page)).toBe(0);
    await page.setViewport({ width: 1900, height: 800 });
    await page.waitForFunction(() => !('navbarFolded' in document.documentElement.dataset));
    expect(await visible(page, '.navbar-menu-button')).toBe(false);
    expect(await visible(page, '.navbar-items-left .navbar-link')).toBe(true);
    expect(await sideways(page)).toBe(0);
    await page.setViewport({ width: 1100, height: 800 });
    await page.waitForFunction(() => 'navbarFolded' in document.documentElement.dataset);
    // On a mobile it is the mobile layout's, not a fold.
    await page.setViewport({ width: 390, height: 800 });
    await page.waitForFunction(() => !('navbarFolded' in document.documentElement.dataset));
    expect(await visible(page, '.navbar-menu-button')).toBe(true);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('opens the menu on the navbar items beside the sidebar, which keeps its place; Escape closes it, and so does a window where they fit', async () => {
    const { page, errors } = await page1100('');
    const article = () => page.$eval('#main', (m) => m.getBoundingClientRect().left);
    const before = await article();
    await page.click('.navbar-menu-button');
    expect(await page.$eval('#mobile-menu', (m) => m.className)).toContain('menu-primary');
    expect(await focusedClass(page)).toBe('menu-close');
    expect(await page.$$eval('.mobile-primary-menu > .menu-link', (as) => as.map((a) => a.textContent))).toEqual(['Start here', 'Reference', 'Next', 'Next', 'Out (opens in a new tab)']);
    // The menu's search box is the one in use; the page does not move under the backdrop.
    expect(await page.$$eval('.search', (els) => els.filter((e) => e.checkVisibility({ visibilityProperty: true })).map((e) => e.closest('#mobile-menu') !== null))).toEqual([true]);
    expect(await article()).toBe(before);
    expect(await axeProblems(page, { seriousOnly: true })).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await visible(page, '#mobile-menu .mobile-primary-menu')).toBe(false);
    expect(await focusedClass(page)).toBe('navbar-menu-button');
    // The page's sidebar is where it was.
    expect(await visible(page, '#mobile-menu .sidebar')).toBe(true);
    await page.click('.navbar-menu-button');
    await page.setViewport({ width: 1900, height: 800 });
    await page.waitForFunction(() => !document.querySelector('.menu-open'));
    expect(await visible(page, '.menu-close')).toBe(false);
    expect(errors).toEqual([]);
    await close(page);
  });

  async function page1100(extra: string) {
    return open('guide/usage', { width: 1100, init: widened(extra) });
  }
});

describe('axe-core on the navbar fixture', () => {
  it.each([
    ['the dropdown open', 1280, 'light'],
    ['the dropdown open', 1280, 'dark'],
    ['the menu on the sidebar', 390, 'light'],
    ['the menu on the sidebar', 390, 'dark'],
    ['the menu on the navbar items', 390, 'light'],
    ['the menu on the navbar items', 390, 'dark']
  ] as const)('no serious or critical problem with %s at %i px, %s', async (state, width, theme) => {
    const { page } = await open('guide/usage', { width, theme });
    if (state === 'the dropdown open') await page.hover('.navbar-items-left .navbar-dropdown-toggle');
    else {
      await page.click('.navbar-menu-button');
      if (state === 'the menu on the navbar items') {
        await page.click('.menu-back');
        await page.click('.menu-group-toggle');
      }
    }
    const problems = await axeProblems(page, { seriousOnly: true });
    expect(problems).toEqual([]);
    await close(page);
  });
});
