// A site whose markdown, raw HTML, blog authors and config hold script URLs: build and check report each at file:line:col, and no built file links one.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';

const repo = path.resolve(import.meta.dirname, '../..');
const root = path.join(repo, 'test/.tmp/unsafe-urls');
const out = path.join(root, 'out');

const FILES: Record<string, string> = {
  'site.config.ts': `export default {
  title: 'Unsafe',
  url: 'https://unsafe.example',
  docs: { sidebars: { main: ['intro', { type: 'link', label: 'Sidebar link', href: 'javascript:alert("sidebar")' }] } },
  themeConfig: {
    announcementBar: { id: 'a', content: 'Read <a href="data:text/html,<script>alert(1)</script>">this</a>' },
    navbar: { items: [{ to: 'intro', label: 'Intro' }, { href: 'javascript:alert("navbar")', label: 'JS' }, { type: 'html', value: '<a href="javascript:alert(2)">Html item</a>' }] },
    footer: { links: [{ label: 'Docs', to: 'intro' }, { label: 'VB', href: 'vbscript:msgbox(1)' }, { title: 'More', items: [{ html: '<a href="javascript:alert(3)">Badge</a>' }] }, { html: '<a href="javascript:alert(5)">Flat</a>' }], copyright: 'By <a href="javascript:alert(4)">us</a>' }
  }
};
`,
  'content/intro.md': `---
title: Intro
---

A [link](javascript:alert('link')) and <JAVASCRIPT:alert('autolink')>.

![an image](javascript:alert('image')) and [a reference][evil].

Raw <a href=" &#106;avascript:alert('raw')">HTML</a> and a [safe one](https://example.com).

[evil]: java&#9;script:alert('definition')
`,
  'blog/authors.yml': `eve:
  name: Eve
  url: "javascript:alert('author')"
  image_url: "data:text/html,<script>alert('image')</script>"
ada:
  name: Ada
  url: https://example.com/ada
`,
  'blog/2024-01-15-post.md': `---
title: Post
authors:
  - eve
  - ada
  - name: Mallory
    url: " JaVaScRiPt:alert('inline author')"
---

Text of the post.
`
};

const EXPECTED = [
  'blog/2024-01-15-post.md:7:10: warning: unsafe author url " JaVaScRiPt:alert(\'inline author\')" removed: javascript: URLs run script',
  'blog/authors.yml:3:8: warning: unsafe author url "javascript:alert(\'author\')" removed: javascript: URLs run script',
  'blog/authors.yml:4:14: warning: unsafe author image_url "data:text/html,<script>alert(\'image\')</script>" removed: data:text/html URLs run script',
  'content/intro.md:5:3: warning: unsafe link "javascript:alert(\'link\')" removed: javascript: URLs run script',
  'content/intro.md:5:40: warning: unsafe link "JAVASCRIPT:alert(\'autolink\')" removed: javascript: URLs run script',
  'content/intro.md:7:1: warning: unsafe image source "javascript:alert(\'image\')" removed: javascript: URLs run script',
  'content/intro.md:9:8: warning: unsafe href "javascript:alert(\'raw\')" removed from raw HTML: javascript: URLs run script',
  'content/intro.md:11:1: warning: unsafe link definition "java\\tscript:alert(\'definition\')" removed: javascript: URLs run script',
  'site.config.ts:4:85: warning: unsafe URL "javascript:alert(\\"sidebar\\")" in config "docs.sidebars.main[1].href" removed: javascript: URLs run script',
  'site.config.ts:6:57: warning: unsafe URL "data:text/html,<script>alert(1)</script>" in config "themeConfig.announcementBar.content" removed: data:text/html URLs run script',
  // The fixture's navbar and footer link to `intro`, which is at the base URL: a broken link, reported once.
  'site.config.ts:7:29: warning: broken link: the navbar or footer link "intro" leads to no page (/docs/intro)',
  'site.config.ts:7:65: warning: unsafe URL "javascript:alert(\\"navbar\\")" in config "themeConfig.navbar.items[1].href" removed: javascript: URLs run script',
  'site.config.ts:7:142: warning: unsafe URL "javascript:alert(2)" in config "themeConfig.navbar.items[2].value" removed: javascript: URLs run script',
  'site.config.ts:8:77: warning: unsafe URL "vbscript:msgbox(1)" in config "themeConfig.footer.links[1].href" removed: vbscript: URLs run script',
  'site.config.ts:8:143: warning: unsafe URL "javascript:alert(3)" in config "themeConfig.footer.links[2].items[0].html" removed: javascript: URLs run script',
  // An html link of the footer's own (Ory's consent button), beside its columns.
  'site.config.ts:8:199: warning: unsafe URL "javascript:alert(5)" in config "themeConfig.footer.links[3].html" removed: javascript: URLs run script',
  'site.config.ts:8:258: warning: unsafe URL "javascript:alert(4)" in config "themeConfig.footer.copyright" removed: javascript: URLs run script'
];

/** `file:line:col: severity: message`, by file, line and column. */
const show = (ds: Array<{ file: string; line?: number; column?: number; severity: string; message: string }>) =>
  ds
    .map((d) => ({ ...d, file: path.relative(root, path.resolve(d.file)) }))
    .sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0))
    .map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`);

/** Every built file's text, by path below the out dir. */
const builtFiles = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.(html|json|xml)$/.test(f)).map((f) => [f, readFileSync(path.join(dir, f), 'utf8')] as const);
/** An attribute (as HTML, or inside JSON) whose URL runs script. */
const LIVE = /(?:href|src|action|formaction|xlink:href)=\\?["']?\s*(?:javascript|vbscript|data:text\/html)/i;

beforeAll(() => {
  rmSync(root, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('script URLs in a site', () => {
  let result: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    result = await build({ root, outDir: out });
  });

  it('build reports each one as a warning at file:line:col', () => {
    expect(show(result.diagnostics)).toEqual(EXPECTED);
  });

  it('no built page, data chunk or feed links one; the link text and the safe links stay', () => {
    const files = builtFiles(out);
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter(([, text]) => LIVE.test(text)).map(([f, text]) => `${f}: ${LIVE.exec(text)![0]}`)).toEqual([]);
    const intro = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(intro).toContain('A <a>link</a> and <a>JAVASCRIPT:alert(\'autolink\')</a>.');
    expect(intro).toContain('<img alt="an image"> and <a>a reference</a>');
    expect(intro).toContain('Raw <a>HTML</a> and a <a href="https://example.com">safe one</a>');
    expect(intro).toContain('>Intro</a>');
    expect(intro).not.toContain('Sidebar link');
    const post = readFileSync(path.join(out, 'blog/2024/01/15/post/index.html'), 'utf8');
    expect(post).toContain('<span class="blog-author-name">Eve</span>');
    expect(post).toContain('<span class="blog-author-name">Mallory</span>');
    expect(post).toContain('<a href="https://example.com/ada">Ada</a>');
    expect(readFileSync(path.join(out, 'blog/atom.xml'), 'utf8')).toContain('<uri>https://example.com/ada</uri>');
  });

  it('check reports the same findings', async () => {
    expect(show((await check({ root })).diagnostics)).toEqual(EXPECTED);
  });

  it('the CLI: build prints them and succeeds, check lists each as an error and exits 1', () => {
    const docgen = (...args: string[]) => spawnSync(process.execPath, [path.join(repo, 'bin/docgen.js'), ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, DEBUG: '' } });
    const built = docgen('build', '.', '--out-dir', 'out-cli');
    expect(built.status).toBe(0);
    expect(built.stderr).toContain('content/intro.md:5:3: warning: unsafe link "javascript:alert(\'link\')" removed');
    expect(built.stderr).toContain(`${EXPECTED.filter((e) => e.includes(": unsafe ")).length} unsafe URLs found.`);
    const checked = docgen('check', '.');
    expect(checked.status).toBe(1);
    expect(checked.stderr).toContain('blog/authors.yml:3:8: error: unsafe author url');
    expect(checked.stderr).toContain('content/intro.md:9:8: error: unsafe href');
  });
});
