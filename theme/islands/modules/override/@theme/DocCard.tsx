// Stand-in for the theme's DocCard in a component: one sidebar item as a card, drawn as docgen's generated index draws it.
import { CardList } from '../../../../components/CardList.js';
import { baseFor, useIsland, withBase } from '../../../context.js';
import { findFirstSidebarItemLink } from '../@docusaurus/plugin-content-docs/client.js';
import type { CardData } from '../../../../types.js';

interface Item {
  type: string;
  label?: string;
  href?: string;
  description?: string;
  items?: Item[];
}

/** A link item's card, or a category's leading to its page or first link; another item (HTML) is no card. */
export function cardOf(item: Item, base: (url: string) => string): CardData | undefined {
  const href = item.type === 'link' ? item.href : item.type === 'category' ? findFirstSidebarItemLink(item) : undefined;
  if (!href || !item.label) return undefined;
  const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
  return { kind: item.type === 'category' ? 'category' : 'doc', label: item.label, href: external ? href : base(href), ...(external ? { external: true } : {}), ...(item.description ? { description: item.description } : {}) };
}

/** The base URL a site path gets in this island's locale. */
export function useWithBase(): (url: string) => string {
  const context = useIsland();
  return (url) => withBase(baseFor(context, url), url);
}

export default function DocCard({ item }: { item: Item }) {
  const card = cardOf(item, useWithBase());
  return card ? <CardList cards={[card]} /> : null;
}
