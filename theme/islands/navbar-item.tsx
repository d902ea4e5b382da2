// A navbar item of the site's own component (a `custom-*` type): the component its type names in the site's module of
// item types, given the item's props from the context, as Docusaurus's NavbarItem does.
import { createElement, type ComponentType } from 'react';
import { useIsland } from './context.js';

export default function DocgenNavbarItem({ types, index, mobile }: { types: Record<string, ComponentType<Record<string, unknown>>>; index: number; mobile?: boolean }) {
  const { type, ...props } = useIsland().navbarItems?.[index] ?? {};
  const Item = types?.[type as string];
  if (!Item) throw new Error(`No NavbarItem component found for type "${String(type)}".`);
  return createElement(Item, mobile ? { ...props, mobile: true } : props);
}
