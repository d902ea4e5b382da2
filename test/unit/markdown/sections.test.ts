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

  it('parses a page whole below the length, or with a reference definition, or when a part does not parse alone', () => {
    let calls = 0;
    const parse = (t: string) => (calls++, fromMarkdown(t, mdx as never) as Root);
    const mdxPage = PAGE.replace(/<!--[^]*?-->\n/, '');
    parseInParts(mdxPage, parse);
    expect(calls).toBe(1);
    calls = 0;
    parseInParts(`${mdxPage}\n[ref]: https://example.com\n`, parse, 0, 1);
    expect(calls).toBe(1);
    // A heading inside a JSX element: MDX cannot read the halves; the page is read whole, as it would be.
    const jsx = '<Tabs>\n\n## Inside\n\nText.\n\n</Tabs>\n\nAfter.\n';
    const { whole, inParts } = both(jsx, mdx);
    expect(JSON.stringify(inParts)).toBe(JSON.stringify(whole));
    expect(whole.children.map((c) => c.type)).toEqual(['mdxJsxFlowElement', 'paragraph']);
  });
});
