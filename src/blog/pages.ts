// Post pages with resolved links -> each post's header and footer, the paginated list pages, and the blog's tag pages.
import type { Author, Config, Page } from '../types.js';
import { escapeHtml } from '../html.js';
import { allTagsLink, generatedPage, groupByTag, tagIntro, tagsIndexHtml, tagsRow, taggedTitle } from '../content/tags.js';
import { TRUNCATE } from './posts.js';
import { blogBase } from '../mounts.js';
import { asset } from '../render/data.js';
import { normalizeRoute } from '../content/routes.js';
import { localeOf, themeText } from '../i18n/labels.js';

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** How a post's date is written in a locale (`January 15, 2024`, `15 janvier 2024`), as Docusaurus writes it; US English for a name Intl does not know. */
export function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, DATE_OPTIONS);
    } catch {
      format = new Intl.DateTimeFormat('en-US', DATE_OPTIONS);
    }
    dateFormats.set(locale, format);
  }
  return format;
}

/** `January 15, 2024 · 3 min read`. */
function meta(page: Page, config: Config): string {
  const post = page.post!;
  const written = dateFormat(localeOf(config)).format(new Date(post.date));
  const time = `<time datetime="${post.date}">${escapeHtml(written)}</time>`;
  const minutes = themeText(config).plural('theme.blog.post.readingTime.plurals', post.readingTime, { readingTime: post.readingTime });
  const reading = config.blog.showReadingTime ? ` · <span class="blog-reading-time">${escapeHtml(minutes)}</span>` : '';
  return `<div class="blog-post-meta">${time}${reading}</div>`;
}

function authorHtml(a: Author, config: Config): string {
  const name = a.url ? `<a href="${escapeHtml(a.url)}">${escapeHtml(a.name)}</a>` : escapeHtml(a.name);
  const image = a.imageUrl ? `<img class="blog-author-image" src="${escapeHtml(asset(config, a.imageUrl))}" alt="" width="40" height="40" loading="lazy">` : '';
  return `<li class="blog-author">${image}<span><span class="blog-author-name">${name}</span>${a.title ? `<small class="blog-author-title">${escapeHtml(a.title)}</small>` : ''}</span></li>`;
}

function authorsHtml(authors: Author[], config: Config): string {
  return authors.length ? `<ul class="blog-authors">${authors.map((a) => authorHtml(a, config)).join('')}</ul>` : '';
}

/** Previous and next links in the shape of the docs' pagination (same styles, same client navigation). */
function pager(label: string, newer?: { href: string; sub: string; label: string }, older?: { href: string; sub: string; label: string }): string {
  if (!newer && !older) return '';
  const link = (l: { href: string; sub: string; label: string }, side: string) =>
    `<a class="pagination-link pagination-${side}" href="${escapeHtml(l.href)}"><span class="pagination-sub">${escapeHtml(l.sub)}</span><span class="pagination-label">${escapeHtml(l.label)}</span></a>`;
  return `<nav class="pagination blog-pagination" aria-label="${escapeHtml(label)}">${newer ? link(newer, 'prev') : '<span></span>'}${older ? link(older, 'next') : ''}</nav>`;
}

/**
 * The part of a post above `<!-- truncate -->` (all of it without one). Heading ids and `#` links
 * are dropped: several excerpts share a list page, and their ids would clash.
 */
export function excerptOf(body: string): string {
  const m = TRUNCATE.exec(body);
  const html = m ? body.slice(0, m.index) : body;
  return html.replace(/<a class="hash-link" href="#[^"]*">#<\/a>/g, '').replace(/(<h[1-6]) id="[^"]*"/g, '$1');
}

/** Adds the header (date, reading time, authors) and footer (tags, newer and older post) to each post. Posts are newest first. */
export function decoratePosts(posts: Page[], config: Config): void {
  const text = themeText(config);
  posts.forEach((page, i) => {
    const post = page.post!;
    post.excerpt = excerptOf(page.html);
    post.body = page.html.replace(TRUNCATE, '');
    const newer = posts[i - 1];
    const older = posts[i + 1];
    page.html =
      `<header class="blog-post-header">${meta(page, config)}${authorsHtml(post.authors, config)}</header>` +
      post.body +
      `<footer class="blog-post-footer">${tagsRow(post.tags, text)}${pager(text.t('theme.blog.post.paginator.navAriaLabel'), newer && { href: newer.route, sub: text.t('theme.blog.post.paginator.newerPost'), label: newer.title }, older && { href: older.route, sub: text.t('theme.blog.post.paginator.olderPost'), label: older.title })}</footer>`;
  });
}

function preview(page: Page, config: Config): string {
  const post = page.post!;
  const text = themeText(config);
  const readMore = post.truncated ? `<p class="blog-read-more"><a href="${escapeHtml(page.route)}" aria-label="${escapeHtml(text.t('theme.blog.post.readMoreLabel', { title: page.title }))}">${escapeHtml(text.t('theme.blog.post.readMore'))}</a></p>` : '';
  return (
    `<article class="blog-preview"><h2 class="blog-preview-title"><a href="${escapeHtml(page.route)}">${escapeHtml(page.title)}</a></h2>` +
    `${meta(page, config)}${authorsHtml(post.authors, config)}<div class="blog-excerpt">${post.excerpt}</div>${tagsRow(post.tags, text)}${readMore}</article>`
  );
}

/** `/docs/blog`, `/docs/blog/page/2`, …: `postsPerPage` previews each, newest first. */
function listPages(options: { posts: Page[]; base: string; title: (page: number) => string; kind: 'blog-list' | 'blog-tag'; config: Config; source: string; intro?: string; description?: string; tagAt?: Page['tagAt'] }): Page[] {
  const { posts, base, config } = options;
  const size = config.blog.postsPerPage;
  const count = Math.max(1, Math.ceil(posts.length / size));
  const routeOf = (n: number) => normalizeRoute(n === 1 ? base : `${base.replace(/\/$/, '')}/page/${n}`, config);
  const pages: Page[] = [];
  const text = themeText(config);
  for (let n = 1; n <= count; n++) {
    const previews = posts.slice((n - 1) * size, n * size).map((p) => preview(p, config)).join('');
    const newer = n > 1 ? { href: routeOf(n - 1), sub: text.t('theme.blog.paginator.newerEntries'), label: `Page ${n - 1}` } : undefined;
    const nav = pager(text.t('theme.blog.paginator.navAriaLabel'), newer, n < count ? { href: routeOf(n + 1), sub: text.t('theme.blog.paginator.olderEntries'), label: `Page ${n + 1}` } : undefined);
    const page = generatedPage(options.kind, routeOf(n), options.title(n), `${options.intro ?? ''}${previews}${nav}`, options.source, options.description);
    pages.push(options.tagAt ? { ...page, tagAt: options.tagAt } : page);
  }
  return pages;
}

/** The blog's list pages, its tags list and one (paginated) list per tag. `source` names the blog folder, for messages. */
export function blogPages(posts: Page[], config: Config, source: string): Page[] {
  const base = blogBase(config);
  const { title, description } = config.blog;
  // Unlisted posts stay out of the list (their tags' pages keep them: a post's tags link there).
  const listed = posts.filter((p) => !p.doc.frontmatter.unlisted);
  const pages = listPages({ posts: listed, base, kind: 'blog-list', config, source, description, title: (n) => (n === 1 ? title : `${title} (page ${n})`) });
  if (config.blog.archiveBasePath !== undefined) pages.push(archivePage(listed, normalizeRoute(`${base}/${config.blog.archiveBasePath}`, config), config, source));
  const groups = groupByTag(posts, (p) => p.post!.tags);
  if (groups.size) {
    const text = themeText(config);
    const tags = normalizeRoute(`${base}/tags`, config);
    pages.push(generatedPage('blog-tags', tags, text.t('theme.tags.tagsPageTitle'), tagsIndexHtml(groups), source));
    for (const [route, g] of groups) {
      const heading = taggedTitle(g.pages.length, 'post', g.label, text);
      pages.push(...listPages({ posts: g.pages, base: route, kind: 'blog-tag', config, source, tagAt: g.at, intro: `${tagIntro(g)}${allTagsLink(tags, text)}`, description: g.description, title: (n) => (n === 1 ? heading : `${heading} (page ${n})`) }));
    }
  }
  return pages;
}

/** Every listed post, newest first, under its year: `January 15 - Hello` links to each. */
function archivePage(posts: Page[], route: string, config: Config, source: string): Page {
  const text = themeText(config);
  const day = new Intl.DateTimeFormat(dateFormat(localeOf(config)).resolvedOptions().locale, { month: 'long', day: 'numeric', timeZone: 'UTC' });
  const years = new Map<string, Page[]>();
  for (const p of posts) {
    const year = p.post!.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), p]);
  }
  const html = [...years]
    .map(([year, list]) => `<h2>${year}</h2><ul>${list.map((p) => `<li><a href="${escapeHtml(p.route)}">${escapeHtml(day.format(new Date(p.post!.date)))} - ${escapeHtml(p.title)}</a></li>`).join('')}</ul>`)
    .join('');
  return generatedPage('blog-archive', route, text.t('theme.blog.archive.title'), `<p>${escapeHtml(text.t('theme.blog.archive.description'))}</p>${html}`, source, text.t('theme.blog.archive.description'));
}
