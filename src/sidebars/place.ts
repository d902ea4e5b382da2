// Processed sidebars -> each listed page's sidebar, breadcrumbs and previous/next links.
import type { Page } from '../types.js';
import type { ProcessedItem } from './process.js';
import { docLabel } from './resolve.js';

/** A stop of a sidebar's reading order: a doc, or a category's link (its doc, or its generated index page). */
interface Stop {
  page: Page;
  /** What previous/next links call it. */
  label: string;
  breadcrumbs: Page['breadcrumbs'];
}

/**
 * Sets sidebar, breadcrumbs and prev/next on every page a sidebar lists: its docs and its categories' links, in
 * reading order (a category's link before its items). `ref` items, plain links and HTML are not stops. A page in
 * several sidebars belongs to the first; `indexPages` are the generated index pages, by route.
 */
export function placePages(sidebars: Record<string, ProcessedItem[]>, pagesById: Map<string, Page>, indexPages: Map<string, Page>): void {
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
    stops.forEach(({ page, breadcrumbs }, i) => {
      if (page.sidebar) return;
      page.sidebar = name;
      page.breadcrumbs = breadcrumbs;
      const prev = stops[i - 1];
      const next = stops[i + 1];
      if (prev) page.prev = { label: prev.label, href: prev.page.route };
      if (next) page.next = { label: next.label, href: next.page.route };
    });
  }
}
