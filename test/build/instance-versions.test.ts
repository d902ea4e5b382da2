// A second docs instance with versions (the Docusaurus fixture's `community`: community_versions.json lists 1.0, its
// lastVersion is current): routes, banner, sidebars, search, navbar items, a locale, `docgen version --instance`.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexText, readBuiltIndex } from '../search/engines.js';
import { build, check } from '../../src/build.js';
import { loadConfig } from '../../src/config/load.js';
import { snapshotVersion } from '../../src/versions/snapshot.js';
import { siteData } from '../../src/render/data.js';
import { makeFamily } from '../../src/render/family.js';
import type { PageData, SiteData } from '../../theme/types.js';
import { interpolate } from '../../src/i18n/labels.js';
import fr from '../../src/i18n/builtin/fr.js';

const repo = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(repo, 'test/fixtures/docusaurus-classic');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the fixture far from any node_modules, with `files` written into it and `edit` applied to its config. */
function copy(files: Record<string, unknown> = {}, edit?: (config: string) => string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-inst-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  for (const [f, v] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), typeof v === 'string' ? v : JSON.stringify(v));
  }
  if (edit) {
    const file = path.join(dir, 'docusaurus.config.js');
    const text = readFileSync(file, 'utf8');
    expect(edit(text), 'the config edit matched nothing').not.toBe(text);
    writeFileSync(file, edit(text));
  }
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const inline = (html: string) => JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]) as { site: SiteData; page: PageData };
const banner = (html: string) => /<div class="version-banner"[^]*?<\/div>/.exec(html)?.[0];

describe('a docs instance with versions', () => {
  let out: string;
  let result: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    const root = copy();
    result = await build({ root });
    out = result.outDir;
  });

  it('builds each of its versions below its route base, with its own sidebars (a shorthand versioned sidebars file too)', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const community = result.sites.filter((s) => s.config.instance?.plugin === 'community' && s.config.instance.locale === 'en');
    expect(community.map((s) => [s.config.instance!.version, s.config.baseUrl, s.config.instance!.banner, s.pages.map((p) => p.route)])).toEqual([
      ['current', '/widgets/community/', 'none', ['/widgets/community/', '/widgets/community/support']],
      ['1.0', '/widgets/community/1.0/', 'unmaintained', ['/widgets/community/1.0/', '/widgets/community/1.0/support']]
    ]);
    // The fixture's French locale has each version too.
    expect(result.sites.filter((s) => s.config.instance?.plugin === 'community' && s.config.instance.locale === 'fr').map((s) => s.config.baseUrl)).toEqual(['/widgets/fr/community/', '/widgets/fr/community/1.0/']);
    expect(read(out, 'community/1.0/support/index.html')).toContain('Write to the 1.0 mailing list.');
    expect(read(out, 'community/support/index.html')).toContain('Open an issue.');
    // The versioned sidebars file is in the shorthand form: one category.
    expect(community[1].sidebars.community).toMatchObject([{ type: 'category', label: 'Community 1.0', items: [{ label: 'Community' }, { label: 'Support' }] }]);
    expect(read(out, 'community/1.0/index.html')).toContain('href="/widgets/community/1.0/support"');
    expect(read(out, 'sitemap.xml')).toContain('<loc>https://widgets.example.com/widgets/community/1.0/support</loc>');
  });

  it('shows the unmaintained banner on its old version, linking to the same doc in its last version', () => {
    expect(banner(read(out, 'community/support/index.html'))).toBeUndefined();
    const old = banner(read(out, 'community/1.0/support/index.html'))!;
    expect(old).toContain('This is documentation for Widgets 1.0, which is no longer actively maintained.');
    expect(old).toContain('<a href="/widgets/community/support"><b>latest version</b></a>');
    const { site, page } = inline(read(out, 'community/1.0/support/index.html'));
    expect(site.docs).toEqual({
      version: '1.0',
      banner: 'unmaintained',
      versions: [
        { name: 'current', label: 'Latest', path: '/widgets/community/', mainDoc: '/widgets/community/', isLast: true },
        { name: '1.0', label: '1.0', path: '/widgets/community/1.0/', mainDoc: '/widgets/community/1.0/', isLast: false }
      ]
    });
    expect(page.versions).toEqual({ current: '/widgets/community/support' });
  });

  it('writes one search index per version of the instance, each holding its own docs, and each version searches its own', () => {
    expect(indexText(readBuiltIndex(out, 'community/1.0/search-index-docs-community-1.0.json'))).toContain('mailing');
    expect(indexText(readBuiltIndex(out, 'community/search-index-docs-community-current.json'))).not.toContain('mailing');
    expect(inline(read(out, 'community/1.0/index.html')).site.search?.tags).toEqual(['docs-community-1.0']);
    expect(inline(read(out, 'community/index.html')).site.search?.tags).toEqual(['docs-community-current']);
    expect(inline(read(out, 'docs/intro/index.html')).site.search?.tags).toEqual(['docs-default-current']);
  });

  it('gives its version dropdown the instance\'s versions on every page, and its navbar items name the docs they say', () => {
    const dropdown = (file: string) => inline(read(out, file)).site.navbar.items.find((i) => i.type === 'docsVersionDropdown');
    // On the main docs: the community versions come with the item, each linking to its main doc.
    expect(dropdown('docs/intro/index.html')).toEqual({ position: 'right', type: 'docsVersionDropdown', plugin: 'community', versions: inline(read(out, 'community/index.html')).site.docs!.versions });
    expect(read(out, 'docs/intro/index.html')).toContain('<a class="navbar-dropdown-link" href="/widgets/community/1.0/" data-to="/widgets/community/1.0/">1.0</a>');
    // On the instance's pages: its own versions (SiteData.docs), each linking to the same doc.
    expect(dropdown('community/support/index.html')).toEqual({ position: 'right', type: 'docsVersionDropdown', plugin: 'community' });
    expect(read(out, 'community/support/index.html')).toContain('href="/widgets/community/1.0/support" data-to="/widgets/community/1.0/support">1.0</a>');
    // A doc item without docsPluginId names the main docs, on the instance's pages too; the docSidebar item the instance's last version.
    const items = inline(read(out, 'community/1.0/support/index.html')).site.navbar.items;
    expect(items.find((i) => i.type === 'link' && i.label === 'Tutorial')).toMatchObject({ href: '/widgets/docs/intro' });
    expect(items.find((i) => i.type === 'link' && i.label === 'Community')).toMatchObject({ href: '/widgets/community/1.0/' });
    expect(inline(read(out, 'docs/intro/index.html')).site.foreignBases).toEqual(['/widgets/community/', '/widgets/community/1.0/', '/widgets/fr/', '/widgets/fr/community/', '/widgets/fr/community/1.0/']);
  });
});

describe('navbar version items naming a docs instance', () => {
  it('docsVersion opens the instance\'s last version; a dropdown of docs with one version is a link', async () => {
    const root = copy({}, (c) => c.replace("{ type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },", "{ type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },\n          { type: 'docsVersion', docsPluginId: 'community', position: 'left' },\n          { type: 'docsVersionDropdown', position: 'right' },"));
    const { sites } = await check({ root });
    const main = sites.find((s) => !s.config.instance?.plugin)!;
    const family = makeFamily(sites);
    const items = siteData(main, family).navbar.items;
    expect(items.find((i) => i.type === 'link' && i.label === 'Latest')).toMatchObject({ href: '/widgets/community/' });
    // The second blog's page is another instance's at the same base URL: a page the router loads, not the browser's.
    expect(items.find((i) => i.label === 'Events')).toMatchObject({ href: '/widgets/events' });
    expect(items.find((i) => i.label === 'Events')).not.toHaveProperty('target');
    // The main docs have one version: their dropdown is a link on an instance's page, and the theme's own item on theirs.
    const old = sites.find((s) => s.config.instance?.version === '1.0')!;
    const there = siteData(old, family).navbar.items;
    expect(there.find((i) => i.type === 'link' && i.label === 'Next')).toMatchObject({ href: '/widgets/docs/intro' });
    expect(items.filter((i) => i.type === 'docsVersionDropdown')).toEqual([
      expect.objectContaining({ plugin: 'community' }),
      { position: 'right', type: 'docsVersionDropdown' }
    ]);
  });
});

describe('a docs instance\'s versions in another locale', () => {
  it('reads i18n/<locale>/docusaurus-plugin-content-docs-<id>/version-X, falling back file by file, with its version label', async () => {
    // The fixture's config has the French locale.
    const root = copy({
      'i18n/fr/docusaurus-plugin-content-docs-community/version-1.0/support.md': '# Assistance\n\nÉcrivez à la liste 1.0.\n',
      'i18n/fr/docusaurus-plugin-content-docs-community/version-1.0.json': { 'version.label': { message: 'Un' }, 'sidebar.community.category.Community 1.0': { message: 'Communauté 1.0' } }
    });
    const r = await build({ root });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = read(r.outDir, 'fr/community/1.0/support/index.html');
    expect(html).toContain('Écrivez à la liste 1.0.');
    expect(html).toContain('<summary>Communauté 1.0</summary>');
    // In docgen's own French: the fixture has no code.json.
    expect(banner(html)!.replace(/&#x27;/g, "'")).toContain(interpolate(fr['theme.docs.versions.unmaintainedVersionLabel'], { siteTitle: 'Widgets', versionLabel: 'Un' }));
    expect(read(r.outDir, 'fr/community/1.0/index.html')).toContain('Where widget users met in the 1.0 days.');
    expect(inline(html).page.locales).toEqual({ en: '/widgets/community/1.0/support', fr: '/widgets/fr/community/1.0/support' });
  });
});

describe('docgen version --instance', () => {
  it('snapshots the instance\'s current docs and sidebars as its newest version, which the next build serves', async () => {
    const root = copy();
    const r = await snapshotVersion(root, '2.0', 'community');
    expect([r.files, path.relative(root, r.docsDir), path.relative(root, r.sidebarsFile)]).toEqual([2, 'community_versioned_docs/version-2.0', 'community_versioned_sidebars/version-2.0-sidebars.json']);
    expect(JSON.parse(read(root, 'community_versions.json'))).toEqual(['2.0', '1.0']);
    expect(JSON.parse(read(root, 'community_versioned_sidebars/version-2.0-sidebars.json'))).toEqual({ community: ['index', 'support'] });
    // The main docs are untouched.
    expect(existsSync(path.join(root, 'versions.json'))).toBe(false);
    const b = await build({ root });
    expect(b.sites.filter((s) => s.config.instance?.plugin === 'community').map((s) => s.config.baseUrl)).toEqual(['/widgets/community/', '/widgets/community/2.0/', '/widgets/community/1.0/', '/widgets/fr/community/', '/widgets/fr/community/2.0/', '/widgets/fr/community/1.0/']);
    expect(read(b.outDir, 'community/2.0/support/index.html')).toContain('Open an issue.');
    await expect(snapshotVersion(root, '2.0', 'community')).rejects.toThrow(/version "2\.0" already exists in .*community_versions\.json/);
    await expect(snapshotVersion(root, '3.0', 'nope')).rejects.toThrow('cannot create version "3.0": no docs instance has the id "nope"');
  });

  it('is the CLI option --instance', () => {
    const root = copy();
    const run = spawnSync(process.execPath, [path.join(repo, 'bin/docgen.js'), 'version', '1.1', root, '--instance', 'community'], { cwd: root, encoding: 'utf8' });
    expect(run.stdout).toBe('created version 1.1: 2 docs in community_versioned_docs/version-1.1, sidebars in community_versioned_sidebars/version-1.1-sidebars.json\n');
    expect(run.status).toBe(0);
    expect(JSON.parse(read(root, 'community_versions.json'))).toEqual(['1.1', '1.0']);
  });
});

describe('a docs instance\'s versioned sidebars', () => {
  it('are checked as the main docs\' are: a missing doc is reported at its line in the instance\'s file', async () => {
    const root = copy({ 'community_versioned_sidebars/version-1.0-sidebars.json': '{\n  "community": ["index", "nothere"]\n}\n' });
    const r = await check({ root });
    const rel = path.relative(process.cwd(), path.join(root, 'community_versioned_sidebars/version-1.0-sidebars.json'));
    // (The fixture's .mdx page reports its components, not rendered yet: those findings are not this test's.)
    expect(r.diagnostics.filter((d) => !d.file.endsWith('.mdx')).map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`)).toEqual([`${rel}:2:26: sidebar "community" refers to doc id "nothere", which does not exist`]);
  });

  // WebdriverIO's community sidebar: a category whose items a missing file made (its `events.map(…)`) was said at a line
  // of docusaurus.config.ts that had nothing to do with it.
  it('an item of its sidebars docgen leaves out is said at its line in that file', async () => {
    const root = copy({ 'sidebarsCommunity.js': "module.exports = {\n  community: [\n    'index',\n    { type: 'link', label: 'Out' },\n    'support',\n  ],\n};\n" });
    const { adapted } = await loadConfig(root);
    const rel = path.relative(process.cwd(), path.join(root, 'sidebarsCommunity.js'));
    expect(adapted!.notes.filter((d) => d.message.includes('docsInstances[0].sidebars')).map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`)).toEqual([`${rel}:4:28: ignored "docsInstances[0].sidebars.community[1]": "href" is required for a "link" sidebar item`]);
  });

  // WebdriverIO's community docs: the message named docusaurus.config.ts, with no line, for its sidebarsCommunity.ts.
  it('and its current sidebars at their line in the file its sidebarPath names', async () => {
    const root = copy({ 'sidebarsCommunity.js': "module.exports = {\n  community: ['index', 'nothere'],\n};\n" });
    const r = await check({ root });
    const rel = path.relative(process.cwd(), path.join(root, 'sidebarsCommunity.js'));
    expect(r.diagnostics.filter((d) => !d.file.endsWith('.mdx')).map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`)).toEqual([`${rel}:2:24: sidebar "community" refers to doc id "nothere", which does not exist`]);
  });
});
