// A Docusaurus 2 site's pages, read as MDX 1 read them: where MDX 3 stops, the page is mended one place at a time
// (a `<` or `{` that starts nothing is a character, a tag alone on its line closes its element whatever its indent);
// `{…}` in prose is text. Without `mdx1`, the same pages are read as markdown with MDX 3's message, as before.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { errorInFile, mendForMdx1 } from '../../../src/mdx/mdx1.js';
import { blankSimple } from '../../../src/markdown/simple.js';
import { maxMends } from '../../../src/mdx/tree.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const parse = (text: string, mdx1 = true, plain = true) => parseDoc({ path: 'a.md', text }, h, { plain, markdown: { magicComments: [], format: 'mdx', ...(mdx1 ? { mdx1: true as const } : {}) } });
const messages = (text: string, mdx1 = true) => parse(text, mdx1).diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);

/** socket.io's tutorial: a tab's closing tag indented below the list that ends the tab. */
const TABS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"lang\">\n  <TabItem value=\"cjs\" label=\"CommonJS\" default>\n\nRun it on:\n\n- one\n- two\n\n\n  </TabItem>\n  <TabItem value=\"mjs\" label=\"ES modules\">\n\n- three\n\n  </TabItem>\n</Tabs>\n";

describe('a page written for MDX 1', () => {
  // Riverpod's pages: constants among the imports, which MDX 1 took as the module's code; MDX 3 takes only import/export.
  it('takes a declaration among the imports as the page\'s own, as MDX 1 did: the page stays MDX, its components render', () => {
    const text = "import Legend from '@site/src/components/Legend';\nconst RED = { color: 'indianred' };\nfunction shout(s) {\n  return s.toUpperCase();\n}\n\n# Title\n\n<Legend style={RED} label={shout('x')} />\n";
    expect(messages(text)).toEqual([]);
    const doc = parse(text);
    expect(doc.islands?.items.map((i) => i.name)).toEqual(['Legend']);
    // Not as MDX 3 reads it.
    expect(messages(text, false)).toEqual([expect.stringMatching(/^2:1 MDX syntax: Unexpected `VariableDeclaration` in code/)]);
  });

  // Uniffle's guides: `<RSS_HOME>/conf/…` in prose, a name no tag of MDX 1's had (its tags' names had no `_`).
  it('shows a placeholder in angle brackets whose name was no tag\'s in MDX 1 as it is written', () => {
    const text = "import Legend from '@site/src/components/Legend';\n\n4. update <RSS_HOME>/conf/dynamic_client.conf, and <YOUR_KEY> too\n\n<Legend />\n";
    expect(messages(text)).toEqual([]);
    const doc = parse(text);
    expect(doc.html).toContain('<li>update &lt;RSS_HOME>/conf/dynamic_client.conf, and &lt;YOUR_KEY> too</li>');
    expect(doc.islands?.items.map((i) => i.name)).toEqual(['Legend']);
    // A name MDX 1 read as a tag's is still one: its element left open is MDX 3's error, and the page is markdown.
    expect(messages('Text <Box> open\n', true)).toEqual([expect.stringMatching(/^1:1 MDX syntax: Expected a closing tag for `<Box>` \(1:6-1:11\)/)]);
  });

  // Flipper's troubleshooting pages import `./fb/_android.mdx`, a file only Meta's own checkout has.
  it('leaves out the imports markdown.strippedImports matches: their elements show their content, with no finding', () => {
    const text = "import Internal from './fb/_android.mdx';\nimport Legend from '@site/src/components/Legend';\nimport { Note, Box } from '../fb/parts';\n\n# Title\n\n<Internal />\n\n<Note>\n\nKept **text**\n\n</Note>\n\n<Legend />\n";
    const doc = parseDoc({ path: 'a.md', text }, h, { plain: true, markdown: { magicComments: [], format: 'mdx', mdx1: true, strippedImports: [{ source: '^(@site|\\.+)\\/(.*\\/)?fb\\/', flags: '' }] } });
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toContain('<p>Kept <strong>text</strong></p>');
    expect(doc.islands?.items.map((i) => i.name)).toEqual(['Legend']);
    expect(doc.islands?.statements?.map((s) => s.source).join('\n') ?? '').not.toContain('fb/');
    // Without the option, the partial is looked for.
    expect(messages(text)).toEqual(['7:1 cannot read the partial "./fb/_android.mdx" imported as <Internal>']);
    expect(parse(text).islands?.items.map((i) => i.name)).toEqual(['Note', 'Legend']);
  });

  it("keeps a list item's fenced code whole when its lines start left of the fence, as MDX 1's parser did", () => {
    // LitmusChaos's installation page: a helm command pasted at the start of the line, between indented fences.
    const text = '- On ARM, set the image:\n\n  ```bash\nhelm install chaos \\\n--set pass=<root password>\n    --keep-indent\n  ```\n\n- Next\n';
    const doc = parse(text);
    expect(doc.diagnostics).toEqual([]);
    const code = /<pre[\s\S]*?<\/pre>/.exec(doc.html)?.[0].replace(/<[^>]+>/g, '') ?? '';
    expect(code).toBe('helm install chaos \\\n--set pass=&lt;root password&gt;\n  --keep-indent');
    expect(doc.html.match(/<li>/g)).toHaveLength(2);
    // A Docusaurus 3 site reads it as CommonMark does: the item, and its code block, end at the first such line.
    expect(parse(text, false).html).not.toContain('--keep-indent\n</code>');
  });

  it('reads `<` that starts no tag as a character, in prose, tables and emphasis, and keeps real tags', () => {
    const doc = parse('a <= b, `c` and <b>bold</b>\n\n| x | y |\n| - | - |\n| `f` | 0 <= f <= 1 |\n\n_(Map<SocketId, Socket>)_ and <code>Promise<object &#124; null></code>\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toContain('<p>a &lt;= b, <code>c</code> and <b>bold</b></p>');
    expect(doc.html).toContain('<td>0 &lt;= f &lt;= 1</td>');
    expect(doc.html).toContain('<em>(Map&lt;SocketId, Socket>)</em>');
    expect(doc.html).toContain('<code>Promise&lt;object | null></code>');
  });

  it('reads `<` after an escaped backslash as a character (Olympus\'s generated `Module \\\\<\\\\> Policy`), and keeps the page MDX', () => {
    const doc = parse('import X from \'./x\';\n\nModule \\\\<\\\\> Policy, and <b>bold</b>.\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toContain('<p>Module \\&lt;\\> Policy, and <b>bold</b>.</p>');
  });

  it('closes a tab at a closing tag indented below a list, as MDX 1 did: the tabs are tabs', () => {
    const doc = parse(TABS);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html.match(/role="tab"/g)).toHaveLength(2);
    expect(doc.html).toMatch(/<li>two<\/li>\s*<\/ul><\/div><div role="tabpanel"/);
  });

  it('reads a line of tags and words as a block whose element a tag lines below closes: a summary and its details', () => {
    const doc = parse('## Topics\n<details><summary>Topic "options" 相关</summary>\n\n<table border={0}><tbody><tr><td rowSpan={2}>a</td></tr></tbody></table>\n\nSome **markdown**.\n\n</details>\n\nAfter [a](b.md).\n');
    expect(doc.diagnostics.map((d) => d.message)).toEqual([]);
    expect(doc.html).toMatch(/<details><summary>Topic "options" 相关<\/summary><table[^>]*><tbody><tr><td rowspan="2">a<\/td><\/tr><\/tbody><\/table>\s*<p>Some <strong>markdown<\/strong>\.<\/p>\s*<\/details>/);
    // The lines are kept: a finding after it is at its own line.
    expect(messages('<details><summary>T</summary>\n\nx\n\n</details>\n\n{a b} <q\n\n![](gone.png)\n')).toEqual([]);
  });

  it("reads lines of tags whose attributes are expressions, opened on one line and closed lines below (the OpenAPI plugin's pages for Docusaurus 2)", () => {
    const text = [
      'import TabItem from "@theme/TabItem";',
      '',
      '<details style={{"marginBottom":"1rem"}} open={true}><summary style={{}}><strong>Path Parameters</strong></summary><div><ul><li data-x={{"a":"}>{","b":[1,{"c":"d"}]}}>id</li></ul></div></details><div><Tabs><TabItem label={"200"} value={"200"}><div>',
      '',
      'The **user** was found.',
      '',
      '</div></TabItem><TabItem label={\'404\'} value="404"><div><strong>Reply</strong>',
      '',
      'Not found.',
      '',
      '</div></TabItem></Tabs></div>',
      ''
    ].join('\n');
    const doc = parse(`import Tabs from '@theme/Tabs';\n${text}`);
    expect(doc.diagnostics.map((d) => d.message)).toEqual([]);
    // The `}>{` in the string of an attribute's expression ends neither the expression nor the tag.
    expect(doc.html).toContain('<details style="margin-bottom:1rem" open><summary><strong>Path Parameters</strong></summary><div><ul><li>id</li></ul></div></details>');
    expect(doc.html).toContain('<div><p>The <strong>user</strong> was found.</p></div>');
    expect(doc.html).toContain('<div><strong>Reply</strong><p>Not found.</p></div>');
    expect(doc.html.match(/role="tab"/g)).toHaveLength(2);
    // An expression left open, or a tag not closed on its line: not mended, the markdown fallback.
    expect(messages('<div data-x={{"a":1}><b>Words</b><div>\n\nx\n\n</div></div>\n')).toEqual([expect.stringMatching(/^1:\d+ MDX syntax: .*read as markdown instead$/)]);
  });

  it('leaves a line of tags and words with an entity to the markdown fallback, and reads a long one in one pass', () => {
    // 80 words and an `&`: a pattern that could split the words in many ways would take longer than the universe's age.
    const summary = `<details><summary>${'word '.repeat(80)}&amp; more</summary>`;
    const doc = parse(`${summary}\n\nInside.\n\n</details>\n`);
    expect(doc.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/^MDX syntax: Expected a closing tag for `<details>`.*read as markdown instead$/)]);
    expect(doc.html).toContain('<summary>word word');
  });

  it('shows a `{` left open across the lines of a block quote or a list item as written (a JSON reply quoted)', () => {
    const doc = parse('Reply:\n>{"status":200,"body":{"a":"b"}\n\n- item\n{"a":\n1}\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toContain('<blockquote>\n<p>{"status":200,"body":{"a":"b"}</p>\n</blockquote>');
    expect(doc.html).toContain('<li>item\n{"a":\n1}</li>');
  });

  it('shows `{…}` in prose as written, an unparsable one too; a tag\'s child stays an expression', () => {
    const doc = parse("export const name = 'Ada';\n\nAdd “{user} is typing”, {a b} and {name}.\n\n<span>{name}</span>\n");
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toContain('<p>Add “{user} is typing”, {a b} and {name}.</p>');
    expect(doc.html).toContain('<span>Ada</span>');
    // A block that starts with a tag is JSX up to its first blank line, words in it too (React Native Elements' headings,
    // `Theme Key{" "}` before an icon link); after a blank line in it, prose again.
    const block = parse('<div class="col">\n  <h4>\n    Theme Key{" "}\n    <a href="../x">i</a>\n  </h4>\n</div>\n\n<div>\n\nSome {user} here, <b>{"bold"}</b>.\n\n</div>\n');
    expect(block.diagnostics).toEqual([]);
    expect(block.html).toMatch(/<h4><p>Theme Key \n<a /);
    expect(block.html).toContain('<p>Some {user} here, <b>bold</b>.</p>');
  });

  it('keeps its lines: a finding after a mended place is at its own line', () => {
    expect(messages('a <= b\n\n[x](#nowhere)\n\n<Widget />\n')).toEqual(['5:1 component <Widget> is not rendered: its content is shown in its place']);
  });

  it('is read as markdown, with MDX 3\'s message, where there is nothing to mend; so is every such page without mdx1', () => {
    expect(messages('<div>\n\n- a\n\n  <p>x</div>\n')).toEqual([expect.stringMatching(/^5:\d+ MDX syntax: .*; the page is read as markdown instead$/)]);
    expect(messages('a <= b\n', false)).toEqual([expect.stringMatching(/^1:4 MDX syntax: Unexpected character `=`/)]);
    const markdown = parse(TABS, false);
    expect(markdown.html).not.toContain('role="tab"');
    expect(parse('Say {user}.\n', false).html).toContain('<p>Say .</p>');
  });
});

describe('the mends a page gets', () => {
  it('are at most 100, fewer on a long page: each parses it again (5 million characters in all)', () => {
    expect(maxMends('a <= b')).toBe(100);
    expect(maxMends('x'.repeat(50_000))).toBe(100);
    expect(maxMends('x'.repeat(300_000))).toBe(16);
    expect(maxMends('x'.repeat(6_000_000))).toBe(0);
  });
});

describe('mends with the fast path (plain blocks not given to micromark)', () => {
  // KubeVela's generated reference pages: plain prose between tables whose cells hold `{…}` that is no expression.
  const PAGE = ['# Traits', '', 'Plain prose.', '', '', '', 'More prose, {x y} here.', '', ' a | b ', ' ---- | ---- ', ' C{x: (*"" \\| string)} | {...} ', '', 'Prose again.', '', ...TABS.split('\n'), 'a <= b and {c d}', ''].join('\n');

  it('reads the page as the whole parse does, each mend placed in the file', () => {
    const fast = parse(PAGE);
    expect(fast.diagnostics).toEqual([]);
    expect(fast.html).toBe(parse(PAGE, true, false).html);
    expect(fast.html).toContain('<td>C{x: (*"" | string)}</td>');
    expect(fast.html.match(/role="tab"/g)).toHaveLength(2);
    expect(fast.html).toContain('<p>a &lt;= b and {c d}</p>');
  });

  it("gives MDX 3's message at the file's line where there is nothing to mend", () => {
    const text = 'Plain prose.\n\n\n\nMore prose.\n\n<div>\n\n- a\n\n  <p>x</div>\n';
    expect(messages(text)).toEqual([expect.stringMatching(/^11:\d+ MDX syntax: /)]);
  });

  it('errorInFile: places an error of the blanked text in the file, its offset and the lines its reason names', () => {
    const text = 'Plain.\n\n\n\n- x\n\n  <T>\n\nz {a b}\n</T>\n';
    const blanked = blankSimple(text, true)!;
    expect(blanked.text).not.toBe(text);
    const at = (s: string, t: string) => t.indexOf(s);
    expect(errorInFile({ source: 's', ruleId: 'acorn', reason: 'r', place: { offset: at('a b}', blanked.text) } }, blanked)).toEqual({ source: 's', ruleId: 'acorn', reason: 'r', place: { offset: at('a b}', text) } });
    const line = (t: string, s: string) => t.slice(0, at(s, t)).split('\n').length;
    const reason = `Expected a closing tag for \`<T>\` (${line(blanked.text, '<T>')}:3-${line(blanked.text, '<T>')}:6) before the end of \`listItem\``;
    expect(errorInFile({ ruleId: 'end-tag-mismatch', reason, place: { start: { offset: 0 } } }, blanked).reason).toBe(`Expected a closing tag for \`<T>\` (${line(text, '<T>')}:3-${line(text, '<T>')}:6) before the end of \`listItem\``);
  });
});

describe('mendForMdx1', () => {
  it('mends only the errors it knows, at the place they name', () => {
    expect(mendForMdx1('a <= b', { source: 'micromark-extension-mdx-jsx', ruleId: 'unexpected-character', place: { offset: 3 } })).toBe('a \\<= b');
    expect(mendForMdx1('a {b c} d', { source: 'micromark-extension-mdx-expression', ruleId: 'acorn', place: { offset: 5 } })).toBe('a \\{b c} d');
    expect(mendForMdx1('- x\n\n  </T>\n', { ruleId: 'end-tag-mismatch', reason: 'Expected the closing tag `</T>` either after the end of `listItem`', place: { start: { offset: 7 } } })).toBe('- x\n\n</T>\n');
    expect(mendForMdx1('- x\n\n  </T> y\n', { ruleId: 'end-tag-mismatch', reason: 'Expected the closing tag `</T>` either after the end of `listItem`', place: { start: { offset: 7 } } })).toBeUndefined();
    expect(mendForMdx1('- x\n\n  <T>\n\nz\n</T>', { ruleId: 'end-tag-mismatch', reason: 'Expected a closing tag for `<T>` (3:3-3:6) before the end of `listItem`', place: { start: { offset: 0 } } })).toBe('- x\n\n<T>\n\nz\n</T>');
    expect(mendForMdx1('x', { source: 'micromark-extension-mdx-jsx', ruleId: 'unexpected-character', place: { offset: 0 } })).toBeUndefined();
    expect(mendForMdx1('a <= b', { ruleId: 'other', place: { offset: 3 } })).toBeUndefined();
    expect(mendForMdx1("import A from 'a';\nconst b = 1;\n", { ruleId: 'non-esm', reason: 'Unexpected `VariableDeclaration` in code: only import/exports are supported', place: { start: { offset: 19 } } })).toBe("import A from 'a';\nexport const b = 1;\n");
    expect(mendForMdx1("import A from 'a';\nf();\n", { ruleId: 'non-esm', reason: 'Unexpected `ExpressionStatement` in code: only import/exports are supported', place: { start: { offset: 19 } } })).toBeUndefined();
  });
});
