// Sidebar config + pages -> resolved sidebars, and each page's sidebar, breadcrumbs and prev/next.
import type { Config, Diagnostic, Page, SidebarItem, SidebarItemConfig } from '../types.js';

/** Stands for the config file in diagnostics until loadSite names it. */
export const CONFIG_FILE = '\0config';

export interface SidebarResult {
  sidebars: Record<string, SidebarItem[]>;
  diagnostics: Diagnostic[];
}

/** Resolves doc ids to links; an id with no doc is an error pointing at the config line. */
export function resolveSidebars(config: Config, pagesById: Map<string, Page>, configSource: string): SidebarResult {
  const diagnostics: Diagnostic[] = [];
  const sidebars: Record<string, SidebarItem[]> = {};

  const resolve = (name: string, items: SidebarItemConfig[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] => {
      if (typeof item === 'string' || item.type === 'doc') {
        const id = typeof item === 'string' ? item : item.id;
        const page = pagesById.get(id);
        if (!page) {
          diagnostics.push({ file: CONFIG_FILE, ...locateString(configSource, id), severity: 'warning', message: `sidebar "${name}" refers to doc id "${id}", which does not exist`, hint: closestHint(id, pagesById) });
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

/** Navbar items that point at docs or sidebars must have something to point at. */
export function checkNavbar(config: Config, pagesById: Map<string, Page>, sidebars: Record<string, SidebarItem[]>, configSource: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const item of config.themeConfig.navbar.items) {
    if (item.type === 'doc' && item.docId && !pagesById.has(item.docId)) {
      diagnostics.push({ file: CONFIG_FILE, ...locateString(configSource, item.docId), severity: 'error', message: `navbar item "${item.label ?? item.docId}" links to doc id "${item.docId}", which does not exist; check the navbar config item`, hint: closestHint(item.docId, pagesById) });
    }
    if (item.type === 'docSidebar' && item.sidebarId && !sidebars[item.sidebarId]?.length) {
      diagnostics.push({ file: CONFIG_FILE, ...locateString(configSource, item.sidebarId), severity: 'error', message: `Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to.`, hint: `sidebars: ${Object.keys(sidebars).join(', ') || 'none'}` });
    }
  }
  return diagnostics;
}

/** Sets sidebar, breadcrumbs and prev/next on every page that a sidebar lists. */
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
    flat.forEach(({ item, trail }, i) => {
      const page = item.docId ? pagesById.get(item.docId) : undefined;
      if (!page || page.sidebar) return;
      page.sidebar = name;
      page.breadcrumbs = [...trail.map((label) => ({ label })), { label: item.label }];
      const prev = flat[i - 1]?.item;
      const next = flat[i + 1]?.item;
      if (prev) page.prev = { label: prev.label, href: prev.href };
      if (next) page.next = { label: next.label, href: next.href };
    });
  }
}

function locateString(source: string, value: string): { line?: number; column?: number } {
  const index = source.search(new RegExp(`['"\`]${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`));
  if (index < 0) return {};
  const before = source.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function closestHint(id: string, pagesById: Map<string, Page>): string {
  const base = id.split('/').pop() ?? id;
  const near = [...pagesById.keys()].filter((k) => k.endsWith(`/${base}`) || k === base).slice(0, 3);
  return near.length ? `did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : 'a doc id is the file path below content/ without ".md"';
}
