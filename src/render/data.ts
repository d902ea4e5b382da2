// Site + Page -> the theme's props: SiteData (shared by every page) and PageData (one page's chunk).
import type { Config, FooterHtml, FooterLink, LogoConfig, NavbarItem, Page, Site } from '../types.js';
import { isInternal, pathnameHref } from '../markdown/links.js';
import type { ActiveWhen, CardData, DropdownEntry, LinkData, NavItem, PageData, SidebarItem, SiteData, VersionData } from '../../theme/types.js';
import { escapeHtml } from '../html.js';
import { closedHtml } from '../html-fragment.js';
import { DARK_TEXT, readableOn, readableText } from './colours.js';
import { searchTags } from '../search/build.js';
import { routeKey } from '../content/routes.js';
import { tryDecodeURI } from '../url.js';
import { editUrlOf, imageOf, lastUpdateOf, titleHeading, tocHtml } from './page-meta.js';
import type { Family } from './family.js';
import { pluginOf } from '../versions/folders.js';
import { docsBase } from '../mounts.js';
import { blogSidebarName } from '../blog/sidebar.js';
import { clientLabels, localeBase, localeOf, localePath, themeText } from '../i18n/labels.js';
import { documentTitle } from '../../theme/title.js';
import { inSite } from '../../theme/router.js';
import { isReactPage } from '../islands/pages.js';
import { footerLinkAttributes, isCustomType, linkAttributes } from '../config/navbar.js';

const isExternal = (href: string) => !isInternal(href);

/** A `to` path below the base URL (kept if it already starts with it), or an `href` as written. */
export function target(config: Config, to: string | undefined, href?: string): string | undefined {
  if (href !== undefined) return href;
  if (to === undefined) return undefined;
  const base = localeBase(config);
  return isExternal(to) || to.startsWith(base) ? to : base + to.replace(/^\//, '');
}


/** A link's href as the page writes it: a `pathname:///x` one (external: no client routing) as Docusaurus's Link does. */
const written = (config: Config, href: string) => pathnameHref(href, localeBase(config)) ?? href;

function link(config: Config, item: FooterLink, pageless: (href: string) => boolean): LinkData | null {
  const href = target(config, item.to, item.href);
  if (href === undefined) return null;
  const attributes = footerLinkAttributes(item);
  return { label: item.label, href: written(config, href), external: isExternal(href), ...(item.href === undefined && pageless(href) ? { target: '_self' as const } : {}), ...(attributes ? { attributes } : {}) };
}

/**
 * A configured navbar item -> what the theme renders. The config was validated and the doc and
 * sidebar references checked (checkNavbar stops the build), so a missing doc here is a draft left
 * out of a production build: the item goes too. Version and locale items are filled in by the theme.
 */
/** The navbar's items of the site's own components (`custom-*`), in order: their islands' order. */
export const customItems = (config: Config): NavbarItem[] => config.themeConfig.navbar.items.filter((i) => isCustomType(i.type));

function navItem(site: Site, versions: SiteData['versions'], item: NavbarItem, pageless: (href: string) => boolean, family?: Family): NavItem | null {
  const { config } = site;
  const base = { position: item.position ?? 'right', ...(item.className ? { className: item.className } : {}) } as const;
  // `external`: the link opens in a new tab (with an icon saying so), as one leaving the site does unless its `target` says otherwise.
  const linkTo = (label: string, href: string, active?: ActiveWhen): NavItem => {
    const external = item.target ? item.target === '_blank' : isExternal(href);
    const target = external ? '_blank' : (item.target === '_self' && pathnameHref(href, '/') !== undefined) || pageless(href) ? '_self' : undefined;
    const attributes = linkAttributes(item);
    return { ...base, type: 'link', label, href: written(config, href), external, ...(target ? { target } : {}), ...(item.rel ? { rel: item.rel } : {}), ...(item.html !== undefined ? { html: closedHtml(item.html) } : {}), ...(active ? { active } : {}), ...(attributes ? { attributes } : {}) };
  };
  const entries = (items: NavbarItem[] = []) => items.map((i) => navItem(site, versions, i, pageless, family)).filter((i): i is DropdownEntry => i !== null);
  // A locale or version dropdown's own entries.
  const around = () => {
    const [before, after] = [entries(item.dropdownItemsBefore), entries(item.dropdownItemsAfter)];
    return { ...(before.length ? { before } : {}), ...(after.length ? { after } : {}) };
  };
  // A site's own component (`custom-*`): drawn by its island (src/islands/site.ts).
  if (isCustomType(item.type)) return site.siteIslands ? { position: base.position, type: 'island', index: customItems(config).indexOf(item) } : null;
  switch (item.type ?? 'default') {
    case 'doc': {
      // With versions: this version's doc, else the last version's.
      const page = site.pages.find((p) => p.id === item.docId);
      const route = family ? family.docRoute(site, item.docId!, item.docsPluginId) : page?.route;
      return route ? linkTo(item.label ?? page?.sidebarLabel ?? item.docId!, route, { route }) : null;
    }
    case 'docSidebar': {
      const first = firstLink((family ? family.docsOf(site, item.docsPluginId) : site).sidebars[item.sidebarId!] ?? []);
      return first ? linkTo(item.label ?? first.label, first.href, { sidebar: item.sidebarId }) : null;
    }
    case 'docsVersion': {
      // Another docs folder's: its last version (the reader's own folder: the reader's version).
      const version = otherVersions(site, item, family)?.find((v) => v.isLast) ?? versions[0];
      const href = target(config, item.to) ?? version.mainDoc;
      return linkTo(item.label ?? version.label, href, { route: href });
    }
    case 'dropdown': {
      const items = entries(item.items);
      const href = target(config, item.to, item.href);
      // As a link item's: a `target` of its own says whether it opens a new tab; its `rel` where it does not (one that
      // does keeps the theme's `noopener noreferrer`).
      const external = href !== undefined && (item.target ? item.target === '_blank' : isExternal(href));
      const own = href === undefined ? {} : { href: written(config, href), ...(external ? { external: true } : {}) };
      const attributes = href !== undefined && item.rel && !external ? { ...linkAttributes(item), rel: item.rel } : linkAttributes(item);
      return items.length ? { ...base, type: 'dropdown', label: item.label ?? '', items, ...own, ...(attributes ? { attributes } : {}) } : null;
    }
    case 'html':
      return { ...base, type: 'html', value: closedHtml(item.value!) };

    case 'search':
      return { ...base, type: 'search' };
    case 'localeDropdown':
      return { ...base, type: 'localeDropdown', ...(item.label ? { label: item.label } : {}), ...around() };
    case 'docsVersionDropdown': {
      // Another docs folder's versions come with the item (the reader's own are SiteData.docs); one version and no
      // entries of its own is a link.
      const other = otherVersions(site, item, family);
      // The versions the item names (`versions`), in its order and with its labels: of the page's own docs too.
      const listed = item.versions && family ? pickVersions(other ?? family.versionsOf(site, item.docsPluginId), item.versions) : undefined;
      const shown = listed ?? other;
      const own = around();
      if (shown?.length === 1 && !own.before && !own.after) return linkTo(item.label ?? shown[0].label, shown[0].mainDoc, { route: shown[0].mainDoc });
      const plugin = pluginOf(item.docsPluginId) ? { plugin: pluginOf(item.docsPluginId) } : {};
      const inactive = item.dropdownActiveClassDisabled ? { activeClassDisabled: true } : {};
      return { ...base, type: 'docsVersionDropdown', ...(item.label ? { label: item.label } : {}), ...plugin, ...(shown ? { versions: shown } : {}), ...(listed && !other ? { ofPage: true as const } : {}), ...own, ...inactive };
    }
    default: {
      const href = target(config, item.to, item.href)!;
      // A link shown as its HTML needs no label: the HTML names it.
      const label = item.label ?? (item.html === undefined ? href : '');
      // A link below the base URL is current on its page and the pages below it (the home page only on itself).
      // activeBaseRegex and activeBasePath (Docusaurus's) say otherwise.
      if (item.activeBaseRegex !== undefined) return linkTo(label, href, { regex: item.activeBaseRegex });
      const base = item.activeBasePath === undefined ? undefined : target(config, item.activeBasePath);
      const prefix = (base ?? (isExternal(href) ? undefined : href))?.replace(/[?#].*$/, '').replace(/\/$/, '');
      return linkTo(label, href, prefix === undefined ? undefined : prefix === config.baseUrl.replace(/\/$/, '') ? { route: config.baseUrl } : { prefix });
    }
  }
}

/** The versions of the docs a version item names (docsPluginId; none: the main docs) when they are not the reader's own; else undefined. */
/** The versions `names` lists, in its order, with the labels it gives (a name no version has was reported at the config). */
function pickVersions(versions: VersionData[], names: NonNullable<NavbarItem['versions']>): VersionData[] {
  const entries = Array.isArray(names) ? names.map((n): [string, { label?: string }] => [n, {}]) : Object.entries(names);
  return entries.flatMap(([name, { label }]) => versions.filter((v) => v.name === name).map((v) => (label === undefined ? v : { ...v, label })));
}

function otherVersions(site: Site, item: NavbarItem, family?: Family): VersionData[] | undefined {
  return family && pluginOf(item.docsPluginId) !== site.config.instance?.plugin ? family.versionsOf(site, item.docsPluginId) : undefined;
}

/** The first doc of a sidebar, or category link, depth first (what a `docSidebar` navbar item opens). */
function firstLink(items: SidebarItem[]): { label: string; href: string } | undefined {
  for (const item of items) {
    const found = item.type === 'category' ? (item.href !== undefined ? { label: item.label, href: item.href } : firstLink(item.items)) : item.type === 'link' && item.docId !== undefined ? item : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The route of the doc at the site's (or version's) base path, else of its first sidebar's first doc, else its first page. */
export function mainDoc(site: Site): string {
  const base = docsBase(site.config);
  const root = site.pages.find((p) => routeKey(p.route) === routeKey(base));
  if (root) return root.route;
  for (const items of Object.values(site.sidebars)) {
    const first = firstLink(items);
    if (first) return first.href;
  }
  return site.pages[0]?.route ?? base;
}

/**
 * The docs versions, the reader's first, with the route of each one's main doc: one unless the site has versions,
 * labelled by `docs.versions.current.label`, else "Next" (as Docusaurus calls the current docs).
 */
function versionsData(site: Site, family?: Family): SiteData['versions'] {
  const docs = family?.site(site).docs;
  if (!docs) return [{ name: 'current', label: site.config.docs.versions.current?.label ?? 'Next', mainDoc: mainDoc(site) }];
  const current = docs.versions.find((v) => v.name === docs.version)!;
  return [current, ...docs.versions.filter((v) => v !== current)].map(({ name, label, mainDoc }) => ({ name, label, mainDoc }));
}

/** The locales; the root one lives at the base URL, any other below `{baseUrl}{locale}/`. */
function localesData(config: Config): SiteData['locales'] {
  const { locales, localeConfigs } = config.i18n;
  const base = config.instance?.siteBaseUrl ?? config.baseUrl;
  return {
    currentLocale: localeOf(config),
    locales: locales.map((locale) => ({ locale, label: localeConfigs[locale].label, htmlLang: localeConfigs[locale].htmlLang, baseUrl: base + localePath(config, locale) }))
  };
}

/** A logo's image paths below the base URL, its link target if it has one, and its style's names as React takes them (`border-radius` is `borderRadius`). */
function logo<L extends LogoConfig>(config: Config, l: L): L & { href?: string } {
  const style = l.style && Object.fromEntries(Object.entries(l.style).map(([k, v]) => [k.startsWith('--') ? k : k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]));
  return { ...l, src: asset(config, l.src), srcDark: l.srcDark && asset(config, l.srcDark), href: target(config, l.href), ...(style ? { style } : {}) };
}

/**
 * The footer's logo, a link without an alt of its own (Apify's) named by the site's title: a link must have a name, and
 * the logo is all it shows.
 */
function footerLogo<L extends LogoConfig & { href?: string }>(l: L, title: string): L {
  return l.href && !l.alt?.trim() && title ? { ...l, alt: title } : l;
}

/**
 * The navbar's logo with an alt that only repeats the title shown beside it emptied: a screen reader would read the
 * name twice (polkadot.js's "polkadot{.js}"), and the logo is decoration there.
 */
function navbarLogo<L extends LogoConfig>(l: L, title: string): L {
  return title && l.alt?.trim().toLowerCase() === title.trim().toLowerCase() ? { ...l, alt: '' } : l;
}

/** The bar with its text colour worked out (a configured background without one gets dark or white text) and whether its background is light. */
function announcementData(bar: NonNullable<SiteData['announcementBar']>): SiteData['announcementBar'] {
  const on = readableOn(bar.backgroundColor);
  const text = bar.textColor && bar.backgroundColor ? readableText(bar.textColor, bar.backgroundColor) : bar.textColor;
  return { ...bar, content: closedHtml(bar.content), textColor: text ?? on, ...(on === DARK_TEXT ? { light: true } : {}) };
}

/** A footer item: its HTML closed, or a link. */
const footerItem = (config: Config, i: FooterLink | FooterHtml, pageless: (href: string) => boolean) => ('html' in i ? { ...i, html: closedHtml(i.html) } : link(config, i, pageless));

/**
 * The sidebars as the theme draws them, in every page's data: without what only the server and the site's components
 * read (a link's doc id, an item's customProps and description, which a component's DocCard gets from the page's own
 * data), about 25 bytes a link.
 */
function drawnSidebars(sidebars: Record<string, SidebarItem[]>): Record<string, SidebarItem[]> {
  const drawn = (item: SidebarItem): SidebarItem => {
    const { customProps: _props, ...rest } = item;
    if (rest.type === 'html') return rest;
    const { description: _description, ...shown } = rest;
    if (shown.type === 'category') return { ...shown, items: shown.items.map(drawn) };
    const { docId: _id, ...link } = shown;
    return link;
  };
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, items.map(drawn)]));
}

/** The data every page shares: navbar, footer, announcement, sidebars, search, colour mode. */
export function siteData(site: Site, family?: Family): SiteData {
  const { config } = site;
  const tc = config.themeConfig;
  const footer = tc.footer;
  const versions = versionsData(site, family);
  const labels = clientLabels(config);
  const own = family?.site(site);
  const pageless = pagelessLink(site, own?.foreignBases, family);
  const home = target(config, tc.navbar.logo?.href) ?? localeBase(config);
  const brandTarget = tc.navbar.logo?.target ?? (pageless(home) ? '_self' : undefined);
  return {
    title: config.title,
    titleDelimiter: config.titleDelimiter,
    ...(labels ? { labels } : {}),
    baseUrl: config.baseUrl,
    navbar: {
      title: tc.navbar.title ?? config.title,
      logo: tc.navbar.logo && navbarLogo(logo(config, tc.navbar.logo), tc.navbar.title ?? config.title),
      // Without a logo href, the home of the reader's locale (a version's base URL, /docs/0.80/, is no page: React Native's).
      home,
      ...(brandTarget ? { target: brandTarget } : {}),
      style: tc.navbar.style,
      items: tc.navbar.items.map((i) => navItem(site, versions, i, pageless, family)).filter((i): i is NavItem => i !== null),
      hideOnScroll: tc.navbar.hideOnScroll
    },
    ...(site.siteIslands ? { siteIslands: site.siteIslands.data } : {}),
    footer: footer && {
      style: footer.style,
      columns: footer.links.some((l) => 'items' in l)
        ? footer.links.map((col) => ({ title: 'items' in col ? col.title : undefined, ...('items' in col && col.className ? { className: col.className } : {}), items: ('items' in col ? col.items : [col]).map((i) => footerItem(config, i, pageless)).filter((x) => x !== null) }))
        : [{ items: (footer.links as Array<FooterLink | FooterHtml>).map((i) => footerItem(config, i, pageless)).filter((x) => x !== null) }],
      logo: footer.logo && footerLogo(logo(config, footer.logo), config.title),
      copyright: footer.copyright && closedHtml(footer.copyright)
    },
    announcementBar: tc.announcementBar && announcementData(tc.announcementBar),
    // The blog's sidebar goes with the docs sidebars: the theme draws both alike.
    sidebars: drawnSidebars(site.sharedSidebars ?? (site.blogSidebar ? { ...site.sidebars, [blogSidebarName(config)]: site.blogSidebar } : site.sidebars)),
    search: searchTags(site).length ? { tags: searchTags(site) } : undefined,
    colorMode: tc.colorMode,
    ...(tc.docs.sidebar.hideable || tc.docs.sidebar.autoCollapseCategories
      ? { sidebarOptions: { ...(tc.docs.sidebar.hideable ? { hideable: true as const } : {}), ...(tc.docs.sidebar.autoCollapseCategories ? { autoCollapseCategories: true as const } : {}) } }
      : {}),
    ...(tc.docs.versionPersistence === 'none' ? { versionPersistence: 'none' as const } : {}),
    versions,
    locales: localesData(config),
    ...own
  };
}

/**
 * Whether a link leads to no page of this instance at its own base URL (a folder of static files, a page another build
 * serves there: Stencil's brand link to `/docs/`): it gets `target="_self"`, so the browser loads it, and the router
 * neither looks for its page's data nor prefetches it (a 404 on every page that shows the link). Links leaving the
 * site, or below another version's or locale's base URL, are the browser's already.
 */
function pagelessLink(site: Site, foreignBases: string[] | undefined, family?: Family): (href: string) => boolean {
  let routes: ReadonlySet<string> | undefined;
  return (href) => {
    const path = href.replace(/[?#].*$/, '');
    if (!inSite(path, { baseUrl: site.config.baseUrl, foreignBases })) return false;
    routes ??= family?.routes(site) ?? new Set(site.pages.map((p) => routeKey(p.route)));
    return !routes.has(routeKey(path)) && !routes.has(routeKey(tryDecodeURI(path) ?? path));
  };
}

/** The unlisted banner's content, in the locale's words (made here, not in the shell: its English would weigh on every page). */
function unlistedBanner(config: Config): string {
  const text = themeText(config);
  return `<div class="admonition-title">${text.html('theme.contentVisibility.unlistedBanner.title')}</div><div class="admonition-content"><p>${text.html('theme.contentVisibility.unlistedBanner.message')}</p></div>`;
}

/**
 * A path below the static folder, as a URL below the base URL; a path that starts with the base URL already is kept,
 * as Docusaurus's useBaseUrl keeps it (Ory's logo is `/docs/img/…` with the base URL `/docs/`).
 */
export function asset(config: Config, src: string): string {
  const base = config.instance?.siteBaseUrl ?? config.baseUrl;
  return isExternal(src) || src.startsWith(base) ? src : base + src.replace(/^\//, '');
}

/** A page of a docs version that search engines are not to index (`versions.<name>.noIndex`): its docs, category and tag pages. */
export const isNoIndex = (page: Page, config: Config) => Boolean(config.instance?.noIndex) && ['docs', 'docs-tags', 'docs-tag', 'generated-index'].includes(page.kind ?? 'docs');

/**
 * Where a docs page's breadcrumbs start, as in Docusaurus: the site's home page (a page at the locale's base URL), named
 * in the locale's words; undefined when the site has none.
 */
export function breadcrumbsHome(site: Site, family?: Family): PageData['breadcrumbs'][number] | undefined {
  const home = localeBase(site.config);
  return pagelessLink(site, family?.site(site).foreignBases, family)(home) ? undefined : { label: themeText(site.config).t('theme.docs.breadcrumbs.home'), href: home, className: 'breadcrumbs-home' };
}

export function pageData(page: Page, config: Config, extra?: Pick<PageData, 'versions' | 'locales'>, home?: PageData['breadcrumbs'][number]): PageData {
  const fm = page.doc.frontmatter;
  return {
    route: page.route,
    title: page.title,
    // A title in the page's <Head> is the whole document title, not a part of it.
    documentTitle: page.doc.head?.filter((t) => t.tag === 'title').at(-1)?.text || documentTitle(page.title, config),
    description: page.description,
    keywords: fm.keywords,
    image: imageOf(page, config),
    html: page.html,
    tocHtml: tocHtml(page.toc),
    breadcrumbs: config.docs.breadcrumbs && page.breadcrumbs.length ? [...(home ? [home] : []), ...page.breadcrumbs] : [],
    // A site's own paginator (islands.docPaginator) draws these where it rendered.
    prev: page.ownPaginator ? undefined : page.prev,
    next: page.ownPaginator ? undefined : page.next,
    sidebar: page.sidebar,
    // A site's own doc footer (islands.docFooter) draws these where it rendered.
    editUrl: page.ownFooter ? undefined : editUrlOf(page, config),
    versionBadge: (page.kind ?? 'docs') === 'docs' && config.instance?.badge ? themeText(config).t('theme.docs.versionBadge.label', { versionLabel: config.instance.versionLabel }) : undefined,
    lastUpdate: page.ownFooter ? undefined : lastUpdateOf(page, config),
    ...titleHeading(page),
    unlisted: fm.unlisted ? unlistedBanner(config) : undefined,
    ...(isNoIndex(page, config) ? { noIndex: true as const } : {}),
    ...(page.kind === 'search' ? { searchPage: true as const } : {}),
    ...headTags(page),
    ...(page.islands ? { islands: page.islands } : {}),
    // A React page that has its own <main> (Docusaurus's templates do) sits in the chrome's <div>: one main landmark;
    // and its own banner (the template's hero <header>) is the page's, as in Docusaurus, whose navbar is no banner.
    ...(isReactPage(page) ? { reactPage: true as const, ...(page.drawsMain || /<main[\s>]/.test(page.html) ? { ownMain: true as const, ...(hasBanner(page.html) ? { ownBanner: true as const } : {}) } : {}) } : {}),
    ...(page.chrome ? { chrome: page.chrome } : {}),
    ...extra
  };
}

/** A category's card says how many items it holds when it has no description: `3 items`, in the locale's words. */
export function cardsData(cards: CardData[], config: Config): CardData[] {
  const text = themeText(config);
  return cards.map((c) => (c.kind === 'category' && !c.description ? { ...c, description: text.plural('theme.docs.DocCard.categoryDescription.plurals', c.count ?? 0) } : c));
}

/** The not-found page, its article written here in the locale's words (the English one links to the home page). */
export function notFoundData(config: Config): PageData {
  const text = themeText(config);
  const title = text.t('theme.NotFound.title');
  const home = `<a href="${escapeHtml(config.baseUrl)}">${text.html('theme.NotFound.homeLink')}</a>`;
  const html = `<h1>${escapeHtml(title)}</h1><p>${text.html('theme.NotFound.p1')}</p><p>${text.html('theme.NotFound.p2', { home })}</p>`;
  return { route: `${config.baseUrl}404`, title, documentTitle: documentTitle(title, config), html, tocHtml: '', breadcrumbs: [], notFound: true };
}

/** The page's own `<meta>` and `<link>` tags (an MDX page's `<Head>`), when it has some. */
function headTags(page: Page): Pick<PageData, 'head' | 'htmlClass'> {
  const head = page.doc.head?.filter((t): t is typeof t & { tag: 'meta' | 'link' } => t.tag === 'meta' || t.tag === 'link').map(({ tag, attributes }) => ({ tag, attributes }));
  const htmlClass = page.doc.head?.filter((t) => t.tag === 'html').map((t) => t.attributes.class).join(' ');
  return { ...(head?.length ? { head } : {}), ...(htmlClass ? { htmlClass } : {}) };
}

/** Whether the HTML has a `<header>` outside `<article>`, `<aside>`, `<main>`, `<nav>` and `<section>`: a banner landmark. */
export function hasBanner(html: string): boolean {
  let depth = 0;
  for (const m of html.matchAll(/<(\/?)(article|aside|main|nav|section|header)(?=[\s>\/])/gi)) {
    if (m[2].toLowerCase() === 'header') {
      if (!m[1] && depth === 0) return true;
    } else depth = Math.max(0, depth + (m[1] ? -1 : 1));
  }
  return false;
}
