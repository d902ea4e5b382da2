// A block's lines (inner HTML each) and their decorations -> the `<pre>` element.
import { escapeHtml } from '../html.js';

export interface LineDecorations {
  /** 0-based line -> its extra classes. */
  lines?: Record<number, string>;
  /** The first line's number, when lines are numbered. */
  start?: number;
}

/**
 * The `<pre>` of a block. Without decorations it is as it always was: highlighted lines are
 * `<span class="line">` joined by newlines, plain text is bare. With them, each line is a span that
 * holds its own newline, so that a site's CSS may make a highlighted line `display: block` without
 * the newline between two blocks showing as an empty line; numbers are CSS counters (styles.css),
 * so they are neither copied nor selected. `plain`: the lines are escaped text, not Shiki's spans.
 */
export function preHtml(lines: string[], { lines: classes, start }: LineDecorations, { plain = false } = {}): string {
  const decorated = start !== undefined || (classes !== undefined && Object.keys(classes).length > 0);
  const open = '<pre class="shiki" tabindex="0">';
  if (!decorated) return `${open}<code>${plain ? lines.join('\n') : lines.map((l) => `<span class="line">${l}</span>`).join('\n')}</code></pre>`;
  const last = lines.length - 1;
  const body = lines.map((l, i) => `<span class="line${classes?.[i] ? ` ${escapeHtml(classes[i])}` : ''}">${l}${i < last ? '\n' : ''}</span>`).join('');
  if (start === undefined) return `${open}<code class="code-lines">${body}</code></pre>`;
  // Digits of the widest number, so the gutter fits it; the counter is incremented before each line shows it.
  const digits = Math.max(String(start).length, String(start + last).length);
  return `${open}<code class="code-lines line-numbers" style="counter-reset:code-line ${start - 1};--line-digits:${digits}">${body}</code></pre>`;
}
