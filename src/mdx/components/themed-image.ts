// <ThemedImage sources={{light, dark}} alt="…"> -> an <img> per colour mode, the other one hidden by the theme's CSS.
import { unsafeScheme } from '../../unsafe-url.js';
import { element, type Component, type MdxNode } from '../node.js';
import { htmlProps } from '../attributes.js';

const MODES = ['light', 'dark'] as const;

/**
 * Both images are in the page, each with the `alt` text, as a server that cannot know the colour mode renders them:
 * `themed-image--light` shows in light mode, `themed-image--dark` in dark mode (theme/styles.css), with or without
 * JavaScript. Their paths resolve as a markdown image's do (static folders, files next to the page, `@site/`).
 */
export const ThemedImage: Component = (node, scope) => {
  const { sources } = scope.props(node);
  const given = sources && typeof sources === 'object' ? MODES.filter((m) => typeof (sources as Record<string, unknown>)[m] === 'string') : [];
  if (!given.length) {
    scope.warn(node, '<ThemedImage> sources', '<ThemedImage> has no sources that can be worked out at build time: no image is shown', "write sources={{ light: useBaseUrl('/img/a.png'), dark: useBaseUrl('/img/a-dark.png') }}");
    return [];
  }
  const img: MdxNode = { ...node, name: 'img', attributes: node.attributes?.filter((a) => a.name !== 'sources') };
  const attrs = htmlProps(img, scope);
  const own = typeof attrs.className === 'string' ? attrs.className.split(/\s+/).filter(Boolean) : [];
  const out: MdxNode[] = [];
  for (const mode of given) {
    const src = (sources as Record<string, string>)[mode];
    const scheme = unsafeScheme(src, { image: true });
    if (scheme) {
      scope.warn(node, `src=${src}`, `unsafe ${mode} source "${src.slice(0, 40)}" removed from <ThemedImage>: ${scheme} URLs run script`, 'use an image file');
      continue;
    }
    const className = given.length > 1 ? [...own, 'themed-image', `themed-image--${mode}`] : own;
    out.push(element('img', { ...attrs, src, ...(className.length ? { className } : {}) }, [], node.position));
  }
  return out;
};
