// Test helpers: Chromium through puppeteer-core, and a static server for a built site (404.html fallback).
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser, type BrowserContext, type CDPSession, type HTTPRequest, type Page } from 'puppeteer-core';
import sirv from 'sirv';
import { afterAll, beforeAll, inject } from 'vitest';
import { build } from '../../src/build.js';

/**
 * The run's Chromium (the global setup starts it once: a launch costs about 2 s of CPU, as much as a few page loads),
 * for one test file. The contexts it creates and the pages it opens in the default context are the file's; its
 * `close()` closes them and disconnects, and the browser stays for the other files.
 */
export async function connectBrowser(): Promise<Browser> {
  const browser = await puppeteer.connect({ browserWSEndpoint: inject('chromium') });
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  const createContext = browser.createBrowserContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.createBrowserContext = async (...args) => {
    const context = await createContext(...args);
    contexts.push(context);
    const newContextPage = context.newPage.bind(context);
    context.newPage = async (...pageArgs) => patient(await newContextPage(...pageArgs));
    return context;
  };
  browser.newPage = async (...args) => {
    const page = patient(await newPage(...args));
    pages.push(page);
    return page;
  };
  browser.close = async () => {
    for (const page of pages) if (!page.isClosed()) await page.close();
    for (const context of contexts) if (!context.closed) await context.close();
    await browser.disconnect();
  };
  return browser;
}

/**
 * Serves `dir` at `base` on a free loopback port, as a host would serve the built site: files as they are on disk now,
 * and `assets/` (every name there holds a hash of the content) cached for good, so that Chromium keeps the compiled
 * bundle between loads, as a reader's browser does.
 */
export async function serveStatic(dir: string, base = '/docs/'): Promise<{ url: string; close: () => Promise<void> }> {
  const files = sirv(dir, {
    extensions: ['html'],
    dev: true,
    setHeaders: (res, pathname) => {
      if (pathname.startsWith('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    }
  });
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

/** A built site served for one test file, and the run's Chromium: `url` and `browser` are set once its `beforeAll` has run. */
export interface ServedSite {
  url: string;
  browser: Browser;
}

/**
 * Registers the hooks of a test file that drives a built site: `prepare` builds it into `out`,
 * then the folder is served and the file connects to Chromium; after the file's tests the server closes, so do the
 * file's pages and contexts, and the folder goes (unless `keep`: a build other files serve too).
 */
export function servedSite(out: string, prepare: () => unknown, base = '/docs/', keep = false): ServedSite {
  const site = {} as ServedSite;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    await prepare();
    const server = await serveStatic(out, base);
    site.url = server.url;
    close = server.close;
    site.browser = await connectBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await close?.();
    if (!keep) rmSync(out, { recursive: true, force: true });
  });
  return site;
}

/** Where browser tests save their screenshots. */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../e2e/screenshots');

/**
 * The Docusaurus fixture (`test/fixtures/docusaurus-classic`), copied outside the repository (so it has no
 * node_modules of its own, nor any above it), built and served at `/widgets/`. The files that use it only read the
 * build: it is built once per run, by the first file that asks (the others, in their own processes, wait for it), in
 * the folder the global setup made for it and removes.
 */
export function docusaurusSite(): ServedSite {
  const root = path.join(inject('docusaurusBuild'), 'site');
  const out = path.join(root, 'build');
  return servedSite(
    out,
    async () => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await builtOnce(path.dirname(root), async () => {
        cpSync(path.resolve(import.meta.dirname, '../fixtures/docusaurus-classic'), root, { recursive: true });
        await build({ root });
      });
    },
    '/widgets/',
    true
  );
}

/**
 * This repository's site, built by the CLI (`docgen build`) as a writer builds it, and served at `/docs/`; `out` is
 * the build. As the Docusaurus fixture's, the build is made once per run by the first file that asks and only read.
 */
export function polkadotSite(): ServedSite & { out: string } {
  const folder = inject('siteBuild');
  const out = path.join(folder, 'build');
  const site = servedSite(
    out,
    () =>
      builtOnce(folder, async () => {
        const r = spawnSync(process.execPath, ['bin/docgen.js', 'build', '--out-dir', out], { cwd: path.resolve(import.meta.dirname, '../..'), encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`docgen build failed (exit ${r.status}):\n${r.stderr}`);
      }),
    '/docs/',
    true
  );
  return Object.assign(site, { out });
}

/**
 * Runs `make` once for all the test processes that share `folder`: the first to take the lock runs it and leaves
 * `done` (or `failed` with its error); the others wait for either (the hook's time limit bounds the wait).
 */
async function builtOnce(folder: string, make: () => Promise<void>): Promise<void> {
  const done = path.join(folder, 'done');
  const failed = path.join(folder, 'failed');
  try {
    mkdirSync(path.join(folder, 'lock'));
  } catch {
    while (!existsSync(done)) {
      if (existsSync(failed)) throw new Error(`the shared build failed in another test file: ${readFileSync(failed, 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return;
  }
  try {
    await make();
    writeFileSync(done, '');
  } catch (e) {
    writeFileSync(failed, e instanceof Error ? e.stack ?? e.message : String(e));
    throw e;
  }
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
  init?: (() => void) | string;
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
 * Per browser, the context the pages of openPage open in, a page kept open in it on the served origin, and the pages
 * closePage has reset for the next openPage. Pages of one site in one context share a renderer process while one of
 * them is open, and a page loaded again costs less than a new one: about 0.4 s of CPU on 2 cores, against 1 s for a
 * new page beside the kept one and 2 s for a page in a new context.
 */
interface Shared {
  context: BrowserContext;
  idle: Page[];
}

const shared = new WeakMap<Browser, Promise<Shared>>();

function sharedContext(browser: Browser, origin: string): Promise<Shared> {
  let context = shared.get(browser);
  if (!context) {
    context = (async () => {
      const c = await browser.createBrowserContext();
      const keeper = await c.newPage();
      // No script: it writes no storage and reacts to none of the pages opened beside it.
      await keeper.setJavaScriptEnabled(false);
      await keeper.goto(`${origin}/__keeper__`);
      return { context: c, idle: [] };
    })();
    shared.set(browser, context);
  }
  return context;
}

/**
 * What closePage must undo before a page of openPage opens another test's page: the scripts it added to run on a new
 * document, and whether a test changed something the reset does not undo (then the page is closed instead).
 */
interface Tracked {
  cdp: CDPSession;
  scripts: string[];
  /** Listeners added to the page since it was made (puppeteer's own that are still on, too), to take off. */
  listeners: Array<[string, unknown]>;
  changed: boolean;
}

const tracked = new WeakMap<Page, Tracked>();

/** Page methods whose effect outlives a document and that the reset does not undo: a page that used one is not reused. */
const NOT_UNDONE = [
  'authenticate', 'createCDPSession', 'emulate', 'emulateCPUThrottling', 'emulateFocusedPage', 'emulateIdleState', 'emulateMediaType',
  'emulateNetworkConditions', 'emulateTimezone', 'emulateVisionDeficiency', 'exposeFunction', 'setBypassCSP', 'setBypassServiceWorker',
  'setCacheEnabled', 'setDefaultNavigationTimeout', 'setDefaultTimeout', 'setDragInterception', 'setExtraHTTPHeaders', 'setGeolocation',
  'setOfflineMode', 'setUserAgent'
] as const;

/**
 * How long a test's page waits for a load, a selector or a function by default: puppeteer's 30 s was once run out
 * by a first page load beside two CPU hogs and the suite's busiest files. A page loads in a second or two; only a page
 * that never loads comes near this (a test's own limit, where it sets one, still holds).
 */
const PAGE_PATIENCE = 120_000;

/** `page`, waiting PAGE_PATIENCE by default. */
function patient(page: Page): Page {
  page.setDefaultTimeout(PAGE_PATIENCE);
  return page;
}

async function newTrackedPage(context: BrowserContext): Promise<Page> {
  // Set before the tracking below, which would count it as a change the reset cannot undo: every such page has it.
  const page = patient(await context.newPage());
  const state: Tracked = { cdp: await page.createCDPSession(), scripts: [], listeners: [], changed: false };
  tracked.set(page, state);
  const methods = page as unknown as Record<string, (...args: unknown[]) => unknown>;
  // Puppeteer's own listeners from before this point (its count of requests in flight) stay on.
  const on = methods.on.bind(page);
  const off = methods.off.bind(page);
  methods.on = (type, handler) => {
    state.listeners.push([type as string, handler]);
    return on(type, handler);
  };
  methods.off = (type, handler) => {
    if (handler === undefined) state.listeners = state.listeners.filter(([t]) => t !== type);
    else {
      const i = state.listeners.findLastIndex(([t, h]) => t === type && h === handler);
      if (i >= 0) state.listeners.splice(i, 1);
    }
    return off(type, handler);
  };
  for (const name of NOT_UNDONE) {
    const method = methods[name].bind(page);
    methods[name] = (...args) => {
      state.changed = true;
      return method(...args);
    };
  }
  const addScript = methods.evaluateOnNewDocument.bind(page);
  methods.evaluateOnNewDocument = async (...args) => {
    const added = await (addScript(...args) as Promise<{ identifier: string }>);
    state.scripts.push(added.identifier);
    return added;
  };
  return page;
}

/**
 * `route` of the served site in a new page with empty storage, loaded and hydrated. Its origin's storage (local,
 * session, IndexedDB, cookies, caches) is cleared first, so a page starts as in a fresh browser context; pages that a
 * test keeps open side by side share it, as tabs do. The page may be one that closePage reset: it then has no
 * listeners, scripts, request interception, emulation, history or document left from before.
 */
export async function openPage(site: ServedSite, route: string, options: OpenOptions = {}): Promise<Opened> {
  const origins = [...new Set([site.url, options.base ?? site.url].map((u) => new URL(u).origin))];
  const kept = await sharedContext(site.browser, origins[0]);
  const reused = kept.idle.pop();
  const page = reused ?? (await newTrackedPage(kept.context));
  // A new page is the one in front; a page from before is brought there, or its frames (and so its observers and
  // animation frames) would wait behind the pages opened since.
  if (reused) await page.bringToFront();
  const { cdp } = tracked.get(page)!;
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
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

/**
 * Puts a page of openPage back as a new page is: on about:blank with no history, no listeners, no scripts to run on a
 * new document, no request interception, script on, no emulated media, no key or button held.
 */
async function reset(page: Page, state: Tracked): Promise<void> {
  // First away from the test's document: its requests in flight end while the test's listeners still answer them.
  await page.goto('about:blank');
  for (const [type, handler] of state.listeners.splice(0)) page.off(type as never, handler as never);
  await page.setRequestInterception(false);
  for (const id of state.scripts.splice(0)) await page.removeScriptToEvaluateOnNewDocument(id);
  await page.setJavaScriptEnabled(true);
  await page.emulateMediaFeatures();
  for (const key of ['Shift', 'Control', 'Alt', 'Meta'] as const) await page.keyboard.up(key);
  await page.mouse.reset();
  await state.cdp.send('Page.resetNavigationHistory');
}

/** Waits until the page is hydrated (the colour mode toggle is enabled then). */
export const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.color-mode-toggle')?.disabled);

/**
 * Closes a page of openPage: a page in the shared context is reset for the next openPage when the test changed nothing
 * the reset cannot undo, and closed otherwise; a page in another context is closed with its context.
 */
export const closePage = async (page: Page) => {
  const context = page.browserContext();
  const kept = await shared.get(context.browser());
  if (context !== kept?.context) return context.close();
  const state = tracked.get(page);
  if (page.isClosed() || kept.idle.includes(page)) return;
  if (!state || state.changed) return page.close();
  try {
    await reset(page, state);
    kept.idle.push(page);
  } catch {
    await page.close();
  }
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
      // resultTypes: the passes and the rules that need review are kept for one element each (axe's own speed-up:
      // making a selector for every element that passed took a quarter to a third of a run on a long page); violations are whole.
      const options = { runOnly: ['wcag2a', 'wcag2aa', 'best-practice'], resultTypes: ['violations'] };
      const r = await axe.run(include ? { include: [[include]] } : document, options);
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
