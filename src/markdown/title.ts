// mdast (after frontmatter) -> the page's own title heading: a leading `# H1` taken out of the body, or an h1 the body shows.
import type { Heading, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { escapeHtml } from '../html.js';

export interface ContentTitle {
  /** The leading h1's text (the page's title when the frontmatter has none). */
  h1?: string;
  /** Its HTML, when it has markup (`# The \`config\` file`); kinds of inline with no URL or raw HTML only. */
  h1Html?: string;
  /** No leading h1, but the body's first heading (before any `---` rule) is an h1: the body shows the page's title itself. */
  bodyTitle?: boolean;
}

/** A heading's own id at its end: `{#id}`, or `<!-- #id -->` in a CommonMark page (see headings.ts). */
const CUSTOM_ID = /\s*(?:\{#[^{}\n]+\}|<!--\s*#[^}\s]+[^]*-->)\s*$/;

const TAGS: Partial<Record<PhrasingContent['type'], string>> = { emphasis: 'em', strong: 'strong', delete: 'del', inlineCode: 'code' };

/** Inline HTML of text, code, emphasis and strikethrough; undefined for anything else (links, images, HTML). */
function inlineHtml(nodes: PhrasingContent[]): string | undefined {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') html += escapeHtml(node.value);
    else if (node.type === 'inlineCode') html += `<code>${escapeHtml(node.value)}</code>`;
    else if (node.type === 'break') html += '<br>';
    else if (TAGS[node.type] && 'children' in node) {
      const inner = inlineHtml(node.children as PhrasingContent[]);
      if (inner === undefined) return undefined;
      html += `<${TAGS[node.type]}>${inner}</${TAGS[node.type]}>`;
    } else return undefined;
  }
  return html;
}

/** Blocks that can hold headings: the walk below never enters a paragraph (inline content can nest very deep). */
const CONTAINERS = new Set(['root', 'blockquote', 'list', 'listItem', 'containerDirective', 'footnoteDefinition']);

/** Whether the first heading in document order, nested ones included, is an h1 that no thematic break comes before. */
function firstHeadingIsH1(node: { type: string; depth?: number; children?: unknown[] }): boolean | undefined {
  if (node.type === 'heading') return node.depth === 1;
  if (node.type === 'thematicBreak') return false;
  if (!CONTAINERS.has(node.type)) return undefined;
  for (const child of (node.children ?? []) as Array<{ type: string }>) {
    const found = firstHeadingIsH1(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Takes a leading `# Title` out of the tree (the theme draws the title heading, with the breadcrumbs above it) and
 * returns it, with its node (its text still takes a heading id in a doc); without one, says whether the body shows its
 * own h1 first, in which case no title heading is added.
 */
export function takeContentTitle(tree: Root): { title: ContentTitle; heading?: Heading } {
  const top = tree.children[0];
  if (top?.type === 'heading' && top.depth === 1) {
    tree.children.shift();
    // A `{#custom-id}` (or `<!-- #custom-id -->`) names an anchor; it is not part of the title.
    const h1 = toString(top).replace(CUSTOM_ID, '').trim();
    const html = inlineHtml(top.children)?.replace(CUSTOM_ID, '').trim();
    return { title: { h1, ...(html !== undefined && html !== escapeHtml(h1) ? { h1Html: html } : {}) }, heading: top };
  }
  return { title: firstHeadingIsH1(tree) ? { bodyTitle: true } : {} };
}
