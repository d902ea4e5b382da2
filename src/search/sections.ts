// mdast (after heading ids) -> the page's search sections: the text before the first h2, then each h2 and h3.
import type { Root } from 'mdast';
import type { Section } from '../types.js';
import { tokenizeCached as tokenize } from './terms.js';

interface Node {
  type: string;
  value?: string;
  alt?: string;
  depth?: number;
  children?: Node[];
  data?: { hProperties?: { id?: string } };
}

/** Block nodes whose text is kept apart from the next block's. */
const INLINE = new Set(['text', 'inlineCode', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'image', 'imageReference', 'break', 'html', 'footnoteReference', 'inlineMath']);

const HIDDEN_HTML = /<(style|script|template|noscript)\b[^>]*>(?:[\s\S]*?<\/\1\s*>|[\s\S]*$)/gi;

/** The reader-visible text of a node: words of adjacent blocks never run together. */
export function plainText(node: Node): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
    // Math (markdown.math) is searched by its TeX.
    case 'inlineMath':
    case 'math':
      return node.value ?? '';
    case 'html':
      // What raw HTML shows: not the CSS or code inside style, script, template or noscript (an HTML block of one
      // of those is one node; one left open runs to the node's end).
      return (node.value ?? '').replace(HIDDEN_HTML, ' ').replace(/<[^>]*>/g, ' ');
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'break':
      return ' ';
    case 'yaml':
    case 'definition':
      return '';
  }
  const children = node.children ?? [];
  let out = '';
  for (const child of children) {
    const text = plainText(child);
    out += INLINE.has(child.type) || !out ? text : ` ${text}`;
  }
  return out;
}

/**
 * Splits the top-level blocks at h2 and h3 headings. Headings nested in containers and h4+ stay in
 * their section's text. An h3 remembers the h2 it sits under. The search terms of each section's
 * content start with its context: the page description for the intro, the h2 for an h3 (so
 * `account` under `system` is about system.account).
 */
export function extractSections(tree: Root, description = ''): Section[] {
  const sections: Section[] = [{ depth: 1, title: '', text: '', terms: '' }];
  let parent: string | undefined;
  const texts: string[][] = [[]];
  for (const node of tree.children as Node[]) {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      const title = plainText(node).trim();
      if (node.depth === 2) parent = title;
      sections.push({ depth: node.depth, id: node.data?.hProperties?.id, title, parent: node.depth === 3 ? parent : undefined, text: '', terms: '' });
      texts.push([]);
      continue;
    }
    texts[texts.length - 1].push(plainText(node));
  }
  sections.forEach((s, i) => {
    s.text = texts[i].join(' ').replace(/\s+/g, ' ').trim();
    s.terms = tokenize(`${s.depth === 1 ? description : (s.parent ?? '')} ${s.text}`).join(' ');
  });
  return sections;
}
