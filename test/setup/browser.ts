// Test helpers: Chromium through puppeteer-core, and a static server for a built site (404.html fallback).
import http from 'node:http';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser, type BrowserContext, type HTTPRequest, type Page } from 'puppeteer-core';
import sirv from 'sirv';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from './chromium.js';
import { build } from '../../src/build.js';

export function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: set CHROME_PATH or install chromium');
  return puppeteer.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** Serves `dir` at `base` on a free loopback port, as a host would serve the built site. */
export async function serveStatic(dir: string, base = '/docs/'): Promise<{ url: string; close: () => Promise<void> }> {
  const files = sirv(dir, { extensions: ['html'], dev: true });
  const server = http.createServer((req, res) => {
    const notFound = () => res.writeHead(404, { 'content-type': 'text/html' }).end(readFileSync(path.join(dir, '404.html')));
    if (!req.url?.startsWith(base)) return notFound();
    req.url = req.url.slice(base.length - 1);
    files(req, res, notFound);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      })
  };
}

/** A built site served for one test file, and Chromium: `url` and `browser` are set once its `beforeAll` has run. */
export interface ServedSite {
  url: string;
  browser: Browser;
}

/**
 * Registers the hooks of a test file that drives a built site: `prepare` builds it into `out`,
 * then the folder is served and Chromium started; after the file's tests both close and the
 * folder goes.
 */
export function servedSite(out: string, prepare: () => unknown, base = '/docs/'): ServedSite {
  const site = {} as ServedSite;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    await prepare();
    const server = await serveStatic(out, base);
    site.url = server.url;
    close = server.close;
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await close?.();
    rmSync(out, { recursive: true, force: true });
  });
  return site;
}

/** Where browser tests save their screenshots. */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../e2e/screenshots');

/**
 * The Docusaurus fixture (`test/fixtures/docusaurus-classic`), copied outside the repository (so it has no
 * node_modules of its own, nor any above it), built and served at `/widgets/`: one copy per test file, named `name`.
 */
export function docusaurusSite(name: string): { site: ServedSite; out: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), `docgen-e2e-${name}-`));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const out = path.join(root, 'build');
  const site = servedSite(
    out,
    async () => {
      cpSync(path.resolve(import.meta.dirname, '../fixtures/docusaurus-classic'), root, { recursive: true });
      mkdirSync(SCREENSHOTS, { recursive: true });
      await build({ root });
    },
    '/widgets/'
  );
  return { site, out };
}

export interface OpenOptions {
  /** Viewport width; 1280 by default. */
  width?: number;
  /** The site's URL to open `route` under; the served site's by default. */
  base?: string;
  /** localStorage entries set before the page's scripts run (`{ theme: 'dark' }`). */
  storage?: Record<string, string>;
  /** Emulates `prefers-color-scheme: dark`. */
  dark?: boolean;
  /** false: JavaScript off. */
  js?: boolean;
  /** Sees each request first; returns true when it has answered it. */
  intercept?: (request: HTTPRequest) => boolean;
  /** Runs in the page before its own scripts. */
  init?: () => void;
  /** false: does not wait for hydration (the colour mode toggle is enabled when it is done). */
  hydrate?: boolean;
}

export interface Opened {
  page: Page;
  /** Console errors and uncaught exceptions, as they come. */
  errors: string[];
  /** Console warnings. */
  warnings: string[];
}

/**
 * Per browser, the context the pages of openPage open in, and a page kept open in it on the served origin. Pages of one
 * site in one context share a renderer process while one of them is open: a page then opens for about half the CPU of
 * a page in a new context (a new process each time: about 1 s of CPU per page on 2 cores).
 */
const shared = new WeakMap<Browser, Promise<BrowserContext>>();

function sharedContext(browser: Browser, origin: string): Promise<BrowserContext> {
  let context = shared.get(browser);
  if (!context) {
    context = (async () => {
      const c = await browser.createBrowserContext();
      const keeper = await c.newPage();
      // No script: it writes no storage and reacts to none of the pages opened beside it.
      await keeper.setJavaScriptEnabled(false);
      await keeper.goto(`${origin}/__keeper__`);
      return c;
    })();
    shared.set(browser, context);
  }
  return context;
}

/**
 * `route` of the served site in a new page with empty storage, loaded and hydrated. Its origin's storage (local,
 * session, IndexedDB, cookies, caches) is cleared first, so a page starts as in a fresh browser context; pages that a
 * test keeps open side by side share it, as tabs do.
 */
export async function openPage(site: ServedSite, route: string, options: OpenOptions = {}): Promise<Opened> {
  const origins = [...new Set([site.url, options.base ?? site.url].map((u) => new URL(u).origin))];
  const page = await (await sharedContext(site.browser, origins[0])).newPage();
  const cdp = await page.createCDPSession();
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
  await page.setViewport({ width: options.width ?? 1280, height: 800 });
  if (options.dark) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  if (options.js === false) await page.setJavaScriptEnabled(false);
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors : m.type() === 'warn' ? warnings : []).push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  if (options.intercept) {
    const intercept = options.intercept;
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      if (!intercept(r)) void r.continue();
    });
  }
  if (options.storage) {
    await page.evaluateOnNewDocument((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, options.storage);
  }
  if (options.init) await page.evaluateOnNewDocument(options.init);
  await page.goto((options.base ?? site.url) + route, { waitUntil: 'load' });
  if (options.hydrate !== false && options.js !== false) await hydrated(page);
  return { page, errors, warnings };
}

/** Waits until the page is hydrated (the colour mode toggle is enabled then). */
export const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.color-mode-toggle')?.disabled);

/** Closes a page of openPage (and its browser context, unless it is the shared one). */
export const closePage = async (page: Page) => {
  const context = page.browserContext();
  await (context === (await shared.get(context.browser())) ? page.close() : context.close());
};

/**
 * Resolves once the window's scroll position and the page's height have not moved for 20 animation frames in a row:
 * the router has put the reader back (its hold has ended) and the blocks around have been laid out. It waits on the
 * page, not on the clock, so a busy machine only makes it take longer.
 */
export const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = '';
        let still = 0;
        const tick = () => {
          const now = `${window.scrollY}:${document.scrollingElement!.scrollHeight}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 20) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })
  );

/** Resolves once the router has saved where the reader is in the history entry (it does when scrolling stops). */
export const positionSaved = (page: Page) => page.waitForFunction(() => (history.state as { position?: { scrollY: number } } | null)?.position?.scrollY === window.scrollY);

/** Puts a link to `href` at the top of the article (so no earlier prefetch saw it) and returns its selector. */
export async function addLink(page: Page, href: string): Promise<string> {
  const id = `test-link-${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    (href, id) => {
      const a = document.createElement('a');
      a.href = href;
      a.id = id;
      a.textContent = 'test link';
      document.querySelector('.markdown')!.prepend(a);
    },
    href,
    id
  );
  return `#${id}`;
}

let axeSource: string | undefined;

/**
 * axe-core's WCAG 2 A/AA and best-practice violations on the page (or below `include`, a selector),
 * one line each: `rule (count): target: why`. `seriousOnly` keeps the serious and critical ones.
 */
export async function axeProblems(page: Page, { include, seriousOnly = false }: { include?: string; seriousOnly?: boolean } = {}): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async (include, seriousOnly) => {
      type Result = { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[]; failureSummary?: string }> }> };
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<Result> } }).axe;
      const r = await axe.run(include ? { include: [[include]] } : document, { runOnly: ['wcag2a', 'wcag2aa', 'best-practice'] });
      return r.violations
        .filter((v) => !seriousOnly || v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').pop()?.trim()}`).join(' | ')}`);
    },
    include,
    seriousOnly
  );
}

/** WCAG contrast ratio of two computed `rgb(...)` colours. */
export function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c.match(/[\d.]+/g)!.slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
