// A Docusaurus site's own plugins, run for their global data: called as Docusaurus calls them, and every way one can
// fail or do more than docgen runs said at its key, the other plugins run all the same.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOwnPlugins } from '../../../src/adapters/docusaurus/own-plugins.js';
import { readContents } from '../../../src/adapters/docusaurus/plugins.js';
import { tempDirs, writeFiles } from '../../setup/files.js';

const tempDir = tempDirs('docgen-own-plugins-');

const root = tempDir();
// The site's plugins folder, which each test writes its plugins into (any one of them may run alone), and the package
// `buffer` installed (a ProvidePlugin's `Buffer` is taken; `process`, not installed, is not).
mkdirSync(path.join(root, 'plugins'), { recursive: true });
mkdirSync(path.join(root, 'node_modules/buffer'), { recursive: true });
writeFileSync(path.join(root, 'node_modules/buffer/package.json'), '{ "name": "buffer", "main": "index.js" }\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the plugins of a config's `plugins` list; the data and the notes, as `key: message`. */
async function run(plugins: unknown[], siteConfig: Record<string, unknown> = {}) {
  const notes: string[] = [];
  const missing = new Set<string>();
  const own = readContents({ plugins }, root).own ?? [];
  const { data, routes, aliases, define, provide, textFiles, replace, tags, unbuilt } = await runOwnPlugins(own, root, { baseUrl: '/site/', ...siteConfig, plugins }, missing, (key, message) => notes.push(`${key}: ${message}`));
  return { data, routes, aliases, define, provide, textFiles, replace, tags, unbuilt, notes, missing, own };
}

describe('the site\'s own plugins', () => {
  it('are the functions and the modules in the site\'s folder, not installed packages', () => {
    const own = readContents({ plugins: [() => ({}), './plugins/a.js', path.join(root, 'plugins/b.ts'), 'some-plugin', path.join(root, 'node_modules/x/index.js'), '/elsewhere/plugin.js'] }, root).own;
    expect(own?.map((p) => p.key)).toEqual(['plugins[0]', 'plugins[1]', 'plugins[2]']);
  });

  // Answer's plugins/blog-plugin.js: the blog plugin's default export, wrapped to add featured posts and categories.
  it('that are built on a content plugin are read as that plugin, their options its options, and run (whatever their module is named)', () => {
    mkdirSync(path.join(root, 'plugins'), { recursive: true });
    writeFileSync(path.join(root, 'plugins/blog-plugin.js'), "const blogPluginExports = require('@docusaurus/plugin-content-blog');\nmodule.exports = async function blogPluginExtended(...args) { return { ...(await blogPluginExports.default(...args)) }; };\n");
    writeFileSync(path.join(root, 'plugins/docs-plugin.mjs'), "import docsPlugin from '@docusaurus/plugin-content-docs';\nexport default docsPlugin;\n");
    writeFileSync(path.join(root, 'plugins/both.js'), "require('@docusaurus/plugin-content-blog');\nrequire('@docusaurus/plugin-content-docs');\nmodule.exports = () => ({ name: 'both' });\n");
    // Kuizuo's is `./src/plugin/plugin-content-blog`: the site's, not Docusaurus's.
    writeFileSync(path.join(root, 'plugins/plugin-content-blog.js'), readFileSync(path.join(root, 'plugins/blog-plugin.js'), 'utf8'));
    const c = readContents({ plugins: [['./plugins/blog-plugin', { blogTitle: 'Answer Blog', postsPerPage: 16 }], ['./plugins/docs-plugin.mjs', { id: 'community', path: 'community' }], './plugins/both.js', ['./plugins/plugin-content-blog', { id: 'news' }]] }, root);
    expect([c.blog, c.docs]).toEqual([[{ blogTitle: 'Answer Blog', postsPerPage: 16 }, { id: 'news' }], [{ id: 'community', path: 'community' }]]);
    expect(c.ignored).toEqual([]);
    // One that uses both is not one of them: run as the site's own.
    expect(c.own?.map((p) => [p.key, p.extends])).toEqual([['plugins[0]', 'blog'], ['plugins[1]', 'docs'], ['plugins[2]', undefined], ['plugins[3]', 'blog']]);
  });

  // Kuizuo's blog: Docusaurus's blog plugin, its posts sorted and the newest set as global data for its home page.
  it("built on a content plugin run Docusaurus's with its options validated, for the global data they set; the pages they add are docgen's", async () => {
    const blog = path.join(root, 'node_modules/@docusaurus/plugin-content-blog');
    mkdirSync(blog, { recursive: true });
    // Docusaurus's, small: its options through a Joi schema (an `id` added, a default filled in), its content, its pages.
    writeFileSync(path.join(blog, 'index.js'), [
      "const schema = { $_root: { string: () => ({ regex: () => ({ default: (d) => ({ d }) }) }) }, append(keys) { return { validate: (v, o) => (o.convert === false ? { value: { postsPerPage: 10, ...v, id: v.id ?? keys.id.d } } : { error: new Error('converted') }) }; } };",
      "exports.validateOptions = ({ validate, options }) => validate(schema, options);",
      "exports.default = (context, options) => ({ name: 'docusaurus-plugin-content-blog', loadContent: async () => ({ blogPosts: [{ id: 'a', sticky: 0 }, { id: 'b', sticky: 2 }], options }), contentLoaded: async ({ actions }) => { actions.addRoute({ path: '/blog', component: '@theme/BlogListPage' }); await actions.createData('posts.json', '[]'); } });",
      ''
    ].join('\n'));
    writeFileSync(path.join(root, 'plugins/enhanced-blog.js'), [
      "const blogPluginExports = require('@docusaurus/plugin-content-blog');",
      'async function enhanced(context, options) {',
      '  const instance = await blogPluginExports.default(context, options);',
      '  return { ...instance, async contentLoaded({ content, allContent, actions }) {',
      '    content.blogPosts.sort((a, b) => b.sticky - a.sticky);',
      '    await instance.contentLoaded({ content, allContent, actions });',
      '    actions.setGlobalData({ posts: content.blogPosts.map((p) => p.id), options: content.options });',
      '  } };',
      '}',
      'module.exports = Object.assign({}, blogPluginExports, { default: enhanced });',
      ''
    ].join('\n'));
    const { data, routes, notes } = await run([['./plugins/enhanced-blog.js', { blogSidebarCount: 12 }]]);
    expect(data).toEqual({ 'docusaurus-plugin-content-blog': { default: { posts: ['b', 'a'], options: { postsPerPage: 10, blogSidebarCount: 12, id: 'default' } } } });
    expect(routes).toEqual([]);
    expect(notes).toEqual(['plugins[0]: ignored "plugins[0]": a blog plugin of the site\'s own, built on @docusaurus/plugin-content-blog: docgen builds the blog from its options, with the global data the plugin sets, and leaves out the rest of what it adds']);
    // One that cannot run (the Docusaurus plugin missing its content) is said so.
    writeFileSync(path.join(root, 'plugins/broken-blog.js'), "require('@docusaurus/plugin-content-blog');\nmodule.exports = () => ({ name: 'broken', loadContent: () => { throw new Error('no posts folder'); } });\n");
    expect((await run([['./plugins/broken-blog.js', {}]])).notes).toEqual(['plugins[0]: ignored "plugins[0]": a blog plugin of the site\'s own, built on @docusaurus/plugin-content-blog: docgen builds the blog from its options, and leaves out what the plugin adds to it (it failed: no posts folder)']);
    rmSync(blog, { recursive: true });
  });

  it('give what setGlobalData is given, by name and id, from the content loadContent resolved to; the context is the site\'s', async () => {
    let seen: unknown;
    const plugin = (context: Record<string, unknown>, options: { id?: string; n: number }) => ({
      name: 'counter',
      loadContent: async () => ({ n: options.n * 2, base: context.baseUrl, dir: context.siteDir }),
      contentLoaded: ({ content, actions }: { content: unknown; actions: { setGlobalData: (d: unknown) => void } }) => {
        seen = content;
        actions.setGlobalData(content);
      }
    });
    const { data, notes } = await run([[plugin, { n: 2 }], [plugin, { id: 'second', n: 5 }]]);
    expect(data).toEqual({ counter: { default: { n: 4, base: '/site/', dir: root }, second: { n: 10, base: '/site/', dir: root } } });
    expect(seen).toEqual({ n: 10, base: '/site/', dir: root });
    expect(notes).toEqual([]);
  });

  // Kuizuo's `vercel-analytics`: Docusaurus's @docusaurus/plugin-vercel-analytics, by the short name Docusaurus resolves.
  it("say a short name of one of Docusaurus's own plugins by its package, which docgen does not run, not as not installed", () => {
    expect(readContents({ plugins: ['vercel-analytics'] }, root).ignored[0].why).toMatch(/^vercel-analytics is not installed/);
    writeFiles(path.join(root, 'node_modules/@docusaurus/plugin-vercel-analytics'), { 'package.json': '{ "name": "@docusaurus/plugin-vercel-analytics", "main": "index.js" }', 'index.js': '' });
    expect(readContents({ plugins: ['vercel-analytics'] }, root).ignored).toEqual([{ key: 'plugins[0]', name: '@docusaurus/plugin-vercel-analytics' }]);
    rmSync(path.join(root, 'node_modules/@docusaurus/plugin-vercel-analytics'), { recursive: true });
  });

  // Tianji's docusaurus-preset-openapi: its `api` is its plugin's options (the pages it adds are routes docgen does not
  // build, which links then may name), run where installed; `proxy` is the dev server's.
  it("run the OpenAPI preset's plugin with its `api`, where it is installed, and say its proxy is left out", async () => {
    const preset = ['docusaurus-preset-openapi', { docs: { path: 'docs' }, api: { path: 'openapi.json', routeBasePath: '/api' }, proxy: { '/x': 'http://localhost:1' } }];
    const without = readContents({ presets: [preset] }, root);
    expect(without.ignored.map((i) => `${i.key}: ${i.why ?? i.name}`)).toEqual(['presets[0].proxy: proxy', 'presets[0].api: docusaurus-plugin-openapi is not installed: docgen runs a plugin package the site installed (its loadContent, contentLoaded, injectHtmlTags, getClientModules and getThemePath); run npm install in the site\'s folder']);
    writeFiles(path.join(root, 'node_modules/docusaurus-plugin-openapi'), {
      'package.json': '{ "name": "docusaurus-plugin-openapi", "main": "index.js" }',
      'index.js': "module.exports = (context, options) => ({ name: 'docusaurus-plugin-openapi', contentLoaded: ({ actions }) => actions.addRoute({ path: context.baseUrl + options.routeBasePath.slice(1), exact: false, component: '@theme/ApiPage', routes: [] }) });\n"
    });
    const own = readContents({ presets: [preset] }, root).own ?? [];
    const notes: string[] = [];
    const { unbuilt } = await runOwnPlugins(own, root, { baseUrl: '/site/', presets: [preset] }, new Set(), (key, message) => notes.push(`${key}: ${message}`));
    expect(own.map((p) => [p.key, p.options])).toEqual([['presets[0].api', { path: 'openapi.json', routeBasePath: '/api' }]]);
    expect(unbuilt).toEqual([{ path: '/site/api', exact: false, plugin: 'docusaurus-plugin-openapi' }]);
    expect(notes).toEqual(['presets[0].api: ignored "presets[0].api": docusaurus-plugin-openapi added a route docgen cannot build: /site/api has routes']);
    rmSync(path.join(root, 'node_modules/docusaurus-plugin-openapi'), { recursive: true });
  });

  // docusaurus-plugin-openapi's configureWebpack reads `siteConfig.staticDirectories`, which the site's config leaves out.
  it("see the site's config with Docusaurus's defaults where it sets none, as Docusaurus validates it", async () => {
    let seen: Record<string, unknown> = {};
    const plugin = (context: { siteConfig: Record<string, unknown> }) => ({ name: 'reader', loadContent: () => void (seen = context.siteConfig) });
    const { notes } = await run([plugin], { title: 'T', staticDirectories: ['public'] });
    expect(notes).toEqual([]);
    expect(seen).toMatchObject({ title: 'T', baseUrl: '/site/', staticDirectories: ['public'], themes: [], presets: [], customFields: {}, themeConfig: {}, scripts: [], stylesheets: [], headTags: [], clientModules: [], titleDelimiter: '|', noIndex: false, onBrokenLinks: 'throw' });
    await run([plugin], { title: 'T' });
    expect(seen.staticDirectories).toEqual(['static']);
    // `markdown` with its defaults; its front matter reader Docusaurus's where the site has none (OpenDAL's llms.txt
    // plugin reads each page's with it), the site's own where it has one.
    await run([plugin], { title: 'T', markdown: { mdx1Compat: { headingIds: false } } });
    const markdown = seen.markdown as { parseFrontMatter: (p: { filePath: string; fileContent: string }) => Promise<unknown> };
    expect(markdown).toMatchObject({ format: 'mdx', mdx1Compat: { comments: true, admonitions: true, headingIds: false }, anchors: { maintainCase: false }, hooks: { onBrokenMarkdownLinks: 'warn' } });
    expect(await markdown.parseFrontMatter({ filePath: 'a.md', fileContent: '---\ntitle: A\n---\n\n# Body\n' })).toEqual({ frontMatter: { title: 'A' }, content: '# Body' });
    const own = async () => ({ frontMatter: { own: true }, content: '' });
    await run([plugin], { title: 'T', markdown: { parseFrontMatter: own } });
    expect((seen.markdown as { parseFrontMatter: unknown }).parseFrontMatter).toBe(own);
  });

  it('load from a module of the site (TypeScript too), the packages it imports that are not installed stood in for', async () => {
    mkdirSync(path.join(root, 'plugins'), { recursive: true });
    writeFileSync(path.join(root, 'plugins/data.ts'), "import semver from 'semver-not-here';\nexport default function data(): object {\n  return { name: 'data', contentLoaded: ({ actions }: any) => actions.setGlobalData({ typed: true, stub: typeof semver }) };\n}\n");
    const { data, notes, missing } = await run(['./plugins/data.ts']);
    expect(data).toEqual({ data: { default: { typed: true, stub: 'function' } } });
    expect([notes, [...missing]]).toEqual([[], ['semver-not-here']]);
  });

  // NoneBot's `plugins: [require("./src/plugins/webpack-plugin.ts")]`: the module's namespace, its plugin the default
  // export, which Docusaurus's config loader (jiti, interopDefault) gives as the function.
  it('take a plugin the config requires from an ES module, alone or with its options, as its default export', async () => {
    const alias = (_: unknown, options: { at?: string }) => ({ name: 'webpack-plugin', configureWebpack: () => ({ resolve: { alias: { '@': options.at ?? root } } }) });
    const module = { __esModule: true, default: alias };
    expect((await run([module])).aliases).toEqual({ '@': root });
    expect((await run([[module, { at: path.join(root, 'src') }]])).aliases).toEqual({ '@': path.join(root, 'src') });
  });

  // typescript-eslint's webpack.plugin.js: `new rspack.DefinePlugin(…)` from @docusaurus/faster, not installed.
  it('say a webpack plugin made by a package not installed by that package, and one of the site\'s own by its class', async () => {
    writeFileSync(path.join(root, 'plugins/bundler.js'), "const { rspack } = require('faster-not-here');\nclass OwnPlugin {}\nmodule.exports = () => ({ name: 'bundler', configureWebpack: () => ({ plugins: [new rspack.DefinePlugin({ A: '1' }), new OwnPlugin()] }) });\n");
    const { define, notes } = await run(['./plugins/bundler.js']);
    expect(define).toEqual({});
    expect(notes).toEqual(['plugins[0]: ignored "plugins[0]": of bundler\'s configureWebpack, docgen takes resolve.alias (import paths of the site\'s), resolveLoader.alias (its own loaders), DefinePlugin\'s definitions, ProvidePlugin\'s globals, NormalModuleReplacementPlugin\'s modules, the rules that load files as text and sass-resources-loader\'s SCSS files only, not plugins (one of faster-not-here\'s, which is not installed), plugins (OwnPlugin)']);
  });

  // typescript-eslint's webpack.plugin.js: `new rspack.DefinePlugin(…)` of @docusaurus/faster, installed.
  it('take the definitions of a DefinePlugin and the globals of a ProvidePlugin made from the site\'s own webpack or rspack', async () => {
    mkdirSync(path.join(root, 'node_modules/webpack'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules/webpack/index.js'), 'class DefinePlugin { constructor(definitions) { this.definitions = definitions; } }\nclass ProvidePlugin { constructor(definitions) { this.definitions = definitions; } }\nmodule.exports = { DefinePlugin, ProvidePlugin };\n');
    mkdirSync(path.join(root, 'node_modules/rspack-like'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules/rspack-like/index.js'), "class Builtin { constructor(...args) { this._args = args; } }\nclass DefinePlugin extends Builtin { name = 'DefinePlugin'; }\nmodule.exports = { rspack: { DefinePlugin } };\n");
    writeFileSync(path.join(root, 'plugins/own-define.js'), "const webpack = require('webpack');\nconst { rspack } = require('rspack-like');\nmodule.exports = () => ({ name: 'own-define', configureWebpack: () => ({ plugins: [new webpack.DefinePlugin({ 'process.env.A': JSON.stringify('a') }), new rspack.DefinePlugin({ 'process.env.TS_VERSION': JSON.stringify('5.9.3') }), new webpack.ProvidePlugin({ Buffer: ['buffer', 'Buffer'], process: 'process/browser' })] }) });\n");
    const { define, provide, notes } = await run(['./plugins/own-define.js']);
    expect(define).toEqual({ 'process.env.A': '"a"', 'process.env.TS_VERSION': '"5.9.3"' });
    // The OpenAPI theme 1's, from its own webpack; a global whose package is not installed (Dyte's `process`) is left
    // out, as webpack would fail: every component's code would be given an import that fails.
    expect(provide).toEqual({ Buffer: ['buffer', 'Buffer'] });
    expect(notes).toEqual(['plugins[0]: ignored "plugins[0]": of own-define\'s configureWebpack, docgen takes resolve.alias (import paths of the site\'s), resolveLoader.alias (its own loaders), DefinePlugin\'s definitions, ProvidePlugin\'s globals, NormalModuleReplacementPlugin\'s modules, the rules that load files as text and sass-resources-loader\'s SCSS files only, not ProvidePlugin\'s "process" (package "process" is not installed)']);
  });

  // Redocusaurus's theme: its styles rendered at build time by a module of its own, swapped in for the server's bundle
  // only; its `tty` shim in both. webpack's NormalModuleReplacementPlugin, made with `currentBundler.instance`.
  it("take the modules NormalModuleReplacementPlugin swaps, on the server alone, in the browser alone or in both; one docgen cannot take is said", async () => {
    for (const f of ['shims/ServerStyles.js', 'shims/tty.js', 'shims/client.js']) writeFiles(root, { [f]: 'module.exports = {};\n' });
    const at = (f: string) => path.join(root, 'shims', f);
    type Bundler = { currentBundler: { instance: { NormalModuleReplacementPlugin: new (test: RegExp, to: unknown) => unknown } } };
    const { replace, notes } = await run([
      () => ({
        name: 'redoc-theme',
        configureWebpack: (_: unknown, isServer: boolean, { currentBundler: { instance: webpack } }: Bundler) => ({
          plugins: [
            new webpack.NormalModuleReplacementPlugin(/^tty$/, at('tty.js')),
            isServer ? new webpack.NormalModuleReplacementPlugin(/theme\/Redoc\/Styles/, at('ServerStyles.js')) : new webpack.NormalModuleReplacementPlugin(/only-client/i, at('client.js')),
            new webpack.NormalModuleReplacementPlugin(/relative/, './near.js'),
            new webpack.NormalModuleReplacementPlugin(/computed/, () => {})
          ]
        })
      })
    ]);
    expect(replace).toEqual([
      { test: /^tty$/, with: at('tty.js') },
      { test: /only-client/i, with: at('client.js'), bundle: 'browser' },
      { test: /theme\/Redoc\/Styles/, with: at('ServerStyles.js'), bundle: 'server' }
    ]);
    expect(notes).toEqual([expect.stringMatching(/of redoc-theme's configureWebpack, .* not NormalModuleReplacementPlugin \(one whose new module is a function, a relative path or no file\), NormalModuleReplacementPlugin \(one whose new module is a function, a relative path or no file\)$/)]);
  });

  it('give the tags their injectHtmlTags returns, for the head and the start and end of the body, HTML strings as written; what is neither is said (Fiber\'s analytics plugin)', async () => {
    const { tags, notes } = await run([
      () => ({ name: 'analytics', loadContent: () => 'key-1', injectHtmlTags: ({ content }: { content: string }) => ({ headTags: [{ tagName: 'script', attributes: { async: true, src: 'https://a.example/s.js', 'data-key': content, defer: null } }], postBodyTags: { tagName: 'noscript', innerHTML: '<img src="https://a.example/n.gif" alt="">' } }) }),
      () => ({ name: 'flash', injectHtmlTags: () => ({ headTags: [{ tagName: 'style', innerHTML: 'html{visibility:hidden}' }], preBodyTags: ['<div>raw</div>', { tagName: 'div', attributes: { id: 'top' } }], postBodyTags: [42] }) })
    ]);
    expect(tags).toEqual({
      headTags: [{ tagName: 'script', attributes: { async: true, src: 'https://a.example/s.js', 'data-key': 'key-1' } }, { tagName: 'style', innerHTML: 'html{visibility:hidden}' }],
      preBodyTags: ['<div>raw</div>', { tagName: 'div', attributes: { id: 'top' } }],
      postBodyTags: [{ tagName: 'noscript', innerHTML: '<img src="https://a.example/n.gif" alt="">' }]
    });
    expect(notes).toEqual(['plugins[1]: ignored "plugins[1]": of flash\'s injectHtmlTags, docgen takes tags ({ tagName, attributes, innerHTML }) and HTML strings, not postBodyTags[0]']);
  });

  // PixiJS's docusaurus-plugin-llms writes llms.txt into the output once it is built.
  it('give their postBuild, called with the site\'s context, the plugin\'s content, the output folder and the routes; one that throws says which', async () => {
    const own = readContents({ plugins: [
      () => ({ name: 'llms', loadContent: () => ({ docs: 2 }), async postBuild(this: { name: string }, props: Record<string, unknown>) {
        const { writeFileSync: write } = await import('node:fs');
        write(path.join(String(props.outDir), 'llms.txt'), JSON.stringify({ self: this.name, content: props.content, routesPaths: props.routesPaths, routes: props.routes, siteDir: props.siteDir, title: (props.siteConfig as { title: string }).title }));
      } }),
      () => ({ name: 'broken', postBuild: () => Promise.reject(new Error('no docs folder')) })
    ] }, root).own ?? [];
    const notes: string[] = [];
    const { postBuild } = await runOwnPlugins(own, root, { title: 'Site' }, new Set(), (key, message) => notes.push(`${key}: ${message}`));
    expect(notes).toEqual([]);
    expect(postBuild).toHaveLength(2);
    const out = path.join(root, 'out');
    mkdirSync(out, { recursive: true });
    await postBuild[0]({ outDir: out, routes: [{ path: '/', kind: 'page' }, { path: '/docs/a', kind: 'docs' }, { path: '/blog/p', kind: 'blog-post' }, { path: '/search', kind: 'search' }] });
    expect(JSON.parse(readFileSync(path.join(out, 'llms.txt'), 'utf8'))).toEqual({
      self: 'llms',
      content: { docs: 2 },
      routesPaths: ['/404.html', '/', '/docs/a', '/blog/p', '/search'],
      // Each with the theme component and the content plugin Docusaurus's route has (what @signalwire/docusaurus-plugin-llms-txt sorts them by).
      routes: [
        { path: '/', exact: true, component: '@theme/MDXPage', plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } },
        { path: '/docs/a', exact: true, component: '@theme/DocItem', plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' } },
        { path: '/blog/p', exact: true, component: '@theme/BlogPostPage', plugin: { name: 'docusaurus-plugin-content-blog', id: 'default' } },
        { path: '/search', exact: true, component: '@theme/SearchPage' }
      ],
      siteDir: root,
      title: 'Site'
    });
    await expect(postBuild[1]({ outDir: out, routes: [] })).rejects.toThrow("broken's postBuild (plugins[1]): no docs folder");
  });

  it('says what it does not run, what fails and what never ends, at its key, and runs the others', async () => {
    writeFileSync(path.join(root, 'plugins/none.js'), 'module.exports = { notAPlugin: true };\n');
    writeFileSync(path.join(root, 'plugins/typo.js'), 'module.exports = function () { return { name: "typo" ;\n');
    process.env.DOCGEN_CONFIG_TIMEOUT = '0.3';
    try {
      const { data, notes } = await run([
        () => ({ name: 'sitemap-only', getPathsToWatch: () => [] }),
        () => ({ name: 'routes', contentLoaded: ({ actions }: { actions: { addRoute: (r: unknown) => void; setGlobalData: (d: unknown) => void } }) => (actions.addRoute({ path: '/x' }), actions.setGlobalData(1)), getTranslationFiles: () => [], configureWebpack: () => ({ devtool: false }) }),
        // The TypeDoc plugin: its function writes the pages, and it adds a CLI command; nothing to say.
        () => ({ name: 'typedoc', extendCli: () => {}, getSwizzleComponentList: () => [] }),
        () => ({ name: 'offline', loadContent: () => Promise.reject(new Error('fetch failed')) }),
        () => ({ name: 'forever', loadContent: () => new Promise(() => {}) }),
        () => null,
        './plugins/none.js',
        './plugins/typo.js',
        () => ({ name: 'last', contentLoaded: ({ actions }: { actions: { setGlobalData: (d: unknown) => void } }) => actions.setGlobalData('ok') })
      ]);
      expect(data).toEqual({ routes: { default: 1 }, last: { default: 'ok' } });
      expect(notes).toEqual([
        'plugins[0]: ignored "plugins[0]": docgen runs a plugin\'s loadContent, contentLoaded and allContentLoaded (for the data its components read and the pages it adds), its injectHtmlTags, getClientModules, getThemePath and postBuild, and its configureWebpack\'s resolve.alias and DefinePlugin only, and sitemap-only has none of them (it has getPathsToWatch)',
        'plugins[1]: ignored "plugins[1]": of routes\'s configureWebpack, docgen takes resolve.alias (import paths of the site\'s), resolveLoader.alias (its own loaders), DefinePlugin\'s definitions, ProvidePlugin\'s globals, NormalModuleReplacementPlugin\'s modules, the rules that load files as text and sass-resources-loader\'s SCSS files only, not devtool',
        'plugins[1]: ignored "plugins[1]": of routes, docgen runs loadContent, contentLoaded and allContentLoaded (setGlobalData, addRoute, createData), injectHtmlTags, getClientModules, getThemePath and postBuild, and takes configureWebpack\'s resolve.alias and DefinePlugin only, not its getTranslationFiles',
        'plugins[3]: ignored "plugins[3]": (a function) failed: fetch failed; its components\' usePluginData gives nothing',
        'plugins[4]: ignored "plugins[4]": (a function) failed: its loadContent took longer than 0.3 s (DOCGEN_CONFIG_TIMEOUT, in seconds, gives it longer: a plugin that generates pages, TypeDoc\'s, may need it); its components\' usePluginData gives nothing',
        'plugins[5]: ignored "plugins[5]": (a function) returned no plugin',
        'plugins[6]: ignored "plugins[6]": ./plugins/none.js exports no plugin function',
        // What esbuild said of a module it cannot read, at its line.
        expect.stringMatching(/^plugins\[7\]: ignored "plugins\[7\]": \.\/plugins\/typo\.js failed: cannot load typo\.js: Expected "}" but found ";" \(.*plugins\/typo\.js:1:\d+\); /),
        // The routes, read once every plugin has run (a theme's `@theme/…` component may come later).
        'plugins[1]: ignored "plugins[1]": routes added a route docgen cannot build: {"path":"/x"} needs a path and a component'
      ]);
    } finally {
      delete process.env.DOCGEN_CONFIG_TIMEOUT;
    }
  });

  it("give the aliases their configureWebpack gives webpack (returned, or set on the config), relative ones below the site folder, a package's name its entry; the rest of what it sets is said", async () => {
    mkdirSync(path.join(root, 'src'), { recursive: true });
    writeFileSync(path.join(root, 'src/x.js'), 'export default 1;\n');
    mkdirSync(path.join(root, 'node_modules/rn-web'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules/rn-web/package.json'), JSON.stringify({ name: 'rn-web', main: 'dist/index.js' }));
    mkdirSync(path.join(root, 'node_modules/rn-web/dist'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules/rn-web/dist/index.js'), 'module.exports = {};\n');
    const { aliases, notes } = await run([
      () => ({ name: 'returns', configureWebpack: (_config: unknown, isServer: boolean) => ({ resolve: { alias: { '@components': path.join(root, 'src/components'), 'exact$': 'src/x.js', 'react-native$': 'rn-web', gone: 'no-such-package', both: ['a', 'b'], sharp: false }, extensions: ['.x'] }, mergeStrategy: { 'resolve.alias': 'prepend' }, ...(isServer ? {} : { devServer: {} }) }) }),
      () => ({ name: 'mutates', configureWebpack: (config: { resolve: { alias: Record<string, string> }; module: { rules: unknown[] } }) => { config.resolve.alias['@types'] = './types'; config.module.rules.push({}); } })
    ]);
    expect(aliases).toEqual({ '@components': path.join(root, 'src/components'), exact: path.join(root, 'src/x.js'), 'react-native': path.join(root, 'node_modules/rn-web/dist/index.js'), sharp: path.resolve(import.meta.dirname, '../../../theme/islands/ignored.js'), '@types': path.join(root, 'types') });
    expect(notes).toEqual([
      'plugins[0]: ignored "plugins[0]": of returns\'s configureWebpack, docgen takes resolve.alias (import paths of the site\'s), resolveLoader.alias (its own loaders), DefinePlugin\'s definitions, ProvidePlugin\'s globals, NormalModuleReplacementPlugin\'s modules, the rules that load files as text and sass-resources-loader\'s SCSS files only, not resolve.alias["gone"] (package "no-such-package" is not installed), resolve.alias["both"], devServer, resolve.extensions',
      'plugins[1]: ignored "plugins[1]": of mutates\'s configureWebpack, docgen takes resolve.alias (import paths of the site\'s), resolveLoader.alias (its own loaders), DefinePlugin\'s definitions, ProvidePlugin\'s globals, NormalModuleReplacementPlugin\'s modules, the rules that load files as text and sass-resources-loader\'s SCSS files only, not module.rules[0]'
    ]);
  });

  // Ory's polyfill plugin: `resolve.fallback: { path: require.resolve('path-browserify') }` for its configuration pages.
  it("take resolve.fallback for a module of Node's as an alias of it; another fallback is said", async () => {
    mkdirSync(path.join(root, 'node_modules/path-browserify'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules/path-browserify/index.js'), 'module.exports = {};\n');
    // Intuition's `url: require.resolve('url')`, which Node answers with the name of its own module: the package `url`.
    mkdirSync(path.join(root, 'node_modules/url'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules/url/url.js'), 'module.exports = {};\n');
    writeFileSync(path.join(root, 'node_modules/url/package.json'), '{ "name": "url", "main": "url.js" }\n');
    const { aliases, notes } = await run([
      () => ({ name: 'polyfill', configureWebpack: () => ({ resolve: { fallback: { path: path.join(root, 'node_modules/path-browserify/index.js'), fs: false, url: 'url', zlib: 'zlib', 'some-package': 'other' } } }) })
    ]);
    expect(aliases).toEqual({ path: path.join(root, 'node_modules/path-browserify/index.js'), fs: path.resolve(import.meta.dirname, '../../../theme/islands/ignored.js'), url: path.join(root, 'node_modules/url/url.js') });
    expect(notes).toEqual(['plugins[0]: ignored "plugins[0]": of polyfill\'s configureWebpack, docgen takes resolve.alias (import paths of the site\'s), resolveLoader.alias (its own loaders), DefinePlugin\'s definitions, ProvidePlugin\'s globals, NormalModuleReplacementPlugin\'s modules, the rules that load files as text and sass-resources-loader\'s SCSS files only, not resolve.fallback["some-package"], resolve.fallback["zlib"] (package "zlib" is not installed)']);
  });

  // Cloud Posse's custom-loaders plugin: raw-loader for .yml, .tf and .txt examples.
  it('take the files their webpack rules load as text (raw-loader, html-loader, asset/source), returned or pushed; another rule is said', async () => {
    const { textFiles, notes } = await run([
      () => ({ name: 'loaders', configureWebpack: () => ({ module: { rules: [{ test: /\.(txt|yml|yaml|tf)$/i, use: 'raw-loader' }, { test: /\.html$/, loader: 'html-loader', options: {} }, { test: /\.svg$/, use: ['@svgr/webpack'] }] } }) }),
      () => ({ name: 'pushes', configureWebpack: (config: { module: { rules: unknown[] } }) => { config.module.rules.push({ test: /Makefile$/, type: 'asset/source' }, { test: /\.md$/, use: [{ loader: 'raw-loader' }] }); } }),
      // typescript-eslint's: `?raw`, which docgen gives without the rule; a rule for another query is said.
      () => ({ name: 'queries', configureWebpack: () => ({ module: { rules: [{ resourceQuery: /raw/, type: 'asset/source' }, { resourceQuery: /source/, type: 'asset/source' }] } }) })
    ]);
    expect(textFiles).toEqual([/\.(txt|yml|yaml|tf)$/i, /\.html$/, /Makefile$/, /\.md$/]);
    expect(notes).toEqual([
      'plugins[0]: ignored "plugins[0]": of loaders\'s configureWebpack, docgen takes resolve.alias (import paths of the site\'s), resolveLoader.alias (its own loaders), DefinePlugin\'s definitions, ProvidePlugin\'s globals, NormalModuleReplacementPlugin\'s modules, the rules that load files as text and sass-resources-loader\'s SCSS files only, not module.rules[2] (/\\.svg$/)',
      'plugins[2]: ignored "plugins[2]": of queries\'s configureWebpack, docgen takes resolve.alias (import paths of the site\'s), resolveLoader.alias (its own loaders), DefinePlugin\'s definitions, ProvidePlugin\'s globals, NormalModuleReplacementPlugin\'s modules, the rules that load files as text and sass-resources-loader\'s SCSS files only, not module.rules[1]'
    ]);
  });

  it("make webpack's plugins with currentBundler.instance: DefinePlugin's definitions (an object's keys one by one) and ProvidePlugin's globals are taken, another plugin and code esbuild cannot put in a name's place are said", async () => {
    type Bundler = { currentBundler: { instance: Record<string, new (o: unknown) => unknown> } };
    const { define, provide, notes } = await run([
      () => ({
        name: 'lexical-like',
        configureWebpack: (_c: unknown, _s: boolean, { currentBundler }: Bundler) => ({
          plugins: [
            new currentBundler.instance.DefinePlugin({ 'process.env.FB_INTERNAL': JSON.stringify(''), __DEV__: false, 'process.env': { API: '"https://api.example"' }, SUM: '1 + 1', GLOBAL: 'window.config' }),
            new currentBundler.instance.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] }),
            new currentBundler.instance.HotModuleReplacementPlugin({})
          ]
        })
      })
    ]);
    expect(define).toEqual({ 'process.env.FB_INTERNAL': '""', __DEV__: 'false', 'process.env.API': '"https://api.example"', GLOBAL: 'window.config' });
    expect(notes).toEqual(['plugins[0]: ignored "plugins[0]": of lexical-like\'s configureWebpack, docgen takes resolve.alias (import paths of the site\'s), resolveLoader.alias (its own loaders), DefinePlugin\'s definitions, ProvidePlugin\'s globals, NormalModuleReplacementPlugin\'s modules, the rules that load files as text and sass-resources-loader\'s SCSS files only, not DefinePlugin\'s "SUM", HotModuleReplacementPlugin']);
    // ProvidePlugin's globals (the OpenAPI theme's).
    expect(provide).toEqual({ Buffer: ['buffer', 'Buffer'] });
  });

  // The OpenAPI theme 4 (Flagsmith's): `new NodePolyfillPlugin()`, which adds a ProvidePlugin and the fallbacks of Node's
  // modules to the compiler's options when applied.
  it('apply a plugin that only adds to the compiler\'s options, taking the globals it provides (not the fallbacks it sets); one that reaches for a hook is said', async () => {
    mkdirSync(path.join(root, 'node_modules/path-browserify'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules/path-browserify/index.js'), 'module.exports = {};\n');
    const browserPath = path.join(root, 'node_modules/path-browserify/index.js');
    class ProvidePlugin {
      constructor(readonly definitions: Record<string, unknown>) {}
    }
    class NodePolyfillPlugin {
      apply(compiler: { options: { plugins: unknown[]; resolve: { fallback: Record<string, unknown> } } }) {
        compiler.options.plugins.push(new ProvidePlugin({ Buffer: ['buffer', 'Buffer'], console: 'console-browserify' }));
        compiler.options.resolve.fallback = { path: browserPath, ...compiler.options.resolve.fallback };
      }
    }
    class HookPlugin {
      apply(compiler: { hooks: { done: { tap: () => void } } }) {
        compiler.hooks.done.tap();
      }
    }
    const { aliases, provide, notes } = await run([() => ({ name: 'openapi-4', configureWebpack: () => ({ plugins: [new NodePolyfillPlugin(), new HookPlugin()] }) })]);
    // Its console-browserify is not given: every page and Node have a console.
    expect(provide).toEqual({ Buffer: ['buffer', 'Buffer'] });
    expect(aliases).toEqual({});
    expect(notes).toEqual([expect.stringMatching(/of openapi-4's configureWebpack, .* not plugins \(HookPlugin\)$/)]);
  });

  it('add the routes of addRoute below the base URL, their props with the JSON createData made (by its path or as `@generated/…`) or a JSON file read in; what docgen cannot build is said', async () => {
    mkdirSync(path.join(root, 'src/pages'), { recursive: true });
    writeFileSync(path.join(root, 'src/List.jsx'), 'export default () => null;\n');
    writeFileSync(path.join(root, 'src/pages/list.tsx'), 'export default () => null;\n');
    writeFileSync(path.join(root, 'data.json'), '{"from":"disk"}');
    type Actions = { addRoute: (r: unknown) => void; createData: (name: string, content: string) => Promise<string> };
    const { routes, notes, unbuilt } = await run([
      () => ({
        name: 'lists',
        contentLoaded: async ({ actions }: { actions: Actions }) => {
          const items = await actions.createData('items.json', JSON.stringify([1, 2]));
          expect(items).toBe(path.join(root, '.docusaurus/lists/default/items.json'));
          actions.addRoute({ path: '/site/list/all', component: '@site/src/List', exact: true, modules: { items, extra: { path: path.join(root, 'data.json') } }, props: { title: 'All' } });
          actions.addRoute({ path: '/site/plain/', component: path.join(root, 'src/pages/list.tsx') });
          // As Docusaurus's own website names the data: `@generated/` and its path in the generated files' folder.
          const paths = await actions.createData('paths.json', JSON.stringify('/site/requests'));
          actions.addRoute({ path: '/site/requests', component: '@site/src/List', exact: false, modules: { basePath: `@generated/${path.relative(path.join(root, '.docusaurus'), paths)}` } });
          // What docgen cannot build, each said once: outside the base, a theme component, not JSON, not a file, nested routes.
          actions.addRoute({ path: '/elsewhere', component: '@site/src/List' });
          actions.addRoute({ path: '/site/doc', component: '@theme/DocPage', exact: true });
          actions.addRoute({ path: '/site/md', component: '@site/src/List', modules: { body: await actions.createData('body.md', '# Body') } });
          actions.addRoute({ path: '/site/bad', component: '@site/src/List', modules: { items: await actions.createData('bad.json', '{') } });
          actions.addRoute({ path: '/site/none', component: '@site/src/Missing' });
          actions.addRoute({ path: '/site/docs', component: '@site/src/List', routes: [{ path: '/site/docs/a', component: '@site/src/List' }] });
          // JHipster's module pages: a pattern, with a priority (which only orders routes that overlap).
          actions.addRoute({ path: '/site/details/*', component: '@site/src/List', priority: -1 });
          actions.addRoute({ path: '/site/users/:id', component: '@site/src/List', exact: true });
          actions.addRoute({ path: '/site/first', component: '@site/src/List', priority: 2 });
        }
      })
    ]);
    expect(routes).toEqual([
      { path: '/list/all', component: path.join(root, 'src/List.jsx'), props: { title: 'All', items: [1, 2], extra: { from: 'disk' } } },
      { path: '/plain/', component: path.join(root, 'src/pages/list.tsx') },
      { path: '/requests', component: path.join(root, 'src/List.jsx'), props: { basePath: '/site/requests' } },
      { path: '/first', component: path.join(root, 'src/List.jsx') }
    ]);
    const why = (s: string) => `plugins[0]: ignored "plugins[0]": lists added a route docgen cannot build: ${s}`;
    expect(notes).toEqual([
      why('/elsewhere is not below the base URL /site/'),
      why("/site/doc shows @theme/DocPage, which is not a file of the site's or of its themes'"),
      why(`/site/md's module "body" is ${path.join(root, '.docusaurus/lists/default/body.md')}, and docgen reads JSON data only`),
      expect.stringContaining(why(`/site/bad's module "items" (${path.join(root, '.docusaurus/lists/default/bad.json')}) is not JSON: `)),
      why("/site/none shows @site/src/Missing, which is not a file of the site's"),
      why('/site/docs has routes'),
      why('/site/details/* is a pattern (`*`, `:name`) that many URLs match, and docgen builds a page at one URL; links below it are not broken links'),
      why('/site/users/:id is a pattern (`*`, `:name`) that many URLs match, and docgen builds a page at one URL; links below it are not broken links')
    ]);
    // Where the pages it does not build are, for the navbar's and footer's links to them.
    expect(unbuilt.map((r) => [r.path, r.exact])).toEqual([['/elsewhere', false], ['/site/doc', true], ['/site/md', false], ['/site/bad', false], ['/site/none', false], ['/site/docs', false], ['/site/details/*', false], ['/site/users/:id', true]]);
  });

  // Apify's docs: `themes: [require.resolve('./apify-docs-theme')]`, a package of the site's workspace whose main is
  // src/index.js, exporting `{ default: theme, config }`; its getThemePath is `../src/theme`, from that module's folder.
  it('run a theme of the site\'s own as a plugin: its theme folder resolved from its module\'s folder, as Docusaurus does', async () => {
    const dir = path.join(root, 'own-theme');
    mkdirSync(path.join(dir, 'src/theme/Footer'), { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@site/own-theme', main: './src/index.js' }));
    writeFileSync(path.join(dir, 'src/index.js'), "module.exports = { default: () => ({ name: 'own-theme', getThemePath: () => '../src/theme' }), config: {} };\n");
    writeFileSync(path.join(dir, 'src/theme/Footer/index.jsx'), 'export default function Footer() { return null; }\n');
    // And one whose folder is given absolute, named by its folder (its package main found as Node finds it).
    mkdirSync(path.join(root, 'plain-theme/theme'), { recursive: true });
    writeFileSync(path.join(root, 'plain-theme/index.js'), "const path = require('node:path');\nmodule.exports = () => ({ name: 'plain', getThemePath: () => path.join(__dirname, 'theme') });\n");
    const config = { themes: [path.join(dir, 'src/index.js'), './plain-theme', ['./missing-theme.js', {}]] };
    const c = readContents(config, root);
    expect([c.own?.map((p) => p.key), c.ignored]).toEqual([['themes[0]', 'themes[1]', 'themes[2]'], []]);
    const notes: string[] = [];
    const { themePaths } = await runOwnPlugins(c.own ?? [], root, config, new Set(), (key, message) => notes.push(`${key}: ${message}`));
    expect(themePaths).toEqual([path.join(dir, 'src/theme'), path.join(root, 'plain-theme/theme')]);
    expect(notes).toEqual([expect.stringMatching(/^themes\[2\]: ignored "themes\[2\]": \.\/missing-theme\.js failed: /)]);
  });

  // Redocusaurus: its plugin adds each API's page with `component: '@theme/ApiDoc'`, which its theme (run after the
  // plugins, as the preset lists it) has in its getThemePath's folder.
  it("add a route whose component is a theme's `@theme/X`, the site's own src/theme/X first; one no theme has is left out", async () => {
    mkdirSync(path.join(root, 'api-theme/theme/ApiDoc'), { recursive: true });
    mkdirSync(path.join(root, 'api-theme/theme/ApiList'), { recursive: true });
    writeFileSync(path.join(root, 'api-theme/theme/ApiDoc/index.js'), 'export default function ApiDoc() { return null; }\n');
    writeFileSync(path.join(root, 'api-theme/theme/ApiList/index.jsx'), 'export default function ApiList() { return null; }\n');
    writeFileSync(path.join(root, 'api-theme/index.js'), "const path = require('node:path');\nmodule.exports = () => ({ name: 'api-theme', getThemePath: () => path.join(__dirname, 'theme') });\n");
    mkdirSync(path.join(root, 'src/theme/ApiList'), { recursive: true });
    writeFileSync(path.join(root, 'src/theme/ApiList/index.tsx'), 'export default function Own() { return null; }\n');
    type Actions = { addRoute: (r: unknown) => void; createData: (name: string, content: string) => Promise<string> };
    const plugin = () => ({
      name: 'api-pages',
      contentLoaded: async ({ actions }: { actions: Actions }) => {
        const specProps = await actions.createData('spec.json', JSON.stringify({ spec: { info: { title: 'Pets' } } }));
        actions.addRoute({ path: '/site/api/pets', component: '@theme/ApiDoc', exact: true, modules: { specProps } });
        actions.addRoute({ path: '/site/api', component: '@theme/ApiList', exact: true });
        actions.addRoute({ path: '/site/api/doc', component: '@theme/DocPage', exact: true });
      }
    });
    const notes: string[] = [];
    const own = readContents({ plugins: [plugin], themes: ['./api-theme'] }, root).own ?? [];
    const { routes, unbuilt } = await runOwnPlugins(own, root, { baseUrl: '/site/', plugins: [plugin], themes: ['./api-theme'] }, new Set(), (key, message) => notes.push(`${key}: ${message}`));
    expect(routes).toEqual([
      { path: '/api/pets', component: path.join(root, 'api-theme/theme/ApiDoc/index.js'), props: { specProps: { spec: { info: { title: 'Pets' } } } } },
      { path: '/api', component: path.join(root, 'src/theme/ApiList/index.tsx') }
    ]);
    expect(notes).toEqual(['plugins[0]: ignored "plugins[0]": api-pages added a route docgen cannot build: /site/api/doc shows @theme/DocPage, which is not a file of the site\'s or of its themes\'']);
    expect(unbuilt.map((r) => r.path)).toEqual(['/site/api/doc']);
  });
});
