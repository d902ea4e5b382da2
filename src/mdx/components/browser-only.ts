// <BrowserOnly>content</BrowserOnly> -> the content in place; a function child the page cannot run as an island, left out.
import type { Component, MdxNode } from '../node.js';

/** `{() => <X />}`, `{function () { … }}`: a render function. */
const FUNCTION = /^\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>)/;

export const isRenderFunction = (n: MdxNode) => (n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression') && FUNCTION.test(String(n.value));

/**
 * Static content inside BrowserOnly is shown as it is (it needs no browser). A render function cannot be called at
 * build time: where the page can run it (mdx/tree.ts, runsInBrowser) the element is an island; else it is left out
 * with a warning, and the page shows the rest.
 */
export const BrowserOnly: Component = (node, scope) => {
  const children = node.children ?? [];
  if (children.some(isRenderFunction)) scope.warn(node, '<BrowserOnly>{() => …}', '<BrowserOnly> with a function child renders in the browser only: it is left out', 'put static content inside <BrowserOnly>, or make the function a component of the site');
  return scope.lower({ ...node, children: children.filter((c) => !isRenderFunction(c)) });
};
