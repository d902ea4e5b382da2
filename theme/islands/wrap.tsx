// The site's Root (islands.root) around its Layout/Provider (islands.provider) and, on a docs page, its docs layout
// (islands.docLayout), as Docusaurus nests them, around what the Wrapped context holds: nothing when the Root is drawn
// on its own after the page. A slot beside it marks where the page would be: the elements around it are what the
// islands' elements are given (theme/islands/wrapper.ts).
import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { useIsland, Wrapped } from './context.js';
import { SLOT_ATTRIBUTE } from './wrapper.js';

type Around = ComponentType<{ children?: ReactNode }>;

export default function DocgenWrap({ root: Root, provider: Provider, docLayout: DocLayout }: { root?: Around; provider?: Around; docLayout?: Around }) {
  const slotted = (
    <>
      {useContext(Wrapped)}
      {createElement('span', { [SLOT_ATTRIBUTE]: '', hidden: true })}
    </>
  );
  const { docPage } = useIsland();
  const content = DocLayout && docPage ? <DocLayout>{slotted}</DocLayout> : slotted;
  const inner = Provider ? <Provider>{content}</Provider> : content;
  return Root ? <Root>{inner}</Root> : <>{inner}</>;
}
