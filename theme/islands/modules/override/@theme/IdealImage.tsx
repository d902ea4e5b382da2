// Stand-in for the ideal-image plugin's component in a site's own components: the image, lazily loaded.
import type { CSSProperties } from 'react';

type Img = string | { default?: string; src?: string | { src?: string } } | undefined;

/** The image's URL: a string, an imported file's, or the plugin's `{ src: { src } }`. */
const sourceOf = (img: Img): string | undefined =>
  typeof img === 'string' ? img : (img?.default ?? (typeof img?.src === 'string' ? img.src : img?.src?.src));

export default function IdealImage({ img, alt, className, style, width, height }: { img: Img; alt?: string; className?: string; style?: CSSProperties; width?: number | string; height?: number | string }) {
  return <img src={sourceOf(img)} alt={alt} className={className} style={style} width={width} height={height} loading="lazy" />;
}
