// markdown.codeTabs: fences side by side whose meta has `tab` -> one tab list (spans, labels, sync), in markdown and MDX
// pages alike; what cannot be a tab list said at its fence; the option validated and resolved; Docusaurus's
// docusaurus-remark-plugin-tab-blocks read into it by the adapter, stood in for or installed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { DEFAULT_MAGIC_COMMENTS } from '../../../src/markdown/magic-comments.js';
import { validate } from '../../../src/config/schema.js';
import { resolveConfig } from '../../../src/config/resolve.js';
import { mapConfig } from '../../../src/adapters/docusaurus/map.js';
import type { MarkdownOptions } from '../../../src/types.js';

let h: Highlighter;
beforeAll(async () => {
  h = await getHighlighter();
});
const DEFAULTS = resolveConfig('/site', null, { markdown: { codeTabs: true } }).markdown.codeTabs!;
const parse = (text: string, file = 'a/page.md', codeTabs: MarkdownOptions['codeTabs'] | null = DEFAULTS) => parseDoc({ path: file, text }, h, { markdown: { magicComments: DEFAULT_MAGIC_COMMENTS, ...(codeTabs ? { codeTabs } : {}) } });
const text = (html: string) => html.replace(/<[^>]+>/g, '');
/** Each tab list's group and tabs (value, label) and, per panel, its blocks' titles and code. */
const tabs = (html: string) =>
  html
    .split('<div class="tabs"')
    .slice(1)
    // Up to the end of the list: its last block's, panel's and list's ends.
    .map((part) => (part.includes('</pre></div></div></div>') ? part.slice(0, part.indexOf('</pre></div></div></div>') + 6) : part))
    .map((part) => ({
      group: /^[^>]*data-group-id="([^"]*)"/.exec(part)?.[1],
      tabs: [...part.split('</div>')[0].matchAll(/data-value="([^"]+)">([^<]+)</g)].map((t) => `${t[1]} ${t[2]}`),
      panels: part
        .split('role="tabpanel"')
        .slice(1)
        .map((p) => [...p.matchAll(/(?:<div class="code-title">([^<]*)<\/div>[^]*?)?<pre[^>]*>(.*?)<\/pre>/g)].map((b) => `${b[1] ? `${b[1]}: ` : ''}${text(b[2])}`))
    }));

const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\`\n`;

describe('tab fences (markdown.codeTabs)', () => {
  it('side by side are one tab list, labelled by language, in step across the page; a fence without tab ends the run', () => {
    const doc = parse(`# Use\n\n${fence('js tab', 'run(1);')}\n${fence('ts tab', 'run(1 as number);')}\n${fence('rust tab', 'run(1);')}\n${fence('js', 'after();')}`);
    expect(doc.diagnostics).toEqual([]);
    expect(tabs(doc.html)).toEqual([{ group: 'code-examples', tabs: ['js JavaScript', 'ts TypeScript', 'rust rust'], panels: [['run(1);'], ['run(1 as number);'], ['run(1);']] }]);
    // The block after the run is code, outside the tab list.
    expect(text(doc.html.slice(doc.html.lastIndexOf('</div></div>')))).toContain('after();');
  });

  it('span the next fences, keep their titles, and take a label of their own; in an MDX page after its own tabs, in a list item too', () => {
    const page = `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs><TabItem value="a">A</TabItem></Tabs>\n\n${fence('js tab={"span":2} title="a.js"', 'a();')}\n${fence('js title="a.test.js"', 'test(a);')}\n${fence('ts tab={"span": 2, "label": "Type Script"} title="a.ts"', 'a(1);')}\n${fence('ts title="a.test.ts"', 'test(a);')}\n- step:\n\n  ${fence('sh tab', 'x').replace(/\n(?=.)/g, '\n  ')}`;
    const doc = parse(page, 'a/page.mdx');
    expect(doc.diagnostics).toEqual([]);
    expect(tabs(doc.html)).toEqual([
      { group: undefined, tabs: ['a a'], panels: [[]] },
      { group: 'code-examples', tabs: ['js JavaScript', 'type-script Type Script'], panels: [['a.js: a();', 'a.test.js: test(a);'], ['a.ts: a(1);', 'a.test.ts: test(a);']] },
      { group: 'code-examples', tabs: ['sh sh'], panels: [['x']] }
    ]);
    // The tab options are not part of the code block's meta.
    expect(doc.html).not.toMatch(/&quot;span|"span"/);
  });

  it('follow the labels, sync and groupId given', () => {
    const doc = parse(`${fence('rust tab', 'a')}\n${fence('toml tab', 'b')}`, 'a/page.md', { labels: { ...DEFAULTS.labels, rust: 'Rust' }, sync: false, groupId: 'x' });
    expect(tabs(doc.html)).toEqual([{ group: undefined, tabs: ['rust Rust', 'toml toml'], panels: [['a'], ['b']] }]);
    expect(tabs(parse(fence('rust tab', 'a'), 'a/page.md', { ...DEFAULTS, groupId: 'langs' }).html)[0].group).toBe('langs');
  });

  it('say at the fence what cannot be a tab list: options that are not JSON, two tabs of one value; those stay code', () => {
    const bad = parse(`${fence('js tab={span:2}', 'a')}\n${fence('ts tab', 'b')}`);
    expect(bad.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity}: ${d.message}`)).toEqual(['1:1 warning: the fence\'s tab options {span:2}… are not a JSON object: it is one tab of one block']);
    expect(tabs(bad.html)[0].tabs).toEqual(['js JavaScript', 'ts TypeScript']);
    const twice = parse(`${fence('js tab', 'a')}\n${fence('js tab', 'b')}`);
    expect(twice.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['1:1 two tabs of these code blocks have the value "js": they are shown as code blocks, not as tabs']);
    expect(tabs(twice.html)).toEqual([]);
    expect(text(twice.html)).toMatch(/a[^]*b/);
  });

  it('stay code without the option; a "tab" in a title is not the marker', () => {
    expect(tabs(parse(`${fence('js tab', 'a')}\n${fence('ts tab', 'b')}`, 'a/page.md', null).html)).toEqual([]);
    expect(tabs(parse(fence('js title="tab"', 'a')).html)).toEqual([]);
  });
});

describe('the markdown.codeTabs option', () => {
  it('is true or { labels, sync, groupId }; resolves to the plugin\'s defaults, the labels given over them', () => {
    expect(validate({ markdown: { codeTabs: { labels: { py: 'Python' }, sync: false, groupId: 'g' } } })).toEqual([]);
    expect(validate({ markdown: { codeTabs: { labels: [['py', 'Python']] } } })).toEqual([{ key: 'markdown.codeTabs.labels', message: expect.stringMatching(/^must be/) }]);
    expect(validate({ markdown: { codeTabs: 'yes' } })).toEqual([{ key: 'markdown.codeTabs', message: 'must be true, or { labels, sync, groupId }, got string "yes"' }]);
    expect(DEFAULTS).toEqual({ labels: { js: 'JavaScript', ts: 'TypeScript' }, sync: true, groupId: 'code-examples' });
    expect(resolveConfig('/site', null, { markdown: { codeTabs: { labels: { js: 'JS' }, sync: false } } }).markdown.codeTabs).toEqual({ labels: { js: 'JS', ts: 'TypeScript' }, sync: false, groupId: 'code-examples' });
    expect('codeTabs' in resolveConfig('/site', null, { markdown: { codeTabs: false } }).markdown).toBe(false);
  });
});

describe('docusaurus-remark-plugin-tab-blocks in a config', () => {
  it('is read into markdown.codeTabs with its options, stood in for or installed (known by identity, as its default export)', () => {
    const stub = new Proxy(function () {}, { get: (_, k) => (k === Symbol.for('docgen.stubPackage') ? 'docusaurus-remark-plugin-tab-blocks' : undefined) });
    const missing = mapConfig({ title: 'T', presets: [['classic', { docs: { remarkPlugins: [[stub, { labels: [['py', 'Python'], 'bad'], sync: false }]] } }]] }, '/site');
    expect(missing.user.markdown).toEqual({ githubAlerts: false, format: 'mdx', codeTabs: { labels: { py: 'Python' }, sync: false } });
    expect([missing.ignored, validate(missing.user)]).toEqual([[], []]);
    const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-code-tabs-'));
    try {
      const dir = path.join(root, 'node_modules/docusaurus-remark-plugin-tab-blocks');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), '{"name":"docusaurus-remark-plugin-tab-blocks","main":"index.js"}');
      writeFileSync(path.join(dir, 'index.js'), 'function plugin() { return () => {}; }\nexports.default = plugin;\n');
      const installed = (createRequire(import.meta.url)(path.join(dir, 'index.js')) as { default: () => void }).default;
      const m = mapConfig({ title: 'T', presets: [['classic', { blog: { remarkPlugins: [installed] } }]] }, root);
      expect([m.user.markdown, m.ignored]).toEqual([{ githubAlerts: false, format: 'mdx', codeTabs: {} }, []]);
      expect(resolveConfig('/site', null, m.user).markdown.codeTabs).toEqual(DEFAULTS);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
