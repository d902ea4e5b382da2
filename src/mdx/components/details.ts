// <Details summary="…"> or <Details><summary>…</summary>…</Details> -> a <details> element with its summary first,
// drawn as the theme draws every <details> in an article (styles.css).
import { element, type Component } from '../node.js';

/** <Details>: the `<summary>` child (or the `summary` prop) first, then the content; `open` and `className` kept. */
export const Details: Component = (node, scope) => {
  const props = scope.props(node);
  const children = scope.lower(node);
  const at = children.findIndex((c) => (c.data as { hName?: string } | undefined)?.hName === 'summary');
  const summary = at >= 0 ? children.splice(at, 1) : typeof props.summary === 'string' ? [element('summary', {}, [{ type: 'text', value: props.summary }])] : [];
  const className = typeof props.className === 'string' ? props.className.split(/\s+/).filter(Boolean) : [];
  return [element('details', { ...(className.length ? { className } : {}), ...(props.open === true ? { open: true } : {}) }, [...summary, ...children], node.position)];
};
