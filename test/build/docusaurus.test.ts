// A Docusaurus site built as it is: its config read by the adapter, outside any node_modules, at Docusaurus's URLs.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';
import { loadConfig } from '../../src/config/load.js';
import { DocgenError } from '../../src/errors.js';
import { reportAdapted } from '../../src/logger.js';
import { brandCss } from '../../src/render/colours.js';
import { snapshotVersion } from '../../src/versions/snapshot.js';
import { writeFiles } from '../setup/files.js';
import { installOpenApiTheme, writeOperationPages } from '../setup/openapi-theme.js';
import { installPluginPackages } from '../setup/plugin-packages.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-classic');
const repoRoot = path.resolve(import.meta.dirname, '../..');
const made: string[] = [];
const listFiles = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/'));
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the fixture in the system's temp folder, far from any node_modules, with `edit` applied to one file. */
function copy(edit?: { file: string; change: (text: string) => string }): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-ds-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  if (edit) {
    const file = path.join(dir, edit.file);
    const text = readFileSync(file, 'utf8');
    const changed = edit.change(text);
    expect(changed, `the edit of ${edit.file} matched nothing`).not.toBe(text);
    writeFileSync(file, changed);
  }
  return dir;
}

/** A site of its own in the system's temp folder (`prefix` names the folder), made of `files` (path -> text). */
function siteOf(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `docgen-${prefix}-`));
  made.push(dir);
  writeFiles(dir, files);
  return dir;
}

const logged = () => {
  const lines: string[] = [];
  return { lines, logger: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) } };
};

/** What reading a site's config logs (the options it leaves out, at their lines), without building it. */
const configLines = async (root: string) => {
  const { lines, logger } = logged();
  reportAdapted(logger, await loadConfig(root));
  return lines.join('\n');
};

/** The fixture as it is, built once for the tests that only read that build, with what it logged. */
let plainBuild: Promise<{ result: Awaited<ReturnType<typeof build>>; lines: string[] }> | undefined;
const plain = () =>
  (plainBuild ??= (async () => {
    const { lines, logger } = logged();
    return { result: await build({ root: copy(), logger }), lines };
  })());

describe('a Docusaurus site without site.config.ts or packages', () => {
  it('warns of a logo whose file is not there, never stopping the build: Docusaurus does not check logos', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("src: 'img/logo.svg' }", "src: 'img/no-logo.svg' }").replace('markdown: { mermaid: true },', "markdown: { mermaid: true, hooks: { onBrokenMarkdownImages: 'throw' } },") });
    const { logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => /logo/.test(d.message))).toEqual([expect.objectContaining({ file: expect.stringMatching(/docusaurus\.config\.js$/), line: 68, severity: 'warning', message: 'broken image: the logo "img/no-logo.svg" is no file of the site (/widgets/img/no-logo.svg)' })]);
  });

  it('builds every page at the URL Docusaurus gives it', async () => {
    const { result, lines } = await plain();
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = listFiles(result.outDir).filter((f) => f.endsWith('.html')).sort();
    // Every page once per locale: English at the base URL, French below /fr/.
    const pages = [
      'blog/2024/01/15/welcome/index.html',
      'blog/2024/02/20/release/index.html',
      'blog/archive/index.html',
      // Its authors (blog/authors.yml), as Docusaurus 3.5 lists them.
      'blog/authors/index.html',
      'blog/index.html',
      'blog/tags/index.html',
      'blog/tags/news/index.html',
      'blog/tags/release/index.html',
      'community/1.0/index.html',
      'community/1.0/support/index.html',
      'community/index.html',
      'community/support/index.html',
      'docs/api/configuration/index.html',
      'docs/components/images/index.html',
      'docs/components/index.html',
      'docs/components/page-head/index.html',
      'docs/guide/admonitions/index.html',
      'docs/guide/components/index.html',
      'docs/guide/diagrams/index.html',
      'docs/guide/index.html',
      'docs/guide/own-admonitions/index.html',
      'docs/guide/platforms/index.html',
      'docs/guide/setup/index.html',
      'docs/guide/widgets/index.html',
      'docs/intro/index.html',
      // The second blog (its plugin "events").
      'events/2024/03/01/meetup/index.html',
      'events/archive/index.html',
      'events/index.html',
      'events/tags/index.html',
      'events/tags/meetup/index.html',
      // The React page src/pages/index.js (see test/build/islands.test.ts).
      'index.html',
      'markdown-page/index.html',
      // The page the site's own plugin adds (plugins/releases.js).
      'releases/index.html',
      // The search page of its DocSearch (themeConfig.algolia), at its default searchPagePath.
      'search/index.html',
      // A React page of its own layout (src/pages/standalone.js).
      'standalone/index.html'
    ];
    // The blog's archive, as Docusaurus makes it: every post under its year, newest first, in the locale's words.
    const archive = (f: string) => readFileSync(path.join(result.outDir, f), 'utf8').replace(/^[^]*?<article[^>]*>|<\/article>[^]*$/g, '');
    expect(archive('blog/archive/index.html')).toMatch(/<h1[^>]*>Archive<\/h1>.*<h2>2024<\/h2><ul><li><a href="\/widgets\/blog\/2024\/02\/20\/release">February 20 - [^<]+<\/a><\/li><li><a href="\/widgets\/blog\/2024\/01\/15\/welcome">January 15 - Welcome<\/a>/s);
    expect(archive('fr/blog/archive/index.html')).toContain('<a href="/widgets/fr/blog/2024/02/20/release">20 février - Widgets 2.0 est sorti</a>');
    // An .mdx page read as MDX: no import line or comment printed, HTML elements kept, its tabs rendered.
    const mdx = readFileSync(path.join(result.outDir, 'docs/guide/platforms/index.html'), 'utf8');
    expect(mdx).toContain('Press <kbd>Ctrl</kbd> + <kbd>C</kbd> to stop one.');
    expect(mdx).toContain('Install with <code>brew install widgets</code>.');
    expect(mdx).toContain('<div class="tabs" data-group-id="os"><div role="tablist" class="tabs-list"><button type="button" role="tab" id="tab-1.0" aria-selected="true" aria-controls="panel-1.0" tabindex="0" class="tabs-tab" data-value="linux">Linux</button>');
    expect(mdx).not.toMatch(/import Tabs|Writers' note|TabItem/);
    // Docusaurus's components at build time: no warning, panels indexed, their headings in the TOC, their code highlighted.
    expect(result.diagnostics.filter((d) => /platforms\.mdx|components\.mdx/.test(d.file))).toEqual([]);
    const components = readFileSync(path.join(result.outDir, 'docs/guide/components/index.html'), 'utf8');
    const article = components.replace(/^[^]*?<div class="markdown">|<\/article>[^]*$/g, '');
    expect(article.match(/<(?:button|div) [^>]*role="tab(?:panel)?"[^>]*>/g)!.map((t) => `${/role="(\w+)"/.exec(t)![1]} ${/id="([^"]+)"/.exec(t)![1]}${t.includes(' hidden') ? ' hidden' : ''}${t.includes('aria-selected="true"') ? ' selected' : ''}`)).toEqual([
      'tab tab-1.0', 'tab tab-1.1 selected', 'tab tab-1.2',
      'tabpanel panel-1.0 hidden', 'tabpanel panel-1.1', 'tabpanel panel-1.2 hidden',
      'tab tab-2.0', 'tab tab-2.1 selected', 'tab tab-2.2',
      'tabpanel panel-2.0 hidden', 'tabpanel panel-2.1', 'tabpanel panel-2.2 hidden'
    ]);
    expect(article).toContain('class="tabs-tab tab-windows" data-value="windows">Windows</button>');
    expect(article).toContain('class="tabs-panel panel-windows" data-label="Windows" hidden><h3 id="windows-steps" class="anchor">');
    expect(article).toContain('<div class="code-title">install.sh</div>');
    expect(article).toContain('<span class="sh-function">tar</span>');
    expect(article).toContain('<details><summary>Why is the installer signed?</summary><p>Signed installers are <strong>trusted</strong> by the system.</p></details>');
    expect(article).toContain('<div class="admonition admonition-tip" role="note"><div class="admonition-title">Quick start</div>');
    expect(article).toMatch(/<div class="code-title">widgets\.config\.js<\/div>.*<code class="code-lines line-numbers".*'2\.1\.0'/);
    const page = result.site.pages.find((p) => p.route === '/widgets/docs/guide/components')!;
    expect(page.toc.map((t) => `${t.depth} ${t.text}`)).toEqual(['2 Install', '3 Linux steps', '3 macOS steps', '3 Windows steps', '2 Package managers', '2 Notes']);
    // Search reads every panel, shown or not, and each details' content.
    const sections = Object.fromEntries(page.doc.sections.map((x) => [x.title, x.text]));
    expect(sections.Install).toBe('Linux steps Unpack the tarball into /opt/widgets. tar -xzf widgets.tgz -C /opt/widgets macOS steps Drag the app into Applications. Windows steps Run the installer as administrator.');
    expect(sections['Package managers']).toBe('Run npm install widgets. Run yarn add widgets. Run pnpm add widgets.');
    expect(sections.Notes).toContain('Where do logs go? Into the user\'s cache folder.');
    // A .md page is MDX on a Docusaurus site (its default format): its partial is inlined, with the props it is given.
    const setup = readFileSync(path.join(result.outDir, 'docs/guide/setup/index.html'), 'utf8');
    expect(setup).toMatch(/<h2 id="requirements" class="anchor">Requirements.*<p>Widgets need Node 20 or later.<\/p>/s);
    expect(setup).not.toMatch(/import Requirements|A partial/);
    // The site's own Prism language (its swizzled prism-include-languages, reading the config's title) highlights its
    // block in docgen's classes: a comment, a keyword, a string with an interpolation, a number, the builtin.
    expect(setup).toContain('<div class="code-block" data-lang="widgetscript">');
    expect(setup).toContain('<span class="line"><span class="sh-comment">;; spins the widget</span></span>');
    expect(setup).toContain('<span class="sh-keyword">repeat</span><span class="sh-punctuation">(</span><span class="sh-constant">3</span>');
    expect(setup).toContain('<span class="sh-string">&quot;fast </span><span class="sh-string-expression">$speed</span><span class="sh-string">&quot;</span>');
    expect(setup).toContain('<span class="sh-constant">Widgets</span> <span class="sh-keyword">stop</span>');
    expect(result.diagnostics.filter((d) => /widgetscript|Prism/.test(d.message))).toEqual([]);
    expect(html).not.toContain('docs/guide/_requirements/index.html');
    // Each locale has its own 404 page, in its words, as Docusaurus's build of each locale does.
    expect(html).toEqual(['404.html', 'fr/404.html', ...pages, ...pages.map((p) => `fr/${p}`)].sort());
    const routes = result.sites.flatMap((s) => s.pages.map((p) => p.route)).sort();
    // The second docs plugin: its own route base and sidebar, named by a navbar item.
    expect(routes).toContain('/widgets/community/support');
    const intro = readFileSync(path.join(result.outDir, 'docs/intro/index.html'), 'utf8');
    expect(intro).toContain('<a class="navbar-link" href="/widgets/community/">Community</a>');
    const community = result.sites.find((s) => s.config.instance?.plugin === 'community')!;
    expect(community.sidebars.community.map((i) => i.label)).toEqual(['Community', 'Support']);
    // The production base URL, the index doc with its slash, the id: as the URL's last part.
    expect(routes).toContain('/widgets/docs/guide/');
    expect(routes).toContain('/widgets/docs/api/configuration');
    expect(routes).toContain('/widgets/blog');
    expect(routes).toContain('/widgets/markdown-page');
    const guide = readFileSync(path.join(result.outDir, 'docs/guide/index.html'), 'utf8');
    // Relative URLs on the index page resolve inside its folder, as the browser does with the slash.
    expect(guide).toContain('href="/widgets/docs/guide/setup"');
    expect(result.diagnostics.filter((d) => /^broken/.test(d.message))).toEqual([]);
    // The shorthand sidebar, in order.
    expect(result.site.sidebars.tutorialSidebar.map((i) => i.label)).toEqual(['Getting started', 'Reference']);
    // The footer's html item and its copyright are HTML, as Docusaurus shows them.
    const doc = readFileSync(path.join(result.outDir, 'docs/guide/platforms/index.html'), 'utf8');
    expect(doc).toContain('<li class="footer-html"><b>hi</b></li>');
    // A column without a title (Cosmos SDK's logo), as Docusaurus allows, with its className (Casbin's).
    expect(doc).toContain('<div class="footer-column footer-brand"><ul><li class="footer-html"><i class="footer-mark">W</i></li></ul></div>');
    const styles = readdirSync(path.join(result.outDir, 'assets')).filter((f) => /^style-\w+\.css$/.test(f)).map((f) => readFileSync(path.join(result.outDir, 'assets', f), 'utf8')).join('');
    // And the customCss rule for that class, with the site's value of the Infima property it reads.
    expect(styles).toContain('.footer-brand{opacity:.8;border-top:2px solid var(--ifm-color-primary-lightest)}');
    expect(styles).toMatch(/--ifm-color-primary-lightest: ?#e3f3ea/);
    expect(doc).toContain('<div class="footer-copyright">Copyright © <a href="https://widgets.example.com">Widgets</a></div>');
    // A linked footer logo without an alt of its own: named by the site's title (a link must have a name).
    expect(doc).toContain('<a class="footer-logo-link" href="/widgets/"><img class="footer-logo" src="/widgets/img/logo.svg" alt="Widgets"/></a>');
    // What was left out: one warning each, at its line, and one summary line.
    const text = lines.join('\n');
    expect(text).toMatch(/docusaurus\.config\.js: warning: package "prism-react-renderer" is not installed/);
    // The ideal-image plugin's component is drawn by docgen: the plugin, without options, is no warning.
    expect(text).not.toMatch(/ideal-image/);
    // The site's own plugin is run for its global data, and its configureWebpack for the aliases it gives webpack.
    expect(text).not.toMatch(/"plugins\[1\]"/);
    expect(result.site.config.islands.aliases.widgets).toBe(path.join(result.site.config.root, 'src'));
    // Its routes: the releases page (its data from createData); the one to the home page is that page.
    expect(result.site.pages.filter((p) => p.doc.islands?.route !== undefined).map((p) => [p.route, p.doc.path])).toEqual([['/widgets/releases', '../src/components/ReleaseList.jsx']]);
    expect(readFileSync(path.join(result.outDir, 'releases/index.html'), 'utf8')).toContain('<h1>Releases (<!-- -->stable<!-- -->)</h1><ul><li>2.1.0<!-- -->, <!-- -->2024-05-01</li></ul>');
    expect(text).not.toMatch(/React page/);
    expect(text).toMatch(/ignored "themeConfig\.algolia": docgen's own offline search is used instead of Algolia DocSearch/);
    // Its customCss: the brand colour of each mode is taken, in the stylesheet every page loads; the rest is left out.
    expect(text).toMatch(/docusaurus\.config\.js:\d+:\d+: warning: ignored "presets\[0\]\.theme\.customCss": docgen has its own theme: of these stylesheets it takes the link colour \(#2e8555, #25c2a0 in dark mode\) and the rules for the site's own classes only/);
    const style = readFileSync(path.join(result.outDir, /href="\/widgets\/(assets\/style-\w+\.css)"/.exec(doc)![1]), 'utf8');
    const brand = brandCss({ primary: '#2e8555', primaryDark: '#25c2a0' });
    // The theme's own colours come first in the file: the site's, after them, win.
    const last = (re: RegExp) => [...style.matchAll(re)].at(-1)?.[1];
    expect(last(/:root\{--c-primary:\s*(#\w+)/g)).toBe(/:root \{ --c-primary: (#\w+)/.exec(brand)![1]);
    expect(last(/html\[data-theme=dark\]\{--c-primary:\s*(#\w+)/g)).toBe(/html\[data-theme='dark'\] \{ --c-primary: (#\w+)/.exec(brand)![1]);
    expect(last(/:root\{--c-primary:\s*(#\w+)/g)).not.toBe('#cc0069');
    // A footer link's className is its element's, as Docusaurus's.
    expect(text).not.toMatch(/className/);
    expect(doc).toContain('<li><a href="/widgets/blog" class="blog-link">Blog</a></li>');
    // At its own line: prism's `theme:`, not the preset's.
    expect(text).toMatch(/docusaurus\.config\.js:87:16: warning: ignored "themeConfig\.prism\.theme"/);
    expect(text).toMatch(/^read docusaurus\.config\.js as a Docusaurus config: took \d+ options, left out \d+, stood in for 5 packages not installed$/m);
  });

  // Prettier's site: breadcrumbs: false, sidebarCollapsed: false; most sites: a themeConfig.image social card.
  it('follows docs.breadcrumbs and docs.sidebarCollapsed (each docs plugin its own), gives pages without an image of their own themeConfig.image, and every page themeConfig.metadata', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("editUrl: 'https://github.com/example/widgets/tree/main/website/',", "editUrl: 'https://github.com/example/widgets/tree/main/website/', breadcrumbs: false, sidebarCollapsed: false,").replace('navbar: {', "image: 'img/social.png', metadata: [{ name: 'twitter:card', content: 'summary' }, { property: 'og:site_name', content: 'Widgets' }],\n      navbar: {") });
    writeFileSync(path.join(root, 'sidebarsCommunity.js'), "module.exports = { community: ['index', { type: 'category', label: 'Help', items: ['support'] }] };\n");
    const { logger } = logged();
    const { outDir } = await build({ root, logger });
    const page = readFileSync(path.join(outDir, 'docs/guide/platforms/index.html'), 'utf8');
    expect(page).not.toContain('class="breadcrumbs"');
    // The community docs plugin says nothing of them: Docusaurus's defaults, not the main docs' options.
    expect(readFileSync(path.join(outDir, 'community/support/index.html'), 'utf8')).toContain('class="breadcrumbs"');
    expect(page).toContain('<meta property="og:image" content="https://widgets.example.com/widgets/img/social.png">');
    expect(page).toContain('<meta name="twitter:card" content="summary">\n<meta property="og:site_name" content="Widgets">\n');
    // The Reference category, collapsed by default, starts open.
    expect(page).toContain('<details open=""><summary>Reference</summary>');
    const before = readFileSync(path.join((await plain()).result.outDir, 'docs/guide/platforms/index.html'), 'utf8');
    expect(before).toContain('class="breadcrumbs"');
    expect(before).not.toContain('og:image');
    expect(before).toContain('<details><summary>Reference</summary>');
  });

  // Jest's and Prettier's sites: the edit URL worked out from the doc, its version and locale.
  it('calls an editUrl function for each docs page, with its version, folder, file, URL and locale; a javascript: URL or what is no URL is no link', async () => {
    const fn = "editUrl: ({ version, versionDocsDirPath, docPath, permalink, locale }) => docPath.startsWith('api/') ? 'javascript:alert(1)' : docPath.startsWith('intro') ? JSON.stringify([{ label: 'Edit', href: 'https://edit.example/' + docPath }]) : `https://edit.example/${locale}/${version}/${versionDocsDirPath}/${docPath}?from=${permalink}`,";
    const post = "editUrl: ({ blogDirPath, blogPath, permalink, locale }) => `https://edit.example/${locale}/${blogDirPath}/${blogPath}?from=${permalink}`,";
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("editUrl: 'https://github.com/example/widgets/tree/main/website/',", fn).replace("routeBasePath: 'community',", `routeBasePath: 'community', ${fn}`).replace("blogTitle: 'Widget news',", `blogTitle: 'Widget news', ${post}`) });
    const { logger } = logged();
    const { outDir } = await build({ root, logger });
    const editLink = (file: string) => /<div class="edit-this-page"><a href="([^"]*)"/.exec(readFileSync(path.join(outDir, file), 'utf8'))?.[1];
    expect(editLink('docs/guide/platforms/index.html')).toBe('https://edit.example/en/current/docs/guide/platforms.mdx?from=/widgets/docs/guide/platforms');
    expect(editLink('fr/docs/guide/platforms/index.html')).toBe('https://edit.example/fr/current/docs/guide/platforms.mdx?from=/widgets/fr/docs/guide/platforms');
    expect(editLink('docs/api/configuration/index.html')).toBeUndefined();
    expect(readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8')).not.toContain('edit-this-page');
    expect(editLink('community/1.0/support/index.html')).toBe('https://edit.example/en/1.0/community_versioned_docs/version-1.0/support.md?from=/widgets/community/1.0/support');
    // Posts: the blog's own editUrl function.
    expect(editLink('blog/2024/01/15/welcome/index.html')).toBe('https://edit.example/en/blog/2024-01-15-welcome.md?from=/widgets/blog/2024/01/15/welcome');
    expect(editLink('fr/blog/2024/01/15/welcome/index.html')).toBe('https://edit.example/fr/blog/2024-01-15-welcome.md?from=/widgets/fr/blog/2024/01/15/welcome');
  });

  it('gives posts no edit link without the blog\'s own editUrl, as Docusaurus, whatever the docs\' is', async () => {
    const { logger } = logged();
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("showReadingTime: true,\n          editUrl: 'https://github.com/example/widgets/tree/main/website/',", 'showReadingTime: true,') });
    const { outDir } = await build({ root, logger });
    expect(readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8')).toContain('class="edit-this-page"');
    expect(readFileSync(path.join(outDir, 'blog/2024/01/15/welcome/index.html'), 'utf8')).not.toContain('edit-this-page');
  });

  // tRPC's navbar: `activeBaseRegex: 'docs(/?)$'` keeps "Docs" from being current on every doc.
  it('marks a navbar link current by its activeBasePath or activeBaseRegex', async () => {
    const blogLink = (html: string) => /<a class="navbar-link( active)?" href="\/widgets\/blog"/.exec(html)?.[1] === ' active';
    const page = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
    const { logger } = logged();
    const byPath = (await plain()).result.outDir;
    expect([blogLink(page(byPath, 'blog/index.html')), blogLink(page(byPath, 'blog/2024/01/15/welcome/index.html')), blogLink(page(byPath, 'docs/intro/index.html'))]).toEqual([true, true, false]);
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("activeBasePath: 'blog'", "activeBaseRegex: '/blog/\\\\d{4}/'") });
    const byRegex = (await build({ root, logger })).outDir;
    expect([blogLink(page(byRegex, 'blog/index.html')), blogLink(page(byRegex, 'blog/2024/01/15/welcome/index.html'))]).toEqual([false, true]);
    const bad = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("activeBasePath: 'blog'", "activeBaseRegex: 'blog('") });
    expect(await configLines(bad)).toMatch(/ignored "themeConfig\.navbar\.items\[1\]\.activeBaseRegex": is not a regular expression/);
  });

  it('leads a sidebar entry naming a doc that lost its route (README.md beside index.md, as in Capacitor\'s v2 docs) to the page at that route', async () => {
    const root = copy({ file: 'sidebars.js', change: (t) => t.replace("Reference: ['api/configuration'],", "Reference: ['api/configuration', { type: 'doc', id: 'cli/index', label: 'CLI' }],") });
    mkdirSync(path.join(root, 'docs/cli'));
    writeFileSync(path.join(root, 'docs/cli/README.md'), '# CLI contents\n\nThe commands.\n');
    writeFileSync(path.join(root, 'docs/cli/index.md'), '# CLI reference\n\nEvery command.\n');
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(lines.join('\n')).toMatch(/cli\/index\.md:1:1: warning: duplicate route "\/widgets\/docs\/cli\/", also used by cli\/README\.md/);
    const reference = result.site.sidebars.tutorialSidebar.find((i) => i.label === 'Reference') as { items: Array<{ label: string; href?: string }> };
    expect(reference.items.map((i) => `${i.label} ${i.href}`)).toEqual(['Configuration /widgets/docs/api/configuration', 'CLI /widgets/docs/cli/']);
  });

  // docusaurus-plugin-typedoc writes its pages and the sidebar file sidebars.js imports when its function is called,
  // before Docusaurus reads the sidebars; it adds a CLI command, which a build does without.
  it('reads the sidebars once the plugins have run: a sidebar file a plugin function writes is read, the plugin not said', async () => {
    const root = copy({ file: 'sidebars.js', change: (t) => t.replace("Reference: ['api/configuration'],", "Reference: ['api/configuration', ...require('./docs/generated/typedoc-sidebar.cjs')],") });
    writeFileSync(path.join(root, 'plugins/api-docs.js'), "const fs = require('node:fs');\nconst path = require('node:path');\nmodule.exports = function apiDocs(context) {\n  const out = path.join(context.siteDir, 'docs/generated');\n  fs.mkdirSync(out, { recursive: true });\n  fs.writeFileSync(path.join(out, 'widget.md'), '# Widget class\\n\\nMakes widgets.\\n');\n  fs.writeFileSync(path.join(out, 'typedoc-sidebar.cjs'), \"module.exports = [{ type: 'doc', id: 'generated/widget', label: 'Widget' }];\\n\");\n  return { name: 'api-docs', extendCli() {} };\n};\n");
    const config = path.join(root, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("plugins: [\n", "plugins: [\n    require.resolve('./plugins/api-docs.js'),\n"));
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(lines.join('\n')).not.toMatch(/api-docs|typedoc-sidebar|plugins\[0\]/);
    const reference = result.site.sidebars.tutorialSidebar.find((i) => i.label === 'Reference') as { items: Array<{ label: string; href?: string }> };
    expect(reference.items.map((i) => `${i.label} ${i.href}`)).toEqual(['Configuration /widgets/docs/api/configuration', 'Widget /widgets/docs/generated/widget']);
  });

  // Docusaurus's blog-only mode (many personal sites): `docs: false`, the blog at the site's root.
  it('builds a site without docs (docs: false): its blog at the root, no docs folder read, no sidebar; a docs version is refused', async () => {
    const root = siteOf('blog-only', {
      'docusaurus.config.js': "module.exports = { title: 'Notes', url: 'https://notes.example', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', { docs: false, blog: { routeBasePath: '/', blogSidebarCount: 'ALL' } }]], themeConfig: { navbar: { items: [{ to: '/tags', label: 'Tags' }] } } };\n",
      'blog/2024-05-01-hello.md': '---\ntitle: Hello\ntags: [intro]\n---\n\nThe first post.\n\n<!-- truncate -->\n\nMore.\n',
      // A docs folder that is there all the same: not read.
      'docs/intro.md': '# Intro\n\nNot a page of this site.\n'
    });
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/ignored "docs"|sidebar/);
    expect(result.sites.flatMap((s) => s.pages.map((p) => p.route)).sort()).toEqual(['/', '/2024/05/01/hello', '/archive', '/tags', '/tags/intro']);
    expect(readFileSync(path.join(result.outDir, 'index.html'), 'utf8')).toContain('The first post.');
    expect(existsSync(path.join(result.outDir, 'docs'))).toBe(false);
    await expect(snapshotVersion(root, '1.0')).rejects.toMatchObject({ diagnostics: [expect.objectContaining({ message: expect.stringMatching(/no docs to snapshot/) })] });
  });

  // Flashbots' config reads both from a .env file it does not commit: without one, Docusaurus stops ("baseUrl" is required).
  it('says where a config leaves baseUrl or url unset (an environment variable not set), and builds for "/" and http://localhost', async () => {
    const root = siteOf('unset', { 'docusaurus.config.js': "module.exports = {\n  title: 'Env',\n  baseUrl: process.env.DOCGEN_TEST_UNSET_BASE,\n  url: process.env.DOCGEN_TEST_UNSET_URL,\n  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]]\n};\n", 'docs/intro.md': '---\nslug: /\n---\n\n# Intro\n\nHello.\n' });
    const { logger } = logged();
    const result = await build({ root, logger });
    expect(result.site.config.adapted!.notes.filter((n) => /is not set/.test(n.message)).map((n) => `${n.line}:${n.column}: ${n.message}`)).toEqual([
      '3:3: "baseUrl" is not set, which Docusaurus requires: the site is built for "/"',
      '4:3: "url" is not set, which Docusaurus requires: its sitemap and canonical links name http://localhost'
    ]);
    expect(result.site.config.baseUrl).toBe('/');
    expect(readFileSync(path.join(result.outDir, 'index.html'), 'utf8')).toContain('<link rel="canonical" href="http://localhost/">');
  });

  it('names the navbar\'s logo by its alt, else by the site\'s title when the navbar shows no title (Ent), else as decoration, as Docusaurus\'s Logo; an alt repeating the title as decoration', async () => {
    const logoOf = (outDir: string) => /<img class="navbar-logo" src="[^"]*" alt="([^"]*)"/.exec(readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8'))?.[1];
    expect(logoOf((await plain()).result.outDir)).toBe('Widgets logo');
    const navbar = "title: 'Widgets',\n        logo: { alt: 'Widgets logo', src: 'img/logo.svg' },";
    const untitled = copy({ file: 'docusaurus.config.js', change: (t) => t.replace(navbar, "title: '',\n        logo: { src: 'img/logo.svg' },") });
    expect(logoOf((await build({ root: untitled, logger: logged().logger })).outDir)).toBe('Widgets');
    const titled = copy({ file: 'docusaurus.config.js', change: (t) => t.replace(navbar, "title: 'Widgets',\n        logo: { src: 'img/logo.svg' },") });
    expect(logoOf((await build({ root: titled, logger: logged().logger })).outDir)).toBe('');
    // An alt that repeats the title beside it (polkadot.js's docs): decoration, not read twice.
    const repeated = copy({ file: 'docusaurus.config.js', change: (t) => t.replace(navbar, "title: 'Widgets',\n        logo: { alt: 'widgets ', src: 'img/logo.svg' },") });
    expect(logoOf((await build({ root: repeated, logger: logged().logger })).outDir)).toBe('');
  });

  it('opens a navbar link in the tab its target names: an external one in this tab with _self, an internal one in a new tab with _blank', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("label: 'GitHub', position: 'right' }", "label: 'GitHub', position: 'right', target: '_self' }").replace("activeBasePath: 'blog' }", "activeBasePath: 'blog', target: '_blank' }") });
    const { outDir } = await build({ root, logger: logged().logger });
    const navbar = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8').replace(/^[^]*?<nav|<\/nav>[^]*$/g, '');
    expect(navbar).toMatch(/<a class="navbar-link" href="https:\/\/github.com\/example\/widgets">GitHub<\/a>/);
    expect(navbar).toMatch(/<a class="navbar-link" href="\/widgets\/blog" target="_blank" rel="noopener noreferrer">Blog<svg/);
    // Any other target is refused, at its line, and the link keeps the default.
    const bad = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("label: 'GitHub', position: 'right' }", "label: 'GitHub', position: 'right', target: '_top' }") });
    expect(await configLines(bad)).toMatch(/docusaurus\.config\.js:74:\d+: warning: ignored "themeConfig\.navbar\.items\[4\]\.target": must be one of "_blank" \(a new tab\), "_self" \(this tab\), got string "_top"/);
  });

  it('runs its client modules in every page, a stylesheet among them read as customCss; one that cannot be bundled is left out with a warning at its line', async () => {
    const { result: { outDir }, lines } = await plain();
    for (const file of ['docs/intro/index.html', 'blog/index.html', 'index.html', '404.html']) expect(readFileSync(path.join(outDir, file), 'utf8'), file).toMatch(/<script type="module" src="\/widgets\/assets\/client-\w+\.js"><\/script>\n<link rel="stylesheet" href="\/widgets\/assets\/modules-\w+\.css">\n<script type="module" src="\/widgets\/assets\/modules-\w+\.js"><\/script>/);
    const style = readdirSync(path.join(outDir, 'assets')).filter((f) => /^style-\w+\.css$/.test(f)).map((f) => readFileSync(path.join(outDir, 'assets', f), 'utf8')).join('');
    expect(style).toContain('.hero-title{letter-spacing:.02em}');
    // Their CSS modules' classes are named apart from the islands' (Arbitrum's copy-page button's `.c` hid admonitions).
    const css = (prefix: string) => readdirSync(path.join(outDir, 'assets')).filter((f) => f.startsWith(prefix) && f.endsWith('.css')).map((f) => readFileSync(path.join(outDir, 'assets', f), 'utf8')).join('');
    const classes = (text: string) => new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
    const own = classes(css('modules-'));
    expect(own).toContain('routes_badge');
    expect([...classes(css('island-'))].filter((c) => own.has(c))).toEqual([]);
    expect(lines.join('\n')).toMatch(/docusaurus\.config\.js:\d+:\d+: warning: ignored "clientModules": docgen has its own theme: of the stylesheets among them it takes what it takes of customCss \(module\.css\)/);
    // A module importing a package that is not installed (Ory's speed insights): a warning at the import, the module
    // left out, the others run (onBrokenComponents: warn, the default).
    const root = copy();
    writeFileSync(path.join(root, 'src/clientModules/broken.js'), "import confetti from 'canvas-confetti';\nexport function onRouteDidUpdate() { confetti(); }\n");
    writeFileSync(path.join(root, 'docusaurus.config.js'), readFileSync(path.join(root, 'docusaurus.config.js'), 'utf8').replace("clientModules: [", "clientModules: [require.resolve('./src/clientModules/broken.js'), "));
    const again = logged();
    const result = await build({ root, logger: again.logger });
    expect(result.diagnostics.filter((d) => /client module/.test(d.message)).map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`)).toEqual([expect.stringMatching(/src\/clientModules\/broken\.js:1:22: warning: client module .*broken\.js cannot be bundled: cannot import "canvas-confetti": the package "canvas-confetti" is not installed.*; it is left out$/)]);
    expect(again.lines.join('\n')).toMatch(/warning: client module .*broken\.js cannot be bundled/);
    const script = /src="\/widgets\/(assets\/modules-\w+\.js)"/.exec(readFileSync(path.join(result.outDir, 'docs/intro/index.html'), 'utf8'))![1];
    expect(readFileSync(path.join(result.outDir, script), 'utf8')).not.toContain('confetti');
  });

  // PostHog's and image zoom's plugins are packages a site installs: run as Docusaurus runs them, as far as docgen can.
  it("runs a plugin package the site installed: its injectHtmlTags, its getClientModules (reading the site's config), by its short name too; one not installed is said so", async () => {
    const root = copy();
    writeFileSync(path.join(root, 'docusaurus.config.js'), installPluginPackages(root));
    const { lines, logger } = logged();
    const { outDir } = await build({ root, logger });
    const html = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<meta name="hello" content="hi from /widgets/">');
    const script = readFileSync(path.join(outDir, /src="\/widgets\/(assets\/modules-\w+\.js)"/.exec(html)![1]), 'utf8');
    // The ES module package's client module, and the CommonJS one's with the themeConfig key it reads.
    expect(script).toContain('dataset.esm');
    expect(script).toContain('"bonjour"');
    const log = lines.join('\n');
    expect(log).toMatch(/docusaurus\.config\.js:\d+:\d+: warning: ignored "plugins\[3\]": docusaurus-plugin-not-installed is not installed: docgen runs a plugin package the site installed .*; run npm install in the site's folder/);
    // Their themeConfig key is theirs to read, not one docgen leaves out; neither package is reported.
    expect(log).not.toMatch(/themeConfig\.hello|"plugins\[1\]"|"plugins\[2\]"|pnpapi/);
  });

  // The OpenAPI docs theme (`themes: ['docusaurus-theme-openapi-docs']`): the components of its getThemePath folder, which
  // the generated pages import as `@theme/StatusCodes`, and its helpers (`@theme/utils/…`); the site's own src/theme wins.
  it('builds the components of a theme package the site installed, as islands: its theme folder\'s, by its short name too, its helpers, under the site\'s own', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("themes: ['@docusaurus/theme-mermaid',", "themes: ['widgets-api', '@docusaurus/theme-mermaid',") });
    const pkg = path.join(root, 'node_modules/docusaurus-theme-widgets-api');
    mkdirSync(path.join(pkg, 'lib/theme/utils'), { recursive: true });
    mkdirSync(path.join(pkg, 'lib/theme/StatusBadge'), { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'docusaurus-theme-widgets-api', main: 'lib/index.js' }));
    writeFileSync(path.join(pkg, 'lib/index.js'), "const path = require('path');\nmodule.exports = function theme() { return { name: 'widgets-api', getThemePath: () => path.join(__dirname, 'theme') }; };\n");
    writeFileSync(path.join(pkg, 'lib/theme/utils/label.js'), "exports.label = (code) => (code < 300 ? 'ok' : 'error');\n");
    // Compiled from TypeScript, as the OpenAPI theme's are: CommonJS with `__esModule`.
    writeFileSync(path.join(pkg, 'lib/theme/StatusBadge/index.js'), "Object.defineProperty(exports, '__esModule', { value: true });\nconst React = require('react');\nconst { label } = require('@theme/utils/label');\nexports.default = function StatusBadge({ code }) { return React.createElement('span', { className: 'status-badge status-' + label(code) }, code); };\n");
    writeFileSync(path.join(pkg, 'lib/theme/Owned.js'), "Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = () => 'the theme package';\n");
    mkdirSync(path.join(root, 'src/theme/StatusBadge'), { recursive: true });
    writeFileSync(path.join(root, 'src/theme/Owned.js'), "export default () => 'the site';\n");
    // The site's own copy wraps the theme's, as Bluesky's SchemaTabs does (`@theme-original/SchemaTabs`).
    writeFileSync(path.join(root, 'src/theme/StatusBadge/index.js'), "import Original from '@theme-original/StatusBadge';\nexport default function StatusBadge(props) { return <b className=\"wrapped\"><Original {...props} /></b>; }\n");
    writeFileSync(path.join(root, 'docs/api.mdx'), "import StatusBadge from '@theme/StatusBadge';\nimport Owned from '@theme/Owned';\n\n# API\n\n<StatusBadge code={201} />\n\n<p className=\"owned\"><Owned /></p>\n");
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => d.file.endsWith('api.mdx'))).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/api/index.html'), 'utf8');
    expect(html).toContain('<b class="wrapped"><span class="status-badge status-ok">201</span></b>');
    expect(html).toContain('the site');
    expect(lines.join('\n')).not.toMatch(/"themes\[0\]"/);
  });

  // Ory's redocusaurus: a preset docgen does not read gives plugins and themes, run as the config's own are.
  it("runs a preset it does not read that the site installed: its plugins and themes read as the config's own; one that fails is said with why", async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace('  presets: [\n', "  presets: [\n    ['fancy', { word: 'hi' }],\n    'broken-preset',\n") });
    const pkg = path.join(root, 'node_modules/docusaurus-preset-fancy');
    writeFiles(path.join(root, 'node_modules'), {
      'docusaurus-preset-fancy/package.json': JSON.stringify({ name: 'docusaurus-preset-fancy', main: 'index.js' }),
      // Async, as redocusaurus' is: a plugin of its own given its options, a theme, and a blog of Docusaurus's.
      'docusaurus-preset-fancy/index.js': "module.exports = async function preset(context, options) {\n  return { plugins: [[require.resolve('./plugin'), { word: options.word + ' in ' + require('path').basename(context.siteDir).slice(0, 9) }], ['@docusaurus/plugin-content-blog', { id: 'news', path: 'blog', routeBasePath: 'news' }]], themes: [require.resolve('./theme-module')] };\n};\n",
      'docusaurus-preset-fancy/plugin.js': "module.exports = (context, options) => ({ name: 'fancy', contentLoaded: ({ actions }) => actions.setGlobalData({ word: options.word }) });\n",
      'docusaurus-preset-fancy/theme-module.js': "const path = require('path');\nmodule.exports = () => ({ name: 'fancy-theme', getThemePath: () => path.join(__dirname, 'theme') });\n",
      'docusaurus-preset-fancy/theme/Fancy.js': "exports.default = () => 'fancy';\n",
      'broken-preset/index.js': "module.exports = () => { throw new Error('no specs'); };\n"
    });
    const config = await loadConfig(root);
    expect(config.globalData.fancy).toEqual({ default: { word: 'hi in docgen-ds' } });
    expect(config.islands.aliases['@theme/Fancy']).toBe(path.join(pkg, 'theme/Fancy'));
    expect(config.blogInstances.map((b) => [b.id, b.blog.routeBasePath])).toContainEqual(['news', 'news/']);
    const lines = await configLines(root);
    expect(lines).not.toMatch(/"presets\[0\]"/);
    expect(lines).toMatch(/docusaurus\.config\.js:\d+:\d+: warning: ignored "presets\[1\]": broken-preset failed: no specs/);
  });

  // The OpenAPI theme's pages (`docItemComponent: '@theme/ApiItem'`): its components read the ApiItem's Redux store, and
  // the request form (ApiExplorer) is the page's right column (test/setup/openapi-theme.ts: the theme, small).
  it("draws an operation's page as the OpenAPI theme's ApiItem does: every island in the page's store, the request form beside them (the theme 1's and 4's too); a schema's beside its sample; another page as before; without the theme, reported", async () => {
    const withItem = (t: string) => t.replace("sidebarPath: require.resolve('./sidebars.js'),", "sidebarPath: require.resolve('./sidebars.js'), docItemComponent: '@theme/ApiItem',");
    const config = (t: string) => withItem(t).replace("themes: ['@docusaurus/theme-mermaid',", "themes: ['docusaurus-theme-openapi-docs', '@docusaurus/theme-mermaid',").replace('    ({\n      navbar: {', "    ({\n      api: { authPersistence: 'localStorage' },\n      navbar: {");
    const root = copy({ file: 'docusaurus.config.js', change: config });
    installOpenApiTheme(root);
    writeOperationPages(path.join(root, 'docs'));
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(lines.join('\n')).not.toMatch(/docItemComponent/);
    expect(result.diagnostics.filter((d) => d.file.endsWith('add-pet.api.mdx'))).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/add-pet/index.html'), 'utf8');
    const article = html.slice(html.indexOf('<div class="row theme-api-markdown">'));
    // The content in its column, each island in the store made from the page's `api` (the 2xx media types only), the
    // theme's middleware given the site's themeConfig.api.
    expect(article).toMatch(/^<div class="row theme-api-markdown"><div class="col col--7 openapi-left-panel__container">[^]*<pre class="endpoint">POST https:\/\/pets.example.com\/pets<\/pre>[^]*Stores a new pet\.[^]*<p class="security">kept in localStorage application\/json<\/p>/);
    // A component's markdown content, as for any page.
    expect(article).toContain('<section class="described"><p>The pet, <strong>stored</strong>.</p></section>');
    // The request form's column: the theme's skeleton until the browser draws it.
    expect(article).toMatch(/<\/div><div class="col col--5 openapi-right-panel__container"><div data-island="\d+"><div class="skeleton-lg"><\/div><\/div><\/div><\/div>/);
    // A schema's page: its content beside its sample, as JSON in docgen's code block, titled with the page's title.
    const schemaPage = readFileSync(path.join(result.outDir, 'docs/pet-schema/index.html'), 'utf8');
    expect(schemaPage).toContain('<div class="row theme-api-markdown"><div class="col col--7 openapi-left-panel__container schema"><div data-island="0"><section class="described"><p>A pet, <strong>as stored</strong>.</p></section></div></div><div class="col col--5 openapi-right-panel__container"><div data-island="1"><div class="code-block theme-code-block" data-lang="json"><div class="code-title">Pet</div>');
    expect(schemaPage).toContain('<span class="sh-string-expression">&quot;Rex&quot;</span>');
    // A page without `api` of the same docs: as any page, its islands without a store, as the theme's ApiItem has it.
    expect(readFileSync(path.join(result.outDir, 'docs/pets/index.html'), 'utf8')).not.toContain('theme-api-markdown');
    expect(result.diagnostics.filter((d) => d.file.endsWith('pets.mdx')).map((d) => d.message)).toEqual([expect.stringMatching(/^component <MethodEndpoint> cannot be rendered: it threw while rendering: no store above;/)]);
    // An older theme's site: its operation page, built without a diagnostic, its endpoint drawn.
    const operationPage = async (version: number) => {
      const older = copy({ file: 'docusaurus.config.js', change: config });
      installOpenApiTheme(older, version);
      writeOperationPages(path.join(older, 'docs'), version);
      const built = await build({ root: older, logger: logged().logger });
      expect(built.diagnostics.filter((d) => d.file.endsWith('add-pet.api.mdx'))).toEqual([]);
      const html = readFileSync(path.join(built.outDir, 'docs/add-pet/index.html'), 'utf8');
      expect(html).toContain('<pre class="endpoint">POST https://pets.example.com/pets</pre>');
      return html;
    };
    // The theme 1 (VATSIM's): its ApiDemoPanel and its words until it is drawn.
    expect(await operationPage(1)).toMatch(/<div class="col col--5 openapi-right-panel__container"><div data-island="\d+"><div>Loading...<\/div><\/div>/);
    // The theme 4 (Flagsmith's 4.2): ApiExplorer, its persistence still spelt `persistance`, the operation zlib's deflate.
    expect(await operationPage(4)).toContain('<p class="security">kept in localStorage application/json</p>');
    // Without the theme: said, and drawn as any page.
    const bare = copy({ file: 'docusaurus.config.js', change: withItem });
    expect(await configLines(bare)).toMatch(/docusaurus\.config\.js:\d+:\d+: warning: ignored "docs\.docItemComponent": docgen draws these pages with its own layout; it stands in for @theme\/ApiItem only with docusaurus-theme-openapi-docs installed/);
  });

  // Sequelize's API references, deployed beside the site: `pathname:///api/v6/index.html` in the navbar and footer.
  it('writes a pathname:// link of the navbar and footer as the path below the base URL, opening in a new tab (or this one, as the browser\'s), not checked', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("label: 'GitHub', position: 'right' }", "label: 'GitHub', position: 'right' }, { href: 'pathname:///api/index.html', label: 'API' }, { href: 'pathname:///playground/', label: 'Playground', target: '_self' }").replace("{ label: 'Tutorial', to: '/docs/intro' }", "{ label: 'Tutorial', to: '/docs/intro' }, { label: 'Old API', to: 'pathname:///v1/api' }") });
    const { lines, logger } = logged();
    const { outDir } = await build({ root, logger });
    const html = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    const navbar = html.replace(/^[^]*?<nav|<\/nav>[^]*$/g, '');
    expect(navbar).toMatch(/<a class="navbar-link" href="\/widgets\/api\/index.html" target="_blank" rel="noopener noreferrer">API<svg/);
    // Prettier's playground, in this tab: a target all the same, so that the client router leaves it to the browser.
    expect(navbar).toContain('<a class="navbar-link" href="/widgets/playground/" target="_self">Playground</a>');
    expect(html).toContain('<a href="/widgets/v1/api" target="_blank" rel="noopener noreferrer">Old API</a>');
    // (The inline data has the config as written: the context of the navbar's own item, as Docusaurus's siteConfig.)
    expect(html.replace(/<script id="__docgen_data"[^]*?<\/script>/, '')).not.toContain('pathname:');
    expect(lines.join('\n')).not.toMatch(/pathname|v1\/api|api\/index/);
  });

  // MikroORM's navbar links have a title (a tooltip) and a data attribute its CSS reads: the link's, as Docusaurus passes them.
  it('gives a navbar link the rel it names, and a navbar or footer link its title, aria-* and data-* attributes; rel: null (as Capacitor writes it) keeps the default quietly; another type is refused at its line; html shows instead of a label', async () => {
    const root = copy({
      file: 'docusaurus.config.js',
      change: (t) =>
        t
          .replace("label: 'GitHub', position: 'right' }", "label: 'GitHub', position: 'right', rel: 'me', title: 'The widgets repository', 'data-kind': 'source' }")
          .replace("activeBasePath: 'blog' }", "activeBasePath: 'blog', rel: null }")
          .replace("{ label: 'Tutorial', to: '/docs/intro' }", "{ label: 'Tutorial', to: '/docs/intro', title: 'Start here', 'aria-describedby': 'x', 'data-track': 'footer' }")
          .replace("{ label: 'Blog', to: '/blog', className: 'blog-link' }", "{ label: 'Blog', to: '/blog', className: 'blog-link', target: '_blank', rel: 'noopener' }")
          // Apify's dropdowns: its own site's absolute URL, opened in this tab, with a rel of its own.
          .replace("{ type: 'dropdown', label: 'Releases', to: '/releases',", "{ type: 'dropdown', label: 'Releases', href: 'https://widgets.example.com/releases', target: '_self', rel: 'dofollow',")
    });
    const { lines, logger } = logged();
    const { outDir } = await build({ root, logger });
    const navbar = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8').replace(/^[^]*?<nav|<\/nav>[^]*$/g, '');
    expect(navbar).toMatch(/<a class="navbar-link" href="https:\/\/github.com\/example\/widgets" target="_blank" rel="me" title="The widgets repository" data-kind="source">GitHub<svg/);
    // In the mobile menu too.
    expect(readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8')).toMatch(/<a class="menu-link" href="https:\/\/github.com\/example\/widgets" target="_blank" rel="me" title="The widgets repository" data-kind="source">GitHub<svg/);
    expect(navbar).toMatch(/<a class="navbar-link" href="\/widgets\/blog">Blog<\/a>/);
    expect(navbar).toMatch(/<a href="https:\/\/widgets\.example\.com\/releases" class="navbar-link navbar-dropdown-toggle" aria-expanded="false" aria-controls="[^"]+" rel="dofollow">Releases<\/a>/);
    expect(lines.join('\n')).not.toMatch(/\brel\b|title|data-track|target/);
    // The footer's link, as Docusaurus's FooterLinkItem passes its other keys to the element.
    expect(readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8')).toContain('<li><a href="/widgets/docs/intro" title="Start here" aria-describedby="x" data-track="footer">Tutorial</a></li>');
    // Its target and rel too: this one opens the blog in a new tab.
    expect(readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8')).toContain('<li><a href="/widgets/blog" target="_blank" class="blog-link" rel="noopener">Blog</a></li>');
    // The config's stylesheets, scripts and headTags, in every page's head (the blog's and the not-found page's too).
    for (const file of ['docs/intro/index.html', 'blog/index.html', '404.html']) {
      expect(readFileSync(path.join(outDir, file), 'utf8'), file).toContain('<link rel="stylesheet" href="/widgets/css/extra.css">\n<script src="/widgets/js/mark.js" defer></script>\n<link rel="preconnect" href="https://fonts.example">\n');
    }
    expect(lines.join('\n')).not.toMatch(/"(scripts|stylesheets|headTags)/);
    // A link with html shows it, without the icon, named by its aria-label; no warning.
    expect(navbar).toContain('<a class="navbar-link" href="https://chat.example/widgets" target="_blank" rel="noopener noreferrer" aria-label="Chat"><span class="navbar-link-html"><svg viewBox="0 0 24 24" class="chat-icon">');
    expect(lines.join('\n')).not.toMatch(/html|aria-label/);
    const bad = copy({
      file: 'docusaurus.config.js',
      change: (t) =>
        t
          .replace("label: 'GitHub', position: 'right' }", "label: 'GitHub', position: 'right', rel: 1 }")
          .replace("{ label: 'Tutorial', to: '/docs/intro' }", "{ label: 'Tutorial', to: '/docs/intro', 'data-track': ['x'] }")
          .replace("{ html: '<b>hi</b>' }", "{ html: '<b>hi</b>', className: 'footer-hi', label: 'Hi' }")
    });
    const second = logged();
    const built = await build({ root: bad, logger: second.logger });
    // An html item's className is its list item's; a label beside its html is refused at its line (the second column's
    // item, not the navbar's `items:`), as Docusaurus refuses both.
    expect(readFileSync(path.join(built.outDir, 'docs/intro/index.html'), 'utf8')).toContain('<li class="footer-html footer-hi"><b>hi</b></li>');
    expect(second.lines.join('\n')).toMatch(/docusaurus\.config\.js:83:\d+: warning: ignored "themeConfig\.footer\.links\[1\]\.items\[1\]\.label": is not taken by an html item/);
    expect(second.lines.join('\n')).toMatch(/docusaurus\.config\.js:74:\d+: warning: ignored "themeConfig\.navbar\.items\[4\]\.rel": must be a string, got number 1/);
    expect(second.lines.join('\n')).toMatch(/docusaurus\.config\.js:82:\d+: warning: ignored "themeConfig\.footer\.links\[0\]\.items\[0\]\.data-track": must be a string \(the link's data-track attribute\), got an array/);
  });

  it('styles the navbar items\' own classes and its magic comments\' line classes with the customCss rules for them: an icon drawn in place of a label, an item hidden at a width, Ent\'s info lines', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("label: 'GitHub', position: 'right' },", "label: 'GitHub', position: 'right', className: 'wide-only' }, { href: 'https://pkg.example/widgets', position: 'right', className: 'header-pkg-link', 'aria-label': 'Package' },").replace("additionalLanguages: ['kotlin'] }", "additionalLanguages: ['kotlin'], magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }, { className: 'code-info-line', line: 'info-next-line' }] }") });
    writeFileSync(path.join(root, 'src/css/custom.css'), `${readFileSync(path.join(root, 'src/css/custom.css'), 'utf8')}\n:root { --hero-ink: #fff8e7; }\n.header-pkg-link::before { content: ''; width: 24px; height: 24px; display: flex; background: #2e8555 url(../../static/img/logo.svg); }\n@media (max-width: 1100px) { .wide-only { display: none; } }\n.code-info-line { background: #e6f4d7; }\n.unused-line { color: red; }\n.navbar__item { color: red; }\n.hero-title { color: var(--hero-ink); background: url('@site/static/img/favicon.svg'), url(./gone.png), url(/img/favicon.svg), url('/static/img/logo.svg'), url(/not/here.png); }\n`);
    writeFileSync(path.join(root, 'docs/intro.md'), `${readFileSync(path.join(root, 'docs/intro.md'), 'utf8')}\n\`\`\`go\n// info-next-line\nx := 1\n\`\`\`\n`);
    const { outDir } = await build({ root, logger: logged().logger });
    const html = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    // The icon alone in view, as Docusaurus draws it; its aria-label names it.
    expect(html).toContain('<a class="navbar-link header-pkg-link" href="https://pkg.example/widgets" target="_blank" rel="noopener noreferrer" aria-label="Package"><span class="navbar-link-html"></span><span class="visually-hidden"> (opens in a new tab)</span></a>');
    const style = readFileSync(path.join(outDir, /href="\/widgets\/(assets\/style-\w+\.css)"/.exec(html)![1]), 'utf8');
    // Its images at their URLs below the base URL; one that is no file of a static folder is left out.
    expect(style).toMatch(/\.header-pkg-link::?before\{content:"";width:24px;height:24px;display:flex;background:#2e8555 url\(\/widgets\/img\/logo\.svg\)\}/);
    // The class the site's home page gives its title (src/pages/index.js), with the custom property it uses. A root path
    // is found as Docusaurus's bundler finds it: in a static folder, else below the site folder (MikroORM's icons).
    expect(style).toMatch(/\.hero-title\{color:var\(--hero-ink\);background:url\(\/widgets\/img\/favicon\.svg\),none,url\(\/widgets\/img\/favicon\.svg\),url\(\/widgets\/img\/logo\.svg\),url\(\/not\/here\.png\)\}/);
    expect(style).toMatch(/:root\{[^}]*--hero-ink: ?#fff8e7[;}]/);
    expect(style).toMatch(/@media ?\(max-width: ?1100px\)\{\.wide-only\{display:none\}\}/);
    expect(style).not.toContain('navbar__item');
    expect(html).toMatch(/<span class="line code-info-line">/);
    expect(style).toMatch(/\.code-info-line\{background:#e6f4d7\}/);
    expect(style).not.toContain('unused-line');
  });

  // Apache Answer's navbar links: Bootstrap Icons' glyphs, from the package's stylesheet its customCss imports.
  it('copies the files the stylesheets name that no static folder serves: a package\'s icon font, a picture beside the customCss; draws a link with no label as its icon alone', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("label: 'GitHub', position: 'right' },", "label: 'GitHub', position: 'right' }, { href: 'https://chat.example/widgets', position: 'right', className: 'gi gi-chat' },") });
    writeFiles(path.join(root, 'node_modules/glyph-icons'), {
      'package.json': '{ "name": "glyph-icons", "version": "1.0.0" }',
      'font/glyphs.css': '@font-face { font-family: glyphs; src: url("./fonts/glyphs.woff2?v1") format("woff2"), url(./fonts/gone.woff) format("woff"); }\n.gi::before { display: inline-block; font-family: glyphs; }\n.gi-chat::before { content: "\\f101"; }\n',
      'font/fonts/glyphs.woff2': 'wOF2 glyphs'
    });
    writeFileSync(path.join(root, 'src/css/ribbon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(root, 'src/css/custom.css'), `@import 'glyph-icons/font/glyphs.css';\n${readFileSync(path.join(root, 'src/css/custom.css'), 'utf8')}\n.footer-brand { background: url(./ribbon.svg); }\n`);
    const { outDir } = await build({ root, logger: logged().logger });
    const html = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8');
    const style = readFileSync(path.join(outDir, /href="\/widgets\/(assets\/style-\w+\.css)"/.exec(html)![1]), 'utf8');
    const font = /url\("?\/widgets\/(assets\/files\/glyphs-\w{8}\.woff2)\?v1"?\)/.exec(style)?.[1];
    expect(font, style.slice(style.indexOf('@font-face'), style.indexOf('@font-face') + 300)).toBeDefined();
    expect(readFileSync(path.join(outDir, font!), 'utf8')).toBe('wOF2 glyphs');
    // One that is not there is left out, as before.
    expect(style).not.toContain('gone.woff');
    const ribbon = /\.footer-brand\{background:url\(\/widgets\/(assets\/files\/ribbon-\w{8}\.svg)\)\}/.exec(style)?.[1];
    expect(ribbon).toBeDefined();
    expect(existsSync(path.join(outDir, ribbon!))).toBe(true);
    // The glyph alone in view; its site's name names it.
    expect(html).toContain('<a class="navbar-link gi gi-chat" href="https://chat.example/widgets" target="_blank" rel="noopener noreferrer" aria-label="chat.example"><span class="navbar-link-html"></span>');
  });

  it('runs the site\'s Tailwind (v3): the utilities its files use, @apply expanded, the reset for its own components only; says what to install when it cannot', async () => {
    // The plugin that adds it to PostCSS, as tRPC's config has it, and as a module of the site's (Chaos Mesh's
    // `./docusaurus-tailwind-v3`): taken, not reported.
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("'@docusaurus/plugin-ideal-image',", "'@docusaurus/plugin-ideal-image',\n    function tailwindPlugin() { return { name: 'tailwind', configurePostCss(o) { o.plugins.push(require('tailwindcss')); return o; } }; }, './tailwind-v3',") });
    mkdirSync(path.join(root, 'tailwind-v3'));
    writeFileSync(path.join(root, 'tailwind-v3/index.js'), "module.exports = function () {\n  return { name: 'tailwind-v3', configurePostCss(options) { options.plugins.push(require('tailwindcss')); return options; } };\n};\n");
    const css = path.join(root, 'src/css/custom.css');
    const before = readFileSync(css, 'utf8');
    // A layer of its own after the directives (ink!'s docs): in v3's layers, as its postcss puts it.
    writeFileSync(css, `@tailwind base;\n@tailwind components;\n@tailwind utilities;\n${before}\n.home-note { @apply mt-8 text-lg; }\n@layer utilities {\n  .text-glow { text-shadow: 0 0 4px #fff; }\n}\n`);
    // A plugin that prints as it loads (daisyUI's banner, in Chaos Mesh's tailwind.config.js): no part of Tailwind's output.
    writeFileSync(path.join(root, 'tailwind.config.js'), "console.log('a plugin\\'s banner');\nmodule.exports = { content: ['./src/**/*.{js,jsx}', './docs/**/*.mdx'], darkMode: ['class', '[data-theme=\"dark\"]'], theme: { extend: { colors: { brand: '#2e8555' } } } };\n");
    writeFileSync(path.join(root, 'src/components/Badge.jsx'), 'export default function Badge() { return <span className="flex md:hidden translate-x-1 text-brand dark:text-white text-glow">Badge</span>; }\n');
    // Without the packages: said at the customCss, the rest built.
    const missing = logged();
    await build({ root, logger: missing.logger });
    expect(missing.lines.join('\n')).toMatch(/docusaurus\.config\.js:\d+:\d+: warning: ignored "presets\[0\]\.theme\.customCss": its stylesheets use Tailwind, but "postcss" and "tailwindcss" are not installed in the site's folder/);
    expect(missing.lines.join('\n')).not.toMatch(/tailwindPlugin|plugins\[\d+\]/);
    mkdirSync(path.join(root, 'node_modules'), { recursive: true });
    for (const p of ['tailwindcss', 'postcss']) symlinkSync(path.join(repoRoot, 'node_modules', p), path.join(root, 'node_modules', p), 'dir');
    const { outDir } = await build({ root, logger: logged().logger });
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const style = readFileSync(path.join(outDir, /href="\/widgets\/(assets\/style-\w+\.css)"/.exec(html)![1]), 'utf8');
    for (const rule of [/\.flex\{display:flex\}/, /\.translate-x-1\{--tw-translate-x: ?\.25rem;transform:/, /\.text-brand\{--tw-text-opacity: ?1;color:rgb\(46 133 85/, /:is\(\[data-theme="?dark"?\] \*\)/, /@media ?\(min-width: ?768px\)\{\.md\\:hidden\{display:none\}\}/, /\.home-note\{margin-top:2rem;font-size:1\.125rem/, /\.text-glow\{text-shadow:0 0 4px #fff\}/]) expect(style).toMatch(rule);
    expect(style).not.toContain('@layer');
    // The utilities' custom properties for every element; the reset inside the site's components only.
    expect(style).toMatch(/\*,:?:before,:?:after\{--tw-border-spacing-x: ?0/);
    expect(style).toMatch(/:where\(\[data-island\]\) \*,:where\(\[data-island\]\) :?:before,:where\(\[data-island\]\) :?:after\{box-sizing:border-box;border-width:0/);
    expect(style).not.toMatch(/html,:host\{|body\{margin:0;line-height:inherit\}/);
    expect(style).not.toContain('@tailwind');
    // The directives as files imported, as Tailwind's postcss-import setup has them (CrowdSec's): the same.
    writeFileSync(css, readFileSync(css, 'utf8').replace(/@tailwind (\w+);/g, '@import "tailwindcss/$1";'));
    const imported = await build({ root, logger: logged().logger });
    const again = readFileSync(path.join(imported.outDir, /href="\/widgets\/(assets\/style-\w+\.css)"/.exec(readFileSync(path.join(imported.outDir, 'index.html'), 'utf8'))![1]), 'utf8');
    for (const rule of [/\.flex\{display:flex\}/, /\.home-note\{margin-top:2rem;font-size:1\.125rem/, /:where\(\[data-island\]\) \*,/]) expect(again).toMatch(rule);
    expect(again).not.toContain('tailwindcss/');
    // IBC-Go's: its plugin puts tailwindcss/nesting before Tailwind, and its @apply sits in nested rules (an @media in a
    // rule, an @supports in @layer base), which Tailwind alone refuses.
    const config = path.join(root, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("o.plugins.push(require('tailwindcss'));", "o.plugins.push(require('tailwindcss/nesting')); o.plugins.push(require('tailwindcss'));"));
    writeFileSync(css, `${readFileSync(css, 'utf8')}\n.home-note {\n  @media (min-width: 997px) {\n    @apply text-xl;\n  }\n}\n@layer base {\n  .home-note {\n    @supports (font-variation-settings: normal) {\n      @apply text-brand;\n    }\n  }\n}\n`);
    const nested = logged();
    const flat = await build({ root, logger: nested.logger });
    expect(nested.lines.join('\n')).not.toMatch(/could not be run/);
    const flattened = readFileSync(path.join(flat.outDir, /href="\/widgets\/(assets\/style-\w+\.css)"/.exec(readFileSync(path.join(flat.outDir, 'index.html'), 'utf8'))![1]), 'utf8');
    for (const rule of [/@media ?\(min-width: ?997px\)\{\.home-note\{font-size:1\.25rem/, /@supports ?\(font-variation-settings: ?normal\)\{:where\(\[data-island\]\) \.home-note\{--tw-text-opacity: ?1;color:rgb\(46 133 85/]) expect(flattened).toMatch(rule);
  });

  it('runs the site\'s Tailwind v4 (`@import \'tailwindcss\'`, @tailwindcss/postcss): its layers whole, its reset inside its components only, its own rules kept', async () => {
    const root = copy();
    const css = path.join(root, 'src/css/custom.css');
    writeFileSync(css, `@import 'tailwindcss';\n@custom-variant dark (&:is([data-theme='dark'] *));\n${readFileSync(css, 'utf8')}\n.home-note { @apply mt-8; }\n`);
    writeFileSync(path.join(root, 'src/components/Badge.jsx'), 'export default function Badge() { return <span className="flex md:hidden dark:text-white">Badge</span>; }\n');
    // The home page's CSS module, with `@reference` to the customCss and `@apply` (Kuizuo's hero).
    const pageCss = path.join(root, 'src/pages/index.module.css');
    writeFileSync(pageCss, `@reference "../css/custom.css";\n${readFileSync(pageCss, 'utf8')}\n.heroGrid { @apply grid grid-cols-2 mt-4; }\n`);
    // Tailwind 4 reads every file of the site for class names, but those its .gitignore names (a site's has its output).
    writeFileSync(path.join(root, '.gitignore'), 'build\nnode_modules\n');
    const missing = logged();
    await build({ root, logger: missing.logger });
    expect(missing.lines.join('\n')).toContain('its stylesheets use Tailwind, but "postcss" and "@tailwindcss/postcss" are not installed in the site\'s folder');
    mkdirSync(path.join(root, 'node_modules/@tailwindcss'), { recursive: true });
    for (const p of ['@tailwindcss/postcss', 'postcss']) symlinkSync(path.join(repoRoot, 'node_modules', p), path.join(root, 'node_modules', p), 'dir');
    // Its `@import 'tailwindcss'` is v4's package, the one @tailwindcss/postcss depends on (docgen's own is v3).
    const v4 = path.dirname(createRequire(createRequire(path.join(repoRoot, 'package.json')).resolve('@tailwindcss/postcss')).resolve('tailwindcss/package.json'));
    symlinkSync(v4, path.join(root, 'node_modules/tailwindcss'), 'dir');
    const { outDir } = await build({ root, logger: logged().logger });
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const style = readFileSync(path.join(outDir, /href="\/widgets\/(assets\/style-\w+\.css)"/.exec(html)![1]), 'utf8');
    for (const rule of [/@layer utilities\{.*\.flex\{display:flex\}/s, /@media ?\((?:width ?>= ?|min-width: ?)48rem\)\{\.md\\:hidden\{display:none\}\}/, /:where\(\[data-island\]\) \*/, /\.home-note\{margin-top:calc\(var\(--spacing\) ?\* ?8\)\}/, /--spacing: ?\.25rem/]) expect(style).toMatch(rule);
    expect(style).not.toMatch(/html,:host\{/);
    // A component's CSS module through the site's Tailwind (Kuizuo's hero: `@reference` to the customCss, `@apply`).
    const moduleCss = readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.css')).map((f) => readFileSync(path.join(outDir, 'assets', f), 'utf8')).join('\n');
    const hero = /\{[^{}]*grid-template-columns:repeat\(2,minmax\(0,1fr\)\)[^{}]*\}/.exec(moduleCss)?.[0] ?? '';
    for (const d of [/display:grid/, /margin-top:calc\(var\(--spacing, ?\.25rem\) ?\* ?4\)/]) expect(hero).toMatch(d);
    expect(moduleCss).not.toMatch(/@apply|@reference/);
    // Ory's: its parts without the reset, in layers, and a colour of its own theme that its customCss sets again in
    // dark mode, which its utilities (`bg-brand`) then take.
    writeFileSync(css, `@layer theme, base, components, utilities;\n@import "tailwindcss/theme.css" layer(theme);\n@import "tailwindcss/utilities.css" layer(utilities);\n@theme { --color-brand: #fafafa; }\nhtml[data-theme='dark'] { --color-brand: #0f172a; --unused-token: red; }\n`);
    writeFileSync(path.join(root, 'src/components/Badge.jsx'), 'export default function Badge() { return <span className="flex bg-brand">Badge</span>; }\n');
    const parts = await build({ root, logger: logged().logger });
    const partsStyle = readFileSync(path.join(parts.outDir, /href="\/widgets\/(assets\/style-\w+\.css)"/.exec(readFileSync(path.join(parts.outDir, 'index.html'), 'utf8'))![1]), 'utf8');
    for (const rule of [/\.bg-brand\{background-color:var\(--color-brand\)\}/, /--color-brand: ?#fafafa/, /html\[data-theme=['"]?dark['"]?\] ?\{--color-brand: ?#0f172a\}/]) expect(partsStyle).toMatch(rule);
    expect(partsStyle).not.toContain('--unused-token');
  });

  it('writes the client-redirects plugin\'s redirects and createRedirects pages; a redirect to no page fails at its line, one over a page is left out', async () => {
    const plugin = `['@docusaurus/plugin-client-redirects', { fromExtensions: ['html'], id: 'old', redirects: [{ from: ['/old-intro', '/docs/start'], to: '/docs/intro' }, { from: '/chat', to: 'https://chat.example/widgets?x=1' }, { from: '/docs/guide/setup', to: '/docs/intro' }], createRedirects: (p) => (p.startsWith('/docs/guide/') ? p.replace('/docs/guide/', '/docs/manual/') : undefined) }],\n    '@docusaurus/plugin-ideal-image',`;
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("'@docusaurus/plugin-ideal-image',", plugin) });
    const { lines, logger } = logged();
    const { outDir } = await build({ root, logger });
    const page = (f: string) => readFileSync(path.join(outDir, f), 'utf8');
    for (const from of ['old-intro', 'docs/start']) {
      expect(page(`${from}/index.html`)).toContain('<script>location.replace("/widgets/docs/intro" + location.search + location.hash);</script>');
      expect(page(`${from}/index.html`)).toContain('<noscript><meta http-equiv="refresh" content="0; url=/widgets/docs/intro"></noscript>');
    }
    expect(page('chat/index.html')).toContain('<link rel="canonical" href="https://chat.example/widgets?x=1">');
    // Each locale has them below its own base URL, as Docusaurus builds each locale on its own.
    expect(page('fr/old-intro/index.html')).toContain('location.replace("/widgets/fr/docs/intro"');
    // createRedirects: every page below /docs/guide/ also at /docs/manual/.
    expect(page('docs/manual/setup/index.html')).toContain('location.replace("/widgets/docs/guide/setup"');
    // A redirect from a page's own path: left out, with a warning at its line; the page stays.
    expect(page('docs/guide/setup/index.html')).toContain('<h1');
    const text = lines.join('\n');
    expect(text).toMatch(/docusaurus\.config\.js:49:\d+: warning: redirect from "\/docs\/guide\/setup" is left out: the site has a page or file at "\/docs\/guide\/setup"/);
    // fromExtensions: each page's path with .html, as Docusaurus writes it (a folder of that name, for any host).
    expect(page('docs/intro.html/index.html')).toContain('location.replace("/widgets/docs/intro"');
    // Not for a folder's path (the guide's index is at /docs/guide/).
    expect(existsSync(path.join(outDir, 'docs/guide.html'))).toBe(false);
    expect(existsSync(path.join(outDir, 'docs/guide/index.html'))).toBe(true);
    expect(text).not.toMatch(/ignored "plugins\[0\]/);
    expect(text).not.toMatch(/plugin-client-redirects is not implemented/);
    // fromExtensions alone is enough for redirect pages.
    const only = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("'@docusaurus/plugin-ideal-image',", "['@docusaurus/plugin-client-redirects', { fromExtensions: ['htm'] }],\n    '@docusaurus/plugin-ideal-image',") });
    expect(readFileSync(path.join((await build({ root: only, logger: logged().logger })).outDir, 'docs/intro.htm/index.html'), 'utf8')).toContain('location.replace("/widgets/docs/intro"');
    // Redirect pages are no pages of the sitemap.
    expect(page('sitemap.xml')).not.toMatch(/old-intro|manual/);

    const bad = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("'@docusaurus/plugin-ideal-image',", `['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/a', to: '/docs/nowhere' }, { from: '/b/../../../escape', to: '/docs/intro' }, { from: '/c', to: 'javascript:alert(1)' }] }],\n    '@docusaurus/plugin-ideal-image',`) });
    const second = logged();
    const error = await build({ root: bad, logger: second.logger }).catch((e: unknown) => e as DocgenError);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      expect.stringMatching(/^49:\d+ redirect from "\/a" goes to "\/docs\/nowhere", which no page has$/),
      expect.stringMatching(/^49:\d+ redirect from "\/b\/..\/..\/..\/escape": route "\/widgets\/b\/..\/..\/..\/escape" is outside the base URL "\/widgets\/"$/),
      // Only another site's http(s) URL: no script runs from a redirect.
      expect.stringMatching(/^49:\d+ redirect from "\/c" goes to "javascript:alert\(1\)", which no page has$/)
    ]);
    expect(existsSync(path.join(os.tmpdir(), 'escape'))).toBe(false);
    // check finds them too, without rendering.
    const checked = await check({ root: bad });
    expect(checked.diagnostics.filter((d) => /redirect/.test(d.message)).map((d) => `${d.severity} ${d.line}`)).toEqual(['error 49', 'error 49', 'error 49']);
  });

  it('loads the config with NODE_ENV as Docusaurus sets it: development for serve, production otherwise', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("        // No gtag here", "        gtag: { trackingID: 'G-XXXX' }, // No gtag here") });
    expect((await loadConfig(root)).baseUrl).toBe('/widgets/');
    expect((await loadConfig(root, { mode: 'development' })).baseUrl).toBe('/');
    expect(process.env.NODE_ENV).not.toBe('development');
    // Analytics only in what a build writes, as Docusaurus's gtag plugin: the dev server counts no one.
    const gtagTags = async (mode?: 'development') => (await loadConfig(root, { mode })).headTags.filter((t) => typeof t !== 'string' && /gtag/.test(`${t.attributes?.src ?? ''}${t.innerHTML ?? ''}`)).length;
    expect([await gtagTags(), await gtagTags('development')]).toEqual([2, 0]);
  });

  it('writes the preset\'s gtag (Google Analytics) in every built page, with the client module that counts client-side moves as page views', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("        // No gtag here", "        gtag: { trackingID: 'G-XXXX' }, // No gtag here") });
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    const doc = readFileSync(path.join(result.outDir, 'docs/intro/index.html'), 'utf8');
    expect(lines.join('\n')).not.toMatch(/gtag/);
    expect(doc).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXX"></script>');
    expect(doc).toContain(`gtag('config', "G-XXXX", {});`);
    const modules = /<script type="module" src="\/widgets\/(assets\/modules-\w+\.js)"/.exec(doc)?.[1];
    expect(readFileSync(path.join(result.outDir, modules ?? 'no client modules'), 'utf8')).toContain('page_view');
  });

  it('reads an ES module config whose default export is an async function, and a TypeScript one', async () => {
    const esm = copy();
    rmSync(path.join(esm, 'docusaurus.config.js'));
    writeFileSync(path.join(esm, 'docusaurus.config.mjs'), `import { themes } from 'prism-react-renderer';\nexport default async function createConfig() {\n  await new Promise((r) => setTimeout(r, 1));\n  return { title: 'ESM', url: 'https://x.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]], themeConfig: { prism: { theme: themes.github } } };\n}\n`);
    const c = await loadConfig(esm);
    expect([c.title, c.baseUrl, c.blogDir, Object.keys(c.docs.sidebars)]).toEqual(['ESM', '/', undefined, ['tutorialSidebar', 'componentsSidebar']]);
    const ts = copy();
    rmSync(path.join(ts, 'docusaurus.config.js'));
    writeFileSync(path.join(ts, 'docusaurus.config.ts'), `import type { Config } from '@docusaurus/types';\nimport type * as Preset from '@docusaurus/preset-classic';\nconst config: Config = { title: 'TS', url: 'https://x.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } } satisfies Preset.Options]] };\nexport default config;\n`);
    const t = await loadConfig(ts);
    expect([t.title, t.docs.routeBasePath]).toEqual(['TS', '']);
    const site = await check({ root: ts });
    expect(site.site.pages.find((p) => p.id === 'intro')?.route).toBe('/intro');
  });

  it('builds a second locale at /fr/ with its translated docs, navbar, footer and sidebar labels', async () => {
    // The fixture's config has the locales; their docs and labels are translated here.
    const root = copy();
    const put = (file: string, value: unknown) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), typeof value === 'string' ? value : JSON.stringify(value));
    };
    put('i18n/fr/docusaurus-plugin-content-docs/current/intro.md', '# Tutoriel\n\nCommencez par le [guide](guide/index.md), puis lisez le [blog](/blog).\n');
    // A translation of a doc the docs folder does not have (KubeVela's): not built, as in Docusaurus, so its links are not checked.
    put('i18n/fr/docusaurus-plugin-content-docs/current/guide/orphan.md', '# Orphelin\n\nVoir [rien](./nothing).\n');
    put('i18n/fr/docusaurus-plugin-content-docs/current.json', { 'sidebar.tutorialSidebar.category.Getting started': { message: 'Pour commencer' }, 'sidebar.tutorialSidebar.category.api-tuning': { message: 'Réglages' } });
    // A category generated from a folder, named in the translations by its category file's key (AdGuard DNS's docs).
    put('sidebars.js', readFileSync(path.join(root, 'sidebars.js'), 'utf8').replace("Reference: ['api/configuration'],", "Reference: [{ type: 'autogenerated', dirName: 'api' }],"));
    put('docs/api/tuning/_category_.json', { label: 'Tuning', key: 'api-tuning' });
    put('docs/api/tuning/limits.md', '# Limits\n\nHow far widgets go.\n');
    put('i18n/fr/code.json', { 'theme.docs.paginator.next': { message: 'Suivant' }, 'theme.common.editThisPage': { message: 'Modifier cette page' }, 'theme.TOCCollapsible.toggleButtonLabel': { message: 'Sur cette page' } });
    put('i18n/fr/docusaurus-theme-classic/navbar.json', { 'item.label.Tutorial': { message: 'Tutoriel' } });
    put('i18n/fr/docusaurus-theme-classic/footer.json', { 'link.title.Docs': { message: 'Documentation' }, copyright: { message: 'Droits © Widgets' } });
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const orphan = result.diagnostics.filter((d) => /translation of no doc/.test(d.message)).map((d) => `${d.file.split(path.sep).join('/')}: ${d.message}`);
    expect(orphan).toEqual([expect.stringMatching(/i18n\/fr\/docusaurus-plugin-content-docs\/current\/guide\/orphan\.md: translation of no doc: "docs\/guide\/orphan\.md" does not exist, so this file is not built$/)]);
    // Many: said once, with how many more.
    for (const n of [1, 2, 3]) put(`i18n/fr/docusaurus-plugin-content-docs/current/gone-${n}.md`, `# Parti ${n}\n`);
    const folded = (await build({ root })).diagnostics.filter((d) => /translation of no doc/.test(d.message)).map((d) => d.message);
    expect(folded).toEqual([expect.stringMatching(/^translation of no doc: "docs\/[\w/-]+\.md" does not exist, so this file is not built \(nor 3 more translations of no doc in this folder\)$/)]);
    const fr = result.sites.find((s) => s.config.instance?.locale === 'fr' && !s.config.instance.plugin)!;
    expect(fr.pages.filter((p) => p.id.includes('orphan'))).toEqual([]);
    expect(fr.pages.find((p) => p.id === 'intro')!.route).toBe('/widgets/fr/docs/intro');
    expect(fr.sidebars.tutorialSidebar.map((i) => i.label)).toEqual(['Pour commencer', 'Reference']);
    const reference = (sidebar: typeof fr.sidebars.tutorialSidebar) => (sidebar[1] as { items: Array<{ label?: string }> }).items.map((i) => i.label);
    expect(reference(fr.sidebars.tutorialSidebar)).toEqual(['Configuration', 'Réglages']);
    expect(reference(result.sites.find((s) => !s.config.instance?.plugin && s.config.instance?.locale !== 'fr')!.sidebars.tutorialSidebar)).toEqual(['Configuration', 'Tuning']);
    const html = readFileSync(path.join(result.outDir, 'fr/docs/intro/index.html'), 'utf8');
    expect(html).toMatch(/<h1[^>]*>Tutoriel<\/h1>/);
    expect(html).toMatch(/>Tutoriel<\/a>/);
    expect(html).toContain('Documentation');
    expect(html).toContain('Droits © Widgets');
    // The theme's own labels from code.json, in French only.
    expect(html).toContain('<span class="pagination-sub">Suivant</span>');
    expect(html).toContain('Modifier cette page');
    expect(readFileSync(path.join(result.outDir, 'docs/intro/index.html'), 'utf8')).toContain('<span class="pagination-sub">Next</span>');
    // The link in the translation resolves in the French docs; untranslated docs fall back to the English files.
    expect(html).toContain('href="/widgets/fr/docs/guide/"');
    expect(readFileSync(path.join(result.outDir, 'fr/docs/guide/setup/index.html'), 'utf8')).toContain('Set up the widget.');
    // Each locale has the blog, as in Docusaurus: a link to /blog from a French page is the French blog, and is found.
    expect(html).toContain('href="/widgets/fr/blog"');
    expect(readFileSync(path.join(result.outDir, 'fr/blog/2024/01/15/welcome/index.html'), 'utf8')).toContain('The first post.');
    expect(result.diagnostics.filter((d) => /^broken/.test(d.message))).toEqual([]);
  });

  it('stops on a broken link with onBrokenLinks: throw, and leaves it out with ignore; a broken .md link follows onBrokenMarkdownLinks', async () => {
    const broken = { file: 'docs/intro.md', change: (t: string) => `${t}\nSee [nothing](/docs/nothing) and [gone](./gone.md).\n` };
    const root = copy(broken);
    const error = await build({ root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocgenError);
    // The link to no page stops the build; the link to no .md file is a warning, as the fixture's onBrokenMarkdownLinks: 'warn' asks.
    expect((error as DocgenError).diagnostics.map((d) => `${d.file}:${d.line}: ${d.severity}: ${d.message}`)).toEqual([expect.stringMatching(/docs\/intro\.md:41: error: broken link: no page at "\/widgets\/docs\/nothing"/)]);
    const lenient = copy(broken);
    const config = path.join(lenient, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'ignore'"));
    const brokenFound = async () => (await check({ root: lenient })).diagnostics.filter((d) => d.broken);
    expect((await brokenFound()).map((d) => `${d.severity}: ${d.message}`)).toEqual([expect.stringMatching(/^warning: broken link: no page for .*gone\.md/)]);
    writeFileSync(config, readFileSync(config, 'utf8').replace("onBrokenMarkdownLinks: 'warn'", "onBrokenMarkdownLinks: 'ignore'"));
    expect(await brokenFound()).toEqual([]);
  });

  it('warns of a JSX element\'s broken link even with onBrokenLinks: throw, as Docusaurus checks markdown links and <Link>s only (Arbitrum)', async () => {
    const root = copy({ file: 'docs/guide/components.mdx', change: (t) => `${t}\n<p>See <a href="/docs/gone-jsx">the old page</a>.</p>\n` });
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.broken).map((d) => `${d.severity}: ${d.message} / ${d.hint}`)).toEqual([
      'warning: broken link: no page at "/widgets/docs/gone-jsx" (link "/docs/gone-jsx") / a warning only: Docusaurus does not check the links of HTML elements in MDX'
    ]);
  });

  // Apify's docs: `themes: [require.resolve('./apify-docs-theme')]`, a theme of the site's own whose MDXComponents adds
  // RunnableCodeBlock (its pages use it without importing it) and whose MDXComponents/A draws the links to the company's
  // other sites (/sdk/js…) as plain <a>, which Docusaurus's link checker does not see.
  it("takes a theme of the site's own: its MDXComponents' components in every page; its MDXComponents/A makes a broken link a warning", async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("themes: ['@docusaurus/theme-mermaid',", "themes: [require.resolve('./site-theme'), '@docusaurus/theme-mermaid',") });
    const theme = path.join(root, 'site-theme');
    mkdirSync(path.join(theme, 'src/theme/MDXComponents'), { recursive: true });
    writeFileSync(path.join(theme, 'package.json'), JSON.stringify({ name: 'site-theme', main: './src/index.js' }));
    writeFileSync(path.join(theme, 'src/index.js'), "module.exports = { default: () => ({ name: 'site-theme', getThemePath: () => '../src/theme' }) };\n");
    writeFileSync(path.join(theme, 'src/theme/MDXComponents/index.js'), "import MDXA from '@theme/MDXComponents/A';\nimport Runnable from '../Runnable';\n\nexport default { a: MDXA, Runnable };\n");
    writeFileSync(path.join(theme, 'src/theme/MDXComponents/A.js'), "import Link from '@docusaurus/Link';\n\nexport default function A(props) {\n  return props.href?.startsWith('/sdk/') ? <a {...props} /> : <Link {...props} />;\n}\n");
    writeFileSync(path.join(theme, 'src/theme/Runnable.js'), "export default function Runnable({ children }) {\n  return <div className=\"runnable\">{children}</div>;\n}\n");
    // Its Root (Apify's sets its dark colours), where the site has none: the fixture's own, moved into the theme.
    renameSync(path.join(root, 'src/theme/Root.js'), path.join(theme, 'src/theme/Root.js'));
    const page = path.join(root, 'docs/guide/components.mdx');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n<Runnable>Run it.</Runnable>\n\nSee [the SDK](/sdk/js).\n`);
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.broken).map((d) => `${d.severity}: ${d.message} / ${d.hint}`)).toEqual([
      "warning: broken link: no page at \"/widgets/sdk/js\" (link \"/sdk/js\") / a warning only: the site's site-theme/src/theme/MDXComponents/A.js draws its links, and Docusaurus checks only those it draws with <Link>"
    ]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/components/index.html'), 'utf8');
    expect(html).toContain('<div class="runnable">Run it.</div>');
    const data = JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(html)![1]) as { site: { siteIslands?: { root?: number } }; page: { islands?: { tree?: true } } };
    expect([data.site.siteIslands?.root, data.page.islands?.tree]).toEqual([expect.any(Number), true]);
    // An A that draws every link with <Link> is checked as Docusaurus checks it: the broken link stops the build.
    writeFileSync(path.join(theme, 'src/theme/MDXComponents/A.js'), "import Link from '@docusaurus/Link';\n\nexport default function A(props) {\n  return <Link {...props} />;\n}\n");
    const error = await build({ root }).catch((e: unknown) => e);
    expect((error as DocgenError).diagnostics?.map((d) => `${d.severity}: ${d.message}`)).toEqual(['error: broken link: no page at "/widgets/sdk/js" (link "/sdk/js")']);
  });

  // QuestDB's MDXComponents.js maps `a` to its LocalLink, which sends /blog/… links to its main site with a plain <a>.
  it("takes the link component the site's MDXComponents map draws links with as an MDXComponents/A; a link it draws to another site goes there", async () => {
    const root = copy({ file: 'docs/intro.md', change: (t) => `${t}\nSee [the comparison](/elsewhere/compare/) and [a gone page](/docs/gone-page).\n` });
    writeFileSync(path.join(root, 'src/components/LocalLink.js'), "import Link from '@docusaurus/Link';\n\nexport default ({ href, ...props }) => (href.startsWith('/elsewhere/') ? <a href={`https://example.com${href}`} {...props} /> : <Link to={href} {...props} />);\n");
    writeFileSync(path.join(root, 'src/theme/MDXComponents.js'), "import MDXComponents from '@theme-original/MDXComponents';\nimport LocalLink from '../components/LocalLink';\n\nexport default { ...MDXComponents, a: LocalLink };\n");
    expect((await loadConfig(root)).adapted?.linksDrawnBy).toBe('src/components/LocalLink.js');
    // The link it sends to another site (QuestDB's /blog/… to questdb.com) goes there, as the component draws it; the
    // one it draws with <Link> is docgen's, broken: a warning, as the component's links are.
    const result = await build({ root, logger: logged().logger });
    const html = readFileSync(path.join(result.outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<a href="https://example.com/elsewhere/compare/">the comparison</a>');
    expect(result.diagnostics.filter((d) => d.broken).map((d) => `${d.severity}: ${d.message}`)).toEqual(['warning: broken link: no page at "/widgets/docs/gone-page" (link "/docs/gone-page")']);
    // One that draws every link with <Link>: nothing changes.
    writeFileSync(path.join(root, 'src/components/LocalLink.js'), "import Link from '@docusaurus/Link';\n\nexport default ({ href, ...props }) => <Link to={href} {...props} />;\n");
    expect((await loadConfig(root)).adapted?.linksDrawnBy).toBeUndefined();
  });

  // Keploy's current docs have an empty sidebars.js: its require gives {}, so they have no sidebar.
  it('runs markdown.preprocessor over each page\'s text and markdown.parseFrontMatter for its front matter, as Docusaurus; a bad value they give is said, a throw stops the build at the file', async () => {
    const hooks = `markdown: {
    mermaid: true,
    preprocessor: ({ filePath, fileContent }) => (filePath.endsWith('intro.md') ? fileContent.replaceAll('Install the widgets:', 'Install {{NAME}}:').replaceAll('{{NAME}}', 'the gadgets') : fileContent.replaceAll('or later', 'or newer')),
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      if (params.filePath.endsWith('intro.md')) Object.assign(result.frontMatter, { title: 'Given title', description: 'Given description' });
      return result;
    },
  },`;
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace('markdown: { mermaid: true },', hooks) });
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    const intro = readFileSync(path.join(result.outDir, 'docs/intro/index.html'), 'utf8');
    expect(intro).toContain('<title>Given title | Widgets</title>');
    expect(intro).toContain('<meta name="description" content="Given description">');
    expect(intro).toContain('<p>Install the gadgets:</p>');
    // A partial a page imports goes through the preprocessor too, as Docusaurus's loader runs it on every MDX file.
    expect(readFileSync(path.join(result.outDir, 'docs/guide/setup/index.html'), 'utf8')).toContain('Widgets need Node 20 or newer.');
    expect(lines.join('\n')).not.toMatch(/ignored "markdown\.(preprocessor|parseFrontMatter)"/);

    // A value of the wrong type is said where the file's YAML has the key (sidebar_position, line 2); a key it has not at line 1.
    const bad = copy({ file: 'docusaurus.config.js', change: (t) => t.replace('markdown: { mermaid: true },', `markdown: { parseFrontMatter: async (params) => { const r = await params.defaultParseFrontMatter(params); if (params.filePath.endsWith('intro.md')) Object.assign(r.frontMatter, { sidebar_position: 'first', hide_title: 'yes' }); return r; } },`) });
    const found = (await check({ root: bad })).diagnostics.filter((d) => d.message.startsWith('invalid frontmatter'));
    expect(found.map((d) => `${path.relative(bad, path.resolve(d.file))}:${d.line}:${d.column}: ${d.message}`)).toEqual([
      'docs/intro.md:2:19: invalid frontmatter: "sidebar_position" must be a number, got "first"',
      'docs/intro.md:1:1: invalid frontmatter: "hide_title" must be a boolean, got "yes"'
    ]);

    const throwing = copy({ file: 'docusaurus.config.js', change: (t) => t.replace('markdown: { mermaid: true },', `markdown: { preprocessor: ({ filePath, fileContent }) => { if (filePath.endsWith('intro.md')) throw new Error('no NAME given'); return fileContent; } },`) });
    const error = await build({ root: throwing, logger: logged().logger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).diagnostics.map((d) => `${path.relative(throwing, path.resolve(d.file))}:${d.line}: ${d.message}`)).toEqual(['docs/intro.md:1: markdown.preprocessor failed: no NAME given']);
  });

  it('serves the pages below pages.routeBasePath and leaves out what pages.exclude names (Fiber\'s pages options)', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("        // No gtag here", "        pages: { routeBasePath: '/more/', exclude: ['**/standalone.js'] }, // No gtag here") });
    const result = await build({ root, logger: logged().logger });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = listFiles(result.outDir).filter((f) => f.endsWith('.html'));
    expect(html).toEqual(expect.arrayContaining(['more/index.html', 'more/markdown-page/index.html']));
    // (`index.html` stays: the fixture's own plugin adds a route to src/pages/index at the base URL.)
    expect(html.filter((f) => /^(markdown-page\/index|standalone\/index|more\/standalone\/index)\.html$/.test(f))).toEqual([]);
    // The default excludes are replaced by the site's: a partial is a page when its exclude leaves it in.
    writeFileSync(path.join(root, 'src/pages/_partial.md'), '# Partial\n');
    const again = await build({ root, logger: logged().logger });
    expect(listFiles(again.outDir)).toContain('more/_partial/index.html');
  });

  it('takes a dropdown with no label, its toggle named by its aria-label and drawn by its className (Fiber\'s GitHub menu; Stryker\'s, whose stylesheet draws its icon), in the mobile menu too', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("{ to: '/events', label: 'Events', position: 'left' },", "{ to: '/events', label: 'Events', position: 'left' }, { position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repositories', items: [{ label: 'Widgets', href: 'https://github.com/example/widgets' }] },") });
    const css = path.join(root, 'src/css/custom.css');
    writeFileSync(css, `${readFileSync(css, 'utf8')}\n.header-github-link::before { content: ''; width: 24px; height: 24px; background: url(../../static/img/logo.svg) no-repeat; }\n`);
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(lines.join('\n')).not.toMatch(/navbar\.items/);
    const html = readFileSync(path.join(result.outDir, 'docs/intro/index.html'), 'utf8');
    expect(html).toMatch(/<div class="navbar-dropdown header-github-link"><button type="button"[^>]* aria-label="GitHub repositories"[^>]*><\/button>/);
    // In the mobile menu, its class on the toggle, as Docusaurus has it: the site's rules for it (a flex row) leave the
    // group's list below it.
    expect(html).toMatch(/<div class="menu-group"><button type="button" class="menu-link menu-group-toggle header-github-link"[^>]* aria-label="GitHub repositories"><\/button>/);
  });

  it('draws the navbar\'s custom-* items with the site\'s NavbarItem/ComponentTypes, on each page as on its route: the theme\'s dropdown among them, its entries of the site\'s types too; a type the map lacks is a warning at its line', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("{ type: 'custom-news', label: 'News', to: '/blog', position: 'right' },", "{ type: 'custom-news', label: 'News', to: '/blog', position: 'right' },\n          { type: 'custom-more', position: 'left', items: [{ label: 'Setting up', to: '/docs/guide/setup' }, { type: 'custom-news', label: 'News again', to: '/blog' }, { label: 'Top', to: '#' }] },\n          { type: 'custom-gone', position: 'left' },") });
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    const page = (f: string) => readFileSync(path.join(result.outDir, f), 'utf8');
    const island = (html: string, i: number) => new RegExp(`<(div|ul) class="navbar-island" data-site-island="${i}">(.*?)</\\1><`).exec(html)?.[2];
    const [setup, blog] = [page('docs/guide/setup/index.html'), page('blog/index.html')];
    expect(island(setup, 0)).toBe('<span class="news-item"><a class="navbar__item navbar__link navbar-link news-link" href="/widgets/blog">News</a><button type="button" class="news-seen" aria-label="News seen: 0">0</button></span>');
    expect(island(blog, 0)).toContain('<a class="navbar__item navbar__link navbar-link news-link navbar__link--active active" aria-current="page" href="/widgets/blog">News</a>');
    expect(island(blog, 1)).toBe('<li class="menu__list-item"><a class="menu__link menu-link active" aria-current="page" href="/widgets/blog">News</a></li>');
    // The theme's dropdown (docgen's), current on a page it lists; its entries: a link, and the site's own type.
    expect(island(setup, 2)).toMatch(/^<div class="navbar-dropdown"><button type="button" class="navbar-link navbar-dropdown-toggle active"[^>]*>More<\/button><ul [^>]*class="navbar-dropdown-menu" hidden="">/);
    expect(island(setup, 2)).toContain('<li><a class="dropdown__link navbar-dropdown-link dropdown__link--active active" aria-current="page" href="/widgets/docs/guide/setup">Setting up</a></li><li><a class="dropdown__link navbar-dropdown-link" href="/widgets/blog">News again</a></li>');
    // In the menu, a group, open on a page it lists (the blog, through the site's own entry).
    expect(island(blog, 3)).toMatch(/^<li class="menu__list-item menu-group"><button type="button" class="menu-link menu-group-toggle active" aria-expanded="true"/);
    expect(island(setup, 3)).toMatch(/^<li class="menu__list-item menu-group"><button type="button" class="menu-link menu-group-toggle active" aria-expanded="true"/);
    expect(island(page('docs/intro/index.html'), 3)).toMatch(/^<li class="menu__list-item menu-group"><button type="button" class="menu-link menu-group-toggle" aria-expanded="false"/);
    // Its context carries the items' props; the chunk and context are the site's, on every page.
    const data = JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(setup)![1]) as { site: { siteIslands: { js: string; context: { navbarItems: unknown[]; generated?: unknown; generatedUrl?: string } } } };
    expect(data.site.siteIslands.context.navbarItems).toEqual([{ type: 'custom-news', label: 'News', to: '/blog', position: 'right' }, expect.objectContaining({ type: 'custom-more' }), { type: 'custom-gone', position: 'left' }, expect.objectContaining({ type: 'custom-sidebar' })]);
    expect(existsSync(path.join(result.outDir, data.site.siteIslands.js.replace('/widgets/', '')))).toBe(true);
    // The theme's link to a docs sidebar (DocSidebarNavbarItem), which the site's item draws where the docs' version
    // has that sidebar (useDocsVersionCandidates, as BoTorch's): to its first doc, current on the sidebar's pages only.
    const parts = '<a class="navbar__item navbar__link navbar-link" href="/widgets/docs/components/">Parts</a>';
    expect(island(setup, 6)).toBe(parts);
    expect(island(page('docs/components/images/index.html'), 6)).toBe(parts.replace('navbar-link"', 'navbar-link navbar__link--active active" aria-current="page"'));
    expect(island(setup, 7)).toBe('<li class="menu__list-item"><a class="menu__link menu-link" href="/widgets/docs/components/">Parts</a></li>');
    // The docs' versions it read are in a file the site's islands load before they hydrate (the browser keeps it from
    // page to page), not in each page's data.
    expect(data.site.siteIslands.context.generated).toBeUndefined();
    expect(page(data.site.siteIslands.context.generatedUrl!.replace('/widgets/', ''))).toContain('"sidebars":{"tutorialSidebar":{"link":{"path":"/widgets/docs/intro"');
    expect(island(setup, 4)).toBe('');
    const gone = result.diagnostics.filter((d) => d.message.includes('custom-gone'));
    const line = page('../docusaurus.config.js').split('\n').findIndex((l) => l.includes("'custom-gone'")) + 1;
    expect(gone).toEqual([expect.objectContaining({ file: expect.stringMatching(/docusaurus\.config\.js$/), line, severity: 'warning', message: 'navbar item "custom-gone" cannot be rendered: it threw while rendering: No NavbarItem component found for type "custom-gone".; its place is left empty' })]);
    expect(lines.join('\n')).not.toMatch(/ignored "themeConfig\.navbar/);
    // A map written out whole, as Docusaurus's docs show it: each theme item imported by name, the locale dropdown drawn
    // by the site's own component; a docs item drawn in one is a finding that says what to use.
    const whole = copy({ file: 'src/theme/NavbarItem/ComponentTypes.js', change: () => `${['Default', 'Dropdown', 'LocaleDropdown', 'Search', 'Html', 'Doc', 'DocSidebar', 'DocsVersion', 'DocsVersionDropdown'].map((n) => `import ${n}NavbarItem from '@theme/NavbarItem/${n}NavbarItem';`).join('\n')}\nexport default { default: DefaultNavbarItem, dropdown: DropdownNavbarItem, localeDropdown: LocaleDropdownNavbarItem, search: SearchNavbarItem, html: HtmlNavbarItem, doc: DocNavbarItem, docSidebar: DocSidebarNavbarItem, docsVersion: DocsVersionNavbarItem, docsVersionDropdown: DocsVersionDropdownNavbarItem, 'custom-news': (props) => <LocaleDropdownNavbarItem {...props} />, 'custom-doc': (props) => <DocNavbarItem {...props} />, 'custom-sidebar': (props) => <DocSidebarNavbarItem {...props} /> };\n` });
    writeFileSync(path.join(whole, 'docusaurus.config.js'), readFileSync(path.join(whole, 'docusaurus.config.js'), 'utf8').replace("{ type: 'custom-news', label: 'News', to: '/blog', position: 'right' },", "{ type: 'custom-news', position: 'right' }, { type: 'custom-doc', docId: 'intro' }, { type: 'custom-doc', docId: 'nothing' }, { type: 'custom-sidebar', sidebarId: 'gone' },"));
    const wholeResult = await build({ root: whole, logger: logged().logger });
    const locales = island(readFileSync(path.join(wholeResult.outDir, 'fr/docs/intro/index.html'), 'utf8'), 0);
    expect(locales).toMatch(/^<div class="navbar-dropdown"><button [^>]*>Français<\/button>/);
    expect(locales).toContain('<li><a target="_self" lang="en" class="dropdown__link navbar-dropdown-link" href="/widgets/docs/intro">English</a></li><li><a target="_self" lang="fr" class="dropdown__link navbar-dropdown-link dropdown__link--active active" href="/widgets/fr/docs/intro">Français</a></li>');
    // The theme's docs items in the site's own: a doc's link by its id (the id its label), current on the doc's sidebar's
    // pages, in the page's locale; a doc or sidebar id the docs lack is a finding, as Docusaurus's error.
    const frPage = (route: string) => readFileSync(path.join(wholeResult.outDir, `fr/docs/${route}/index.html`), 'utf8');
    const intro = '<a class="navbar__item navbar__link navbar-link" href="/widgets/fr/docs/intro">intro</a>';
    expect(island(frPage('guide/setup'), 2)).toBe(intro.replace('navbar-link"', 'navbar-link navbar__link--active active" aria-current="page"'));
    expect(island(frPage('components/images'), 2)).toBe(intro);
    expect(island(frPage('components/images'), 8)).toContain('navbar__link--active active" aria-current="page" href="/widgets/fr/docs/components/">Parts</a>');
    expect(wholeResult.diagnostics.filter((d) => /custom-(doc|sidebar)/.test(d.message)).map((d) => d.message)).toEqual([
      'navbar item "custom-doc" cannot be rendered: it threw while rendering: Couldn\'t find any doc with id "nothing"; its place is left empty',
      'navbar item "custom-sidebar" cannot be rendered: it threw while rendering: no sidebar has the id "gone" in the docs version current; its place is left empty'
    ]);
    // Without the site's map of types, as Docusaurus, no component draws them: each is left out, said at its line.
    const bare = copy({ file: 'src/theme/NavbarItem/ComponentTypes.js', change: () => '' });
    rmSync(path.join(bare, 'src/theme/NavbarItem'), { recursive: true });
    const left = logged();
    const out = (await build({ root: bare, logger: left.logger })).outDir;
    expect(left.lines.join('\n')).toMatch(/docusaurus\.config\.js:74:\d+: warning: ignored "themeConfig\.navbar\.items\[5\]": No NavbarItem component found for type "custom-news"/);
    expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).not.toContain('navbar-island');
  });

  it('writes the tags a plugin\'s injectHtmlTags gives on every page: in the head, and at the start and end of the body', async () => {
    const plugin = "() => ({ name: 'tags', injectHtmlTags: () => ({ headTags: [{ tagName: 'script', attributes: { async: true, src: 'https://a.example/s.js' } }], preBodyTags: [{ tagName: 'div', attributes: { id: 'top-of-body' } }, '<p id=\"raw\">raw</p>'], postBodyTags: [{ tagName: 'noscript', innerHTML: '<img src=\"https://a.example/n.gif\" alt=\"\">' }] }) }), ";
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("  plugins: [\n    '@docusaurus/plugin-ideal-image',", `  plugins: [\n    ${plugin}'@docusaurus/plugin-ideal-image',`) });
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(lines.join('\n')).not.toMatch(/"plugins\[0\]"/);
    for (const page of ['docs/intro/index.html', 'blog/index.html']) {
      const html = readFileSync(path.join(result.outDir, page), 'utf8');
      expect(html).toMatch(/<script async src="https:\/\/a\.example\/s\.js"><\/script>\n[^]*<\/head>/);
      expect(html).toContain('<body>\n<div id="top-of-body"></div>\n<p id="raw">raw</p>\n<div id="__docgen">');
      expect(html).toMatch(/<noscript><img src="https:\/\/a\.example\/n\.gif" alt=""><\/noscript>\n[^]*<\/body>/);
    }
  });

  it('reads the blog\'s and the docs\' tags files (the classic template\'s blog/tags.yml): labels, permalinks and descriptions, a locale\'s own first; a tag not in the file is a warning at its line', async () => {
    const root = copy({ file: 'docs/intro.md', change: (t) => t.replace('sidebar_position: 1\n', 'sidebar_position: 1\ntags: [setup, Getting Started]\n') });
    writeFileSync(path.join(root, 'blog/tags.yml'), 'news:\n  label: News\n  description: What is new with Widgets\nrelease:\n  label: Releases\n  permalink: /releases\n');
    writeFileSync(path.join(root, 'i18n/fr/docusaurus-plugin-content-blog/tags.yml'), 'news:\n  label: Actualités\n  permalink: /actualites\nrelease:\n  label: Versions\n');
    writeFileSync(path.join(root, 'docs/tags.yml'), 'setup:\n  description: Installing and configuring\n');
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const read = (f: string) => readFileSync(path.join(result.outDir, f), 'utf8');
    const tag = read('blog/tags/news/index.html');
    expect(tag).toContain('<p class="tag-description">What is new with Widgets</p>');
    expect(tag).toContain('<meta name="description" content="What is new with Widgets">');
    expect(read('blog/tags/index.html')).toContain('<a class="tag" href="/widgets/blog/tags/news" title="What is new with Widgets">News <span class="tag-count">2</span></a>');
    expect(read('blog/tags/releases/index.html')).toContain('One post tagged with &quot;Releases&quot;');
    expect(existsSync(path.join(result.outDir, 'blog/tags/release/index.html'))).toBe(false);
    // The French blog reads its own tags file.
    expect(read('fr/blog/tags/actualites/index.html')).toContain('Actualités');
    expect(existsSync(path.join(result.outDir, 'fr/blog/tags/release/index.html'))).toBe(true);
    // Docs: the key's label capitalized, and an inline tag at Docusaurus's permalink, with a warning where it is written.
    expect(read('docs/intro/index.html')).toContain('<li><a class="tag" href="/widgets/docs/tags/setup" title="Installing and configuring">Setup</a></li><li><a class="tag" href="/widgets/docs/tags/getting-started">Getting Started</a></li>');
    expect(read('docs/tags/setup/index.html')).toContain('<p class="tag-description">Installing and configuring</p>');
    expect(lines.join('\n')).toMatch(/docs\/intro\.md:3:15: warning: tag "Getting Started" not defined in tags\.yml/);
    expect(lines.filter((l) => / not defined in /.test(l))).toHaveLength(1);
    // onInlineTags: 'throw' makes it an error; a tags file the config names and that is not there, too.
    const strict = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("sidebarPath: require.resolve('./sidebars.js'),", "sidebarPath: require.resolve('./sidebars.js'), onInlineTags: 'throw', tags: 'labels.yml',") });
    cpSync(path.join(root, 'docs/intro.md'), path.join(strict, 'docs/intro.md'));
    const error = (await build({ root: strict, logger: logged().logger }).catch((e: unknown) => e)) as DocgenError;
    expect(error.diagnostics.map((d) => `${d.file}:${d.line}: ${d.severity}: ${d.message}`)).toEqual([expect.stringMatching(/docusaurus\.config\.js:\d+: error: no tags file "labels\.yml" in docs$/)]);
    writeFileSync(path.join(strict, 'docs/labels.yml'), 'setup:\n');
    const inline = (await build({ root: strict, logger: logged().logger }).catch((e: unknown) => e)) as DocgenError;
    expect(inline.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`)).toEqual([expect.stringMatching(/docs\/intro\.md:3:15: error: tag "Getting Started" not defined in labels\.yml$/)]);
  });

  it('closes the elements of the config\'s and sidebars\' HTML, as the browser reads each on its own: BoTorch\'s `<iframe … />` in the footer keeps the page after it', async () => {
    const root = copy({ file: 'docusaurus.config.js', change: (t) => t.replace("{ html: '<b>hi</b>' }", "{ html: '<iframe src=\"https://buttons.example/star\" title=\"Stars\" />' }").replace('copyright: `Copyright © <a href="https://widgets.example.com">Widgets</a>`', "copyright: 'Copyright <b>Widgets'").replace('footer: {', "announcementBar: { content: 'Read <a href=\"/widgets/blog\">the news' }, footer: {") });
    const sidebars = path.join(root, 'sidebars.js');
    writeFileSync(sidebars, readFileSync(sidebars, 'utf8').replace("Reference: ['api/configuration'],", "Reference: ['api/configuration', { type: 'html', value: '<textarea/>Notes' }],"));
    const result = await build({ root, logger: logged().logger });
    const doc = readFileSync(path.join(result.outDir, 'docs/api/configuration/index.html'), 'utf8');
    expect(doc).toContain('<li class="footer-html"><iframe src="https://buttons.example/star" title="Stars"></iframe></li>');
    expect(doc).toContain('<div class="footer-copyright">Copyright <b>Widgets</b></div>');
    expect(doc).toContain('Read <a href="/widgets/blog">the news</a></div>');
    expect(doc).toContain('<textarea>Notes</textarea></li>');
    // The page's data after them is there whole, and gives the theme the same HTML to hydrate.
    const data = JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/.exec(doc)![1]) as { site: { footer: { copyright: string } } };
    expect(data.site.footer.copyright).toBe('Copyright <b>Widgets</b>');
  });

  it('reads an empty sidebars file as no sidebars: the docs build without one', async () => {
    const root = copy();
    writeFileSync(path.join(root, 'sidebars.js'), '');
    const result = await build({ root, logger: logged().logger });
    expect(result.site.sidebars).toEqual({});
    expect(readFileSync(path.join(result.outDir, 'docs/intro/index.html'), 'utf8')).not.toContain('class="sidebar-link');
  });
});
