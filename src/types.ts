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

export interface NavbarItem {
  type?: 'default' | 'doc' | 'docSidebar' | 'dropdown' | 'html' | 'search' | 'localeDropdown' | 'docsVersion' | 'docsVersionDropdown';
  label?: string;
  to?: string;
  href?: string;
  docId?: string;
  sidebarId?: string;
  position?: 'left' | 'right';
  value?: string;
  items?: NavbarItem[];
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
    logo?: { src: string; srcDark?: string; alt?: string; href?: string; width?: number; height?: number };
    style?: 'dark' | 'primary';
    hideOnScroll: boolean;
    items: NavbarItem[];
  };
  footer?: {
    style?: 'dark' | 'light';
    links: Array<{ title: string; items: FooterLink[] } | FooterLink>;
    copyright?: string;
  };
}

/** The resolved configuration: defaults filled, paths absolute. */
export interface Config {
  root: string;
  configFile: string | null;
  contentDir: string;
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
  i18n: { defaultLocale: string; locales: string[]; localeConfigs: Record<string, { label: string; htmlLang: string }> };
  docs: {
    sidebars: Record<string, SidebarItemConfig[]>;
    editUrl?: string;
    lastVersion?: string;
    versions: Record<string, { label?: string; path?: string; banner?: 'none' | 'unreleased' | 'unmaintained' }>;
    onlyIncludeVersions?: string[];
    includeCurrentVersion: boolean;
  };
  themeConfig: ThemeConfig;
  blog: { showReadingTime: boolean };
  search: { indexParentCategories: number };
  /** The dev server: extra host names it answers (`true`: any). */
  serve: { allowedHosts: string[] | true };
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
}

export interface Frontmatter {
  title?: string;
  id?: string;
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  description?: string;
  tags?: string[];
  keywords?: string[];
  draft?: boolean;
  hide_table_of_contents?: boolean;
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

/** Where a frontmatter field's value is written in the file, for diagnostics about it. */
export type FrontmatterPositions = Partial<Record<keyof Frontmatter, { line: number; column: number }>>;

/** A parsed markdown file. Links inside `html` are placeholders until routes are known. */
export interface Doc {
  path: string;
  hash: string;
  frontmatter: Frontmatter;
  /** Line and column of each frontmatter field that is set. */
  frontmatterAt?: FrontmatterPositions;
  /** First `# h1` of the body, if any (used as the title when frontmatter has none). */
  h1?: string;
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

export interface Page {
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
}

export interface Site {
  config: Config;
  pages: Page[];
  sidebars: Record<string, SidebarItem[]>;
  diagnostics: Diagnostic[];
}
