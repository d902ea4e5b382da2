// The search box in Chromium on a built site: results, every key, new tabs, highlight, loading on hover, a failed head or shard and a slow one, syntax errors.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, SCREENSHOTS, servedSite } from '../setup/browser.js';
import { fullEngine, readBuiltIndex } from '../search/engines.js';

const out = path.resolve(import.meta.dirname, '../.tmp/e2e-search');

const site = servedSite(out, async () => {
  await build({ root: path.resolve(import.meta.dirname, '../fixtures/search'), outDir: out });
});

const BOX = '#navbar-search-input';
/** The index's files: its head, `search-index-{tag}.json`, and its shards, in `search-index-{tag}/`. */
const isIndexFile = (url: string) => /\/search-index-[^/]*(\.json|\/[^/]*\.json)$/.test(url);
const isHead = (r: HTTPRequest) => /\/search-index-[^/]*\.json$/.test(new URL(r.url()).pathname);

/** `intercept` sees every request first, and returns true when it has answered it. */
const open = (route = 'keyring', intercept?: (r: HTTPRequest) => boolean) => openPage(site, route, { intercept });

async function type(page: Page, text: string): Promise<void> {
  await page.click(BOX);
  await page.type(BOX, text);
}

const results = (page: Page) => page.$$eval('#navbar-search-results [role=option]', (os) => os.map((o) => ({ title: o.querySelector('.search-result-title')?.textContent, href: o.getAttribute('href'), selected: o.getAttribute('aria-selected') })));
const waitResults = (page: Page, n = 1) => page.waitForFunction((k) => document.querySelectorAll('#navbar-search-results [role=option]').length >= k, {}, n);
const panelText = (page: Page) => page.$eval('.navbar .search-status', (e) => (e as HTMLElement).innerText);
/** Waits until the box holds `q` and its search has finished, with results or a message; returns the message. */
async function settled(page: Page, q: string): Promise<string> {
  await page.waitForFunction(
    (query) => {
      const box = document.querySelector<HTMLInputElement>('#navbar-search-input');
      const busy = document.querySelector('#navbar-search-results')?.getAttribute('aria-busy') === 'true';
      const shown = document.querySelectorAll('#navbar-search-results [role=option]').length > 0 || Boolean(document.querySelector('.navbar .search-status')?.textContent);
      return box?.value === query && !busy && shown;
    },
    {},
    q
  );
  return panelText(page);
}

describe('search box', () => {
  it('is a combobox in the navbar whose listbox shows sections with where they live and a marked snippet', async () => {
    const { page, errors } = await open();
    expect(await page.$eval(BOX, (i) => [i.getAttribute('role'), i.getAttribute('aria-expanded'), i.getAttribute('aria-controls'), i.getAttribute('placeholder'), (i as HTMLInputElement).maxLength])).toEqual(['combobox', 'false', 'navbar-search-results', 'Search', 512]);
    await type(page, 'system.account');
    await waitResults(page);
    expect(await page.$eval(BOX, (i) => i.getAttribute('aria-expanded'))).toBe('true');
    expect(await page.$eval('#navbar-search-results', (l) => l.getAttribute('role'))).toBe('listbox');
    const [first] = await results(page);
    expect(first).toEqual({ title: 'account', href: expect.stringMatching(/^\/docs\/chain\/storage\?highlight=[^#]*system\.account[^#]*#system-account$/), selected: 'true' });
    expect(await page.$eval('#navbar-search-results [role=option] .search-result-where', (e) => e.textContent)).toBe('Chain › Storage');
    expect(await page.$$eval('#navbar-search-results li:first-child [role=option] .search-result-snippet mark', (ms) => ms.map((m) => m.textContent))).toContain('api.query.system.account');
    for (const name of ['Clear', 'Submit', 'Cancel']) expect(await page.$(`.navbar button[aria-label="${name}"]`), name).not.toBeNull();
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('finds pages outside the sidebar, and says when nothing matches', async () => {
    const { page } = await open();
    await type(page, 'zephyrine');
    await waitResults(page);
    expect((await results(page))[0].href).toMatch(/^\/docs\/hidden\?/);
    await page.type(BOX, 'xq');
    await page.waitForFunction(() => document.querySelector('.navbar .search-status')?.textContent === 'No results found.');
    expect(await results(page)).toEqual([]);
    await closePage(page);
  });

  it('finds a section in the word the page uses for the reader\'s (search.synonyms), and marks it', async () => {
    const { page } = await open('intro');
    await type(page, 'seed phrase');
    await waitResults(page);
    expect((await results(page))[0]).toMatchObject({ title: 'Creating a keyring', href: expect.stringMatching(/^\/docs\/keyring\?highlight=.*mnemonic.*#creating-a-keyring$/) });
    expect(await page.$$eval('#navbar-search-results li:first-child .search-result-snippet mark', (ms) => ms.map((m) => m.textContent))).toContain('mnemonic');
    await closePage(page);
  });

  it('moves the active result with the arrow keys and opens it with Enter, by client navigation, with the terms highlighted', async () => {
    const { page } = await open();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await type(page, 'keyring');
    await waitResults(page, 2);
    const list = await results(page);
    await page.keyboard.press('ArrowDown');
    expect((await results(page)).map((r) => r.selected)).toEqual(list.map((_, i) => String(i === 1)));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect((await results(page)).map((r) => r.selected)).toEqual(list.map((_, i) => String(i === list.length - 1)));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const target = list[0].href!;
    await page.waitForFunction((p) => location.pathname === p && document.querySelector('mark.search-highlight'), {}, target.split(/[?#]/)[0]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => location.search)).toBe('');
    const marked = await page.$$eval('.markdown mark.search-highlight', (ms) => ms.map((m) => m.textContent!.toLowerCase()));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((m) => m.startsWith('keyring'))).toBe(true);
    expect(await page.$eval(BOX, (i) => i.getAttribute('aria-expanded'))).toBe('false');
    // Leaving the page removes the highlight.
    await page.click('.navbar-brand');
    await page.waitForFunction(() => location.pathname === '/docs/' && document.querySelector('h1')?.textContent === 'Welcome');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.$$('mark.search-highlight')).toHaveLength(0);
    await closePage(page);
  });

  it('highlights stemmed and prefix variants of what was typed', async () => {
    const { page } = await open('');
    await type(page, 'signa');
    await waitResults(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('mark.search-highlight'));
    const marked = await page.$$eval('.markdown mark.search-highlight', (ms) => ms.map((m) => m.textContent));
    expect(marked).toEqual(expect.arrayContaining(['signature']));
    await closePage(page);
  });

  it('Escape closes the panel, a second Escape clears the query; Clear empties it', async () => {
    const { page } = await open();
    await type(page, 'keyring');
    await waitResults(page);
    await page.keyboard.press('Escape');
    expect(await page.$eval(BOX, (i) => [i.getAttribute('aria-expanded'), (i as HTMLInputElement).value])).toEqual(['false', 'keyring']);
    expect(await page.$eval('.navbar .search-panel', (p) => (p as HTMLElement).hidden)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.$eval(BOX, (i) => (i as HTMLInputElement).value)).toBe('');
    await page.type(BOX, 'storage');
    await page.click('.navbar button[aria-label="Clear"]');
    expect(await page.$eval(BOX, (i) => (i as HTMLInputElement).value)).toBe('');
    await closePage(page);
  });

  it('/ and ctrl-K focus the box', async () => {
    const { page } = await open();
    await page.click('h1');
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('navbar-search-input');
    expect(await page.$eval(BOX, (i) => (i as HTMLInputElement).value)).toBe('');
    await page.click('h1');
    await page.keyboard.down('Control');
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('navbar-search-input');
    await closePage(page);
  });

  it('ctrl-Enter and a ctrl-click open the result in a new tab, shift-Enter in a new window, each with the highlight', async () => {
    const { page } = await open();
    await type(page, 'mnemonic');
    await waitResults(page);
    const href = (await results(page))[0].href!;
    const opened = async (action: () => Promise<void>) => {
      // The page's own context: other test files open pages in the same browser.
      const context = page.browserContext();
      const before = new Set(context.targets());
      const target = context.waitForTarget((t) => !before.has(t) && t.type() === 'page' && t.url().includes('/docs/keyring'));
      await action();
      const tab = await (await target).page();
      // A tab opened in the background gets no animation frames: poll on a timer instead.
      await tab!.waitForFunction(() => document.querySelector('mark.search-highlight') && !location.search, { polling: 100 });
      const marks = await tab!.$$eval('mark.search-highlight', (ms) => ms.map((m) => m.textContent).join(' '));
      await tab!.close();
      return marks;
    };
    const withCtrl = (fn: () => Promise<void>) => async () => {
      await page.keyboard.down('Control');
      await fn();
      await page.keyboard.up('Control');
    };
    expect(await opened(withCtrl(() => page.keyboard.press('Enter')))).toContain('keyring.addFromMnemonic');
    await page.focus(BOX);
    expect(await opened(async () => {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Enter');
      await page.keyboard.up('Shift');
    })).toContain('keyring.addFromMnemonic');
    await page.focus(BOX);
    expect(await opened(withCtrl(() => page.click(`#navbar-search-results [role=option][href="${href}"]`)))).toContain('keyring.addFromMnemonic');
    expect(page.url()).toBe(`${site.url}keyring`);
    await closePage(page);
  });

  it('shows query syntax errors in the panel instead of throwing', async () => {
    const { page, errors } = await open();
    await type(page, 'colour:red');
    await page.waitForFunction(() => document.querySelector('.navbar .search-status')?.textContent?.includes('Unknown field'));
    await page.click(BOX, { clickCount: 3 });
    await page.type(BOX, 'keyring~x');
    await page.waitForFunction(() => document.querySelector('.navbar .search-status')?.textContent?.includes('edit distance'));
    await page.click(BOX, { clickCount: 3 });
    await page.type(BOX, 'keyring^big');
    await page.waitForFunction(() => document.querySelector('.navbar .search-status')?.textContent?.includes('boost'));
    await page.click(BOX, { clickCount: 3 });
    await page.type(BOX, 'title:');
    await page.waitForFunction(() => document.querySelector('.navbar .search-status')?.textContent?.includes('no term'));
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('answers whatever is typed, a bare *, 500 characters of wildcards or stray syntax, and goes on answering', async () => {
    const { page, errors } = await open();
    await type(page, '*');
    await settled(page, '*');
    expect(await panelText(page)).toBe('"*" has no term to search for.');
    expect(await results(page)).toEqual([]);
    // Typed key by key, as a reader would: every prefix is a query.
    const wild = '*a*b'.repeat(125);
    await page.click(BOX, { clickCount: 3 });
    await page.type(BOX, wild);
    await settled(page, wild);
    expect(await panelText(page)).toBe('No results found.');
    for (const q of ['**', '~', '^', ':', '+', '-', 'title:x', 'key*', 'keyrnig~1', '+key* -pair', '日本語 🙂 über', 'x'.repeat(512)]) {
      await page.click(BOX, { clickCount: 3 });
      // The long one pasted at once (its prefixes are like the wildcards' above).
      if (q.length > 100) await page.keyboard.sendCharacter(q);
      else await page.type(BOX, q);
      const text = await settled(page, q);
      expect(text === '' ? (await results(page)).length : text, q).toBeTruthy();
    }
    await page.click(BOX, { clickCount: 3 });
    await page.type(BOX, 'keyring');
    await settled(page, 'keyring');
    expect((await results(page)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('loads nothing until the box is hovered or focused; hovering loads the head and the code, a query the shards it reads, each file once', async () => {
    const requests: string[] = [];
    const { page } = await openPage(site, 'keyring', { intercept: (r) => (r.url().includes('/docs/') && requests.push(new URL(r.url()).pathname), false) });
    const loaded = requests.length;
    expect(requests.filter(isIndexFile)).toEqual([]);
    await page.hover(BOX);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /search-index-[^/]*\.json$/.test(e.name)));
    // The search code came with it: a script the page had not loaded.
    expect(requests.slice(loaded).filter((u) => u.endsWith('.js')).length).toBeGreaterThan(0);
    await type(page, 'keyring');
    await settled(page, 'keyring');
    expect((await results(page)).length).toBeGreaterThan(0);
    const shards = requests.filter((u) => /search-index-[^/]*\/[^/]*\.json$/.test(u));
    expect(shards.length).toBeGreaterThan(0);
    // The same query again, and another that reads the same terms: nothing is fetched twice.
    for (const q of ['keyring pair', 'keyring']) {
      await page.click(BOX, { clickCount: 3 });
      await page.type(BOX, q);
      await settled(page, q);
    }
    const index = requests.filter(isIndexFile);
    expect(index.length).toBe(new Set(index).size);
    expect(index.filter((u) => /search-index-[^/]*\.json$/.test(u))).toHaveLength(1);
    await closePage(page);
  });

  it('a failed index head: "No results found." and a note, tried again only after a wait (not on every key), one warning, and the results once it loads', async () => {
    const times: number[] = [];
    let down = true;
    const { page, warnings } = await open('keyring', (r) => {
      if (!isHead(r)) return false;
      times.push(Date.now());
      if (down) void r.respond({ status: 500, body: 'down' });
      else void r.continue();
      return true;
    });
    await type(page, 'key');
    await page.waitForFunction(() => document.querySelector('.navbar .search-status')?.textContent?.startsWith('No results found.'));
    expect(await page.$eval('.navbar .search-incomplete', (e) => e.textContent)).toBe('Part of the search index did not load: results may be incomplete.');
    // Every key typed while it waits asks for the index; none fetches it.
    for (const key of 'ring'.split('')) await page.type(BOX, key);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#navbar-search-input')?.value === 'keyring');
    down = false;
    // The box tries again by itself once the wait is over, and shows what it finds.
    await waitResults(page);
    expect(await page.$('.navbar .search-incomplete')).toBeNull();
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    expect(gaps.every((g) => g >= 900), `${gaps}`).toBe(true);
    expect(warnings.filter((w) => w.includes('search-index-docs-default-current.json'))).toHaveLength(1);
    await closePage(page);
  });

  it('a shard that fails: the results of the rest and a note in the box, the shard tried again after a wait, complete once it loads', async () => {
    const times = new Map<string, number[]>();
    let down = true;
    const { page, warnings } = await open('keyring', (r) => {
      // The postings of every section's text (fields: title, headings, content).
      if (!/search-index-[^/]*\/p2-/.test(r.url())) return false;
      times.set(r.url(), [...(times.get(r.url()) ?? []), Date.now()]);
      if (down) void r.respond({ status: 503, body: 'busy' });
      else void r.continue();
      return true;
    });
    await type(page, 'mnemonic');
    await page.waitForFunction(() => document.querySelector('.navbar .search-incomplete'));
    const partial = await results(page);
    expect(await page.$$eval('.navbar .search-incomplete', (es) => es.length)).toBe(1);
    down = false;
    await page.waitForFunction(() => !document.querySelector('.navbar .search-incomplete'));
    await settled(page, 'mnemonic');
    // The sections whose text holds the word are found too now.
    expect((await results(page)).length).toBeGreaterThan(partial.length);
    expect([...times.values()].some((at) => at.length >= 2)).toBe(true);
    for (const [url, at] of times) {
      expect(at.slice(1).every((t, i) => t - at[i] >= 900), url).toBe(true);
      expect(warnings.filter((w) => w.includes(new URL(url).pathname)), url).toHaveLength(1);
    }
    await closePage(page);
  });

  it('loads the head once, on first use, and shows a stalled load after 300 ms', async () => {
    let requests = 0;
    const { page } = await open('keyring', (r) => {
      if (!isHead(r)) return false;
      requests++;
      // Held long enough for the loading message (shown after 300 ms) to appear however busy the machine is.
      setTimeout(() => void r.continue(), 5000);
      return true;
    });
    expect(requests).toBe(0);
    await type(page, 'key');
    await page.waitForFunction(() => document.querySelector('.navbar .search-status')?.textContent === 'Loading the search index…');
    expect(await page.$eval('#navbar-search-results', (l) => l.getAttribute('aria-busy'))).toBe('true');
    await waitResults(page);
    await settled(page, 'key');
    expect(await panelText(page)).toBe('');
    expect(requests).toBe(1);
    await closePage(page);
  });

  it('?highlight= marks the words a reader sees, and leaves the article\'s style, script and SVG alone', async () => {
    const { page, errors } = await open('hidden?highlight=background');
    await page.waitForFunction(() => document.querySelector('.markdown mark.search-highlight') && !location.search);
    const article = await page.evaluate(() => {
      const q = (s: string) => document.querySelector(`.markdown ${s}`)!;
      return {
        marked: [...document.querySelectorAll('.markdown mark.search-highlight')].map((m) => `${m.parentElement!.className}: ${m.textContent}`),
        style: q('style').innerHTML,
        script: q('script').innerHTML,
        svg: q('svg').innerHTML,
        background: getComputedStyle(q('.styled-box')).backgroundColor
      };
    });
    expect(article).toEqual({
      marked: ['styled-box: background'],
      style: '.styled-box { background: rgb(1, 2, 3); color: rgb(250, 250, 250); }',
      script: "window.highlightProbe = 'background';",
      svg: '<text x="0" y="15">background</text>',
      background: 'rgb(1, 2, 3)'
    });
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('sits in the mobile menu too', async () => {
    const { page } = await openPage(site, 'keyring', { width: 390 });
    await page.click('.navbar-menu-button');
    await page.type('#menu-search-input', 'blockhash');
    await page.waitForFunction(() => document.querySelectorAll('#menu-search-results [role=option]').length > 0);
    expect(await page.$eval('#menu-search-results [role=option] .search-result-title', (e) => e.textContent)).toBe('blockHash');
    await closePage(page);
  });
});

describe('accessibility', () => {
  it.each([
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light']
  ])('axe finds nothing wrong in the open search box at %i px, %s', async (width, theme) => {
    const { page } = await openPage(site, 'keyring', { width });
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    await type(page, 'keyring');
    await waitResults(page);
    const violations = await axeProblems(page, { include: '.navbar .search' });
    expect(violations).toEqual([]);
    await closePage(page);
  });
  it.each([
    [1280, 'light'],
    [1280, 'dark'],
    [390, 'light']
  ])('axe finds nothing wrong when part of the index did not load, at %i px, %s; screenshot saved', async (width, theme) => {
    const { page } = await openPage(site, 'keyring', { width, intercept: (r) => /search-index-[^/]*\/e/.test(r.url()) && (void r.respond({ status: 500, body: 'down' }), true) });
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    await type(page, 'keyring');
    await page.waitForFunction(() => document.querySelector('.navbar .search-incomplete') && document.querySelector('#navbar-search-results')?.getAttribute('aria-busy') === 'false');
    expect(await axeProblems(page, { include: '.navbar .search' })).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, `search-incomplete-${width}-${theme}.png`) as `${string}.png` });
    await closePage(page);
  });
});

describe('the search page (search.page, a Docusaurus site\'s /search)', () => {
  const listed = (page: Page) => page.$$eval('.search-page-result', (as) => as.map((a) => a.getAttribute('href')!.replace(/\?.*$/, '')));
  it('searches the query in its URL, keeps the URL to what is typed, lists more than the box, and leads to a result and Back again', async () => {
    const { page, errors } = await open('search?q=keyring');
    await page.waitForFunction(() => document.querySelectorAll('.search-page-result').length > 0);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Search');
    expect(await page.evaluate(() => [(document.querySelector('.search-page-input') as HTMLInputElement).value, location.search])).toEqual(['keyring', '?q=keyring']);
    expect((await listed(page))[0]).toBe('/docs/keyring');
    // A new query: its results, and the URL says it (a reader can link to it).
    await page.click('.search-page-input', { count: 3 });
    await page.type('.search-page-input', 'storage');
    await page.waitForFunction(() => location.search === '?q=storage' && [...document.querySelectorAll('.search-page-result')].some((a) => a.getAttribute('href')!.startsWith('/docs/chain/storage')));
    expect(await page.$eval('.search-page-result', (a) => a.querySelector('.search-result-where')?.textContent)).toBeTruthy();
    await Promise.all([page.waitForFunction(() => location.pathname === '/docs/chain/storage'), page.click('.search-page-result')]);
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/docs/search' && (document.querySelector('.search-page-input') as HTMLInputElement | null)?.value === 'storage');
    expect(await axeProblems(page, { include: '.search-page' })).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ optimizeForSpeed: true, path: path.join(SCREENSHOTS, 'search-page.png') });
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('shows the box alone without a query, and says when nothing is found', async () => {
    const { page } = await open('search');
    expect(await page.$$eval('.search-page-result', (as) => as.length)).toBe(0);
    await page.type('.search-page-input', 'zzzqqq');
    await page.waitForFunction(() => document.querySelector('.search-page .search-status')?.textContent === 'No results found.');
    await closePage(page);
  });
});

describe('search index files', () => {
  it('are a head that lists its shards by a hash of the whole index, and shards of postings and excerpts; one document per section', () => {
    const head = JSON.parse(readFileSync(path.join(out, 'search-index-docs-default-current.json'), 'utf8'));
    expect(Object.keys(head).sort()).toEqual(['anchors', 'b', 'build', 'excerpts', 'fields', 'freqs', 'k1', 'lengths', 'pages', 'postings', 'sections', 'synonyms', 'terms', 'titles', 'version']);
    expect(head).toMatchObject({ synonyms: [['seed phrase', 'mnemonic']], version: 4, k1: 1.2, b: 0.75, fields: [['title', 5], ['headings', 3], ['content', 1], ['tags', 3]] });
    const shards = readdirSync(path.join(out, 'search-index-docs-default-current'));
    expect(shards.every((f) => f.endsWith(`.${head.build}.json`))).toBe(true);
    expect(shards.filter((f) => f.startsWith('p')).length).toBeGreaterThanOrEqual(3);
    expect(shards.filter((f) => f.startsWith('e')).length).toBeGreaterThanOrEqual(1);
    expect(fullEngine(readBuiltIndex(out, 'search-index-docs-default-current.json')).file.documents.length).toBe(9);
  });
});
