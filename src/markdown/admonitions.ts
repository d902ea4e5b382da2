// `:::kind[Title]` container directives -> admonition boxes; other directives back to text.
import type { Root } from 'mdast';

/** The keywords Docusaurus reads; the last three are its older names, drawn as note, info and tip with their own titles. */
export const ADMONITIONS = ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'secondary', 'important', 'success'] as const;
const STYLE: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip' };
const DEFAULT_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
  secondary: 'Secondary',
  important: 'Important',
  success: 'Success'
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
        child.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${STYLE[kind] ?? kind}`], role: 'note' } };
      }
      walk(child);
    }
  };
  walk(tree as unknown as Node);
  return unknown;
}
