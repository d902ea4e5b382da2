// <Heading as="h2" id="x">Text</Heading> (Docusaurus's @theme/Heading, which the OpenAPI theme's pages use) -> a
// markdown heading of that level: in the TOC, with its anchor.
import type { Component, MdxNode } from '../node.js';

/** A heading of the level `as` names (h1-h6), its text the element's content or its `children` prop, its `id` kept. */
export const Heading: Component = (node, scope) => {
  const props = scope.props(node);
  const level = typeof props.as === 'string' ? /^h([1-6])$/.exec(props.as)?.[1] : undefined;
  if (!level) return undefined;
  // A one-line element holds a paragraph: the heading takes its text.
  let children: MdxNode[] = scope.lower(node).flatMap((c) => (c.type === 'paragraph' ? (c.children ?? []) : [c]));
  if (!children.length && typeof props.children === 'string') children = [{ type: 'text', value: props.children }];
  // As `## Text {#id}` writes it: the heading ids step reads it (src/markdown/headings.ts).
  if (typeof props.id === 'string' && /^[^}\s]+$/.test(props.id)) children.push({ type: 'text', value: ` {#${props.id}}` });
  return [{ type: 'heading', depth: Number(level), children, position: node.position }];
};
