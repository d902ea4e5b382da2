// Markdown text -> the first paragraph whose emphasis, brackets or backticks micromark would take quadratic time over, in one linear pass before parsing.
import { HEAVIEST_STEP, Paragraph } from './inline-work.js';

/**
 * micromark's time on a paragraph grows with the square of its size and markup (see Paragraph):
 * 120 KB of `*a … a*` took minutes. Past this much work a paragraph is refused; up to it, micromark
 * takes at most about a second (2–4 ns a unit, on the worst shapes measured). The site's pages use
 * at most 0.01% of it, the Node.js and Rust docs 0.07% (test/unit/markdown/runs.test.ts).
 */
export const MAX_INLINE_WORK = 250_000_000;

export interface SlowInline {
  /** Where the paragraph starts. */
  line: number;
  column: number;
  /** Its characters, its markup (delimiter runs, brackets, escapes, line ends...) and its work: see Paragraph. */
  chars: number;
  markup: number;
  work: number;
}

/** Where a paragraph starts. */
type At = { line: number; column: number };

/** Quotes and list markers that open a line, with the spaces around them; a line that may start with them. */
const MAY_NEST = /^[ \t>*+\-\d]/;
const CONTAINERS = /^(?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)))*[ \t]*/;
const LIST_MARKER = /(?:^|[ \t>])(?:[-*+]|\d{1,9}[.)])[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;
const HEADING = /^#{1,6}(?:[ \t]|$)/;
/** A whole link reference definition on one line: `[label]: destination "title"`. */
const DEFINITION = /^\[(?:[^\]\\]|\\.){1,999}\]:[ \t]*(?:<[^<>]*>|[^\s<]\S*)?(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^()]*\)))?[ \t]*$/;
/**
 * The first lines of CommonMark's HTML blocks, whose lines micromark does not parse inline, with
 * what ends each: the end marker of kinds 1 to 5, else a blank line (kind 7, a tag alone on its
 * line, cannot interrupt a paragraph: it is only looked for at a paragraph's start).
 */
const HTML_BLOCKS: Array<[RegExp, RegExp | null]> = [
  [/^<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<![A-Za-z]/, />/],
  [/^<!\[CDATA\[/, /\]\]>/],
  [
    /^<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[\s>]|\/>|$)/i,
    null
  ],
  [/^(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)\s*$/, null]
];
/** A table's delimiter row: `| --- | :-: |`. */
const TABLE_DELIMITER = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
/** A table row's cells: its unescaped pipes, not counting those at its ends. */
const cells = (row: string) => row.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '').split(/(?<!\\)\|/).length;

/** The first paragraph whose inline work passes `max`. */
export function findSlowInline(text: string, max = MAX_INLINE_WORK): SlowInline | undefined {
  // No paragraph can pass the limit when the whole text cannot: a paragraph's markup and tokens are at
  // most its characters, and each walk starts at a `*`, `_`, `~`, `]` or backtick. Most pages end here,
  // in native code, before the loop below has warmed up.
  const delimiters = text.match(/[*_~\]`]/g)?.length ?? 0;
  if (text.length * text.length + HEAVIEST_STEP * delimiters * text.length <= max) return undefined;
  let found: SlowInline | undefined;
  paragraphs(text, (paragraph, at) => {
    const work = paragraph.finish();
    if (work > max) found = { ...at, chars: paragraph.chars, markup: paragraph.markup, work };
    return found !== undefined;
  });
  return found;
}

/** The paragraph with the most emphasis and brackets open at once, and how many: where a stack overflow most likely came from. */
export function deepestInline(text: string): (At & { depth: number }) | undefined {
  let deepest: (At & { depth: number }) | undefined;
  paragraphs(text, (paragraph, at) => {
    if (paragraph.maxDepth > (deepest?.depth ?? 0)) deepest = { ...at, depth: paragraph.maxDepth };
    return false;
  });
  return deepest;
}

/**
 * Calls `done` with each paragraph (lines between blank lines, list items, headings and fenced
 * code; each table row) and where it starts, until it returns true; HTML blocks, indented code (out
 * of lists) and link reference definitions are skipped. It follows CommonMark only roughly: a list
 * item always starts a paragraph, and a quote's or list's lines count wherever they are indented.
 * A slow paragraph it misses is still stopped by the parse time limit (pool.ts); one it joins to
 * another only counts larger.
 */
function paragraphs(text: string, done: (paragraph: Paragraph, at: At) => boolean): void {
  let fence: { char: string; length: number } | undefined;
  let paragraph: Paragraph | undefined;
  let at: At = { line: 1, column: 1 };
  /** In a table (its delimiter row seen): each line is a row of its own. In indented code: nothing counts. */
  let table = false;
  let code = false;
  /** In an HTML block: what ends it (null: a blank line). */
  let html: RegExp | null | undefined;
  /** A list item was seen and no line at the margin has ended the list since: indented lines may be its paragraphs. */
  let list = false;
  let blankBefore = true;
  let previous = '';
  let stop = false;
  const end = () => {
    if (paragraph) stop = done(paragraph, at);
    paragraph = undefined;
  };
  let lineNo = 0;
  let start = 0;
  // Frontmatter is YAML, not markdown.
  const frontmatter = /^---\r?\n(?:.*\r?\n)*?-{3,}[ \t]*(?:\r?\n|$)/.exec(text);
  if (frontmatter) {
    start = frontmatter[0].length;
    lineNo = frontmatter[0].split('\n').length - 1;
  }
  for (; start <= text.length && !stop; ) {
    let lineEnd = text.indexOf('\n', start);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(start, lineEnd);
    start = lineEnd + 1;
    lineNo++;
    // Most lines start with a letter: the regexes below run only on those that could match.
    const prefix = MAY_NEST.test(line) ? CONTAINERS.exec(line)![0] : '';
    let rest = prefix ? line.slice(prefix.length) : line;
    if (rest.endsWith('\r')) rest = rest.slice(0, -1);
    const first = rest[0];
    if (fence) {
      const close = FENCE.exec(rest);
      if (close && close[1][0] === fence.char && close[1].length >= fence.length && rest.slice(close[1].length).trim() === '') fence = undefined;
      continue;
    }
    if (html !== undefined) {
      if (html === null ? rest === '' : html.test(rest)) html = undefined;
      blankBefore = rest === '';
      continue;
    }
    const open = first === '`' || first === '~' ? FENCE.exec(rest) : null;
    if (rest === '' || open) {
      end();
      table = code = false;
      if (open) fence = { char: open[1][0], length: open[1].length };
      blankBefore = rest === '';
      continue;
    }
    const item = prefix !== '' && LIST_MARKER.test(prefix);
    if (item) list = true;
    else if (!paragraph && prefix === '') list = false;
    // Four spaces in after a blank line, out of any list and with no marker: indented code, while the lines stay indented.
    const indented = prefix !== '' && prefix.trim() === '' && /^(?: {4}| {0,3}\t)/.test(line);
    code = indented && (code || (blankBefore && !list));
    blankBefore = false;
    if (code) continue;
    if (!paragraph && first === '<') {
      html = HTML_BLOCKS.find(([start]) => start.test(rest))?.[1];
      if (html?.test(rest)) html = undefined;
      else if (html !== undefined) continue;
    }
    if (!paragraph && first === '[' && DEFINITION.test(rest)) continue;
    const heading = first === '#' && HEADING.test(rest);
    if (item || heading) table = false;
    if (item || heading || table) end();
    if (!paragraph) {
      paragraph = new Paragraph();
      at = { line: lineNo, column: prefix.length + 1 };
      previous = '';
    }
    paragraph.add(rest);
    if (!table && !heading && rest.includes('|') && TABLE_DELIMITER.test(rest) && cells(rest) === cells(previous)) table = true;
    previous = rest;
    // A heading is one line, and so is each table row (the header and delimiter rows end the paragraph they are in).
    if (heading || table) end();
  }
  if (!stop) end();
}
