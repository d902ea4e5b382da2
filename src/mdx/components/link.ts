// <Link to="/docs/x">text</Link> -> an <a> whose href resolves and is checked as a markdown link's is.
import { element, type Component } from '../node.js';
import { htmlProps } from '../attributes.js';

/**
 * The app's link component: `to` (or `href`) becomes the `<a>`'s href, which the link step resolves (base URL,
 * `.md` files, anchors) and reports when broken; client navigation picks it up as any link in the article.
 */
export const Link: Component = (node, scope) => {
  const attributes = node.attributes?.map((a) => (a.name === 'to' ? { ...a, name: 'href' } : a));
  const props = htmlProps({ ...node, name: 'a', attributes }, scope);
  return [element('a', props, scope.lower(node), node.position)];
};
