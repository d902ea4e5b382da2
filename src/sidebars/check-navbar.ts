// Navbar items that name docs or sidebars + the docs and resolved sidebars -> an error for each that names nothing.
import { quotedAt } from '../text-position.js';
import type { Config, Diagnostic, NavbarItem, Page, SidebarItem } from '../types.js';
import { closestHint } from './hint.js';

/** Stands for the config file in diagnostics until loadSite names it. */
export const CONFIG_FILE = '\0config';

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
      if (item.type === 'docSidebar' && item.sidebarId && !hasLink(sidebars[item.sidebarId] ?? [])) {
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

/** Whether a sidebar has something a docSidebar item can open: a doc, or a category's link; plain links and HTML do not count. */
const hasLink = (items: SidebarItem[]): boolean => items.some((i) => (i.type === 'category' ? i.href !== undefined || hasLink(i.items) : i.type === 'link' && i.docId !== undefined));
