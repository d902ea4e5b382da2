// The parse side of islands: which elements are the site's own components, their placeholders, and the code they need.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { neededCode, withChildrenHtml, withHolesHtml } from '../../../src/mdx/islands.js';
import { placeholders } from '../../../src/islands/index.js';
import { DEFAULT_MAGIC_COMMENTS } from '../../../src/markdown/magic-comments.js';
import type { MarkdownOptions } from '../../../src/types.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const parse = (text: string) => parseDoc({ path: 'a.mdx', text }, h);

describe('islands in an .mdx page', () => {
  // The OpenAPI theme's ApiTabs throws without the store its page layout gives it (VATSIM's API docs): what is shown
  // in its place is a tab list, as for such a component docgen does not know, its children's markdown in the panels.
  it("shows an island whose children are TabItems as tabs until it renders (and if it cannot)", () => {
    const doc = parse('import ApiTabs from "@site/src/theme/ApiTabs";\nimport TabItem from "@theme/TabItem";\n\n<ApiTabs>\n<TabItem label="200" value="200">\n\nThe *user*.\n\n</TabItem>\n<TabItem label="404" value="404">\n\nNo user.\n\n</TabItem>\n</ApiTabs>\n');
    expect(doc.diagnostics).toEqual([]);
    const fallback = /<!--island-fallback:0-->([^]*)<!--\/island-fallback:0-->/.exec(doc.html)![1];
    expect([...fallback.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['200', '404']);
    expect(fallback).toMatch(/role="tabpanel"[^>]*>[^]*<p>The <em>user<\/em>\.<\/p>[^]*role="tabpanel"[^>]*hidden>[^]*<p>No user\.<\/p>/);
    expect(doc.islands!.items).toHaveLength(1);
    // A component of the site's whose TabItems Docusaurus's Tabs could not draw (no value, the same value twice): its
    // content as it is, and no message about Tabs (the component, not Tabs, reads them).
    for (const items of ['<TabItem label="A">\n\nFirst.\n\n</TabItem>\n<TabItem label="B">\n\nSecond.\n\n</TabItem>', '<TabItem value="a">\n\nFirst.\n\n</TabItem>\n<TabItem value="a">\n\nSecond.\n\n</TabItem>']) {
      const own = parse(`import Choices from "@site/src/components/Choices";\nimport TabItem from "@theme/TabItem";\n\n<Choices>\n${items}\n</Choices>\n`);
      expect(own.diagnostics).toEqual([]);
      const content = /<!--island-fallback:0-->([^]*)<!--\/island-fallback:0-->/.exec(own.html)![1];
      expect(content).not.toContain('role="tab"');
      expect(content).toMatch(/First\.[^]*Second\./);
    }
  });

  it('replaces the site\'s components (imported from its files or a package, or exported by the page) with placeholders', () => {
    const doc = parse("import Card from '@site/src/components/Card';\nimport Chart from './Chart.jsx';\nimport Embed from 'lite-embed';\nimport Tabs from '@theme/Tabs';\nimport Part from './_part.mdx';\n\nexport const Hi = ({ name }) => <b>Hi {name}</b>;\n\n<Card title=\"A\">\n  text\n</Card>\n\nSay <Hi name=\"x\" /> now.\n\n<Chart />\n\n<Embed id={1} />\n\n<Tabs>\n<TabItem value=\"t\">t</TabItem>\n</Tabs>\n");
    // Its children as markdown stand in its place until it renders (and stay, and are searched, if it cannot).
    expect(doc.html).toContain('<div data-island="0"><!--island-fallback:0-->\n<!--island-children:0:0-->\n<p>text</p>\n<!--/island-children:0:0-->\n<!--/island-fallback:0--></div>');
    expect(doc.sections.map((x) => x.text).join(' ')).toContain('text');
    const holes = placeholders(doc.html);
    holes.fill(0, '<section>Card A</section>');
    expect(holes.html()).toContain('<div data-island="0"><section>Card A</section></div>\n<p>Say');
    // Markdown children reach the island one element each, as MDX gives them (here a paragraph), its content the HTML the
    // page made of it.
    const card = doc.islands!.items[0];
    expect(card.holes!.map(([from, to]) => card.jsx.slice(from, to))).toEqual(['text']);
    expect(withHolesHtml(card.jsx, card.holes!, () => '<p>text</p>')).toBe('<Card title="A">\n  <DocgenHtml.p {...{}}><DocgenHtml html={"text"} inline /></DocgenHtml.p>\n</Card>');
    // A heading's attributes are its props; what is not one such element stays HTML: two paragraphs, a code block, an
    // element with a style, inline children.
    const at: [number, number] = [19, 23];
    expect(withChildrenHtml(card.jsx, at, '<h2 id="a-b" class="x" tabindex="-1">A &amp; <em>B</em></h2>')).toContain('<DocgenHtml.h2 {...{"id":"a-b","className":"x","tabIndex":"-1"}}><DocgenHtml html={"A &amp; <em>B</em>"} inline /></DocgenHtml.h2>');
    expect(withChildrenHtml(card.jsx, at, '<ul>\n<li>a<ul><li>b</li></ul></li>\n</ul>')).toContain('<DocgenHtml.ul {...{}}><DocgenHtml html={"\\n<li>a<ul><li>b</li></ul></li>\\n"} /></DocgenHtml.ul>');
    for (const html of ['<p>a</p>\n<p>b</p>', '<div class="code-block"><pre>x</pre></div>', '<p style="color:red">a</p>']) {
      expect(withChildrenHtml(card.jsx, at, html)).toContain(`<DocgenHtml html={${JSON.stringify(html)}} />`);
    }
    expect(withChildrenHtml(card.jsx, at, '<p>a</p>', true)).toContain('<DocgenHtml html={"<p>a</p>"} inline />');
    expect(doc.html).toContain('<p>Say <span data-island="1"></span> now.</p>');
    expect(doc.html).toContain('<div data-island="3"></div>');
    // The theme's components are not the site's: rendered by docgen.
    expect(doc.html).toContain('data-label="t">t</div>');
    expect(doc.islands?.items.map((i) => [i.name, i.line, i.column, i.inline ?? false])).toEqual([
      ['Card', 9, 1, false],
      ['Hi', 13, 5, true],
      ['Chart', 15, 1, false],
      ['Embed', 17, 1, false]
    ]);
    expect(doc.islands?.items[0].jsx).toBe('<Card title="A">\n  text\n</Card>');
    // Only the statements the islands use; not the theme's import or the partial's.
    expect(doc.islands?.statements.map((s) => s.names)).toEqual([['Card'], ['Chart'], ['Embed'], ['Hi']]);
  });

  it('gives expressions and islands the page\'s front matter as `frontMatter`, as Docusaurus\'s MDX loader exports it', () => {
    const doc = parse("---\ntitle: Rules\nrelated:\n  - one\n  - two\n---\nimport Show from '@site/src/components/Show';\n\nTitle: {frontMatter.title}, {frontMatter.related.length} related.\n\n<Show items={frontMatter.related} />\n");
    expect(doc.html).toContain('<p>Title: Rules, 2 related.</p>');
    expect(doc.diagnostics).toEqual([]);
    expect(neededCode([doc.islands!.items[0].jsx], doc.islands!.statements)).toBe('import Show from \'@site/src/components/Show\';\nexport const frontMatter = {"title":"Rules","related":["one","two"]};');
    // A page without the name gets no such statement; one that declares it keeps its own.
    expect(parse("import Show from '@site/src/components/Show';\n\n<Show />\n").islands!.statements.map((s) => s.names)).toEqual([['Show']]);
    expect(parse("---\ntitle: T\n---\nexport const frontMatter = { title: 'mine' };\n\n{frontMatter.title}\n").html).toBe('mine');
  });

  it('makes an expression that reads the page\'s code and JavaScript\'s globals only an island, inline in a paragraph; a table whose rows it makes is one whole, its cells as written', () => {
    const doc = parse("import data from './data.json';\nexport const n = 2;\n\nKeys: {Object.keys(data).join(', ')}.\n\n{data.list.map((x) => <b key={x}>{x * n}</b>)}\n\n<table>\n  <tbody>\n    {data.list.map((x) => <tr key={x}><td>{x}</td></tr>)}\n  </tbody>\n</table>\n\nOutside {unknownName.x} and {Math.max(1, 2)}.\n");
    expect(doc.islands?.items.map((i) => [i.name, i.line, i.column, i.inline ?? false])).toEqual([
      ["{Object.keys(data).join(', ')}", 4, 7, true],
      ['{data.list.map((x) => <b key={x}>{x * n}<…}', 6, 1, false],
      ['table', 8, 1, false],
      ['{Math.max(1, 2)}', 14, 29, true]
    ]);
    expect(doc.html).toContain('<p>Keys: <span data-island="0"></span>.</p>');
    expect(doc.islands!.items[2].jsx).toBe('<table>\n  <tbody>\n    {data.list.map((x) => <tr key={x}><td>{x}</td></tr>)}\n  </tbody>\n</table>');
    expect(doc.islands!.items[2].holes).toBeUndefined();
    expect(doc.islands!.statements.map((s) => s.names)).toEqual([['data'], ['n']]);
    // A name the page does not declare: no island (it would not run), said as before.
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message.slice(0, 40)}`)).toEqual(['14:9 MDX expression {unknownName.x} cannot be']);
  });

  // The TON docs' cards: the list and what each item draws are written in the expression itself.
  it('makes an expression of its own code alone an island (an array mapped to elements); an empty one is nothing', () => {
    const doc = parse("<div>\n\n  {[\n    { title: 'One', link: '/one' },\n    { title: 'Two', link: '/two' }\n  ].map(({ title, link }) => (\n    <a key={title} href={link}>{title}</a>\n  ))}\n</div>\n\nEmpty: { }.\n");
    expect(doc.islands?.items.map((i) => [i.line, i.column])).toEqual([[3, 3]]);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toContain('<p>Empty: .</p>');
  });

  // Jellyfin's donations page: `<Link to={donations.sort(() => Math.random() - 0.5)[0].links[0].url}>`.
  it('makes a link or image whose URL is code over the page\'s imports an island; one over an undeclared name is said', () => {
    const doc = parse("import Link from '@docusaurus/Link';\nimport { people } from './people';\n\n<Link to={people[0].url}>Pick one</Link> and <img src={people[1].photo} alt=\"\" />.\n\n<a href={nobody.url} className={people.length ? 'x' : 'y'}>Nobody</a>\n");
    expect(doc.islands?.items.map((i) => [i.name, i.line, i.column])).toEqual([['Link', 4, 1], ['img', 4, 46]]);
    expect(doc.islands!.items[0].jsx).toBe('<Link to={people[0].url}>Pick one</Link>');
    expect(neededCode([doc.islands!.items[0].jsx], doc.islands!.statements)).toContain('from "./people"');
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['6:1 href of <a> cannot be worked out at build time: it is left out']);
  });

  // Ory's `<CodeBlock>{`go get …@${useLatestTag('client-go', 'master')}`}</CodeBlock>`: its hook's value, not the code as written.
  it('makes a CodeBlock whose code calls the page\'s imports an island; one over an undeclared name is shown as written, said', () => {
    const doc = parse("import CodeBlock from '@theme/CodeBlock';\nimport { useTag } from '@site/src/hooks';\n\n<CodeBlock language=\"bash\">{`go get x@${useTag('x')}`}</CodeBlock>\n\n<CodeBlock language=\"bash\">{`go get y@${nobody}`}</CodeBlock>\n");
    expect(doc.islands?.items.map((i) => [i.name, i.line])).toEqual([['CodeBlock', 4]]);
    expect(doc.islands!.items[0].jsx).toBe('<CodeBlock language="bash">{`go get x@${useTag(\'x\')}`}</CodeBlock>');
    expect(doc.diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual(['6 ${nobody} in a <CodeBlock> cannot be worked out at build time: it is shown as written']);
    expect(doc.html).toContain('nobody');
    // Its page also imports the hooks module's default, which it does not have: undefined, as webpack takes it, not a
    // bundle that stops (an island per page then searched for the failure: 100 s more of Ory's build).
    const lenient = parse("import hooks from '@site/src/hooks';\nimport Table from '@site/src/Table';\n\n{hooks?.version}\n\n<Table />\n");
    const code = neededCode(lenient.islands!.items.map((i) => i.jsx), lenient.islands!.statements);
    expect(code).toContain('import * as __docgenImportsOf_hooks from "@site/src/hooks"; const hooks = __docgenImportsOf_hooks.default;');
    expect(code).toContain("import Table from '@site/src/Table';");
  });

  it('runs an expression whose own parameters, properties and keys are no names to declare; one that reads an undeclared name is said', () => {
    const doc = parse("import a from './a';\n\n{[a].map(({ x, y: [z] }, i) => x + z + i + a.length + ({ key: 1 }).key + [1][i])}\n\n{[a].map((x) => x + b)}\n");
    expect(doc.islands?.items.map((i) => i.line)).toEqual([3]);
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message.slice(0, 40)}`)).toEqual(['5:1 MDX expression {[a].map((x) => x + b)} c']);
  });

  it('says nothing of an expression among an island\'s children: the island works it out (Detox\'s render-prop code blocks)', () => {
    const doc = parse("import Flavored from '@site/src/components/Flavored';\n\n<Flavored flavors={['Debug', 'Release']}>\n  {(conf) => `build ${conf}`}\n</Flavored>\n\nOutside {someValue}.\n");
    expect(doc.islands?.items[0].jsx).toContain('{(conf) => `build ${conf}`}');
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([expect.stringMatching(/^7:9 MDX expression \{someValue\} cannot be worked out/)]);
  });

  it('reads imports written inside an element, as MDX hoists them (Casbin\'s, in a <TabItem> once its mdx-code-block fences are unwrapped)', () => {
    const doc = parse('<Tabs>\n<TabItem value="go" label="Go">\n\n```mdx-code-block\nimport Table from "@site/src/Table";\nimport {goData} from "@site/src/data";\n\n<Table data={goData} />\n```\n\n</TabItem>\n</Tabs>\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.islands!.items.map((i) => i.name)).toEqual(['Table']);
    const code = neededCode([doc.islands!.items[0].jsx], doc.islands!.statements);
    expect(code).toContain('import Table from "@site/src/Table";');
    expect(code).toContain('from "@site/src/data"');
    expect(doc.html).not.toContain('import');
  });

  it('leaves a page without the site\'s components as it was', () => {
    expect(parse('# T\n\nText <kbd>x</kbd>.\n').islands).toBeUndefined();
  });
});

describe('live code blocks (markdown.liveCodeBlocks)', () => {
  const live = (text: string, liveCode: MarkdownOptions['liveCode'], path = 'a.mdx') => parseDoc({ path, text }, h, { markdown: { magicComments: DEFAULT_MAGIC_COMMENTS, format: 'detect', liveCode } });
  const page = 'Try it:\n\n```jsx live\n<Button>{"Hi"}</Button>\n```\n\n```jsx live noInline title="b.jsx"\nrender(<b>x</b>);\n```\n\n```jsx\nnot live\n```\n\n```js lively\nnot live either\n```\n';

  it('makes a fence whose meta has the word `live` docgen\'s Playground island, its code highlighted in its place until it renders', () => {
    const doc = live(page, { position: 'bottom' });
    expect(doc.islands?.items.map((i) => [i.name, i.line, i.column, i.jsx])).toEqual([
      ['Playground', 3, 1, '<DocgenPlayground metastring={"live"} position="bottom" language={"jsx"}>{"<Button>{\\"Hi\\"}</Button>"}</DocgenPlayground>'],
      ['Playground', 7, 1, '<DocgenPlayground metastring={"live noInline title=\\"b.jsx\\""} position="bottom" language={"jsx"}>{"render(<b>x</b>);"}</DocgenPlayground>']
    ]);
    expect(doc.islands?.statements).toEqual([{ source: "import DocgenPlayground from '@theme/Playground';", names: ['DocgenPlayground'] }]);
    // The fallback is the code block, without the word `live` in what it reads of the meta (its title kept).
    expect(doc.html).toMatch(/<div data-island="0"><!--island-fallback:0-->\n<div class="code-block" data-lang="jsx">.*<pre class="shiki" tabindex="0"><code><span class="line">&lt;<span class="sh-constant">Button<\/span>.*<\/code><\/pre><\/div>\n<!--\/island-fallback:0--><\/div>/);
    expect(doc.html).toMatch(/<div data-island="1"><!--island-fallback:1-->\n<div class="code-block" data-lang="jsx"><div class="code-title">b.jsx<\/div>/);
    // Only the word: `lively` is not `live`, nor is a fence without it.
    expect(doc.html).toContain('not live either');
    expect((doc.html.match(/data-island=/g) ?? []).length).toBe(2);
    // Its code is searched as the block's would be.
    expect(doc.sections.map((x) => x.text).join(' ')).toContain('render');
  });

  it('imports the scope module the config names, and puts the result above the editor when asked', () => {
    const doc = live(page, { position: 'top', scope: '/site/src/theme/ReactLiveScope/index.js' });
    expect(doc.islands?.items[0].jsx).toBe('<DocgenPlayground metastring={"live"} position="top" language={"jsx"} scope={DocgenLiveScope}>{"<Button>{\\"Hi\\"}</Button>"}</DocgenPlayground>');
    expect(doc.islands?.statements.map((s) => s.source)).toEqual(["import DocgenPlayground from '@theme/Playground';", 'import DocgenLiveScope from "/site/src/theme/ReactLiveScope/index.js";']);
  });

  it('leaves the fences as code without the option, and in a page not read as MDX', () => {
    expect(live(page, undefined).islands).toBeUndefined();
    const md = live(page, { position: 'bottom' }, 'a.md');
    expect(md.islands).toBeUndefined();
    expect(md.html).toContain('Button');
  });

  it('makes a live fence of a partial one of the page\'s islands, whatever its code says (`props` too)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-live-'));
    try {
      writeFileSync(path.join(dir, '_part.mdx'), '```jsx live\nfunction Hi(props) { return <b>{props.name}</b>; }\n```\n');
      const text = "import Part from './_part.mdx';\n\n<Part />\n";
      const doc = parseDoc({ path: 'page.mdx', abs: path.join(dir, 'page.mdx'), text }, h, { markdown: { magicComments: DEFAULT_MAGIC_COMMENTS, liveCode: { position: 'bottom' } } });
      expect(doc.islands?.items.map((i) => [i.name, i.file, i.line])).toEqual([['Playground', path.join(dir, '_part.mdx'), 1]]);
      expect(doc.islands?.statements.map((s) => s.names)).toEqual([['DocgenPlayground']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('neededCode', () => {
  it('takes the statements the islands use, and those they use in turn, in page order', () => {
    const statements = [
      { source: "import a from 'a';", names: ['a'] },
      { source: "import B from 'b';", names: ['B'] },
      { source: 'export const data = [a];', names: ['data'] },
      { source: 'export const C = () => <B items={data} />;', names: ['C'] }
    ];
    expect(neededCode(['<C />'], statements)).toBe("import a from 'a';\nimport B from 'b';\nexport const data = [a];\nexport const C = () => <B items={data} />;");
    expect(neededCode(['<B />'], statements)).toBe("import B from 'b';");
  });
});

describe('placeholders', () => {
  const fb = (n: number, inner: string) => `<!--island-fallback:${n}-->${inner}<!--/island-fallback:${n}-->`;
  // Island 0 holds island 1 in its content; island 2 is empty; island 3 holds island 4.
  const page = `<p>a</p><div data-island="0">${fb(0, '<p>x</p><span data-island="1"></span>')}</div><div data-island="2"></div><div data-island="3">${fb(3, '<div data-island="4"></div>')}</div>`;

  it('fills each island\'s element with its HTML; one filled takes the place of the islands in its content', () => {
    const holes = placeholders(page);
    expect([0, 1, 2, 3, 4].map((i) => holes.has(i))).toEqual([true, true, true, true, true]);
    expect([0, 2].map((i) => holes.holdsContent(i))).toEqual([true, false]);
    holes.fill(0, '<b>zero</b>');
    expect(holes.has(1)).toBe(false);
    holes.fill(2, '<i>two</i>');
    // Island 3 could not render: its content stays, and island 4 in it is filled.
    holes.fill(4, '<u>four</u>');
    expect(holes.html()).toBe(`<p>a</p><div data-island="0"><b>zero</b></div><div data-island="2"><i>two</i></div><div data-island="3">${fb(3, '<div data-island="4"><u>four</u></div>')}</div>`);
  });

  it('gives the islands an island\'s HTML holds (a partial shown in a component) their place, and leaves a page without fills as it is', () => {
    expect(placeholders(page).html()).toBe(page);
    const holes = placeholders('<div data-island="0"></div>');
    holes.fill(0, '<section><div data-island="5"></div></section>');
    expect(holes.has(5)).toBe(true);
    holes.fill(5, 'five');
    expect(holes.html()).toBe('<div data-island="0"><section><div data-island="5">five</div></section></div>');
  });
});
