// Frontmatter YAML: what js-yaml 3 (the reader gray-matter uses) accepts builds, with the data it gives; broken YAML stays an error.
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../../src/markdown/frontmatter.js';

const read = (yaml: string) => parseFrontmatter(yaml, 'page.md', 2);

/**
 * Cases the strict YAML 1.2 reader refuses and js-yaml 3.15 accepts, with the data js-yaml 3.15 gives (each was run
 * through `require('js-yaml').safeLoad`, timestamps written back as their text).
 */
const LENIENT: Array<[string, string, Record<string, unknown>]> = [
  ['two keys on one line after a flow list (a real blog post)', 'title: Post\nauthors: [a] tags: [b]\n', { title: 'Post', authors: ['a'], tags: ['b'] }],
  ['three flow values on one line', 'keywords: [x] tags: [y] sidebar_position: 3\n', { keywords: ['x'], tags: ['y'], sidebar_position: 3 }],
  ['a flow map, then a key', 'sidebar_custom_props: {x: 1} description: d\n', { sidebar_custom_props: { x: 1 }, description: 'd' }],
  ['a quoted value, then a key', 'title: "x" description: y\n', { title: 'x', description: 'y' }],
  ['a flow list over lines, then a key', 'tags: [\n a\n] title: t\n', { tags: ['a'], title: 't' }],
  ['a sequence indented with a tab', 'title: x\ntags:\n\t- a\n', { title: 'x', tags: ['a'] }],
  ['a key indented with a tab', 'title: 1\n\tdescription: 2\n', { title: '1', description: '2' }],
  ['a date, kept as written', 'authors: [a] date: 2024-01-15\n', { authors: ['a'], date: '2024-01-15' }]
];

describe('lenient YAML', () => {
  it.each(LENIENT)('reads %s as js-yaml 3 does, with a warning', (_, yaml, data) => {
    const { data: got, diagnostics } = read(yaml);
    expect(got).toEqual(data);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/^frontmatter is not valid YAML \(.*\); read leniently, as js-yaml 3 reads it$/) })]);
  });

  it('points the warning at the spot the strict reader stopped, and finds each key for later messages', () => {
    const { diagnostics, positions } = read('title: Post\nauthors: [a] tags: [b]\n');
    expect(diagnostics[0]).toMatchObject({ file: 'page.md', line: 3, column: 14 });
    expect(positions).toMatchObject({ title: { line: 2, column: 8 }, authors: { line: 3, column: 10 }, tags: { line: 3, column: 20 }, tagAt: [{ line: 3, column: 20 }] });
  });

  it('still checks the types of what the lenient reader read', () => {
    const { data, diagnostics } = read('hide_title: [a] draft: maybe\n');
    expect(data).toEqual({});
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      expect.stringContaining('read leniently'),
      '2:24 invalid frontmatter: "draft" must be a boolean, got "maybe"',
      '2:13 invalid frontmatter: "hide_title" must be a boolean, got ["a"]'
    ]);
  });

  it.each([
    ['a duplicate key', 'title: a\ntitle: b\n', 3, 1],
    ['text after a flow list', 'title: [WIP] fix\n', 2, 14],
    ['an unclosed quote', 'title: "abc\n', 2, 12],
    ['a colon in a plain value', 'title: Foo: bar\n', 2, 8],
    ['two plain pairs on one line', 'a: 1 b: 2\n', 2, 4],
    ['two tab-indented list items (js-yaml 3 refuses these too)', 'tags:\n\t- a\n\t- b\n', 3, 1]
  ])('keeps %s an error at file:line:col', (_, yaml, line, column) => {
    const { data, diagnostics } = read(yaml);
    expect(data).toEqual({});
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const d of diagnostics) expect(d).toMatchObject({ file: 'page.md', severity: 'error', message: expect.stringMatching(/^invalid frontmatter: /) });
    expect(diagnostics[0]).toMatchObject({ line, column });
  });

  it('reads YAML merge keys', () => {
    expect(read('base: &b {x: 1}\nsidebar_custom_props:\n  <<: *b\n  y: 2\n').data.sidebar_custom_props).toEqual({ x: 1, y: 2 });
  });
});

describe('frontmatter keys', () => {
  it('takes the page-level keys, keeping null where it means none', () => {
    const yaml = [
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 5',
      'pagination_next: guide/b',
      'pagination_prev: null',
      'pagination_label: Short',
      'custom_edit_url: null',
      'displayed_sidebar: api',
      'sidebar_class_name: red',
      'sidebar_custom_props: {badge: new}',
      'unlisted: true',
      'image: /img/card.png',
      'keywords: one',
      'last_update:\n  date: 2024-01-15\n  author: Ann',
      'title:'
    ].join('\n');
    expect(read(`${yaml}\n`)).toMatchObject({
      data: {
        toc_min_heading_level: 2,
        toc_max_heading_level: 5,
        pagination_next: 'guide/b',
        pagination_prev: null,
        pagination_label: 'Short',
        custom_edit_url: null,
        displayed_sidebar: 'api',
        sidebar_class_name: 'red',
        sidebar_custom_props: { badge: 'new' },
        unlisted: true,
        image: '/img/card.png',
        keywords: ['one'],
        last_update: { date: '2024-01-15', author: 'Ann' }
      },
      diagnostics: []
    });
    expect('title' in read(`${yaml}\n`).data).toBe(false);
  });

  it.each([
    ['toc_min_heading_level: 1', 'invalid frontmatter: "toc_min_heading_level" must be a heading level, a whole number from 2 to 6, got 1'],
    ['toc_max_heading_level: 3.5', 'invalid frontmatter: "toc_max_heading_level" must be a heading level, a whole number from 2 to 6, got 3.5'],
    ['toc_min_heading_level: 4\ntoc_max_heading_level: 3', 'invalid frontmatter: "toc_min_heading_level" (4) must not be above "toc_max_heading_level" (3)'],
    ['pagination_next: [a]', 'invalid frontmatter: "pagination_next" must be a doc id, or null for none, got ["a"]'],
    ['custom_edit_url: {}', 'invalid frontmatter: "custom_edit_url" must be a URL, or null for none, got {}'],
    ['displayed_sidebar: [x]', 'invalid frontmatter: "displayed_sidebar" must be a sidebar name, or null for none, got ["x"]'],
    ['sidebar_custom_props: nope', 'invalid frontmatter: "sidebar_custom_props" must be an object of key: value pairs, got "nope"'],
    ['unlisted: sometimes', 'invalid frontmatter: "unlisted" must be a boolean, got "sometimes"'],
    ['last_update: {}', 'invalid frontmatter: "last_update" must be an object with an author (a string) and/or a date (such as 2024-01-15), got {}'],
    ['last_update: {date: someday}', 'invalid frontmatter: "last_update" must be an object with an author (a string) and/or a date (such as 2024-01-15), got {"date":"someday"}'],
    ['draft: true\nunlisted: true', 'invalid frontmatter: a page cannot be both draft and unlisted']
  ])('rejects %j with a clear message at the value', (yaml, message) => {
    const { diagnostics } = read(`${yaml}\n`);
    expect(diagnostics.map((d) => d.message)).toEqual([message]);
    expect(diagnostics[0].line).toBeGreaterThanOrEqual(2);
    expect(diagnostics[0].column).toBeGreaterThan(1);
  });

  it('reads numbers and booleans written as text as Docusaurus\'s schema converts them (Arbitrum: `sidebar_position: \'2\'`)', () => {
    const { data, diagnostics } = read("sidebar_position: '2'\ntoc_max_heading_level: ' 4 '\nhide_title: 'TRUE'\ndraft: 'false'\n");
    expect([data.sidebar_position, data.toc_max_heading_level, data.hide_title, data.draft, diagnostics]).toEqual([2, 4, true, false, []]);
    expect(read("sidebar_position: 'second'\n").diagnostics.map((d) => d.message)).toEqual(['invalid frontmatter: "sidebar_position" must be a number, got "second"']);
    expect(read("sidebar_position: ''\n").diagnostics.map((d) => d.message)).toEqual(['invalid frontmatter: "sidebar_position" must be a number, got ""']);
    expect(read("toc_min_heading_level: '1'\n").diagnostics).toHaveLength(1);
  });

  it('reads numbers in keywords and tags as their text, as Docusaurus does (Fiber: `keywords: [404, not found]`)', () => {
    const { data, diagnostics } = read('keywords: [404, not found, true]\ntags: [2021, go]\n');
    expect([data.keywords, data.tags, diagnostics]).toEqual([['404', 'not found', 'true'], ['2021', 'go'], []]);
    expect(read('keywords: [[a]]\n').diagnostics.map((d) => d.message)).toEqual(['invalid frontmatter: "keywords" must be a list of strings, got [["a"]]']);
  });

  it('takes an image given relative to the page as it is, with its place (the link step copies the file)', () => {
    const { data, positions, diagnostics } = read('image: ./card.png\n');
    expect([data.image, positions.image, diagnostics]).toEqual(['./card.png', { line: 2, column: 8 }, []]);
  });
});

describe("Docusaurus's older keys for a post's one author", () => {
  it('read as that author (Ent\'s posts), the snake_case spelling first', () => {
    const { data, positions, diagnostics } = read('title: Post\nauthor: Rotem Tamir\nauthorURL: "https://github.com/rotemtam"\nauthorImageURL: https://img.example/r.png\nauthor_title: Maintainer\nauthorTitle: ignored\nauthorTwitter: _rtam\n');
    expect(data.authors).toEqual({ name: 'Rotem Tamir', url: 'https://github.com/rotemtam', image_url: 'https://img.example/r.png', title: 'Maintainer' });
    expect(positions.authors).toEqual({ line: 3, column: 1 });
    expect(diagnostics).toEqual([]);
  });

  it('a link among them that runs script is removed with a warning at its line', () => {
    const { data, diagnostics } = read('author: Eve\nauthorURL: "javascript:alert(1)"\n');
    expect(data.authors).toEqual({ name: 'Eve' });
    expect(diagnostics).toEqual([expect.objectContaining({ file: 'page.md', line: 3, severity: 'warning', column: 12, message: 'unsafe authorURL "javascript:alert(1)" removed: javascript: URLs run script' })]);
  });

  it('beside "authors" are left out with a warning at the older key (Docusaurus refuses the mix in a post; a doc may hold any key)', () => {
    const { data, diagnostics } = read('authors: [a]\nauthor: B\n');
    expect(data.authors).toEqual(['a']);
    expect(diagnostics).toEqual([expect.objectContaining({ line: 3, column: 1, severity: 'warning', message: '"author" is left out: "authors" names the post\'s authors' })]);
  });
});
