// Admonitions as Docusaurus writers write them: every keyword it reads, the legacy title after the keyword,
// directive attributes ({#id .class title=…}) and the default title left as a mark for each locale to fill in.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { withLegacyTitles } from '../../../src/markdown/legacy-titles.js';
import { fillLabels } from '../../../src/i18n/marks.js';
import { ENGLISH, type TextId } from '../../../src/i18n/english.js';
import { resolveConfig } from '../../../src/config/resolve.js';
import { validate, type UserConfig } from '../../../src/config/schema.js';
import { loadConfig } from '../../../src/config/load.js';
import { ownAdmonitionTypes } from '../../../src/mdx/components.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const english = { t: (id: TextId) => ENGLISH[id] };
const parse = (text: string) => parseDoc({ path: 'a.md', text }, h);
/** The page's HTML as the default locale shows it. */
const html = (text: string) => fillLabels(parse(text).html, english);
const box = (style: string, title: string, body: string) => `<div class="admonition admonition-${style}" role="note"><div class="admonition-title">${title}</div><div class="admonition-content">\n<p>${body}</p>\n</div></div>`;

describe('admonitions', () => {
  it.each([
    ['secondary', 'note', 'Secondary'],
    ['important', 'info', 'Important'],
    ['success', 'tip', 'Success'],
    ['caution', 'caution', 'Caution']
  ])(':::%s is drawn as %s, with its own title', (name, style, title) => {
    const doc = parse(`:::${name}\n\nBody\n\n:::\n`);
    expect(doc.diagnostics).toEqual([]);
    expect(fillLabels(doc.html, english)).toBe(box(style, title, 'Body'));
  });

  it('leaves the default title as a mark that each locale fills in with its word', () => {
    const doc = parse(':::note\n\nBody\n\n:::\n');
    expect(doc.html).toContain('<div class="admonition-title"><!--docgen-label:theme.admonition.note--></div>');
    const french = { t: (id: TextId) => (id === 'theme.admonition.note' ? 'Remarque <b>&' : ENGLISH[id]) };
    // The word is text, escaped, whatever the translation holds.
    expect(fillLabels(doc.html, french)).toBe(box('note', 'Remarque &lt;b&gt;&amp;', 'Body'));
    expect(fillLabels(doc.html, english)).toBe(box('note', 'Note', 'Body'));
  });

  it('reads a title after the keyword as the label, as Docusaurus does', () => {
    expect(html(':::tip My *own* title\n\nBody\n\n:::\n')).toBe(box('tip', 'My <em>own</em> title', 'Body'));
    expect(html(':::warning  Brackets [x] stay\n\nB\n\n:::\n')).toBe(box('warning', 'Brackets [x] stay', 'B'));
    // The label form and a keyword alone are as before; a written title is never a mark.
    expect(parse(':::note[Label]\n\nB\n\n:::\n').html).toBe(box('note', 'Label', 'B'));
  });

  it('leaves fenced code, other directives and prose alone', () => {
    const text = '```md\n:::tip Not a title\n```\n\n:::unknown thing\n\nText with :::tip inside.\n';
    expect(withLegacyTitles(text)).toBe(text);
    expect(withLegacyTitles(':::tip A title\r\n')).toBe(':::tip[A title]\r\n');
  });
});

describe('admonition attributes', () => {
  it('puts the id and the classes on the box, after its own classes', () => {
    expect(html(':::note{#my-id .my-class}\n\nBody\n\n:::\n')).toBe('<div id="my-id" class="admonition admonition-note my-class" role="note"><div class="admonition-title">Note</div><div class="admonition-content">\n<p>Body</p>\n</div></div>');
    expect(html(':::info[Info title]{.bold .italic}\n\nB\n\n:::\n')).toBe('<div class="admonition admonition-info bold italic" role="note"><div class="admonition-title">Info title</div><div class="admonition-content">\n<p>B</p>\n</div></div>');
  });

  it('takes the last #id and every class, and drops any other attribute', () => {
    const out = html(':::info{.c1 #id1 .c2 #id2 hello=world onclick="alert(1)" style="background:url(javascript:alert(1))" class="c3"}\n\nB\n\n:::\n');
    expect(out).toBe('<div id="id2" class="admonition admonition-info c1 c2 c3" role="note"><div class="admonition-title">Info</div><div class="admonition-content">\n<p>B</p>\n</div></div>');
    expect(out).not.toMatch(/onclick|style|hello|alert/);
  });

  it('keeps what an id or a class holds inside its quoted value', () => {
    const out = html(':::tip{id="a&quot;><script>x</script>" class=\'"><img src=x onerror=alert(1)>\'}\n\nB\n\n:::\n');
    // A quote is escaped, so nothing ends the value early: the rest is text of the attribute.
    expect(out.slice(0, out.indexOf('<div class="admonition-title">'))).toBe('<div id="a&#34;><script>x</script>" class="admonition admonition-tip &#34;><img src=x onerror=alert(1)>" role="note">');
  });

  it('takes title="…" as the title (plain text, before the label); an empty one is no title', () => {
    expect(html(':::tip{title="Did you *know*?"}\n\nB\n\n:::\n')).toBe(box('tip', 'Did you *know*?', 'B'));
    expect(html(':::tip[Label]{title="Attribute"}\n\nB\n\n:::\n')).toBe(box('tip', 'Attribute', 'B'));
    expect(html(':::tip[Label]{title=""}\n\nB\n\n:::\n')).toBe(box('tip', 'Label', 'B'));
    expect(html(':::tip{title="<b>x</b>"}\n\nB\n\n:::\n')).toBe(box('tip', '&lt;b>x&lt;/b>', 'B'));
  });

  it('makes an id a link target of the page, and warns when two admonitions or a heading share one', () => {
    const doc = parse('## Setup\n\n:::note{#setup}\n\nA\n\n:::\n\n:::tip{#keep}\n\nB\n\n:::\n\nSee [it](#keep).\n');
    expect(doc.ids).toEqual(['setup', 'keep']);
    expect(doc.diagnostics).toEqual([expect.objectContaining({ line: 3, column: 1, severity: 'warning', message: 'duplicate id "#setup" (first used on line 1)' })]);
    expect(parse(':::note\n\nA\n\n:::\n').ids).toBeUndefined();
  });

  // A browser scrolls to any element's id: Babel's pages link to `<span id="polyfill-deprecated">` and `<Link id="x"/>`.
  it('takes any element\'s id in the body for a link target, not text in code', () => {
    const doc = parse('## Setup\n\n<span id="deprecated">As</span> of 7.4, <a id="a&amp;b" href="#deprecated">this</a>.\n\n```html\n<div id="in-code"></div>\n```\n\nWrite `id="inline"` too.\n');
    expect(doc.ids).toEqual(['deprecated', 'a&b']);
    const mdx = parseDoc({ path: 'a.mdx', text: "import Link from '@docusaurus/Link';\n\n# Title\n\n- <Link id=\"ast-bigint\"/> Use `bigint`.\n" }, h);
    expect(mdx.ids).toEqual(['ast-bigint']);
  });

  // A browser scrolls to `<a name="x">` for #x too (HTML's indicated part): jsdoc-to-markdown's API pages (Dyte's) link
  // to theirs. The anchor gets the name as its id, which the client router and the link check look up.
  it('gives an <a name> the name as its id, where no element has that id, in markdown and MDX', () => {
    const doc = parse("## Setup\n\n<a name=\"module_X+start\"></a>\n\n<a name='b&amp;c' href=\"#setup\">b</a> <a name=setup></a> <a id=\"own\" name=\"other\"></a>\n\n<a name=\"module_X+start\"></a>\n\n```html\n<a name=\"in-code\"></a>\n```\n");
    expect(doc.html).toContain('<a id="module_X+start" name="module_X+start"></a>');
    expect(doc.html).toContain('<a id="b&amp;c" name=\'b&amp;c\' href="#setup">b</a> <a name=setup></a> <a id="own" name="other"></a>');
    expect(doc.ids).toEqual(['module_X+start', 'b&c', 'own']);
    // The second anchor of a name is not the one the browser finds: it keeps no id.
    expect(doc.html.match(/id="module_X\+start"/g)).toHaveLength(1);
    const mdx = parseDoc({ path: 'a.mdx', text: '# Title\n\n<a name="module_Y"></a>\n\nSee [Y](#module_Y).\n' }, h);
    expect(mdx.html).toContain('<a id="module_Y" name="module_Y"></a>');
    expect(mdx.ids).toEqual(['module_Y']);
  });
});

describe('GitHub\'s alerts', () => {
  /** The page's HTML with the markdown options `markdown.githubAlerts` resolves to. */
  const alerts = (text: string, githubAlerts?: NonNullable<UserConfig['markdown']>['githubAlerts']) =>
    fillLabels(parseDoc({ path: 'a.md', text }, h, { markdown: resolveConfig('/site', null, { title: 'T', markdown: { githubAlerts } }).markdown }).html, english);

  it.each([
    ['NOTE', 'note', 'Note'],
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'info', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'caution', 'Caution']
  ])('> [!%s] is drawn as %s with its title, by default', (type, style, title) => {
    expect(alerts(`> [!${type}]\n> Body\n`)).toBe(box(style, title, 'Body'));
  });

  it('reads the type in any case, after a hard break, nested in a list, with several blocks or none', () => {
    expect(alerts('> [!note]\n> Body\n')).toBe(box('note', 'Note', 'Body'));
    expect(alerts('> [!TIP]  \n> Body\n')).toBe(box('tip', 'Tip', 'Body'));
    expect(alerts('> [!WARNING]\n> One *two*\n>\n> - three\n')).toBe(
      '<div class="admonition admonition-warning" role="note"><div class="admonition-title">Warning</div><div class="admonition-content">\n<p>One <em>two</em></p>\n<ul>\n<li>three</li>\n</ul>\n</div></div>'
    );
    expect(alerts('> [!NOTE]\n')).toBe('<div class="admonition admonition-note" role="note"><div class="admonition-title">Note</div><div class="admonition-content">\n</div></div>');
    expect(alerts('- item\n\n  > [!TIP]\n  > Body\n')).toContain(box('tip', 'Tip', 'Body'));
    // The search index and the TOC see the box's body as any admonition's.
    expect(alerts('> [!NOTE]\n> Body\n>\n> ## Inside\n')).toContain('<h2 id="inside" class="anchor">');
  });

  it('leaves a quote that only looks like one: the type not alone on its line, another type, later in the quote', () => {
    for (const text of ['> [!NOTE] Body\n', '> [!DANGER]\n> Body\n', '> Body\n> [!NOTE]\n', '> *[!NOTE]*\n> Body\n', '> [!NOTE]\n']) {
      const out = alerts(text, false);
      expect(out, text).toMatch(/^<blockquote>/);
      if (text !== '> [!NOTE]\n') expect(alerts(text), text).toMatch(/^<blockquote>/);
    }
  });

  it('draws each type as the keyword an object gives, and validates it', () => {
    expect(alerts('> [!IMPORTANT]\n> Body\n', { IMPORTANT: 'danger' })).toBe(box('danger', 'Danger', 'Body'));
    expect(alerts('> [!TIP]\n> Body\n', { IMPORTANT: 'danger' })).toBe(box('tip', 'Tip', 'Body'));
    expect(validate({ title: 'T', markdown: { githubAlerts: { IMPORTANT: 'danger', CAUTION: 'danger' } } })).toEqual([]);
    expect(validate({ title: 'T', markdown: { githubAlerts: { IMPORTANT: 'red' } } } as never)).toEqual([expect.objectContaining({ key: 'markdown.githubAlerts.IMPORTANT' })]);
    expect(validate({ title: 'T', markdown: { githubAlerts: { DANGER: 'danger' } } } as never)).toEqual([expect.objectContaining({ key: 'markdown.githubAlerts.DANGER' })]);
    expect(validate({ title: 'T', markdown: { githubAlerts: 'yes' } } as never)).toEqual([expect.objectContaining({ key: 'markdown.githubAlerts' })]);
  });
});

describe('the site\'s own keywords (markdown.admonitions)', () => {
  const withOptions = (text: string, user: NonNullable<UserConfig['markdown']>, path = 'a.md', aliases: Record<string, string> = {}) => {
    const markdown = resolveConfig('/site', null, { title: 'T', markdown: user, islands: { aliases } }).markdown;
    return parseDoc({ path, text }, h, { markdown });
  };
  const messages = (doc: ReturnType<typeof parse>) => doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`);

  it('adds keywords to docgen\'s own; one no component of the site draws is drawn as info, titled by its name, with a warning', () => {
    const doc = withOptions(':::premium\n\nBody\n\n:::\n\n:::tip\n\nTip\n\n:::\n\n:::premium[Gold]\n\nMore\n\n:::\n', { admonitions: { keywords: ['premium'] } });
    expect(fillLabels(doc.html, english)).toBe([box('info', 'premium', 'Body'), box('tip', 'Tip', 'Tip'), box('info', 'Gold', 'More')].join('\n'));
    expect(messages(doc)).toEqual(['1:1 warning admonition ":::premium" is drawn as info: no component of the site draws it', '13:1 warning admonition ":::premium" is drawn as info: no component of the site draws it']);
    expect(doc.diagnostics[0].hint).toContain('@theme/Admonition/Types');
    expect(doc.islands).toBeUndefined();
  });

  it('with extendDefaults false, takes the keywords alone; false: no `:::` block is an admonition', () => {
    const only = withOptions(':::premium\n\nA\n\n:::\n\n:::tip\n\nB\n\n:::\n', { admonitions: { keywords: ['premium'], extendDefaults: false } });
    expect(messages(only)).toEqual(['7:1 warning unknown admonition ":::tip"', '1:1 warning admonition ":::premium" is drawn as info: no component of the site draws it']);
    expect(only.diagnostics[0].hint).toBe('use premium, or add "tip" to the admonition keywords (markdown.admonitions.keywords; a Docusaurus site\'s docs plugin\'s admonitions.keywords)');
    const none = withOptions(':::note\n\nA\n\n:::\n', { admonitions: false });
    expect(messages(none)).toEqual(['1:1 warning unknown admonition ":::note"']);
    expect(none.diagnostics[0].hint).toBe('the site has no admonitions (markdown.admonitions is false)');
    // Docgen's own keywords, given again or in another order, are no option of the parse (its cache key stays the same).
    expect(resolveConfig('/site', null, { title: 'T', markdown: { admonitions: { keywords: ['tip', 'note'] } } }).markdown.admonitions).toBeUndefined();
    expect(resolveConfig('/site', null, { title: 'T', markdown: { admonitions: true } }).markdown.admonitions).toBeUndefined();
  });

  it('makes each one an island of the theme\'s Admonition where the site has its own @theme/Admonition/Types, in markdown and MDX', () => {
    const aliases = { '@theme/Admonition/Types': './src/theme/Admonition/Types' };
    const md = withOptions('Intro.\n\n::::premium[Gold *tier*]{.wide}\n\nFor **you**.\n\n:::tip\n\nInside.\n\n:::\n\n::::\n', { admonitions: { keywords: ['premium'] } }, 'a.md', aliases);
    expect(md.diagnostics).toEqual([]);
    expect(md.islands?.statements.map((s) => s.source)).toEqual(['import DocgenAdmonition from "@theme/Admonition";']);
    // The fallback's HTML goes between the opening and the closing tag.
    // The label's markdown reaches the component as elements (as MDX gives `:::premium[Gold *tier*]` its title).
    const open = '<DocgenAdmonition type={"premium"} title={<span dangerouslySetInnerHTML={{ __html: "Gold <em>tier</em>" }} />} className={"wide"}>';
    expect(md.islands?.items.map(({ name, jsx, line, column, children }) => ({ name, jsx, line, column, children }))).toEqual([
      { name: ':::premium', jsx: `${open}</DocgenAdmonition>`, line: 3, column: 1, children: [open.length, open.length] }
    ]);
    // Its content is the island's fallback (a docgen admonition inside it drawn as usual), and its children's HTML.
    expect(md.html).toMatch(/^<p>Intro\.<\/p>\n<div data-island="0"><!--island-fallback:0-->\n<p>For <strong>you<\/strong>\.<\/p>\n<div class="admonition admonition-tip" role="note">[^]*<\/div>\n<!--\/island-fallback:0--><\/div>$/);
    const mdx = withOptions('import Admonition from \'@theme/Admonition\';\n\n<Admonition type="premium" title="JSX">\n\nBody\n\n</Admonition>\n\n:::premium\n\nTwo\n\n:::\n', { admonitions: { keywords: ['premium'] } }, 'a.mdx', aliases);
    expect(mdx.diagnostics).toEqual([]);
    expect(mdx.islands?.items.map((i) => [i.name, i.jsx])).toEqual([[':::premium', '<DocgenAdmonition type={"premium"} title={"JSX"}></DocgenAdmonition>'], [':::premium', '<DocgenAdmonition type={"premium"}></DocgenAdmonition>']]);
    expect(mdx.islands?.statements.map((s) => s.source)).toContain('import DocgenAdmonition from "@theme/Admonition";');
    // In a site component's content: its content's HTML in the theme's Admonition, in that component's island.
    const inside = withOptions('import Box from \'./Box\';\n\n<Box>\n\nText.\n\n:::premium[Boxed]\n\nIn the box.\n\n:::\n\n</Box>\n', { admonitions: { keywords: ['premium'] } }, 'a.mdx', aliases);
    expect(inside.diagnostics).toEqual([]);
    expect(inside.islands?.items.map((i) => i.holes?.map((h) => h[3]))).toEqual([[undefined, '<DocgenAdmonition type={"premium"} title={"Boxed"}>']]);
    expect(inside.islands?.statements.map((s) => s.source)).toEqual(["import Box from './Box';", 'import DocgenAdmonition from "@theme/Admonition";']);
    expect(inside.html).toContain('<!--island-children:0:1-->\n<p>In the box.</p>\n<!--/island-children:0:1-->');
  });

  it('draws docgen\'s own keywords with the site\'s types where they are components of its own, not the theme\'s', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-types-'));
    try {
      mkdirSync(path.join(root, 'Type'));
      writeFileSync(path.join(root, 'Type/Success.js'), 'export default () => null;\n');
      // As Kitimi Universe's: the theme's Note kept, legacy keywords written in the module, its own Success file, a spread
      // of an object of its own; a later spread of the theme's types takes `tip` back.
      writeFileSync(path.join(root, 'types.js'), [
        "import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';",
        "import Note from '@theme/Admonition/Type/Note';",
        "import Success from './Type/Success';",
        "import Mine from '@theme/Admonition/Type/Mine';",
        'const Tip = () => null;',
        'function Warning() { return null; }',
        'const aliases = { warning: Warning, important: (props) => <Note title="important" {...props} /> };',
        'const early = { tip: Tip };',
        'export default { ...early, ...DefaultAdmonitionTypes, note: Note, success: Success, danger: Mine, info: DefaultAdmonitionTypes.info, ...aliases };'
      ].join('\n'));
      expect(ownAdmonitionTypes(path.join(root, 'types.js'), (spec) => spec === '@theme/Admonition/Type/Mine')).toEqual(['success', 'danger', 'warning', 'important']);
      writeFileSync(path.join(root, 'broken.js'), 'export default function Types() {}\n');
      expect(ownAdmonitionTypes(path.join(root, 'broken.js'), () => false)).toEqual([]);
      // Through the config: the site's types module (an islands alias) gives the parse those of docgen's keywords.
      writeFileSync(path.join(root, 'site.config.ts'), "export default { title: 'T', islands: { aliases: { '@theme/Admonition/Types': './types.js', '@theme/Admonition/Type/Mine': './Type/Success.js' } } };\n");
      const config = await loadConfig(root);
      expect(config.markdown.admonitionTypes).toEqual(['success', 'danger', 'warning', 'important']);
      const doc = parseDoc({ path: 'a.md', text: ':::danger\n\nMine.\n\n:::\n\n:::tip\n\nThe theme\'s.\n\n:::\n' }, h, { markdown: config.markdown });
      expect(doc.islands?.items.map((i) => i.jsx)).toEqual(['<DocgenAdmonition type={"danger"}></DocgenAdmonition>']);
      expect(doc.html).toContain('<div class="admonition admonition-tip" role="note">');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('validates the option', () => {
    expect(validate({ title: 'T', markdown: { admonitions: { keywords: ['premium', 'my-own_2'], extendDefaults: false } } })).toEqual([]);
    expect(validate({ title: 'T', markdown: { admonitions: { keywords: ['two words'] } } })).toEqual([expect.objectContaining({ key: 'markdown.admonitions.keywords[0]' })]);
    expect(validate({ title: 'T', markdown: { admonitions: { keywords: 'premium' } } } as never)).toEqual([expect.objectContaining({ key: 'markdown.admonitions.keywords' })]);
    expect(validate({ title: 'T', markdown: { admonitions: { tag: ':::' } } } as never)).toEqual([expect.objectContaining({ key: 'markdown.admonitions.tag' })]);
  });
});
