// Markdown whose links, images, definitions or raw HTML would run script: the URL goes, the text stays, a warning at file:line:col.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const parse = (text: string) => parseDoc({ path: 'a/page.md', text }, h);
/** `line:col message` of each finding. */
const found = (text: string) => parse(text).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity}: ${d.message}`);

describe('markdown links, images and definitions', () => {
  it('drops the URL of a link, autolink or image that would run script, keeping its text', () => {
    const doc = parse('Intro.\n\nA [click](javascript:alert(1)) and <JaVaScRiPt:alert(2)>\nand ![pic](vbscript:x) and [d](data:text/html,x).\n');
    expect(doc.html).toBe('<p>Intro.</p>\n<p>A <a>click</a> and <a>JaVaScRiPt:alert(2)</a>\nand <img alt="pic"> and <a>d</a>.</p>');
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '3:3 unsafe link "javascript:alert(1)" removed: javascript: URLs run script',
      '3:36 unsafe link "JaVaScRiPt:alert(2)" removed: javascript: URLs run script',
      '4:5 unsafe image source "vbscript:x" removed: vbscript: URLs run script',
      '4:28 unsafe link "data:text/html,x" removed: data:text/html URLs run script'
    ]);
    expect(doc.diagnostics[0]).toMatchObject({ file: 'a/page.md', severity: 'warning', hint: expect.stringContaining('https:') });
  });

  it('reads the URL as the browser would: references decoded, tabs and leading spaces dropped', () => {
    for (const md of ['[x](&#106;avascript:alert(1))', '[x](java&#9;script:alert(1))', '[x](<  javascript:alert(1)>)', '[x](&#x20;javascript:alert(1))']) {
      expect(parse(md).html, md).toBe('<p><a>x</a></p>');
      expect(found(md), md).toEqual([expect.stringMatching(/^1:1 warning: unsafe link ".*" removed: javascript: URLs run script$/)]);
    }
  });

  it('reports a definition once, where it is written, and unlinks every reference to it', () => {
    const doc = parse('See [one][evil], [two][EVIL] and ![img][evil].\n\n[evil]: javascript:alert(1) "Title"\n');
    expect(doc.html).toBe('<p>See <a title="Title">one</a>, <a title="Title">two</a> and <img alt="img" title="Title">.</p>');
    expect(found('See [one][evil].\n\n[evil]: javascript:alert(1)\n')).toEqual(['3:1 warning: unsafe link definition "javascript:alert(1)" removed: javascript: URLs run script']);
  });

  it('leaves safe links, images and code alone', () => {
    const md = '[a](https://example.com) [b](./other.md#x) [c](mailto:a@b.c) ![d](data:image/png;base64,iVBO) ![e](data:image/svg+xml,x) `javascript:alert(1)`\n\n```html\n<a href="javascript:alert(1)">x</a>\n```\n';
    const doc = parse(md);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toContain('<a href="https://example.com">a</a>');
    expect(doc.html).toContain('src="data:image/svg+xml,x"');
    expect(doc.links.map((l) => l.url)).toEqual(['./other.md#x']);
  });
});

describe('raw HTML in markdown', () => {
  it('removes the attribute, at its own line and column', () => {
    const doc = parse('Some <a href="javascript:alert(1)">inline</a> HTML.\n\n<div>\n  <iframe src="data:text/html,<script>alert(1)</script>"></iframe>\n  <svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>\n</div>\n\n<form><button formaction="javascript:alert(1)">b</button></form>\n');
    expect(doc.html).not.toMatch(/javascript|data:text/);
    expect(doc.html).toContain('<p>Some <a>inline</a> HTML.</p>');
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '1:9 unsafe href "javascript:alert(1)" removed from raw HTML: javascript: URLs run script',
      '4:11 unsafe src "data:text/html,<script>alert(1)</script>" removed from raw HTML: data:text/html URLs run script',
      '5:11 unsafe xlink:href "javascript:alert(1)" removed from raw HTML: javascript: URLs run script',
      '8:15 unsafe formaction "javascript:alert(1)" removed from raw HTML: javascript: URLs run script'
    ]);
  });

  it('counts the columns of HTML inside a block quote or list item from the line as written', () => {
    expect(found('> <div>\n> <a href="javascript:alert(1)">q</a>\n> </div>\n')).toEqual(['2:6 warning: unsafe href "javascript:alert(1)" removed from raw HTML: javascript: URLs run script']);
  });

  it('decodes character references in attribute values as the browser does', () => {
    const doc = parse('<a href="&#106;ava&#x09;script&colon;alert(1)">x</a>\n');
    expect(doc.html).toBe('<p><a>x</a></p>');
    expect(doc.diagnostics).toHaveLength(1);
  });

  it('reads the page as a whole: a tag one HTML block leaves open reads on into the next line', () => {
    // The comment ends the HTML block on its line; the tight list item's next line continues the <a> tag.
    const doc = parse('- <!-- --><a href="javascript\n  :alert(1)">x</a>\n');
    expect(doc.html).not.toContain('javascript');
    expect(found('- <!-- --><a href="javascript\n  :alert(1)">x</a>\n')).toEqual(['1:3 warning: unsafe href "javascript\\n:alert(1)" removed from raw HTML: javascript: URLs run script']);
  });

  it('shows HTML too tangled to check as text', () => {
    const doc = parse(`<div>${'<a x="'.repeat(3000)}\n`);
    expect(doc.html.startsWith('&lt;div>&lt;a x="&lt;a x="')).toBe(true);
    expect(found(`<div>${'<a x="'.repeat(3000)}\n`)).toEqual(['1:1 warning: raw HTML shown as text: its tags nest inside one another too deeply to check their URLs']);
  });

  it('leaves safe HTML as it is', () => {
    const md = '<div class="x"><a href="https://example.com" title="javascript: the good parts">x</a><img src="/img/a.png" alt=""></div>\n\n<!-- truncate -->\n';
    expect(parse(md).html).toBe('<div class="x"><a href="https://example.com" title="javascript: the good parts">x</a><img src="/img/a.png" alt=""></div>\n<!-- truncate -->');
    expect(found(md)).toEqual([]);
  });
});
