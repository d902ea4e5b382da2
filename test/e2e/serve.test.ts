// docgen serve in Chromium: an edit shows in the open page in place; a broken edit shows the error and keeps serving; a fix recovers.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { devSite, fixtureCopy, repoRoot } from '../serve/helpers.js';
import { scrollSettled } from '../setup/browser.js';

const site = devSite('serve-site');
const setupFile = () => path.join(site.dir, 'content/guide/setup.md');

describe('docgen serve', () => {
  it('serves the site, redirects / to the base path and answers unknown paths with the 404 page', async () => {
    const root = await fetch(site.server.url.replace('/docs/', '/'), { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/docs/');
    const missing = await fetch(`${site.server.url}nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    // Drafts are built by serve only.
    expect((await fetch(`${site.server.url}examples/draft`)).status).toBe(200);
  });

  it('shows a markdown edit in the open page in place: no reload, the reader kept where they were', async () => {
    const usageFile = path.join(site.dir, 'content/guide/usage.md');
    const page = await site.browser.newPage();
    await page.setViewport({ width: 1280, height: 700 });
    await page.goto(`${site.server.url}guide/usage`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('docgen:hydrate').length > 0);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.evaluate(() => document.getElementById('section-20')!.scrollIntoView());
    // The block at the window's top once the blocks around have been laid out, and where it is.
    await scrollSettled(page);
    const probe = (k?: number) =>
      page.evaluate((k) => {
        const blocks = [...document.querySelectorAll('.markdown > *')];
        const i = k ?? blocks.findIndex((b) => b.getBoundingClientRect().bottom > 0);
        return { i, text: blocks[i].textContent, top: Math.round(blocks[i].getBoundingClientRect().top) };
      }, k);
    const before = await probe();
    const original = readFileSync(usageFile, 'utf8');
    writeFileSync(usageFile, original.replace('## Section 30', '## Section thirty'));
    await page.waitForFunction(() => document.getElementById('section-thirty') !== null, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await scrollSettled(page);
    const after = await probe(before.i);
    expect(after.text).toBe(before.text);
    expect(Math.abs(after.top - before.top), JSON.stringify([before, after])).toBeLessThanOrEqual(2);
    // Another page's edit leaves this one as it is, and that page shows its new text when opened.
    writeFileSync(setupFile(), readFileSync(setupFile(), 'utf8').replace('## Configure', '## Configure it now'));
    await page.click('.sidebar a[href="/docs/guide/setup"]');
    await page.waitForFunction(() => document.getElementById('configure-it-now') !== null, { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.close();
  });

  it('shows a broken edit in the browser, keeps serving the last good version, and recovers', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.url}guide/setup`, { waitUntil: 'load' });
    const good = readFileSync(setupFile(), 'utf8');
    writeFileSync(setupFile(), good.replace('title: Setup', 'title: [broken'));
    await page.waitForSelector('#docgen-error-overlay', { timeout: 10_000 });
    expect(await page.$eval('#docgen-error-overlay', (e) => e.textContent)).toMatch(/guide\/setup\.md:2:\d+: error: invalid frontmatter/);
    expect((await fetch(`${site.server.url}guide/setup`)).status).toBe(200);
    expect(await (await fetch(`${site.server.url}guide/setup`)).text()).toContain('<title>Setup | Fixture</title>');

    writeFileSync(setupFile(), good.replace('title: Setup', 'title: Setup fixed'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Setup fixed', { timeout: 10_000 });
    expect(await page.$('#docgen-error-overlay')).toBeNull();
    // A title change reaches every page's sidebar.
    expect(await (await fetch(`${site.server.url}guide/usage`)).text()).toContain('>Setup fixed</a>');
    await page.close();
  });

  it('rebuilds everything after a config edit', async () => {
    const times: number[] = [];
    site.server.onRebuild((e) => e.ok && times.push(e.ms));
    const config = path.join(site.dir, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Fixture',", "title: 'Fixture 2',"));
    await new Promise((r) => setTimeout(r, 300));
    await site.server.idle();
    expect(await (await fetch(`${site.server.url}guide/usage`)).text()).toContain('<title>Usage | Fixture 2</title>');
    expect(times.length).toBeGreaterThan(0);
  });
});

describe('docgen serve with a broken page at start-up', () => {
  let dev: DevServer;
  let file: string;
  beforeAll(async () => {
    file = path.join(fixtureCopy('serve-broken'), 'content/guide/setup.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Setup', 'title: [broken'));
    dev = await serve({ root: path.join(repoRoot, 'test/.tmp/serve-broken'), port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await dev?.close();
    rmSync(path.join(repoRoot, 'test/.tmp/serve-broken'), { recursive: true, force: true });
  });

  it('starts anyway, shows the error in the browser, and builds the site once the file is fixed', async () => {
    const res = await fetch(`${dev.url}guide/setup`);
    expect(res.status).toBe(500);
    const page = await site.browser.newPage();
    await page.goto(`${dev.url}guide/setup`, { waitUntil: 'load' });
    await page.waitForSelector('#docgen-error-overlay', { timeout: 10_000 });
    expect(await page.$eval('#docgen-error-overlay', (e) => e.textContent)).toMatch(/guide\/setup\.md:2:\d+: error: invalid frontmatter/);
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: [broken', 'title: Setup'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Setup', { timeout: 10_000 });
    expect(await page.$('#docgen-error-overlay')).toBeNull();
    await page.close();
  });
});
