// docgen serve in Chromium: an edit reloads the open page; a broken edit shows the error and keeps serving; a fix recovers.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'puppeteer-core';
import { serve, type DevServer } from '../../src/serve/server.js';
import { launchBrowser } from '../setup/browser.js';

const site = path.resolve(import.meta.dirname, '../.tmp/serve-site');
const setupFile = path.join(site, 'content/guide/setup.md');
let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  rmSync(site, { recursive: true, force: true });
  cpSync(path.resolve(import.meta.dirname, '../fixtures/basic'), site, { recursive: true, filter: (f) => !f.includes('node_modules') });
  server = await serve({ root: site, port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

describe('docgen serve', () => {
  it('serves the site, redirects / to the base path and answers unknown paths with the 404 page', async () => {
    const root = await fetch(server.url.replace('/docs/', '/'), { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/docs/');
    const missing = await fetch(`${server.url}nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    // Drafts are built by serve only.
    expect((await fetch(`${server.url}examples/draft`)).status).toBe(200);
  });

  it('reloads the open page after a markdown edit', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}guide/setup`, { waitUntil: 'load' });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const original = readFileSync(setupFile, 'utf8');
    writeFileSync(setupFile, original.replace('## Configure', '## Configure it now'));
    await page.waitForFunction(() => document.getElementById('configure-it-now') !== null, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await page.close();
  });

  it('shows a broken edit in the browser, keeps serving the last good version, and recovers', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}guide/setup`, { waitUntil: 'load' });
    const good = readFileSync(setupFile, 'utf8');
    writeFileSync(setupFile, good.replace('title: Setup', 'title: [broken'));
    await page.waitForSelector('#docgen-error-overlay', { timeout: 10_000 });
    expect(await page.$eval('#docgen-error-overlay', (e) => e.textContent)).toMatch(/guide\/setup\.md:2:\d+: error: invalid frontmatter/);
    expect((await fetch(`${server.url}guide/setup`)).status).toBe(200);
    expect(await (await fetch(`${server.url}guide/setup`)).text()).toContain('<title>Setup | Fixture</title>');

    writeFileSync(setupFile, good.replace('title: Setup', 'title: Setup fixed'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Setup fixed', { timeout: 10_000 });
    expect(await page.$('#docgen-error-overlay')).toBeNull();
    // A title change reaches every page's sidebar.
    expect(await (await fetch(`${server.url}guide/usage`)).text()).toContain('>Setup fixed</a>');
    await page.close();
  });

  it('rebuilds everything after a config edit', async () => {
    const times: number[] = [];
    server.onRebuild((e) => e.ok && times.push(e.ms));
    writeFileSync(path.join(site, 'site.config.ts'), readFileSync(path.join(site, 'site.config.ts'), 'utf8').replace("title: 'Fixture',", "title: 'Fixture 2',"));
    await new Promise((r) => setTimeout(r, 300));
    await server.idle();
    expect(await (await fetch(`${server.url}guide/usage`)).text()).toContain('<title>Usage | Fixture 2</title>');
    expect(times.length).toBeGreaterThan(0);
  });
});

describe('docgen serve with a broken page at start-up', () => {
  const broken = path.resolve(import.meta.dirname, '../.tmp/serve-broken');
  const file = path.join(broken, 'content/guide/setup.md');
  let dev: DevServer;
  beforeAll(async () => {
    rmSync(broken, { recursive: true, force: true });
    cpSync(path.resolve(import.meta.dirname, '../fixtures/basic'), broken, { recursive: true, filter: (f) => !f.includes('node_modules') });
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Setup', 'title: [broken'));
    dev = await serve({ root: broken, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await dev?.close();
    rmSync(broken, { recursive: true, force: true });
  });

  it('starts anyway, shows the error in the browser, and builds the site once the file is fixed', async () => {
    const res = await fetch(`${dev.url}guide/setup`);
    expect(res.status).toBe(500);
    const page = await browser.newPage();
    await page.goto(`${dev.url}guide/setup`, { waitUntil: 'load' });
    await page.waitForSelector('#docgen-error-overlay', { timeout: 10_000 });
    expect(await page.$eval('#docgen-error-overlay', (e) => e.textContent)).toMatch(/guide\/setup\.md:2:\d+: error: invalid frontmatter/);
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: [broken', 'title: Setup'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Setup', { timeout: 10_000 });
    expect(await page.$('#docgen-error-overlay')).toBeNull();
    await page.close();
  });
});
