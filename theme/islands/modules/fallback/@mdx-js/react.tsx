// Stand-in for @mdx-js/react where the site has not installed it (every Docusaurus site lists it): docgen renders the
// MDX itself, so a provider's components are not read, and its children are drawn as they are (an ejected MDXContent).
import type { ReactNode } from 'react';

export function MDXProvider({ children }: { components?: unknown; children?: ReactNode }) {
  return <>{children}</>;
}

export const useMDXComponents = (components?: Record<string, unknown>): Record<string, unknown> => ({ ...components });
