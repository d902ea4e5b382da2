// Pure parts of the blog: frontmatter tags and dates, authors, excerpts, reading time, feeds with hostile text.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { parseFrontmatter } from '../../../src/markdown/frontmatter.js';
import { loadAuthors, resolveAuthors } from '../../../src/blog/authors.js';
import { excerptOf } from '../../../src/blog/pages.js';
import { carriedOverDate, parseDate, readingTime } from '../../../src/blog/posts.js';
import { feeds } from '../../../src/blog/feed.js';
import { tagsOf } from '../../../src/content/tags.js';
import type { Config, Doc, Page } from '../../../src/types.js';

const doc = (over: Partial<Doc> = {}): Doc => ({ path: 'x.md', hash: 'h', frontmatter: {}, headings: [], links: [], html: '', sections: [], diagnostics: [], ...over });

describe('post dates', () => {
  it('reads the forms YAML readers make dates of: one-digit months and days, a space or t before the time, a zone', () => {
    expect(parseDate('2024-1-5')).toBe('2024-01-05T00:00:00.000Z');
    expect(parseDate('2024-01-15 10:00:00')).toBe('2024-01-15T10:00:00.000Z');
    expect(parseDate('2024-1-5t10:00:00.5 +2')).toBe('2024-01-05T08:00:00.500Z');
    expect(parseDate('2024-01-15T10:00:00-0530')).toBe('2024-01-15T15:30:00.000Z');
    expect(parseDate('2024-01-15T10:00')).toBe('2024-01-15T10:00:00.000Z');
  });

  it('reads a date JavaScript reads, with a month\'s name (Learning TypeScript\'s `date: August 11 2022`), as Docusaurus\'s schema does: in UTC unless it names a zone', () => {
    expect(parseDate('August 11 2022')).toBe('2022-08-11T00:00:00.000Z');
    expect(parseDate('Aug 11, 2022 10:30')).toBe('2022-08-11T10:30:00.000Z');
    expect(parseDate('Thu, 11 Aug 2022 10:00:00 GMT+0200')).toBe('2022-08-11T08:00:00.000Z');
  });

  it('refuses what is no date', () => {
    for (const v of ['2024-02-30', 'next tuesday', '2024-01-15 25:00:00', '15/01/2024']) expect(parseDate(v), v).toBeUndefined();
    // A no-break space before the date (Babel's posts) is no part of it, as for Docusaurus.
    expect(parseDate('\u00a0 2017-09-12 10:00:00')).toBe('2017-09-12T10:00:00.000Z');
    // A day its month lacks: carried over, as Docusaurus's YAML reader does; anything else is still no date.
    expect(carriedOverDate('2017-02-29 11:00:00')).toBe('2017-03-01T11:00:00.000Z');
    expect(carriedOverDate('2024-04-31')).toBe('2024-05-01T00:00:00.000Z');
    for (const v of ['2024-13-01', '2024-02-32', '2024-02-30 25:00:00', 'next tuesday']) expect(carriedOverDate(v), v).toBeUndefined();
  });
});

describe('frontmatter for posts and tags', () => {
  it('takes tags as strings or {label, permalink}, and records where date and authors are', () => {
    const r = parseFrontmatter('tags: [a, {label: B c, permalink: /bc}]\ndate: 2024-01-15\nauthors: ada', 'p.md', 2);
    expect(r.diagnostics).toEqual([]);
    expect(r.data.tags).toEqual(['a', { label: 'B c', permalink: '/bc' }]);
    expect(r.data.date).toBe('2024-01-15');
    expect(r.positions.date).toEqual({ line: 3, column: 7 });
    expect(r.positions.authors).toEqual({ line: 4, column: 10 });
    // A tag's route comes from its permalink, or its label: diagnostics about the route point there.
    expect(r.positions.tagAt).toEqual([{ line: 2, column: 8 }, { line: 2, column: 35 }]);
    const block = parseFrontmatter('title: T\ntags:\n  - one\n  - label: Two\n    permalink: ..\n', 'p.md', 2);
    expect(block.positions.tagAt).toEqual([{ line: 4, column: 5 }, { line: 6, column: 16 }]);
    expect(parseFrontmatter('tags: solo', 'p.md', 2).positions.tagAt).toEqual([{ line: 2, column: 7 }]);
  });

  it('rejects a tag that is neither', () => {
    const r = parseFrontmatter('tags: [{name: x}]', 'p.md', 2);
    expect(r.diagnostics.map((d) => `${d.line}: ${d.message}`)).toEqual(['2: invalid frontmatter: "tags" must be a list of tags (strings, or {label, permalink}), got [{"name":"x"}]']);
  });

  it('gives each tag a route from its slug or permalink, once', () => {
    expect(tagsOf(doc({ frontmatter: { tags: ['Getting Started', { label: 'Ref', permalink: '/reference/' }, 'getting started'] } }), '/docs/tags', { baseUrl: '/docs/' }).tags).toEqual([
      { label: 'Getting Started', route: '/docs/tags/getting-started' },
      { label: 'Ref', route: '/docs/tags/reference' }
    ]);
  });
});

describe('authors', () => {
  const known = new Map([['ada', { name: 'Ada' }]]);
  it('resolves keys and inline authors, one or a list', () => {
    expect(resolveAuthors('ada', known).authors).toEqual([{ name: 'Ada' }]);
    expect(resolveAuthors([{ name: 'Bo', image_url: 'b.png', title: 'T' }, 'ada'], known).authors).toEqual([{ name: 'Bo', title: 'T', url: undefined, imageUrl: 'b.png' }, { name: 'Ada' }]);
    // How many are written inline, for blog.onInlineAuthors.
    expect([resolveAuthors([{ name: 'Bo' }, 'ada'], known).inline, resolveAuthors('ada', known).inline]).toEqual([1, 0]);
  });
  it('names what is wrong', () => {
    expect(resolveAuthors(['zed'], known).problem).toMatch(/^unknown author "zed"/);
    expect(resolveAuthors([{ title: 'no name' }], known).problem).toBe('invalid frontmatter "authors": an author needs a name');
    expect(resolveAuthors([{ name: 3 }], known).problem).toBe('invalid frontmatter "authors": author "name" must be a string');
  });
});

describe('author links that would run script', () => {
  const tmp = path.resolve(import.meta.dirname, '../../.tmp/unit-authors');
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const authorsFile = (text: string) => {
    mkdirSync(tmp, { recursive: true });
    writeFileSync(path.join(tmp, 'authors.yml'), text);
    return loadAuthors(path.join(tmp, 'authors.yml'), 'blog/authors.yml');
  };
  const show = (ds: Array<{ file: string; line?: number; column?: number; severity: string; message: string }>) => ds.map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`);

  it('drops an inline author\'s url or image_url, with a warning where the value is written', () => {
    const r = parseFrontmatter("title: T\nauthors:\n  - name: Eve\n    url: javascript:alert(1)\n  - {name: Bo, image_url: ' JaVaScRiPt:alert(2)', url: https://bo.example}\n", 'p.md', 2);
    expect(show(r.diagnostics)).toEqual([
      'p.md:5:10: warning: unsafe author url "javascript:alert(1)" removed: javascript: URLs run script',
      'p.md:6:27: warning: unsafe author image_url " JaVaScRiPt:alert(2)" removed: javascript: URLs run script'
    ]);
    expect(r.data.authors).toEqual([{ name: 'Eve' }, { name: 'Bo', url: 'https://bo.example' }]);
    const one = parseFrontmatter('authors: {name: Eve, url: "vbscript:x"}', 'p.md', 2);
    expect(show(one.diagnostics)).toEqual(['p.md:2:27: warning: unsafe author url "vbscript:x" removed: vbscript: URLs run script']);
  });

  it('drops them from authors.yml too, an alias of one pointed at where the alias is', () => {
    const r = authorsFile("eve:\n  name: Eve\n  url: &u javascript:alert(1)\n  image_url: data:text/html,x\nmal:\n  name: Mal\n  url: *u\nada:\n  name: Ada\n  url: https://ada.example\n  image_url: data:image/svg+xml,x\n");
    expect(show(r.diagnostics)).toEqual([
      'blog/authors.yml:3:11: warning: unsafe author url "javascript:alert(1)" removed: javascript: URLs run script',
      'blog/authors.yml:4:14: warning: unsafe author image_url "data:text/html,x" removed: data:text/html URLs run script',
      'blog/authors.yml:7:8: warning: unsafe author url "javascript:alert(1)" removed: javascript: URLs run script'
    ]);
    expect([...r.authors.values()]).toEqual([
      { key: 'eve', name: 'Eve', title: undefined, url: undefined, imageUrl: undefined },
      { key: 'mal', name: 'Mal', title: undefined, url: undefined, imageUrl: undefined },
      { key: 'ada', name: 'Ada', title: undefined, url: 'https://ada.example', imageUrl: 'data:image/svg+xml,x' }
    ]);
  });

  it("reads an author's page, socials, email and description (Docusaurus 3.5's), and says what is wrong with them at the author", () => {
    mkdirSync(tmp, { recursive: true });
    const file = path.join(tmp, 'pages.yml');
    writeFileSync(file, "ada:\n  name: Ada\n  page: true\n  email: ada@example.com\n  description: Counts things.\n  socials:\n    github: ada\n    X: https://x.com/ada\n    email: ada@example.com\nbo_Ri:\n  name: Bo\n  page: { permalink: '/team/bo/' }\ncy:\n  name: Cy\n  socials: { github: 'org/cy' }\ndee:\n  name: Dee\n  page: yes please\neve:\n  name: Eve\n  socials: { myspace: eve }\n");
    const r = loadAuthors(file, 'blog/pages.yml');
    expect([...r.authors.values()].map(({ key, page, socials, email, description }) => ({ key, page, socials, email, description }))).toEqual([
      { key: 'ada', page: 'ada', email: 'ada@example.com', description: 'Counts things.', socials: [{ platform: 'github', url: 'https://github.com/ada' }, { platform: 'X', url: 'https://x.com/ada' }, { platform: 'email', url: 'mailto:ada@example.com' }] },
      { key: 'bo_Ri', page: 'team/bo', socials: undefined, email: undefined, description: undefined }
    ]);
    expect(show(r.diagnostics)).toEqual([
      'blog/pages.yml:13:1: error: invalid pages.yml: "cy": author socials "github" must be a handle (https://github.com/…) or a whole http(s) URL, got "org/cy"',
      'blog/pages.yml:16:1: error: invalid pages.yml: "dee": page must be true or { permalink: \'a-path\' }',
      'blog/pages.yml:19:1: error: invalid pages.yml: "eve": author socials "myspace": docgen knows no profile URL for the handle "eve"; give the whole URL'
    ]);
  });

  it('reports an alias bomb in authors.yml at the first key that explodes, without expanding it', () => {
    const names = 'abcdefghi';
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...names.slice(1).split('').map((n, i) => `${n}: &${n} [${Array(9).fill(`*${names[i]}`).join(', ')}]`)].join('\n');
    const r = authorsFile(`${bomb}\n`);
    expect(r.authors.size).toBe(0);
    expect(r.diagnostics).toEqual([expect.objectContaining({ file: 'blog/authors.yml', line: 4, column: 1, severity: 'error', message: 'invalid authors.yml: Excessive alias count indicates a resource exhaustion attack' })]);
    expect(show(authorsFile('ada: &a {name: Ada, me: *a}\n').diagnostics)).toEqual(['blog/authors.yml:1:1: error: invalid authors.yml: an alias refers to itself']);
  });
});

describe('excerpts and reading time', () => {
  it('cuts at the truncate marker and drops heading ids and # links', () => {
    const body = '<h2 id="a" class="anchor">A<a class="hash-link" href="#a">#</a></h2>\n<p>one</p>\n<!--  truncate -->\n<p>two</p>';
    expect(excerptOf(body)).toBe('<h2>A</h2>\n<p>one</p>\n');
    expect(excerptOf('<p>all</p>')).toBe('<p>all</p>');
  });
  it('counts 200 words a minute, rounded up, at least one', () => {
    const words = (n: number) => doc({ sections: [{ depth: 1, title: '', text: Array(n).fill('w').join(' '), terms: '' }] });
    expect([0, 200, 201, 999].map((n) => readingTime(words(n)))).toEqual([1, 1, 2, 5]);
  });
});

describe('feeds', () => {
  const feed = { types: ['rss', 'atom', 'json'], title: 'Blog <b>', description: 'd"', limit: 20 };
  const config = { url: 'https://x.example', baseUrl: '/docs/', title: 'T & T', blog: { routeBasePath: 'blog/', title: 'Blog <b>', description: 'd"', postsPerPage: 10, showReadingTime: true, feed }, i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en' } } } } as unknown as Config;
  const post = {
    kind: 'blog-post',
    route: '/docs/blog/a b',
    title: 'Less < more & "quotes" \u0007bell',
    description: "it's",
    doc: doc(),
    post: { date: '2024-01-15T00:00:00.000Z', authors: [{ name: 'A & B', url: 'https://a.example/?x=1&y=2' }], tags: [{ label: 'c&d', route: '/docs/blog/tags/c-d' }], readingTime: 1, truncated: false, body: '<p><a href="/docs/x">x</a> <img src="/docs/i.png"> <a href="//cdn.example/y">y</a></p>' }
  } as unknown as Page;
  it('are well-formed XML with hostile titles, and make root-relative links absolute', () => {
    const made = feeds([post], config);
    expect([...made.keys()]).toEqual(['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json']);
    for (const xml of [made.get('blog/rss.xml')!, made.get('blog/atom.xml')!]) {
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xml).toContain('https://x.example/docs/blog/a%20b');
      expect(xml).toContain('href=&quot;https://x.example/docs/x&quot;');
      expect(xml).toContain('src=&quot;https://x.example/docs/i.png&quot;');
      expect(xml).toContain('href=&quot;//cdn.example/y&quot;');
      expect(xml).not.toContain('\u0007');
    }
  });

  // TypeORM's feedOptions: its own title, description and copyright; Docusaurus's `type: 'all'` adds a JSON feed.
  it('take the feed options: title, description, copyright, language, limit; a JSON Feed with the same posts', () => {
    const older = { ...post, route: '/docs/blog/older', post: { ...post.post!, date: '2023-01-01T00:00:00.000Z' } } as Page;
    const made = feeds([post, older], { ...config, blog: { ...config.blog, feed: { ...feed, title: 'News', description: 'What is new', copyright: '© 2026 X & Y', language: 'fr', limit: 1 } } } as Config);
    const rss = made.get('blog/rss.xml')!;
    expect(rss).toContain('<title>News</title>\n<link>https://x.example/docs/blog</link>\n<description>What is new</description>');
    expect(rss).toContain('<language>fr</language>\n<copyright>© 2026 X &amp; Y</copyright>');
    expect(made.get('blog/atom.xml')).toContain('<rights>© 2026 X &amp; Y</rights>');
    const json = JSON.parse(made.get('blog/feed.json')!);
    expect([json.version, json.title, json.feed_url, json.copyright, json.language]).toEqual(['https://jsonfeed.org/version/1.1', 'News', 'https://x.example/docs/blog/feed.json', '© 2026 X & Y', 'fr']);
    // One post (the limit): the newest.
    expect(json.items.map((i: { url: string; title: string; authors: unknown; tags: unknown }) => [i.url, i.title, i.authors, i.tags])).toEqual([['https://x.example/docs/blog/a%20b', 'Less < more & "quotes" bell', [{ name: 'A & B', url: 'https://a.example/?x=1&y=2' }], ['c&d']]]);
    expect(rss.match(/<item>/g)).toHaveLength(1);
    // No types: no feeds.
    expect(feeds([post], { ...config, blog: { ...config.blog, feed: { ...feed, types: [] } } } as Config).size).toBe(0);
  });
});
