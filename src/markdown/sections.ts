// A long page parsed a part at a time: micromark's time grows faster than the text (Cypress's 1 MB changelog took 11 s
// whole, 2.6 s in parts), and a block at a line's start below a blank line is one of the page's own, not inside another.
import type { Root } from 'mdast';
import { normalizeIdentifier } from 'micromark-util-normalize-identifier';

/** Below this many characters a page is parsed whole: the parts pay off on long pages only. */
export const PARTS_FROM = 100_000;
/** The parts are at least this long (a block is often a few lines). */
const PART_SIZE = 8_000;

/**
 * `parse(text)`, a part at a time where the text is long and can be cut: before a block at a line's start below a
 * blank line (but a list item), outside front matter, code fences, math blocks and the HTML blocks that run to an end
 * marker (`<!--`, `<script>`, `<pre>`, `<style>`, `<textarea>`). The parts' trees are one tree, their positions (and
 * their expressions' estree positions) those of the whole text. A part that does not parse alone (a heading inside a
 * JSX element, which MDX cuts in two) is parsed with the rest of the page, and its errors are said where they are in
 * the page (the MDX 1 mending of a long page parses it again after each mend: the parts before the error are not parsed
 * whole again).
 *
 * A reference resolves against the whole page's definitions (`[label]: url`, `[^note]: text`), so each part is given
 * a definition of every label the page defines, where it cannot change the part's own blocks (after the first part,
 * before the others), and those nodes are taken out again. Where the labels read from the lines are not exactly the
 * definitions the parts hold (a definition in a form not read here, or a line that only looks like one, in code), the
 * page is parsed whole: each part then knows what the whole page knows.
 */
export function parseInParts(text: string, parse: (text: string) => Root, from = PARTS_FROM, size = PART_SIZE): Root {
  const cuts = text.length >= from ? cutsOf(text) : [];
  if (!cuts.length) return parse(text);
  let labels = definitionLabels(text);
  // Twice at most: a line that looked like a definition but is not one (`[x]: and prose`) is left out the second time.
  for (let tries = 0; tries < 2; tries++) {
    const parts = partTrees(text, cuts, labels, parse, size);
    if (!parts) break;
    const defined = parts.flatMap(({ tree }) => definitionsIn(tree));
    const keys = new Set(defined.map(keyOf));
    const given = new Set(labels.map(labelKey));
    if (keys.size === given.size && [...keys].every((k) => given.has(k))) return joined(text, parts);
    if (![...keys].every((k) => given.has(k))) break;
    labels = [...new Set(defined.map((d) => (d.type === 'definition' ? d.label! : `^${d.label!}`)))];
  }
  return parse(text);
}

/**
 * Each part's tree, with a definition of each label given where it cannot change the part's own blocks (after the
 * first part, before the others), taken out again; null when the page is to be parsed whole. A part that does not
 * parse is parsed again with the rest of the page after it (the parts before it parsed alone, so the page's parse is
 * where it would be): its tree is the last part, or its error, at its place in the whole text, is thrown as the page's
 * (null when the error lies in the definitions given, which the page does not have).
 */
function partTrees(text: string, cuts: number[], labels: string[], parse: (text: string) => Root, size: number): Part[] | null {
  const given = labels.map((l) => `[${l}]: x`).join('\n');
  // The definitions and a blank line before a part: it starts a block below a blank line, as in the page.
  const before = given ? `${given}\n\n` : '';
  const trees: Part[] = [];
  let start = 0;
  let line = 1;
  for (const end of [...cuts, text.length]) {
    if (end - start < size && end !== text.length) continue;
    const part = text.slice(start, end);
    if (!start) {
      try {
        const tree = parse(given ? `${part}\n\n${given}\n` : part);
        if (!takeGiven(tree, labels.length, (n) => n.position!.start.offset! >= part.length)) return null;
        trees.push({ tree, offset: 0, line: 1 });
      } catch {
        return null;
      }
    } else {
      const moved = { offset: start - before.length, line: line - countLines(before) };
      let tree: Root;
      try {
        tree = parse(before + part);
      } catch {
        try {
          tree = parse(before + text.slice(start));
        } catch (error) {
          const own = movedError(error, moved.offset, moved.line - 1, before.length);
          if (own === undefined) return null;
          throw own;
        }
        if (!takeGiven(tree, labels.length, (n) => n.position!.start.offset! < before.length)) return null;
        trees.push({ tree, ...moved });
        return trees;
      }
      if (!takeGiven(tree, labels.length, (n) => n.position!.start.offset! < before.length)) return null;
      trees.push({ tree, ...moved });
    }
    line += countLines(part);
    start = end;
  }
  return trees;
}

/**
 * A part's parse error (micromark's and MDX's VFileMessage) as the whole text's: its place, and the positions its
 * reason names (`(3:1-3:7)`), moved by the part's start (a part starts a line: columns stay); undefined when it lies
 * before `from`.
 */
function movedError(error: unknown, offset: number, lines: number, from: number): unknown {
  const e = error as { place?: Point | { start?: Point; end?: Point }; line?: number; reason?: string; message?: string; name?: string };
  const points = !e?.place ? [] : 'start' in e.place || 'end' in e.place ? [(e.place as { start?: Point }).start, (e.place as { end?: Point }).end] : [e.place as Point];
  if (!points.some((p) => typeof p?.offset === 'number') || points.some((p) => typeof p?.offset === 'number' && p.offset < from)) return undefined;
  for (const p of points) {
    if (!p) continue;
    if (typeof p.offset === 'number') p.offset += offset;
    if (typeof p.line === 'number') p.line += lines;
  }
  const moveText = (t: string) => t.replace(/\((\d+):(\d+)(?:-(\d+):(\d+))?\)/g, (_, l1, c1, l2, c2) => `(${Number(l1) + lines}:${c1}${l2 ? `-${Number(l2) + lines}:${c2}` : ''})`);
  if (typeof e.line === 'number') e.line += lines;
  if (typeof e.reason === 'string') e.reason = moveText(e.reason);
  if (typeof e.message === 'string') e.message = moveText(e.message);
  if (typeof e.name === 'string') e.name = e.name.replace(/\d+(?=:\d+)/g, (l) => String(Number(l) + lines));
  return error;
}

type Point = { line?: number; column?: number; offset?: number };

type Part = { tree: Root; offset: number; line: number };

/** The parts' trees as one, positions those of the whole text. */
function joined(text: string, parts: Part[]): Root {
  const root: Root = { type: 'root', children: [] };
  for (const { tree, offset, line } of parts) {
    if (offset !== 0 || line !== 1) shift(tree, offset, line - 1, new WeakSet());
    root.children.push(...tree.children);
  }
  root.position = { start: { line: 1, column: 1, offset: 0 }, end: endOf(text) };
  return root;
}

/**
 * The labels of the lines that look like definitions, in a container or not: `[label]: url`, `[label]: url "title"`,
 * `[label]:` with its url below, or `[^note]: text`.
 */
function definitionLabels(text: string): string[] {
  const line = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*\[([^\]\n]+)\]:(.*)/gm;
  const definition = (label: string, rest: string) => label.startsWith('^') || /^[ \t]*(?:(?:<[^>\n]*>|[^\s<]\S*)(?:[ \t]+["'(].*)?)?[ \t]*\r?$/.test(rest);
  return [...new Set(Array.from(text.matchAll(line), (m) => (definition(m[1], m[2]) ? m[1] : '')).filter(Boolean))];
}

type Definition = { type: 'definition' | 'footnoteDefinition'; identifier: string; label?: string | null };
const keyOf = (node: Definition) => `${node.type === 'definition' ? '' : '^'}${node.identifier}`;
/** A label as mdast's `identifier` has it (micromark's own folding of case and white space), `^` first for a footnote. */
const labelKey = (label: string) => (label.startsWith('^') ? `^${normalizeIdentifier(label.slice(1)).toLowerCase()}` : normalizeIdentifier(label).toLowerCase());

/** Takes out the given definitions (the top-level nodes `given` picks): false unless they are `count` definitions. */
function takeGiven(tree: Root, count: number, given: (node: Root['children'][number]) => boolean): boolean {
  const taken = tree.children.filter(given);
  tree.children = tree.children.filter((n) => !given(n));
  return taken.length === count && taken.every((n) => n.type === 'definition' || n.type === 'footnoteDefinition');
}

/** The definitions a tree holds, at any depth. */
function definitionsIn(tree: Root): Definition[] {
  const found: Definition[] = [];
  const walk = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'definition' || node.type === 'footnoteDefinition') found.push(node as Definition);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(tree);
  return found;
}

/** Where the text may be cut: the offsets of the lines that start a block at the top level (none: not to be cut). */
function cutsOf(text: string): number[] {
  const cuts: number[] = [];
  let fence = '';
  let until: RegExp | undefined;
  let offset = 0;
  const lines = text.split('\n');
  // Front matter is YAML: its `# comments` are no headings.
  let i = 0;
  if (/^---\r?$/.test(lines[0] ?? '')) {
    const close = lines.findIndex((l, k) => k > 0 && /^(-{3,}[ \t]*|\.\.\.)\r?$/.test(l));
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
    const open = /^ {0,3}(`{3,}|~{3,}|\$\$)(.*)/.exec(line);
    // A backtick fence's info string has no backtick: "``` a ``` b" is code in a paragraph.
    if (open && !(open[1][0] === '`' && open[2].includes('`'))) {
      fence = open[1];
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
