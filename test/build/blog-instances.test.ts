// More than one blog: a Docusaurus site's second blog plugin (RocketMQ's events, news and release notes) built as a blog
// of its own at its route, in each locale, with its own list pages, tags, sidebar and feeds, its posts searched with
// the docs, links to and from it checked; two blogs at one route stop the build, a bad id or folder is refused.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build.js';
import type { DocgenError } from '../../src/errors.js';
import { indexText, readBuiltIndex } from '../search/engines.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-classic');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The fixture (its second blog: `events`) with its config edited by `edit`, and `files` written into it. */
function copy(edit: (config: string) => string, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-blogs-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  const config = path.join(dir, 'docusaurus.config.js');
  writeFileSync(config, edit(readFileSync(config, 'utf8')));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** A feed stylesheet of the site's own (blog.feed.xslt). */
const STYLE = '<?xml version="1.0"?><xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><h1>Events</h1></xsl:template></xsl:stylesheet>\n';

const MEETUP = readFileSync(path.join(fixture, 'events/2024-03-01-meetup.md'), 'utf8');

describe('a second blog plugin', () => {
  let result: BuildResult;
  const read = (file: string) => readFileSync(path.join(result.outDir, file), 'utf8');
  beforeAll(async () => {
    result = await build({
      root: copy((c) => c.replace("blogSidebarCount: 5 }", "blogSidebarCount: 5, feedOptions: { type: 'rss', xslt: { rss: 'style/feed.xsl', atom: true } } }"), {
        // The feed's own stylesheet, and the French blog's own (read first there, as Docusaurus reads it).
        'events/style/feed.xsl': STYLE,
        'events/style/feed.css': 'h1 { color: teal }',
        'i18n/fr/docusaurus-plugin-content-blog-events/style/feed.xsl': STYLE.replace('Events', 'Événements'),
        'i18n/fr/docusaurus-plugin-content-blog-events/style/feed.css': 'h1 { color: navy }',
        'i18n/fr/docusaurus-plugin-content-blog-events/options.json': JSON.stringify({ title: { message: 'Événements des widgets' } }),
        'i18n/fr/docusaurus-plugin-content-blog-events/2024-03-01-meetup.md': MEETUP.replace('Widgets meetup in Lyon', 'Rencontre à Lyon'),
        'docs/events-link.md': '# Events link\n\nThe [Lyon meetup](/events/2024/03/01/meetup).\n'
      })
    });
  });

  it('is a blog of its own at its route: its list page, post, tags, sidebar and feed; the main blog keeps its posts', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error' || /^broken/.test(d.message) || /blog/.test(d.message))).toEqual([]);
    const list = read('events/index.html');
    expect(list).toContain('<title>Widget events | Widgets</title>');
    expect([...list.matchAll(/<h2 class="blog-preview-title"><a href="([^"]*)">([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([['/widgets/events/2024/03/01/meetup', 'Widgets meetup in Lyon']]);
    const post = read('events/2024/03/01/meetup/index.html');
    expect(post).toContain('We met in Lyon to talk about sprockets.');
    expect(post).toContain('<a href="/widgets/docs/intro">the tutorial</a>');
    // Its own sidebar of recent posts, its own tags.
    expect(post).toMatch(/<nav class="sidebar" aria-label="Blog recent posts navigation">.*?<a class="sidebar-link active" href="\/widgets\/events\/2024\/03\/01\/meetup" aria-current="page">Widgets meetup in Lyon<\/a>/s);
    expect(read('events/tags/meetup/index.html')).toContain('Widgets meetup in Lyon');
    expect(read('events/rss.xml')).toContain('<title>Widgets meetup in Lyon</title>');
    // Only the feed it asks for, and the main blog's as before.
    expect(() => read('events/atom.xml')).toThrow();
    expect([...read('blog/index.html').matchAll(/<h2 class="blog-preview-title"><a href="[^"]*">([^<]*)</g)].map((m) => m[1])).toEqual(['Widgets 2.0 is out', 'Welcome']);
    expect(read('blog/rss.xml')).not.toContain('Lyon');
    // The navbar's link to it and a doc's link to its post are not broken; both are in the sitemap.
    expect(read('docs/events-link/index.html')).toContain('<a href="/widgets/events/2024/03/01/meetup">Lyon meetup</a>');
    expect(read('sitemap.xml')).toContain('/widgets/events/2024/03/01/meetup');
  });

  it('writes each feed\'s stylesheet beside it with its CSS, and names it in the feed (blog.feed.xslt): the site\'s, a locale\'s own first; docgen\'s for true', () => {
    expect(read('events/rss.xml')).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?><\?xml-stylesheet type="text\/xsl" href="feed\.xsl"\?>\n<rss /);
    expect([read('events/feed.xsl'), read('events/feed.css')]).toEqual([STYLE, 'h1 { color: teal }']);
    expect([read('fr/events/feed.xsl'), read('fr/events/feed.css')]).toEqual([STYLE.replace('Events', 'Événements'), 'h1 { color: navy }']);
    // Atom's is asked for, but the blog has no Atom feed: none is written.
    expect(() => read('events/atom.xsl')).toThrow();
    // The main blog's `xslt: true`: docgen's own, for both feeds.
    const theme = (f: string) => readFileSync(path.resolve(import.meta.dirname, '../../theme/feed', f), 'utf8');
    expect(read('blog/atom.xml')).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?><\?xml-stylesheet type="text\/xsl" href="atom\.xsl"\?>\n<feed /);
    expect([read('blog/rss.xsl'), read('blog/rss.css'), read('blog/atom.xsl'), read('blog/atom.css')]).toEqual([theme('rss.xsl'), theme('feed.css'), theme('atom.xsl'), theme('feed.css')]);
  });

  it('is in each locale, its options and posts translated', () => {
    const fr = read('fr/events/index.html');
    expect(fr).toMatch(/<h1[^>]*>Événements des widgets<\/h1>/);
    expect(fr).toContain('<a href="/widgets/fr/events/2024/03/01/meetup">Rencontre à Lyon</a>');
  });

  it('is searched with the docs: its post is in the docs\' index, and its pages name that index', () => {
    expect(indexText(readBuiltIndex(result.outDir, 'search-index-docs-default-current.json'))).toContain('sprockets');
    const data = JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(read('events/index.html'))![1]) as { site: { search?: { tags: string[] } } };
    expect(data.site.search?.tags).toEqual(['docs-default-current']);
  });
});

describe('blogs that cannot be built', () => {
  it('stops on two blogs at one route, naming both', async () => {
    const root = copy((c) => c.replace("routeBasePath: 'events'", "routeBasePath: 'blog'"));
    const error = await build({ root }).then(() => undefined, (e: DocgenError) => e);
    const errors = (error?.diagnostics ?? []).filter((d) => d.severity === 'error').map((d) => `${path.basename(d.file)}:${d.line ?? ''} ${d.message} / ${d.hint}`);
    const line = readFileSync(path.join(root, 'docusaurus.config.js'), 'utf8').split('\n').findIndex((l) => l.includes("id: 'events'")) + 1;
    expect(errors).toEqual(expect.arrayContaining([
      expect.stringMatching(new RegExp(`^docusaurus\\.config\\.js:${line} route "/widgets/blog" is used by both the blog list page and the blog list page \\(blog "events"\\).* / give blog "events" a routeBasePath of its own in .*docusaurus\\.config\\.js`)),
      expect.stringMatching(/the RSS feed and the RSS feed of blog "events" are both written to "blog\/rss\.xml".* \/ give blog "events" a routeBasePath of its own/)
    ]));
  });

  it('stops on a feed stylesheet that is not there, or has no CSS beside it, at the option', async () => {
    const errors = async (files: Record<string, string>) => {
      const root = copy((c) => c.replace("blogSidebarCount: 5 }", "blogSidebarCount: 5, feedOptions: { xslt: { atom: 'style/feed.xsl' } } }"), files);
      const error = await build({ root }).then(() => undefined, (e: DocgenError) => e);
      const line = readFileSync(path.join(root, 'docusaurus.config.js'), 'utf8').split('\n').findIndex((l) => l.includes("'style/feed.xsl'")) + 1;
      return { line, errors: (error?.diagnostics ?? []).filter((d) => d.severity === 'error').map((d) => `${path.basename(d.file)}:${d.line} ${d.message} / ${d.hint}`) };
    };
    const missing = await errors({});
    expect(missing.errors).toEqual([`docusaurus.config.js:${missing.line} blog.feed.xslt: no atom feed stylesheet at events/style/feed.xsl / name an .xsl file relative to the blog folder, or use true for docgen's own`]);
    const lone = await errors({ 'events/style/feed.xsl': STYLE });
    expect(lone.errors).toEqual([`docusaurus.config.js:${lone.line} blog.feed.xslt: the atom feed stylesheet events/style/feed.xsl has no feed.css beside it / a feed stylesheet is written with the CSS file of its name, as in Docusaurus: add it there`]);
  });

  it('refuses a blog id that is not a name, and a folder inside the docs, at their keys', async () => {
    const refused = async (blogInstances: string) => {
      const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-blogs-'));
      made.push(root);
      cpSync(path.resolve(import.meta.dirname, '../fixtures/basic'), root, { recursive: true, filter: (f) => !f.includes('node_modules') });
      const config = path.join(root, 'site.config.ts');
      writeFileSync(config, readFileSync(config, 'utf8').replace("url: 'https://fixture.example',", `url: 'https://fixture.example',\n  blogInstances: ${blogInstances},`));
      mkdirSync(path.join(root, 'content/news'), { recursive: true });
      const error = await build({ root }).then(() => undefined, (e: DocgenError) => e);
      return (error?.diagnostics ?? []).map((d) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.message}`);
    };
    expect(await refused("[{ id: 'my events', path: 'events' }]")).toEqual([expect.stringMatching(/^site\.config\.ts:6:\d+ config "blogInstances\[0\]\.id" must be letters, digits, "_" and "-", got "my events"$/)]);
    expect(await refused("[{ id: 'news', path: 'content/news' }]")).toEqual([expect.stringMatching(/^site\.config\.ts:6:\d+ config "blogInstances\[0\]\.path" must be a folder outside contentDir/)]);
  });
});
