// .mdx pages read as MDX: imports, exports and comments never printed; HTML elements kept with their literal
// attributes (handlers and unsafe URLs left out); components shown by their content, each reported once; a syntax
// error at MDX's line and column. .md pages stay CommonMark.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const parse = (text: string, path = 'a.mdx') => parseDoc({ path, text }, h);

describe('an .mdx page', () => {
  it('consumes import and export lines and comments, and prints string literals', () => {
    const doc = parse("import Tabs from '@theme/Tabs';\nexport const x = 1;\n\n# Title\n\n{/* a note for writers */}\n\nA {'<'} B, **bold**.\n");
    expect(doc.html).not.toMatch(/import|export|note for writers/);
    expect(doc.html).toContain('<p>A &lt; B, <strong>bold</strong>.</p>');
    expect(doc.diagnostics).toEqual([]);
  });

  it('keeps HTML elements with their literal attributes and style objects, and leaves out handlers, expressions and unsafe URLs', () => {
    const doc = parse('Press <kbd className="key">Ctrl</kbd>.\n\n<div id="box" onClick="alert(1)" title={hint} style={{color: \'red\'}}>\n\nInside *it*.\n\n</div>\n\n<a href="javascript:alert(1)">x</a>\n');
    expect(doc.html).toContain('Press <kbd class="key">Ctrl</kbd>.');
    expect(doc.html).toMatch(/<div id="box" style="color:red">\s*<p>Inside <em>it<\/em>.<\/p>\s*<\/div>/);
    expect(doc.html).not.toMatch(/onclick|alert|title/i);
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([expect.stringMatching(/^9:1 warning unsafe href "javascript:alert\(1\)" removed from <a>/)]);
  });

  it('shows an unknown component\'s content in its place, and says once per component that it is not rendered', () => {
    const doc = parse('<Carousel>\n  <Slide value="a" label="A">\n\n  First **slide**.\n\n  </Slide>\n  <Slide value="b" label="B">\n\n  Second.\n\n  </Slide>\n</Carousel>\n');
    expect(doc.html).toContain('<p>First <strong>slide</strong>.</p>');
    expect(doc.html).toContain('<p>Second.</p>');
    expect(doc.html).not.toContain('Slide');
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '1:1 component <Carousel> is not rendered: its content is shown in its place',
      '2:3 component <Slide> is not rendered: its content is shown in its place'
    ]);
  });

  it('reports an expression it cannot evaluate once, and leaves it out', () => {
    const doc = parse('Version {siteConfig.version} and again {siteConfig.version}.\n');
    expect(doc.html).toBe('<p>Version  and again .</p>');
    expect(doc.diagnostics.map((d) => d.message)).toEqual(['MDX expression {siteConfig.version} cannot be worked out at build time: it is left out']);
  });

  it('works out expressions made of literals and the page\'s exported constants', () => {
    // `{0,1}` is JavaScript's comma operator: its last value (Uniswap's Solidity docs, "amount{0,1}").
    const doc = parse("export const release = { name: 'Kusama', ids: [2, 3] };\nexport const label = `${release.name} #${release.ids[1]}`;\n\nOn {label}, {release.ids.length} ids, {release.missing ?? 'none'}, {-release.ids[0]}, amount{0,1}.\n");
    expect(doc.html).toBe('<p>On Kusama #3, 2 ids, none, -2, amount1.</p>');
    expect(doc.diagnostics).toEqual([]);
  });

  it('keeps the blog\'s truncate marker, written as an MDX or an HTML comment', () => {
    expect(parse('Above.\n\n{/* truncate */}\n\nBelow.\n').html).toContain('<!-- truncate -->');
    expect(parse('Above.\n\n<!--truncate-->\n\nBelow.\n').html).toContain('<!-- truncate -->');
  });

  it('leaves out import and export blocks when it is read as markdown', () => {
    const doc = parse("import Tabs from '@theme/Tabs';\nimport {\n  A,\n} from './a';\n\nText <b>x</b> with an ERC20 <address/ here>.\n\n```js\nimport x from 'y';\n```\n");
    expect(doc.diagnostics.map((d) => d.line)).toEqual([6]);
    expect(doc.html).not.toMatch(/@theme|from '.\/a'/);
    expect(doc.html).toMatch(/<span class="sh-keyword">import<\/span> x/);
  });

  it('is read as markdown, with MDX\'s message at its line, when it is not valid MDX', () => {
    const text = '# Title\n\nA { B\n';
    const doc = parse(text);
    expect(doc.diagnostics).toEqual([expect.objectContaining({ line: 3, severity: 'warning', message: expect.stringMatching(/^MDX syntax: .*; the page is read as markdown instead$/), hint: expect.stringContaining('\\{') })]);
    expect(doc.html).toBe(parse(text, 'a.md').html);
    expect(doc.html).toContain('<p>A { B</p>');
  });

  it('reads HTML comments as MDX 1 and Docusaurus 3 do: left out, outside code; kept inside code', () => {
    const doc = parse('Before <!-- inline --> after.\n\n<!--\nmany\nlines\n-->\n\n```html\n<!-- shown -->\n```\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).not.toMatch(/inline|many/);
    expect(doc.html).toContain('<p>Before  after.</p>');
    expect(doc.html).toContain('shown');
  });

  // Agenta's guides put their imports in one, for tools that read markdown only; Docusaurus reads its content as MDX.
  it('reads a fence of language mdx-code-block as MDX, and shows one written inside another fence as code', () => {
    const doc = parse('```mdx-code-block\nimport Tabs from "@theme/Tabs";\n\n<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n```\n\n````md\n```mdx-code-block\n<Shown />\n```\n````\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).not.toMatch(/import Tabs/);
    expect(doc.html).toMatch(/<details><summary>More<\/summary>\s*<p>Hidden <strong>text<\/strong>.<\/p>/);
    expect(doc.html).toContain('mdx-code-block');
    expect(doc.html).toMatch(/&#x3C;Shown|&lt;Shown/);
  });

  // tRPC's introduction draws its logo with inline SVG: camel-cased element names are elements, not components.
  it('keeps camel-cased SVG elements (clipPath, linearGradient) as elements', () => {
    const doc = parse('<svg viewBox="0 0 8 8"><defs><clipPath id="c"><rect width="8" height="8" /></clipPath><linearGradient id="g"><stop offset="0" /></linearGradient></defs><rect width="8" height="8" clipPath="url(#c)" /></svg>\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toContain('<clipPath id="c"><rect width="8" height="8"></rect></clipPath>');
    expect(doc.html).toContain('<linearGradient id="g">');
  });

  // Prettier's 2.1 release post: a `<!--` in inline code, then a real comment below; micromark reads code spans first.
  it('leaves `<!--` in a code span alone: it opens no comment', () => {
    const doc = parse('Comments start with `<!--`, or ``` `` <!-- ``` in a span.\n\n<!-- prettier-ignore -->\nAfter.\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toContain('<code>&lt;!--</code>');
    expect(doc.html).toContain('<code>`` &lt;!--</code>');
    expect(doc.html).not.toContain('prettier-ignore');
    expect(doc.html).toContain('After.');
  });

  // Docusaurus escapes them before MDX reads the page (mdx1Compat.headingIds): the pnpm site's pages have them.
  it('reads a heading\'s {#id} as its anchor, as a .md page does, and stays MDX: its components are kept', () => {
    const text = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n## Install {#install}\n\n<Tabs>\n<TabItem value=\"npm\">\n\n### In a tab {#in-a-tab}  \n\n</TabItem>\n</Tabs>\n\n## Already \\{#escaped}\n\n## The `{#x}` syntax\n\n```md\n## Shown {#as-is}\n```\n";
    const doc = parse(text);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.headings.map((h) => [h.id, h.text])).toEqual([['install', 'Install'], ['in-a-tab', 'In a tab'], ['escaped', 'Already'], ['the-x-syntax', 'The {#x} syntax']]);
    expect(doc.html).toContain('role="tablist"');
    expect(doc.html).toContain('## Shown {#as-is}');
    // Without the escape, the page would be read as markdown: its tabs gone (a paragraph's `{#` is not escaped).
    expect(parse(text.replace('## Install {#install}', 'Install {#install}')).diagnostics[0].message).toMatch(/^MDX syntax/);
    // Any `{#` of a heading, as Docusaurus escapes them (Open WebUI's `### browser.ml.chat.prompts.{#}`).
    const more = parse('## prompts.{#}\n\n## Two {#a} and {#b}\n\n## Code `{#c}` and {#d}\n');
    expect(more.diagnostics).toEqual([]);
    expect(more.headings.map((h) => [h.id, h.text])).toEqual([['prompts', 'prompts.{#}'], ['b', 'Two {#a} and'], ['d', 'Code {#c} and']]);
  });

  // Aiven's docs link to `#limited-availability-` and to `#avn%20service%20flink%20create-application`.
  it('slugs a heading ending in a component of no text with the space before it, and takes a {#custom id} with spaces, as Docusaurus does', () => {
    const doc = parse("import LimitedBadge from './badge';\n\n## Limited availability <LimitedBadge/>\n\n## `avn service flink create-application` {#avn service flink create-application}\n");
    expect(doc.diagnostics).toEqual([]);
    expect(doc.headings.map((h) => [h.id, h.text])).toEqual([['limited-availability-', 'Limited availability'], ['avn service flink create-application', 'avn service flink create-application']]);
    expect(parse('## Install {#install step}\n', 'a.md').headings.map((h) => h.id)).toEqual(['install step']);
  });

  // Docusaurus 3.10 writes heading ids as comments (its own site, its write-heading-ids command).
  it('reads a heading\'s id from one comment at its end, {/* #id */} or <!-- #id -->; a .md page\'s from <!-- #id -->', () => {
    const doc = parse('# Title {/* #top */}\n\n## Install the *API* {/* #install-api */}\n\n## From HTML <!-- #from-html -->\n\n## Two {/* #a */ /* #b */}\n\n## No hash {/* x */}\n\n## Not last {/* #no */} here\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.h1).toBe('Title');
    expect(doc.headings.map((h) => [h.id, h.text])).toEqual([['install-api', 'Install the API'], ['from-html', 'From HTML'], ['two', 'Two'], ['no-hash', 'No hash'], ['not-last--here', 'Not last  here']]);
    expect(doc.html).toContain('<h2 id="install-api" class="anchor">Install the <em>API</em><a class="hash-link"');
    const md = parse('# Top <!-- #top-id -->\n\n## Hello *World* <!-- #my-id -->\n\n## Other <!-- note -->\n', 'a.md');
    expect(md.h1).toBe('Top');
    expect(md.headings.map((h) => [h.id, h.text])).toEqual([['my-id', 'Hello World'], ['other', 'Other']]);
    expect(md.html).toContain('<h2 id="my-id" class="anchor">Hello <em>World</em><a class="hash-link"');
  });

  // Cloud Posse's steps link to `#-review-design-decisions`, as Docusaurus slugs the heading.
  it('keeps the space beside a component with no text in a heading\'s id, as Docusaurus, and shows its text trimmed', () => {
    const doc = parse('### <StepNumber/> Review Design Decisions\n\n## <Badge>New</Badge> Thing\n');
    expect(doc.headings.map((h) => [h.id, h.text])).toEqual([['-review-design-decisions', 'Review Design Decisions'], ['new-thing', 'New Thing']]);
  });

  it('reads admonitions, GFM tables and frontmatter as a .md page does, and has no indented code', () => {
    const doc = parse('---\ntitle: T\n---\n\n:::tip[Hi]\n\nText.\n\n:::\n\n| a |\n| - |\n| 1 |\n\n    not code\n');
    expect(doc.frontmatter.title).toBe('T');
    expect(doc.html).toContain('admonition-tip');
    expect(doc.html).toContain('<table');
    expect(doc.html).not.toContain('<pre');
  });
});
