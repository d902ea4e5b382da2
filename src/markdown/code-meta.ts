// A fence's meta string (```js title="a.js" {1,3-5} showLineNumbers=10) -> its title, highlighted lines and first line number.
export interface CodeMeta {
  title?: string;
  /** Line ranges to highlight, 1-based and inclusive, from `{1,3-5}`; undefined without one. */
  highlight?: Array<[number, number]>;
  /** The first line's number when `showLineNumbers` is given (1 unless `showLineNumbers=N`). */
  lineNumbersStart?: number;
  /** What could not be read, for a warning. */
  problems: string[];
}

const TITLE = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const RANGE = /\{(\s*\d[\d,\s-]*)\}/;
const LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:=(\S*))?(?=\s|$)/;

/** Reads the meta string: `title="..."` (quoted with " or ', or one word), a range and line numbers; what the title says is not read as a range or an option. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { problems: [] };
  if (!meta) return result;
  const title = TITLE.exec(meta);
  if (title) result.title = title.slice(1).find((x) => x !== undefined);
  const rest = title ? meta.slice(0, title.index) + ' ' + meta.slice(title.index + title[0].length) : meta;
  const range = RANGE.exec(rest);
  if (range) result.highlight = parseRange(range[1], result.problems);
  const numbers = LINE_NUMBERS.exec(rest);
  if (numbers) {
    const value = numbers[1];
    if (value === undefined || value === '') result.lineNumbersStart = 1;
    else if (/^-?\d+$/.test(value)) result.lineNumbersStart = Number(value);
    else {
      result.lineNumbersStart = 1;
      result.problems.push(`"showLineNumbers=${value}" is not a whole number, so lines are numbered from 1`);
    }
  }
  return result;
}

/** `1,3-5` -> [[1, 1], [3, 5]]: single lines and inclusive ranges (written either way round); parts that are not numbers are left out. */
export function parseRange(text: string, problems: string[] = []): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    if (!part) continue;
    const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    if (!m) {
      problems.push(`"${part}" in the line range {${text}} is not a line number or a range such as 3-5`);
      continue;
    }
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    ranges.push([Math.min(a, b), Math.max(a, b)]);
  }
  return ranges;
}

/** The 0-based lines of a block of `count` lines that `ranges` (1-based) hold. */
export function linesInRanges(ranges: Array<[number, number]>, count: number): number[] {
  const lines = new Set<number>();
  for (const [a, b] of ranges) for (let n = Math.max(a, 1); n <= Math.min(b, count); n++) lines.add(n - 1);
  return [...lines].sort((x, y) => x - y);
}
