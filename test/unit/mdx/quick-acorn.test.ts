// MDX's expressions read with QuickParser: the same trees and the same errors as with acorn alone, and a prop of a
// large object on one line (Bluesky's OpenAPI pages: `responses={{…}}`, 200 KB) parsed a few times, not once a brace.
import { Parser } from 'acorn';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { describe, expect, it, vi } from 'vitest';
import { QuickParser, readMdx } from '../../../src/mdx/quick-acorn.js';

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
  // Text after a valid expression, and a second expression in one; braces in strings and comments, then another.
  '{1} and {2}',
  "{'{'} and {'}'} then {1}",
  '{"{"} and {"}"} then {2}',
  '{`{`} and {`}`} then {3}',
  '{/* { */ 1} and {/* } */ 2} then {4}',
  '<C a={\'{\'} b={"}"} c={`${"{"}`} />',
  // In a container, where a try passed over would run on into a lazy line (an error acorn alone does not give).
  "> {'{'}\nlazy {1}\n",
  '> {"{"}\nlazy\n',
  '> {`{`}\nlazy\n',
  '> {/* { */ 1}\nlazy\n',
  '{a} } b'
];

// Props of more than 2 KB on one line, which are read apart: with other props after them on the line, in text, in a
// code block (not a prop there), not JavaScript, or an expression that is not JSON.
const big = JSON.stringify(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`key${i}`, { text: `a } b { c "${i}"`, list: [i, { n: i }] }])));
const LARGE = [
  `<StatusCodes id={undefined} responses={${big}} label="x" />\n\nAfter {1 + 1}.\n`,
  `# Title\n\n<Box\n  a={${big}}\n  b={${big}}\n/>\n\n- item <Inline data={${big}} /> text\n`,
  `\`\`\`jsx\n<Box data={${big}} />\n\`\`\`\n`,
  `<Box data={${big.slice(0, -1)}} />\n`,
  `<Box data={[${big}, ${big}].map((x) => x.key0)} />\n`,
  `> <Box data={${big}} />\n`
];

describe('MDX expressions read with QuickParser', () => {
  it('give the trees and errors acorn alone gives', () => {
    for (const text of SAMPLES) expect(read(text, true), text).toEqual(read(text));
  });

  it('give large props read apart the trees acorn alone gives: their text, their expressions, and every position', () => {
    for (const text of LARGE) expect(read(text, true), text.slice(0, 60)).toEqual(read(text));
  });

  // Random texts of the pieces an expression's scan turns on (quotes, templates, comments, slashes, JSX, containers),
  // from a fixed seed: the same trees and errors as acorn alone gives, small expressions and large props.
  it('give random expressions and large props the trees and errors acorn alone gives', () => {
    const pieces = ['{', '}', '"', "'", '`', '${', '\\', '/', '//', '/*', '*/', '<b>', '</b>', '\n', ' ', 'a', '1', ':', ',', '[', ']', '(', ')', '#', 'x={', '<C p={', '/>', '> ', '- ', '"}"', "'{'", '`}`', '{a:1}', '...'];
    let seed = 11;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const plain = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;
    for (let i = 0; i < 1500; i++) {
      let text = ['<C p={', '{', 'text {'][random(3)];
      for (let j = 1 + random(25); j > 0; j--) text += pieces[random(pieces.length)];
      text += ['', '}', '} />'][random(3)];
      expect(plain(read(text, true)), text).toEqual(plain(read(text)));
    }
    for (let i = 0; i < 40; i++) {
      let inner = '';
      while (inner.length < 2100) inner += pieces[random(pieces.length)].replace('\n', ' ');
      const text = `<C big={{"k": ${JSON.stringify(inner)}, "n": [${'1,'.repeat(random(5))}2]}} x={${random(2) ? '1' : inner.slice(0, 20)}} />\n`;
      expect(plain(read(text, true)), text.slice(0, 80)).toEqual(plain(read(text)));
    }
  });

  it('parse a prop of a large object on one line a few times, not once at each of its braces', () => {
    const schema = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`field${i}`, { type: 'object', properties: { value: { type: 'string', description: `the } value ${i}` } } }]));
    const text = `<StatusCodes\n  id={undefined}\n  responses={${JSON.stringify({ 200: { content: { schema } } })}}\n>\n</StatusCodes>\n`;
    const parses = vi.spyOn(Parser.prototype, 'parseExpression');
    const tries = vi.spyOn(QuickParser, 'parseExpressionAt');
    try {
      const quick = read(text, true);
      const quickParses = parses.mock.calls.length;
      // micromark's tries, each of which copies the expression's text so far: two, as many as the props.
      expect(tries.mock.calls.length).toBe(2);
      parses.mockClear();
      expect(quick).toEqual(read(text));
      // acorn alone: once a `}` (more than 400 here); docgen: once for each prop, and the large one once more.
      expect(parses.mock.calls.length).toBeGreaterThan(400);
      expect(quickParses).toBeLessThanOrEqual(3);
    } finally {
      parses.mockRestore();
      tries.mockRestore();
    }
  });
});
