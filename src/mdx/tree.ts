// An .mdx file's text -> the same mdast tree a .md file gives: imports, exports and comments consumed, HTML elements
// kept with their literal attributes, components (not rendered yet) replaced by their content, each reported once.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxjs } from 'micromark-extension-mdxjs';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import type { Root } from 'mdast';
import type { Diagnostic, SourceFile } from '../types.js';
import { unsafeScheme } from '../unsafe-url.js';

/** A node of the tree as this file reads it: MDX's node types are not in mdast's own union. */
interface Node {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: Node[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column: number } };
}

/** The attributes an HTML element keeps when their value is a string: the rest (handlers, `style={{…}}`) are left out. */
const KEPT = new Set(['id', 'class', 'className', 'href', 'src', 'alt', 'title', 'width', 'height', 'target', 'rel', 'align', 'colSpan', 'rowSpan', 'lang', 'dir', 'start', 'type', 'open', 'loading']);

/** An expression of comments only: `{/* … *\/}`. */
const isComment = (value = '') => value.replace(/\/\*[^]*?\*\//g, '').replace(/\/\/[^\n]*/g, '').trim() === '';

/** An expression that is one string literal: `{'<'}`, `{"a"}`. */
const stringLiteral = (value = '') => /^\s*(['"])((?:\\.|(?!\1)[^\\])*)\1\s*$/.exec(value)?.[2].replace(/\\(.)/g, '$1');

/**
 * HTML comments outside fenced code as MDX comments (`<!-- x -->` is `{/* x *\/}`): MDX 1 read them, and Docusaurus 3
 * still does by default (its `mdx1Compat.comments`). Lines keep their numbers.
 */
export function htmlCommentsAsMdx(text: string): string {
  if (!text.includes('<!--')) return text;
  let fence: string | undefined;
  let inComment = false;
  return text
    .split('\n')
    .map((line) => {
      const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (!inComment && fence === undefined && opener) fence = opener;
      else if (fence !== undefined) {
        if (line.trim().startsWith(fence[0].repeat(fence.length)) && /^\s*[`~]+\s*$/.test(line)) fence = undefined;
        return line;
      }
      if (fence !== undefined) return line;
      let out = '';
      let rest = line;
      while (rest) {
        const at = rest.indexOf(inComment ? '-->' : '<!--');
        if (at < 0) {
          out += inComment ? rest.replace(/\*\//g, '* /') : rest;
          break;
        }
        out += inComment ? `${rest.slice(0, at).replace(/\*\//g, '* /')}*/}` : `${rest.slice(0, at)}{/*`;
        rest = rest.slice(at + (inComment ? 3 : 4));
        inComment = !inComment;
      }
      return out;
    })
    .join('\n');
}

/**
 * The tree of an MDX page, as MDX reads it (no indented code; `<` and `{` start JSX and expressions), in the shape
 * the markdown steps expect; or, for text that is not valid MDX, MDX's message at its line and column.
 */
export function mdxTree(file: SourceFile, options: { extensions: unknown[]; mdastExtensions: unknown[] }): { tree: Root; diagnostics: Diagnostic[] } | { error: Diagnostic } {
  let tree: Root;
  try {
    tree = fromMarkdown(htmlCommentsAsMdx(file.text), { extensions: [...(options.extensions as never[]), mdxjs()], mdastExtensions: [...(options.mdastExtensions as never[]), mdxFromMarkdown()] }) as Root;
  } catch (error) {
    const e = error as { reason?: string; message: string; line?: number; column?: number };
    return {
      error: {
        file: file.path,
        line: e.line ?? 1,
        column: e.column ?? 1,
        severity: 'warning',
        message: `MDX syntax: ${e.reason ?? e.message}; the page is read as markdown instead`,
        hint: 'in an .mdx file, `{` starts an expression and `<` a tag: write \\{ or &lt; for the character itself, or rename the file to .md'
      }
    };
  }
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  const warn = (node: Node, key: string, message: string, hint: string) => {
    if (reported.has(key)) return;
    reported.add(key);
    diagnostics.push({ file: file.path, line: node.position?.start.line, column: node.position?.start.column, severity: 'warning', message, hint });
  };
  const lower = (parent: Node) => {
    const out: Node[] = [];
    for (const node of parent.children ?? []) {
      if (node.type === 'mdxjsEsm') continue;
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const literal = stringLiteral(node.value);
        if (literal !== undefined) out.push({ type: 'text', value: literal });
        else if (!isComment(node.value)) warn(node, `{${node.value}}`, `MDX expression {${node.value!.trim().slice(0, 40)}} is not evaluated yet: it is left out`, 'write its value as text, or wait for docgen to evaluate MDX expressions');
        continue;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = node.name ?? '';
        const html = /^[a-z][a-z0-9-]*$/.test(name);
        // A component (`<Tabs>`), or a fragment (`<>`): its content, in place.
        if (!html && name) warn(node, `<${name}>`, `component <${name}> is not rendered yet: its content is shown in its place`, 'docgen renders MDX components in a later version; the page builds meanwhile');
        const props = html ? attributes(node, warn) : undefined;
        lower(node);
        if (props) out.push({ type: node.type, children: node.children, position: node.position, data: { hName: name, hProperties: props } });
        else out.push(...(node.children ?? []));
        continue;
      }
      lower(node);
      out.push(node);
    }
    parent.children = out;
  };
  lower(tree as unknown as Node);
  return { tree, diagnostics };
}

/** An HTML element's attributes with string values that a page may carry; an unsafe URL is left out, with a warning. */
function attributes(node: Node, warn: (node: Node, key: string, message: string, hint: string) => void): Record<string, string> {
  const props: Record<string, string> = {};
  for (const a of node.attributes ?? []) {
    if (a.type !== 'mdxJsxAttribute' || !a.name || typeof a.value !== 'string' || !KEPT.has(a.name)) continue;
    const scheme = (a.name === 'href' || a.name === 'src') && unsafeScheme(a.value, { image: a.name === 'src' });
    if (scheme) {
      warn(node, `${a.name}=${a.value}`, `unsafe ${a.name} "${a.value.slice(0, 40)}" removed from <${node.name}>: ${scheme} URLs run script`, 'link to a page or a file instead');
      continue;
    }
    props[a.name === 'class' ? 'className' : a.name] = a.value;
  }
  return props;
}
