// A long page parsed a part at a time: micromark's time grows faster than the text (Cypress's 1 MB changelog took 11 s
// whole, 2.6 s in parts), and a block at a line's start below a blank line is one of the page's own, not inside another.
import type { Root } from 'mdast';

/** Below this many characters a page is parsed whole: the parts pay off on long pages only. */
export const PARTS_FROM = 100_000;
/** The parts are at least this long (a block is often a few lines). */
const PART_SIZE = 8_000;

/**
 * `parse(text)`, a part at a time where the text is long and can be cut: before a block at a line's start below a
 * blank line (but a list item), outside front matter, code fences, math blocks and the HTML blocks that run to an end
 * marker (`<!--`, `<script>`, `<pre>`, `<style>`, `<textarea>`), on pages without link reference or footnote
 * definitions (a reference resolves against the whole page). The parts' trees are one tree, their positions (and
 * their expressions' estree positions) those of the whole text. A part that does not parse (a heading inside a JSX
 * element, which MDX cuts in two) makes the page parsed whole, as it is then, so that its errors are said as they
 * would be.
 */
export function parseInParts(text: string, parse: (text: string) => Root, from = PARTS_FROM, size = PART_SIZE): Root {
  const cuts = text.length >= from ? cutsOf(text) : [];
  if (!cuts.length) return parse(text);
  const trees: Array<{ tree: Root; offset: number; line: number }> = [];
  try {
    let start = 0;
    let line = 1;
    for (const end of [...cuts, text.length]) {
      if (end - start < size && end !== text.length) continue;
      const part = text.slice(start, end);
      trees.push({ tree: parse(part), offset: start, line });
      line += countLines(part);
      start = end;
    }
  } catch {
    return parse(text);
  }
  const root: Root = { type: 'root', children: [] };
  for (const { tree, offset, line } of trees) {
    if (offset || line > 1) shift(tree, offset, line - 1, new WeakSet());
    root.children.push(...tree.children);
  }
  root.position = { start: { line: 1, column: 1, offset: 0 }, end: endOf(text) };
  return root;
}

/** Where the text may be cut: the offsets of the lines that start a block at the top level (none: not to be cut). */
function cutsOf(text: string): number[] {
  if (/^ {0,3}\[[^\]\n]+\]:/m.test(text)) return [];
  const cuts: number[] = [];
  let fence = '';
  let until: RegExp | undefined;
  let offset = 0;
  const lines = text.split('\n');
  // Front matter is YAML: its `# comments` are no headings.
  let i = 0;
  if (/^---\r?$/.test(lines[0] ?? '')) {
    const close = lines.findIndex((l, k) => k > 0 && /^(---|\.\.\.)\r?$/.test(l));
    if (close < 0) return [];
    for (; i <= close; i++) offset += lines[i]!.length + 1;
  }
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const here = offset;
    offset += line.length + 1;
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,}|\$\$)\s*\r?$/.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = '';
      continue;
    }
    if (until) {
      if (until.test(line)) until = undefined;
      continue;
    }
    const open = /^ {0,3}(`{3,}|~{3,}|\$\$)/.exec(line)?.[1];
    if (open) {
      fence = open;
      continue;
    }
    const html = /^ {0,3}<(!--|script|pre|style|textarea)/i.exec(line)?.[1];
    if (html) {
      const end = html === '!--' ? /-->/ : new RegExp(`</${html}>`, 'i');
      if (!end.test(line.slice(line.indexOf(html) + html.length))) until = end;
      continue;
    }
    // A block at the line's start below a blank line begins at the top level: nothing above runs on into it (an HTML
    // block ends at the blank line, a list item's own lines are indented), but a list's next item (a list goes on
    // past blank lines).
    if (here > 0 && /^[^\s]/.test(line) && !/^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|\r?$)/.test(line) && /^\s*$/.test(lines[i - 1]!)) cuts.push(here);
  }
  return cuts;
}

const countLines = (text: string) => {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/** The point after the last character of the text, as micromark gives a root's end. */
function endOf(text: string) {
  const line = countLines(text) + 1;
  return { line, column: text.length - (text.lastIndexOf('\n') + 1) + 1, offset: text.length };
}

/**
 * Every position in a part's tree moved by the part's start: mdast's `position` (line, offset) and the `start`, `end`,
 * `range` and `loc` of the estree nodes MDX keeps of its expressions and imports. Each object is moved once.
 */
function shift(value: unknown, offset: number, lines: number, seen: WeakSet<object>): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const v of value) shift(v, offset, lines, seen);
    return;
  }
  const node = value as Record<string, unknown>;
  for (const [key, v] of Object.entries(node)) {
    if ((key === 'position' || key === 'loc') && v && typeof v === 'object') {
      for (const point of [(v as { start?: unknown }).start, (v as { end?: unknown }).end]) movePoint(point, offset, lines, seen);
      seen.add(v);
    } else if ((key === 'start' || key === 'end') && typeof v === 'number' && 'loc' in node) {
      // An estree node's offsets (an mdast list's `start` is its first number).
      node[key] = v + offset;
    } else if (key === 'range' && Array.isArray(v) && typeof v[0] === 'number') {
      node[key] = [v[0] + offset, (v[1] as number) + offset];
      seen.add(node[key] as object);
    } else shift(v, offset, lines, seen);
  }
}

function movePoint(point: unknown, offset: number, lines: number, seen: WeakSet<object>): void {
  if (!point || typeof point !== 'object' || seen.has(point)) return;
  seen.add(point);
  const p = point as { line?: number; offset?: number };
  if (typeof p.line === 'number') p.line += lines;
  if (typeof p.offset === 'number') p.offset += offset;
}
