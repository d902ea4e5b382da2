// JSON files (versions.json, versioned sidebars): a BOM is accepted, and every error names the file at line:col.
import { describe, expect, it } from 'vitest';
import { parseJsonFile } from '../../src/json-file.js';
import { DocgenError } from '../../src/errors.js';

const HINT = 'versions.json is an array of version names';
/** `line:col: message` of the one diagnostic the text fails with. */
const problem = (text: string) => {
  try {
    parseJsonFile(text, 'versions.json', HINT);
  } catch (error) {
    expect(error).toBeInstanceOf(DocgenError);
    const e = error as DocgenError;
    expect(e.message).toBe('cannot read versions.json');
    expect(e.diagnostics).toHaveLength(1);
    const d = e.diagnostics[0];
    expect(d).toMatchObject({ file: 'versions.json', severity: 'error', hint: HINT });
    return `${d.line}:${d.column}: ${d.message}`;
  }
  throw new Error(`parsed: ${text}`);
};

describe('parseJsonFile', () => {
  it('reads JSON, with or without a byte order mark', () => {
    expect(parseJsonFile('["2.0", "1.0"]\n', 'versions.json', HINT)).toEqual(['2.0', '1.0']);
    expect(parseJsonFile('\ufeff["2.0", "1.0"]\r\n', 'versions.json', HINT)).toEqual(['2.0', '1.0']);
  });

  it('points at the first problem by line and column', () => {
    expect(problem('[\n  "2.0",\n  "1.0",\n]\n')).toBe('4:1: invalid JSON: a comma before "]" (JSON has no trailing commas)');
    expect(problem('\ufeff[\n  "2.0"\n  "1.0"\n]')).toBe('3:3: invalid JSON: expected "," or "]"');
    expect(problem("['2.0']")).toBe('1:2: invalid JSON: unexpected "\'"');
    expect(problem('["2.0"')).toBe('1:7: invalid JSON: unexpected end of file');
    expect(problem('')).toBe('1:1: invalid JSON: unexpected end of file');
    expect(problem('["2.0"] x')).toBe('1:9: invalid JSON: more text after the JSON value');
    expect(problem('{"main": ["a",],}')).toBe('1:15: invalid JSON: a comma before "]" (JSON has no trailing commas)');
    expect(problem('{"main": 1,}')).toBe('1:12: invalid JSON: a comma before "}" (JSON has no trailing commas)');
    expect(problem('{main: 1}')).toBe('1:2: invalid JSON: expected a "quoted" key');
    expect(problem('{"a" 1}')).toBe('1:6: invalid JSON: expected ":" after the key');
    expect(problem('["a\tb"]')).toBe('1:4: invalid JSON: a line break or control character in a string (write it as \\n, \\t, …)');
    expect(problem('["a\\qb"]')).toBe('1:4: invalid JSON: invalid escape in a string');
    expect(problem('["unterminated]')).toBe('1:16: invalid JSON: unterminated string');
    expect(problem('[01]')).toBe('1:3: invalid JSON: expected "," or "]"');
    expect(problem('[truex]')).toBe('1:2: invalid JSON: unexpected "t"');
  });

  it('names a nesting too deep for it to read, instead of overflowing the stack', () => {
    expect(problem(`${'['.repeat(100_000)}x`)).toMatch(/^1:\d+: invalid JSON: (nested too deeply|unexpected "x")$/);
  });
});
