// `$…$` / `$$…$$` in markdown (markdown.math) -> micromark's math syntax, and the tree's math nodes -> KaTeX's HTML, each error a warning.
import type { Root } from 'mdast';
import type { Diagnostic } from '../types.js';
import { mathModules } from './extras.js';

/** The micromark and mdast extensions that read `$…$` (inlineMath) and `$$` blocks (math), as remark-math does. */
export function mathSyntax(): { extension: unknown; mdastExtension: unknown } {
  const { math, mathFromMarkdown } = mathModules();
  return { extension: math(), mdastExtension: mathFromMarkdown() };
}

type MathNode = { type: string; value?: string; position?: { start: { line: number; column: number } }; children?: MathNode[]; data?: unknown };

/** ```math fences become display math, as rehype-katex typesets them (and GitHub shows them). */
export function mathFences(tree: Root): void {
  const walk = (node: MathNode) => {
    for (const child of node.children ?? []) {
      if (child.type === 'code' && (child as { lang?: string }).lang === 'math') child.type = 'math';
      else if (child.children) walk(child);
    }
  };
  walk(tree as unknown as MathNode);
}

/** A KaTeX error, as `katex.ParseError` carries it. */
type KatexError = Error & { rawMessage?: string; position?: number };

/**
 * Replaces every math node with KaTeX's HTML (and MathML, which screen readers read): `$x$` inline, a `$$` block as
 * display math. TeX KaTeX cannot read is shown as written, in KaTeX's error colour, with a warning at its place.
 */
export function renderMath(tree: Root, file: string): Diagnostic[] {
  const { katex } = mathModules();
  const diagnostics: Diagnostic[] = [];
  const walk = (node: MathNode) => {
    const children = node.children ?? [];
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child.type !== 'math' && child.type !== 'inlineMath') {
        if (child.children) walk(child);
        continue;
      }
      const tex = child.value ?? '';
      const displayMode = child.type === 'math';
      let html: string;
      try {
        html = katex.renderToString(tex, { displayMode, throwOnError: true, strict: 'ignore' });
      } catch (error) {
        const e = error as KatexError;
        diagnostics.push({ file, ...texPosition(child, e.position), severity: 'warning', message: `math: ${e.rawMessage ?? e.message}`, hint: 'KaTeX supports most of LaTeX math, not all of it (katex.org/docs/supported); write \\$ for a dollar sign' });
        html = katex.renderToString(tex, { displayMode, throwOnError: false, strict: 'ignore' });
      }
      // A display formula wider than the column scrolls sideways (math.css): `tabindex` lets keyboard readers scroll it,
      // as a table's does.
      children[i] = { type: 'html', value: displayMode ? `<div class="math-display" tabindex="0">${html}</div>` : html };
    }
  };
  walk(tree as unknown as MathNode);
  return diagnostics;
}

/** The file position of offset `at` of a math node's TeX: after the opening dollars inline, from the next line in a block. */
function texPosition(node: MathNode, at = 0): { line: number; column: number } {
  const start = node.position?.start ?? { line: 1, column: 1 };
  const before = (node.value ?? '').slice(0, at).split('\n');
  const last = before[before.length - 1].length;
  if (node.type === 'math') return { line: start.line + before.length, column: last + 1 };
  // Inline: `$` or `$$`, then the TeX (micromark drops one padding space on each side when both have one).
  return before.length === 1 ? { line: start.line, column: start.column + 1 + last } : { line: start.line + before.length - 1, column: last + 1 };
}
