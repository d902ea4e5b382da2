// Blog posts (newest first) + the blog's options -> its sidebar of recent posts, drawn by the theme as a docs sidebar is.
import type { Config, Page, SidebarItem } from '../types.js';

/** The name the blog's sidebar goes by among the site's sidebars (a docs sidebar of this name keeps it: no blog sidebar then). */
const BLOG_SIDEBAR = 'blog:recent-posts';

/** The name of this blog's sidebar: another blog's (`blogInstances`) is named after it, `blog:recent-posts:events`. */
export const blogSidebarName = (config: Config) => (config.instance?.blog === undefined ? BLOG_SIDEBAR : `${BLOG_SIDEBAR}:${config.instance.blog}`);

/** The kinds of page that show the blog's sidebar. */
const BLOG_PAGES = new Set<Page['kind']>(['blog-post', 'blog-list', 'blog-tag', 'blog-tags', 'blog-archive', 'blog-authors', 'blog-author']);

/**
 * The newest `blog.sidebarCount` listed posts under `blog.sidebarTitle`, one category that never collapses; undefined
 * when the count is 0 or no post is listed. Unlisted posts stay out, as they do from the list pages. With
 * `themeConfig.blog.sidebar.groupByYear`, the posts are under their years, as Docusaurus 3.5 and later show them.
 */
export function blogSidebar(posts: Page[], config: Pick<Config, 'blog'> & { themeConfig?: Pick<Config['themeConfig'], 'blog'> }): SidebarItem[] | undefined {
  const { sidebarCount, sidebarTitle } = config.blog;
  const shown = posts.filter((p) => !p.doc.frontmatter.unlisted).slice(0, sidebarCount);
  if (!shown.length) return undefined;
  const links = (list: Page[]): SidebarItem[] => list.map((p) => ({ type: 'link', label: p.title, href: p.route }));
  const years = new Map<string, Page[]>();
  for (const p of shown) {
    const year = p.post?.date.slice(0, 4) ?? '';
    years.set(year, [...(years.get(year) ?? []), p]);
  }
  const items = config.themeConfig?.blog.sidebar.groupByYear ? [...years].map(([year, list]): SidebarItem => ({ type: 'category', label: year, collapsed: false, collapsible: false, items: links(list) })) : links(shown);
  return [{ type: 'category', label: sidebarTitle, collapsed: false, collapsible: false, items }];
}

/** Gives the blog's pages (posts, lists, tag pages) the blog's sidebar; returns it, or undefined when there is none. */
export function addBlogSidebar(pages: Page[], posts: Page[], config: Config, docsSidebars: Record<string, unknown>): SidebarItem[] | undefined {
  const name = blogSidebarName(config);
  const sidebar = name in docsSidebars ? undefined : blogSidebar(posts, config);
  if (sidebar) for (const page of pages) if (BLOG_PAGES.has(page.kind)) page.sidebar = name;
  return sidebar;
}
