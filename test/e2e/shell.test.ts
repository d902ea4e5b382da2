// The reader's shell in Chromium (issue 8): dotted routes, the mobile menu, colour mode sync, hide on scroll,
// the announcement bar, the footer, the docSidebar navbar item, the old announcement key, mid-width layout.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { addLink, closePage, contrast, hydrated, openPage, servedSite, serveStatic, type OpenOptions } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/shell');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-shell');

const site = servedSite(out, async () => {
  await build({ root: fixture, outDir: out });
});

/**
 * The fixture with its config edited (`edit`) and `files` written, built into its own folder and served; closing the
 * server removes the folder.
 */
async function variant(name: string, edit: (config: string) => string, files: Record<string, string> = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.resolve(import.meta.dirname, `../.tmp/e2e-shell-${name}`);
  cpSync(fixture, root, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  const config = path.join(root, 'site.config.ts');
  writeFileSync(config, edit(readFileSync(config, 'utf8')));
  await build({ root, outDir: path.join(root, 'out') });
  const server = await serveStatic(path.join(root, 'out'));
  return { url: server.url, close: async () => (await server.close(), rmSync(root, { recursive: true, force: true })) };
}

const open = (route: string, options: OpenOptions = {}) => openPage(site, route, options);
const h1 = (page: Page) => page.$eval('h1', (e) => e.textContent);
const theme = (page: Page) => page.$eval('html', (e) => e.dataset.theme);
const close = closePage;


describe('the reader\'s shell in Chromium', () => {
  it('a route whose last segment has a dot navigates on the client and is prefetched', async () => {
    const { page, errors } = await open('start');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const late = await addLink(page, '/docs/api.tx');
    await page.$eval(late, (a) => a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/__data/api.tx.json')));
    await page.click(late);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Transactions');
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(7);
    expect(new URL(page.url()).pathname).toBe('/docs/api.tx');
    expect(errors).toEqual([]);
    // A file (known asset extension) is still left to the site.browser.
    await Promise.all([page.waitForNavigation(), page.click(await addLink(page, '/docs/img/logo.svg'))]);
    expect(new URL(page.url()).pathname).toBe('/docs/img/logo.svg');
    await close(page);
  });

  it('a page titled as the site is titled once, on load and after client navigation', async () => {
    const { page, errors } = await open('');
    expect(await page.title()).toBe('Shell');
    await page.click(await addLink(page, '/docs/start'));
    await page.waitForFunction(() => document.title === 'Start | Shell');
    await page.click(await addLink(page, '/docs/'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Shell');
    expect(await page.title()).toBe('Shell');
    expect(errors).toEqual([]);
    await close(page);
  });

  it('the mobile menu under the announcement bar: the toggle stays reachable; backdrop, Escape and Back close it', async () => {
    const { page } = await open('start', { width: 390 });
    expect(await page.$eval('.announcement-bar', (e) => e.getBoundingClientRect().height)).toBeGreaterThan(0);
    const isOpen = () => page.$eval('.sidebar-container', (e) => getComputedStyle(e).display !== 'none');
    /** Whether a real click at the toggle's centre would reach the toggle. */
    const toggleOnTop = () =>
      page.$eval('.navbar-menu-button', (b) => {
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
    await page.click('.navbar-menu-button');
    expect(await isOpen()).toBe(true);
    expect(await toggleOnTop()).toBe(true);
    expect(await page.$eval('.navbar-menu-button', (b) => b.getAttribute('aria-expanded'))).toBe('true');
    await page.click('.navbar-menu-button');
    expect(await isOpen()).toBe(false);
    // The backdrop beside the panel closes it.
    await page.click('.navbar-menu-button');
    expect(await isOpen()).toBe(true);
    await page.mouse.click(380, 600);
    expect(await isOpen()).toBe(false);
    // Escape closes it.
    await page.click('.navbar-menu-button');
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    // Back closes it, whether it changes the page or only the hash.
    await page.evaluate(() => history.pushState(null, '', '#links'));
    await page.click('.navbar-menu-button');
    await page.goBack();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.sidebar-container')!).display === 'none');
    await close(page);
  });

  it('each page of openPage starts with nothing stored, as in a new browser context (the pages share one)', async () => {
    const first = (await open('start')).page;
    await first.click('.color-mode-toggle');
    await first.evaluate(() => {
      localStorage.setItem('probe', '1');
      document.cookie = 'probe=1; path=/';
    });
    expect(await theme(first)).toBe('dark');
    await close(first);
    const { page } = await open('start');
    expect(await page.evaluate(() => [localStorage.getItem('probe'), localStorage.getItem('theme'), document.cookie])).toEqual([null, null, '']);
    expect(await theme(page)).toBe('light');
    await close(page);
  });

  // It guards CHROMIUM_ARGS in `chromium` (CHROME_PATH, or no headless shell); the headless shell has no address bar.
  it('the test browser makes no address-bar WebUI for a new window (CHROMIUM_ARGS; each cost more CPU than a page)', async () => {
    const context = await site.browser.createBrowserContext();
    const page = await context.newPage();
    // The page's own session sees every target too (puppeteer's browser target can be another client's, gone).
    const cdp = await page.createCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    await cdp.detach();
    await context.close();
    // Other test files' pages and workers share the browser: only its own UI's targets count.
    expect(targetInfos.filter((t) => t.type === 'browser_ui' || t.url.startsWith('chrome://')).map((t) => `${t.type} ${t.url}`)).toEqual([]);
  });

  it('a page that closePage put back opens as a new page would: no listener, script, interception, emulation, key held, history or session storage from before', async () => {
    let intercepted = 0;
    let logged = 0;
    const first = (await open('start', { dark: true, init: () => ((window as unknown as { probe: number }).probe = 1), intercept: () => (intercepted++, false) })).page;
    first.on('console', () => logged++);
    await first.click('.markdown a[href="/docs/long"]');
    await first.waitForFunction(() => document.querySelector('h1')?.textContent === 'Long');
    await first.evaluate(() => sessionStorage.setItem('probe', '1'));
    await first.keyboard.down('Shift');
    await close(first);
    const seen = { intercepted, logged };
    const { page } = await open('start');
    // The same page, reused (else this test proves nothing).
    expect(page).toBe(first);
    const fresh = await page.browserContext().browser().createBrowserContext();
    const other = await fresh.newPage();
    await other.goto(`${site.url}start`);
    const freshHistory = await other.evaluate(() => history.length);
    await fresh.close();
    await page.evaluate(() => {
      document.addEventListener('keydown', (e) => ((window as unknown as { shift: boolean }).shift = e.shiftKey));
      console.log('probe');
    });
    await page.keyboard.press('a');
    expect(
      await page.evaluate(() => ({
        probe: (window as unknown as { probe?: number }).probe,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        shift: (window as unknown as { shift: boolean }).shift,
        history: history.length,
        session: sessionStorage.getItem('probe')
      }))
    ).toEqual({ probe: undefined, dark: false, shift: false, history: freshHistory, session: null });
    expect({ intercepted, logged }).toEqual(seen);
    await close(page);
  });

  it('follows a colour mode chosen in another tab, and a system change when nothing is stored', async () => {
    const { page } = await open('start');
    expect(await theme(page)).toBe('light');
    // Nothing stored and respectPrefersColorScheme: the system preference is followed after load.
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    // Another tab of the same site picks the mode: this one follows. This one is hidden behind it then, where no animation
    // frame runs: its waits watch the element's mutations (puppeteer polls on animation frames by default).
    const other = await page.browserContext().newPage();
    await other.goto(`${site.url}long`, { waitUntil: 'networkidle0' });
    await hydrated(other);
    await other.click('.color-mode-toggle');
    expect(await theme(other)).toBe('dark');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', { polling: 'mutation' });
    await other.click('.color-mode-toggle');
    expect(await theme(other)).toBe('light');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light', { polling: 'mutation' });
    // A stored choice wins over the system preference.
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
    await other.evaluate(() => new Promise(requestAnimationFrame));
    expect(await theme(page)).toBe('light');
    await close(page);
  });

  it('with disableSwitch a stored colour mode counts for nothing: on load, and when another tab stores one', async () => {
    const server = await variant('no-switch', (c) => c.replace('colorMode: { respectPrefersColorScheme: true }', "colorMode: { disableSwitch: true, defaultMode: 'dark' }"));
    try {
      // Stored by another site on the same origin, or by this one before its switch was turned off.
      const { page } = await open('start', { base: server.url, storage: { theme: 'light' } });
      expect(await theme(page)).toBe('dark');
      expect(await page.$('.color-mode-toggle')).toBeNull();
      // The site's own listener was added at hydration, before this one: when this one has seen the event, so has it.
      await page.evaluate(() => addEventListener('storage', () => ((window as unknown as { seen: boolean }).seen = true)));
      const other = await page.browserContext().newPage();
      await other.goto(`${server.url}long`);
      await other.evaluate(() => localStorage.setItem('theme', 'light'));
      // This page is hidden behind the other, where no animation frame runs: polled on a timer.
      await page.waitForFunction(() => (window as unknown as { seen?: boolean }).seen, { polling: 50 });
      expect(await theme(page)).toBe('dark');
      await other.close();
      await close(page);
    } finally {
      await server.close();
    }
  });

  it('themeConfig.docs.sidebar: hideable folds the sidebar to a strip and back, across pages; with autoCollapseCategories, opening a category closes the others of its list, as in Docusaurus', async () => {
    const server = await variant('sidebar-options', (c) => c.replace('colorMode: {', 'docs: { sidebar: { hideable: true, autoCollapseCategories: true } },\n    colorMode: {').replace("label: 'Start', items:", "label: 'Start', collapsed: false, items:"));
    try {
      const { page, errors } = await open('long', { base: server.url });
      // Start is open by its config, More holds the page: both open, until the reader opens one (Docusaurus's sidebar as
      // Lerna's shows it; a <details name> group, before, kept only one, and Snowplow's showed its first and hid the page's).
      const opened = () => page.$$eval('.sidebar details', (ds) => ds.map((d) => (d as HTMLDetailsElement).open).join());
      expect(await opened()).toBe('true,true');
      const sidebar = () => page.$eval('.sidebar-container', (c) => ({ width: c.getBoundingClientRect().width, links: c.querySelectorAll('.sidebar-link').length && getComputedStyle(c.querySelector('.sidebar-list')!).display !== 'none', button: c.querySelector('.sidebar-hide')!.getAttribute('aria-label') }));
      // The button is at the foot of the window, whatever the length of the sidebar (the announcement bar scrolled away).
      await page.evaluate(() => scrollTo(0, 400));
      await page.waitForFunction(() => Math.abs(document.querySelector('.sidebar-hide')!.getBoundingClientRect().bottom - innerHeight) < 2);
      expect(await sidebar()).toEqual({ width: 260, links: true, button: 'Collapse sidebar' });
      const articleWidth = () => page.$eval('article', (a) => a.getBoundingClientRect().width);
      const wide = await articleWidth();
      await page.click('.sidebar-hide');
      expect(await sidebar()).toEqual({ width: 32, links: false, button: 'Expand sidebar' });
      expect(await articleWidth()).toBeGreaterThan(wide);
      // Folded it stays, on the next page too (a client navigation).
      await page.click(await addLink(page, '/docs/start'));
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Start');
      expect(await sidebar()).toEqual({ width: 32, links: false, button: 'Expand sidebar' });
      await page.click('.sidebar-hide');
      expect(await sidebar()).toEqual({ width: 260, links: true, button: 'Collapse sidebar' });
      // Closing More leaves Start open; opening it again closes Start.
      const more = '.sidebar-category:not(.sidebar-category-active) summary';
      await page.click(more);
      await page.waitForFunction(() => [...document.querySelectorAll('.sidebar details')].map((d) => (d as HTMLDetailsElement).open).join() === 'true,false');
      await page.click(more);
      await page.waitForFunction(() => [...document.querySelectorAll('.sidebar details')].map((d) => (d as HTMLDetailsElement).open).join() === 'false,true');
      expect(await opened()).toBe('false,true');
      // A move to a page of the closed one opens it, and closes the other.
      await page.click(await addLink(page, '/docs/api.tx'));
      await page.waitForFunction(() => [...document.querySelectorAll('.sidebar details')].map((d) => (d as HTMLDetailsElement).open).join() === 'true,false');
      expect(errors).toEqual([]);
      await close(page);
    } finally {
      await server.close();
    }
  });

  it('hide on scroll: hides after a link to a heading on another page, and leaves no blank band', async () => {
    const { page } = await open('start');
    await page.click('a[href="/docs/long#section-20"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Long');
    await page.waitForFunction(() => document.querySelector('.navbar')!.classList.contains('navbar-hidden'));
    // The jump settles as the blocks above the heading take their height (a busy machine lays them out later): wait for
    // the heading to come to the top, then say where it is.
    await page.waitForFunction(() => Math.abs(document.getElementById('section-20')!.getBoundingClientRect().top) < 120, { timeout: 10_000 }).catch(() => undefined);
    expect(Math.abs(await page.$eval('#section-20', (e) => e.getBoundingClientRect().top))).toBeLessThan(120);
    // With the navbar hidden, the sidebar and TOC move up to the top.
    await page.waitForFunction(() => document.querySelector('.sidebar')!.getBoundingClientRect().top <= 1);
    await page.waitForFunction(() => Math.abs(document.querySelector('.toc > details')!.getBoundingClientRect().top - 16) <= 1);
    // The reader going back to the top (a key press ends the settling after the jump) brings it back.
    await page.keyboard.press('Home');
    await page.waitForFunction(() => !document.querySelector('.navbar')!.classList.contains('navbar-hidden'));
    expect(await page.$eval('.sidebar', (e) => e.getBoundingClientRect().top)).toBeGreaterThan(59);
    await close(page);
  });

  it('hide on scroll on a phone: the open "On this page" box keeps its height (the desktop TOC\'s limit is not its own)', async () => {
    const { page, errors } = await open('long', { width: 390 });
    await page.click('.toc summary');
    const box = () => page.$eval('.toc > details', (d) => ({ height: Math.round(d.getBoundingClientRect().height), content: d.scrollHeight }));
    const before = await box();
    expect(before.height).toBeGreaterThan(900);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-navbar-hidden'));
    expect(await box()).toEqual(before);
    expect(before.height).toBeGreaterThanOrEqual(before.content);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('the navbar is the page\'s one banner landmark; the announcement is a labelled region', async () => {
    const { page, errors } = await open('start');
    const landmarks = await page.evaluate(() => ({
      banners: [...document.querySelectorAll('header, [role=banner]')].filter((e) => !e.closest('article, aside, main, nav, section')).map((e) => e.className),
      announcement: [document.querySelector('.announcement-bar')!.getAttribute('role'), document.querySelector('.announcement-bar')!.getAttribute('aria-label')],
      nav: document.querySelector('header.navbar > nav')?.getAttribute('aria-label')
    }));
    expect(landmarks).toEqual({ banners: ['navbar'], announcement: ['region', 'Announcement'], nav: 'Main' });
    expect(errors).toEqual([]);
    await close(page);
  });

  it('the announcement bar follows the colour mode; configured colours keep a visible close button', async () => {
    const { page } = await open('start');
    const colours = () => page.$eval('.announcement-bar', (e) => ({ bg: getComputedStyle(e).backgroundColor, fg: getComputedStyle(e).color, close: getComputedStyle(e.querySelector('.announcement-close')!).color }));
    const light = await colours();
    await page.click('.color-mode-toggle');
    const dark = await colours();
    expect(dark.bg).not.toBe('rgba(0, 0, 0, 0)');
    expect(contrast(dark.bg, 'rgb(255, 255, 255)')).toBeGreaterThan(10); // a dark background
    expect(contrast(light.bg, 'rgb(255, 255, 255)')).toBeLessThan(1.2); // a light one
    expect(contrast(dark.bg, dark.fg)).toBeGreaterThan(7);
    expect(contrast(dark.bg, dark.close)).toBeGreaterThan(4.5);
    await close(page);

    // Grey text that does not read on the configured background, and an icon with a viewBox only (Saleor's Discord logo).
    const colourServer = await variant('colours', (c) => c.replace('isCloseable: true', "isCloseable: true, backgroundColor: '#fafbfc', textColor: '#9aa0a6'").replace("content: 'Shell announcement'", "content: 'Shell announcement <a href=\"https://example.com\">Join <svg viewBox=\"0 0 25 20\"><path d=\"M0 0h25v20H0z\"/></svg></a>'"));
    try {
      const { page: coloured } = await open('start', { base: colourServer.url, dark: true });
      expect(await theme(coloured)).toBe('dark');
      const c = await coloured.$eval('.announcement-bar', (e) => ({ bg: getComputedStyle(e).backgroundColor, close: getComputedStyle(e.querySelector('.announcement-close')!).color, code: getComputedStyle(e).color }));
      // The light colour configured is for light mode: in dark mode the bar is dark, not a bright strip over the dark navbar.
      expect(contrast(c.bg, 'rgb(255, 255, 255)')).toBeGreaterThan(10);
      expect(contrast(c.bg, c.close)).toBeGreaterThan(4.5);
      expect(contrast(c.bg, c.code)).toBeGreaterThan(7);
      await coloured.click('.color-mode-toggle');
      const l = await coloured.$eval('.announcement-bar', (e) => ({ bg: getComputedStyle(e).backgroundColor, close: getComputedStyle(e.querySelector('.announcement-close')!).color, fg: getComputedStyle(e).color, icon: e.querySelector('svg')!.getBoundingClientRect().height, font: parseFloat(getComputedStyle(e).fontSize) }));
      expect(l.bg).toBe('rgb(250, 251, 252)');
      expect(contrast(l.bg, l.close)).toBeGreaterThan(4.5);
      // The configured grey, darkened until it reads; the icon as tall as the text, not as wide as the bar.
      expect(contrast(l.bg, l.fg)).toBeGreaterThanOrEqual(4.5);
      expect(l.icon).toBeCloseTo(l.font * 1.2, 0);
      await close(coloured);
    } finally {
      await colourServer.close();
    }
  });

  it('a flat footer (links without columns) is a row', async () => {
    const { page } = await open('start');
    const boxes = await page.$$eval('.footer a', (as) => as.map((a) => a.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), left: Math.round(r.left) })));
    expect(boxes).toHaveLength(3);
    expect(new Set(boxes.map((b) => b.top)).size).toBe(1);
    expect(boxes[1].left).toBeGreaterThan(boxes[0].left);
    await close(page);
  });

  it('the docSidebar navbar item links to the sidebar\'s first doc', async () => {
    const { page } = await open('long');
    expect(await page.$eval('.navbar-items-left a.navbar-link', (a) => a.getAttribute('href'))).toBe('/docs/start');
    await close(page);
  });

  it('moves the old Docusaurus announcement keys to the current ones, once', async () => {
    const { page } = await open('start');
    expect(await page.$eval('.announcement-bar', (e) => getComputedStyle(e).display)).not.toBe('none');
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'shell');
    });
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await page.$eval('.announcement-bar', (e) => getComputedStyle(e).display)).toBe('none');
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({ 'docgen-announcement-dismissed': 'true', 'docgen-announcement-id': 'shell' });
    expect(stored).not.toHaveProperty('docusaurus.announcement.dismiss');
    expect(stored).not.toHaveProperty('docusaurus.announcement.id');
    // A dismissal of another bar does not hide this one.
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'older-bar');
    });
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await page.$eval('.announcement-bar', (e) => getComputedStyle(e).display)).not.toBe('none');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBeNull();
    await close(page);
  });

  it('reads the misspelt default id of older Docusaurus versions (annoucement-bar) as announcement-bar, the default', async () => {
    const server = await variant('default-bar', (c) => c.replace("announcementBar: { id: 'shell', ", 'announcementBar: { '));
    try {
      const { page } = await open('start', { base: server.url });
      const shown = () => page.$eval('.announcement-bar', (e) => getComputedStyle(e).display !== 'none');
      expect(await shown()).toBe(true);
      for (const keys of [{ 'docgen-announcement-id': 'annoucement-bar', 'docgen-announcement-dismissed': 'true' }, { 'docusaurus.announcement.id': 'annoucement-bar', 'docusaurus.announcement.dismiss': 'true' }]) {
        await page.evaluate((k) => {
          localStorage.clear();
          for (const [key, value] of Object.entries(k)) localStorage.setItem(key, value);
        }, keys);
        await page.reload({ waitUntil: 'networkidle0' });
        expect(await shown(), JSON.stringify(keys)).toBe(false);
        expect(await page.evaluate(() => localStorage.getItem('docgen-announcement-id'))).toBe('announcement-bar');
      }
      // Another bar's dismissal still does not hide it.
      await page.evaluate(() => {
        localStorage.clear();
        localStorage.setItem('docgen-announcement-id', 'older');
        localStorage.setItem('docgen-announcement-dismissed', 'true');
      });
      await page.reload({ waitUntil: 'networkidle0' });
      expect(await shown()).toBe(true);
      await close(page);
    } finally {
      await server.close();
    }
  });

  it('a long site title is not cut: the search box in the navbar narrows to leave it room (the items fold into the menu only where that is not enough: see navbar.test.ts); the navbar never makes the page scroll sideways; a link in the announcement reads on its background', async () => {
    const server = await variant('long-title', (c) =>
      c.replace("navbar: { title: 'Shell'", "navbar: { title: 'Shell by a Company With a Very Long Name - The Documentation Framework'").replace("content: 'Shell announcement'", 'content: \'Shell <a href="https://example.com">announcement</a>\', backgroundColor: \'#20232a\''));
    try {
      for (const width of [1060, 1280, 1600]) {
        const { page } = await open('start', { base: server.url, width });
        const fit = await page.evaluate(() => {
          const title = document.querySelector('.navbar-title')!;
          const input = document.querySelector('.navbar .search-input')!.getBoundingClientRect();
          const search = input.width;
          const held = input.right <= document.querySelector('.navbar .search-form')!.getBoundingClientRect().right;
          return { held, sideways: document.scrollingElement!.scrollWidth - innerWidth, cut: title.scrollWidth > title.clientWidth, folded: 'navbarFolded' in document.documentElement.dataset, toggle: document.querySelector('.color-mode-toggle')!.getBoundingClientRect().right <= innerWidth, search: search === 176 ? 'whole' : search >= 76 ? 'narrowed' : search };
        });
        // At 1,060 px this title and the items leave the search box less than its 176 px (but more than its least, 76 px).
        expect(fit, `${width} px`).toEqual({ held: true, sideways: 0, cut: false, folded: false, toggle: true, search: width === 1060 ? 'narrowed' : 'whole' });
        if (width === 1280) {
          const link = await page.$eval('.announcement-content a', (a) => ({ fg: getComputedStyle(a).color, bg: getComputedStyle(a.closest('.announcement-bar')!).backgroundColor, line: getComputedStyle(a).textDecorationLine }));
          expect(contrast(link.fg, link.bg)).toBeGreaterThan(4.5);
          expect(link.line).toBe('underline');
        }
        await close(page);
      }
    } finally {
      await server.close();
    }
  });

  // Capacitor's navbar: the search box among the right items, before four more. Where they left it less than its least,
  // its box shrank to 38 px and its input ran under "Community"; now the box holds its input, and the items fold.
  it('the search box before other right items never shrinks below its input: at each width it is whole or narrowed, or the items fold', async () => {
    const server = await variant('search-first', (c) => c.replace("{ href: 'https://example.com', label: 'Out' }", "{ type: 'search', position: 'right' }, ...['Community hub', 'Support centre', 'Enterprise advisory', 'Customer support', 'GitHub repository'].map((label) => ({ href: `https://example.com/${label.length}`, label, position: 'right' }))"));
    try {
      const seen = new Set<string>();
      for (const width of [1000, 1050, 1100, 1150, 1200, 1300, 1400, 1500, 1600]) {
        const { page } = await open('start', { base: server.url, width });
        const fit = await page.evaluate(() => {
          const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
          const [input, form, next] = [box('.navbar .search-input'), box('.navbar .search-form'), box('.navbar .search + *')];
          const folded = 'navbarFolded' in document.documentElement.dataset;
          return { held: input.right <= form.right && (folded || form.right <= next.left), state: folded ? 'folded' : input.width >= 176 ? 'whole' : input.width >= 76 ? 'narrowed' : 'squeezed' };
        });
        expect(fit.held, `${width} px`).toBe(true);
        seen.add(fit.state);
        await close(page);
      }
      expect([...seen].sort()).toEqual(['folded', 'narrowed', 'whole']);
    } finally {
      await server.close();
    }
  });

  // MikroORM's navbar: a wide logo and no title, which pushed the search box 14 px off a phone's screen.
  it('a wide logo alone gives way on a phone (scaled down, whole): the search box and the toggle stay on the screen', async () => {
    const wide = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 40" width="400" height="40"><rect width="400" height="40" fill="#e6007a"/></svg>';
    const server = await variant('wide-logo', (c) => c.replace("navbar: { title: 'Shell',", "navbar: { logo: { src: 'img/wide.svg', alt: 'Shell' },"), { 'static/img/wide.svg': wide });
    try {
      const { page } = await open('start', { base: server.url, width: 390 });
      const fit = await page.evaluate(() => {
        const right = (s: string) => document.querySelector(s)!.getBoundingClientRect().right;
        const logo = document.querySelector('.navbar-logo')!.getBoundingClientRect();
        return { sideways: document.scrollingElement!.scrollWidth - innerWidth, search: right('.navbar .search-form') <= innerWidth, toggle: right('.color-mode-toggle') <= innerWidth, shrunk: logo.width < 320 && logo.width > 60 };
      });
      expect(fit).toEqual({ sideways: 0, search: true, toggle: true, shrunk: true });
      await close(page);
      // On a desktop it keeps its size: 32 px tall, as wide as that makes it.
      const desktop = await open('start', { base: server.url, width: 1280 });
      expect(await desktop.page.$eval('.navbar-logo', (l) => l.getBoundingClientRect().width)).toBe(320);
      await close(desktop.page);
    } finally {
      await server.close();
    }
  });

  it('the first key typed in the search box moves nothing in the navbar; with the menu open only the menu\'s search box shows', async () => {
    for (const width of [1280, 1100]) {
      const { page } = await open('start', { width });
      const places = () => page.$$eval('.navbar-inner > *, .navbar-items > *, .navbar .search-form', (es) => es.map((e) => Math.round(e.getBoundingClientRect().left) + ':' + Math.round(e.getBoundingClientRect().width)));
      const before = await places();
      await page.type('.navbar .search-input', 'k');
      await page.waitForSelector('.navbar .search-clear:not(.search-clear-empty)');
      expect(await places(), `${width} px`).toEqual(before);
      await close(page);
    }
    const { page } = await open('start', { width: 390 });
    await page.click('.navbar-menu-button');
    await page.waitForSelector('.menu-open');
    const shown = await page.$$eval('input.search-input', (es) => es.filter((e) => e.checkVisibility({ visibilityProperty: true })).map((e) => e.id));
    expect(shown).toEqual(['menu-search-input']);
    await close(page);
  });

  it('between 997 and 1100 px the article keeps a readable width', async () => {
    for (const width of [1024, 1100, 1180]) {
      const { page } = await open('long', { width });
      expect(await page.$eval('.doc-article', (e) => e.getBoundingClientRect().width)).toBeGreaterThanOrEqual(width <= 1100 ? 600 : 560);
      await close(page);
    }
  });
});
