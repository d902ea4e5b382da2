// A paragraph made only of JSX elements, expressions and white space -> those elements as blocks, as MDX reads it.
import type { MdxNode } from './node.js';

const JSX_INLINE = new Set(['mdxJsxTextElement', 'mdxTextExpression']);

/**
 * The children of a paragraph that holds nothing but JSX elements and expressions (and the white space between
 * them), turned into flow nodes; undefined for any other node. MDX does the same (its "unravel" step), so
 * `<TabItem value="a">Apple</TabItem>` on a line of its own, or `<summary>Q</summary>` opening a `<details>`, is
 * a block of its own and not wrapped in `<p>`.
 */
export function unravel(node: MdxNode): MdxNode[] | undefined {
  if (node.type !== 'paragraph' || !node.children?.length) return undefined;
  let elements = 0;
  for (const child of node.children) {
    if (JSX_INLINE.has(child.type)) elements += child.type === 'mdxJsxTextElement' ? 1 : 0;
    else if (child.type !== 'text' || String(child.value).trim() !== '') return undefined;
  }
  if (!elements) return undefined;
  return node.children
    .filter((child) => child.type !== 'text')
    .map((child) => ({ ...child, type: child.type === 'mdxJsxTextElement' ? 'mdxJsxFlowElement' : 'mdxFlowExpression' }));
}
