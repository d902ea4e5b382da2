// Markdown text -> where its block nesting (lists, block quotes, footnote definitions, ::: directives) first passes a limit, in one pass before parsing.

/** Deeper than this, a page is refused: micromark's time grows steeply with depth (2,000 list levels never finish). */
export const MAX_NESTING = 100;

export interface DeepNesting {
  line: number;
  column: number;
  depth: number;
}

const LIST_MARKER = /(?:[-*+]|\d{1,9}[.)])(?=[ \t\r]|$)/y;
const FOOTNOTE = /\[\^[^\]\s]{1,999}\]:/y;
const THEMATIC_BREAK = /([-*_])(?:[ \t]*\1){2,}[ \t]*\r?$/y;
const FENCE = /^(`{3,}|~{3,})/;
const DIRECTIVE_OPEN = /^:{3,}[A-Za-z]/;
const DIRECTIVE_CLOSE = /^:{3,}[ \t]*$/;

/**
 * Finds the first place where lists, block quotes, footnote definitions and container directives
 * nest deeper than `max`. It follows CommonMark's container rules only roughly (list items and
 * footnote definitions by their content column, quotes per line, directives by their fences, fenced
 * code skipped; on one line, `- > 1. [^a]: >` opens five): enough to stop pathological input in
 * linear time; a real page is nowhere near the limit.
 */
export function findDeepNesting(text: string, max = MAX_NESTING): DeepNesting | undefined {
  /** Content columns of the list items open before this line. */
  const items: number[] = [];
  let directives = 0;
  let fence: { char: string; length: number } | undefined;
  /** The previous line was paragraph text, so this one may continue it lazily (items stay open). */
  let paragraph = false;
  let lineNo = 0;
  for (const line of text.split('\n')) {
    lineNo++;
    let pos = 0;
    let col = 0;
    let quotes = 0;
    const skipSpace = () => {
      while (pos < line.length && (line[pos] === ' ' || line[pos] === '\t')) {
        col = line[pos] === '\t' ? col + 4 - (col % 4) : col + 1;
        pos++;
      }
    };
    /** A block quote marker, with its optional space. */
    const skipQuote = () => {
      quotes++;
      pos++;
      col++;
      if (line[pos] === ' ') {
        pos++;
        col++;
      }
    };
    for (;;) {
      skipSpace();
      if (line[pos] !== '>') break;
      const markerAt = pos;
      skipQuote();
      if (quotes > max) return { line: lineNo, column: markerAt + 1, depth: quotes };
    }
    const rest = line.slice(pos).replace(/\r$/, '');
    if (rest.trim() === '') {
      paragraph = false;
      continue;
    }
    if (fence) {
      const close = FENCE.exec(rest);
      if (close && close[1][0] === fence.char && close[1].length >= fence.length && rest.slice(close[1].length).trim() === '') fence = undefined;
      continue;
    }
    LIST_MARKER.lastIndex = FOOTNOTE.lastIndex = pos;
    const startsItem = LIST_MARKER.test(line) || FOOTNOTE.test(line);
    // A lazy continuation line keeps the items open; any other line closes those it is left of.
    if (!(paragraph && !startsItem && quotes === 0)) while (items.length && items[items.length - 1] > col) items.pop();
    // Containers opened on this line, in any order: each list marker or footnote label opens an item
    // (`- - - x` is three deep), each `>` a quote.
    for (let code = false; !code; ) {
      skipSpace();
      const markerAt = pos;
      if (line[pos] === '>') skipQuote();
      else {
        THEMATIC_BREAK.lastIndex = pos;
        if (THEMATIC_BREAK.test(line)) break;
        LIST_MARKER.lastIndex = FOOTNOTE.lastIndex = pos;
        const m = LIST_MARKER.exec(line);
        const note = m ? null : FOOTNOTE.exec(line);
        if (!m && !note) break;
        const markerCol = col;
        pos += (m ?? note)![0].length;
        col += (m ?? note)![0].length;
        const markerEnd = col;
        skipSpace();
        // One to four spaces after a list marker set the content column; more start indented code.
        // A footnote's content is indented four columns.
        code = m !== null && pos < line.length && col - markerEnd > 4;
        items.push(note ? markerCol + 4 : pos >= line.length || code ? markerEnd + 1 : col);
      }
      const depth = items.length + quotes + directives;
      if (depth > max) return { line: lineNo, column: markerAt + 1, depth };
    }
    const after = line.slice(pos).replace(/\r$/, '');
    const open = FENCE.exec(after);
    if (open) {
      fence = { char: open[1][0], length: open[1].length };
      paragraph = false;
    } else if (DIRECTIVE_OPEN.test(after)) {
      directives++;
      paragraph = false;
    } else if (DIRECTIVE_CLOSE.test(after)) {
      directives = Math.max(0, directives - 1);
      paragraph = false;
    } else paragraph = !/^(?:#{1,6}(?:[ \t]|$)|<)/.test(after) && after.trim() !== '';
    const depth = items.length + quotes + directives;
    if (depth > max) return { line: lineNo, column: 1, depth };
  }
  return undefined;
}
