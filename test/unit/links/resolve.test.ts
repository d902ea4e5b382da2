import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/config/resolve.js';
import { resolveLinks } from '../../../src/links/resolve.js';
import { relativeRoute } from '../../../src/links/target.js';
import type { Config, Doc, LinkRef, Page, PageKind } from '../../../src/types.js';

let root: string;
let config: Config;
const write = (file: string, text = 'x') => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docgen-links-'));
  config = resolveConfig(root, null, {});
  write('content/guide/img/a.png', 'png bytes');
  write('content/common/b.png', 'other bytes');
  write('content/files/manual.pdf', '%PDF');
  write('static/img/logo.png', 'logo');
  write('media/mark.svg', '<svg/>');
  write('api.query', 'a file at the site folder named like a route');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A page of `file` (below the content folder) at `route`, whose body is one link or image per url. */
function page(file: string, route: string, urls: Array<string | LinkRef>, kind?: PageKind): Page {
  const links = urls.map((u, i) => (typeof u === 'string' ? { url: u, line: i + 1, column: 1 } : u));
  const html = links.map((l, i) => (l.image ? `<img src="docgen-link:${i}">` : `<a href="docgen-link:${i}">x</a>`)).join('\n');
  const doc: Doc = { path: file, hash: file, frontmatter: {}, headings: [{ depth: 2, text: 'Here', id: 'here', line: 1 }], links, html, sections: [], diagnostics: [] };
  return { kind, doc, id: file, route, title: file, sidebarLabel: file, breadcrumbs: [], toc: [], html: '' };
}
const hrefs = (p: Page) => [...p.html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
const image = (url: string, line = 1, column = 1): LinkRef => ({ url, line, column, image: true });

describe('file links', () => {
  it('a bare x.md is the linking file\'s folder\'s first, then the content folder\'s', () => {
    const here = page('guide/intro.md', '/docs/guide/intro', []);
    const top = page('intro.md', '/docs/', []);
    const setup = page('guide/setup.md', '/docs/guide/setup', ['intro.md', './intro.md', '/intro.md', '@site/content/intro.md', 'setup.md#here', '../intro.md']);
    const other = page('other/x.md', '/docs/other/x', ['intro.md', 'guide/setup.md', './intro.md']);
    const { diagnostics } = resolveLinks([here, top, setup, other], config);
    expect(hrefs(setup)).toEqual(['/docs/guide/intro', '/docs/guide/intro', '/docs/', '/docs/', '/docs/guide/setup#here', '/docs/']);
    expect(hrefs(other)).toEqual(['/docs/', '/docs/guide/setup', './intro.md']);
    expect(diagnostics.map((d) => `${d.file}:${d.line}: ${d.message}`)).toEqual(['other/x.md:3: broken link: no page for "content/other/intro.md" (link "./intro.md")']);
  });

  it('a link that finds no page names every folder it looked in', () => {
    const p = page('guide/a.md', '/docs/guide/a', ['gone.md', '/gone.md']);
    const { diagnostics } = resolveLinks([p], config);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'broken link: no page for "gone.md" (looked in content/guide/, content/ or the site folder) (link "gone.md")',
      'broken link: no page for "/gone.md" (looked in content/ or the site folder) (link "/gone.md")'
    ]);
    expect(diagnostics.map((d) => d.broken)).toEqual(['markdown-link', 'markdown-link']);
  });

  it('a blog post looks in the blog folder, then the site folder: /content/x.md reaches a doc', () => {
    const doc = page('intro.md', '/docs/', []);
    const post = page('../blog/2024-01-01-a.md', '/docs/blog/a', ['/content/intro.md', '../content/intro.md', '@site/content/intro.md'], 'blog-post');
    expect(resolveLinks([doc, post], config).diagnostics).toEqual([]);
    expect(hrefs(post)).toEqual(['/docs/', '/docs/', '/docs/']);
  });

  it('a locale\'s untranslated doc links to the translated page of the same file', () => {
    const fr = { ...config, contentDir: path.join(root, 'i18n/fr'), baseUrl: '/docs/fr/' };
    const translated = page('b.md', '/docs/fr/b', []);
    const fallback = page('a.md', '/docs/fr/a', ['./b.md', '/b.md']);
    const { diagnostics } = resolveLinks([translated, fallback], fr, { fallbacks: new Set(['a.md']), fallbackDir: path.join(root, 'content') });
    expect(diagnostics).toEqual([]);
    expect(hrefs(fallback)).toEqual(['/docs/fr/b', '/docs/fr/b']);
  });
});

describe('a route written in another case', () => {
  it('leads to its page, written as the route, with a warning; a case two routes share is broken', () => {
    const from = page('a.md', '/docs/a', ['/docs/API/Utils/export#here', './API/utils/EXPORT', '/docs/Twin', '/docs/api/utils/export']);
    const target = page('api/utils/export.md', '/docs/api/utils/export', []);
    const twins = [page('twin.md', '/docs/twin', []), page('Twin2.md', '/docs/TWIN', [])];
    const { diagnostics } = resolveLinks([from, target, ...twins], config);
    expect(hrefs(from)).toEqual(['/docs/api/utils/export#here', '/docs/api/utils/export', '/docs/Twin', '/docs/api/utils/export']);
    expect(diagnostics.map((d) => [d.line, d.severity, d.broken, d.message])).toEqual([
      [1, 'warning', undefined, 'the link\'s case differs from its page\'s route "/docs/api/utils/export": written as the route (link "/docs/API/Utils/export#here")'],
      [2, 'warning', undefined, 'the link\'s case differs from its page\'s route "/docs/api/utils/export": written as the route (link "./API/utils/EXPORT")'],
      [3, 'warning', 'link', 'broken link: no page at "/docs/Twin" (link "/docs/Twin")'],
    ]);
  });
});

// JHipster's marketplace plugin adds `/modules/marketplace/details/*` for every module's page, which docgen does not
// build: a link to one is said as such, not a broken link (Docusaurus matches links against its routes as react-router does).
describe('a link to a page a plugin adds at a route pattern', () => {
  it('matches `*` (anything), `:name` (a segment) and `:name?`, the paths below a route that is not exact, and not what the pattern leaves out', () => {
    const unbuilt = [
      { path: '/docs/modules/details/*', exact: false, plugin: 'details' },
      { path: '/docs/users/:id/profile', exact: true, plugin: 'users' },
      { path: '/docs/tags/:tag?', exact: true, plugin: 'tags' },
      { path: '/docs/api', exact: false, plugin: 'api' }
    ];
    const links = ['/docs/modules/details/generator-ionic/', '/docs/modules/details/a/b', '/docs/users/7/profile', '/docs/users/7/profile/more', '/docs/users/profile', '/docs/tags', '/docs/tags/x/', '/docs/tags/x/y', '/docs/api/core', '/docs/apis', '/docs/modules/detailsx'];
    const from = page('a.md', '/docs/a', links);
    const { diagnostics } = resolveLinks([from], { ...config, adapted: { summary: '', notes: [], inputs: [], unbuilt } });
    expect(diagnostics.map((d) => `${d.line} ${d.broken ?? 'not broken'}: ${d.message.replace(/ \(link .*/, '')}`)).toEqual([
      '1 not broken: the link to "/docs/modules/details/generator-ionic/" leads to a page details adds, which docgen does not build',
      '2 not broken: the link to "/docs/modules/details/a/b" leads to a page details adds, which docgen does not build',
      '3 not broken: the link to "/docs/users/7/profile" leads to a page users adds, which docgen does not build',
      '4 link: broken link: no page at "/docs/users/7/profile/more"',
      '5 link: broken link: no page at "/docs/users/profile"',
      '6 not broken: the link to "/docs/tags" leads to a page tags adds, which docgen does not build',
      '7 not broken: the link to "/docs/tags/x/" leads to a page tags adds, which docgen does not build',
      '8 link: broken link: no page at "/docs/tags/x/y"',
      '9 not broken: the link to "/docs/api/core" leads to a page api adds, which docgen does not build',
      '10 link: broken link: no page at "/docs/apis"',
      '11 link: broken link: no page at "/docs/modules/detailsx"'
    ]);
  });
});

describe('relative URLs resolve against the page\'s route as a browser resolves them', () => {
  it('with and without a trailing slash', () => {
    expect(relativeRoute('./setup', '/docs/guide/')).toBe('/docs/guide/setup');
    expect(relativeRoute('setup', '/docs/guide/')).toBe('/docs/guide/setup');
    expect(relativeRoute('../intro', '/docs/guide/')).toBe('/docs/intro');
    expect(relativeRoute('./setup', '/docs/guide')).toBe('/docs/setup');
    expect(relativeRoute('guide/setup', '/docs/guide')).toBe('/docs/guide/setup');
  });

  it('an index page routed with a trailing slash checks its relative links against that route', () => {
    const index = page('guide/index.md', '/docs/guide/', ['./setup', 'setup#here', '../intro', './intro']);
    const setup = page('guide/setup.md', '/docs/guide/setup', []);
    const intro = page('intro.md', '/docs/intro', []);
    const { diagnostics } = resolveLinks([index, setup, intro], config);
    expect(hrefs(index)).toEqual(['/docs/guide/setup', '/docs/guide/setup#here', '/docs/intro', '/docs/guide/intro']);
    expect(diagnostics.map((d) => d.message)).toEqual(['broken link: no page at "/docs/guide/intro" (link "./intro")']);
  });
});

describe('assets', () => {
  it('copies relative images and linked files under content-hashed names, the same file once', () => {
    const a = page('guide/a.md', '/docs/guide/a', [image('./img/a.png'), image('img/a.png?v=1'), image('../common/b.png'), './../files/manual.pdf#page=2', '../files/manual.pdf', image('@site/media/mark.svg')]);
    const { diagnostics, assets } = resolveLinks([a], config);
    expect(diagnostics).toEqual([]);
    const [img, again, common, pdf, pdf2, svg] = hrefs(a);
    expect(img).toMatch(/^\/docs\/assets\/images\/a-[0-9a-f]{8}\.png$/);
    expect(again).toBe(`${img}?v=1`);
    expect(common).toMatch(/^\/docs\/assets\/images\/b-[0-9a-f]{8}\.png$/);
    expect(pdf).toMatch(/^\/docs\/assets\/files\/manual-[0-9a-f]{8}\.pdf#page=2$/);
    expect(pdf2).toBe(pdf.replace('#page=2', ''));
    expect(svg).toMatch(/^\/docs\/assets\/images\/mark-[0-9a-f]{8}\.svg$/);
    expect(a.html).toContain(`href="${pdf}" target="_blank"`);
    expect([...assets.files.values()].sort()).toEqual(['content/common/b.png', 'content/files/manual.pdf', 'content/guide/img/a.png', 'media/mark.svg'].map((f) => path.join(root, f)));
  });

  it('names a copy by its content: another content is another name', () => {
    const a = page('guide/a.md', '/docs/guide/a', [image('./img/a.png')]);
    resolveLinks([a], config);
    const before = hrefs(a)[0];
    write('content/guide/img/a.png', 'new png bytes');
    resolveLinks([a], config);
    expect(hrefs(a)[0]).not.toBe(before);
    expect(hrefs(a)[0]).toMatch(/^\/docs\/assets\/images\/a-[0-9a-f]{8}\.png$/);
  });

  it('serves /img/ images from the static folder below the base URL', () => {
    const a = page('a.md', '/docs/a', [image('/img/logo.png'), image('/docs/img/logo.png'), '/img/logo.png']);
    expect(resolveLinks([a], config).diagnostics).toEqual([]);
    expect(hrefs(a)).toEqual(['/docs/img/logo.png', '/docs/img/logo.png', '/docs/img/logo.png']);
  });

  it('a version\'s pages find static files at the site\'s base URL, not the version\'s', () => {
    const v1 = { ...config, baseUrl: '/docs/1.0/', instance: { version: '1.0', versionLabel: '1.0', locale: 'en', siteBaseUrl: '/docs/', banner: 'none' as const, isLast: false, searchTag: 'docs-default-1.0' } };
    const a = page('a.md', '/docs/1.0/a', [image('/img/logo.png'), '/img/logo.png', image('./guide/img/a.png')]);
    expect(resolveLinks([a], v1).diagnostics).toEqual([]);
    expect(hrefs(a).slice(0, 2)).toEqual(['/docs/img/logo.png', '/docs/img/logo.png']);
    expect(hrefs(a)[2]).toMatch(/^\/docs\/assets\/images\/a-/);
  });

  it('reports a missing image at its line and column, keeping its source as written', () => {
    const a = page('guide/a.md', '/docs/guide/a', [image('./img/missing.png', 7, 5), image('/img/nope.png', 9, 1), image('@site/media/none.svg', 11, 3)]);
    const { diagnostics } = resolveLinks([a], config);
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`)).toEqual([
      'guide/a.md:7:5: warning: broken image: no file "content/guide/img/missing.png" (image "./img/missing.png")',
      'guide/a.md:9:1: warning: broken image: no file "img/nope.png" in static/ (image "/img/nope.png")',
      'guide/a.md:11:3: warning: broken image: no file "media/none.svg" (image "@site/media/none.svg")'
    ]);
    expect(diagnostics.map((d) => d.broken)).toEqual(['image', 'image', 'image']);
    expect(hrefs(a)).toEqual(['./img/missing.png', '/img/nope.png', '@site/media/none.svg']);
  });

  it('a link with a dot that names no file is a URL (a route such as api.query)', () => {
    const api = page('api/start/api.query.md', '/docs/api/start/api.query', []);
    const a = page('api/start/index.md', '/docs/api/start/', ['./api.query', 'api.query#here']);
    expect(resolveLinks([api, a], config).diagnostics).toEqual([]);
    expect(hrefs(a)).toEqual(['/docs/api/start/api.query', '/docs/api/start/api.query#here']);
  });

  it('copies a file of a content folder outside the site folder (docs at ../docs, as Docusaurus allows)', () => {
    const docs = mkdtempSync(path.join(os.tmpdir(), 'docgen-docs-'));
    mkdirSync(path.join(docs, 'img'));
    writeFileSync(path.join(docs, 'img/shot.png'), 'png');
    const a = page('a.md', '/docs/a', [image('./img/shot.png')]);
    const { diagnostics, assets } = resolveLinks([a], { ...config, contentDir: docs });
    expect(diagnostics).toEqual([]);
    expect(hrefs(a)).toEqual([expect.stringMatching(/^\/docs\/assets\/images\/shot-\w{8}\.png$/)]);
    expect([...assets.files.values()]).toEqual([realpathSync(path.join(docs, 'img/shot.png'))]);
    rmSync(docs, { recursive: true, force: true });
  });

  it('copies a file of the git repository the site folder is in, through a symlink too (a monorepo\'s package pictures, Flipper\'s)', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'docgen-repo-'));
    try {
      mkdirSync(path.join(repo, '.git'));
      mkdirSync(path.join(repo, 'packages/x/docs/img'), { recursive: true });
      writeFileSync(path.join(repo, 'packages/x/docs/img/shot.png'), 'png');
      const site = path.join(repo, 'website');
      mkdirSync(path.join(site, 'content'), { recursive: true });
      symlinkSync(path.join(repo, 'packages/x/docs'), path.join(site, 'content/x'));
      const a = page('a.md', '/docs/a', [image('../../packages/x/docs/img/shot.png'), image('./x/img/shot.png')]);
      const { diagnostics, assets } = resolveLinks([a], { ...config, root: site, contentDir: path.join(site, 'content') });
      expect(diagnostics).toEqual([]);
      expect(hrefs(a)).toEqual([expect.stringMatching(/^\/docs\/assets\/images\/shot-\w{8}\.png$/), expect.stringMatching(/^\/docs\/assets\/images\/shot-\w{8}\.png$/)]);
      expect([...assets.files.values()]).toEqual([realpathSync(path.join(repo, 'packages/x/docs/img/shot.png'))]);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('copies nothing from outside the site and content folders', () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'docgen-outside-'));
    try {
      writeFileSync(path.join(outside, 'secret.png'), 'secret');
      const rel = path.relative(path.join(root, 'content'), path.join(outside, 'secret.png')).split(path.sep).join('/');
      const a = page('a.md', '/docs/a', [image(rel), rel]);
      const { diagnostics, assets } = resolveLinks([a], config);
      expect(diagnostics.map((d) => d.message.replace(/"[^"]*secret.png"/g, '"…"'))).toEqual(['broken image: "…" is outside the site\'s folders and repository (image "…")', 'broken link: "…" is outside the site\'s folders and repository (link "…")']);
      expect(assets.files.size).toBe(0);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
