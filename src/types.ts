// Types that cross pipeline stages: config, source files, parsed docs, pages, diagnostics.

/** One finding of a stage, printed as `file:line:col: severity: message`. */
export interface Diagnostic {
  file: string;
  line?: number;
  column?: number;
  severity: 'error' | 'warning';
  message: string;
  hint?: string;
  /** What a broken-link finding found broken, for the config's `onBroken*` options. */
  broken?: Broken;
  /** A finding those options may leave out but never make an error (a JSX element's link in a Docusaurus site). */
  warnOnly?: true;
}

/**
 * "Edit this page" for a docs page worked out by the site, as Docusaurus's `editUrl` function: what it is given, and
 * the URL it returns (nothing: no link).
 */
export type EditUrlFunction = (doc: {
  /** `current` or a name from versions.json. */
  version: string;
  /** The version's docs folder from the site folder: `docs`, `versioned_docs/version-1.0`. */
  versionDocsDirPath: string;
  /** The doc's file below it: `guide/intro.md`. */
  docPath: string;
  /** The page's URL path: `/docs/guide/intro`. */
  permalink: string;
  locale: string;
}) => string | undefined | null;

/** A blog feed's format. */
export type FeedType = 'rss' | 'atom' | 'json';
/** What a finding a site may ask about is (Docusaurus's report modes): nothing, a warning ('log' too), or an error. */
export type ReportMode = 'ignore' | 'log' | 'warn' | 'throw';

/** The blog's feeds (UserConfig's `blog.feed`), with their defaults. */
/** When the pages are kept for reading offline (`pwa`), as Docusaurus's `offlineModeActivationStrategies`. */
export const PWA_STRATEGIES = ['appInstalled', 'standalone', 'queryString', 'mobile', 'saveData', 'always'] as const;
export type PwaStrategy = (typeof PWA_STRATEGIES)[number];

export interface FeedOptions {
  types: FeedType[];
  title: string;
  description: string;
  copyright?: string;
  language?: string;
  limit: number | false;
  /** The stylesheet a browser shows each feed with (`blog.feed.xslt`): docgen's own (`true`), or a file, as written (relative to the blog folder). */
  xslt?: Partial<Record<'rss' | 'atom', string | true>>;
}

/** "Edit this page" for a blog post worked out by the site, as Docusaurus's blog `editUrl` function. */
export type BlogEditUrlFunction = (post: {
  /** The blog folder from the site folder: `blog`. */
  blogDirPath: string;
  /** The post's file below it: `2024-01-15-hello.md`. */
  blogPath: string;
  permalink: string;
  locale: string;
}) => string | undefined | null;

/**
 * A blog post's reading time worked out by the site, as Docusaurus's blog `readingTime`: minutes (shown rounded up), or
 * undefined for none. `content`: the post's markdown below its front matter; `defaultReadingTime`: docgen's count of it
 * (words a locale's segmenter finds, at 200 a minute unless `options.wordsPerMinute` says otherwise).
 */
export type ReadingTimeFunction = (params: {
  content: string;
  frontMatter: Record<string, unknown>;
  locale: string;
  defaultReadingTime: (params: { content: string; locale?: string; options?: { wordsPerMinute?: number } }) => number;
}) => number | undefined;

/** One URL of sitemap.xml, as Docusaurus's `createSitemapItems` has them (null: no such element). */
export type SitemapItem = { url: string; lastmod?: string | null; changefreq?: string | null; priority?: number | null };

/** The entries of sitemap.xml worked out by the site, as Docusaurus's sitemap option: docgen's given by `defaultCreateSitemapItems`. */
export type CreateSitemapItems = (params: { defaultCreateSitemapItems: (params?: unknown) => Promise<SitemapItem[]>; siteConfig: unknown; routes: Array<{ path: string }> }) => SitemapItem[] | Promise<SitemapItem[]>;

/** A page link to no page, an anchor not on its page, an image with no file, a link to a markdown file that is no page. */
export type Broken = 'link' | 'anchor' | 'image' | 'markdown-link' | 'component';

/** What every sidebar item may carry: a CSS class on its element, and data handed to the theme as it is. */
export interface SidebarItemBase {
  className?: string;
  customProps?: Record<string, unknown>;
  /** Names the item in the site's translation (i18n label) files, where two items share a label. */
  key?: string;
}

/**
 * A sidebar entry as written in the config or a sidebars file (after the shorthand `{ Label: items }` is written
 * out): a doc id, or an object whose `type` says what it is.
 */
export type SidebarItemConfig =
  | string
  /** `ref` links to the doc without making this sidebar the doc's own (no sidebar place, no prev/next). */
  | (SidebarItemBase & { type: 'doc' | 'ref'; id: string; label?: string; /** Whether translation files carry its label. */ translatable?: boolean })
  /** `href` external, or a path; a path starting with `/` gets the site's base URL unless `autoAddBaseUrl` is false. */
  | (SidebarItemBase & { type: 'link'; label: string; href: string; autoAddBaseUrl?: boolean; description?: string })
  /** Raw HTML in the item's `<li>`; `defaultStyle` draws it as a sidebar link is drawn. */
  | (SidebarItemBase & { type: 'html'; value: string; defaultStyle?: boolean })
  /** The docs below `dirName` (relative to the content folder; `.` is all of it), as items and categories. */
  | (SidebarItemBase & { type: 'autogenerated'; dirName: string })
  | SidebarCategoryConfig;

/** A category as written; `link` makes its label a link (to a doc, or to a page docgen makes listing its items). */
export interface SidebarCategoryConfig extends SidebarItemBase {
  type: 'category';
  label: string;
  items: SidebarItemConfig[];
  collapsed?: boolean;
  collapsible?: boolean;
  /** `null`: no link, not even the index doc an autogenerated category would take. */
  link?: CategoryLinkConfig | null;
  /** Shown under the category's card on a generated index page. */
  description?: string;
}

/**
 * A category's link: one of its docs (by id), or a generated index page listing the category's items as cards, at
 * `slug` below the docs' route (default `/category/<slugified label>`).
 */
export type CategoryLinkConfig =
  | { type: 'doc'; id: string }
  | { type: 'generated-index'; title?: string; description?: string; slug?: string; image?: string; keywords?: string | string[] };

/** A resolved sidebar entry, as the theme receives it. */
export type { SidebarItem, CardData } from '../theme/types.js';
import type { CardData, SidebarItem } from '../theme/types.js';
import type { PrismLanguages } from './markdown/prism.js';
import type { LocaleOwnKey } from './adapters/types.js';

/** A tag's attributes as `scripts`, `stylesheets` and `headTags` take them: a string, or true for a bare one (`async`). */
export type HeadAttributes = Record<string, string | boolean>;
/** A tag of every page's `<head>` (a Docusaurus `headTags` entry). */
export interface SiteHeadTag {
  tagName: string;
  attributes?: HeadAttributes;
  /** What the tag holds (a `<script>`'s or `<style>`'s code). */
  innerHTML?: string;
}

/** An old path (or several) that sends the reader on to `to`: paths below the base URL. */
export interface Redirect {
  from: string | string[];
  to: string;
}
/** A page's path (below the base URL) -> the old paths that should lead to it. */
export type CreateRedirects = (path: string) => string | string[] | null | undefined;

/** A navbar item as written in the config; which fields a type takes is in `src/config/navbar.ts`. */
export interface NavbarItem {
  /** Default "default": a plain link (`to` below the base URL, or `href`). */
  /** `custom-<name>`: the component of that name in `islands.navbarItems`, given the item's other keys as its props. */
  type?: 'default' | 'doc' | 'docSidebar' | 'dropdown' | 'html' | 'search' | 'localeDropdown' | 'docsVersion' | 'docsVersionDropdown' | `custom-${string}`;
  label?: string;
  to?: string;
  href?: string;
  docId?: string;
  sidebarId?: string;
  /** Only "default": docgen has one docs plugin. */
  docsPluginId?: string;
  /** Default "right". Not inside a dropdown. */
  position?: 'left' | 'right';
  /** The raw HTML of an `html` item. */
  value?: string;
  /** A dropdown's entries: links, doc, docSidebar, docsVersion and html items. */
  items?: NavbarItem[];
  /** A locale or version dropdown's own entries (as a dropdown's) before and after its locales or versions. */
  dropdownItemsBefore?: NavbarItem[];
  dropdownItemsAfter?: NavbarItem[];
  /** A version dropdown that never shows as current, whatever page is open. */
  dropdownActiveClassDisabled?: boolean;
  /** The versions a version dropdown lists, in this order (names), or a map of them to their labels: default every one. */
  versions?: string[] | Record<string, { label?: string }>;
  /** A link that is current on the pages below this path (relative to the base URL) instead of below its own `to`. */
  activeBasePath?: string;
  /** A link's: `_blank` opens it in a new tab, `_self` in this one. Default: a new tab for a link that leaves the site. */
  target?: '_blank' | '_self';
  /** A link's `rel` attribute (e.g. "me", "nofollow"). Default: "noopener noreferrer" on a link that opens a new tab. */
  rel?: string;
  /** A link's content as HTML (an icon, a button-like span) instead of its label; the label, if any, is then its accessible name. */
  html?: string;
  /** A link that is current on the pages whose route this regular expression finds, instead of below its own `to`. */
  activeBaseRegex?: string;
  /** Extra CSS class on the item's element. */
  className?: string;
  /** A link's title attribute (its tooltip); `aria-*` and `data-*` keys are the link's attributes too, as in Docusaurus. */
  title?: string;
  [attribute: `aria-${string}` | `data-${string}`]: string | undefined;
}

/** A logo: `srcDark` is shown in dark mode; `width`/`height` are set on the image. */
export interface LogoConfig {
  src: string;
  srcDark?: string;
  alt?: string;
  /** Where the logo links to (the navbar's: default the base URL). */
  href?: string;
  width?: number;
  height?: number;
  /** Inline style of the image, as Docusaurus takes it: `{ borderRadius: '5px' }` or `{ 'border-radius': '5px' }`. */
  style?: Record<string, string | number>;
}

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
  /** The link's title attribute; `aria-*` and `data-*` keys are its attributes too, as in Docusaurus. */
  title?: string;
  /** CSS classes of the link's element. */
  className?: string;
  /** Where it opens, and its rel: for an external link, in place of a new tab and `noopener noreferrer`. */
  target?: '_blank' | '_self';
  rel?: string;
  [attribute: `aria-${string}` | `data-${string}`]: string | undefined;
}

/** A footer column's entry of raw HTML (a badge, a form), shown as it is. */
export interface FooterHtml {
  html: string;
  /** CSS classes of its list item. */
  className?: string;
}

export interface ThemeConfig {
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  /** The docs' sidebar (see UserConfig) and whether a reader's version choice is kept in the browser. */
  docs: { versionPersistence: 'localStorage' | 'none'; sidebar: { hideable: boolean; autoCollapseCategories: boolean } };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  /** The blog sidebar's recent posts under their years (Docusaurus's `blog.sidebar.groupByYear`). */
  blog: { sidebar: { groupByYear: boolean } };
  /** The social card of pages without their own `image`. */
  image?: string;
  /** `<meta>` tags on every page: each an object of attributes (`{ name: 'twitter:card', content: 'summary' }`). */
  metadata?: Array<Record<string, string>>;
  /** The site's colour for links and accents (light mode, and dark mode's); see brandCss. */
  colors?: { primary: string; primaryDark?: string; navbar?: import('./config/schema.js').NavbarColours };
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable?: boolean };
  navbar: {
    title?: string;
    logo?: LogoConfig & { target?: string };
    style?: 'dark' | 'primary';
    hideOnScroll: boolean;
    items: NavbarItem[];
  };
  footer?: {
    style?: 'dark' | 'light';
    /** Columns (a title is optional, as in Docusaurus: Cosmos SDK's first column is a logo alone), or links in one row. */
    links: Array<{ title?: string; className?: string; items: Array<FooterLink | FooterHtml> } | FooterLink | FooterHtml>;
    logo?: LogoConfig;
    /** HTML, as Docusaurus's. */
    copyright?: string;
  };
}

/**
 * A kind of magic comment in code blocks: a line holding only `// {line}` (or the language's other
 * comment syntaxes) gives `className` to the next line; lines between `{block.start}` and
 * `{block.end}` comments get it too. The comment lines are not shown.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** What the markdown parse depends on besides the file: part of each parsed page's cache key. */
export interface MarkdownOptions {
  /** The first entry's class is also the one a `{1,3-5}` range in a fence's meta string gives. */
  magicComments: MagicComment[];
  /** The levels an MDX page's inline table of contents (`<TOCInline>`) shows by default: `themeConfig.tableOfContents`, set when not 2 to 3. */
  tableOfContents?: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Heading ids keep the heading's case (`## Command Log` is `#Command-Log`): `markdown.anchors.maintainCase`. */
  anchorsMaintainCase?: true;
  /** ```mermaid fences drawn as SVG diagrams at build time (absent: shown as code). */
  mermaid?: true;
  /** `$…$` and `$$…$$` typeset with KaTeX at build time (absent: read as text). */
  math?: true;
  /** Which files are read as MDX: `detect` (default) `.mdx` only, `mdx` every page, `md` none. */
  format?: 'detect' | 'mdx' | 'md';
  /** MDX pages are read as MDX 1 read them (src/mdx/mdx1.ts). */
  mdx1?: true;
  /** A fence whose meta is `npm2yarn` is a tab list of its command for npm and each converter (absent: shown as code). */
  npm2yarn?: { sync: boolean; converters: Npm2YarnConverter[] };
  /** Fences side by side whose meta has `tab` are one tab list (absent: shown as code): see UserConfig. */
  codeTabs?: { labels: Record<string, string>; sync: boolean; groupId: string };
  /** Blockquotes that start with `[!NOTE]` (GitHub's alerts) are admonitions: the keyword each type is drawn as (absent: quotes). */
  githubAlerts?: Record<GithubAlertType, AdmonitionKeyword>;
  /** The keywords `:::keyword` is an admonition for, when not docgen's own (ADMONITIONS): markdown.admonitions; empty when false. */
  admonitions?: string[];
  /** docgen's own keywords that the site's `@theme/Admonition/Types` draws with components of its own (not the theme's). */
  admonitionTypes?: string[];
  /** A fence whose meta has `live` is a react-live playground: the result's place, and the scope module (absolute) if not React's. */
  liveCode?: { position: 'top' | 'bottom'; scope?: string };
  /** `markdown.components`: for each component every MDX page may use without importing it, the statements that import it. */
  components?: Record<string, Array<{ source: string; names: string[] }>>;
  /** The names X of `@theme/X` that are the site's own components: the islands aliases of `@theme/X` (an adapted Docusaurus site's `src/theme/X`). */
  siteTheme?: string[];
  /** The site's other import aliases (islands.aliases but `@site` and `@theme/X`), each with its folder: the partials and modules an MDX page imports through one are read there. */
  aliases?: Record<string, string>;
  /** The files a page imports as their text (islands.textFiles): its values read them so. */
  textFiles?: PatternData[];
  /** The site's own loaders' names (islands.loaders): an import through them is its islands' to read, not the page's. */
  loaders?: string[];
  /** The imports an MDX page leaves out (markdown.strippedImports): the elements they name show their content. */
  strippedImports?: PatternData[];
  /** The static folders, when they are not the site's `static` folder: where `require('/x')` looks before the site folder. */
  staticDirs?: string[];
  /** The site's own Prism languages (`markdown.prismLanguages`), bundled: fences of those Shiki does not know are highlighted with Prism. */
  prism?: PrismLanguages;
  /** The language of a fence that names none: `markdown.defaultCodeLanguage`. */
  defaultCodeLanguage?: string;
  /**
   * The key of the site's own remark and rehype plugins (markdown.remarkPlugins / rehypePlugins), registered in the
   * thread that loaded the config (site-plugins.ts): a site that has them is parsed in that thread.
   */
  sitePlugins?: string;
}

/** The keywords of admonitions (`:::note`); the last three are Docusaurus's older names. */
export type AdmonitionKeyword = 'note' | 'tip' | 'info' | 'caution' | 'warning' | 'danger' | 'secondary' | 'important' | 'success';

/** The types of GitHub's alerts (`> [!NOTE]`). */
export type GithubAlertType = 'NOTE' | 'TIP' | 'IMPORTANT' | 'WARNING' | 'CAUTION';

/** The package managers a `npm2yarn` fence's command is also given for. */
export type Npm2YarnConverter = 'yarn' | 'pnpm' | 'bun';

/** Which versions of a docs folder are built, and how (the main docs' `docs.*`, or a `docsInstances` entry's). */
export interface VersionOptions {
  /** The version at the folder's route base; default the newest in its versions file, else `current`. */
  lastVersion?: string;
  /** `badge`: "Version: {label}" above each doc of the version; default on when more than one version is built. */
  versions: Record<string, { label?: string; path?: string; banner?: 'none' | 'unreleased' | 'unmaintained'; badge?: boolean; noIndex?: boolean }>;
  onlyIncludeVersions?: string[];
  includeCurrentVersion: boolean;
}

/** The main docs' options a docs instance may set for itself (`docsInstances[].breadcrumbs`…). */
export const INSTANCE_OPTIONS = ['sidebarCollapsed', 'sidebarCollapsible', 'breadcrumbs', 'showLastUpdateTime', 'showLastUpdateAuthor', 'exclude', 'include', 'onInlineTags', 'tagsBasePath'] as const;
export type InstanceOption = (typeof INSTANCE_OPTIONS)[number];

/** A regular expression as data (a config's, in a cache key): its source and flags (islands.textFiles, markdown.strippedImports). */
/** A module swapped for another file when the islands are bundled (islands.replace): in both bundles, or one. */
export interface ModuleReplacement {
  test: PatternData;
  file: string;
  bundle?: 'server' | 'browser';
}

export interface PatternData {
  source: string;
  flags: string;
}

/** A test of whether a path matches one of `rules` (false for every path without rules). */
export function matchesAny(rules: PatternData[] | undefined): (file: string) => boolean {
  const patterns = (rules ?? []).map((r) => new RegExp(r.source, r.flags.replace(/[gy]/g, '')));
  return (file) => patterns.some((p) => p.test(file));
}

/** Data for a site's own components by plugin name and instance id (globalData). */
export type GlobalData = Record<string, Record<string, unknown>>;

/** A tag as allContentLoaded functions are given it. */
export interface LoadedTag {
  label: string;
  permalink: string;
  description?: string;
}

/** A docs page as allContentLoaded functions are given it: its metadata as Docusaurus's docs have it, and its version. */
export interface LoadedDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  /** Its file, as `@site/docs/intro.md`. */
  source: string;
  frontMatter: Record<string, unknown>;
  tags: LoadedTag[];
  editUrl?: string;
  /** When it was last updated (milliseconds), and by whom, where the site shows it. */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
  unlisted: boolean;
  version: string;
  versionLabel: string;
  isLastVersion: boolean;
  /** Its docs folder's id (`default`: the main docs). */
  plugin: string;
}

/** A blog post as allContentLoaded functions are given it: its metadata as Docusaurus's blog has it, and its blog. */
export interface LoadedPost {
  id: string;
  title: string;
  description: string;
  permalink: string;
  source: string;
  /** `YYYY-MM-DDT…Z`. */
  date: string;
  frontMatter: Record<string, unknown>;
  tags: LoadedTag[];
  authors: Array<{ name: string; title?: string; url?: string; email?: string; imageURL?: string; key?: string; page: { permalink: string } | null; socials: Record<string, string> }>;
  readingTime?: number;
  hasTruncateMarker: boolean;
  unlisted: boolean;
  editUrl?: string;
  prevItem?: { title: string; permalink: string };
  nextItem?: { title: string; permalink: string };
  /** Its blog's id (`default`: the main blog). */
  blog: string;
}

/** One locale's content, as allContentLoaded functions are given it, and `warn` to say something with the build's warnings. */
export interface LoadedContent {
  locale: string;
  docs: LoadedDoc[];
  posts: LoadedPost[];
  warn: (message: string) => void;
}

/** A function called once the content is read, whose result is merged into the locale's global data (allContentLoaded). */
export type AllContentLoaded = (content: LoadedContent) => GlobalData | void | Promise<GlobalData | void>;

/** A function called once a build's output is written: its folder, and every page's URL path and kind (postBuild). */
export type PostBuild = (build: { outDir: string; routes: Array<{ path: string; kind: PageKind }> }) => unknown;

/** A React component rendered as a page of its own at `path` (below the base URL), given `props`. */
export interface IslandRoute {
  path: string;
  component: string;
  props?: Record<string, unknown>;
}

/** The resolved configuration: defaults filled, paths absolute. */
export interface Config {
  root: string;
  configFile: string | null;
  /** The site's own files the config imports (its own remark plugin, a data file), bundled with it: the dev server reloads the config when one changes. */
  configInputs?: string[];
  contentDir: string;
  /** `contentDir: false`: the site has no docs (contentDir, a folder never read, stays a path for the code that names it). */
  noDocs?: true;
  /** The blog's posts (absent folder, or undefined: no blog). */
  blogDir?: string;
  /** Standalone markdown pages, without the docs sidebar (absent folder: none). */
  pagesDir?: string;
  /** The pages folder's route below the base URL (`more/`, or '' at the base URL) and the globs of its page files. */
  pages: { routeBasePath: string; include?: string[]; exclude: string[] };
  themeDir: string;
  /** The static folders, in lookup order (a file in two is the first's). */
  staticDirs: string[];
  /** A page written where a static file would be wins, with a warning, instead of stopping the build. */
  pagesOverStatic: boolean;
  localesOverDefault: boolean;
  outDir: string;
  cacheDir: string;
  title: string;
  tagline: string;
  /** See UserConfig. */
  titleDelimiter: string;
  url: string;
  /** See UserConfig: every page asks search engines not to index it. */
  noIndex: boolean;
  /** See UserConfig; false: none (also with `noIndex`). */
  sitemap: false | { filename: string; ignorePatterns: string[]; changefreq?: string; priority?: number; lastmod?: 'date' | 'datetime'; createSitemapItems?: CreateSitemapItems };
  baseUrl: string;
  favicon?: string;
  /** See UserConfig: every page's own `<head>` tags, in this order. */
  /** A tag, or HTML as written (a plugin's injectHtmlTags may give a string). */
  headTags: Array<SiteHeadTag | string>;
  /** Tags at the start and at the end of every page's `<body>`. */
  preBodyTags: Array<SiteHeadTag | string>;
  postBodyTags: Array<SiteHeadTag | string>;
  /** The site's client modules (absolute paths), run in every page (see UserConfig). */
  clientModules: string[];
  /** Google Analytics and Google Tag Manager (see UserConfig): added to a build's pages by loadConfig (src/config/analytics.ts). */
  gtag?: { trackingID: string | string[]; anonymizeIP?: boolean };
  googleTagManager?: { containerId: string };
  /** Reading offline (see UserConfig): the strategies that turn offline mode on; a build writes `sw.js` (src/pwa.ts). */
  pwa?: { strategies: PwaStrategy[] };
  /** See UserConfig. */
  redirects: Redirect[];
  createRedirects?: CreateRedirects;
  fromExtensions: string[];
  toExtensions: string[];
  organizationName?: string;
  projectName?: string;
  trailingSlash?: boolean;
  onBrokenLinks: 'throw' | 'warn' | 'ignore';
  onBrokenAnchors: 'throw' | 'warn' | 'ignore';
  onBrokenMarkdownLinks: 'throw' | 'warn' | 'ignore';
  onBrokenImages: 'throw' | 'warn' | 'ignore';
  /** A site's own component that cannot be bundled or rendered (see src/islands/). */
  onBrokenComponents: 'throw' | 'warn' | 'ignore';
  /** Data for a site's own components (their site context's `customFields`). */
  customFields: Record<string, unknown>;
  /** See UserConfig. */
  globalData: GlobalData;
  /**
   * A site's own React components: `aliases` maps an import prefix (`@site`) to a folder (absolute); `pages` builds the
   * pages folder's React pages; `routes` are components at routes of their own (`component` absolute, its extension maybe left out);
   * `navbarItems`: the module of the navbar's `custom-*` item types; `root`: the module of the site's Root; `provider`:
   * the module of the component around each island; `mdxContent`: the module of the component around each markdown
   * page's article (absolute).
   */
  islands: { aliases: Record<string, string>; define: Record<string, string>; provide: Record<string, string[]>; pages: boolean; chrome: 'always' | 'layout'; routes: IslandRoute[]; textFiles: PatternData[]; loaders: Record<string, string>; replace: ModuleReplacement[]; sassResources: string[]; navbarItems?: string; root?: string; provider?: string; docLayout?: string; mdxContent?: string; docFooter?: string; docPaginator?: string };
  /**
   * `rootLocale`: the locale at the base URL, the others below `{baseUrl}{locale}/` (localePath); the default locale
   * unless a build was asked for one other locale alone (`docgen build --locale fr`). `dir`: the folder of translations
   * (absolute; `i18n/`, Docusaurus's `i18n.path`); a locale's `dir`: its own (`i18n/fr/`, or its `localeConfigs` `path`).
   */
  i18n: { defaultLocale: string; locales: string[]; dir: string; localeConfigs: Record<string, { label: string; htmlLang: string; direction: 'ltr' | 'rtl'; dir: string; translate: boolean; calendar?: string }>; rootLocale?: string };
  docs: {
    /** The docs' route below the base URL, `` or `docs/` (see src/mounts.ts). */
    routeBasePath: string;
    /** Index docs are routed `/guide/` rather than `/guide`. */
    indexTrailingSlash: boolean;
    /** What a root-absolute link in a docs page is below without a route base: the page's version's base URL, or the site's. */
    rootLinks: 'version' | 'site';
    /** Lower-case file names that make a doc its folder's index. */
    indexFileNames: string[];
    sidebars: Record<string, SidebarItemConfig[]>;
    /** A locale's translations of sidebar labels (its docs' `current.json`), for the items generated from folders. */
    sidebarMessages?: Map<string, string>;
    /** The file the sidebars are written in (absolute), when not the config file: sidebar messages point into it. */
    sidebarPath?: string;
    /** The site's own function that makes the items of each `autogenerated` sidebar item (Docusaurus's option). */
    sidebarItemsGenerator?: import('./sidebars/items-generator.js').SidebarItemsGenerator;
    /** How docs' file and folder names lose their number prefixes (ids, routes, sidebars): `false` keeps them; unset, docgen's. */
    numberPrefixParser?: import('./sidebars/number-prefix.js').NumberPrefixOption;
    /** Whether categories start collapsed, and whether they can collapse at all, unless a category says. Default true, true. */
    sidebarCollapsed: boolean;
    sidebarCollapsible: boolean;
    /** Whether docs pages show their breadcrumbs. Default true. */
    breadcrumbs: boolean;
    editUrl?: string | EditUrlFunction;
    /** With a string `editUrl`, every version's pages link to the current version's file (Docusaurus's `editCurrentVersion`). */
    editCurrentVersion: boolean;
    /** With a string `editUrl`, a locale's translated docs link to their translation's file (Docusaurus's `editLocalizedFiles`). */
    editLocalizedFiles: boolean;
    /** Show when each docs page was last changed: `last_update.date`, else its file's last git commit. */
    showLastUpdateTime: boolean;
    /** Show who last changed each docs page: `last_update.author`, else its file's last commit's author. */
    showLastUpdateAuthor: boolean;
    /** Globs of files below the docs folder that are not pages (partials, tests), matched against paths relative to it. */
    exclude: string[];
    /** Globs of the files below the docs folder that may be pages; none: every markdown file. */
    include?: string[];
    /** The tags file, relative to the docs folder (each version's, a locale's first); `false`: none; unset: `tags.yml` if there is one. */
    tags?: string | false;
    /** What a tag the tags file does not define is. */
    onInlineTags: ReportMode;
    /** The tags pages' path below the docs' route (`tags`). */
    tagsBasePath: string;
  } & VersionOptions;
  /** More docs folders, each built as an instance of its own, versioned as the main docs are (see src/versions/folders.ts). */
  /** `own`: the main docs' options it sets for itself (INSTANCE_OPTIONS); the rest are the main docs'. */
  docsInstances: Array<{ id: string; contentDir: string; routeBasePath: string; sidebars: Record<string, SidebarItemConfig[]>; sidebarPath?: string; editUrl?: string | EditUrlFunction; editCurrentVersion: boolean; editLocalizedFiles: boolean; sidebarItemsGenerator?: Config['docs']['sidebarItemsGenerator']; numberPrefixParser?: Config['docs']['numberPrefixParser']; tags?: string | false; own: Partial<Pick<Config['docs'], InstanceOption>> } & VersionOptions>;
  themeConfig: ThemeConfig;
  /**
   * `routeBasePath`: the blog's route below the base URL, `blog/` or `` (see src/mounts.ts). `sidebarCount`: the newest
   * posts the blog's sidebar lists under `sidebarTitle` (0: no sidebar). `archiveBasePath`: the archive page's route below the
   * blog's (undefined: no archive page).
   */
  blog: { routeBasePath: string; showReadingTime: boolean; postsPerPage: number; title: string; description: string; sidebarCount: number; sidebarTitle: string; archiveBasePath?: string; dateFromFile: boolean; onUntruncatedBlogPosts: ReportMode; onInlineAuthors: ReportMode; authorsMapPath: string; authorsBasePath: string; tagsBasePath: string; pageBasePath: string; tags?: string | false; onInlineTags: ReportMode; editUrl?: string | false | BlogEditUrlFunction; editLocalizedFiles: boolean; feed: FeedOptions; include?: string[]; exclude: string[]; readingTime?: ReadingTimeFunction; sortPosts: 'ascending' | 'descending' };
  /** The other blogs (`blogInstances`): each one's id, folder and options, built by an instance of its own per locale. */
  blogInstances: Array<{ id: string; dir: string; blog: Config['blog'] }>;
  search: { indexParentCategories: number; synonyms: string[][]; page?: string };
  markdown: MarkdownOptions;
  /** The site's functions over each markdown file's text and front matter, run before it is parsed (src/markdown/hooks.ts). */
  markdownHooks?: { preprocessor?: import('./markdown/hooks.js').Preprocessor; parseFrontMatter?: import('./markdown/hooks.js').ParseFrontMatter };
  /** The dev server: extra host names it answers (`true`: any). */
  serve: { allowedHosts: string[] | true };
  /** What `docgen build` calls once the output is written (postBuild). */
  postBuild?: PostBuild[];
  /** What the content is given once read, for the global data of each locale's components (allContentLoaded). */
  allContentLoaded?: AllContentLoaded[];
  /** Read through an adapter from another tool's config: one line saying so, and a warning for each part left out. */
  adapted?: { summary: string; notes: Diagnostic[]; inputs: string[]; css?: string; cssFiles?: Record<string, string>; readsSources?: true; siteConfig?: Record<string, unknown>; linksDrawnBy?: string; componentRules?: ClassRule[]; apiItem?: string[]; unbuilt?: UnbuiltRoute[]; locales?: Record<string, LocaleOwn> };
  /** Set on each docs instance's copy of the config when the site has versions or locales (see src/instances.ts). */
  instance?: DocsInstance;
}

/** A locale's own options, from the config read for that locale (see Adapted.locales), and its components' siteConfig. */
export type LocaleOwn = Pick<Config, LocaleOwnKey> & { siteConfig?: Record<string, unknown> };

/** One (docs version, locale) of a site with versions or locales: its own Site, built under its own path. */
export interface DocsInstance {
  /** `current` or a name from versions.json. */
  version: string;
  versionLabel: string;
  locale: string;
  /** The site's base URL (`/docs/`); the instance's config has its own base URL below it. */
  siteBaseUrl: string;
  /** What a root-absolute link (`/x`) in its pages is below: the locale's base with a docs route base, else its own. */
  linkBase?: string;
  /** The `id` of the docs instance (`docsInstances`) it builds; undefined for the main docs. */
  plugin?: string;
  /** The `id` of the blog (`blogInstances`) it builds, and nothing else: its locale's main docs' last version's base and options otherwise. */
  blog?: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Whether its docs show "Version: {label}". */
  badge: boolean;
  /** Its docs are not indexed by search engines (robots `noindex`) and are left out of the sitemap. */
  noIndex?: boolean;
  isLast: boolean;
  /** The search tag of its index file, e.g. `docs-default-1.0`. */
  searchTag: string;
  /** The default locale's folder for this version, whose files fill in what a translation lacks. */
  fallbackDir?: string;
  /** The folder a string `editUrl` names its pages' files in, when not theirs: the current version's (`editCurrentVersion`). */
  editDir?: string;
  /** The folder a string `editUrl` names a translated page's file in (`editLocalizedFiles`): the translation's folder, or with `editCurrentVersion` the current version's. */
  editLocalizedDir?: string;
}

export interface SourceFile {
  /** Path relative to the content dir, with forward slashes. */
  path: string;
  text: string;
  /** The file on disk and the site's folder, where a scan found it: an MDX page's imports are read from there. */
  abs?: string;
  site?: string;
  /** The front matter the site's `markdown.parseFrontMatter` gave, where it differs from the file's own YAML. */
  frontmatter?: Record<string, unknown>;
  /** The partials the page imports (and theirs) as the site's `markdown.preprocessor` gives them, by absolute path. */
  partials?: Record<string, string>;
  /** A blog post: its leading `# Title` takes no heading id (Docusaurus removes a post's title before giving ids, a doc's after). */
  post?: true;
  /**
   * A markdown file a site's component imports (no page): what reads the `props` it is rendered with is a hole in its
   * HTML, filled in when it renders (src/mdx/props-holes.ts).
   */
  asComponent?: true;
}

export interface Heading {
  depth: number;
  text: string;
  id: string;
  line: number;
}

export interface LinkRef {
  url: string;
  line: number;
  column: number;
  /** A markdown image (`![alt](src)`): its source is a file (copied, or in the static folder), never a page. */
  image?: true;
  /** The partial it is written in (as a finding names it), when not the page itself: `line` and `column` are that file's. */
  file?: string;
  /** Written as an HTML element's attribute in MDX (`<a href>`, `<img src>`), not in markdown or a component (`<Link to>`). */
  element?: true;
}

export interface Frontmatter {
  title?: string;
  id?: string;
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  description?: string;
  /** Labels, or `{label, permalink}` (permalink below the tags page). */
  tags?: Array<string | TagRef>;
  keywords?: string[];
  /** Blog posts: the publication date (`YYYY-MM-DD`, or an ISO date-time) when the file name has none. */
  date?: string;
  /** Blog posts: keys of `authors.yml`, or inline authors; one or a list. */
  authors?: unknown;
  draft?: boolean;
  /** Built and reachable by its URL, but `noindex`, with a banner, and left out of the sitemap, search, sidebar and other pages' prev/next. */
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
  /** Leave out the title heading docgen adds (a `# Title` written in the page still shows; the title still names the page). */
  hide_title?: boolean;
  /** The heading levels the page's table of contents shows (2 to 6); default `themeConfig.tableOfContents`. */
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  /** The doc (id) the "Next" / "Previous" link goes to instead of the sidebar's neighbour; `null`: no link. */
  pagination_next?: string | null;
  pagination_prev?: string | null;
  /** This page's label in other pages' "Next" / "Previous" links. Default: its sidebar label. */
  pagination_label?: string;
  /** The "Edit this page" URL instead of `docs.editUrl` + the file's path; `null` or "": no link. */
  custom_edit_url?: string | null;
  /** The sidebar the page shows (a name from `docs.sidebars`), even one that does not list it; `null`: none. */
  displayed_sidebar?: string | null;
  /** A CSS class on the page's sidebar entry. */
  sidebar_class_name?: string;
  /** Data for the page's sidebar entry, for a theme to read. */
  sidebar_custom_props?: Record<string, unknown>;
  /** The page's social card image (`og:image`, `twitter:image`): a URL, or a path below the static folder. */
  image?: string;
  /** Shown as "Last updated on {date} by {author}" when `docs.showLastUpdateTime` / `showLastUpdateAuthor` are on (instead of git's). */
  last_update?: { date?: string; author?: string };
}

/** A tag of a page: its label, its page's route, and where it is given in the page's frontmatter. */
export interface Tag {
  label: string;
  route: string;
  at?: Position;
  /** From the tags file: shown on the tag's page and as its links' tooltip. */
  description?: string;
}

export interface TagRef {
  label: string;
  permalink?: string;
}

/** A part of a page for search: the text before the first h2 (depth 1), or one h2 or h3 section. */
export interface Section {
  depth: number;
  /** The heading's anchor; none for the text before the first heading. */
  id?: string;
  title: string;
  /** For an h3, the h2 it sits under. */
  parent?: string;
  text: string;
  /** The search terms of its content, space-separated: tokenized in the parse workers and cached with the doc. */
  terms: string;
}

/** A line and column in a file, both from 1. */
export interface Position {
  line: number;
  column: number;
}

/** Where a frontmatter field's value is written in the file, for diagnostics about it. */
export type FrontmatterPositions = Partial<Record<keyof Frontmatter, Position>> & {
  /** Each tag's place, in the order of `tags`: its permalink's value when it has one, else the tag itself. */
  tagAt?: Position[];
};

/** A parsed markdown file. Links inside `html` are placeholders until routes are known. */
/** A tag an MDX page's `<Head>` puts in the document's `<head>`: only `title`, `meta` and `link`, with safe attributes. */
export interface HeadTag {
  /** `html`: the class names a page's `<Head><html className="…" /></Head>` gives the document's element (`class`). */
  tag: 'title' | 'meta' | 'link' | 'html';
  /** HTML attribute names and values. */
  attributes: Record<string, string>;
  /** A title's text. */
  text?: string;
}

export interface Doc {
  path: string;
  hash: string;
  frontmatter: Frontmatter;
  /** Line and column of each frontmatter field that is set. */
  frontmatterAt?: FrontmatterPositions;
  /** A leading `# h1` (taken out of the body): the title when the frontmatter has none, and the heading docs pages show. */
  h1?: string;
  /** That h1 as HTML, when it has inline markup (code, emphasis). */
  h1Html?: string;
  /** No leading h1, but the body's first heading is an h1: the body shows its own title, and none is added. */
  bodyTitle?: boolean;
  /** The body's first paragraph as plain text, when the frontmatter has no `description`: the page's description then. */
  excerpt?: string;
  headings: Heading[];
  /** Ids the body gives other elements than headings (an admonition's `{#id}`): link targets too. */
  ids?: string[];
  links: LinkRef[];
  html: string;
  /** An MDX page's `<Head>` tags, in page order. */
  head?: HeadTag[];
  /** An MDX page's `<DocCardList>`s, in order: the html holds cardListSlot(n) for the nth, filled when the page is rendered. */
  cardLists?: CardList[];
  /** The page's sections as plain text, for the search index. */
  sections: Section[];
  diagnostics: Diagnostic[];
  /**
   * Files the page took in while parsed (an MDX page's partials), with the sha1 of the text read, null for one that
   * did not exist: a change to one (or its coming into being) is a change to the page.
   */
  deps?: Array<{ file: string; hash: string | null }>;
  /** The site's own components on the page, rendered at build time and hydrated in the browser (src/islands/). */
  islands?: DocIslands;
}

/**
 * A page's islands: `statements` are the page's import and export statements the islands need (their paths relative to
 * the page's file) with the names each declares, and each island is the JSX of one element, whose placeholder
 * `<div data-island="N">` is in the html.
 */
/** Where a `<DocCardList>` is written, and its items when it gives them as a literal list (sidebar items: links, categories). */
export interface CardList extends Position {
  items?: unknown[];
  /** Code that picks some of the page's sidebar category's items (`useCurrentSidebarCategory().items.filter(…)`). */
  expression?: string;
}

export interface DocIslands {
  statements: Array<{ source: string; names: string[] }>;
  /**
   * `children`: where in `jsx` the element's children are (start and end offsets), when they are markdown: the
   * island gets them as the HTML the page made of them (its fallback content), since JSX cannot carry markdown.
   * `holes`: where in `jsx` the markdown children of elements inside it are (start, end, inline), when its own
   * children are elements (`<DatabaseTabs><DatabaseTab>markdown</DatabaseTab></DatabaseTabs>`): each gets the HTML the
   * page made of them, found between holeStart and holeEnd markers in its fallback content.
   * `file`: the partial the element is written in (absolute; its line and column are there), if not the page.
   */
  items: Array<{ name: string; jsx: string; line: number; column: number; inline?: boolean; children?: [number, number]; holes?: Array<[number, number, boolean] | [number, number, boolean, string]>; file?: string; props?: string }>;
  /** The page's file, when it is not the doc's path below its content folder (a React page: absolute). */
  file?: string;
  /** The page's place in `islands.routes`, when it is one of those. */
  route?: number;
}

export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

/**
 * What a page is, for layout, search and links: a docs page, a standalone markdown page, a blog
 * post, or a page docgen makes (blog list pages, tag lists and tag pages, a sidebar category's generated index).
 */
export type PageKind = 'docs' | 'page' | 'blog-post' | 'blog-list' | 'blog-tags' | 'blog-tag' | 'blog-archive' | 'blog-authors' | 'blog-author' | 'docs-tags' | 'docs-tag' | 'generated-index' | 'search';

export interface Author {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Where to write to them: their name links there when they have no page or url. */
  email?: string;
  /** Shown on their page. */
  description?: string;
  /** Their profiles, each a URL (a handle is made one for the platforms Docusaurus knows: `github: ada` is https://github.com/ada). */
  socials?: Array<{ platform: string; url: string }>;
  /** An author of the authors file: their key, and with `page`, their page's path below the authors page (`ada`). */
  key?: string;
  page?: string;
}

/** A blog post's metadata, for its page, the list pages and the feeds. */
export interface PostMeta {
  /**
   * The post's file in the blog folder, relative to the site folder (`blog/2024-01-15-hello.md`); for a locale's
   * translated post, the file it translates: where "Edit this page" leads, as in Docusaurus without `editLocalizedFiles`.
   */
  source: string;
  /** A locale's translated post's own file, relative to the site folder: where "Edit this page" leads with `editLocalizedFiles`. */
  localized?: string;
  /** `YYYY-MM-DDT…Z`. */
  date: string;
  authors: Author[];
  tags: Tag[];
  /** Minutes: whole, at 200 words a minute, at least 1; or what blog.readingTime gave (shown rounded up; none: not shown). */
  readingTime?: number;
  /** Whether the post has a `<!-- truncate -->` marker. */
  truncated: boolean;
  /** The body HTML with links resolved, without the post's header and footer (for the list pages and feeds). */
  body?: string;
  /** The body above `<!-- truncate -->` (all of it without one), for the list pages. */
  excerpt?: string;
}

export interface Page {
  /** Absent: a docs page. */
  kind?: PageKind;
  doc: Doc;
  id: string;
  route: string;
  title: string;
  sidebarLabel: string;
  description?: string;
  /** The URL of its frontmatter `image` when that is a file next to the page, copied by the link step. */
  image?: string;
  sidebar?: string;
  breadcrumbs: Array<{ label: string; href?: string }>;
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  toc: TocItem[];
  /** Body HTML with links resolved to routes (set by the link stage). */
  html: string;
  /** Blog posts only. */
  post?: PostMeta;
  /** A generated index page only: its category's items. */
  cards?: CardData[];
  /** A page with `<DocCardList>`s (doc.cardLists): each list's cards, its own items or its sidebar category's. */
  cardLists?: CardData[][];
  /** Docs pages, with `docs.showLastUpdateTime` / `showLastUpdateAuthor`: the file's last git commit. */
  lastCommit?: { at: number; by: string };
  /** A page with islands: its browser chunk, its CSS and its components' context (set by src/islands/). */
  islands?: import('../theme/types.js').IslandsData;
  /** A React page that leaves out some of the site's chrome (`islands.chrome`, Layout's `noFooter`): what it has. */
  chrome?: import('../theme/types.js').Chrome;
  /** A docs page with islands: the sidebar category it is in (or whose page it is), for useCurrentSidebarCategory(). */
  sidebarCategory?: SidebarItem;
  /** A docs page's tags (a post's are its post.tags). */
  tags?: Tag[];
  /** A docs page whose footer an island drew (islands.docFooter): docgen draws no edit link, last update or tags. */
  ownFooter?: true;
  /** A docs page whose paginator the site's own drew (islands.docPaginator): docgen draws none. */
  ownPaginator?: true;
  /**
   * A React page the browser draws (its code threw on the server) whose own source draws a `<main>`: docgen's element
   * around it is no main landmark, as for a page whose `<main>` the server rendered.
   */
  drawsMain?: true;
  /** A tag's page: the tag, and where it is first given (its permalink, or the tag itself), for diagnostics about the page's route. */
  tagAt?: Position & { doc: Doc; label: string };
}

/**
 * A link to an anchor of a React page: its code makes its anchors as it renders, so the link is checked once its
 * islands have rendered (src/islands/index.ts), with this finding if the anchor is not there.
 */
export interface ReactAnchor {
  page: Page;
  anchor: string;
  finding: Diagnostic;
}

export interface Site {
  config: Config;
  pages: Page[];
  /** Blog posts, newest first (also in `pages`), for the feeds; empty without a blog. */
  posts?: Page[];
  /** The RSS and Atom feeds' stylesheets (`blog.feed.xslt`), found. */
  feedStyles?: import('./blog/feed.js').FeedStyles;
  /** The blog's sidebar of recent posts (see src/blog/sidebar.ts), which its pages show; absent without one. */
  blogSidebar?: SidebarItem[];
  sidebars: Record<string, SidebarItem[]>;
  /**
   * The sidebars every page at this base URL has in its data, when other blogs (`blogInstances`) share it with the main
   * docs: the docs' and every blog's, so that a reader goes from one to the other without a reload.
   */
  sharedSidebars?: Record<string, SidebarItem[]>;
  /** The static folder's files (output path -> real file to copy); the primary instance only. */
  staticFiles?: Map<string, string>;
  /**
   * The files the pages link to, copied with content-hashed names (`assets/images/a-1a2b3c4d.png` -> real file), and
   * every path looked up for them, found or not (the dev server watches these).
   */
  assets?: { files: Map<string, string>; watched: string[] };
  diagnostics: Diagnostic[];
  /** The docs that came from `fallbackDir` (a locale's untranslated docs), by path. */
  fallbacks?: Set<string>;
  fallbackDir?: string;
  /** Links to React pages' anchors, checked once the islands have rendered. */
  reactAnchors?: ReactAnchor[];
  /**
   * The site's own components on every page but in the article (src/islands/site.ts): their browser chunk, CSS and
   * context, and each one's server HTML on a route (the navbar items' in NavItem `island` order, then the Root's).
   */
  /** `wrap`: the site's Root and Layout/Provider (theme/islands/wrap.tsx), the pages' islands are rendered in. */
  siteIslands?: { data: import('../theme/types.js').SiteIslands; html: (route: string) => string[]; wrap?: () => import('react').ReactElement };
}

/**
 * A rule of a site's stylesheet for classes that markup of its components' packages may have (an adapted Docusaurus
 * site's react-bootstrap Carousel): the classes each of its selectors names, and the rule (inside its @media).
 */
export interface ClassRule {
  selectors: string[][];
  css: string;
}

/**
 * A route a Docusaurus site's plugin added that docgen does not build (Apify's typedoc API pages, nested routes): its
 * path (with the base URL), whether only that path (`exact: true`, as the route says) or all below it (react-router's
 * default), and the plugin's name. A navbar or footer link there is a warning that says so, not a broken link.
 */
export interface UnbuiltRoute {
  path: string;
  exact: boolean;
  plugin: string;
}
