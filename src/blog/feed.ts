// Blog posts (newest first) -> RSS 2.0, Atom 1.0 and JSON Feed 1.1 feeds (those `blog.feed.types` names), with absolute links.
import type { Config, FeedType, Page } from '../types.js';
import { blogBase } from '../mounts.js';
import { htmlLangOf } from '../i18n/labels.js';

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

/** The feeds of `posts` (newest first, the listed ones), by their file. */
export function feeds(posts: Page[], config: Config): Map<string, string> {
  const { limit } = config.blog.feed;
  const shown = limit === false ? posts : posts.slice(0, limit);
  const make = { rss: rssFeed, atom: atomFeed, json: jsonFeed };
  return new Map(feedFiles(config).map(([type, file]) => [file, make[type](shown, config, file)]));
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
<feed xmlns="http://www.w3.org/2005/Atom">
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
