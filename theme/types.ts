// The props the theme receives: site-wide data and one page's data (also the client data chunk).

export type SidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string }
  | { type: 'category'; label: string; items: SidebarItem[]; collapsed: boolean };

/** A link in the navbar or the footer. */
export interface LinkData {
  label: string;
  href: string;
  external: boolean;
}

/** Where a navbar link counts as the current one: its doc's route, any doc of a sidebar, or a path prefix. */
export interface ActiveWhen {
  route?: string;
  sidebar?: string;
  prefix?: string;
}

/**
 * A navbar item as the theme receives it (resolved from the config at build time). The version
 * and locale items are drawn from `SiteData.versions` and `SiteData.i18n` in the browser.
 */
export type NavItem = { position: 'left' | 'right'; className?: string } & (
  | ({ type: 'link'; active?: ActiveWhen } & LinkData)
  /** `locale`: the locale dropdown, whose current entry does not mark the dropdown as current. */
  | { type: 'dropdown'; label: string; items: DropdownEntry[]; locale?: boolean }
  | { type: 'html'; value: string }
  | { type: 'search' }
  | { type: 'localeDropdown'; label?: string }
  | { type: 'docsVersionDropdown'; label?: string }
);

/** What a dropdown lists: links and raw HTML. */
export type DropdownEntry = Extract<NavItem, { type: 'link' } | { type: 'html' }>;

export interface SiteData {
  title: string;
  baseUrl: string;
  navbar: {
    title?: string;
    logo?: { src: string; srcDark?: string; alt?: string; href: string; target?: string; width?: number; height?: number };
    style?: 'dark' | 'primary';
    items: NavItem[];
    hideOnScroll: boolean;
  };
  footer?: {
    style?: string;
    columns: Array<{ title?: string; items: LinkData[] }>;
    logo?: { src: string; srcDark?: string; alt?: string; href?: string; width?: number; height?: number };
    copyright?: string;
  };
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable?: boolean };
  sidebars: Record<string, SidebarItem[]>;
  /** The search box (where a `search` navbar item is, else at the right end): the tags whose `search-index-{tag}.json` exist. */
  search?: { tags: string[] };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  /**
   * The docs versions, the current one first (today there is one). The `docsVersion` and
   * `docsVersionDropdown` navbar items read them; `mainDoc` is the route of the version's main doc.
   */
  versions: Array<{ name: string; label: string; mainDoc: string }>;
  /** The locales, for `localeDropdown`: each one's label and the base URL its pages live under. */
  i18n: { currentLocale: string; locales: Array<{ locale: string; label: string; htmlLang: string; baseUrl: string }> };
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
}
