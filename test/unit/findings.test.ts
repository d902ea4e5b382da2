import { describe, expect, it } from 'vitest';
import { foldRepeated } from '../../src/findings.js';

describe('foldRepeated', () => {
  it('says an unknown code language once, at its first block, with how many more have it; other findings stay', () => {
    const w = (file: string, line: number, message: string) => ({ file, line, severity: 'warning' as const, message });
    const out = foldRepeated([w('a.md', 3, 'unknown code language "SnackPlayer"'), w('a.md', 9, 'broken link: x'), w('b.md', 1, 'unknown code language "SnackPlayer"'), w('c.md', 2, 'unknown code language "SnackPlayer"'), w('c.md', 5, 'unknown code language "flow"'), w('d.md', 1, 'broken link: x')]);
    expect(out.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      'a.md:3 unknown code language "SnackPlayer" (and 2 more blocks)',
      'a.md:9 broken link: x',
      'c.md:5 unknown code language "flow"',
      'd.md:1 broken link: x'
    ]);
  });
});
