// markdown.prismLanguages: a site's own Prism languages (src/markdown/prism.ts), in a docgen config and in a Docusaurus
// site's swizzled prism-include-languages; what a module that cannot be read gives in each.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import { loadConfig } from '../../src/config/load.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A site in a temp folder of these files. */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-prism-'));
  made.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const PAGE = '# Intro\n\n```toy\nsay "hi" ;; greets\n```\n\n```nolang\nplain\n```\n';
const LANGUAGE = "export default (Prism) => { Prism.languages.toy = { comment: /;;.*/, string: /\"[^\"]*\"/, keyword: /\\bsay\\b/ }; Prism.languages.js = Prism.languages.javascript; };\n";
const config = (prism: string) => `export default { title: 'Toy', markdown: { prismLanguages: ${JSON.stringify(prism)} }, docs: { sidebars: { main: ['intro'] } } };\n`;

/** The build's error, as its message and diagnostics. */
async function buildError(root: string): Promise<string> {
  try {
    await build({ root, outDir: path.join(root, 'build') });
  } catch (e) {
    if (!(e instanceof DocgenError)) throw e;
    return [e.message, ...e.diagnostics.map((d) => `${d.file}:${d.line ?? ''}: ${d.message} (${d.hint ?? ''})`)].join('\n');
  }
  throw new Error('the build did not fail');
}

describe('markdown.prismLanguages', () => {
  it('highlights the blocks of the languages the module adds that Shiki lacks (a language Shiki knows stays Shiki\'s); another unknown one is said', async () => {
    const root = site({ 'site.config.ts': config('./prism-languages.js'), 'prism-languages.js': LANGUAGE, 'content/intro.md': PAGE });
    const result = await build({ root, outDir: path.join(root, 'build') });
    const html = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    expect(html).toContain('<span class="line"><span class="sh-keyword">say</span> <span class="sh-string">&quot;hi&quot;</span> <span class="sh-comment">;; greets</span></span>');
    expect(result.diagnostics.map((d) => d.message)).toEqual(['unknown code language "nolang"']);
    // Changed, the grammar highlights the page again (it is part of the page's cache key).
    writeFileSync(path.join(root, 'prism-languages.js'), LANGUAGE.replace('keyword:', 'builtin:'));
    await build({ root, outDir: path.join(root, 'build') });
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toContain('<span class="sh-constant">say</span>');
  });

  // The Protobuf guide's: Prism's own language files, required with the global Prism set; here from docgen's prismjs,
  // as the site has no packages installed. Built twice in one process (as the dev server loads its config again): the
  // second Prism gets the language too.
  it('runs Prism\'s own language files the module requires, the site\'s or else docgen\'s', async () => {
    const module = "export default (Prism) => { globalThis.Prism = Prism; require('prismjs/components/prism-ebnf'); delete globalThis.Prism; };\n";
    const root = site({ 'site.config.ts': config('./prism-languages.js'), 'prism-languages.js': module, 'content/intro.md': '# Intro\n\n```ebnf\nDigit = "0" | "1" ;\n```\n' });
    for (const _ of [1, 2]) {
      const result = await build({ root, outDir: path.join(root, 'build') });
      expect(result.diagnostics).toEqual([]);
      expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toContain('<span class="sh-string">&quot;0&quot;</span>');
    }
  });

  // QuestDB's: its languages are added only where `ExecutionEnvironment.canUseDOM`, as `window.Prism`, as Docusaurus
  // highlights in the browser; docgen highlights at build, on that path.
  it('runs a module that adds its languages in the browser only (canUseDOM, window.Prism) on that path', async () => {
    const module = "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';\nexport default (PrismObject) => {\n  if (ExecutionEnvironment.canUseDOM) {\n    window.Prism = PrismObject;\n    require('prismjs/components/prism-ebnf');\n    Prism.languages.toy = { keyword: /\\bsay\\b/ };\n  }\n};\n";
    const root = site({ 'site.config.ts': config('./prism-languages.js'), 'prism-languages.js': module, 'content/intro.md': '# Intro\n\n```ebnf\nDigit = "0" | "1" ;\n```\n\n```toy\nsay it\n```\n' });
    const result = await build({ root, outDir: path.join(root, 'build') });
    expect(result.diagnostics).toEqual([]);
    const html = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    expect(html).toContain('<span class="sh-string">&quot;0&quot;</span>');
    expect(html).toContain('<span class="sh-keyword">say</span> it');
    expect('Prism' in globalThis).toBe(false);
  });

  it('is an error at its key when the module is missing or does not add languages; the last output is kept', async () => {
    const root = site({ 'site.config.ts': config('./missing.js'), 'content/intro.md': PAGE });
    expect(await buildError(root)).toMatch(/site\.config\.ts:1: config "markdown\.prismLanguages" no file \.\/missing\.js/);
    const bad = site({ 'site.config.ts': config('./bad.js'), 'bad.js': 'export default 42;\n', 'content/intro.md': PAGE });
    expect(await buildError(bad)).toMatch(/cannot load the Prism languages of .*bad\.js: its default export is not a function of Prism/);
    const throws = site({ 'site.config.ts': config('./throws.js'), 'throws.js': "export default () => { require('prismjs/components/prism-nothing'); };\n", 'content/intro.md': PAGE });
    expect(await buildError(throws)).toMatch(/cannot load the Prism languages of .*throws\.js: Cannot find module 'prismjs\/components\/prism-nothing'/);
  });

  it('in a Docusaurus site, one that cannot be loaded is a warning: its blocks are plain text, the build goes on', async () => {
    const root = site({
      'docusaurus.config.js': "module.exports = { title: 'Toy', url: 'https://toy.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n",
      'src/theme/prism-include-languages.js': "export default (Prism) => { require('prismjs/components/prism-nothing'); };\n",
      'docs/intro.md': PAGE
    });
    const result = await build({ root, outDir: path.join(root, 'build') });
    expect(result.diagnostics.map((d) => d.message)).toEqual(['unknown code language "toy"', 'unknown code language "nolang"']);
    expect(readFileSync(path.join(root, 'build/intro/index.html'), 'utf8')).toContain('say &quot;hi&quot; ;; greets');
    const config = await loadConfig(root);
    expect(config.adapted!.notes.map((n) => `${n.file}: ${n.message}`)).toContainEqual(expect.stringMatching(/src\/theme\/prism-include-languages\.js: cannot load the site's Prism languages: Cannot find module 'prismjs\/components\/prism-nothing'; the code blocks in them are shown as plain text$/));
  });
});
