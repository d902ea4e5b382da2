// The config's `sitemap`: its file name, the routes it leaves out, changefreq and priority; `false`; a file name that
// would leave the output folder, refused at its line.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { serve } from '../../src/serve/server.js';
import type { DocgenError } from '../../src/errors.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'docgen-sitemap-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The basic fixture with `sitemap` set to `option` (its source text) in its config, built; its output folder. */
async function built(name: string, option: string, prepare?: (root: string) => void): Promise<string> {
  const root = path.join(tmp, name);
  cpSync(fixture, root, { recursive: true, filter: (f) => !f.includes('node_modules') });
  prepare?.(root);
  const config = path.join(root, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("url: 'https://fixture.example',", `url: 'https://fixture.example',\n  sitemap: ${option},`));
  await build({ root });
  return path.join(root, 'build');
}

describe('sitemap', () => {
  it('is written where filename says, without the routes ignorePatterns matches, with changefreq and priority', async () => {
    const out = await built('options', "{ filename: 'maps/site.xml', ignorePatterns: ['/docs/guide/**'], changefreq: 'daily', priority: 0.7 }");
    expect(existsSync(path.join(out, 'sitemap.xml'))).toBe(false);
    const xml = readFileSync(path.join(out, 'maps/site.xml'), 'utf8');
    expect(xml).toContain('<url><loc>https://fixture.example/docs/</loc><changefreq>daily</changefreq><priority>0.7</priority></url>');
    // The guide's index (/docs/guide/, with its slash) and its pages.
    expect(xml).not.toContain('/docs/guide');
  });

  it('lists every page with no more than its URL by default, and is not written with false', async () => {
    const plain = readFileSync(path.join(await built('default', '{}'), 'sitemap.xml'), 'utf8');
    expect(plain).toContain('<url><loc>https://fixture.example/docs/guide/setup</loc></url>');
    expect(existsSync(path.join(await built('off', 'false'), 'sitemap.xml'))).toBe(false);
  });

  // fluentvalidation-ts's config says `noIndex: false`; Docusaurus's `noIndex: true` keeps search engines out.
  it('is not written with noIndex, and every page then asks robots not to index it; without it no page does', async () => {
    const robots = '<meta name="robots" content="noindex, nofollow">';
    const kept = await built('no-index', '{},\n  noIndex: true');
    expect(existsSync(path.join(kept, 'sitemap.xml'))).toBe(false);
    for (const file of ['index.html', 'guide/setup/index.html', '404.html']) expect(readFileSync(path.join(kept, file), 'utf8'), file).toContain(robots);
    expect(readFileSync(path.join(await built('indexed', '{},\n  noIndex: false'), 'guide/setup/index.html'), 'utf8')).not.toContain(robots);
  });

  // Netdata's `createSitemapItems`: Docusaurus's default entries, filtered.
  it('writes the entries createSitemapItems gives, from docgen\'s own; one that throws fails the build before anything is written', async () => {
    const create = "async ({ defaultCreateSitemapItems, routes }) => (await defaultCreateSitemapItems()).filter((i) => !i.url.includes('/docs/guide')).concat(routes.some((r) => r.path === '/docs/') ? [{ url: 'https://fixture.example/extra?a=1&b=2', lastmod: null, changefreq: null, priority: 0.1 }] : [])";
    const out = await built('create', `{ changefreq: 'daily', createSitemapItems: ${create} }`);
    const xml = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(xml).toContain('<url><loc>https://fixture.example/docs/</loc><changefreq>daily</changefreq></url>');
    expect(xml).not.toContain('/docs/guide');
    expect(xml).toContain('<url><loc>https://fixture.example/extra?a=1&amp;b=2</loc><priority>0.1</priority></url>');
    // The dev server serves the same (with its drafts, which it shows).
    const server = await serve({ root: path.join(tmp, 'create'), port: 0, host: '127.0.0.1', logger: { info() {}, warn() {}, error() {} } });
    try {
      const served = await (await fetch(new URL('sitemap.xml', server.url))).text();
      expect(served.replace('<url><loc>https://fixture.example/docs/examples/draft</loc><changefreq>daily</changefreq></url>\n', '')).toBe(xml);
    } finally {
      await server.close();
    }
    const config = path.join(tmp, 'create/site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace(create, "() => { throw new Error('no map service'); }"));
    await expect(build({ root: path.join(tmp, 'create') })).rejects.toThrow(/^sitemap\.createSitemapItems failed: no map service; the previous output was left as it was$/);
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toBe(xml);
  });

  // TypeORM's: `lastmod: 'datetime'`.
  it('gives each docs page its last change as lastmod, a date or a datetime, when asked; a page with none has no lastmod', async () => {
    const dated = (root: string) => {
      const file = path.join(root, 'content/guide/setup.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('title: Setup\n', 'title: Setup\nlast_update:\n  date: 2024-03-05T10:20:30Z\n'));
    };
    const day = readFileSync(path.join(await built('lastmod-date', "{ lastmod: 'date' }", dated), 'sitemap.xml'), 'utf8');
    expect(day).toContain('<url><loc>https://fixture.example/docs/guide/setup</loc><lastmod>2024-03-05</lastmod></url>');
    expect(day).toContain('<url><loc>https://fixture.example/docs/guide/usage</loc></url>');
    const time = readFileSync(path.join(await built('lastmod-datetime', "{ lastmod: 'datetime' }", dated), 'sitemap.xml'), 'utf8');
    expect(time).toContain('<url><loc>https://fixture.example/docs/guide/setup</loc><lastmod>2024-03-05T10:20:30.000Z</lastmod></url>');
  });

  it('refuses a file name outside the output folder, and a priority out of range, at their line', async () => {
    /** The findings of the config error a build with `option` stops on. */
    const refused = async (name: string, option: string) => {
      const error = await built(name, option).then(() => undefined, (e: DocgenError) => e);
      expect(error?.message).toMatch(/^invalid config in .*site\.config\.ts/);
      return (error?.diagnostics ?? []).map((d) => `${d.line}:${d.column} ${d.message}`);
    };
    expect(await refused('outside', "{ filename: '../outside.xml' }")).toEqual(['6:14 config "sitemap.filename" must be a file name in the output folder, such as "sitemap.xml", got "../outside.xml"']);
    expect(existsSync(path.join(tmp, 'outside.xml'))).toBe(false);
    expect(await refused('priority', '{ priority: 2 }')).toEqual([expect.stringMatching(/^6:\d+ config "sitemap\.priority" must be between 0 and 1, got 2$/)]);
  });
});
