// Processed sidebars + pages -> the sidebars the theme draws, and the generated index page of each category that has one.
import path from 'node:path';
import type { CardData, Config, Page, SidebarItem } from '../types.js';
import { isInternal, pathnameHref } from '../markdown/links.js';
import { generatedPage } from '../content/tags.js';
import { displayPath } from '../content/scan.js';
import type { ProcessedCategory, ProcessedItem } from './process.js';
import { localeBase } from '../i18n/labels.js';
import { closedHtml } from '../html-fragment.js';

export interface ResolveInput {
  config: Config;
  pagesById: Map<string, Page>;
  sidebars: Record<string, ProcessedItem[]>;
}

/** A doc's label in a sidebar: its `sidebar_label`, else the item's label, else its title. */
export const docLabel = (page: Page, itemLabel?: string) => page.doc.frontmatter.sidebar_label || itemLabel || page.title;

/** A link item's href: a path from the site's root gets the base URL (unless it has it, or `autoAddBaseUrl` is false). */
function linkHref(config: Config, href: string, autoAddBaseUrl = true): string {
  const base = localeBase(config);
  const raw = pathnameHref(href, base);
  if (raw !== undefined) return raw;
  if (!autoAddBaseUrl || !href.startsWith('/') || href.startsWith('//') || href.startsWith(base) || `${href}/` === base) return href;
  return base + href.slice(1);
}

/** Where a category's label leads: its doc, or its generated index page. */
function categoryHref(category: ProcessedCategory, pagesById: Map<string, Page>): string | undefined {
  if (category.link?.type === 'doc') return pagesById.get(category.link.id)?.route;
  return category.link?.route;
}

/**
 * Turns each processed sidebar into what the theme receives: docs and refs become links with their doc's route and
 * label (`sidebar_custom_props` filling in `customProps`), link hrefs get the base URL, categories get the `href` of
 * their link. Each category with a generated index link also gets its page: a title, its description, and a card
 * for each of its items.
 */
export function resolveSidebars({ config, pagesById, sidebars }: ResolveInput): { sidebars: Record<string, SidebarItem[]>; pages: Page[]; categoryCards: (page: Page, pick?: (items: SidebarItem[]) => SidebarItem[]) => CardData[] | undefined; sidebarCategory: (page: Page) => SidebarItem | undefined; givenCards: (items: unknown[]) => { cards: CardData[]; skipped: number[] } } {
  const pages: Page[] = [];
  /** Each doc's category: the deepest one listing it (or linking to it) in the first sidebar that does. */
  const homes = new Map<Page, ProcessedCategory>();
  const resolvedOf = new Map<ProcessedCategory, SidebarItem>();
  const home = (page: Page | undefined, category: ProcessedCategory) => page && !homes.has(page) && homes.set(page, category);
  const source = displayPath(config.docs.sidebarPath ?? config.configFile ?? path.join(config.root, 'site.config.ts'));

  const resolve = (items: ProcessedItem[]): SidebarItem[] =>
    items.map((item): SidebarItem => {
      const extra = { ...(item.className !== undefined ? { className: item.className } : {}) };
      switch (item.type) {
        case 'doc':
        case 'ref': {
          const page = pagesById.get(item.id)!;
          const customProps = item.customProps ?? page.doc.frontmatter.sidebar_custom_props;
          return { type: 'link', label: docLabel(page, item.label), href: page.route, docId: item.id, ...extra, ...(customProps ? { customProps } : {}) };
        }
        case 'link': {
          const href = linkHref(config, item.href, item.autoAddBaseUrl);
          return { type: 'link', label: item.label, href, ...(isInternal(item.href) ? {} : { external: true }), ...extra, ...props(item) };
        }
        case 'html':
          return { type: 'html', value: closedHtml(item.value), ...(item.defaultStyle ? { defaultStyle: true } : {}), ...extra, ...props(item) };
        case 'category': {
          const href = categoryHref(item, pagesById);
          if (item.link?.type === 'doc') home(pagesById.get(item.link.id), item);
          for (const child of item.items) if (child.type === 'doc') home(pagesById.get(child.id), item);
          if (item.link?.type === 'generated-index') pages.push(indexPage(item, item.link, cards(item.items)));
          const category: SidebarItem = { type: 'category', label: item.label, items: resolve(item.items), collapsed: item.collapsed, ...(item.collapsible ? {} : { collapsible: false as const }), ...(href ? { href } : {}), ...extra, ...props(item) };
          resolvedOf.set(item, category);
          return category;
        }
      }
    });

  const indexPage = (category: ProcessedCategory, link: Extract<ProcessedCategory['link'], { type: 'generated-index' }>, list: CardData[]): Page => {
    const page = generatedPage('generated-index', link.route, link.title ?? category.label, '', category.origin ? displayPath(path.join(config.contentDir, category.origin)) : source, link.description);
    if (link.keywords) page.doc.frontmatter.keywords = link.keywords;
    // As a doc's `image:` frontmatter: the page's social card image, wherever docs' images are drawn.
    if (link.image !== undefined) Object.assign(page.doc.frontmatter, { image: link.image });
    page.sidebarLabel = category.label;
    // Its slug is its id, as Docusaurus's global data gives it: what a navbar `doc` item names (Crawlee's `docId: '/examples'`).
    page.id = link.slug;
    page.cards = list;
    return page;
  };

  /** A category's items as cards: docs and links, and categories that lead somewhere; HTML items are left out. */
  const cards = (items: ProcessedItem[]): CardData[] =>
    items.flatMap((item): CardData[] => {
      if (item.type === 'doc' || item.type === 'ref') {
        const page = pagesById.get(item.id)!;
        return [{ kind: 'doc', label: docLabel(page, item.label), href: page.route, ...(page.description ? { description: page.description } : {}) }];
      }
      if (item.type === 'link') {
        const href = linkHref(config, item.href, item.autoAddBaseUrl);
        return [{ kind: 'link', label: item.label, href, ...(isInternal(item.href) ? {} : { external: true }), ...(item.description ? { description: item.description } : {}) }];
      }
      if (item.type === 'category') {
        const href = firstHref(item);
        return href ? [{ kind: 'category', label: item.label, href, count: item.items.length, ...(item.description ? { description: item.description } : {}) }] : [];
      }
      return [];
    });

  /** Where a category's card leads: its own link, else its first item that leads somewhere. */
  const firstHref = (category: ProcessedCategory): string | undefined => {
    const own = categoryHref(category, pagesById);
    if (own) return own;
    for (const item of category.items) {
      if (item.type === 'doc' || item.type === 'ref') return pagesById.get(item.id)!.route;
      if (item.type === 'link') return linkHref(config, item.href, item.autoAddBaseUrl);
      if (item.type === 'category') {
        const found = firstHref(item);
        if (found) return found;
      }
    }
    return undefined;
  };

  const resolved: Record<string, SidebarItem[]> = {};
  for (const [name, items] of Object.entries(sidebars)) resolved[name] = resolve(items);
  // What useCurrentSidebarCategory() gives a page's DocCardList: its category's items, as a generated index shows them;
  // or those of them `pick` keeps (of the items as the sidebar has them, in the order it gives them).
  const categoryCards = (page: Page, pick?: (items: SidebarItem[]) => SidebarItem[]) => {
    const category = homes.get(page);
    if (!category || !pick) return category && cards(category.items);
    const resolved = (resolvedOf.get(category) as Extract<SidebarItem, { type: 'category' }>).items;
    return pick(resolved).flatMap((item) => cards([category.items[resolved.indexOf(item)]]));
  };
  // What a component's useCurrentSidebarCategory() gives: the category, as the sidebar has it.
  const sidebarCategory = (page: Page) => {
    const category = homes.get(page);
    return category && resolvedOf.get(category);
  };
  return { sidebars: resolved, pages, categoryCards, sidebarCategory, givenCards: (items) => givenCards(items, config, pagesById) };
}

/** The item's `customProps`, when it has them. */
const props = (item: { customProps?: Record<string, unknown>; description?: string }) => ({ ...(item.customProps ? { customProps: item.customProps } : {}), ...(item.description ? { description: item.description } : {}) });

/**
 * A DocCardList's own items as cards, as Docusaurus's DocCard draws such sidebar items: a link (`{type: 'link', label,
 * href}`, its description its own or its `docId` doc's), or a category (`{type: 'category', label, href, items}`, a
 * card counting its items, leading to its `href` or its first item's). `skipped`: the places of the items that are
 * neither.
 */
function givenCards(items: unknown[], config: Config, pagesById: Map<string, Page>): { cards: CardData[]; skipped: number[] } {
  const cards: CardData[] = [];
  const skipped: number[] = [];
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const hrefOf = (item: Record<string, unknown>): string | undefined => str(item.href) ?? (Array.isArray(item.items) ? item.items.map((i) => (typeof i === 'object' && i ? hrefOf(i as Record<string, unknown>) : undefined)).find(Boolean) : undefined);
  items.forEach((raw, i) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const label = str(item.label);
    const href = hrefOf(item);
    const description = str(item.description) ?? (str(item.docId) ? pagesById.get(item.docId as string)?.description : undefined);
    if (!label || !href || (item.type !== 'link' && item.type !== 'category')) skipped.push(i);
    else if (item.type === 'link') cards.push({ kind: 'link', label, href: linkHref(config, href, item.autoAddBaseUrl !== false), ...(isInternal(href) ? {} : { external: true }), ...(description ? { description } : {}) });
    else cards.push({ kind: 'category', label, href: linkHref(config, href), count: Array.isArray(item.items) ? item.items.length : 0, ...(description ? { description } : {}) });
  });
  return { cards, skipped };
}
