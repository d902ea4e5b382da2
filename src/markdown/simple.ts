// Markdown text -> the same text with its plain blocks (headings, paragraphs, tight one-level lists) blanked out, plus their mdast nodes.
import type { Code, Heading, List, Paragraph, Root, RootContent } from 'mdast';
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
  /** The file's text. */
  source: string;
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
/** In MDX, a line that may start an `import` or `export` block. */
const ESM = /^(?:import|export)\b/;

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
function simpleGroup(lines: string[], from: number, to: number, clean: boolean, mdx: boolean): RootContent[] | null {
  const nodes: RootContent[] = [];
  let block: Block | undefined; // the open paragraph, or the open item's
  let list: List | undefined;
  let marker = '';
  const flush = (): boolean => {
    if (!block) return true;
    const children = plainInline(block.lines.join('\n'), locator(block), mdx);
    if (!children) return false;
    const last = block.lines.length - 1;
    const end = { line: block.line + last, column: block.columns[last] + block.lines[last].length };
    const paragraph: Paragraph = { type: 'paragraph', children, position: span(block.line, block.columns[0], end) };
    if (list) {
      list.children.push({ type: 'listItem', spread: false, checked: null, children: [paragraph], position: span(block.line, 1, end) });
      list.position!.end = { ...end };
    }
    else nodes.push(paragraph);
    block = undefined;
    return true;
  };
  for (let i = from; i < to; i++) {
    const line = lines[i];
    if (line.endsWith(' ') || (mdx && ESM.test(line))) return null;
    const h = HEADING.exec(line);
    const item = h ? null : ITEM.exec(line);
    if (h) {
      if (list || !flush() || h[2].endsWith('#')) return null;
      const children = plainInline(h[2], locator({ lines: [h[2]], line: i + 1, columns: [h[1].length + 2] }), mdx);
      if (!children) return null;
      nodes.push({ type: 'heading', depth: h[1].length as Heading['depth'], children, position: span(i + 1, 1, { line: i + 1, column: line.length + 1 }) });
    } else if (item) {
      if ((i === from && !clean) || (list && item[1] !== marker) || !plainStart(item[2]) || !flush()) return null;
      if (!list) nodes.push((list = { type: 'list', ordered: false, start: null, spread: false, children: [], position: span(i + 1, 1, { line: i + 1, column: 1 }) }));
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

/** Each line's offset in `text`. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

type Point = { line: number; column: number; offset?: number };
type Estree = { [key: string]: unknown; start?: number; end?: number; range?: [number, number]; loc?: { start: Point; end: Point } };

/**
 * Places in the blanked text -> places in the file. Only whole lines went, so a column stays, and a
 * line and column give the file's offset; the offsets of MDX's JavaScript (estree) are mapped through
 * the blanked text's lines. Spliced-in nodes (their lines are the file's already) get their offsets.
 */
class Renumber {
  private starts: number[];
  private blankedStarts?: number[];
  private seen = new WeakSet<object>();

  constructor(private blanked: Blanked) {
    this.starts = lineStarts(blanked.source);
  }

  /** A node from micromark (its lines those of the blanked text) and everything in it. */
  node(node: RootContent): void {
    this.position(node.position, true);
    const n = node as { data?: { estree?: Estree }; attributes?: unknown };
    if (n.data?.estree) this.estree(n.data.estree);
    // A JSX element's attributes (a directive's are a record of strings).
    const attributes = Array.isArray(n.attributes) ? (n.attributes as Array<{ position?: RootContent['position']; data?: { estree?: Estree }; value?: unknown }>) : [];
    for (const a of attributes) {
      this.position(a.position, true);
      if (a.data?.estree) this.estree(a.data.estree);
      const value = a.value as { data?: { estree?: Estree } } | undefined;
      if (value && typeof value === 'object' && value.data?.estree) this.estree(value.data.estree);
    }
    if ('children' in node) for (const child of node.children as RootContent[]) this.node(child);
  }

  /** Where the file ends, as the root's position has it. */
  end(): Point {
    const last = this.starts[this.starts.length - 1];
    return { line: this.starts.length, column: this.blanked.source.length - last + 1, offset: this.blanked.source.length };
  }

  /** A spliced-in node and its children: their lines are the file's; their offsets are added. */
  spliced(node: RootContent): void {
    this.position(node.position, false);
    if ('children' in node) for (const child of node.children as RootContent[]) this.spliced(child);
  }

  private position(position: RootContent['position'], blanked: boolean): void {
    if (!position) return;
    for (const p of [position.start, position.end] as Point[]) {
      if (blanked) p.line = this.blanked.lineOf[p.line - 1];
      p.offset = this.starts[p.line - 1] + p.column - 1;
    }
  }

  private offset(at: number): number {
    const starts = (this.blankedStarts ??= lineStarts(this.blanked.text));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return this.starts[this.blanked.lineOf[lo] - 1] + at - starts[lo];
  }

  private estree(node: Estree): void {
    if (this.seen.has(node)) return;
    this.seen.add(node);
    if (typeof node.start === 'number') node.start = this.offset(node.start);
    if (typeof node.end === 'number') node.end = this.offset(node.end);
    if (node.range) node.range = [this.offset(node.range[0]), this.offset(node.range[1])];
    if (node.loc) for (const p of [node.loc.start, node.loc.end]) p.line = this.blanked.lineOf[p.line - 1];
    for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range' && value && typeof value === 'object') this.estree(value as Estree);
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
  return { node: { type: 'code', lang: lang || null, meta: meta || null, value, position: span(from + 1, 1, { line: close + 1, column: lines[close].length + 1 }) }, end: close + 1 };
}

/** A node's place in the file, from line and column to `end` (offsets are added by spliceSimple). */
function span(line: number, column: number, end: { line: number; column: number }): NonNullable<RootContent['position']> {
  return { start: { line, column }, end };
}

/**
 * Blanks out the plain groups of `text`, or returns null when the page needs micromark throughout.
 * `mdx`: the text is MDX, where braces and `import`/`export` lines are syntax. A group may sit in an
 * admonition, or (MDX) between a component's tags: spliceSimple looks there too.
 */
export function blankSimple(text: string, mdx = false): Blanked | null {
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
        nodes = simpleGroup(lines, i, end, !listOpen, mdx);
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
    else if (/^ {0,3}(?:<[?!]|<(?:script|pre|style|textarea)(?:[\s>]|$))/i.test(line) || /^ {1,3}<!--/.test(line)) return null;
    i++;
  }
  return squeeze(lines, groups, text);
}

/**
 * micromark spends about 4 µs on every blank line, and a group leaves as many as it had lines.
 * After a marker every blank line goes but one: the marker is a top-level paragraph, so what follows
 * starts at the margin however many blank lines come between. `lineOf` numbers the lines that stay.
 */
function squeeze(lines: string[], groups: Map<number, RootContent[]>, source: string): Blanked {
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
  return { text: kept.join('\n'), groups, lineOf, source };
}

/**
 * Replaces the marker paragraphs of a tree parsed from `blanked.text` with the nodes they stand for.
 * Returns null unless every marker came back as a paragraph on its own line, at the top or among an
 * admonition's or (MDX) a component's blocks: then no container, fence, expression or HTML block took
 * it in, and the original lines parse the same way. A component's tags and an admonition's fences
 * are flow of their own, so what lies between them is read as at the top.
 */
export function spliceSimple(children: RootContent[], blanked: Blanked): { children: RootContent[]; end: Point } | null {
  const renumber = new Renumber(blanked);
  for (const node of children) renumber.node(node);
  let found = 0;
  const splice = (nodes: RootContent[]): RootContent[] => {
    const out: RootContent[] = [];
    for (const node of nodes) {
      const line = node.position?.start.line;
      const group = line !== undefined ? blanked.groups.get(line) : undefined;
      if (group && node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'text' && node.children[0].value === MARKER) {
        for (const n of group) renumber.spliced(n);
        out.push(...group);
        found++;
        continue;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'containerDirective') node.children = splice(node.children as RootContent[]) as typeof node.children;
      out.push(node);
    }
    return out;
  };
  const out = splice(children);
  return found === blanked.groups.size ? { children: out, end: renumber.end() } : null;
}

/** The tree `parse` makes of the blanked text with the plain groups spliced back in, or null where that does not apply. */
export function withSimple(blanked: Blanked | null, parse: (text: string) => Root): Root | null {
  if (!blanked?.groups.size) return null;
  const tree = parse(blanked.text);
  const spliced = spliceSimple(tree.children, blanked);
  if (!spliced) return null;
  tree.children = spliced.children;
  tree.position = { start: { line: 1, column: 1, offset: 0 }, end: spliced.end };
  return tree;
}
