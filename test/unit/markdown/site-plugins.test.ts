import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import { visit } from 'unist-util-visit';
import { createHighlighter } from 'shiki';
import { Parser } from '../../../src/markdown/pool.js';
import { registerSitePlugins, type PluginEntry } from '../../../src/markdown/site-plugins.js';
import { loadConfig } from '../../../src/config/load.js';
import { DocgenError } from '../../../src/errors.js';
import type { MarkdownOptions } from '../../../src/types.js';

// The compiled worker (the global setup builds dist/): a site with plugins must not be sent to it.
const workerFile = path.resolve(import.meta.dirname, '../../../dist/worker.js');

let parser: Parser | undefined;
afterEach(async () => {
  await parser?.close();
  parser = undefined;
});

/** The key of the plugin lists registered. */
function keyOf(remark: PluginEntry[], rehype: PluginEntry[] = [], salt?: string): string {
  const registered = registerSitePlugins(remark, rehype, salt);
  if (!('key' in registered)) throw new Error(registered.why);
  return registered.key;
}
const markdown = (remark: PluginEntry[], rehype: PluginEntry[] = []): MarkdownOptions => ({ magicComments: [], sitePlugins: keyOf(remark, rehype) });

/**
 * A Docusaurus site in a temporary folder, removed after `use`: a `docs` folder, `files` (path -> text), and the docs
 * plugin's remarkPlugins, the files `plugins/<name>.js` of `remark` in order.
 */
async function pluginSite(files: Record<string, string>, remark: string[], use: (root: string) => Promise<void>): Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-site-plugins-'));
  try {
    mkdirSync(path.join(root, 'docs'));
    mkdirSync(path.join(root, 'plugins'));
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
    writeFileSync(path.join(root, 'docusaurus.config.js'), `module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: [${remark.map((name) => `require('./plugins/${name}')`).join(', ')}] } }]] };\n`);
    await use(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("the site's own remark and rehype plugins", () => {
  it('run on each page in order (synchronous, async and callback transformers), in the thread that registered them', async () => {
    const seen: unknown[] = [];
    // rushstack's cross-site links: `@lfx/` is another site's address.
    const crossSite = (options: { prefixes: Record<string, string> }) => (tree: Root, file: { data: { frontMatter?: unknown }; path: string }) => {
      seen.push({ first: tree.children[0].type, frontMatter: file.data.frontMatter, file: path.basename(file.path) });
      visit(tree, 'link', (node) => {
        for (const [prefix, url] of Object.entries(options.prefixes)) if (node.url.startsWith(`${prefix}/`)) node.url = url + node.url.slice(prefix.length);
      });
    };
    const later = () => async (tree: Root) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      visit(tree, 'text', (node) => void (node.value = node.value.replace('TODO', 'done')));
    };
    // A callback transformer that gives a new tree, of markdown parsed with its processor's parse (Redux Toolkit's
    // linkDocblocks parses the API's doc comments so).
    function replacing(this: { parse: (text: string) => Root }) {
      const added = this.parse('Added, *with* ~~GFM~~.').children;
      return (tree: Root, _file: unknown, next: (error: unknown, tree: Root) => void) => setTimeout(() => next(null, { ...tree, children: [...tree.children, ...added] }), 1);
    }
    // rushstack's headerless tables: an empty header row taken out of the HTML tree.
    const headerless = () => (tree: HastRoot) => {
      visit(tree, 'element', (node: Element) => {
        if (node.tagName === 'table') node.children = node.children.filter((c) => c.type !== 'element' || c.tagName !== 'thead');
      });
    };
    parser = new Parser(null, { workerFile, workers: 2, keepWorkers: true });
    const text = '---\ntitle: Front\n---\n# Title\n\nSee [the explorer](@lfx/pages/) and TODO.\n\n| | |\n| - | - |\n| a | b |\n';
    const [doc] = await parser.parseAll([{ path: 'a.md', text, abs: '/site/docs/a.md' }], { markdown: markdown([[crossSite, { prefixes: { '@lfx': 'https://lfx.example.com' } }], later, replacing], [headerless]) });
    expect(parser.stats).toMatchObject({ parsed: 1, workers: 0 });
    // The page's tree as read: its front matter taken off (given in file.data), its title heading still there.
    expect(seen).toEqual([{ first: 'heading', frontMatter: { title: 'Front' }, file: 'a.md' }]);
    expect(doc.h1).toBe('Title');
    // The link checker sees the plugin's URL (another site's, not checked), not `@lfx/pages/`.
    expect(doc.links).toEqual([]);
    expect(doc.html).toContain('<a href="https://lfx.example.com/pages/">the explorer</a> and done.');
    expect(doc.html).toContain('<p>Added, <em>with</em> <del>GFM</del>.</p>');
    expect(doc.html).toMatch(/<table tabindex="0">\s*<tbody>/);
    expect(doc.diagnostics).toEqual([]);
  });

  it("says what a plugin says at its place, fails the page a plugin throws on, and stops one that waits too long", async () => {
    const checker = () => (tree: Root, file: { message: (reason: string, place: unknown) => void }) => {
      visit(tree, 'link', (node) => {
        if (node.url.startsWith('@')) file.message(`unknown site "${node.url}"`, node);
      });
    };
    let strictRuns = 0;
    function strict() {
      return (tree: Root) => {
        strictRuns++;
        if (JSON.stringify(tree).includes('forbidden')) throw new Error('this word is not allowed');
      };
    }
    function waiting() {
      return (tree: Root) => (JSON.stringify(tree).includes('wait') ? new Promise(() => undefined) : undefined);
    }
    // 2 s: a page takes milliseconds; the waiting one never ends.
    parser = new Parser(null, { workers: 0, timeoutMs: 2000 });
    const docs = await parser.parseAll(
      [
        { path: 'a.md', text: 'Text.\n\nA [link](@nowhere/x).\n' },
        { path: 'b.md', text: 'A forbidden word.\n' },
        { path: 'c.md', text: 'Please wait.\n' },
        { path: 'd.md', text: 'After them.\n' }
      ],
      { markdown: markdown([checker, strict, waiting]) }
    );
    expect(docs[0].diagnostics).toEqual([{ file: 'a.md', line: 3, column: 3, severity: 'warning', message: 'checker: unknown site "@nowhere/x"' }]);
    expect(docs[1].diagnostics).toEqual([expect.objectContaining({ file: 'b.md', line: 1, column: 1, severity: 'error', message: 'the remark plugin strict failed on this page: this word is not allowed' })]);
    expect(docs[2].diagnostics).toEqual([expect.objectContaining({ file: 'c.md', severity: 'error', message: 'parsing took longer than 2 s, so it was stopped' })]);
    expect(docs[3].html).toBe('<p>After them.</p>');
    // The page a plugin failed on is parsed again by the next build; the others come from the cache.
    strictRuns = 0;
    const again = await parser.parseAll([{ path: 'a.md', text: 'Text.\n\nA [link](@nowhere/x).\n' }, { path: 'b.md', text: 'A forbidden word.\n' }], { markdown: markdown([checker, strict, waiting]) });
    expect(again[1].diagnostics[0].message).toMatch(/^the remark plugin strict failed/);
    expect([strictRuns, parser.stats.cached]).toEqual([1, 1]);
  });

  it("draws the HTML elements and docgen's components a plugin adds as MDX; what it cannot draw is said, its content shown", async () => {
    // remark-typescript-tools' kind: a fence turned into tabs of TypeScript and JavaScript, with an import of Tabs.
    const tabs = () => (tree: Root) => {
      const at = tree.children.findIndex((n) => n.type === 'code');
      const code = tree.children[at];
      const item = (value: string) => ({ type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [{ type: 'mdxJsxAttribute', name: 'value', value }], children: [{ ...code }] });
      tree.children.splice(at, 1, { type: 'mdxjsEsm', value: "import Tabs from '@theme/Tabs';" } as never, { type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: [item('ts'), item('js')] } as never);
      const paragraph = { type: 'paragraph', children: [{ type: 'text', value: 'Boxed.' }] };
      tree.children.push({ type: 'mdxJsxFlowElement', name: 'div', attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: 'note' }], children: [{ type: 'mdxJsxFlowElement', name: 'Sparkles', attributes: [], children: [paragraph] }] } as never);
    };
    parser = new Parser(null, { workers: 0 });
    const page = (name: string) => ({ path: name, text: 'Text <kbd>K</kbd>.\n\n```ts\nconst a = 1;\n```\n', abs: `/site/docs/${name}`, site: '/site' });
    const [mdx, md] = await parser.parseAll([page('a.mdx'), page('b.md')], { markdown: markdown([tabs]) });
    // The page's own <kbd> is drawn as before; the plugin's <div> and tab list too; its <Sparkles> gives its content.
    expect(mdx.html).toContain('<kbd>K</kbd>');
    expect(mdx.html).toContain('<div class="note"><p>Boxed.</p></div>');
    expect(mdx.html.match(/role="tab"/g)).toHaveLength(2);
    expect(mdx.html.match(/<pre/g)).toHaveLength(2);
    expect(mdx.html).not.toMatch(/Sparkles|TabItem|import/);
    expect(mdx.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', message: 'the remark plugin tabs added MDX (an import or export, <Sparkles>), which docgen cannot draw once it has read the page: what it holds is shown without it' })]);
    // A markdown page the same.
    expect(md.html).toBe(mdx.html);
  });

  // The EKS Workshop's `::yaml{file="…"}`: a leaf directive its plugin turns into the file's code block, in .md and .mdx.
  // Halo's docs: @shikijs/rehype in beforeDefaultRehypePlugins, its own theme and transformers on every block.
  it("gives a rehype highlighter each code block as pre > code.language-x with its meta; what it makes stays, in docgen's frame; a block it leaves is docgen's", async () => {
    const shiki = await createHighlighter({ themes: ['github-dark'], langs: ['js'] });
    const metas: unknown[] = [];
    const highlight = () => (tree: HastRoot) => {
      visit(tree, 'element', (node: Element, index, parent) => {
        const [code] = node.children as Element[];
        if (node.tagName !== 'pre' || code?.tagName !== 'code' || index === undefined || !parent) return;
        metas.push(code.data?.meta);
        if (!String(code.properties.className).includes('language-js')) return;
        const text = (code.children[0] as { value: string }).value.replace(/\n$/, '');
        parent.children.splice(index, 1, ...(shiki.codeToHast(text, { lang: 'js', theme: 'github-dark' }).children as Element[]));
      });
    };
    parser = new Parser(null, { workers: 0 });
    const text = '# Code\n\n```js title="a.js"\nconst a = 1;\n```\n\n```python\nprint(1)\n```\n\n- In a list:\n\n  ```js\n  let b;\n  ```\n';
    const [doc] = await parser.parseAll([{ path: 'a.md', text }], { markdown: markdown([], [highlight]) });
    const [plain] = await parser.parseAll([{ path: 'b.md', text }], { markdown: { magicComments: [] } });
    expect(metas).toEqual(['title="a.js"', undefined, undefined]);
    const blocks = doc.html.match(/<div class="code-block".*?<\/pre><\/div>/gs)!;
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toMatch(/^<div class="code-block" data-lang="js"><div class="code-title">a\.js<\/div><button type="button" class="copy-button" aria-label="[^"]+">.*?<\/button><pre class="shiki github-dark" style="background-color:#24292e;color:#e1e4e8" tabindex="0"><code><span class="line"><span style="color:#F97583">const<\/span>/);
    expect(blocks[2]).toContain('<pre class="shiki github-dark"');
    // The Python block, which the plugin left, is docgen's, as without the plugin.
    expect(blocks[1]).toBe(plain.html.match(/<div class="code-block".*?<\/pre><\/div>/gs)![1]);
    expect(doc.html).not.toContain('data-docgen-code');
    expect(doc.diagnostics).toEqual([]);
  });

  it('gives them leaf directives, as Docusaurus does: one a plugin handles is what it makes; one none handles is said, its label kept', async () => {
    const includeYaml = () => (tree: Root) => {
      visit(tree, 'leafDirective', (node, index, parent) => {
        if (node.name !== 'yaml' || !parent || index === undefined) return;
        parent.children[index] = { type: 'code', lang: 'yaml', value: `# ${node.attributes?.file}\nkind: Pod` };
      });
    };
    parser = new Parser(null, { workerFile, workers: 1 });
    const text = '# Lab\n\n::yaml{file="manifests/pod.yaml" paths="spec"}\n\n::required-time{minutes="30"}\n\n::note-line[Read **this** first]\n\nDone.\n';
    const docs = await parser.parseAll([{ path: 'a.md', text, abs: '/site/docs/a.md' }, { path: 'b.mdx', text, abs: '/site/docs/b.mdx' }], { markdown: markdown([includeYaml]) });
    for (const doc of docs) {
      expect(doc.html).toContain('<span class="line"><span class="sh-comment"># manifests/pod.yaml</span></span>');
      expect(doc.html).toContain('<p>Read <strong>this</strong> first</p>');
      expect(doc.html).not.toContain('required-time');
      expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['5:1 directive "::required-time" is handled by no plugin of the site: it is left out', '7:1 directive "::note-line" is handled by no plugin of the site: its label is shown in its place']);
    }
  });

  // The EKS Workshop's plugins: each bash block becomes <Terminal output="…base64…">, each included YAML file a <YamlFile>
  // whose child is a template literal made as a syntax tree; both its MDXComponents'.
  it("makes an island of an element of the site's MDXComponents a plugin adds, where it is JSX and literals, its markdown children given as their HTML; one with an attribute it cannot carry is said, its content shown", async () => {
    const terminal = () => (tree: Root) => {
      visit(tree, 'code', (node, index, parent) => {
        if (node.lang !== 'bash' || !parent || index === undefined) return;
        (parent.children as unknown[])[index] = { type: 'mdxJsxFlowElement', name: 'Terminal', attributes: [{ type: 'mdxJsxAttribute', name: 'output', value: Buffer.from(node.value).toString('base64') }, { type: 'mdxJsxAttribute', name: 'wrap', value: null }], children: [] };
      });
      const yaml = { type: 'mdxFlowExpression', data: { estree: { type: 'Program', body: [{ type: 'ExpressionStatement', expression: { type: 'TemplateLiteral', expressions: [], quasis: [{ type: 'TemplateElement', value: { raw: 'kind: Pod\\`\nimage: \\${IMAGE}', cooked: 'kind: Pod\\`\nimage: \\${IMAGE}' }, tail: true }] } }] } } };
      (tree.children as unknown[]).push(
        { type: 'mdxJsxFlowElement', name: 'div', attributes: [], children: [{ type: 'mdxJsxFlowElement', name: 'YamlFile', attributes: [{ type: 'mdxJsxAttribute', name: 'title', value: 'pod.yaml' }], children: [yaml] }] },
        { type: 'mdxJsxFlowElement', name: 'YamlAnnotation', attributes: [{ type: 'mdxJsxAttribute', name: 'sequence', value: '1' }], children: [{ type: 'paragraph', children: [{ type: 'text', value: 'The ' }, { type: 'strong', children: [{ type: 'text', value: 'kind' }] }, { type: 'text', value: '.' }] }] },
        { type: 'mdxJsxFlowElement', name: 'YamlAnnotation', attributes: [{ type: 'mdxJsxAttribute', name: 'sequence', value: { type: 'mdxJsxAttributeValueExpression', value: '' } }], children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Said.' }] }] }
      );
    };
    const components = Object.fromEntries(['Terminal', 'YamlFile', 'YamlAnnotation'].map((n) => [n, [{ source: `import ${n} from '/site/src/components/${n}';`, names: [n] }]]));
    parser = new Parser(null, { workerFile, workers: 1 });
    const text = '# Lab\n\n```bash\nkubectl get pods\n```\n';
    const docs = await parser.parseAll([{ path: 'a.md', text, abs: '/site/docs/a.md' }, { path: 'b.mdx', text, abs: '/site/docs/b.mdx' }], { markdown: { ...markdown([terminal]), components } });
    for (const doc of docs) {
      expect(doc.islands?.items.map((i) => [i.name, i.jsx])).toEqual([
        ['Terminal', `<Terminal output={${JSON.stringify(Buffer.from('kubectl get pods').toString('base64'))}} wrap />`],
        ['YamlFile', '<YamlFile title={"pod.yaml"}>{`kind: Pod\\`\nimage: \\${IMAGE}`}</YamlFile>'],
        ['YamlAnnotation', '<YamlAnnotation sequence={"1"}></YamlAnnotation>']
      ]);
      expect(doc.islands?.items[2].children).toEqual([31, 31]);
      expect(doc.islands?.statements.map((s) => s.source)).toEqual(["import Terminal from '/site/src/components/Terminal';", "import YamlFile from '/site/src/components/YamlFile';", "import YamlAnnotation from '/site/src/components/YamlAnnotation';"]);
      expect(doc.html).toContain('<div data-island="0"></div>');
      expect(doc.html).toContain('<div><div data-island="1"></div></div>');
      expect(doc.html).toMatch(/<div data-island="2"><!--island-fallback:2-->\s*<p>The <strong>kind<\/strong>\.<\/p>\s*<!--\/island-fallback:2--><\/div>/);
      expect(doc.html).toContain('<p>Said.</p>');
      expect(doc.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/added MDX \(<YamlAnnotation>\), which docgen cannot draw/)]);
    }
  });

  it('keys the parse by the plugins\' code, their options and the config\'s code', () => {
    const a = () => () => undefined;
    const b = () => () => 'other';
    expect(keyOf([a])).toBe(keyOf([a]));
    expect(keyOf([a])).not.toBe(keyOf([b]));
    expect(keyOf([[a, { x: 1 }]])).not.toBe(keyOf([[a, { x: 2 }]]));
    expect(keyOf([a])).not.toBe(keyOf([], [a]));
    expect(keyOf([a], [], 'one')).not.toBe(keyOf([a], [], 'two'));
  });

  it("takes a Docusaurus site's own plugin files, runs each on its content plugin's pages, and parses again when a file they import changes", async () => {
    const files = {
      'plugins/prefix.js': "module.exports = 'https://one.example.com/';\n",
      'plugins/links.js': "const prefix = require('./prefix');\nmodule.exports = function crossSite() {\n  return (tree) => {\n    const walk = (n) => { if (n.type === 'link' && n.url.startsWith('@lfx/')) n.url = prefix + n.url.slice(5); (n.children || []).forEach(walk); };\n    walk(tree);\n  };\n};\n"
    };
    await pluginSite(files, ['links'], async (root) => {
      mkdirSync(path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current'), { recursive: true });
      const page = (file: string) => ({ path: file, text: '# A\n\n[Other site](@lfx/)\n', abs: path.join(root, file) });
      const html = async () => {
        const config = await loadConfig(root);
        parser = new Parser(null, { workers: 0 });
        // A doc, its translation, a blog post (whose plugin lists the docs' plugin is not in), a component's markdown.
        const docs = await parser.parseAll([page('docs/a.md'), page('i18n/fr/docusaurus-plugin-content-docs/current/a.md'), page('blog/2024-01-01-p.md'), page('src/components/part.md')], { markdown: config.markdown });
        return { key: config.markdown.sitePlugins, html: docs[0].html, others: docs.slice(1).map((d) => d.html) };
      };
      const first = await html();
      expect(first.html).toBe('<p><a href="https://one.example.com/">Other site</a></p>');
      // (A link the plugin left is the site's own, resolved when pages are written.)
      expect(first.others).toEqual([first.html, '<p><a href="docgen-link:0">Other site</a></p>', '<p><a href="docgen-link:0">Other site</a></p>']);
      writeFileSync(path.join(root, 'plugins/prefix.js'), "module.exports = 'https://two.example.com/';\n");
      const second = await html();
      expect(second.key).not.toBe(first.key);
      expect(second.html).toBe('<p><a href="https://two.example.com/">Other site</a></p>');
    });
  });

  it("names the package a plugin made its nodes of when that package is not installed, and draws the rest of the page (typescript-eslint's rule docs)", async () => {
    // docgen stands in for the package so that the config loads; what the plugin makes of it is no markdown node.
    const files = {
      'plugins/notes.js': "const { fromMarkdown } = require('mdast-util-nowhere');\nmodule.exports = function notes() {\n  return (tree) => {\n    tree.children.push(fromMarkdown('A note.').children[0], { type: 'paragraph', children: [{ type: 'text', value: 'Kept.' }] });\n  };\n};\n",
      'plugins/after.js': "module.exports = function after() {\n  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Not reached.' }] }); };\n};\n"
    };
    await pluginSite(files, ['notes', 'after'], async (root) => {
      const config = await loadConfig(root);
      parser = new Parser(null, { workers: 0 });
      const [doc] = await parser.parseAll([{ path: 'docs/a.md', text: '# A\n\nText.\n', abs: path.join(root, 'docs/a.md') }], { markdown: config.markdown });
      expect(doc.diagnostics).toEqual([expect.objectContaining({ file: 'docs/a.md', severity: 'error', message: 'the remark plugin notes made a node that is no markdown on this page, out of the package "mdast-util-nowhere", which is not installed', hint: expect.stringContaining('install "mdast-util-nowhere" in the site\'s folder') })]);
      // The plugin after it does not run on the page (as after one that throws).
      expect(doc.html).toBe('<p>Text.</p>\n<p>Kept.</p>');
    });
  });

  it('refuses, at its place in site.config.ts, an entry that is no plugin, and a plugin that extends the syntax or throws', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-site-plugins-'));
    const failure = async (list: string) => {
      writeFileSync(path.join(root, 'site.config.ts'), `function gfm() {\n  this.data('micromarkExtensions', [{}]);\n}\nfunction picky(options) {\n  if (!options) throw new Error('options are required');\n  return () => undefined;\n}\nexport default {\n  title: 'T',\n  markdown: {\n    remarkPlugins: ${list}\n  }\n};\n`);
      return (await loadConfig(root).catch((e: unknown) => e)) as DocgenError;
    };
    try {
      const notPlugin = await failure("['remark-gfm']");
      expect(notPlugin.diagnostics[0]).toMatchObject({ file: expect.stringMatching(/site\.config\.ts$/), line: 11, severity: 'error', message: 'config "markdown.remarkPlugins[0]" must be a plugin (a function), or [plugin, options], got "remark-gfm"' });
      const syntax = await failure('[[picky, {}], gfm]');
      expect(syntax.diagnostics[0]).toMatchObject({ line: 11, message: 'config "markdown.remarkPlugins[1]" (gfm) extends markdown\'s syntax, which docgen\'s parser does not take' });
      const throws = await failure('[picky]');
      expect(throws.diagnostics[0]).toMatchObject({ line: 11, message: 'config "markdown.remarkPlugins[0]" (picky) threw when given its options: options are required' });
      writeFileSync(path.join(root, 'site.config.ts'), "export default { title: 'T', markdown: { rehypePlugins: [[() => () => undefined, { a: 1 }]] } };\n");
      expect((await loadConfig(root)).markdown.sitePlugins).toMatch(/^[0-9a-f]{16}$/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
