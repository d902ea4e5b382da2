// Routes that would overwrite another output file: check and build report each at file:line:col, naming both sides, and write nothing.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { OUTPUT_MARKER } from '../../src/output/write.js';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import type { Diagnostic } from '../../src/types.js';

const repo = path.resolve(import.meta.dirname, '../..');
const tmp = path.join(repo, 'test/.tmp/routes');

beforeAll(() => rmSync(tmp, { recursive: true, force: true }));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A copy of test/fixtures/<fixture> as test/.tmp/routes/<name>, with files written (or edited: a function of the old text). */
function site(name: string, fixture: string, files: Record<string, string | ((text: string) => string)>): string {
  const root = path.join(tmp, name);
  cpSync(path.join(repo, 'test/fixtures', fixture), root, { recursive: true, filter: (f) => !f.includes('node_modules') });
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    const old = existsSync(full) ? readFileSync(full, 'utf8') : '';
    const next = typeof text === 'string' ? text : text(old);
    expect(next, `the edit of ${file} changed nothing`).not.toBe(old);
    writeFileSync(full, next);
  }
  return root;
}

const page = (frontmatter: string) => `---\ntitle: A page\n${frontmatter}\n---\n\nSome text.\n`;
/** `file:line:col: message (hint)`, with the site's folder left out of paths. */
const show = (root: string) => {
  const prefix = `${path.relative(process.cwd(), root)}/`;
  return (d: Diagnostic) => `${d.file}:${d.line}:${d.column}: ${d.message} (${d.hint})`.split(prefix).join('');
};
/** Where `text` first occurs in a file of the site, as `line:col`. */
const at = (root: string, file: string, text: string) => {
  const before = readFileSync(path.join(root, file), 'utf8').split(text)[0].split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
};

/**
 * Checks the site, then builds it over a previous output: both report `expected` (the errors, in order) and the build
 * writes nothing, so the previous output stays as it was.
 */
async function expectClashes(root: string, expected: string[]): Promise<void> {
  const checked = await check({ root });
  expect(checked.diagnostics.filter((d) => d.severity === 'error').map(show(root))).toEqual(expected);
  const out = path.join(root, 'out');
  mkdirSync(path.join(out, 'about'), { recursive: true });
  writeFileSync(path.join(out, 'index.html'), 'the last good home');
  writeFileSync(path.join(out, 'about/index.html'), 'the last good about');
  writeFileSync(path.join(out, OUTPUT_MARKER), '');
  const error = await build({ root, outDir: out }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DocgenError);
  expect((error as DocgenError).message).toMatch(/the previous output was left as it was$/);
  expect((error as DocgenError).diagnostics.map(show(root))).toEqual(expected);
  expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the last good home');
  expect(readFileSync(path.join(out, 'about/index.html'), 'utf8')).toBe('the last good about');
  expect(readdirSync(root).filter((f) => f.startsWith('out.'))).toEqual([]);
}

describe('a blog post or a tag that climbs out of the blog', () => {
  it('a post with slug: ../about takes the About page: an error at the slug line', async () => {
    const root = site('post-about', 'blog', { 'blog/2024-05-01-evil.md': page('slug: ../about') });
    await expectClashes(root, ['blog/2024-05-01-evil.md:3:7: route "/docs/about" is used by both pages/about.md and blog/2024-05-01-evil.md (give blog/2024-05-01-evil.md another slug:)']);
  });

  it('a post with slug: .. takes the docs home', async () => {
    const root = site('post-home', 'blog', { 'blog/2024-05-01-evil.md': page('slug: ..') });
    await expectClashes(root, ['blog/2024-05-01-evil.md:3:7: route "/docs/" is used by both content/intro.md and blog/2024-05-01-evil.md (give blog/2024-05-01-evil.md another slug:)']);
  });

  it('a tag whose permalink is .. (or climbs to the About page): an error at the permalink', async () => {
    const root = site('tags', 'blog', {
      'content/tagged.md': page('tags:\n  - label: up\n    permalink: ..'),
      'blog/2024-05-02-tagged.md': page('tags: [{ label: about, permalink: ../../about }]')
    });
    await expectClashes(root, [
      'blog/2024-05-02-tagged.md:3:35: route "/docs/about" is used by both pages/about.md and the blog tag "about" (give the blog tag "about" in blog/2024-05-02-tagged.md another permalink: (or label))',
      'content/tagged.md:5:16: route "/docs/" is used by both content/intro.md and the docs tag "up" (give the docs tag "up" in content/tagged.md another permalink: (or label))'
    ]);
  });
});

describe('a tag that climbs out of the site', () => {
  it('is an error at its permalink, once for its list pages (it wrote outside the out dir, or failed with a raw error)', async () => {
    // Three posts: two list pages of the tag (postsPerPage is 2), each outside; the newest post gives the tag first.
    const tagged = page('tags: [{ label: out, permalink: ../../../.. }]');
    const root = site('tag-out', 'blog', { 'blog/2024-05-03-out.md': tagged, 'blog/2024-05-04-out.md': tagged, 'blog/2024-05-05-out.md': tagged });
    await expectClashes(root, ['blog/2024-05-05-out.md:3:33: the blog tag "out": route "/docs/../.." is outside the base URL "/docs/"; 1 more like it from the same place (give the blog tag "out" in blog/2024-05-05-out.md another permalink: (or label))']);
  });
});

describe('versions and locales', () => {
  it('a version named guide takes /docs/guide: an error at its entry in versions.json', async () => {
    const root = site('version-guide', 'versions', { 'versions.json': '["2.0", "guide", "1.0"]\n' });
    cpSync(path.join(root, 'versioned_docs/version-1.0'), path.join(root, 'versioned_docs/version-guide'), { recursive: true });
    cpSync(path.join(root, 'versioned_sidebars/version-1.0-sidebars.json'), path.join(root, 'versioned_sidebars/version-guide-sidebars.json'));
    await expectClashes(root, [
      'versions.json:1:9: route "/docs/guide/" is used by both versioned_docs/version-2.0/guide.md and versioned_docs/version-guide/intro.md (version "guide") (the pages of version "guide" live below /docs/guide/: give it another folder with docs.versions["guide"].path in site.config.ts, or move versioned_docs/version-2.0/guide.md out of that folder)'
    ]);
  });

  it('a version whose path option is guide, and a page at next beside the current docs: errors at the path option and at the last version', async () => {
    const root = site('version-paths', 'versions', {
      'site.config.ts': (text) => text.replace("versions: { current: { label: 'Next 🚧' } }", "versions: { current: { label: 'Next 🚧' }, '1.0': { path: 'guide' } }"),
      'versioned_docs/version-2.0/next.md': page('id: next')
    });
    await expectClashes(root, [
      `site.config.ts:${at(root, 'site.config.ts', "path: 'guide'")}: route "/docs/guide/" is used by both versioned_docs/version-2.0/guide.md and versioned_docs/version-1.0/intro.md (version "1.0") (the pages of version "1.0" live below /docs/guide/: give it another folder with docs.versions["1.0"].path in site.config.ts, or move versioned_docs/version-2.0/guide.md out of that folder)`,
      'versions.json:1:2: route "/docs/next" is used by both content/intro.md (the current docs) and versioned_docs/version-2.0/next.md (the pages of the current docs live below /docs/next/: give it another folder with docs.versions["current"].path in site.config.ts, or move versioned_docs/version-2.0/next.md out of that folder (they are below next/ because version "2.0" is the last))'
    ]);
  });

  it('a locale named guide takes /docs/guide: an error at the locale in site.config.ts', async () => {
    const root = site('locale-guide', 'i18n', {
      'site.config.ts': (text) => text.replace("locales: ['en', 'fr']", "locales: ['en', 'fr', 'guide']").replace("htmlLang: 'fr-FR' } }", "htmlLang: 'fr-FR' }, guide: { label: 'Guide' } }")
    });
    await expectClashes(root, [
      `site.config.ts:${at(root, 'site.config.ts', "'guide'")}: route "/docs/guide/" is used by both content/guide.md and content/intro.md (locale "guide") (the pages of locale "guide" live below /docs/guide/: move content/guide.md out of that folder (or give it another slug:), or rename the locale)`
    ]);
  });

  it('a doc with slug: /fr/guide, where fr is a locale: an error at the slug, naming the French page', async () => {
    const root = site('slug-locale', 'i18n', { 'content/x.md': page('slug: /fr/guide') });
    await expectClashes(root, ['content/x.md:3:7: route "/docs/fr/guide" is used by both content/x.md and content/guide.md (locale "fr") (give content/x.md another slug:)']);
  });

  // HertzBeat's src/pages/zh-cn/faq.js beside its Chinese locale's faq page: Docusaurus builds each other locale after the
  // default one, into its folder emptied first.
  it('with localesOverDefault, the same page is the French locale\'s, and the English one is left out with a warning at it', async () => {
    const root = site('slug-locale-over', 'i18n', { 'content/x.md': page('slug: /fr/guide'), 'site.config.ts': (text) => text.replace("title: 'Localized',", "title: 'Localized',\n  localesOverDefault: true,") });
    const out = path.join(root, 'out');
    const result = await build({ root, outDir: out });
    expect(result.diagnostics.map(show(root)).filter((d) => d.startsWith('content/x.md') || d.includes('error'))).toEqual(['content/x.md:1:1: not built: locale "fr" has a page at /docs/fr/guide, and a locale\'s pages take the place of the default locale\'s in its folder, as in Docusaurus (move content/x.md out of the locale\'s folder (or give it another slug:) to build it)']);
    const french = readFileSync(path.join(out, 'fr/guide/index.html'), 'utf8');
    expect(french).toContain('lang="fr-FR"');
    expect(french).not.toContain('Some text.');
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8').match(/<loc>https:\/\/i18n\.example\/docs\/fr\/guide<\/loc>/g)).toHaveLength(1);
    // The French copy of the English page is at its slug below the locale, as in Docusaurus.
    expect(existsSync(path.join(out, 'fr/fr/guide/index.html'))).toBe(true);
  });

  it('a doc with slug: /1.0/guide, where 1.0 is a version: an error at the slug, naming the versioned page', async () => {
    const root = site('slug-version', 'versions', {
      'site.config.ts': (text) => text.replace("versions: { current: { label: 'Next 🚧' } }", "lastVersion: 'current', versions: { current: { label: 'Next 🚧' } }"),
      'content/x.md': page('slug: /1.0/guide')
    });
    await expectClashes(root, ['content/x.md:3:7: route "/docs/1.0/guide" is used by both content/x.md and versioned_docs/version-1.0/guide.md (version "1.0") (give content/x.md another slug:)']);
  });

  it('a version path that leaves the base URL is a config error', async () => {
    const root = site('version-path', 'versions', { 'site.config.ts': (text) => text.replace("current: { label: 'Next 🚧' }", "current: { label: 'Next 🚧', path: 'a/../..' }") });
    const error = await check({ root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).diagnostics.map(show(root))).toEqual([expect.stringMatching(/^site\.config\.ts:\d+:\d+: config "docs\.versions\.current\.path" "a\/\.\.\/\.\." is not a folder below the base URL/)]);
  });
});

describe('files docgen makes, static files, and two spellings of one file', () => {
  it('routes at sitemap.xml, 404.html, a search index, a client asset, a static file or a data chunk: errors at the slugs, not EISDIR', async () => {
    const root = site('generated', 'basic', {
      'content/sitemap.md': page('slug: /sitemap.xml'),
      'content/not-found.md': page('slug: /404.html'),
      'content/search.md': page('slug: /search-index-docs-default-current.json'),
      'content/asset.md': page('slug: /assets/client-ABC123.js'),
      'content/logo.md': page('slug: /img/logo.svg'),
      // After guide/setup.md, whose data chunk is that file.
      'content/z-data.md': page('slug: /__data/guide/setup.json'),
      'static/guide/index.html': '<p>a static guide</p>\n'
    });
    await expectClashes(root, [
      'content/asset.md:3:7: content/asset.md (route "/docs/assets/client-ABC123.js") is written to "assets/client-ABC123.js/index.html", a name of docgen\'s client assets (assets/client-*.js, assets/chunk-*.js, assets/style-*.css) (give content/asset.md another slug:)',
      'content/guide/index.md:1:1: content/guide/index.md (route "/docs/guide") and static/guide/index.html are both written to "guide/index.html" (rename content/guide/index.md, or give it a slug: in its frontmatter)',
      'content/logo.md:3:7: static/img/logo.svg is written to the file "img/logo.svg", where content/logo.md (route "/docs/img/logo.svg") needs a folder (for "img/logo.svg/index.html") (give content/logo.md another slug:)',
      'content/not-found.md:3:7: content/not-found.md (route "/docs/404.html") and the 404 page are both written to "404.html" (give content/not-found.md another slug:)',
      'content/search.md:3:7: the search index is written to the file "search-index-docs-default-current.json", where content/search.md (route "/docs/search-index-docs-default-current.json") needs a folder (for "search-index-docs-default-current.json/index.html") (give content/search.md another slug:)',
      'content/sitemap.md:3:7: the sitemap is written to the file "sitemap.xml", where content/sitemap.md (route "/docs/sitemap.xml") needs a folder (for "sitemap.xml/index.html") (give content/sitemap.md another slug:)',
      'content/z-data.md:3:7: content/guide/setup.md (route "/docs/guide/setup") is written to the file "__data/guide/setup.json", where content/z-data.md (route "/docs/__data/guide/setup.json") needs a folder (for "__data/guide/setup.json/index.html") (give content/z-data.md another slug:)'
    ]);
  });

  // 10tap-editor's site has a static/index.html left beside its home page: Docusaurus writes the page over it.
  it('with pagesOverStatic, a page written where a static file would be wins, and the static file is a warning', async () => {
    const root = site('over-static', 'basic', {
      'site.config.ts': (text) => text.replace("title: 'Fixture',", "title: 'Fixture',\n  pagesOverStatic: true,"),
      'static/guide/index.html': '<p>a static guide</p>\n',
      'static/guide/kept.html': '<p>kept</p>\n',
      // LitmusChaos's docs have a 404.html left from an old build.
      'static/404.html': '<p>an old 404</p>\n',
      'static/sitemap.xml': '<urlset></urlset>\n'
    });
    const out = path.join(root, 'build');
    const r = await build({ root, outDir: out });
    expect(r.diagnostics.filter((d) => d.file.includes('static')).map(show(root))).toEqual([
      'static/guide/index.html:undefined:undefined: static file not copied: the page at /docs/guide is written to "guide/index.html" (delete the static file, or move the page)',
      'static/404.html:undefined:undefined: static file not copied: the 404 page is written to "404.html" (delete the static file)',
      'static/sitemap.xml:undefined:undefined: static file not copied: the sitemap is written to "sitemap.xml" (delete the static file)'
    ]);
    expect(readFileSync(path.join(out, 'guide/index.html'), 'utf8')).not.toContain('a static guide');
    expect(readFileSync(path.join(out, '404.html'), 'utf8')).not.toContain('an old 404');
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('/docs/guide');
    expect(readFileSync(path.join(out, 'guide/kept.html'), 'utf8')).toContain('kept');
  });

  it('a static about.html and the About page are both served at /docs/about', async () => {
    const root = site('served', 'blog', { 'static/about.html': '<p>a static about</p>\n' });
    await expectClashes(root, ['pages/about.md:1:1: pages/about.md ("about/index.html") and static/about.html ("about.html") are both served at /docs/about (rename pages/about.md, or give it a slug: in its frontmatter)']);
  });

  // Hasura's DDN docs: an introduction doc of `slug: index` (at /docs/3.0/index) beside the home page (/docs/3.0/).
  it('a page at /index is no clash with the home page: index.html is served at the base URL, not at /index', async () => {
    const root = site('index-slug', 'basic', { 'content/named-index.md': page('slug: /index') });
    const out = path.join(root, 'build');
    const r = await build({ root, outDir: out });
    expect(r.diagnostics.filter((d) => d.severity === 'error').map(show(root))).toEqual([]);
    expect(readFileSync(path.join(out, 'index/index.html'), 'utf8')).toContain('Some text.');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Welcome');
  });

  // Infer's static folder: odoc's API pages, `ASTLanguage.html` beside `ASTLanguage/index.html`, copied as they are.
  it('two static files served at one address are the site\'s own choice: copied, no clash', async () => {
    const root = site('static-pair', 'basic', { 'static/odoc/Mod.html': '<p>the module</p>\n', 'static/odoc/Mod/index.html': '<p>its index</p>\n' });
    const out = path.join(root, 'build');
    const r = await build({ root, outDir: out });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect([readFileSync(path.join(out, 'odoc/Mod.html'), 'utf8'), readFileSync(path.join(out, 'odoc/Mod/index.html'), 'utf8')]).toEqual(['<p>the module</p>\n', '<p>its index</p>\n']);
  });

  // Plausible's `static/img/CR.png` beside `static/img/cr.png`: the site's own files, which its folder holds both of.
  it("copies two static files whose names differ only in case, as Docusaurus does, with a warning", async () => {
    const root = site('static-case', 'basic', { 'static/img/CR.png': 'upper', 'static/img/cr.png': 'lower' });
    const out = path.join(root, 'build');
    const r = await build({ root, outDir: out });
    expect(r.diagnostics.filter((d) => /differ only in case/.test(d.message)).map((d) => d.severity)).toEqual(['warning']);
    expect([readFileSync(path.join(out, 'img/CR.png'), 'utf8'), readFileSync(path.join(out, 'img/cr.png'), 'utf8')]).toEqual(['upper', 'lower']);
  });

  it('a percent-encoded slug and a file name that decode to one file; two names that differ only in case', async () => {
    const root = site('spellings', 'basic', {
      'content/café.md': '# Café\n',
      'content/x.md': page('slug: /caf%C3%A9'),
      'content/guide/Setup.md': '# Setup, again\n'
    });
    await expectClashes(root, [
      'content/guide/setup.md:1:1: content/guide/Setup.md (route "/docs/guide/Setup") is written to "guide/Setup/index.html" and content/guide/setup.md (route "/docs/guide/setup") to "guide/setup/index.html": the names differ only in case, and on a case-insensitive file system (macOS, Windows) one replaces the other (rename content/guide/setup.md, or give it a slug: in its frontmatter)',
      'content/x.md:3:7: content/café.md (route "/docs/café") and content/x.md (route "/docs/caf%C3%A9") are both written to "café/index.html" (give content/x.md another slug:)'
    ]);
  });
});
