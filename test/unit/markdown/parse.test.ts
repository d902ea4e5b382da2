import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc, parseDocLoading } from '../../../src/markdown/parse.js';
import { createBareHighlighter, getHighlighter } from '../../../src/markdown/code.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const parse = (text: string, path = 'a/page.md') => parseDoc({ path, text }, h);

describe('frontmatter', () => {
  it('reads the known fields', () => {
    const doc = parse('---\ntitle: State queries\nsidebar_label: Queries\ntags: [a, b]\ndraft: true\nsidebar_position: 3\n---\n\nBody');
    expect(doc.frontmatter).toMatchObject({ title: 'State queries', sidebar_label: 'Queries', tags: ['a', 'b'], draft: true, sidebar_position: 3 });
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toBe('<p>Body</p>');
  });

  it('reports invalid YAML with the file line', () => {
    const doc = parse('---\ntitle: ok\nbad: [unclosed\n---\n\nBody');
    expect(doc.diagnostics).toHaveLength(1);
    expect(doc.diagnostics[0]).toMatchObject({ file: 'a/page.md', severity: 'error' });
    expect(doc.diagnostics[0].message).toMatch(/^invalid frontmatter/);
    expect(doc.diagnostics[0].line).toBeGreaterThanOrEqual(3);
  });

  it('ends at a longer run of dashes, as gray-matter does, its rest a thematic break that begins the page', () => {
    // LitmusChaos's docs close their front matter with 34 dashes, and have a `---` rule further down the page.
    const text = '---\n\nid: extra\ntitle: Extra\n----------------------------------\n\nThis guide: `x`.\n\n---\n\n## More\n\n[bad](#nope)';
    const doc = parse(text);
    expect(doc.frontmatter).toMatchObject({ id: 'extra', title: 'Extra' });
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toMatch(/^<hr>\n?<p>This guide: <code>x<\/code>.<\/p>\n?<hr>/);
    expect(doc.headings.map((h) => [h.text, h.line])).toEqual([['More', 11]]);
    // Four dashes end it too, with nothing left over; a `--- x` line does not (it is YAML's document marker there).
    expect(parse('---\ntitle: Four\n----\nBody').html).toBe('<p>Body</p>');
    expect(parse('---\ntitle: T\n---\nBody\n\n-----').html).toBe('<p>Body</p>\n<hr>');
  });

  it('reports a wrong type on the line of its key', () => {
    const doc = parse('---\ntitle: ok\ndraft: maybe\n---\n');
    expect(doc.diagnostics[0]).toMatchObject({ line: 3, severity: 'error', message: 'invalid frontmatter: "draft" must be a boolean, got "maybe"' });
  });

  it('reports YAML that cannot become data (unknown, self-referring or exploding aliases) instead of throwing', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...'bcdefg'.split('').map((n, i) => `${n}: &${n} [${Array(10).fill(`*${'abcdef'[i]}`).join(', ')}]`)].join('\n');
    // The bomb is reported at the first key whose value alone expands too far (`c`, on line 4).
    for (const [yaml, message, line] of [
      ['title: *nope', /^invalid frontmatter: Unresolved alias/, 2],
      ['title: &x [*x]', /^invalid frontmatter: an alias refers to itself$/, 2],
      [bomb, /^invalid frontmatter: Excessive alias count/, 4]
    ] as const) {
      const doc = parse(`---\n${yaml}\n---\n\nBody`);
      expect(doc.diagnostics, yaml).toEqual([expect.objectContaining({ file: 'a/page.md', line, column: 1, severity: 'error', message: expect.stringMatching(message) })]);
      expect(() => JSON.stringify(doc)).not.toThrow();
    }
  });

  it('reports an unclosed frontmatter block', () => {
    expect(parse('---\ntitle: x\n\nno end').diagnostics[0].message).toMatch(/no closing/);
  });

  it('takes a leading h1 as the title and leaves it out of the body', () => {
    const doc = parse('# Big title\n\nText');
    expect(doc.h1).toBe('Big title');
    expect(doc.h1Html).toBeUndefined();
    expect(doc.html).not.toContain('<h1');
  });

  it('keeps the leading h1\'s inline markup, without its {#id}, and only safe kinds of it', () => {
    expect(parse('# The `config` *file* {#cfg}\n\nText')).toMatchObject({ h1: 'The config file', h1Html: 'The <code>config</code> <em>file</em>' });
    expect(parse('---\ntitle: T\n---\n\nThe Title\n=========\n\nText')).toMatchObject({ h1: 'The Title' });
    // A link or raw HTML in the title is shown as its text.
    expect(parse('# See [x](javascript:alert(1)) <img src=x onerror=alert(1)>\n').h1Html).toBeUndefined();
    expect(parse('# A < B & C\n').h1Html).toBeUndefined();
  });

  it('notes a body whose first heading is an h1 after other blocks (it shows its own title), but not after a rule or an h2', () => {
    expect(parse('Intro.\n\n# Late\n\n## Then').bodyTitle).toBe(true);
    expect(parse('> # Quoted\n\nText').bodyTitle).toBe(true);
    expect(parse('Intro.\n\n## First\n\n# Late').bodyTitle).toBeUndefined();
    expect(parse('Intro.\n\n---\n\n# Late').bodyTitle).toBeUndefined();
    expect(parse('# Lead\n\n# Second').bodyTitle).toBeUndefined();
  });
});

describe('headings', () => {
  it('gives GitHub slugs, -1 and -2 for repeats, and keeps custom ids', () => {
    const doc = parse('## Hello World\n\n## Hello World\n\n### Hello World\n\n### transferAllowDeath {#balances-transferallowdeath}\n\n#### Deep');
    expect(doc.headings.map((x) => [x.depth, x.id, x.text])).toEqual([
      [2, 'hello-world', 'Hello World'],
      [2, 'hello-world-1', 'Hello World'],
      [3, 'hello-world-2', 'Hello World'],
      [3, 'balances-transferallowdeath', 'transferAllowDeath'],
      [4, 'deep', 'Deep']
    ]);
    expect(doc.html).toContain('<h3 id="balances-transferallowdeath" class="anchor">transferAllowDeath<a class="hash-link" href="#balances-transferallowdeath">#</a></h3>');
  });

  it('keeps the heading\'s case in its id with markdown.anchors.maintainCase (anchorsMaintainCase), as Docusaurus', () => {
    const doc = parseDoc({ path: 'a/page.md', text: '## Command Log\n\n## Command Log\n\n### The `api.Query` Object {#Custom}' }, h, { markdown: { magicComments: [], anchorsMaintainCase: true } });
    expect(doc.headings.map((x) => x.id)).toEqual(['Command-Log', 'Command-Log-1', 'Custom']);
    expect(parse('## Command Log').headings[0].id).toBe('command-log');
  });

  // QuestDB's `prism.defaultLanguage: 'questdb-sql'`.
  it('highlights a fence that names no language as markdown.defaultCodeLanguage; one that names its own keeps it', async () => {
    const text = '```\nSELECT 1;\n```\n\n```text\nSELECT 2;\n```\n';
    const doc = await parseDocLoading({ path: 'a/page.md', text }, await createBareHighlighter(), undefined, { magicComments: [], defaultCodeLanguage: 'sql' });
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toMatch(/<div class="code-block" data-lang="sql">[^]*SELECT<\/span>/);
    expect(doc.html).toContain('data-lang="text"');
    expect(parse('```\nSELECT 1;\n```').html).not.toContain('data-lang');
  });

  it('slugs code and punctuation like GitHub', () => {
    expect(parse('## The `api.query` object & friends!').headings[0].id).toBe('the-apiquery-object--friends');
  });

  it("counts a doc's title in the ids, as Docusaurus gives ids before it takes the title out; a post's title does not count", () => {
    const text = '# Defining a Model\n\n## Concept\n\n## Defining a Model\n\nSee [it](#defining-a-model-1).';
    expect(parse(text).headings.map((x) => x.id)).toEqual(['concept', 'defining-a-model-1']);
    expect(parseDoc({ path: 'blog/post.md', text, post: true }, h).headings.map((x) => x.id)).toEqual(['concept', 'defining-a-model']);
    // A title with its own id leaves the slugs alone.
    expect(parse('# Defining a Model {#top}\n\n## Defining a Model').headings.map((x) => x.id)).toEqual(['defining-a-model']);
  });

  it('warns of duplicate custom ids, and not as a broken anchor: onBrokenAnchors: throw does not stop the build, as in Docusaurus', () => {
    const doc = parse('## A {#x}\n\n## B {#x}');
    expect(doc.diagnostics[0]).toMatchObject({ line: 3, severity: 'warning' });
    expect(doc.diagnostics[0].broken).toBeUndefined();
    expect(doc.diagnostics[0].message).toMatch(/duplicate heading id "#x"/);
  });
});

describe('links', () => {
  it('replaces internal links with placeholders and keeps their positions', () => {
    const doc = parse('Text\n\nSee [a](./other.md#x), [b](/api/start) and [c](https://example.com) or [d](#local).');
    expect(doc.links).toEqual([
      { url: './other.md#x', line: 3, column: 5 },
      { url: '/api/start', line: 3, column: 24 },
      { url: '#local', line: 3, column: 72 }
    ]);
    expect(doc.html).toContain('href="docgen-link:0"');
    expect(doc.html).toContain('href="https://example.com"');
  });

  it('replaces internal image sources with placeholders too, marking them as images; raw HTML is left as written', () => {
    const doc = parse('Text\n\n![A](./img/a.png "T") and ![B](https://example.com/b.png)\n\n<img src="./raw.png">');
    expect(doc.links).toEqual([{ url: './img/a.png', line: 3, column: 1, image: true }]);
    expect(doc.html).toContain('<img src="docgen-link:0" alt="A" title="T">');
    expect(doc.html).toContain('<img src="https://example.com/b.png" alt="B">');
    expect(doc.html).toContain('<img src="./raw.png">');
  });

  it('a definition only images use is an image; one a link uses is a link', () => {
    const doc = parse('![a][pic] and [b][page] and ![c][both] [d][both]\n\n[pic]: ./a.png\n[page]: ./b.md\n[both]: ./c.png');
    expect(doc.links.map((l) => [l.url, Boolean(l.image)])).toEqual([['./a.png', true], ['./b.md', false], ['./c.png', false]]);
  });

  // Dagger's `[See an example of a sample Jenkins Pipeline]:note`, meant as an admonition: no link on the page, so not checked.
  it('leaves out a definition no reference uses: it makes no link', () => {
    const doc = parse('See [a][used].\n\n[used]: ./a.md\n[unused]: ./gone.md\n\n- item\n\n  [Sample]:note\n');
    expect(doc.links.map((l) => l.url)).toEqual(['./a.md']);
  });

  it('leaves a pathname:// URL as written, without the prefix, unless that makes it run script; the browser loads such a link', () => {
    const doc = parse('[raw](pathname:///raw/page.html) ![img](pathname:///img/x.png) [bad](pathname://javascript:alert(1))');
    expect(doc.links).toEqual([]);
    // A target keeps the client router off it: the file is not one of the site's pages.
    expect(doc.html).toContain('<a href="/raw/page.html" target="_self">');
    expect(doc.html).toContain('src="/img/x.png"');
    expect(doc.html).toContain('href="pathname://javascript:alert(1)"');
  });

  it('does not treat prose with colons as directives', () => {
    expect(parse('Use T::AccountId at 10:30 with a:b.').html).toBe('<p>Use T::AccountId at 10:30 with a:b.</p>');
  });
});

describe('admonitions', () => {
  it('renders each kind with a default or custom title', () => {
    const doc = parse(':::warning[Do not reuse nonces]\nBody **bold**.\n:::\n\n:::tip\nA tip.\n:::');
    expect(doc.html).toContain('<div class="admonition admonition-warning" role="note"><div class="admonition-title">Do not reuse nonces</div>');
    expect(doc.html).toContain('<strong>bold</strong>');
    // A default title is the locale's word, filled in when each locale's page is made.
    expect(doc.html).toContain('<div class="admonition-title"><!--docgen-label:theme.admonition.tip--></div>');
  });

  it('warns about unknown kinds', () => {
    const doc = parse(':::shout\nHey\n:::');
    expect(doc.diagnostics[0]).toMatchObject({ line: 1, severity: 'warning', message: 'unknown admonition ":::shout"' });
  });
});

describe('code blocks', () => {
  it('highlights at build time with a title and a copy button', () => {
    const doc = parse('```ts title="example.ts"\nconst a: number = 1;\n```');
    expect(doc.html).toContain('<div class="code-title">example.ts</div>');
    expect(doc.html).toContain('class="copy-button"');
    expect(doc.html).toContain('<span class="sh-keyword">const</span>');
    expect(doc.html).toContain('<span class="sh-constant">number</span>');
  });

  it.each(['js', 'ts', 'json', 'bash', 'rust'])('highlights %s', (lang) => {
    expect(parse(`\`\`\`${lang}\nfn main() { let x = "s"; }\n\`\`\``).html).toMatch(/<span class="sh-(keyword|string|function|constant)">/);
  });

  it('loads the languages of the code blocks a page has, wherever they sit, before highlighting them', async () => {
    // A highlighter of its own: the thread's may have loaded vue for a file before this one.
    const bare = await createBareHighlighter();
    const text = [':::note', '', '- item', '', '  ```Vue', '  <template><b :a="x" /></template>', '  ```', '', '> ~~~yml', '> a: [1, 2]', '> ~~~', '', ':::', '', '```sh', 'echo "$A"', '```', '', '```weird', 'x', '```'].join('\n');
    expect(bare.getLoadedLanguages()).not.toContain('vue');
    const doc = await parseDocLoading({ path: 'a.md', text }, bare);
    expect(bare.getLoadedLanguages()).toEqual(expect.arrayContaining(['vue', 'yaml', 'bash']));
    expect(bare.getLoadedLanguages()).not.toContain('weird');
    expect(doc.diagnostics).toEqual([expect.objectContaining({ line: 19, severity: 'warning', message: 'unknown code language "weird"' })]);
    expect(doc.html).toBe(parse(text, 'a.md').html);
  });

  it('escapes unknown languages', () => {
    expect(parse('```weird\n<b>x</b>\n```').html).toContain('<pre class="shiki" tabindex="0"><code>&lt;b&gt;x&lt;/b&gt;</code></pre>');
  });
});

describe('GFM', () => {
  it('renders tables, task lists, strikethrough, autolinks and footnotes', () => {
    const doc = parse('| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ www.example.com\n\nNote[^1].\n\n[^1]: The note.');
    expect(doc.html).toContain('<table tabindex="0">');
    expect(doc.html).toContain('<input type="checkbox" checked disabled>');
    expect(doc.html).toContain('<del>old</del>');
    expect(doc.html).toContain('<a href="http://www.example.com">www.example.com</a>');
    expect(doc.html).toContain('data-footnote-ref');
  });
});
