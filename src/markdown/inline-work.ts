// The lines of one paragraph -> an estimate of micromark's work on it: array splices, and walks to match emphasis, brackets and backticks.

type Kind = 'space' | 'punct' | 'other';

const isSpace = (c: number) => c === 32 || c === 9 || Number.isNaN(c);
const isWord = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 127;
// Only ASCII punctuation: a character past 127 counts as a letter, which only makes a run look more like a closer.
const kind = (c: number): Kind => (isSpace(c) ? 'space' : isWord(c) ? 'other' : 'punct');

const STAR = 42;
const UNDERSCORE = 95;
const TILDE = 126;
const BACKTICK = 96;
const BACKSLASH = 92;
const OPEN = 91;
const CLOSE = 93;
const AMPERSAND = 38;
const LESS = 60;
const BANG = 33;

/** What a step of each walk costs micromark, in events moved by a splice (measured: see runs.test.ts). */
const MATCHED = 100;
const UNMATCHED = 10;
const TICKED = 10;
/** No walk step weighs more: each delimiter run starts one walk at most, over a paragraph's tokens or characters at most. */
export const HEAVIEST_STEP = Math.max(MATCHED, UNMATCHED, TICKED);

/**
 * micromark keeps a paragraph's tokens as events in one array, and each construct it resolves
 * (emphasis, a link, a code span, an escape; also each line's words, merged into one text) is
 * spliced in or out of it, moving the events after it: markup × tokens. It also walks:
 * - a closing `*`, `_` or `~` run back to its opener, and the span between is resolved again; or
 *   back to the paragraph's start when it has none (a run that can both open and close is counted
 *   as having none: micromark's rule of three may skip its opener);
 * - a `]` back to its `[` (its label is read again, and resolved again if it makes a link or an
 *   image), or to the last `[` when it has none (the footnote-call check walks that far);
 * - a backtick run ahead to the next run of its length, or to the paragraph's end.
 * This follows the matching in one pass, with CommonMark's flanking rules (line ends count as spaces).
 */
export class Paragraph {
  /** Tokens so far: words, other characters (a delimiter run is one), line ends. */
  tokens = 0;
  /** Tokens that may start a construct: delimiter runs, brackets, escapes, `&`, `<`, `!`; and line ends. */
  markup = 0;
  /** Characters, line ends included. */
  chars = 0;
  /** The most emphasis openers and `[` open at once. */
  maxDepth = 0;
  /** Tokens walked over to an opener whose span is resolved again, and by other walks back. */
  private matched = 0;
  private unmatched = 0;
  /** The token positions of the openers not yet closed, by marker; of the `[` not yet closed, and of the last one. */
  private openers: Record<number, number[]> = { [STAR]: [], [UNDERSCORE]: [], [TILDE]: [] };
  private brackets: number[] = [];
  private lastBracket = 0;
  /** Backtick runs (character offset, length), matched at the end. */
  private ticks: Array<[number, number]> = [];

  /** One line of the paragraph, without its container markers. A character loop: this runs on every page. */
  add(line: string): void {
    for (let i = 0; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (isSpace(c)) continue;
      this.tokens++;
      if (isWord(c)) {
        while (i + 1 < line.length && isWord(line.charCodeAt(i + 1))) i++;
        continue;
      }
      if (c === STAR || c === UNDERSCORE || c === TILDE || c === BACKTICK || c === OPEN || c === CLOSE || c === BACKSLASH || c === AMPERSAND || c === LESS || c === BANG) this.markup++;
      if (c === BACKSLASH) {
        // An escaped character is text.
        i++;
      } else if (c === STAR || c === UNDERSCORE || c === TILDE || c === BACKTICK) {
        const from = i;
        while (line.charCodeAt(i + 1) === c) i++;
        if (c === BACKTICK) this.ticks.push([this.chars + from, i - from + 1]);
        else this.delimiter(c, kind(line.charCodeAt(from - 1)), kind(line.charCodeAt(i + 1)));
      } else if (c === OPEN) {
        this.brackets.push(this.tokens);
        this.lastBracket = this.tokens;
        this.deeper();
      } else if (c === CLOSE) {
        const open = this.brackets.pop();
        const next = line.charCodeAt(i + 1);
        // A link or image resolves its label again, like emphasis; brackets that make neither are walked over once.
        if (open !== undefined && (next === 40 || next === OPEN)) this.matched += this.tokens - open;
        else this.unmatched += this.tokens - (open ?? this.lastBracket);
      }
    }
    this.tokens++;
    this.markup++;
    this.chars += line.length + 1;
  }

  /** The work of the paragraph so far, in events moved. */
  finish(): number {
    let ticked = 0;
    const next = new Map<number, number>();
    const same = new Array<number | undefined>(this.ticks.length);
    for (let i = this.ticks.length - 1; i >= 0; i--) {
      same[i] = next.get(this.ticks[i][1]);
      next.set(this.ticks[i][1], i);
    }
    for (let i = 0; i < this.ticks.length; i++) {
      const close = same[i];
      ticked += (close === undefined ? this.chars : this.ticks[close][0]) - this.ticks[i][0];
      // The runs inside a code span are its text.
      if (close !== undefined) i = close;
    }
    return this.markup * this.tokens + MATCHED * this.matched + UNMATCHED * this.unmatched + TICKED * ticked;
  }

  private delimiter(marker: number, before: Kind, after: Kind): void {
    const left = after !== 'space' && (after !== 'punct' || before !== 'other');
    const right = before !== 'space' && (before !== 'punct' || after !== 'other');
    const canOpen = marker === UNDERSCORE ? left && (!right || before === 'punct') : left;
    const canClose = marker === UNDERSCORE ? right && (!left || after === 'punct') : right;
    const openers = this.openers[marker];
    if (canClose && !canOpen && openers.length) this.matched += this.tokens - openers.pop()!;
    else if (canClose) this.unmatched += this.tokens;
    if (canOpen) {
      openers.push(this.tokens);
      this.deeper();
    }
  }

  private deeper(): void {
    this.maxDepth = Math.max(this.maxDepth, this.brackets.length + this.openers[STAR].length + this.openers[UNDERSCORE].length + this.openers[TILDE].length);
  }
}
