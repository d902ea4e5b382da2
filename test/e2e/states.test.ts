// Page states in Chromium (issue 8): a chunk that does not arrive, a server that answers with something
// else, a render crash, the progress bar's timings, the sidebar's collapse animation, storage that
// throws, and the banner for a site served outside its baseUrl.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { collapseDuration } from '../../theme/components/Sidebar.js';
import { PROGRESS } from '../../theme/router.js';
import { addLink, closePage, contrast, openPage, servedSite, serveStatic, type Opened, type OpenOptions } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/shell');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-states');
const screenshots = path.join(import.meta.dirname, 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ optimizeForSpeed: true, path: path.join(screenshots, `${name}.png`) as `${string}.png` });

const site = servedSite(out, async () => {
  await build({ root: fixture, outDir: out });
  mkdirSync(screenshots, { recursive: true });
});

/** A page of openPage, marked so that sameDocument can tell a full page load. */
async function open(route: string, options: OpenOptions = {}): Promise<Opened> {
  const opened = await openPage(site, route, options);
  await opened.page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  return opened;
}

const h1 = (page: Page) => page.$eval('h1', (e) => e.textContent);
/** Whether the page is still the one `open` loaded (a full page load drops the marker). */
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 7);
const close = closePage;

describe('page states in Chromium', () => {
  it('a chunk that does not arrive (offline) shows an error with Retry in the shell; Retry loads it', async () => {
    let offline = true;
    const { page, warnings } = await open('start', {
      intercept: (r) => {
        if (!offline || !r.url().endsWith('/__data/long.json')) return false;
        void r.abort('internetdisconnected');
        return true;
      }
    });
    await page.click('.markdown a[href="/docs/long"]');
    await page.waitForSelector('.load-error');
    expect(await h1(page)).toBe('This page could not be loaded.');
    // The reader gets words, not the data chunk's URL; the console gets the URL.
    expect(await page.$eval('.load-error .error-message', (e) => e.textContent)).toBe('It did not arrive. Check your connection, then try again.');
    expect(await page.$eval('.load-error', (e) => e.textContent)).not.toContain('__data');
    expect(new URL(page.url()).pathname).toBe('/docs/long');
    expect(await page.title()).toBe('This page could not be loaded. | Shell');
    expect(await sameDocument(page)).toBe(true);
    expect(await page.$('.sidebar a[href="/docs/long"][aria-current="page"]')).not.toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/^docgen: the network request for \/docs\/__data\/long\.json failed/)]);
    await shot(page, 'load-error-1280-light');
    await page.setViewport({ width: 390, height: 800 });
    await page.click('.color-mode-toggle');
    await shot(page, 'load-error-390-dark');
    offline = false;
    await page.click('.load-error button');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Long');
    expect(await sameDocument(page)).toBe(true);
    // Back and forth still work from there.
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Start');
    await close(page);
  });

  it.each([
    ['a 404', (r: HTTPRequest) => r.respond({ status: 404, contentType: 'text/html', body: '<h1>gone</h1>' })],
    ['a 503', (r: HTTPRequest) => r.respond({ status: 503, contentType: 'text/plain', body: 'busy' })],
    ['an HTML page (a redeploy)', (r: HTTPRequest) => r.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><p>new build</p>' })]
  ])('a route preload answered with %s warns and loads the page from the server', async (_, answer) => {
    const { page, warnings } = await open('start', {
      intercept: (r) => {
        if (!r.url().endsWith('/__data/long.json')) return false;
        void answer(r);
        return true;
      }
    });
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('.markdown a[href="/docs/long"]')]);
    expect(await sameDocument(page)).toBe(false);
    expect(await h1(page)).toBe('Long');
    expect(new URL(page.url()).pathname).toBe('/docs/long');
    expect(warnings.filter((w) => w.includes('loading /docs/long from the server'))).toHaveLength(1);
    await close(page);
  });

  it('a render crash shows "This page crashed." with the message and its causes; "Try again" renders again', async () => {
    for (const dark of [false, true]) {
      const { page } = await open('long');
      if (dark) await page.click('.color-mode-toggle');
      // The next page's data has no `prev`: reading it throws, as a broken component would.
      await page.evaluate(() => {
        Object.defineProperty(Object.prototype, 'prev', {
          configurable: true,
          get(this: object) {
            if ('breadcrumbs' in this && 'route' in this) throw new Error('the page broke', { cause: new Error('a part of it broke', { cause: 'and the root of it' }) });
            return undefined;
          }
        });
      });
      await page.click('.navbar a[href="/docs/start"]');
      await page.waitForSelector('.crash');
      expect(await h1(page)).toBe('This page crashed.');
      expect(await page.$$eval('.crash .error-message', (ps) => ps.map((p) => p.textContent))).toEqual(['the page broke', 'Cause: a part of it broke', 'Cause: and the root of it']);
      // The shell is still there, and the button is a styled one, readable in both modes.
      expect(await page.$('.navbar')).not.toBeNull();
      const button = await page.$eval('.crash button', (b) => ({ text: b.textContent, bg: getComputedStyle(b).backgroundColor, fg: getComputedStyle(b).color, pad: getComputedStyle(b).paddingLeft }));
      expect(button.text).toBe('Try again');
      expect(button.bg).not.toBe('rgba(0, 0, 0, 0)');
      expect(contrast(button.bg, button.fg)).toBeGreaterThan(4.5);
      expect(parseFloat(button.pad)).toBeGreaterThanOrEqual(12);
      const message = await page.$eval('.crash .error-message', (p) => ({ fg: getComputedStyle(p).color, bg: getComputedStyle(p).backgroundColor }));
      expect(contrast(message.fg, message.bg)).toBeGreaterThan(4.5);
      await shot(page, `crash-1280-${dark ? 'dark' : 'light'}`);
      await page.evaluate(() => delete (Object.prototype as { prev?: unknown }).prev);
      await page.click('.crash button');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Start');
      expect(await sameDocument(page)).toBe(true);
      await close(page);
    }
  });

  it('the progress bar: shown after 200 ms at 0.08, trickles by at most 0.02 every 800 ms, eases over 200 ms, then goes', async () => {
    expect(PROGRESS).toMatchObject({ delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 });
    // The page's data is held back until the bar has trickled twice, however long that takes on a busy machine; the
    // bar's timings are read from the timers that made each change (their delays), not from the clock, so a machine too
    // busy to run a timer on time cannot fail the test, and a wrong delay still does.
    let release: (() => void) | undefined;
    const { page } = await open('start', {
      intercept: (r) => {
        if (!r.url().endsWith('/__data/aaa.json')) return false;
        release = () => void r.continue();
        return true;
      }
    });
    const link = await addLink(page, '/docs/aaa');
    type Change = { t: number; v: string; transition: string; opacity: string; gone?: boolean; timer?: string; released?: boolean };
    // Every change of the bar, with its time since the click and the timer (kind and delay) whose callback made it.
    await page.evaluate((link) => {
      const w = window as unknown as { log: Change[]; timer?: string; released?: boolean };
      w.log = [];
      const wrap = (kind: string, real: typeof setTimeout) =>
        function (this: unknown, fn: TimerHandler, ms?: number, ...rest: unknown[]) {
          const tagged = (...args: unknown[]) => {
            w.timer = `${kind} ${ms ?? 0}`;
            // Cleared after the mutation observer's callback, which was queued by the change itself.
            try { if (typeof fn === 'function') fn(...args); } finally { queueMicrotask(() => (w.timer = undefined)); }
          };
          return real.call(this, tagged, ms, ...rest);
        } as typeof setTimeout;
      window.setTimeout = wrap('timeout', window.setTimeout);
      window.setInterval = wrap('interval', window.setInterval as typeof setTimeout) as typeof setInterval;
      let t0 = 0;
      document.querySelector(link)!.addEventListener('click', () => (t0 = performance.now()), { capture: true });
      const note = (bar: HTMLElement, gone = false) =>
        w.log.push({ t: performance.now() - t0, v: bar.style.transform, transition: bar.style.transition, opacity: bar.style.opacity, gone, timer: w.timer, released: w.released });
      // The bar's arrival and departure, and each change of its style.
      new MutationObserver((records) => {
        for (const r of records) {
          r.addedNodes.forEach((n) => {
            if (!(n instanceof HTMLElement && n.classList.contains('route-progress'))) return;
            note(n);
            new MutationObserver(() => note(n)).observe(n, { attributes: true, attributeFilter: ['style'] });
          });
          r.removedNodes.forEach((n) => n instanceof HTMLElement && n.classList.contains('route-progress') && note(n, true));
        }
      }).observe(document.body, { childList: true });
    }, link);
    await page.click(link);
    await page.waitForFunction(() => (window as unknown as { log: Change[] }).log.length >= 3, { timeout: 30_000 });
    await page.evaluate(() => ((window as unknown as { released: boolean }).released = true));
    release!();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'First file');
    await page.waitForFunction(() => (window as unknown as { log: Change[] }).log.some((e) => e.gone), { timeout: 30_000 });
    const log = await page.evaluate(() => (window as unknown as { log: Change[] }).log);
    const value = (v: string) => Number(/scaleX\(([\d.]+)\)/.exec(v)?.[1]);
    // Shown by a 200 ms timer (a timer never runs early), at 0.08, easing over 200 ms.
    const first = log[0];
    expect(first).toMatchObject({ timer: 'timeout 200', transition: expect.stringMatching(/transform 200ms/) });
    expect(first.t).toBeGreaterThanOrEqual(199);
    expect(value(first.v)).toBe(0.08);
    // Trickling until the page arrives: steps of at most 0.02, each made by the 800 ms interval.
    const trickles = log.slice(1).filter((e) => !e.released);
    expect(trickles.length).toBeGreaterThanOrEqual(2);
    let previous = first;
    for (const e of trickles) {
      expect(e.timer).toBe('interval 800');
      const step = value(e.v) - value(previous.v);
      expect(step).toBeGreaterThanOrEqual(0);
      expect(step).toBeLessThanOrEqual(0.02 + 1e-9);
      previous = e;
    }
    // Then, once the page has arrived, full; faded out by a 200 ms timer, and removed by the next one.
    const after = log.filter((e) => e.released);
    expect(after.map((e) => ({ full: value(e.v) === 1, opacity: e.opacity, gone: !!e.gone, timer: e.timer ?? 'none' }))).toEqual([
      { full: true, opacity: '', gone: false, timer: 'none' },
      { full: true, opacity: '0', gone: false, timer: 'timeout 200' },
      { full: true, opacity: '0', gone: true, timer: 'timeout 200' }
    ]);
    // A page that arrives within 200 ms shows no bar at all. A machine too busy to bring it that fast sees a bar, rightly:
    // the check holds only when the page did arrive in time.
    await page.evaluate(() => ((window as unknown as { log: unknown[] }).log = []));
    const started = await page.evaluate(() => performance.now());
    await page.click('.navbar a[href="/docs/start"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Start');
    const took = (await page.evaluate(() => performance.now())) - started;
    await new Promise((r) => setTimeout(r, 400));
    if (took < 200) expect(await page.evaluate(() => (window as unknown as { log: unknown[] }).log)).toEqual([]);
    await close(page);
  });

  it('sidebar categories open and close with a height animation as long as their content is tall; 1 ms with reduced motion', async () => {
    expect(collapseDuration(400, false)).toBeGreaterThan(collapseDuration(100, false));
    expect(collapseDuration(100, false)).toBeGreaterThan(collapseDuration(20, false));
    for (const reduced of [false, true]) {
      const { page } = await open('start');
      if (reduced) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      const category = '.sidebar-category:nth-child(1) > details';
      // Each animation the page starts: its duration, its heights and the content's height.
      await page.evaluate(() => {
        const w = window as unknown as { animations: Array<{ duration: unknown; frames: unknown[]; height: number }> };
        w.animations = [];
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (this: Element, frames, options) {
          w.animations.push({ duration: (options as KeyframeAnimationOptions).duration, frames: (frames as Keyframe[]).map((f) => f.height), height: this.scrollHeight });
          return animate.call(this, frames, options);
        };
      });
      const animation = () => page.evaluate(() => (window as unknown as { animations: Array<{ duration: number; frames: string[]; height: number }> }).animations.pop()!);
      expect(await page.$eval(category, (d) => (d as HTMLDetailsElement).open)).toBe(true);
      await page.click(`${category} > summary`);
      const closing = await animation();
      expect(closing.duration).toBe(reduced ? 1 : collapseDuration(closing.height, false));
      expect(closing.frames).toEqual([`${closing.height}px`, '0px']);
      await page.waitForFunction((c) => !(document.querySelector(c) as HTMLDetailsElement).open, {}, category);
      // Opening again, by keyboard.
      await page.focus(`${category} > summary`);
      await page.keyboard.press('Enter');
      const opening = await animation();
      expect(opening.duration).toBe(reduced ? 1 : collapseDuration(opening.height, false));
      expect(opening.frames).toEqual(['0px', `${opening.height}px`]);
      expect(await page.$eval(category, (d) => (d as HTMLDetailsElement).open)).toBe(true);
      await close(page);
    }
  });

  it('storage that throws: one warning, and the colour toggle, the announcement and search work without it', async () => {
    const { page, warnings, errors } = await open('start', {
      init: () => {
        const blocked = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        Storage.prototype.getItem = blocked;
        Storage.prototype.setItem = blocked;
      }
    });
    expect(await page.$eval('html', (e) => e.dataset.theme)).toBe('light');
    await page.click('.color-mode-toggle');
    expect(await page.$eval('html', (e) => e.dataset.theme)).toBe('dark');
    await page.click('.announcement-close');
    expect(await page.$('.announcement-bar')).toBeNull();
    await page.type('.navbar .search-input', 'long');
    await page.waitForSelector('.search-result');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/storage is unavailable/);
    expect(errors).toEqual([]);
    // Nothing was remembered.
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await page.$eval('html', (e) => e.dataset.theme)).toBe('light');
    expect(await page.$eval('.announcement-bar', (e) => getComputedStyle(e).display)).not.toBe('none');
    await close(page);
  });

  it('a site served outside its baseUrl shows a banner naming the base URL and suggesting the right one', async () => {
    const banner = (page: Page) => page.$eval('#docgen-base-url-banner', (e) => e.textContent).catch(() => null);
    const { page } = await open('start');
    expect(await banner(page)).toBeNull();
    await close(page);
    for (const [base, route, suggested] of [
      ['/', 'start', '/'],
      ['/', '', '/'],
      ['/v2/site/', 'api.tx', '/v2/site/'],
      ['/v2/site/', 'no/such/page', '/v2/site/no/such/']
    ]) {
      const server = await serveStatic(out, base);
      try {
        const { page } = await open(route, { base: server.url, hydrate: false });
        const text = await banner(page);
        expect(text).toContain('This site did not load properly');
        expect(text).toContain('built for the base URL /docs/');
        expect(text).toContain(`Set baseUrl to "${suggested}"`);
        expect(await page.$eval('#docgen-base-url-banner', (e) => e === document.body.firstElementChild)).toBe(true);
        if (route === 'start') await shot(page, 'base-url-banner-1280');
        await close(page);
      } finally {
        await server.close();
      }
    }
  });
});

