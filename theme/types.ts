// The props the theme receives: site-wide data and one page's data (also the client data chunk).

/** What every sidebar item may carry: a class on its `<li>`, and the sidebar config's `customProps`, as written. */
interface SidebarItemBase {
  className?: string;
  customProps?: Record<string, unknown>;
}

/**
 * A sidebar entry: a link (to a doc when `docId` is set; `external` opens in a new tab), a category (its label links
 * to `href` when it has one; `collapsible: false` never collapses), or raw HTML (`defaultStyle`: drawn as a link is).
 * A link's or a category's own `description` is what its card shows (a component's DocCard).
 */
export type SidebarItem =
  /** `unlisted`: the doc is unlisted, and the entry shows only on its own page. */
  | (SidebarItemBase & { type: 'link'; label: string; href: string; docId?: string; external?: boolean; unlisted?: boolean; description?: string })
  | (SidebarItemBase & { type: 'category'; label: string; items: SidebarItem[]; collapsed: boolean; collapsible?: false; href?: string; description?: string })
  | (SidebarItemBase & { type: 'html'; value: string; defaultStyle?: boolean });

/** One card of a generated index page: a doc, a link or a category (`count`: its items), with its description. */
export interface CardData {
  kind: 'doc' | 'link' | 'category';
  label: string;
  href: string;
  description?: string;
  external?: boolean;
  count?: number;
}

/** A link in the navbar or the footer. */
export interface LinkData {
  label: string;
  href: string;
  external: boolean;
  /** `_blank`: a new tab; `_self`: the browser loads it, not the router (a link below the base URL to no page of the build, or a `pathname://` one). */
  target?: '_self' | '_blank';
  /** A footer link's own attributes (`title`, `aria-*`, `data-*`, `className`, `target`, `rel`). */
  attributes?: Record<string, string>;
}

/** Where a navbar link counts as the current one: its doc's route, any doc of a sidebar, or a path prefix. */
export interface ActiveWhen {
  route?: string;
  sidebar?: string;
  prefix?: string;
  /** A regular expression the route is tested with (`activeBaseRegex`). */
  regex?: string;
}

/**
 * A navbar item as the theme receives it (resolved from the config at build time). The version
 * and locale items are drawn from `SiteData.versions` and `SiteData.i18n` in the browser.
 */
export type NavItem = { position: 'left' | 'right'; className?: string } & (
  /**
   * `html`: the link's content as HTML, `label` its accessible name (may be empty). `target`: `_blank` for an external
   * link; `_self` for a `pathname://` one opened in this tab, or one to no page of the build, which the browser loads,
   * not the client router.
   */
  | ({ type: 'link'; active?: ActiveWhen; rel?: string; html?: string; attributes?: Record<string, string> } & LinkData)
  /**
   * `neverActive`: a dropdown whose current entry does not mark it as current: the locale dropdown, and a version
   * dropdown with `dropdownActiveClassDisabled`. `href`: its label is a link there (`external`: to another site).
   */
  | { type: 'dropdown'; label: string; items: DropdownEntry[]; neverActive?: boolean; href?: string; external?: boolean; attributes?: Record<string, string> }
  | { type: 'html'; value: string }
  | { type: 'search' }
  | ({ type: 'localeDropdown'; label?: string } & Around)
  /**
   * `plugin`: the docs instance whose versions it lists (none: the main docs), which names where the chosen version is
   * remembered. `versions`: those versions, when they are not the page's own (SiteData.docs).
   */
  | ({ type: 'docsVersionDropdown'; label?: string; plugin?: string; versions?: VersionData[]; ofPage?: true; activeClassDisabled?: boolean } & Around)
  /** A site's own component (a `custom-*` item): the `index`th of SiteData.siteIslands, drawn by its island. */
  | { type: 'island'; index: number }
);

/** A locale or version dropdown's own entries (`dropdownItemsBefore`/`After`), before and after its locales or versions. */
export interface Around {
  before?: DropdownEntry[];
  after?: DropdownEntry[];
}

/** What a dropdown lists: links and raw HTML. */
export type DropdownEntry = Extract<NavItem, { type: 'link' } | { type: 'html' }>;

/**
 * The theme's own words a locale translates, read from the theme translation ids of its code.json
 * (CLIENT_LABELS in src/i18n/english.ts); a missing one is the theme's English. Version banner
 * messages hold `{siteTitle}`, `{versionLabel}` and `{latestVersionLink}`.
 */
export type Labels = Partial<
  Record<
    | 'edit' | 'previous' | 'next' | 'toc' | 'skip' | 'top' | 'pages' | 'breadcrumbs' | 'sidebar' | 'blogSidebar' | 'colorMode' | 'navbar' | 'menu' | 'closeMenu' | 'collapseSidebar' | 'expandSidebar' | 'backToMenu' | 'close' | 'announcement'
    | 'copy' | 'copied' | 'search' | 'noResults' | 'loading' | 'incomplete' | 'cancel' | 'clear' | 'submit' | 'results' | 'menuSearch' | 'mobileMenu' | 'progress'
    | 'unreleased' | 'unmaintained' | 'latest' | 'latestLink',
    string
  >
>;

export interface SiteData {
  title: string;
  /** Between a page's title and the site's in the document title (see documentTitle). */
  titleDelimiter: string;
  /** The theme's labels this locale translates (`i18n/<locale>/code.json`); absent when none are. */
  labels?: Labels;
  baseUrl: string;
  navbar: {
    title?: string;
    logo?: { src: string; srcDark?: string; alt?: string; href?: string; target?: string; width?: number; height?: number; style?: Record<string, string | number> };
    /** Where the brand (logo and title) leads. */
    home: string;
    /** The brand link's target: the logo's, else `_self` when no page of this build is at `home` (the browser loads it). */
    target?: string;
    style?: 'dark' | 'primary';
    items: NavItem[];
    hideOnScroll: boolean;
  };
  footer?: {
    style?: string;
    /** An item is a link, or raw HTML (`{ html }`, with its list item's classes). */
    columns: Array<{ title?: string; className?: string; items: Array<LinkData | { html: string; className?: string }> }>;
    logo?: { src: string; srcDark?: string; alt?: string; href?: string; width?: number; height?: number; style?: Record<string, string | number> };
    /** HTML. */
    copyright?: string;
  };
  /** `textColor`: as configured, else one that reads on the background; `light`: dark text reads on the background. */
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable?: boolean; light?: boolean };
  sidebars: Record<string, SidebarItem[]>;
  /**
   * Large sidebars are files of their own (src/render/sidebars.ts): name -> URL. The inline data then has none in
   * `sidebars`; the client fetches a page's before showing it and puts it there.
   */
  sidebarFiles?: Record<string, string>;
  /** The search box (where a `search` navbar item is, else at the right end): the tags whose `search-index-{tag}.json` exist. */
  search?: { tags: string[] };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  /** `themeConfig.docs.sidebar`'s options that are on (see UserConfig); absent when none is. */
  sidebarOptions?: { hideable?: true; autoCollapseCategories?: true };
  /** `themeConfig.docs.versionPersistence: 'none'`: the version a reader chose is not kept in the browser. */
  versionPersistence?: 'none';
  /**
   * The docs versions, the reader's first (one unless the site has versions). The `docsVersion`
   * item links to the first one's main doc; `mainDoc` is the route of a version's main doc.
   */
  versions: Array<{ name: string; label: string; mainDoc: string }>;
  /** The locales, for `localeDropdown` on a site with one locale: each one's label and the base URL its pages live under. */
  locales: { currentLocale: string; locales: Array<{ locale: string; label: string; htmlLang: string; baseUrl: string }> };
  /** The site's own components on every page, outside the article (SiteIslands). */
  siteIslands?: SiteIslands;
  /** Docs versions (set only for a site with versions or locales): the one this page is in, and this locale's versions, newest first. */
  docs?: { version: string; banner: 'none' | 'unreleased' | 'unmaintained'; versions: VersionData[] };
  /** The locales (set only for a site with more than one): the current one, and each one's home. */
  i18n?: { current: string; locales: LocaleData[] };
  /** Where the other versions and locales live below this one's base URL: links there are page loads, not client navigation. */
  foreignBases?: string[];
}

export interface VersionData {
  name: string;
  label: string;
  /** The version's base path, e.g. `/docs/1.0/`. */
  path: string;
  /** The route of its main doc (the one at its base path, else its first sidebar's first doc). */
  mainDoc: string;
  isLast: boolean;
}

export interface LocaleData {
  locale: string;
  label: string;
  htmlLang: string;
  /** The locale's base path, e.g. `/docs/fr/`. */
  path: string;
}

export interface PageData {
  route: string;
  title: string;
  /** `Page title | Site title`. */
  documentTitle: string;
  description?: string;
  keywords?: string[];
  html: string;
  /** The table of contents' nested lists (src/render/page-meta.ts): the first page load reads them from the DOM. */
  tocHtml: string;
  /** The home page first (class `breadcrumbs-home`, drawn as a house), when the site has one. */
  breadcrumbs: Array<{ label: string; href?: string; className?: string }>;
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  sidebar?: string;
  editUrl?: string;
  /** A docs page of a version that shows its badge: its text, in the locale's words ("Version: 1.0"). */
  versionBadge?: string;
  /** No title heading: `hide_title`, or the body shows its own h1. */
  hideTitle?: boolean;
  /** The title heading's HTML when it is not the title's text: the page's own `# H1`, with its markup. */
  heading?: string;
  /** An MDX page's own `<meta>` and `<link>` tags (its `<Head>`), for the document's head: HTML attribute names and values. */
  head?: Array<{ tag: 'meta' | 'link'; attributes: Record<string, string> }>;
  /** The class names its `<Head><html className="…" /></Head>` gives the document's element while it shows. */
  htmlClass?: string;
  /** The social card image (`og:image`), an absolute URL. */
  image?: string;
  /** Not indexed by search engines, and left out of the sitemap, search and navigation: the banner that says so (HTML). */
  unlisted?: string;
  /** The search page (`search.page`): its body is a search box and its results. */
  searchPage?: true;
  /** A doc of a version that search engines are asked not to index (`versions.<name>.noIndex`). */
  noIndex?: true;
  /** "Last updated on {date} by {author}", as HTML in the locale's words. */
  lastUpdate?: string;
  notFound?: boolean;
  /** The route of the same doc (by id) in each other version that has it, by version name. */
  versions?: Record<string, string>;
  /** The route of the same page in each other locale that has it, by locale. */
  locales?: Record<string, string>;
  /** The page's own components (islands): the browser chunk that hydrates them, loaded only on this page. */
  islands?: IslandsData;
  /** A React page (a site's `src/pages/index.js`): its components lay out the whole width, its headings unruled. */
  reactPage?: true;
  /** Its components hold a `<main>` of their own: the chrome's is a `<div>`, so that the page has one main landmark. */
  ownMain?: true;
  /** And a `<header>` outside it (the hero of Docusaurus's template): the page's banner; the navbar's is then none. */
  ownBanner?: true;
  /** A React page that leaves out some of the site's chrome: what it has (all of it when unset). */
  chrome?: Chrome;
  /** Set on the client when the page's chunk could not be fetched: why (the article shows it, with Retry). */
  loadError?: string;
}

/** The parts of the site's chrome a page has. */
export interface Chrome {
  /** The announcement bar. */
  announcement: boolean;
  /** The navbar, and the skip link past it. */
  navbar: boolean;
  footer: boolean;
}

/** What the components a site writes itself read from their context (siteConfig, i18n), as on the server. */
export interface IslandContext {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; organizationName?: string; projectName?: string; customFields: Record<string, unknown>; themeConfig: Record<string, unknown> };
  i18n: { defaultLocale: string; currentLocale: string; locales: string[]; localeConfigs: Record<string, { label: string; htmlLang: string }> };
  /** The colour mode the server renders with. */
  colorMode: 'light' | 'dark';
  /** The page's route. */
  route: string;
  /** A docs page's islands: the site's docs layout (islands.docLayout) goes around them. */
  docPage?: true;
  /** The navbar's `custom-*` items, as the config gives them (their components' props, and `type`). */
  navbarItems?: Array<Record<string, unknown>>;
  /** The language of a CodeBlock that names none (markdown.defaultCodeLanguage, Docusaurus's prism.defaultLanguage). */
  defaultLanguage?: string;
  /** The locale's code.json messages for the ids the islands' code names (Translate's). */
  translations?: Record<string, string>;
  /**
   * In a locale other than the default: the site's base URL and the top-level names of its static files. A path below
   * one of those is the static file's, at the site's base (Docusaurus copies them into each locale's build).
   */
  statics?: { base: string; roots: string[] };
  /** The plugins' global data (Config.globalData), when there is any. */
  globalData?: Record<string, Record<string, unknown>>;
  /** The HTML of the markdown files the page's islands import, by their path in the site folder. */
  markdown?: Record<string, string>;
  /** Docusaurus's generated data the islands' code read (a blog's recent posts, the docs of the version), by id (src/islands/generated.ts): the shell sets it as __docgenGenerated before it loads their module. */
  generated?: Record<string, unknown>;
  /** The file of the generated data the site's own islands (its navbar items, its Root) read as they render, which they load before they hydrate. */
  generatedUrl?: string;
  /** The highlighted lines (a `<code>` element's HTML) of the code the page's islands show in a CodeBlock, by codeKey. */
  code?: Record<string, string>;
  /** The tags of the site's search indexes, when the islands' code reads them (the theme's SearchBar's stand-in). */
  searchTags?: string[];
  /** On the server only, as the site's MDXContent renders: the page's article (theme/islands/mdx-content.tsx). */
  article?: string;
}

/** A page's islands in the browser: `js` exports `default(data)`, which hydrates each `[data-island]` element. */
export interface IslandsData {
  js: string;
  css: string[];
  context: IslandContext;
  /** A page's islands on a site with a Root or Layout/Provider: rendered in the site's tree, inside them (SiteIslands.root). */
  tree?: true;
  /** The island of the site's MDXContent, around the article: hydrated in its element, never in the site's tree. */
  article?: number;
  /** The islands whose code threw on the server (a `window` read as it renders): rendered by the browser, not hydrated. */
  browserOnly?: number[];
}

/**
 * The site's islands on every page: the navbar's items of its own components (NavItem `island`: island `2i` is item
 * `i` in the bar, `2i + 1` in the mobile menu) and its Root and Layout/Provider (`root`: their island, drawn after the
 * page; the browser renders every island of the site inside it, in one tree). Their context's route is the page's,
 * set in the browser.
 */
export interface SiteIslands extends IslandsData {
  root?: number;
}

declare global {
  /**
   * Set by docgen's bundler: whether the site has several docs versions or locales. The client
   * bundle of a site without leaves their dropdowns and banner out.
   */
  const __DOCGEN_FAMILY__: boolean;
  /**
   * Set by docgen's bundler: whether any locale of the site translates the theme's labels. The
   * client bundle of a site without carries only the English (`(__DOCGEN_LABELS__ && l?.x) || 'X'`).
   */
  const __DOCGEN_LABELS__: boolean;
  /**
   * Set by docgen's bundler: whether the site can have MDX components (tabs, islands). The client bundle of a site
   * without (no `.mdx` page, markdown.format not `mdx`, no React pages) leaves their loaders out.
   */
  const __DOCGEN_MDX__: boolean;
  /**
   * Set by docgen's bundler: whether a navbar or footer link of the site shows `html`, or a navbar or footer link has
   * attributes of its own (`title`, `aria-*`, `data-*`): left out of the bundle without.
   */
  const __DOCGEN_LINK_EXTRAS__: boolean;
  /** Whether the bundle is the dev server's: its code for edits shown in place is left out of a build's. */
  const __DOCGEN_DEV__: boolean;
  /** Set by docgen's bundler: whether the docs sidebar is hideable or auto-collapses (left out of the bundle without). */
  const __DOCGEN_SIDEBAR_OPTIONS__: boolean;
  /** Set by docgen's bundler: whether the site has client modules, which are told of each move to another page. */
  const __DOCGEN_CLIENT_MODULES__: boolean;
  /** Set by docgen's bundler: whether the site has a search page (`search.page`): its component is left out without. */
  const __DOCGEN_SEARCH_PAGE__: boolean;
  /**
   * The Docusaurus generated data the page's islands read (IslandContext.generated), set before their module loads (a
   * module may read it at its top) and renders: by the build on the server, by the shell in the browser.
   */
  // eslint-disable-next-line no-var
  var __docgenGenerated: Record<string, unknown> | undefined;
  /** The locale's messages the islands' code names (theme/islands/context.ts), set before their module loads. */
  var __docgenMessages: Record<string, string> | undefined;
}
