// <TOCInline toc={toc} /> -> a placeholder in the MDX step, then (once headings have ids) the page's headings as nested links.
import type { Root } from 'mdast';
import type { MarkdownOptions } from '../../types.js';
import { element, type Component, type MdxNode } from '../node.js';

/** The node TOCInline leaves in the tree until the parse's heading step fills it (fillTocInline). */
const SLOT = 'mdxTocInline';

/** Which entries of the page's `toc` the component is given: `toc`, `toc.slice(a, b)`, `toc.filter(n => n.level <op> N)`. */
interface Pick {
  slice?: [number, number?];
  level?: { op: string; n: number };
}

/** `toc.slice(1)`, `toc.slice(0, -2)`. */
const SLICE = /^toc\.slice\(\s*(-?\d+)\s*(?:,\s*(-?\d+)\s*)?\)$/;
/** `toc.filter((node) => node.level === 2)`, `toc.filter(({level}) => level <= 3)`. */
const FILTER = /^toc\.filter\(\s*(?:\(\s*)?(?:\{\s*level\s*\}|(\w+))(?:\s*\))?\s*=>\s*(?:(\w+)\.)?level\s*(===|==|!==|!=|<=|<|>=|>)\s*(\d)\s*\)$/;

/** The part of `toc` a `toc={…}` attribute's source picks, or undefined when it is none of the forms above. */
export function readTocPick(source: string): Pick | undefined {
  const s = source.trim();
  if (s === 'toc') return {};
  const slice = SLICE.exec(s);
  if (slice) return { slice: [Number(slice[1]), slice[2] === undefined ? undefined : Number(slice[2])] };
  const filter = FILTER.exec(s);
  if (filter && (filter[1] ?? undefined) === (filter[2] ?? undefined)) return { level: { op: filter[3], n: Number(filter[4]) } };
  return undefined;
}

/** Renders the placeholder: the levels and part of `toc` it asks for. Its source line is where messages point. */
export const TOCInline: Component = (node, scope) => {
  const props = scope.props(node);
  const attr = node.attributes?.find((a) => a.name === 'toc');
  const source = attr && typeof attr.value === 'object' && attr.value ? String((attr.value as { value?: unknown }).value ?? '') : 'toc';
  let pick = readTocPick(source);
  if (!pick) {
    scope.warn(node, `<TOCInline toc=${source}>`, `<TOCInline toc={${source.slice(0, 40)}}> cannot be worked out at build time: the whole table of contents is shown`, 'write toc={toc}, toc={toc.slice(n)} or toc={toc.filter((node) => node.level === n)}');
    pick = {};
  }
  const level = (v: unknown) => (typeof v === 'number' && v >= 2 && v <= 6 ? v : undefined);
  const data = { pick, min: level(props.minHeadingLevel), max: level(props.maxHeadingLevel) };
  return [{ type: SLOT, data, position: node.position }];
};

interface HeadingNode extends MdxNode {
  depth: number;
}

/** Phrasing content copied for a link's text: links inside become their text, as a link cannot hold one. */
function linkText(nodes: MdxNode[]): MdxNode[] {
  return nodes.flatMap((n) => (n.type === 'link' || n.type === 'linkReference' ? linkText(n.children ?? []) : [{ ...n, ...(n.children ? { children: linkText(n.children) } : {}), position: undefined }]));
}

/** An entry sits under the nearest entry above it with a smaller level (as the theme's own table of contents nests them). */
function nested(headings: HeadingNode[]): MdxNode {
  type Entry = { h: HeadingNode; children: Entry[] };
  const roots: Entry[] = [];
  const open: Entry[] = [];
  for (const h of headings) {
    const entry: Entry = { h, children: [] };
    while (open.length && open[open.length - 1].h.depth >= h.depth) open.pop();
    (open.length ? open[open.length - 1].children : roots).push(entry);
    open.push(entry);
  }
  const list = (entries: Entry[]): MdxNode => ({
    type: 'list',
    ordered: false,
    spread: false,
    children: entries.map((e) => {
      const id = String((e.h.data?.hProperties as { id?: string } | undefined)?.id ?? '');
      const link: MdxNode = { type: 'link', url: `#${id}`, children: linkText(e.h.children ?? []), position: e.h.position };
      return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [link] }, ...(e.children.length ? [list(e.children)] : [])] };
    })
  });
  return list(roots);
}

const compare: Record<string, (a: number, b: number) => boolean> = {
  '===': (a, b) => a === b, '==': (a, b) => a === b, '!==': (a, b) => a !== b, '!=': (a, b) => a !== b,
  '<': (a, b) => a < b, '<=': (a, b) => a <= b, '>': (a, b) => a > b, '>=': (a, b) => a >= b
};

/**
 * Replaces each TOCInline placeholder with the page's headings (h2 to h6, as the `toc` an MDX page exports), the part
 * its `toc` names, at its levels (default `options.tableOfContents`, else 2 to 3), as a nested list of links. Run after
 * heading ids are given (they are the links' targets).
 */
export function fillTocInline(tree: Root, options?: MarkdownOptions): void {
  const headings: HeadingNode[] = [];
  const slots: MdxNode[] = [];
  const walk = (node: MdxNode) => {
    if (node.type === 'heading' && (node as HeadingNode).depth >= 2) headings.push(node as HeadingNode);
    else if (node.type === SLOT) slots.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as unknown as MdxNode);
  const levels = options?.tableOfContents ?? { minHeadingLevel: 2, maxHeadingLevel: 3 };
  for (const slot of slots) {
    const { pick, min = levels.minHeadingLevel, max = levels.maxHeadingLevel } = slot.data as { pick: Pick; min?: number; max?: number };
    let toc = pick.slice ? headings.slice(...pick.slice) : headings;
    if (pick.level) toc = toc.filter((h) => compare[pick.level!.op](h.depth, pick.level!.n));
    toc = toc.filter((h) => h.depth >= min && h.depth <= max);
    const list = nested(toc);
    Object.assign(slot, element('div', { className: ['toc-inline'] }, toc.length ? [list] : [], slot.position));
  }
}
