import { describe, expect, it } from 'vitest';
import { excerptOf } from '../../../src/markdown/excerpt.js';

describe('a page body\'s excerpt (its description when the frontmatter has none)', () => {
  it('is the first paragraph after the title, as plain text', () => {
    expect(excerptOf('# Getting started\n\nConnect to a **node** with [`ApiPromise`](./api.md), then *query* it.\n\n## Next\n\nMore.')).toBe(
      'Connect to a node with ApiPromise, then query it.'
    );
  });

  it('reads a wrapped paragraph to its end, and stops at a blank line or a new block', () => {
    expect(excerptOf('First line of a paragraph\nthat goes on here.\n\nSecond paragraph.')).toBe('First line of a paragraph that goes on here.');
    expect(excerptOf('Lead in:\n- one\n- two')).toBe('Lead in:');
    // Emphasis that spans the line break, and a snake_case name that is not emphasis.
    expect(excerptOf('Teams apply _Continuous\nIntegration_ with **a\ncheck** of `run_all_tests`.')).toBe('Teams apply Continuous Integration with a check of run_all_tests.');
    expect(excerptOf('Call my_fn_name here.')).toBe('Call my_fn_name here.');
  });

  it('skips a setext title, imports, code blocks, tags, comments and admonition fences', () => {
    expect(excerptOf('Title\n=====\n\nBody.')).toBe('Body.');
    expect(excerptOf("import Tabs from '@theme/Tabs';\nimport {\n  A,\n} from './a';\n\n```js\nconst x = 1;\n```\n\n{/* a comment */}\n\n<Tabs>\n\n:::tip Mind this\n\nInside the tip.\n\n:::")).toBe('Inside the tip.');
    expect(excerptOf('~~~~\n```\nnot text\n```\n~~~~\n\nAfter.')).toBe('After.');
  });

  it('skips an element\'s attributes written a line each, which Docusaurus would show', () => {
    expect(excerptOf('<div\n  data-ea-publisher="immerjs"\n  className="x"\n></div>\n\nReal text <b>here</b>.')).toBe('Real text here.');
  });

  it('takes a leading h2\'s words, without its {#id}, as Docusaurus does', () => {
    expect(excerptOf('## Overview {#overview}\n\nText.')).toBe('Overview');
  });

  it('keeps an image\'s alt text and drops emoji names and footnote marks', () => {
    expect(excerptOf('![The extension popup](./img/popup.png)')).toBe('The extension popup');
    expect(excerptOf('Ready :rocket: to go[^1].')).toBe('Ready to go.');
    expect(excerptOf('Use the polkadot\\{.js\\} apps \\*now\\*.')).toBe('Use the polkadot{.js} apps *now*.');
  });

  it('is undefined for a body with no text', () => {
    expect(excerptOf('# Only a title\n\n```ts\ncode\n```\n')).toBeUndefined();
    expect(excerptOf('')).toBeUndefined();
  });
});
