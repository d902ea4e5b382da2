import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import type { Root } from 'mdast';
import { parseInParts } from '../../../src/markdown/sections.js';

const md = { extensions: [frontmatter(['yaml']), gfm()], mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown()] };
const mdx = { extensions: [frontmatter(['yaml']), gfm(), mdxjs()], mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown(), mdxFromMarkdown()] };

/** The tree in parts (cut wherever it may be: `from` 0 and parts of any length) and the number of parts, beside the whole. */
function both(text: string, syntax: typeof md) {
  let parts = 0;
  const parse = (t: string) => fromMarkdown(t, syntax as never) as Root;
  const inParts = parseInParts(text, (t) => (parts++, parse(t)), 0, 1);
  return { whole: parse(text), inParts, parts };
}

// A page with what must not be cut: front matter with a YAML comment, a fence with `#` lines, an HTML comment with
// blank lines, a loose list and an ordered one starting at 3, a table, an expression and a default import (estree
// positions; micromark moves the node a named import shares as `imported` and `local` twice in a whole page).
const PAGE = `---
title: Long
# a YAML comment
---

import Thing from './thing';

# Title

Intro with **bold** and a [link](./a.md).

\`\`\`bash
# not a heading

echo hi
\`\`\`

<!--
# not a heading either

-->

- one

- two

3. three
4. four

| a | b |
| - | - |
| 1 | 2 |

## Section

Text with {1 + 1} and <Thing>inline</Thing>.

{/* a comment */}

> quoted

> another quote
`;

describe('a long page parsed in parts', () => {
  it('gives the tree the whole text gives, positions and expressions\' estree positions included', () => {
    const mdxPage = PAGE.replace(/<!--[^]*?-->\n/, '');
    for (const [syntax, text] of [[md, PAGE.replace(/^import.*$/m, '').replace(/\{1 \+ 1\}|\{\/\*.*\*\/\}/g, '')], [mdx, mdxPage]] as const) {
      const body = text.slice(text.indexOf('# Title'));
      const { whole, inParts, parts } = both(text + body.repeat(2), syntax);
      expect(parts).toBeGreaterThan(10);
      expect(JSON.stringify(inParts)).toBe(JSON.stringify(whole));
    }
  });

  it('parses a page whole below the length; a part that does not parse alone is read with the rest of the page', () => {
    let calls = 0;
    const parse = (t: string) => (calls++, fromMarkdown(t, mdx as never) as Root);
    const mdxPage = PAGE.replace(/<!--[^]*?-->\n/, '');
    parseInParts(mdxPage, parse);
    expect(calls).toBe(1);
    // A heading inside a JSX element: MDX cannot read the halves; the rest of the page from the element on is read
    // as one, after the parts before it.
    const jsx = 'Before.\n\nMore.\n\n<Tabs>\n\n## Inside\n\nText.\n\n</Tabs>\n\nAfter.\n';
    const { whole, inParts, parts } = both(jsx, mdx);
    expect(JSON.stringify(inParts)).toBe(JSON.stringify(whole));
    expect(whole.children.map((c) => c.type)).toEqual(['paragraph', 'paragraph', 'mdxJsxFlowElement', 'paragraph']);
    expect(parts).toBe(4);
    // Three backticks and more backticks on the line: code in a paragraph, no fence that would hide the cuts below.
    const inline = both('Text with\n   ```code``` in it.\n\n## After\n\nMore.\n', md);
    expect(JSON.stringify(inline.inParts)).toBe(JSON.stringify(inline.whole));
    expect(inline.parts).toBe(3);
  });

  it('says a part\'s MDX error where the whole page has it', () => {
    const errorOf = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        const e = error as { place?: unknown; line?: number; column?: number; reason?: string; message?: string; name?: string };
        // micromark's own `_index` and `_bufferIndex` count its chunks: not a place in the text.
        return JSON.stringify({ place: e.place, line: e.line, column: e.column, reason: e.reason, message: e.message, name: e.name }, (k, v) => (k.startsWith('_') ? undefined : v));
      }
      throw new Error('no error');
    };
    const parse = (t: string) => fromMarkdown(t, mdx as never) as Root;
    const page = 'Intro.\n\n[a]: https://a.example\n\nText.\n\n## Two\n\n<Box>\n\n## Three\n\nSee [a].\n\n</Boxes>\n\nAfter.\n';
    // An unclosed element (its reason names the tag's place) and an unexpected character.
    expect(errorOf(() => parseInParts(page, parse, 0, 1))).toBe(errorOf(() => parse(page)));
    expect(errorOf(() => parse(page))).toMatch(/\(9:1-9:6\)/);
    const other = page.replace('</Boxes>', '</Box>').replace('After.', 'A 1 < 2 and a </b.');
    expect(errorOf(() => parseInParts(other, parse, 0, 1))).toBe(errorOf(() => parse(other)));
    expect(errorOf(() => parse(other))).toMatch(/"line":17,"column":19/);
    // Said without parsing the page whole: the parts before the element are not read again.
    const texts: string[] = [];
    errorOf(() => parseInParts(other, (t) => (texts.push(t), parse(t)), 0, 1));
    expect(texts.some((t) => t.includes('Intro.') && t.includes('</b.'))).toBe(false);
  });

  it('gives each part the page\'s definitions, and parses whole where it cannot read them all from the lines', () => {
    // A reference before its definition, one in a list item and one in a block quote, a footnote, a line that looks
    // like a definition but is prose, and one in a fence.
    const page = `# Refs

See [one], [two][Two  Words], [three] and a note.[^n]

- item

  [two words]: https://two.example "Two"

> [three]: <https://three.example>

- [not]: a definition, prose

\`\`\`
[fenced]: https://no.example
\`\`\`

Also [not] and [fenced].

[one]:
  https://one.example

[^n]: The note.
`;
    const texts: string[] = [];
    const parse = (t: string) => (texts.push(t), fromMarkdown(t, md as never) as Root);
    const inParts = parseInParts(page, parse, 0, 1);
    expect(texts.length).toBeGreaterThan(5);
    expect(texts).not.toContain(page);
    expect(JSON.stringify(inParts)).toBe(JSON.stringify(fromMarkdown(page, md as never)));
    const refs = JSON.stringify(inParts).match(/"type":"(linkReference|footnoteReference)"/g);
    expect(refs).toHaveLength(4);
    // A label with an escaped bracket is not read from its line: the page is parsed whole.
    texts.length = 0;
    const escaped = page.replace('[three]: <', '[thr\\]ee]: <').replace('[three] and', '[thr\\]ee] and');
    expect(JSON.stringify(parseInParts(escaped, parse, 0, 1))).toBe(JSON.stringify(fromMarkdown(escaped, md as never)));
    expect(texts.at(-1)).toBe(escaped);
  });
});
