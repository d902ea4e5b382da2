// Accessibility and looks of the real site in Chromium (issue 8): axe-core on a doc page, chain reference
// pages, the not-found page and the mobile menu in both colour modes at 1280 and 390 px (screenshots
// of each under test/e2e/screenshots/), keyboard focus rings, inline code in narrow table cells,
// layout shift after load, the theme's JavaScript budget, the narrow navbar, and Back and Forward to a position.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { EXPECT_MAIN } from '../../src/render/document.js';
import { axeProblems, closePage, openPage, polkadotSite, positionSaved, scrollSettled } from '../setup/browser.js';

const screenshots = path.join(import.meta.dirname, 'screenshots');
mkdirSync(screenshots, { recursive: true });

const site = polkadotSite();
const { out } = site;

/** A hydrated page in its own context, in the given colour mode and width. */
async function open(route: string, { width = 1280, theme = 'light' }: { width?: number; theme?: string } = {}): Promise<Page> {
  const { page } = await openPage(site, route, { width, storage: { theme } });
  expect(await page.$eval('html', (e) => e.dataset.theme)).toBe(theme);
  return page;
}

const close = closePage;

/** Every layout shift of a page at this width from its first paint on, including those while fonts, images and the bundle load. */
async function layoutShifts(url: string, width: number): Promise<Array<{ value: number; nodes: string[] }>> {
  const context = await site.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 800 });
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { shifts: Array<{ value: number; nodes: string[] }> };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (!e.hadRecentInput) w.shifts.push({ value: e.value, nodes: (e.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className || s.node.tagName : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => performance.getEntriesByName('docgen:hydrate').length > 0);
  await page.evaluate(() => document.fonts.ready);
  await new Promise((r) => setTimeout(r, 500));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; nodes: string[] }> }).shifts);
  await context.close();
  return shifts;
}

const pages = [
  ['doc', 'api/start/api.tx'],
  ['chain', 'polkadot'],
  ['chain-items', 'polkadot/storage'],
  ['not-found', 'no/such/page'],
  ['menu', 'api/start/api.tx']
] as const;
const cases = pages.flatMap(([name, route]) =>
  [1280, 390].filter((w) => name !== 'menu' || w === 390).flatMap((width) => (['light', 'dark'] as const).map((theme) => [name, route, width, theme] as const))
);

describe('accessibility and looks of the site', () => {
  it.each(cases)('axe finds no serious or critical problem on %s (%s) at %i px, %s; screenshot saved', async (name, route, width, theme) => {
    const page = await open(route, { width, theme });
    if (name === 'menu') {
      await page.click('.navbar-menu-button');
      expect(await page.$eval('.sidebar-container', (e) => getComputedStyle(e).display)).toBe('block');
    }
    await page.screenshot({ optimizeForSpeed: true, path: path.join(screenshots, `${name}-${width}-${theme}.png`) as `${string}.png` });
    // axe reads colours at each element's place on screen; blocks that content-visibility skips have
    // no layout yet, so it would read the footer's colours behind them. Lay every block out first.
    await page.addStyleTag({ content: '.markdown > * { content-visibility: visible !important; }' });
    const problems = await axeProblems(page, { seriousOnly: true });
    expect(problems).toEqual([]);
    await close(page);
  });

  it('the navbar fits on one line from 997 px up: no item wraps, nothing scrolls sideways; the version item and the language menu are there', async () => {
    for (const width of [997, 1024, 1070, 1100, 1279, 1280]) {
      const page = await open('api/start/api.tx', { width });
      const fit = await page.evaluate(() => ({
        sideways: document.scrollingElement!.scrollWidth - innerWidth,
        wrapped: [...document.querySelectorAll('.navbar-inner a, .navbar-inner button')].filter((e) => (e as HTMLElement).offsetParent && e.getBoundingClientRect().height > 44).map((e) => e.textContent),
        searchInView: document.querySelector('.navbar .search-form')!.getBoundingClientRect().right <= innerWidth
      }));
      expect(fit, `${width} px`).toEqual({ sideways: 0, wrapped: [], searchInView: true });
      if (width === 1280) {
        expect(await page.$eval('.navbar-items-right', (e) => e.textContent)).toMatch(/^16\.x.*English.*Apps.*GitHub/);
        // One version: a plain link to the docs; one locale: the menu lists English.
        expect(await page.$eval('.navbar-items-right > a.navbar-link', (a) => a.getAttribute('href'))).toBe('/docs/');
        expect(await page.$$eval('.navbar-items-right .navbar-dropdown-link', (as) => as.map((a) => a.textContent))).toEqual(['English']);
      }
      await close(page);
    }
  });

  it('Back and Forward put the reader back where they were on a long page, and on a heading (the router restores, not the browser)', async () => {
    const page = await open('api/start/create');
    await page.setViewport({ width: 1280, height: 800 });
    const probe = (i?: number) =>
      page.evaluate((i) => {
        const blocks = [...document.querySelectorAll('.markdown > *')];
        const k = i ?? blocks.findIndex((b) => b.getBoundingClientRect().bottom > 0);
        return { k, top: Math.round(blocks[k].getBoundingClientRect().top) };
      }, i);
    await page.evaluate(() => window.scrollTo(0, 6000));
    await scrollSettled(page);
    await positionSaved(page);
    const before = await probe();
    await page.$eval('.sidebar a[href="/docs/api/start/install"]', (a) => (a as HTMLAnchorElement).click());
    await page.waitForFunction(() => location.pathname === '/docs/api/start/install' && document.querySelector('h1')?.textContent === 'Installation');
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/docs/api/start/create' && document.querySelector('h1')?.textContent !== 'Installation');
    await scrollSettled(page);
    const after = await probe(before.k);
    expect(Math.abs(after.top - before.top), JSON.stringify([before, after])).toBeLessThanOrEqual(2);
    // install -> create#connection-events -> Back -> Forward: the heading where it was.
    await page.$eval('.sidebar a[href="/docs/api/start/install"]', (a) => (a as HTMLAnchorElement).click());
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Installation');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/api/start/create#connection-events';
      document.querySelector('.markdown')!.prepend(a);
      a.click();
    });
    await page.waitForFunction(() => location.hash === '#connection-events' && document.querySelector('h1')?.textContent !== 'Installation');
    await scrollSettled(page);
    const heading = () => page.$eval('#connection-events', (e) => Math.round(e.getBoundingClientRect().top));
    const landed = await heading();
    expect(landed).toBeGreaterThanOrEqual(0);
    expect(landed).toBeLessThan(150);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/docs/api/start/install');
    await page.goForward();
    await page.waitForFunction(() => location.hash === '#connection-events' && document.querySelector('h1')?.textContent !== 'Installation');
    await scrollSettled(page);
    expect(Math.abs((await heading()) - landed)).toBeLessThanOrEqual(2);
    await close(page);
  });

  /** Tabs through the page from the top; for each stop, what it is and whether a focus ring shows. */
  async function tabStops(page: Page, count: number) {
    const stops: Array<{ what: string; ring: boolean }> = [];
    for (let i = 0; i < count; i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          // The ring is on the control, or for the search box on the form around it, and only there.
          const ringed = (e: Element | null) => Boolean(e) && getComputedStyle(e!).outlineStyle !== 'none' && parseFloat(getComputedStyle(e!).outlineWidth) >= 1;
          const r = el.getBoundingClientRect();
          const what = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} ${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}`;
          const form = el.closest('.search-form');
          return { what, ring: (form ? ringed(form) && !ringed(el) : ringed(el)) && r.width > 0 && r.height > 0 };
        })
      );
    }
    return stops;
  }

  it.each([
    [1280, 'light'],
    [1280, 'dark']
  ] as const)('every control of the shell is reached by Tab with a visible focus ring, at %i px, %s', async (width, theme) => {
    const page = await open('api/start/api.tx', { width, theme });
    const stops = await tabStops(page, 40);
    expect(stops.filter((s) => !s.ring)).toEqual([]);
    const reached = stops.map((s) => s.what).join('\n');
    for (const control of ['a.skip-link', 'a.navbar-brand', 'input.search-input', 'button.color-mode-toggle', 'summary', 'a.sidebar-link']) expect(reached).toContain(control);
    // The skip link takes the focus to the article; the toggle works from the keyboard.
    await page.reload({ waitUntil: 'networkidle0' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.focus('.color-mode-toggle');
    await page.keyboard.press('Enter');
    expect(await page.$eval('html', (e) => e.dataset.theme)).toBe(theme === 'light' ? 'dark' : 'light');
    await close(page);
  });

  it('the mobile menu works from the keyboard, with focus rings', async () => {
    const page = await open('api/start/api.tx', { width: 390 });
    await page.focus('.navbar-menu-button');
    await page.keyboard.press('Enter');
    expect(await page.$eval('.sidebar-container', (e) => getComputedStyle(e).display)).toBe('block');
    const stops = await tabStops(page, 20);
    expect(stops.filter((s) => !s.ring)).toEqual([]);
    expect(stops.map((s) => s.what).join('\n')).toContain('a.sidebar-link');
    await page.keyboard.press('Escape');
    expect(await page.$eval('.sidebar-container', (e) => getComputedStyle(e).display)).toBe('none');
    await close(page);
  });

  it.each(['polkadot', 'api', 'api/start/basics', 'api/start/typescript.user', 'ui-identicon'])('inline code in a narrow table cell on %s does not break inside an identifier', async (route) => {
    const page = await open(route, { width: 390 });
    await page.addStyleTag({ content: '.markdown > * { content-visibility: visible !important; }' });
    const table = await page.$('.markdown table');
    await table!.screenshot({ optimizeForSpeed: true, path: path.join(screenshots, `table-${route.replace(/\//g, '_')}-390-light.png`) as `${string}.png` });
    // An identifier (code without a space) that spans two lines has two boxes.
    const broken = await page.$$eval('.markdown td code', (codes) => codes.filter((c) => !/\s/.test(c.textContent!) && c.getClientRects().length > 1).map((c) => c.textContent));
    expect(await page.$$eval('.markdown td code', (c) => c.length)).toBeGreaterThan(3);
    expect(broken).toEqual([]);
    await close(page);
  });

  it.each([
    ['api/start/api.tx', 1280],
    ['api/start/api.tx', 390],
    ['polkadot', 1280],
    ['polkadot/storage', 390],
    ['no/such/page', 1280]
  ] as const)('no layout shift on %s at %i px', async (route, width) => {
    const shifts = await layoutShifts(site.url + route, width);
    // Shifts of a few pixels' worth of area (0.00001: a 6 px glyph) are noise; a 32 px logo arriving without its size is 0.0004.
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.0001);
  });

  it('paints no half-parsed navbar: a page whose HTML stops for a second inside the navbar shifts nothing; without the head\'s rel="expect" it did', async () => {
    // A slow parser (a busy machine) or a slow network stops in the middle of the page, and the browser
    // paints what it has. Here the HTML itself stops after the first right-hand navbar item, for a second.
    const html = readFileSync(path.join(out, 'api/start/api.tx/index.html'), 'utf8');
    expect(html).toContain(EXPECT_MAIN);
    let page = html;
    const server = http.createServer(async (req, res) => {
      if (req.url === '/docs/api/start/api.tx') {
        const cut = page.indexOf('</a>', page.indexOf('navbar-items-right')) + 4;
        res.writeHead(200, { 'content-type': 'text/html' }).write(page.slice(0, cut));
        setTimeout(() => res.end(page.slice(cut)), 1000);
        return;
      }
      const r = await fetch(new URL(req.url!, site.url));
      res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/octet-stream' }).end(Buffer.from(await r.arrayBuffer()));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/api/start/api.tx`;
    try {
      const total = async () => (await layoutShifts(url, 1280)).reduce((sum, s) => sum + s.value, 0);
      expect(await total()).toBeLessThan(0.0001);
      page = html.replace(EXPECT_MAIN, '');
      expect(await total()).toBeGreaterThan(0.001);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it("draws the marks Docusaurus's theme draws: an arrow after the footer's links to other sites (they open in a new tab) and no other, a pencil before the edit link, guillemets around the paginator's labels", async () => {
    const page = await open('api');
    expect(await page.$eval('.edit-this-page a', (a) => getComputedStyle(a, '::before').maskImage.startsWith('url('))).toBe(true);
    expect(await page.$$eval('.pagination-label', (ls) => ls.map((l) => `${getComputedStyle(l, '::before').content}|${getComputedStyle(l, '::after').content}`))).toEqual(['"« "|none', 'none|" »"']);
    const links = await page.$$eval('.footer-column a', (as) => as.map((a) => [a.textContent, getComputedStyle(a, '::after').width === '12px' && getComputedStyle(a, '::after').maskImage.startsWith('url(')]));
    expect(links).toContainEqual(['GitHub', true]);
    expect(links).toContainEqual(['API', false]);
    expect(links.filter(([, arrow]) => arrow).map(([label]) => label)).toEqual(['Apps', 'GitHub']);
    await close(page);
  });

  it('the theme\'s JavaScript that a page loads is within 80 KB gzip', () => {
    const html = readFileSync(path.join(out, 'api/start/api.tx/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="\/docs\/([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(out, file))).length, 0);
    expect(total).toBeLessThanOrEqual(80 * 1024);
  });
});
