// MDX's expressions read with QuickParser: the same trees and the same errors as with acorn alone, and a prop of a
// large object on one line (Bluesky's OpenAPI pages: `responses={{…}}`, 200 KB) parsed a few times, not once a brace.
import { Parser } from 'acorn';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { describe, expect, it, vi } from 'vitest';
import { readMdx } from '../../../src/mdx/quick-acorn.js';

/** The tree, or the error, as docgen reads them (`quick`), or as micromark does with acorn alone. */
function read(text: string, quick = false): unknown {
  try {
    return quick ? readMdx(text) : fromMarkdown(text, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
  } catch (error) {
    const e = error as { message: string; place?: unknown; line?: number; column?: number };
    return { error: e.message, place: e.place, line: e.line, column: e.column };
  }
}

const SAMPLES = [
  // Braces in strings, both quotes, escaped quotes; a template with `${…}` in it, and `\${`.
  '<Box data={{ a: "}", b: \'{\', c: "\\"}" }} />',
  '<Box text={`a ${ {x: 1}.x } b \\${ } c $ {`} />',
  'Some {`${`${1}`}`} text.',
  // Comments: a line comment that ends the expression, a block comment with braces, one unclosed.
  '{a // } comment\n}',
  '{/* } { */ 1}',
  '{/* open }\n\nmore',
  // A regular expression, and division, and JSX in an expression (the scan leaves these to acorn).
  '{/}/.test(x) ? 1 : 2}',
  '{a / b}',
  '{<b>don\'t {x}</b>}',
  '{1 < 2 ? "}" : "{"}',
  // A spread, an empty expression, a comment only.
  '<Box {...{ a: 1, b: "}" }} />',
  '<Box {...props} x={1} />',
  '{}',
  '{/* note */}',
  // Multi-line, in a list and a block quote (their prefixes are not the expression's).
  '- item {\n  {a: "}"}.a\n  }\n',
  '> {\n> 1 + \n> 2}\n',
  '<Box\n  data={{\n    "a": {"b": "}"},\n    "c": [1, {"d": 2}]\n  }}\n/>\n',
  // Errors: an expression not closed, one with a `}` too many in it, a string not closed, a line ending in a string.
  '{a: 1',
  '<Box data={{ a: 1 }}} />',
  '{a + }b}',
  '{"unclosed}',
  '{"line\nbreak"}',
  '<Box data={{ "a": 1, }',
  '{`template ${ never closed}',
  // Text after a valid expression, and a second expression in one.
  '{1} and {2}',
  '{a} } b'
];

describe('MDX expressions read with QuickParser', () => {
  it('give the trees and errors acorn alone gives', () => {
    for (const text of SAMPLES) expect(read(text, true), text).toEqual(read(text));
  });

  it('parse a prop of a large object on one line a few times, not once at each of its braces', () => {
    const schema = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`field${i}`, { type: 'object', properties: { value: { type: 'string', description: `the } value ${i}` } } }]));
    const text = `<StatusCodes\n  id={undefined}\n  responses={${JSON.stringify({ 200: { content: { schema } } })}}\n>\n</StatusCodes>\n`;
    const parses = vi.spyOn(Parser.prototype, 'parseExpression');
    try {
      const quick = read(text, true);
      const quickParses = parses.mock.calls.length;
      parses.mockClear();
      expect(quick).toEqual(read(text));
      // acorn alone: once a `}` (more than 1,600 here); with the scan: once for each prop.
      expect(parses.mock.calls.length).toBeGreaterThan(1600);
      expect(quickParses).toBeLessThanOrEqual(2);
    } finally {
      parses.mockRestore();
    }
  });
});
