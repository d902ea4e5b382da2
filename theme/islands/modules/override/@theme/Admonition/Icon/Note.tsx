// Stand-in for the theme's Admonition/Icon/Note: an outline icon in the text's colour, for a site's own admonition types.
import type { SVGProps } from 'react';

export default function AdmonitionIconNote(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d="M6 3h9l4 4v14H6z" /><path d="M9 12h7M9 16h7" />
    </svg>
  );
}
