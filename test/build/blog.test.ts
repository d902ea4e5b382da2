// The blog fixture built: blog routes and pages, feeds, sitemap, docs tags, standalone pages, search types; and the errors.
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/blog');
const tmp = path.resolve(import.meta.dirname, '../.tmp/build-blog');
const out = path.join(tmp, 'out');
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const chunk = (route: string) => JSON.parse(read(`__data/${route || '_'}.json`)) as { title: string; html: string; sidebar?: string; tocHtml: string };

beforeAll(() => rmSync(tmp, { recursive: true, force: true }));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the blog fixture', () => {
  let result: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    result = await build({ root: fixture, outDir: out });
  });

  it('builds the blog, docs tags and the standalone page with no findings', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.site.pages.map((p) => p.route).sort()).toEqual([
      '/docs/',
      '/docs/about',
      '/docs/blog',
      '/docs/blog/2024/01/15/welcome',
      '/docs/blog/2024/02/01/folder-post',
      '/docs/blog/2024/03/10/third',
      '/docs/blog/authors',
      '/docs/blog/newest',
      '/docs/blog/page/2',
      '/docs/blog/tags',
      '/docs/blog/tags/news',
      '/docs/blog/tags/release',
      '/docs/guide/setup',
      '/docs/tags',
      '/docs/tags/getting-started',
      '/docs/tags/ref',
      '/docs/untagged'
    ]);
  });

  it('lists posts newest first, postsPerPage to a page, with excerpts and "Read more" for truncated posts', () => {
    const first = chunk('blog').html;
    const titles = (html: string) => [...html.matchAll(/<h2 class="blog-preview-title"><a href="([^"]+)">/g)].map((m) => m[1]);
    expect(titles(first)).toEqual(['/docs/blog/newest', '/docs/blog/2024/03/10/third']);
    expect(titles(chunk('blog/page/2').html)).toEqual(['/docs/blog/2024/02/01/folder-post', '/docs/blog/2024/01/15/welcome']);
    expect(first).toContain('aria-label="Read more about The newest post">Read more</a>');
    // The third post has no truncate marker: all of it is shown, with no "Read more".
    expect(first).not.toContain('Read more about Third post');
    expect(first).toMatch(/pagination-next" href="\/docs\/blog\/page\/2"><span class="pagination-sub">Older entries/);
    const second = chunk('blog/page/2').html;
    expect(second).toMatch(/pagination-prev" href="\/docs\/blog"><span class="pagination-sub">Newer entries/);
    expect(second).toContain('This is the excerpt of the welcome post');
    expect(second).not.toContain('quasarwhistle');
    // Excerpts lose their heading ids: the list page holds several posts.
    expect(second).not.toContain('id="long-part"');
    expect(read('blog/index.html')).toContain('<title>Blog | Blogfix</title>');
  });

  it('renders a post with its date, authors, tags, reading time and newer/older links, without the docs sidebar', () => {
    const post = chunk('blog/2024/02/01/folder-post');
    expect(post.title).toBe('A post in a folder');
    expect(post.sidebar).toBeUndefined();
    expect(post.html).toContain('<time datetime="2024-02-01T00:00:00.000Z">February 1, 2024</time>');
    // 500 words at 200 a minute.
    expect(post.html).toContain('<span class="blog-reading-time">3 min read</span>');
    expect(post.html).toContain('<a href="https://example.com/ada">Ada Lovelace</a>');
    expect(post.html).toContain('src="/docs/img/ada.svg"');
    expect(post.html).toContain('<a class="tag" href="/docs/blog/tags/news">news</a>');
    expect(post.html).toMatch(/pagination-prev" href="\/docs\/blog\/2024\/03\/10\/third"><span class="pagination-sub">Newer post<\/span><span class="pagination-label">Third post/);
    expect(post.html).toMatch(/pagination-next" href="\/docs\/blog\/2024\/01\/15\/welcome"><span class="pagination-sub">Older post/);
    // Docusaurus takes a post's `# Title` out before it gives ids (a doc's after): "## Third post" is #third-post.
    expect(chunk('blog/2024/03/10/third').html).toContain('<h2 id="third-post" class="anchor">');
    const welcome = chunk('blog/2024/01/15/welcome');
    expect(welcome.html).toContain('quasarwhistle');
    expect(welcome.html).not.toContain('truncate');
    expect(welcome.html).toContain('Grace Hopper');
    expect(welcome.html).toContain('href="/docs/guide/setup"');
    expect(read('blog/2024/01/15/welcome/index.html')).not.toContain('class="sidebar"');
  });

  it('lists the authors of authors.yml with their posts\' count, as Docusaurus 3.5 does', () => {
    const authors = chunk('blog/authors');
    expect(authors.title).toBe('Authors');
    expect(authors.html).toContain('<a href="https://example.com/ada">Ada Lovelace</a></span><small class="blog-author-title">Analyst</small><small class="blog-author-count">2 posts</small>');
  });

  it('makes a tags list and a page per tag', () => {
    expect(chunk('blog/tags').html).toContain('<a class="tag" href="/docs/blog/tags/release">release <span class="tag-count">2</span></a>');
    const release = chunk('blog/tags/release');
    expect(release.title).toBe('2 posts tagged with "release"');
    expect(release.html).toContain('href="/docs/blog/2024/03/10/third"');
    expect(release.html).toContain('href="/docs/blog/2024/01/15/welcome"');
    expect(release.html).not.toContain('href="/docs/blog/newest"');
  });

  it('writes RSS and Atom feeds that parse as XML, with absolute, escaped links', () => {
    for (const file of ['blog/rss.xml', 'blog/atom.xml']) {
      const xml = read(file);
      expect(XMLValidator.validate(xml), file).toBe(true);
      expect(xml).toContain('https://blog.example/docs/blog/2024/01/15/welcome');
      expect(xml).toContain('href=&quot;https://blog.example/docs/guide/setup&quot;');
      expect(xml).toContain('&amp;#38; an ampersand');
      expect(xml).not.toMatch(/href=&quot;\/docs/);
    }
    expect(read('blog/rss.xml')).toMatch(/<item>\n<title>The newest post<\/title>/);
    expect(read('blog/atom.xml')).toContain('<link rel="self" href="https://blog.example/docs/blog/atom.xml"/>');
    expect(read('about/index.html')).toContain('<link rel="alternate" type="application/rss+xml" href="/docs/blog/rss.xml" title="Blog RSS Feed">');
  });

  it('puts the blog, the tags and the standalone page in the sitemap', () => {
    const sitemap = read('sitemap.xml');
    expect(XMLValidator.validate(sitemap)).toBe(true);
    for (const r of ['blog', 'blog/page/2', 'blog/newest', 'blog/tags/news', 'about', 'tags/getting-started']) expect(sitemap).toContain(`<loc>https://blog.example/docs/${r}</loc>`);
  });

  it('shows docs tags below the doc and lists each tag\'s docs with their descriptions', () => {
    expect(chunk('').html).toMatch(/<div class="tags-row"><b>Tags:<\/b><ul class="tags-list"><li><a class="tag" href="\/docs\/tags\/getting-started">getting started<\/a><\/li><li><a class="tag" href="\/docs\/tags\/ref">Reference<\/a>/);
    expect(chunk('untagged').html).not.toContain('tags-row');
    expect(chunk('tags').html).toContain('href="/docs/tags/ref">Reference <span class="tag-count">1</span>');
    const tag = chunk('tags/getting-started');
    expect(tag.title).toBe('2 docs tagged with "getting started"');
    expect(tag.html).toContain('<a href="/docs/guide/setup">Setup</a><p>How to set the fixture up.</p>');
    expect(tag.html).toContain('<a href="/docs/">Introduction</a><p>Where the fixture starts.</p>');
  });

  it('renders pages/about.md at /docs/about with a TOC and no sidebar', () => {
    const about = chunk('about');
    expect(about.title).toBe('About us');
    expect(about.sidebar).toBeUndefined();
    expect(about.tocHtml).toBe('<ul><li><a href="#team">Team</a><ul><li><a href="#history">History</a></li></ul></li><li><a href="#contact">Contact</a></li></ul>');
    expect(read('about/index.html')).toContain('<div class="toc-body">');
    expect(read('about/index.html')).toContain('Blogfix footer');
  });

  it('indexes posts as type blog and pages as type other; list and tag pages are not indexed', () => {
    const index = JSON.parse(read('search-index-docs-default-current.json')) as { pages: Array<{ route: string; type: string }> };
    const types = Object.fromEntries(index.pages.map((p) => [p.route, p.type]));
    expect(types['/docs/about']).toBe('other');
    expect(types['/docs/blog/2024/01/15/welcome']).toBe('blog');
    expect(types['/docs/guide/setup']).toBe('docs');
    expect(types['/docs/blog']).toBeUndefined();
    expect(types['/docs/tags/ref']).toBeUndefined();
  });
});

describe('a site without a blog, tags or pages', () => {
  it('gets no blog, tags or feed files', async () => {
    const basicOut = path.join(tmp, 'basic');
    const r = await build({ root: path.resolve(import.meta.dirname, '../fixtures/basic'), outDir: basicOut });
    expect(r.site.pages.every((p) => !p.kind)).toBe(true);
    for (const f of ['blog', 'tags', 'blog/rss.xml']) expect(existsSync(path.join(basicOut, f)), f).toBe(false);
    expect(readFileSync(path.join(basicOut, 'index.html'), 'utf8')).not.toContain('application/rss+xml');
  });
});

/** A copy of the fixture with `edit` applied, checked: its diagnostics, or the config error. */
async function variant(name: string, edit: (root: string) => void) {
  const root = path.join(tmp, name);
  cpSync(fixture, root, { recursive: true });
  edit(root);
  try {
    return (await check({ root })).diagnostics;
  } catch (error) {
    if (error instanceof DocgenError) return error.diagnostics;
    throw error;
  }
}
const write = (root: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const show = (ds: Array<{ file: string; line?: number; column?: number; severity: string; message: string }>) => ds.map((d) => `${path.relative(tmp, path.resolve(d.file))}:${d.line}:${d.column}: ${d.severity}: ${d.message}`);

describe('blog and pages errors name file:line:col', () => {
  it('reports a broken link in a post at blog/file.md:line:col', async () => {
    const ds = await variant('broken-link', (root) => write(root, 'blog/2024-05-01-broken.md', '---\ntitle: Broken\n---\n\nSee [nothing](./missing.md).\n'));
    expect(show(ds)).toEqual(['broken-link/blog/2024-05-01-broken.md:5:5: warning: broken link: no page for "blog/missing.md" (link "./missing.md")']);
  });

  it('finds the pages the build makes, linked from a doc (the blog list, its second page, archive and tags, the docs\' tags); a list page past the last is broken', async () => {
    const links = ['/blog', '/blog/page/2', '/blog/tags', '/blog/tags/release', '/docs/tags', '/blog/page/9'];
    const ds = await variant('generated-links', (root) => write(root, 'content/linking.md', `---\ntitle: Linking\n---\n\n${links.map((l) => `[${l}](${l})`).join('\n')}\n`));
    expect(show(ds)).toEqual(['generated-links/content/linking.md:10:1: warning: broken link: no page at "/docs/blog/page/9" (link "/blog/page/9")']);
  });

  it('rejects impossible dates, in the file name and in the frontmatter; a day its month lacks is carried over with a warning', async () => {
    const ds = await variant('bad-date', (root) => {
      write(root, 'blog/2024-13-45-bad.md', '---\ntitle: Bad\n---\n\nText.\n');
      write(root, 'blog/undated.md', '---\ntitle: Undated\ndate: next tuesday\n---\n\nText.\n');
      write(root, 'blog/nodate.md', '---\ntitle: No date\n---\n\nText.\n');
      // A day its month lacks is carried over, as Docusaurus reads it (two of Babel's posts): a warning only.
      write(root, 'blog/leap.md', '---\ntitle: Leap\ndate: 2017-02-29 11:00:00\n---\n\nText.\n');
    });
    expect(show(ds)).toEqual([
      'bad-date/blog/2024-13-45-bad.md:1:1: error: invalid date "2024-13-45" in the file name',
      'bad-date/blog/leap.md:3:7: warning: date "2017-02-29 11:00:00" does not exist: the post is dated 2017-03-01, as Docusaurus reads it',
      'bad-date/blog/nodate.md:1:1: error: a blog post needs a date',
      'bad-date/blog/undated.md:3:7: error: invalid date "next tuesday"'
    ]);
  });

  // Flow's blog names posts 2019-4-9-…; Docusaurus takes one-digit months and days, and dates in folders.
  it('dates a post by a file name whose month and day have one digit, or by its folders, at the route they write', async () => {
    const root = path.join(tmp, 'short-dates');
    cpSync(fixture, root, { recursive: true });
    write(root, 'blog/2019-4-9-short.md', '# Short\n\nText.\n');
    write(root, 'blog/2018/11/30/foldered.md', '# Foldered\n\nText.\n');
    const result = await build({ root, outDir: path.join(root, 'build') });
    expect(result.diagnostics.filter((d) => /short|foldered/.test(d.file))).toEqual([]);
    const posts = new Map(result.site.posts.map((p) => [p.title, [p.post!.date, p.route]]));
    expect(posts.get('Short')).toEqual(['2019-04-09T00:00:00.000Z', '/docs/blog/2019/4/9/short']);
    expect(posts.get('Foldered')).toEqual(['2018-11-30T00:00:00.000Z', '/docs/blog/2018/11/30/foldered']);
  });

  it('shows the author of Docusaurus\'s older author keys (author, authorURL, authorImageURL: Ent\'s posts) on the post', async () => {
    const root = path.join(tmp, 'legacy-author');
    cpSync(fixture, root, { recursive: true });
    write(root, 'blog/2024-07-01-legacy.md', '---\ntitle: Legacy\nauthor: Rotem Tamir\nauthorURL: "https://github.com/rotemtam"\nauthorImageURL: "https://img.example/rotem.png"\n---\n\nText.\n');
    const result = await build({ root, outDir: path.join(root, 'build') });
    expect(result.diagnostics.filter((d) => d.file.includes('legacy'))).toEqual([]);
    const post = result.site.posts.find((p) => p.title === 'Legacy')!;
    expect(post.post!.authors).toEqual([{ name: 'Rotem Tamir', url: 'https://github.com/rotemtam', imageUrl: 'https://img.example/rotem.png' }]);
    const html = readFileSync(path.join(root, 'build/blog/2024/07/01/legacy/index.html'), 'utf8');
    expect(html).toContain('Rotem Tamir');
    expect(html).toContain('https://img.example/rotem.png');
  });

  // Fiber's blog sets both to 'warn' (Docusaurus's default, which its adapter gives a Docusaurus site); docgen's is 'ignore'.
  it('reports a post without a truncation marker and an inline author as blog.onUntruncatedBlogPosts and blog.onInlineAuthors ask', async () => {
    const root = path.join(tmp, 'reports');
    cpSync(fixture, root, { recursive: true });
    const config = path.join(root, 'site.config.ts');
    const configText = readFileSync(config, 'utf8');
    const withOptions = (options: string) => writeFileSync(config, configText.replace('blog: {', `blog: {\n    ${options},`));
    const at = (d: { file: string; line?: number; column?: number; severity: string; message: string }) => `${path.basename(d.file)}:${d.line}:${d.column} ${d.severity} ${d.message}`;
    withOptions("onUntruncatedBlogPosts: 'warn', onInlineAuthors: 'warn'");
    const warned = await build({ root, outDir: path.join(root, 'build') });
    expect(warned.diagnostics.map(at)).toEqual([
      '2024-01-15-welcome.md:4:3 warning an author is written inline, not named from authors.yml',
      '2024-03-10-third.md:1:1 warning this post has no truncation marker: the list pages show all of it'
    ]);
    withOptions("onInlineAuthors: 'throw'");
    const error = await build({ root, outDir: path.join(root, 'build') }).catch((e: unknown) => e);
    expect((error as DocgenError).diagnostics.map(at)).toEqual(['2024-01-15-welcome.md:4:3 error an author is written inline, not named from authors.yml']);
    withOptions("onInlineAuthors: 'never'");
    const bad = await build({ root, outDir: path.join(root, 'build') }).catch((e: unknown) => e);
    expect((bad as DocgenError).diagnostics.map((d) => d.message).join('\n')).toMatch(/onInlineAuthors/);
  });

  // Docusaurus dates such a post by its file (its adapter sets blog.dateFromFile): agenta's blog has two.
  it('with blog.dateFromFile, dates a post that gives no date by its file, with a warning; its own date still wins', async () => {
    const root = path.join(tmp, 'file-date');
    cpSync(fixture, root, { recursive: true });
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('blog: {', 'blog: {\n    dateFromFile: true,'));
    write(root, 'blog/notes/nodate.md', '---\ntitle: No date\n---\n\nText.\n');
    write(root, 'blog/dated.md', '---\ntitle: Dated\ndate: 2020-02-02\n---\n\nText.\n');
    const made = statSync(path.join(root, 'blog/notes/nodate.md')).birthtimeMs;
    const result = await build({ root, outDir: path.join(root, 'build') });
    expect(show(result.diagnostics.filter((d) => d.file.includes('date')))).toEqual([
      `file-date/blog/notes/nodate.md:1:1: warning: a blog post with no date in its name or frontmatter: dated ${new Date(made).toISOString().slice(0, 10)}, when its file was first committed (or made), as Docusaurus dates it`
    ]);
    const posts = new Map(result.site.posts.map((p) => [p.title, p.post!.date]));
    expect(posts.get('No date')).toBe(new Date(made).toISOString());
    expect(posts.get('Dated')).toBe('2020-02-02T00:00:00.000Z');
  });

  it('rejects an unknown author and a duplicate slug (a post without a title is named by its file: see frontmatter-docus)', async () => {
    const ds = await variant('bad-posts', (root) => {
      write(root, 'blog/2024-06-01-untitled.md', 'No title here.\n');
      write(root, 'blog/2024-06-02-who.md', '---\ntitle: Who\nauthors: [ada, bob]\n---\n\nText.\n');
      write(root, 'blog/2024-06-03-again.md', '---\ntitle: Again\nslug: newest\n---\n\nText.\n');
    });
    expect(show(ds)).toEqual([
      'bad-posts/blog/2024-06-02-who.md:3:10: error: unknown author "bob": add it to authors.yml in the blog folder, or write it inline as {name, title, url, image_url}',
      // Posts are newest first: the older post's slug: line is the later claim on the route.
      expect.stringMatching(/^bad-posts\/blog\/2024-04-01-newest\.md:3:7: error: route "\/docs\/blog\/newest" is used by both \S*bad-posts\/blog\/2024-06-03-again\.md and \S*bad-posts\/blog\/2024-04-01-newest\.md$/)
    ]);
  });

  // developer.overheid.nl's team: Docusaurus 3.5's author pages.
  it('gives an author with page a page of their posts below {blog}/authors (blog.authorsBasePath), paginated there, and links their name to it', async () => {
    const root = path.join(tmp, 'author-pages');
    cpSync(fixture, root, { recursive: true });
    write(root, 'blog/authors.yml', "ada:\n  name: Ada Lovelace\n  page: true\n  description: Counts engines.\n  socials: { github: ada, email: ada@example.com }\nbo:\n  name: Bo\n  page: { permalink: /team/bo }\ncy:\n  name: Cy\n");
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('blog: { postsPerPage: 2,', "blog: { authorsBasePath: 'people', postsPerPage: 1,"));
    const built = await build({ root, outDir: path.join(root, 'out') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const at = (f: string) => readFileSync(path.join(root, 'out', f), 'utf8');
    const ada = at('blog/people/ada/index.html');
    expect(ada).toMatch(/<h1[^>]*>Ada Lovelace<\/h1>/);
    expect(ada).toContain('<meta name="description" content="Counts engines.">');
    expect(ada).toContain('<span class="blog-author-socials"><a href="https://github.com/ada" rel="noopener noreferrer" target="_blank">GitHub</a><a href="mailto:ada@example.com" rel="noopener noreferrer" target="_blank">Email</a></span>');
    expect(ada).toContain('<p><a href="/docs/blog/people">View all authors</a></p>');
    // One of her two posts a page (postsPerPage), the other on the next, at Docusaurus's path for it.
    const titles = (html: string) => [...html.matchAll(/<h2 class="blog-preview-title"><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(titles(ada)).toEqual(['/docs/blog/newest']);
    expect(titles(at('blog/people/ada/people/2/index.html'))).toEqual(['/docs/blog/2024/02/01/folder-post']);
    // Her name on a post leads to her page; Bo's page has no posts yet; Cy has none.
    expect(at('blog/newest/index.html')).toContain('<a href="/docs/blog/people/ada">Ada Lovelace</a>');
    expect(at('blog/people/team/bo/index.html')).toContain('This author has not written any posts yet.');
    expect(existsSync(path.join(root, 'out/blog/people/cy'))).toBe(false);
    expect(at('blog/people/index.html')).toContain('<a href="/docs/blog/people/team/bo">Bo</a>');
  });

  it('puts the tags and list pages at blog.tagsBasePath and blog.pageBasePath, and the docs\' tags at docs.tagsBasePath, as Docusaurus\'s options', async () => {
    const root = path.join(tmp, 'base-paths');
    cpSync(fixture, root, { recursive: true });
    const config = path.join(root, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('blog: { postsPerPage: 2,', "blog: { tagsBasePath: 'labels', pageBasePath: 'p', postsPerPage: 2,").replace('docs: { sidebars:', "docs: { tagsBasePath: '/topics/', sidebars:"));
    const built = await build({ root, outDir: path.join(root, 'out') });
    const routes = built.site.pages.map((p) => p.route);
    expect(routes).toEqual(expect.arrayContaining(['/docs/blog/p/2', '/docs/blog/labels', '/docs/blog/labels/news', '/docs/topics', '/docs/topics/getting-started']));
    expect(routes.filter((r) => /\/(tags|page)(\/|$)/.test(r))).toEqual([]);
    expect(readFileSync(path.join(root, 'out/blog/2024/02/01/folder-post/index.html'), 'utf8')).toContain('<a class="tag" href="/docs/blog/labels/news">news</a>');
  });

  // Kvrocks's authors.generated.yml.  // Kvrocks's authors.generated.yml.
  it('reads the authors from the file blog.authorsMapPath names (JSON too), and names that file for an unknown author', async () => {
    const ds = await variant('authors-map', (root) => {
      const config = path.join(root, 'site.config.ts');
      writeFileSync(config, readFileSync(config, 'utf8').replace('blog: { postsPerPage: 2,', "blog: { authorsMapPath: 'team/people.json', postsPerPage: 2,"));
      rmSync(path.join(root, 'blog/authors.yml'));
      write(root, 'blog/team/people.json', '{ "ada": { "name": "Ada Lovelace", "title": "Engineer" } }\n');
      write(root, 'blog/2024-06-02-who.md', '---\ntitle: Who\nauthors: [ada, bob]\n---\n\nText.\n');
    });
    // Only bob is unknown: ada comes from people.json (the fixture's other posts name authors of authors.yml).
    expect(show(ds).filter((d) => d.includes('2024-06-02-who'))).toEqual(['authors-map/blog/2024-06-02-who.md:3:10: error: unknown author "bob": add it to team/people.json in the blog folder, or write it inline as {name, title, url, image_url}']);
  });

  it('reports a standalone page and a doc at the same route, naming both files', async () => {
    const ds = await variant('clash', (root) => write(root, 'pages/untagged.md', '# Clash\n'));
    expect(show(ds)).toEqual([expect.stringMatching(/^clash\/pages\/untagged\.md:1:1: error: route "\/docs\/untagged" is used by both .*clash\/content\/untagged\.md and .*clash\/pages\/untagged\.md$/)]);
  });

  it('reports a doc at the route of a page docgen makes', async () => {
    const ds = await variant('clash-made', (root) => write(root, 'content/tags.md', '# Tags by hand\n'));
    expect(show(ds)).toEqual([expect.stringMatching(/^clash-made\/content\/tags\.md:1:1: error: route "\/docs\/tags" is used by both .*clash-made\/content\/tags\.md and the docs tags page$/)]);
  });

  it('requires url for a blog (the feeds link by absolute URL)', async () => {
    const ds = await variant('no-url', (root) => write(root, 'site.config.ts', readFileSync(path.join(root, 'site.config.ts'), 'utf8').replace("url: 'https://blog.example',", '')));
    expect(ds.map((d) => d.message)).toEqual([expect.stringMatching(/^config "url" is required when the site has a blog/)]);
  });

  it('rejects a blog folder inside the content folder', async () => {
    const ds = await variant('blog-in-content', (root) => write(root, 'site.config.ts', readFileSync(path.join(root, 'site.config.ts'), 'utf8').replace("title: 'Blogfix',", "title: 'Blogfix', blogDir: 'content/guide',")));
    expect(ds.map((d) => d.message)).toEqual([expect.stringMatching(/^config "blogDir" must be a folder outside contentDir/)]);
  });

  it('rejects a bad blog config key', async () => {
    const ds = await variant('bad-key', (root) => write(root, 'site.config.ts', readFileSync(path.join(root, 'site.config.ts'), 'utf8').replace('postsPerPage: 2', 'postsPerPage: 0')));
    expect(ds.map((d) => `${d.line}: ${d.message}`)).toEqual(['8: config "blog.postsPerPage" must be 1 or more']);
  });
});

describe('trailingSlash: true', () => {
  it('gives the blog and tag pages a trailing slash, as the docs get', async () => {
    const root = path.join(tmp, 'slash');
    cpSync(fixture, root, { recursive: true });
    write(root, 'site.config.ts', readFileSync(path.join(root, 'site.config.ts'), 'utf8').replace("title: 'Blogfix',", "title: 'Blogfix', trailingSlash: true,"));
    const r = await build({ root, outDir: path.join(root, 'build') });
    expect(r.diagnostics).toEqual([]);
    const routes = r.site.pages.map((p) => p.route);
    expect(routes.filter((p) => !p.endsWith('/'))).toEqual([]);
    expect(routes).toEqual(expect.arrayContaining(['/docs/blog/', '/docs/blog/page/2/', '/docs/blog/tags/news/', '/docs/tags/ref/', '/docs/blog/2024/01/15/welcome/']));
    expect(r.site.pages.find((p) => p.route === '/docs/blog/')!.html).toContain('href="/docs/blog/page/2/"');
  });
});

// Kuizuo's blog: `readingTime: ({ content, defaultReadingTime }) => defaultReadingTime({ content, options: { wordsPerMinute: 300 } })`.
describe('blog.readingTime', () => {
  it("shows the minutes the site's function gives, rounded up (none where it gives undefined); one that throws or gives no number is an error at the post", async () => {
    const root = path.join(tmp, 'reading-time');
    cpSync(fixture, root, { recursive: true });
    const config = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    const fn = "readingTime: ({ content, frontMatter, locale, defaultReadingTime }) => (frontMatter.title === 'Third post' ? undefined : content.includes('quasarwhistle') ? defaultReadingTime({ content: 'word '.repeat(1000) + locale, options: { wordsPerMinute: 300 } }) : 0.2),";
    write(root, 'site.config.ts', config.replace('showReadingTime: true', `showReadingTime: true, ${fn}`));
    const r = await build({ root, outDir: path.join(root, 'build') });
    const html = (route: string) => r.site.pages.find((p) => p.route === route)!.html;
    // 1,001 words at 300 a minute: 3.34, shown as 4; the locale given is the site's (`en`, a word too).
    expect(html('/docs/blog/2024/01/15/welcome')).toContain('<span class="blog-reading-time">4 min read</span>');
    expect(html('/docs/blog/2024/02/01/folder-post')).toContain('<span class="blog-reading-time">1 min read</span>');
    expect(html('/docs/blog/2024/03/10/third')).toContain('March 10, 2024');
    expect(html('/docs/blog/2024/03/10/third')).not.toContain('min read');
    write(root, 'site.config.ts', config.replace('showReadingTime: true', "showReadingTime: true, readingTime: ({ frontMatter }) => { if (frontMatter.title === 'Third post') throw new Error('no words'); return 'soon'; },"));
    const failed = await check({ root });
    expect(failed.diagnostics.filter((d) => d.message.startsWith('blog.readingTime')).map((d) => `${path.relative(root, path.resolve(d.file))}: ${d.message}`).sort()).toEqual([
      'blog/2024-01-15-welcome.md: blog.readingTime returned string, not a number of minutes or undefined',
      'blog/2024-02-01-folder-post/index.md: blog.readingTime returned string, not a number of minutes or undefined',
      'blog/2024-03-10-third.md: blog.readingTime threw: no words',
      'blog/2024-04-01-newest.md: blog.readingTime returned string, not a number of minutes or undefined'
    ]);
  });
});

// Rainbond's `sortPosts: 'descending'`, Docusaurus 3.6's option; `ascending`, oldest first.
describe('blog.sortPosts', () => {
  it("lists the posts oldest first with 'ascending'; another value is refused at its key", async () => {
    const root = path.join(tmp, 'sort-posts');
    cpSync(fixture, root, { recursive: true });
    const config = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    write(root, 'site.config.ts', config.replace('showReadingTime: true', "showReadingTime: true, sortPosts: 'ascending'"));
    const r = await build({ root, outDir: path.join(root, 'build') });
    const list = (route: string) => [...r.site.pages.find((p) => p.route === route)!.html.matchAll(/<h2 class="blog-preview-title"><a href="([^"]+)">/g)].map((m) => m[1]);
    expect([...list('/docs/blog'), ...list('/docs/blog/page/2')]).toEqual(['/docs/blog/2024/01/15/welcome', '/docs/blog/2024/02/01/folder-post', '/docs/blog/2024/03/10/third', '/docs/blog/newest']);
    const refused = await variant('sort-posts-bad', (r) => write(r, 'site.config.ts', config.replace('showReadingTime: true', "showReadingTime: true, sortPosts: 'oldest'")));
    expect(refused.map((d) => d.message)).toEqual(['config "blog.sortPosts" must be one of "ascending", "descending", got string "oldest"']);
  });
});

describe('blog.showReadingTime: false', () => {
  it('shows no reading time', async () => {
    const root = path.join(tmp, 'no-reading');
    cpSync(fixture, root, { recursive: true });
    write(root, 'site.config.ts', readFileSync(path.join(root, 'site.config.ts'), 'utf8').replace('showReadingTime: true', 'showReadingTime: false'));
    const r = await build({ root, outDir: path.join(root, 'build') });
    const post = r.site.pages.find((p) => p.route === '/docs/blog/2024/02/01/folder-post')!;
    expect(post.html).toContain('February 1, 2024');
    expect(post.html).not.toContain('min read');
  });
});
