// Stand-in for the theme's Admonition/Icon/Danger: an outline icon in the text's colour, for a site's own admonition types.
import type { SVGProps } from 'react';

export default function AdmonitionIconDanger(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d="M8 3h8l5 5v8l-5 5H8l-5-5V8z" /><path d="M12 8v5M12 16h.01" />
    </svg>
  );
}
