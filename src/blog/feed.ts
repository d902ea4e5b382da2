// Blog posts (newest first) -> RSS 2.0, Atom 1.0 and JSON Feed 1.1 feeds (those `blog.feed.types` names), with absolute
// links; and the stylesheets a browser opening the RSS and Atom feeds shows them with (`blog.feed.xslt`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, Diagnostic, FeedType, Page } from '../types.js';
import { blogBase } from '../mounts.js';
import { htmlLangOf } from '../i18n/labels.js';
import { docgenRoot } from '../config/resolve.js';
import { CONFIG_FILE } from '../sidebars/check-navbar.js';
import { quotedAt } from '../text-position.js';

/** Each feed's file name, beside the blog's list page (`blog/rss.xml`), and its media type. */
const FEEDS: Record<FeedType, { name: string; type: string; label: string }> = {
  rss: { name: 'rss.xml', type: 'application/rss+xml', label: 'RSS' },
  atom: { name: 'atom.xml', type: 'application/atom+xml', label: 'Atom' },
  json: { name: 'feed.json', type: 'application/json', label: 'JSON' }
};

/** How a feed is named to a reader: "RSS", "Atom", "JSON". */
export const feedLabel = (type: FeedType) => FEEDS[type].label;

/** The feeds' files below the instance's folder, by type: `blog/rss.xml`, `blog/atom.xml`, `blog/feed.json`. */
export const feedFiles = (config: Pick<Config, 'blog'>): Array<[FeedType, string]> => config.blog.feed.types.map((t) => [t, `${config.blog.routeBasePath}${FEEDS[t].name}`]);

/** A feed's stylesheet (its file's name and contents) and its CSS, read once as `blog.feed.xslt` names them. */
export interface FeedStyle {
  name: string;
  xsl: Buffer;
  css: Buffer;
}
export type FeedStyles = Partial<Record<'rss' | 'atom', FeedStyle>>;

/**
 * The RSS and Atom feeds' stylesheets (`blog.feed.xslt`): docgen's own (theme/feed), or a file of the site's, looked
 * for in `dirs` (the translated blog folder, then the blog folder) unless absolute, with the CSS file of its name beside
 * it, as Docusaurus finds them. One not there, or without its CSS, is an error at the option in the config.
 */
export function feedStyles(config: Config, dirs: string[], configSource: string): { styles: FeedStyles; diagnostics: Diagnostic[] } {
  const styles: FeedStyles = {};
  const diagnostics: Diagnostic[] = [];
  const own = path.join(docgenRoot(), 'theme/feed');
  const read = (xsl: string, css: string): FeedStyle => ({ name: path.basename(xsl), xsl: readFileSync(xsl), css: readFileSync(css) });
  for (const type of ['rss', 'atom'] as const) {
    const option = config.blog.feed.xslt?.[type];
    if (option === undefined || !config.blog.feed.types.includes(type)) continue;
    if (option === true) {
      styles[type] = read(path.join(own, `${type}.xsl`), path.join(own, 'feed.css'));
      continue;
    }
    const xsl = path.isAbsolute(option) ? option : (dirs.map((d) => path.resolve(d, option)).find((f) => existsSync(f)) ?? path.resolve(dirs.at(-1)!, option));
    const css = path.join(path.dirname(xsl), `${path.parse(xsl).name}.css`);
    const shown = (f: string) => path.relative(config.root, f).split(path.sep).join('/');
    const at = { file: CONFIG_FILE, ...(quotedAt(configSource, option) ?? { line: 1, column: 1 }), severity: 'error' as const };
    if (!existsSync(xsl)) diagnostics.push({ ...at, message: `blog.feed.xslt: no ${type} feed stylesheet at ${shown(xsl)}`, hint: 'name an .xsl file relative to the blog folder, or use true for docgen\'s own' });
    else if (!existsSync(css)) diagnostics.push({ ...at, message: `blog.feed.xslt: the ${type} feed stylesheet ${shown(xsl)} has no ${path.basename(css)} beside it`, hint: 'a feed stylesheet is written with the CSS file of its name, as in Docusaurus: add it there' });
    else styles[type] = read(xsl, css);
  }
  return { styles, diagnostics };
}

/**
 * The feeds of `posts` (newest first, the listed ones), by their file, and beside the RSS and Atom feeds their
 * stylesheets (`styles`) with their CSS, named as their files (docgen's own: `rss.xsl`, `rss.css`).
 */
export function feeds(posts: Page[], config: Config, styles: FeedStyles = {}): Map<string, string | Buffer> {
  const { limit } = config.blog.feed;
  const shown = limit === false ? posts : posts.slice(0, limit);
  const make = { rss: rssFeed, atom: atomFeed, json: jsonFeed };
  const out = new Map<string, string | Buffer>();
  for (const [type, file] of feedFiles(config)) {
    const text = make[type](shown, config, file);
    const style = type === 'json' ? undefined : styles[type];
    if (!style) {
      out.set(file, text);
      continue;
    }
    const beside = (name: string) => path.posix.join(path.posix.dirname(file), name);
    out.set(file, text.replace('?>', `?><?xml-stylesheet type="text/xsl" href="${xml(style.name)}"?>`));
    out.set(beside(style.name), style.xsl);
    out.set(beside(`${path.parse(style.name).name}.css`), style.css);
  }
  return out;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
/** Control characters are not allowed in XML 1.0, even escaped. */
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
const text = (s: string) => xml(clean(s));

/** Root-relative `href` and `src` in post HTML -> absolute, since feed readers have no base URL. */
function absolute(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);
}

const absoluteUrl = (config: Config, route: string) => `${config.url}${encodeURI(route)}`;

function rssFeed(posts: Page[], config: Config, file: string): string {
  const { feed } = config.blog;
  const items = posts.map((p) => {
    const link = text(absoluteUrl(config, p.route));
    const post = p.post!;
    return [
      '<item>',
      `<title>${text(p.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      p.description ? `<description>${text(p.description)}</description>` : '',
      `<content:encoded>${text(absolute(post.body ?? '', config.url))}</content:encoded>`,
      ...post.authors.map((a) => `<dc:creator>${text(a.name)}</dc:creator>`),
      ...post.tags.map((t) => `<category>${text(t.label)}</category>`),
      '</item>'
    ].filter(Boolean).join('\n');
  });
  const updated = posts[0] ? `<lastBuildDate>${new Date(posts[0].post!.date).toUTCString()}</lastBuildDate>\n` : '';
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${text(feed.title)}</title>
<link>${text(absoluteUrl(config, blogBase(config)))}</link>
<description>${text(feed.description)}</description>
<atom:link href="${text(absoluteUrl(config, `${config.baseUrl}${file}`))}" rel="self" type="application/rss+xml"/>
<generator>docgen</generator>
<language>${text(feed.language ?? htmlLangOf(config))}</language>
${feed.copyright !== undefined ? `<copyright>${text(feed.copyright)}</copyright>\n` : ''}${updated}${items.join('\n')}
</channel>
</rss>
`;
}

function atomFeed(posts: Page[], config: Config, file: string): string {
  const { feed } = config.blog;
  const home = text(absoluteUrl(config, blogBase(config)));
  const entries = posts.map((p) => {
    const link = text(absoluteUrl(config, p.route));
    const post = p.post!;
    return [
      '<entry>',
      `<title type="text">${text(p.title)}</title>`,
      `<id>${link}</id>`,
      `<link href="${link}"/>`,
      `<updated>${post.date}</updated>`,
      `<published>${post.date}</published>`,
      p.description ? `<summary type="text">${text(p.description)}</summary>` : '',
      `<content type="html">${text(absolute(post.body ?? '', config.url))}</content>`,
      ...post.authors.map((a) => `<author><name>${text(a.name)}</name>${a.url ? `<uri>${text(a.url)}</uri>` : ''}</author>`),
      ...post.tags.map((t) => `<category term="${text(t.label)}" label="${text(t.label)}"/>`),
      '</entry>'
    ].filter(Boolean).join('\n');
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${text(feed.language ?? htmlLangOf(config))}">
<id>${home}</id>
<title type="text">${text(feed.title)}</title>
<subtitle type="text">${text(feed.description)}</subtitle>
<updated>${posts[0]?.post!.date ?? new Date(0).toISOString()}</updated>
<link rel="alternate" href="${home}"/>
<link rel="self" href="${text(absoluteUrl(config, `${config.baseUrl}${file}`))}"/>
<generator>docgen</generator>
${feed.copyright !== undefined ? `<rights>${text(feed.copyright)}</rights>\n` : ''}<author><name>${text(config.title)}</name></author>
${entries.join('\n')}
</feed>
`;
}

/** A JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): the posts with their HTML, as the RSS and Atom feeds have them. */
function jsonFeed(posts: Page[], config: Config, file: string): string {
  const { feed } = config.blog;
  const items = posts.map((p) => ({
    id: absoluteUrl(config, p.route),
    url: absoluteUrl(config, p.route),
    title: clean(p.title),
    ...(p.description ? { summary: clean(p.description) } : {}),
    content_html: clean(absolute(p.post!.body ?? '', config.url)),
    date_published: p.post!.date,
    ...(p.post!.authors.length ? { authors: p.post!.authors.map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) })) } : {}),
    ...(p.post!.tags.length ? { tags: p.post!.tags.map((t) => t.label) } : {})
  }));
  const json = { version: 'https://jsonfeed.org/version/1.1', title: feed.title, home_page_url: absoluteUrl(config, blogBase(config)), feed_url: absoluteUrl(config, `${config.baseUrl}${file}`), description: feed.description, language: feed.language ?? htmlLangOf(config), ...(feed.copyright !== undefined ? { copyright: feed.copyright } : {}), items };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** `<link rel="alternate">` to each feed, for every page's head, so that readers and browsers find them. */
export function feedLinks(config: Config): string {
  const title = text(config.blog.feed.title);
  return feedFiles(config).map(([type, file]) => `<link rel="alternate" type="${FEEDS[type].type}" href="${config.baseUrl}${file}" title="${title} ${FEEDS[type].label} Feed">\n`).join('');
}
