// `:::kind[Title]` container directives -> admonition boxes; other directives back to text.
import type { Root } from 'mdast';

export const ADMONITIONS = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;
const DEFAULT_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger'
};

interface Node {
  type: string;
  name?: string;
  value?: string;
  children?: Node[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column: number } };
}

/** Rewrites admonition directives in place; returns the unknown directive names with their lines. */
export function transformAdmonitions(tree: Root): Array<{ name: string; line: number; column: number }> {
  const unknown: Array<{ name: string; line: number; column: number }> = [];
  const walk = (node: Node) => {
    for (const child of node.children ?? []) {
      if (child.type === 'containerDirective') {
        const name = child.name ?? '';
        if (!(ADMONITIONS as readonly string[]).includes(name)) {
          unknown.push({ name, line: child.position?.start.line ?? 0, column: child.position?.start.column ?? 0 });
        }
        const kind = (ADMONITIONS as readonly string[]).includes(name) ? name : 'note';
        const children = child.children ?? [];
        const label = children[0]?.data?.directiveLabel ? children.shift() : undefined;
        const title: Node = label
          ? { type: 'paragraph', children: label.children, data: { hName: 'div', hProperties: { className: ['admonition-title'] } } }
          : { type: 'paragraph', children: [{ type: 'text', value: DEFAULT_TITLES[kind] }], data: { hName: 'div', hProperties: { className: ['admonition-title'] } } };
        const body: Node = { type: 'blockquote', children, data: { hName: 'div', hProperties: { className: ['admonition-content'] } } };
        child.children = [title, body];
        child.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind}`], role: 'note' } };
      }
      walk(child);
    }
  };
  walk(tree as unknown as Node);
  return unknown;
}
