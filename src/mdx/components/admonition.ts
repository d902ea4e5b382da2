// <Admonition type="tip" title="…">…</Admonition> -> the `:::tip[…]` container directive, which becomes the same box
// (markdown/admonitions.ts) with the same title, default label and classes.
import { ADMONITIONS } from '../../markdown/admonitions.js';
import type { Component, MdxNode } from '../node.js';

/** <Admonition>: `type` (an admonition keyword; note when missing, or not a keyword, with a warning), `title`, `className`. */
export const Admonition: Component = (node, scope) => {
  const props = scope.props(node);
  let type = typeof props.type === 'string' ? props.type : '';
  const attributes: Record<string, string> = {};
  if (typeof props.title === 'string' && props.title) attributes.title = props.title;
  else if (props.title !== undefined && typeof props.title !== 'string') scope.warn(node, 'Admonition title', 'the title of <Admonition> is not plain text: the default title is shown', 'write the title as a string, title="…"');
  if (typeof props.className === 'string') attributes.class = props.className;
  // One of the site's own keywords: drawn by its component (or as info, said where the box is drawn, as for `:::`).
  const own = type ? scope.ownAdmonition?.(node, { type, ...(attributes.title ? { title: attributes.title } : {}), ...(attributes.class ? { className: attributes.class } : {}) }) : undefined;
  if (own) return own;
  if (!type) {
    scope.warn(node, 'Admonition type', '<Admonition> has no type: shown as a note', `use type="${ADMONITIONS.slice(0, 6).join('", "')}"`);
    type = 'note';
  }
  // A directive's attributes are a record, not JSX's list: the node is mdast's, typed loosely here.
  return [{ type: 'containerDirective', name: type, attributes: attributes as unknown as MdxNode['attributes'], children: scope.lower(node), position: node.position }];
};
