// The assets fixture built: relative images and linked files copied under content-hashed names, /img/ and @site/, a missing image reported.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/assets');
const out = path.resolve(import.meta.dirname, '../.tmp/build-assets');
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
/** The srcs and hrefs of the article's images and links (not the shell's). */
const article = (file: string) => {
  const body = read(file).split('<div class="markdown">')[1].split('</article>')[0];
  return [...body.matchAll(/<(img|a) ([^>]*)>/g)].map((m) => `${m[1]} ${m[2]}`).filter((t) => !/hash-link|pagination/.test(t));
};

let result: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  result = await build({ root: fixture, outDir: out });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('assets in a built site', () => {
  it('copies each linked file once, named by its content, into assets/images and assets/files', () => {
    expect(readdirSync(path.join(out, 'assets/images')).sort()).toEqual([
      expect.stringMatching(/^diagram-[0-9a-f]{8}\.png$/),
      expect.stringMatching(/^hello-[0-9a-f]{8}\.png$/),
      expect.stringMatching(/^mark-[0-9a-f]{8}\.svg$/),
      expect.stringMatching(/^picture-[0-9a-f]{8}\.png$/),
      expect.stringMatching(/^team photo-[0-9a-f]{8}\.png$/)
    ]);
    expect(readdirSync(path.join(out, 'assets/files')).sort()).toEqual([expect.stringMatching(/^bundle-[0-9a-f]{8}\.zip$/), expect.stringMatching(/^manual-[0-9a-f]{8}\.pdf$/)]);
    const [pdf] = readdirSync(path.join(out, 'assets/files')).filter((f) => f.endsWith('.pdf'));
    expect(readFileSync(path.join(out, 'assets/files', pdf))).toEqual(readFileSync(path.join(fixture, 'content/guide/files/manual.pdf')));
    expect(existsSync(path.join(out, 'img/logo.png'))).toBe(true);
  });

  it('rewrites image sources and file links to the copies below the base URL; files open in a new tab', () => {
    expect(article('guide/index.html')).toEqual([
      expect.stringMatching(/^img src="\/docs\/assets\/images\/diagram-[0-9a-f]{8}\.png" alt="A diagram"$/),
      expect.stringMatching(/^img src="\/docs\/assets\/images\/picture-[0-9a-f]{8}\.png" alt="Common picture"$/),
      expect.stringMatching(/^a href="\/docs\/assets\/files\/manual-[0-9a-f]{8}\.pdf#page=2" target="_blank"$/),
      expect.stringMatching(/^a href="\/docs\/assets\/files\/bundle-[0-9a-f]{8}\.zip" target="_blank"$/),
      'a href="/docs/"'
    ]);
    // The same file, written two ways (and through a reference definition), is one copy.
    const diagram = article('guide/index.html')[0].match(/src="([^"]*)"/)![1];
    expect(article('guide/setup/index.html')).toEqual([`img src="${diagram}" alt="Diagram again"`, `img src="${diagram}" alt="Diagram by reference"`]);
  });

  it('/x.md and @site/ links reach pages; /img/ gets the base URL; @site/ images are copied', () => {
    expect(article('index.html')).toEqual([
      'a href="/docs/guide"',
      'a href="/docs/guide/setup"',
      'img src="/docs/img/logo.png" alt="The logo" title="Our logo"',
      expect.stringMatching(/^img src="\/docs\/assets\/images\/mark-[0-9a-f]{8}\.svg" alt="Mark"$/)
    ]);
  });

  it('copies the images of blog posts and standalone pages too, percent-encoding the name', () => {
    expect(article('blog/2024/01/01/hello/index.html')).toEqual([expect.stringMatching(/^img src="\/docs\/assets\/images\/hello-[0-9a-f]{8}\.png" alt="A post picture"$/)]);
    expect(article('about/index.html')).toEqual([expect.stringMatching(/^img src="\/docs\/assets\/images\/team%20photo-[0-9a-f]{8}\.png" alt="The team"$/)]);
    expect(read('__data/about.json')).toMatch(/team%20photo-[0-9a-f]{8}\.png/);
  });

  it('a missing image is a warning of the build at its file:line:col, and its source stays as written', () => {
    const shown = result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`);
    expect(shown).toEqual([
      'test/fixtures/assets/content/broken.md:7:5: warning: broken image: no file "content/img/missing.png" (image "./img/missing.png")',
      'test/fixtures/assets/content/broken.md:9:1: warning: broken image: no file "img/nope.png" in static/ (image "/img/nope.png")'
    ]);
    expect(article('broken/index.html')).toEqual(['img src="./img/missing.png" alt="Missing"', 'img src="/img/nope.png" alt="Missing static"']);
  });

  it('check reports the missing images, with a hint, and nothing else', async () => {
    const { diagnostics } = await check({ root: fixture });
    expect(diagnostics.map((d) => [d.line, d.column, d.message.split(' (')[0]])).toEqual([
      [7, 5, 'broken image: no file "content/img/missing.png"'],
      [9, 1, 'broken image: no file "img/nope.png" in static/']
    ]);
    expect(diagnostics.every((d) => d.hint?.includes('relative to the markdown file'))).toBe(true);
  });
});

it('a static file at a copy\'s name is an error at the static file', async () => {
  const root = path.resolve(import.meta.dirname, '../.tmp/build-assets-clash');
  rmSync(root, { recursive: true, force: true });
  cpSync(fixture, root, { recursive: true, filter: (f) => !f.includes('node_modules') });
  const name = readdirSync(path.join(out, 'assets/images')).find((f) => f.startsWith('diagram-'))!;
  mkdirSync(path.join(root, 'static/assets/images'), { recursive: true });
  cpSync(path.join(root, 'static/img/logo.png'), path.join(root, 'static/assets/images', name));
  const { diagnostics } = await check({ root });
  const clash = diagnostics.filter((d) => !d.message.startsWith('broken image'));
  expect(clash).toEqual([expect.objectContaining({ file: expect.stringMatching(new RegExp(`static/assets/images/${name}$`)), severity: 'error', message: expect.stringMatching(new RegExp(`and the copy of .*content/guide/img/diagram.png are both written to "assets/images/${name}"$`)) })]);
  rmSync(root, { recursive: true, force: true });
});

describe('assets in a site with versions', () => {
  const root = path.resolve(import.meta.dirname, '../.tmp/build-assets-versions');
  const versionsOut = path.join(root, 'out');
  beforeAll(async () => {
    rmSync(root, { recursive: true, force: true });
    cpSync(path.resolve(import.meta.dirname, '../fixtures/versions'), root, { recursive: true, filter: (f) => !f.includes('node_modules') });
    cpSync(path.join(fixture, 'content/guide/img/diagram.png'), path.join(root, 'versioned_docs/version-1.0/img/old.png'));
    cpSync(path.join(fixture, 'static/img/logo.png'), path.join(root, 'static/img/logo.png'));
    writeFileSync(path.join(root, 'versioned_docs/version-1.0/guide.md'), '# Guide\n\n![Old](./img/old.png) ![Logo](/img/logo.png) [intro](/intro.md) [api](old-api.md)\n\n## Setup\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a version\'s images are copied to the site\'s assets, and its /x.md links stay in its folder', async () => {
    const built = await build({ root, outDir: versionsOut });
    expect(built.diagnostics).toEqual([]);
    const html = readFileSync(path.join(versionsOut, '1.0/guide/index.html'), 'utf8');
    const src = html.match(/<img src="(\/docs\/assets\/images\/old-[0-9a-f]{8}\.png)" alt="Old">/)![1];
    expect(existsSync(path.join(versionsOut, src.slice('/docs/'.length)))).toBe(true);
    expect(html).toContain('<img src="/docs/img/logo.png" alt="Logo">');
    expect(html).toContain('<a href="/docs/1.0/">intro</a>');
    expect(html).toContain('<a href="/docs/1.0/old-api">api</a>');
  });
});
