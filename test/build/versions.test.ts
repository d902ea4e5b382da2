import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexText, readBuiltIndex } from '../search/engines.js';
import { build, check } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { snapshotVersion } from '../../src/versions/snapshot.js';
import type { PageData, SidebarItem, SiteData } from '../../theme/types.js';

const repo = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(repo, 'test/fixtures');
const tmp = path.join(repo, 'test/.tmp/versions');
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const inline = (html: string) => JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]) as { site: SiteData; page: PageData };
const banner = (html: string) => /<div class="version-banner"[^]*?<\/div>/.exec(html)?.[0];

/** A copy of a fixture in the temp folder, with `edit` applied to its config text (an edit that changes nothing fails). */
function copy(fixture: string, name: string, edit?: (config: string) => string): string {
  const dir = path.join(tmp, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(fixtures, fixture), dir, { recursive: true, filter: (f) => !f.includes('node_modules') });
  const file = path.join(dir, 'site.config.ts');
  const config = readFileSync(file, 'utf8');
  if (edit) {
    const edited = edit(config);
    expect(edited, `the edit of ${fixture}/site.config.ts matched nothing`).not.toBe(config);
    writeFileSync(file, edited);
  }
  return dir;
}

/** The DocgenError a build of `root` throws, as its message and diagnostic lines. */
async function buildError(root: string): Promise<string> {
  try {
    await build({ root, outDir: path.join(root, 'build') });
  } catch (e) {
    if (!(e instanceof DocgenError)) throw e;
    return [e.message, ...e.diagnostics.map((d) => `${d.file}:${d.line ?? ''}:${d.column ?? ''}: ${d.message} (${d.hint ?? ''})`)].join('\n');
  }
  throw new Error('the build did not fail');
}

beforeAll(() => rmSync(tmp, { recursive: true, force: true }));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a site with versions', () => {
  const out = path.join(tmp, 'versions-out');
  let result: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    result = await build({ root: path.join(fixtures, 'versions'), outDir: out });
  });

  it('builds the last version at the base URL, the current docs under next/ and each other version under its name', () => {
    expect(result.diagnostics).toEqual([]);
    const routes = result.sites.flatMap((s) => s.pages.map((p) => p.route)).sort();
    expect(routes).toEqual(['/docs/', '/docs/1.0/', '/docs/1.0/guide', '/docs/1.0/old-api', '/docs/guide', '/docs/next/', '/docs/next/guide', '/docs/next/new-feature']);
    expect(result.site.config.instance?.version).toBe('2.0');
    for (const f of ['index.html', 'guide/index.html', '__data/guide.json', 'next/index.html', 'next/new-feature/index.html', 'next/__data/new-feature.json', '1.0/old-api/index.html', '1.0/__data/old-api.json', '404.html']) {
      expect(existsSync(path.join(out, f)), f).toBe(true);
    }
    expect(existsSync(path.join(out, 'new-feature/index.html'))).toBe(false);
    expect(read(out, 'next/guide/index.html')).toContain('Install it.');
    expect(read(out, '1.0/guide/index.html')).toContain('Install 1.0.');
    expect(read(out, 'guide/index.html')).toContain('Install 2.0.');
  });

  // tRPC's docs link to files of older versions (`../versioned_docs/version-9.x/…md`); Docusaurus resolves them to those pages.
  it('resolves a link to another version\'s file to that version\'s page', () => {
    expect(read(out, 'next/new-feature/index.html')).toContain('<a href="/docs/1.0/old-api">old API</a>');
  });

  it('resolves links and sidebars inside each version', () => {
    expect(read(out, '1.0/index.html')).toContain('href="/docs/1.0/guide#setup"');
    expect(read(out, '1.0/index.html')).toContain('href="/docs/1.0/old-api"');
    expect(read(out, 'next/index.html')).toContain('href="/docs/next/guide#setup"');
    expect(read(out, '1.0/guide/index.html')).toContain('<a class="sidebar-link" href="/docs/1.0/old-api">Old API</a>');
    expect(read(out, 'guide/index.html')).not.toContain('old-api');
    // The navbar's doc item opens the doc in the reader's version.
    expect(read(out, '1.0/index.html')).toContain('<a class="navbar-link" href="/docs/1.0/guide">Guide</a>');
    // A `to:` link is relative to the site's base URL, not the version's.
    expect(read(out, '1.0/guide/index.html')).toContain('href="/docs/guide">Latest guide</a>');
    // The docsVersion item names the reader's version and opens its main doc.
    expect(read(out, '1.0/guide/index.html')).toContain('<a class="navbar-link" href="/docs/1.0/">1.0</a>');
    expect(read(out, 'next/guide/index.html')).toContain('<a class="navbar-link" href="/docs/next/">Next 🚧</a>');
    expect(read(out, 'sitemap.xml')).toContain('<loc>https://versions.example/docs/1.0/old-api</loc>');
    expect(read(out, 'sitemap.xml')).toContain('<loc>https://versions.example/docs/next/new-feature</loc>');
  });

  it('shows a banner on the unreleased and unmaintained versions, linking to the same doc in the latest version, else its main doc', () => {
    expect(banner(read(out, 'guide/index.html'))).toBeUndefined();
    const next = banner(read(out, 'next/guide/index.html'))!;
    expect(next).toContain('This is unreleased documentation for Versioned Next 🚧 version.');
    expect(next).toContain('<a href="/docs/guide"><b>latest version</b></a>');
    const old = banner(read(out, '1.0/guide/index.html'))!;
    expect(old).toContain('This is documentation for Versioned 1.0, which is no longer actively maintained.');
    expect(old).toContain('<a href="/docs/guide">');
    expect(banner(read(out, '1.0/old-api/index.html'))).toContain('<a href="/docs/"><b>latest version</b></a>');
    expect(banner(read(out, 'next/new-feature/index.html'))).toContain('<a href="/docs/"><b>latest version</b></a>');
  });

  // Docusaurus's DocVersionBadge: on by default when more than one version is built.
  it('shows "Version: {label}" above the title of every doc of every version', () => {
    const badge = (file: string) => /<span class="version-badge">([^<]*)<\/span>/.exec(read(out, file))?.[1];
    expect([badge('guide/index.html'), badge('next/guide/index.html'), badge('1.0/old-api/index.html'), badge('index.html')]).toEqual(['Version: 2.0', 'Version: Next 🚧', 'Version: 1.0', 'Version: 2.0']);
    expect(read(out, 'guide/index.html')).toMatch(/<span class="version-badge">Version: 2.0<\/span>(<nav class="toc[^]*?<\/nav>)?<h1/);
  });

  it('gives the theme the versions and, per page, the same doc in the other versions', () => {
    const { site, page } = inline(read(out, 'next/guide/index.html'));
    expect(site.docs).toEqual({
      version: 'current',
      banner: 'unreleased',
      versions: [
        { name: 'current', label: 'Next 🚧', path: '/docs/next/', mainDoc: '/docs/next/', isLast: false },
        { name: '2.0', label: '2.0', path: '/docs/', mainDoc: '/docs/', isLast: true },
        { name: '1.0', label: '1.0', path: '/docs/1.0/', mainDoc: '/docs/1.0/', isLast: false }
      ]
    });
    expect(site.navbar.items).toContainEqual({ type: 'docsVersionDropdown', position: 'right' });
    expect(page.versions).toEqual({ '2.0': '/docs/guide', '1.0': '/docs/1.0/guide' });
    expect(inline(read(out, '1.0/old-api/index.html')).page.versions).toBeUndefined();
    // One locale: a language item in any version names the site's base URL, not the version's.
    expect(inline(read(out, '1.0/old-api/index.html')).site.locales).toEqual({ currentLocale: 'en', locales: [{ locale: 'en', label: 'English', htmlLang: 'en', baseUrl: '/docs/' }] });
    // Client navigation from the base URL stops at the other versions' folders.
    expect(inline(read(out, 'index.html')).site.foreignBases).toEqual(['/docs/next/', '/docs/1.0/']);
    expect(inline(read(out, 'next/index.html')).site.foreignBases).toBeUndefined();
    // The dropdown links to the same doc, else the version's main doc.
    const html = read(out, 'next/new-feature/index.html');
    expect(html).toContain('href="/docs/" data-to="/docs/">2.0</a>');
    expect(html).toContain('href="/docs/1.0/" data-to="/docs/1.0/">1.0</a>');
  });

  it('writes one search index per version, each holding only its own docs, and each version searches its own', () => {
    const words = (f: string) => indexText(readBuiltIndex(out, f));
    expect(words('search-index-docs-default-2.0.json')).toContain('nebulatwo');
    expect(words('search-index-docs-default-2.0.json')).not.toMatch(/nebulaone|nebulacurrent/);
    expect(words('next/search-index-docs-default-current.json')).toContain('nebulacurrent');
    expect(words('next/search-index-docs-default-current.json')).not.toMatch(/nebulaone|nebulatwo/);
    expect(words('1.0/search-index-docs-default-1.0.json')).toContain('nebulaone');
    expect(inline(read(out, '1.0/guide/index.html')).site.search?.tags).toEqual(['docs-default-1.0']);
    expect(inline(read(out, 'guide/index.html')).site.search?.tags).toEqual(['docs-default-2.0']);
  });

  it('check checks the links of every version, naming the versioned file', async () => {
    const root = copy('versions', 'check-broken');
    writeFileSync(path.join(root, 'versioned_docs/version-1.0/guide.md'), '# Guide\n\nSee [gone](./gone.md) and [old](./old-api.md#nope).\n\n## Setup\n');
    const { diagnostics, sites } = await check({ root });
    expect(sites).toHaveLength(3);
    const rel = path.relative(process.cwd(), path.join(root, 'versioned_docs/version-1.0/guide.md'));
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`)).toEqual([
      `${rel}:3:5: broken link: no page for "versioned_docs/version-1.0/gone.md" (link "./gone.md")`,
      `${rel}:3:27: broken anchor "#nope" on /docs/1.0/old-api (link "./old-api.md#nope")`
    ]);
  });

  it('reads a versioned sidebars file in the shorthand form Docusaurus writes, and shorthand in the config', async () => {
    const root = copy('versions', 'sidebar-shorthand', (c) => c.replace(/sidebars: \{[^}]*\}/, "sidebars: { main: { Start: ['intro'] } }"));
    writeFileSync(path.join(root, 'versioned_sidebars/version-1.0-sidebars.json'), '{\n  "main": { "Basics": ["intro", "guide"], "Reference": { "Old": ["old-api"] } }\n}\n');
    const { sites, diagnostics } = await check({ root });
    expect(diagnostics).toEqual([]);
    const v1 = sites.find((s) => s.config.instance?.version === '1.0')!;
    const labels = (items: SidebarItem[]): unknown => items.map((i) => (i.type === 'category' ? { [i.label]: labels(i.items) } : i.label));
    expect(labels(v1.sidebars.main)).toEqual([{ Basics: ['Introduction', 'Guide'] }, { Reference: [{ Old: ['Old API'] }] }]);
    const current = sites.find((s) => s.config.instance?.version === 'current')!;
    expect(labels(current.sidebars.main)).toEqual([{ Start: ['Introduction'] }]);
  });

  it('takes a doc id with its version\'s prefix in that version\'s sidebars (`version-1.0/guide`, as Docusaurus 2 did); another version\'s prefix is an error', async () => {
    const root = copy('versions', 'sidebar-legacy-ids');
    writeFileSync(path.join(root, 'versioned_sidebars/version-1.0-sidebars.json'), '{\n  "main": ["version-1.0/intro", { "type": "doc", "id": "version-1.0/guide" }, { "type": "category", "label": "Old", "link": { "type": "doc", "id": "version-1.0/old-api" }, "items": ["version-2.0/guide"] }]\n}\n');
    const { sites, diagnostics } = await check({ root });
    const rel = path.relative(process.cwd(), path.join(root, 'versioned_sidebars/version-1.0-sidebars.json'));
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`)).toEqual([`${rel}:2:183: sidebar "main" refers to doc id "version-2.0/guide", which does not exist`]);
    const v1 = sites.find((s) => s.config.instance?.version === '1.0')!;
    const items = v1.sidebars.main;
    expect(items.map((i) => [i.label, 'href' in i ? i.href : undefined])).toEqual([['Introduction', '/docs/1.0/'], ['Guide', '/docs/1.0/guide'], ['Old', '/docs/1.0/old-api']]);
  });

  it('reports a versioned sidebars file that names a missing doc at its line', async () => {
    const root = copy('versions', 'sidebar-missing');
    writeFileSync(path.join(root, 'versioned_sidebars/version-1.0-sidebars.json'), '{\n  "main": ["intro", "nothere"]\n}\n');
    const { diagnostics } = await check({ root });
    const rel = path.relative(process.cwd(), path.join(root, 'versioned_sidebars/version-1.0-sidebars.json'));
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`)).toEqual([`${rel}:2:21: sidebar "main" refers to doc id "nothere", which does not exist`]);
  });
});

describe('version options', () => {
  it('lastVersion, onlyIncludeVersions and a version\'s label, path and banner all apply', async () => {
    const root = copy('versions', 'options', (c) =>
      c.replace("versions: { current: { label: 'Next 🚧' } }", "lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], versions: { current: { label: 'Main' }, '1.0': { label: 'One', path: 'legacy', banner: 'none', badge: false } }")
    );
    const r = await build({ root, outDir: path.join(root, 'build') });
    expect(r.sites.map((s) => [s.config.instance?.version, s.config.baseUrl])).toEqual([
      ['current', '/docs/'],
      ['1.0', '/docs/legacy/']
    ]);
    const out = path.join(root, 'build');
    expect(existsSync(path.join(out, 'new-feature/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'legacy/old-api/index.html'))).toBe(true);
    expect(existsSync(path.join(out, '2.0'))).toBe(false);
    expect(banner(read(out, 'legacy/guide/index.html'))).toBeUndefined();
    expect(read(out, 'legacy/guide/index.html')).not.toContain('version-badge');
    expect(read(out, 'new-feature/index.html')).toContain('<span class="version-badge">Version: Main</span>');
    expect(inline(read(out, 'index.html')).site.docs?.versions.map((v) => v.label)).toEqual(['Main', 'One']);
  });

  // Keploy's old versions: Docusaurus's `noIndex` asks search engines to leave them out.
  it('noIndex: the version\'s docs ask search engines not to index them, and are not in the sitemap; the others are', async () => {
    const root = copy('versions', 'no-index', (c) => c.replace("versions: { current: { label: 'Next 🚧' } }", "versions: { current: { label: 'Next 🚧' }, '1.0': { noIndex: true } }"));
    const r = await build({ root, outDir: path.join(root, 'build') });
    const out = path.join(root, 'build');
    const robots = '<meta name="robots" content="noindex, nofollow">';
    expect(read(out, '1.0/guide/index.html')).toContain(robots);
    expect([read(out, 'guide/index.html'), read(out, 'next/guide/index.html')].map((h) => h.includes(robots))).toEqual([false, false]);
    const map = read(out, 'sitemap.xml');
    expect(map).not.toContain('/docs/1.0/');
    expect(map).toContain('<loc>https://versions.example/docs/next/guide</loc>');
    expect(r.diagnostics).toEqual([]);
  });

  it('a last version older than others: the newer ones are unreleased, the older unmaintained; edit links name the versioned file', async () => {
    const root = copy('versions', 'last-old', (c) => c.replace("versions: { current: { label: 'Next 🚧' } }", "lastVersion: '1.0', editUrl: 'https://git.example/site/'"));
    const r = await build({ root, outDir: path.join(root, 'build') });
    expect(r.sites.map((s) => [s.config.instance?.version, s.config.baseUrl, s.config.instance?.banner])).toEqual([
      ['current', '/docs/next/', 'unreleased'],
      ['2.0', '/docs/2.0/', 'unreleased'],
      ['1.0', '/docs/', 'none']
    ]);
    expect(banner(read(path.join(root, 'build'), '2.0/guide/index.html'))).toContain('This is unreleased documentation for Versioned 2.0 version.');
    expect(read(path.join(root, 'build'), '2.0/guide/index.html')).toContain('href="https://git.example/site/versioned_docs/version-2.0/guide.md"');
    expect(read(path.join(root, 'build'), 'next/guide/index.html')).toContain('href="https://git.example/site/content/guide.md"');
  });

  it('with editCurrentVersion, every version\'s edit link names the current version\'s file (a function editUrl is not changed)', async () => {
    const root = copy('versions', 'edit-current', (c) => c.replace("versions: { current: { label: 'Next 🚧' } }", "editUrl: 'https://git.example/site/', editCurrentVersion: true"));
    await build({ root, outDir: path.join(root, 'build') });
    for (const page of ['guide/index.html', '1.0/guide/index.html', 'next/guide/index.html']) {
      expect(read(path.join(root, 'build'), page), page).toContain('href="https://git.example/site/content/guide.md"');
      // The logo leads to the site's home from every version (a version's base URL is no page).
      expect(/class="navbar-brand" href="([^"]*)"/.exec(read(path.join(root, 'build'), page))?.[1], page).toBe('/docs/');
    }
    const fn = copy('versions', 'edit-current-fn', (c) => c.replace("versions: { current: { label: 'Next 🚧' } }", 'editUrl: ({ versionDocsDirPath, docPath }) => `https://git.example/${versionDocsDirPath}/${docPath}`, editCurrentVersion: true'));
    await build({ root: fn, outDir: path.join(fn, 'build') });
    expect(read(path.join(fn, 'build'), '1.0/guide/index.html')).toContain('href="https://git.example/versioned_docs/version-1.0/guide.md"');
  });

  // Chaos Mesh's docs: `editLocalizedFiles: true`, so a French page translated edits its translation.
  it('with editLocalizedFiles, a locale\'s translated doc links to its translation\'s file, an untranslated one to the default locale\'s', async () => {
    const edit = (c: string) => c.replace("docs: { sidebars: { main: ['intro', 'guide'] } }", "docs: { sidebars: { main: ['intro', 'guide'] }, editUrl: 'https://git.example/site/'__MORE__ }");
    const links = async (more: string) => {
      const root = copy('i18n', `edit-localized${more ? '-on' : '-off'}`, (c) => edit(c).replace('__MORE__', more));
      await build({ root, outDir: path.join(root, 'build') });
      return ['fr/index.html', 'fr/guide/index.html', 'index.html'].map((page) => /href="(https:\/\/git\.example[^"]*)"/.exec(read(path.join(root, 'build'), page))?.[1]);
    };
    expect(await links(', editLocalizedFiles: true')).toEqual(['https://git.example/site/i18n/fr/docusaurus-plugin-content-docs/current/intro.md', 'https://git.example/site/content/guide.md', 'https://git.example/site/content/intro.md']);
    expect(await links('')).toEqual(['https://git.example/site/content/intro.md', 'https://git.example/site/content/guide.md', 'https://git.example/site/content/intro.md']);
  });

  it('without lastVersion, the last version is the newest released one built: onlyIncludeVersions [\'current\'] (a fast dev build) serves the current docs at the base URL', async () => {
    const dev = copy('versions', 'only-current', (c) => c.replace("versions: { current: { label: 'Next 🚧' } }", "onlyIncludeVersions: ['current']"));
    const r = await check({ root: dev });
    expect(r.sites.map((s) => [s.config.instance?.version, s.config.baseUrl, s.config.instance?.banner, s.config.instance?.badge])).toEqual([['current', '/docs/', 'none', false]]);
    const old = copy('versions', 'only-old', (c) => c.replace("versions: { current: { label: 'Next 🚧' } }", "onlyIncludeVersions: ['current', '1.0']"));
    const o = await check({ root: old });
    expect(o.sites.map((s) => [s.config.instance?.version, s.config.baseUrl, s.config.instance?.banner])).toEqual([
      ['current', '/docs/next/', 'unreleased'],
      ['1.0', '/docs/', 'none']
    ]);
  });

  it('includeCurrentVersion: false leaves out the current docs', async () => {
    const root = copy('versions', 'no-current', (c) => c.replace("versions: { current: { label: 'Next 🚧' } }", 'includeCurrentVersion: false'));
    const r = await build({ root, outDir: path.join(root, 'build') });
    expect(r.sites.map((s) => s.config.instance?.version)).toEqual(['2.0', '1.0']);
    expect(existsSync(path.join(root, 'build/next'))).toBe(false);
  });

  it('rejects bad version options, naming the key and its line', async () => {
    const cases: Array<[string, RegExp]> = [
      ["lastVersion: '3.0'", /site\.config\.ts:\d+:\d+: config "docs\.lastVersion" names an unknown version "3\.0" \(the versions are "current", "2\.0", "1\.0"\)/],
      ["versions: { '9.9': { label: 'x' } }", /config "docs\.versions\.9\.9" names an unknown version "9\.9"/],
      ["lastVersion: '2.0', onlyIncludeVersions: ['1.0']", /config "docs\.onlyIncludeVersions" does not include the last version "2\.0"/],
      ["versions: { current: { banner: 'old' } }", /config "docs\.versions\.current\.banner" must be one of "none", "unreleased", "unmaintained"/],
      ["versions: { current: { path: '1.0' } }", /config "docs\.versions\.1\.0\.path" "1\.0" is also the path of version "current"/],
      ["lastVersions: '2.0'", /config "docs\.lastVersions" is not a known option \(did you mean "lastVersion"\?\)/]
    ];
    for (const [i, [option, expected]] of cases.entries()) {
      const root = copy('versions', `bad-option-${i}`, (c) => c.replace("versions: { current: { label: 'Next 🚧' } }", option));
      expect(await buildError(root), option).toMatch(expected);
    }
  });

  // tRPC's versions.json: ["current", "10.x", "9.x"]. Docusaurus takes it as the current docs' place among the versions.
  it('takes "current" in versions.json as the current docs\' place in the order; listed twice, it is an error', async () => {
    const placed = copy('versions', 'current-placed', (c) => c.replace("versions: { current: { label: 'Next 🚧' } }", "lastVersion: 'current'"));
    writeFileSync(path.join(placed, 'versions.json'), '["2.0", "current", "1.0"]');
    const r = await check({ root: placed });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.sites.map((s) => [s.config.instance?.version, s.config.instance?.banner])).toEqual([
      ['2.0', 'unreleased'],
      ['current', 'none'],
      ['1.0', 'unmaintained']
    ]);
    writeFileSync(path.join(placed, 'versions.json'), '["current", "2.0", "current"]');
    expect(await buildError(placed)).toMatch(/versions\.json:1:\d+: version "current" is listed twice/);
  });

  it('rejects includeCurrentVersion: false with no versions, a bad versions.json and a listed version with no folder', async () => {
    const none = copy('basic', 'no-docs', (c) => c.replace('docs: {', 'docs: { includeCurrentVersion: false,'));
    expect(await buildError(none)).toMatch(/config "docs\.includeCurrentVersion" is false, and versions\.json lists no version/);
    const bad = copy('versions', 'bad-json');
    writeFileSync(path.join(bad, 'versions.json'), '["2.0", "../x"]');
    expect(await buildError(bad)).toMatch(/versions\.json:1:9: version name "\.\.\/x" cannot hold spaces, "\/"/);
    const missing = copy('versions', 'missing-folder');
    writeFileSync(path.join(missing, 'versions.json'), '["3.0", "2.0", "1.0"]');
    expect(await buildError(missing)).toMatch(/versions\.json:1:2: versions\.json lists "3\.0", but .*versioned_docs\/version-3\.0 does not exist/);
  });
});

describe('docgen version', () => {
  it('snapshots content/ and the sidebars as the newest version; the next build serves it at the base URL and the current docs under next/', async () => {
    const root = copy('basic', 'snapshot');
    const r = await snapshotVersion(root, '1.0');
    expect(r.files).toBe(6);
    expect(JSON.parse(read(root, 'versions.json'))).toEqual(['1.0']);
    expect(existsSync(path.join(root, 'versioned_docs/version-1.0/guide/setup.md'))).toBe(true);
    const sidebars = JSON.parse(read(root, 'versioned_sidebars/version-1.0-sidebars.json'));
    expect(sidebars.main[1]).toEqual({ type: 'category', label: 'Guide', items: ['guide/index', 'guide/setup', 'guide/usage'] });
    await snapshotVersion(root, '2.0');
    expect(JSON.parse(read(root, 'versions.json'))).toEqual(['2.0', '1.0']);
    const b = await build({ root, outDir: path.join(root, 'build') });
    expect(b.sites.map((s) => s.config.baseUrl)).toEqual(['/docs/next/', '/docs/', '/docs/1.0/']);
    expect(existsSync(path.join(root, 'build/1.0/guide/setup/index.html'))).toBe(true);
    expect(read(root, 'build/1.0/guide/setup/index.html')).toContain('<a class="sidebar-link active" href="/docs/1.0/guide/setup" aria-current="page">Setup</a>');
  });

  it('refuses a version that exists, a bad name and a site with no docs', async () => {
    const root = copy('versions', 'snapshot-errors');
    await expect(snapshotVersion(root, '2.0')).rejects.toThrow('version "2.0" already exists in');
    await expect(snapshotVersion(root, 'current')).rejects.toThrow('cannot create version "current": "current" names the docs in content/');
    await expect(snapshotVersion(root, 'a/b')).rejects.toThrow(/cannot create version "a\/b": version name "a\/b" cannot hold/);
    await expect(snapshotVersion(root, '')).rejects.toThrow('a version name cannot be empty');
    rmSync(path.join(root, 'content'), { recursive: true });
    mkdirSync(path.join(root, 'content'));
    await expect(snapshotVersion(root, '3.0')).rejects.toThrow(/cannot create version "3\.0": there are no docs in/);
    expect(JSON.parse(read(root, 'versions.json'))).toEqual(['2.0', '1.0']);
  });

  it('is a CLI command that says what it made, and exits 1 with the error', () => {
    const root = copy('basic', 'snapshot-cli');
    const run = (...args: string[]) => spawnSync(process.execPath, [path.join(repo, 'bin/docgen.js'), 'version', ...args], { cwd: repo, encoding: 'utf8' });
    const ok = run('1.0', root);
    expect(ok.stdout).toBe(`created version 1.0: 6 docs in ${path.relative(repo, root)}/versioned_docs/version-1.0, sidebars in ${path.relative(repo, root)}/versioned_sidebars/version-1.0-sidebars.json\n`);
    expect(ok.status).toBe(0);
    const again = run('1.0', root);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('error: version "1.0" already exists in');
  });
});

describe('a site with two locales', () => {
  const out = path.join(tmp, 'i18n-out');
  let result: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    result = await build({ root: path.join(fixtures, 'i18n'), outDir: out });
  });

  it('builds the default locale at the base URL and French under fr/, with html lang from htmlLang', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.sites.flatMap((s) => s.pages.map((p) => p.route)).sort()).toEqual(['/docs/', '/docs/fr/', '/docs/fr/guide', '/docs/guide']);
    expect(read(out, 'index.html')).toContain('<html lang="en" ');
    expect(read(out, 'fr/index.html')).toContain('<html lang="fr-FR" ');
    expect(read(out, 'fr/guide/index.html')).toContain('<html lang="fr-FR" ');
  });

  it('uses the translation where there is one, and falls back to the default locale\'s page where not', () => {
    expect(read(out, 'fr/index.html')).toContain('<h1 class="doc-title">Bienvenue</h1>');
    expect(read(out, 'fr/index.html')).toContain('href="/docs/fr/guide#setup"');
    expect(read(out, 'fr/guide/index.html')).toContain('English guide, not translated.');
    expect(indexText(readBuiltIndex(out, 'fr/search-index-docs-default-current.json'))).toContain('bienvenue');
    expect(indexText(readBuiltIndex(out, 'search-index-docs-default-current.json'))).not.toContain('bienvenue');
  });

  it('links every page to its other locales with hreflang, and x-default to the default locale', () => {
    const alternates = (html: string) => html.match(/<link rel="alternate"[^>]*>/g);
    const expected = (p: string) => [
      `<link rel="alternate" href="https://i18n.example/docs/${p}" hreflang="en">`,
      `<link rel="alternate" href="https://i18n.example/docs/fr/${p}" hreflang="fr-FR">`,
      `<link rel="alternate" href="https://i18n.example/docs/${p}" hreflang="x-default">`
    ];
    expect(alternates(read(out, 'fr/guide/index.html'))).toEqual(expected('guide'));
    expect(alternates(read(out, 'index.html'))).toEqual(expected(''));
  });

  it('gives the locale dropdown the locales and each page\'s route in them', () => {
    const { site, page } = inline(read(out, 'fr/guide/index.html'));
    expect(site.i18n).toEqual({
      current: 'fr',
      locales: [
        { locale: 'en', label: 'English', htmlLang: 'en', path: '/docs/' },
        { locale: 'fr', label: 'Français', htmlLang: 'fr-FR', path: '/docs/fr/' }
      ]
    });
    expect(page.locales).toEqual({ en: '/docs/guide', fr: '/docs/fr/guide' });
    expect(read(out, 'guide/index.html')).toContain('<a class="navbar-dropdown-link" href="/docs/fr/guide" data-to="/docs/fr/guide" hrefLang="fr-FR" lang="fr-FR">Français</a>');
  });

  it('writes each locale\'s direction on its pages: its language\'s (Hebrew right to left), or the one its config gives; a bad one is rejected', async () => {
    const root = copy('i18n', 'rtl', (c) => c.replace("locales: ['en', 'fr']", "locales: ['en', 'fr', 'he', 'ar']").replace("fr: { label: 'Français', htmlLang: 'fr-FR' }", "fr: { label: 'Français', htmlLang: 'fr-FR' }, ar: { label: 'العربية', direction: 'ltr' }"));
    const built = path.join(root, 'build');
    await build({ root, outDir: built });
    expect(read(built, 'index.html')).toContain('<html lang="en" dir="ltr" ');
    expect(read(built, 'fr/guide/index.html')).toContain('<html lang="fr-FR" dir="ltr" ');
    expect(read(built, 'he/index.html')).toContain('<html lang="he" dir="rtl" ');
    expect(read(built, 'he/guide/index.html')).toContain('<html lang="he" dir="rtl" ');
    expect(read(built, 'ar/index.html')).toContain('<html lang="ar" dir="ltr" ');
    const bad = copy('i18n', 'bad-direction', (c) => c.replace("htmlLang: 'fr-FR' }", "htmlLang: 'fr-FR', direction: 'up' }"));
    expect(await buildError(bad)).toMatch(/config "i18n\.localeConfigs\.fr\.direction"/);
  });

  // Docusaurus 3.9's `translate: false`: a locale built from the default locale's content, its code.json words still used.
  it('builds a locale of translate: false without its folder\'s docs, sidebar labels and navbar, with its code.json words', async () => {
    const root = copy('i18n', 'no-translate', (c) => c.replace("htmlLang: 'fr-FR' }", "htmlLang: 'fr-FR', translate: false }"));
    mkdirSync(path.join(root, 'i18n/fr/docusaurus-theme-classic'));
    writeFileSync(path.join(root, 'i18n/fr/docusaurus-theme-classic/navbar.json'), JSON.stringify({ title: { message: 'Traduit' } }));
    writeFileSync(path.join(root, 'i18n/fr/code.json'), JSON.stringify({ 'theme.common.skipToMainContent': { message: 'Aller au texte (code.json)' } }));
    const built = path.join(root, 'build');
    const result = await build({ root, outDir: built });
    expect(result.diagnostics).toEqual([]);
    const fr = read(built, 'fr/index.html');
    expect(fr).toContain('<h1 class="doc-title">Welcome</h1>');
    expect(fr).not.toContain('Bienvenue');
    expect(fr).not.toContain('Traduit');
    expect(fr).toContain('Aller au texte (code.json)');
    expect(fr).toContain('<html lang="fr-FR"');
    // Translated, as before, without it.
    const again = copy('i18n', 'translate', (c) => c.replace("htmlLang: 'fr-FR' }", "htmlLang: 'fr-FR', translate: true }"));
    expect(read(await build({ root: again, outDir: path.join(again, 'build') }).then((r) => r.outDir), 'fr/index.html')).toContain('<h1 class="doc-title">Bienvenue</h1>');
    expect(await buildError(copy('i18n', 'translate-bad', (c) => c.replace("htmlLang: 'fr-FR' }", "htmlLang: 'fr-FR', translate: 'no' }")))).toMatch(/config "i18n\.localeConfigs\.fr\.translate"/);
    // A calendar Intl does not know, likewise.
    expect(await buildError(copy('i18n', 'calendar-bad', (c) => c.replace("htmlLang: 'fr-FR' }", "htmlLang: 'fr-FR', calendar: 'lunar-ish' }")))).toMatch(/config "i18n\.localeConfigs\.fr\.calendar" must be a calendar Intl knows/);
  });

  it('reads the translations where i18n.path and a locale\'s path put them (Docusaurus\'s options); the URL stays the locale\'s', async () => {
    const root = copy('i18n', 'locale-path', (c) => c.replace("i18n: { defaultLocale: 'en',", "i18n: { path: 'translations', defaultLocale: 'en',").replace("htmlLang: 'fr-FR' }", "htmlLang: 'fr-FR', path: 'français' }"));
    mkdirSync(path.join(root, 'translations'));
    cpSync(path.join(root, 'i18n/fr'), path.join(root, 'translations/français'), { recursive: true });
    rmSync(path.join(root, 'i18n'), { recursive: true });
    mkdirSync(path.join(root, 'translations/français/docusaurus-theme-classic'));
    writeFileSync(path.join(root, 'translations/français/docusaurus-theme-classic/navbar.json'), JSON.stringify({ title: { message: 'Traduit' } }));
    const built = path.join(root, 'build');
    const result = await build({ root, outDir: built });
    expect(result.diagnostics).toEqual([]);
    expect(read(built, 'fr/index.html')).toContain('<h1 class="doc-title">Bienvenue</h1>');
    expect(read(built, 'fr/index.html')).toContain('Traduit');
    expect(read(built, 'index.html')).not.toContain('Traduit');
    expect(read(built, 'fr/guide/index.html')).toContain('English guide, not translated.');
    // A locale folder is an input: the output may not be put there.
    expect(await buildError(copy('i18n', 'locale-path-out', (c) => c.replace("htmlLang: 'fr-FR' }", "htmlLang: 'fr-FR', path: '../build' }")))).toMatch(/is a locale's translations folder/);
    expect(await buildError(copy('i18n', 'locale-path-bad', (c) => c.replace("htmlLang: 'fr-FR' }", "htmlLang: 'fr-FR', path: 3 }")))).toMatch(/config "i18n\.localeConfigs\.fr\.path"/);
  });

  it('rejects a default locale that is not listed and a config for an unknown locale', async () => {
    const a = copy('i18n', 'bad-default', (c) => c.replace("defaultLocale: 'en'", "defaultLocale: 'de'"));
    expect(await buildError(a)).toMatch(/site\.config\.ts:\d+:\d+: config "i18n\.defaultLocale" "de" is not one of i18n\.locales \("en", "fr"\)/);
    const b = copy('i18n', 'bad-locale-config', (c) => c.replace("locales: ['en', 'fr']", "locales: ['en']"));
    expect(await buildError(b)).toMatch(/config "i18n\.localeConfigs\.fr" is for a locale not in i18n\.locales \("en"\)/);
  });

  it('builds only the locales --locale names (Docusaurus\'s option), the default among them or one alone at the root; another list is refused, saying why', () => {
    const root = copy('i18n', 'only-en', (c) => c.replace("locales: ['en', 'fr']", "locales: ['en', 'fr', 'de']"));
    const run = (...args: string[]) => spawnSync(process.execPath, [path.join(repo, 'bin/docgen.js'), 'build', root, ...args], { cwd: repo, encoding: 'utf8' });
    const out = path.join(root, 'build');
    const en = run('--locale', 'en');
    expect(en.status, en.stderr).toBe(0);
    expect(read(out, 'guide/index.html')).toContain('<html lang="en" ');
    expect(existsSync(path.join(root, 'build/fr'))).toBe(false);
    // Nothing links to the locale left out: no dropdown entry, no hreflang alternate.
    expect(read(out, 'guide/index.html')).not.toMatch(/\/docs\/(fr|de)\//);
    const both = run('--locale', 'en', '--locale', 'fr');
    expect(both.status, both.stderr).toBe(0);
    expect(read(out, 'fr/guide/index.html')).toContain('<html lang="fr-FR" ');
    // One locale other than the default, alone: at the site's root (a domain per locale), its translation or the
    // default locale's page, with the 404 page and the static files.
    const fr = run('--locale', 'fr');
    expect(fr.status, fr.stderr).toBe(0);
    expect(existsSync(path.join(out, 'fr'))).toBe(false);
    expect(read(out, 'index.html')).toContain('<html lang="fr-FR" ');
    expect(read(out, 'index.html')).toContain('<h1 class="doc-title">Bienvenue</h1>');
    expect(read(out, 'index.html')).toContain('href="/docs/guide#setup"');
    expect(read(out, 'guide/index.html')).toContain('English guide, not translated.');
    expect(read(out, 'guide/index.html')).not.toMatch(/\/docs\/(fr|en)\/|hreflang/);
    expect(read(out, '404.html')).toContain('<html lang="fr-FR" ');
    expect(indexText(readBuiltIndex(out, 'search-index-docs-default-current.json'))).toContain('bienvenue');
    // Two locales without the default: where would each go.
    const two = run('--locale', 'fr', '--locale', 'de');
    expect(two.status).toBe(1);
    expect(two.stderr).toContain('--locale fr de leaves out the default locale "en": docgen builds one locale alone at the site\'s root, or several beside the default one');
    expect(two.stderr).toContain('add --locale en, or build one locale at a time');
    // The last good output is left as it was.
    expect(read(out, 'index.html')).toContain('Bienvenue');
    const unknown = run('--locale', 'en', 'ko');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('--locale "ko": the site has no such locale (i18n.locales: en, fr, de)');
  });
});

describe('a site without versions or locales', () => {
  it('gets no version or locale data, banner or hreflang', async () => {
    const out = path.join(tmp, 'plain');
    const r = await build({ root: path.join(fixtures, 'basic'), outDir: out });
    expect(r.sites).toHaveLength(1);
    expect(r.site.config.instance).toBeUndefined();
    const html = read(out, 'guide/index.html');
    const { site, page } = inline(html);
    expect(Object.keys(site)).not.toContain('docs');
    expect(Object.keys(page)).not.toContain('versions');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('version-banner');
    expect(html).not.toContain('version-badge');
    expect(existsSync(path.join(out, 'search-index-docs-default-current.json'))).toBe(true);
    // No version or locale code in its JavaScript; a site with versions has it.
    const scripts = (dir: string) => readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => read(dir, `assets/${f}`)).join('\n');
    expect(scripts(out)).not.toContain('docs-preferred-version');
    expect(scripts(path.join(tmp, 'versions-out'))).toContain('docs-preferred-version');
  });

  // Docusaurus's "All versions" and "Help us translate" links (pnpm.io, starknet-devnet).
  it('draws a version item with entries of its own as a dropdown of them and its one version, and a locale item likewise', async () => {
    const root = copy('basic', 'around', (c) =>
      c.replace(
        "{ href: 'https://example.com', label: 'Out' }",
        "{ type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/guide', label: 'All versions' }] }, { type: 'docsVersionDropdown', label: 'Plain' }, " +
          "{ type: 'docsVersionDropdown', label: 'Quiet', dropdownActiveClassDisabled: true, dropdownItemsAfter: [{ to: '/guide', label: 'All versions' }] }, " +
          "{ type: 'localeDropdown', dropdownItemsBefore: [{ type: 'html', value: '<b>Pick</b>' }], dropdownItemsAfter: [{ href: 'https://t.example', label: 'Translate' }] }"
      )
    );
    await build({ root, outDir: path.join(root, 'build') });
    const html = read(path.join(root, 'build'), 'guide/setup/index.html');
    const menus = [...html.matchAll(/<ul [^>]*class="navbar-dropdown-menu"[^>]*>(.*?)<\/ul>/gs)].map((m) => [...m[1].matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((li) => li[1].replace(/<svg.*?<\/svg>/s, '').replace(/<[^>]+>/g, '')));
    expect(menus.slice(0, 3)).toEqual([
      ['Next', 'All versions'],
      ['Next', 'All versions'],
      ['Pick', 'English', 'Translate (opens in a new tab)']
    ]);
    // Without entries of its own, one version is a plain link.
    expect(html).toContain('>Plain</a>');
    // Its "All versions" entry is current below /guide, and so the dropdown, unless dropdownActiveClassDisabled.
    const toggles = [...html.matchAll(/<button [^>]*class="([^"]*navbar-dropdown-toggle[^"]*)"[^>]*>([^<]*)</g)].map((m) => `${m[2]}: ${m[1]}`);
    expect(toggles.slice(0, 3)).toEqual(['Next: navbar-link navbar-dropdown-toggle active', 'Quiet: navbar-link navbar-dropdown-toggle', 'English: navbar-link navbar-dropdown-toggle']);
  });
});

describe('the parse cache of a site with versions', () => {
  it('keeps the entries of every file a build parsed, drafts too, and drops those of files gone', async () => {
    const root = copy('versions', 'versions-cache');
    writeFileSync(path.join(root, 'versioned_docs/version-1.0/draft.md'), '---\ndraft: true\n---\n\n# Draft\n\nNot in a production build.\n');
    const entries = () => readdirSync(path.join(root, 'node_modules/.cache/docgen/docs')).length;
    const first = await build({ root, outDir: path.join(root, 'build') });
    expect(first.parse.parsed).toBe(first.parse.files);
    const again = await build({ root, outDir: path.join(root, 'build') });
    expect(again.parse).toMatchObject({ cached: first.parse.files, parsed: 0 });
    expect(entries()).toBe(first.parse.files);
    rmSync(path.join(root, 'versioned_docs/version-1.0/draft.md'));
    await build({ root, outDir: path.join(root, 'build') });
    expect(entries()).toBe(first.parse.files - 1);
  });
});

describe('the primary instance', () => {
  it('is the last version of the default locale wherever its path is: it has the blog and makes the 404 page', async () => {
    const root = copy('versions', 'versions-last-path', (c) => c.replace("versions: { current: { label: 'Next 🚧' } }", "versions: { current: { label: 'Next 🚧' }, '2.0': { path: 'two' } }"));
    mkdirSync(path.join(root, 'blog'), { recursive: true });
    writeFileSync(path.join(root, 'blog/2024-01-02-hello.md'), '---\ntitle: Hello\n---\n\nA post.\n');
    mkdirSync(path.join(root, 'pages'), { recursive: true });
    writeFileSync(path.join(root, 'pages/releases.md'), '# Releases\n\nSee the [guide](/two/guide).\n');
    const out = path.join(root, 'build');
    const result = await build({ root, outDir: out });
    expect(result.site.config.instance?.version).toBe('2.0');
    // The blog and standalone pages go with the primary instance, at the site's base, not below its path (as in
    // Docusaurus: Sequelize's last version is at /docs/v6/, its /releases page at /releases/).
    expect(existsSync(path.join(out, 'blog/2024/01/02/hello/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'releases/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'two/guide/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'two/blog'))).toBe(false);
    expect(inline(read(out, '404.html')).site.docs?.version).toBe('2.0');
  });
});

describe('navbar items on a site with versions', () => {
  it('a doc item no version has is one error, at its line in site.config.ts', async () => {
    const root = copy('versions', 'versions-navbar', (c) => c.replace("{ type: 'doc', docId: 'guide', label: 'Guide', position: 'left' },", "{ type: 'doc', docId: 'guide', label: 'Guide', position: 'left' },\n        { type: 'doc', docId: 'nowhere', position: 'left' },"));
    const config = read(root, 'site.config.ts').split('\n');
    const line = config.findIndex((l) => l.includes("'nowhere'")) + 1;
    const navbar = (await buildError(root)).split('\n').filter((l) => l.includes('nowhere'));
    expect(navbar).toHaveLength(1);
    expect(navbar[0]).toMatch(new RegExp(`site\\.config\\.ts:${line}:\\d+: navbar item "nowhere"`));
  });
});
