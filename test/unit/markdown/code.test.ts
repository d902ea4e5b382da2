// Code blocks through the whole parse: highlighted lines, line numbers, magic comments, lazily loaded languages, warnings, search text.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDocLoading } from '../../../src/markdown/parse.js';
import { createBareHighlighter, getBareHighlighter, getHighlighter, shikiHtml, shikiLanguage } from '../../../src/markdown/code.js';
import { hashSource } from '../../../src/markdown/doc.js';
import type { MarkdownOptions } from '../../../src/types.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getBareHighlighter();
});
/** The page parsed, its languages loaded first. */
const parse = (text: string, markdown?: MarkdownOptions) => parseDocLoading({ path: 'a/page.md', text }, h, undefined, markdown);

/** What a reader copies: the `<code>`'s text (the copy button takes its textContent). */
const codeText = (html: string) =>
  [...html.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
/** The classes of each line span of the first block. */
const lineClasses = (html: string) => [...html.matchAll(/<span class="line([^"]*)">/g)].map((m) => m[1].trim());

describe('highlighted lines and line numbers', () => {
  it('highlights the lines of a {1,3-4} range, with the title in any order', async () => {
    for (const meta of ['{1,3-4} title="a.ts"', 'title="a.ts" {1,3-4}']) {
      const doc = await parse(`\`\`\`ts ${meta}\nconst a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;\n\`\`\``);
      expect(doc.html).toContain('<div class="code-title">a.ts</div>');
      expect(lineClasses(doc.html)).toEqual(['code-highlighted-line', '', 'code-highlighted-line', 'code-highlighted-line', '']);
      expect(codeText(doc.html)).toEqual(['const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;']);
      expect(doc.diagnostics).toEqual([]);
    }
  });

  it('numbers lines with a CSS counter from showLineNumbers=N, so the numbers are not in the text', async () => {
    const doc = await parse('```rust showLineNumbers=98\nfn a() {}\nfn b() {}\nfn c() {}\n```');
    expect(doc.html).toContain('<code class="code-lines line-numbers" style="counter-reset:code-line 97;--line-digits:3">');
    expect(codeText(doc.html)).toEqual(['fn a() {}\nfn b() {}\nfn c() {}']);
    // The copy and wrap buttons' words are marks, filled in per locale (see i18n/marks.ts).
    expect((await parse('```text showLineNumbers\nx\n```')).html).toBe('<div class="code-block" data-lang="text"><button type="button" class="copy-button" aria-label="<!--docgen-label:theme.CodeBlock.copyButtonAriaLabel-->"><!--docgen-label:theme.CodeBlock.copy--></button><button type="button" class="wrap-button" aria-pressed="false" aria-label="<!--docgen-label:theme.CodeBlock.wordWrapToggle-->" title="<!--docgen-label:theme.CodeBlock.wordWrapToggle-->"></button><pre class="shiki" tabindex="0"><code class="code-lines line-numbers" style="counter-reset:code-line 0;--line-digits:1"><span class="line">x</span></code></pre></div>');
  });

  it('leaves a block with neither as it always was', async () => {
    expect((await parse('```ts\nlet a;\nlet b;\n```')).html).toContain('<pre class="shiki" tabindex="0"><code><span class="line"><span class="sh-keyword">let</span> a;</span>\n<span class="line">');
    expect((await parse('```\n<b>\n```')).html).toContain('<pre class="shiki" tabindex="0"><code>&lt;b&gt;</code></pre>');
  });
});

describe('the same code in several blocks', () => {
  it('is highlighted once per language, each block keeping its own lines, title and numbers', async () => {
    const code = 'const a = 1;\nconst b = 2;';
    const doc = await parse(['```ts {2}', code, '```', '', '```ts title="b.ts" showLineNumbers', code, '```', '', '```js', code, '```', '', '```ts', code, '```'].join('\n'));
    const blocks = doc.html.split('<div class="code-block"').slice(1);
    expect(lineClasses(blocks[0])).toEqual(['', 'code-highlighted-line']);
    expect(blocks[1]).toContain('<div class="code-title">b.ts</div>');
    expect(blocks[1]).toContain('line-numbers');
    expect(lineClasses(blocks[3])).toEqual(['', '']);
    expect(blocks[3]).not.toContain('line-numbers');
    // TypeScript and JavaScript mark the same words: the spans match, each made by its own grammar.
    expect(blocks[2]).toContain('data-lang="js"');
    expect(codeText(doc.html)).toEqual([code, code, code, code]);
  });
});

describe('magic comments in a page', () => {
  const text = ['Intro', '', '```python title="a.py"', 'import os', '# highlight-next-line', 'x = 1', '# highlight-start', 'y = 2', 'z = 3', '# highlight-end', '```'].join('\n');

  it('highlights their lines; the comments show neither in the block nor in what is copied or searched', async () => {
    const doc = await parse(text);
    expect(lineClasses(doc.html)).toEqual(['', 'code-highlighted-line', 'code-highlighted-line', 'code-highlighted-line']);
    expect(codeText(doc.html)).toEqual(['import os\nx = 1\ny = 2\nz = 3']);
    expect(doc.html).not.toContain('highlight-');
    expect(doc.sections[0].text).toContain('import os x = 1');
    expect(JSON.stringify(doc.sections)).not.toContain('highlight-');
  });

  it('uses the site\'s kinds instead of the default ones when it sets them', async () => {
    const markdown: MarkdownOptions = { magicComments: [{ className: 'err', line: 'error-next-line' }] };
    const doc = await parse('```js {2}\na\nb\n```\n\n```js\n// error-next-line\nc\n// highlight-next-line\nd\n```', markdown);
    // The range gives the first kind's class; the default comment is now plain code.
    expect(lineClasses(doc.html)).toEqual(['', 'err', 'err', '', '']);
    expect(codeText(doc.html)).toEqual(['a\nb', 'c\n// highlight-next-line\nd']);
    expect(hashSource({ path: 'a.md', text: 'x' }, markdown)).not.toBe(hashSource({ path: 'a.md', text: 'x' }));
  });

  it('warns, at the lines of the page, about unpaired comments, a range with comments, and a range with no kind to give', async () => {
    const doc = await parse(['# T', '', '- item', '', '  ```js', '  // highlight-start', '  a', '  ```', '', '```js {1}', '// highlight-next-line', 'b', '```'].join('\n'));
    expect(doc.diagnostics).toEqual([
      expect.objectContaining({ line: 6, column: 1, severity: 'warning', message: '"highlight-start" has no "highlight-end" after it' }),
      expect.objectContaining({ line: 10, column: 1, severity: 'warning', message: 'magic comments are shown as written in a block with a line range {…}' })
    ]);
    // As the comment says: the range's block keeps its comment line.
    expect(codeText(doc.html)[1]).toBe('// highlight-next-line\nb');
    const none = await parse('```js {1}\na\n```', { magicComments: [] });
    expect(none.diagnostics).toEqual([expect.objectContaining({ line: 1, severity: 'warning', message: 'a line range {…} is given, but there is no magic comment whose class to give those lines' })]);
    expect(lineClasses(none.html)).toEqual(['']);
  });

  it('reads no magic comments in a block without a language', async () => {
    expect(codeText((await parse('```\n// highlight-next-line\na\n```')).html)).toEqual(['// highlight-next-line\na']);
  });
});

describe('languages', () => {
  it('loads a grammar when a page first uses it: kotlin, graphql and others, by name or alias', async () => {
    const fresh = await createBareHighlighter();
    expect(fresh.getLoadedLanguages()).not.toContain('kotlin');
    const text = ['```kotlin', 'fun main() = println("hi")', '```', '', '```graphql', 'query { user(id: 1) { name } }', '```', '', '```kt', 'val x = 1', '```'].join('\n');
    const doc = await parseDocLoading({ path: 'a.md', text }, fresh);
    expect(fresh.getLoadedLanguages()).toEqual(expect.arrayContaining(['kotlin', 'graphql']));
    expect(doc.html).toContain('<span class="sh-keyword">fun</span>');
    expect(doc.html).toContain('<span class="sh-keyword">query</span>');
    expect(doc.html).toContain('<span class="sh-keyword">val</span>');
    expect(doc.diagnostics).toEqual([]);
    fresh.dispose();
  });

  it('knows Shiki\'s names and aliases, and keeps the names it always had', async () => {
    const want: Record<string, string> = {
      sh: 'shellscript', bash: 'shellscript', shell: 'shellscript', zsh: 'shellscript', console: 'shellscript',
      py: 'python', python: 'python', kt: 'kotlin', kotlin: 'kotlin', yml: 'yaml', jsx: 'jsx', tsx: 'tsx',
      graphql: 'graphql', gql: 'graphql', xml: 'xml', js: 'javascript', javascript: 'javascript', ts: 'typescript',
      md: 'markdown', rs: 'rust', json5: 'json', jsonc: 'json', Dockerfile: 'docker', 'C#': 'csharp', 'shell-session': 'shellsession', flow: 'javascript', gradle: 'groovy', golang: 'go',
      // Prism's names for grammars Shiki names otherwise (Docusaurus sites write them).
      sol: 'solidity', apacheconf: 'apache', jinja2: 'jinja', fortran: 'fortran-free-form', svg: 'xml', mathematica: 'wolfram'
    };
    for (const [name, id] of Object.entries(want)) expect(shikiLanguage(name), name).toBe(id);
    for (const name of [undefined, '', 'text', 'txt', 'plain', 'plaintext', 'foo']) expect(shikiLanguage(name), name).toBeUndefined();
  });

  it('colours an ansi block by its escape codes, which do not show', async () => {
    const doc = await parse('```ansi\n\u001b[31mred\u001b[0m plain\n```');
    expect(doc.html).toContain('<code><span class="line"><span class="sh-ansi-red">red</span> plain</span></code>');
    expect(doc.diagnostics).toEqual([]);
  });

  it('colours ANSI codes in each highlighter of a thread (each has a theme object of its own: Shiki changes the one it is given)', async () => {
    const made = [await getHighlighter(), await getBareHighlighter()];
    // A different block for each: the thread's memo of highlighted blocks must not answer for the second.
    expect(made.map((x, i) => shikiHtml(x, { code: `\u001b[31mred ${i}\u001b[0m`, lang: 'ansi' }))).toEqual([0, 1].map((i) => expect.stringContaining(`<span class="sh-ansi-red">red ${i}</span>`)));
  });

  it('shows an unknown language as plain text with a warning at its fence; plain text on purpose is silent', async () => {
    const doc = await parse('Para.\n\n> ```foo title="x"\n> <b>x</b>\n> ```\n\n```text\na\n```\n\n```txt\nb\n```\n\n```plain\nc\n```\n\n```\nd\n```');
    expect(doc.diagnostics).toEqual([
      { file: 'a/page.md', line: 3, column: 3, severity: 'warning', message: 'unknown code language "foo"', hint: expect.stringMatching(/plain text.*"text"/) }
    ]);
    expect(doc.html).toContain('<code>&lt;b&gt;x&lt;/b&gt;</code>');
  });

  it('says why when a fence starts with title= (its first word is read as the language): put a language first', async () => {
    const doc = await parse('```title="a.js"\nlet a;\n```');
    expect(doc.diagnostics).toEqual([
      expect.objectContaining({ line: 1, severity: 'warning', message: 'unknown code language "title="a.js"": the first word after the fence is its language, so this block has no title or options', hint: 'put a language first, such as ```text title="a.js" (Docusaurus shows this block without a title too)' })
    ]);
    expect(doc.html).not.toContain('code-title');
  });
});
