// Sidebar config + pages -> resolved sidebars, and each page's sidebar, breadcrumbs and prev/next.
import { distance } from '../config/schema.js';
import { quotedAt } from '../text-position.js';
import type { Config, Diagnostic, NavbarItem, Page, SidebarItem, SidebarItemConfig } from '../types.js';

/** Stands for the config file in diagnostics until loadSite names it. */
export const CONFIG_FILE = '\0config';

export interface SidebarResult {
  sidebars: Record<string, SidebarItem[]>;
  diagnostics: Diagnostic[];
}

/**
 * Resolves doc ids to links; an id with no doc is an error pointing at the config line, and one of a
 * draft left out of this build drops the entry.
 */
export function resolveSidebars(config: Config, pagesById: Map<string, Page>, configSource: string, drafts: ReadonlySet<string> = new Set()): SidebarResult {
  const diagnostics: Diagnostic[] = [];
  const sidebars: Record<string, SidebarItem[]> = {};

  const resolve = (name: string, items: SidebarItemConfig[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      if (typeof item === 'string' || item.type === 'doc') {
        const id = typeof item === 'string' ? item : item.id;
        const page = pagesById.get(id);
        if (!page) {
          if (!drafts.has(id)) diagnostics.push({ file: CONFIG_FILE, ...quotedAt(configSource, id), severity: 'error', message: `sidebar "${name}" refers to doc id "${id}", which does not exist`, hint: closestHint(id, pagesById) });
          return [];
        }
        const label = (typeof item === 'string' ? undefined : item.label) ?? page.sidebarLabel;
        return [{ type: 'link', label, href: page.route, docId: id }];
      }
      if (item.type === 'link') return [{ type: 'link', label: item.label, href: item.href }];
      return [{ type: 'category', label: item.label, items: resolve(name, item.items), collapsed: item.collapsed ?? true }];
    });

  for (const [name, items] of Object.entries(config.docs.sidebars)) sidebars[name] = resolve(name, items);
  return { sidebars, diagnostics };
}

/**
 * Navbar items (and a dropdown's) that point at docs or sidebars must have something to point at;
 * an item naming a draft left out of this build is dropped from the navbar, not an error.
 */
export function checkNavbar(config: Config, pagesById: Map<string, Page>, sidebars: Record<string, SidebarItem[]>, configSource: string, drafts: ReadonlySet<string> = new Set()): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const check = (items: NavbarItem[]) => {
    for (const item of items) {
      if (item.type === 'doc' && item.docId && !pagesById.has(item.docId) && !drafts.has(item.docId)) {
        diagnostics.push({ file: CONFIG_FILE, ...quotedAt(configSource, item.docId), severity: 'error', message: `navbar item "${item.label ?? item.docId}" links to doc id "${item.docId}", which does not exist; check the navbar config item`, hint: closestHint(item.docId, pagesById) });
      }
      if (item.type === 'docSidebar' && item.sidebarId && !hasDoc(sidebars[item.sidebarId] ?? [])) {
        const names = Object.keys(sidebars);
        const hint = item.sidebarId in sidebars ? `give sidebar "${item.sidebarId}" a doc in docs.sidebars` : `the sidebars are: ${names.map((n) => `"${n}"`).join(', ') || 'none (docs.sidebars is empty)'}`;
        diagnostics.push({ file: CONFIG_FILE, ...quotedAt(configSource, item.sidebarId), severity: 'error', message: `Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to.`, hint });
      }
      if (item.type === 'dropdown' && item.items) check(item.items);
    }
  };
  check(config.themeConfig.navbar.items);
  return diagnostics;
}

/** Whether a sidebar holds a doc (what a docSidebar item opens); links and empty categories do not count. */
const hasDoc = (items: SidebarItem[]): boolean => items.some((i) => (i.type === 'category' ? hasDoc(i.items) : i.docId !== undefined));

/** Sets sidebar and breadcrumbs on every page that a sidebar lists (prev/next: pagination.ts). */
export function placePages(sidebars: Record<string, SidebarItem[]>, pagesById: Map<string, Page>): void {
  for (const [name, items] of Object.entries(sidebars)) {
    const flat: Array<{ item: Extract<SidebarItem, { type: 'link' }>; trail: string[] }> = [];
    const walk = (list: SidebarItem[], trail: string[]) => {
      for (const item of list) {
        if (item.type === 'category') walk(item.items, [...trail, item.label]);
        else flat.push({ item, trail });
      }
    };
    walk(items, []);
    flat.forEach(({ item, trail }) => {
      const page = item.docId ? pagesById.get(item.docId) : undefined;
      if (!page || page.sidebar) return;
      page.sidebar = name;
      page.breadcrumbs = [...trail.map((label) => ({ label })), { label: item.label }];
    });
  }
}

/** The known doc ids nearest to `id`: the same file name elsewhere first, then the fewest edits. */
function closestHint(id: string, pagesById: Map<string, Page>): string {
  const base = id.split('/').pop() ?? id;
  const score = (k: string) => (k.split('/').pop() === base ? 0 : 1) * 1000 + distance(id.toLowerCase(), k.toLowerCase());
  const near = [...pagesById.keys()]
    .map((k) => ({ k, s: score(k) }))
    .filter(({ k, s }) => s < 1000 || s - 1000 <= Math.max(3, id.length / 3) || k.startsWith(id) || id.startsWith(k))
    .sort((a, b) => a.s - b.s)
    .slice(0, 3)
    .map(({ k }) => `"${k}"`);
  return near.length ? `did you mean ${near.join(' or ')}?` : 'a doc id is the file path below content/ without ".md"';
}
