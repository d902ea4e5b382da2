// Frontmatter tags -> labels and routes, and the tags list and per-tag pages docs and the blog share.
import type { Config, Diagnostic, Doc, Page, PageKind, Position, ReportMode, Tag } from '../types.js';
import { tagSlug, type TagsFile } from './tags-file.js';
import { escapeHtml } from '../html.js';
import { normalizeRoute } from './routes.js';
import { docsBase } from '../mounts.js';
import type { ThemeText } from '../i18n/labels.js';

type RouteConfig = Pick<Config, 'baseUrl' | 'trailingSlash' | 'docs'>;
export type { Tag };

/** A folder's tags file as tagsOf reads it: its tags, its name, and what a tag it does not define is (`onInlineTags`). */
export interface TagsSource {
  file: TagsFile;
  name: string;
  onInline: ReportMode;
  /** The option that silences the report: `docs.onInlineTags`. */
  option: string;
}

/**
 * A doc's tags with their routes below `base` (`/docs/tags`), and, when the folder has a tags file and a tag is not in
 * it, the report `source.onInline` asks for. A key of the tags file takes the label, permalink and description the file
 * gives it; any other label's permalink is its kebab case, as in Docusaurus.
 */
export function tagsOf(doc: Doc, base: string, config: RouteConfig, source?: TagsSource): { tags: Tag[]; diagnostic?: Diagnostic } {
  const seen = new Set<string>();
  const tags: Tag[] = [];
  const inline: Array<{ label: string; at?: Position }> = [];
  for (const [i, t] of (doc.frontmatter.tags ?? []).entries()) {
    const defined = typeof t === 'string' ? source?.file.get(t) : undefined;
    const label = defined?.label ?? (typeof t === 'string' ? t : t.label);
    const given = defined?.permalink ?? (typeof t === 'string' ? undefined : t.permalink);
    const permalink = given === undefined ? tagSlug(label) : given.replace(/^\/+|\/+$/g, '');
    const at = doc.frontmatterAt?.tagAt?.[i];
    if (!defined) inline.push({ label, at });
    // Normalized like every route: a permalink of `..` is the page above, which the output table then checks.
    const route = normalizeRoute(`${base}/${permalink || encodeURIComponent(label)}`, config);
    if (seen.has(route)) continue;
    seen.add(route);
    tags.push({ label, route, at, ...(defined?.description ? { description: defined.description } : {}) });
  }
  if (!source || !inline.length || source.onInline === 'ignore') return { tags };
  const labels = [...new Set(inline.map((t) => t.label))];
  const diagnostic: Diagnostic = {
    file: doc.path,
    ...(inline[0].at ?? { line: 1, column: 1 }),
    severity: source.onInline === 'throw' ? 'error' : 'warning',
    message: `${labels.length === 1 ? 'tag' : 'tags'} ${labels.map((l) => `"${l}"`).join(', ')} not defined in ${source.name}`,
    hint: `add ${labels.length === 1 ? 'it' : 'them'} to ${source.name} (key: { label, permalink, description }), or set ${source.option}: 'ignore'`
  };
  return { tags, diagnostic };
}

/** The labels of a page's tags (a docs page's or a post's), for search. */
export const tagLabels = (page: Page): string[] => (page.post?.tags ?? page.tags ?? []).map((t) => t.label);

/** Where the docs' tags pages are: `/docs/tags` (docs.tagsBasePath). */
const docsTagsBase = (config: RouteConfig) => `${docsBase(config)}${config.docs.tagsBasePath}`;

/** Sets each docs page's `tags` (see tagsOf, with the docs folder's tags file); the findings about tags the file does not define. */
export function tagDocs(pages: Page[], config: RouteConfig, source?: TagsSource): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    const { tags, diagnostic } = tagsOf(page.doc, docsTagsBase(config), config, source);
    page.tags = tags;
    if (diagnostic) diagnostics.push(diagnostic);
  }
  return diagnostics;
}

const tagLink = (route: string, label: string, description: string | undefined, inner = '') => `<a class="tag" href="${escapeHtml(route)}"${description ? ` title="${escapeHtml(description)}"` : ''}>${escapeHtml(label)}${inner}</a>`;

/** `Tags:` and the tag links, shown below a docs page or a blog post. */
export function tagsRow(tags: Tag[], text: ThemeText): string {
  if (!tags.length) return '';
  return `<div class="tags-row"><b>${escapeHtml(text.t('theme.tags.tagsListLabel'))}</b><ul class="tags-list">${tags.map((t) => `<li>${tagLink(t.route, t.label, t.description)}</li>`).join('')}</ul></div>`;
}

/** A page that docgen makes from others (no markdown file of its own). `source` names where it comes from, for messages. */
export function generatedPage(kind: PageKind, route: string, title: string, html: string, source: string, description?: string): Page {
  const doc: Doc = { path: source, hash: '', frontmatter: {}, headings: [], links: [], html, sections: [], diagnostics: [] };
  return { kind, doc, id: route, route, title, sidebarLabel: title, description, breadcrumbs: [], toc: [], html };
}

export interface TagGroup {
  label: string;
  description?: string;
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
      if (!g) groups.set(tag.route, (g = { label: tag.label, description: tag.description, pages: [], at: tag.at && { doc: page.doc, label: tag.label, ...tag.at } }));
      g.pages.push(page);
    }
  }
  return groups;
}

/** The tags list page's body: every tag with its count, sorted by label. */
export function tagsIndexHtml(groups: Map<string, TagGroup>): string {
  const sorted = [...groups].sort(([, a], [, b]) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
  return `<ul class="tags-index">${sorted.map(([route, g]) => `<li>${tagLink(route, g.label, g.description, ` <span class="tag-count">${g.pages.length}</span>`)}</li>`).join('')}</ul>`;
}

/** `One doc tagged with "x"` / `3 posts tagged with "x"`, in the locale's words. */
export function taggedTitle(count: number, of: 'doc' | 'post', label: string, text: ThemeText): string {
  if (of === 'doc') return text.t('theme.docs.tagDocListPageTitle', { nDocsTagged: text.plural('theme.docs.tagDocListPageTitle.nDocsTagged', count), tagName: label });
  return text.t('theme.blog.tagTitle', { nPosts: text.plural('theme.blog.post.plurals', count), tagName: label });
}

/** The link from a tag's page to the tags list. */
export const allTagsLink = (route: string, text: ThemeText) => `<p><a href="${escapeHtml(route)}">${escapeHtml(text.t('theme.tags.tagsPageLink'))}</a></p>`;

/** The tag's description from the tags file, shown on its page above the list. */
export const tagIntro = (g: TagGroup) => (g.description ? `<p class="tag-description">${escapeHtml(g.description)}</p>` : '');

/** Docs tags: the `/docs/tags` list and one page per tag listing its docs with their descriptions (see tagDocs). None when no doc has tags. */
export function docsTagPages(docs: Page[], config: RouteConfig, contentLabel: string, text: ThemeText): Page[] {
  const index = normalizeRoute(docsTagsBase(config), config);
  const groups = groupByTag(docs, (p) => p.tags ?? []);
  if (!groups.size) return [];
  const pages = [generatedPage('docs-tags', index, text.t('theme.tags.tagsPageTitle'), tagsIndexHtml(groups), contentLabel)];
  for (const [route, g] of groups) {
    const items = g.pages
      .map((p) => `<li><a href="${escapeHtml(p.route)}">${escapeHtml(p.title)}</a>${p.description ? `<p>${escapeHtml(p.description)}</p>` : ''}</li>`)
      .join('');
    const html = `${tagIntro(g)}<ul class="tag-docs">${items}</ul>${allTagsLink(index, text)}`;
    pages.push({ ...generatedPage('docs-tag', route, taggedTitle(g.pages.length, 'doc', g.label, text), html, contentLabel, g.description), tagAt: g.at });
  }
  return pages;
}
