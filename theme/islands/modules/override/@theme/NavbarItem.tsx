// Stand-in for the classic theme's NavbarItem: the component of the item's type (a `dropdown` when it has `items` and
// no type), from the site's map of types where it has one (the adapter's alias of `@theme/NavbarItem/ComponentTypes`).
import { createElement, type ComponentType } from 'react';
// @ts-expect-error: a bare path the islands bundler resolves (plugin.ts): the site's map of types, or docgen's stand-in.
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';

export default function NavbarItem({ type, ...props }: { type?: string; [key: string]: unknown }) {
  const name = type ?? (props.items !== undefined ? 'dropdown' : 'default');
  const Item = (ComponentTypes as Record<string, ComponentType<Record<string, unknown>>>)[name];
  if (!Item) throw new Error(`No NavbarItem component found for type "${name}".`);
  return createElement(Item, props);
}
