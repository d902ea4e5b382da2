// Processed sidebars -> each sidebar's reading order (its stops), and each listed page's sidebar and breadcrumbs.
import type { Page } from '../types.js';
import type { ProcessedItem } from './process.js';
import { docLabel } from './resolve.js';

/** A stop of a sidebar's reading order: a doc, or a category's link (its doc, or its generated index page). */
export interface Stop {
  page: Page;
  /** What previous/next links call it (before its `pagination_label`). */
  label: string;
  breadcrumbs: Page['breadcrumbs'];
}

/** Each sidebar's stops, by sidebar name. */
export type Navigation = Record<string, Stop[]>;

/**
 * Each sidebar's stops in reading order: its docs and its categories' links, a category's link before its items.
 * `ref` items, plain links and HTML are not stops. A doc is called by its `sidebar_label`, else the item's label,
 * else its title; a category's doc by its own label or title; a generated index by the category's label.
 * `indexPages` are the generated index pages, by route.
 */
export function navigation(sidebars: Record<string, ProcessedItem[]>, pagesById: Map<string, Page>, indexPages: Map<string, Page>): Navigation {
  const nav: Navigation = {};
  for (const [name, items] of Object.entries(sidebars)) {
    const stops: Stop[] = [];
    const walk = (list: ProcessedItem[], trail: Page['breadcrumbs']) => {
      for (const item of list) {
        if (item.type === 'doc') {
          const page = pagesById.get(item.id)!;
          stops.push({ page, label: page.doc.frontmatter.sidebar_label ?? item.label ?? page.title, breadcrumbs: [...trail, { label: docLabel(page, item.label) }] });
        } else if (item.type === 'category') {
          const link = item.link;
          const page = link?.type === 'doc' ? pagesById.get(link.id) : link ? indexPages.get(link.route) : undefined;
          if (page) stops.push({ page, label: link?.type === 'doc' ? (page.doc.frontmatter.sidebar_label ?? page.title) : item.label, breadcrumbs: [...trail, { label: item.label }] });
          walk(item.items, [...trail, { label: item.label, ...(page ? { href: page.route } : {}) }]);
        }
      }
    };
    walk(items, []);
    nav[name] = stops;
  }
  return nav;
}

/** Sets sidebar and breadcrumbs on every page a sidebar lists: a page in several sidebars belongs to the first (prev/next: pagination.ts). */
export function placePages(nav: Navigation): void {
  for (const [name, stops] of Object.entries(nav)) {
    for (const { page, breadcrumbs } of stops) {
      if (page.sidebar) continue;
      page.sidebar = name;
      page.breadcrumbs = breadcrumbs;
    }
  }
}
