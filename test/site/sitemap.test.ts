// The real site against test/site/sitemap.md (a copy of the site map): the sidebar's labels, order and routes, and the pages outside it (axe-core on its pages: test/e2e/a11y.test.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addLink, closePage, openPage, polkadotSite, positionSaved, scrollSettled } from '../setup/browser.js';

const root = path.resolve(import.meta.dirname, '../..');
const sitemapFile = path.join(import.meta.dirname, 'sitemap.md');

type Entry = { label: string; route?: string; items?: Entry[] };

/** `- **API**` is a category, `- Overview — \`/docs/api\`` a doc; two spaces of indent per level. */
function parseSidebar(md: string): Entry[] {
  const section = md.slice(0, md.indexOf('## Routed pages'));
  const top: Entry[] = [];
  const stack: Entry[][] = [top];
  for (const line of section.split('\n')) {
    const m = /^( *)- (.*)$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 2;
    stack.length = depth + 1;
    const cat = /^\*\*(.+)\*\*$/.exec(m[2].trim());
    const doc = /^(.+?) — `([^`]+)`$/.exec(m[2].trim());
    const entry: Entry = cat ? { label: cat[1], items: [] } : { label: doc![1], route: doc![2] };
    stack[depth].push(entry);
    if (entry.items) stack[depth + 1] = entry.items;
  }
  return top;
}

/** The routes listed as not in the sidebar, one bullet each, with `{a, b}` expanded. */
function parseOthers(md: string): string[] {
  const routes: string[] = [];
  for (const line of md.slice(md.indexOf('## Routed pages')).split('\n')) {
    const m = /^- `?(\/docs\/[^`]*?)`?(?: \(| —|$)/.exec(line.trim());
    if (!m) continue;
    const brace = /^(.*)\{([^}]*)\}(.*)$/.exec(m[1]);
    if (brace) for (const part of brace[2].split(',')) routes.push(brace[1] + part.trim() + brace[3]);
    else routes.push(m[1]);
  }
  return routes;
}

type Built = { type: 'link' | 'category'; label: string; href?: string; items?: Built[] };
const simplify = (items: Built[]): Entry[] => items.map((i) => (i.type === 'category' ? { label: i.label, items: simplify(i.items!) } : { label: i.label, route: i.href }));


const site = polkadotSite();
const { out } = site;

describe('the polkadot{.js} site', () => {
  it('has the sidebar of the site map: labels, order and routes', () => {
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const data = JSON.parse(html.match(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s)![1]);
    expect(simplify(data.site.sidebars.reference)).toEqual(parseSidebar(readFileSync(sitemapFile, 'utf8')));
  });

  it('serves every page of the site map, and the pages outside the sidebar have none', async () => {
    const md = readFileSync(sitemapFile, 'utf8');
    const inSidebar = [...md.slice(0, md.indexOf('## Routed pages')).matchAll(/`(\/docs\/[^`]*)`/g)].map((m) => m[1]);
    const others = parseOthers(md);
    expect(others.length).toBeGreaterThanOrEqual(15);
    const origin = site.url.replace(/\/docs\/$/, '');
    for (const route of [...inSidebar, ...others]) {
      const res = await fetch(origin + route);
      expect(res.status, route).toBe(200);
      const page = await res.text();
      expect(page, route).toContain('<h1 class="doc-title">');
      if (others.includes(route)) expect(page.includes('<nav class="sidebar"'), `${route} has a sidebar`).toBe(false);
    }
  });

  it('docgen check finds no broken link, anchor or other problem anywhere in content/', () => {
    const r = spawnSync(process.execPath, ['bin/docgen.js', 'check', '--format', 'json'], { cwd: root, encoding: 'utf8' });
    const json = JSON.parse(r.stdout);
    expect(json.diagnostics).toEqual([]);
    expect(json.pages).toBeGreaterThanOrEqual(140);
    expect(r.status).toBe(0);
  });

  it.each(['', 'api/start/api.query', 'substrate/extrinsics', 'api/examples/rxjs/simple_connect/', 'keyring/start/sign-verify'])('/docs/%s loads with no console errors', async (route) => {
    const { page, errors } = await openPage(site, route);
    // Its prefetches too.
    await page.waitForNetworkIdle();
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('navigates client-side from the intro to a chain reference item', async () => {
    const { page } = await openPage(site, '');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.click(await addLink(page, '/docs/polkadot/storage#system-account'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Storage');
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(7);
    // The heading at the top once the blocks above it have laid out (the router holds it there meanwhile): waited for,
    // up to 15 s, as a busy machine lays them out late (once read at 242 px beside two CPU hogs).
    await page.waitForFunction(() => Math.abs(document.querySelector('#system-account')!.getBoundingClientRect().top) < 150, { timeout: 15_000 });
    expect(await page.$eval('.sidebar-link.active', (e) => e.getAttribute('href'))).toBe('/docs/polkadot/storage');
    await closePage(page);
  });

  it('Back then Forward returns to the heading the reader was on, and Back to where they were on the page before', async () => {
    const { page } = await openPage(site, 'api/start/api.query');
    const link = await addLink(page, '/docs/substrate/storage#system-account');
    await page.evaluate(() => window.scrollTo(0, 900));
    await scrollSettled(page);
    await positionSaved(page);
    const before = await page.evaluate(() => window.scrollY);
    // A click from script: the reader's position stays where it is (page.click would scroll the link into view).
    await page.$eval(link, (a) => (a as HTMLAnchorElement).click());
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Storage');
    // Each position is waited for, up to 15 s: on a busy machine the page may settle late.
    const headingAtTop = () => page.waitForFunction(() => Math.abs(document.querySelector('#system-account')!.getBoundingClientRect().top) < 150, { timeout: 15_000 });
    await headingAtTop();
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent !== 'Storage');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 80, { timeout: 15_000 }, before);
    await page.goForward();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Storage');
    await headingAtTop();
    await closePage(page);
  });
});
