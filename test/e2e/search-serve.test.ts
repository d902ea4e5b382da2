// Search in `docgen serve`: the index head and its shards are served from the dev server, and an edited page is searchable after the reload.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { devSite } from '../serve/helpers.js';
import { excerptsFile, postingsFile } from '../../theme/search/format.js';

const dev = devSite('search-serve-site', 'search');
const site = dev.dir;
const hidden = path.join(site, 'content/hidden.md');

const search = async (page: import('puppeteer-core').Page, q: string) => {
  await page.click('#navbar-search-input', { clickCount: 3 });
  await page.type('#navbar-search-input', q);
  await page.waitForFunction((query) => {
    const box = document.querySelector<HTMLInputElement>('#navbar-search-input');
    const status = document.querySelector('.navbar .search-status')?.textContent;
    return box?.value === query && (document.querySelectorAll('#navbar-search-results [role=option]').length > 0 || status === 'No results found.');
  }, {}, q);
  return page.$$eval('#navbar-search-results [role=option]', (os) => os.map((o) => o.getAttribute('href')));
};

describe('search in docgen serve', () => {
  it('serves the index of the current site', async () => {
    const res = await fetch(`${dev.server.url}search-index-docs-default-current.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const head = await res.json();
    expect(head.pages.map((p: { route: string }) => p.route)).toContain('/docs/hidden');
    // Its shards, made with it on the first request, by the names it gives them.
    for (const name of [postingsFile(head.build, 0, 0), excerptsFile(head.build, 0)]) {
      const shard = await fetch(`${dev.server.url}search-index-docs-default-current/${name}`);
      expect(shard.status, name).toBe(200);
      expect(shard.headers.get('content-type')).toMatch(/application\/json/);
    }
    expect((await fetch(`${dev.server.url}search-index-docs-default-current/p0-0.nosuchbuild.json`)).status).toBe(404);
  });

  it('finds an edited page once the server has rebuilt it, without a reload', async () => {
    const page = await dev.browser.newPage();
    await page.goto(`${dev.server.url}keyring`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('.color-mode-toggle')?.disabled === false);
    expect(await search(page, 'quokkaland')).toEqual([]);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    writeFileSync(hidden, readFileSync(hidden, 'utf8').replace('zephyrine', 'zephyrine and quokkaland'));
    // Another page's edit leaves this one as it is; its search fetches the rebuilt index.
    let hits: string[] = [];
    for (let tries = 0; tries < 100 && !hits.length; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      hits = await search(page, 'quokkaland');
    }
    expect(hits[0]).toMatch(/^\/docs\/hidden\?highlight=quokkaland/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.close();
  });
});
