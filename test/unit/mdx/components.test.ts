// <Details>, <Admonition> and <CodeBlock> at build time: the same HTML as a <details> element, a `:::` admonition
// and a fenced code block with the same options.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const parse = (text: string) => parseDoc({ path: 'a.mdx', text }, h);

describe('<Details>', () => {
  it('is a <details> with its summary first, from a <summary> child or the summary prop', () => {
    expect(parse('<Details>\n  <summary>Why?</summary>\n\n  Because **so**.\n\n</Details>\n').html).toBe('<details><summary>Why?</summary><p>Because <strong>so</strong>.</p></details>');
    expect(parse('<Details summary="Why?" className="faq" open>\n\nBecause.\n\n</Details>\n').html).toBe('<details class="faq" open><summary>Why?</summary><p>Because.</p></details>');
    // No summary: the browser's own word, in the reader's language.
    expect(parse('<Details>\n\nBecause.\n\n</Details>\n').html).toBe('<details><p>Because.</p></details>');
  });
});

describe('<Heading>', () => {
  // The OpenAPI theme's pages write their headings so (agenta's API reference).
  it('is a heading of the level `as` names, in the TOC, with its id; its text from its content or its children prop', () => {
    const doc = parse('import Heading from \'@theme/Heading\';\n\n<Heading as={"h2"} id={"authentication"} className={"x"} children={"Authentication"}>\n</Heading>\n\n<Heading as="h3">Keys and `tokens`</Heading>\n');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.headings.map((h) => [h.depth, h.id, h.text])).toEqual([[2, 'authentication', 'Authentication'], [3, 'keys-and-tokens', 'Keys and tokens']]);
    expect(doc.html).toContain('<h2 id="authentication" class="anchor">');
    expect(doc.html).toContain('<code>tokens</code>');
    // Without a level it is not drawn: its content, with a warning.
    expect(parse('<Heading>Plain</Heading>\n').diagnostics.map((d) => d.message)).toEqual(['component <Heading> is not rendered: its content is shown in its place']);
  });
});

describe('<Admonition>', () => {
  it('gives exactly the HTML of the `:::` admonition with the same type and title', () => {
    const pairs = [
      ['<Admonition type="tip" title="Quick *start*">\n\nText **here**.\n\n</Admonition>\n', ':::tip[Quick \\*start\\*]\n\nText **here**.\n\n:::\n'],
      ['<Admonition type="danger">\n\nCareful.\n\n</Admonition>\n', ':::danger\n\nCareful.\n\n:::\n'],
      ['<Admonition type="note" className="wide">\nShort.\n</Admonition>\n', ':::note{.wide}\nShort.\n:::\n']
    ];
    for (const [component, directive] of pairs) {
      const doc = parse(component);
      expect(doc.diagnostics).toEqual([]);
      expect(doc.html).toBe(parse(directive).html);
    }
    // The default title is a label mark, filled in each locale's words.
    expect(parse('<Admonition type="danger">\nx\n</Admonition>\n').html).toContain('<div class="admonition-title"><!--docgen-label:theme.admonition.danger--></div>');
  });

  it('is drawn under any name a page imports it by (Homarr\'s `import Alert from \'@theme/Admonition\'`), as are the other theme components', () => {
    const doc = parse("import Alert from '@theme/Admonition';\nimport Box from '@theme/Details';\nimport Pane from '@theme/TabItem';\nimport Panes from '@theme/Tabs';\n\n<Alert type=\"note\" className='my-2'>\n\nText **here**.\n\n</Alert>\n\n<Box summary=\"Why?\">\n\nBecause.\n\n</Box>\n\n<Panes>\n<Pane value=\"a\" label=\"A\">\n\nOne.\n\n</Pane>\n</Panes>\n");
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toContain(parse(':::note{.my-2}\n\nText **here**.\n\n:::\n').html);
    expect(doc.html).toContain('<details><summary>Why?</summary><p>Because.</p></details>');
    expect(doc.html).toContain('role="tabpanel"');
    // A named import of the module is not its default export: shown by its content, with a warning.
    expect(parse("import { Alert } from '@theme/Admonition';\n\n<Alert type=\"note\">\nx\n</Alert>\n").diagnostics.map((d) => d.message)).toEqual(['component <Alert> is not rendered: its content is shown in its place']);
  });

  it('draws an unknown or missing type as a note, with a warning at the element', () => {
    const doc = parse('Text.\n\n<Admonition type="hint">\nx\n</Admonition>\n');
    expect(doc.html).toContain('admonition-note');
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['3:1 unknown admonition ":::hint"']);
  });
});

describe('<CodeBlock>', () => {
  it('gives exactly the HTML of a fence with the same language, title and line numbers', () => {
    const doc = parse("export const v = '1.2';\n\n<CodeBlock language=\"bash\" title=\"install.sh\" showLineNumbers>\n{`npm i widgets@${v}\\nnpm test`}\n</CodeBlock>\n");
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toBe(parse('```bash title="install.sh" showLineNumbers\nnpm i widgets@1.2\nnpm test\n```\n').html);
    expect(parse('<CodeBlock className="language-js" showLineNumbers={5} metastring="{2}">\n{`a();\\nb();`}\n</CodeBlock>\n').html).toBe(parse('```js {2} showLineNumbers=5\na();\nb();\n```\n').html);
  });

  it('takes code written inside it as it stands, without its indentation', () => {
    expect(parse('<CodeBlock language="js">\n  const a = 1;\n    if (a) b();\n</CodeBlock>\n').html).toBe(parse('```js\nconst a = 1;\n  if (a) b();\n```\n').html);
  });

  it('keeps a part of its template it cannot work out as written, with a warning; leaves out code it cannot read at all', () => {
    // (A call of a function the page imports runs in an island instead: see islands.test.ts.)
    const doc = parse("import {version} from '@site/versions';\n\n<CodeBlock language=\"bash\">\n{`npx init --version ${version}`}\n</CodeBlock>\n");
    expect(doc.html).toBe(parse('```bash\nnpx init --version ${version}\n```\n').html);
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['4:1 ${version} in a <CodeBlock> cannot be worked out at build time: it is shown as written']);
    // Pure built-ins on known values: Flare's `{JSON.stringify(Config, null, 2)}` of an imported JSON file.
    expect(parse("export const config = { a: 1 };\nexport const name = ' widgets ';\n\n<CodeBlock language=\"json\">{JSON.stringify(config, null, 2)}</CodeBlock>\n\n<CodeBlock>{name.trim().toUpperCase()}</CodeBlock>\n").html).toBe(parse('```json\n{\n  "a": 1\n}\n```\n\n```\nWIDGETS\n```\n').html);
    // What is not pure stays unknown: a global the page does not name, a method that takes a function.
    expect(parse("export const list = ['a'];\n\n<CodeBlock>{list.map((x) => x).join()}</CodeBlock>\n").diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/cannot be worked out at build time/)]);
    expect(parse('<CodeBlock>{process.cwd()}</CodeBlock>\n').diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/cannot be worked out at build time/)]);
    const raw = parse("import Source from '!!raw-loader!./a.js';\n\n<CodeBlock language=\"js\">{Source}</CodeBlock>\n");
    expect(raw.html).toBe('');
    expect(raw.diagnostics.map((d) => d.message)).toEqual(['the code of <CodeBlock>{Source}</CodeBlock> cannot be worked out at build time: the block is left out']);
  });
});
