// A site whose sidebars are too large to repeat in every page (src/render/sidebars.ts), in Chromium: each sidebar a file
// of its own, fetched before hydrating and when a navigation reaches a page of another sidebar; what a reader sees when
// one does not arrive.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { serve, type DevServer } from '../../src/serve/server.js';
import { SIDEBARS_INLINE_MAX } from '../../src/render/sidebars.js';
import { closePage, openPage, servedSite, type OpenOptions } from '../setup/browser.js';
import type { SidebarItem, SiteData } from '../../theme/types.js';

const root = path.resolve(import.meta.dirname, '../.tmp/e2e-sidebar-files');
const out = path.join(root, 'build');
const [CATEGORIES, PAGES] = [12, 40];
const two = (n: number) => String(n).padStart(2, '0');

/** A home page, a guide of two pages (a small sidebar) and a reference of 480 in 12 categories (a large one). */
function writeSite() {
  rmSync(root, { recursive: true, force: true });
  const doc = (id: string, title: string) => {
    mkdirSync(path.dirname(path.join(root, 'content', `${id}.md`)), { recursive: true });
    writeFileSync(path.join(root, 'content', `${id}.md`), `# ${title}\n\nThe page ${title}.\n`);
  };
  doc('index', 'Home');
  doc('guide/start', 'Introduction');
  doc('guide/setup', 'Setup');
  const reference = [];
  for (let c = 1; c <= CATEGORIES; c++) {
    const items = [];
    for (let p = 1; p <= PAGES; p++) {
      doc(`ref/c${two(c)}/p${two(p)}`, `Reference entry ${two(c)}.${two(p)}`);
      items.push(`ref/c${two(c)}/p${two(p)}`);
    }
    reference.push({ type: 'category', label: `Part ${two(c)}`, items });
  }
  writeFileSync(
    path.join(root, 'site.config.ts'),
    `export default ${JSON.stringify({
      title: 'Big sidebars',
      url: 'https://big.example',
      docs: { sidebars: { guide: ['guide/start', 'guide/setup'], reference } },
      themeConfig: { navbar: { title: 'Big', items: [{ type: 'doc', docId: 'guide/start', label: 'Guide', position: 'left' }, { type: 'doc', docId: 'ref/c01/p01', label: 'Reference', position: 'left' }] } }
    })};\n`
  );
}

const site = servedSite(out, async () => {
  writeSite();
  await build({ root, outDir: out });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const inline = (html: string) => JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]) as { site: SiteData };
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const h1 = (page: Page) => page.$eval('h1', (e) => e.textContent);
/** The sidebar files the page fetched. */
const fetched = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => /\/assets\/sidebar-/.test(p)));
const open = (route: string, options: OpenOptions = {}) => openPage(site, route, options);
/** Answers the sidebar file at `url` with a 404, as a host that lost it. */
const losing = (url: string) => (r: HTTPRequest) => (new URL(r.url()).pathname === url ? (void r.respond({ status: 404, contentType: 'text/plain', body: 'gone' }), true) : false);

describe('sidebars in files of their own', () => {
  it('are out of the inline data, each in a file named by its content, and the page preloads its own', () => {
    const page = read('ref/c03/p07/index.html');
    const data = inline(page).site;
    expect(data.sidebars).toEqual({});
    const files = data.sidebarFiles!;
    expect(Object.keys(files).sort()).toEqual(['guide', 'reference']);
    const reference = JSON.parse(read(files.reference.slice('/docs/'.length))) as SidebarItem[];
    expect(JSON.stringify(reference).length).toBeGreaterThan(SIDEBARS_INLINE_MAX);
    expect(reference).toHaveLength(CATEGORIES);
    expect(reference[2]).toMatchObject({ type: 'category', label: 'Part 03' });
    // What the theme draws, not what only the server reads (a link's doc id).
    expect(reference[2].type === 'category' && reference[2].items[0]).toEqual({ type: 'link', label: 'Reference entry 03.01', href: '/docs/ref/c03/p01' });
    expect(JSON.parse(read(files.guide.slice('/docs/'.length)))).toMatchObject([{ label: 'Introduction', href: '/docs/guide/start' }, { label: 'Setup', href: '/docs/guide/setup' }]);
    // Its own sidebar, the reference's, and not the guide's.
    expect(page).toContain(`<link rel="preload" href="${files.reference}" as="fetch" crossorigin="anonymous">`);
    expect(page).not.toContain(`<link rel="preload" href="${files.guide}"`);
    // The page is small: its body and the shell, not the 480 links of the categories it shows closed.
    expect(page.length).toBeLessThan(JSON.stringify(reference).length);
    // Every page names the same files.
    expect(inline(read('guide/start/index.html')).site.sidebarFiles).toEqual(files);
  });

  it("hydrates with its sidebar, opens a closed category, and fetches another sidebar's file once when a navigation needs it", async () => {
    const { page, errors, warnings } = await open('ref/c03/p07');
    expect(await h1(page)).toBe('Reference entry 03.07');
    const files = inline(read('ref/c03/p07/index.html')).site.sidebarFiles!;
    expect(await fetched(page)).toContain(files.reference);
    // Part 05 was closed: its items are drawn from the fetched sidebar when it opens.
    const part5 = '.sidebar li.sidebar-category:nth-child(5)';
    await page.click(`${part5} summary`);
    await page.waitForSelector(`${part5} a[href="/docs/ref/c05/p12"]`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.click(`${part5} a[href="/docs/ref/c05/p12"]`);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Reference entry 05.12');
    expect(await page.$eval('.sidebar a[aria-current="page"]', (a) => a.getAttribute('href'))).toBe('/docs/ref/c05/p12');
    // To the guide, in the other sidebar, and back: client navigation throughout, each file fetched once.
    await page.click('.navbar a[href="/docs/guide/start"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
    expect(await page.$$eval('.sidebar a', (as) => as.map((a) => a.textContent))).toEqual(['Introduction', 'Setup']);
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Reference entry 05.12');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // Each once (the guide's may have come with the prefetch of its navbar link).
    expect((await fetched(page)).sort()).toEqual([files.guide, files.reference].sort());
    expect([errors, warnings]).toEqual([[], []]);
    await closePage(page);
  });

  it('a page whose sidebar file does not arrive stays as the server sent it, and its links load pages', async () => {
    const files = inline(read('ref/c03/p07/index.html')).site.sidebarFiles!;
    const { page, warnings } = await open('ref/c03/p07', { hydrate: false, intercept: losing(files.reference) });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Reference entry 03.07');
    await expect.poll(() => warnings.join('\n')).toContain(`the server answered 404 for ${files.reference}`);
    // Not hydrated: the colour mode toggle stays disabled; a sidebar link is a page load.
    expect(await page.$eval('.color-mode-toggle', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await Promise.all([page.waitForNavigation(), page.click('.sidebar a[href="/docs/ref/c03/p08"]')]);
    expect(await h1(page)).toBe('Reference entry 03.08');
    await closePage(page);
  });

  it("a navigation whose page's sidebar file does not arrive loads that page from the server", async () => {
    const files = inline(read('guide/start/index.html')).site.sidebarFiles!;
    const { page } = await open('guide/start', { intercept: losing(files.reference) });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await Promise.all([page.waitForNavigation(), page.click('.navbar a[href="/docs/ref/c01/p01"]')]);
    expect(await h1(page)).toBe('Reference entry 01.01');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await closePage(page);
  });
});

describe('sidebars in files of their own, in the dev server', () => {
  let dev: DevServer;
  beforeAll(async () => {
    dev = await serve({ root, port: 0, host: '127.0.0.1' });
  });
  afterAll(() => dev?.close());

  it('serves the files; an edit of a page shows in place, a renamed page comes with its sidebar anew', async () => {
    const { page, errors } = await open('ref/c02/p03', { base: dev.url });
    expect(await h1(page)).toBe('Reference entry 02.03');
    const first = (await fetched(page)).find((p) => p.startsWith('/docs/assets/sidebar-'))!;
    expect(first).toBeDefined();
    // A body changed: the article is replaced in place, from the page's data, the sidebar kept.
    const file = path.join(root, 'content/ref/c02/p03.md');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    writeFileSync(file, '# Reference entry 02.03\n\nThe page, edited.\n');
    await page.waitForFunction(() => document.querySelector('.markdown')?.textContent?.includes('edited'), { timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // Its title changed: the sidebar changes, and the page (reloaded) shows the new one, from a new file.
    writeFileSync(file, '# Entry renamed\n\nThe page, renamed.\n');
    await page.waitForFunction(() => document.querySelector('.sidebar a[aria-current="page"]')?.textContent === 'Entry renamed', { timeout: 20_000 });
    expect((await fetched(page)).some((p) => p !== first)).toBe(true);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
