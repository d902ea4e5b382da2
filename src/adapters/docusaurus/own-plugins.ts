// A Docusaurus site's own plugins -> the global data they give its components, the pages they add and the import aliases
// they give webpack. Each is called as Docusaurus calls it, its loadContent awaited and its contentLoaded given
// setGlobalData (what `usePluginData(name, id)` reads), addRoute (a component at a route: islands.routes) and createData
// (JSON its routes' props are read from), its configureWebpack given an empty config, for its `resolve.alias`; the rest
// of what it does (other webpack settings, head tags) is left out, said once per plugin.
import { defineValue } from '../../config/define.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { builtinModules, createRequire } from 'node:module';
import { configTimeoutMs, describeThrown, importModule, STUB_PACKAGE, timeLimit } from '../../config/import.js';
import type { AllContentLoaded, GlobalData, IslandRoute, LoadedContent, PageKind, PostBuild, SiteHeadTag, UnbuiltRoute } from '../../types.js';
import { missingPackage, moduleFile, resolveFrom } from '../../config/import.js';
import { docgenRoot } from '../../config/resolve.js';
import { installedPlugin, isPlain, readsPreset, type Contents, type Plain, type RanPresets } from './plugins.js';
import { defaultParseFrontMatter } from '../../markdown/hooks.js';

type OwnPlugin = NonNullable<Contents['own']>[number];

/** What the site's own plugins give: global data, their routes (paths below the site's base URL), and import aliases (absolute folders or files). */
export interface OwnPluginsOutput {
  data: GlobalData;
  routes: IslandRoute[];
  aliases: Record<string, string>;
  /** DefinePlugin's definitions, as esbuild's `define` (islands.define). */
  define: Record<string, string>;
  /** ProvidePlugin's globals, as islands.provide: each a module and the export taken. */
  provide: Record<string, string[]>;
  /** The files their webpack rules load as text (raw-loader's), as islands.textFiles. */
  textFiles: RegExp[];
  /** The SCSS files their sass-resources-loader rules put at the start of each .scss file, as islands.sassResources. */
  sassResources: string[];
  /** Their own loaders by name (webpack's resolveLoader.alias), as islands.loaders. */
  loaders: Record<string, string>;
  /** The modules their NormalModuleReplacementPlugins swap for others, in both bundles or one, as islands.replace. */
  replace: Array<Replacement & { bundle?: 'server' | 'browser' }>;
  /** The routes they added that docgen does not build (see UnbuiltRoute). */
  unbuilt: UnbuiltRoute[];
  /** The scripts their getClientModules give every page (absolute files), as the config's clientModules. */
  clientModules: string[];
  /** The tags their injectHtmlTags give every page: in its head, and at the start and end of its body. */
  tags: { headTags: Array<SiteHeadTag | string>; preBodyTags: Array<SiteHeadTag | string>; postBodyTags: Array<SiteHeadTag | string> };
  /** The folders of theme components their getThemePath gives (a theme package's `lib/theme`: the OpenAPI theme's). */
  themePaths: string[];
  /** Their postBuild, each called with the plugin's context and content once the output is written (docgen's postBuild). */
  postBuild: PostBuild[];
  /** Their allContentLoaded, each called with the content in Docusaurus's shape once it is read (docgen's allContentLoaded). */
  allContentLoaded: AllContentLoaded[];
}

/** What a plugin object may have that docgen runs. */
const RUN = ['loadContent', 'contentLoaded', 'allContentLoaded', 'configureWebpack', 'injectHtmlTags', 'getClientModules', 'getThemePath', 'postBuild'];
/**
 * What a build does without: its name, its TypeScript sources' theme folder, the commands it adds to Docusaurus's CLI
 * (the TypeDoc plugin's `generate-typedoc`), the components it offers `swizzle`.
 */
const NOT_NEEDED = ['name', 'getTypeScriptThemePath', 'extendCli', 'getSwizzleComponentList'];

/** A plugin's lifecycle step, with the time limit a config has to load (DOCGEN_CONFIG_TIMEOUT). */
async function step<T>(what: string, run: () => T | Promise<T>): Promise<T> {
  const ms = configTimeoutMs();
  const limit = timeLimit(ms, () => new Error(`its ${what} took longer than ${ms / 1000} s (DOCGEN_CONFIG_TIMEOUT, in seconds, gives it longer: a plugin that generates pages, TypeDoc's, may need it)`));
  try {
    return await limit.race(Promise.resolve().then(run));
  } finally {
    limit.clear();
  }
}

/**
 * Runs the site's own plugins (`own` of readContents) in the site at `root` whose config exported `siteConfig`. `note`
 * reports each at its key; `missing` collects the packages a plugin module imports that are not installed.
 */
export async function runOwnPlugins(own: OwnPlugin[], root: string, siteConfig: Record<string, unknown>, missing: Set<string>, note: (key: string, message: string) => void): Promise<OwnPluginsOutput> {
  const data: GlobalData = {};
  const routes: IslandRoute[] = [];
  const aliases: Record<string, string> = {};
  const define: Record<string, string> = {};
  const provide: Record<string, string[]> = {};
  const textFiles: RegExp[] = [];
  const sassResources: string[] = [];
  const loaders: Record<string, string> = {};
  const unbuilt: UnbuiltRoute[] = [];
  const clientModules: string[] = [];
  const themePaths: string[] = [];
  const postBuild: PostBuild[] = [];
  const allContentLoaded: AllContentLoaded[] = [];
  const replace: OwnPluginsOutput['replace'] = [];
  const pendingRoutes: Array<{ route: unknown; title: string; left: (why: string) => void; created: Map<string, string> }> = [];
  const tags: OwnPluginsOutput['tags'] = { headTags: [], preBodyTags: [], postBodyTags: [] };
  const context = contextOf(root, siteConfig);
  for (const { key, name, entry, options: given, installed, extends: kind } of own) {
    const left = (why: string) => note(key, `ignored "${key}": ${why}`);
    try {
      // A package the site installed has its own dependencies: none stands in for another (a stand-in would answer its
      // optional `require('pnpapi')` as if Yarn PnP ran it).
      const loaded = typeof entry === 'function' ? entry : await importModule(path.resolve(root, String(entry)), { ...(installed ? {} : { missing }), any: true });
      const make = typeof loaded === 'function' ? loaded : (loaded as { default?: unknown } | undefined)?.default;
      if (typeof make !== 'function') {
        left(`${name} exports no plugin function`);
        continue;
      }
      const options = await step('validateOptions', () => validatedOptions(loaded, given));
      const plugin = (await step('plugin function', () => (make as (c: unknown, o: unknown) => unknown)(context, options))) as Record<string, unknown> | null;
      if (!plugin || typeof plugin !== 'object') {
        left(`${name} returned no plugin`);
        continue;
      }
      const title = typeof plugin.name === 'string' ? plugin.name : name;
      const skipped = Object.keys(plugin).filter((k) => !RUN.includes(k) && !NOT_NEEDED.includes(k) && plugin[k] !== undefined);
      if (!RUN.some((k) => typeof plugin[k] === 'function')) {
        // Its function did its work (the TypeDoc plugin writes its pages when called), and nothing else is a build's.
        if (!skipped.length) continue;
        left(`docgen runs a plugin's loadContent, contentLoaded and allContentLoaded (for the data its components read and the pages it adds), its injectHtmlTags, getClientModules, getThemePath and postBuild, and its configureWebpack's resolve.alias and DefinePlugin only, and ${title} has none of them (it has ${skipped.join(', ')})`);
        continue;
      }
      const id = typeof options.id === 'string' ? options.id : 'default';
      const content = typeof plugin.loadContent === 'function' ? await step('loadContent', () => (plugin.loadContent as () => unknown)()) : undefined;
      if (typeof plugin.contentLoaded === 'function') {
        // createData's files are kept here, not written: a route's `modules` read them.
        const created = new Map<string, string>();
        const added: unknown[] = [];
        const actions = {
          setGlobalData: (value: unknown) => ((data[title] ??= {})[id] = value),
          addRoute: (route: unknown) => added.push(route),
          createData: async (file: string, content: string) => {
            const at = path.join(context.generatedFilesDir, title, id, file);
            created.set(at, String(content));
            return at;
          }
        };
        await step('contentLoaded', () => (plugin.contentLoaded as (a: unknown) => unknown)({ content, actions, allContent: {} }));
        // The pages a content plugin of the site's own adds (an "enhanced" blog plugin's) are docgen's, built from its options.
        // Read once every plugin has run: a route's `@theme/…` component may be a theme's that comes later.
        for (const route of kind ? [] : added) pendingRoutes.push({ route, title, left, created });
      }
      // The rest of such a plugin (its mdx loader's webpack rules, its paths to watch) is docgen's blog or docs.
      if (kind) {
        left(builtOn(kind, 'with the global data the plugin sets, and leaves out the rest of what it adds'));
        continue;
      }
      if (typeof plugin.configureWebpack === 'function') {
        const webpack = await step('configureWebpack', () => webpackAliases(plugin.configureWebpack as ConfigureWebpack, content, root));
        // Its modules swapped on the server alone, or in the browser alone (Redocusaurus's theme renders its styles at
        // build time with a module of its own): webpack's config for the server read too, for those.
        const server = await step('configureWebpack', () => webpackAliases(plugin.configureWebpack as ConfigureWebpack, content, root, true)).catch(() => webpack);
        const key = (r: Replacement) => `${String(r.test)}\0${r.with}`;
        const onServer = new Set(server.replace.map(key));
        const inBrowser = new Set(webpack.replace.map(key));
        replace.push(...webpack.replace.map((r) => ({ ...r, ...(onServer.has(key(r)) ? {} : { bundle: 'browser' as const }) })), ...server.replace.filter((r) => !inBrowser.has(key(r))).map((r) => ({ ...r, bundle: 'server' as const })));
        Object.assign(aliases, webpack.aliases);
        Object.assign(define, webpack.define);
        Object.assign(provide, webpack.provide);
        textFiles.push(...webpack.textFiles);
        sassResources.push(...webpack.sassResources.filter((f) => !sassResources.includes(f)));
        Object.assign(loaders, webpack.loaders);
        if (webpack.other.length) left(`of ${title}'s configureWebpack, docgen takes resolve.alias (import paths of the site's), resolveLoader.alias (its own loaders), DefinePlugin's definitions, ProvidePlugin's globals, NormalModuleReplacementPlugin's modules, the rules that load files as text and sass-resources-loader's SCSS files only, not ${webpack.other.join(', ')}`);
      }
      if (typeof plugin.injectHtmlTags === 'function') {
        const injected = await step('injectHtmlTags', () => (plugin.injectHtmlTags as (a: unknown) => unknown)({ content }));
        const dropped = htmlTags(injected, tags);
        if (dropped.length) left(`of ${title}'s injectHtmlTags, docgen takes tags ({ tagName, attributes, innerHTML }) and HTML strings, not ${dropped.join(', ')}`);
      }
      if (typeof plugin.getClientModules === 'function') {
        const given = await step('getClientModules', () => (plugin.getClientModules as () => unknown)());
        const files = Array.isArray(given) ? given.filter((m): m is string => typeof m === 'string') : [];
        // A module as Docusaurus resolves it: from the plugin's own file (an absolute path, a package, or a relative one).
        const from = createRequire(typeof entry === 'string' ? path.resolve(root, entry) : path.join(root, 'package.json'));
        for (const m of files) {
          try {
            clientModules.push(from.resolve(m));
          } catch {
            left(`${title}'s client module ${m} cannot be found`);
          }
        }
      }
      // A theme's components (`@theme/StatusCodes` of the OpenAPI theme), built by its JavaScript (not its TypeScript sources).
      if (typeof plugin.getThemePath === 'function') {
        const dir = await step('getThemePath', () => (plugin.getThemePath as () => unknown)());
        // A relative folder is the plugin module's (Apify's theme gives `../src/theme`), as Docusaurus resolves it.
        const at = typeof dir === 'string' ? path.resolve(typeof entry === 'string' ? path.dirname(moduleOf(path.resolve(root, entry))) : root, dir) : undefined;
        if (at && existsSync(at)) themePaths.push(at);
        else left(`${title}'s theme folder ${JSON.stringify(dir)} does not exist`);
      }
      // Called once the build's output is written, as Docusaurus calls it: the site's context, the plugin's content, the
      // output folder and the routes (their paths, and each route's theme component and content plugin).
      if (typeof plugin.postBuild === 'function') {
        const run = plugin.postBuild as (props: unknown) => unknown;
        postBuild.push(async ({ outDir, routes }) => {
          try {
            // Docusaurus's routesPaths begin with its not-found page's (`/404.html` below the base URL).
            const routesPaths = [`${context.baseUrl.replace(/\/?$/, '/')}404.html`, ...routes.map((r) => r.path)];
            await run.call(plugin, { ...context, outDir, content, routesPaths, routes: routes.map(routeConfig), head: {}, plugins: [] });
          } catch (error) {
            throw new Error(`${title}'s postBuild (${key}): ${describeThrown(error)}`);
          }
        });
      }
      // Called once the content is read, with the docs and posts in Docusaurus's shape (HertzBeat's newest posts for its
      // blog list): what it sets with setGlobalData is its global data for that locale's components.
      if (typeof plugin.allContentLoaded === 'function') {
        const run = plugin.allContentLoaded as (props: unknown) => unknown;
        allContentLoaded.push(async (loaded) => {
          const given: GlobalData = {};
          const actions = {
            setGlobalData: (value: unknown) => ((given[title] ??= {})[id] = value),
            addRoute: (route: { path?: unknown }) => loaded.warn(`${key}: ${title}'s allContentLoaded added a route (${String(route?.path)}), which docgen does not build: a plugin's routes are read from its contentLoaded`),
            createData: async (file: string) => path.join(context.generatedFilesDir, title, id, file)
          };
          try {
            await run.call(plugin, { allContent: { ...docusaurusContent(loaded), [title]: { [id]: content } }, actions });
          } catch (error) {
            throw new Error(`${title}'s allContentLoaded (${key}): ${describeThrown(error)}`);
          }
          return given;
        });
      }
      if (skipped.length) left(`of ${title}, docgen runs loadContent, contentLoaded and allContentLoaded (setGlobalData, addRoute, createData), injectHtmlTags, getClientModules, getThemePath and postBuild, and takes configureWebpack's resolve.alias and DefinePlugin only, not its ${skipped.join(', ')}`);
    } catch (error) {
      if (kind) left(builtOn(kind, `and leaves out what the plugin adds to it (it failed: ${describeThrown(error)})`));
      else left(`${name} failed: ${describeThrown(error)}; its components' usePluginData gives nothing`);
    }
  }
  // A route's `@theme/X` is the site's own src/theme/X, or else a theme's (a later theme's over an earlier one's), where
  // one of the themes has it: Redocusaurus's `@theme/ApiDoc` pages. One only docgen draws (`@theme/DocPage`) is left out.
  const themeFile = (name: string) => {
    const [own, ...themes] = themeFolders(root, themePaths).map((d) => moduleFile(path.join(d, name)));
    return themes.some(Boolean) ? (own ?? themes.find(Boolean)) : undefined;
  };
  for (const { route, title, left, created } of pendingRoutes) {
    const read = readRoute(route, { root, baseUrl: context.baseUrl, created, themeFile });
    if ('route' in read) routes.push(read.route);
    else {
      left(`${title} added a route docgen cannot build: ${read.why}`);
      if (isPlain(route) && typeof route.path === 'string') unbuilt.push({ path: route.path, exact: route.exact === true, plugin: title });
    }
  }
  return { data, routes, aliases, define, provide, textFiles, sassResources, loaders, replace, unbuilt, clientModules, tags, themePaths, postBuild, allContentLoaded };
}

/**
 * The defaults Docusaurus's validation gives the site's config where it sets none, which plugins read as they are
 * (docusaurus-plugin-openapi's `siteConfig.staticDirectories.map(…)`).
 */
const SITE_CONFIG_DEFAULTS = { baseUrl: '/', staticDirectories: ['static'], plugins: [], themes: [], presets: [], customFields: {}, themeConfig: {}, scripts: [], stylesheets: [], headTags: [], clientModules: [], titleDelimiter: '|', noIndex: false, tagline: '', onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onDuplicateRoutes: 'warn' };

/**
 * `markdown` as Docusaurus's validation gives it, its defaults under what the site sets: the front matter read with
 * docgen's reader of Docusaurus's where the site has no reader of its own (OpenDAL's llms.txt plugin reads each page's
 * with `siteConfig.markdown.parseFrontMatter`).
 */
function markdownConfig(given: unknown) {
  const own = isPlain(given) ? given : {};
  const under = (key: string, defaults: Record<string, unknown>) => ({ ...defaults, ...(isPlain(own[key]) ? own[key] : {}) });
  return {
    format: 'mdx',
    mermaid: false,
    emoji: true,
    ...own,
    parseFrontMatter: own.parseFrontMatter ?? defaultParseFrontMatter,
    mdx1Compat: under('mdx1Compat', { comments: true, admonitions: true, headingIds: true }),
    anchors: under('anchors', { maintainCase: false }),
    hooks: under('hooks', { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' })
  };
}

/**
 * A locale's docs and posts as Docusaurus's content plugins load them, what a plugin's allContentLoaded reads: the docs
 * plugin's `loadedVersions` (each version's `docs`), the blog plugin's `blogPosts` (each post's `metadata`), by
 * instance id; a post's date a Date, as there. Their other fields (sidebars, paginated lists, the tags' and authors'
 * maps) are not given.
 */
export function docusaurusContent(loaded: LoadedContent): Record<string, Record<string, unknown>> {
  const docs: Record<string, { loadedVersions: Array<Record<string, unknown> & { docs: unknown[] }> }> = {};
  for (const d of loaded.docs) {
    const plugin = (docs[d.plugin] ??= { loadedVersions: [] });
    let version = plugin.loadedVersions.find((v) => v.versionName === d.version);
    if (!version) plugin.loadedVersions.push((version = { versionName: d.version, label: d.versionLabel, isLast: d.isLastVersion, docs: [] }));
    const { plugin: _p, versionLabel: _l, isLastVersion: _i, ...doc } = d;
    version.docs.push({ ...doc, unversionedId: d.id });
  }
  const blogs: Record<string, { blogPosts: unknown[] }> = {};
  for (const p of loaded.posts) {
    const { id, blog, ...metadata } = p;
    (blogs[blog] ??= { blogPosts: [] }).blogPosts.push({ id, metadata: { ...metadata, date: new Date(metadata.date) }, content: '' });
  }
  return { 'docusaurus-plugin-content-docs': docs, 'docusaurus-plugin-content-blog': blogs };
}

/** What docgen says of a site's own plugin built on Docusaurus's blog or docs plugin (`kind`): docgen builds that part itself, `rest`. */
const builtOn = (kind: string, rest: string) => `a ${kind} plugin of the site's own, built on @docusaurus/plugin-content-${kind}: docgen builds the ${kind} from its options, ${rest}`;

/** The theme component and content plugin of Docusaurus's route for a page of each kind. */
const ROUTES: Record<PageKind, [string, string | undefined]> = {
  docs: ['@theme/DocItem', 'docs'],
  'generated-index': ['@theme/DocCategoryGeneratedIndexPage', 'docs'],
  'docs-tags': ['@theme/DocTagsListPage', 'docs'],
  'docs-tag': ['@theme/DocTagDocListPage', 'docs'],
  page: ['@theme/MDXPage', 'pages'],
  'blog-post': ['@theme/BlogPostPage', 'blog'],
  'blog-list': ['@theme/BlogListPage', 'blog'],
  'blog-tags': ['@theme/BlogTagsListPage', 'blog'],
  'blog-tag': ['@theme/BlogTagsPostsPage', 'blog'],
  'blog-archive': ['@theme/BlogArchivePage', 'blog'],
  'blog-authors': ['@theme/Blog/Pages/BlogAuthorsListPage', 'blog'],
  'blog-author': ['@theme/Blog/Pages/BlogAuthorsPostsPage', 'blog'],
  search: ['@theme/SearchPage', undefined]
};

/** A built page as a route of Docusaurus's, as a postBuild reads it (an llms.txt plugin keeps the docs' and posts'). */
function routeConfig({ path: at, kind }: { path: string; kind: PageKind }) {
  const [component, plugin] = ROUTES[kind];
  return { path: at, exact: true, component, ...(plugin ? { plugin: { name: `docusaurus-plugin-content-${plugin}`, id: 'default' } } : {}) };
}

/**
 * The context Docusaurus gives a plugin or preset function (the default locale's), each locale's config with
 * Docusaurus's defaults (Docusaurus's own blog plugin, which a site's "enhanced" blog plugin runs, reads its calendar).
 */
function contextOf(root: string, siteConfig: Record<string, unknown>) {
  const i18n = (siteConfig.i18n ?? {}) as { defaultLocale?: string; locales?: string[]; localeConfigs?: Record<string, unknown> };
  const defaultLocale = i18n.defaultLocale ?? 'en';
  const locales = i18n.locales ?? [defaultLocale];
  const localeConfigs = Object.fromEntries(locales.map((l) => [l, { label: l, direction: 'ltr', htmlLang: l, calendar: 'gregory', path: l, ...(isPlain(i18n.localeConfigs?.[l]) ? (i18n.localeConfigs[l] as object) : {}) }]));
  return {
    siteDir: root,
    siteConfig: { ...SITE_CONFIG_DEFAULTS, ...siteConfig, markdown: markdownConfig(siteConfig.markdown) },
    outDir: path.join(root, 'build'),
    generatedFilesDir: path.join(root, '.docusaurus'),
    localizationDir: path.join(root, 'i18n', defaultLocale),
    baseUrl: typeof siteConfig.baseUrl === 'string' ? siteConfig.baseUrl : '/',
    i18n: { defaultLocale, locales, path: 'i18n', currentLocale: defaultLocale, localeConfigs },
    codeTranslations: {}
  };
}

/**
 * A plugin's options as Docusaurus gives it them: through its module's `validateOptions`, given Docusaurus's `validate`
 * (the plugin's Joi schema, with an `id`, its defaults filled in; an invalid option throws), else as written, with an
 * `id`.
 */
function validatedOptions(module: unknown, options: Plain): Plain {
  const check = (module as { validateOptions?: unknown } | undefined)?.validateOptions;
  if (typeof check !== 'function') return { ...options, id: options.id ?? 'default' };
  type Schema = { $_root: { string: () => { regex: (r: RegExp) => { default: (v: string) => unknown } } }; append: (keys: object) => Schema; validate: (v: unknown, o: object) => { error?: unknown; value: unknown } };
  const validate = (schema: Schema, value: unknown) => {
    const { error, value: valid } = schema.append({ id: schema.$_root.string().regex(/^[\w-]+$/).default('default') }).validate(value, { convert: false });
    if (error) throw error;
    return valid;
  };
  return check({ validate, options }) as Plain;
}

/**
 * The presets docgen does not read that the site installed (redocusaurus), run as Docusaurus runs them: each one's
 * function, given the site's context and its options, gives plugins and themes, which are read as the config's own
 * (readContents); one that fails is said with why.
 */
export async function runPresets(siteConfig: Record<string, unknown>, root: string): Promise<RanPresets> {
  const ran: RanPresets = new Map();
  for (const [i, entry] of (Array.isArray(siteConfig.presets) ? siteConfig.presets : []).entries()) {
    const file = readsPreset(entry) ? undefined : installedPlugin(entry, root, 'preset');
    if (!file) continue;
    const options = Array.isArray(entry) && isPlain(entry[1]) ? entry[1] : {};
    try {
      const loaded = await importModule(file, { any: true });
      const make = typeof loaded === 'function' ? loaded : (loaded as { default?: unknown } | undefined)?.default;
      if (typeof make !== 'function') throw new Error('it exports no preset function');
      const made = (await step('preset function', () => (make as (c: unknown, o: unknown) => unknown)(contextOf(root, siteConfig), options))) as { plugins?: unknown; themes?: unknown } | null;
      ran.set(i, { plugins: Array.isArray(made?.plugins) ? made.plugins : [], themes: Array.isArray(made?.themes) ? made.themes : [] });
    } catch (error) {
      ran.set(i, { error: describeThrown(error) });
    }
  }
  return ran;
}

/** The file Node resolves a plugin's path to (a folder's index or package main), or the path itself when it cannot. */
function moduleOf(file: string): string {
  try {
    return createRequire(file).resolve(file);
  } catch {
    return file;
  }
}

/**
 * What an injectHtmlTags gave (`{ headTags, preBodyTags, postBodyTags }`, each a tag, an HTML string, or a list of
 * them) added to `into`; what is neither is named in the list returned.
 */
function htmlTags(injected: unknown, into: OwnPluginsOutput['tags']): string[] {
  const dropped: string[] = [];
  if (!isPlain(injected)) return injected === undefined || injected === null ? [] : ['what it returned (not an object)'];
  for (const key of ['headTags', 'preBodyTags', 'postBodyTags'] as const) {
    [injected[key] ?? []].flat().forEach((tag: unknown, i) => {
      // HTML as written, as Docusaurus puts a string in the page.
      if (typeof tag === 'string') return void into[key].push(tag);
      const ok = isPlain(tag) && typeof tag.tagName === 'string' && /^[a-z][a-z0-9-]*$/i.test(tag.tagName) && (tag.attributes === undefined || isPlain(tag.attributes)) && (tag.innerHTML === undefined || typeof tag.innerHTML === 'string');
      if (!ok) return void dropped.push(`${key}[${i}]`);
      // Attribute values as a tag writes them: text, or true/false for one that is there or not.
      const attributes = Object.fromEntries(Object.entries((tag.attributes ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v)]));
      into[key].push({ tagName: tag.tagName as string, ...(Object.keys(attributes).length ? { attributes } : {}), ...(tag.innerHTML !== undefined ? { innerHTML: tag.innerHTML as string } : {}) });
    });
  }
  return dropped;
}

type ConfigureWebpack = (config: unknown, isServer: boolean, utils: unknown, content: unknown) => unknown;

/** A webpack plugin a configureWebpack made (`new currentBundler.instance.DefinePlugin({…})`): its class's name and options. */
class WebpackPlugin {
  constructor(readonly name: string, readonly options: unknown, readonly more: unknown[] = []) {}
}
/** webpack's exports as `currentBundler.instance` gives them: each plugin class makes a WebpackPlugin that says what it is. */
const WEBPACK = new Proxy({} as Record<string, unknown>, {
  get: (_, name) => (typeof name === 'string' ? function plugin(options: unknown, ...more: unknown[]) { return new WebpackPlugin(name, options, more); } : undefined)
});

/**
 * DefinePlugin's definitions as esbuild's `define`: each key's value is code (a string as written, another value as
 * its JSON; an object's keys defined one by one, as webpack does). esbuild replaces a name with JSON or another name
 * only: a value that is other code is `other`.
 */
function defines(options: unknown, prefix = '', out: { define: Record<string, string>; other: string[] } = { define: {}, other: [] }) {
  if (!isPlain(options)) return out;
  for (const [key, value] of Object.entries(options)) {
    const name = prefix + key;
    if (isPlain(value)) defines(value, `${name}.`, out);
    else {
      const code = typeof value === 'string' ? value.trim() : JSON.stringify(value);
      if (code !== undefined && defineValue(code)) out.define[name] = code;
      else out.other.push(`DefinePlugin's "${name}"`);
    }
  }
  return out;
}

/** The file a package name leads to, from the site's folder; undefined when it is not installed. */
function packageEntry(name: string, root: string): string | undefined {
  // A name Node's own modules have (`url`: Intuition's `url: require.resolve('url')`, which Node answers with the
  // name) is the package of that name in webpack's eyes, as `url/` names it.
  const entry = resolveFrom(root, builtinModules.includes(name) ? `${name}/` : name);
  return entry && path.isAbsolute(entry) ? entry : undefined;
}

/**
 * The aliases a plugin's configureWebpack gives webpack (`resolve.alias`, returned or set on the config it is given),
 * each a folder or file (relative ones below the site folder), and what else it sets (`other`: `module.rules`, …). Called
 * as for the client bundle (for the server's with `isServer`), with an empty config and loaders that load nothing.
 */
async function webpackAliases(configure: ConfigureWebpack, content: unknown, root: string, isServer = false): Promise<{ aliases: Record<string, string>; define: Record<string, string>; provide: Record<string, string[]>; textFiles: RegExp[]; loaders: Record<string, string>; replace: Replacement[]; sassResources: string[]; other: string[] }> {
  const config = { mode: 'production', resolve: { alias: {} as Record<string, unknown> }, module: { rules: [] as unknown[] }, plugins: [] as unknown[] };
  const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: 'webpack', instance: WEBPACK } };
  const returned = await configure(config, isServer, utils, content);
  const out = isPlain(returned) ? returned : {};
  const resolve = isPlain(out.resolve) ? out.resolve : {};
  const aliases: Record<string, string> = {};
  const other: string[] = [];
  // `resolve.fallback` for a module of Node's, which no browser bundle finds otherwise (Ory's `path: require.resolve(
  // 'path-browserify')`), is an alias of it; a fallback for another module stays reported.
  const fallback = isPlain(resolve.fallback) ? resolve.fallback : {};
  for (const key of Object.keys(fallback)) if (!builtinModules.includes(key)) other.push(`resolve.fallback["${key}"]`);
  const builtins = Object.fromEntries(Object.entries(fallback).filter(([key]) => builtinModules.includes(key)));
  for (const [key, value] of Object.entries({ ...builtins, ...config.resolve.alias, ...(isPlain(resolve.alias) ? resolve.alias : {}) })) {
    // `name$` is an exact match in webpack: the path it names is the module itself. `false` leaves the module out: an
    // empty one in its place (Lexical's `sharp`, `onnxruntime-node`).
    const name = key.replace(/\$$/, '');
    // A path (webpack's own alias values are absolute), or a package's name (React Native's `react-native-web`): its
    // entry; a bare name no package has that is a path in the site folder (`src/x.js`) is that path.
    const bare = typeof value === 'string' && !/^\.{0,2}\//.test(value) && !path.isAbsolute(value);
    const target = typeof value !== 'string' ? undefined : !bare ? path.resolve(root, value) : packageEntry(value, root) ?? (existsSync(path.resolve(root, value)) ? path.resolve(root, value) : undefined);
    if (target) aliases[name] = target;
    else if (typeof value === 'string') other.push(`resolve.${Object.hasOwn(builtins, key) ? 'fallback' : 'alias'}["${key}"] (package "${value}" is not installed)`);
    else if (value === false) aliases[name] = path.join(docgenRoot(), 'theme/islands/ignored.js');
    else other.push(`resolve.alias["${key}"]`);
  }
  // `resolveLoader.alias`: the site's own loaders, which an import may name before raw-loader (Apify's roa-loader).
  const resolveLoader = isPlain(out.resolveLoader) ? out.resolveLoader : {};
  const loaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(isPlain(resolveLoader.alias) ? resolveLoader.alias : {})) {
    const file = typeof value === 'string' ? moduleFile(path.resolve(root, value)) : undefined;
    if (file) loaders[name.replace(/\$$/, '')] = file;
    else other.push(`resolveLoader.alias["${name}"]`);
  }
  for (const key of Object.keys(resolveLoader)) if (key !== 'alias' && resolveLoader[key] !== undefined) other.push(`resolveLoader.${key}`);
  for (const key of Object.keys(out)) if (key !== 'resolve' && key !== 'resolveLoader' && key !== 'mergeStrategy' && key !== 'plugins' && key !== 'module' && out[key] !== undefined) other.push(key);
  for (const key of Object.keys(resolve)) if (key !== 'alias' && key !== 'fallback' && resolve[key] !== undefined) other.push(`resolve.${key}`);
  // Its module rules: the files it loads as their text (raw-loader, html-loader, `type: 'asset/source'`) are taken; one
  // for the `?raw` query (typescript-eslint's `resourceQuery: /raw/`) is what docgen does without it.
  const module = isPlain(out.module) ? out.module : {};
  const textFiles: RegExp[] = [];
  const sassResources: string[] = [];
  [...config.module.rules, ...(Array.isArray(module.rules) ? module.rules : [])].forEach((rule, i) => {
    if (isPlain(rule) && loadsText(rule) && rule.resourceQuery instanceof RegExp && rule.resourceQuery.test('?raw')) return; // docgen's own `?raw`
    const resources = isPlain(rule) && rule.test instanceof RegExp && rule.test.test('a.scss') ? resourcesOf(rule, root) : undefined;
    if (isPlain(rule) && rule.test instanceof RegExp && rule.resourceQuery === undefined && loadsText(rule)) textFiles.push(rule.test);
    else if (resources) sassResources.push(...resources);
    else other.push(`module.rules[${i}]${isPlain(rule) && rule.test instanceof RegExp ? ` (${String(rule.test)})` : ''}`);
  });
  for (const key of Object.keys(module)) if (key !== 'rules' && module[key] !== undefined) other.push(`module.${key}`);
  // Its plugins: DefinePlugin's definitions, ProvidePlugin's globals and NormalModuleReplacementPlugin's modules are
  // taken; another plugin is named.
  const define: Record<string, string> = {};
  const provide: Record<string, string[]> = {};
  const replace: Replacement[] = [];
  for (const made of appliedPlugins([...config.plugins, ...(Array.isArray(out.plugins) ? out.plugins : [])])) {
    const swap = replacementOf(made);
    if (swap !== undefined) {
      if (swap) replace.push(swap);
      else other.push('NormalModuleReplacementPlugin (one whose new module is a function, a relative path or no file)');
      continue;
    }
    const provided = made instanceof WebpackPlugin ? (made.name === 'ProvidePlugin' ? made.options : undefined) : bundlerOptions(made, 'ProvidePlugin');
    if (isPlain(provided)) {
      for (const [name, value] of Object.entries(provided)) {
        // Every page and Node have a console (node-polyfill-webpack-plugin gives console-browserify, whose own imports
        // would read the globals it is given with before they are made).
        if (name === 'console') continue;
        const request = typeof value === 'string' ? [value] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
        const missing = request?.length ? missingPackage(request[0], root, aliases) : undefined;
        if (missing) other.push(`ProvidePlugin's "${name}" (package "${missing}" is not installed)`);
        else if (request?.length) provide[name] = request;
        else other.push(`ProvidePlugin's "${name}"`);
      }
      continue;
    }
    const definitions = made instanceof WebpackPlugin ? (made.name === 'DefinePlugin' ? made.options : undefined) : bundlerOptions(made, 'DefinePlugin');
    if (definitions !== undefined) {
      const found = defines(definitions);
      Object.assign(define, found.define);
      other.push(...found.other);
    } else other.push(made instanceof WebpackPlugin ? made.name : `plugins (${pluginKind(made)})`);
  }
  return { aliases, define, provide, textFiles, loaders, replace, sassResources, other };
}

/** A module NormalModuleReplacementPlugin swaps for another (islands.replace), by a pattern of its path. */
type Replacement = { test: RegExp; with: string };

/**
 * A NormalModuleReplacementPlugin's pattern and new module (the one `currentBundler.instance` made, or one of the
 * webpack the site requires itself); false for one docgen cannot take (a function, a path relative to each module);
 * undefined for another plugin.
 */
function replacementOf(made: unknown): Replacement | false | undefined {
  const args = made instanceof WebpackPlugin ? (made.name === 'NormalModuleReplacementPlugin' ? [made.options, ...made.more] : undefined) : (made as { constructor?: { name?: string } } | null)?.constructor?.name === 'NormalModuleReplacementPlugin' ? [(made as { resourceRegExp?: unknown }).resourceRegExp, (made as { newResource?: unknown }).newResource] : undefined;
  if (!args) return undefined;
  const [test, file] = args;
  return test instanceof RegExp && typeof file === 'string' && path.isAbsolute(file) && moduleFile(file) ? { test, with: file } : false;
}

/**
 * Webpack plugins as the plugins they add to a compiler's options, where that is all they do: each plugin docgen does
 * not read itself is applied to a compiler that has options only (no hooks), and the plugins it adds take its place
 * (node-polyfill-webpack-plugin, the OpenAPI theme 2 to 4's: its ProvidePlugin's `process` and `Buffer`). The fallbacks
 * it sets for Node's modules are not taken: webpack uses them only where a module is not found, which Node's own are
 * on the server, where docgen renders with the same aliases as in the browser. One that reaches for more (a hook)
 * stays as it is, to be named.
 */
function appliedPlugins(plugins: unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const made of plugins) {
    const apply = (made as { apply?: unknown } | null)?.apply;
    // Docgen's own reading, and a stand-in for a package not installed (named as such), are not applied.
    const known = made instanceof WebpackPlugin || bundlerOptions(made, 'ProvidePlugin') !== undefined || bundlerOptions(made, 'DefinePlugin') !== undefined || typeof (made as Record<symbol, unknown> | null)?.[STUB_PACKAGE] === 'string';
    if (known || typeof apply !== 'function') {
      out.push(made);
      continue;
    }
    const compiler = { options: { plugins: [] as unknown[], resolve: { fallback: {} as Record<string, unknown>, alias: {} } } };
    try {
      apply.call(made, compiler);
    } catch {
      out.push(made);
      continue;
    }
    out.push(...compiler.options.plugins);
  }
  return out;
}

/**
 * The options of a DefinePlugin or ProvidePlugin the site made from its own webpack or rspack (`new rspack.DefinePlugin(
 * {…})` of `@docusaurus/faster`, typescript-eslint's; the OpenAPI theme 1's `new webpack.ProvidePlugin({…})`): webpack's
 * keeps them as `definitions`, rspack's as its first argument.
 */
function bundlerOptions(made: unknown, kind: 'DefinePlugin' | 'ProvidePlugin'): unknown {
  if (!made || typeof made !== 'object' || (made as { constructor?: { name?: string } }).constructor?.name !== kind) return undefined;
  const { definitions, _args: args } = made as { definitions?: unknown; _args?: unknown };
  return isPlain(definitions) ? definitions : Array.isArray(args) && isPlain(args[0]) ? args[0] : undefined;
}

/** What a webpack plugin that is not currentBundler.instance's is, for a warning: one made by a package not installed names it. */
function pluginKind(made: unknown): string {
  const stub = (made as Record<symbol, unknown> | null)?.[STUB_PACKAGE];
  if (typeof stub === 'string') return `one of ${stub}'s, which is not installed`;
  return typeof made === 'function' ? made.name || 'a function' : typeof made === 'object' && made ? made.constructor?.name || 'an object' : typeof made;
}

/**
 * The SCSS files a webpack rule of sass-resources-loader puts at the start of each .scss file (Databend's mixins),
 * relative to the site; undefined for another rule, or one whose resources are not all SCSS files that exist (a glob).
 * Its other loaders may only be those that compile Sass to CSS, which docgen does itself.
 */
function resourcesOf(rule: Record<string, unknown>, root: string): string[] | undefined {
  const uses = ruleLoaders(rule);
  const resources = uses.filter((u) => isLoader(u, 'sass-resources'));
  if (resources.length !== 1 || !uses.every((u) => u === resources[0] || isLoader(u, 'style|css|sass|postcss'))) return undefined;
  const options = isPlain(resources[0]) && isPlain(resources[0].options) ? resources[0].options : {};
  const files = (Array.isArray(options.resources) ? options.resources : [options.resources]).map((f) => (typeof f === 'string' ? path.resolve(root, f) : ''));
  return files.length && files.every((f) => /\.scss$/i.test(f) && existsSync(f)) ? files : undefined;
}

/** Whether a webpack rule gives a file's text as its default export: raw-loader, html-loader (the HTML as a string), or `type: 'asset/source'`. */
function loadsText(rule: Record<string, unknown>): boolean {
  if (rule.type === 'asset/source') return true;
  const uses = ruleLoaders(rule);
  return uses.length === 1 && isLoader(uses[0], 'raw|html');
}

/** A webpack rule's loaders (`loader`, and `use`: one or a list), each a name or `{ loader, options }`. */
const ruleLoaders = (rule: Record<string, unknown>): unknown[] => [rule.loader, ...(Array.isArray(rule.use) ? rule.use : [rule.use])].filter((u) => u !== undefined);

/** Whether a rule's loader is one of `names` (`'raw|html'`: raw-loader or html-loader, by name or by a path to it). */
const isLoader = (use: unknown, names: string) => new RegExp(`(?:^|[/\\\\])(?:${names})-loader(?:[/\\\\]|$)`).test(typeof use === 'string' ? use : isPlain(use) && typeof use.loader === 'string' ? use.loader : '');

/** The theme folders, the one that wins first: the site's src/theme, then its themes' (a later one over an earlier). */
export const themeFolders = (root: string, themePaths: string[]) => [path.join(root, 'src/theme'), ...[...themePaths].reverse()];

/** What addRoute's route may have that docgen builds (`exact`: docgen's routes are exact; `priority`: the order of routes that overlap). */
const ROUTE_KEYS = new Set(['path', 'component', 'exact', 'priority', 'modules', 'props']);

/**
 * An added route as islands.routes has it: its path below the base URL, its component a file of the site's (`@site/…`
 * or a path), its props with each of its `modules` read in (JSON that createData made, or a JSON file).
 */
function readRoute(route: unknown, { root, baseUrl, created, themeFile }: { root: string; baseUrl: string; created: Map<string, string>; themeFile: (name: string) => string | undefined }): { route: IslandRoute } | { why: string } {
  if (!isPlain(route) || typeof route.path !== 'string' || typeof route.component !== 'string') return { why: `${JSON.stringify(route)} needs a path and a component` };
  const { path: at, component } = route;
  const other = Object.keys(route).filter((k) => !ROUTE_KEYS.has(k) && route[k] !== undefined);
  if (other.length) return { why: `${at} has ${other.join(', ')}` };
  if (!at.startsWith(baseUrl)) return { why: `${at} is not below the base URL ${baseUrl}` };
  if (/\*|\/:/.test(at)) return { why: `${at} is a pattern (\`*\`, \`:name\`) that many URLs match, and docgen builds a page at one URL; links below it are not broken links` };
  const named = component.startsWith('@site/') ? path.join(root, component.slice('@site/'.length)) : path.isAbsolute(component) ? component : undefined;
  const file = component.startsWith('@theme/') ? themeFile(component.slice('@theme/'.length)) : named && moduleFile(named);
  if (!file) return { why: `${at} shows ${component}, which is not a file of the site's${component.startsWith('@theme/') ? ' or of its themes\'' : ''}` };
  const props: Record<string, unknown> = isPlain(route.props) ? { ...route.props } : {};
  for (const [name, module] of Object.entries(isPlain(route.modules) ? route.modules : {})) {
    const source = typeof module === 'string' ? module : isPlain(module) && typeof module.path === 'string' ? module.path : undefined;
    // `@generated/<plugin>/<id>/<file>`: a file createData made, named as the site's own code imports it (Docusaurus's
    // website's feature-requests plugin: its `paths.json`).
    const file = source?.startsWith('@generated/') ? path.join(root, '.docusaurus', source.slice('@generated/'.length)) : source;
    const text = file === undefined ? undefined : created.get(file) ?? (/\.json$/.test(file) ? readJson(file) : undefined);
    if (text === undefined || !/\.json$/.test(source!)) return { why: `${at}'s module "${name}" is ${source ?? JSON.stringify(module)}, and docgen reads JSON data only` };
    try {
      props[name] = JSON.parse(text);
    } catch (error) {
      return { why: `${at}'s module "${name}" (${source}) is not JSON: ${describeThrown(error)}` };
    }
  }
  return { route: { path: `/${at.slice(baseUrl.length)}`, component: file, ...(Object.keys(props).length ? { props } : {}) } };
}

const readJson = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};
