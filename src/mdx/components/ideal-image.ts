// <Image img={require('./a.png')} alt="…"> (`@theme/IdealImage`, of Docusaurus's ideal-image plugin) -> an <img>.
import { element, type Component } from '../node.js';
import { htmlProps } from '../attributes.js';

/**
 * The image's path: a string, or what `require('./a.png')` gives (its `default`), or the plugin's own shape
 * (`{ src: { src } }` or `{ src }`).
 */
function sourceOf(img: unknown): string | undefined {
  if (typeof img === 'string') return img;
  if (!img || typeof img !== 'object') return undefined;
  const o = img as { default?: unknown; src?: unknown };
  if (typeof o.default === 'string') return o.default;
  return typeof o.src === 'string' ? o.src : o.src && typeof o.src === 'object' ? sourceOf(o.src) : undefined;
}

/**
 * One image, loaded when it comes near the window (the plugin's lazy loading, without its script), its path resolved
 * as a markdown image's (a file next to the page, the static folders, `@site/`); `alt`, `width`, `height`,
 * `className` and `style` kept. The plugin's other props (its placeholder, sizes) have no part in a static image.
 */
export const IdealImage: Component = (node, scope) => {
  const src = sourceOf(scope.props(node).img);
  if (src === undefined) {
    scope.warn(node, '<IdealImage> img', '<Image> (IdealImage) has no img that can be worked out at build time: no image is shown', "write img={require('./image.png')} or a path");
    return [];
  }
  const attributes = [...(node.attributes ?? []).filter((a) => a.name !== 'img' && a.name !== 'src'), { type: 'mdxJsxAttribute', name: 'src', value: src }];
  const props = htmlProps({ ...node, name: 'img', attributes }, scope);
  return props.src === undefined ? [] : [element('img', { ...props, loading: 'lazy' }, [], node.position)];
};
