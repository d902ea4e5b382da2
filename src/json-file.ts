// A JSON file's text -> its value, or a DocgenError at the file, line and column of the first problem. A leading BOM is dropped.
import { DocgenError } from './errors.js';
import { positionAt } from './text-position.js';

export const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * Editors on Windows save JSON with a byte order mark, which JSON.parse rejects; it is not part of
 * the text anyone sees, so it goes. `rel`: the file as messages name it.
 */
export function parseJsonFile(text: string, rel: string, hint: string): unknown {
  const body = stripBom(text);
  try {
    return JSON.parse(body);
  } catch {
    // JSON.parse's message gives no line, and on Node 20 often no position either.
    const { offset, message } = firstProblem(body);
    throw new DocgenError(`cannot read ${rel}`, [{ file: rel, ...positionAt(body, offset), severity: 'error', message: `invalid JSON: ${message}`, hint }]);
  }
}

const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true\b|false\b|null\b/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[\da-fA-F]{4})/y;

class Problem {
  constructor(readonly offset: number, readonly message: string) {}
}

/** Where JSON.parse gave up, read again by the grammar of RFC 8259. */
function firstProblem(s: string): { offset: number; message: string } {
  let i = 0;
  const fail = (message: string): never => {
    throw new Problem(i, message);
  };
  const unexpected = (): never => fail(i >= s.length ? 'unexpected end of file' : `unexpected ${JSON.stringify(s[i])}`);
  const space = () => {
    while (i < s.length && ' \t\n\r'.includes(s[i])) i++;
  };
  const string = () => {
    for (i++; i < s.length; ) {
      if (s[i] === '"') return void i++;
      if (s[i] === '\\') {
        ESCAPE.lastIndex = i;
        if (!ESCAPE.test(s)) fail('invalid escape in a string');
        i = ESCAPE.lastIndex;
      } else if (s[i] < ' ') fail('a line break or control character in a string (write it as \\n, \\t, …)');
      else i++;
    }
    fail('unterminated string');
  };
  // Members of an object (`key: value`) or items of an array, up to the closing bracket.
  const members = (close: '}' | ']') => {
    i++;
    space();
    if (s[i] === close) return void i++;
    for (;;) {
      space();
      if (close === '}') {
        if (s[i] !== '"') fail(s[i] === '}' ? 'a comma before "}" (JSON has no trailing commas)' : 'expected a "quoted" key');
        string();
        space();
        if (s[i] !== ':') fail('expected ":" after the key');
        i++;
      } else if (s[i] === ']') fail('a comma before "]" (JSON has no trailing commas)');
      value();
      space();
      if (s[i] === ',') i++;
      else if (s[i] === close) return void i++;
      else fail(i >= s.length ? 'unexpected end of file' : `expected "," or "${close}"`);
    }
  };
  const value = (): void => {
    space();
    if (s[i] === '{' || s[i] === '[') return members(s[i] === '{' ? '}' : ']');
    if (s[i] === '"') return string();
    LITERAL.lastIndex = i;
    if (!LITERAL.test(s)) unexpected();
    i = LITERAL.lastIndex;
  };
  try {
    value();
    space();
    if (i < s.length) fail('more text after the JSON value');
  } catch (error) {
    if (error instanceof Problem) return error;
    // A stack overflow: nesting deeper than this reader goes (JSON.parse's own limit is higher).
    return { offset: i, message: 'nested too deeply' };
  }
  return { offset: 0, message: 'not valid JSON' };
}
