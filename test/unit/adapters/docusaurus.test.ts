import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropInvalid } from '../../../src/adapters/docusaurus/lenient.js';
import { readContents } from '../../../src/adapters/docusaurus/plugins.js';
import { mapConfig } from '../../../src/adapters/docusaurus/map.js';
import { validate, type UserConfig } from '../../../src/config/schema.js';
import { resolveConfig } from '../../../src/config/resolve.js';
import { tempDirs } from '../../setup/files.js';

const tempDir = tempDirs('docgen-adapter-');

describe('dropInvalid', () => {
  it('takes out unknown keys, wrong values and objects that lack a required key, and what is left validates', () => {
    const user = {
      title: 'T',
      themeConfig: {
        navbar: { items: [{ to: '/a', label: 'A', prependBaseUrlToHref: true }, { to: '/b' }, { type: 'doc', docId: 'x', label: 'X' }, { to: '/c', html: '<b>C</b>' }] },
        colorMode: { defaultMode: 'sepia' }
      }
    } as unknown as UserConfig;
    const dropped = dropInvalid(user);
    expect(validate(user)).toEqual([]);
    expect(dropped.map((d) => d.key)).toEqual(['themeConfig.navbar.items[0].prependBaseUrlToHref', 'themeConfig.navbar.items[1]', 'themeConfig.colorMode.defaultMode']);
    expect(dropped[1].message).toBe('"label" is required for a "default" navbar item (or "html")');
    // A link shown as its HTML needs no label.
    expect(user.themeConfig!.navbar!.items!.map((i) => i.label ?? i.html)).toEqual(['A', 'X', '<b>C</b>']);
  });

  it('names each item taken out by its index in the config file, not as the items before it moved it', () => {
    const user = { themeConfig: { navbar: { items: [{ href: '/a' }, { href: '/b' }, { href: '/c', label: 'C', x: 1 }, { href: '/d' }] } } } as unknown as UserConfig;
    expect(dropInvalid(user).map((d) => d.key)).toEqual(['themeConfig.navbar.items[0]', 'themeConfig.navbar.items[1]', 'themeConfig.navbar.items[2].x', 'themeConfig.navbar.items[3]']);
    expect(user.themeConfig!.navbar!.items).toEqual([{ href: '/c', label: 'C' }]);
  });

  it('reads record keys that hold dots (a version named 0.86)', () => {
    const user = { docs: { versions: { '0.86': { label: '0.86', unknownOption: true }, current: { label: 'Next' } } } } as unknown as UserConfig;
    expect(dropInvalid(user).map((d) => d.key)).toEqual(['docs.versions.0.86.unknownOption']);
    expect(user.docs!.versions).toEqual({ '0.86': { label: '0.86' }, current: { label: 'Next' } });
  });

  it('drops an item of an unknown type whole', () => {
    const user = { docs: { sidebars: { s: [{ type: 'weird', id: 'a' }, 'b'] } } } as unknown as UserConfig;
    dropInvalid(user);
    expect(user.docs!.sidebars).toEqual({ s: ['b'] });
  });

  it('keeps a footer link with a type, which has no kinds, and takes out only its type', () => {
    const user = { themeConfig: { footer: { links: [{ title: 'Docs', items: [{ label: 'Usage', type: 'doc', to: 'usage' }] }] } } } as unknown as UserConfig;
    expect(dropInvalid(user).map((d) => d.key)).toEqual(['themeConfig.footer.links[0].items[0].type']);
    expect(user.themeConfig!.footer!.links).toEqual([{ title: 'Docs', items: [{ label: 'Usage', to: 'usage' }] }]);
  });
});

describe('readContents', () => {
  it('finds the classic preset by any of its names, the content plugins, and what is left out', () => {
    const c = readContents({
      presets: [['@docusaurus/preset-classic', { docs: { path: 'guides' }, blog: false, googleAnalytics: {} }], ['/x/node_modules/some-preset/index.js', {}]],
      plugins: [['@docusaurus/plugin-content-docs', { id: 'api', path: 'api' }], 'docusaurus-plugin-sass', [() => ({ name: 'local' }), {}], 'docusaurus-plugin-less']
    });
    expect(c.docs).toEqual([{ path: 'guides' }, { id: 'api', path: 'api' }]);
    expect(c.blog).toEqual([false]);
    // The Sass and Less plugins are taken: docgen compiles their files itself. The site's own plugin is run for its data (own-plugins.ts).
    expect(c.ignored.map((i) => i.key)).toEqual(['presets[0].googleAnalytics', 'presets[1]']);
    expect(c.own?.map((p) => [p.key, p.name])).toEqual([['plugins[2]', '(a function)']]);
  });

  it('reads Meta\'s docs preset as the classic one, by name or resolved path, its own options left out', () => {
    for (const name of ['docusaurus-plugin-internaldocs-fb/docusaurus-preset', '/site/node_modules/docusaurus-plugin-internaldocs-fb/docusaurus-preset.js']) {
      const c = readContents({ presets: [[name, { docs: { path: '../docs' }, theme: { customCss: 'x.css' }, staticDocsProject: 'metro', enableEditor: true }]] });
      expect([c.docs, c.theme, c.themeAt, c.ignored.map((i) => i.key)]).toEqual([[{ path: '../docs' }], { customCss: 'x.css' }, 'presets[0].theme', ['presets[0].staticDocsProject', 'presets[0].enableEditor']]);
    }
  });

  // Tableland's docs: its docs, sidebars and theme are the OpenAPI preset's options, passed on to the classic preset.
  // Its `api` is run as its plugin where the site installed it (unit/adapters/own-plugins): here, with no site folder, left out.
  it('reads docusaurus-preset-openapi as the classic one, its API pages (`api`) and `proxy` left out where its plugin is not installed', () => {
    const c = readContents({ presets: [['docusaurus-preset-openapi', { docs: { sidebarPath: './config/sidebars.ts', routeBasePath: '/' }, api: { path: './specs/api.yaml', routeBasePath: '/api' }, proxy: {}, theme: { customCss: 'x.css' } }]] });
    expect([c.docs, c.theme, c.ignored.map((i) => i.key)]).toEqual([[{ sidebarPath: './config/sidebars.ts', routeBasePath: '/' }], { customCss: 'x.css' }, ['presets[0].proxy', 'presets[0].api']]);
  });

  // As Immer's config has it: the content plugins and the classic theme named one by one, the theme with its customCss.
  it('reads the classic theme named in `themes` as the preset\'s theme part: its customCss gives the link colour', () => {
    const c = readContents({ themes: [['@docusaurus/theme-classic', { customCss: './src/css/custom.css' }], '@docusaurus/theme-search-algolia'], plugins: [['@docusaurus/plugin-content-docs', { routeBasePath: '/' }]] });
    expect([c.theme, c.themeAt, c.ignored.map((i) => i.key)]).toEqual([{ customCss: './src/css/custom.css' }, 'themes[0]', ['themes[1]']]);
    expect(c.ignored[0].why).toMatch(/docgen's own offline search takes its place/);
    const root = tempDir();
    try {
      mkdirSync(path.join(root, 'src/css'), { recursive: true });
      writeFileSync(path.join(root, 'src/css/custom.css'), ':root { --ifm-color-primary: #1e7a4c; }\n');
      const m = mapConfig({ title: 'T', themes: [['@docusaurus/theme-classic', { customCss: path.join(root, 'src/css/custom.css') }]] }, root);
      expect(m.user.themeConfig!.colors).toEqual({ primary: '#1e7a4c' });
      expect(m.ignored.map((i) => i.key)).toEqual(['themes[0].customCss']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  // Docusaurus loads a theme in `plugins` as one in `themes`: Web3.js's site has theme-live-codeblock there.
  it('reads a theme named in `plugins` as in `themes`, and says that docgen\'s search stands in for a search plugin', () => {
    const c = readContents({
      plugins: ['@docusaurus/theme-live-codeblock', ['@docusaurus/theme-classic', { customCss: 'x.css' }], '@docusaurus/theme-mermaid', 'docusaurus-plugin-typedoc-api'],
      themes: [['@easyops-cn/docusaurus-search-local', { hashed: true }]]
    });
    expect([c.liveCodeBlocks, c.theme, c.themeAt]).toEqual([true, { customCss: 'x.css' }, 'plugins[1]']);
    expect(c.ignored).toEqual([
      { key: 'plugins[3]', name: 'docusaurus-plugin-typedoc-api' },
      { key: 'themes[0]', name: '@easyops-cn/docusaurus-search-local', why: "@easyops-cn/docusaurus-search-local is not needed: docgen's own offline search takes its place" }
    ]);
    for (const name of ['@cmfcmf/docusaurus-search-local', 'docusaurus-lunr-search', '@orama/plugin-docusaurus-v3', 'docusaurus-theme-search-typesense', '/site/node_modules/@docusaurus/theme-search-algolia/lib/index.js']) {
      expect(readContents({ plugins: [name] }).ignored[0].why, name).toMatch(/offline search takes its place/);
    }
    // A name that only contains the word is some other plugin.
    expect(readContents({ plugins: ['docusaurus-plugin-research'] }).ignored[0].why).toBeUndefined();
    // Given as require.resolve(…) (Kvrocks's), it is named by its package, not the file's path.
    expect(readContents({ themes: ['/site/node_modules/@easyops-cn/docusaurus-search-local/dist/server/server/index.js'] }).ignored[0].why).toBe("@easyops-cn/docusaurus-search-local is not needed: docgen's own offline search takes its place");
    // Through the mapping, with the message it prints.
    expect(mapConfig({ title: 'T', plugins: ['docusaurus-lunr-search'] }, os.tmpdir()).ignored).toEqual([{ key: 'plugins[0]', why: expect.stringContaining('offline search takes its place') }]);
  });
});

describe('mapConfig', () => {
  it('says why the future flags, the deploy command\'s keys and Algolia are left out', () => {
    const m = mapConfig({ title: 'T', future: { v4: true }, deploymentBranch: 'gh-pages', themeConfig: { algolia: { appId: 'x' } } }, '/site');
    expect(m.ignored).toEqual([
      { key: 'future', why: "Docusaurus's future flags (its faster bundler, v4 behaviours) have no meaning for docgen" },
      { key: 'deploymentBranch', why: 'read by `docusaurus deploy` only, which docgen does not have: deploy the build folder as you do now' },
      { key: 'themeConfig.algolia', why: "docgen's own offline search is used instead of Algolia DocSearch" }
    ]);
  });

  it('says that a plugin configuring PostCSS is left out where no stylesheet uses Tailwind', () => {
    function autoprefix() {
      return { name: 'autoprefix', configurePostCss: (o: { plugins: unknown[] }) => o };
    }
    expect(mapConfig({ title: 'T', plugins: [autoprefix] }, '/site').ignored).toEqual([{ key: 'plugins[0]', why: "autoprefix configures PostCSS, which docgen runs only for Tailwind in customCss (`@tailwind` or `@import 'tailwindcss'`), and no stylesheet uses it" }]);
  });

  it('maps the options docgen has, sets Docusaurus\'s URL rules, and never changes the object it was given', () => {
    const ds = { title: 'T', titleDelimiter: '·', noIndex: true, url: 'https://x.dev', baseUrl: '/', onBrokenLinks: 'log', presets: [['classic', { docs: { routeBasePath: '/', editUrl: 'https://e/', editCurrentVersion: true }, blog: { blogTitle: 'News', postsPerPage: 'ALL' } }]], themeConfig: { navbar: { title: 'N' }, mermaid: {} } };
    const before = JSON.stringify(ds);
    const m = mapConfig(ds, '/site');
    expect(JSON.stringify(ds)).toBe(before);
    expect(m.user).toMatchObject({ title: 'T', titleDelimiter: '·', noIndex: true, onBrokenLinks: 'warn', contentDir: 'docs', pagesDir: 'src/pages', pagesOverStatic: true, localesOverDefault: true, docs: { routeBasePath: '/', editUrl: 'https://e/', editCurrentVersion: true, indexTrailingSlash: true, indexFileNames: ['index', 'readme'] }, blog: { title: 'News' } });
    expect(m.user.blog!.postsPerPage).toBeGreaterThan(1e6);
    expect(m.ignored).toEqual([{ key: 'themeConfig.mermaid', why: 'docgen draws diagrams in its own colours, in both colour modes' }]);
  });

  // Kuizuo's blog: `readingTime: ({ content, defaultReadingTime }) => defaultReadingTime({ content, options: { wordsPerMinute: 300 } })`.
  it("takes the blog's readingTime function and sortPosts (Rainbond's); another value is said", () => {
    const readingTime = () => 3;
    expect(mapConfig({ presets: [['classic', { blog: { readingTime, sortPosts: 'ascending' } }]] }, '/site').user.blog).toMatchObject({ readingTime, sortPosts: 'ascending' });
    expect(mapConfig({ presets: [['classic', { blog: { sortPosts: 'newest' } }]] }, '/site').ignored).toEqual([{ key: 'blog.sortPosts', why: 'must be "ascending" or "descending"' }]);
    expect(mapConfig({ presets: [['classic', { blog: { readingTime: 3 } }]] }, '/site').ignored).toEqual([{ key: 'blog.readingTime', why: 'must be a function' }]);
  });

  // Image zoom's `zoom`, PostHog's `posthog`: keys of plugins, read by their client modules in siteConfig.themeConfig.
  it("passes a themeConfig key of a plugin's or the site's on (not left out); a key of the classic theme docgen lacks is said", () => {
    const m = mapConfig({ themeConfig: { zoom: { selector: '.markdown img' }, hideableSidebar: true, blog: { sidebar: { groupByYear: false } } } }, '/site');
    expect(m.taken).toEqual(expect.arrayContaining(["themeConfig.zoom (passed on to the site's components and plugins)", 'themeConfig.blog.sidebar.groupByYear']));
    expect(m.ignored).toEqual([{ key: 'themeConfig.hideableSidebar', why: 'not implemented by docgen' }]);
  });

  // Algolia's and Typesense's search page (searchPagePath) and easyops' local search's /search: docgen's page at the same path.
  it('gives docgen a search page where the site had one: DocSearch\'s and Typesense\'s searchPagePath (default search; false: none), the easyops local search\'s /search', () => {
    const page = (ds: Record<string, unknown>) => mapConfig(ds, '/site').user.search?.page;
    expect(page({ themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'i' } } })).toBe('search');
    expect(page({ themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'i', searchPagePath: '/find/' } } })).toBe('find');
    expect(page({ themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'i', searchPagePath: false } } })).toBeUndefined();
    expect(page({ themeConfig: { typesense: { typesenseCollectionName: 'docs' } } })).toBe('search');
    expect(page({ themes: [['@easyops-cn/docusaurus-search-local', { hashed: true }]] })).toBe('search');
    expect(page({ plugins: ['docusaurus-lunr-search'] })).toBeUndefined();
  });

  // TypeORM's feedOptions; feeds titled by the site by default, as Docusaurus titles them.
  it('maps the blog\'s feedOptions onto blog.feed: type ("all", null, a list), title, description, copyright, language, limit, xslt', () => {
    const feedOf = (feedOptions?: unknown) => {
      const m = mapConfig({ title: 'Site', presets: [['classic', { blog: { blogTitle: 'News', ...(feedOptions === undefined ? {} : { feedOptions }) } }]] }, '/site');
      return { feed: m.user.blog!.feed, ignored: m.ignored.map((i) => i.key) };
    };
    expect(feedOf()).toEqual({ feed: { title: 'Site', description: 'Site Blog' }, ignored: [] });
    expect(feedOf({ type: ['rss', 'atom'], title: 'TypeORM Blog', description: 'News', copyright: '© 2026 TypeORM', language: 'en-GB', limit: 5 }).feed).toEqual({ types: ['rss', 'atom'], title: 'TypeORM Blog', description: 'News', copyright: '© 2026 TypeORM', language: 'en-GB', limit: 5 });
    expect([feedOf({ type: 'all' }), feedOf({ type: null }), feedOf({ type: 'json', limit: false })].map((f) => [f.feed!.types, f.feed!.limit])).toEqual([[['rss', 'atom', 'json'], undefined], [[], undefined], [['json'], false]]);
    // What docgen does not take is left out, reported.
    // Docusaurus 3.8's stylesheets: a boolean, null, or by feed.
    expect([true, null, { rss: 'style/rss.xsl', atom: false }].map((xslt) => feedOf({ xslt }).feed!.xslt)).toEqual([true, null, { rss: 'style/rss.xsl', atom: false }]);
    // What docgen does not take is left out, reported.
    expect(feedOf({ type: 'csv', xslt: { json: true }, createFeedItems: () => [], title: 3 }).ignored).toEqual(['blog.feedOptions.type', 'blog.feedOptions.xslt', 'blog.feedOptions.createFeedItems', 'blog.feedOptions.title']);
    expect(feedOf({ xslt: { rss: 3 } }).ignored).toEqual(['blog.feedOptions.xslt']);
  });

  it('maps a second docs plugin\'s version options onto its docs instance, badge included', () => {
    const versions = { current: { label: 'Next', banner: 'unreleased' }, '1.0': { label: 'One', badge: false } };
    const m = mapConfig({ title: 'T', presets: [['classic', {}]], plugins: [['content-docs', { id: 'community', path: 'community', lastVersion: '1.0', versions, onlyIncludeVersions: ['current', '1.0'], includeCurrentVersion: true }]] }, '/site');
    expect(m.user.docsInstances).toEqual([{ id: 'community', path: 'community', routeBasePath: 'docs', lastVersion: '1.0', versions, onlyIncludeVersions: ['current', '1.0'], includeCurrentVersion: true }]);
    expect(m.taken).toEqual(expect.arrayContaining(['docs "community".lastVersion', 'docs "community".versions', 'docs "community".onlyIncludeVersions', 'docs "community".includeCurrentVersion']));
    expect(m.ignored).toEqual([]);
    expect(dropInvalid(m.user)).toEqual([]);
    expect(validate(m.user)).toEqual([]);
  });

  // Answer's `blog: false` in the preset beside a blog plugin of its own with the default id.
  it('takes a content plugin with the default id as the main one when the preset turns its own off', () => {
    const m = mapConfig({ title: 'Site', presets: [['classic', { blog: false, docs: false, pages: false }]], plugins: [['@docusaurus/plugin-content-blog', { blogTitle: 'Answer Blog' }], ['@docusaurus/plugin-content-docs', { path: 'guides' }], ['@docusaurus/plugin-content-pages', { path: 'src/site-pages' }]] }, '/site');
    expect([m.user.blogDir, m.user.blog?.title, m.user.blogInstances, m.user.contentDir, m.user.pagesDir]).toEqual([undefined, 'Answer Blog', undefined, 'guides', 'src/site-pages']);
    expect(m.ignored).toEqual([]);
    // Turned off, and none of its own: off.
    expect(mapConfig({ title: 'Site', presets: [['classic', { blog: false }]] }, '/site').user.blogDir).toBe(false);
  });

  // QuestDB's Layout draws its own Navbar and Footer, and no AnnouncementBar: its config's bar ("cheese") never shows.
  it("leaves out the announcement bar when the site's swizzled Layout draws none", () => {
    const root = tempDir();
    try {
      const config = { title: 'Site', presets: [['classic', {}]], themeConfig: { announcementBar: { id: 'a', content: 'cheese' } } };
      expect(mapConfig(config, root).user.themeConfig?.announcementBar).toEqual({ id: 'a', content: 'cheese' });
      mkdirSync(path.join(root, 'src/theme/Layout'), { recursive: true });
      writeFileSync(path.join(root, 'src/theme/Layout/index.tsx'), "import Navbar from '@theme/Navbar';\nexport default ({ children }) => <><Navbar />{children}</>;\n");
      const m = mapConfig(config, root);
      expect([m.user.themeConfig?.announcementBar, m.ignored.map((e) => e.key)]).toEqual([undefined, ['src/theme/Layout', 'themeConfig.announcementBar']]);
      writeFileSync(path.join(root, 'src/theme/Layout/index.tsx'), "import AnnouncementBar from '@theme/AnnouncementBar';\nexport default ({ children }) => <><AnnouncementBar />{children}</>;\n");
      expect(mapConfig(config, root).user.themeConfig?.announcementBar).toEqual({ id: 'a', content: 'cheese' });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  // Ory's `disableVersioning: false` was "not implemented"; true builds the current docs alone, at the docs' path.
  it('takes disableVersioning: false as the default, and true as the current docs alone, for the main docs and an instance', () => {
    const off = mapConfig({ title: 'Site', presets: [['classic', { docs: { disableVersioning: false } }]] }, '/site');
    expect([off.ignored, off.user.docs?.onlyIncludeVersions]).toEqual([[], undefined]);
    const on = mapConfig({ title: 'Site', presets: [['classic', { docs: { disableVersioning: true } }]], plugins: [['content-docs', { id: 'api', path: 'api', disableVersioning: true }]] }, '/site');
    expect([on.ignored, on.user.docs?.onlyIncludeVersions, on.user.docs?.lastVersion, on.user.docsInstances?.[0].onlyIncludeVersions, on.user.docsInstances?.[0].lastVersion]).toEqual([[], ['current'], 'current', ['current'], 'current']);
    expect(validate(on.user)).toEqual([]);
    expect(mapConfig({ title: 'Site', presets: [['classic', { docs: { disableVersioning: 'yes' } }]] }, '/site').ignored).toEqual([{ key: 'docs.disableVersioning', why: 'must be true or false' }]);
  });

  it('takes baseUrlIssueBanner: false (docgen has no such banner); true is said to be left out', () => {
    const off = mapConfig({ title: 'Site', presets: [['classic', {}]], baseUrlIssueBanner: false }, '/site');
    expect([off.ignored, off.taken.includes('baseUrlIssueBanner')]).toEqual([[], true]);
    expect(mapConfig({ title: 'Site', presets: [['classic', {}]], baseUrlIssueBanner: true }, '/site').ignored).toEqual([{ key: 'baseUrlIssueBanner', why: expect.stringMatching(/no banner/) }]);
  });

  it("takes the Prism theme's defaultLanguage as markdown.defaultCodeLanguage", () => {
    const m = mapConfig({ title: 'Site', presets: [['classic', {}]], themeConfig: { prism: { defaultLanguage: 'questdb-sql' } } }, '/site');
    expect([m.user.markdown?.defaultCodeLanguage, m.ignored, m.taken]).toEqual(['questdb-sql', [], expect.arrayContaining(['themeConfig.prism.defaultLanguage'])]);
  });

  // Jellyfin's `@docusaurus/plugin-svgr`: docgen makes SVG imports components itself.
  it('takes the SVG plugin, and says its options are not used', () => {
    expect(mapConfig({ title: 'Site', presets: [['classic', {}]], plugins: [['@docusaurus/plugin-svgr', {}]] }, '/site').ignored).toEqual([]);
    const withOptions = mapConfig({ title: 'Site', presets: [['classic', { svgr: { svgrConfig: { dimensions: false } } }]], plugins: [['@docusaurus/plugin-svgr', { svgrConfig: {} }]] }, '/site').ignored;
    expect(withOptions.map((e) => e.key)).toEqual(['presets[0].svgr.svgrConfig', 'plugins[0].svgrConfig']);
    expect(withOptions[0].why).toMatch(/SVG file a React component itself/);
  });

  // Jellyfin's: no preset; its one blog has the id `blog-main` (at /posts), and there is no blog at /blog.
  it('takes a site\'s only blog as its main one whatever its id, and builds no content the config names no plugin for', () => {
    const m = mapConfig({ title: 'Site', plugins: [['@docusaurus/plugin-content-docs', {}], ['@docusaurus/plugin-content-blog', { id: 'blog-main', routeBasePath: 'posts', onInlineAuthors: 'ignore' }]] }, '/site');
    expect([m.user.blogDir, m.user.blog?.routeBasePath, m.user.blog?.onInlineAuthors, m.user.blogInstances, m.user.contentDir, m.user.pagesDir]).toEqual([undefined, 'posts', 'ignore', undefined, 'docs', false]);
    const none = mapConfig({ title: 'Site', plugins: [['@docusaurus/plugin-content-pages', {}]] }, '/site').user;
    expect([none.blogDir, none.contentDir, none.pagesDir]).toEqual([false, false, 'src/pages']);
    // A preset docgen does not read may hold them: read as Docusaurus's defaults, as before.
    const other = mapConfig({ title: 'Site', presets: ['docusaurus-preset-openapi'] }, '/site').user;
    expect([other.blogDir, other.contentDir, other.pagesDir]).toEqual([undefined, 'docs', 'src/pages']);
  });

  // EventMesh's events docs: the default items reversed.
  it('takes the docs plugins\' sidebarItemsGenerator and numberPrefixParser, the main docs\' and an instance\'s (which does not take the main one\'s)', () => {
    const reverse = async ({ defaultSidebarItemsGenerator, ...args }: { defaultSidebarItemsGenerator: (a: unknown) => Promise<unknown[]> }) => [...(await defaultSidebarItemsGenerator(args))].reverse();
    const m = mapConfig({ title: 'T', presets: [['classic', { docs: { sidebarItemsGenerator: reverse } }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'events', path: 'events', sidebarItemsGenerator: reverse }], ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community' }]] }, '/site');
    expect([m.user.docs?.sidebarItemsGenerator, ...(m.user.docsInstances ?? []).map((d) => d.sidebarItemsGenerator)]).toEqual([reverse, reverse, undefined]);
    // numberPrefixParser too (datahub's `false`).
    const off = mapConfig({ title: 'T', presets: [['classic', { docs: { numberPrefixParser: false } }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'kb', path: 'kb', numberPrefixParser: false }]] }, '/site');
    expect([off.user.docs?.numberPrefixParser, off.user.docsInstances?.[0].numberPrefixParser, off.ignored]).toEqual([false, false, []]);
    expect(validate(off.user)).toEqual([]);
    expect(validate({ docs: { numberPrefixParser: true } })[0].key).toBe('docs.numberPrefixParser');
    expect(m.ignored).toEqual([]);
    expect(validate(m.user)).toEqual([]);
  });

  it('takes the docs and blog plugins\' tags files and onInlineTags: an instance its own tags option, null as none; a bad value is refused by the schema', () => {
    const m = mapConfig({ title: 'T', presets: [['classic', { docs: { tags: 'labels.yml', onInlineTags: 'throw', tagsBasePath: 'topics' }, blog: { tags: null, onInlineTags: 'ignore', tagsBasePath: 'labels', pageBasePath: 'p', authorsBasePath: 'team' } }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'kb', path: 'kb' }], ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', tags: false, onInlineTags: 'log' }]] }, '/site');
    expect([m.user.docs?.tags, m.user.docs?.onInlineTags, m.user.blog?.tags, m.user.blog?.onInlineTags]).toEqual(['labels.yml', 'throw', false, 'ignore']);
    // The pages' paths: the docs' and the blog's tags, the blog's list pages and authors.
    expect([m.user.docs?.tagsBasePath, m.user.blog?.tagsBasePath, m.user.blog?.pageBasePath, m.user.blog?.authorsBasePath]).toEqual(['topics', 'labels', 'p', 'team']);
    // kb: Docusaurus's defaults (tags.yml if there is one, warn), not the main docs' options.
    expect(m.user.docsInstances?.map((d) => [d.tags, d.onInlineTags, d.tagsBasePath])).toEqual([[undefined, 'warn', 'tags'], [false, 'log', 'tags']]);
    expect(m.ignored).toEqual([]);
    expect(validate(m.user)).toEqual([]);
    expect(validate({ docs: { tags: true } })[0].key).toBe('docs.tags');
    expect(validate({ blog: { onInlineTags: 'loud' } })[0].key).toBe('blog.onInlineTags');
  });

  it('takes the PWA plugin as pwa (its offline mode\'s strategies) and its pwaHead as head tags, a file below the base URL as the plugin writes it; its own service worker\'s options are left out, said why', () => {
    const pwaHead = [{ tagName: 'link', rel: 'manifest', href: '/meta/manifest.json' }, { tagName: 'link', rel: 'icon', href: '/site/img/icon.png' }, { tagName: 'meta', name: 'theme-color', content: '#0F0F0F' }];
    const m = mapConfig({ title: 'T', baseUrl: '/site/', headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } }], presets: [['classic', {}]], plugins: [['@docusaurus/plugin-pwa', { debug: true, offlineModeActivationStrategies: ['appInstalled', 'saveData'], reloadPopup: false, pwaHead }]] }, '/site');
    expect(m.user.pwa).toEqual({ offlineModeActivationStrategies: ['appInstalled', 'saveData'] });
    expect(m.user.headTags).toEqual([
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } },
      { tagName: 'link', attributes: { rel: 'manifest', href: '/site/meta/manifest.json' } },
      { tagName: 'link', attributes: { rel: 'icon', href: '/site/img/icon.png' } },
      { tagName: 'meta', attributes: { name: 'theme-color', content: '#0F0F0F' } }
    ]);
    expect(m.ignored.map((i) => `${i.key}: ${i.why}`)).toEqual(['plugins[0].debug: not implemented by docgen', "plugins[0].reloadPopup: a newer build's pages are shown from the next page load, without a popup"]);
    expect(validate(m.user)).toEqual([]);
    // The plugin alone: offline mode by Docusaurus's default strategies; what is not a strategy or a tag is said.
    expect(mapConfig({ title: 'T', plugins: ['@docusaurus/plugin-pwa'] }, '/site').user.pwa).toEqual({});
    expect(mapConfig({ title: 'T', plugins: [['@docusaurus/plugin-pwa', { pwaHead: [{ rel: 'icon' }], offlineModeActivationStrategies: ['online'] }]] }, '/site').ignored.map((i) => i.key)).toEqual(['plugins[0].offlineModeActivationStrategies', 'plugins[0].pwaHead']);
  });

  it('takes the preset\'s gtag and googleTagManager, or their plugins\', as docgen\'s; an id that is none is left out, said', () => {
    const m = mapConfig({ title: 'T', presets: [['classic', { gtag: { trackingID: 'G-E6JBVK9HQX', anonymizeIP: true }, googleTagManager: { containerId: 'GTM-WX2D2TR' } }]] }, '/site');
    expect([m.user.gtag, m.user.googleTagManager, m.ignored]).toEqual([{ trackingID: 'G-E6JBVK9HQX', anonymizeIP: true }, { containerId: 'GTM-WX2D2TR' }, []]);
    expect(validate(m.user)).toEqual([]);
    const plugins = mapConfig({ title: 'T', plugins: [['@docusaurus/plugin-google-gtag', { trackingID: ['G-1', 'G-2'] }], ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-1' }]] }, '/site');
    expect([plugins.user.gtag, plugins.user.googleTagManager, plugins.ignored]).toEqual([{ trackingID: ['G-1', 'G-2'] }, { containerId: 'GTM-1' }, []]);
    const bad = mapConfig({ title: 'T', presets: [['classic', { gtag: { trackingID: "G-1'});alert(1);//" }, googleTagManager: {} }]] }, '/site');
    expect([bad.user.gtag, bad.user.googleTagManager, bad.ignored.map((i) => i.key)]).toEqual([undefined, undefined, ['presets[0].gtag.trackingID', 'presets[0].googleTagManager.containerId']]);
    expect(validate({ gtag: { trackingID: '</script>' } })[0].key).toBe('gtag.trackingID');
    expect(validate({ googleTagManager: {} })[0].key).toBe('googleTagManager.containerId');
  });

  // RocketMQ's events, news and release notes.
  it('maps each other blog plugin onto a blog of blogInstances: its folder, route and options (authorsMapPath too) as the main blog\'s, Docusaurus\'s defaults (`blog`) where it names none; what it cannot take reported under its id', () => {
    const m = mapConfig({ title: 'Site', presets: [['classic', { blog: { blogTitle: 'News' } }]], plugins: [['@docusaurus/plugin-content-blog', { id: 'events', path: 'events', routeBasePath: 'events', blogTitle: 'Events', blogSidebarCount: 'ALL', authorsMapPath: 'authors.generated.yml', feedOptions: { type: 'rss', xslt: true, createFeedItems: () => [] } }], ['@docusaurus/plugin-content-blog', { id: 'notes', sortPosts: 'ascending' }]] }, '/site');
    expect(m.user.blog).toMatchObject({ title: 'News' });
    expect(m.user.blogInstances).toEqual([
      { id: 'events', path: 'events', routeBasePath: 'events', title: 'Events', sidebarCount: Number.MAX_SAFE_INTEGER, authorsMapPath: 'authors.generated.yml', archiveBasePath: 'archive', dateFromFile: true, editUrl: false, feed: { title: 'Site', description: 'Site Blog', types: ['rss'], xslt: true }, onUntruncatedBlogPosts: 'warn', onInlineAuthors: 'warn' },
      { id: 'notes', path: 'blog', routeBasePath: 'blog', sidebarCount: 5, archiveBasePath: 'archive', dateFromFile: true, editUrl: false, feed: { title: 'Site', description: 'Site Blog' }, onUntruncatedBlogPosts: 'warn', onInlineAuthors: 'warn', sortPosts: 'ascending' }
    ]);
    expect(m.ignored.map((i) => i.key)).toEqual(['blog "events".feedOptions.createFeedItems']);
    expect(dropInvalid(m.user)).toEqual([]);
    expect(validate(m.user)).toEqual([]);
  });

  it('names a swizzled src/theme/MDXComponents as markdown.components, and the site\'s own theme components as `@theme/X` aliases; an MDXComponents whose components cannot be read is reported and left out', () => {
    const root = tempDir();
    try {
      mkdirSync(path.join(root, 'src/theme/MDXComponents'), { recursive: true });
      writeFileSync(path.join(root, 'src/theme/MDXComponents/index.tsx'), "import MDXComponents from '@theme-original/MDXComponents';\nimport Badge from './Badge';\nexport default { ...MDXComponents, Badge };\n");
      expect(mapConfig({ title: 'T' }, root).user.markdown?.components).toBe('src/theme/MDXComponents/index.tsx');
      // The site's own theme components are `@theme/X` for its code, but those docgen stands in for.
      for (const f of ['Badge.tsx', 'Tabs.js', 'prism-include-languages.js']) writeFileSync(path.join(root, 'src/theme', f), 'export default 1;\n');
      expect(mapConfig({ title: 'T' }, root).user.islands?.aliases).toEqual({ '@site': '.', '@theme/Badge': 'src/theme/Badge' });
      writeFileSync(path.join(root, 'src/theme/MDXComponents/index.tsx'), 'export default makeComponents();\n');
      const m = mapConfig({ title: 'T' }, root);
      expect(m.user.markdown?.components).toBeUndefined();
      expect(m.ignored).toEqual([
        { key: 'src/theme/Tabs', why: "docgen draws the theme's Tabs itself, so the site's own copy of it is not used" },
        { key: 'src/theme/MDXComponents', why: 'its components are not read, so MDX pages cannot use them without importing them: its default export is not an object of components (it is the result of a call)' }
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  // Infracost's swizzled Navbar draws the site's links; docgen's navbar, drawn from its config, had none, and said nothing.
  // Casdoor's DocItem/Footer was left out without a word too; pnpm's MDXContent (an advert before each doc) is drawn.
  it('says which swizzled copies of the theme\'s parts are not used, a part and its parts in one: not those it reads (MDXContent is islands.mdxContent, DocItem/Footer islands.docFooter, DocPaginator or DocItem/Paginator islands.docPaginator), not the site\'s own components or their helpers', () => {
    const root = tempDir();
    try {
      for (const f of ['Navbar/index.js', 'Navbar/Content/index.tsx', 'Footer.tsx', 'Admonition/Types.js', 'Layout/Provider.js', 'ReactLiveScope/index.js', 'Badge.js', 'MDXContent/index.js', 'DocItem/Footer/index.js', 'DocPaginator/index.js', 'DocItem/Paginator/index.js', 'DocItem/Metadata.tsx', 'DocItem/Footer/styles.module.css', 'NavbarItem/ComponentTypes.js', 'NavbarItem/CustomItems.js', 'MDXComponents/A.js', 'MDXComponents/Pre.tsx', 'MDXComponents/Code.tsx', 'prism-include-languages.js']) {
        mkdirSync(path.dirname(path.join(root, 'src/theme', f)), { recursive: true });
        writeFileSync(path.join(root, 'src/theme', f), 'export default {};\n');
      }
      const m = mapConfig({ title: 'T' }, root);
      expect(m.user.islands?.mdxContent).toBe('src/theme/MDXContent/index.js');
      // Its DocItem/Footer too (SQD's rating widget, Casdoor's contributors): islands.docFooter, below each doc.
      expect(m.user.islands?.docFooter).toBe('src/theme/DocItem/Footer/index.js');
      // And its DocPaginator (Casdoor's comments after it): islands.docPaginator; its DocItem/Paginator, Docusaurus 3's
      // wrapper around it, rather than that, when it has both: the theme draws that one.
      expect(m.user.islands?.docPaginator).toBe('src/theme/DocItem/Paginator/index.js');
      rmSync(path.join(root, 'src/theme/DocItem/Paginator'), { recursive: true });
      expect(mapConfig({ title: 'T' }, root).user.islands?.docPaginator).toBe('src/theme/DocPaginator/index.js');
      expect(m.ignored).toEqual([
        { key: 'src/theme/DocItem', why: "docgen draws the theme's DocItem itself, so the site's own copy of its part (DocItem/Metadata) is not used, but where the site's own code imports @theme/DocItem/Metadata" },
        { key: 'src/theme/Footer', why: "docgen draws the theme's Footer itself (from themeConfig.footer), so the site's own copy of it is not used" },
        // Halo's MDXComponents/Pre and Code (a frame and copy button around its Shiki plugin's blocks); its A is read.
        { key: 'src/theme/MDXComponents', why: "docgen draws the theme's MDXComponents itself (markdown's code blocks, inline code, headings, images, lists and details), so the site's own copies of its parts (MDXComponents/Code, MDXComponents/Pre) are not used, but where the site's own code imports @theme/MDXComponents/Code, @theme/MDXComponents/Pre" },
        { key: 'src/theme/Navbar', why: "docgen draws the theme's Navbar itself (from themeConfig.navbar), so the site's own copies of it and of its parts (Navbar/Content) are not used, but where the site's own code imports @theme/Navbar/Content" }
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  // typescript-eslint's site: the preset's docs are `rules-docs`, a plugin's `base-docs`; none has the default id.
  it('reads the first docs instance as the main docs when none has the default id: its options, its sidebars, the navbar items naming it; its own versions file is reported', () => {
    const root = tempDir();
    try {
      const config = {
        title: 'T',
        presets: [['classic', { docs: { id: 'rules-docs', path: '../rules', routeBasePath: 'rules', sidebarPath: './sidebars.rules.js', exclude: ['TEMPLATE.md'], breadcrumbs: false } }]],
        plugins: [['@docusaurus/plugin-content-docs', { id: 'base-docs', path: '../../docs', routeBasePath: '/', sidebarCollapsed: false }]],
        themeConfig: { navbar: { items: [{ type: 'docSidebar', sidebarId: 'rules', docsPluginId: 'rules-docs', label: 'Rules' }, { type: 'docSidebar', sidebarId: 'base', docsPluginId: 'base-docs', label: 'Docs' }] } }
      };
      const m = mapConfig(config, root);
      expect(m.user).toMatchObject({ contentDir: '../rules', docs: { routeBasePath: 'rules', exclude: ['TEMPLATE.md'], breadcrumbs: false } });
      expect(m.sidebarPath).toBe(path.join(root, 'sidebars.rules.js'));
      // The options it sets for itself, and Docusaurus's defaults for those the main docs set.
      expect(m.user.docsInstances).toEqual([{ id: 'base-docs', path: '../../docs', routeBasePath: '/', sidebarCollapsed: false, breadcrumbs: true, exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'] }]);
      expect(m.user.themeConfig!.navbar!.items!.map((i) => i.docsPluginId)).toEqual([undefined, 'base-docs']);
      expect(m.ignored).toEqual([]);
      expect(validate(m.user)).toEqual([]);
      writeFileSync(path.join(root, 'rules-docs_versions.json'), '["1.0"]');
      expect(mapConfig(config, root).ignored.map((i) => i.key)).toEqual(['docs "rules-docs" (rules-docs_versions.json)']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  // Upbound's docs: the preset's docs turned off, its own instances `docs`, `self-hosted-spaces` and `cloud-spaces`.
  it('reads the first docs instance as the main docs when the preset\'s are turned off (docs: false)', () => {
    const config = { title: 'T', presets: [['classic', { docs: false, blog: false }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'docs', path: 'docs', routeBasePath: '/' }], ['@docusaurus/plugin-content-docs', { id: 'cloud', path: 'cloud-docs', routeBasePath: 'cloud' }]] };
    const root = tempDir();
    try {
      const m = mapConfig(config, root);
      expect(m.user).toMatchObject({ contentDir: 'docs', docs: { routeBasePath: '/' } });
      expect(m.user.docsInstances?.map((d) => [d.id, d.path])).toEqual([['cloud', 'cloud-docs']]);
      // Without instances of their own, the site has no docs.
      expect(mapConfig({ title: 'T', presets: [['classic', { docs: false }]] }, root).user.contentDir).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  // JHipster's `jp: { baseUrl: '/jp' }`: Docusaurus reads it with a slash at each end.
  it('takes a locale\'s baseUrl that is the one docgen gives it anyway, slashes at its ends or not; another is left out, reported', () => {
    const localeConfigs = { en: { label: 'English', baseUrl: '/site/' }, fr: { label: 'Français', baseUrl: '/site/fr/' }, de: { baseUrl: 'site/de' }, ja: { baseUrl: '/ja/' } };
    const m = mapConfig({ title: 'T', baseUrl: '/site/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de', 'ja'], localeConfigs } }, '/site');
    expect(m.user.i18n!.localeConfigs).toEqual({ en: { label: 'English' }, fr: { label: 'Français' }, de: {}, ja: { baseUrl: '/ja/' } });
    expect(dropInvalid(m.user).map((d) => d.key)).toEqual(['i18n.localeConfigs.ja.baseUrl']);
    expect(localeConfigs.fr.baseUrl).toBe('/site/fr/');
  });

  it('says why the pages\' mdxPageComponent is left out, and takes the pages\' other options', () => {
    const m = mapConfig({ title: 'T', presets: [['classic', { pages: { mdxPageComponent: '@site/src/components/MDXPage', routeBasePath: '/p' } }]] }, '/site');
    expect(m.ignored).toEqual([{ key: 'pages.mdxPageComponent', why: expect.stringMatching(/^docgen draws MDX pages in its own layout/) }]);
    expect(m.user.pages).toEqual({ routeBasePath: '/p' });
  });

  // As the TON docs have them: a locale `mandarin` whose translations are in i18n/zh-CN.
  it('takes the translations folder (i18n.path) and a locale\'s folder in it (localeConfigs path)', () => {
    const m = mapConfig({ title: 'T', i18n: { defaultLocale: 'en', locales: ['en', 'mandarin'], path: 'translations', localeConfigs: { mandarin: { label: '简体中文', path: 'zh-CN' } } } }, '/site');
    expect(m.user.i18n).toEqual({ defaultLocale: 'en', locales: ['en', 'mandarin'], path: 'translations', localeConfigs: { mandarin: { label: '简体中文', path: 'zh-CN' } } });
    expect(dropInvalid(m.user)).toEqual([]);
    expect(m.ignored).toEqual([]);
  });

  // As pnpm.io's navbar has them: a "Sponsor" menu with no type, and a GitHub mark its CSS draws.
  it('reads a navbar item with items and no type as a dropdown, and a link with only an aria-label as labelled by it, one with neither by the site it leads to', () => {
    const items = [
      { label: 'Sponsor', position: 'right', items: [{ label: 'GitHub Sponsors', href: 'https://github.com/sponsors/x' }, { href: 'https://o.c/x', 'aria-label': 'Open Collective' }] },
      { href: 'https://github.com/x/x', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository' },
      { href: 'https://x.dev', className: 'icon', 'aria-label': 'Home', label: 'X' },
      { href: 'https://y.dev', className: 'icon' },
      { href: 'https://www.github.com/algolia/docsearch', position: 'right', className: 'header-github-link' },
      { to: '/docs', className: 'icon' },
      // MikroORM's: a tooltip and a data attribute its CSS reads, passed to the link as Docusaurus's NavLink passes them.
      { to: '/versions', label: 'latest: v7', title: 'All versions', 'data-type': 'versions' },
      { to: '/x', label: 'X', title: { text: 'no' }, 'data-x': 1, tooltip: 'no' }
    ];
    const m = mapConfig({ title: 'T', themeConfig: { navbar: { title: 'N', items } } }, '/site');
    const mapped = m.user.themeConfig!.navbar!.items!;
    expect(mapped.slice(0, 2)).toEqual([
      { type: 'dropdown', label: 'Sponsor', position: 'right', items: [{ label: 'GitHub Sponsors', href: 'https://github.com/sponsors/x' }, { href: 'https://o.c/x', label: 'Open Collective' }] },
      { href: 'https://github.com/x/x', position: 'right', className: 'header-github-link', label: 'GitHub repository' }
    ]);
    // With neither a label nor an aria-label (DocSearch's GitHub icon), an external link is named by the site it leads to.
    expect(mapped.slice(3, 5).map((i) => (i as { label?: string }).label)).toEqual(['y.dev', 'GitHub']);
    // A label of its own is shown, and the aria-label names the link; an internal link with neither cannot be shown, and
    // goes, reported; so do an attribute that is not a string and a key that is no attribute.
    expect(dropInvalid(m.user).map((d) => `${d.key}: ${d.message}`)).toEqual([
      'themeConfig.navbar.items[5]: "label" is required for a "default" navbar item (or "html")',
      'themeConfig.navbar.items[7].title: must be a string (the link\'s title attribute), got an object',
      'themeConfig.navbar.items[7].tooltip: is not an option of a "default" navbar item (its options: position, className, label, html, to, href, activeBasePath, activeBaseRegex, target, rel, and the link\'s title, aria-* and data-* attributes)'
    ]);
    expect(mapped[2]).toEqual({ href: 'https://x.dev', className: 'icon', 'aria-label': 'Home', label: 'X' });
    expect(mapped.slice(5)).toEqual([{ to: '/versions', label: 'latest: v7', title: 'All versions', 'data-type': 'versions' }, { to: '/x', label: 'X', 'data-x': 1 }]);
    expect(items[0]).not.toHaveProperty('type');
  });

  // As Agenta's navbar has them: buttons and icons as a link's HTML, named by no label of their own.
  it('keeps a navbar link\'s html, with its aria-label as its label (its accessible name) and no label made up from its URL', () => {
    const items = [
      { href: 'https://cloud.example', position: 'right', html: "<button class='primary'>Get started</button>" },
      { href: 'https://github.com/x/x', position: 'right', html: '<svg viewBox="0 0 1 1"></svg>', 'aria-label': 'GitHub' },
      { label: 'More', items: [{ to: '/docs/a', html: '<b>A</b>' }] }
    ];
    const m = mapConfig({ title: 'T', themeConfig: { navbar: { title: 'N', items } } }, '/site');
    expect(m.user.themeConfig!.navbar!.items).toEqual([
      { href: 'https://cloud.example', position: 'right', html: "<button class='primary'>Get started</button>" },
      { href: 'https://github.com/x/x', position: 'right', html: '<svg viewBox="0 0 1 1"></svg>', label: 'GitHub' },
      { type: 'dropdown', label: 'More', items: [{ to: '/docs/a', html: '<b>A</b>' }] }
    ]);
    expect(dropInvalid(m.user)).toEqual([]);
  });

  it('reads rel: null on a navbar link as no rel of its own, in dropdowns and around a locale dropdown too (Capacitor)', () => {
    const link = { to: 'https://capacitorjs.jp/docs', label: 'JA', target: '_blank', rel: null };
    const items = [{ ...link }, { label: 'More', items: [{ ...link }] }, { type: 'localeDropdown', dropdownItemsBefore: [{ ...link }], dropdownItemsAfter: [{ ...link, rel: 'me' }] }];
    const m = mapConfig({ title: 'T', themeConfig: { navbar: { title: 'N', items } } }, '/site');
    const [a, b, c] = m.user.themeConfig!.navbar!.items! as Array<Record<string, unknown> & { items?: object[]; dropdownItemsBefore?: object[]; dropdownItemsAfter?: object[] }>;
    const plain = { to: 'https://capacitorjs.jp/docs', label: 'JA', target: '_blank' };
    expect([a, b.items![0], c.dropdownItemsBefore![0], c.dropdownItemsAfter![0]]).toEqual([plain, plain, plain, { ...plain, rel: 'me' }]);
    expect(dropInvalid(m.user)).toEqual([]);
  });

  it('draws the navbar logo as Infima does, 2rem tall whatever its width and height (the footer logo keeps them)', () => {
    const mapped = mapConfig({ title: 'Lexical', themeConfig: { navbar: { logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Lexical', height: 12, width: 90 } }, footer: { logo: { src: 'img/f.svg', alt: 'F', width: 160, height: 51 } } } }, '/site');
    expect(mapped.user.themeConfig!.navbar!.logo).toEqual({ src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Lexical' });
    expect(mapped.user.themeConfig!.footer!.logo).toMatchObject({ width: 160, height: 51 });
    expect(mapped.ignored).toEqual([]);
  });

  // Kvrocks's footer logo: `height: '128px'`, which Docusaurus writes as the img's attribute (128 px to a browser).
  it('takes a footer logo\'s width and height written as strings of pixels; another string is refused at its key', () => {
    const footerLogo = (size: Record<string, unknown>) => {
      const m = mapConfig({ title: 'T', themeConfig: { footer: { logo: { src: 'img/f.svg', alt: 'F', ...size } } } }, '/site');
      return { logo: m.user.themeConfig!.footer!.logo, dropped: dropInvalid(m.user).map((d) => d.key) };
    };
    expect(footerLogo({ height: '128px', width: ' 200 ' })).toEqual({ logo: { src: 'img/f.svg', alt: 'F', height: 128, width: 200 }, dropped: [] });
    expect(footerLogo({ height: '50%' }).dropped).toEqual(['themeConfig.footer.logo.height']);
  });

  it('shows a navbar with a logo and no title of its own as Docusaurus does: the logo alone, not the site title', () => {
    const logo = { src: 'img/logo.svg', alt: 'Acme' };
    expect(mapConfig({ title: 'Acme Docs', themeConfig: { navbar: { logo } } }, '/site').user.themeConfig!.navbar!.title).toBe('');
    expect(mapConfig({ title: 'Acme Docs', themeConfig: { navbar: { logo, title: 'Acme' } } }, '/site').user.themeConfig!.navbar!.title).toBe('Acme');
    // Without a logo the brand would be an empty link: docgen's default (the site title) stays.
    expect(mapConfig({ title: 'Acme Docs', themeConfig: { navbar: { items: [] } } }, '/site').user.themeConfig!.navbar!.title).toBeUndefined();
  });

  it('takes prism.magicComments as markdown.magicComments; Docusaurus\'s highlight class also gets docgen\'s', () => {
    const magicComments = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-block-error-line', line: 'This will error' }
    ];
    const m = mapConfig({ title: 'T', themeConfig: { prism: { magicComments } } }, '/site');
    expect(m.user.markdown).toEqual({ githubAlerts: false, format: 'mdx', magicComments: [{ ...magicComments[0], className: 'theme-code-block-highlighted-line code-highlighted-line' }, magicComments[1]] });
    expect(validate(m.user)).toEqual([]);
  });

  it('reads every page as MDX, as Docusaurus does by default, unless markdown.format says otherwise', () => {
    expect(mapConfig({ title: 'T' }, '/site').user.markdown).toEqual({ githubAlerts: false, format: 'mdx' });
    expect(mapConfig({ title: 'T', markdown: { format: 'detect', mdx1Compat: { comments: true } } }, '/site').user.markdown).toEqual({ githubAlerts: false, format: 'detect' });
    // Kysely turns every MDX 1 form off: only the admonitions' can change a page Docusaurus builds (a comment or a
    // `{#id}` is an MDX error there), and that one is reported.
    const odd = mapConfig({ title: 'T', markdown: { format: 'rst', mdx1Compat: { headingIds: false, comments: false, admonitions: false } } }, '/site');
    expect(odd.ignored.map((i) => i.key)).toEqual(['markdown.format', 'markdown.mdx1Compat.admonitions']);
    expect(validate(odd.user)).toEqual([]);
  });

  it('takes a content plugin\'s admonitions as the site\'s: the first one given, another that differs reported, Docusaurus 2\'s options left out', () => {
    const admonitions = { keywords: ['premium', 'exercise'] };
    const m = mapConfig({ title: 'T', presets: [['classic', { docs: { admonitions }, blog: { admonitions }, pages: { admonitions: { keywords: ['other'] } } }]] }, '/site');
    expect(m.user.markdown?.admonitions).toEqual(admonitions);
    expect(m.ignored).toEqual([{ key: 'pages.admonitions', why: 'docgen reads one set of admonition keywords for the whole site: docs.admonitions, for every page' }]);
    expect(validate(m.user)).toEqual([]);
    const off = mapConfig({ title: 'T', presets: [['classic', { docs: { admonitions: false } }]] }, '/site');
    expect(off.user.markdown?.admonitions).toBe(false);
    const v2 = mapConfig({ title: 'T', presets: [['classic', { docs: { admonitions: { tag: ':::', icons: 'emoji', keywords: ['ours'] } } }]] }, '/site');
    expect(v2.user.markdown?.admonitions).toEqual({ keywords: ['ours'] });
    expect(v2.ignored.map((i) => i.key)).toEqual(['docs.admonitions.tag', 'docs.admonitions.icons']);
    expect(validate(v2.user)).toEqual([]);
  });

  it('reads a Docusaurus 2 site\'s pages as MDX 1: @docusaurus/core 2 installed, else asked for by package.json', () => {
    const root = tempDir();
    try {
      const pkg = (deps: Record<string, string>) => writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: deps }));
      const mdx1 = () => mapConfig({ title: 'T' }, root).user.markdown?.mdx1;
      expect(mdx1()).toBeUndefined();
      pkg({ '@docusaurus/core': '^2.4.3' });
      expect(mdx1()).toBe(true);
      expect(validate(mapConfig({ title: 'T' }, root).user)).toEqual([]);
      pkg({ '@docusaurus/core': '3.10.1' });
      expect(mdx1()).toBeUndefined();
      pkg({ '@docusaurus/core': 'latest' });
      expect(mdx1()).toBeUndefined();
      mkdirSync(path.join(root, 'node_modules/@docusaurus/core'), { recursive: true });
      writeFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), JSON.stringify({ version: '2.0.0-beta.21' }));
      expect(mdx1()).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('strips the imports of `fb/` folders from the pages of a Docusaurus 2 site with Meta\'s docs preset, as its remark-mdx-filter-imports does for MDX 1 (Flipper)', () => {
    const root = tempDir();
    try {
      writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': '2.4.3' } }));
      const meta = { title: 'T', presets: [[path.join(root, 'node_modules/docusaurus-plugin-internaldocs-fb/docusaurus-preset.js'), { docs: {} }]] };
      const stripped = mapConfig(meta, root).user.markdown?.strippedImports;
      expect(stripped?.map(String)).toEqual(['/^(@site|\\.+)\\/(.*\\/)?fb\\//']);
      expect(['./fb/_a.mdx', '../../fb/x', '@site/docs/fb/y.mdx', './fbx/a.mdx', 'fb/a', '@site/fb'].filter((s) => stripped![0].test(s))).toEqual(['./fb/_a.mdx', '../../fb/x', '@site/docs/fb/y.mdx']);
      expect(validate(mapConfig(meta, root).user)).toEqual([]);
      // The classic preset strips nothing; nor does Meta's on Docusaurus 3 (its plugin finds no MDX 1 import nodes).
      expect(mapConfig({ title: 'T', presets: [['classic', {}]] }, root).user.markdown?.strippedImports).toBeUndefined();
      writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': '3.9.2' } }));
      expect(mapConfig(meta, root).user.markdown?.strippedImports).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('takes every static folder, and the broken-markdown hooks as docgen\'s onBroken options', () => {
    const m = mapConfig({ title: 'T', staticDirectories: ['static', 'public'], onBrokenMarkdownLinks: 'log', markdown: { mermaid: true, hooks: { onBrokenMarkdownImages: 'ignore', onBrokenMarkdownLinks: () => {} } } }, '/site');
    expect(m.user).toMatchObject({ staticDir: ['static', 'public'], onBrokenMarkdownLinks: 'warn', onBrokenImages: 'ignore' });
    expect(m.ignored.map((i) => i.key)).toEqual(['markdown.hooks.onBrokenMarkdownLinks']);
    expect(validate(m.user)).toEqual([]);
  });

  it('takes markdown.mermaid, with theme-mermaid not reported as left out', () => {
    const m = mapConfig({ title: 'T', markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-search-algolia'] }, '/site');
    expect(m.user.markdown).toEqual({ githubAlerts: false, format: 'mdx', mermaid: true });
    expect(m.taken).toContain('markdown.mermaid');
    expect(m.ignored.map((i) => i.key)).toEqual(['themes[1]']);
    expect(validate(m.user)).toEqual([]);
  });

  it('takes markdown.anchors.maintainCase, and the markdown functions; another anchors option is left out', () => {
    const preprocessor = ({ fileContent }: { fileContent: string }) => fileContent;
    const m = mapConfig({ title: 'T', markdown: { anchors: { maintainCase: true }, preprocessor } }, '/site');
    expect(m.user.markdown).toEqual({ githubAlerts: false, format: 'mdx', anchors: { maintainCase: true }, preprocessor });
    expect(m.taken).toEqual(expect.arrayContaining(['markdown.anchors', 'markdown.preprocessor']));
    expect(validate(m.user)).toEqual([]);
    expect(mapConfig({ title: 'T', markdown: { anchors: { maintainCase: 'yes', other: 1 } } }, '/site').ignored.map((i) => i.key)).toEqual(['markdown.anchors']);
  });

  it('takes theme-live-codeblock as markdown.liveCodeBlocks: the playground\'s position, and the site\'s swizzled scope when it has one', () => {
    const root = tempDir();
    try {
      const themes = ['@docusaurus/theme-live-codeblock'];
      const plain = mapConfig({ title: 'T', themes }, root);
      expect(plain.user.markdown?.liveCodeBlocks).toEqual({});
      expect(plain.ignored).toEqual([]);
      mkdirSync(path.join(root, 'src/theme/ReactLiveScope'), { recursive: true });
      writeFileSync(path.join(root, 'src/theme/ReactLiveScope/index.js'), 'export default {};\n');
      const m = mapConfig({ title: 'T', themes, themeConfig: { liveCodeBlock: { playgroundPosition: 'top' } } }, root);
      expect(m.user.markdown?.liveCodeBlocks).toEqual({ playgroundPosition: 'top', scope: 'src/theme/ReactLiveScope/index.js' });
      expect(m.taken).toContain('themeConfig.liveCodeBlock');
      expect(validate(m.user)).toEqual([]);
      // A position that is none, and the theme's options without the theme, are reported.
      const bad = mapConfig({ title: 'T', themes, themeConfig: { liveCodeBlock: { playgroundPosition: 'left' } } }, root);
      expect(bad.user.markdown?.liveCodeBlocks).toEqual({ scope: 'src/theme/ReactLiveScope/index.js' });
      expect(bad.ignored).toEqual([{ key: 'themeConfig.liveCodeBlock.playgroundPosition', why: expect.stringContaining('"left" is not a position') }]);
      const none = mapConfig({ title: 'T', themeConfig: { liveCodeBlock: { playgroundPosition: 'top' } } }, root);
      expect(none.user.markdown?.liveCodeBlocks).toBeUndefined();
      expect(none.ignored).toEqual([{ key: 'themeConfig.liveCodeBlock', why: expect.stringContaining('@docusaurus/theme-live-codeblock') }]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("takes a plugin's page components written as the theme's defaults quietly, and reports another one", () => {
    const defaults = { docLayoutComponent: '@theme/DocPage', docItemComponent: '@theme/DocItem', docRootComponent: '@theme/DocRoot', docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage' };
    const quiet = mapConfig({ title: 'T', presets: [['classic', { docs: defaults, blog: { blogPostComponent: '@theme/BlogPostPage', blogListComponent: '@theme/BlogListPage' } }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', ...defaults }]] }, '/site');
    expect(quiet.ignored).toEqual([]);
    expect(quiet.taken).toContain('docs.docItemComponent');
    // A page component of the site's own, and another theme's item layout.
    const own = mapConfig({ title: 'T', presets: [['classic', { docs: { docItemComponent: '@theme/OtherItem' }, blog: { blogPostComponent: '@site/src/BlogPost' } }]] }, '/site');
    expect(own.ignored).toEqual([
      { key: 'docs.docItemComponent', why: "docgen draws these pages with its own layout, not with @theme/OtherItem (the theme's @theme/DocItem is the one it stands for)" },
      { key: 'blog.blogPostComponent', why: "docgen draws these pages with its own layout, not with @site/src/BlogPost (the theme's @theme/BlogPostPage is the one it stands for)" }
    ]);
    // Left out, so not counted as taken too.
    expect(own.taken).not.toContain('docs.docItemComponent');
    // The OpenAPI theme's (VATSIM's docs, Apify's `openapi` instance): noted for the adapter, which checks the theme.
    const api = mapConfig({ title: 'T', presets: [['classic', { docs: { docItemComponent: '@theme/ApiItem' } }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'openapi', path: 'api', docItemComponent: '@theme/ApiItem' }]] }, '/site');
    expect(api.ignored).toEqual([]);
    expect(api.apiItem).toEqual([{ id: 'default', key: 'docs.docItemComponent' }, { id: 'openapi', key: 'docs "openapi".docItemComponent' }]);
  });

  it('turns remark-math and rehype-katex in any content plugin into markdown.math, installed or stood in for, and names other plugins', () => {
    function remarkMath() {}
    function rehypeKatex() {}
    function remarkOther() {}
    function remarkGfm() {}
    const stub = (name: string) => new Proxy(function () {}, { get: (_, k) => (k === Symbol.for('docgen.stubPackage') ? name : undefined) });
    // remark-gfm (OpenFeature's docs): what it does docgen does in every page; not so with options docgen has not.
    // remark-gfm with options extends the syntax (its micromark extensions), which docgen's parser does not take.
    function remarkGfmWithOptions(this: { data: (k: string, v: unknown) => void }) {
      this.data('micromarkExtensions', [{}]);
    }
    const installed = mapConfig({ title: 'T', presets: [['classic', { docs: { remarkPlugins: [remarkMath, remarkOther, remarkGfm, stub('remark-gfm'), [remarkGfmWithOptions, { singleTilde: false }]], rehypePlugins: [[rehypeKatex, { strict: false }]] } }]] }, '/site');
    expect(installed.user.markdown).toEqual({ githubAlerts: false, format: 'mdx', math: true, remarkPlugins: [remarkOther] });
    expect(installed.ignored).toEqual([{ key: 'docs.remarkPlugins[4] (remarkGfmWithOptions)', why: "it extends markdown's syntax, which docgen's parser does not take (docgen reads GFM, directives, MDX and math itself)" }]);
    expect(validate(installed.user)).toEqual([]);
    const missing = mapConfig({ title: 'T', presets: [['classic', { blog: { remarkPlugins: [stub('remark-math')], rehypePlugins: [stub('rehype-katex')] } }]] }, '/site');
    expect(missing.user.markdown).toEqual({ githubAlerts: false, format: 'mdx', math: true });
    expect(missing.ignored).toEqual([]);
    // Two plugins of one package not installed (Redux's remark-typescript-tools) are two findings, each at its place.
    const two = mapConfig({ title: 'T', presets: [['classic', { docs: { remarkPlugins: [[stub('remark-typescript-tools'), {}], [stub('remark-typescript-tools'), {}]] } }]] }, '/site');
    expect(two.ignored).toEqual([0, 1].map((i) => ({ key: `docs.remarkPlugins[${i}] (remark-typescript-tools)`, why: "its package is not installed: run npm install in the site's folder to have docgen run it" })));
    // A plugin that throws when given its options is said, not run.
    const throwing = mapConfig({ title: 'T', presets: [['classic', { docs: { rehypePlugins: [[function rehypeStrict() { throw new Error('no options'); }, {}]] } }]] }, '/site');
    expect(throwing.ignored).toEqual([{ key: 'docs.rehypePlugins[0] (rehypeStrict)', why: 'it threw when given its options: no options' }]);
  });

  it("runs the content plugins' own remark and rehype plugins: each once, beforeDefault… first", () => {
    const root = tempDir();
    try {
      mkdirSync(path.join(root, 'docs'));
      mkdirSync(path.join(root, 'blog'));
      writeFileSync(path.join(root, 'docs/a.md'), '# A\n');
      writeFileSync(path.join(root, 'blog/2024-01-01-p.md'), '# P\n');
      const links = () => () => undefined;
      const early = () => () => undefined;
      const tables = () => () => undefined;
      const anonymous = [() => () => undefined, { x: 1 }] as const;
      const m = mapConfig({ title: 'T', presets: [['classic', { docs: { remarkPlugins: [[links, { a: 1 }], anonymous], beforeDefaultRemarkPlugins: [early], rehypePlugins: [tables] }, blog: { remarkPlugins: [[links, { a: 1 }]] } }]] }, root);
      expect(m.user.markdown?.remarkPlugins).toEqual([early, [links, { a: 1 }], anonymous]);
      expect(m.user.markdown?.rehypePlugins).toEqual([tables]);
      expect(validate(m.user)).toEqual([]);
      // Each runs on the pages of the content plugins that list it (test/unit/markdown/site-plugins.test.ts).
      expect(m.ignored).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes the sitemap as the classic preset does: weekly and 0.5 by default, its options, none with false', () => {
    expect(mapConfig({ title: 'T', presets: [['classic', {}]] }, '/site').user.sitemap).toEqual({ changefreq: 'weekly', priority: 0.5 });
    const off = mapConfig({ title: 'T', presets: [['classic', { sitemap: false }]] }, '/site');
    expect([off.user.sitemap, off.ignored]).toEqual([false, []]);
    // Netdata's createSitemapItems: taken; another value of it is said.
    const createSitemapItems = () => [];
    const given = mapConfig({ title: 'T', presets: [['classic', { sitemap: { changefreq: null, priority: 0.8, ignorePatterns: ['/tags/**'], filename: 'map.xml', lastmod: 'date', createSitemapItems } }]] }, '/site');
    expect(given.user.sitemap).toEqual({ priority: 0.8, ignorePatterns: ['/tags/**'], filename: 'map.xml', lastmod: 'date', createSitemapItems });
    expect(given.ignored).toEqual([]);
    expect(mapConfig({ title: 'T', presets: [['classic', { sitemap: { createSitemapItems: 'all' } }]] }, '/site').ignored.map((i) => [i.key, i.why])).toEqual([['presets[0].sitemap.createSitemapItems', 'must be a function']]);
    expect(validate(given.user)).toEqual([]);
    // The plugin named on its own (Playwright's).
    expect(mapConfig({ title: 'T', plugins: [['@docusaurus/plugin-sitemap', { priority: 0.3, lastmod: null }]] }, '/site').user.sitemap).toEqual({ changefreq: 'weekly', priority: 0.3 });
  });

  // Docusaurus draws `> [!NOTE]` as a quote; Electron's site turns it into an admonition with remark-github-admonitions-to-directives.
  it('draws GitHub\'s alerts as admonitions where a plugin of the site does, with its mapping; as quotes without one', () => {
    function remarkGithubAdmonitionsToDirectives() {}
    const stub = (name: string) => new Proxy(function () {}, { get: (_, k) => (k === Symbol.for('docgen.stubPackage') ? name : undefined) });
    const installed = mapConfig({ title: 'T', presets: [['classic', { docs: { beforeDefaultRemarkPlugins: [remarkGithubAdmonitionsToDirectives] } }]] }, '/site');
    expect(installed.user.markdown).toEqual({ githubAlerts: { IMPORTANT: 'info', CAUTION: 'danger' }, format: 'mdx' });
    expect(installed.ignored).toEqual([]);
    expect(validate(installed.user)).toEqual([]);
    expect(resolveConfig('/site', null, installed.user).markdown.githubAlerts).toEqual({ NOTE: 'note', TIP: 'tip', IMPORTANT: 'info', WARNING: 'warning', CAUTION: 'danger' });
    // Its mapping, where it names a type and an admonition.
    const mapped = mapConfig({ title: 'T', presets: [['classic', { blog: { remarkPlugins: [[stub('remark-github-admonitions-to-directives'), { mapping: { NOTE: 'info', TIP: 'red', OTHER: 'tip' } }]] } }]] }, '/site');
    expect(mapped.user.markdown?.githubAlerts).toEqual({ IMPORTANT: 'info', CAUTION: 'danger', NOTE: 'info' });
    // Plugins that draw each type as its own box, as GitHub does.
    for (const name of ['remark-github-alerts', 'remark-github-blockquote-alert', 'rehype-github-alerts']) {
      const m = mapConfig({ title: 'T', presets: [['classic', { docs: { [name.startsWith('rehype') ? 'rehypePlugins' : 'remarkPlugins']: [stub(name)] } }]] }, '/site');
      expect(m.user.markdown?.githubAlerts, name).toEqual({});
    }
    expect(resolveConfig('/site', null, mapConfig({ title: 'T' }, '/site').user).markdown.githubAlerts).toBeUndefined();
  });

  it('takes the docs\' sidebarCollapsed, sidebarCollapsible, breadcrumbs and include, and themeConfig.image, as they are', () => {
    const m = mapConfig({ title: 'T', presets: [['classic', { docs: { sidebarCollapsed: false, sidebarCollapsible: true, breadcrumbs: false, include: ['{api,guide}/**/*.md'] } }]], themeConfig: { image: 'img/card.png' } }, '/site');
    expect(m.user.docs).toMatchObject({ sidebarCollapsed: false, sidebarCollapsible: true, breadcrumbs: false, include: ['{api,guide}/**/*.md'] });
    expect(m.user.themeConfig).toMatchObject({ image: 'img/card.png' });
    expect(m.ignored).toEqual([]);
    expect(validate(m.user)).toEqual([]);
  });

  it('gives the blog an archive page as Docusaurus does, at its archiveBasePath, and none with null', () => {
    expect(mapConfig({ title: 'T' }, '/site').user.blog).toMatchObject({ archiveBasePath: 'archive' });
    expect(mapConfig({ title: 'T', presets: [['classic', { blog: { archiveBasePath: 'all' } }]] }, '/site').user.blog).toMatchObject({ archiveBasePath: 'all' });
    expect(mapConfig({ title: 'T', presets: [['classic', { blog: { archiveBasePath: null } }]] }, '/site').user.blog!.archiveBasePath).toBeUndefined();
  });
});
