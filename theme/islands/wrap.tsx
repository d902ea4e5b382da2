// The site's Root (islands.root) around its Layout/Provider (islands.provider), as Docusaurus nests them, around what
// the Wrapped context holds: nothing when the Root is drawn on its own after the page.
import { useContext, type ComponentType, type ReactNode } from 'react';
import { Wrapped } from './context.js';

type Around = ComponentType<{ children?: ReactNode }>;

export default function DocgenWrap({ root: Root, provider: Provider }: { root?: Around; provider?: Around }) {
  const children = useContext(Wrapped);
  const inner = Provider ? <Provider>{children}</Provider> : children;
  return Root ? <Root>{inner}</Root> : <>{inner}</>;
}
