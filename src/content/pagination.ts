// Sidebars + pages -> each docs page's "Previous" / "Next" links, and the sidebar it shows, after its frontmatter.
import type { Diagnostic, Page, SidebarItem } from '../types.js';

type Link = Extract<SidebarItem, { type: 'link' }>;
/** A sidebar's links in reading order, each with the categories it sits in. */
type Flat = Array<{ item: Link; trail: string[] }>;

function flatten(items: SidebarItem[], trail: string[] = [], out: Flat = []): Flat {
  for (const item of items) {
    if (item.type === 'category') flatten(item.items, [...trail, item.label], out);
    else out.push({ item, trail });
  }
  return out;
}

export interface PaginateOptions {
  /** Doc ids of drafts left out of this build: a `pagination_next` naming one gives no link, not an error. */
  drafts?: ReadonlySet<string>;
}

/**
 * Sets prev/next on every page a sidebar lists: its neighbours in the sidebar it shows, skipping unlisted pages
 * (an unlisted page has none), and marks unlisted pages' sidebar entries. The frontmatter then has its say:
 * - `displayed_sidebar` shows that sidebar (and its breadcrumbs and neighbours) even where it does not list the
 *   page; `null` shows none;
 * - `pagination_prev` / `pagination_next` name the doc to link to instead, `null` for no link;
 * - a page's `pagination_label` is its label in other pages' links.
 * Runs after placePages, which gives each page the first sidebar that lists it.
 */
export function paginate(sidebars: Record<string, SidebarItem[]>, pagesById: Map<string, Page>, options: PaginateOptions = {}): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const unlisted = new Set([...pagesById].filter(([, p]) => p.doc.frontmatter.unlisted).map(([id]) => id));
  const flats = new Map(Object.entries(sidebars).map(([name, items]) => [name, flatten(items)]));
  // The theme shows an unlisted page's sidebar entry on that page only.
  for (const flat of flats.values()) for (const { item } of flat) if (item.docId !== undefined && unlisted.has(item.docId)) item.unlisted = true;
  const label = (item: Link) => (item.docId !== undefined && pagesById.get(item.docId)?.doc.frontmatter.pagination_label) || item.label;
  const toLink = (item: Link | undefined) => (item ? { label: label(item), href: item.href } : undefined);

  for (const [id, page] of pagesById) {
    const fm = page.doc.frontmatter;
    if (fm.displayed_sidebar !== undefined) {
      const name = fm.displayed_sidebar;
      if (name !== null && !flats.has(name)) {
        const names = [...flats.keys()].map((n) => `"${n}"`).join(', ');
        diagnostics.push({ file: page.doc.path, ...(page.doc.frontmatterAt?.displayed_sidebar ?? { line: 1, column: 1 }), severity: 'error', message: `displayed_sidebar "${name}" is not a sidebar`, hint: names ? `the sidebars are: ${names}` : 'docs.sidebars defines no sidebar' });
      } else {
        page.sidebar = name ?? undefined;
        const entry = name === null ? undefined : flats.get(name)!.find((e) => e.item.docId === id);
        page.breadcrumbs = entry ? [...entry.trail.map((l) => ({ label: l })), { label: entry.item.label }] : [];
      }
    }
    page.prev = page.next = undefined;
    if (page.sidebar !== undefined && !unlisted.has(id)) {
      const list = flats.get(page.sidebar)!.filter((e) => e.item.docId === undefined || !unlisted.has(e.item.docId));
      const at = list.findIndex((e) => e.item.docId === id);
      if (at >= 0) {
        page.prev = toLink(list[at - 1]?.item);
        page.next = toLink(list[at + 1]?.item);
      }
    }
    for (const [key, side] of [['pagination_prev', 'prev'], ['pagination_next', 'next']] as const) {
      const target = fm[key];
      if (target === undefined) continue;
      page[side] = undefined;
      if (target === null || options.drafts?.has(target)) continue;
      const other = pagesById.get(target);
      if (!other) {
        diagnostics.push({ file: page.doc.path, ...(page.doc.frontmatterAt?.[key] ?? { line: 1, column: 1 }), severity: 'error', message: `${key} "${target}" is not a doc id`, hint: 'a doc id is the file path below the docs folder without ".md" (or the id: its frontmatter sets); null leaves the link out' });
      } else if (!unlisted.has(target)) {
        page[side] = { label: other.doc.frontmatter.pagination_label ?? other.sidebarLabel, href: other.route };
      }
    }
  }
  return diagnostics;
}
