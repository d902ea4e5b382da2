// A sidebar's reading order + pages -> each page's "Previous" / "Next" links, and the sidebar it shows, after its frontmatter.
import type { Diagnostic, Page, SidebarItem } from '../types.js';
import type { Navigation, Stop } from '../sidebars/place.js';

type Link = Extract<SidebarItem, { type: 'link' }>;

export interface PaginateOptions {
  /** Doc ids of drafts left out of this build: a `pagination_next` naming one gives no link, not an error. */
  drafts?: ReadonlySet<string>;
}

/** Marks the theme's sidebar entries of unlisted docs: the theme shows one on its own page only. */
function markUnlisted(items: SidebarItem[], unlisted: ReadonlySet<string>): void {
  for (const item of items) {
    if (item.type === 'category') markUnlisted(item.items, unlisted);
    else if (item.type === 'link' && item.docId !== undefined && unlisted.has(item.docId)) (item as Link).unlisted = true;
  }
}

/**
 * Sets prev/next on every page a sidebar reads (`nav`: its docs and category links, in order): its neighbours in the
 * sidebar it shows, skipping unlisted pages (an unlisted page has none), and marks unlisted pages' sidebar entries.
 * The frontmatter then has its say:
 * - `displayed_sidebar` shows that sidebar (and its breadcrumbs and neighbours) even where it does not list the
 *   page; `null` shows none;
 * - `pagination_prev` / `pagination_next` name the doc to link to instead, `null` for no link;
 * - a page's `pagination_label` is its label in other pages' links.
 * Runs after placePages, which gives each page the first sidebar that lists it. `pages` are the docs and the
 * generated index pages.
 */
export function paginate(nav: Navigation, sidebars: Record<string, SidebarItem[]>, pages: Page[], pagesById: Map<string, Page>, options: PaginateOptions = {}): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const unlisted = new Set([...pagesById].filter(([, p]) => p.doc.frontmatter.unlisted).map(([id]) => id));
  for (const items of Object.values(sidebars)) markUnlisted(items, unlisted);
  const isUnlisted = (page: Page) => Boolean(page.doc.frontmatter.unlisted);
  const toLink = (stop: Stop | undefined) => (stop ? { label: stop.page.doc.frontmatter.pagination_label || stop.label, href: stop.page.route } : undefined);

  for (const page of pages) {
    const fm = page.doc.frontmatter;
    if (fm.displayed_sidebar !== undefined) {
      const name = fm.displayed_sidebar;
      if (name !== null && !(name in nav)) {
        const names = Object.keys(nav).map((n) => `"${n}"`).join(', ');
        diagnostics.push({ file: page.doc.path, ...(page.doc.frontmatterAt?.displayed_sidebar ?? { line: 1, column: 1 }), severity: 'error', message: `displayed_sidebar "${name}" is not a sidebar`, hint: names ? `the sidebars are: ${names}` : 'docs.sidebars defines no sidebar' });
      } else {
        page.sidebar = name ?? undefined;
        const entry = name === null ? undefined : nav[name].find((s) => s.page === page);
        page.breadcrumbs = entry ? entry.breadcrumbs : [];
      }
    }
    page.prev = page.next = undefined;
    if (page.sidebar !== undefined && !isUnlisted(page)) {
      const list = (nav[page.sidebar] ?? []).filter((s) => !isUnlisted(s.page));
      const at = list.findIndex((s) => s.page === page);
      if (at >= 0) {
        page.prev = toLink(list[at - 1]);
        page.next = toLink(list[at + 1]);
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
