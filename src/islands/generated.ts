// What a component reads from Docusaurus's generated data (`.docusaurus/…`, `@generated/…`, the docs plugin's hooks),
// made from the built site: the page's island context carries the pieces its code read (theme/islands/generated.ts).
import path from 'node:path';
import type { Page, SidebarItem, Site, Tag } from '../types.js';
import { themeText } from '../i18n/labels.js';
import { hostsBlog } from '../site.js';
import { localeOf } from '../i18n/labels.js';
import { blogBase, docsBase } from '../mounts.js';
import { editUrlOf, lastUpdateFacts, lastUpdateOf } from '../render/page-meta.js';
import { escapeHtml } from '../html.js';
import { authorRoute, authorsRoute } from '../blog/pages.js';

/**
 * An import of a generated module docgen makes, with its id as group 1: a blog's recent posts (home pages list them),
 * the site's config, its locales, its global data; from `.docusaurus/` (relative or `@site/`) or `@generated/`.
 */
export const GENERATED_MODULE = /(?:^|\/)(?:\.docusaurus|@generated)\/(docusaurus-plugin-content-blog\/[^/]+\/blog-post-list-prop-[^/]+\.json|docusaurus\.config|i18n|globalData)(?:\.m?js|\.json)?$/;

const BLOG_LIST = /^docusaurus-plugin-content-blog\/([^/]+)\/blog-post-list-prop-\1\.json$/;

/** The id under which useDocsVersion().docs is read (theme/islands/modules/override/@docusaurus/plugin-content-docs/client.ts): the docs of the page's version. */
export const DOCS_OF_VERSION = 'docgen:docs-of-version';

/** The id under which useCurrentSidebarCategory() is read: the sidebar category of the page (see pageData). */
export const SIDEBAR_CATEGORY = 'docgen:sidebar-category';

/** The id under which useDocsSidebar() is read: the page's sidebar, `{ name, items }`. */
export const DOCS_SIDEBAR = 'docgen:docs-sidebar';

/**
 * The id under which the site's MDXContent reads what Docusaurus's MDX content component has on it (its children's
 * `type`: `frontMatter`, `metadata`, `contentTitle`, `toc`), on a docs page, a markdown page or a post.
 */
export const CONTENT = 'docgen:content';

/** The page's file (absolute): its islands' code is relative to it. */
export function pageFile(site: Site, page: Page): string {
  const own = page.doc.islands?.file;
  if (own) return own;
  return path.resolve(site.fallbacks?.has(page.doc.path) ? site.fallbackDir! : site.config.contentDir, page.doc.path);
}

/** A docs page's, markdown page's or post's metadata, as Docusaurus's content has it (also what allContentLoaded is given). */
export function contentMetadata(site: Site, page: Page) {
  const source = `@site/${path.relative(site.config.root, pageFile(site, page)).split(path.sep).join('/')}`;
  const docs = page.kind === undefined ? { id: page.id, editUrl: editUrlOf(page, site.config), ...footerData(site, page) } : {};
  return { ...docs, title: page.title, description: page.description ?? '', source, permalink: page.route, frontMatter: page.doc.frontmatter };
}

/** A docs page's, markdown page's or post's metadata, front matter and table of contents (`{ value, id, level }`, the value HTML), as Docusaurus's content has them. */
function contentData(site: Site, page: Page) {
  return { metadata: contentMetadata(site, page), frontMatter: page.doc.frontmatter, contentTitle: page.title, toc: page.toc.map((t) => ({ value: escapeHtml(t.text), id: t.id, level: t.depth })) };
}

/**
 * What a docs page's footer and paginator show, as Docusaurus's metadata has it (`tags`, `lastUpdatedAt`,
 * `lastUpdatedBy`, `previous`, `next`), and the last update as docgen words it (`docgenLastUpdate`, the HTML docgen's
 * LastUpdated shows: theme/islands/doc-footer.tsx).
 */
function footerData(site: Site, page: Page) {
  const { time, author } = lastUpdateFacts(page, site.config);
  const html = lastUpdateOf(page, site.config);
  return {
    tags: (page.tags ?? []).map(tagData),
    ...(time ? { lastUpdatedAt: time.getTime() } : {}),
    ...(author ? { lastUpdatedBy: author } : {}),
    ...(html ? { docgenLastUpdate: html } : {}),
    ...(page.prev ? { previous: { title: page.prev.label, permalink: page.prev.href } } : {}),
    ...(page.next ? { next: { title: page.next.label, permalink: page.next.href } } : {})
  };
}

/** A tag as Docusaurus's metadata has it. */
const tagData = (t: Tag) => ({ label: t.label, permalink: t.route, ...(t.description ? { description: t.description } : {}) });

/** The id under which useSidebarBreadcrumbs() is read: the page's sidebar items from the top down to its own link. */
export const SIDEBAR_BREADCRUMBS = 'docgen:sidebar-breadcrumbs';

/**
 * `{ items }`: the items of the page's sidebar from the top down to the page's own (the categories it is in, then its
 * link), as Docusaurus's useSidebarBreadcrumbs gives them; a category's items one level deep (the trail is the page's
 * data: a sidebar of a thousand docs in each page's would be most of it). Undefined on a page without a sidebar.
 */
function sidebarBreadcrumbs(site: Site, page: Page): { items: SidebarItem[] } | undefined {
  const sidebar = page.sidebar ? site.sidebars[page.sidebar] : undefined;
  if (!sidebar) return undefined;
  const shallow = (item: SidebarItem): SidebarItem => (item.type === 'category' ? { ...item, items: item.items.map((i) => (i.type === 'category' ? { ...i, items: [] } : i)) } : item);
  const trail = (items: SidebarItem[], above: SidebarItem[]): SidebarItem[] | undefined => {
    for (const item of items) {
      const here = [...above, shallow(item)];
      if ((item.type === 'link' || item.type === 'category') && item.href === page.route) return here;
      const below = item.type === 'category' ? trail(item.items, here) : undefined;
      if (below) return below;
    }
    return undefined;
  };
  return { items: trail(sidebar, []) ?? [] };
}

/** The id under which useBlogPost() reads a post's page data (see blogPostData). */
export const BLOG_POST = 'docgen:blog-post';

/** The id under which useBlogMetadata() reads the blog's own (its path, title and authors page) on its pages. */
export const BLOG_METADATA = 'docgen:blog-metadata';

/**
 * A post's metadata, front matter, assets and table of contents, as Docusaurus's BlogPostProvider gives them on the
 * post's page (`isBlogPostPage`; its list pages show the excerpts' content as it is, without rendering them again).
 */
function blogPostData(site: Site, page: Page) {
  const { frontMatter, toc } = contentData(site, page);
  return { metadata: postMetadata(site, page), frontMatter, assets: { ...(page.image ? { image: page.image } : {}), authorsImageUrls: page.post!.authors.map((a) => a.imageUrl) }, toc, isBlogPostPage: true };
}

/** A post's metadata, as Docusaurus's blog has it (also what allContentLoaded is given). */
export function postMetadata(site: Site, page: Page) {
  const post = page.post!;
  const posts = site.posts ?? [];
  const at = posts.indexOf(page);
  const item = (p: Page | undefined) => p && { title: p.title, permalink: p.route };
  return {
    ...contentMetadata(site, page),
    source: `@site/${post.source}`,
    editUrl: editUrlOf(page, site.config),
    date: post.date,
    readingTime: post.readingTime,
    hasTruncateMarker: post.truncated,
    unlisted: !!page.doc.frontmatter.unlisted,
    tags: post.tags.map(tagData),
    authors: post.authors.map((a) => ({ name: a.name, ...(a.title ? { title: a.title } : {}), ...(a.url ? { url: a.url } : {}), ...(a.email ? { email: a.email } : {}), ...(a.imageUrl ? { imageURL: a.imageUrl } : {}), ...(a.key ? { key: a.key } : {}), page: a.page === undefined ? null : { permalink: authorRoute(a, site.config) }, socials: Object.fromEntries((a.socials ?? []).map((s) => [s.platform, s.url])) })),
    ...(at > 0 ? { prevItem: item(posts[at - 1]) } : {}),
    ...(at >= 0 && at < posts.length - 1 ? { nextItem: item(posts[at + 1]) } : {})
  };
}

/** The generated data of `id` that is the page's own (its sidebar, its sidebar category), or undefined for the site's. */
export function pageData(site: Site, page: Page, id: string): unknown {
  if (id === SIDEBAR_BREADCRUMBS) return sidebarBreadcrumbs(site, page);
  if (id === BLOG_POST) return page.kind === 'blog-post' && page.post ? blogPostData(site, page) : undefined;
  if (id === BLOG_METADATA) return page.kind?.startsWith('blog-') && hostsBlog(site.config) ? { blogBasePath: blogBase(site.config), blogTitle: site.config.blog.title, authorsListPath: authorsRoute(site.config) } : undefined;
  if (id === DOC) return page.kind === undefined ? contentData(site, page) : undefined;
  if (id === DOCS_VERSION) return page.kind === undefined && site.config.instance?.blog === undefined ? versionOf(site) : undefined;
  if (id === CONTENT) return page.kind === undefined || page.kind === 'page' || page.kind === 'blog-post' ? contentData(site, page) : undefined;
  if (id === DOCS_SIDEBAR) return page.sidebar && site.sidebars[page.sidebar] ? { name: page.sidebar, items: site.sidebars[page.sidebar] } : undefined;
  if (id !== SIDEBAR_CATEGORY || !page.sidebarCategory) return undefined;
  // As Docusaurus's sidebar has it, with what its DocCard shows: a doc's description, a category's, else its count of items.
  const text = themeText(site.config);
  const byId = new Map(site.pages.filter((p) => !p.kind).map((p) => [p.id, p]));
  const withText = (item: SidebarItem): SidebarItem => {
    if (item.type === 'link' && item.docId) {
      const description = byId.get(item.docId)?.description;
      return description ? { ...item, description } : item;
    }
    if (item.type !== 'category') return item;
    return { ...item, items: item.items.map(withText), description: item.description ?? text.plural('theme.docs.DocCard.categoryDescription.plurals', item.items.length) };
  };
  return withText(page.sidebarCategory);
}

/** The id under which useDoc() reads the docs page's metadata and front matter. */
export const DOC = 'docgen:doc';

/** The id under which usePluginData('docusaurus-plugin-content-docs') and useAllDocsData() are read (see docsPluginData). */
export const DOCS_PLUGIN_DATA = 'docgen:docs-plugin-data';

/** The first link of a sidebar's items, depth first. */
function firstLink(items: SidebarItem[]): { path: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.external) return { path: item.href, label: item.label };
    if (item.type === 'category') {
      if (item.href) return { path: item.href, label: item.label };
      const found = firstLink(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

const trim = (route: string) => route.replace(/(.)\/$/, '$1');

/** The id under which useActiveVersion() reads the docs version of a docs page (see versionOf). */
export const DOCS_VERSION = 'docgen:docs-version';

/** A docs instance's version as the docs plugin's global data and useActiveVersion() give it: name, label, whether it is the last, path. */
function versionOf(s: Site) {
  return { name: s.config.instance?.version ?? 'current', label: s.config.instance?.versionLabel ?? 'Next', isLast: s.config.instance?.isLast ?? true, path: trim(docsBase(s.config)) };
}

/**
 * The docs plugin's global data in the page's locale, by plugin id, as Docusaurus's: each docs folder's path and
 * versions (current first, as Docusaurus lists them), each version with its docs (`id`, `path`, `sidebar`), its main
 * doc and its sidebars' first links.
 */
function docsPluginData(sites: Site[], site: Site): Record<string, unknown> {
  const locale = localeOf(site.config);
  const mine = sites.filter((s) => localeOf(s.config) === locale && s.config.instance?.blog === undefined);
  const byPlugin = new Map<string, Site[]>();
  for (const s of mine) {
    const plugin = s.config.instance?.plugin ?? 'default';
    byPlugin.set(plugin, [...(byPlugin.get(plugin) ?? []), s]);
  }
  return Object.fromEntries(
    [...byPlugin].map(([plugin, versions]) => {
      const ordered = [...versions].sort((a, b) => Number(b.config.instance?.version === 'current') - Number(a.config.instance?.version === 'current'));
      const last = ordered.find((s) => s.config.instance?.isLast ?? true) ?? ordered[0];
      return [
        plugin,
        {
          path: trim(docsBase(last.config)),
          versions: ordered.map((s) => {
            const docs = s.pages.filter((p) => !p.kind);
            const version = versionOf(s);
            const main = docs.find((p) => trim(p.route) === version.path) ?? docs.find((p) => p.route === firstLink(Object.values(s.sidebars)[0] ?? [])?.path) ?? docs[0];
            return {
              ...version,
              mainDocId: main?.id,
              // With the generated index pages, their slugs their ids, as Docusaurus's global data has them.
              docs: s.pages.filter((p) => !p.kind || p.kind === 'generated-index').map((p) => ({ id: p.id, path: p.route, sidebar: p.sidebar })),
              draftIds: [],
              sidebars: Object.fromEntries(Object.entries(s.sidebars).map(([name, items]) => [name, { link: firstLink(items) }]))
            };
          }),
          breadcrumbs: last.config.docs.breadcrumbs
        }
      ];
    })
  );
}

/** The generated data `id` for a component on a page of `site` (one of `sites`); undefined for one docgen does not make. */
export function generatedData(sites: Site[], site: Site, id: string): unknown {
  if (id === DOCS_PLUGIN_DATA) return docsPluginData(sites, site);
  if (id === DOCS_OF_VERSION) {
    // Docusaurus's PropVersionDocs: each doc of the version by its id.
    const docs = site.config.instance?.blog === undefined ? site.pages.filter((p) => !p.kind) : [];
    return Object.fromEntries(docs.map((p) => [p.id, { id: p.id, title: p.title, description: p.description ?? '', ...(p.sidebar ? { sidebar: p.sidebar } : {}) }]));
  }
  const blogId = BLOG_LIST.exec(id)?.[1];
  if (blogId === undefined) return undefined;
  // The blog of that plugin id in the page's locale: its sidebar's posts (the newest blog.sidebarCount listed ones).
  const own = blogId === 'default' ? undefined : blogId;
  const blog = sites.find((s) => hostsBlog(s.config) && s.config.instance?.blog === own && localeOf(s.config) === localeOf(site.config));
  if (!blog) return undefined;
  const { sidebarCount, sidebarTitle } = blog.config.blog;
  const posts = (blog.posts ?? []).filter((p) => !p.doc.frontmatter.unlisted).slice(0, sidebarCount);
  return { title: sidebarTitle, items: posts.map((p) => ({ title: p.title, permalink: p.route, unlisted: false, date: p.post?.date })) };
}
