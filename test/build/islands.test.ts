// A site's own components built as islands: server HTML in place, the chunk and CSS named in the page data of those
// pages only, React pages, a component that throws or imports a package not installed (one finding, the rest built), the cache.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import type { DocgenError } from '../../src/errors.js';
import { writeFiles } from '../setup/files.js';
import { loadConfig } from '../../src/config/load.js';
import { loadInstances } from '../../src/instances.js';
import { buildIslands } from '../../src/islands/index.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-classic');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function copy(edit?: (text: string) => string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-islands-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  const file = path.join(dir, 'docs/guide/widgets.mdx');
  if (edit) writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return dir;
}

/** The fixture as it is, built once for the tests that only read that build. */
let plainBuild: ReturnType<typeof build> | undefined;
const plain = () => (plainBuild ??= build({ root: copy() }));

const logged = () => {
  const lines: string[] = [];
  return { lines, logger: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) } };
};
type Context = { siteConfig: { baseUrl: string; customFields: object }; i18n: { currentLocale: string } };
const data = (html: string) => JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]) as { page: { islands?: { js: string; css: string[]; context: Context } }; site: { siteIslands?: { context: Context } } };
const broken = (t: string) => t.replace("import Counter", "import Broken from '@site/src/components/Broken';\nimport Missing from 'widget-sparkles';\nimport Counter") + '\n<Broken />\n\n<Missing />\n';

describe('islands', () => {
  it('renders the components into the page, and names their chunk and CSS in that page\'s data only', async () => {
    const result = await plain();
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toMatch(/<div data-island="0"><div class="\w+"><button type="button" class="\w+">Widgets<!-- -->: <span class="counter-value">2<\/span><\/button><\/div><\/div>/);
    expect(html).toContain('<strong class="site-title">Widgets</strong> (<!-- -->vanilla<!-- -->, <!-- -->en<!-- -->)');
    expect(html).toContain('<a class="intro-link" href="/widgets/docs/intro">Read the intro</a>');
    // react-router-dom imported by the site itself: its Link takes the path as written, NavLink marks the page's own.
    expect(html).toContain('<p class="router-links"><a class="router-link" href="/widgets/docs/intro">Intro by the router</a> <a class="nav-link nav-here" href="/widgets/docs/guide/widgets">Here</a></p>');
    // The global data of the site's own plugin (plugins/releases.js: its loadContent, then setGlobalData).
    expect(html).toContain('<p class="latest-release">Latest <!-- -->stable<!-- --> release: <!-- -->2.1.0<!-- -->, <!-- -->2024-05-01</p>');
    // The theme's MDX link component (React Native's site wraps it), as the Link stand-in.
    expect(html).toContain('<a class="mdx-a-link" href="/widgets/docs/intro">as a markdown link</a>');
    // prism-react-renderer and prop-types, not installed: docgen's stand-ins (the code plain, a line a row; no check).
    expect(html).toContain('<pre class="prism-code language-bash site-snippet"><div class="token-line"><span class="token plain">npm install widgets</span></div><div class="token-line"><span class="token plain">\n</span></div><div class="token-line"><span class="token plain">widgets --help</span></div></pre>');
    expect(html).toContain('<em>Made with widgets.</em>');
    // The theme's Mermaid, in a component: drawn at build time as a fence is, its SVG in the page data for hydration.
    const flow = html.slice(html.indexOf('<div class="docusaurus-mermaid-container">'));
    expect(flow).toMatch(/^<div class="docusaurus-mermaid-container"><div class="mermaid-diagram"[^>]*><svg id="mermaid-\d+-\w+" role="img" aria-label="graph diagram"/);
    expect(flow.slice(0, flow.indexOf('</svg>'))).toMatch(/>Order<[\s\S]*>Widget</);
    // An element inside a paragraph gets an inline placeholder; the page's own `export const` component works.
    expect(html).toContain('<p>Some <span data-island="2"><span class="highlight" style="background-color:#25c2a0;padding:0 4px">highlighted</span></span> words');
    // Markdown children reach the component as the HTML the page made of them: a paragraph as its element, as in MDX.
    expect(html).toContain('<div data-island="3"><aside class="widget-note"><p>A note with <strong>markdown</strong> and <code>code</code> in it.</p></aside></div>');
    // react-lite-youtube-embed, not installed: docgen's stand-in, its poster (the site's) and a play button.
    expect(html).toContain('<div data-island="5"><div class="video-frame"><article class="yt-lite" data-title="Widgets in a minute" style="background-image:url(&quot;/widgets/img/logo.svg&quot;);--aspect-ratio:56.25%"><button type="button" class="lty-playbtn" aria-label="Watch Widgets in a minute"></button></article></div></div>');
    // theme-live-codeblock's fences: docgen's Playground, the code in react-live's editor (its tokens classed, coloured
    // by the theme), the result drawn in the browser. The site's scope (src/theme/ReactLiveScope) is imported.
    const at = (s: string) => html.indexOf(s);
    const live = [html.slice(at('<div data-island="6">'), at('<div data-island="7">')), html.slice(at('<div data-island="7">'), at('<h2 id="after-the-islands"'))];
    const text = (h: string) => h.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').trim();
    expect(live.map((h) => h.startsWith('<div data-island="6"><div class="playground">') || h.startsWith('<div data-island="7"><div class="playground">'))).toEqual([true, true]);
    expect(text(live[0])).toMatch(/^Live EditorReset<Counter start=\{5\} label="Live" \/>\n\s*ResultLoading…\s*Statements that call render:$/);
    expect(text(live[1])).toContain('render(<Greeting name="widgets" />);');
    expect(live[0]).toContain('<span class="token tag class-name">Counter</span>');
    expect(html).not.toContain('```');
    // Docgen has prism-react-renderer for react-live: the site's own import of it, not installed, still gets the stand-in (above).
    const { islands } = data(html).page;
    expect(islands?.js).toMatch(/^\/widgets\/assets\/island-\w+\.js$/);
    expect(islands?.css).toEqual([expect.stringMatching(/^\/widgets\/assets\/island-\w+\.css$/)]);
    expect(html).toContain(`<link rel="stylesheet" href="${islands!.css[0]}">`);
    expect(islands?.context.siteConfig.customFields).toEqual({ flavour: 'vanilla' });
    for (const f of [islands!.js, islands!.css[0]]) expect(statSync(path.join(result.outDir, f.slice('/widgets/'.length))).size).toBeGreaterThan(0);
    // The islands' chunks borrow the shell's React (its production build links to react.dev/errors): no second copy.
    const assets = readdirSync(path.join(result.outDir, 'assets'));
    const js = (f: string) => readFileSync(path.join(result.outDir, 'assets', f), 'utf8');
    expect(assets.filter((f) => /^client-.*\.js$/.test(f)).some((f) => js(f).includes('react.dev/errors'))).toBe(true);
    const islandChunks = assets.filter((f) => /^island-.*\.js$/.test(f));
    expect(islandChunks.length).toBeGreaterThan(0);
    expect(islandChunks.filter((f) => js(f).includes('react.dev/errors'))).toEqual([]);
    expect(islandChunks.some((f) => js(f).includes('__docgenReact'))).toBe(true);
    // Other pages load nothing of it.
    const guide = readFileSync(path.join(result.outDir, 'docs/guide/index.html'), 'utf8');
    expect(data(guide).page.islands).toBeUndefined();
    for (const f of [islands!.js, ...islands!.css]) expect(guide).not.toContain(f);
    // The React page: at the base URL, titled by its Layout, in each locale with the locale's base URL.
    const home = readFileSync(path.join(result.outDir, 'index.html'), 'utf8');
    expect(home).toContain('<title>Widgets · Widgets are cool</title>');
    expect(home).toContain('<meta name="description" content="Widgets home">');
    expect(home).toMatch(/<div data-island="0"><header class="hero hero--primary"><div class="container"><h1 class="hero-title hero__title">Widgets<\/h1>/);
    const fr = readFileSync(path.join(result.outDir, 'fr/index.html'), 'utf8');
    expect(fr).toContain('<a class="button button--secondary button--lg" href="/widgets/fr/docs/intro">Get started</a>');
    // Written with Infima's classes, it links docgen's stylesheet of them; a doc without them does not.
    const infima = /<link rel="stylesheet" href="\/widgets\/assets\/(infima-\w+\.css)">/;
    expect(readFileSync(path.join(result.outDir, 'assets', infima.exec(home)![1]), 'utf8')).toMatch(/\.col\.col--4\{flex:0 0 33\.3333%;max-width:33\.3333%\}/);
    expect(guide).not.toMatch(infima);
    expect(data(fr).page.islands?.context.i18n.currentLocale).toBe('fr');
    // The locales as the framework's context has them: not the folder on the building machine their translations are
    // read from.
    expect(data(fr).page.islands?.context.i18n.localeConfigs).toEqual({ en: { label: 'English', htmlLang: 'en', direction: 'ltr' }, fr: { label: 'Français', htmlLang: 'fr', direction: 'ltr' } });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  // tRPC's sponsors partial and Sequelize's support tables: a component imported by a partial the page inlines.
  it('gives a component Docusaurus\'s generated data: a blog\'s recent posts (read as its module loads, and at render) and the docs of the version; the page data carries what it read', async () => {
    const result = await plain();
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toContain('<ul class="news-posts"><li><a href="/widgets/blog/2024/02/20/release">Widgets 2.0 is out</a> <time>2024-02-20</time></li><li><a href="/widgets/blog/2024/01/15/welcome">Welcome</a> <time>2024-01-15</time></li></ul><p class="news-newest">Newest: <!-- -->Widgets 2.0 is out</p><p class="news-site">Widgets in en of en, fr, stable</p><p class="news-events">Widgets meetup in Lyon</p><p class="news-intro">Widget tutorial</p><p class="news-card">Widget tutorial<!-- -->, <!-- -->/first<!-- -->, <!-- -->one item<!-- -->, <!-- -->many items</p><p class="news-version">current</p>');
    const generated = (data(html).page.islands!.context as { generated?: Record<string, { title?: string; items?: unknown[] } & Record<string, { id: string; title: string; sidebar?: string }>> }).generated!;
    // The site's config, locales and global data are the site's islands' (the fixture has a navbar item of its own).
    // The page's docs version too, which useDocsVersion() and useActiveDocContext() read.
    expect(Object.keys(generated).sort()).toEqual(['docgen:docs-of-version', 'docgen:docs-version', 'docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json', 'docusaurus-plugin-content-blog/events/blog-post-list-prop-events.json']);
    expect(generated['docgen:docs-version']).toEqual({ name: 'current', label: 'Next', isLast: true, path: '/widgets/docs' });
    expect(data(html).site.siteIslands!.context).toMatchObject({ i18n: { currentLocale: 'en' }, siteConfig: { title: 'Widgets' } });
    // The French page's module reads its own locale.
    expect(readFileSync(path.join(result.outDir, 'fr/docs/guide/widgets/index.html'), 'utf8')).toContain('<p class="news-site">Widgets in fr of en, fr, stable</p>');
    expect(generated['docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json']).toEqual({
      title: 'Recent posts',
      items: [
        { title: 'Widgets 2.0 is out', permalink: '/widgets/blog/2024/02/20/release', unlisted: false, date: '2024-02-20T00:00:00.000Z' },
        { title: 'Welcome', permalink: '/widgets/blog/2024/01/15/welcome', unlisted: false, date: '2024-01-15T00:00:00.000Z' }
      ]
    });
    expect(generated['docgen:docs-of-version'].intro).toEqual({ id: 'intro', title: 'Widget tutorial', description: expect.any(String), sidebar: 'tutorialSidebar' });
    // A page whose components read none of it carries none.
    const other = readFileSync(path.join(result.outDir, 'index.html'), 'utf8');
    expect(JSON.stringify(data(other).page.islands!.context)).not.toContain('generated');
  });

  it('draws an admonition of the site\'s own keyword with its src/theme/Admonition/Types, in markdown and MDX; the theme\'s keywords as docgen draws them', async () => {
    const result = await plain();
    const article = (route: string) => {
      const html = readFileSync(path.join(result.outDir, route, 'index.html'), 'utf8');
      return html.slice(html.indexOf('<div class="markdown">'), html.indexOf('</article>'));
    };
    const md = article('docs/guide/admonitions');
    // `:::premium`: the site's type, drawn with the theme's Layout and Icon (docgen's box, the site's classes, its title).
    expect(md).toMatch(/<div data-island="0"><div class="admonition admonition-premium alert alert--premium premium-box" role="note"><div class="admonition-title"><span class="admonition-icon"><svg [^>]*aria-hidden="true"[^>]*>.*?<\/svg><\/span>Premium<\/div><div class="admonition-content"><p>Only for <strong>paying<\/strong> customers, with <code>code<\/code> and a <a href="\/widgets\/docs\/guide\/setup">link<\/a>\.<\/p><\/div><\/div><\/div>/);
    // `:::exercise[Count the widgets]`: a component of the site's own, given the label as its title.
    expect(md).toContain('<div data-island="1"><section class="exercise-box"><p class="exercise-title">Count the widgets</p><div class="exercise-body"><p>How many widgets does the <a href="/widgets/docs/guide/setup">setup</a> install?</p></div><button type="button" class="exercise-done">Mark as done</button></section></div>');
    expect(md).toContain('<div class="admonition admonition-tip" role="note"><div class="admonition-title">Tip</div>');
    const mdx = article('docs/guide/own-admonitions');
    // Its label's markdown (`:::premium[Premium *support*]`) reaches the site's component as elements, as MDX gives it.
    expect(mdx).toMatch(/<div data-island="0"><div class="admonition admonition-premium alert alert--premium premium-box" role="note">.*?<span>Premium <em>support<\/em><\/span><\/div><div class="admonition-content"><p>Answered within the hour\.<\/p><\/div><\/div><\/div>/);
    expect(mdx).toContain('<div data-island="1"><section class="exercise-box"><p class="exercise-title">From JSX</p><div class="exercise-body"><p>Write one of your <strong>own</strong>.</p></div>');
    expect(mdx).toContain('<div class="admonition admonition-info" role="note"><div class="admonition-title">Info</div>');
    // In a component's content (a frame of the site's), drawn by its component in the component's island.
    expect(mdx).toContain('<div data-island="2"><div class="frame"><p>Inside a frame.</p><section class="exercise-box"><p class="exercise-title">Framed</p><div class="exercise-body"><p>Inside the <strong>frame</strong>.</p></div><button type="button" class="exercise-done">Mark as done</button></section></div></div>');
    expect(result.diagnostics.filter((d) => /admonition/.test(d.message))).toEqual([]);
  });

  // Ory's getting-started partial: `<Teaser framework={<a href="https://go.dev/">Go</a>} mp4={mp4} />`.
  it('renders a partial\'s components as the page\'s islands, its relative imports from the partial\'s folder; one reading the partial\'s props given them, JSX and the page\'s imports too', async () => {
    const root = copy((t) => t.replace('import Counter', "import Shared from './_shared.mdx';\nimport Tags from './_tags.md';\nimport card from '@site/static/img/card.png';\nimport Counter") + '\n<Shared who="readers" link={<a href="https://go.dev/">Go</a>} picture={card} ports={[4433, 4434]} tags={<Tags />} />\n');
    // Ory's `imageTags={<ImageTags />}`: a markdown file the page imports, given as an element.
    writeFileSync(path.join(root, 'docs/guide/_tags.md'), 'Tags: **v1.2**, `latest`.\n');
    // And an expression docgen cannot work out, run as an island (Dyte's screenshots mapped from a list).
    writeFileSync(path.join(root, 'docs/guide/_shared.mdx'), "import Counter from '../../src/components/Counter';\nimport CodeBlock from '@theme/CodeBlock';\n\n## Shared counter\n\n<Counter start={7} label=\"Shared\" />\n\n<Counter start={1} label={props.who}>For {props.who}.</Counter>\n\nBuilt with {props.link}.\n\n<div className=\"tags\">{props.tags}</div>\n\n<Counter start={2} label={props.picture} />\n\n<CodeBlock language=\"bash\">{`docker run ${(props.ports || [80]).map((p) => '-p ' + p).join(' ')} widgets`}</CodeBlock>\n\n<div className=\"shots\">\n  {[\n    'a.png',\n    'b.png',\n  ].map((i) => (\n    <code key={i}>{i}</code>\n  ))}\n</div>\n");
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toMatch(/<div data-island="\d+"><div class="\w+"><button type="button" class="\w+">Shared<!-- -->: <span class="counter-value">7<\/span><\/button><\/div><\/div>/);
    // (Its children are not the Counter's to show.)
    expect(html).toMatch(/<button type="button" class="\w+">readers<!-- -->: <span class="counter-value">1<\/span><\/button>/);
    // Props that are code of the page's: an element, an imported picture (its URL).
    expect(html).toMatch(/Built with <span data-island="\d+"><a href="https:\/\/go\.dev\/">Go<\/a><\/span>\.<\/p>/);
    expect(html).toMatch(/<button type="button" class="\w+">\/widgets\/assets\/island-asset-\w+\.png<!-- -->: <span class="counter-value">2<\/span><\/button>/);
    expect(html).toMatch(/<div class="tags"><div data-island="\d+"><div class="island-children markdown"><p>Tags: <strong>v1\.2<\/strong>, <code>latest<\/code>\.<\/p><\/div>/);
    // A CodeBlock's code that reads them (Ory's `${(props.ports || [4433, 4434]).map(…)}`).
    expect(html.replace(/<[^>]+>/g, '')).toContain('docker run -p 4433 -p 4434 widgets');
    expect(html).toMatch(/<div class="shots"><div data-island="\d+"><code>a\.png<\/code><code>b\.png<\/code><\/div><\/div>/);
    expect(result.diagnostics.filter((d) => d.broken === 'component')).toEqual([]);
    expect(lines.join('\n')).not.toMatch(/cannot be worked out|of a partial is not rendered/);
    expect(lines.join('\n')).not.toMatch(/_shared\.mdx:5:1/);
  });

  it('shows a markdown file a component imports as the HTML docgen makes of it: a page as its page shows it, another file read on its own with its links resolved and checked', async () => {
    const root = copy((t) => t.replace('import Counter', "import { SetupPart } from './_parts.jsx';\nimport Counter") + '\n<SetupPart />\n');
    const releases = path.join(root, 'src/components/_releases.md');
    writeFileSync(releases, `# Releases\n\n${readFileSync(releases, 'utf8').replace('## Releases\n\n', '')}\n:::note\n\nOld ones are [gone](/docs/nowhere).\n\n:::\n`);
    writeFileSync(path.join(root, 'docs/guide/_parts.jsx'), "import Setup from './setup.md';\nexport function SetupPart() { return <Setup />; }\n");
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toMatch(/<section class="releases"><div class="island-children markdown"><h1>Releases<\/h1>\n?<table tabindex="0">/);
    expect(html).toContain('<a href="/widgets/docs/intro">Intro</a>, <a href="/widgets/docs/guide/setup#requirements">setup</a>');
    expect(html).toMatch(/<div class="admonition admonition-note[^"]*"[^>]*>[^]*?Note[^]*?Old ones are <a href="\/widgets\/docs\/nowhere">gone<\/a>/);
    // A docs page, as its own page shows it: its partial inlined, its image at the site's base.
    expect(html).toContain('Set up the widget. Back to <a href="/widgets/docs/guide/">the guide</a>.');
    expect(html).toContain('<img src="/widgets/img/logo.svg" alt="Logo"');
    expect(html).toMatch(/<h2 id="requirements" class="anchor">.*Requirements.*<\/h2>\n?<p>Widgets need Node 20 or later\.<\/p>/);
    expect(result.diagnostics.filter((d) => d.broken === 'component')).toEqual([]);
    // The broken link is reported in the file that has it.
    expect(lines.join('\n')).toMatch(/src\/components\/_releases\.md:10:14: warning: broken link: no page at "\/widgets\/docs\/nowhere"/);
    // The page data carries the HTML the islands show, for the browser to hydrate them with.
    const context = data(html).page.islands!.context as { markdown?: Record<string, string> };
    expect(Object.keys(context.markdown ?? {}).sort()).toEqual(['docs/guide/setup.md', 'src/components/_releases.md']);
    expect(data(readFileSync(path.join(result.outDir, 'docs/guide/index.html'), 'utf8')).page.islands).toBeUndefined();
  });

  it('fills in what a markdown file a component renders with props reads of them (QuestDB\'s download link in a tab): text and attributes escaped, a script URL left out', async () => {
    const root = copy((t) => t.replace('import Counter', "import Download from '@site/src/components/Download';\nimport Counter") + '\n<Download file="widgets-1.0<beta>.tgz" />\n');
    // The props are the component's own values, known only when it renders.
    writeFileSync(path.join(root, 'src/components/Download.jsx'), "import Part from '@site/docs/guide/_download.mdx';\nexport default function Download({ file }) {\n  return <Part href={`https://example.com/get/${file}`} label={file} kind=\"dl\" note={<b>an element</b>} evil={'javascript:alert(1)'} />;\n}\n");
    writeFileSync(path.join(root, 'docs/guide/_download.mdx'), 'Get <a href={props.href} className={props.kind}>{props.label}</a> now.\n\nSize: {props.size ?? \'unknown\'}. Note: {props.note}.\n\n<a href={props.evil}>Not this</a> and {props.label.toUpperCase()}.\n');
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toContain('<p>Get <a href="https://example.com/get/widgets-1.0&lt;beta&gt;.tgz" class="dl">widgets-1.0&lt;beta&gt;.tgz</a> now.</p>');
    // What HTML cannot hold (an element) shows nothing; a script URL is left out, as the build leaves it out of a page.
    expect(html).toContain('<p>Size: unknown. Note: .</p>');
    expect(html).toContain('<p><a>Not this</a> and WIDGETS-1.0&lt;BETA&gt;.TGZ.</p>');
    expect(lines.join('\n')).not.toMatch(/_download\.mdx/);
    // The page data carries the file's HTML with its holes; the browser fills them in as the server did.
    const context = data(html).page.islands!.context as { markdown?: Record<string, string> };
    expect(context.markdown?.['docs/guide/_download.mdx']).toMatch(/^<p>Get <a data-docgen-prop-href="\w+" data-docgen-prop-class="\w+"><!--docgen-prop:\w+--><\/a> now\.<\/p>/);
  });

  it('puts a React page in a wrapper of its Layout\'s wrapperClassName, styled by the customCss rules for it (React Native\'s versions page); PageMetadata\'s tags in its head (tRPC\'s pricing page); one its Layout gives no title is titled by the site\'s title', async () => {
    const root = copy();
    // pnpm.io's home page, whose component cannot be rendered here, was titled "index | pnpm".
    writeFileSync(path.join(root, 'src/pages/plain.js'), "import Layout from '@theme/Layout';\nexport default function Plain() { return <Layout><p>Plain</p></Layout>; }\n");
    writeFileSync(path.join(root, 'src/pages/versions.js'), "import Layout from '@theme/Layout';\nimport { PageMetadata } from '@docusaurus/theme-common';\nexport default function Versions() { return <Layout wrapperClassName=\"versions-page\"><PageMetadata title=\"Versions\" description=\"Every release\" keywords={['widgets', 'releases']} image=\"/img/card.png\" /><h1>Versions</h1></Layout>; }\n");
    writeFileSync(path.join(root, 'src/css/custom.css'), `${readFileSync(path.join(root, 'src/css/custom.css'), 'utf8')}\n.versions-page { padding: 28px; }\n`);
    // A page that lays itself out (Ent's home): the theme's providers, navbar and footer are docgen's page's own.
    writeFileSync(path.join(root, 'src/pages/own.js'), "import LayoutProvider from '@theme/Layout/Provider';\nimport Navbar from '@theme/Navbar';\nimport Footer from '@theme/Footer';\nexport default function Own() { return <LayoutProvider><Navbar /><p className=\"own\">Its own layout</p><Footer /></LayoutProvider>; }\n");
    const { lines, logger } = logged();
    const { outDir } = await build({ root, logger });
    const own = readFileSync(path.join(outDir, 'own/index.html'), 'utf8');
    expect(own).toContain('<p class="own">Its own layout</p>');
    expect([own.match(/<footer/g)?.length, own.match(/<header/g)?.length]).toEqual([1, 1]);
    expect(lines.join('\n')).not.toMatch(/own\.js/);
    const html = readFileSync(path.join(outDir, 'versions/index.html'), 'utf8');
    expect(html).toContain('<div class="versions-page"><h1>Versions</h1></div>');
    expect(html).toContain('<title>Versions | Widgets</title>');
    expect(readFileSync(path.join(outDir, 'plain/index.html'), 'utf8')).toContain('<title>Widgets</title>');
    expect(html).toContain('<meta name="description" content="Every release">');
    for (const tag of ['<meta name="keywords" content="widgets,releases">', '<meta property="og:image" content="https://widgets.example.com/widgets/img/card.png">', '<meta name="twitter:image" content="https://widgets.example.com/widgets/img/card.png">']) expect(html).toContain(tag);
    expect(readFileSync(path.join(outDir, /href="\/widgets\/(assets\/style-\w+\.css)"/.exec(html)![1]), 'utf8')).toContain('.versions-page{padding:28px}');
  });

  // Ent's home page renders the theme's Layout/Provider and Footer, and no Layout: Docusaurus draws no navbar above it.
  it('draws a React page in as much of the chrome as Docusaurus would: all of it with Layout (no footer with noFooter); a page of its own layout only the Navbar and Footer it renders; one with no Layout none', async () => {
    const root = copy();
    const config = path.join(root, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("navbar: {\n", "announcementBar: { id: 'news', content: 'Widgets 2 is out' },\n      navbar: {\n"));
    const page = (name: string, body: string) => writeFileSync(path.join(root, `src/pages/${name}.js`), `import Layout from '@theme/Layout';\nimport LayoutProvider from '@theme/Layout/Provider';\nimport Navbar from '@theme/Navbar';\nimport Footer from '@theme/Footer';\nexport default function Page() { return ${body}; }\n`);
    page('full', '<Layout><p>Full</p></Layout>');
    page('footless', '<Layout noFooter><p>No footer</p></Layout>');
    page('own', '<LayoutProvider><nav className="own-nav">Own</nav><Footer /></LayoutProvider>');
    page('top', '<LayoutProvider><Navbar /><p>Top only</p></LayoutProvider>');
    page('bare', '<main><p>Bare</p></main>');
    const { outDir } = await build({ root });
    const drawn = (route: string) => {
      const html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
      const page = JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]).page as { chrome?: object };
      return { announcement: html.includes('class="announcement-bar'), skip: html.includes('class="skip-link"'), navbar: /<nav class="navbar/.test(html), footer: /<footer class="footer/.test(html), data: page.chrome };
    };
    const all = { announcement: true, skip: true, navbar: true, footer: true, data: undefined };
    expect(drawn('full')).toEqual(all);
    expect(drawn('footless')).toEqual({ ...all, footer: false, data: { announcement: true, navbar: true, footer: false } });
    expect(drawn('own')).toEqual({ announcement: false, skip: false, navbar: false, footer: true, data: { announcement: false, navbar: false, footer: true } });
    expect(drawn('top')).toEqual({ announcement: false, skip: true, navbar: true, footer: false, data: { announcement: false, navbar: true, footer: false } });
    expect(drawn('bare')).toEqual({ announcement: false, skip: false, navbar: false, footer: false, data: { announcement: false, navbar: false, footer: false } });
    // A docs page keeps all of it.
    expect(drawn('docs/guide/widgets')).toEqual(all);
  });

  it('draws @theme/CodeBlock in a component as docgen\'s code block, highlighted, focusable as its own are (axe: a scrolling region); one the JavaScript regex engine cannot finish by Oniguruma', async () => {
    const root = copy((t) => t.replace('import Counter', "import Snippet from '@site/src/components/Snippet';\nimport Counter") + '\n<Snippet />\n');
    // The last: Fiber's Go struct (test/unit/markdown/slow-code.test.ts), on which a converted regex backtracks for hours.
    const go = 'type Config struct {\\n\\t// &pebble.WriteOptions{} to buffer instead, losing recent writes on a crash.\\n\\tWriteOptions *pebble.WriteOptions\\n}';
    writeFileSync(path.join(root, 'src/components/Snippet.jsx'), `import CodeBlock from '@theme/CodeBlock';\nexport default function Snippet() { return <><CodeBlock language="ts" title="db.ts">{'const db = new Kysely();\\n'}</CodeBlock><CodeBlock className="language-js">{['let a', ' = 1;']}</CodeBlock><CodeBlock language="go">{'${go}'}</CodeBlock><CodeBlock className="box">{'let b = 2;\\n'}</CodeBlock><CodeBlock language="yaml" showLineNumbers>{'kind: Pod\\n# highlight-next-line\\nname: web\\n'}</CodeBlock></>; }\n`);
    // A block that names no language has the site's prism.defaultLanguage, as in Docusaurus (Crawlee's RunnableCodeBlock).
    const config = path.join(root, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("additionalLanguages: ['kotlin'] }", "additionalLanguages: ['kotlin'], defaultLanguage: 'ts' }"));
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    // As docgen highlights a fence, with its title, copy button and wrap toggle.
    // With Docusaurus's class names beside docgen's, which a site's stylesheet may style (OpenDAL's `.prism-code`).
    const lines = '<span class="line"><span class="sh-keyword">const</span> <span class="sh-constant">db</span> <span class="sh-keyword">=</span> <span class="sh-keyword">new</span> <span class="sh-function">Kysely</span>();</span>';
    const shown = (code: string) => code.replaceAll('<span class="line', '<span class="token-line line');
    expect(html).toContain(`<div class="code-block theme-code-block" data-lang="ts"><div class="code-title">db.ts</div><button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button><button type="button" class="wrap-button" aria-pressed="false" aria-label="Toggle word wrap" title="Toggle word wrap"></button><pre class="shiki prism-code" tabindex="0"><code>${shown(lines)}</code></pre></div>`);
    // The page data carries the lines, so the browser hydrates the same markup.
    expect(html).toContain(JSON.stringify(lines).slice(1, -1).replace(/</g, '\\u003c'));
    // Code that is not one string is shown as it is.
    expect(html).toContain('<pre class="prism-code language-js" tabindex="0"><code>let a<!-- --> = 1;</code></pre>');
    expect(html).toContain('<span class="token-line line">\t<span class="sh-comment">// &amp;pebble.WriteOptions{} to buffer instead, losing recent writes on a crash.</span></span>');
    expect(html).toContain('<div class="code-block theme-code-block" data-lang="ts"><button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button><button type="button" class="wrap-button" aria-pressed="false" aria-label="Toggle word wrap" title="Toggle word wrap"></button><pre class="shiki prism-code" tabindex="0"><code><span class="token-line line"><span class="sh-keyword">let</span>');
    // Its magic comments read and its lines numbered, as a fence's (the EKS Workshop's YAML files, `#` comments).
    expect(html).toMatch(/<div class="code-block theme-code-block" data-lang="yaml"><button [^>]*>Copy<\/button><button [^>]*><\/button><pre class="shiki prism-code" tabindex="0"><code class="code-lines line-numbers" style="counter-reset:code-line 0;--line-digits:1"><span class="token-line line"><span class="sh-keyword">kind<\/span>.*\n<\/span><span class="token-line line code-highlighted-line"><span class="sh-keyword">name<\/span>[^\n]*<\/span><\/code><\/pre><\/div>/);
    expect(html).not.toMatch(/# highlight-next-line/);
  });

  it('checks a link to a React page\'s anchor once the page has rendered: its elements\' ids and the anchors its code declares (useBrokenLinks); and to an id a page\'s component gives (the fixture\'s `#latest-news`), once said for a locale\'s fallback page', async () => {
    const root = copy((t) => `${t}\n[Webpack](/tools#webpack), [the CLI](/tools#cli), [gone](/tools#gone), [a heading here](#nowhere-here).\n`);
    writeFileSync(path.join(root, 'src/pages/tools.js'), "import useBrokenLinks from '@docusaurus/useBrokenLinks';\nexport default function Tools() {\n  for (const tool of ['webpack', 'rollup']) useBrokenLinks().collectAnchor(tool);\n  return <h2 id=\"cli\" class=\"anchor\">CLI</h2>;\n}\n");
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => d.broken === 'anchor').map((d) => d.message).sort()).toEqual([
      // Each locale's page, as each locale's build of the framework says.
      expect.stringContaining('broken anchor "#gone" on /widgets/fr/tools (link "/tools#gone")'),
      expect.stringContaining('broken anchor "#gone" on /widgets/tools (link "/tools#gone")'),
      expect.stringContaining('broken anchor "#nowhere-here" on this page')
    ]);
    const at = readFileSync(path.join(root, 'docs/guide/widgets.mdx'), 'utf8').split('\n').findIndex((l) => l.includes('[gone]')) + 1;
    expect(lines.join('\n')).toContain(`docs/guide/widgets.mdx:${at}:`);
  });

  it('reports a component that throws or imports a package not installed at its element, and builds the rest (onBrokenComponents: warn, the default)', async () => {
    const root = copy(broken);
    const result = await build({ root });
    const lines = readFileSync(path.join(root, 'docs/guide/widgets.mdx'), 'utf8').split('\n');
    const at = (s: string) => lines.indexOf(s) + 1;
    expect(result.diagnostics.filter((d) => d.broken === 'component').map((d) => `${d.file}:${d.line}:${d.column}: ${d.severity}: ${d.message}`)).toEqual([
      expect.stringMatching(new RegExp(`docs/guide/widgets\\.mdx:${at('<Broken />')}:1: warning: component <Broken> cannot be rendered: it threw while rendering: the widget list is missing; the browser draws it \\(the page's HTML has nothing in its place\\)$`)),
      expect.stringMatching(new RegExp(`docs/guide/widgets\\.mdx:${at('<Missing />')}:1: warning: component <Missing> cannot be rendered: cannot import "widget-sparkles": the package "widget-sparkles" is not installed`))
    ]);
    // The page keeps its other islands; the broken ones stay empty. The browser renders the one that threw (its
    // import failed: it has no code to run).
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    const widgets = result.site.pages.find((p) => p.route === '/widgets/docs/guide/widgets')!;
    expect(html).toContain('<span class="counter-value">2</span>');
    // (They are the page's last two: `broken` adds them at its end.)
    const last = Math.max(...[...html.matchAll(/data-island="(\d+)"/g)].map((m) => Number(m[1])));
    expect(html).toContain(`<div data-island="${last - 1}"></div>`);
    expect(html).toContain(`<div data-island="${last}"></div>`);
    expect(widgets.islands?.browserOnly).toEqual([last - 1]);
  });

  // Ory's changelog component calls webpack's require.context at its top, which throws outside webpack.
  it('reports the components of a page whose code throws when it is loaded, and builds the rest; a TabItem in a component\'s content is its content', async () => {
    const root = copy();
    writeFileSync(path.join(root, 'src/components/LoadThrows.js'), "if (typeof window === 'undefined') throw new Error('needs a window at load');\nexport default function LoadThrows() { return null; }\n");
    writeFileSync(path.join(root, 'src/components/Framed.js'), 'export default function Framed({ children }) { return <section className="framed">{children}</section>; }\n');
    writeFileSync(path.join(root, 'docs/guide/loading.mdx'), "import LoadThrows from '@site/src/components/LoadThrows';\nimport Framed from '@site/src/components/Framed';\nimport TabItem from '@theme/TabItem';\n\n# Loading\n\n<LoadThrows />\n\n<Framed>\n<TabItem value=\"a\">\n\nInside a tab.\n\n</TabItem>\n</Framed>\n");
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.file.endsWith('loading.mdx')).map((d) => `${d.line}:${d.column}: ${d.severity}: ${d.message}`)).toEqual([
      '7:1: warning: component <LoadThrows> cannot be rendered: its code threw when it was loaded: needs a window at load; the browser draws it (the page\'s HTML has nothing in its place)',
      '9:1: warning: component <Framed> cannot be rendered: its code threw when it was loaded: needs a window at load; the browser draws it (the page\'s HTML has its content in its place)'
    ]);
    expect(readFileSync(path.join(result.outDir, 'docs/guide/loading/index.html'), 'utf8')).toContain('<p>Inside a tab.</p>');
    // The other pages' islands render.
    expect(readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8')).toContain('<span class="counter-value">2</span>');
  });

  // The OpenAPI theme's SchemaTabs clones each TabItem with `hidden` (the chosen one not): both panels showed.
  it('draws a TabItem a tabs component of the site\'s gives `hidden` as a panel, hidden but the chosen one, as Docusaurus\'s TabItem', async () => {
    const root = copy();
    writeFileSync(path.join(root, 'src/components/PickTabs.js'), "import React from 'react';\nexport default function PickTabs({ children, pick }) { return <div className=\"pick\">{React.Children.map(children, (c) => React.cloneElement(c, { hidden: c.props.value !== pick }))}</div>; }\n");
    writeFileSync(path.join(root, 'docs/guide/picked.mdx'), "import PickTabs from '@site/src/components/PickTabs';\nimport TabItem from '@theme/TabItem';\n\n# Picked\n\n<PickTabs pick=\"b\">\n  <TabItem value=\"a\">Alpha</TabItem>\n  <TabItem value=\"b\" className=\"bee\">Beta</TabItem>\n</PickTabs>\n");
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.file.endsWith('picked.mdx'))).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/picked/index.html'), 'utf8');
    expect(html).toContain('<div class="pick"><div role="tabpanel" hidden="">Alpha</div><div role="tabpanel" class="bee">Beta</div></div>');
  });

  // Ory's changelog list: webpack's require.context over a folder of markdown, and through raw-loader.
  it('gives a component webpack\'s require.context: the folder\'s matching files, its keys, each module, its text through raw-loader', async () => {
    const root = copy();
    mkdirSync(path.join(root, 'src/notes/old'), { recursive: true });
    writeFileSync(path.join(root, 'src/notes/b.md'), '# Beta\n\nThe second note.\n');
    writeFileSync(path.join(root, 'src/notes/a.md'), '# Alpha\n\nThe first note.\n');
    writeFileSync(path.join(root, 'src/notes/skip.txt'), 'not a note');
    writeFileSync(path.join(root, 'src/notes/old/c.md'), '# Old\n');
    writeFileSync(path.join(root, 'src/components/Notes.js'), [
      "const notes = require.context('../notes', false, /\\.md$/);",
      "const all = require.context(\n  '../notes',\n  true,\n  /\\.md$/,\n);",
      "const raw = require.context('!!raw-loader!../notes', false, /\\.md$/);",
      // Plausible's: a raw-loader require of a name worked out when it runs, the text itself with `esModule=false`.
      'const read = (name) => require(`!!raw-loader?esModule=false!../notes/${name}.md`);',
      'export default function Notes() {',
      "  return <div className=\"notes\"><p className=\"keys\">{notes.keys().join(' ')} | {all.keys().join(' ')}</p><pre className=\"old\">{read('old/c')}</pre>{notes.keys().map((k) => { const Note = notes(k).default; return <section key={k}><Note /><pre>{raw(k).default}</pre></section>; })}</div>;",
      '}',
      ''
    ].join('\n'));
    writeFileSync(path.join(root, 'docs/guide/notes.mdx'), "import Notes from '@site/src/components/Notes';\n\n# Notes\n\n<Notes />\n");
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.file.endsWith('notes.mdx'))).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/notes/index.html'), 'utf8');
    expect(html).toContain('<p class="keys">./a.md ./b.md<!-- --> | <!-- -->./a.md ./b.md ./old/c.md</p>');
    expect(html).toContain('<pre class="old"># Old\n</pre>');
    expect(html).toMatch(/<section><div class="island-children markdown"><h1>Alpha<\/h1>\n?<p>The first note\.<\/p>\n?<\/div><pre># Alpha\n\nThe first note\.\n<\/pre><\/section><section><div class="island-children markdown"><h1>Beta<\/h1>/);
    // A note added: the next build lists it (the cached bundle, whose files did not change, is not reused).
    writeFileSync(path.join(root, 'src/notes/c.md'), '# Gamma\n');
    const again = readFileSync(path.join((await build({ root })).outDir, 'docs/guide/notes/index.html'), 'utf8');
    expect(again).toContain('<p class="keys">./a.md ./b.md ./c.md<!-- --> | <!-- -->./a.md ./b.md ./c.md ./old/c.md</p>');
  });

  // Ory's guides: `import js from '!!raw-loader!./logout.js'` on the page, shown by a component's CodeBlock; its
  // CodeTabs component imports `raw-loader!./samples/x.txt` itself; typescript-eslint's `!!./x.ts?raw`.
  it('gives a component the text of a file imported through raw-loader or `?raw`, from the page or its own code', async () => {
    const root = copy();
    mkdirSync(path.join(root, 'docs/guide/snippets'), { recursive: true });
    mkdirSync(path.join(root, 'src/components/samples'), { recursive: true });
    writeFileSync(path.join(root, 'docs/guide/snippets/logout.js'), 'export const logout = () => "bye";\n');
    writeFileSync(path.join(root, 'src/components/samples/reply.txt'), 'a sample reply\n');
    // `/examples/…` is the site folder's (webpack's roots, as Docusaurus sets them: Flare's Solidity examples).
    mkdirSync(path.join(root, 'examples'));
    writeFileSync(path.join(root, 'examples/Hello.sol'), 'contract Hello {}\n');
    writeFileSync(path.join(root, 'src/components/Shown.js'), "import reply from 'raw-loader!./samples/reply.txt';\nimport hello from '!!raw-loader!/examples/Hello.sol';\nimport own from '!!./Shown.js?raw';\nexport default function Shown({ children }) { return <section className=\"shown\">{children}<pre className=\"reply\">{reply}</pre><pre className=\"sol\">{hello}</pre><pre className=\"own\">{own.split('\\n')[0]}</pre></section>; }\n");
    // A folder is its index file, as webpack resolves it (PixiJS's examples).
    mkdirSync(path.join(root, 'docs/guide/snippets/tools'));
    writeFileSync(path.join(root, 'docs/guide/snippets/tools/index.js'), 'export const tools = 1;\n');
    writeFileSync(path.join(root, 'docs/guide/raw.mdx'), "import Shown from '@site/src/components/Shown';\nimport logout from '!!raw-loader!./snippets/logout';\nimport gone from '!!raw-loader!./snippets/gone.js';\nimport signed from '!!raw-loader!roa-loader!./snippets/logout.js';\nimport tools from '!!raw-loader!./snippets/tools';\n\n# Raw\n\n<Shown><pre className=\"logout\">{logout}</pre></Shown>\n\n<Shown><pre>{gone}</pre></Shown>\n\n<Shown><pre>{signed.code}</pre></Shown>\n\n<Shown><pre className=\"tools\">{tools}</pre></Shown>\n");
    const result = await build({ root });
    const html = () => readFileSync(path.join(result.outDir, 'docs/guide/raw/index.html'), 'utf8');
    expect(html()).toContain('<section class="shown"><pre class="logout">export const logout = () =&gt; &quot;bye&quot;;\n</pre><pre class="reply">a sample reply\n</pre><pre class="sol">contract Hello {}\n</pre><pre class="own">import reply from &#x27;raw-loader!./samples/reply.txt&#x27;;</pre></section>');
    expect(html()).toContain('<pre class="tools">export const tools = 1;\n</pre>');
    // A file that is not there: said at the import (the page's values) and at the component, which shows its content.
    expect(result.diagnostics.filter((d) => d.file.endsWith('raw.mdx')).map((d) => `${d.line}: ${d.message}`)).toEqual([
      '1: cannot read !!raw-loader!./snippets/gone.js at build time: the file gone.js does not exist',
      "1: cannot read !!raw-loader!roa-loader!./snippets/logout.js at build time: docgen gives a file's text as raw-loader does, and does not run the roa-loader before it",
      '11: component <Shown> cannot be rendered: cannot import "!!raw-loader!./snippets/gone.js": the file docs/guide/snippets/gone.js does not exist; its content is shown in its place',
      // A loader of the site's own before raw-loader (Apify's roa-loader): named, not taken for a part of the file's path.
      '13: component <Shown> cannot be rendered: cannot import "!!raw-loader!roa-loader!./snippets/logout.js": docgen gives a file\'s text as raw-loader does, and does not run the roa-loader before it; its content is shown in its place'
    ]);
    // The file read is an input of the cached bundle: edited, the next build shows its new text.
    writeFileSync(path.join(root, 'src/components/samples/reply.txt'), 'another reply\n');
    await build({ root });
    expect(html()).toContain('<pre class="reply">another reply\n</pre>');
  });

  // developer.overheid.nl's count of its docs; version pickers read the versions.
  // With useLayoutDoc, which finds a doc, or a category's generated index by its slug (Crawlee's swizzled navbar item).
  it('gives a component the docs plugin\'s global data (usePluginData, useAllDocsData, useLayoutDoc): each docs folder\'s versions and their docs, carried by the pages that read it only', async () => {
    const root = copy((t) => t.replace('import Counter', "import Docs from '@site/src/components/Docs';\nimport Counter") + '\n<Docs />\n');
    // Without the navbar's item that reads it (on every page, then).
    const config = path.join(root, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("{ type: 'custom-sidebar', sidebarId: 'componentsSidebar', label: 'Parts', position: 'left' }, ", ''));
    const sidebars = path.join(root, 'sidebars.js');
    writeFileSync(sidebars, readFileSync(sidebars, 'utf8').replace("Reference: ['api/configuration'],", "Reference: [{ type: 'category', label: 'API', link: { type: 'generated-index', slug: '/reference' }, items: ['api/configuration'] }],"));
    writeFileSync(path.join(root, 'src/components/Docs.js'), "import { usePluginData } from '@docusaurus/useGlobalData';\nimport { useAllDocsData, useLayoutDoc } from '@docusaurus/plugin-content-docs/client';\nexport default function Docs() {\n  const main = usePluginData('docusaurus-plugin-content-docs');\n  const community = useAllDocsData().community;\n  return <p className=\"docs\">{main.versions[0].docs.length} docs at {main.path}, main {main.versions[0].mainDocId}; community {community.versions.map((v) => `${v.name}:${v.isLast}:${v.path}:${v.docs.length}`).join(' ')}; {useLayoutDoc('/reference').path} {useLayoutDoc('intro').path}</p>;\n}\n");
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.broken === 'component')).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    const docs = result.site.pages.filter((p) => !p.kind || p.kind === 'generated-index').length;
    expect(html).toContain(`<p class="docs">${docs}<!-- --> docs at <!-- -->/widgets/docs<!-- -->, main <!-- -->intro<!-- -->; community <!-- -->current:true:/widgets/community:2 1.0:false:/widgets/community/1.0:2<!-- -->; <!-- -->/widgets/docs/reference<!-- --> <!-- -->/widgets/docs/intro</p>`);
    expect(html).toContain('"docgen:docs-plugin-data"');
    expect(readFileSync(path.join(result.outDir, 'docs/intro/index.html'), 'utf8')).not.toContain('docgen:docs-plugin-data');
  });

  // Halo's versions page (src/pages/versions.tsx) lists useVersions() and useLatestVersion(); a versioned doc's component
  // reads its own version, whichever page was parsed last.
  it('gives a page every version of a docs folder, the latest, and a doc its own version', async () => {
    const root = copy();
    const hook = "import { useActiveVersion, useLatestVersion, useVersions } from '@docusaurus/plugin-content-docs/client';\n";
    writeFileSync(path.join(root, 'src/pages/versions.js'), `${hook}export default function Versions() {\n  return <p className="versions">{useVersions('community').map((v) => \`\${v.name}:\${v.label}:\${v.path}\`).join(' ')}; latest {useLatestVersion('community').label}</p>;\n}\n`);
    writeFileSync(path.join(root, 'src/components/Active.js'), `${hook.replace('useActiveVersion,', 'useActiveVersion, useDocsVersion,')}export default function Active() {\n  const v = useActiveVersion('community');\n  return <p className="active">{v.name} {v.label} {v.path} {String(useDocsVersion().isLast)}</p>;\n}\n`);
    const doc = "import Active from '@site/src/components/Active';\n\n# Help\n\n<Active />\n";
    writeFileSync(path.join(root, 'community_versioned_docs/version-1.0/help.mdx'), doc);
    writeFileSync(path.join(root, 'community/help.mdx'), doc);
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.broken === 'component')).toEqual([]);
    const page = (route: string) => readFileSync(path.join(result.outDir, route, 'index.html'), 'utf8');
    expect(page('versions')).toContain('<p class="versions">current:Latest:/widgets/community 1.0:1.0:/widgets/community/1.0<!-- -->; latest <!-- -->Latest</p>');
    expect(page('community/1.0/help')).toContain('<p class="active">1.0<!-- --> <!-- -->1.0<!-- --> <!-- -->/widgets/community/1.0<!-- --> <!-- -->false</p>');
    expect(page('community/help')).toContain('<p class="active">current<!-- --> <!-- -->Latest<!-- --> <!-- -->/widgets/community<!-- --> <!-- -->true</p>');
  });

  // Cloud Posse's custom-loaders plugin: `{ test: /\.(txt|yml|yaml|tf)$/i, use: 'raw-loader' }`.
  it('gives a page and a component the text of a file the site\'s webpack rules load with raw-loader', async () => {
    const root = copy((t) => t.replace('import Counter', "import Shown from '@site/src/components/ShownText';\nimport workflow from '@site/examples/ci.yaml';\nimport Counter") + '\n<Shown />\n\n<CodeBlock language="yaml">{workflow}</CodeBlock>\n');
    mkdirSync(path.join(root, 'examples'));
    writeFileSync(path.join(root, 'examples/ci.yaml'), 'name: ci\non: push\n');
    writeFileSync(path.join(root, 'examples/main.tf'), 'resource "null_resource" "x" {}\n');
    writeFileSync(path.join(root, 'src/components/ShownText.js'), "import tf from '@site/examples/main.tf';\nexport default function ShownText() { return <pre className=\"tf\">{tf}</pre>; }\n");
    writeFileSync(path.join(root, 'plugins/loaders.js'), "module.exports = () => ({ name: 'loaders', configureWebpack: () => ({ module: { rules: [{ test: /\\.(txt|yml|yaml|tf)$/i, use: 'raw-loader' }] } }) });\n");
    const config = path.join(root, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace('  plugins: [', "  plugins: [require.resolve('./plugins/loaders.js'),"));
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.file.endsWith('widgets.mdx'))).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toContain('<pre class="tf">resource &quot;null_resource&quot; &quot;x&quot; {}\n</pre>');
    expect(html).toMatch(/<code[^>]*>.*name.*ci.*push/s);
  });

  // Crawlee's runnable examples: `!!raw-loader!roa-loader!./crawler.ts`, roa-loader its own (resolveLoader.alias), which
  // gives `{ code, hash }` for RunnableCodeBlock to read.
  it("runs the site's own loaders an import names before raw-loader, async or calling back, and says which failed", async () => {
    const root = copy((t) => t.replace('import Counter', "import Shown from '@site/src/components/ShownCode';\nimport example from '!!raw-loader!stamp-loader!upper-loader!./example.ts';\nimport Counter") + '\n<Shown>{example}</Shown>\n');
    writeFiles(root, {
      'docs/guide/example.ts': 'const a = 1;\nconst b = 2;\n',
      'src/components/ShownCode.js': "export default function ShownCode({ children }) { return <pre className=\"shown\" data-lines={children.lines}>{children.code}</pre>; }\n",
      // One that calls back, one that is an async function giving an object; both read their file's path.
      'loaders/upper.js': "module.exports = function (source) { const done = this.async(); setTimeout(() => done(null, source.toUpperCase() + '// ' + require('path').basename(this.resourcePath)), 1); };\n",
      'loaders/stamp.js': "module.exports = async function (code) { return { code, lines: code.split('\\n').length - 1 }; };\n",
      'plugins/loaders.js': "const path = require('path');\nmodule.exports = () => ({ name: 'loaders', configureWebpack: () => ({ resolveLoader: { alias: { 'stamp-loader': path.resolve(__dirname, '../loaders/stamp.js'), 'upper-loader': path.resolve(__dirname, '../loaders/upper') } } }) });\n"
    });
    const config = path.join(root, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace('  plugins: [', "  plugins: [require.resolve('./plugins/loaders.js'),"));
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.file.endsWith('widgets.mdx') || d.broken === 'component')).toEqual([]);
    const page = () => readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(page()).toContain('<pre class="shown" data-lines="2">CONST A = 1;\nCONST B = 2;\n// example.ts</pre>');
    // A loader that throws: the island cannot be rendered, and the warning says which loaders failed on which file.
    writeFileSync(path.join(root, 'loaders/stamp.js'), "module.exports = function () { throw new Error('no token'); };\n");
    const again = await build({ root });
    expect(again.diagnostics.filter((d) => d.broken === 'component').map((d) => d.message)).toEqual([expect.stringContaining('the loaders stamp-loader, upper-loader failed on docs/guide/example.ts: no token')]);
  });

  // Crawlee's API reference: nested routes of Apify's typedoc plugin, which docgen does not build, linked from the
  // footer; its custom navbar item's `to: 'core'` is the item component's to read.
  it("says a navbar or footer link to a page a plugin adds that docgen does not build, and leaves a custom item's to alone", async () => {
    const root = copy();
    writeFileSync(path.join(root, 'plugins/api.js'), "module.exports = () => ({ name: 'api-pages', contentLoaded: ({ actions }) => actions.addRoute({ path: '/widgets/api', exact: false, component: '@theme/DocsRoot', routes: [{ path: '/widgets/api/core', component: '@theme/ApiPage' }] }) });\n");
    const config = path.join(root, 'docusaurus.config.js');
    const text = readFileSync(config, 'utf8');
    const edited = text
      .replace('  plugins: [', "  plugins: [require.resolve('./plugins/api.js'),")
      .replace("{ type: 'custom-news', label: 'News', to: '/blog', position: 'right' }", "{ type: 'custom-news', label: 'News', to: 'core', position: 'right' }")
      .replace("{ title: 'Docs', items: [{ label: 'Tutorial', to: '/docs/intro' }] }", "{ title: 'Docs', items: [{ label: 'Tutorial', to: '/docs/intro' }, { label: 'API', to: '/api/core' }] }");
    expect(edited.split("'core'").length + edited.split('/api/core').length).toBe(4);
    writeFileSync(config, edited);
    // And a page's link to one (Tianji's docs link its OpenAPI preset's `/api`), in the French pages too.
    writeFileSync(path.join(root, 'docs/intro.md'), `${readFileSync(path.join(root, 'docs/intro.md'), 'utf8')}\nSee [the core API](/api/core).\n`);
    writeFiles(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current'), { 'intro.md': '# Introduction\n\nVoir [l\'API](/api/core).\n' });
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.file.endsWith('docusaurus.config.js') && /core/.test(d.message)).map((d) => [d.severity, d.message])).toEqual([
      ['warning', 'the navbar or footer link "/api/core" leads to /widgets/api/core, a page api-pages adds, which docgen does not build']
    ]);
    expect(result.diagnostics.filter((d) => d.file.endsWith('intro.md') && /api\/core/.test(d.message)).map((d) => `${d.severity} ${d.broken ?? ''} ${d.message}`)).toEqual([
      'warning  the link to "/widgets/api/core" leads to a page api-pages adds, which docgen does not build (link "/api/core")',
      'warning  the link to "/widgets/fr/api/core" leads to a page api-pages adds, which docgen does not build (link "/api/core")'
    ]);
  });

  // MikroORM's versions page reads `siteConfig.presets[0][1].docs`; sites read their own themeConfig keys too.
  // The OpenAPI theme's copy of the CodeBlock reads themeConfig.prism.magicComments, which Docusaurus's validation fills
  // in: docgen's (the class it draws).
  it('gives a component the config keys its code reads, as Docusaurus\'s siteConfig has them (JSON), prism\'s completed, and no others', async () => {
    const root = copy((t) => t.replace('import Counter', "import Keys from '@site/src/components/Keys';\nimport Counter") + '\n<Keys />\n');
    writeFileSync(path.join(root, 'src/components/Keys.js'), "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';\nexport default function Keys() {\n  const { siteConfig } = useDocusaurusContext();\n  return <p className=\"keys\">{siteConfig.presets[0][1].docs.editUrl} {siteConfig.themeConfig.prism.additionalLanguages.join(',')} {siteConfig.themeConfig.prism.magicComments[0].className} {siteConfig.onBrokenLinks} {siteConfig.baseUrl}</p>;\n}\n");
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.broken === 'component')).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toContain('<p class="keys">https://github.com/example/widgets/tree/main/website/<!-- --> <!-- -->kotlin<!-- --> <!-- -->code-highlighted-line<!-- --> <!-- -->throw<!-- --> <!-- -->/widgets/</p>');
    // The page data carries the keys named, not the rest of the config.
    expect(html).toContain('"onBrokenLinks":"throw"');
    expect(html).not.toContain('"favicon"');
  });

  // TypeORM's DatabaseTabs: it reads its DatabaseTab children's props and content, and each holds markdown.
  it('gives a component its child elements whose content is markdown as elements, each with that content as HTML', async () => {
    const root = copy();
    writeFileSync(path.join(root, 'src/components/Picker.js'), [
      'export const Choice = () => null;',
      'export function Picker({ children }) {',
      "  const choices = [].concat(children).filter((c) => c && c.type === Choice);",
      "  return <div className=\"picker\">{choices.map((c) => <section key={c.props.value} data-value={c.props.value}>{c.props.children}</section>)}</div>;",
      '}',
      ''
    ].join('\n'));
    writeFileSync(path.join(root, 'docs/guide/picker.mdx'), "import { Picker, Choice } from '@site/src/components/Picker';\n\n# Picker\n\n<Picker>\n<Choice value=\"a\">\n\nFirst, in **bold**.\n\n```js\nconst a = 1;\n```\n\n</Choice>\n<Choice value=\"b\">\nSecond, <em>inline</em> and `code`\n</Choice>\n</Picker>\n");
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.file.endsWith('picker.mdx'))).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/picker/index.html'), 'utf8');
    const picker = html.slice(html.indexOf('<div class="picker">'));
    expect(picker).toMatch(/^<div class="picker"><section data-value="a"><p>First, in <strong>bold<\/strong>\.<\/p><div class="island-children"><div class="code-block" data-lang="js">/);
    expect(picker).toMatch(/<section data-value="b"><p>Second,\s+<em>inline<\/em>\s+and\s+<code>code<\/code><\/p><\/section>/);
    // The markers that showed where each child's HTML was are gone with the fallback.
    expect(html).not.toContain('island-children:');
  });

  it("gives a component its markdown children as MDX does, one element each: it can split them at headings (SuperTokens' Steps, child.type.name) and show a heading's children", async () => {
    const root = copy();
    writeFileSync(path.join(root, 'src/components/Steps.js'), [
      "import { Children } from 'react';",
      'export function Steps({ children }) {',
      '  const steps = [];',
      '  for (const child of Children.toArray(children)) {',
      "    if (['h2', 'h3'].includes(child.type.name)) steps.push({ title: child.props.children, id: child.props.id, body: [] });",
      '    else steps.at(-1).body.push(child);',
      '  }',
      '  return <ol className="steps">{steps.map((s, i) => <li key={i} data-id={s.id}><strong className="step-title">{s.title}</strong><div className="step-body">{s.body}</div></li>)}</ol>;',
      '}',
      'export const Wrap = ({ children }) => <div className="wrap">{children}</div>;',
      'export const Count = ({ children }) => <p className="count">{Children.count(children)} children: {Children.map(children, (c) => c.type.name).join(\' \')}</p>;',
      ''
    ].join('\n'));
    writeFileSync(path.join(root, 'docs/guide/steps.mdx'), [
      "import { Steps, Count, Wrap } from '@site/src/components/Steps';",
      '',
      '# Steps',
      '',
      '<Steps>',
      '',
      '## Install the *package*',
      '',
      'Run `npm install` in the **site**.',
      '',
      '- one',
      '- two',
      '',
      '### Start it',
      '',
      '> Then [read the intro](../intro.md).',
      '',
      '</Steps>',
      '',
      '<Count>',
      '',
      'One paragraph.',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '</Count>',
      '',
      '<Wrap>',
      '<Steps>',
      '',
      '   ## Nested, indented',
      '     Its body.',
      '',
      '</Steps>',
      '</Wrap>',
      ''
    ].join('\n'));
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.file.endsWith('steps.mdx'))).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/steps/index.html'), 'utf8');
    const steps = html.slice(html.indexOf('<ol class="steps">'), html.indexOf('</ol>', html.indexOf('<ol class="steps">')) + 5);
    // Two steps, each titled by its heading's content, its body the paragraphs, list and quote after it; a link checked and
    // resolved as in the page.
    expect(steps).toMatch(/^<ol class="steps"><li data-id="install-the-package"><strong class="step-title"><span class="island-children">Install the <em>package<\/em>/);
    expect(steps).toMatch(/<div class="step-body"><p>Run <code>npm install<\/code> in the <strong>site<\/strong>\.<\/p><ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul><\/div><\/li><li data-id="start-it">/);
    expect(steps).toMatch(/<div class="step-body"><blockquote>\s*<p>Then <a href="\/widgets\/docs\/intro">read the intro<\/a>\.<\/p>\s*<\/blockquote><\/div><\/li><\/ol>$/);
    expect(html).toContain('<p class="count">2<!-- --> children: <!-- -->p table</p>');
    // The same inside another component's island (SuperTokens' <Steps> in a tab), its markdown indented.
    expect(html).toMatch(/<div class="wrap"><ol class="steps"><li data-id="nested-indented"><strong class="step-title"><span class="island-children">Nested, indented/);
    expect(html).toMatch(/<div class="step-body"><p>Its body\.<\/p><\/div><\/li><\/ol><\/div>/);
    expect(html).not.toContain('island-children:');
  });

  it('renders a component once the package it imports is installed: a failed bundle is kept until then', async () => {
    const root = copy((t) => t.replace('import Counter', "import Missing from 'widget-sparkles';\nimport Counter") + '\n<Missing />\n');
    const missing = (r: Awaited<ReturnType<typeof build>>) => r.diagnostics.filter((d) => d.broken === 'component').map((d) => d.message.slice(0, 38));
    expect(missing(await build({ root }))).toEqual(['component <Missing> cannot be rendered']);
    // Kept: the next build takes the bundles and the failure from the cache (nothing bundled again), and says it again.
    const manifests = () => readdirSync(path.join(root, 'node_modules/.cache/docgen/islands')).map((d) => JSON.parse(readFileSync(path.join(root, 'node_modules/.cache/docgen/islands', d, 'manifest.json'), 'utf8')) as { failed: unknown[] });
    // One failure per locale's page: the French page shows docgen's French words, so it is a module of its own.
    expect(manifests().map((m) => m.failed.length)).toEqual([2]);
    const cached = statSync(path.join(root, 'node_modules/.cache/docgen/islands')).mtimeMs;
    expect(missing(await build({ root }))).toEqual(['component <Missing> cannot be rendered']);
    expect(statSync(path.join(root, 'node_modules/.cache/docgen/islands')).mtimeMs).toBe(cached);
    const pkg = path.join(root, 'node_modules/widget-sparkles');
    mkdirSync(pkg, { recursive: true });
    // Its exports for a production build are taken, as a site's bundler in production mode takes them (@excalidraw/excalidraw's).
    writeFileSync(path.join(pkg, 'package.json'), '{"name":"widget-sparkles","type":"module","exports":{".":{"development":"./dev.js","production":"./index.js"}}}');
    writeFileSync(path.join(pkg, 'index.js'), "export default function Sparkles() { return 'sparkles, installed'; }\n");
    writeFileSync(path.join(pkg, 'dev.js'), "export default function Sparkles() { return 'sparkles, development'; }\n");
    const result = await build({ root });
    expect(missing(result)).toEqual([]);
    expect(readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8')).toContain('sparkles, installed');
  });

  it('runs an expression of the page\'s code as an island, and a table whose rows it makes whole; a YAML file through yaml-loader is its data, and one that is missing is said until it is there', async () => {
    const html = readFileSync(path.join((await plain()).outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toMatch(/<p>Languages: <span data-island="\d+">en, fr<\/span>\.<\/p>\n<div data-island="\d+"><table class="languages"><tbody><tr><td>en<\/td><td>English<\/td><\/tr><tr><td>fr<\/td><td>Français<\/td><\/tr><\/tbody><\/table><\/div>/);
    const root = copy((t) => t.replace('./_languages.yaml', './_later.yaml'));
    const lines = readFileSync(path.join(root, 'docs/guide/widgets.mdx'), 'utf8').split('\n');
    const line = (s: string) => lines.findIndex((l) => l.includes(s)) + 1;
    const shown = (r: Awaited<ReturnType<typeof build>>) => r.diagnostics.filter((d) => d.broken === 'component').map((d) => `${d.line}:${d.column} ${d.message}`);
    expect(shown(await build({ root }))).toEqual([
      `${line('Languages:')}:12 MDX expression {Object.keys(languages).join(', ')} cannot be rendered: cannot import "!!yaml-loader!./_later.yaml": the file docs/guide/_later.yaml does not exist; its place is left empty`,
      `${line('<table className="languages">')}:1 component <table> cannot be rendered: cannot import "!!yaml-loader!./_later.yaml": the file docs/guide/_later.yaml does not exist; its content is shown in its place`
    ]);
    writeFileSync(path.join(root, 'docs/guide/_later.yaml'), 'de:\n  name: Deutsch\n');
    const result = await build({ root });
    expect(shown(result)).toEqual([]);
    expect(readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8')).toContain('<tr><td>de</td><td>Deutsch</td></tr>');
  });

  it('finds `/src/…` and `/img/…` imports below the site and static folders, as webpack\'s roots in Docusaurus; an imported picture is copied under assets/ by its contents', async () => {
    const result = await plain();
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    const src = /<figure class="figure"><img src="\/widgets\/assets\/(island-asset-[0-9a-f]{10}\.png)" alt="A widget card" width="16" height="16"\/><figcaption>A widget card<\/figcaption><svg aria-hidden="true" width="0" height="0"><title>Figure: A widget card<\/title><\/svg><\/figure>/.exec(html)?.[1];
    expect(src).toBeDefined();
    expect(readFileSync(path.join(result.outDir, 'assets', src!))).toEqual(readFileSync(path.join(fixture, 'static/img/card.png')));
  });

  it('bundles a failed island again when a file it read changes, not only the file its error is in', async () => {
    const root = copy((t) => t.replace('import Counter', "import Outer from '@site/src/components/Outer';\nimport Counter") + '\n<Outer />\n');
    const components = path.join(root, 'src/components');
    writeFileSync(path.join(components, 'Outer.jsx'), "import Inner from './Inner';\nexport default function Outer() { return <Inner />; }\n");
    writeFileSync(path.join(components, 'Inner.jsx'), "import Sparkles from 'widget-sparkles';\nexport default function Inner() { return <Sparkles />; }\n");
    const found = (r: Awaited<ReturnType<typeof build>>) => r.diagnostics.filter((d) => d.broken === 'component').map((d) => `${path.basename(d.file)} ${d.message.slice(0, 36)}`);
    expect(found(await build({ root }))).toEqual(['widgets.mdx component <Outer> cannot be rendered']);
    // Mended in the outer file (the error is in the inner one): the island renders.
    writeFileSync(path.join(components, 'Outer.jsx'), "export default function Outer() { return <b>outer, mended</b>; }\n");
    const result = await build({ root });
    expect(found(result)).toEqual([]);
    expect(readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8')).toContain('<b>outer, mended</b>');
    // A missing file that appears: the folder it would be in is watched by the cache.
    writeFileSync(path.join(components, 'Outer.jsx'), "import Gone from './gone/Gone';\nexport default function Outer() { return <Gone />; }\n");
    expect(found(await build({ root }))).toEqual(['widgets.mdx component <Outer> cannot be rendered']);
    mkdirSync(path.join(components, 'gone'));
    writeFileSync(path.join(components, 'gone/Gone.jsx'), "export default function Gone() { return <i>gone, found</i>; }\n");
    const again = await build({ root });
    expect(found(again)).toEqual([]);
    expect(readFileSync(path.join(again.outDir, 'docs/guide/widgets/index.html'), 'utf8')).toContain('<i>gone, found</i>');
  });

  it('translates the components\' Translate by the locale\'s code.json, the Playground\'s labels too; the page data carries the ids the code names only; static files at the site\'s base', async () => {
    const result = await plain();
    const page = (route: string) => readFileSync(path.join(result.outDir, route, 'index.html'), 'utf8');
    expect(page('')).toContain('<p class="home-note">Three widgets, 3 ways</p>');
    expect(page('fr')).toContain('<p class="home-note">Trois gadgets, 3 façons</p>');
    // In French, a static file's URL is the site's (docgen writes them once; Docusaurus copies them into each locale),
    // a page's is the locale's.
    // (`useBaseUrl('img/logo.svg')`: a relative path gets the base too, as the framework gives it.)
    expect(page('')).toContain('<img class="home-banner" src="/widgets/img/logo.svg"');
    expect(page('fr')).toContain('<img class="home-banner" src="/widgets/img/logo.svg"');
    expect(page('fr')).toContain('<a class="button button--secondary button--lg" href="/widgets/fr/docs/intro">');
    expect(page('fr/docs/guide/widgets')).toContain('<div class="playground-header"><span>Éditeur</span>');
    expect(page('fr/docs/guide/widgets')).toContain('<div class="playground-header">Résultat</div>');
    // Reset has no French here: as written.
    expect(page('fr/docs/guide/widgets')).toMatch(/<\/svg>Reset<\/button>/);
    const ctx = (html: string) => (data(html).page.islands?.context as { translations?: Record<string, string> } | undefined)?.translations;
    expect(ctx(page('fr'))).toEqual({ 'homepage.note': 'Trois gadgets, {count} façons', 'homepage.tagline': 'Des gadgets pour tous', 'theme.Playground.result': 'Résultat', 'theme.Playground.liveEditor': 'Éditeur' });
    // A translate() at the module's top, on the server: each locale's words.
    expect(page('fr')).toContain('<p class="home-tagline">Des gadgets pour tous</p>');
    expect(page('')).toContain('<p class="home-tagline">Widgets for everyone</p>');
    expect(ctx(page(''))).toBeUndefined();
  });

  // The file with the syntax error is read as empty to find who imports it (Flow's components, with their type annotations).
  it('finds the island whose component has a syntax error, and builds the rest, as it does an import that cannot be resolved', async () => {
    const root = copy((t) => t.replace('import Counter', "import Unclosed from '@site/src/components/Unclosed';\nimport Counter") + '\n<Unclosed />\n');
    writeFileSync(path.join(root, 'src/components/Unclosed.jsx'), 'export default function Unclosed() {\n  return <div>;\n}\n');
    const result = await build({ root });
    const lines = readFileSync(path.join(root, 'docs/guide/widgets.mdx'), 'utf8').split('\n');
    expect(result.diagnostics.filter((d) => d.broken === 'component').map((d) => `${d.line} ${d.message.slice(0, 40)}`)).toEqual([`${lines.indexOf('<Unclosed />') + 1} component <Unclosed> cannot be rendered:`]);
    expect(readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8')).toContain('<span class="counter-value">2</span>');
  });

  // Dyte's InteractiveTour: `({ href }: { href: string })` in a .jsx file, which Docusaurus's faster bundler (SWC) reads.
  it('renders a .jsx component that imports a type from a .ts file, as webpack does (Arbitrum\'s FlowChart), and @theme/Details in it (its summary as it is, in a fragment or a component\'s too); one written in TypeScript\'s syntax', async () => {
    const root = copy((t) => t.replace('import Counter', "import Typed from '@site/src/components/Typed';\nimport Annotated from '@site/src/components/Annotated';\nimport Counter") + '\n<Typed />\n\n<Annotated href="/x" />\n');
    writeFileSync(path.join(root, 'src/components/Annotated.jsx'), "export default function Annotated({ href }: { href: string }) {\n  const label = (href as string).toUpperCase();\n  return <a className=\"annotated\" href={href}>{label}</a>;\n}\n");
    writeFileSync(path.join(root, 'src/components/typed-types.ts'), 'export interface TypedProps { n: number }\n');
    writeFileSync(path.join(root, 'src/components/Typed.jsx'), "import { TypedProps } from './typed-types';\nimport Details from '@theme/Details';\n\nexport default function Typed() {\n  return <><Details summary=\"More about types\" className=\"typed\">Typed body</Details><Details summary={<><summary>Own head</summary></>}>Framed</Details><Details summary={<Head />}>Drawn</Details><Details summary={<b>Bold</b>}>Wrapped</Details></>;\n}\nfunction Head() {\n  return <summary>A component\'s head</summary>;\n}\n");
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.broken === 'component')).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toContain('<details class="typed"><summary>More about types</summary>Typed body</details>');
    // A summary in a fragment or drawn by a component (the OpenAPI theme's) is the head itself, not inside another
    // (axe: nested-interactive); another HTML element goes in one.
    expect(html).toContain('<details><summary>Own head</summary>Framed</details><details><summary>A component&#x27;s head</summary>Drawn</details><details><summary><b>Bold</b></summary>Wrapped</details>');
    expect(html).toContain('<a class="annotated" href="/x">/X</a>');
  });

  // CrowdSec's tsconfig.json says `"jsx": "react"`, which Docusaurus's Babel does not read: its components use JSX
  // without importing React. A file's own pragma (Emotion's) is its own.
  it('compiles the site\'s JSX for React\'s automatic runtime whatever its tsconfig.json says, a file\'s own JSX pragma kept', async () => {
    const root = copy((t) => t.replace('import Counter', "import Plain from '@site/src/components/PlainCard';\nimport Pragma from '@site/src/components/Pragma';\nimport Counter") + '\n<Plain />\n\n<Pragma />\n');
    // Imported by a relative path, which esbuild resolves itself, with the tsconfig.json above the file.
    // With an SVG drawn as a component, from the static folder (StreamPark's home page).
    writeFileSync(path.join(root, 'src/components/PlainCard.tsx'), "import Plain from './Plain';\nimport Mark from '../../static/img/mark.svg';\nexport default function PlainCard() {\n  return <><Plain /><Mark className=\"mark\" /></>;\n}\n");
    writeFileSync(path.join(root, 'static/img/mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>');
    writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'react', baseUrl: '.' } }));
    // (A `React` of its own that is not React's, which the classic runtime would call, whatever global React there is.)
    writeFileSync(path.join(root, 'src/components/Plain.tsx'), 'const React = { name: "not React" };\nexport default function Plain(): JSX.Element {\n  return <><p className="plain">No React imported</p></>;\n}\n');
    writeFileSync(path.join(root, 'src/components/Pragma.jsx'), "/** @jsxRuntime classic */\n/** @jsx h */\nimport { createElement } from 'react';\nconst h = (type, props, ...children) => createElement(type, { ...props, 'data-made': 'by-h' }, ...children);\nexport default function Pragma() {\n  return <p className=\"pragma\">Own pragma</p>;\n}\n");
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.broken === 'component')).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toContain('<p class="plain">No React imported</p><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" class="mark"><rect width="4" height="4"/></svg>');
    expect(html).toContain('<p class="pragma" data-made="by-h">Own pragma</p>');
  });

  // typescript-eslint's and Excalidraw's sites: components the swizzled src/theme/MDXComponents adds, used unimported.
  // QuestDB's: `@theme/Screenshot` is its own src/theme/Screenshot, imported by pages and by its MDXComponents.
  // SuperTokens': an ejected CodeBlock's parts, which a component imports by their path.
  it('renders the components a swizzled MDXComponents adds in a page that does not import them: one it imports, one it writes itself beside the theme\'s own; and the site\'s own @theme components, and its parts below one docgen stands in for', async () => {
    const root = copy((t) => `${t.replace('import Counter', "import Callout from '@theme/Callout';\nimport Plain from '@theme/CodeBlock/Content/Plain';\nimport Counter")}\n<Badge tone="new">Fresh</Badge> and <Shout>loud</Shout>, twice: <Badge tone="old">Stale</Badge>\n\n<Callout>Heads up</Callout>\n\n<Banner />\n\n<Plain>raw</Plain>\n\n<Whisper.Inner>a member</Whisper.Inner>\n\n<Part />\n\n<Shout>\n<Tabs>\n<TabItem value="x" label="X">in a tab</TabItem>\n</Tabs>\n</Shout>\n\n<Card>\n<Inside />\n</Card>\n`.replace('import Counter', "import Part from './_part.mdx';\nimport Inside from './_inside.mdx';\nimport Counter"));
    writeFileSync(path.join(root, 'docs/guide/_inside.mdx'), '<Card.Header>\n\nHello from inside\n\n</Card.Header>\n');
    writeFileSync(path.join(root, 'docs/guide/_part.mdx'), '<Shout>\n<Shout.Item>\n\n<Whisper>\n<Whisper.Inner>\n\nin a partial\n\n</Whisper.Inner>\n</Whisper>\n\n</Shout.Item>\n</Shout>\n');
    mkdirSync(path.join(root, 'src/theme/CodeBlock/Content'), { recursive: true });
    writeFileSync(path.join(root, 'src/theme/CodeBlock/Content/Plain.jsx'), 'export default function Plain({ children }) { return <pre className="plain">{children}</pre>; }\n');
    mkdirSync(path.join(root, 'src/theme/MDXComponents'), { recursive: true });
    writeFileSync(path.join(root, 'src/theme/MDXComponents/index.js'), "import React from 'react';\nimport MDXComponents from '@theme-original/MDXComponents';\nimport Badge from '@site/src/components/Badge';\nimport Banner from '@theme/Banner';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nconst Shout = Object.assign(({ children }) => <strong className=\"shout\">{children}!</strong>, { Item: ({ children }) => <span className=\"item\">{children}</span> });\nconst Whisper = Object.assign(({ children }) => <small className=\"whisper\">{children}</small>, { Inner: ({ children }) => <em className=\"inner\">{children}</em> });\nconst Named = React.createContext(undefined);\nconst Card = Object.assign(({ children }) => <Named.Provider value=\"card\"><section className=\"card\">{children}</section></Named.Provider>, { Header: ({ children }) => <header>{React.useContext(Named).toUpperCase()}: {children}</header> });\nexport default { ...MDXComponents, Badge, Shout, Banner, Whisper, Tabs, TabItem, Card };\n");
    writeFileSync(path.join(root, 'src/components/Badge.jsx'), "export default function Badge({ tone, children }) { return <span className={`badge badge-${tone}`}>{children}</span>; }\n");
    writeFileSync(path.join(root, 'src/theme/Callout.jsx'), 'export default function Callout({ children }) { return <aside className="callout">{children}</aside>; }\n');
    mkdirSync(path.join(root, 'src/theme/Banner'));
    writeFileSync(path.join(root, 'src/theme/Banner/index.jsx'), 'export default function Banner() { return <p className="banner">A banner</p>; }\n');
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toMatch(/<span data-island="\d+"><span class="badge badge-new">Fresh<\/span><\/span> and <span data-island="\d+"><strong class="shout">loud<!-- -->!<\/strong><\/span>, twice: <span data-island="\d+"><span class="badge badge-old">Stale<\/span><\/span>/);
    expect(html).toMatch(/<div data-island="\d+"><aside class="callout">Heads up<\/aside><\/div>/);
    expect(html).toMatch(/<div data-island="\d+"><p class="banner">A banner<\/p><\/div>/);
    // A component it adds, in a partial only, in the children of another: imported for the island (SuperTokens'
    // `<BackendTabs>` around `<PythonSyncAsyncCard>`).
    expect(html).toMatch(/<strong class="shout"><span class="item"><small class="whisper"><em class="inner"><p>in a partial<\/p><\/em><\/small><\/span>!<\/strong>/);
    // A member of one it adds, before anything else of it (SuperTokens' `<ReferenceCard.Grid>`).
    expect(html).toMatch(/<div data-island="\d+"><em class="inner">a member<\/em><\/div>/);
    // One docgen draws itself (Tabs), unimported in the children of one it adds: the component's code has it.
    expect(html).toMatch(/<strong class="shout"><div class="tabs">.*?data-label="X">in a tab<\/div><\/div>!<\/strong>/);
    // A partial in one's children is shown as its HTML: its own (a member reading the card's context) is no island apart,
    // which would throw outside the card.
    expect(html).toMatch(/<section class="card"><div class="island-children markdown">(?:(?!<\/section>)[^])*<p>Hello from inside<\/p>/);
    // The part is the site's (its CodeBlock stays docgen's).
    expect(html).toMatch(/<div data-island="\d+"><pre class="plain">raw<\/pre><\/div>/);
    expect(lines.join('\n')).not.toMatch(/<Badge>|<Shout>|<Whisper.Inner>|<Callout>|<Banner>/);
    expect(result.diagnostics.filter((d) => d.broken === 'component')).toEqual([]);
  });

  it('with onBrokenComponents: throw, a broken component is an error', async () => {
    const root = copy(broken);
    const config = { ...(await loadConfig(root)), onBrokenComponents: 'throw' as const };
    const sites = await loadInstances(config);
    await buildIslands(sites, config);
    const found = sites.flatMap((s) => s.diagnostics).filter((d) => d.broken === 'component');
    expect(found.map((d) => [d.severity, d.message.slice(0, 38)])).toEqual([['error', 'component <Broken> cannot be rendered:'], ['error', 'component <Missing> cannot be rendered']]);
  });

  it('reuses its bundles when nothing changed, and bundles again when a component file changes', async () => {
    const root = copy();
    await build({ root });
    const cache = path.join(root, 'node_modules/.cache/docgen/islands');
    const manifest = () => readdirSync(cache).map((d) => statSync(path.join(cache, d, 'manifest.json')).mtimeMs);
    const first = manifest();
    await build({ root });
    expect(manifest()).toEqual(first);
    const counter = path.join(root, 'src/components/Counter/index.js');
    writeFileSync(counter, readFileSync(counter, 'utf8').replace('{label}: ', '{label} = '));
    const result = await build({ root });
    expect(readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8')).toContain('Widgets<!-- --> = <span class="counter-value">2</span>');
    expect(manifest()).not.toEqual(first);
  });

  it('makes a React page at /404 (a Docusaurus site\'s src/pages/404.tsx, Miden\'s) the site\'s 404 page, not a clash with docgen\'s', async () => {
    const root = copy();
    writeFileSync(path.join(root, 'src/pages/404.js'), "import Layout from '@theme/Layout';\nexport default function Lost() {\n  return <Layout title=\"Lost\"><main className=\"lost\">This page is a ghost.</main></Layout>;\n}\n");
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const page = readFileSync(path.join(result.outDir, '404/index.html'), 'utf8');
    expect(page).toContain('<main class="lost">This page is a ghost.</main>');
    expect(readFileSync(path.join(result.outDir, '404.html'), 'utf8')).toBe(page);
    // A locale's own 404 page is its own page at /fr/404 (French words, the same component).
    expect(readFileSync(path.join(result.outDir, 'fr/404.html'), 'utf8')).toBe(readFileSync(path.join(result.outDir, 'fr/404/index.html'), 'utf8'));
  });

  // Riverpod's: a swizzled DocPage/Layout (DocRoot/Layout in Docusaurus 3) gives the docs' components the contexts
  // their code snippets read (whether to show the code generator's variant), around the theme's own.
  it("renders a docs page's components inside the site's docs layout (DocRoot/Layout, DocPage/Layout in Docusaurus 2), the theme's own drawing its children; a React page's outside it", async () => {
    const root = copy((t) => `${t}\n<FlavourNote />\n`.replace('import Counter', "import FlavourNote from '@site/src/components/FlavourNote';\nimport Counter"));
    writeFiles(root, {
      'src/theme/DocPage/Layout/index.js': "import React, { createContext } from 'react';\nimport Layout from '@theme-original/DocPage/Layout';\nexport const Flavour = createContext('plain');\nexport default function DocPageLayout(props) {\n  return <Flavour.Provider value=\"codegen\"><Layout {...props} /></Flavour.Provider>;\n}\n",
      'src/components/FlavourNote.js': "import { useContext } from 'react';\nimport { Flavour } from '@site/src/theme/DocPage/Layout';\nexport default function FlavourNote() {\n  return <p className=\"flavour\">{useContext(Flavour)}</p>;\n}\n",
      'src/pages/flavour.js': "import FlavourNote from '@site/src/components/FlavourNote';\nexport default function FlavourPage() {\n  return <main><FlavourNote /></main>;\n}\n"
    });
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => d.broken === 'component')).toEqual([]);
    expect(result.site.config.islands.docLayout).toBe(path.join(root, 'src/theme/DocPage/Layout/index.js'));
    expect(lines.join('\n')).not.toMatch(/DocPage/);
    const doc = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(doc).toContain('<p class="flavour">codegen</p>');
    expect(data(doc).page.islands!.context).toMatchObject({ docPage: true });
    expect(readFileSync(path.join(result.outDir, 'flavour/index.html'), 'utf8')).toContain('<p class="flavour">plain</p>');
  });

  // Agenta's changelog: a swizzled MDXComponents' <Summary> shows its children on the list page only (useBlogPost's
  // isBlogPostPage), and the blog's `exclude` keeps its announcement assets out.
  it("gives a post's components the post (useBlogPost, from the blog's client module and from theme-common as before 3.5) and the blog (useBlogMetadata); elsewhere useBlogPost is an error; the blog's exclude globs are not posts", async () => {
    const root = copy((t) => `${t}\n<PostFacts />\n`.replace('import Counter', "import PostFacts from '@site/src/components/PostFacts';\nimport Counter"));
    writeFileSync(path.join(root, 'src/components/PostFacts.js'), [
      "import { useBlogMetadata, useBlogPost } from '@docusaurus/plugin-content-blog/client';",
      "import { useBlogPost as before35 } from '@docusaurus/theme-common/internal';",
      'export default function PostFacts() {',
      '  const { metadata, frontMatter, isBlogPostPage } = useBlogPost();',
      '  const { blogTitle, blogBasePath } = useBlogMetadata();',
      "  return <p className=\"post-facts\">{[metadata.title, frontMatter.slug, String(isBlogPostPage), metadata.permalink, metadata.tags.map((t) => t.label).join('+'), metadata.authors.map((a) => a.name).join('+'), metadata.prevItem?.permalink ?? 'none', metadata.nextItem?.permalink ?? 'none', blogTitle, blogBasePath, String(before35() !== undefined)].join(' | ')}</p>;",
      '}',
      ''
    ].join('\n'));
    writeFileSync(path.join(root, 'blog/2024-03-01-facts.mdx'), "---\ntitle: Facts\nslug: facts\ntags: [news]\nauthors: [{ name: Ada }]\n---\n\nimport PostFacts from '@site/src/components/PostFacts';\n\n<PostFacts />\n\n{/* truncate */}\n\nMore.\n");
    mkdirSync(path.join(root, 'blog/assets'));
    writeFileSync(path.join(root, 'blog/assets/social.md'), '# Social copy\n\nNot a post.\n');
    const config = path.join(root, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("blogTitle: 'Widget news',", "blogTitle: 'Widget news', exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', 'assets/**'],"));
    const result = await build({ root });
    const html = readFileSync(path.join(result.outDir, 'blog/facts/index.html'), 'utf8');
    expect(html).toContain('<p class="post-facts">Facts | facts | true | /widgets/blog/facts | news | Ada | none | /widgets/blog/2024/02/20/release | Widget news | /widgets/blog | true</p>');
    // Its data carries the post for hydration.
    expect(data(html).page.islands).toBeDefined();
    expect(JSON.stringify(data(html))).toContain('"isBlogPostPage":true');
    // On a docs page there is no post.
    const widgets = (d: { file: string; message: string }) => d.file.endsWith('widgets.mdx') && d.message.includes('<PostFacts>');
    expect(result.diagnostics.filter(widgets).map((d) => d.message)).toEqual([expect.stringContaining('it threw while rendering: useBlogPost(): this is not a blog post')]);
    expect(existsSync(path.join(result.outDir, 'blog/assets/social/index.html'))).toBe(false);
    expect(result.diagnostics.filter((d) => d.file.includes('blog/assets'))).toEqual([]);
  });

  it('keeps the folders of the three bundles used last besides its own, and removes older ones unused for an hour', async () => {
    const root = copy();
    const cache = path.join(root, 'node_modules/.cache/docgen/islands');
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const made = { recent: 1, old1: 120, old2: 180, old3: 240, old4: 300, old5: 360 };
    for (const [name, minutes] of Object.entries(made)) {
      mkdirSync(path.join(cache, name, 'client'), { recursive: true });
      utimesSync(path.join(cache, name), ago(minutes), ago(minutes));
    }
    await build({ root });
    const left = readdirSync(cache).sort();
    expect(left.filter((d) => d in made)).toEqual(['old1', 'old2', 'recent']);
    expect(left).toHaveLength(4);
  });
});

// Yoga's playground: yoga-layout awaits its WebAssembly at its module's top level; its toolbar shows the theme's
// `Icon/Success` and its editor takes `usePrismTheme()`'s colours.
// Bitwarden's contributing docs: a swizzled Layout/Provider gives its components a context (composeProviders, a
// storage slot), which its pages' blocks and its navbar item read.
describe('a site with a swizzled Layout/Provider', () => {
  it('renders each island inside it, the navbar\'s own items too', async () => {
    const root = copy((t) => `${t}\nimport Audience from '@site/src/components/Audience';\n\n<Audience />\n`);
    mkdirSync(path.join(root, 'src/theme/Layout'), { recursive: true });
    writeFileSync(path.join(root, 'src/contexts.js'), "import { createContext, useContext } from 'react';\nimport { createStorageSlot, ReactContextError } from '@docusaurus/theme-common';\nconst Audience = createContext(undefined);\nconst slot = createStorageSlot('audience');\nexport function AudienceProvider({ children }) {\n  return <Audience.Provider value={slot.get() ?? 'readers'}>{children}</Audience.Provider>;\n}\nexport function useAudience() {\n  const value = useContext(Audience);\n  if (value === undefined) throw new ReactContextError('AudienceProvider');\n  return value;\n}\n");
    writeFileSync(path.join(root, 'src/theme/Layout/Provider.js'), "import { composeProviders } from '@docusaurus/theme-common';\nimport ThemeProvider from '@theme-original/Layout/Provider';\nimport { AudienceProvider } from '@site/src/contexts';\nconst Provider = composeProviders([AudienceProvider]);\nexport default function LayoutProvider({ children }) {\n  return <ThemeProvider><Provider>{children}</Provider></ThemeProvider>;\n}\n");
    writeFileSync(path.join(root, 'src/components/Audience.jsx'), "import { useAudience } from '@site/src/contexts';\nexport default function Audience() {\n  return <p className=\"audience\">For {useAudience()}</p>;\n}\n");
    const news = path.join(root, 'src/components/NavbarItems/News.jsx');
    writeFileSync(news, readFileSync(news, 'utf8').replace("import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';", "import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';\nimport { useAudience } from '@site/src/contexts';").replace('label={label} to={to} {...props} />\n      <button', 'label={`${label} for ${useAudience()}`} to={to} {...props} />\n      <button'));
    const result = await build({ root, logger: logged().logger });
    expect(result.diagnostics.filter((d) => d.broken === 'component').map((d) => d.message)).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toContain('<p class="audience">For <!-- -->readers</p>');
    expect(html).toContain('>News for readers</a>');
  });
});

// SuperTokens' docs: an ejected Layout/Provider composing the theme's own providers, an ejected CodeBlock's parts
// reading the theme's internal helpers, and components reading useDoc() and useIsomorphicLayoutEffect.
describe('a site with the theme\'s parts ejected', () => {
  it('gives them docgen\'s stand-ins: the providers pass their children through, the code helpers parse as the theme does, useDoc() is the page\'s', async () => {
    const root = copy((t) => `${t}\nimport Ejected from '@site/src/components/Ejected';\nimport EjectedTabs from '@site/src/components/EjectedTabs';\n\n<Ejected />\n\n<EjectedTabs />\n`);
    // The OpenAPI theme 5's tabs (Ory's API pages): Docusaurus 3.10's tabs helpers; and the context by the path of its
    // module in Docusaurus's core, as Ory's hooks import it.
    writeFileSync(path.join(root, 'src/components/EjectedTabs.jsx'), [
      "import { sanitizeTabsChildren, TabsProvider, useTabs, useTabsContextValue } from '@docusaurus/theme-common/internal';",
      "import useDocusaurusContext from '@docusaurus/core/lib/client/exports/useDocusaurusContext';",
      'const Item = () => null;',
      'function Shown() {',
      '  const { selectedValue, tabValues } = useTabs();',
      "  return <p className=\"tabs-state\">{selectedValue} of {tabValues.map((t) => t.value + ':' + t.label).join(' ')}, in {useDocusaurusContext().siteConfig.title}</p>;",
      '}',
      // The OpenAPI theme 4's ApiTabs (Flagsmith's): Docusaurus 3.9's useTabs(props), the Tabs' own state.
      'function Before(props) {',
      '  const { selectedValue } = useTabs(props);',
      '  return <p className="tabs-before">{selectedValue}</p>;',
      '}',
      'export default function EjectedTabs() {',
      "  const children = sanitizeTabsChildren([' ', <Item key=\"a\" value=\"200\" label=\"OK\" />, false, <Item key=\"b\" value=\"404\" label=\"Gone\" default />]);",
      '  const tabs = useTabsContextValue({ children });',
      '  return <><TabsProvider value={tabs}><Shown /></TabsProvider><Before>{children}</Before></>;',
      '}',
      ''
    ].join('\n'));
    mkdirSync(path.join(root, 'src/theme/Layout'), { recursive: true });
    writeFileSync(path.join(root, 'src/theme/Layout/Provider.js'), "import { composeProviders } from '@docusaurus/theme-common';\nimport { ColorModeProvider, AnnouncementBarProvider, ScrollControllerProvider, NavbarProvider, PluginHtmlClassNameProvider } from '@docusaurus/theme-common/internal';\nimport { DocsPreferredVersionContextProvider } from '@docusaurus/plugin-content-docs/client';\nimport { DocsPreferredVersionContextProvider as AsDocusaurus2 } from '@docusaurus/theme-common/internal';\nexport default composeProviders([ColorModeProvider, AnnouncementBarProvider, ScrollControllerProvider, DocsPreferredVersionContextProvider, AsDocusaurus2, PluginHtmlClassNameProvider, NavbarProvider]);\n");
    writeFileSync(path.join(root, 'src/components/Ejected.jsx'), [
      "import { useState } from 'react';",
      "import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';",
      "import { useDoc } from '@docusaurus/plugin-content-docs/client';",
      "import { parseCodeBlockTitle, parseLanguage, parseLines, containsLineNumbers } from '@docusaurus/theme-common/internal';",
      'export default function Ejected() {',
      '  const [laid, setLaid] = useState(false);',
      '  useIsomorphicLayoutEffect(() => setLaid(true), []);',
      '  const { metadata, frontMatter, toc } = useDoc();',
      "  const { code, lineClassNames } = parseLines('a\\n// highlight-next-line\\nb\\nc', { metastring: '{3}' });",
      "  return <p className=\"ejected\">{metadata.title} at {metadata.permalink} ({String(frontMatter.title)}); {parseCodeBlockTitle('title=\"a.js\" {1}')} {parseLanguage('x language-ts')} {String(containsLineNumbers('showLineNumbers'))}; {JSON.stringify(code)} {JSON.stringify(lineClassNames)}; {String(laid)}; {toc.map((t) => t.level + ':' + t.id).join(' ')}</p>;",
      '}',
      ''
    ].join('\n'));
    const result = await build({ root, logger: logged().logger });
    expect(result.diagnostics.filter((d) => d.broken === 'component').map((d) => d.message)).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toContain('<p class="tabs-state">404<!-- --> of <!-- -->200:OK 404:Gone<!-- -->, in <!-- -->Widgets</p><p class="tabs-before">404</p>');
    expect(html).toContain('<p class="ejected">Widgets in action<!-- --> at <!-- -->/widgets/docs/guide/widgets<!-- --> (<!-- -->Widgets in action<!-- -->); <!-- -->a.js<!-- --> <!-- -->ts<!-- --> <!-- -->true<!-- -->; <!-- -->&quot;a\\nb\\nc&quot;<!-- --> <!-- -->{&quot;1&quot;:[&quot;theme-code-block-highlighted-line&quot;],&quot;2&quot;:[&quot;theme-code-block-highlighted-line&quot;]}<!-- -->; <!-- -->false<!-- -->; <!-- -->2:install 2:a-video 2:live-code 2:after-the-islands 2:pick-a-package-manager</p>');
  });
});

// Learning TypeScript's cards: `<Card {...project} key={…} />`, for which the automatic JSX runtime calls its import
// source's own createElement (a key after a spread); a <title> of several strings through it too.
describe('a component whose element has a key after a spread', () => {
  it('renders, its title\'s strings as one', async () => {
    const root = copy((t) => `${t}\nimport Cards from '@site/src/components/Cards';\n\n<Cards />\n`);
    writeFileSync(path.join(root, 'src/components/Cards.jsx'), "const Card = ({ name, size }) => <li className=\"card\">{name}: {size}</li>;\nconst cards = [{ name: 'one', size: 1 }, { name: 'two', size: 2 }];\nexport default function Cards() {\n  const name = 'cards';\n  return <ul className=\"cards\"><svg {...{ role: 'img' }} key=\"icon\"><title>Open {name}</title></svg>{cards.map((c) => <Card {...c} key={c.name} />)}</ul>;\n}\n");
    const result = await build({ root, logger: logged().logger });
    expect(result.diagnostics.filter((d) => d.broken === 'component').map((d) => d.message)).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toContain('<ul class="cards"><svg role="img"><title>Open cards</title></svg><li class="card">one<!-- -->: <!-- -->1</li><li class="card">two<!-- -->: <!-- -->2</li></ul>');
  });
});

describe('a component of Yoga\'s shape', () => {
  it('bundles a package that awaits at its top level, the theme\'s icons and usePrismTheme, on the server and for the browser', async () => {
    const root = copy((t) => `${t}\nimport Toolbar from '@site/src/components/Toolbar';\n\n<Toolbar />\n`);
    const pkg = path.join(root, 'node_modules/layout-engine');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'layout-engine', type: 'module', main: 'index.js' }));
    writeFileSync(path.join(pkg, 'index.js'), "const engine = await Promise.resolve({ version: 3 });\nexport { Anchor, Badge } from './badge.js';\nexport default engine;\n");
    writeFileSync(path.join(pkg, 'badge.js'), "import styled from 'tagged';\nexport const Badge = styled.b('engine-badge');\nexport const Anchor = styled.b('hash-link');\n");
    // Apify's @apify/ui-library: an ES module package importing styled-components, whose `main` is CommonJS (with
    // __esModule) and `module` an ES module. As webpack does for Docusaurus's server bundle, the server takes `module`:
    // from `main`, an ES module's default import would be the whole exports object (Node's rule), with no `.b`.
    const tagged = path.join(root, 'node_modules/tagged');
    mkdirSync(tagged, { recursive: true });
    writeFileSync(path.join(tagged, 'package.json'), JSON.stringify({ name: 'tagged', main: 'index.cjs.js', module: 'index.esm.js' }));
    const styled = "const styled = {};\nstyled.b = (className) => function Tag(props) { return require('react').createElement('b', { className, ...props }); };\n";
    writeFileSync(path.join(tagged, 'index.cjs.js'), `Object.defineProperty(exports, '__esModule', { value: true });\n${styled}exports.default = styled;\n`);
    writeFileSync(path.join(tagged, 'index.esm.js'), `import { createElement } from 'react';\nconst styled = {};\nstyled.b = (className) => function Tag(props) { return createElement('b', { className, ...props }); };\nexport default styled;\n`);
    writeFileSync(path.join(root, 'src/components/Toolbar.jsx'), "import SuccessIcon from '@theme/Icon/Success';\nimport CopyIcon from '@theme/Icon/Copy';\nimport { usePrismTheme } from '@docusaurus/theme-common';\nimport engine, { Anchor, Badge } from 'layout-engine';\n\nexport default function Toolbar() {\n  const { plain } = usePrismTheme();\n  return <p className=\"toolbar\" style={{ color: plain.color }}><SuccessIcon className=\"ok\" /><CopyIcon /> engine {engine.version}<Badge>new</Badge><Anchor>#</Anchor></p>;\n}\n");
    // The site's rules for the classes a package's markup has (Lexicon's react-bootstrap Carousel styled by its
    // customCss): in a stylesheet of their own for the pages with islands; a rule that may match docgen's markup is not
    // (`.active`, and `.markdown a.hash-link` though the island's markup has the class too: docgen's theme's classes).
    const customCss = path.join(root, 'src/css/custom.css');
    writeFileSync(customCss, `${readFileSync(customCss, 'utf8')}\n.engine-badge { letter-spacing: 2px; }\n.engine-badge-next, .engine-badge.active { outline: 1px solid; }\n@media (max-width: 480px) { .engine-badge { letter-spacing: 0; } }\n.active { color: red; }\n.unused-widget { color: blue; }\n.markdown a.hash-link { border-bottom-width: 0; }\n`);
    const result = await build({ root, logger: logged().logger });
    expect(result.diagnostics.filter((d) => d.broken === 'component').map((d) => d.message)).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    const sheet = /<link rel="stylesheet" href="\/widgets\/assets\/(island-site-\w+\.css)">/.exec(html)?.[1];
    expect(sheet).toBeDefined();
    expect(readFileSync(path.join(result.outDir, 'assets', sheet!), 'utf8')).toBe('.engine-badge { letter-spacing: 2px; }\n.engine-badge-next, .engine-badge.active { outline: 1px solid; }\n@media (max-width: 480px) {\n.engine-badge { letter-spacing: 0; }\n}\n');
    expect(html).toMatch(/<p class="toolbar" style="color:var\(--sh-fg\)"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor"[^>]* class="ok"><path d="[^"]+"><\/path><\/svg><svg [^>]*>(?:<path d="[^"]+"><\/path>){2}<\/svg> engine <!-- -->3<b class="engine-badge">new<\/b><b class="hash-link">#<\/b><\/p>/);
    // The browser's chunk keeps the await: the browsers docgen bundles for have it.
    const chunks = readdirSync(path.join(result.outDir, 'assets')).filter((f) => /^island-.*\.js$/.test(f)).map((f) => readFileSync(path.join(result.outDir, 'assets', f), 'utf8'));
    expect(chunks.some((c) => /await Promise\.resolve\(\{version:3\}\)/.test(c))).toBe(true);
    // A page whose islands have CSS links Infima's stylesheet, whose custom properties components' CSS uses.
    const infima = /<link rel="stylesheet" href="\/widgets\/assets\/(infima-\w+\.css)">/.exec(html)?.[1];
    expect(infima).toBeDefined();
    expect(readFileSync(path.join(result.outDir, 'assets', infima!), 'utf8')).toContain('--ifm-color-emphasis-300: var(--ifm-color-gray-300)');
  });
});

// Dagger's docs import `@components/…` and `@daggerTypes/_x.mdx`, aliases an inline plugin's configureWebpack gives webpack.
describe("a plugin's configureWebpack", () => {
  it('gives the import aliases a page\'s components and partials are read through, DefinePlugin\'s names and ProvidePlugin\'s globals; the rest of what it sets is reported', async () => {
    const root = copy((t) => `${t.replace("import Counter from '@site/src/components/Counter';", "import Counter from '@widgets/Counter';\nimport Requirements from '@snippets/_requirements.mdx';\nimport Mode from '@widgets/Mode';")}\n<Requirements runtime="Node 20" />\n\n<Mode />\n`);
    writeFileSync(path.join(root, 'src/components/Mode.js'), "export default function Mode() { return <p className=\"mode\">Mode {process.env.WIDGET_MODE}, debug {String(__DEBUG__)}, {Greeting} and {Provided.farewell}</p>; }\n");
    writeFileSync(path.join(root, 'src/provided.js'), "export const greeting = 'hello from a provided module';\nexport const farewell = 'its whole module';\n");
    const config = path.join(root, 'docusaurus.config.js');
    const plugin = "function aliases() { return { name: 'aliases', configureWebpack: (_c, _s, { currentBundler }) => ({ resolve: { alias: { '@widgets': require('path').join(__dirname, 'src/components'), '@snippets$': 'docs/guide' } }, module: { rules: [{ test: /\\.svg$/, use: ['@svgr/webpack'] }] }, plugins: [new currentBundler.instance.DefinePlugin({ 'process.env.WIDGET_MODE': JSON.stringify('defined'), __DEBUG__: false }), new currentBundler.instance.ProvidePlugin({ Greeting: ['./src/provided.js', 'greeting'], Provided: './src/provided.js', Bad: 42 })] }) }; },";
    writeFileSync(config, readFileSync(config, 'utf8').replace('plugins: [\n', () => `plugins: [\n    ${plugin}\n`));
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => d.broken === 'component' || d.severity === 'error')).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    expect(html).toContain('<span class="counter-value">2</span>');
    expect(html).toMatch(/<h2 id="requirements"[^>]*>Requirements/);
    expect(html).toContain('Widgets need Node 20 or later.');
    // ProvidePlugin's globals, on the server and for the browser.
    expect(html).toContain('<p class="mode">Mode <!-- -->defined<!-- -->, debug <!-- -->false<!-- -->, <!-- -->hello from a provided module<!-- --> and <!-- -->its whole module</p>');
    const chunks = readdirSync(path.join(result.outDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(result.outDir, 'assets', f), 'utf8'));
    expect(chunks.some((c) => c.includes('hello from a provided module'))).toBe(true);
    expect(lines.join('\n')).toMatch(/warning: ignored "plugins\[0\]": of aliases's configureWebpack, docgen takes resolve\.alias \(import paths of the site's\), resolveLoader\.alias \(its own loaders\), DefinePlugin's definitions, ProvidePlugin's globals, NormalModuleReplacementPlugin's modules, the rules that load files as text and sass-resources-loader's SCSS files only, not module\.rules\[0\] \(\/\\\.svg\$\/\), ProvidePlugin's "Bad"$/m);
  });
});

// HertzBeat's blog-featured-posts: Docusaurus 3.6's allContentLoaded, reading every plugin's content for global data.
describe("a plugin's allContentLoaded", () => {
  it('is given each locale\'s docs and posts in Docusaurus\'s shape, and what it sets is that locale\'s global data', async () => {
    const root = copy((t) => `${t.replace("import Counter", "import Featured from '@site/src/components/Featured';\nimport Counter")}\n<Featured />\n`);
    writeFileSync(path.join(root, 'src/components/Featured.jsx'), "import { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Featured() { const { posts, docs, versions, year, own } = usePluginData('featured'); return <p className=\"featured\">{posts.join(' | ')}; {docs} docs in {versions}; {year}; {own}</p>; }\n");
    const plugin = "function featured() { return { name: 'featured', loadContent: () => 'its own', async allContentLoaded({ allContent, actions }) { const { blogPosts } = allContent['docusaurus-plugin-content-blog'].default; const { loadedVersions } = allContent['docusaurus-plugin-content-docs'].default; actions.setGlobalData({ posts: blogPosts.map((p) => `${p.metadata.title} (${p.metadata.permalink}, ${p.metadata.authors[0].name}, ${p.metadata.tags.map((t) => t.label).join('+')})`), docs: loadedVersions[0].docs.length, versions: loadedVersions.map((v) => v.versionName).join('+'), year: blogPosts[0].metadata.date.getUTCFullYear(), own: allContent.featured.default }); actions.addRoute({ path: '/widgets/featured', component: '@site/src/components/Featured' }); if (!loadedVersions[0].docs.every((d) => d.source.startsWith('@site/docs/') && d.permalink.startsWith('/widgets/') && typeof d.frontMatter === 'object')) throw new Error('not a doc'); } }; },";
    const config = path.join(root, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace('plugins: [\n', () => `plugins: [\n    ${plugin}\n`));
    const result = await build({ root }).catch((e: DocgenError) => { throw new Error(e.diagnostics.map((d) => d.message).join('\n')); });
    // A route it adds is not built: said once, for both locales.
    expect(result.diagnostics.filter((d) => d.broken === 'component' || d.severity === 'error' || /featured|allContentLoaded/.test(d.message)).map((d) => `${d.severity}: ${d.message}`)).toEqual(["warning: plugins[0]: featured's allContentLoaded added a route (/widgets/featured), which docgen does not build: a plugin's routes are read from its contentLoaded"]);
    const english = readFileSync(path.join(result.outDir, 'docs/guide/widgets/index.html'), 'utf8');
    const docs = result.sites.filter((s) => s.config.instance?.locale !== 'fr' && (s.config.instance?.plugin ?? 'default') === 'default' && (s.config.instance?.version ?? 'current') === 'current').flatMap((s) => s.pages.filter((p) => p.kind === undefined && p.doc.hash)).length;
    expect(english).toContain(`<p class="featured">Widgets 2.0 is out (/widgets/blog/2024/02/20/release, Ada Lovelace, news+release) | Welcome (/widgets/blog/2024/01/15/welcome, Ada Lovelace, news)<!-- -->; <!-- -->${docs}<!-- --> docs in <!-- -->current<!-- -->; <!-- -->2024<!-- -->; <!-- -->its own</p>`);
    // The French pages: the French posts, from the French locale's own call.
    const french = readFileSync(path.join(result.outDir, 'fr/docs/guide/widgets/index.html'), 'utf8');
    expect(french).toContain('<p class="featured">Widgets 2.0 est sorti (/widgets/fr/blog/2024/02/20/release');
    // One that throws fails the build, at the config.
    writeFileSync(config, readFileSync(config, 'utf8').replace('async allContentLoaded({ allContent, actions }) {', 'async allContentLoaded({ allContent, actions }) { throw new Error(\'no feed\');'));
    const error = await build({ root }).catch((e: unknown) => e);
    expect((error as DocgenError).diagnostics.map((d) => `${path.basename(d.file)}: ${d.message}`)).toEqual(["docusaurus.config.js: allContentLoaded[0] failed: featured's allContentLoaded (plugins[0]): no feed"]);
  });
});

// Sequelize, Ionic, pnpm and Metro use docusaurus-plugin-sass: a customCss in Sass, and Sass modules in their pages.
describe('Sass (docusaurus-plugin-sass)', () => {
  /** The fixture with a Sass customCss and a React page styled by a Sass module; `sass` installed in it when `installed`. */
  function sassSite(installed: boolean): string {
    const root = copy();
    const config = path.join(root, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("require.resolve('./src/css/custom.css')", "require.resolve('./src/css/custom.scss')").replace("plugins: [\n", "plugins: [\n    ['docusaurus-plugin-sass', { sassOptions: { quietDeps: true } }],\n"));
    writeFileSync(path.join(root, 'src/css/_brand.scss'), '$brand: #2e8555;\n');
    // A package's partials named with webpack's `~` (Apache Answer's `@import '~bootstrap/scss/bootstrap'`), as sass-loader finds them.
    writeFiles(path.join(root, 'node_modules/widget-tokens/scss'), { '_spacing.scss': '$space: 0.3em;\n', '_size.scss': '$size: 3rem;\n' });
    writeFileSync(path.join(root, 'src/css/custom.scss'), "@use 'brand';\n@use '@site/src/css/breakpoints';\n@import '~widget-tokens/scss/spacing';\n:root { --ifm-color-primary: #{brand.$brand}; }\n.sass-hero { .sass-title { letter-spacing: $space; } }\n@media (min-width: breakpoints.$wide) { .sass-hero { padding: 1em; } }\n");
    // And the site's own partials through its `@site` alias (JHipster's `@use '@site/src/scss/breakpoints' as *`).
    writeFileSync(path.join(root, 'src/css/_breakpoints.scss'), '$wide: 60em;\n');
    writeFileSync(path.join(root, 'src/pages/sassy.module.scss'), "@use '@site/src/css/breakpoints' as *;\n@import '~widget-tokens/scss/size';\n.big { font-size: $size; &:hover { color: red; } @media (min-width: $wide) { color: blue; } }\n");
    writeFileSync(path.join(root, 'src/pages/sassy.js'), "import styles from './sassy.module.scss';\nexport default function Sassy() { return <main className=\"sass-hero\"><h1 className={`sass-title ${styles.big}`}>Sassy</h1></main>; }\n");
    if (installed) {
      mkdirSync(path.join(root, 'node_modules'), { recursive: true });
      symlinkSync(path.resolve(import.meta.dirname, '../../node_modules/sass'), path.join(root, 'node_modules/sass'), 'dir');
    }
    return root;
  }

  it('compiles the customCss and the pages\' Sass modules with the site\'s Sass, partials included; the plugin\'s options are reported', async () => {
    const root = sassSite(true);
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => d.broken === 'component')).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'sassy/index.html'), 'utf8');
    const big = /<h1 class="sass-title (\w+)">Sassy<\/h1>/.exec(html)?.[1];
    expect(big).toBeDefined();
    const css = (data(html).page.islands?.css ?? []).map((f) => readFileSync(path.join(result.outDir, f.slice('/widgets/'.length)), 'utf8')).join('');
    expect(css).toMatch(new RegExp(`\\.${big}\\{font-size:3rem\\}\\.${big}:hover\\{color:red\\}@media ?\\(min-width:60em\\)\\{\\.${big}\\{color:#00f\\}\\}`));
    // The customCss: its link colour through the partial, its rule for a class of the site's page, nested rules flattened.
    expect(result.site.config.themeConfig.colors?.primary).toBe('#2e8555');
    const assets = readdirSync(path.join(result.outDir, 'assets')).filter((f) => f.endsWith('.css'));
    expect(assets.some((f) => /\.sass-hero \.sass-title\{letter-spacing:\.3em\}/.test(readFileSync(path.join(result.outDir, 'assets', f), 'utf8')))).toBe(true);
    expect(assets.some((f) => /@media ?\(min-width:60em\)\{\.sass-hero\{padding:1em\}\}/.test(readFileSync(path.join(result.outDir, 'assets', f), 'utf8')))).toBe(true);
    expect(lines.join('\n')).toMatch(/docusaurus\.config\.js:\d+:\d+: warning: ignored "plugins\[0\]\.sassOptions": the Sass plugin's sassOptions is not implemented by docgen/);
    expect(lines.join('\n')).not.toMatch(/"plugins\[0\]":/);
  });

  // Databend's: a plugin's webpack rule of sass-resources-loader puts its mixins at the start of every .scss file.
  it('starts every .scss file with the SCSS files of a plugin\'s sass-resources-loader rule: the customCss and the components\' modules', async () => {
    const root = sassSite(true);
    const config = path.join(root, 'docusaurus.config.js');
    const rule = "{ test: /\\.scss$/, use: [{ loader: 'sass-resources-loader', options: { resources: [require('path').resolve(__dirname, 'src/css/_mixins.scss')] } }] }";
    writeFileSync(config, readFileSync(config, 'utf8').replace("plugins: [\n", `plugins: [\n    () => ({ name: 'global-sass', configureWebpack: () => ({ module: { rules: [${rule}] } }) }),\n`));
    writeFileSync(path.join(root, 'src/css/_mixins.scss'), '@mixin roomy { padding: 2.5em; }\n$accent: #b30059;\n');
    // Used without being imported: after the file's @use rules, as the loader's hoisting puts them.
    writeFileSync(path.join(root, 'src/css/custom.scss'), readFileSync(path.join(root, 'src/css/custom.scss'), 'utf8') + '.sass-hero { @include roomy; }\n');
    writeFileSync(path.join(root, 'src/pages/sassy.module.scss'), readFileSync(path.join(root, 'src/pages/sassy.module.scss'), 'utf8') + '.big { border-color: $accent; }\n');
    // A file whose own error is reported at its own line.
    writeFileSync(path.join(root, 'src/pages/broken.module.scss'), '.a { color: red; }\n.b { @include nowhere; }\n');
    writeFileSync(path.join(root, 'src/pages/broken.js'), "import styles from './broken.module.scss';\nexport default function Broken() { return <main className={styles.a}>Broken</main>; }\n");
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => d.broken === 'component').map((d) => `${d.file}: ${d.message}`)).toEqual([expect.stringMatching(/src\/pages\/broken\.js: component <broken\.js> cannot be rendered: Undefined mixin\. \(.*src\/pages\/broken\.module\.scss:2:6\)/)]);
    const html = readFileSync(path.join(result.outDir, 'sassy/index.html'), 'utf8');
    const big = /<h1 class="sass-title (\w+)">Sassy<\/h1>/.exec(html)![1];
    const css = (data(html).page.islands?.css ?? []).map((f) => readFileSync(path.join(result.outDir, f.slice('/widgets/'.length)), 'utf8')).join('');
    expect(css).toMatch(new RegExp(`\\.${big}\\{border-color:#b30059\\}`));
    const assets = readdirSync(path.join(result.outDir, 'assets')).filter((f) => f.endsWith('.css'));
    expect(assets.some((f) => /\.sass-hero\{padding:2\.5em\}/.test(readFileSync(path.join(result.outDir, 'assets', f), 'utf8')))).toBe(true);
    expect(result.site.config.islands.sassResources).toEqual([path.join(root, 'src/css/_mixins.scss')]);
    expect(lines.join('\n')).not.toMatch(/global-sass|Undefined mixin.*custom\.scss/);
  });

  it('says what to install where the site has no Sass, and builds the rest', async () => {
    const root = sassSite(false);
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => d.broken === 'component').map((d) => `${d.file}: ${d.message}`)).toEqual([
      expect.stringMatching(/src\/pages\/sassy\.js: component <sassy\.js> cannot be rendered: sassy\.module\.scss is Sass, and no Sass compiler is installed where the site can find it: install the package "sass" \(npm install --save-dev sass\)/)
    ]);
    // The customCss's rules for the site's classes are left out, and the warning about the key says so (KubeVela's hero).
    expect(lines.join('\n')).toMatch(/warning: ignored "presets\[0\]\.theme\.customCss": .*; not those of src\/css\/custom\.scss: custom\.scss is Sass, and no Sass compiler is installed where the site can find it: install the package "sass"/);
    expect(readFileSync(path.join(result.outDir, 'docs/intro/index.html'), 'utf8')).toContain('<h1');
  });
});

// StreamPark's components import Less (docusaurus-plugin-less): a stylesheet with nested rules, and Less modules.
describe('Less (docusaurus-plugin-less)', () => {
  /** The fixture with a React page styled by a Less file that imports another and by a Less module; `less` installed in it when `installed`. */
  function lessSite(installed: boolean): string {
    const root = copy();
    const config = path.join(root, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("plugins: [\n", "plugins: [\n    ['docusaurus-plugin-less', { lessOptions: { math: 'always' } }],\n"));
    writeFileSync(path.join(root, 'src/pages/_colours.less'), '@brand: #2e8555;\n');
    // An SVG the stylesheet names is a file (a web font's with its query and fragment), where code's is a component.
    mkdirSync(path.join(root, 'src/pages/icon'));
    writeFileSync(path.join(root, 'src/pages/icon/check.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    // css-loader's `~` (rushjs.io's masthead, `url('~/images/…')`): a path below webpack's roots, here the static folder.
    // A stylesheet of the site's folder imported by a path from its root (StreamPark's `@import url('/src/css/bootstrap.min.css')`): bundled in.
    mkdirSync(path.join(root, 'src/css/vendor'), { recursive: true });
    writeFileSync(path.join(root, 'src/css/vendor/grid.css'), '.grid-col { float: left; }\n');
    writeFileSync(path.join(root, 'src/pages/table.less'), "@import url('/src/css/vendor/grid.css');\n@import './_colours.less';\n.table-data { th, td { padding: 0.6rem; } .icon-check { color: @brand; background: url(icon/check.svg?v=4#mark) no-repeat; } }\n.masthead { background: url('~/img/card.png'); }\n");
    writeFileSync(path.join(root, 'src/pages/lessy.module.less'), '@size: 3rem;\n.big { font-size: @size; &:hover { color: red; } }\n');
    writeFileSync(path.join(root, 'src/pages/lessy.js'), "import './table.less';\nimport styles from './lessy.module.less';\nexport default function Lessy() { return <main className=\"table-data\"><h1 className={styles.big}>Lessy</h1><i className=\"icon-check\" /></main>; }\n");
    if (installed) {
      mkdirSync(path.join(root, 'node_modules'), { recursive: true });
      symlinkSync(path.resolve(import.meta.dirname, '../../node_modules/less'), path.join(root, 'node_modules/less'), 'dir');
    }
    return root;
  }

  it("compiles a page's Less files and Less modules with the site's Less, imports included; the plugin's options are reported", async () => {
    const root = lessSite(true);
    const { lines, logger } = logged();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => d.broken === 'component')).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'lessy/index.html'), 'utf8');
    const big = /<h1 class="(\w+)">Lessy<\/h1>/.exec(html)?.[1];
    expect(big).toBeDefined();
    const css = (data(html).page.islands?.css ?? []).map((f) => readFileSync(path.join(result.outDir, f.slice('/widgets/'.length)), 'utf8')).join('');
    expect(css).toMatch(new RegExp(`\\.${big}\\{font-size:3rem\\}\\.${big}:hover\\{color:red\\}`));
    expect(css).toContain('.table-data th,.table-data td{padding:.6rem}');
    expect(css).toContain('.masthead{background:url(/widgets/img/card.png)}');
    expect(css).toContain('.grid-col{float:left}');
    expect(css).not.toContain('@import');
    const icon = /\.table-data \.icon-check\{color:#2e8555;background:url\("\/widgets\/assets\/(island-asset-\w+\.svg)\?v=4#mark"\) no-repeat\}/.exec(css)?.[1];
    expect(icon).toBeDefined();
    expect(readFileSync(path.join(result.outDir, 'assets', icon!), 'utf8')).toContain('<svg');
    expect(lines.join('\n')).toMatch(/docusaurus\.config\.js:\d+:\d+: warning: ignored "plugins\[0\]\.lessOptions": the Less plugin's lessOptions is not implemented by docgen/);
    expect(lines.join('\n')).not.toMatch(/"plugins\[0\]":/);
  });

  it('says what to install where the site has no Less, and where a Less file is wrong, at its line', async () => {
    const root = lessSite(false);
    const first = await build({ root, logger: logged().logger });
    expect(first.diagnostics.filter((d) => d.broken === 'component').map((d) => `${d.file}: ${d.message}`)).toEqual([
      expect.stringMatching(/src\/pages\/lessy\.js: component <lessy\.js> cannot be rendered: (?:table|lessy\.module)\.less is Less, and no Less compiler is installed where the site can find it: install the package "less" \(npm install --save-dev less\)/)
    ]);
    // (A new site: Node remembers in its process that a package was not there.)
    const installed = lessSite(true);
    writeFileSync(path.join(installed, 'src/pages/table.less'), '.table-data {\n  color: @missing;\n}\n');
    const second = await build({ root: installed, logger: logged().logger });
    expect(second.diagnostics.filter((d) => d.broken === 'component').map((d) => `${d.file}: ${d.message}`)).toEqual([
      expect.stringMatching(/src\/pages\/lessy\.js: component <lessy\.js> cannot be rendered: variable @missing is undefined \(.*src\/pages\/table\.less:2:10\)/)
    ]);
  });
});
