// A page + the config -> what it shows about itself: its title heading, edit link, last update and social image.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config, Page, TocItem } from '../types.js';
import type { PageData } from '../../theme/types.js';
import { isInternal } from '../markdown/links.js';
import { escapeHtml } from '../html.js';
import { unsafeScheme } from '../unsafe-url.js';
import { asset } from './data.js';
import { calendarOf, htmlLangOf, localeOf, themeText } from '../i18n/labels.js';

/**
 * The page's file relative to the site folder, for the edit link: `docs/intro.md`, `versioned_docs/version-1.0/intro.md`,
 * `blog/2024-01-15-hello.md`. A locale's translated docs and posts link to the default locale's file, as Docusaurus
 * does without `editLocalizedFiles`, and docs to their translation's with it; with `editCurrentVersion`, a version's
 * docs to the current version's.
 */
function editPath(page: Page, config: Config): string {
  if (page.post) return page.post.source;
  const docs = (page.kind ?? 'docs') === 'docs';
  // A translated doc (its file is the translation folder's) with `editLocalizedFiles`: the translation's file.
  const localized = config.instance?.editLocalizedDir;
  if (docs && localized && config.contentDir !== config.instance?.fallbackDir && existsSync(path.resolve(config.contentDir, page.doc.path))) return fromSite(config, path.resolve(localized, page.doc.path));
  // Docs paths are the same below the translation and the default locale's folder; other pages' are below the content folder.
  const dir = docs ? (config.instance?.editDir ?? config.instance?.fallbackDir ?? config.contentDir) : config.contentDir;
  return fromSite(config, path.resolve(dir, page.doc.path));
}

/**
 * "Edit this page": `custom_edit_url` (null or "": none), else `docs.editUrl` + the file's path from the site folder;
 * an `editUrl` function gives docs pages theirs (other pages none, as Docusaurus's docs plugin gives only its own).
 */
export function editUrlOf(page: Page, config: Config): string | undefined {
  const custom = page.doc.frontmatter.custom_edit_url;
  if (custom !== undefined) return custom || undefined;
  // Pages docgen makes (lists, tags) have no file to edit; blog posts and standalone pages do.
  if (!page.doc.hash) return undefined;
  if (page.post && config.blog.editUrl !== undefined) return postEditUrl(page, config);
  const { editUrl } = config.docs;
  if (!editUrl) return undefined;
  if (typeof editUrl === 'string') return editUrl.replace(/\/?$/, '/') + editPath(page, config);
  if ((page.kind ?? 'docs') !== 'docs') return undefined;
  const dir = config.instance?.fallbackDir ?? config.contentDir;
  return linkFrom(editUrl({ version: config.instance?.version ?? 'current', versionDocsDirPath: fromSite(config, dir), docPath: page.doc.path, permalink: page.route, locale: localeOf(config) }));
}

/** A post's edit link by `blog.editUrl`: a URL + its file's path, or what the function gives; false: none. */
function postEditUrl(page: Page, config: Config): string | undefined {
  const { editUrl } = config.blog;
  if (!editUrl) return undefined;
  if (typeof editUrl === 'string') return editUrl.replace(/\/?$/, '/') + ((config.blog.editLocalizedFiles && page.post!.localized) || page.post!.source);
  const blogDirPath = config.blogDir ? fromSite(config, config.blogDir) : 'blog';
  return linkFrom(editUrl({ blogDirPath, blogPath: path.posix.relative(blogDirPath, page.post!.source), permalink: page.route, locale: localeOf(config) }));
}

/**
 * What an `editUrl` function returned, as a link: none for nothing, for a URL that would run script (`javascript:`), or
 * for what no URL holds (quotes, braces: React Native's returns a JSON list of links for its own swizzled component).
 */
const linkFrom = (url: unknown) => (typeof url === 'string' && url && !unsafeScheme(url) && !/["<>{}]/.test(url) ? url : undefined);

/** A folder from the site folder, with forward slashes: `versioned_docs/version-1.0`. */
/** A path as the site's folder names it: `docs/intro.md`, `../docs`. */
export const fromSite = (config: Pick<Config, 'root'>, dir: string) => path.relative(config.root, dir).split(path.sep).join('/');

/**
 * The title heading of a docs or standalone page: a leading `# H1` shows as written (with its markup), even with
 * `hide_title` or another frontmatter title; a body whose first heading is an h1 shows that one, and gets none.
 */
export function titleHeading(page: Page): Pick<PageData, 'heading' | 'hideTitle'> {
  const { doc } = page;
  if (page.kind !== undefined && page.kind !== 'docs' && page.kind !== 'page') return { hideTitle: doc.frontmatter.hide_title || undefined };
  if (doc.h1 !== undefined) return doc.h1Html !== undefined || doc.h1 !== page.title ? { heading: doc.h1Html ?? escapeHtml(doc.h1) } : {};
  return { hideTitle: doc.frontmatter.hide_title || doc.bodyTitle || undefined };
}

/** A docs page's last update as far as `docs.showLastUpdateTime` / `showLastUpdateAuthor` ask: the frontmatter's `last_update`, else the file's last git commit. */
export function lastUpdateFacts(page: Page, config: Config): { time?: Date; author?: string } {
  if ((page.kind ?? 'docs') !== 'docs') return {};
  const given = page.doc.frontmatter.last_update;
  const { showLastUpdateTime, showLastUpdateAuthor } = config.docs;
  const at = given?.date !== undefined ? new Date(given.date) : page.lastCommit && new Date(page.lastCommit.at);
  return { time: showLastUpdateTime ? at : undefined, author: showLastUpdateAuthor ? (given?.author ?? page.lastCommit?.by) : undefined };
}

/**
 * "Last updated on {date} by {author}" as HTML in the locale's words and date format, as far as `docs.showLastUpdateTime` / `showLastUpdateAuthor` ask: the
 * frontmatter's `last_update`, else the file's last git commit.
 */
export function lastUpdateOf(page: Page, config: Config): PageData['lastUpdate'] {
  const { time, author } = lastUpdateFacts(page, config);
  if (!time && !author) return undefined;
  const text = themeText(config);
  const lang = htmlLangOf(config);
  const date = time && `<b><time datetime="${time.toISOString()}">${escapeHtml(new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', ...(calendarOf(config) ? { calendar: calendarOf(config) } : {}) }).format(time))}</time></b>`;
  const atDate = date ? text.html('theme.lastUpdated.atDate', { date }) : '';
  const byUser = author ? text.html('theme.lastUpdated.byUser', { user: `<b>${escapeHtml(author)}</b>` }) : '';
  return text.html('theme.lastUpdated.lastUpdatedAtBy', { atDate, byUser });
}

/** The page's social card image (its own, else the site's) as an absolute URL: a URL as it is, a path below the site's base URL. */
export function imageOf(page: Page, config: Config): string | undefined {
  const image = page.image ?? page.doc.frontmatter.image ?? config.themeConfig.image;
  if (!image) return undefined;
  return !isInternal(image) ? image : config.url + asset(config, image);
}

interface TocNode {
  item: TocItem;
  children: TocNode[];
}

/**
 * The table of contents' nested lists (theme/components/Toc.tsx draws them), made once on the server: an entry sits
 * under the nearest entry above it with a smaller depth; one with none (a page that opens with an h3) sits under the
 * entry before it unless it is of the top depth.
 */
export function tocHtml(items: TocItem[]): string {
  if (!items.length) return '';
  const top = Math.min(...items.map((i) => i.depth));
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const item of items) {
    const node = { item, children: [] };
    while (open.length && open[open.length - 1].item.depth >= item.depth) open.pop();
    const parent = open[open.length - 1] ?? (item.depth !== top ? roots[roots.length - 1] : undefined);
    (parent ? parent.children : roots).push(node);
    open.push(node);
  }
  const list = (nodes: TocNode[]): string => `<ul>${nodes.map((n) => `<li><a href="#${escapeHtml(n.item.id)}">${escapeHtml(n.item.text)}</a>${n.children.length ? list(n.children) : ''}</li>`).join('')}</ul>`;
  return list(roots);
}
