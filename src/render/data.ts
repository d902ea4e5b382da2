// Site + Page -> the theme's props: SiteData (shared by every page) and PageData (one page's chunk).
import path from 'node:path';
import type { Config, NavbarItem, Page, Site } from '../types.js';
import { isInternal } from '../markdown/links.js';
import type { NavLink, PageData, SidebarItem, SiteData } from '../../theme/types.js';
import { searchTags } from '../search/build.js';
import type { Family } from './family.js';

const isExternal = (href: string) => !isInternal(href);

function link(config: Config, site: Site, item: NavbarItem | { label: string; to?: string; href?: string }, family?: Family): NavLink | null {
  const nav = item as NavbarItem;
  let href = item.href ?? (item.to !== undefined ? toBase(config) + item.to.replace(/^\//, '') : undefined);
  // Missing docs and empty sidebars were reported by checkNavbar, which stops the build.
  if (nav.type === 'doc' && nav.docId) href = family ? family.docRoute(site, nav.docId) : site.pages.find((p) => p.id === nav.docId)?.route;
  // The version the reader is in, opening its main doc.
  if (nav.type === 'docsVersion' && family) {
    const docs = family.site(site).docs!;
    const v = docs.versions.find((x) => x.name === docs.version)!;
    return { label: item.label ?? v.label, href: item.to !== undefined ? href! : v.mainDoc, external: false, position: nav.position ?? 'right' };
  }
  if (nav.type === 'docSidebar' && nav.sidebarId) href = firstDoc(site.sidebars[nav.sidebarId] ?? []);
  if (href === undefined) return null;
  return { label: item.label ?? href, href, external: isExternal(href), position: nav.position ?? 'right' };
}

/** What a `to:` link is relative to: the base URL of the reader's locale (not of the version, as in Docusaurus). */
function toBase(config: Config): string {
  const i = config.instance;
  return i ? i.siteBaseUrl + (i.locale === config.i18n.defaultLocale ? '' : `${i.locale}/`) : config.baseUrl;
}

/** The route of a sidebar's first doc, depth first (what a `docSidebar` navbar item opens). */
export function firstDoc(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    const href = item.type === 'category' ? firstDoc(item.items) : item.docId !== undefined ? item.href : undefined;
    if (href !== undefined) return href;
  }
  return undefined;
}

/** The data every page shares: navbar, footer, announcement, sidebars, search, colour mode. */
export function siteData(site: Site, family?: Family): SiteData {
  const { config } = site;
  const dropdowns = family ? navbarDropdowns(config) : [];
  const tc = config.themeConfig;
  const footer = tc.footer;
  return {
    title: config.title,
    baseUrl: config.baseUrl,
    navbar: {
      title: tc.navbar.title ?? config.title,
      logo: tc.navbar.logo ? { ...tc.navbar.logo, src: asset(config, tc.navbar.logo.src), srcDark: tc.navbar.logo.srcDark && asset(config, tc.navbar.logo.srcDark) } : undefined,
      items: tc.navbar.items.map((i) => link(config, site, i, family)).filter((x): x is NavLink => x !== null),
      hideOnScroll: tc.navbar.hideOnScroll
    },
    footer: footer && {
      style: footer.style,
      columns: footer.links.some((l) => 'items' in l)
        ? footer.links.map((col) => ({ title: 'title' in col ? col.title : undefined, items: ('items' in col ? col.items : [col]).map((i) => link(config, site, i)).filter((x): x is NavLink => x !== null) }))
        : [{ items: footer.links.map((i) => link(config, site, i as { label: string })).filter((x): x is NavLink => x !== null) }],
      copyright: footer.copyright
    },
    announcementBar: tc.announcementBar,
    sidebars: site.sidebars,
    search: searchTags(site).length ? { position: tc.navbar.items.find((i) => i.type === 'search')?.position ?? 'right', tags: searchTags(site) } : undefined,
    colorMode: tc.colorMode,
    ...family?.site(site),
    dropdowns: dropdowns.length ? dropdowns : undefined
  };
}

/** The navbar's version and locale dropdowns, for a site with versions or locales. */
function navbarDropdowns(config: Config): NonNullable<SiteData['dropdowns']> {
  return config.themeConfig.navbar.items.flatMap((i) => (i.type === 'docsVersionDropdown' || i.type === 'localeDropdown' ? [{ type: i.type, position: i.position ?? 'right', label: i.label }] : []));
}

/** A path below the static folder, as a URL below the base URL. */
export function asset(config: Config, src: string): string {
  return isExternal(src) ? src : (config.instance?.siteBaseUrl ?? config.baseUrl) + src.replace(/^\//, '');
}

/**
 * The folder holding the page's file, relative to the site folder, for the edit link: `content`, `versioned_docs/version-1.0`.
 * Translated pages link to the default locale's file, as Docusaurus does by default.
 */
const editFolder = (config: Config) => (config.instance ? path.relative(config.root, config.instance.fallbackDir ?? config.contentDir).split(path.sep).join('/') : 'content');

export function pageData(page: Page, config: Config, extra?: Pick<PageData, 'versions' | 'locales'>): PageData {
  return {
    route: page.route,
    title: page.title,
    documentTitle: `${page.title} | ${config.title}`,
    description: page.description,
    keywords: page.doc.frontmatter.keywords,
    html: page.html,
    toc: page.toc,
    breadcrumbs: page.breadcrumbs,
    prev: page.prev,
    next: page.next,
    sidebar: page.sidebar,
    editUrl: config.docs.editUrl ? config.docs.editUrl.replace(/\/?$/, '/') + `${editFolder(config)}/${page.doc.path}` : undefined,
    ...extra
  };
}

export function notFoundData(config: Config): PageData {
  return { route: `${config.baseUrl}404`, title: 'Page Not Found', documentTitle: `Page Not Found | ${config.title}`, html: '', toc: [], breadcrumbs: [], notFound: true };
}
