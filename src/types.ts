// Types that cross pipeline stages: config, source files, parsed docs, pages, diagnostics.

/** One finding of a stage, printed as `file:line:col: severity: message`. */
export interface Diagnostic {
  file: string;
  line?: number;
  column?: number;
  severity: 'error' | 'warning';
  message: string;
  hint?: string;
}

/** A sidebar entry as written in the config: a doc id, a link, or a category. */
export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; items: SidebarItemConfig[]; collapsed?: boolean };

/** A resolved sidebar entry, as the theme receives it. */
export type { SidebarItem } from '../theme/types.js';
import type { SidebarItem } from '../theme/types.js';

/** A navbar item as written in the config; which fields a type takes is in `src/config/navbar.ts`. */
export interface NavbarItem {
  /** Default "default": a plain link (`to` below the base URL, or `href`). */
  type?: 'default' | 'doc' | 'docSidebar' | 'dropdown' | 'html' | 'search' | 'localeDropdown' | 'docsVersion' | 'docsVersionDropdown';
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
  /** Extra CSS class on the item's element. */
  className?: string;
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
}

export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

export interface ThemeConfig {
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
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
    links: Array<{ title: string; items: FooterLink[] } | FooterLink>;
    logo?: LogoConfig;
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
}

/** The resolved configuration: defaults filled, paths absolute. */
export interface Config {
  root: string;
  configFile: string | null;
  contentDir: string;
  /** The blog's posts (absent folder, or undefined: no blog). */
  blogDir?: string;
  /** Standalone markdown pages, without the docs sidebar (absent folder: none). */
  pagesDir?: string;
  themeDir: string;
  staticDir: string;
  outDir: string;
  cacheDir: string;
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  organizationName?: string;
  projectName?: string;
  trailingSlash?: boolean;
  onBrokenLinks: 'throw' | 'warn' | 'ignore';
  onBrokenAnchors: 'throw' | 'warn' | 'ignore';
  i18n: { defaultLocale: string; locales: string[]; localeConfigs: Record<string, { label: string; htmlLang: string }> };
  docs: {
    /** The docs' route below the base URL, `` or `docs/` (see src/mounts.ts). */
    routeBasePath: string;
    /** Index docs are routed `/guide/` rather than `/guide`. */
    indexTrailingSlash: boolean;
    /** Lower-case file names that make a doc its folder's index. */
    indexFileNames: string[];
    sidebars: Record<string, SidebarItemConfig[]>;
    editUrl?: string;
    /** Show when each docs page was last changed: `last_update.date`, else its file's last git commit. */
    showLastUpdateTime: boolean;
    /** Show who last changed each docs page: `last_update.author`, else its file's last commit's author. */
    showLastUpdateAuthor: boolean;
    /** Globs of files below the docs folder that are not pages (partials, tests), matched against paths relative to it. */
    exclude: string[];
    lastVersion?: string;
    versions: Record<string, { label?: string; path?: string; banner?: 'none' | 'unreleased' | 'unmaintained' }>;
    onlyIncludeVersions?: string[];
    includeCurrentVersion: boolean;
  };
  /** More docs folders, each built as an instance of its own (see src/instances.ts). */
  docsInstances: Array<{ id: string; contentDir: string; routeBasePath: string; sidebars: Record<string, SidebarItemConfig[]>; editUrl?: string }>;
  themeConfig: ThemeConfig;
  /** `routeBasePath`: the blog's route below the base URL, `blog/` or `` (see src/mounts.ts). */
  blog: { routeBasePath: string; showReadingTime: boolean; postsPerPage: number; title: string; description: string };
  search: { indexParentCategories: number };
  markdown: MarkdownOptions;
  /** The dev server: extra host names it answers (`true`: any). */
  serve: { allowedHosts: string[] | true };
  /** Read through an adapter from another tool's config: one line saying so, and a warning for each part left out. */
  adapted?: { summary: string; notes: Diagnostic[] };
  /** Set on each docs instance's copy of the config when the site has versions or locales (see src/instances.ts). */
  instance?: DocsInstance;
}

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
  banner: 'none' | 'unreleased' | 'unmaintained';
  isLast: boolean;
  /** The search tag of its index file, e.g. `docs-default-1.0`. */
  searchTag: string;
  /** The default locale's folder for this version, whose files fill in what a translation lacks. */
  fallbackDir?: string;
}

export interface SourceFile {
  /** Path relative to the content dir, with forward slashes. */
  path: string;
  text: string;
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
  headings: Heading[];
  links: LinkRef[];
  html: string;
  /** The page's sections as plain text, for the search index. */
  sections: Section[];
  diagnostics: Diagnostic[];
}

export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

/**
 * What a page is, for layout, search and links: a docs page, a standalone markdown page, a blog
 * post, or a page docgen makes (blog list pages, tag lists and tag pages).
 */
export type PageKind = 'docs' | 'page' | 'blog-post' | 'blog-list' | 'blog-tags' | 'blog-tag' | 'docs-tags' | 'docs-tag';

export interface Author {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
}

/** A blog post's metadata, for its page, the list pages and the feeds. */
export interface PostMeta {
  /** `YYYY-MM-DDT…Z`. */
  date: string;
  authors: Author[];
  tags: Tag[];
  /** Whole minutes at 200 words a minute, at least 1. */
  readingTime: number;
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
  sidebar?: string;
  breadcrumbs: Array<{ label: string; href?: string }>;
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  toc: TocItem[];
  /** Body HTML with links resolved to routes (set by the link stage). */
  html: string;
  /** Blog posts only. */
  post?: PostMeta;
  /** Docs pages, with `docs.showLastUpdateTime` / `showLastUpdateAuthor`: the file's last git commit. */
  lastCommit?: { at: number; by: string };
  /** A tag's page: the tag, and where it is first given (its permalink, or the tag itself), for diagnostics about the page's route. */
  tagAt?: Position & { doc: Doc; label: string };
}

export interface Site {
  config: Config;
  pages: Page[];
  /** Blog posts, newest first (also in `pages`), for the feeds; empty without a blog. */
  posts?: Page[];
  sidebars: Record<string, SidebarItem[]>;
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
}
