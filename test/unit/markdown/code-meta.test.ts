// A fence's meta string: title, line ranges and line numbers, in any order.
import { describe, expect, it } from 'vitest';
import { linesInRanges, parseCodeMeta, parseRange } from '../../../src/markdown/code-meta.js';

describe('code meta string', () => {
  it('reads a title, a line range and line numbers in any order', () => {
    const want = { title: 'a.js', highlight: [[1, 1], [3, 5]], lineNumbersStart: 1, problems: [] };
    expect(parseCodeMeta('{1,3-5} title="a.js" showLineNumbers')).toEqual(want);
    expect(parseCodeMeta('title="a.js" {1,3-5} showLineNumbers')).toEqual(want);
    expect(parseCodeMeta('showLineNumbers title="a.js" {1,3-5}')).toEqual(want);
    expect(parseCodeMeta("title='a.js' showLineNumbers {1, 3-5}")).toEqual(want);
  });

  it('reads nothing from no meta string, and no range or option from inside the title', () => {
    expect(parseCodeMeta(undefined)).toEqual({ problems: [] });
    expect(parseCodeMeta('run env="X=1"')).toEqual({ problems: [] });
    expect(parseCodeMeta('title="page {2} showLineNumbers.ts"')).toEqual({ title: 'page {2} showLineNumbers.ts', problems: [] });
    expect(parseCodeMeta('title=one-word.ts').title).toBe('one-word.ts');
    // `{}` or `{ }` is no range; `showLineNumbersX` is another word.
    expect(parseCodeMeta('{} { } showLineNumbersX')).toEqual({ problems: [] });
  });

  it('starts line numbers at showLineNumbers=N, and at 1 with a warning when N is not a whole number', () => {
    expect(parseCodeMeta('showLineNumbers=10').lineNumbersStart).toBe(10);
    expect(parseCodeMeta('showLineNumbers=0').lineNumbersStart).toBe(0);
    expect(parseCodeMeta('showLineNumbers=-2').lineNumbersStart).toBe(-2);
    expect(parseCodeMeta('showLineNumbers=').lineNumbersStart).toBe(1);
    expect(parseCodeMeta('showLineNumbers=ten')).toEqual({ lineNumbersStart: 1, problems: ['"showLineNumbers=ten" is not a whole number, so lines are numbered from 1'] });
  });

  it('reads ranges either way round and reports the parts that are not lines', () => {
    expect(parseRange('5-3,8')).toEqual([[3, 5], [8, 8]]);
    const problems: string[] = [];
    expect(parseRange('1,,2-,x', problems)).toEqual([[1, 1]]);
    expect(problems).toEqual(['"2-" in the line range {1,,2-,x} is not a line number or a range such as 3-5', '"x" in the line range {1,,2-,x} is not a line number or a range such as 3-5']);
  });

  it('keeps the lines a block has, 0-based, whatever the range says', () => {
    expect(linesInRanges([[0, 2], [4, 1_000_000_000]], 5)).toEqual([0, 1, 3, 4]);
    expect(linesInRanges([[7, 9]], 5)).toEqual([]);
  });
});
