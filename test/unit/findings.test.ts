import { describe, expect, it } from 'vitest';
import { foldRepeated } from '../../src/findings.js';
import { summarize } from '../../src/logger.js';

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

describe('summarize', () => {
  const d = (message: string) => ({ file: 'a.md', severity: 'warning' as const, message });
  it('counts each kind, and calls the rest "other" only beside a named kind', () => {
    expect(summarize([d('broken link: x'), d('broken link: y'), d('broken anchor: #z'), d('component <X> cannot be rendered')])).toBe('2 broken links, 1 broken anchor, 1 other problem found.');
    expect(summarize([d('component <X> cannot be rendered')])).toBe('1 problem found.');
    expect(summarize([d('a'), d('b')])).toBe('2 problems found.');
  });
});
