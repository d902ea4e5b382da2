// Tags: Docusaurus's permalinks for inline tags, and the tags file (tags.yml) that defines labels, permalinks and descriptions.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Doc } from '../../../src/types.js';
import { tagsOf, type TagsSource } from '../../../src/content/tags.js';
import { loadTagsFile, readTagsSource, tagSlug } from '../../../src/content/tags-file.js';
import { CONFIG_FILE } from '../../../src/sidebars/check-navbar.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-tags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, text: string) => {
  const full = path.join(dir, name);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
};
const doc = (tags: Doc['frontmatter']['tags'], at?: Array<{ line: number; column: number }>): Doc => ({ path: 'guide.md', hash: 'h', frontmatter: { tags }, frontmatterAt: at && { tagAt: at }, headings: [], links: [], html: '', sections: [], diagnostics: [] });
const config = { baseUrl: '/', trailingSlash: undefined, docs: { routeBasePath: 'docs/' } } as never;

describe('tag permalinks', () => {
  it("are the label in kebab case, as lodash's kebabCase makes them in Docusaurus", () => {
    expect(['Node.js', 'getStarted', 'v2.0', 'React Native', 'Été Café', 'XMLHttpRequest', 'you\'re', '日本語'].map(tagSlug)).toEqual(['node-js', 'get-started', 'v-2-0', 'react-native', 'ete-cafe', 'xml-http-request', 'youre', '日本語']);
    expect(tagsOf(doc(['Node.js', 'node js']), '/docs/tags', config).tags).toEqual([{ label: 'Node.js', route: '/docs/tags/node-js' }]);
  });
});

describe('the tags file', () => {
  it('defines labels, permalinks and descriptions; a bare key is its own label, capitalized, at its kebab case', () => {
    const full = file('a/tags.yml', 'release:\n  label: Releases\n  permalink: /product-releases\n  description: What shipped when\nhello-world:\nnews: {}\n');
    const { tags, diagnostics } = loadTagsFile(full, 'tags.yml');
    expect(diagnostics).toEqual([]);
    expect([...tags]).toEqual([
      ['release', { label: 'Releases', permalink: '/product-releases', description: 'What shipped when' }],
      ['hello-world', { label: 'Hello-world', permalink: '/hello-world' }],
      ['news', { label: 'News', permalink: '/news' }]
    ]);
  });

  it('is empty when the file is', () => {
    expect(loadTagsFile(file('empty/tags.yml', '\n# none yet\n'), 'tags.yml')).toEqual({ tags: new Map(), diagnostics: [] });
  });

  it('says what is wrong and where: syntax, a list, a field that is not a string, an unknown field, two tags at one permalink', () => {
    const problems = (text: string) => loadTagsFile(file('bad/tags.yml', text), 'tags.yml').diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);
    expect(problems('a: [1\n')).toEqual([expect.stringMatching(/^\d+:\d+ invalid tags\.yml: /)]);
    expect(problems('- a\n- b\n')).toEqual(['1:1 invalid tags.yml: expected a map of tag keys to { label, permalink, description }']);
    expect(problems('a:\n  label: 3\n')).toEqual(['2:10 invalid tags.yml: tag "a": label must be a string']);
    expect(problems('a:\n  colour: red\n')).toEqual(['2:11 invalid tags.yml: tag "a": unknown field "colour"']);
    expect(problems('a: text\n')).toEqual(['1:1 invalid tags.yml: tag "a" must be { label, permalink, description } or nothing']);
    expect(problems('one:\n  permalink: /x\ntwo:\n  permalink: /x\n')).toEqual(['4:14 invalid tags.yml: tags "one" and "two" have one permalink, /x']);
    // A key's default permalink can meet another's too.
    expect(problems('Hello World:\nhello-world:\n')).toEqual(['2:1 invalid tags.yml: tags "Hello World" and "hello-world" have one permalink, /hello-world']);
  });

  it("gives a page's tags the file's label, route and description, and reports the others as onInlineTags says", () => {
    const source: TagsSource = { file: new Map([['release', { label: 'Releases', permalink: '/product-releases/', description: 'What shipped' }]]), name: 'tags.yml', onInline: 'warn', option: 'docs.onInlineTags' };
    const at = [{ line: 2, column: 8 }, { line: 3, column: 5 }, { line: 4, column: 5 }];
    const { tags, diagnostic } = tagsOf(doc(['release', 'Misc', { label: 'Other', permalink: '/other' }], at), '/docs/tags', config, source);
    expect(tags).toEqual([
      { label: 'Releases', route: '/docs/tags/product-releases', at: at[0], description: 'What shipped' },
      { label: 'Misc', route: '/docs/tags/misc', at: at[1] },
      { label: 'Other', route: '/docs/tags/other', at: at[2] }
    ]);
    expect(diagnostic).toMatchObject({ file: 'guide.md', line: 3, column: 5, severity: 'warning', message: 'tags "Misc", "Other" not defined in tags.yml' });
    expect(diagnostic!.hint).toContain("docs.onInlineTags: 'ignore'");
    expect(tagsOf(doc(['Misc']), '/docs/tags', config, { ...source, onInline: 'throw' }).diagnostic?.severity).toBe('error');
    expect(tagsOf(doc(['Misc']), '/docs/tags', config, { ...source, onInline: 'ignore' }).diagnostic).toBeUndefined();
    expect(tagsOf(doc(['release']), '/docs/tags', config, source).diagnostic).toBeUndefined();
    // Without a tags file no tag is reported.
    expect(tagsOf(doc(['Misc']), '/docs/tags', config).diagnostic).toBeUndefined();
  });

  it('is looked up in each folder in turn; unset, a missing tags.yml is none, named and missing an error at the config', () => {
    const options = { onInline: 'warn' as const, onInlineOption: 'docs.onInlineTags', contentDir: path.join(dir, 'fr'), root: dir, configSource: "docs: { tags: 'labels.yml' }" };
    file('en/tags.yml', 'a:\n');
    const found = readTagsSource({ ...options, option: undefined, dirs: [path.join(dir, 'fr'), path.join(dir, 'en')] });
    expect([...found.source!.file!.keys()]).toEqual(['a']);
    file('fr/tags.yml', 'b: [\n');
    // The translated folder's file first, named from the content folder in diagnostics.
    expect(readTagsSource({ ...options, option: undefined, dirs: [path.join(dir, 'fr'), path.join(dir, 'en')] }).diagnostics.map((d) => d.file)).toEqual(['tags.yml']);
    expect(readTagsSource({ ...options, option: undefined, dirs: [path.join(dir, 'none')] })).toEqual({ diagnostics: [] });
    expect(readTagsSource({ ...options, option: false, dirs: [path.join(dir, 'en')] })).toEqual({ diagnostics: [] });
    const missing = readTagsSource({ ...options, option: 'labels.yml', dirs: [path.join(dir, 'en')] });
    expect(missing.source).toBeUndefined();
    expect(missing.diagnostics).toMatchObject([{ file: CONFIG_FILE, line: 1, column: 15, severity: 'error', message: 'no tags file "labels.yml" in en' }]);
  });
});
