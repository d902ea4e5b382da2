// Blog posts (newest first) -> RSS 2.0 and Atom 1.0 feeds, with absolute links.
import type { Config, Page } from '../types.js';
import { blogBase } from '../mounts.js';
import { htmlLangOf } from '../i18n/labels.js';

/** The feeds' files below the instance's folder, beside the blog's list page: `blog/rss.xml`, `blog/atom.xml`. */
export const rssFile = (config: Pick<Config, 'blog'>) => `${config.blog.routeBasePath}rss.xml`;
export const atomFile = (config: Pick<Config, 'blog'>) => `${config.blog.routeBasePath}atom.xml`;
/** Only the newest posts go into the feeds, as in Docusaurus. */
export const FEED_LIMIT = 20;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
/** Control characters are not allowed in XML 1.0, even escaped. */
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
const text = (s: string) => xml(clean(s));

/** Root-relative `href` and `src` in post HTML -> absolute, since feed readers have no base URL. */
function absolute(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);
}

const absoluteUrl = (config: Config, route: string) => `${config.url}${encodeURI(route)}`;

export function rssFeed(posts: Page[], config: Config): string {
  const items = posts.slice(0, FEED_LIMIT).map((p) => {
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
<title>${text(config.blog.title)}</title>
<link>${text(absoluteUrl(config, blogBase(config)))}</link>
<description>${text(config.blog.description)}</description>
<atom:link href="${text(absoluteUrl(config, `${config.baseUrl}${rssFile(config)}`))}" rel="self" type="application/rss+xml"/>
<generator>docgen</generator>
<language>${text(htmlLangOf(config))}</language>
${updated}${items.join('\n')}
</channel>
</rss>
`;
}

export function atomFeed(posts: Page[], config: Config): string {
  const home = text(absoluteUrl(config, blogBase(config)));
  const entries = posts.slice(0, FEED_LIMIT).map((p) => {
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
<title type="text">${text(config.blog.title)}</title>
<subtitle type="text">${text(config.blog.description)}</subtitle>
<updated>${posts[0]?.post!.date ?? new Date(0).toISOString()}</updated>
<link rel="alternate" href="${home}"/>
<link rel="self" href="${text(absoluteUrl(config, `${config.baseUrl}${atomFile(config)}`))}"/>
<generator>docgen</generator>
<author><name>${text(config.title)}</name></author>
${entries.join('\n')}
</feed>
`;
}

/** `<link rel="alternate">` to both feeds, for every page's head, so that readers and browsers find them. */
export function feedLinks(config: Config): string {
  const title = text(config.blog.title);
  return `<link rel="alternate" type="application/rss+xml" href="${config.baseUrl}${rssFile(config)}" title="${title} RSS Feed">\n<link rel="alternate" type="application/atom+xml" href="${config.baseUrl}${atomFile(config)}" title="${title} Atom Feed">\n`;
}
