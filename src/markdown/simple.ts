// Markdown text -> the same text with its plain blocks (headings, paragraphs, tight one-level lists) blanked out, plus their mdast nodes.
import type { Code, Heading, List, Paragraph, RootContent } from 'mdast';
import { plainInline, type Locate } from './plain-inline.js';

/**
 * Most of the generated reference pages are blocks micromark has nothing to decide about: an ATX
 * heading or a paragraph made of words and single-backtick code spans. Such a group of lines (between
 * blank lines, where no fence, HTML comment or frontmatter is open) is replaced by one line `S`,
 * and the blank lines after it by one, so micromark parses a one-letter paragraph in its place;
 * `spliceSimple` then gives micromark's nodes the file's line numbers back and swaps that paragraph
 * for the nodes built here. Anything that could mean
 * more than it says (emphasis, links, HTML, autolinks, escapes, lists, tables...) keeps the group
 * for micromark, so the tree is the one micromark would build.
 */
export interface Blanked {
  /** The text micromark parses. */
  text: string;
  /** Line number of each marker -> the nodes that replace it. */
  groups: Map<number, RootContent[]>;
  /** The file's line number of each line of `text` (index 0: line 1). */
  lineOf: number[];
}

const MARKER = 'S';
const HEADING = /^(#{1,6}) (\S(?:.*\S)?)$/;
const ITEM = /^([-*+]) (\S.*)$/;
/** A line's start when no block construct can start with it (`**x` is no list item and no thematic break). */
const PLAIN_START = /^(?:[\p{L}0-9`("'$%.,;?/]|\*\*[^\s*])/u;
const ORDERED = /^\d{1,9}[.)](?: |$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const BLANK = /^[ \t]*$/;
/** A line that starts a list item, at any indentation. */
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
/** A fence's opening line at the margin: its run and its info string. */
const OPENING = /^(`{3,}|~{3,})(.*)$/;
const CLOSING = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/** Lines of one paragraph without their indentation, from file line `line`; `columns`: where each starts. */
interface Block {
  lines: string[];
  line: number;
  columns: number[];
}

/** Offsets in `block.lines.join('\n')` -> file positions. */
function locator(block: Block): Locate {
  return (offset) => {
    let n = 0;
    while (n < block.lines.length - 1 && offset > block.lines[n].length) offset -= block.lines[n++].length + 1;
    return { line: block.line + n, column: block.columns[n] + offset };
  };
}

const plainStart = (content: string) => PLAIN_START.test(content) && !ORDERED.test(content);

/**
 * The nodes of a group of lines if it holds only plain headings, paragraphs and tight one-level
 * bullet lists, else null. `clean`: nothing open before the group that a list item could continue.
 */
function simpleGroup(lines: string[], from: number, to: number, clean: boolean): RootContent[] | null {
  const nodes: RootContent[] = [];
  let block: Block | undefined; // the open paragraph, or the open item's
  let list: List | undefined;
  let marker = '';
  const flush = (): boolean => {
    if (!block) return true;
    const children = plainInline(block.lines.join('\n'), locator(block));
    if (!children) return false;
    const paragraph: Paragraph = { type: 'paragraph', children, position: pos(block.line) };
    if (list) list.children.push({ type: 'listItem', spread: false, checked: null, children: [paragraph], position: pos(block.line) });
    else nodes.push(paragraph);
    block = undefined;
    return true;
  };
  for (let i = from; i < to; i++) {
    const line = lines[i];
    if (line.endsWith(' ')) return null;
    const h = HEADING.exec(line);
    const item = h ? null : ITEM.exec(line);
    if (h) {
      if (list || !flush() || h[2].endsWith('#')) return null;
      const children = plainInline(h[2], locator({ lines: [h[2]], line: i + 1, columns: [h[1].length + 2] }));
      if (!children) return null;
      nodes.push({ type: 'heading', depth: h[1].length as Heading['depth'], children, position: pos(i + 1) });
    } else if (item) {
      if ((i === from && !clean) || (list && item[1] !== marker) || !plainStart(item[2]) || !flush()) return null;
      if (!list) nodes.push((list = { type: 'list', ordered: false, start: null, spread: false, children: [], position: pos(i + 1) }));
      marker = item[1];
      block = { lines: [item[2]], line: i + 1, columns: [3] };
    } else {
      const content = line.trimStart();
      if (!plainStart(content) || (!block && (content !== line || list))) return null;
      const column = line.length - content.length + 1;
      if (block) {
        block.lines.push(content);
        block.columns.push(column);
      } else block = { lines: [content], line: i + 1, columns: [column] };
    }
  }
  return flush() ? nodes : null;
}

/** Positions in `text` -> positions in the file (the columns stay: only whole blank lines went). */
function renumber(nodes: RootContent[], lineOf: number[]): void {
  for (const node of nodes) {
    if (node.position) {
      node.position.start.line = lineOf[node.position.start.line - 1];
      node.position.end.line = lineOf[node.position.end.line - 1];
    }
    if ('children' in node) renumber(node.children as RootContent[], lineOf);
  }
}

/**
 * The code node of the fenced block that opens at line `from` at the margin and closes, with the line
 * after it; null when micromark should see it (no closing fence, or an info string with escapes,
 * character references or trailing spaces).
 */
function fencedCode(lines: string[], from: number): { node: Code; end: number } | null {
  const open = OPENING.exec(lines[from]);
  if (!open) return null;
  const [, run, info] = open;
  if ((run[0] === '`' && info.includes('`')) || /[\\&\0]|[ \t]$/.test(info)) return null;
  let close = from + 1;
  for (; close < lines.length; close++) {
    const m = CLOSING.exec(lines[close]);
    if (m && m[1][0] === run[0] && m[1].length >= run.length) break;
  }
  if (close >= lines.length) return null;
  const value = lines.slice(from + 1, close).join('\n');
  if (value.includes('\0')) return null;
  const words = info.trimStart();
  const space = /[ \t]+/.exec(words);
  const lang = space ? words.slice(0, space.index) : words;
  const meta = space ? words.slice(space.index + space[0].length) : '';
  return { node: { type: 'code', lang: lang || null, meta: meta || null, value, position: pos(from + 1) }, end: close + 1 };
}

function pos(line: number) {
  return { start: { line, column: 1 }, end: { line, column: 1 } };
}

/** Blanks out the plain groups of `text`, or returns null when the page needs micromark throughout. */
export function blankSimple(text: string): Blanked | null {
  if (text.includes('\r')) return null;
  const lines = text.split('\n');
  const groups = new Map<number, RootContent[]>();
  let i = 0;
  if (lines[0] === '---') {
    const close = lines.findIndex((l, n) => n > 0 && /^---[ \t]*$/.test(l));
    if (close < 0 || lines[close] !== '---') return null;
    i = close + 1;
  } else if (/^---[ \t]/.test(lines[0])) return null;

  let fence: string | undefined; // the opening run of the open top-level fence
  let comment = false;
  let blankBefore = true;
  let listOpen = false; // a list item after the next blank lines could continue a list
  let lastStart = 0; // the marker line of the last plain group
  let lastEnd = -1; // the line after it
  while (i < lines.length) {
    const line = lines[i];
    if (fence) {
      const m = FENCE.exec(line);
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length && line.slice(m[0].length).trim() === '') fence = undefined;
      i++;
      continue;
    }
    if (comment) {
      if (line.includes('-->')) comment = false;
      i++;
      continue;
    }
    if (BLANK.test(line)) {
      blankBefore = true;
      i++;
      continue;
    }
    if (blankBefore) {
      let end = i;
      const code = fencedCode(lines, i);
      let nodes: RootContent[] | null = code ? [code.node] : null;
      if (code) end = code.end;
      else {
        while (end < lines.length && !BLANK.test(lines[end])) end++;
        nodes = simpleGroup(lines, i, end, !listOpen);
        // A list at the end of a group must not go on past the blank lines: the next block must not be indented
        // (it would continue the last item) or an item with the same marker (another one of this list).
        const last = nodes?.[nodes.length - 1];
        if (last?.type === 'list') {
          const marker = lines[last.position!.start.line - 1][0];
          let next = end;
          while (next < lines.length && BLANK.test(lines[next])) next++;
          const after = lines[next] ?? '';
          if (/^[ \t]/.test(after) || (after[0] === marker && (after.length === 1 || after[1] === ' ' || after[1] === '\t'))) nodes = null;
        }
      }
      if (nodes) {
        listOpen = nodes[nodes.length - 1].type === 'list';
        // The line after a fence may start a block right away (no blank line between).
        blankBefore = end >= lines.length || BLANK.test(lines[end]);
        // A plain group right after another (only blank lines between) joins the other's marker.
        const joined = lastEnd >= 0 && lines.slice(lastEnd, i).every((l) => BLANK.test(l)) ? groups.get(lastStart) : undefined;
        if (joined) joined.push(...nodes);
        else {
          groups.set(i + 1, nodes);
          lastStart = i + 1;
          lines[i] = MARKER;
        }
        for (let n = joined ? i : i + 1; n < end; n++) lines[n] = '';
        lastEnd = i = end;
        continue;
      }
    }
    // After a blank line, a block at the margin ends every list, unless it is a list item itself.
    if (blankBefore && !/^[ \t]/.test(line)) listOpen = LIST_ITEM.test(line);
    else if (LIST_ITEM.test(line)) listOpen = true;
    blankBefore = false;
    // Constructs that can run over blank lines: top-level fences and comments are followed; the rest,
    // and these when indented (maybe inside a list, where they may end without closing), go to micromark.
    const f = FENCE.exec(line);
    if (f && !(f[1][0] === '`' && line.slice(f[0].length).includes('`'))) {
      if (f[0] !== f[1]) return null;
      fence = f[1];
    } else if (line.startsWith('<!--')) comment = !line.slice(4).includes('-->');
    else if (/^ {0,3}(?:<[?!]|<(?:script|pre|style|textarea)(?:[\s>]|$)|:::)/i.test(line) || /^ {1,3}<!--/.test(line)) return null;
    i++;
  }
  return squeeze(lines, groups);
}

/**
 * micromark spends about 4 µs on every blank line, and a group leaves as many as it had lines.
 * After a marker every blank line goes but one: the marker is a top-level paragraph, so what follows
 * starts at the margin however many blank lines come between. `lineOf` numbers the lines that stay.
 */
function squeeze(lines: string[], groups: Map<number, RootContent[]>): Blanked {
  const kept: string[] = [];
  const lineOf: number[] = [];
  for (let n = 0; n < lines.length; n++) {
    kept.push(lines[n]);
    lineOf.push(n + 1);
    if (!groups.has(n + 1)) continue;
    let next = n + 1;
    while (next < lines.length && BLANK.test(lines[next])) next++;
    if (next > n + 1 && next < lines.length) {
      kept.push('');
      lineOf.push(next);
    }
    n = next - 1;
  }
  return { text: kept.join('\n'), groups, lineOf };
}

/**
 * Replaces the marker paragraphs of a tree parsed from `blanked.text` with the nodes they stand for.
 * Returns null unless every marker came back as a top-level paragraph on its own line: then no
 * container, fence or HTML block took it in, and the original lines parse the same way.
 */
export function spliceSimple(children: RootContent[], blanked: Blanked): RootContent[] | null {
  const out: RootContent[] = [];
  let found = 0;
  renumber(children, blanked.lineOf);
  for (const node of children) {
    const line = node.position?.start.line;
    const nodes = line !== undefined ? blanked.groups.get(line) : undefined;
    if (nodes && node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'text' && node.children[0].value === MARKER) {
      out.push(...nodes);
      found++;
    } else out.push(node);
  }
  return found === blanked.groups.size ? out : null;
}
