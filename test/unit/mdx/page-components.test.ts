// MDX page components rendered at build time: ThemedImage, TOCInline, Head, DocCardList, Link, BrowserOnly and video
// players; HTML elements with worked-out attributes (useBaseUrl, require, numbers, style objects) whose URLs the link
// step resolves as a markdown image's or link's.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { cardListSlot } from '../../../src/mdx/components/doc-card-list.js';
import { readTocPick } from '../../../src/mdx/components/toc-inline.js';
import { siteRooted } from '../../../src/mdx/tree.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const parse = (text: string, markdown?: Parameters<typeof parseDoc>[2]) => parseDoc({ path: 'docs/a.mdx', text }, h, markdown);
const said = (doc: ReturnType<typeof parse>) => doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);

describe('ThemedImage', () => {
  it('writes an <img> per colour mode with the alt text and other attributes, its sources resolved as markdown images', () => {
    const doc = parse("import ThemedImage from '@theme/ThemedImage';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n<ThemedImage\n  alt=\"Logo\"\n  width={200}\n  className=\"hero\"\n  sources={{light: useBaseUrl('img/a.png'), dark: require('./b.png').default}}\n/>\n");
    expect(doc.html).toBe('<img alt="Logo" width="200" class="hero themed-image themed-image--light" src="docgen-link:0">\n<img alt="Logo" width="200" class="hero themed-image themed-image--dark" src="docgen-link:1">');
    // useBaseUrl('img/a.png') is a path from the site's root; require() gives the path as written.
    expect(doc.links).toEqual([
      { url: '/img/a.png', line: 4, column: 1, image: true },
      { url: './b.png', line: 4, column: 1, image: true }
    ]);
    expect(doc.diagnostics).toEqual([]);
  });

  it('shows one image without a colour class when given one source, and nothing, with a warning, when the sources cannot be worked out', () => {
    expect(parse("<ThemedImage alt=\"A\" sources={{light: '/img/a.png'}} />\n").html).toBe('<img alt="A" src="docgen-link:0">');
    const doc = parse('<ThemedImage alt="A" sources={images} />\n\nText.\n');
    expect(doc.html).toBe('<p>Text.</p>');
    expect(said(doc)).toEqual(['1:1 <ThemedImage> has no sources that can be worked out at build time: no image is shown']);
  });

  it('leaves out a source that runs script', () => {
    const doc = parse("<ThemedImage alt=\"A\" sources={{light: '/img/a.png', dark: 'javascript:alert(1)'}} />\n");
    expect(doc.html).not.toContain('javascript');
    expect(said(doc)).toEqual([expect.stringMatching(/^1:1 unsafe dark source "javascript:alert\(1\)" removed from <ThemedImage>/)]);
  });
});

describe('HTML elements in MDX', () => {
  it('keep worked-out src, href and numbers; their URLs are resolved later as an image and a link', () => {
    const doc = parse("import useBaseUrl from '@docusaurus/useBaseUrl';\n\nA <img src={require('@site/static/x.png').default} width={30} alt=\"x\" /> and <a href={useBaseUrl('/docs/intro')} target=\"_blank\">intro</a>.\n");
    expect(doc.html).toBe('<p>A <img src="docgen-link:0" width="30" alt="x"> and <a href="docgen-link:1" target="_blank">intro</a>.</p>');
    expect(doc.links).toEqual([
      { url: '@site/static/x.png', line: 3, column: 3, image: true, element: true },
      { url: '/docs/intro', line: 3, column: 78, element: true }
    ]);
  });

  it("read require('/x') as webpack's roots do: a static folder's file, else the site folder's (React Native Skia's images), as written when neither has it", () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'docgen-roots-'));
    try {
      mkdirSync(path.join(site, 'static/img'), { recursive: true });
      mkdirSync(path.join(site, 'public/img'), { recursive: true });
      mkdirSync(path.join(site, 'img'));
      for (const f of ['static/img/a.png', 'static/img/both.png', 'img/both.png', 'public/img/p.png']) writeFileSync(path.join(site, f), '');
      const text = "<img src={require('/static/img/a.png').default} />\n\n<img src={require('/img/both.png').default} />\n\n<img src={require('/img/gone.png').default} />\n\n<img src={require('/img/p.png').default} />\n";
      const urls = (markdown?: { staticDirs: string[] }) => parseDoc({ path: 'docs/a.mdx', text, abs: path.join(site, 'docs/a.mdx'), site }, h, { markdown }).links.map((l) => l.url);
      expect(urls()).toEqual(['@site/static/img/a.png', '/img/both.png', '/img/gone.png', '/img/p.png']);
      // Another static folder (staticDirectories: ['public']): its files are found there first.
      expect(urls({ staticDirs: [path.join(site, 'public')] })).toEqual(['@site/static/img/a.png', '@site/img/both.png', '/img/gone.png', '/img/p.png']);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('write a style object as CSS text, leaving out values that could run script, once with a warning', () => {
    const doc = parse("<ins className=\"box\" style={{background: '#008b8b', paddingLeft: 12, lineHeight: 1.5, WebkitLineClamp: 2, '--gap': 4}} />\n\n<div style={{color: 'red', background: 'expression(alert(1))'}}>x</div>\n");
    expect(doc.html).toContain('<ins class="box" style="background:#008b8b;padding-left:12px;line-height:1.5;-webkit-line-clamp:2;--gap:4"></ins>');
    expect(doc.html).toContain('<div style="color:red">x</div>');
    expect(doc.html).not.toContain('expression');
    expect(said(doc)).toEqual([expect.stringMatching(/^3:1 style "background" left out of <div>/)]);
  });

  it('keep bare boolean attributes, and say when a URL cannot be worked out', () => {
    const doc = parse('<video controls muted src="/movie.mp4" />\n\n<img src={props.src} alt="y" />\n');
    expect(doc.html).toContain('<video controls muted src="docgen-link:0"></video>');
    expect(doc.html).toContain('<img alt="y">');
    expect(said(doc)).toEqual(['3:1 src of <img> cannot be worked out at build time: it is left out']);
  });

  it('read a useBaseUrl path as a path from the site root; URLs, anchors and root paths as written', () => {
    expect(['img/a.png', '/img/a.png', 'https://x.example/a.png', '#top', ''].map(siteRooted)).toEqual(['/img/a.png', '/img/a.png', 'https://x.example/a.png', '#top', '']);
  });
});

describe('TOCInline', () => {
  const page = "import TOCInline from '@theme/TOCInline';\n\n## Reference\n\n<TOCInline toc={toc.slice(1)} />\n\n## Expect\n\n### `expect(value)` and [a link](./b.md)\n\n#### Deep\n\n## Modifiers\n";

  it('lists the page\'s headings from h2 to h3 as nested links, the part its toc names', () => {
    const doc = parse(page);
    const toc = /<div class="toc-inline">([^]*?)<\/div>/.exec(doc.html)![1].replace(/\n/g, '');
    expect(toc).toBe('<ul><li><a href="docgen-link:0">Expect</a><ul><li><a href="docgen-link:1"><code>expect(value)</code> and a link</a></li></ul></li><li><a href="docgen-link:2">Modifiers</a></li></ul>');
    expect(doc.links.slice(0, 3).map((l) => l.url)).toEqual(['#expect', '#expectvalue-and-a-link', '#modifiers']);
    // Not searched as the text of the section it sits in.
    expect(doc.sections.find((s) => s.title === 'Reference')?.text ?? '').not.toContain('Modifiers');
    expect(doc.diagnostics).toEqual([]);
  });

  it('takes its levels from its props, else the site\'s, and reads toc.filter by level', () => {
    const deep = parse(page.replace('toc={toc.slice(1)}', 'toc={toc} maxHeadingLevel={4}'));
    expect(deep.links.filter((l) => l.url.startsWith('#')).map((l) => l.url)).toEqual(['#reference', '#expect', '#expectvalue-and-a-link', '#deep', '#modifiers']);
    const site = parse(page.replace('toc={toc.slice(1)}', 'toc={toc}'), { markdown: { magicComments: [], tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 4 } } });
    expect(site.links.filter((l) => l.url.startsWith('#')).map((l) => l.url)).toEqual(['#expectvalue-and-a-link', '#deep']);
    const level = parse(page.replace('toc={toc.slice(1)}', 'toc={toc.filter((node) => node.level === 2)}'));
    expect(level.links.filter((l) => l.url.startsWith('#')).map((l) => l.url)).toEqual(['#reference', '#expect', '#modifiers']);
  });

  it('reads the forms of toc it knows, and shows the whole table of contents with a warning for others', () => {
    expect(['toc', 'toc.slice(1)', 'toc.slice(0, -1)', 'toc.filter(({level}) => level <= 3)', 'toc.filter(n => n.level > 2)', 'toc.map(x)'].map(readTocPick)).toEqual([
      {}, { slice: [1, undefined] }, { slice: [0, -1] }, { level: { op: '<=', n: 3 } }, { level: { op: '>', n: 2 } }, undefined
    ]);
    const doc = parse(page.replace('toc={toc.slice(1)}', 'toc={mine(toc)}'));
    expect(doc.html).toContain('Reference</a>');
    expect(said(doc)).toEqual(['5:1 <TOCInline toc={mine(toc)}> cannot be worked out at build time: the whole table of contents is shown']);
  });
});

describe('Head', () => {
  it('records its title, meta and link tags for the page head, and leaves nothing in the article', () => {
    const doc = parse("import Head from '@docusaurus/Head';\n\n<Head>\n  <title>Own title</title>\n  <meta name=\"description\" content=\"Own.\" />\n  <meta httpEquiv=\"refresh\" content=\"0;url=javascript:alert(1)\" />\n  <link rel=\"canonical\" href=\"https://x.example/a\" />\n  <link rel=\"icon\" href=\"javascript:alert(1)\" />\n  <script>alert(1)</script>\n  <html className={'onboarding bad\"name'} lang=\"fr\" />\n</Head>\n\nText.\n");
    expect(doc.html).toBe('<p>Text.</p>');
    // `<html className>`: its class names only (no attribute, no name that is not one).
    expect(doc.head).toEqual([
      { tag: 'title', attributes: {}, text: 'Own title' },
      { tag: 'meta', attributes: { name: 'description', content: 'Own.' } },
      { tag: 'link', attributes: { rel: 'canonical', href: 'https://x.example/a' } },
      { tag: 'html', attributes: { class: 'onboarding' } }
    ]);
    expect(said(doc)).toEqual([expect.stringMatching(/^8:3 unsafe href "javascript:alert\(1\)" removed from <link>/), '9:3 <script> in <Head> is left out']);
  });

  it('is absent from pages without one', () => {
    expect(parse('Text.\n').head).toBeUndefined();
  });

  it('takes a lowercase <head> in MDX as <Head>, as Docusaurus does: nothing of it in the article', () => {
    const doc = parse('Intro.\n\n<head>\n  <link\n    rel="canonical"\n    href="https://x.example/b"\n  />\n</head>\n\nText.\n');
    expect(doc.html).toBe('<p>Intro.</p>\n<p>Text.</p>');
    expect(doc.head).toEqual([{ tag: 'link', attributes: { rel: 'canonical', href: 'https://x.example/b' } }]);
    expect(said(doc)).toEqual([]);
  });
});

describe('DocCardList', () => {
  it('leaves a slot for the sidebar category\'s cards, and records where it is', () => {
    const doc = parse("import DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '@docusaurus/theme-common';\n\nIntro.\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n");
    expect(doc.html).toBe(`<p>Intro.</p>\n${cardListSlot(0)}`);
    expect(doc.cardLists).toEqual([{ line: 6, column: 1 }]);
    expect(doc.diagnostics).toEqual([]);
  });

  it('shows the current category\'s cards for items it cannot work out, with a warning', () => {
    const doc = parse('<DocCardList items={useDocsSidebar().items.slice(1)} />\n');
    expect(doc.cardLists).toHaveLength(1);
    expect(said(doc)).toEqual([expect.stringMatching(/^1:1 <DocCardList items=\{useDocsSidebar\(\)\.items\.slice\(1\)\}> cannot be worked out at build time/)]);
  });

  it('keeps the items written out as a literal list with their slot, each list its own slot in page order', () => {
    const doc = parse("<DocCardList />\n\n<DocCardList items={[\n  {type: 'link', label: 'Babel', href: '/docs/tools/babel'},\n  {type: 'category', label: 'More', items: [{type: 'link', label: 'A', href: '/a'}]},\n]} />\n");
    expect(doc.html).toBe(`${cardListSlot(0)}\n${cardListSlot(1)}`);
    expect(doc.cardLists).toEqual([{ line: 1, column: 1 }, { line: 3, column: 1, items: [{ type: 'link', label: 'Babel', href: '/docs/tools/babel' }, { type: 'category', label: 'More', items: [{ type: 'link', label: 'A', href: '/a' }] }] }]);
    expect(doc.diagnostics).toEqual([]);
    // A list with a part that cannot be worked out is no literal list; its message shows it on one line, cut short.
    const mixed = parse("<DocCardList items={[\n  {type: 'link', label: name, href: '/x'}\n]} />\n");
    expect(mixed.cardLists).toEqual([{ line: 1, column: 1 }]);
    expect(said(mixed)).toEqual([expect.stringMatching(/^1:1 <DocCardList items=\{\[ \{type: 'link', label: name, href: '\/x'…\}> cannot be worked out/)]);
  });
});

describe('Link, BrowserOnly and video players', () => {
  it('makes Link an <a> whose to or href is resolved as a markdown link', () => {
    const doc = parse("import Link from '@docusaurus/Link';\n\nSee <Link to=\"/docs/intro\" className=\"button\">the **intro**</Link> or <Link href=\"https://x.example\">x</Link>.\n");
    expect(doc.html).toBe('<p>See <a href="docgen-link:0" class="button">the <strong>intro</strong></a> or <a href="https://x.example">x</a>.</p>');
    expect(doc.links).toEqual([{ url: '/docs/intro', line: 3, column: 5 }]);
  });

  it('leaves a site\'s own Link to the site\'s components (an island)', () => {
    const doc = parse("import Link from '@site/src/components/Link';\n\n<Link to=\"/x\">x</Link>\n");
    expect(doc.links).toEqual([]);
    // Alone on its line, it is a block, as MDX reads it (src/mdx/unravel.ts).
    // Its text stands in its place until it renders; text is JSX's own, so the island keeps it as written.
    expect(doc.html).toBe('<div data-island="0"><!--island-fallback:0-->\nx\n<!--/island-fallback:0--></div>');
    expect(doc.islands?.items.map((i) => [i.name, i.children])).toEqual([['Link', undefined]]);
  });

  it('shows BrowserOnly\'s static content, and leaves out a render function with a warning', () => {
    const doc = parse("<BrowserOnly>\n\nStatic **text**.\n\n{() => <Clock />}\n\n</BrowserOnly>\n");
    expect(doc.html).toBe('<p>Static <strong>text</strong>.</p>');
    expect(said(doc)).toEqual(['1:1 <BrowserOnly> with a function child renders in the browser only: it is left out']);
  });

  // Apache Druid's redirect pages: `{() => { window.location.replace(…); return null; }}`.
  it("makes BrowserOnly an island where the page can run its render function, which may read the browser's globals", () => {
    const doc = parse("import BrowserOnly from '@docusaurus/BrowserOnly';\n\nMoving you on.\n\n<BrowserOnly>\n  {() => {\n    window.location.replace('https://example.com/');\n    return null;\n  }}\n</BrowserOnly>\n");
    expect(said(doc)).toEqual([]);
    expect(doc.html).toBe('<p>Moving you on.</p>\n<div data-island="0"></div>');
    expect(doc.islands?.items.map((i) => i.name)).toEqual(['BrowserOnly']);
    expect(doc.islands?.statements.map((s) => s.source)).toEqual(["import BrowserOnly from '@docusaurus/BrowserOnly';"]);
  });

  it('plays a YouTube video in a privacy-enhanced frame named by its title', () => {
    const doc = parse("import { YouTube } from 'mdx-embed';\nimport LiteYouTubeEmbed from 'react-lite-youtube-embed';\n\n<YouTube youTubeId=\"aXAE1ikVMpM\" alt=\"How to stake\" />\n\n<LiteYouTubeEmbed id=\"3YDiloj8_d0\" />\n\n<LiteYouTubeEmbed id=\"<script>\" />\n");
    expect(doc.html).toContain('<div class="video-embed"><iframe src="https://www.youtube-nocookie.com/embed/aXAE1ikVMpM" title="How to stake" loading="lazy"');
    expect(doc.html).toContain('src="https://www.youtube-nocookie.com/embed/3YDiloj8_d0" title="YouTube video"');
    expect(said(doc)).toEqual(['8:1 <LiteYouTubeEmbed> has no id that names a YouTube video: no player is shown']);
  });
});
