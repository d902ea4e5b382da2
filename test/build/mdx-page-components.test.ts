// A Docusaurus site's MDX pages with the theme's page components, built: ThemedImage and <img src={require(…)}> copied
// and resolved with the base URL, broken ones reported at their line; Head tags in the document head; TOCInline;
// DocCardList with the cards of the page's sidebar category; Link resolved and checked.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-classic');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the fixture in the system's temp folder, with `edits` applied (file -> change). */
function copy(edits: Record<string, (text: string) => string> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-pagecomps-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  for (const [file, change] of Object.entries(edits)) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const changed = change(text);
    expect(changed, `the edit of ${file} matched nothing`).not.toBe(text);
    writeFileSync(path.join(dir, file), changed);
  }
  return dir;
}

/** The article's body HTML of a built page. */
const body = (html: string) => /<div class="markdown">([^]*?)<\/div><(?:div|nav) class="(?:edit-this-page|pagination)/.exec(html)?.[1] ?? '';

describe('MDX page components in a built Docusaurus site', () => {
  let out: string;
  let result: Awaited<ReturnType<typeof build>>;
  const page = (route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
  beforeAll(async () => {
    result = await build({ root: copy() });
    out = result.outDir;
  }, 120_000);

  it('builds the pages without a warning about them', () => {
    expect(result.diagnostics.filter((d) => d.file.includes('components/'))).toEqual([]);
  });

  it('writes a ThemedImage as an <img> per colour mode, its files found as markdown images are: static, and next to the page (copied)', () => {
    const images = body(page('docs/components/images'));
    const [light, dark] = [...images.matchAll(/<img alt="Widgets logo" width="64" src="([^"]+)" class="themed-image themed-image--(light|dark)">/g)].map((m) => [m[1], m[2]]);
    expect(light).toEqual(['/widgets/img/logo.svg', 'light']);
    expect(dark[1]).toBe('dark');
    expect(dark[0]).toMatch(/^\/widgets\/assets\/images\/logo-dark-[0-9a-f]+\.svg$/);
    expect(existsSync(path.join(out, dark[0].slice('/widgets/'.length)))).toBe(true);
    // <img src={require('@site/static/…').default}>: the site folder's file, copied; a style object as CSS.
    const favicon = /<img src="([^"]+)" alt="Favicon" width="16">/.exec(images)![1];
    expect(favicon).toMatch(/^\/widgets\/assets\/images\/favicon-[0-9a-f]+\.svg$/);
    expect(existsSync(path.join(out, favicon.slice('/widgets/'.length)))).toBe(true);
    expect(images).toContain('<ins class="swatch" style="background:#2e8555;padding-left:12px" role="img" aria-label="green"></ins>');
    expect(images).toContain('Back to <a href="/widgets/docs/intro">the tutorial</a>.');
    // A hook called in the page's JSX (useBaseUrl) for a component of the site's: run as the island renders.
    expect(images).toContain('<figure class="figure"><img src="/widgets/img/logo.svg" alt="Logo, by useBaseUrl" width="16" height="16"/><figcaption>Logo, by useBaseUrl</figcaption><svg aria-hidden="true" width="0" height="0"><title>Figure: Logo, by useBaseUrl</title></svg></figure>');
    // The ideal-image plugin's <Image img={require(…)}>, imported under any name: one lazily loaded image, the
    // plugin's own props (its placeholder) left out.
    const ideal = /<img alt="Widgets logo, lazily" width="32" src="([^"]+)" loading="lazy">/.exec(images)![1];
    expect(ideal).toBe(dark[0]);
  });

  it('lists the page\'s headings in place with TOCInline', () => {
    expect(body(page('docs/components/images')).replace(/\n/g, '')).toContain(
      '<div class="toc-inline"><ul><li><a href="#themed-image">Themed image</a></li><li><a href="#plain-images">Plain images</a><ul><li><a href="#links">Links</a></li></ul></li></ul></div>'
    );
  });

  it('puts Head\'s tags in the document head, in place of docgen\'s own title and description, and nothing in the article', () => {
    const html = page('docs/components/page-head');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>A title of its own</title>');
    expect(head).toContain('<meta name="description" content="The page\'s own description.">');
    expect(head).not.toContain('The description docgen writes.');
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).toContain('<link rel="canonical" href="https://widgets.example.com/widgets/docs/components/page-head">');
    // Its BrowserOnly's render functions are drawn by the browser only: empty islands here.
    expect(body(html)).toBe('<p>This page sets its own head tags.</p>\n<p>Shown on the server <strong>and</strong> in the browser.</p>\n<div data-island="0"></div>\n<div data-island="1"></div>');
    // Client navigation sets the document title from the page's chunk.
    const chunk = result.sites.flatMap((s) => s.pages).find((p) => p.route === '/widgets/docs/components/page-head')!;
    expect(chunk.doc.head?.[0]).toEqual({ tag: 'title', attributes: {}, text: 'A title of its own' });
  });

  it('shows the cards of the page\'s sidebar category with DocCardList, as a generated index does', () => {
    const cards = body(page('docs/components'));
    expect([...cards.slice(0, cards.indexOf('to read next')).matchAll(/<a class="doc-card" href="([^"]+)"><h2 class="doc-card-title" title="([^"]+)">/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/widgets/docs/components/images', 'Images'],
      ['/widgets/docs/components/page-head', 'Page head']
    ]);
    expect(cards).toContain('<p class="doc-card-description" title="Images that follow the colour mode.">');
    expect(cards).not.toContain('docgen:doc-card-list');
    // A list of its own items (Flow's, Camunda's): links at the base URL, a description from its doc, a category's count.
    const given = cards.slice(cards.indexOf('to read next'));
    expect([...given.matchAll(/<a class="doc-card" href="([^"]+)"[^>]*><h2 class="doc-card-title" title="([^"]+)">/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/widgets/docs/guide/setup', 'Setting up'],
      ['/widgets/docs/api/configuration', 'The widget API'],
      ['/widgets/docs/guide/platforms', 'More guides'],
      ['https://github.com/widgets/widgets', 'Widgets on GitHub']
    ]);
    expect(given).toContain('<p class="doc-card-description" title="Every option.">');
    expect(given).toContain('<a class="doc-card" href="https://github.com/widgets/widgets" target="_blank" rel="noopener noreferrer">');
    // In the page's data chunk too (client navigation), and in the French build of the untranslated page.
    expect(readFileSync(path.join(out, 'fr/docs/components/index.html'), 'utf8')).toContain('<a class="doc-card" href="/widgets/fr/docs/components/images">');
  });
});

describe('the sidebar category in a component (Flare\'s attestation types)', () => {
  it('gives a component useCurrentSidebarCategory() and the theme\'s DocCardList and DocCard; a DocCard written out in the page is a card at build time', async () => {
    const root = copy({
      'docs/components/index.mdx': (t) =>
        `${t}\nimport DocCard from '@theme/DocCard';\nimport {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';\n\nexport const Picked = () => {\n  const items = useCurrentSidebarCategory().items.filter((item) => item.docId !== 'components/images');\n  const sidebar = useDocsSidebar();\n  return <div className="picked"><h3>Picked from {sidebar.name} ({sidebar.items.length})</h3><DocCardList items={items} /><DocCard item={items[0]} /></div>;\n};\n\n<Picked />\n\n<div className="one">\n  <DocCard item={{type: 'link', label: 'Setup', href: '/docs/guide/setup', description: 'Getting it running.', docId: undefined}} />\n</div>\n`
    });
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.file.endsWith('components/index.mdx'))).toEqual([]);
    const html = body(readFileSync(path.join(result.outDir, 'docs/components/index.html'), 'utf8'));
    const picked = /<div class="picked">([^]*?)<\/div><\/div>/.exec(html)?.[1] ?? '';
    // The category's items without the one filtered out, their descriptions from their docs, in the island's cards.
    expect([...picked.matchAll(/<a class="doc-card" href="([^"]+)"><h2 class="doc-card-title" title="([^"]+)">/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/widgets/docs/components/page-head', 'Page head'],
      ['/widgets/docs/components/page-head', 'Page head']
    ]);
    expect(picked).toContain('<p class="doc-card-description" title="');
    // The page's whole sidebar, by useDocsSidebar().
    expect(picked).toContain(`<h3>Picked from <!-- -->componentsSidebar<!-- --> (<!-- -->${result.site.sidebars.componentsSidebar.length}<!-- -->)</h3>`);
    expect(html).toMatch(/<div class="one">\s*<section class="doc-card-list"><article><a class="doc-card" href="\/widgets\/docs\/guide\/setup"><h2 class="doc-card-title" title="Setup">.*<p class="doc-card-description" title="Getting it running.">/s);
  }, 60_000);
});

describe("a DocCardList of some of the category's items (Cornerstone's, Voucherly's)", () => {
  it('runs the code that picks them on the category once it is known; code that fails or makes new items shows all the cards, with a warning at the list', async () => {
    const root = copy({
      'docs/components/index.mdx': (t) =>
        `${t}\n<div className="filtered"><DocCardList items={useCurrentSidebarCategory().items.filter((item) => item.docId !== 'components/images')} /></div>\n\n<div className="labelled">\n<DocCardList items={ useCurrentSidebarCategory().items.filter( item => item.label.includes( "Images" ) ) }/>\n</div>\n\n<div className="renamed"><DocCardList items={useCurrentSidebarCategory().items.map((item) => ({ ...item, label: 'X' }))} /></div>\n\n<div className="unknown"><DocCardList items={useCurrentSidebarCategory().items.filter((item) => hidden.includes(item.docId))} /></div>\n`
    });
    const result = await build({ root });
    const html = body(readFileSync(path.join(result.outDir, 'docs/components/index.html'), 'utf8'));
    const titles = (name: string) => [...(new RegExp(`<div class="${name}">([^]*?)</div>`).exec(html)?.[1] ?? '').matchAll(/<h2 class="doc-card-title" title="([^"]+)">/g)].map((m) => m[1]);
    expect(titles('filtered')).toEqual(['Page head']);
    expect(titles('labelled')).toEqual(['Images']);
    expect(titles('renamed')).toEqual(['Images', 'Page head']);
    expect(titles('unknown')).toEqual(['Images', 'Page head']);
    expect(result.diagnostics.filter((d) => d.file.endsWith('components/index.mdx')).map((d) => `${d.line}: ${d.message}`)).toEqual([
      "28: <DocCardList items={useCurrentSidebarCategory().items.map((item) => ({ ...item, …}> failed when run on the page's sidebar category: it gave an item that is not one of the category's (a new object): only the category's own items can be picked; all its cards are shown",
      "30: <DocCardList items={useCurrentSidebarCategory().items.filter((item) => hidden.in…}> failed when run on the page's sidebar category: hidden is not defined; all its cards are shown"
    ]);
  }, 60_000);
});

describe('MDX page components that go wrong', () => {
  it('reports a broken image of a ThemedImage, an <img> and a Link at their lines, as markdown images and links are', async () => {
    const root = copy({
      'docs/components/images.mdx': (t) =>
        `${t}\n<ThemedImage alt="Gone" sources={{light: useBaseUrl('/img/gone.png'), dark: require('./gone-dark.png').default}} />\n\n<img src={useBaseUrl('img/missing.png')} alt="Missing" />\n\nSee <Link to="/docs/nowhere">nowhere</Link>.\n`
    });
    const site = await check({ root });
    const broken = site.diagnostics.filter((d) => d.broken && d.file.endsWith('images.mdx')).map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`);
    expect(broken).toEqual([
      '41:1 warning broken image: no file "img/gone.png" in static/ (image "/img/gone.png")',
      expect.stringMatching(/^41:1 warning broken image: no file "docs\/components\/gone-dark\.png" \(image "\.\/gone-dark\.png"\)$/),
      '43:1 warning broken image: no file "img/missing.png" in static/ (image "/img/missing.png")',
      expect.stringMatching(/^45:5 error broken link: no page at "\/widgets\/docs\/nowhere"/)
    ]);
  }, 60_000);

  it('takes a named import the module does not export as undefined, as webpack does, where esbuild would stop the page (RNGH\'s `{ Divider }`)', async () => {
    const root = copy({
      'docs/components/images.mdx': (t) => t.replace("import Figure from '@site/src/components/Figure';", "import Figure, { Divider, Gone as Lost } from '@site/src/components/Figure';\nimport { useState } from 'react';") + '\n<Figure src="/img/logo.svg" caption={typeof Divider + typeof Lost + typeof useState} />\n'
    });
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.file.endsWith('images.mdx'))).toEqual([]);
    expect(body(readFileSync(path.join(result.outDir, 'docs/components/images/index.html'), 'utf8'))).toContain('<figcaption>undefinedundefinedfunction</figcaption>');
  }, 60_000);

  it('shows a markdown partial an island has as an element (RNGH\'s <Step><Step5 /></Step>) as the partial\'s HTML, inside the component, each child in its place', async () => {
    const root = copy({
      // A one-line <div> is a paragraph of one element, which MDX unravels: the element beside the partial's, its markdown
      // content HTML; two children as in Docusaurus.
      'docs/components/images.mdx': (t) => `${t}\nimport Box from '@site/src/components/Box';\nimport Part from './_part.md';\n\n<Box>\n  <div>First, **this**.</div>\n  <Part />\n</Box>\n`
    });
    writeFileSync(path.join(root, 'src/components/Box.jsx'), "import React from 'react';\nexport default function Box({ children }) {\n  return <section className=\"box\"><div className=\"one\">{children[0]}</div><div className=\"two\">{children[1]}</div></section>;\n}\n");
    writeFileSync(path.join(root, 'docs/components/_part.md'), 'A **partial** in a box.\n');
    const result = await build({ root });
    expect(result.diagnostics.filter((d) => d.file.endsWith('images.mdx'))).toEqual([]);
    const html = body(readFileSync(path.join(result.outDir, 'docs/components/images/index.html'), 'utf8'));
    expect(html).toMatch(/<section class="box"><div class="one"><div><span class="island-children">First, <strong>this<\/strong>\.<\/span><\/div><\/div><div class="two"><div class="island-children markdown"><p>A <strong>partial<\/strong> in a box\.<\/p>\s*<\/div><\/div><\/section>/);
  }, 60_000);

  it('warns about a DocCardList on a page in no sidebar category, at its line', async () => {
    const root = copy({ 'docs/components/page-head.mdx': (t) => `${t}\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`, 'sidebars.js': (t) => t.replace("items: ['components/images', 'components/page-head']", "items: ['components/images']") });
    const site = await check({ root });
    expect(site.diagnostics.filter((d) => d.file.endsWith('page-head.mdx')).map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['39:1 <DocCardList> on a page in no sidebar category: no cards are shown']);
  }, 60_000);
});
