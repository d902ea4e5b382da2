// Pure parts of the blog: frontmatter tags and dates, authors, excerpts, reading time, feeds with hostile text.
import { describe, expect, it } from 'vitest';
import { XMLValidator } from 'fast-xml-parser';
import { parseFrontmatter } from '../../../src/markdown/frontmatter.js';
import { resolveAuthors } from '../../../src/blog/authors.js';
import { excerptOf } from '../../../src/blog/pages.js';
import { readingTime } from '../../../src/blog/posts.js';
import { atomFeed, rssFeed } from '../../../src/blog/feed.js';
import { tagsOf } from '../../../src/content/tags.js';
import type { Config, Doc, Page } from '../../../src/types.js';

const doc = (over: Partial<Doc> = {}): Doc => ({ path: 'x.md', hash: 'h', frontmatter: {}, headings: [], links: [], html: '', sections: [], diagnostics: [], ...over });

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
    expect(tagsOf(doc({ frontmatter: { tags: ['Getting Started', { label: 'Ref', permalink: '/reference/' }, 'getting started'] } }), '/docs/tags', { baseUrl: '/docs/' })).toEqual([
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
  });
  it('names what is wrong', () => {
    expect(resolveAuthors(['zed'], known).problem).toMatch(/^unknown author "zed"/);
    expect(resolveAuthors([{ title: 'no name' }], known).problem).toBe('invalid frontmatter "authors": an author needs a name');
    expect(resolveAuthors([{ name: 3 }], known).problem).toBe('invalid frontmatter "authors": author "name" must be a string');
  });
});

describe('excerpts and reading time', () => {
  it('cuts at the truncate marker and drops heading ids and # links', () => {
    const body = '<h2 id="a">A<a class="hash-link" href="#a">#</a></h2>\n<p>one</p>\n<!--  truncate -->\n<p>two</p>';
    expect(excerptOf(body)).toBe('<h2>A</h2>\n<p>one</p>\n');
    expect(excerptOf('<p>all</p>')).toBe('<p>all</p>');
  });
  it('counts 200 words a minute, rounded up, at least one', () => {
    const words = (n: number) => doc({ sections: [{ depth: 1, title: '', text: Array(n).fill('w').join(' '), terms: '' }] });
    expect([0, 200, 201, 999].map((n) => readingTime(words(n)))).toEqual([1, 1, 2, 5]);
  });
});

describe('feeds', () => {
  const config = { url: 'https://x.example', baseUrl: '/docs/', title: 'T & T', blog: { title: 'Blog <b>', description: 'd"', postsPerPage: 10, showReadingTime: true }, i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en' } } } } as unknown as Config;
  const post = {
    kind: 'blog-post',
    route: '/docs/blog/a b',
    title: 'Less < more & "quotes" \u0007bell',
    description: "it's",
    doc: doc(),
    post: { date: '2024-01-15T00:00:00.000Z', authors: [{ name: 'A & B', url: 'https://a.example/?x=1&y=2' }], tags: [{ label: 'c&d', route: '/docs/blog/tags/c-d' }], readingTime: 1, truncated: false, body: '<p><a href="/docs/x">x</a> <img src="/docs/i.png"> <a href="//cdn.example/y">y</a></p>' }
  } as unknown as Page;
  it('are well-formed XML with hostile titles, and make root-relative links absolute', () => {
    for (const xml of [rssFeed([post], config), atomFeed([post], config)]) {
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xml).toContain('https://x.example/docs/blog/a%20b');
      expect(xml).toContain('href=&quot;https://x.example/docs/x&quot;');
      expect(xml).toContain('src=&quot;https://x.example/docs/i.png&quot;');
      expect(xml).toContain('href=&quot;//cdn.example/y&quot;');
      expect(xml).not.toContain('\u0007');
    }
  });
});
