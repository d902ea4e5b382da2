// markdown.npm2yarn: a fence whose meta is `npm2yarn` -> tabs of its command for npm and each converter, in markdown
// and MDX pages alike; the option validated and resolved; Docusaurus's plugin read into it by the adapter.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
const parse = (text: string, file: string, npm2yarn: MarkdownOptions['npm2yarn']) => parseDoc({ path: file, text }, h, { markdown: { magicComments: DEFAULT_MAGIC_COMMENTS, ...(npm2yarn ? { npm2yarn } : {}) } });
/** Each tab list's group, tabs (id, value, label) and, per panel, its code's text. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const tabs = (html: string) =>
  html
    .split('<div class="tabs"')
    .slice(1)
    .map((part) => {
      const list = [...part.split('</div>')[0].matchAll(/id="(tab-[\d.]+)"[^>]*data-value="([^"]+)">([^<]+)</g)].map((t) => `${t[1]} ${t[2]} ${t[3]}`);
      return { group: /^[^>]*data-group-id="([^"]*)"/.exec(part)?.[1], tabs: list, code: [...part.matchAll(/<pre[^>]*>(.*?)<\/pre>/g)].slice(0, list.length).map((p) => text(p[1])) };
    });

describe('npm2yarn fences (markdown.npm2yarn)', () => {
  const fence = '```bash npm2yarn\nnpm install --save-dev jest\n```\n';

  it('are tabs of the command for npm, Yarn, pnpm and Bun in a markdown page, also in a list; other fences stay code', () => {
    const doc = parse(`# Install\n\n${fence}\n- then:\n\n  \`\`\`bash npm2yarn\n  npm run build\n  \`\`\`\n\n\`\`\`bash title="npm2yarn"\nnpm test\n\`\`\`\n`, 'a/page.md', { sync: false, converters: ['yarn', 'pnpm', 'bun'] });
    expect(doc.diagnostics).toEqual([]);
    expect(tabs(doc.html)).toEqual([
      { group: undefined, tabs: ['tab-1.0 npm npm', 'tab-1.1 yarn Yarn', 'tab-1.2 pnpm pnpm', 'tab-1.3 bun Bun'], code: ['npm install --save-dev jest', 'yarn add --dev jest', 'pnpm add --save-dev jest', 'bun add --dev jest'] },
      { group: undefined, tabs: ['tab-2.0 npm npm', 'tab-2.1 yarn Yarn', 'tab-2.2 pnpm pnpm', 'tab-2.3 bun Bun'], code: ['npm run build', 'yarn build', 'pnpm run build', 'bun run build'] }
    ]);
    // Highlighted as the fence's language, each with the copy button of any code block.
    expect(doc.html).toContain('<div class="code-block" data-lang="bash"><button type="button" class="copy-button"');
    expect(doc.html).toContain('<span class="sh-function">yarn</span>');
    expect(doc.html.match(/<pre/g)).toHaveLength(9);
    // The fence's meta was only the marker: a title that mentions it is a title.
    expect(doc.html).toContain('npm2yarn</div>');
  });

  it('follow an MDX page\'s own tabs in its numbering, with the converters and sync given', () => {
    const page = `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs><TabItem value="a">A</TabItem><TabItem value="b">B</TabItem></Tabs>\n\n${fence}`;
    const doc = parse(page, 'a/page.mdx', { sync: true, converters: ['pnpm'] });
    expect(doc.diagnostics).toEqual([]);
    expect(tabs(doc.html)).toEqual([
      { group: undefined, tabs: ['tab-1.0 a a', 'tab-1.1 b b'], code: [] },
      { group: 'npm2yarn', tabs: ['tab-2.0 npm npm', 'tab-2.1 pnpm pnpm'], code: ['npm install --save-dev jest', 'pnpm add --save-dev jest'] }
    ]);
  });

  it('stay code without the option', () => {
    const doc = parse(fence, 'a/page.md', undefined);
    expect(tabs(doc.html)).toEqual([]);
    expect(text(doc.html)).toContain('npm install --save-dev jest');
  });
});

describe('the markdown.npm2yarn option', () => {
  it('is true or { sync, converters }; a converter is yarn, pnpm or bun', () => {
    expect(validate({ markdown: { npm2yarn: true } })).toEqual([]);
    expect(validate({ markdown: { npm2yarn: { sync: true, converters: ['bun'] } } })).toEqual([]);
    expect(validate({ markdown: { npm2yarn: { converters: ['deno'] } } })).toEqual([{ key: 'markdown.npm2yarn.converters[0]', message: 'must be one of "yarn", "pnpm", "bun", got string "deno"' }]);
    expect(validate({ markdown: { npm2yarn: 'yes' } })).toEqual([{ key: 'markdown.npm2yarn', message: 'must be true, or { sync, converters }, got string "yes"' }]);
  });

  it('resolves to Docusaurus\'s defaults, each converter once; off leaves the pages\' cache keys as they were', () => {
    expect(resolveConfig('/site', null, { markdown: { npm2yarn: true } }).markdown.npm2yarn).toEqual({ sync: false, converters: ['yarn', 'pnpm', 'bun'] });
    expect(resolveConfig('/site', null, { markdown: { npm2yarn: { sync: true, converters: ['pnpm', 'yarn', 'pnpm'] } } }).markdown.npm2yarn).toEqual({ sync: true, converters: ['pnpm', 'yarn'] });
    expect('npm2yarn' in resolveConfig('/site', null, { markdown: { npm2yarn: false } }).markdown).toBe(false);
  });
});

describe('Docusaurus\'s remark-plugin-npm2yarn in a config', () => {
  it('is read into markdown.npm2yarn with its options, stood in for or installed (known by identity: it is a function named plugin)', () => {
    const stub = new Proxy(function () {}, { get: (_, k) => (k === Symbol.for('docgen.stubPackage') ? '@docusaurus/remark-plugin-npm2yarn' : undefined) });
    const missing = mapConfig({ title: 'T', presets: [['classic', { docs: { remarkPlugins: [[stub, { sync: true, converters: ['yarn', ['deno', (c: string) => c]] }]] } }]] }, '/site');
    expect(missing.user.markdown).toEqual({ githubAlerts: false, format: 'mdx', npm2yarn: { sync: true, converters: ['yarn'] } });
    expect(missing.ignored).toEqual([{ key: 'docs.remarkPlugins (npm2yarn deno)', why: 'a converter that is a function is not run by docgen; give "yarn", "pnpm" or "bun"' }]);
    expect(validate(missing.user)).toEqual([]);
    const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-npm2yarn-'));
    try {
      const dir = path.join(root, 'node_modules/@docusaurus/remark-plugin-npm2yarn');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), '{"name":"@docusaurus/remark-plugin-npm2yarn","main":"index.js"}');
      writeFileSync(path.join(dir, 'index.js'), 'const plugin = () => () => {};\nmodule.exports = plugin;\n');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const installed = require(path.join(dir, 'index.js')) as () => void;
      const other = () => () => {};
      const m = mapConfig({ title: 'T', presets: [['classic', { pages: { remarkPlugins: [installed, other] } }]] }, root);
      // Another plugin is run as it is (site-plugins.ts).
      expect(m.user.markdown).toEqual({ githubAlerts: false, format: 'mdx', npm2yarn: {}, remarkPlugins: [other] });
      expect(m.ignored).toEqual([]);
      expect(resolveConfig('/site', null, m.user).markdown.npm2yarn).toEqual({ sync: false, converters: ['yarn', 'pnpm', 'bun'] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
