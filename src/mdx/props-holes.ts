// A markdown file a site's component imports and renders with props (QuestDB's `<NoJrePrerequisite href={href}
// label={filename} />` in a tab its component draws): the file's expressions that read `props`, which the build cannot
// work out, are holes in its HTML, filled in with the props it is rendered with (theme/islands/markdown.tsx). The parse
// marks each hole by a key of its code (`propsHole`, `propsAttribute`); the bundle gives each key its code as a function
// of the props (`propsHoleCode`), from the same file read again: both name an expression by its code, not by its place.
import { createHash } from 'node:crypto';
import { readMdx } from './quick-acorn.js';
import { freeNames } from './islands.js';

/** An expression's key: its code as written, hashed. */
const keyOf = (code: string) => createHash('sha1').update(code).digest('hex').slice(0, 12);

/** Whether an expression reads the file's `props`, and nothing else but JavaScript's globals: then the props fill it in. */
export const readsProps = (estree: unknown): boolean => {
  const names = freeNames(estree);
  return names.has('props') && [...names].every((n) => n === 'props' || n in globalThis);
};

/** The mark of a hole among the HTML's nodes: an expression's text. */
export const propsHole = (code: string) => `<!--docgen-prop:${keyOf(code)}-->`;

/** The attribute marking a hole in an element's attribute `name` (its HTML name). */
export const propsAttribute = (name: string, code: string): [string, string] => [`data-docgen-prop-${name.toLowerCase()}`, keyOf(code)];

type Node = { type: string; value?: unknown; data?: { estree?: unknown }; attributes?: Array<{ type: string; value?: unknown }>; children?: Node[] };

/**
 * The code of an object giving each hole's key its expression as a function of the props (`{ "3f…": (props) => (props.href) }`),
 * or undefined when the file has none (or is no MDX that parses: then it has no holes either).
 */
export function propsHoleCode(text: string): string | undefined {
  if (!/\bprops\b/.test(text)) return undefined;
  let tree: Node;
  try {
    tree = readMdx(text) as Node;
  } catch {
    return undefined;
  }
  const codes = new Map<string, string>();
  const add = (code: unknown, estree: unknown) => {
    if (typeof code === 'string' && readsProps(estree)) codes.set(keyOf(code), code);
  };
  const walk = (node: Node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') add(node.value, node.data?.estree);
    for (const a of node.attributes ?? []) {
      const value = a.value as { value?: unknown; data?: { estree?: unknown } } | null | undefined;
      if (a.type === 'mdxJsxAttribute' && value && typeof value === 'object') add(value.value, value.data?.estree);
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  if (!codes.size) return undefined;
  return `{ ${[...codes].map(([key, code]) => `${JSON.stringify(key)}: (props) => (${code})`).join(', ')} }`;
}
