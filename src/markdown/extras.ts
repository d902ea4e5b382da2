// MarkdownOptions -> the parsers only some sites need (math, diagrams, their own Prism languages), loaded once per thread before its first parse.
import type { MarkdownOptions } from '../types.js';
import { loadPrism } from './prism.js';

/** What `markdown.math` needs: the `$` syntax and KaTeX. */
export interface MathModules {
  math: typeof import('micromark-extension-math').math;
  mathFromMarkdown: typeof import('mdast-util-math').mathFromMarkdown;
  katex: typeof import('katex').default;
}

/** What `markdown.mermaid` needs: a renderer of Mermaid text to SVG that needs no DOM. */
export interface MermaidModules {
  renderMermaidSVG: typeof import('beautiful-mermaid').renderMermaidSVG;
}

let math: MathModules | undefined;
let mermaid: MermaidModules | undefined;

/**
 * Loads what `options` turn on and this thread has not loaded yet. The parse itself is synchronous (parse.ts), and
 * these packages are ES modules: they are imported here, ahead of it. Without the options nothing is imported, so a
 * site without math or diagrams starts its parse threads as fast as before.
 */
export async function loadExtras(options?: MarkdownOptions): Promise<void> {
  if (options?.prism) loadPrism(options.prism);
  if (options?.math && !math) {
    const [syntax, mdast, katex] = await Promise.all([import('micromark-extension-math'), import('mdast-util-math'), import('katex')]);
    math = { math: syntax.math, mathFromMarkdown: mdast.mathFromMarkdown, katex: katex.default };
  }
  if (options?.mermaid && !mermaid) {
    const { renderMermaidSVG } = await import('beautiful-mermaid');
    mermaid = { renderMermaidSVG };
  }
}

/** The math modules; loadExtras with `math` must have run in this thread. */
export function mathModules(): MathModules {
  if (!math) throw new Error('markdown.math is on but its parser is not loaded: call loadExtras(options) before parsing');
  return math;
}

/** The diagram renderer; loadExtras with `mermaid` must have run in this thread. */
export function mermaidModules(): MermaidModules {
  if (!mermaid) throw new Error('markdown.mermaid is on but its renderer is not loaded: call loadExtras(options) before parsing');
  return mermaid;
}
