// A page -> the doc of its error when micromark must not parse it (nesting too deep, a paragraph too slow), or when its parse ran out of stack.
import type { Doc, SourceFile } from '../types.js';
import { failedDoc } from './doc.js';
import { findDeepNesting, MAX_NESTING } from './nesting.js';
import { deepestInline, findSlowInline } from './runs.js';

const count = (n: number) => n.toLocaleString('en-US');

/** micromark's time grows steeply with block nesting: a page nested deeper than the limit is refused. */
export function refuseDeep(file: SourceFile): Doc | undefined {
  const deep = findDeepNesting(file.text);
  if (!deep) return undefined;
  return failedDoc(file, {
    line: deep.line,
    column: deep.column,
    message: `nesting deeper than ${MAX_NESTING} levels`,
    hint: `lists, block quotes, footnotes and ::: directives nest at most ${MAX_NESTING} deep; a run of "- " or ">" often causes this`
  });
}

/**
 * micromark's time on a paragraph grows with the square of its markup: a page with a paragraph past
 * the limit is refused. `text` is what micromark would be given (the page with its plain blocks
 * blanked out, see simple.ts); `lineOf` gives the page's line of each of its lines.
 */
export function refuseSlow(file: SourceFile, text = file.text, lineOf?: number[]): Doc | undefined {
  const slow = findSlowInline(text);
  if (!slow) return undefined;
  return failedDoc(file, {
    line: lineOf?.[slow.line - 1] ?? slow.line,
    column: slow.column,
    message: `this paragraph would take too long to parse: ${count(slow.chars)} characters, ${count(slow.markup)} of them emphasis, brackets, backticks, escapes or line ends`,
    hint: "markdown parsing time grows with the square of a paragraph's markup: split the paragraph with blank lines, or put long runs of *, _, ~, [, ] or backticks in a code block"
  });
}

/**
 * Runs a parse; a stack overflow in it becomes the page's error. The guards above keep nesting far
 * from the stack's limit, but an overflow anywhere (the main thread's stack is a quarter of a
 * worker's) must still name the page, not crash the build.
 */
export function overflowGuarded<T>(file: SourceFile, parse: () => T): T | Doc {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof RangeError && /call stack/i.test(error.message))) throw error;
    // The likely cause: emphasis and brackets nested hundreds deep, since block nesting stops at 100.
    const deep = deepestInline(file.text);
    const here = deep && deep.depth >= MAX_NESTING ? deep : undefined;
    return failedDoc(file, {
      ...(here && { line: here.line, column: here.column }),
      message: here ? `the parser ran out of stack: emphasis and brackets nest up to ${count(here.depth)} deep in this paragraph` : 'the parser ran out of stack on this page',
      hint: 'nest emphasis, links and images less deeply; if this page is ordinary markdown, this is a bug in docgen: please report it with the page'
    });
  }
}
