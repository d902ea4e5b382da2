// Post pages with resolved links -> each post's header and footer, the paginated list pages, and the blog's tag pages.
import type { Author, Config, Page } from '../types.js';
import { escapeHtml } from '../html.js';
import { allTagsLink, generatedPage, groupByTag, tagIntro, tagsIndexHtml, tagsRow, taggedTitle } from '../content/tags.js';
import { TRUNCATE } from './posts.js';
import { blogBase } from '../mounts.js';
import { asset } from '../render/data.js';
import { normalizeRoute } from '../content/routes.js';
import { calendarOf, localeOf, themeText } from '../i18n/labels.js';
import { platformName, type AuthorMap } from './authors.js';

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * How a post's date is written in a locale (`January 15, 2024`, `15 janvier 2024`), as Docusaurus writes it, in the
 * locale's `calendar` where it names one; US English for a name Intl does not know.
 */
export function dateFormat(locale: string, calendar?: string): Intl.DateTimeFormat {
  const key = `${locale}\0${calendar ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options = { ...DATE_OPTIONS, ...(calendar ? { calendar } : {}) };
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    dateFormats.set(key, format);
  }
  return format;
}

/** `January 15, 2024 · 3 min read`. */
function meta(page: Page, config: Config): string {
  const post = page.post!;
  const written = dateFormat(localeOf(config), calendarOf(config)).format(new Date(post.date));
  const time = `<time datetime="${post.date}">${escapeHtml(written)}</time>`;
  // Whole minutes, rounded up, as Docusaurus shows them.
  const shown = post.readingTime === undefined ? undefined : Math.ceil(post.readingTime);
  const minutes = shown === undefined ? '' : themeText(config).plural('theme.blog.post.readingTime.plurals', shown, { readingTime: shown });
  const reading = config.blog.showReadingTime && shown !== undefined ? ` · <span class="blog-reading-time">${escapeHtml(minutes)}</span>` : '';
  return `<div class="blog-post-meta">${time}${reading}</div>`;
}

/** The blog's authors page. */
export const authorsRoute = (config: Config) => normalizeRoute(`${blogBase(config)}/${config.blog.authorsBasePath}`, config);

/** An author's page (`page` in the authors file), below the blog's authors page. */
export const authorRoute = (a: Author, config: Config) => (a.page === undefined ? undefined : normalizeRoute(`${blogBase(config)}/${config.blog.authorsBasePath}/${a.page}`, config));

/** An author's card: picture, name (linking to their page, else their url, else their email), title and profiles; `extra` below. */
function authorCard(a: Author, config: Config, tag = 'li', extra = ''): string {
  const link = authorRoute(a, config) ?? a.url ?? (a.email ? `mailto:${a.email}` : undefined);
  const name = link ? `<a href="${escapeHtml(link)}">${escapeHtml(a.name)}</a>` : escapeHtml(a.name);
  const image = a.imageUrl ? `<img class="blog-author-image" src="${escapeHtml(asset(config, a.imageUrl))}" alt="" width="40" height="40" loading="lazy">` : '';
  const socials = a.socials?.length ? `<span class="blog-author-socials">${a.socials.map((s) => `<a href="${escapeHtml(s.url)}" rel="noopener noreferrer" target="_blank">${escapeHtml(platformName(s.platform))}</a>`).join('')}</span>` : '';
  return `<${tag} class="blog-author">${image}<span><span class="blog-author-name">${name}</span>${a.title ? `<small class="blog-author-title">${escapeHtml(a.title)}</small>` : ''}${socials}${extra}</span></${tag}>`;
}

function authorsHtml(authors: Author[], config: Config): string {
  return authors.length ? `<ul class="blog-authors">${authors.map((a) => authorCard(a, config)).join('')}</ul>` : '';
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
  return html.replace(/<a class="hash-link" href="#[^"]*">#<\/a>/g, '').replace(/(<h[1-6]) id="[^"]*"(?: class="anchor")?/g, '$1');
}

/**
 * Where a post's content starts and ends among its header and footer, for the site's MDXContent (islands.mdxContent),
 * which the islands step puts around it (and takes these out).
 */
export const ARTICLE_START = '<!--docgen:article-->';
export const ARTICLE_END = '<!--/docgen:article-->';

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
      (config.islands.mdxContent ? ARTICLE_START + post.body + ARTICLE_END : post.body) +
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
function listPages(options: { posts: Page[]; base: string; title: (page: number) => string; kind: 'blog-list' | 'blog-tag' | 'blog-author'; config: Config; source: string; intro?: string; description?: string; tagAt?: Page['tagAt']; pageBase?: string }): Page[] {
  const { posts, base, config } = options;
  const size = config.blog.postsPerPage;
  const count = Math.max(1, Math.ceil(posts.length / size));
  // An author's pages go on below the authors' path, as Docusaurus pages them (`/blog/authors/ada/authors/2`).
  const routeOf = (n: number) => normalizeRoute(n === 1 ? base : `${base.replace(/\/$/, '')}/${options.pageBase ?? config.blog.pageBasePath}/${n}`, config);
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

/**
 * The authors page (every author of the authors file, with their posts' count) and a (paginated) page per author who has
 * `page`, listing their listed posts, as Docusaurus 3.5 makes them; none without an authors file.
 */
function authorPages(posts: Page[], authors: AuthorMap, config: Config, source: string): Page[] {
  if (!authors.size) return [];
  const text = themeText(config);
  const list = authorsRoute(config);
  const byKey = new Map<string, Page[]>();
  for (const p of posts) for (const a of p.post!.authors) if (a.key !== undefined) byKey.set(a.key, [...(byKey.get(a.key) ?? []), p]);
  const by = (a: Author) => byKey.get(a.key!) ?? [];
  const counted = [...authors.values()].map((a) => authorCard(a, config, 'li', `<small class="blog-author-count">${escapeHtml(text.plural('theme.blog.post.plurals', by(a).length))}</small>`)).join('');
  const pages = [generatedPage('blog-authors', list, text.t('theme.blog.authorsList.pageTitle'), `<ul class="blog-authors blog-authors-list">${counted}</ul>`, source)];
  for (const a of authors.values()) {
    const route = authorRoute(a, config);
    if (!route) continue;
    const own = by(a);
    const intro = `<div class="blog-authors">${authorCard(a, config, 'div')}</div>${a.description ? `<p class="blog-author-description">${escapeHtml(a.description)}</p>` : ''}<p><a href="${escapeHtml(list)}">${escapeHtml(text.t('theme.blog.authorsList.viewAll'))}</a></p>${own.length ? '' : `<p>${escapeHtml(text.t('theme.blog.author.noPosts'))}</p>`}`;
    pages.push(...listPages({ posts: own, base: route, kind: 'blog-author', config, source, intro, description: a.description, pageBase: config.blog.authorsBasePath, title: (n) => (n === 1 ? a.name : `${a.name} (page ${n})`) }));
  }
  return pages;
}

/** The blog's list pages, its tags list and one (paginated) list per tag, and its authors' pages. `source` names the blog folder, for messages. */
export function blogPages(posts: Page[], config: Config, source: string, authors: AuthorMap = new Map()): Page[] {
  const base = blogBase(config);
  const { title, description } = config.blog;
  // Unlisted posts stay out of the list (their tags' pages keep them: a post's tags link there).
  const listed = posts.filter((p) => !p.doc.frontmatter.unlisted);
  const pages = listPages({ posts: listed, base, kind: 'blog-list', config, source, description, title: (n) => (n === 1 ? title : `${title} (page ${n})`) });
  if (config.blog.archiveBasePath !== undefined) pages.push(archivePage(listed, normalizeRoute(`${base}/${config.blog.archiveBasePath}`, config), config, source));
  const groups = groupByTag(posts, (p) => p.post!.tags);
  if (groups.size) {
    const text = themeText(config);
    const tags = normalizeRoute(`${base}/${config.blog.tagsBasePath}`, config);
    pages.push(generatedPage('blog-tags', tags, text.t('theme.tags.tagsPageTitle'), tagsIndexHtml(groups), source));
    for (const [route, g] of groups) {
      const heading = taggedTitle(g.pages.length, 'post', g.label, text);
      pages.push(...listPages({ posts: g.pages, base: route, kind: 'blog-tag', config, source, tagAt: g.at, intro: `${tagIntro(g)}${allTagsLink(tags, text)}`, description: g.description, title: (n) => (n === 1 ? heading : `${heading} (page ${n})`) }));
    }
  }
  pages.push(...authorPages(listed, authors, config, source));
  return pages;
}

/** Every listed post, newest first, under its year: `January 15 - Hello` links to each. */
function archivePage(posts: Page[], route: string, config: Config, source: string): Page {
  const text = themeText(config);
  const { locale, calendar } = dateFormat(localeOf(config), calendarOf(config)).resolvedOptions();
  const day = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC', calendar });
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
