// The blog's sidebar of recent posts: how many, which, under what title, and on which pages.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addBlogSidebar, blogSidebar, blogSidebarName } from '../../../src/blog/sidebar.js';
import { resolveConfig } from '../../../src/config/resolve.js';
import { validate } from '../../../src/config/schema.js';
import { mapConfig } from '../../../src/adapters/docusaurus/map.js';
import type { Config, Page } from '../../../src/types.js';

const page = (route: string, kind: Page['kind'], unlisted = false): Page =>
  ({ kind, route, title: route.slice(1), doc: { frontmatter: unlisted ? { unlisted: true } : {} } }) as unknown as Page;
const blog = (sidebarCount: number) => ({ blog: { sidebarCount, sidebarTitle: 'Recent posts' } }) as Config;

describe('blogSidebar', () => {
  const posts = [page('/c', 'blog-post'), page('/b', 'blog-post', true), page('/a', 'blog-post'), page('/z', 'blog-post')];
  it('links the newest listed posts, as many as sidebarCount, under sidebarTitle', () => {
    expect(blogSidebar(posts, blog(2))).toEqual([
      { type: 'category', label: 'Recent posts', collapsed: false, collapsible: false, items: [{ type: 'link', label: 'c', href: '/c' }, { type: 'link', label: 'a', href: '/a' }] }
    ]);
  });
  it('is none for a count of 0 or no listed post', () => {
    expect(blogSidebar(posts, blog(0))).toBeUndefined();
    expect(blogSidebar([page('/b', 'blog-post', true)], blog(5))).toBeUndefined();
  });
  it("goes on the blog's pages only, and not when a docs sidebar has its name; another blog's has a name of its own", () => {
    const pages = [...posts, page('/list', 'blog-list'), page('/tags', 'blog-tags'), page('/tags/x', 'blog-tag'), page('/doc', undefined), page('/about', 'page')];
    expect(addBlogSidebar(pages, posts, blog(5), {})).toHaveLength(1);
    expect(pages.filter((p) => p.sidebar === 'blog:recent-posts').map((p) => p.route)).toEqual(['/c', '/b', '/a', '/z', '/list', '/tags', '/tags/x']);
    const again = [page('/c', 'blog-post')];
    expect(addBlogSidebar(again, again, blog(5), { 'blog:recent-posts': [] })).toBeUndefined();
    expect(again[0].sidebar).toBeUndefined();
    const events = [page('/events/x', 'blog-post')];
    expect(addBlogSidebar(events, events, { ...blog(5), instance: { blog: 'events' } } as Config, {})).toHaveLength(1);
    expect([blogSidebarName(blog(5)), events[0].sidebar]).toEqual(['blog:recent-posts', 'blog:recent-posts:events']);
  });
});

describe('blogSidebar with themeConfig.blog.sidebar.groupByYear', () => {
  const dated = (route: string, date: string) => ({ ...page(route, 'blog-post'), post: { date } }) as unknown as Page;
  const posts = [dated('/c', '2025-03-01T00:00:00.000Z'), dated('/b', '2025-01-09T00:00:00.000Z'), dated('/a', '2024-12-31T00:00:00.000Z')];
  const grouped = (groupByYear: boolean) => ({ ...blog(5), themeConfig: { blog: { sidebar: { groupByYear } } } }) as Config;
  it('puts the posts under their years, newest first, as Docusaurus 3.5 draws them; without it, one list', () => {
    const link = (r: string) => ({ type: 'link', label: r.slice(1), href: r });
    const year = (label: string, items: unknown[]) => ({ type: 'category', label, collapsed: false, collapsible: false, items });
    expect(blogSidebar(posts, grouped(true))).toEqual([year('Recent posts', [year('2025', [link('/c'), link('/b')]), year('2024', [link('/a')])])]);
    expect(blogSidebar(posts, grouped(false))).toEqual([year('Recent posts', [link('/c'), link('/b'), link('/a')])]);
  });
  it('is read from a Docusaurus config, and is on by default from Docusaurus 3.5 (the site\'s @docusaurus/core), not before', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-blog-years-'));
    const themed = (themeConfig: Record<string, unknown>) => mapConfig({ title: 'T', url: 'https://x.dev', baseUrl: '/', themeConfig }, root);
    const off = themed({ blog: { sidebar: { groupByYear: false }, other: 1 } });
    expect([off.user.themeConfig?.blog, off.ignored.map((i) => i.key)]).toEqual([{ sidebar: { groupByYear: false } }, ['themeConfig.blog.other']]);
    expect(themed({}).user.themeConfig?.blog).toBeUndefined();
    for (const [core, on] of [['^3.5.2', true], ['3.10.0', true], ['^3.4.0', false], ['^2.4.3', false]] as const) {
      writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': core } }));
      expect(themed({}).user.themeConfig?.blog?.sidebar?.groupByYear, core).toBe(on ? true : undefined);
    }
    expect(themed({ blog: { sidebar: { groupByYear: false } } }).user.themeConfig?.blog).toEqual({ sidebar: { groupByYear: false } });
    expect(validate({ themeConfig: { blog: { sidebar: { groupByYear: true } } } })).toEqual([]);
    expect(resolveConfig('/site', null, {}).themeConfig.blog).toEqual({ sidebar: { groupByYear: false } });
    rmSync(root, { recursive: true, force: true });
  });
});

describe('the blog sidebar options', () => {
  it('default to no sidebar, titled "Recent posts"', () => {
    const c = resolveConfig('/site', null, {});
    expect([c.blog.sidebarCount, c.blog.sidebarTitle]).toEqual([0, 'Recent posts']);
  });
  it('are checked: a count is a whole number, a title a string', () => {
    expect(validate({ blog: { sidebarCount: 5, sidebarTitle: 'Latest' } })).toEqual([]);
    expect(validate({ blog: { sidebarCount: -1, sidebarTitle: 3 } }).map((i) => i.key)).toEqual(['blog.sidebarCount', 'blog.sidebarTitle']);
  });
});

describe("a Docusaurus blog's sidebar options", () => {
  const mapped = (blogOptions: Record<string, unknown>) => mapConfig({ title: 'T', url: 'https://x.dev', baseUrl: '/', presets: [['classic', { blog: blogOptions }]] }, '/site');
  it('lists the 5 newest posts by default, as Docusaurus does, and takes blogSidebarCount (ALL too) and blogSidebarTitle', () => {
    expect(mapped({}).user.blog).toMatchObject({ sidebarCount: 5 });
    const m = mapped({ blogSidebarCount: 0, blogSidebarTitle: 'All our posts' });
    expect(m.user.blog).toMatchObject({ sidebarCount: 0, sidebarTitle: 'All our posts' });
    expect(m.taken).toEqual(expect.arrayContaining(['blog.blogSidebarCount', 'blog.blogSidebarTitle']));
    expect(mapped({ blogSidebarCount: 'ALL' }).user.blog!.sidebarCount).toBeGreaterThan(1e6);
    expect(validate(mapped({ blogSidebarCount: 'ALL' }).user)).toEqual([]);
  });
});
