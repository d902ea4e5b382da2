// Stand-in for the theme's Layout: its children in docgen's page (the navbar and footer are docgen's), in a wrapper of
// the page's `wrapperClassName` as the theme's main wrapper has it; title and description kept.
import type { ReactNode } from 'react';
import { useIsland } from '../../../context.js';

/** Renders `children`; the server takes `title`, `description` and that the page has the chrome (its footer unless `noFooter`) for the page. */
export default function Layout({ children, title, description, wrapperClassName, noFooter }: { children?: ReactNode; title?: string; description?: string; wrapperClassName?: string; noFooter?: boolean; [key: string]: unknown }) {
  const { head } = useIsland();
  if (head) Object.assign(head, { ...(title ? { title } : {}), ...(description ? { description } : {}), layout: noFooter ? 'noFooter' : 'footer' });
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}
