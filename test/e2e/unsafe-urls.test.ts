// Script URLs written into a blog post, its authors and the config, in Chromium: on a loaded page and after client navigation, nothing links one.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { closePage, openPage, servedSite } from '../setup/browser.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/blog');
const root = path.resolve(import.meta.dirname, '../.tmp/e2e-unsafe-site');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-unsafe');

const site = servedSite(out, async () => {
  rmSync(root, { recursive: true, force: true });
  cpSync(fixture, root, { recursive: true, filter: (src) => !src.includes('node_modules') });
  writeFileSync(path.join(root, 'blog/authors.yml'), `${readFileSync(path.join(root, 'blog/authors.yml'), 'utf8')}eve:\n  name: Eve Evil\n  url: "javascript:window.ran='author'"\n  image_url: " JaVaScRiPt:window.ran='image'"\n`);
  writeFileSync(
    path.join(root, 'blog/2024-05-01-evil.md'),
    "---\ntitle: Evil post\nauthors: [eve, {name: Mal Inline, url: \"java\tscript:window.ran='inline'\"}]\n---\n\nA [markdown link](javascript:window.ran='link') and <a id=\"raw\" href=\"&#106;avascript:window.ran='raw'\">raw link</a>.\n"
  );
  const config = path.join(root, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("{ to: 'about', label: 'About' }", "{ to: 'about', label: 'About' }, { type: 'html', value: '<a id=\"nav-html\" href=\"javascript:window.ran=1\">Html item</a>' }"));
  await build({ root, outDir: out });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
const open = (route: string) => openPage(site, route);

/** Elements whose href, src, action or formaction would run script, as the browser resolved them. */
const liveScriptUrls = (page: Page) =>
  page.$$eval('[href], [src], [action], [formaction]', (els) =>
    els.flatMap((el) => ['href', 'src', 'action', 'formaction'].map((a) => el.getAttribute(a) ?? '').filter((v) => /^[\u0000-\u0020]*(?:javascript|vbscript|data:text\/html)/i.test(v.replace(/[\t\n\r]/g, ''))).map((v) => `${el.tagName}: ${v}`))
  );

/** Clicks each selector in turn: a script URL among them would set `window.ran`. */
async function clickAll(page: Page, selectors: string[]): Promise<void> {
  for (const s of selectors) await page.click(s);
}

describe('script URLs in Chromium', () => {
  it('a post loaded directly links none: authors show without links or image, the link text stays', async () => {
    const { page, errors } = await open('blog/2024/05/01/evil');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    expect(await liveScriptUrls(page)).toEqual([]);
    const authors = await page.$$eval('.blog-author', (lis) => lis.map((li) => ({ name: li.textContent, link: li.querySelector('a')?.getAttribute('href') ?? null, image: li.querySelector('img') !== null })));
    expect(authors).toEqual([
      { name: 'Eve Evil', link: null, image: false },
      { name: 'Mal Inline', link: null, image: false }
    ]);
    expect(await page.$eval('.markdown p', (p) => p.innerHTML)).toBe('A <a>markdown link</a> and <a id="raw">raw link</a>.');
    expect(await page.$('#nav-html')).not.toBeNull();
    await clickAll(page, ['.blog-author-name', '.markdown p a', '#raw', '#nav-html']);
    expect(await page.evaluate(() => (window as unknown as { ran?: unknown }).ran)).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/docs/blog/2024/05/01/evil');
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('reached by client navigation from the blog list, the post links none either', async () => {
    const { page, errors } = await open('blog');
    await page.click('a[href="/docs/blog/2024/05/01/evil"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Evil post');
    expect(await liveScriptUrls(page)).toEqual([]);
    expect(await page.$$eval('.blog-author-name', (els) => els.map((e) => e.innerHTML))).toEqual(['Eve Evil', 'Mal Inline']);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
