// Stand-in for the theme's DocCardList in a component: cards for the items given, or for the page's sidebar category.
import { CardList } from '../../../../components/CardList.js';
import { useCurrentSidebarCategory } from '../@docusaurus/plugin-content-docs/client.js';
import { cardOf, useWithBase } from './DocCard.js';
import type { CardData } from '../../../../types.js';

type Items = Parameters<typeof cardOf>[0][];

/** The category's items when given none, as Docusaurus's (which then needs a page in a category). */
function CategoryCards() {
  return <Cards items={useCurrentSidebarCategory().items} />;
}

function Cards({ items }: { items: Items }) {
  const base = useWithBase();
  return <CardList cards={items.map((item) => cardOf(item, base)).filter((c): c is CardData => Boolean(c))} />;
}

export default function DocCardList({ items }: { items?: Items; className?: string }) {
  return items ? <Cards items={items} /> : <CategoryCards />;
}
