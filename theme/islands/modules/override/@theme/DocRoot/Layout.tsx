// Stand-in for the theme's docs layout (DocRoot/Layout; DocPage/Layout in Docusaurus 2), which draws the docs' sidebar
// beside the page: docgen's page draws those, so its children are all there is to it. A site's copy wraps it to give a
// docs page's components its contexts (islands.docLayout).
import type { ReactNode } from 'react';

export default function DocRootLayout({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
