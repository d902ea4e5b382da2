// Stand-in for the theme's Layout/Provider (the contexts a page's layout needs: colour mode, navbar, announcement
// bar…): docgen's page gives them, so its children are all there is to it.
import type { ReactNode } from 'react';

export default function LayoutProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
