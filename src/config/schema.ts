// The user-facing config type and its validator: unknown keys and wrong types are errors naming the key.
import type { AdmonitionKeyword, GithubAlertType, BlogEditUrlFunction, CreateSitemapItems, ReadingTimeFunction, FeedType, EditUrlFunction, CreateRedirects, HeadAttributes, LogoConfig, Redirect, SiteHeadTag, MagicComment, NavbarItem, SidebarItemConfig } from '../types.js';
import { ATTRIBUTE, got, linkAttributeIssues, navbarItemsIssues } from './navbar.js';
import { sidebarsIssues } from '../sidebars/validate.js';
import { titleKey } from '../../theme/search/query.js';
import { parseColour } from '../render/colours.js';
import { ADMONITIONS, GITHUB_ALERTS } from '../markdown/admonitions.js';
import { INSTANCE_OPTIONS, PWA_STRATEGIES, type PwaStrategy } from '../types.js';
import { defineValue } from './define.js';

/** What `site.config.ts` exports. Every field is optional; defaults are in `resolve.ts`. */
/** A sidebar as written: a list of items, or the shorthand `{ Label: items }`, one category per key. */
export type SidebarInput = Array<SidebarItemConfig | SidebarShorthand> | SidebarShorthand;
/** Categories by label, each with its items in either form. */
export type SidebarShorthand = { [label: string]: SidebarInput };

/** How often a page changes, as sitemap.xml says it. */
export const CHANGEFREQ = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;

export interface UserConfig {
  /** Site title, shown in the navbar and after the `|` of every `<title>`. Default "Docs". */
  title?: string;
  /** What stands between a page's title and the site's in `<title>`. Default "|". */
  titleDelimiter?: string;
  /** One-line description, used on the root page's meta description. */
  tagline?: string;
  /** The site's origin, for sitemap.xml, e.g. `https://example.com`. */
  url?: string;
  /**
   * sitemap.xml, which lists every page but the unlisted ones at `url`: `filename` (default `sitemap.xml`), the routes
   * it leaves out (`ignorePatterns`, globs such as `/docs/tags/**`), and the `changefreq` and `priority` each entry
   * states (default none), and `lastmod`: each docs page's last change (its frontmatter's `last_update`, else its last
   * commit when `docs.showLastUpdateTime` reads them) as a `'date'` or a `'datetime'` (default none). `false`: no sitemap.
   * `createSitemapItems`: a function that gives the entries written, as Docusaurus's option: given
   * `defaultCreateSitemapItems` (which gives docgen's, `{ url, lastmod, changefreq, priority }` each), it may filter or
   * change them (Netdata's leaves some routes out).
   */
  sitemap?: false | { filename?: string; ignorePatterns?: string[]; changefreq?: (typeof CHANGEFREQ)[number]; priority?: number; lastmod?: 'date' | 'datetime'; createSitemapItems?: CreateSitemapItems };
  /**
   * Keep search engines out, as Docusaurus's `noIndex`: every page says `<meta name="robots" content="noindex, nofollow">`,
   * and no sitemap is written. Default false.
   */
  noIndex?: boolean;
  /** Path the site is served under; starts and ends with `/`. Default `/docs/`. */
  baseUrl?: string;
  /** Favicon path below `static/`. */
  favicon?: string;
  /** Scripts in every page's `<head>`, as Docusaurus's: a URL, or a `<script>`'s attributes with `src`. */
  scripts?: Array<string | HeadAttributes>;
  /** Stylesheets linked from every page's `<head>`, as Docusaurus's: a URL, or a `<link>`'s attributes with `href`. */
  stylesheets?: Array<string | HeadAttributes>;
  /** Other tags in every page's `<head>`, as Docusaurus's `headTags`: `{ tagName: 'link', attributes: { rel: 'preconnect', href } }`. */
  headTags?: Array<SiteHeadTag | string>;
  /**
   * Tags at the start and at the end of every page's `<body>`, as a Docusaurus plugin's `injectHtmlTags` gives them
   * (`preBodyTags`, `postBodyTags`). Here and in `headTags`, a string is HTML written as it is.
   */
  preBodyTags?: Array<SiteHeadTag | string>;
  postBodyTags?: Array<SiteHeadTag | string>;
  /**
   * Script modules of the site's (paths from the site's folder) run in every page, as Docusaurus's `clientModules`: each
   * may export `onRouteUpdate` and `onRouteDidUpdate({ location, previousLocation })`, called on load and on each move
   * to another page (`onRouteUpdate` before it loads; the function it returns, if any, once it has loaded).
   */
  clientModules?: string[];
  /**
   * Google Analytics, as Docusaurus's gtag plugin: gtag.js with each tracking id (`G-…`; the first loads the script) in
   * every page a build writes (not the dev server's), and each move to another page counted as a page view.
   * `anonymizeIP`: Universal Analytics' `anonymize_ip`. Default: none.
   */
  gtag?: { trackingID: string | string[]; anonymizeIP?: boolean };
  /** Google Tag Manager, as Docusaurus's plugin: the container's snippet (`GTM-…`) in every page a build writes, with its `<noscript>` frame. */
  googleTagManager?: { containerId: string };
  /**
   * Reading offline, as Docusaurus's PWA plugin: a build writes a service worker at the base URL (`sw.js`), which every
   * page it writes registers (not the dev server's). In offline mode it keeps the site's files (pages, their data,
   * scripts, styles, images and fonts, none over 2 MB) and answers from them, so that the site reads without a network;
   * offline mode is on where one of `offlineModeActivationStrategies` holds (default `appInstalled`, `queryString`,
   * `standalone`): `appInstalled` (the site is installed as an app), `standalone` (opened as one), `queryString` (the
   * page's URL has `?offlineMode=true`), `mobile` (a window 996 px wide or less), `saveData` (the reader's browser saves
   * data), `always`. A newer build's worker takes over on the next page load. Default: none.
   */
  pwa?: { offlineModeActivationStrategies?: PwaStrategy[] };
  /**
   * Old paths that send the reader on to a page (a build writes a small page at each; the dev server does not), as
   * Docusaurus's client-redirects plugin: paths below the base URL, `to` a page's path or another site's URL.
   */
  redirects?: Redirect[];
  /** For each page's path (below the base URL, `/intro`), the old paths that should lead to it. */
  createRedirects?: CreateRedirects;
  /**
   * Extensions an old path of each page had: with `['html']`, `/intro.html` leads to the page at `/intro` (a path that
   * ends with `/` has none), as the client-redirects plugin's option of that name. Default none.
   */
  fromExtensions?: string[];
  /** Extensions a page's path has that an old path lacked: with `['html']`, `/legacy` leads to the page at `/legacy.html`. Default none. */
  toExtensions?: string[];
  organizationName?: string;
  projectName?: string;
  /**
   * `true` adds a trailing slash to every route, `false` removes it, unset keeps what pages say. With `false` each page is
   * written as a file of its route (`guide/setup.html`, not `guide/setup/index.html`), as Docusaurus does, so that GitHub
   * Pages serves it at its URL without redirecting to one with a slash.
   */
  trailingSlash?: boolean;
  /** Broken links: `throw` stops the build, `warn` reports them (default), `ignore` leaves them out, `check` too. */
  onBrokenLinks?: 'throw' | 'warn' | 'ignore';
  /** Broken anchors (`page#missing`), as `onBrokenLinks`. Default `warn`. */
  onBrokenAnchors?: 'throw' | 'warn' | 'ignore';
  /** Links to a markdown file that is no page (`[x](./gone.md)`), as `onBrokenLinks`. Default `warn`. */
  onBrokenMarkdownLinks?: 'throw' | 'warn' | 'ignore';
  /** Images with no file, as `onBrokenLinks`. Default `warn`. */
  onBrokenImages?: 'throw' | 'warn' | 'ignore';
  /**
   * A site's own React component that cannot be bundled or rendered (a package not installed, a throw while
   * rendering), or a client module that cannot be bundled: `warn` (default) reports it at its element (or import) and
   * leaves its place empty (the module out), so the rest of the site builds; `throw` stops the build; `ignore` says nothing.
   */
  onBrokenComponents?: 'throw' | 'warn' | 'ignore';
  /** Data for a site's own components: their context's `siteConfig.customFields`. Default `{}`. */
  customFields?: Record<string, unknown>;
  /**
   * Data for a site's own components by plugin name and instance id: `useGlobalData()` of `@docusaurus/useGlobalData`
   * gives it all, `usePluginData(name, id = 'default')` one entry. A Docusaurus site's own plugins give it (their
   * `setGlobalData`). Default `{}`.
   */
  globalData?: Record<string, Record<string, unknown>>;
  /** A site's own React components in MDX pages and React pages (`pages/*.jsx`), rendered at build time and hydrated. */
  islands?: {
    /** Import prefixes and the folders they stand for, relative to the config file: `{ '@site': '.' }`. Default none. */
    aliases?: Record<string, string>;
    /**
     * Names the components' code reads, replaced when they are bundled, as esbuild's `define` and webpack's
     * DefinePlugin: `{ 'process.env.API_URL': '"https://api.example"' }`. Each value is JSON or a name. Default none
     * (`process.env.NODE_ENV` is `"production"` always).
     */
    define?: Record<string, string>;
    /**
     * Globals the components' code reads, each a module's export, as webpack's ProvidePlugin gives them:
     * `{ Buffer: ['buffer', 'Buffer'], process: 'process/browser' }` (a module, or a module and the export to take).
     * Modules are found from the site's folder. Default none.
     */
    provide?: Record<string, string | string[]>;
    /** Build the pages folder's `.js`, `.jsx`, `.ts` and `.tsx` files as pages: `help.jsx` at `{baseUrl}help`, its default export rendered and hydrated. Default false. */
    pages?: boolean;
    /**
     * Where a React page (of `pages` or `routes`) has the site's navbar and footer. `'always'` (the default): every
     * React page is drawn in them. `'layout'`, as Docusaurus draws its pages: only a page that renders `@theme/Layout`
     * has the announcement bar, navbar and footer (no footer with its `noFooter`); one that does not is bare, but for a
     * `@theme/Navbar` or `@theme/Footer` it renders itself (a page of its own layout, `@theme/Layout/Provider`).
     */
    chrome?: 'always' | 'layout';
    /**
     * Components as pages at routes of their own: `{ path: '/releases', component: './src/Releases.jsx', props: {…} }`
     * renders the module's default export with these props at `{baseUrl}releases`, as a React page. `component` is a
     * file relative to the config file (its extension may be left out), or starts with an alias. A Docusaurus site's
     * own plugins give these (their `addRoute`). Default none.
     */
    routes?: Array<{ path: string; component: string; props?: Record<string, unknown> }>;
    /**
     * Files that pages and components import as their text, as webpack's raw-loader gives them: regular expressions
     * matched against the file's path (`/\\.(txt|ya?ml|tf)$/i`). A Docusaurus site's own plugin that adds such a rule to
     * webpack (`{ test, use: 'raw-loader' }`) sets them. Default none.
     */
    textFiles?: RegExp[];
    /**
     * webpack loaders of the site's own that an import names before raw-loader (`import x from
     * '!!raw-loader!my-loader!./example.ts'`), each by its name: `{ 'my-loader': './loaders/my-loader.js' }`. docgen
     * runs them on the file at build time, as webpack would (the last named first; a loader's `this` has the file's
     * `resourcePath`, `getOptions()` and `async()`), and the import gives what raw-loader makes of their result: a
     * string, or the object a loader gave. Relative to the config file; its extension may be left out. A Docusaurus
     * site's own plugin that sets webpack's `resolveLoader.alias` sets them. Default none.
     */
    loaders?: Record<string, string>;
    /**
     * Modules swapped for others when the components are bundled, as webpack's NormalModuleReplacementPlugin: a module
     * whose import path, or whose file once found, `test` matches is the file `with` (relative to the config file),
     * in both bundles, or only in the `'server'` one (the render at build time) or the `'browser'` one. A Docusaurus
     * site's own plugin that adds such a webpack plugin sets them (Redocusaurus's theme renders its styles at build
     * time with a module of its own for the server). Default none.
     */
    replace?: Array<{ test: RegExp; with: string; bundle?: 'server' | 'browser' }>;
    /**
     * SCSS files whose rules every `.scss` file the components import starts with (after its `@use` and `@forward`
     * rules), as webpack's sass-resources-loader gives them: the mixins and variables a site's stylesheets use without
     * importing them. Relative to the config file. A Docusaurus site's own plugin that adds such a rule to webpack
     * (`{ test: /\.scss$/, use: [{ loader: 'sass-resources-loader', options: { resources } }] }`) sets them, and its
     * customCss is read with them too. Default none.
     */
    sassResources?: string[];
    /**
     * A module whose default export maps navbar item types to components: `{ 'custom-chat': Chat }`. A navbar item of
     * `type: 'custom-chat'` is that component, given the item's other keys as its props (and `mobile: true` in the
     * mobile menu), rendered at build time and hydrated, as Docusaurus's swizzled `NavbarItem/ComponentTypes` (which
     * an adapted Docusaurus site's is). Relative to the config file; its extension may be left out. Default none.
     */
    navbarItems?: string;
    /**
     * A module whose default export is a component around every page, as Docusaurus's swizzled `Root` (which an adapted
     * Docusaurus site's is): rendered on each page after it, without children (the page is docgen's), and hydrated,
     * so what it draws (a chat button) shows and its effects run once a page, rendered again on each client navigation.
     * The context it provides does not reach the page's own components, which are islands of their own. Relative to the
     * config file; its extension may be left out. Default none.
     */
    root?: string;
    /**
     * A module whose default export is a component around each of the site's components (its providers), as
     * Docusaurus's swizzled `Layout/Provider` (which an adapted Docusaurus site's is): every island, the navbar's own
     * items among them, is rendered inside it, each in its own (a context's state is not shared between them; one kept
     * in the browser's storage is read alike by each). Relative to the config file; its extension may be left out.
     * Default none.
     */
    provider?: string;
    /**
     * A module whose default export is a component around each of a docs page's components (the providers of the docs'
     * layout), as Docusaurus's swizzled `DocRoot/Layout` (`DocPage/Layout` in Docusaurus 2; an adapted site's is): inside
     * the provider, around each island of a docs page, not the navbar's; `@theme-original/DocRoot/Layout` draws its
     * children. Relative to the config file; its extension may be left out. Default none.
     */
    docLayout?: string;
    /**
     * A module whose default export is a component around the article of each docs page, markdown page and post, as
     * Docusaurus's swizzled `MDXContent` (which an adapted Docusaurus site's is): what it draws before and after the
     * article (an advert, comments, a list from the front matter) is rendered at build time and hydrated, around the
     * article as the build made it, which `@theme-original/MDXContent` (or `@theme/MDXContent`) draws wherever it puts
     * it. Relative to the config file; its extension may be left out. Default none.
     */
    mdxContent?: string;
    /**
     * A module whose default export is the footer of each docs page, below its article, in place of docgen's own (the
     * tags, "Edit this page", the last update), as Docusaurus's swizzled `DocItem/Footer` (which an adapted Docusaurus
     * site's is): a rating widget, the page's contributors. Rendered at build time and hydrated; `useDoc().metadata`
     * gives it the page's `editUrl`, `tags`, `lastUpdatedAt` and `lastUpdatedBy`, and `@theme/EditThisPage`,
     * `@theme/LastUpdated`, `@theme/TagsListInline` and `@theme-original/DocItem/Footer` (docgen's footer, for one that
     * wraps it) draw them as docgen does. A footer that cannot be rendered leaves docgen's. Relative to the config
     * file; its extension may be left out. Default none.
     */
    docFooter?: string;
    /**
     * A module whose default export is each docs page's paginator (its previous and next docs), as Docusaurus's
     * swizzled `DocPaginator` (which an adapted Docusaurus site's is): given `{ previous, next }` (`{ title, permalink }`
     * each), rendered at build time and hydrated below the doc's footer, in place of docgen's, and
     * `@theme-original/DocPaginator` draws docgen's for one that wraps it (Casdoor's comments after it). The doc's footer
     * is then an island too, docgen's where the site has none (`docFooter`), so that the page keeps its order. One that
     * cannot be rendered leaves docgen's. Relative to the config file; its extension may be left out. Default none.
     */
    docPaginator?: string;
  };
  /**
   * Folders, relative to the config file. Defaults: content, theme, static, build. `contentDir: false`: a site without
   * docs (Docusaurus's `docs: false`, a blog-only site), its blog and pages alone.
   */
  contentDir?: string | false;
  /** Blog posts (`YYYY-MM-DD-slug.md` or `YYYY-MM-DD-slug/index.md`), relative to the config file. Default `blog`; no folder, no blog. */
  blogDir?: string | false;
  /** Standalone markdown pages without the docs sidebar (`pages/about.md` is `/docs/about`). Default `pages`. */
  /** `false`: no standalone pages. */
  pagesDir?: string | false;
  /**
   * The pages folder's route and files, as Docusaurus's pages plugin takes them: `routeBasePath` puts its pages below that
   * path (`about.md` at `{baseUrl}{routeBasePath}/about`; default none, at the base URL); `include` and `exclude` are globs
   * against paths in the folder (defaults: every page file; partials and tests, as `docs.exclude`).
   */
  pages?: { routeBasePath?: string; include?: string[]; exclude?: string[] };
  themeDir?: string;
  /** The static folder, or several: their files are copied to the site's root, the first folder's copy winning. Default `static`. */
  staticDir?: string | string[];
  /**
   * A page and a static file that are written to the same file (`src/pages/index.tsx` and `static/index.html`): with
   * `true` the page is written and the static file left out, with a warning, as Docusaurus does (its adapter sets it).
   * Default false: the build stops on the clash.
   */
  pagesOverStatic?: boolean;
  /**
   * A page of the default locale and one of another locale that are written to the same file (`src/pages/zh-cn/faq.js`
   * and the `zh-cn` locale's `src/pages/faq.js`, both at `/zh-cn/faq`): with `true` the locale's page is written and the
   * default locale's left out, with a warning at it, as Docusaurus does (its adapter sets it). Default false: the build
   * stops on the clash.
   */
  localesOverDefault?: boolean;
  outDir?: string;
  /**
   * Locales (see "Versions and locales" in the README). A locale's `direction` is its pages' writing direction
   * (`rtl`: Arabic, Hebrew, Persian…); default: its language's, as the runtime's locale data gives it. `path`: the folder
   * of translations (default `i18n`); a locale's `path`: its folder in it (default: the locale's name), as Docusaurus's.
   * A locale's `translate: false` builds it without its folder's translations (its docs, posts, sidebar labels, navbar
   * and footer are the default locale's), its `code.json` words still used, as Docusaurus 3.9's option; default true.
   * A locale's `calendar` (`'buddhist'`, `'persian'`…, as Intl names them) is the one its dates are written in;
   * default: its language's own.
   */
  i18n?: { defaultLocale?: string; locales?: string[]; path?: string; localeConfigs?: Record<string, { label?: string; htmlLang?: string; direction?: 'ltr' | 'rtl'; path?: string; translate?: boolean; calendar?: string }> };
  docs?: {
    /**
     * Each sidebar's items: doc ids, `doc`, `ref`, `link`, `html`, `category` and `autogenerated` items (see
     * SidebarItemConfig); the shorthand `{ Label: items }` (one category per key) is accepted too. Default: none.
     */
    sidebars?: Record<string, SidebarInput>;
    /**
     * A file holding the sidebars object (`.json`, or a module whose default export it is), relative to the config
     * file: read when `sidebars` is not given. When both are given, `sidebars` is that file's content, already read,
     * and messages about the sidebars point into the file.
     */
    sidebarPath?: string;
    /** Whether sidebar categories start collapsed, unless a category says. Default true. */
    sidebarCollapsed?: boolean;
    /** Whether sidebar categories can collapse at all, unless a category says. Default true. */
    sidebarCollapsible?: boolean;
    /**
     * A function that makes the items of each `autogenerated` sidebar item, as Docusaurus's option of that name: it is
     * given `{ item, version, docs, categoriesMetadata, isCategoryIndex, numberPrefixParser, defaultSidebarItemsGenerator }`
     * and returns sidebar items (`[...(await defaultSidebarItemsGenerator(args))].reverse()`, say). Default: the folder's
     * docs and categories in order.
     */
    sidebarItemsGenerator?: import('../sidebars/items-generator.js').SidebarItemsGenerator;
    /**
     * How a docs file's or folder's name loses its number prefix (`01-intro` -> `intro`, position 1) in ids, routes and
     * autogenerated sidebars, as Docusaurus's option: `false` keeps names whole (`/docs/01-linux/sudo`); a function
     * `(filename) => ({ filename, numberPrefix })` splits them its own way. Default: docgen's, which is Docusaurus's.
     */
    numberPrefixParser?: import('../sidebars/number-prefix.js').NumberPrefixOption;
    /** Whether docs pages show their breadcrumbs (the sidebar categories above the page). Default true. */
    breadcrumbs?: boolean;
    /** The docs' route below `baseUrl`: `docs` serves `content/intro.md` at `{baseUrl}docs/intro`. Default `` (the docs at the base URL). */
    routeBasePath?: string;
    /** Route index docs (`index.md`, `README.md`, `guide/guide.md`) with a trailing slash, `/guide/`, so relative links on them resolve inside their folder. Default false. */
    indexTrailingSlash?: boolean;
    /**
     * What a root-absolute link (`/x`) in a docs page is below when the docs have no route base: `'version'` (default) the
     * page's docs version (`/1.0/x` from a 1.0 page), `'site'` the site's base URL, on a translated site the locale's, as
     * Docusaurus reads it. With a route base it is always the site's.
     */
    rootLinks?: 'version' | 'site';
    /** The file names (without extension, any case) that make a doc its folder's index, routed as the folder; a file named like its folder always is. Default `['index', 'readme', 'intro']`. */
    indexFileNames?: string[];
    /**
     * Where "Edit this page" links go: this URL + the page's file path from the site folder (`content/guide.md`); or, for
     * docs pages, a function of the page that returns the whole URL (nothing: no link), as Docusaurus's.
     */
    editUrl?: string | EditUrlFunction;
    /**
     * With a string `editUrl`, the pages of every version link to the current version's file (`docs/guide.md`, not
     * `versioned_docs/version-1.0/guide.md`), where changes are made. Default false. A function `editUrl` decides itself.
     */
    editCurrentVersion?: boolean;
    /**
     * With a string `editUrl`, a locale's translated docs link to their translation's file
     * (`i18n/fr/docusaurus-plugin-content-docs/current/guide.md`) rather than the default locale's. Default false.
     */
    editLocalizedFiles?: boolean;
    /** Show when each docs page was last changed ("Last updated on Jan 15, 2024"): its `last_update.date`, else its file's last git commit. Default false. */
    showLastUpdateTime?: boolean;
    /** Show who last changed each docs page ("… by Ann"): its `last_update.author`, else the author of its file's last git commit. Default false. */
    showLastUpdateAuthor?: boolean;
    /**
     * Globs of files below the docs folder (and each version's) that are not pages, against paths relative to it.
     * Default: partials and tests, `['**\/_*.{js,jsx,ts,tsx,md,mdx}', '**\/_*\/**', '**\/*.test.{js,jsx,ts,tsx}', '**\/__tests__/**']`.
     */
    exclude?: string[];
    /** Globs of the files below the docs folder (and each version's) that may be pages, as Docusaurus's `include`. Default: every markdown file. */
    include?: string[];
    /**
     * The tags file (Docusaurus's `tags`), relative to the docs folder, read from each version's folder (a locale's
     * translated one first): `key: { label, permalink, description }` defines the tag a page names by `key`. Default:
     * `tags.yml` if the folder has one; `false`: none.
     */
    tags?: string | false;
    /** What a page's tag that the tags file does not define is, when there is a tags file: 'ignore', 'log', 'warn' (default) or 'throw'. */
    onInlineTags?: 'ignore' | 'log' | 'warn' | 'throw';
    /** The tags list's and the tag pages' path below the docs' route, as Docusaurus's option: `{docs}/tags`, `{docs}/tags/x`. Default `tags`. */
    tagsBasePath?: string;
    /** The version served at the base URL: a name from `versions.json`, or `current`. Default: the newest version (the first in `versions.json`), or `current` without versions. */
    lastVersion?: string;
    /** Per version (a name from `versions.json`, or `current`): its label, its path below the base URL, and the banner above its docs. */
    versions?: Record<string, { label?: string; path?: string; banner?: 'none' | 'unreleased' | 'unmaintained'; badge?: boolean }>;
    /** Build only these versions (names from `versions.json`, or `current`); default all. */
    onlyIncludeVersions?: string[];
    /** Build the current docs (`content/`) as a version. Default true. */
    includeCurrentVersion?: boolean;
  };
  /**
   * More docs folders besides `contentDir`, each with its own route and sidebars (Docusaurus's second docs plugin):
   * `{ id: 'api', path: 'api', routeBasePath: 'api' }` serves `api/intro.md` at `{baseUrl}api/intro`. A navbar `doc`,
   * `docSidebar`, `docsVersion` or `docsVersionDropdown` item names one by `docsPluginId`.
   *
   * Each is versioned as the main docs are, with its files named after its id: `api_versions.json`,
   * `api_versioned_docs/version-1.0/`, `api_versioned_sidebars/version-1.0-sidebars.json` (`docgen version 1.0 --instance api`
   * makes them), and its translations in `i18n/<locale>/docusaurus-plugin-content-docs-api/`. The version options mean
   * what `docs.lastVersion`, `docs.versions`, `docs.onlyIncludeVersions` and `docs.includeCurrentVersion` mean, below its route.
   */
  docsInstances?: Array<{
    /** Names the instance in navbar items, file names and search tags: letters, digits, `_` and `-`; not `default` (the main docs). */
    id: string;
    /** Its docs folder, relative to the config file. */
    path: string;
    /** Its route below `baseUrl`. Default: its id. */
    routeBasePath?: string;
    sidebars?: Record<string, SidebarInput>;
    /** As `docs.sidebarPath`, for this instance: the file holding its sidebars, relative to the config file. */
    sidebarPath?: string;
    editUrl?: string | EditUrlFunction;
    /** As `docs.editCurrentVersion`, for this instance. */
    editCurrentVersion?: boolean;
    /** As `docs.editLocalizedFiles`, for this instance. */
    editLocalizedFiles?: boolean;
    lastVersion?: string;
    versions?: Record<string, { label?: string; path?: string; banner?: 'none' | 'unreleased' | 'unmaintained'; badge?: boolean }>;
    onlyIncludeVersions?: string[];
    /** Default true. */
    includeCurrentVersion?: boolean;
    /** As `docs.sidebarItemsGenerator` and `docs.numberPrefixParser`, for this instance (not the main docs' ones). */
    sidebarItemsGenerator?: import('../sidebars/items-generator.js').SidebarItemsGenerator;
    numberPrefixParser?: import('../sidebars/number-prefix.js').NumberPrefixOption;
    /** As the main docs' options of these names, for this instance; default: the main docs' value. */
    sidebarCollapsed?: boolean;
    sidebarCollapsible?: boolean;
    breadcrumbs?: boolean;
    showLastUpdateTime?: boolean;
    showLastUpdateAuthor?: boolean;
    exclude?: string[];
    include?: string[];
    onInlineTags?: 'ignore' | 'log' | 'warn' | 'throw';
    tagsBasePath?: string;
    /** As `docs.tags`, for this instance's folder (not the main docs' value). */
    tags?: string | false;
  }>;
  themeConfig?: {
    colorMode?: { defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean; disableSwitch?: boolean };
    /**
     * As Docusaurus's: `sidebar.hideable` puts a button at the foot of the docs sidebar that folds it away (and back)
     * on a desktop; `sidebar.autoCollapseCategories` closes a category's siblings when it opens; `versionPersistence:
     * 'none'` forgets the version a reader chose instead of keeping it in the browser (`localStorage`, the default).
     */
    docs?: { versionPersistence?: 'localStorage' | 'none'; sidebar?: { hideable?: boolean; autoCollapseCategories?: boolean } };
    tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
    /** As Docusaurus's: `sidebar.groupByYear` groups the blog sidebar's recent posts under their years. Default false. */
    blog?: { sidebar?: { groupByYear?: boolean } };
    /** The social card of every page without an `image` of its own: a URL, or a path below the site (a file in `static/`). */
    image?: string;
    /** `<meta>` tags on every page, each an object of its attributes: `[{ name: 'twitter:card', content: 'summary' }]`. */
    metadata?: Array<Record<string, string>>;
    /**
     * The site's own colour, in place of the theme's, for links and accents: `primary` in light mode, `primaryDark` in
     * dark mode (default: `primary`). `#rrggbb`, `#rgb`, `rgb(…)` or `hsl(…)`. Text in it is darkened (lightened in
     * dark mode) only as far as it needs to read at 4.5:1 on the page. `navbar`: the navbar's own background, and the
     * colour of its links (default: white or near-black, whichever reads on it), with dark mode's where they differ
     * (default: light mode's), for a navbar of the default style.
     */
    colors?: { primary: string; primaryDark?: string; navbar?: NavbarColours };
    /** `id`: what a reader's dismissal is remembered by (a new id shows the bar again); default "announcement-bar". */
    announcementBar?: { id?: string; content: string; backgroundColor?: string; textColor?: string; isCloseable?: boolean };
    navbar?: {
      title?: string;
      /** `href`: where the brand links (default the base URL); `target`: e.g. "_blank". */
      logo?: LogoConfig & { target?: string };
      /** "dark" or "primary": the bar's colours, in both colour modes. Default: the page's. */
      style?: 'dark' | 'primary';
      hideOnScroll?: boolean;
      items?: NavbarItem[];
    };
    /**
     * `logo` shows above the copyright, linking to its `href` if it has one. A column's item (or a link of a footer without
     * columns) may be `{ html }`, shown as it is; `copyright` is HTML too (`Copyright <a href="…">Acme</a>`), as in
     * Docusaurus.
     */
    footer?: { style?: 'dark' | 'light'; links?: Array<{ title?: string; className?: string; items: Array<{ label: string; to?: string; href?: string } | { html: string }> } | { label: string; to?: string; href?: string } | { html: string }>; logo?: LogoConfig; copyright?: string };
  };
  blog?: {
    /** The blog's route below `baseUrl`. Default `blog`. */
    routeBasePath?: string;
    /** "N min read" on posts and list pages. Default true. */
    showReadingTime?: boolean;
    /**
     * A post's reading time, in minutes (shown rounded up), worked out by the site: a function of the post's markdown
     * below its front matter, its front matter and locale, and `defaultReadingTime` (docgen's count, whose
     * `options.wordsPerMinute` may be given), as Docusaurus's option; undefined: none for that post. Default: docgen's
     * count of the post's words, at 200 a minute.
     */
    readingTime?: ReadingTimeFunction;
    /**
     * The order of the posts (the list pages, the sidebar, the previous and next links, the feeds): newest first,
     * `descending`, or oldest first, `ascending`, as Docusaurus's option. Default `descending`.
     */
    sortPosts?: 'ascending' | 'descending';
    /** Posts per list page (`/docs/blog`, `/docs/blog/page/2`, …). Default 10. */
    postsPerPage?: number;
    /** The list page's title, and the feeds'. Default "Blog". */
    title?: string;
    /** The list page's meta description, and the feeds'. Default "{title} blog". */
    description?: string;
    /** How many of the newest posts a sidebar on the blog's pages (list, tag and post pages) links to; 0: no sidebar. Default 0. */
    sidebarCount?: number;
    /** The title above that sidebar's posts. Default "Recent posts". */
    sidebarTitle?: string;
    /** The archive page (every listed post by year), below the blog's route: `archive` is `{blog}/archive`. Default: none. */
    archiveBasePath?: string;
    /**
     * A post with no date in its file name or frontmatter: with `true` it is dated by its file's first git commit (else
     * the day the file was made), with a warning, as Docusaurus dates it (its adapter sets it). Default false: an error.
     */
    dateFromFile?: boolean;
    /**
     * As Docusaurus's options of these names: what a post without a `<!-- truncate -->` marker (its whole text on the
     * list pages), or a post with an author written inline rather than named from the authors file, is: 'ignore', 'log'
     * or 'warn' (a warning at the post), 'throw' (an error). Default 'ignore'; a Docusaurus site's, 'warn'.
     */
    onUntruncatedBlogPosts?: 'ignore' | 'log' | 'warn' | 'throw';
    onInlineAuthors?: 'ignore' | 'log' | 'warn' | 'throw';
    /** The file that names the posts' authors, relative to the blog folder (a locale's translated one first): YAML or JSON. Default `authors.yml`. */
    authorsMapPath?: string;
    /**
     * The authors pages' path below the blog's route (Docusaurus 3.5's): `{blog}/authors` lists every author of the
     * authors file with their posts' count, and an author with `page: true` (or `{ permalink }`) has a page of their own
     * there listing their posts. Default `authors`.
     */
    authorsBasePath?: string;
    /** The tags pages' path below the blog's route (`{blog}/tags`), and the list pages' (`{blog}/page/2`, a tag's `{blog}/tags/x/page/2`), as Docusaurus's options. Defaults `tags`, `page`. */
    tagsBasePath?: string;
    pageBasePath?: string;
    /** The blog's tags file and what a tag it does not define is, as `docs.tags` and `docs.onInlineTags`. */
    tags?: string | false;
    onInlineTags?: 'ignore' | 'log' | 'warn' | 'throw';
    /**
     * Where posts' "Edit this page" links go: this URL + the post's file path from the site folder, or a function of
     * the post (`{ blogDirPath, blogPath, permalink, locale }`) that returns the whole URL; `false`: none. Default:
     * as `docs.editUrl`.
     */
    editUrl?: string | false | BlogEditUrlFunction;
    /** With a string `editUrl`, a locale's translated posts link to their translation's file, not the original's. Default false. */
    editLocalizedFiles?: boolean;
    /** Globs against paths in the blog folder: the files that may be posts (default: every markdown file), and those that are not (default: partials and tests, as `docs.exclude`). */
    include?: string[];
    exclude?: string[];
    /**
     * The feeds: `types` ('rss', 'atom', 'json'; `[]` none; default rss and atom), their `title` and `description`
     * (default the blog's), a `copyright` line, the `language` (default the locale's) and how many of the newest posts
     * they hold (`limit`, default 20; `false`: all), as Docusaurus's `feedOptions`. `xslt`: the XSLT stylesheet a browser
     * opening the RSS or Atom feed shows it with, written beside it with the CSS file of the same name: `true`, docgen's
     * own for both; or by feed, `{ rss, atom }`, each `true`, `false`/`null` (none) or an `.xsl` file, relative to the
     * blog folder (a locale's translated blog folder first) or absolute, with its `.css` beside it. Default none.
     */
    feed?: { types?: FeedType[]; title?: string; description?: string; copyright?: string; language?: string; limit?: number | false; xslt?: boolean | { rss?: string | boolean | null; atom?: string | boolean | null } };
  };
  /**
   * More blogs, each in a folder of its own with the options `blog` has, at its own route (a Docusaurus site's second
   * blog plugin): `{ id: 'events', path: 'events', routeBasePath: 'events', title: 'Events' }` serves
   * `events/2024-05-01-meetup.md` at `{baseUrl}events/2024/05/01/meetup`, with its own list pages, tags, archive,
   * sidebar and feeds. Its posts are searched with the docs. Its translations are in
   * `i18n/<locale>/docusaurus-plugin-content-blog-events/`. Default none.
   */
  blogInstances?: Array<NonNullable<UserConfig['blog']> & {
    /** Names the blog (its translations' folder): letters, digits, `_` and `-`. */
    id: string;
    /** Its posts' folder, relative to the config file. */
    path: string;
  }>;
  markdown?: {
    /**
     * Kinds of magic comment in code blocks (`// highlight-next-line`, `// highlight-start` … `// highlight-end`).
     * When set, it replaces the default list: `[{ className: 'code-highlighted-line', line: 'highlight-next-line',
     * block: { start: 'highlight-start', end: 'highlight-end' } }]`, so keep that entry to keep those comments.
     * The first entry's class is the one a `{1,3-5}` line range gives. Style the classes in the site's CSS.
     */
    magicComments?: MagicComment[];
    /**
     * Fenced code blocks of language `mermaid` are drawn as diagrams (SVG, at build time, in the theme's colours in
     * both colour modes): flowcharts, sequence, class, state and ER diagrams and XY charts. Default false: shown as code.
     */
    mermaid?: boolean;
    /**
     * `$…$` (inline) and `$$…$$` (display) are TeX math, typeset with KaTeX at build time; its stylesheet and fonts
     * load on the pages that have math only. `\$` is a dollar sign. Default false: dollars are text.
     */
    math?: boolean;
    /**
     * Which pages are read as MDX (JSX, `{expressions}`, `import`/`export`, no indented code): `detect` (default) the
     * `.mdx` files, `mdx` every page (Docusaurus's default), `md` none.
     */
    format?: 'detect' | 'mdx' | 'md';
    /**
     * MDX pages are read as MDX 1 (Docusaurus 2) read them: `{` in prose is a character (only a tag's children are
     * code), a `<` that starts no tag is one too (`0 <= x`, `Map<K, V>`), and a tag alone on its line closes its
     * element whatever its indent. Default false: MDX 3, as Docusaurus 3. Set for a Docusaurus site whose
     * package.json names @docusaurus/core 2 or older.
     */
    mdx1?: boolean;
    /**
     * A module that adds languages to Prism (Docusaurus's swizzled `src/theme/prism-include-languages.js`): its default
     * export is called with a Prism instance, and the code blocks of the languages it adds that Shiki does not know are
     * highlighted with Prism, in docgen's colours. Read when the config is loaded. Default: none.
     */
    prismLanguages?: string;
    /**
     * The language of a fenced code block that names none (Docusaurus's `themeConfig.prism.defaultLanguage`): such a
     * block is highlighted as one of that language. Default: none (shown as plain text).
     */
    defaultCodeLanguage?: string;
    /**
     * A fence whose meta is `npm2yarn` (```` ```bash npm2yarn ````) is shown as tabs: its npm command as written, and
     * the same command for each of `converters` (default `['yarn', 'pnpm', 'bun']`), converted by npm-to-yarn, as
     * Docusaurus's remark-plugin-npm2yarn shows it. `sync: true` keeps the reader's choice in step across such tabs
     * (groupId `npm2yarn`). `true`: the defaults. Default false: shown as code.
     */
    npm2yarn?: boolean | { sync?: boolean; converters?: Array<'yarn' | 'pnpm' | 'bun'> };
    /**
     * Fences side by side whose meta has `tab` (```` ```js tab ```` then ```` ```ts tab ````) are one tab list, a tab
     * per fence, as docusaurus-remark-plugin-tab-blocks shows them. A fence's `tab={"span":2}` puts the next fence in
     * its tab too, and `tab={"label":"Node"}` names its tab; else the tab is named by `labels` (language to label;
     * defaults `js`: JavaScript, `ts`: TypeScript) or by its language. `sync` (default true) keeps the reader's choice
     * in step across such lists, as the tabs of `groupId` (default `code-examples`). `true`: the defaults. Default
     * false: shown as code blocks.
     */
    codeTabs?: boolean | { labels?: Record<string, string>; sync?: boolean; groupId?: string };
    /**
     * A blockquote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (GitHub's
     * alerts) is an admonition: by default the one of the same name (`important` is drawn as `info`, with its own title).
     * An object gives another keyword for some types, e.g. `{ IMPORTANT: 'info', CAUTION: 'danger' }`. Default true;
     * false: such blockquotes are quotes (a Docusaurus site has them so unless its markdown plugins turn them into
     * admonitions).
     */
    githubAlerts?: boolean | Partial<Record<GithubAlertType, AdmonitionKeyword>>;
    /**
     * The keywords `:::keyword` is an admonition for. `keywords`: more of them (`['premium']`), added to docgen's own
     * (note, tip, info, caution, warning, danger and the older secondary, important, success) unless `extendDefaults` is
     * false, when they are the only ones. A keyword of the site's own is drawn by the component of its name in the
     * site's `@theme/Admonition/Types` (a Docusaurus site's `src/theme/Admonition/Types.js`, or an islands alias), as an
     * island, with its title and content as props; without one it is drawn as `info`, with a warning. false: no `:::`
     * block is an admonition. Default true: docgen's own keywords.
     */
    admonitions?: boolean | { keywords?: string[]; extendDefaults?: boolean };
    /**
     * A fence whose meta has `live` (```` ```jsx live ````) in an MDX page is a playground, as Docusaurus's
     * theme-live-codeblock draws it: its code in an editor the reader can change, and what it renders beside it, run in
     * the browser with react-live. The code is an expression (`<Button>Hi</Button>`, `() => …`), or, with `noInline` in the
     * meta, statements that call `render(<X />)`. `playgroundPosition`: the result `'bottom'` (default) or `'top'`, above
     * the editor. `scope`: a module (relative to the config) whose default export is the names the code can use; default
     * React and its hooks. `true`: the defaults. Default false: shown as code.
     */
    liveCodeBlocks?: boolean | { playgroundPosition?: 'top' | 'bottom'; scope?: string };
    /**
     * A module (relative to the config file) whose default export is an object of React components that every MDX page
     * may use without importing them, as a Docusaurus site's swizzled `src/theme/MDXComponents`: each name that starts
     * with a capital letter and is not one docgen draws itself (`Tabs`, `Admonition`…) is the page's island.
     */
    components?: string;
    /**
     * A function of each markdown file (`{ filePath, fileContent }`, its absolute path and text) that returns the text
     * docgen reads, as Docusaurus's `markdown.preprocessor`: run before the page is parsed (its front matter is still
     * read from the file as written).
     */
    preprocessor?: import('../markdown/hooks.js').Preprocessor;
    /**
     * An async function of each markdown file (`{ filePath, fileContent, defaultParseFrontMatter }`) that returns
     * `{ frontMatter, content }`, as Docusaurus's `markdown.parseFrontMatter`: the page's front matter is the returned
     * one (checked as the file's own). `defaultParseFrontMatter(params)` is docgen's own reading.
     */
    parseFrontMatter?: import('../markdown/hooks.js').ParseFrontMatter;
    /**
     * The site's own remark plugins, as unified's `use` list (and Docusaurus's `remarkPlugins`): each a plugin function,
     * or `[plugin, options]`. Each runs on every page's markdown tree (mdast), in order, after docgen has read the page
     * (its front matter taken off; its admonitions still `containerDirective` nodes) and before its headings, links and
     * code are made. A plugin may be async; what it says with `file.message()` is a warning at its line, and a plugin
     * that throws fails the page. A site with plugins is parsed in the thread that loads its config. A plugin that
     * extends markdown's syntax (micromark extensions) is refused: docgen's parser does not take them.
     */
    remarkPlugins?: import('../markdown/site-plugins.js').PluginEntry[];
    /** The site's own rehype plugins, as `remarkPlugins`: each runs on every page's HTML tree (hast) before it is written out. */
    rehypePlugins?: import('../markdown/site-plugins.js').PluginEntry[];
    /**
     * Imports an MDX page leaves out: those whose path matches one of these (`/^\.+\/(.*\/)?private\//`), as the
     * remark-mdx-filter-imports plugin strips them (Meta's docs preset, for a public build, those of `fb/` folders). The
     * elements such an import named show their content, as MDX 1 showed a component it was not given. Default: none.
     */
    strippedImports?: RegExp[];
    /** `maintainCase: true`: a heading's id keeps its case (`## Command Log` is `#Command-Log`), as Docusaurus's `markdown.anchors.maintainCase`. Default false: lower case. */
    anchors?: { maintainCase?: boolean };
  };
  /** Offline search. */
  search?: {
    /** How many of a page's sidebar categories, nearest first, are indexed with boost 2. Default 0: shown in results, not searched. */
    indexParentCategories?: number;
    /**
     * Groups of words or phrases that mean the same on this site, e.g. `[['send', 'transfer'], ['minimum balance',
     * 'existential deposit']]`. A query that holds every word of one entry also finds the others (ranked a little
     * lower than the words typed). Default: none.
     */
    synonyms?: string[][];
    /**
     * A search page at this path below the base URL (`'search'`: `/docs/search`), as Docusaurus's search themes have:
     * a box and every result (up to 50), its query in the URL (`?q=…`), so that a search can be linked to. Default none.
     */
    page?: string;
  };
  serve?: {
    /**
     * Host names `docgen serve` answers besides `localhost`, `127.0.0.1`, `[::1]` and its `--host`, for serving on a
     * LAN on purpose, e.g. `['docs.lan', '192.168.1.20']`. A name starting with a dot also allows its subdomains
     * (`.example.test`). `true` answers any host: this lets a web page on another site read the dev site through
     * DNS rebinding, so use it only on a trusted network. Default: none.
     */
    allowedHosts?: string[] | true;
  };
  /**
   * Functions `docgen build` calls, in order, once the output is written (not `serve` or `check`), as Docusaurus calls
   * its plugins' `postBuild`: each given `{ outDir, routes }` (the output folder, and every page's URL `path` and
   * `kind`) and awaited, to add files to the output (an `llms.txt`). One that throws fails the build, after the output
   * is written.
   */
  postBuild?: import('../types.js').PostBuild[];
  /**
   * Functions `build`, `check` and `serve` call once the content is read, before the site's components render, as
   * Docusaurus calls its plugins' `allContentLoaded`: each awaited once per locale, given that locale's `docs` and `posts`
   * (title, permalink, source, front matter, tags…; docs with their version, posts with their date and authors) and
   * `warn`, and what it returns (`{ 'recent-posts': { default: … } }`) merged into `globalData` for that locale's
   * components. One that throws fails the build.
   */
  allContentLoaded?: import('../types.js').AllContentLoaded[];
}

/** A navbar's own colours (themeConfig.colors.navbar). */
export type NavbarColours = { background: string; text?: string; backgroundDark?: string; textDark?: string };

/** A tiny schema language: enough to name the offending key and what it should be. */
type Schema =
  | 'string'
  | 'number'
  | 'boolean'
  | 'function'
  /** A whole number, 0 or more. */
  | 'count'
  | 'any'
  | { oneOf: Array<string | boolean> }
  /** `attributes`: it may also have a link's own attributes (`title`, `aria-*`, `data-*`), which Docusaurus passes to its element. */
  | { object: Record<string, Schema>; required?: string[]; attributes?: true }
  | { record: Schema }
  | { array: Schema }
  | { union: Schema[]; describe: string }
  /** Checked by a function of its own. */
  | { custom: (value: unknown, key: string) => ConfigIssue[] }
  /** Checked by each in turn, until one finds a problem. */
  | { all: Schema[] };

const editUrl: Schema = { union: ['string', 'function'], describe: 'a URL, or a function of the page that returns one' };
/** A tag's attributes: names as HTML writes them, string or boolean values; `needs` must be among them. */
function attributeIssues(value: unknown, key: string, needs?: string): ConfigIssue[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [{ key, message: `must be an object of the tag's attributes${needs ? `, with ${needs}` : ''}` }];
  const issues = Object.entries(value).flatMap(([k, v]) =>
    !/^[a-z][a-z0-9:_-]*$/i.test(k) ? [{ key: `${key}.${k}`, message: 'is not an attribute name' }] : typeof v !== 'string' && typeof v !== 'boolean' ? [{ key: `${key}.${k}`, message: 'must be a string, or true for an attribute with no value' }] : []
  );
  if (needs && typeof (value as Record<string, unknown>)[needs] !== 'string') issues.unshift({ key: `${key}.${needs}`, message: 'is required' });
  return issues;
}

/** A `scripts` or `stylesheets` entry: its URL, or its tag's attributes with that URL. */
const urlOrAttributes = (needs: string): Schema => ({ custom: (v, key) => (typeof v === 'string' ? [] : attributeIssues(v, key, needs)) });

/** A `headTags` entry: a tag object, or HTML as written (what a plugin's injectHtmlTags may give). */
function headTagIssues(value: unknown, key: string): ConfigIssue[] {
  if (typeof value === 'string') return [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [{ key, message: "must be an object such as { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } }" }];
  const { tagName, attributes, innerHTML, ...rest } = value as Record<string, unknown>;
  const issues: ConfigIssue[] = Object.keys(rest).map((k) => ({ key: `${key}.${k}`, message: 'is not a known option (tagName, attributes, innerHTML)', unknown: true }));
  if (typeof tagName !== 'string' || !/^[a-z][a-z0-9-]*$/i.test(tagName)) issues.push({ key: `${key}.tagName`, message: "must be a tag name such as 'link', 'meta' or 'script'" });
  if (attributes !== undefined) issues.push(...attributeIssues(attributes, `${key}.attributes`));
  if (innerHTML !== undefined && typeof innerHTML !== 'string') issues.push({ key: `${key}.innerHTML`, message: 'must be a string' });
  return issues;
}

/** A `themeConfig.metadata` entry: attributes of a `<meta>` tag, names as HTML writes them, string values. */
function metaIssues(value: unknown, key: string): ConfigIssue[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [{ key, message: 'must be an object of a <meta> tag\'s attributes, such as { name: \'twitter:card\', content: \'summary\' }' }];
  return Object.entries(value).flatMap(([k, v]) => (!/^[a-z][a-z0-9:-]*$/i.test(k) ? [{ key: `${key}.${k}`, message: 'is not an attribute name' }] : typeof v !== 'string' ? [{ key: `${key}.${k}`, message: 'must be a string' }] : []));
}

/** A colour the theme can read (src/render/colours.ts). */
const colour: Schema = {
  all: ['string', { custom: (v, key) => (typeof v === 'string' && !parseColour(v) ? [{ key, message: `"${v}" is not a colour docgen reads: write it as #rrggbb, #rgb, rgb(r g b) or hsl(h s% l%)` }] : []) }]
};
/** A footer link's keys besides its label and URL and its attributes (footerLinkAttributes). */
const footerLinkExtras: Record<string, Schema> = { className: 'string', target: { oneOf: ['_blank', '_self'] }, rel: 'string' };
/** A footer column's item: a link (with its own attributes), or `{ html }` (with a className for its list item, no more). */
const footerItem: Schema = {
  all: [
    { object: { label: 'string', to: 'string', href: 'string', html: 'string', ...footerLinkExtras }, attributes: true },
    {
      custom: (v, key) => {
        const item = v as Record<string, unknown>;
        if (item.html === undefined) return item.label === undefined ? [{ key, message: 'needs a label (a link) or html' }] : [];
        return Object.keys(item).filter((k) => k !== 'html' && k !== 'className').map((k) => ({ key: `${key}.${k}`, message: 'is not taken by an html item (it has html and className only): write the link in its html, or make the item a link' }));
      }
    }
  ]
};
const folderOrFalse: Schema = { union: ['string', { oneOf: [false] }], describe: 'a folder, or false for none' };
const link: Schema = { object: { label: 'string', to: 'string', href: 'string', ...footerLinkExtras }, required: ['label'], attributes: true };
const logo = (extra: Record<string, Schema> = {}): Schema => ({
  object: { src: 'string', srcDark: 'string', alt: 'string', href: 'string', width: 'number', height: 'number', style: { record: { union: ['string', 'number'], describe: 'a CSS value' } }, ...extra },
  required: ['src']
});
/** The default locale must be one of the locales (the locale dropdown and `<html lang>` read it). */
function localeIssues(value: unknown, key: string): ConfigIssue[] {
  const { defaultLocale, locales } = value as { defaultLocale?: string; locales?: string[] };
  const list = locales ?? ['en'];
  if (defaultLocale !== undefined && !list.includes(defaultLocale)) return [{ key: `${key}.defaultLocale`, value: defaultLocale, message: `"${defaultLocale}" is not one of i18n.locales (${list.map((l) => `"${l}"`).join(', ')})` }];
  const unknown = Object.keys((value as { localeConfigs?: object }).localeConfigs ?? {}).filter((l) => !list.includes(l));
  return unknown.map((l) => ({ key: `${key}.localeConfigs.${l}`, message: `is for a locale not in i18n.locales (${list.map((x) => `"${x}"`).join(', ')})` }));
}

/** `docs.numberPrefixParser`: false, or a function. */
/** markdown.remarkPlugins / rehypePlugins: plugin functions, or [plugin, options] pairs. */
/** A list's item that must be a regular expression, its message giving `example`. */
const regExp = (example: string): Schema => ({ custom: (v, key) => (v instanceof RegExp ? [] : [{ key, message: `must be a regular expression, such as ${example}, got ${JSON.stringify(v)}` }]) });
const PLUGIN_LIST: Schema = { array: { custom: (v, key) => (typeof v === 'function' || (Array.isArray(v) && typeof v[0] === 'function' && v.length <= 2) ? [] : [{ key, message: `must be a plugin (a function), or [plugin, options], got ${typeof v === 'string' ? JSON.stringify(v) : Array.isArray(v) ? 'an array whose first item is not a function' : typeof v}` }]) } };
const NUMBER_PREFIX_PARSER: Schema = { union: ['function', { oneOf: [false] }], describe: 'false, or a function of a file name that returns { filename, numberPrefix }' };

/** The options of a blog: `blog`, and each of `blogInstances`. */
/** A tracking or container id: letters, digits, `-` and `_` (`G-XXXX`, `GTM-XXXX`, `UA-1-2`). */
const ANALYTICS_ID: Schema = { custom: (v: unknown, key: string) => (typeof v === 'string' && /^[\w-]+$/.test(v) ? [] : [{ key, message: `must be an id of letters, digits, "-" and "_" (G-XXXXXXX, GTM-XXXXXXX), got ${JSON.stringify(v)}` }]) };
const REPORT_MODE: Schema = { oneOf: ['ignore', 'log', 'warn', 'throw'] };
const TAGS_OPTION: Schema = { union: ['string', { oneOf: [false] }], describe: 'a file name relative to the folder, or false' };
/** A feed's stylesheet in `blog.feed.xslt`: docgen's own (`true`), none (`false`, `null`), or an `.xsl` file. */
const XSLT_FILE: Schema = { custom: (v, key) => (v === null || typeof v === 'boolean' || typeof v === 'string' ? [] : [{ key, message: `must be true, false, null or the path of an .xsl file, got ${got(v)}` }]) };
const BLOG_SCHEMA: Schema = { object: { routeBasePath: 'string', showReadingTime: 'boolean', readingTime: 'function', sortPosts: { oneOf: ['ascending', 'descending'] }, postsPerPage: 'count', title: 'string', description: 'string', sidebarCount: 'count', sidebarTitle: 'string', archiveBasePath: 'string', dateFromFile: 'boolean', onUntruncatedBlogPosts: REPORT_MODE, onInlineAuthors: REPORT_MODE, authorsMapPath: 'string', authorsBasePath: 'string', tagsBasePath: 'string', pageBasePath: 'string', tags: TAGS_OPTION, onInlineTags: REPORT_MODE, editUrl: { union: ['string', 'function', { oneOf: [false] }], describe: 'a URL, a function of the post that returns one, or false' }, editLocalizedFiles: 'boolean', include: { array: 'string' }, exclude: { array: 'string' }, feed: { object: { types: { array: { oneOf: ['rss', 'atom', 'json'] } }, title: 'string', description: 'string', copyright: 'string', language: 'string', limit: { union: ['count', { oneOf: [false] }], describe: 'a number of posts, or false for all' }, xslt: { union: ['boolean', { object: { rss: XSLT_FILE, atom: XSLT_FILE } }], describe: 'true, false, or { rss, atom }' } } } } };

/** A sidebars object (`docs.sidebars`, or a `versioned_sidebars/version-X-sidebars.json` file), shorthand written out. */
export const SIDEBARS_SCHEMA: Schema = { custom: sidebarsIssues };

/** Which versions of a docs folder are built: the same options for the main docs and each docs instance. */
const versionOptions: Record<string, Schema> = {
  lastVersion: 'string',
  versions: { record: { object: { label: 'string', path: 'string', banner: { oneOf: ['none', 'unreleased', 'unmaintained'] }, badge: 'boolean', noIndex: 'boolean' } } },
  onlyIncludeVersions: { array: 'string' },
  includeCurrentVersion: 'boolean'
};

/** `docs`: sidebars, edit URL and the versions, with Docusaurus's option names. */
const docsSchema: Schema = {
  object: {
    sidebars: SIDEBARS_SCHEMA,
    sidebarPath: 'string',
    sidebarCollapsed: 'boolean',
    sidebarCollapsible: 'boolean',
    sidebarItemsGenerator: 'function',
    numberPrefixParser: NUMBER_PREFIX_PARSER,
    breadcrumbs: 'boolean',
    routeBasePath: 'string',
    indexTrailingSlash: 'boolean',
    rootLinks: { oneOf: ['version', 'site'] },
    indexFileNames: { array: 'string' },
    editUrl,
    editCurrentVersion: 'boolean',
    editLocalizedFiles: 'boolean',
    showLastUpdateTime: 'boolean',
    showLastUpdateAuthor: 'boolean',
    exclude: { array: 'string' },
    include: { array: 'string' },
    tags: TAGS_OPTION,
    onInlineTags: REPORT_MODE,
    tagsBasePath: 'string',
    ...versionOptions
  }
};

/** A magic comment needs a line or a block directive, and no directive may be empty or span lines. */
function magicCommentIssues(value: unknown, key: string): ConfigIssue[] {
  const c = value as MagicComment;
  const issues: ConfigIssue[] = [];
  if (c.line === undefined && c.block === undefined) issues.push({ key, message: 'needs "line" or "block" (or both)' });
  if (!/^[A-Za-z_-][\w-]*(?:\s+[A-Za-z_-][\w-]*)*$/.test(c.className)) issues.push({ key: `${key}.className`, value: c.className, message: `must be CSS class names separated by spaces, got ${JSON.stringify(c.className)}` });
  const directives: Array<[string, string | undefined]> = [['line', c.line], ['block.start', c.block?.start], ['block.end', c.block?.end]];
  for (const [name, d] of directives) {
    if (d !== undefined && (!d.trim() || /[\r\n]/.test(d))) issues.push({ key: `${key}.${name}`, value: d, message: `must be a comment's text on one line, got ${JSON.stringify(d)}` });
  }
  if (c.block && c.block.start === c.block.end) issues.push({ key: `${key}.block`, message: 'start and end must differ' });
  return issues;
}

const magicComment: Schema = {
  all: [
    { object: { className: 'string', line: 'string', block: { object: { start: 'string', end: 'string' }, required: ['start', 'end'] } }, required: ['className'] },
    { custom: magicCommentIssues }
  ]
};

/** A synonym group: two or more entries, each one or more words that search indexes (not stop words alone). */
function synonymGroupIssues(value: unknown, key: string): ConfigIssue[] {
  const group = value as string[];
  if (group.length < 2) return [{ key, message: `must list at least two words or phrases that mean the same, got ${JSON.stringify(group)}` }];
  return group.flatMap((entry, i) => (titleKey(entry) ? [] : [{ key: `${key}[${i}]`, value: entry, message: `must hold a word that search indexes, got ${JSON.stringify(entry)}` }]));
}

/** An admonition's keyword, as `:::keyword` writes it: a directive's name. */
const admonitionKeyword: Schema = { all: ['string', { custom: (v, key) => (/^[A-Za-z][\w-]*$/.test(v as string) ? [] : [{ key, message: `must be a name of letters, digits, "-" and "_" that starts with a letter, as \`:::name\` is written, got ${JSON.stringify(v)}` }]) }] };

const synonymGroup: Schema = { all: [{ array: 'string' }, { custom: synonymGroupIssues }] };

/** A file extension of a redirect (`html`): no dot or slash, nothing a URL would escape. */
const extension: Schema = { all: ['string', { custom: (v, key) => (/^[\w~!*'()-]+$/.test(v as string) ? [] : [{ key, message: `must be an extension without its dot, such as "html", got ${JSON.stringify(v)}` }]) }] };

/** Whether Intl writes dates in `calendar` (Docusaurus's `localeConfigs.<locale>.calendar`). */
function knownCalendar(calendar: string): boolean {
  try {
    return new Intl.DateTimeFormat('en', { calendar }).resolvedOptions().calendar === calendar;
  } catch {
    return false;
  }
}

export const CONFIG_SCHEMA: Schema = {
  object: {
    title: 'string', titleDelimiter: 'string', tagline: 'string', url: 'string', baseUrl: 'string', favicon: 'string', noIndex: 'boolean',
    sitemap: { union: [{ oneOf: [false] }, { object: { filename: { all: ['string', { custom: (v, key) => (/^(?!.*(?:^|\/)\.\.?(?:\/|$))[\w.-]+(?:\/[\w.-]+)*$/.test(v as string) ? [] : [{ key, message: `must be a file name in the output folder, such as "sitemap.xml", got ${JSON.stringify(v)}` }]) }] }, ignorePatterns: { array: 'string' }, changefreq: { oneOf: [...CHANGEFREQ] }, priority: { all: ['number', { custom: (v, key) => ((v as number) >= 0 && (v as number) <= 1 ? [] : [{ key, message: `must be between 0 and 1, got ${String(v)}` }]) }] }, lastmod: { oneOf: ['date', 'datetime'] }, createSitemapItems: 'function' } }], describe: 'false, or { filename, ignorePatterns, changefreq, priority, lastmod, createSitemapItems }' },
    redirects: { array: { object: { from: { union: ['string', { array: 'string' }], describe: 'a path, or a list of paths' }, to: 'string' }, required: ['from', 'to'] } }, createRedirects: 'function', fromExtensions: { array: extension }, toExtensions: { array: extension },
    scripts: { array: urlOrAttributes('src') }, stylesheets: { array: urlOrAttributes('href') }, headTags: { array: { custom: headTagIssues } }, preBodyTags: { array: { custom: headTagIssues } }, postBodyTags: { array: { custom: headTagIssues } }, clientModules: { array: 'string' }, gtag: { object: { trackingID: { union: [ANALYTICS_ID, { array: ANALYTICS_ID }], describe: 'a tracking id (G-…), or a list of them' }, anonymizeIP: 'boolean' }, required: ['trackingID'] }, googleTagManager: { object: { containerId: ANALYTICS_ID }, required: ['containerId'] }, pwa: { object: { offlineModeActivationStrategies: { array: { oneOf: [...PWA_STRATEGIES] } } } },
    organizationName: 'string', projectName: 'string', trailingSlash: 'boolean',
    onBrokenLinks: { oneOf: ['throw', 'warn', 'ignore'] }, onBrokenAnchors: { oneOf: ['throw', 'warn', 'ignore'] }, onBrokenMarkdownLinks: { oneOf: ['throw', 'warn', 'ignore'] }, onBrokenImages: { oneOf: ['throw', 'warn', 'ignore'] },
    onBrokenComponents: { oneOf: ['throw', 'warn', 'ignore'] }, customFields: { record: 'any' }, globalData: { record: { record: 'any' } }, islands: { object: { aliases: { record: 'string' }, define: { record: { all: ['string', { custom: (v, key) => (defineValue(String(v)) ? [] : [{ key, message: `must be JSON or a name (esbuild's define), got ${JSON.stringify(v)}` }]) }] } }, provide: { record: { custom: (v, key) => (/^[A-Za-z_$][\w$]*$/.test(key.split('.').at(-1)!) && (typeof v === 'string' || (Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string'))) ? [] : [{ key, message: `must be a global's name given a module ("process/browser") or a module and its export (["buffer", "Buffer"]), got ${JSON.stringify(v)}` }]) } }, pages: 'boolean', chrome: { oneOf: ['always', 'layout'] }, textFiles: { array: regExp('/\\.ya?ml$/') }, loaders: { record: 'string' }, replace: { array: { object: { test: regExp('/theme\\/Styles/'), with: 'string', bundle: { oneOf: ['server', 'browser'] } }, required: ['test', 'with'] } }, sassResources: { array: 'string' }, routes: { array: { object: { path: { all: ['string', { custom: (v, key) => (String(v).startsWith('/') ? [] : [{ key, message: `must start with "/" (a route below the base URL), got ${JSON.stringify(v)}` }]) }] }, component: 'string', props: { record: 'any' } }, required: ['path', 'component'] } }, navbarItems: 'string', root: 'string', provider: 'string', docLayout: 'string', mdxContent: 'string', docFooter: 'string', docPaginator: 'string' } },
    contentDir: folderOrFalse, blogDir: folderOrFalse, pagesDir: folderOrFalse, pages: { object: { routeBasePath: 'string', include: { array: 'string' }, exclude: { array: 'string' } } }, themeDir: 'string', staticDir: { union: ['string', { array: 'string' }], describe: 'a folder, or a list of folders' }, pagesOverStatic: 'boolean', localesOverDefault: 'boolean', outDir: 'string',
    i18n: {
      all: [
        { object: { defaultLocale: 'string', locales: { array: 'string' }, path: 'string', localeConfigs: { record: { object: { label: 'string', htmlLang: 'string', direction: { oneOf: ['ltr', 'rtl'] }, path: 'string', translate: 'boolean', calendar: { all: ['string', { custom: (v, key) => (knownCalendar(String(v)) ? [] : [{ key, message: `must be a calendar Intl knows (such as "gregory", "buddhist", "persian", "islamic-umalqura"), got ${JSON.stringify(v)}` }]) }] } } } } } },
        { custom: localeIssues }
      ]
    },
    docs: docsSchema,
    docsInstances: { array: { object: { id: 'string', path: 'string', routeBasePath: 'string', sidebars: SIDEBARS_SCHEMA, sidebarPath: 'string', editUrl, editCurrentVersion: 'boolean', editLocalizedFiles: 'boolean', sidebarItemsGenerator: 'function', numberPrefixParser: NUMBER_PREFIX_PARSER, tags: TAGS_OPTION, ...versionOptions, ...Object.fromEntries(INSTANCE_OPTIONS.map((k) => [k, (docsSchema as { object: Record<string, Schema> }).object[k]])) }, required: ['id', 'path'] } },
    themeConfig: {
      object: {
        colorMode: { object: { defaultMode: { oneOf: ['light', 'dark'] }, respectPrefersColorScheme: 'boolean', disableSwitch: 'boolean' } },
        tableOfContents: { object: { minHeadingLevel: 'number', maxHeadingLevel: 'number' } },
        blog: { object: { sidebar: { object: { groupByYear: 'boolean' } } } },
        docs: { object: { versionPersistence: { oneOf: ['localStorage', 'none'] }, sidebar: { object: { hideable: 'boolean', autoCollapseCategories: 'boolean' } } } },
        image: 'string',
        metadata: { array: { custom: metaIssues } },
        colors: { object: { primary: colour, primaryDark: colour, navbar: { object: { background: colour, text: colour, backgroundDark: colour, textDark: colour }, required: ['background'] } }, required: ['primary'] },
        announcementBar: { object: { id: 'string', content: 'string', backgroundColor: 'string', textColor: 'string', isCloseable: 'boolean' }, required: ['content'] },
        navbar: {
          object: {
            title: 'string',
            logo: logo({ target: 'string' }),
            style: { oneOf: ['dark', 'primary'] },
            hideOnScroll: 'boolean',
            items: { custom: navbarItemsIssues }
          }
        },
        footer: {
          object: {
            style: { oneOf: ['dark', 'light'] },
            links: { array: { union: [{ object: { title: 'string', className: 'string', items: { array: footerItem } }, required: ['items'] }, footerItem], describe: 'a column {title?, className?, items}, a link {label, to|href} or {html}' } },
            logo: logo(),
            copyright: 'string'
          }
        }
      }
    },
    blog: BLOG_SCHEMA,
    blogInstances: { array: { object: { id: { all: ['string', { custom: (v, key) => (/^[\w-]+$/.test(String(v)) ? [] : [{ key, message: `must be letters, digits, "_" and "-", got ${JSON.stringify(v)}` }]) }] }, path: 'string', ...(BLOG_SCHEMA as { object: Record<string, Schema> }).object }, required: ['id', 'path'] } },
    markdown: { object: { magicComments: { array: magicComment }, format: { oneOf: ['detect', 'mdx', 'md'] }, mdx1: 'boolean', mermaid: 'boolean', math: 'boolean', npm2yarn: { union: ['boolean', { object: { sync: 'boolean', converters: { array: { oneOf: ['yarn', 'pnpm', 'bun'] } } } }], describe: 'true, or { sync, converters }' }, codeTabs: { union: ['boolean', { object: { labels: { record: 'string' }, sync: 'boolean', groupId: 'string' } }], describe: 'true, or { labels, sync, groupId }' }, githubAlerts: { union: ['boolean', { object: Object.fromEntries(Object.keys(GITHUB_ALERTS).map((t) => [t, { oneOf: [...ADMONITIONS] }])) }], describe: 'a boolean, or { NOTE, TIP, IMPORTANT, WARNING, CAUTION } with an admonition keyword each' }, admonitions: { union: ['boolean', { object: { keywords: { array: admonitionKeyword }, extendDefaults: 'boolean' } }], describe: 'a boolean, or { keywords, extendDefaults }' }, liveCodeBlocks: { union: ['boolean', { object: { playgroundPosition: { oneOf: ['top', 'bottom'] }, scope: 'string' } }], describe: 'true, or { playgroundPosition, scope }' }, components: 'string', prismLanguages: 'string', defaultCodeLanguage: 'string', preprocessor: 'function', parseFrontMatter: 'function', remarkPlugins: PLUGIN_LIST, rehypePlugins: PLUGIN_LIST, strippedImports: { array: regExp('/\\/private\\//') }, anchors: { object: { maintainCase: 'boolean' } } } },
    search: { object: { indexParentCategories: 'count', synonyms: { array: synonymGroup }, page: { all: ['string', { custom: (v, key) => (/^[\w.~-]+(?:\/[\w.~-]+)*$/.test(v as string) && !/(?:^|\/)\.\.?(?:\/|$)/.test(v as string) ? [] : [{ key, message: `must be a path below the base URL, such as "search", got ${JSON.stringify(v)}` }]) }] } } },
    postBuild: { array: 'function' },
    allContentLoaded: { array: 'function' },
    serve: { object: { allowedHosts: { union: [{ array: 'string' }, { oneOf: [true] }], describe: 'an array of host names, or true' } } }
  }
};

export interface ConfigIssue {
  key: string;
  message: string;
  /** The offending value, when it is a string: finds the line that writes it. */
  value?: string;
  /** The message stands alone (a message the spec words), not after `config "key"`. */
  exact?: boolean;
  hint?: string;
  /** The key is no option of its object (the rest of the object may be fine). */
  unknown?: boolean;
}

/** Returns every problem in `value`, each naming its dotted key path. */
export function validate(value: unknown, schema: Schema = CONFIG_SCHEMA, key = ''): ConfigIssue[] {
  const at = key || '(config)';
  if (schema === 'any') return [];
  if (typeof schema === 'object' && 'custom' in schema) return schema.custom(value, at);
  if (typeof schema === 'object' && 'all' in schema) {
    for (const s of schema.all) {
      const issues = validate(value, s, key);
      if (issues.length) return issues;
    }
    return [];
  }
  if (schema === 'count') return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? [] : [{ key: at, message: `must be a whole number, 0 or more, got ${got(value)}` }];
  if (typeof schema === 'string') return typeof value === schema ? [] : [{ key: at, message: `must be a ${schema}, got ${got(value)}` }];
  if ('oneOf' in schema) return schema.oneOf.includes(value as string | boolean) ? [] : [{ key: at, message: `must be one of ${schema.oneOf.map((s) => JSON.stringify(s)).join(', ')}, got ${got(value)}` }];
  if ('union' in schema) {
    const results = schema.union.map((s) => validate(value, s, key));
    if (results.some((r) => r.length === 0)) return [];
    // When one form only is of the value's own kind (an object among a string and an object), its problem is the
    // real cause: a category with an unknown key is "link is not a known option", not "must be a doc id or …".
    const own = schema.union.flatMap((s, i) => (shapeOf(s) !== undefined && shapeOf(s) === got(value) ? [{ s, issues: results[i] }] : []));
    // Among objects, the one form whose required keys the value has (a footer column's title and items) is the one meant.
    const meant = own.length > 1 ? own.filter(({ s }) => typeof s === 'object' && 'object' in s && (s.required ?? []).every((k) => (value as Record<string, unknown>)[k] !== undefined)) : own;
    return meant.length === 1 ? meant[0].issues : [{ key: at, message: `must be ${schema.describe}, got ${got(value)}` }];
  }
  if ('array' in schema) {
    if (!Array.isArray(value)) return [{ key: at, message: `must be an array, got ${got(value)}` }];
    return value.flatMap((v, i) => validate(v, schema.array, `${key}[${i}]`));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [{ key: at, message: `must be an object, got ${got(value)}` }];
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if ('record' in schema) return entries.flatMap(([k, v]) => validate(v, schema.record, key ? `${key}.${k}` : k));
  const issues: ConfigIssue[] = [];
  for (const name of schema.required ?? []) {
    if ((value as Record<string, unknown>)[name] === undefined) issues.push({ key: key ? `${key}.${name}` : name, message: 'is required' });
  }
  for (const [k, v] of entries) {
    const path = key ? `${key}.${k}` : k;
    const sub = schema.object[k];
    if (!sub && schema.attributes && ATTRIBUTE.test(k)) issues.push(...linkAttributeIssues(k, v, path));
    else if (!sub) {
      const near = closest(k, Object.keys(schema.object));
      issues.push({ key: path, message: `is not a known option${near ? ` (did you mean "${near}"?)` : ''}`, unknown: true });
    } else issues.push(...validate(v, sub, path));
  }
  return issues;
}

/** What a value of an object or array schema looks like, in `got`'s words; undefined for the other schemas. */
function shapeOf(schema: Schema): string | undefined {
  if (typeof schema !== 'object') return undefined;
  return 'object' in schema || 'record' in schema ? 'an object' : 'array' in schema ? 'an array' : undefined;
}

function closest(word: string, options: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const option of options) {
    const d = distance(word.toLowerCase(), option.toLowerCase());
    if (d < bestScore) [best, bestScore] = [option, d];
  }
  return bestScore <= Math.max(2, word.length / 3) ? best : undefined;
}

/** Levenshtein distance. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}
