// Frontmatter tags -> labels and routes, and the tags list and per-tag pages docs and the blog share.
import { slug } from 'github-slugger';
import type { Config, Doc, Page, PageKind, Tag } from '../types.js';
import { escapeHtml } from '../html.js';
import { normalizeRoute } from './routes.js';
import { docsBase } from '../mounts.js';
import type { ThemeText } from '../i18n/labels.js';

type RouteConfig = Pick<Config, 'baseUrl' | 'trailingSlash' | 'docs'>;
export type { Tag };

/** A doc's tags with their routes below `base` (`/docs/tags`): a label's permalink is its slug, as in Docusaurus. */
export function tagsOf(doc: Doc, base: string, config: RouteConfig): Tag[] {
  const seen = new Set<string>();
  const tags: Tag[] = [];
  for (const [i, t] of (doc.frontmatter.tags ?? []).entries()) {
    const label = typeof t === 'string' ? t : t.label;
    const permalink = typeof t === 'string' || t.permalink === undefined ? slug(label) : t.permalink.replace(/^\/+|\/+$/g, '');
    // Normalized like every route: a permalink of `..` is the page above, which the output table then checks.
    const route = normalizeRoute(`${base}/${permalink || encodeURIComponent(label)}`, config);
    if (seen.has(route)) continue;
    seen.add(route);
    tags.push({ label, route, at: doc.frontmatterAt?.tagAt?.[i] });
  }
  return tags;
}

/** The labels of a doc's tags, for search. */
export function tagLabels(doc: Doc): string[] {
  return (doc.frontmatter.tags ?? []).map((t) => (typeof t === 'string' ? t : t.label));
}

/** `Tags:` and the tag links, shown below a docs page or a blog post. */
export function tagsRow(tags: Tag[], text: ThemeText): string {
  if (!tags.length) return '';
  return `<div class="tags-row"><b>${escapeHtml(text.t('theme.tags.tagsListLabel'))}</b><ul class="tags-list">${tags.map((t) => `<li><a class="tag" href="${escapeHtml(t.route)}">${escapeHtml(t.label)}</a></li>`).join('')}</ul></div>`;
}

/** A page that docgen makes from others (no markdown file of its own). `source` names where it comes from, for messages. */
export function generatedPage(kind: PageKind, route: string, title: string, html: string, source: string, description?: string): Page {
  const doc: Doc = { path: source, hash: '', frontmatter: {}, headings: [], links: [], html, sections: [], diagnostics: [] };
  return { kind, doc, id: route, route, title, sidebarLabel: title, description, breadcrumbs: [], toc: [], html };
}

export interface TagGroup {
  label: string;
  pages: Page[];
  /** Where the tag is first given: its page's route comes from there. */
  at?: Page['tagAt'];
}

/** Every tag with the pages that carry it, in order of first use; each list keeps the pages' order. */
export function groupByTag(pages: Page[], tagsOfPage: (p: Page) => Tag[]): Map<string, TagGroup> {
  const groups = new Map<string, TagGroup>();
  for (const page of pages) {
    for (const tag of tagsOfPage(page)) {
      let g = groups.get(tag.route);
      if (!g) groups.set(tag.route, (g = { label: tag.label, pages: [], at: tag.at && { doc: page.doc, label: tag.label, ...tag.at } }));
      g.pages.push(page);
    }
  }
  return groups;
}

/** The tags list page's body: every tag with its count, sorted by label. */
export function tagsIndexHtml(groups: Map<string, TagGroup>): string {
  const sorted = [...groups].sort(([, a], [, b]) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
  return `<ul class="tags-index">${sorted.map(([route, g]) => `<li><a class="tag" href="${escapeHtml(route)}">${escapeHtml(g.label)} <span class="tag-count">${g.pages.length}</span></a></li>`).join('')}</ul>`;
}

/** `One doc tagged with "x"` / `3 posts tagged with "x"`, in the locale's words. */
export function taggedTitle(count: number, of: 'doc' | 'post', label: string, text: ThemeText): string {
  if (of === 'doc') return text.t('theme.docs.tagDocListPageTitle', { nDocsTagged: text.plural('theme.docs.tagDocListPageTitle.nDocsTagged', count), tagName: label });
  return text.t('theme.blog.tagTitle', { nPosts: text.plural('theme.blog.post.plurals', count), tagName: label });
}

/** The link from a tag's page to the tags list. */
export const allTagsLink = (route: string, text: ThemeText) => `<p><a href="${escapeHtml(route)}">${escapeHtml(text.t('theme.tags.tagsPageLink'))}</a></p>`;

/** Docs tags: the `/docs/tags` list and one page per tag listing its docs with their descriptions. None when no doc has tags. */
export function docsTagPages(docs: Page[], config: RouteConfig, contentLabel: string, text: ThemeText): Page[] {
  const base = `${docsBase(config)}tags`;
  const index = normalizeRoute(base, config);
  const groups = groupByTag(docs, (p) => tagsOf(p.doc, base, config));
  if (!groups.size) return [];
  const pages = [generatedPage('docs-tags', index, text.t('theme.tags.tagsPageTitle'), tagsIndexHtml(groups), contentLabel)];
  for (const [route, g] of groups) {
    const items = g.pages
      .map((p) => `<li><a href="${escapeHtml(p.route)}">${escapeHtml(p.title)}</a>${p.description ? `<p>${escapeHtml(p.description)}</p>` : ''}</li>`)
      .join('');
    const html = `<ul class="tag-docs">${items}</ul>${allTagsLink(index, text)}`;
    pages.push({ ...generatedPage('docs-tag', route, taggedTitle(g.pages.length, 'doc', g.label, text), html, contentLabel), tagAt: g.at });
  }
  return pages;
}
