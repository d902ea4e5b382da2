// The props the theme receives: site-wide data and one page's data (also the client data chunk).

export type SidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string }
  | { type: 'category'; label: string; items: SidebarItem[]; collapsed: boolean };

export interface NavLink {
  label: string;
  href: string;
  external: boolean;
  position: 'left' | 'right';
}

export interface SiteData {
  title: string;
  baseUrl: string;
  navbar: { title?: string; logo?: { src: string; srcDark?: string; alt?: string }; items: NavLink[]; hideOnScroll: boolean };
  footer?: { style?: string; columns: Array<{ title?: string; items: NavLink[] }>; copyright?: string };
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable?: boolean };
  sidebars: Record<string, SidebarItem[]>;
  /** The search box: where it sits in the navbar, and the tags whose `search-index-{tag}.json` exist. */
  search?: { position: 'left' | 'right'; tags: string[] };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  /** Docs versions (set only for a site with versions or locales): the one this page is in, and this locale's versions, newest first. */
  docs?: { version: string; banner: 'none' | 'unreleased' | 'unmaintained'; versions: VersionData[] };
  /** The locales (set only for a site with more than one): the current one, and each one's home. */
  i18n?: { current: string; locales: LocaleData[] };
  /** Where the other versions and locales live below this one's base URL: links there are page loads, not client navigation. */
  foreignBases?: string[];
  /** Version and locale dropdowns of the navbar, with their place (until the navbar renders every item type). */
  dropdowns?: Array<{ type: 'docsVersionDropdown' | 'localeDropdown'; position: 'left' | 'right'; label?: string }>;
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

export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

export interface PageData {
  route: string;
  title: string;
  /** `Page title | Site title`. */
  documentTitle: string;
  description?: string;
  keywords?: string[];
  html: string;
  toc: TocItem[];
  /** The TOC's HTML as the server rendered it (first page load only: the client reads it from the DOM). */
  tocHtml?: string;
  breadcrumbs: Array<{ label: string; href?: string }>;
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  sidebar?: string;
  editUrl?: string;
  notFound?: boolean;
  /** The route of the same doc (by id) in each other version that has it, by version name. */
  versions?: Record<string, string>;
  /** The route of the same page in each other locale that has it, by locale. */
  locales?: Record<string, string>;
}
