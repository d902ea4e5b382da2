// Stand-in for the theme's Admonition/Icon/Warning: an outline icon in the text's colour, for a site's own admonition types.
import type { SVGProps } from 'react';

export default function AdmonitionIconWarning(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d="M12 3 2 20h20L12 3z" /><path d="M12 10v4M12 17h.01" />
    </svg>
  );
}
