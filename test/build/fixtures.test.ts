import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { OUTPUT_MARKER } from '../../src/output/write.js';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { writeFiles } from '../setup/files.js';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const tmp = path.resolve(import.meta.dirname, '../.tmp/build');
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
/** The items of a built page's breadcrumbs, as HTML; undefined when it has none. */
const crumbsOf = (dir: string, file: string) => /<nav class="breadcrumbs"[^>]*><ol>(.*?)<\/ol><\/nav>/.exec(read(dir, file))?.[1];

beforeAll(() => rmSync(tmp, { recursive: true, force: true }));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a clean site', () => {
  const out = path.join(tmp, 'basic');
  let result: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    result = await build({ root: path.join(fixtures, 'basic'), outDir: out });
  });

  it('builds every page but drafts, with no findings', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.site.pages.map((p) => p.route).sort()).toEqual(['/docs/', '/docs/examples/rx_page/', '/docs/guide', '/docs/guide/setup', '/docs/guide/usage']);
    expect(existsSync(path.join(out, 'examples/draft/index.html'))).toBe(false);
  });

  it('lays the output out as served under /docs/', () => {
    for (const f of ['index.html', 'guide/index.html', 'guide/setup/index.html', 'examples/rx_page/index.html', '404.html', 'sitemap.xml', '__data/guide/setup.json']) {
      expect(existsSync(path.join(out, f)), f).toBe(true);
    }
  });

  it('renders the shell: title, navbar, sidebar with the current page, breadcrumbs, TOC, prev/next, footer', () => {
    const html = read(out, 'guide/setup/index.html');
    expect(html).toContain('<title>Setup | Fixture</title>');
    expect(html).toContain('<a class="navbar-link" href="/docs/guide">Guide</a>');
    expect(html).toContain('<a class="sidebar-link active" href="/docs/guide/setup" aria-current="page">Setup</a>');
    expect(html).toMatch(/<details open=""><summary>Guide<\/summary>/);
    expect(html).toMatch(/<details><summary>Start<\/summary>/);
    expect(html).toContain('<span>Guide</span>');
    expect(html).toMatch(/<div class="toc-body"><ul><li><a href="#install">Install<\/a><\/li><li><a href="#configure">Configure<\/a><\/li><\/ul><\/div>/);
    expect(html).toMatch(/pagination-prev" href="\/docs\/guide">.*The guide/);
    expect(html).toMatch(/pagination-next" href="\/docs\/guide\/usage">.*Usage/);
    expect(html).toContain('Fixture footer');
    expect(html).toContain('Fixture announcement');
  });

  it("starts a docs page's breadcrumbs at the home page (a house, its name for screen readers); a page in no sidebar has none", () => {
    const crumbs = (file: string) => crumbsOf(out, file);
    const home = '<li><a href="/docs/" class="breadcrumbs-home">Home page</a></li>';
    expect(crumbs('guide/setup/index.html')).toBe(`${home}<li><span>Guide</span></li><li aria-current="page"><span>Setup</span></li>`);
    // The home page itself, as in Docusaurus.
    expect(crumbs('index.html')).toBe(`${home}<li><span>Start</span></li><li aria-current="page"><span>Overview</span></li>`);
    expect(crumbs('examples/rx_page/index.html')).toBeUndefined();
  });

  it('puts the description and keywords in the head', () => {
    const intro = read(out, 'index.html');
    expect(intro).toContain('<meta name="description" content="The fixture\'s home page.">');
    expect(intro).toContain('<meta name="keywords" content="fixture, home">');
  });

  it('rewrites .md links to routes and root-absolute links below the base path', () => {
    const intro = read(out, 'index.html');
    expect(intro).toContain('href="/docs/guide"');
    expect(intro).toContain('href="/docs/guide/usage#options"');
    const setup = read(out, 'guide/setup/index.html');
    expect(setup).toContain('href="/docs/guide/usage"');
    expect(setup).toContain('href="/docs/examples/rx_page/"');
    expect(read(out, 'examples/rx_page/index.html')).toContain('href="/docs/guide/setup#install"');
  });

  it('renders a page that is in no sidebar without one', () => {
    const html = read(out, 'examples/rx_page/index.html');
    expect(html).not.toContain('class="sidebar"');
    expect(html).toContain('<h1 class="doc-title">RxJS page</h1>');
  });

  it('writes data chunks with the page body and a sitemap with absolute URLs', () => {
    const chunk = JSON.parse(read(out, '__data/guide/setup.json'));
    expect(chunk).toMatchObject({ route: '/docs/guide/setup', title: 'Setup', documentTitle: 'Setup | Fixture', sidebar: 'main' });
    expect(chunk.html).toContain('<h2 id="install" class="anchor">');
    expect(read(out, 'sitemap.xml')).toContain('<loc>https://fixture.example/docs/guide/setup</loc>');
  });

  it('does not repeat the body HTML in the inline data', () => {
    const html = read(out, 'guide/usage/index.html');
    expect(html.split('Paragraph 40 with enough text').length).toBe(2);
  });

  it('ships hashed, minified assets', () => {
    const js = read(out, 'index.html').match(/src="\/docs\/(assets\/client-[A-Z0-9]+\.js)"/)![1];
    expect(readFileSync(path.join(out, js)).length).toBeGreaterThan(1000);
    expect(read(out, 'index.html')).toMatch(/href="\/docs\/assets\/style-[A-Z0-9]+\.css"/);
  });

  it('a second build with nothing changed takes every page from the parse cache; an edited file is parsed again', async () => {
    const again = await build({ root: path.join(fixtures, 'basic'), outDir: out });
    expect(again.parse).toMatchObject({ files: 6, cached: 6, parsed: 0 });
    const copy = path.join(tmp, 'basic-edit');
    cpSync(path.join(fixtures, 'basic'), copy, { recursive: true, filter: (f) => !f.includes('node_modules') });
    await build({ root: copy, outDir: path.join(copy, 'out') });
    writeFileSync(path.join(copy, 'content/guide/setup.md'), `${read(copy, 'content/guide/setup.md')}\nEdited.\n`);
    const edited = await build({ root: copy, outDir: path.join(copy, 'out') });
    expect(edited.parse).toMatchObject({ files: 6, cached: 5, parsed: 1 });
    expect(read(path.join(copy, 'out'), 'guide/setup/index.html')).toContain('<p>Edited.</p>');
  });
});

describe('breadcrumbs', () => {
  it('a top-level doc has its own; without a home page (no page at the base URL) they start at the sidebar', async () => {
    const root = path.join(tmp, 'crumbs');
    rmSync(root, { recursive: true, force: true });
    writeFiles(root, {
      'site.config.ts': "export default { title: 'Crumbs', docs: { sidebars: { main: ['top', { type: 'category', label: 'Deep', items: ['deep/page'] }] } } };\n",
      'content/top.md': '# Top\n\nA page at the top.\n',
      'content/deep/page.md': '# Page\n\nA page in a category.\n'
    });
    const crumbs = (file: string) => crumbsOf(path.join(root, 'build'), file);
    await build({ root });
    expect(crumbs('top/index.html')).toBe('<li aria-current="page"><span>Top</span></li>');
    expect(crumbs('deep/page/index.html')).toBe('<li><span>Deep</span></li><li aria-current="page"><span>Page</span></li>');
    // With a home page, the house leads there from every docs page.
    writeFileSync(path.join(root, 'content/index.md'), '---\nslug: /\n---\n\n# Home\n');
    await build({ root });
    expect(crumbs('top/index.html')).toBe('<li><a href="/docs/" class="breadcrumbs-home">Home page</a></li><li aria-current="page"><span>Top</span></li>');
  });
});

describe('findings', () => {
  it('reports broken links, anchors, routes and duplicate routes with file:line:col', async () => {
    const { diagnostics } = await check({ root: path.join(fixtures, 'broken') });
    const lines = diagnostics.map((d) => `${d.file.replace('test/fixtures/broken/', '')}:${d.line}:${d.column}: ${d.message}`).sort();
    expect(lines).toEqual([
      'content/a.md:5:3: broken link: no page for "content/nope.md" (link "./nope.md")',
      'content/a.md:5:35: broken anchor "#nowhere" on /docs/b (link "./b.md#nowhere")',
      'content/a.md:9:3: broken anchor "#there" on this page (link "#there")',
      'content/a.md:9:36: broken link: no page at "/docs/not/a/page" (link "/not/a/page")',
      'content/b.md:1:1: duplicate route "/docs/b", also used by b-copy.md'
    ].sort());
  });

  it('build succeeds with them as warnings, and fails with --strict', async () => {
    const out = path.join(tmp, 'broken');
    const ok = await build({ root: path.join(fixtures, 'broken'), outDir: out });
    expect(ok.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
    await expect(build({ root: path.join(fixtures, 'broken'), outDir: out, strict: true })).rejects.toThrow(/build failed: 5 errors \(--strict\)/);
  });
});

describe('bad input keeps the last good output', () => {
  const out = path.join(tmp, 'keep');
  const good = () => {
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'index.html'), 'last good build');
    writeFileSync(path.join(out, OUTPUT_MARKER), '');
  };
  const kept = () => expect(read(out, 'index.html')).toBe('last good build');

  it('invalid frontmatter YAML: an error naming file and line', async () => {
    good();
    const error = await build({ root: path.join(fixtures, 'bad-frontmatter'), outDir: out }).catch((e) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect(error.diagnostics[0]).toMatchObject({ file: 'test/fixtures/bad-frontmatter/content/bad.md', line: 3, severity: 'error' });
    expect(error.diagnostics[0].message).toMatch(/^invalid frontmatter/);
    kept();
  });

  it('an unknown config key: an error naming the key and where it is', async () => {
    good();
    const error = await build({ root: path.join(fixtures, 'bad-config'), outDir: out }).catch((e) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect(error.diagnostics[0]).toMatchObject({ file: 'test/fixtures/bad-config/site.config.ts', line: 5, column: 7, message: 'config "themeConfig.navbar.hideOnScrol" is not a known option (did you mean "hideOnScroll"?)' });
    kept();
  });

  it('a missing content folder', async () => {
    good();
    const root = path.join(tmp, 'no-content');
    mkdirSync(root, { recursive: true });
    await expect(build({ root, outDir: out })).rejects.toThrow(/content folder not found/);
    kept();
  });

  it('a page whose render throws: the file is named and the cause kept', async () => {
    good();
    const error = await build({ root: path.join(fixtures, 'render-throws'), outDir: out }).catch((e) => e);
    expect(error.message).toBe('failed to render content/boom.md');
    expect(error.cause.message).toBe('the theme cannot render this page');
    kept();
  });

  it('a navbar item linking to a missing doc: an error at its config line, from check and build', async () => {
    good();
    const root = path.join(tmp, 'navbar');
    // Its static folder too: the config's logos are there.
    for (const dir of ['content', 'static']) cpSync(path.join(fixtures, 'basic', dir), path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, 'site.config.ts'), read(path.join(fixtures, 'basic'), 'site.config.ts').replace("docId: 'guide/index'", "docId: 'guide/nope'"));
    const { diagnostics } = await check({ root });
    expect(diagnostics).toEqual([expect.objectContaining({ line: 15, severity: 'error', message: 'navbar item "Guide" links to doc id "guide/nope", which does not exist; check the navbar config item' })]);
    await expect(build({ root, outDir: out })).rejects.toThrow(/build failed: 1 error/);
    kept();
  });

  it('a config that does not parse: file:line:col from esbuild', async () => {
    good();
    const root = path.join(tmp, 'syntax');
    cpSync(path.join(fixtures, 'bad-frontmatter/content'), path.join(root, 'content'), { recursive: true });
    writeFileSync(path.join(root, 'site.config.ts'), 'export default {\n  title: "x",,\n};\n');
    const error = await build({ root, outDir: out }).catch((e) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect(error.diagnostics[0]).toMatchObject({ line: 2, severity: 'error' });
    kept();
  });
});

describe('navbar and sidebar references in the config (spec §8)', () => {
  const basicConfig = read(path.join(fixtures, 'basic'), 'site.config.ts');
  const navbarLine = "{ type: 'doc', docId: 'guide/index', label: 'Guide', position: 'left' }";
  /** The basic fixture's content and static files with its config edited: `[from, to]` pairs. */
  const variant = (name: string, ...edits: Array<[string, string]>) => {
    const root = path.join(tmp, `refs-${name}`);
    for (const dir of ['content', 'static']) cpSync(path.join(fixtures, 'basic', dir), path.join(root, dir), { recursive: true });
    let config = basicConfig;
    for (const [from, to] of edits) {
      expect(config).toContain(from);
      config = config.replace(from, to);
    }
    writeFileSync(path.join(root, 'site.config.ts'), config);
    return root;
  };
  const configError = async (root: string) => {
    const error = await build({ root, outDir: path.join(root, 'out') }).catch((e) => e);
    expect(error).toBeInstanceOf(DocgenError);
    return error.diagnostics as Array<{ file: string; line?: number; column?: number; message: string; hint?: string }>;
  };

  it('an unknown navbar item type: the spec\'s message, at the line of the item, also inside a dropdown', async () => {
    const root = variant('unknown-type', [navbarLine, "{ type: 'dropdwn', label: 'Guide' },\n      { type: 'dropdown', label: 'More', items: [{ type: 'fancy', label: 'x' }] }"]);
    const diagnostics = await configError(root);
    expect(diagnostics).toEqual([
      expect.objectContaining({ file: 'test/.tmp/build/refs-unknown-type/site.config.ts', line: 15, column: 120, message: 'No NavbarItem component found for type "dropdwn".', hint: expect.stringContaining('themeConfig.navbar.items[0].type') }),
      expect.objectContaining({ line: 16, column: 52, message: 'No NavbarItem component found for type "fancy".', hint: expect.stringContaining('themeConfig.navbar.items[1].items[0].type') })
    ]);
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });

  // Crawlee's navbar: `{ type: 'doc', docId: '/examples' }`, a sidebar category's generated index (Docusaurus gives it
  // its slug as its id); its default slug, made from the label, names it too.
  it("a navbar doc item names a category's generated index by its slug", async () => {
    const root = variant(
      'index-id',
      ["{ type: 'category', label: 'Start', items: ['intro'] }", "{ type: 'category', label: 'Start', link: { type: 'generated-index', slug: '/examples' }, items: ['intro'] }"],
      ["{ type: 'category', label: 'Guide', items:", "{ type: 'category', label: 'Guide Book', link: { type: 'generated-index' }, items:"],
      [navbarLine, "{ type: 'doc', docId: '/examples', label: 'Examples' }, { type: 'doc', docId: '/category/guide-book', label: 'Book' }"]
    );
    const result = await build({ root, outDir: path.join(root, 'out') }).catch((e: DocgenError) => e);
    expect(result instanceof DocgenError ? result.diagnostics : []).toEqual([]);
    const html = readFileSync(path.join(root, 'out/guide/setup/index.html'), 'utf8');
    // The navbar's links, in its bar and in its menu for narrow screens.
    expect([...new Set([...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(Examples|Book)</g)].map((m) => `${m[2]} ${m[1]}`))].map((l) => l.split(' '))).toEqual([
      ['Examples', '/docs/examples'],
      ['Book', '/docs/category/guide-book']
    ]);
  });

  it('navbar items: a missing field, a field of another type, a nested dropdown and a docs plugin that is not there are errors naming the key', async () => {
    const root = variant('item-fields', [navbarLine, "{ type: 'doc', label: 'Guide', value: '<b>x</b>' }, { type: 'dropdown', label: 'M', items: [{ type: 'search' }] }, { type: 'docSidebar', sidebarId: 'main', docsPluginId: 'blog' }, { label: 'No target' }"]);
    const messages = (await configError(root)).map((d) => d.message);
    expect(messages).toEqual([
      'config "themeConfig.navbar.items[0].docId" is required for a "doc" navbar item',
      'config "themeConfig.navbar.items[0].value" is not an option of a "doc" navbar item (its options: position, className, docsPluginId, docId, label, and the link\'s title, aria-* and data-* attributes)',
      'config "themeConfig.navbar.items[1].items[0].type" a dropdown cannot hold a "search" item; its items are links (default, doc, docSidebar, docsVersion) and html',
      'config "themeConfig.navbar.items[3].to" a link needs "to" or "href"'
    ]);
    const plugin = variant('item-plugin', [navbarLine, "{ type: 'docSidebar', sidebarId: 'main', docsPluginId: 'blog' }"]);
    expect((await configError(plugin)).map((d) => d.message)).toEqual(['config "docsPluginId" "blog" names no docs instance (they are: "default")']);
  });

  // MobX's website: Docusaurus 1, which docgen does not read (it stopped at "content folder not found: content").
  it('a Docusaurus 1 site is an error that says so and how to migrate it, not a site without a config', async () => {
    const root = path.join(tmp, 'docusaurus-v1');
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, 'siteConfig.js'), "module.exports = { title: 'Old', baseUrl: '/' };\n");
    writeFileSync(path.join(root, 'sidebars.json'), '{ "docs": { "Intro": ["intro"] } }\n');
    const [d] = await configError(root);
    expect([d.file.endsWith('siteConfig.js'), d.line, d.message]).toEqual([true, 1, 'this is a Docusaurus 1 site (siteConfig.js, sidebars.json), which docgen does not read: it reads Docusaurus 2 and 3 sites (docusaurus.config.js) and its own (site.config.ts)']);
    expect(d.hint).toContain('npx @docusaurus/migrate migrate');
  });

  it('markdown.components: a module that does not exist, or whose default export is not an object of components, is an error at the key', async () => {
    const missing = variant('components-missing', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  markdown: { components: 'theme/Components' },\n"]);
    expect((await configError(missing)).map((d) => [d.line, d.message])).toEqual([[5, 'config "markdown.components" no file theme/Components (nor with .js, .jsx, .ts or .tsx, nor its index)']]);
    const wrong = variant('components-wrong', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  markdown: { components: 'theme/Components' },\n"]);
    mkdirSync(path.join(wrong, 'theme'));
    writeFileSync(path.join(wrong, 'theme/Components.js'), 'export default [];\n');
    expect((await configError(wrong)).map((d) => d.message)).toEqual(['config "markdown.components" cannot read theme/Components.js: its default export is not an object of components (it is an array)']);
  });

  it("islands.loaders: a loader whose module does not exist, or that is not a path, is an error at its key; islands.docFooter's, islands.replace's and islands.sassResources' too", async () => {
    const missing = variant('loaders-missing', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { loaders: { 'stamp-loader': './loaders/stamp' } },\n"]);
    expect((await configError(missing)).map((d) => [d.line, d.message])).toEqual([[5, 'config "islands.loaders.stamp-loader" no file ./loaders/stamp (nor with .js, .jsx, .ts or .tsx, nor its index)']]);
    // A doc footer's module likewise.
    const footer = variant('doc-footer-missing', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { docFooter: 'src/Footer' },\n"]);
    expect((await configError(footer)).map((d) => [d.line, d.message])).toEqual([[5, 'config "islands.docFooter" no file src/Footer (nor with .js, .jsx, .ts or .tsx, nor its index)']]);
    const wrong = variant('loaders-wrong', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { loaders: { stamp: 3 } },\n"]);
    expect((await configError(wrong)).map((d) => d.message)).toEqual([expect.stringMatching(/^config "islands\.loaders\.stamp" must be a string/)]);
    // A module islands.replace swaps in, likewise; a pattern that is not a regular expression, or a bundle that is neither.
    const swap = variant('replace-missing', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { replace: [{ test: /Styles/, with: './theme/ServerStyles' }] },\n"]);
    expect((await configError(swap)).map((d) => [d.line, d.message])).toEqual([[5, 'config "islands.replace[0].with" no file ./theme/ServerStyles (nor with .js, .jsx, .ts or .tsx, nor its index)']]);
    const bad = variant('replace-wrong', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { replace: [{ test: 'Styles', with: './x.js', bundle: 'node' }] },\n"]);
    expect((await configError(bad)).map((d) => d.message)).toEqual([expect.stringMatching(/^config "islands\.replace\[0\]\.test" must be a regular expression/), expect.stringMatching(/^config "islands\.replace\[0\]\.bundle" must be one of "server", "browser"/)]);
    // An SCSS file islands.sassResources names that is not there, or not SCSS.
    const resources = variant('sass-resources-missing', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { sassResources: ['src/css/_mixins.scss'] },\n"]);
    expect((await configError(resources)).map((d) => [d.line, d.message])).toEqual([[5, 'config "islands.sassResources[0]" no file src/css/_mixins.scss']]);
    const notScss = variant('sass-resources-wrong', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { sassResources: ['docs/intro.md'] },\n"]);
    expect((await configError(notScss)).map((d) => d.message)).toEqual(['config "islands.sassResources[0]" docs/intro.md is not an SCSS file (.scss)']);
  });

  // Dyte's ProvidePlugin gives `process: 'process/browser'`, not installed: every component's bundle failed, and the build
  // stopped with "bundling failed" and nothing more.
  it("islands.provide: a global whose package is not installed is an error at its key; a module its package does not have fails the build with esbuild's message", async () => {
    const missing = variant('provide-missing', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { provide: { process: 'process/browser' } },\n"]);
    expect((await configError(missing)).map((d) => [d.line, d.message, d.hint])).toEqual([[5, 'config "islands.provide.process" the package "process" that "process/browser" is in is not installed', 'install it in the site\'s folder (npm install process), or leave the global "process" out']]);
    const wrong = variant('provide-wrong', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { provide: { process: 'shim/nowhere' } },\n"]);
    mkdirSync(path.join(wrong, 'node_modules/shim'), { recursive: true });
    writeFileSync(path.join(wrong, 'node_modules/shim/package.json'), '{ "name": "shim" }\n');
    writeFileSync(path.join(wrong, 'content/drawn.mdx'), '# Drawn\n\nexport const Hello = () => <b>hi</b>;\n\n<Hello />\n');
    const error = await build({ root: wrong, outDir: path.join(wrong, 'out') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).message).toMatch(/^the site's components could not be bundled \(\d+ errors?\)$/);
    expect((error as DocgenError).diagnostics[0]).toMatchObject({ severity: 'error', message: expect.stringContaining('shim/nowhere') });
  });

  it('a custom-* navbar item needs islands.navbarItems, a module that exists; one in a dropdown, or at another position, is refused', async () => {
    const none = variant('custom-none', [navbarLine, "{ type: 'custom-chat', label: 'Chat', position: 'right' }"]);
    expect((await configError(none)).map((d) => [d.line, d.column, d.message])).toEqual([[15, 120, 'config "themeConfig.navbar.items[0].type" "custom-chat" needs islands.navbarItems, the module of the site\'s navbar item components']]);
    const missing = variant('custom-missing', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { navbarItems: 'src/NavbarItems' },\n"], [navbarLine, "{ type: 'custom-chat', label: 'Chat' }"]);
    expect((await configError(missing)).map((d) => [d.line, d.message])).toEqual([[5, 'config "islands.navbarItems" no file src/NavbarItems (nor with .js, .jsx, .ts or .tsx, nor its index)']]);
    const placed = variant('custom-placed', [navbarLine, "{ type: 'custom-chat', position: 'middle' }, { type: 'dropdown', label: 'More', items: [{ type: 'custom-chat' }] }"]);
    expect((await configError(placed)).map((d) => d.message)).toEqual([
      'config "themeConfig.navbar.items[0].position" must be one of "left", "right", got string "middle"',
      'config "themeConfig.navbar.items[1].items[0].type" a dropdown cannot hold a "custom-chat" item; its items are links (default, doc, docSidebar, docsVersion) and html'
    ]);
  });

  it('islands.root: a module that does not exist is an error at the key; one that throws is a warning at its file, and the pages are built without it', async () => {
    const missing = variant('root-missing', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { root: './Root' },\n"]);
    expect((await configError(missing)).map((d) => [d.line, d.message])).toEqual([[5, 'config "islands.root" no file ./Root (nor with .js, .jsx, .ts or .tsx, nor its index)']]);
    const throws = variant('root-throws', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { root: './Root' },\n"]);
    writeFileSync(path.join(throws, 'Root.jsx'), "export default function Root() {\n  throw new Error('no window here');\n}\n");
    const result = await build({ root: throws, outDir: path.join(throws, 'out') });
    expect(result.diagnostics.filter((d) => d.broken === 'component').map((d) => [d.file, d.line, d.message])).toEqual([['test/.tmp/build/refs-root-throws/Root.jsx', 1, "the site's Root cannot be rendered: it threw while rendering: no window here; it is left out, and the components are rendered without it"]]);
    expect(read(path.join(throws, 'out'), 'guide/index.html')).toContain('<div class="site-root" data-site-island="0"></div>');
    // One whose module throws as it loads (Hasura's docs layout read its config at its top) is said so too.
    const loads = variant('root-throws-on-load', ["  title: 'Fixture',\n", "  title: 'Fixture',\n  islands: { root: './Root' },\n"]);
    writeFileSync(path.join(loads, 'Root.jsx'), "const setting = globalThis.noSuchSetting.value;\nexport default function Root({ children }) {\n  return <div data-setting={setting}>{children}</div>;\n}\n");
    const loaded = await build({ root: loads, outDir: path.join(loads, 'out') });
    expect(loaded.diagnostics.filter((d) => d.broken === 'component').map((d) => [d.file, d.line, d.message])).toEqual([['test/.tmp/build/refs-root-throws-on-load/Root.jsx', 1, expect.stringMatching(/^the site's Root cannot be rendered: its code threw when it was loaded: Cannot read properties of undefined \(reading 'value'\); it is left out/)]]);
  });

  it('a docSidebar item whose sidebar has no doc, or does not exist: the spec\'s message at its line', async () => {
    const root = variant('empty-sidebar', ['    sidebars: {\n', "    sidebars: {\n      links: [{ type: 'link', label: 'Out', href: 'https://example.com' }],\n"], [navbarLine, "{ type: 'docSidebar', sidebarId: 'links' }, { type: 'docSidebar', sidebarId: 'nope' }"]);
    const { diagnostics } = await check({ root });
    expect(diagnostics).toEqual([
      expect.objectContaining({ line: 16, column: 151, severity: 'error', message: 'Sidebar with ID "links" doesn\'t have anything to be linked to.', hint: 'give sidebar "links" a doc in docs.sidebars' }),
      expect.objectContaining({ line: 16, column: 195, severity: 'error', message: 'Sidebar with ID "nope" doesn\'t have anything to be linked to.', hint: 'the sidebars are: "links", "main"' })
    ]);
  });

  it('a sidebar entry naming a doc id that does not exist is an error with the nearest ids as a hint', async () => {
    const root = variant('sidebar-typo', ["'guide/setup'", "'guide/setpu'"]);
    const { diagnostics } = await check({ root });
    expect(diagnostics).toEqual([expect.objectContaining({ line: 10, column: 68, severity: 'error', message: 'sidebar "main" refers to doc id "guide/setpu", which does not exist', hint: 'did you mean "guide/setup"?' })]);
    await expect(build({ root, outDir: path.join(root, 'out') })).rejects.toThrow(/build failed: 1 error/);
  });

  it('a sidebar entry or navbar doc item naming a draft is no error: a production build leaves both out', async () => {
    const root = variant('draft', ["'guide/usage']", "'guide/usage', 'examples/draft']"], [navbarLine, `${navbarLine}, { type: 'doc', docId: 'examples/draft', label: 'Draft item' }`]);
    const out = path.join(root, 'out');
    const result = await build({ root, outDir: out });
    expect(result.diagnostics).toEqual([]);
    const html = read(out, 'guide/index.html');
    expect(html).toContain('>Guide</a>');
    expect(html).not.toContain('Draft item');
    expect(html).not.toContain('/docs/examples/draft');
  });
});

describe('routes and links that could escape or do not decode', () => {
  // The cases: a relative slug up out of build/, and an absolute one onto the site's package.json.
  const root = path.join(tmp, 'escape/site');
  const files: Record<string, string> = {
    'package.json': '{"name":"original"}\n',
    'content/intro.md': '# Home\n\nA [percent](%) and a [bad file](%zz.md), a [bad anchor](#%E0%A4%A) and a [fine one](./ok.md).\n',
    'content/ok.md': '---\ntitle: OK\n---\n\nFine.\n',
    'content/a/notes.md': '---\ntitle: Notes\nslug: ../../notes\n---\n\nText.\n',
    'content/pkg.md': '---\ntitle: Package\nslug:   /../../package\n---\n\nText.\n',
    'content/pct.md': '---\ntitle: Percent\nslug: /50%off\n---\n\nText.\n',
    'content/dots.md': '---\ntitle: Dots\nslug: /a/%2e%2e/%2E%2E/x\n---\n\nText.\n',
    'content/inside.md': '---\ntitle: Inside\nslug: /a/../inside-page\n---\n\nText.\n'
  };
  beforeAll(() => {
    for (const [f, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      writeFileSync(path.join(root, f), text);
    }
  });
  const rel = (d: { file: string; line?: number; column?: number; severity: string; message: string }) => `${d.file.replace('test/.tmp/build/escape/site/', '')}:${d.line}:${d.column}: ${d.severity}: ${d.message}`;
  const expected = [
    'content/a/notes.md:3:7: error: slug "../../notes": route "/docs/../notes" is outside the base URL "/docs/"',
    'content/pkg.md:3:9: error: slug "/../../package": route "/docs/../../package" is outside the base URL "/docs/"',
    'content/pct.md:3:7: error: slug "/50%off": malformed %-escape in route "/docs/50%off"',
    'content/dots.md:3:7: error: slug "/a/%2e%2e/%2E%2E/x": route "/docs/a/%2e%2e/%2E%2E/x" is outside the base URL "/docs/"',
    'content/intro.md:3:3: warning: broken link: malformed %-escape in "%" (link "%")',
    'content/intro.md:3:22: warning: broken link: malformed %-escape in "%zz.md" (link "%zz.md")',
    'content/intro.md:3:44: warning: broken link: malformed %-escape in "#%E0%A4%A" (link "#%E0%A4%A")'
  ].sort();

  it('check reports each at its slug: line and column, or at the link', async () => {
    const { diagnostics, site } = await check({ root });
    expect(diagnostics.map(rel).sort()).toEqual(expected);
    expect(site.pages.map((p) => p.route).sort()).toEqual(['/docs/', '/docs/inside-page', '/docs/ok']);
  });

  it('build fails, writes nothing outside the out dir and keeps the previous output', async () => {
    const out = path.join(root, 'build');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'index.html'), 'last good build');
    writeFileSync(path.join(out, OUTPUT_MARKER), '');
    const error = await build({ root }).catch((e) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect(error.message).toMatch(/^build failed: 4 errors;/);
    expect(error.diagnostics.map(rel).sort()).toEqual(expected.filter((l) => l.includes(': error: ')).sort());
    expect(read(root, 'package.json')).toBe('{"name":"original"}\n');
    expect(existsSync(path.join(root, '../notes'))).toBe(false);
    expect(existsSync(path.join(root, 'notes'))).toBe(false);
    expect(read(out, 'index.html')).toBe('last good build');
  });
});

