// <YouTube youTubeId="…"> (mdx-embed) and <LiteYouTubeEmbed id="…"> (react-lite-youtube-embed) -> a YouTube player frame.
import { element, type Component } from '../node.js';

/** A YouTube video id: letters, digits, `-` and `_`. */
const ID = /^[\w-]{6,20}$/;

/** A 16:9 frame of the video's privacy-enhanced player, lazily loaded, named for screen readers by `title` (or `alt`). */
function player(prop: string, packages: string[]): Component {
  return (node, scope) => {
    const source = scope.imports.get(node.name ?? '')?.source;
    if (source !== undefined && !packages.includes(source)) return undefined;
    const props = scope.props(node);
    const id = props[prop];
    if (typeof id !== 'string' || !ID.test(id)) {
      scope.warn(node, `<${node.name}> ${prop}`, `<${node.name}> has no ${prop} that names a YouTube video: no player is shown`, `write ${prop}="…" with the video's id`);
      return [];
    }
    const title = [props.title, props.alt].find((t): t is string => typeof t === 'string') ?? 'YouTube video';
    const frame = element('iframe', { src: `https://www.youtube-nocookie.com/embed/${id}`, title, loading: 'lazy', allow: 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture', allowFullScreen: true, referrerPolicy: 'strict-origin-when-cross-origin' }, [], node.position);
    return [element('div', { className: ['video-embed'] }, [frame], node.position)];
  };
}

/** mdx-embed's player. */
export const YouTube = player('youTubeId', ['mdx-embed']);
/** react-lite-youtube-embed's player. */
export const LiteYouTubeEmbed = player('id', ['react-lite-youtube-embed']);
