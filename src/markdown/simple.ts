// Markdown text -> the same text with its plain blocks (headings, paragraphs of words and code spans) blanked out, plus their mdast nodes.
import type { Heading, InlineCode, Paragraph, RootContent, Text } from 'mdast';

/**
 * Most of the generated reference pages are blocks micromark has nothing to decide about: an ATX
 * heading or a paragraph made of words and single-backtick code spans. Such a group of lines (between
 * blank lines, where no fence, HTML comment or frontmatter is open) is replaced by one line `S` and
 * blank lines, so micromark parses a one-letter paragraph in its place and line numbers stay the
 * same; `spliceSimple` then swaps that paragraph for the nodes built here. Anything that could mean
 * more than it says (emphasis, links, HTML, autolinks, escapes, lists, tables...) keeps the group
 * for micromark, so the tree is the one micromark would build.
 */
export interface Blanked {
  /** The text micromark parses. */
  text: string;
  /** Line number of each marker -> the nodes that replace it. */
  groups: Map<number, RootContent[]>;
}

const MARKER = 'S';
/** Characters and sequences that can start markup inside a paragraph (outside code spans). */
const INLINE_MARKUP = /[\\*_[\]<&~@|\t\0]|www\.|:\/\//i;
const HEADING = /^(#{1,6}) (\S(?:.*\S)?)$/;
/** A paragraph's first character when no block construct can start with it. */
const PLAIN_START = /^[\p{L}0-9`("'$%.,;?/]/u;
const ORDERED = /^\d{1,9}[.)](?: |$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const BLANK = /^[ \t]*$/;

/** The inline nodes of plain text with single-backtick code spans, or null if it might hold other markup. */
function inline(text: string): Array<Text | InlineCode> | null {
  if (text.includes('``')) return null;
  const parts = text.split('`');
  if (parts.length % 2 === 0) return null;
  const out: Array<Text | InlineCode> = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i % 2 === 1) {
      if (part === '' || part.includes('\n') || part.includes('\0') || part[0] === ' ' || part[part.length - 1] === ' ') return null;
      out.push({ type: 'inlineCode', value: part });
    } else if (part !== '') {
      if (INLINE_MARKUP.test(part)) return null;
      out.push({ type: 'text', value: part });
    }
  }
  return out;
}

/** The nodes of a group of lines if every one is a plain heading or paragraph line, else null. */
function simpleGroup(lines: string[], from: number, to: number): RootContent[] | null {
  const nodes: RootContent[] = [];
  let para: string[] = [];
  let paraLine = 0;
  const flush = (): boolean => {
    if (!para.length) return true;
    const children = inline(para.join('\n'));
    if (!children) return false;
    const end = para[para.length - 1].length + 1;
    nodes.push({ type: 'paragraph', children, position: pos(paraLine, paraLine + para.length - 1, end) } as Paragraph);
    para = [];
    return true;
  };
  for (let i = from; i < to; i++) {
    const line = lines[i];
    if (line.endsWith(' ')) return null;
    const h = HEADING.exec(line);
    if (h) {
      if (!flush() || h[2].endsWith('#')) return null;
      const children = inline(h[2]);
      if (!children) return null;
      nodes.push({ type: 'heading', depth: h[1].length as Heading['depth'], children, position: pos(i + 1, i + 1, line.length + 1) });
      continue;
    }
    if (!PLAIN_START.test(line) || ORDERED.test(line) || line.startsWith('```')) return null;
    if (!para.length) paraLine = i + 1;
    para.push(line);
  }
  return flush() ? nodes : null;
}

function pos(line: number, endLine: number, endColumn: number) {
  return { start: { line, column: 1 }, end: { line: endLine, column: endColumn } };
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
      while (end < lines.length && !BLANK.test(lines[end])) end++;
      const nodes = simpleGroup(lines, i, end);
      if (nodes) {
        groups.set(i + 1, nodes);
        lines[i] = MARKER;
        for (let n = i + 1; n < end; n++) lines[n] = '';
        i = end;
        continue;
      }
    }
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
  return { text: lines.join('\n'), groups };
}

/**
 * Replaces the marker paragraphs of a tree parsed from `blanked.text` with the nodes they stand for.
 * Returns null unless every marker came back as a top-level paragraph on its own line: then no
 * container, fence or HTML block took it in, and the original lines parse the same way.
 */
export function spliceSimple(children: RootContent[], blanked: Blanked): RootContent[] | null {
  const out: RootContent[] = [];
  let found = 0;
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
