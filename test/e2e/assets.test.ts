// The assets fixture in Chromium: copied and static images load (on first load and after client navigation), the linked PDF is served.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { closePage, openPage, servedSite } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/assets');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-assets');

const site = servedSite(out, async () => {
  await build({ root: fixture, outDir: out });
});

/** Each article image's source and natural width, once every one has loaded or failed. */
async function images(page: Page): Promise<Array<[string, number]>> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.markdown img')].every((i) => i.complete));
  return page.$$eval('.markdown img', (imgs) => imgs.map((i) => [i.getAttribute('src') ?? '', (i as HTMLImageElement).naturalWidth] as [string, number]));
}

describe('assets in Chromium', () => {
  it('shows the static and the @site/ image of the home page', async () => {
    const { page, errors } = await openPage(site, '');
    expect(await images(page)).toEqual([
      ['/docs/img/logo.png', 32],
      [expect.stringMatching(/^\/docs\/assets\/images\/mark-[0-9a-f]{8}\.svg$/), 20]
    ]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('shows the copied images after client navigation, and serves the linked PDF and zip', async () => {
    const { page, errors } = await openPage(site, '');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click('.markdown a[href="/docs/guide"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guide');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    const shown = await images(page);
    expect(shown.map(([, w]) => w)).toEqual([40, 24]);
    const files = await page.$$eval('.markdown a[target="_blank"]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(files).toHaveLength(2);
    const answers = await page.evaluate(async (urls) => Promise.all(urls.map(async (u) => {
      const r = await fetch(u);
      return [r.status, r.headers.get('content-type'), (await r.arrayBuffer()).byteLength];
    })), files);
    expect(answers[0]).toEqual([200, expect.stringContaining('application/pdf'), expect.any(Number)]);
    expect(answers[1]).toEqual([200, expect.stringContaining('zip'), 22]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('shows the images of a page loaded directly, of a blog post and of a standalone page', async () => {
    for (const [route, widths] of [['guide/setup', [40, 40]], ['blog/2024/01/01/hello', [16]], ['about', [30]]] as const) {
      const { page, errors } = await openPage(site, route);
      expect((await images(page)).map(([, w]) => w), route).toEqual(widths);
      expect(errors, route).toEqual([]);
      await closePage(page);
    }
  });

  it('a missing image stays broken in the page (the build warned about it)', async () => {
    const { page } = await openPage(site, 'broken');
    expect((await images(page)).map(([, w]) => w)).toEqual([0, 0]);
    await closePage(page);
  });
});
