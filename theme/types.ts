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
  /** Set on the client when the page's chunk could not be fetched: why (the article shows it, with Retry). */
  loadError?: string;
}
