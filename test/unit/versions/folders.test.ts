// Planning the versions of every docs folder: the main docs and a docs instance read alike, with the instance's own
// file names (<id>_versions.json, <id>_versioned_docs/, <id>_versioned_sidebars/) and errors naming its keys.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/config/resolve.js';
import { validate, type UserConfig } from '../../../src/config/schema.js';
import { docsFolders, versionInputs } from '../../../src/versions/folders.js';
import { planVersions, readVersionNames } from '../../../src/versions/versions.js';
import { instanceInputs, planInstances } from '../../../src/instances.js';
import { DocgenError } from '../../../src/errors.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A site folder holding `files` (text, or JSON for anything else), and its config resolved from `user`. */
function site(files: Record<string, unknown>, user: UserConfig = {}, configText?: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-folders-'));
  made.push(root);
  for (const [f, v] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    writeFileSync(path.join(root, f), typeof v === 'string' ? v : JSON.stringify(v));
  }
  let configFile: string | null = null;
  if (configText !== undefined) {
    configFile = path.join(root, 'site.config.ts');
    writeFileSync(configFile, configText);
  }
  return resolveConfig(root, configFile, user);
}

/** The message (and line, when there is one) of the DocgenError `run` throws. */
async function failure(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (e) {
    if (!(e instanceof DocgenError)) throw e;
    return e.diagnostics.map((d) => `${path.basename(d.file)}:${d.line ?? ''}: ${d.message} (${d.hint ?? ''})`).join('\n');
  }
  throw new Error('nothing was thrown');
}

const community = { id: 'community', path: 'community', sidebars: { community: ['index'] } };
const communityFiles = {
  'content/intro.md': '# Intro\n',
  'community/index.md': '# Community\n',
  'community_versions.json': ['2.0', '1.0'],
  'community_versioned_docs/version-2.0/index.md': '# Community 2.0\n',
  'community_versioned_docs/version-1.0/index.md': '# Community 1.0\n',
  // The shorthand form Docusaurus writes, and the plain form.
  'community_versioned_sidebars/version-2.0-sidebars.json': { community: { 'Start here': ['index'] } },
  'community_versioned_sidebars/version-1.0-sidebars.json': { community: ['index'] }
};

describe('docs folders', () => {
  it('are the main docs (id default, no file prefix), then each docs instance, with the key its options are at', () => {
    const config = site({}, { docsInstances: [community, { id: 'api-v2', path: 'api' }] });
    expect(docsFolders(config).map((f) => [f.id, f.key, path.basename(f.contentDir), f.routeBasePath])).toEqual([
      ['default', 'docs', 'content', ''],
      ['community', 'docsInstances[0]', 'community', 'community/'],
      ['api-v2', 'docsInstances[1]', 'api', 'api-v2/']
    ]);
    expect(versionInputs('/s', 'default')).toEqual(['/s/versions.json', '/s/versioned_docs', '/s/versioned_sidebars']);
    expect(versionInputs('/s', 'community')).toEqual(['/s/community_versions.json', '/s/community_versioned_docs', '/s/community_versioned_sidebars']);
  });

  it('refuses an instance id that is "default", names no file, or is used twice, naming docsInstances[N].id', async () => {
    const cases: Array<[string, RegExp]> = [
      ['default', /config "docsInstances\[0\]\.id" "default" names the main docs/],
      ['a/b', /config "docsInstances\[0\]\.id" "a\/b" must be letters, digits, "_" and "-" only/],
      ['community', /config "docsInstances\[1\]\.id" "community" is the id of another docs instance too/]
    ];
    for (const [id, expected] of cases) {
      const instances = id === 'community' ? [community, { id, path: 'other' }] : [{ id, path: 'x' }];
      expect(await failure(() => docsFolders(site({}, { docsInstances: instances })))).toMatch(expected);
    }
  });

  it('takes the version options on a docs instance, and rejects an unknown one with a suggestion', () => {
    expect(validate({ docsInstances: [{ ...community, lastVersion: '1.0', versions: { current: { label: 'Next', banner: 'none', path: 'dev' } }, onlyIncludeVersions: ['1.0'], includeCurrentVersion: false }] })).toEqual([]);
    expect(validate({ docsInstances: [{ ...community, lastVersions: '1.0' }] })).toEqual([{ key: 'docsInstances[0].lastVersions', message: 'is not a known option (did you mean "lastVersion"?)', unknown: true }]);
    expect(validate({ docsInstances: [{ ...community, versions: { '1.0': { banner: 'old' } } }] })[0]).toMatchObject({ key: 'docsInstances[0].versions.1.0.banner' });
  });
});

describe('an instance\'s versions', () => {
  it('reads <id>_versions.json and plans each version as the main docs\' are: last at the route base, the current docs under next/', async () => {
    const config = site(communityFiles, { docsInstances: [community] });
    const folder = docsFolders(config)[1];
    expect(await readVersionNames(config.root, 'community')).toEqual(['2.0', '1.0']);
    expect(await readVersionNames(config.root)).toEqual([]);
    const plans = await planVersions(config, folder, ['2.0', '1.0']);
    expect(plans.map((p) => [p.name, p.label, p.path, p.banner, p.isLast, path.relative(config.root, p.contentDir), p.sidebarsFile && path.relative(config.root, p.sidebarsFile)])).toEqual([
      ['current', 'Next', 'next/', 'unreleased', false, 'community', null],
      ['2.0', '2.0', '', 'none', true, 'community_versioned_docs/version-2.0', 'community_versioned_sidebars/version-2.0-sidebars.json'],
      ['1.0', '1.0', '1.0/', 'unmaintained', false, 'community_versioned_docs/version-1.0', 'community_versioned_sidebars/version-1.0-sidebars.json']
    ]);
    // The current sidebars are the instance's own; a versioned file in the shorthand form is written out.
    expect(plans[0].sidebars).toEqual({ community: ['index'] });
    expect(plans[1].sidebars).toEqual({ community: [{ type: 'category', label: 'Start here', items: ['index'] }] });
  });

  it('applies lastVersion, versions and onlyIncludeVersions; without lastVersion the newest built release is the last', async () => {
    const config = site(communityFiles, { docsInstances: [{ ...community, lastVersion: 'current', versions: { '1.0': { label: 'One', path: 'legacy', banner: 'none' } } }] });
    const plans = await planVersions(config, docsFolders(config)[1], ['2.0', '1.0']);
    expect(plans.map((p) => [p.name, p.label, p.path, p.banner])).toEqual([
      ['current', 'Next', '', 'none'],
      ['2.0', '2.0', '2.0/', 'unmaintained'],
      ['1.0', 'One', 'legacy/', 'none']
    ]);
    const only = site(communityFiles, { docsInstances: [{ ...community, onlyIncludeVersions: ['current', '1.0'] }] });
    expect((await planVersions(only, docsFolders(only)[1], ['2.0', '1.0'])).map((p) => [p.name, p.path, p.isLast])).toEqual([
      ['current', 'next/', false],
      ['1.0', '', true]
    ]);
  });

  it('rejects bad options with the same checks as docs.*, naming docsInstances[N] and the option\'s line', async () => {
    const text = "export default {\n  docs: { lastVersion: 'current' },\n  docsInstances: [\n    { id: 'community', path: 'community', lastVersion: '3.0' }\n  ]\n};\n";
    const at = site(communityFiles, { docsInstances: [{ ...community, lastVersion: '3.0' }] }, text);
    expect(await failure(() => planVersions(at, docsFolders(at)[1], ['2.0', '1.0']))).toBe(
      'site.config.ts:4: config "docsInstances[0].lastVersion" names an unknown version "3.0" (the versions are "current", "2.0", "1.0")'
    );
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ versions: { '9.9': { label: 'x' } } }, /config "docsInstances\[0\]\.versions\.9\.9" names an unknown version "9\.9"/],
      [{ onlyIncludeVersions: [] }, /config "docsInstances\[0\]\.onlyIncludeVersions" is empty/],
      [{ onlyIncludeVersions: ['4.0'] }, /config "docsInstances\[0\]\.onlyIncludeVersions" names an unknown version "4\.0"/],
      [{ lastVersion: '2.0', onlyIncludeVersions: ['1.0'] }, /config "docsInstances\[0\]\.onlyIncludeVersions" does not include the last version "2\.0" \(add it, or set docsInstances\[0\]\.lastVersion/],
      [{ versions: { current: { path: '1.0' } } }, /config "docsInstances\[0\]\.versions\.1\.0\.path" "1\.0" is also the path of version "current"/],
      [{ versions: { current: { path: '../up' } } }, /config "docsInstances\[0\]\.versions\.current\.path" "\.\.\/up" is not a folder below the base URL/]
    ];
    for (const [options, expected] of cases) {
      const config = site(communityFiles, { docsInstances: [{ ...community, ...options }] });
      expect(await failure(() => planVersions(config, docsFolders(config)[1], ['2.0', '1.0'])), JSON.stringify(options)).toMatch(expected);
    }
    const none = site({ 'community/index.md': '# C\n' }, { docsInstances: [{ ...community, includeCurrentVersion: false }] });
    expect(await failure(() => planVersions(none, docsFolders(none)[1], []))).toMatch(
      /config "docsInstances\[0\]\.includeCurrentVersion" is false, and community_versions\.json lists no version: there are no docs to build \(set it to true, or snapshot a version with `docgen version <name> --instance community`\)/
    );
  });

  it('names community_versions.json in its own errors: a bad entry, and a version with no folder', async () => {
    const bad = site({ 'community_versions.json': '["2.0", "a b"]' });
    expect(await failure(() => readVersionNames(bad.root, 'community'))).toMatch(/^community_versions\.json:1: version name "a b" cannot hold spaces/);
    const missing = site({ ...communityFiles, 'community_versions.json': '["3.0", "2.0", "1.0"]' }, { docsInstances: [community] });
    expect(await failure(() => planVersions(missing, docsFolders(missing)[1], ['3.0', '2.0', '1.0']))).toMatch(
      /^community_versions\.json:1: community_versions\.json lists "3\.0", but .*community_versioned_docs\/version-3\.0 does not exist \(remove "3\.0" from community_versions\.json, or snapshot it again with `docgen version 3\.0 --instance community`\)/
    );
  });
});

describe('planInstances', () => {
  it('plans every locale x docs folder x version alike: each its base URL, search tag, sidebars and translated folder', async () => {
    const config = site(
      { ...communityFiles, 'i18n/fr/docusaurus-plugin-content-docs-community/version-2.0/index.md': '# Communauté\n' },
      { baseUrl: '/', docs: { routeBasePath: 'docs' }, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, docsInstances: [community] }
    );
    const configs = (await planInstances(config))!;
    const rel = (f: string | null | undefined) => f && path.relative(config.root, f);
    expect(configs.map((c) => [c.instance!.locale, c.instance!.plugin ?? 'main', c.instance!.version, c.baseUrl + c.docs.routeBasePath, c.instance!.searchTag, c.instance!.linkBase, rel(c.contentDir)])).toEqual([
      ['en', 'main', 'current', '/docs/', 'docs-default-current', '/', 'content'],
      ['en', 'community', 'current', '/community/next/', 'docs-community-current', '/', 'community'],
      ['en', 'community', '2.0', '/community/', 'docs-community-2.0', '/', 'community_versioned_docs/version-2.0'],
      ['en', 'community', '1.0', '/community/1.0/', 'docs-community-1.0', '/', 'community_versioned_docs/version-1.0'],
      ['fr', 'main', 'current', '/fr/docs/', 'docs-default-current', '/fr/', 'content'],
      ['fr', 'community', 'current', '/fr/community/next/', 'docs-community-current', '/fr/', 'community'],
      ['fr', 'community', '2.0', '/fr/community/', 'docs-community-2.0', '/fr/', 'i18n/fr/docusaurus-plugin-content-docs-community/version-2.0'],
      ['fr', 'community', '1.0', '/fr/community/1.0/', 'docs-community-1.0', '/fr/', 'community_versioned_docs/version-1.0']
    ]);
    // Only the main docs share their base URL with the blog; an instance's route base is in its own.
    expect(configs.map((c) => c.docs.routeBasePath)).toEqual(['docs/', '', '', '', 'docs/', '', '', '']);
    const v2 = configs[2];
    expect([v2.configFile, rel(v2.docs.sidebarPath), v2.instance!.banner, v2.instance!.isLast]).toEqual([null, 'community_versioned_sidebars/version-2.0-sidebars.json', 'none', true]);
    expect(configs[6].instance!.fallbackDir).toBe(path.join(config.root, 'community_versioned_docs/version-2.0'));
    // The dev server watches every folder's version files and the instance's own folder.
    expect(instanceInputs(config).map(rel).sort()).toEqual(['community', 'community_versioned_docs', 'community_versioned_sidebars', 'community_versions.json', 'i18n']);
    // A locale's folder outside the translations folder (its own `path`) is watched too.
    const moved = site({ 'content/index.md': '# Home\n', 'translations-fr/code.json': '{}' }, { i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: '../translations-fr' } } } });
    expect(instanceInputs(moved).map((f) => path.relative(moved.root, f)).sort()).toEqual(['translations-fr']);
  });

  // pnpm.io (docs at '/', versions): `/blog/…` in a 10.x doc is the blog's post, as Docusaurus reads it, not /10.x/blog/….
  it('puts root-absolute links of docs without a route base below their version, or below the site with docs.rootLinks: site', async () => {
    const files = { 'content/intro.md': '# Intro\n', 'versions.json': ['1.0'], 'versioned_docs/version-1.0/intro.md': '# Intro\n' };
    const bases = async (docs: Record<string, unknown>) => (await planInstances(site(files, { baseUrl: '/', docs, i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } })))!.map((c) => `${c.baseUrl} ${c.instance!.linkBase}`);
    expect(await bases({})).toEqual(['/next/ /next/', '/ /', '/fr/next/ /fr/next/', '/fr/ /fr/']);
    expect(await bases({ rootLinks: 'site' })).toEqual(['/next/ /', '/ /', '/fr/next/ /fr/', '/fr/ /fr/']);
    expect(await bases({ routeBasePath: 'docs' })).toEqual(['/docs/next/ /', '/ /', '/fr/docs/next/ /fr/', '/fr/ /fr/']);
  });

  it('leaves a site with one unversioned docs folder and one locale unplanned (built as before)', async () => {
    expect(await planInstances(site({ 'content/intro.md': '# Intro\n' }))).toBeNull();
    expect(await planInstances(site({ 'content/intro.md': '# Intro\n', 'versions.json': ['1.0'], 'versioned_docs/version-1.0/intro.md': '# Intro\n' }))).toHaveLength(2);
  });
});
