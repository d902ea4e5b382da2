// The plain-block fast path (simple.ts) against micromark alone: the same Doc for tricky snippets and for every page of the site.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc, parseDocLoading, plainTree } from '../../../src/markdown/parse.js';
import type { Root } from 'mdast';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { getHighlighter } from '../../../src/markdown/code.js';
import { blankSimple, withSimple } from '../../../src/markdown/simple.js';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { htmlCommentsAsMdx } from '../../../src/mdx/tree.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const both = (text: string, file = 'a/page.md') => [parseDoc({ path: file, text }, h), parseDoc({ path: file, text }, h, { plain: false })];

/** Each would go wrong if its plain-looking lines were taken as plain blocks. */
const TRICKY: Record<string, string> = {
  setext: 'Title\n===\n\nWords\n---\n',
  'fence over a blank line': '```\ncode\n\nWords here\n```\n\nAfter',
  'fence inside an HTML block': '<div>\n```\n</div>\n\n```\ncode\n\nPlain words\n```\n\nEnd',
  'indented fence in a list': '- item\n\n  ```\n  code\n\nWords after\n\n```\nnot closed\n\nWords',
  'HTML comment over blank lines': '<!-- a\n\nWords inside\n\n-->\n\nWords after',
  'pre block': '<pre>\n\nWords in pre\n\n</pre>\n',
  admonition: ':::note\n\nWords in a note\n\n:::\n\nAfter',
  'lazy and loose lists': '- a\n\nWords\n\n- b\n- c\n\n  more\n\nEnd',
  'definition used elsewhere': 'See [x] and `code`.\n\n[x]: ./other.md\n\nWords `a` words',
  'autolink literals': 'Go to www.example.com now\n\nMail a@b.co\n\nhttps://x.io/y\n\nPlain `x` words',
  'intraword underscores': 'snake_case and a__b and _x_ and x_ y and _y z and é_1\n\nv1_`c`',
  'emphasis and escapes': 'A *b* c\n\nA \\* b\n\nsnake_case_word\n\n~x~ y\n\n&amp; z\n\nPlain',
  'code span edges': 'A `` b `` c\n\nA ` b ` c\n\nA `b\nc` d\n\nOdd ` tick\n\nEven `x` `y`',
  'headings with ids and closing hashes': '## A {#a}\n\n### B ###\n\n##  C\n\n#Not\n\n## `x` {#code-x}\nWords under\n### D\n',
  'table after words': 'Name | Value\n--- | ---\na | b\n\nWords',
  'hard breaks and tabs': 'Line one  \nline two\n\nTab\there\n\nEnd',
  'ordered list starts': '1. one\n\n2) two\n\n1.5 is a number\n\nWords',
  'frontmatter and title': '---\ntitle: T\n---\n\n# Title\n\nWords `c`\n\n## H\n\nMore words',
  'unclosed frontmatter': '---\ntitle: T\n\nWords\n',
  'non-breaking space line': 'Words\n\u00a0\nMore\n\nEnd',
  'indented code': '    code\n\n    more\n\nWords',
  'strong runs': '**Complexity**\n\n**Note:** words\n\na**b** c\n\n**`code`** d\n\n***x***\n\n** x**\n\n**a** **b\nc**\n\n**open only',
  'tight lists': 'Params:\n- `a`: one\n  more\nlazy line\n- **b** two\n\nWords\n\n* x\n* y\n\nEnd',
  'lists a blank line would join': 'Intro\n\n- a\n\n- b\n\nWords\n\n- c\n\n  indented\n\nWords\n\n- d\n+ e\n\n- f\n  - nested\n\n* * *\n\n-  wide',
  'inline links with their positions':
    'See [a](./b.md) and [`x`](#y) here\n    and [c](../d.md#e)\n\n- item [f](g.md)\n  more [h](#i)\nlazy [m](#n)\n\n## [j](#k) {#l}\n\n' +
    '![img](p.png)\n\n[q] x\n\n[r][s]\n\n[t]()\n\n[](u)\n\n[v](w x)\n\n[^1](y)\n\nx](z)\n\n**[a](b)**\n\n[**a**](b)\n\n[a [b](c)](d)\n\n[a](b_c) d\n\n[www.x.io](#x)\n\n[a](https://x.io/y?z=1)\n\n[r]: ./defined.md',
  'list after complex list': '1. one\n\n- a\n- b\n\n> q\n\n- c\n\nEnd',
  'fenced code at the margin':
    'Words\n\n```ts title="a.ts"\nconst a = 1;\n\n\n# not a heading\n```\n\n~~~  js   {1,3}\nlet b;\n```\n~~~~\nmore right after the fence\n\n````\n```\ninner\n```\n   ````\n' +
    '\n```\n```\nright after a fence\n\n```rust\nfn main() {}\n```\n- item after a fence\n\n```a`b\nnot a fence\n```\n\n```x&amp;y\ncode\n```\n\n```js \ntrailing space\n```\n\n' +
    '- list\n\n```\nafter a list\n```\n\n```\n    indented inside\n\tand a tab\n```\n\nWords\n```\ninterrupts a paragraph\n```\n\n```\nnever closed\n\nWords',
  'lists and the blocks that end them':
    'Some *emphasis*.\n\n- a new list after a paragraph micromark parses\n- b\n\nWords\n\n- x *y*\n\n  continued in the item\n\n- continues the list\n\nWords\n\n1. one\n\n- a bullet list after an ordered one\n\n> - in a quote\n\n- after the quote\n\n***\n\n- after a break\n\n    indented code\n\n- after indented code\n\n' +
    'Words\n\n- a\n\n**Bold** after a list\n\n- b\n\n* another marker\n\n+ and another\n\n+ same again\n\nWords\n\n- c\n\n-\n\nWords\n\n- d\n\n-\ttab item\n\nWords\n\n- e\n\n\tindented by a tab\n\nWords\n\n- f\n\n---\n\nEnd',
  'runs of blank lines after plain groups':
    'Words\n\n\n\n    indented code\n\n\n\n    after three blank lines\n\nWords `x`\n  \n\t\n## Heading\n\n\n[link](#heading) *after*\n\n\n\nText\nmore\n\n\n\n- a\n- b\n\n\n\n===\n\nWords\n\n\n> quote [l](#x)\n\nLast words\n\n\n'
};

describe('plain-block fast path', () => {
  for (const [name, text] of Object.entries(TRICKY)) {
    it(`matches micromark: ${name}`, () => {
      const [fast, full] = both(text);
      expect(fast).toEqual(full);
    });
  }

  it('keeps the file\'s line numbers when it drops the blank lines after plain groups', () => {
    const text = TRICKY['runs of blank lines after plain groups'];
    const tree = plainTree(text)!;
    expect(tree).not.toBeNull();
    const link = parseDoc({ path: 'a.md', text }, h).links[0];
    expect(link).toEqual({ url: '#heading', line: text.split('\n').indexOf('[link](#heading) *after*') + 1, column: 1 });
  });

  it('takes the generated reference pages mostly off micromark', () => {
    const text = readFileSync('content/polkadot/errors.md', 'utf8');
    const blanked = blankSimple(text)!;
    expect([...blanked.groups.values()].flat().length).toBeGreaterThan(1000);
    expect(blanked.text.length).toBeLessThan(text.length / 4);
    // micromark sees one blank line after each marker, not one per line of the group.
    expect(blanked.text.split('\n').length).toBeLessThan(text.split('\n').length / 4);
  });

  it('gives the same Doc as micromark for every page of the site', () => {
    const files = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f));
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) {
      const text = readFileSync(path.join('content', f), 'utf8');
      const [fast, full] = both(text, f);
      expect(fast, f).toEqual(full);
      // The fast path held: micromark put every marker back where it was.
      if (blankSimple(text)?.groups.size) expect(plainTree(text), f).not.toBeNull();
    }
    // Every page parsed twice in one thread: about 15 s, and several times that on a busy machine.
  }, 300_000);
});

/** Docusaurus's admonitions: container directives only, as parse.ts reads them. */
const containerDirectiveSyntax = () => ({ flow: { 58: (directive().flow![58] as unknown[])[0] } }) as never;

/** MDX pages: braces, tags and `import` lines are syntax, and plain groups sit between a component's tags. */
const TRICKY_MDX: Record<string, string> = {
  'imports and exports':
    "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nexport const version = '1.2';\n\nimport words like these start a block\n\nexport words too\n\nWords `x` about {version}\n\nPlain words",
  'plain groups inside components':
    '<Tabs>\n<TabItem value="a" label="A">\n\nWords in a tab\n\n## A heading in a tab\n\n```js\nconst a = 1;\n```\n\n- one\n- two\n\n</TabItem>\n<TabItem value="b">\n\nMore words\n\n</TabItem>\n</Tabs>\n\nAfter the tabs',
  'braces in text and headings': '## Options {#options}\n\nA `{code}` span\n\nSet {1 + 1} here\n\nWords\n\n## Plain heading\n\nEnd',
  'expressions over blank lines': '{/*\nA comment\n\nWith plain words inside\n\n*/}\n\n<!-- an HTML comment\n\nplain words in it\n\n-->\n\nWords after',
  'admonitions': ':::tip Title\n\nWords in a tip\n\n```sh\nnpm test\n```\n\n:::\n\n:::note\n\n- a\n- b\n\n:::\n\nAfter',
  'a component with markdown children':
    "import Box from '@site/src/components/Box';\n\n<Box title=\"t\">\n\nWords in the box\n\n```js\ncode();\n```\n\n</Box>\n\n<Box>**Bold** words</Box>\n\nAfter",
  'a code block component':
    "import CodeBlock from '@theme/CodeBlock';\nexport const branch = 'main';\n\nWords first\n\n<CodeBlock language=\"sh\">{`git checkout ${branch}\\ngit pull ${unknown()}`}</CodeBlock>\n\nWords\n\n<CodeBlock language=\"js\">\n  const a = 1;\n\n  const b = 2;\n</CodeBlock>",
  'a tag over blank lines': '<div\n  className="x"\n\n  id="y">\n\nWords\n\n</div>\n\nEnd',
  'indented lines (no indented code in MDX)': 'Words\n\n    indented words\n\nMore words'
};

describe('plain-block fast path in MDX', () => {
  const mdx = { format: 'mdx' as const };
  const bothMdx = (text: string) => [parseDoc({ path: 'a/page.mdx', text }, h, { markdown: mdx }), parseDoc({ path: 'a/page.mdx', text }, h, { plain: false, markdown: mdx })];
  const syntax = { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] };
  const parse = (text: string) => fromMarkdown(text, syntax) as Root;
  /** The tree without the positions of inline nodes (the fast path builds those without them) and estree's loc. */
  const comparable = (node: unknown, inline = false): unknown => {
    if (Array.isArray(node)) return node.map((n) => comparable(n, inline));
    if (!node || typeof node !== 'object') return node;
    const n = node as Record<string, unknown>;
    const inner = inline || n.type === 'paragraph' || n.type === 'heading';
    return Object.fromEntries(Object.entries(n).filter(([k]) => k !== 'loc' && !(k === 'position' && inline)).map(([k, v]) => [k, comparable(v, inner)]));
  };

  for (const [name, text] of Object.entries(TRICKY_MDX)) {
    it(`matches micromark: ${name}`, () => {
      const [fast, full] = bothMdx(text);
      expect(fast).toEqual(full);
      // The tree too, with its offsets and those of MDX's JavaScript: islands and <CodeBlock> read their source by offset.
      // Text that is not valid MDX fails the same way (the page is then read as markdown).
      const source = htmlCommentsAsMdx(text);
      let whole: Root;
      try {
        whole = parse(source);
      } catch {
        expect(() => withSimple(blankSimple(source, true), parse)).toThrow();
        return;
      }
      const tree = withSimple(blankSimple(source, true), parse);
      if (tree) expect(comparable(tree)).toEqual(comparable(whole));
    });
  }

  it('takes plain groups in components and admonitions off micromark, and leaves braces and imports to it', () => {
    const inTabs = blankSimple(TRICKY_MDX['plain groups inside components'], true)!;
    expect([...inTabs.groups.values()].flat().map((n) => n.type)).toEqual(['paragraph', 'heading', 'code', 'list', 'paragraph', 'paragraph']);
    expect(withSimple(inTabs, parse)).not.toBeNull();
    expect(withSimple(blankSimple(TRICKY_MDX.admonitions, true), (t) => fromMarkdown(t, { extensions: [containerDirectiveSyntax(), mdxjs()], mdastExtensions: [directiveFromMarkdown(), mdxFromMarkdown()] }) as Root)).not.toBeNull();
    const braces = blankSimple(TRICKY_MDX['braces in text and headings'], true)!;
    const values = JSON.stringify([...braces.groups.values()]).match(/"value":"[^"]*"/g)!;
    expect(values.filter((v) => v.includes('{'))).toEqual(['"value":"{code}"']);
    const esm = blankSimple(TRICKY_MDX['imports and exports'], true)!;
    expect([...esm.groups.values()].flat().some((n) => JSON.stringify(n).includes('import'))).toBe(false);
    // An expression over blank lines takes its marker in: the page is parsed whole.
    expect(withSimple(blankSimple(htmlCommentsAsMdx(TRICKY_MDX['expressions over blank lines']), true), parse)).toBeNull();
  });

  it('gives the same Doc as micromark for every MDX page of the Docusaurus fixture', async () => {
    const root = 'test/fixtures/docusaurus-classic';
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f) && !f.includes('node_modules'));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const text = readFileSync(path.join(root, f), 'utf8');
      const file = { path: f, text, abs: path.resolve(root, f) };
      await parseDocLoading(file, h, undefined, mdx);
      expect(parseDoc(file, h, { markdown: mdx }), f).toEqual(parseDoc(file, h, { plain: false, markdown: mdx }));
    }
  });
});
