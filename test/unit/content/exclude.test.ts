import { describe, expect, it } from 'vitest';
import { DEFAULT_EXCLUDE, excluder, globRegex } from '../../../src/content/exclude.js';

describe('exclude globs', () => {
  const byDefault = excluder(DEFAULT_EXCLUDE);

  it('leaves partials and tests out by default, at any depth', () => {
    for (const rel of ['_partial.md', 'guide/_snippet.mdx', '_parts/a.md', 'guide/_parts/deep/b.md', '__tests__/a.md', 'x/__tests__/b.md', 'a.test.ts']) expect(byDefault(rel), rel).toBe(true);
  });

  it('keeps pages, including names with an underscore inside', () => {
    for (const rel of ['intro.md', 'guide/setup.md', 'examples/rxjs/listen_to_blocks.md', 'a_b/c.md', 'test.md', 'tests/a.md', 'guide/x.test.md']) expect(byDefault(rel), rel).toBe(false);
  });

  it('reads *, **, ?, {a,b} and [a-z] as glob libraries do; a wildcard does not match a leading dot', () => {
    expect(globRegex('**/*.md').test('a.md')).toBe(true);
    expect(globRegex('**/*.md').test('x/y/a.md')).toBe(true);
    expect(globRegex('*.md').test('x/a.md')).toBe(false);
    expect(globRegex('drafts/**').test('drafts/a/b.md')).toBe(true);
    expect(globRegex('drafts/**').test('other/drafts/a.md')).toBe(false);
    expect(globRegex('v?.md').test('v1.md')).toBe(true);
    expect(globRegex('{a,b}/*.md').test('b/x.md')).toBe(true);
    expect(globRegex('[a-c]*.md').test('beta.md')).toBe(true);
    expect(globRegex('[!a-c]*.md').test('beta.md')).toBe(false);
    expect(globRegex('*.md').test('.hidden.md')).toBe(false);
    expect(globRegex('./notes/*.md').test('notes/a.md')).toBe(true);
    expect(globRegex('a+b.md').test('a+b.md')).toBe(true);
    expect(globRegex('a+b.md').test('aab.md')).toBe(false);
  });
});
