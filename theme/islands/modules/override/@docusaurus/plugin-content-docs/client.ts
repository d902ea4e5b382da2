// Stand-in for the docs plugin's client module: the version of the page being read, by its folder
// (`versioned_docs/version-0.76/` is 0.76; the docs folder is Next), as src/mdx/modules.ts sets it while a page is parsed;
// and what the build made for the page's components to read (src/islands/generated.ts): the version's docs, the
// plugin's global data, the page's sidebar and sidebar category.
import generated from '../../../../generated.js';

/** The docs plugin's global data by instance id (DOCS_PLUGIN_DATA in src/islands/generated.ts): no React here, as site modules read this file at build time. */
export const docsPluginData = generated('docgen:docs-plugin-data');

interface Version {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  docs: Array<{ id: string; path: string; sidebar?: string }>;
  sidebars?: Record<string, { link?: { path: string; label: string } }>;
}
/** A docs page's version (DOCS_VERSION in src/islands/generated.ts), where the build gives the page's data. */
const pageVersion = generated('docgen:docs-version');
/**
 * The version of the page: a docs page's own, as the build gives it; while a page is parsed (a partial's site module),
 * the page's versioned folder's; else Next.
 */
const active = (): Version => {
  if ('name' in pageVersion) return { ...(pageVersion as unknown as Version), docs: [] };
  const name = globalThis.__docgenGenerated ? undefined : (globalThis as { __docgenDocsVersion?: string }).__docgenDocsVersion;
  return name ? { name, label: name, isLast: false, path: `/docs/${name}`, docs: [] } : current;
};
const current = { name: 'current', label: 'Next', isLast: false, path: '/docs/next', docs: [] };
/** The versions of a docs folder, current first, as the docs plugin's global data lists them. */
const versionsOf = (pluginId = 'default') => (docsPluginData as Record<string, { versions: Version[] } | undefined>)[pluginId]?.versions ?? [];
export const useActiveVersion = () => active();
/** The version's docs (each by its id: id, title, description, sidebar) are those of the page's version, which the build gives (DOCS_OF_VERSION in src/islands/generated.ts). */
const docs = generated('docgen:docs-of-version');
export const useDocsVersion = () => {
  const { name, label, isLast } = active();
  return { version: name, label, isLast, docs };
};
/** A doc of the page's version by its id (a swizzled DocCard's), as Docusaurus's hook: an id no doc has is an error. */
export function useDocById(id: string | undefined): unknown {
  if (id === undefined) return undefined;
  const doc = docs[id];
  if (!doc) throw new Error(`no doc of this version has the id "${id}"`);
  return doc;
}
/** A sidebar item as a swizzled DocCard reads it. */
interface SidebarItem {
  type: string;
  label?: string;
  href?: string;
  docId?: string;
  description?: string;
  unlisted?: boolean;
  linkUnlisted?: boolean;
  items?: SidebarItem[];
}

/** Where a card of this sidebar item leads: a link's href; a category's own page, else its first listed link, depth first. */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.unlisted ? undefined : item.href;
  if (item.type !== 'category') return undefined;
  if (item.href && !item.linkUnlisted) return item.href;
  for (const child of item.items ?? []) {
    const found = findFirstSidebarItemLink(child);
    if (found) return found;
  }
  return undefined;
}
export const useActivePlugin = () => ({ pluginId: 'default' });
/** Every docs folder's versions and their docs, by plugin id, as the docs plugin's global data has them. */
export const useAllDocsData = () => docsPluginData;
export const useDocsData = (pluginId = 'default') => docsPluginData[pluginId];
/** Every version of the docs folder (a versions page lists them), as Docusaurus's hook. */
export const useVersions = (pluginId?: string): Version[] => {
  const versions = versionsOf(pluginId);
  return versions.length ? versions : [active()];
};
/** The last version (the one at the docs' own path), as Docusaurus's hook. */
export const useLatestVersion = (pluginId?: string): Version => versionsOf(pluginId).find((v) => v.isLast) ?? active();
/**
 * The versions a layout component (a navbar item) reads, each with its sidebars (`{ [id]: { link } }`): a docs page's own
 * version, then the last one, as Docusaurus's hook, without the reader's preferred version, which only the browser
 * knows (BoTorch's navbar item hides a sidebar that the version lacks).
 */
export function useDocsVersionCandidates(pluginId?: string): Version[] {
  const versions = versionsOf(pluginId);
  const own = 'name' in pageVersion ? versions.find((v) => v.name === pageVersion.name) : undefined;
  return [...new Set([own, versions.find((v) => v.isLast)])].filter((v): v is Version => v !== undefined);
}
/** The page's version, its doc unknown here and no other version's page for it (Fiber's ecosystem diagram reads the version's path). */
export const useActiveDocContext = (_pluginId?: string) => ({ activeVersion: active(), activeDoc: undefined, alternateDocVersions: {} });
/**
 * A doc (or a category's generated index, by its slug) of the docs plugin by its id, in the page's version first, then
 * the last version's, then any other's, as Docusaurus's hook for navbar items (Crawlee's swizzled DocNavbarItem): an id
 * none has is an error.
 */
export function useLayoutDoc(docId: string, pluginId = 'default'): { id: string; path: string; sidebar?: string } | null {
  const versions = versionsOf(pluginId).slice();
  const rank = (v: Version) => (v.name === active().name ? 0 : v.isLast ? 1 : 2);
  const doc = versions.sort((a, b) => rank(a) - rank(b)).flatMap((v) => v.docs).find((d) => d.id === docId);
  if (!doc) throw new Error(`Couldn't find any doc with id "${docId}"`);
  return doc;
}
/** Whether two paths are one page's, with a trailing slash or without. */
export const samePage = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');
/** The sidebar of the doc at `pathname` (a navbar item's current page), in any version of the docs folder. */
export const sidebarAt = (pathname: string, pluginId?: string): string | undefined => versionsOf(pluginId).flatMap((v) => v.docs).find((d) => samePage(d.path, pathname))?.sidebar;
export const useDocVersionSuggestions = (_pluginId?: string) => ({ latestDocSuggestion: undefined, latestVersionSuggestion: undefined });
/** The sidebar category of the page (the one it is in, or whose page it is), which the build gives (SIDEBAR_CATEGORY in src/islands/generated.ts). */
const category = generated('docgen:sidebar-category');
/** A component's `useCurrentSidebarCategory().items` (Flare's lists of its attestation types): on a page in no category, an error, as Docusaurus's. */
export function useCurrentSidebarCategory(): { type: 'category'; label: string; items: SidebarItem[]; href?: string; collapsed: boolean; collapsible?: boolean; description?: string } {
  if (!('items' in category)) throw new Error('useCurrentSidebarCategory(): this page is in no sidebar category; use it on a category\'s page or one of its docs');
  return { ...category } as ReturnType<typeof useCurrentSidebarCategory>;
}
/** The docs page's own data (DOC in src/islands/generated.ts): its metadata, front matter and table of contents (`{ value, id, level }`, the value HTML); on another page an error, as Docusaurus's. */
const doc = generated('docgen:doc');
export function useDoc(): { metadata: { id: string; title: string; description: string; permalink: string; editUrl?: string; frontMatter: Record<string, unknown> }; frontMatter: Record<string, unknown>; contentTitle?: string; toc: Array<{ value: string; id: string; level: number }> } {
  if (!('metadata' in doc)) throw new Error('useDoc(): this page is not a docs page');
  return { ...doc } as ReturnType<typeof useDoc>;
}
/** The page's sidebar (`{ name, items }`, as the docs plugin's sidebar has it), which the build gives (DOCS_SIDEBAR in src/islands/generated.ts); null on a page without one, as Docusaurus's. */
const sidebar = generated('docgen:docs-sidebar');
export function useDocsSidebar(): { name: string; items: SidebarItem[] } | null {
  return 'items' in sidebar ? ({ ...sidebar } as { name: string; items: SidebarItem[] }) : null;
}

/**
 * The page's sidebar items from the top down to its own link (the categories it is in, then its link), as Docusaurus's
 * `useSidebarBreadcrumbs` (Snowplow's MDXContent reads their customProps), which the build gives (SIDEBAR_BREADCRUMBS in
 * src/islands/generated.ts); null on a page without a sidebar.
 */
const breadcrumbs = generated('docgen:sidebar-breadcrumbs');
export function useSidebarBreadcrumbs(): SidebarItem[] | null {
  return 'items' in breadcrumbs ? [...(breadcrumbs.items as SidebarItem[])] : null;
}

/** The reader's preferred docs version is remembered by docgen's own version dropdown: its provider passes its children through. */
export const DocsPreferredVersionContextProvider = ({ children }: { children?: unknown }) => children;
