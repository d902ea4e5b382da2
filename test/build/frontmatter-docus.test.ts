// Page-level markdown as Docusaurus writers use it, through a real build of test/fixtures/front-matter-docus:
// titles from a # H1, lenient YAML, pagination keys, unlisted, displayed_sidebar, last_update, image, edit links, exclusions.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexText, readBuiltIndex } from '../search/engines.js';
import { build, check } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/front-matter-docus');
const tmp = path.resolve(import.meta.dirname, '../.tmp/frontmatter-docus');
const out = path.join(tmp, 'build');
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const h1s = (html: string) => html.match(/<h1[^>]*>.*?<\/h1>/g) ?? [];
const pager = (html: string) => /<nav class="pagination".*?<\/nav>/.exec(html)?.[0] ?? '';
const chunk = (name: string) => {
  const file = readdirSync(path.join(out, '__data'), { recursive: true, encoding: 'utf8' }).find((f) => f.replace(/\\/g, '/') === `${name}.json`)!;
  return JSON.parse(readFileSync(path.join(out, '__data', file), 'utf8'));
};

let result: Awaited<ReturnType<typeof build>>;
beforeAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  result = await build({ root: fixture, outDir: out });
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  rmSync(path.join(fixture, 'node_modules'), { recursive: true, force: true });
});

describe('the page title and its heading', () => {
  it('takes a leading # H1 as the title when the frontmatter has none, shown once, with its markup', () => {
    const html = read('index.html');
    expect(html).toContain('<title>Intro with code | Frontfix</title>');
    expect(h1s(html)).toEqual(['<h1 class="doc-title">Intro with <code>code</code></h1>']);
  });

  it('shows the # H1 written in the page even with a frontmatter title and hide_title; the title names the tab', () => {
    const html = read('both/index.html');
    expect(html).toContain('<title>Tab title | Frontfix</title>');
    expect(h1s(html)).toEqual(['<h1 class="doc-title">Shown <em>heading</em></h1>']);
    expect(chunk('both')).toMatchObject({ title: 'Tab title', heading: 'Shown <em>heading</em>' });
  });

  it('adds no title heading when the body opens with its own h1 below a paragraph; the title is the file name', () => {
    const html = read('later-h1/index.html');
    expect(html).toContain('<title>later-h1 | Frontfix</title>');
    expect(h1s(html)).toEqual([expect.stringContaining('Late title')]);
    expect(chunk('later-h1')).toMatchObject({ hideTitle: true });
  });

  it('names a blog post without a title by its file, and shows a post heading once', () => {
    expect(h1s(read('blog/2024/01/15/untitled-post/index.html'))).toEqual(['<h1 class="doc-title">untitled-post</h1>']);
    const titled = read('blog/2024/02/01/titled/index.html');
    expect(titled).toContain("<title>A post's heading | Frontfix</title>");
    expect(h1s(titled)).toHaveLength(1);
  });
});

describe('lenient YAML', () => {
  it('reads a frontmatter js-yaml 3 accepts (two keys on a line, a tab indent) as it does, with a warning at the spot', () => {
    expect(result.diagnostics.map((d) => `${path.basename(d.file)}:${d.line}:${d.column}: ${d.severity}`)).toEqual(['lenient.md:3:17: warning', '2024-01-15-untitled-post.md:2:16: warning']);
    const html = read('lenient/index.html');
    expect(html).toContain('<meta name="description" content="Written on one line">');
    expect(html).toContain('<meta name="keywords" content="one">');
    expect(html).toContain('href="/docs/tags/yaml"');
    const post = read('blog/2024/01/15/untitled-post/index.html');
    expect(post).toContain('Ann Author');
    expect(post).toContain('/docs/blog/tags/news');
  });
});

describe('pagination', () => {
  it('labels a page by its pagination_label in the others\' links', () => {
    expect(pager(read('both/index.html'))).toContain('href="/docs/guide/one"><span class="pagination-sub">Next</span><span class="pagination-label">Step one</span>');
  });

  it('skips unlisted pages, and follows pagination_prev (a doc id) and pagination_next: null', () => {
    expect(pager(read('guide/one/index.html'))).toContain('href="/docs/guide/two"><span class="pagination-sub">Next</span>');
    const two = pager(read('guide/two/index.html'));
    expect(two).toContain('href="/docs/"><span class="pagination-sub">Previous</span><span class="pagination-label">Intro with code</span>');
    expect(two).not.toContain('Next');
    expect(pager(read('guide/secret/index.html'))).toBe('');
  });

  it('shows the displayed_sidebar on a page no sidebar lists, without prev/next there', () => {
    const html = read('guide/three/index.html');
    expect(/<nav class="sidebar".*?<\/nav>/.exec(html)?.[0]).toBe('<nav class="sidebar" aria-label="Docs sidebar"><ul class="sidebar-list"><li><a class="sidebar-link" href="/docs/">Intro with code</a></li></ul></nav>');
    expect(chunk('guide/three')).toMatchObject({ sidebar: 'other' });
    expect(pager(html)).toBe('');
  });
});

describe('unlisted', () => {
  it('builds the page with noindex and a banner, and lists it in its own sidebar only', () => {
    const html = read('guide/secret/index.html');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<div class="admonition admonition-caution unlisted-banner" role="note"><div class="admonition-title">Unlisted page</div>');
    expect(html).toContain('<a class="sidebar-link active" href="/docs/guide/secret" aria-current="page">Secret guide</a>');
    expect(read('guide/one/index.html')).not.toContain('<a class="sidebar-link" href="/docs/guide/secret"');
    expect(read('guide/one/index.html')).not.toContain('name="robots"');
  });

  it('keeps it out of the sitemap and the search index', () => {
    expect(read('sitemap.xml')).not.toContain('secret');
    expect(read('sitemap.xml')).toContain('/docs/guide/one');
    expect(indexText(readBuiltIndex(out, 'search-index-docs-default-current.json'))).not.toContain('zanzibar');
  });
});

describe('page metadata and footer', () => {
  it('honours toc_max_heading_level and toc_min_heading_level', () => {
    expect(read('guide/one/index.html')).toContain('<div class="toc-body"><ul><li><a href="#level-two">Level two</a><ul><li><a href="#level-three">Level three</a><ul><li><a href="#level-four">Level four</a></li></ul></li></ul></li></ul></div>');
    expect(read('guide/three/index.html')).toContain('<div class="toc-body"><ul><li><a href="#in-the-table">In the table</a></li></ul></div>');
  });

  it('writes description, keywords and the image (with the site URL and base URL) into the head', () => {
    const html = read('guide/one/index.html');
    expect(html).toContain('<meta name="description" content="The first step">');
    expect(html).toContain('<meta name="keywords" content="guide, first">');
    expect(html).toContain('<meta property="og:image" content="https://front.example/docs/img/card.png">\n<meta name="twitter:image" content="https://front.example/docs/img/card.png">');
  });

  it('describes a page without a frontmatter description by its first paragraph, as Docusaurus does; a post too, in the feeds', () => {
    const intro = read('index.html');
    expect(intro).toContain('<meta name="description" content="The first page: its title is its heading.">\n<meta property="og:description" content="The first page: its title is its heading.">');
    expect(chunk('_')).toMatchObject({ description: 'The first page: its title is its heading.' });
    expect(read('blog/2024/01/15/untitled-post/index.html')).toContain('<meta name="description" content="No title and no heading: the file names this post.">');
    expect(read('blog/rss.xml')).toContain('<description>No title and no heading: the file names this post.</description>');
  });

  it('writes the link preview\'s title, address, locale and card, and the canonical link', () => {
    const head = read('guide/one/index.html').split('</head>')[0]!;
    for (const tag of [
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta property="og:url" content="https://front.example/docs/guide/one">',
      '<meta property="og:title" content="Guide one | Frontfix">',
      '<meta property="og:description" content="The first step">',
      '<meta property="og:locale" content="en">',
      '<link rel="canonical" href="https://front.example/docs/guide/one">'
    ]) expect(head).toContain(tag);
    // The 404 page has no address of its own.
    expect(read('404.html')).not.toMatch(/canonical|og:url/);
  });

  // MikroORM's release posts: `image: ./img/og-v6-4.png`, which Docusaurus copies as it copies the page's images.
  it('copies a frontmatter image next to the page into the site for its og:image; one that is not there is a broken image at its line', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-fm-image-'));
    try {
      cpSync(fixture, root, { recursive: true });
      mkdirSync(path.join(root, 'docs/guide/cards'));
      copyFileSync(path.join(fixture, 'static/img/card.png'), path.join(root, 'docs/guide/cards/two.png'));
      const edit = (file: string, change: (t: string) => string) => writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), 'utf8')));
      edit('docs/guide/two.md', (t) => t.replace('title: Guide two\n', 'title: Guide two\nimage: ./cards/two.png\n'));
      edit('blog/2024-02-01-titled.md', (t) => `---\nimage: ./img/gone.png\n---\n${t}`);
      const built = await build({ root, outDir: path.join(root, 'build') });
      const html = readFileSync(path.join(root, 'build/guide/two/index.html'), 'utf8');
      const url = /<meta property="og:image" content="https:\/\/front\.example\/docs\/(assets\/images\/two-[0-9a-f]{8}\.png)">/.exec(html)?.[1];
      expect(url, html.slice(0, 2000)).toBeDefined();
      expect(readFileSync(path.join(root, 'build', url!))).toEqual(readFileSync(path.join(fixture, 'static/img/card.png')));
      expect(built.diagnostics.filter((d) => d.file.endsWith('-titled.md')).map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`)).toEqual([
        expect.stringMatching(/\/blog\/2024-02-01-titled\.md:2:8: broken image: no file "blog\/img\/gone\.png" \(frontmatter image "\.\/img\/gone\.png"\)$/)
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('shows last_update as "Last updated on … by …" beside the edit link, which custom_edit_url sets', () => {
    const html = read('guide/one/index.html');
    expect(html).toContain('<div class="doc-meta-row"><div class="edit-this-page"><a href="https://example.com/edit/one" target="_blank" rel="noopener noreferrer">Edit this page</a></div><div class="last-updated">Last updated on <b><time datetime="2024-01-15T00:00:00.000Z">Jan 15, 2024</time></b> by <b>Ann Author</b></div></div>');
  });

  it('links "Edit this page" to the file below the content folder (docs/, not content/); custom_edit_url: null leaves it out', () => {
    expect(read('index.html')).toContain('<a href="https://github.com/acme/site/edit/main/docs/intro.md" target="_blank"');
    expect(read('blog/2024/02/01/titled/index.html')).toContain('href="https://github.com/acme/site/edit/main/blog/2024-02-01-titled.md"');
    expect(read('guide/two/index.html')).not.toContain('Edit this page');
  });
});

describe('last update from git', () => {
  const repo = path.join(tmp, 'git-site');
  const git = (...args: string[]) => {
    const env = { ...process.env, GIT_AUTHOR_NAME: 'Gita Committer', GIT_AUTHOR_EMAIL: 'g@example.com', GIT_COMMITTER_NAME: 'Gita Committer', GIT_COMMITTER_EMAIL: 'g@example.com', GIT_AUTHOR_DATE: '2023-03-04T12:00:00Z', GIT_COMMITTER_DATE: '2023-03-04T12:00:00Z' };
    const r = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], { cwd: repo, env, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  };

  it('shows a page\'s last commit when its frontmatter has no last_update, and the frontmatter\'s when it has', async () => {
    rmSync(repo, { recursive: true, force: true });
    mkdirSync(path.join(repo, 'content'), { recursive: true });
    writeFileSync(path.join(repo, 'site.config.ts'), 'export default { docs: { showLastUpdateTime: true, showLastUpdateAuthor: true } };\n');
    writeFileSync(path.join(repo, 'content/index.md'), '# Home\n');
    writeFileSync(path.join(repo, 'content/given.md'), '---\nlast_update:\n  author: Frontmatter Person\n---\n\n# Given\n');
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'pages');
    writeFileSync(path.join(repo, 'content/new.md'), '# Not committed\n');
    const built = await build({ root: repo, outDir: path.join(repo, 'build') });
    expect(built.diagnostics).toEqual([]);
    const page = (f: string) => readFileSync(path.join(repo, 'build', f), 'utf8');
    expect(page('index.html')).toContain('<div class="last-updated">Last updated on <b><time datetime="2023-03-04T12:00:00.000Z">Mar 4, 2023</time></b> by <b>Gita Committer</b></div>');
    expect(page('given/index.html')).toContain('on <b><time datetime="2023-03-04T12:00:00.000Z">Mar 4, 2023</time></b> by <b>Frontmatter Person</b>');
    expect(page('new/index.html')).not.toContain('last-updated');
  });

  it('warns once, at the config, when the site is not in a git work tree', async () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'docgen-nogit-'));
    try {
      writeFileSync(path.join(outside, 'site.config.ts'), 'export default { docs: { showLastUpdateTime: true } };\n');
      mkdirSync(path.join(outside, 'content'));
      writeFileSync(path.join(outside, 'content/index.md'), '---\nlast_update: {date: 2022-02-02}\n---\n\n# Home\n');
      // A released version too, with its own sidebars file: still one warning, at the config.
      writeFileSync(path.join(outside, 'versions.json'), '["1.0"]');
      mkdirSync(path.join(outside, 'versioned_docs/version-1.0'), { recursive: true });
      writeFileSync(path.join(outside, 'versioned_docs/version-1.0/index.md'), '# Home 1.0\n');
      mkdirSync(path.join(outside, 'versioned_sidebars'));
      writeFileSync(path.join(outside, 'versioned_sidebars/version-1.0-sidebars.json'), '{}');
      const built = await build({ root: outside, outDir: path.join(outside, 'build') });
      expect(built.diagnostics).toEqual([expect.objectContaining({ file: expect.stringMatching(/site\.config\.ts$/), severity: 'warning', message: expect.stringMatching(/^docs\.showLastUpdateTime \/ showLastUpdateAuthor: git log failed: .*so pages show only the last_update of their frontmatter$/) })]);
      expect(readFileSync(path.join(outside, 'build/next/index.html'), 'utf8')).toContain('Feb 2, 2022');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('exclusions', () => {
  it('leaves partials (_file, _folder/) and tests (__tests__/) out by default', () => {
    expect(result.site.pages.map((p) => p.doc.path).filter((p) => /_/.test(p) && !p.startsWith('../blog'))).toEqual([]);
    for (const f of ['_partial/index.html', '_parts/piece/index.html', '__tests__/case/index.html']) expect(existsSync(path.join(out, f)), f).toBe(false);
  });
});

describe('frontmatter and option errors name the spot', () => {
  const root = path.join(tmp, 'errors');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const show = (ds: Array<{ file: string; line?: number; column?: number; severity: string; message: string }>) => ds.map((d) => `${path.basename(d.file)}:${d.line}:${d.column}: ${d.severity}: ${d.message}`);

  it('reports unknown pagination ids and sidebars, bad levels, draft and unlisted together, and truly broken YAML', async () => {
    write('site.config.ts', "export default { docs: { sidebars: { main: ['a', 'b'] } } };\n");
    write('content/a.md', '---\ntitle: A\npagination_next: nope\ndisplayed_sidebar: elsewhere\n---\n\nText.\n');
    write('content/b.md', '---\ntitle: B\ntoc_max_heading_level: 7\ndraft: true\nunlisted: true\n---\n\nText.\n');
    write('content/c.md', '---\ntitle: [WIP] broken\n---\n\nText.\n');
    const { diagnostics } = await check({ root });
    expect(show(diagnostics).sort()).toEqual([
      'a.md:3:18: error: pagination_next "nope" is not a doc id',
      'a.md:4:20: error: displayed_sidebar "elsewhere" is not a sidebar',
      'b.md:3:24: error: invalid frontmatter: "toc_max_heading_level" must be a heading level, a whole number from 2 to 6, got 7',
      'b.md:5:11: error: invalid frontmatter: a page cannot be both draft and unlisted',
      'c.md:2:14: error: invalid frontmatter: Unexpected scalar at node end'
    ]);
  });

  it('takes docs.exclude globs, and rejects a wrong type', async () => {
    rmSync(root, { recursive: true, force: true });
    write('site.config.ts', "export default { docs: { exclude: ['drafts/**', '**/*.wip.md'] } };\n");
    write('content/index.md', '# Home\n');
    write('content/_kept.md', '# Kept: the default list no longer applies\n');
    write('content/drafts/x.md', '# Left out\n');
    write('content/notes.wip.md', '# Left out too\n');
    const built = await build({ root, outDir: path.join(root, 'build') });
    expect(built.site.pages.map((p) => p.doc.path).sort()).toEqual(['_kept.md', 'index.md']);
    write('site.config.ts', "export default { docs: { exclude: '**/_*' } };\n");
    const error = await check({ root }).catch((e: DocgenError) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/docs\.exclude.*must be an array, got string/)]);
  });

  // Redux Toolkit's docs folder holds more than its docs: `include` names the folders that are.
  it('takes docs.include globs: only the files they match may be pages, and exclude still applies', async () => {
    rmSync(root, { recursive: true, force: true });
    write('site.config.ts', "export default { docs: { include: ['{api,guide}/**/*.md', 'index.md'], exclude: ['**/*.wip.md'] } };\n");
    write('content/index.md', '# Home\n');
    write('content/api/a.md', '# A\n');
    write('content/guide/deep/b.md', '# B\n');
    write('content/guide/c.wip.md', '# Left out by exclude\n');
    write('content/scratch/notes.md', '# Left out: not included\n');
    write('content/README.md', '# Left out too\n');
    const built = await build({ root, outDir: path.join(root, 'build') });
    expect(built.site.pages.map((p) => p.doc.path).sort()).toEqual(['api/a.md', 'guide/deep/b.md', 'index.md']);
  });
});
