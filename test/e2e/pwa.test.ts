// Reading offline (`pwa`, as Docusaurus's PWA plugin) in Chromium: a Docusaurus site with the plugin, built; a page
// opened with `?offlineMode=true` registers the service worker in offline mode, which keeps the site's files; with the
// network off, another page loads, and a link moves to a third without a reload. Opened without it, nothing is kept.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { closePage, openPage, servedSite } from '../setup/browser.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-pwa-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
};
const site = servedSite(path.join(dir, 'build'), async () => {
  file('docusaurus.config.js', "module.exports = { title: 'Away', url: 'https://away.example', baseUrl: '/', presets: [['classic', { blog: false }]], plugins: [['@docusaurus/plugin-pwa', { offlineModeActivationStrategies: ['queryString'], pwaHead: [{ tagName: 'link', rel: 'manifest', href: '/manifest.json' }] }]] };\n");
  file('static/manifest.json', JSON.stringify({ name: 'Away', start_url: '/', display: 'standalone', icons: [] }));
  file('src/pages/index.md', '# Away\n\nStart at [the intro](/docs/intro).\n');
  file('docs/intro.md', '# Intro\n\nGo on to [the trail](./trail.md).\n');
  file('docs/trail.md', '# Trail\n\nThen [the summit](./summit.md).\n');
  file('docs/summit.md', '# Summit\n\nThe view from the top.\n');
  await build({ root: dir });
}, '/');

/** Whether the page is controlled by an activated service worker, and the files its cache keeps. */
const state = (page: import('puppeteer-core').Page) => page.evaluate(async () => {
  const keys = await caches.keys();
  const kept = keys.length ? (await (await caches.open(keys[0])).keys()).map((r) => new URL(r.url).pathname) : [];
  return { controlled: navigator.serviceWorker.controller !== null, caches: keys.length, kept };
});

describe('a site with the PWA plugin', () => {
  it('writes its service worker with the built files it keeps, and registers it from every page', async () => {
    const { page } = await openPage(site, 'docs/intro', { hydrate: false });
    const html = await page.content();
    expect(html).toContain('<link rel="manifest" href="/manifest.json">');
    expect(html).toMatch(/navigator\.serviceWorker\.register\("\/" \+ 'sw\.js\?offlineMode=' \+ offline/);
    await closePage(page);
    const sw = readFileSync(path.join(dir, 'build/sw.js'), 'utf8');
    const precache = JSON.parse(/^const PRECACHE = (.*);$/m.exec(sw)![1]) as { version: string; files: string[] };
    expect(precache.files).toEqual(expect.arrayContaining(['/docs/intro/index.html', '/docs/summit/index.html', '/__data/docs/summit.json', '/manifest.json', '/404.html']));
    expect(precache.files.some((f) => /^\/assets\/client-\w+\.js$/.test(f))).toBe(true);
    expect(precache.files).not.toContain('/sw.js');
  });

  it('keeps the site in offline mode (?offlineMode=true): with the network off, another page loads, and a link moves on without a reload', async () => {
    const { page, errors } = await openPage(site, 'docs/intro?offlineMode=true');
    const bad: string[] = [];
    page.on('response', (r) => r.status() >= 400 && bad.push(`${r.status()} ${r.url()}`));
    page.on('requestfailed', (r) => bad.push(`${r.failure()?.errorText} ${r.url()}`));
    // Controlled by the worker registered in offline mode (it takes over from one an earlier page registered), its files kept.
    await page.waitForFunction(async () => navigator.serviceWorker.controller?.scriptURL.endsWith('sw.js?offlineMode=true') && (await caches.keys()).length === 1, { polling: 100, timeout: 30_000 });
    expect((await state(page)).kept).toEqual(expect.arrayContaining(['/docs/intro/index.html', '/docs/trail/index.html', '/__data/docs/summit.json']));
    await page.setOfflineMode(true);
    await page.goto(`${site.url}docs/trail`, { waitUntil: 'load' });
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Trail');
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined || document.querySelector('.markdown a') !== null);
    await Promise.all([page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Summit', { timeout: 15_000 }), page.click('.markdown a')]);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    // Pages opened without the query keep offline mode on: reloaded offline, the page is there.
    await page.reload({ waitUntil: 'load' });
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Summit');
    await page.setOfflineMode(false);
    // `?offlineMode=false` turns it off: what was kept is dropped.
    await page.goto(`${site.url}docs/intro?offlineMode=false`, { waitUntil: 'load' });
    await page.waitForFunction(async () => navigator.serviceWorker.controller?.scriptURL.endsWith('sw.js?offlineMode=false') && (await caches.keys()).length === 0, { polling: 100, timeout: 30_000 });
    expect(bad).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('keeps nothing without offline mode: its worker lets every request through', async () => {
    const { page, errors } = await openPage(site, 'docs/intro');
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', { polling: 100, timeout: 30_000 });
    expect(await state(page)).toMatchObject({ caches: 0, kept: [] });
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
