// docgen's own line drawings for the classic theme's `@theme/Icon/*` components, which sites' components import (Yoga's
// playground toolbar shows `Icon/Success` once a link is copied). Drawn in `currentColor`, 24 units square; props go to
// the <svg> (className, width, height, style), as the theme's do.
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** An icon component of strokes (`d`, one or more path data). */
export function icon(name: string, d: string[]) {
  const Icon = (props: IconProps) => (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...props}>
      {d.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
  Icon.displayName = `Icon${name}`;
  return Icon;
}
