// MDX partials: an imported .md/.mdx file inlined where its element is, with its props; its own imports work; a
// missing or self-importing partial is an error at the element; a change to a partial is a change to the page.
// Values imported from the site's own modules, read at build time. Which files are MDX: markdown.format.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Highlighter } from 'shiki';
import { parseDoc } from '../../../src/markdown/parse.js';
import { getHighlighter } from '../../../src/markdown/code.js';
import { depsUnchanged, hashSource } from '../../../src/markdown/doc.js';
import { Parser } from '../../../src/markdown/pool.js';
import type { MarkdownOptions, SourceFile } from '../../../src/types.js';
import { tempDirs } from '../../setup/files.js';

const tempDir = tempDirs('docgen-partials-');

let h: Highlighter;
let site: string;
beforeAll(async () => {
  h = await getHighlighter();
  site = tempDir();
  mkdirSync(path.join(site, 'docs/guide'), { recursive: true });
  mkdirSync(path.join(site, 'src/partials'), { recursive: true });
  write('docs/guide/_intro.mdx', "---\ntitle: not the page's\n---\nimport Note from '@site/src/partials/_note.md';\n\n## Setting up {props.chain}\n\nConnect to **{props.chain}** on port {props.port}.\n\n<Note />\n");
  write('src/partials/_note.md', 'A note from a `.md` partial, read as CommonMark: <b>bold</b>.\n');
  write('docs/guide/_loop.mdx', "import Loop from './_loop.mdx';\n\n<Loop />\n");
});
const write = (rel: string, text: string) => writeFileSync(path.join(site, rel), text);
const file = (rel: string, text: string): SourceFile => ({ path: rel.replace(/^docs\//, ''), text, abs: path.join(site, rel), site });
const parse = (f: SourceFile, markdown?: MarkdownOptions) => parseDoc(f, h, { markdown });

describe('an MDX partial', () => {
  // Upbound's CLI reference imports `/cli/up.md`, which is static/cli/up.md: webpack's roots, as Docusaurus sets them.
  it('reads a partial named from the root in the static folder first, then in the site folder', () => {
    mkdirSync(path.join(site, 'static/cli'), { recursive: true });
    write('static/cli/up.md', 'The **up** command.\n');
    write('static/cli/both.md', 'From static.\n');
    write('both.md', 'From the site.\n');
    write('site-only.md', 'Only in the site folder.\n');
    const doc = parse(file('docs/guide/cli.mdx', "import Up from '/cli/up.md';\nimport Both from '/cli/both.md';\nimport SiteOnly from '/site-only.md';\n\n<Up />\n\n<Both />\n\n<SiteOnly />\n"));
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toBe('<p>The <strong>up</strong> command.</p>\n<p>From static.</p>\n<p>Only in the site folder.</p>');
  });

  it('is inlined where its element is, with the element\'s props, its own imports and headings, without its frontmatter', () => {
    const doc = parse(file('docs/guide/setup.mdx', "import Intro from './_intro.mdx';\n\n# Setup\n\n<Intro chain=\"Kusama\" port={9944} />\n\nAfter.\n"));
    expect(doc.html).toContain('<h2 id="setting-up-kusama" class="anchor">Setting up Kusama');
    expect(doc.html).toContain('<p>Connect to <strong>Kusama</strong> on port 9944.</p>');
    expect(doc.html).toContain('<p>A note from a <code>.md</code> partial, read as CommonMark: <b>bold</b>.</p>');
    expect(doc.html).not.toMatch(/import|not the page/);
    expect(doc.headings.map((x) => x.id)).toEqual(['setting-up-kusama']);
    expect(doc.frontmatter).toEqual({});
    expect(doc.diagnostics).toEqual([]);
    expect(doc.deps?.map((d) => path.relative(site, d.file)).sort()).toEqual(['docs/guide/_intro.mdx', 'src/partials/_note.md']);
  });

  it('keeps its links to files relative to itself, as Docusaurus does, and marks them with its file; links to routes stay as written', () => {
    mkdirSync(path.join(site, 'docs/guide/partials/img'), { recursive: true });
    write('docs/guide/partials/img/a.png', 'png');
    write('docs/guide/partials/manual.pdf', '%PDF');
    write('docs/guide/partials/_shots.mdx', '![A](./img/a.png) [doc](../other.md#x) [pdf](./manual.pdf) [route](./setup) [abs](/img/b.png) [site](@site/x.md) [ext](https://x.org/a.png) ![R][ref]\n\n<img src="img/a.png" />\n\n[ref]: ./img/a.png\n');
    const doc = parse(file('docs/guide/shots.mdx', "import Shots from './partials/_shots.mdx';\n\n<Shots />\n"));
    expect(doc.links.map((l) => [l.url, l.file, l.line])).toEqual([
      ['./partials/img/a.png', 'guide/partials/_shots.mdx', 1],
      ['./other.md#x', 'guide/partials/_shots.mdx', 1],
      ['./partials/manual.pdf', 'guide/partials/_shots.mdx', 1],
      ['./setup', 'guide/partials/_shots.mdx', 1],
      ['/img/b.png', 'guide/partials/_shots.mdx', 1],
      ['@site/x.md', 'guide/partials/_shots.mdx', 1],
      ['./partials/img/a.png', 'guide/partials/_shots.mdx', 3],
      ['./partials/img/a.png', 'guide/partials/_shots.mdx', 5]
    ]);
    // The page's own links are its own.
    expect(parse(file('docs/guide/own.mdx', '![A](./partials/img/a.png)\n')).links).toEqual([{ url: './partials/img/a.png', line: 1, column: 1, image: true }]);
  });

  it('leaves a page link written without ./ that is no file next to it as written, to be looked up in the content folders (Arbitrum\'s glossary)', () => {
    mkdirSync(path.join(site, 'docs/partials'), { recursive: true });
    write('docs/partials/near.md', '# Near\n');
    write('docs/partials/_glossary.mdx', '[far](guide/setup.mdx#x) [near](near.md) [up](../guide/setup.mdx)\n');
    const doc = parse(file('docs/intro/glossary.mdx', "import G from '../partials/_glossary.mdx';\n\n<G />\n"));
    expect(doc.links.map((l) => l.url)).toEqual(['guide/setup.mdx#x', '../partials/near.md', '../guide/setup.mdx']);
  });

  it('reads an admonition\'s title written after its keyword, as a page\'s (Arbitrum\'s `:::info RaaS providers` partial)', () => {
    write('docs/guide/_notice.mdx', ':::info Providers\n\nWork with a **provider**.\n\n:::\n');
    const doc = parse(file('docs/guide/notice.mdx', "import Notice from './_notice.mdx';\n\n<Notice />\n"));
    expect(doc.html).toContain('<div class="admonition-title">Providers</div>');
    expect(doc.html).not.toContain(':::');
  });

  it('that does not exist, or imports itself, is an error at the element; the rest of the page builds', () => {
    const doc = parse(file('docs/guide/broken.mdx', "import Gone from './_gone.mdx';\nimport Loop from './_loop.mdx';\n\nBefore.\n\n<Gone />\n\n<Loop />\n"));
    expect(doc.html).toContain('<p>Before.</p>');
    expect(doc.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      'guide/broken.mdx:6:1 error the partial "./_gone.mdx" imported as <Gone> does not exist (guide/_gone.mdx)',
      'guide/_loop.mdx:3:1 error the partial "./_loop.mdx" imports itself (broken.mdx → _loop.mdx → _loop.mdx)'
    ]);
  });

  it('makes the page parse again when it changes, and keys a page by its folder', async () => {
    write('docs/guide/_part.mdx', 'First text.\n');
    const page = file('docs/guide/uses.mdx', "import Part from './_part.mdx';\n\n<Part />\n");
    const parser = new Parser(null, { workers: 0 });
    const [before] = await parser.parseAll([page]);
    expect(before.html).toContain('First text.');
    expect(depsUnchanged(before)).toBe(true);
    write('docs/guide/_part.mdx', 'Second text.\n');
    expect(depsUnchanged(before)).toBe(false);
    const [after] = await parser.parseAll([page]);
    expect(after.html).toContain('Second text.');
    expect(hashSource({ ...page, abs: path.join(site, 'versioned_docs/version-1/guide/uses.mdx') })).not.toBe(hashSource(page));
    expect(hashSource({ ...file('docs/guide/plain.mdx', 'No imports.\n'), abs: '/elsewhere/plain.mdx' })).toBe(hashSource(file('docs/guide/plain.mdx', 'No imports.\n')));
  });
});

describe('markdown.format', () => {
  const md: SourceFile = { path: 'guide/page.md', text: "import X from './x';\n\nA {value}.\n\n    indented\n" };
  it('detect (the default) reads .md as CommonMark and .mdx as MDX', () => {
    expect(parse(md).html).toContain('<p>import X from \'./x\';</p>');
    expect(parse(md).html).toContain('<pre');
  });
  it('mdx reads every page as MDX, and md none', () => {
    const doc = parse(md, { magicComments: [], format: 'mdx' });
    expect(doc.html).not.toContain('import');
    expect(doc.html).not.toContain('<pre');
    expect(parse({ ...md, path: 'guide/page.mdx' }, { magicComments: [], format: 'md' }).html).toContain('import X');
  });
});

describe('values from the site\'s own modules', () => {
  it('are read at build time, with Docusaurus\'s build-time stand-ins; a module that cannot run is reported once', () => {
    mkdirSync(path.join(site, 'core'), { recursive: true });
    // The stand-in by the path of the module it names in Docusaurus's core too (Ory's hooks).
    write('core/Constants.ts', "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';\nimport Environment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';\nimport { suffix } from './suffix';\nexport const chains = [{ label: 'Polkadot', value: 'dot' }];\nexport const branch = () => (ExecutionEnvironment.canUseDOM || Environment.canUseDOM ? 'browser' : 'main') + suffix;\nexport default { port: 9944 };\n");
    write('core/suffix.js', "export const suffix = '-stable';\n");
    write('core/Broken.js', "import missing from 'not-installed-anywhere';\nexport const x = missing.x;\n");
    // A React hook (Ory's `useLatestTag`) is not called outside a component: React would print its misuse.
    write('core/hooks.js', "import { createContext, useContext } from 'react';\nconst Sdk = createContext('go');\nexport const useTag = () => { globalThis.__hookCalled = true; return 'v1'; };\nexport const sdkUrl = () => `https://sdk.example/${useContext(Sdk)}`;\nexport default { useTag };\n");
    const printed = vi.spyOn(console, 'error');
    const doc = parse(file('docs/guide/values.mdx', "import { chains, branch } from '@site/core/Constants';\nimport settings from '../../core/Constants';\nimport * as all from '@site/core/Constants';\nimport { x } from '@site/core/Broken';\nimport hooks, { sdkUrl, useTag } from '@site/core/hooks';\n\nOn {chains[0].label} ({all.chains[0].value}), port {settings.port}, branch {branch()}, {x}{x}.\n\nTag {useTag()} {hooks.useTag()} {sdkUrl()}\n"));
    // What cannot be read at build time is the islands' to run (where the package is missing, they say so).
    expect(doc.html).toBe('<p>On Polkadot (dot), port 9944, branch main-stable, <span data-island="0"></span><span data-island="1"></span>.</p>\n<p>Tag <span data-island="2"></span> <span data-island="3"></span> <span data-island="4"></span></p>');
    expect((globalThis as { __hookCalled?: boolean }).__hookCalled).toBeUndefined();
    // A function that calls a hook itself (Ory's getSdkUrl): run, and failing quietly.
    expect(printed.mock.calls.filter((c) => /Invalid hook call/.test(String(c[0])))).toEqual([]);
    printed.mockRestore();
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([expect.stringMatching(/^1:1 cannot read @site\/core\/Broken at build time: .*not-installed-anywhere/)]);
    expect(doc.deps?.map((d) => path.relative(site, d.file)).sort()).toEqual(['core/Broken.js', 'core/Constants.ts', 'core/hooks.js', 'core/suffix.js']);
  });
});

describe('a media file imported', () => {
  it('is its path, resolved as a link to the file (Ory\'s screencasts), and a picture\'s too', () => {
    mkdirSync(path.join(site, 'docs/guide/_static'), { recursive: true });
    write('docs/guide/_static/demo.mp4', 'not really a video');
    const doc = parse(file('docs/guide/media.mdx', "import mp4 from './_static/demo.mp4';\nimport logo from '@site/static/img/logo.png';\n\n<video src={mp4} controls />\n\n<img src={logo} alt=\"Logo\" />\n"));
    expect(doc.diagnostics).toEqual([]);
    expect(doc.links.map((l) => l.url)).toEqual(['./_static/demo.mp4', '@site/static/img/logo.png']);
  });

  it('from `/…` is the site folder\'s file when it has one (webpack\'s roots, Flare\'s `/static/img/…`), else the static folder\'s', () => {
    mkdirSync(path.join(site, 'static/img'), { recursive: true });
    write('static/img/shot.png', 'png');
    const doc = parse(file('docs/guide/rooted.mdx', "import Shot from '/static/img/shot.png';\nimport Logo from '/img/logo.png';\n\n<img src={Shot} />\n\n<img src={Logo} />\n"));
    expect(doc.links.map((l) => l.url)).toEqual(['@site/static/img/shot.png', '/img/logo.png']);
  });
});

describe('a file imported through raw-loader or `?raw`', () => {
  it('is its text, in a <CodeBlock> as in Docusaurus; the file is a dependency of the page; a missing one is reported', () => {
    mkdirSync(path.join(site, 'docs/guide/_snippets'), { recursive: true });
    write('docs/guide/_snippets/init.ts', 'const api = await ApiPromise.create();\n');
    // Sequelize escapes the underscore (`\_`) as a markdown formatter would: in the import's JS string it is `_`.
    const doc = parse(file('docs/guide/raw.mdx', "import CodeBlock from '@theme/CodeBlock';\nimport Init from '!!raw-loader!./\\_snippets/init';\nimport Missing from 'raw-loader!@site/nowhere.txt';\n\n<CodeBlock language=\"ts\">{Init}</CodeBlock>\n\n<CodeBlock>{Missing}</CodeBlock>\n"));
    expect(doc.html).toBe(parse(file('docs/guide/fence.mdx', '```ts\nconst api = await ApiPromise.create();\n```\n')).html);
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '1:1 cannot read raw-loader!@site/nowhere.txt at build time: the file nowhere.txt does not exist',
      '7:12 the code of <CodeBlock>{Missing}</CodeBlock> cannot be worked out at build time: the block is left out'
    ]);
    expect(doc.deps?.map((d) => [path.relative(site, d.file), d.hash === null])).toEqual([['docs/guide/_snippets/init.ts', false], ['nowhere.txt', true]]);
    // `/examples/…`: below the site folder, as webpack's roots find it (Flare's); `.toString()` of its text, its text.
    mkdirSync(path.join(site, 'examples'), { recursive: true });
    write('examples/Hello.sol', 'contract Hello {}\n');
    // With raw-loader's options (Plausible's `!!raw-loader?esModule=false!./…json`): the text all the same.
    const rooted = parse(file('docs/guide/rooted-raw.mdx', "import Hello from '!!raw-loader?esModule=false!/examples/Hello.sol';\n\n<CodeBlock language=\"ts\">{Hello.toString()}</CodeBlock>\n"));
    expect(rooted.diagnostics).toEqual([]);
    expect(rooted.html).toBe(parse(file('docs/guide/fence.mdx', '```ts\ncontract Hello {}\n```\n')).html);
    // A site module that requires a file through raw-loader by a name it works out (Plausible's examples module), read
    // for its exports at build time: the file's text.
    write('examples/read.ts', "const read = (name: string): string => require(`!!raw-loader?esModule=false!./${name}`);\nexport const HELLO = read('Hello.sol');\n");
    const computed = parse(file('docs/guide/computed-raw.mdx', "import { HELLO } from '@site/examples/read';\n\n<CodeBlock language=\"ts\">{HELLO}</CodeBlock>\n"));
    expect(computed.diagnostics).toEqual([]);
    expect(computed.html).toBe(parse(file('docs/guide/fence.mdx', '```ts\ncontract Hello {}\n```\n')).html);
    // A `?raw` query (Vite's; webpack's with a resourceQuery rule), after `!!` (typescript-eslint's): the file's text too.
    const query = parse(file('docs/guide/query-raw.mdx', "import Init from '!!./_snippets/init.ts?raw';\nimport Hello from '@site/examples/Hello.sol?raw';\n\n<CodeBlock language=\"ts\">{Init}</CodeBlock>\n\n<CodeBlock language=\"ts\">{Hello}</CodeBlock>\n"));
    expect(query.diagnostics).toEqual([]);
    expect(query.html).toBe(parse(file('docs/guide/fence.mdx', '```ts\nconst api = await ApiPromise.create();\n```\n\n```ts\ncontract Hello {}\n```\n')).html);
    expect(hashSource(file('docs/guide/raw.mdx', "import X from '!!./a.ts?raw';\n"))).not.toBe(hashSource({ ...file('docs/guide/raw.mdx', "import X from '!!./a.ts?raw';\n"), abs: path.join(site, 'versioned_docs/version-1/raw.mdx') }));
    expect(hashSource(file('docs/guide/raw.mdx', "import X from '!!raw-loader!./a';\n"))).not.toBe(hashSource({ ...file('docs/guide/raw.mdx', "import X from '!!raw-loader!./a';\n"), abs: path.join(site, 'versioned_docs/version-1/raw.mdx') }));
  });

  // Apify's exercises: `!!raw-loader!roa-loader!./lego.mjs`, its own loader (which signs the code) before raw-loader.
  it('says which loaders of a chain docgen does not run, not that a file named after them is missing', () => {
    write('docs/guide/_snippets/lego.mjs', 'console.log(1);\n');
    const doc = parse(file('docs/guide/chain.mdx', "import Lego from '!!raw-loader!roa-loader!./_snippets/lego.mjs';\n\n<CodeBlock language=\"js\">{Lego.code}</CodeBlock>\n"));
    expect(doc.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      "1:1 cannot read !!raw-loader!roa-loader!./_snippets/lego.mjs at build time: docgen gives a file's text as raw-loader does, and does not run the roa-loader before it",
      '3:26 the code of <CodeBlock>{Lego.code}</CodeBlock> cannot be worked out at build time: the block is left out'
    ]);
  });
});

describe('a CSS module a page imports', () => {
  it('gives its classes scoped, as the tabs\' attributes take them (Docusaurus\'s own tabs page), and its rules at the page\'s end; a missing one is reported', () => {
    write('docs/guide/tabs.module.css', '.red { color: #c00; }\n.red[aria-selected=\'true\'] { border-bottom-color: #c00; }\n:global(.kept) .green { color: green; }\n');
    const doc = parse(file('docs/guide/styled.mdx', "import styles from './tabs.module.css';\nimport { green } from './tabs.module.css';\n\n# Styled\n\n<p className={styles.red}>Red.</p>\n\n<p className={green}>Green.</p>\n"));
    expect(doc.diagnostics).toEqual([]);
    expect(doc.html).toBe('<p class="tabs_red">Red.</p>\n<p class="tabs_green">Green.</p>\n<style>.tabs_red{color:#c00}.tabs_red[aria-selected=true]{border-bottom-color:#c00}.kept .tabs_green{color:green}\n</style>');
    expect(doc.h1).toBe('Styled');
    expect(doc.sections.map((s) => s.text).join(' ')).not.toContain('color');
    expect(doc.deps?.map((d) => path.relative(site, d.file))).toEqual(['docs/guide/tabs.module.css']);
    const missing = parse(file('docs/guide/missing.mdx', "import styles from './missing.module.css';\n\n<p className={styles.red}>Red.</p>\n"));
    expect(missing.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/^cannot read \.\/missing\.module\.css at build time: /)]);
  });
});

describe('the docs version a site module is told', () => {
  it('is the page\'s versioned folder, or Next in the docs folder', () => {
    mkdirSync(path.join(site, 'core'), { recursive: true });
    write('core/branch.js', "import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';\nexport const branch = () => { const v = useActiveVersion(); return v.label === 'Next' ? 'main' : `${v.label}-stable`; };\n");
    const text = "import { branch } from '@site/core/branch';\n\nBranch {branch()}.\n";
    mkdirSync(path.join(site, 'versioned_docs/version-0.76'), { recursive: true });
    const old: SourceFile = { path: 'b.mdx', text, abs: path.join(site, 'versioned_docs/version-0.76/b.mdx'), site };
    expect(parse(file('docs/b.mdx', text)).html).toBe('<p>Branch main.</p>');
    expect(parse(old).html).toBe('<p>Branch 0.76-stable.</p>');
    expect(hashSource(old)).not.toBe(hashSource(file('docs/b.mdx', text)));
  });
});
