// <DocCardList items={useCurrentSidebarCategory().items} /> -> a slot in the article, where the page's sidebar category's
// cards go when it is rendered; <DocCardList items={[{type: 'link', …}]} /> -> a slot for those cards, and <DocCard item={…} />
// for its one card.
import { runInNewContext } from 'node:vm';
import type { Root } from 'mdast';
import type { CardList } from '../../types.js';
import { UNKNOWN, type Component, type MdxNode } from '../node.js';

/** Where the page's Nth card list goes in its html (an HTML comment: a slot never filled shows nothing). */
export const cardListSlot = (n: number) => `<!--docgen:doc-card-list:${n}-->`;
export const CARD_LIST_SLOTS = /<!--docgen:doc-card-list:(\d+)-->/g;

/** Slots hold the items of a literal list until the page's lists are collected (cardListsOf). */
const PENDING = 'docgen:doc-card-list';

/** Whether a value was worked out whole: no part of it is UNKNOWN. */
const known = (v: unknown): boolean => v !== UNKNOWN && (typeof v !== 'object' || v === null || Object.values(v).every(known));

/** The `items` a DocCardList lists when given: the current category's (spaces aside), which is also what none means. */
const CURRENT = /^useCurrentSidebarCategory\(\)\.items$/;
/** Some of them: `useCurrentSidebarCategory().items.filter(item => item.docId !== 'x')`, run once the category is known. */
const SOME = /^useCurrentSidebarCategory\(\)\??\.items\??\./;

/**
 * The slot for the cards of the sidebar category the page is in (its sidebar is known only once pages are routed):
 * `items={useCurrentSidebarCategory().items}` or no `items`; or for the items given, when they are written out
 * (`items={[{type: 'link', label, href}]}`); or for some of the category's, chosen by code on its items (`.filter(…)`),
 * run when the category is known. Other `items` cannot be worked out: the current category's cards are shown, with a
 * warning.
 */
export const DocCardList: Component = (node, scope) => {
  const items = node.attributes?.find((a) => a.name === 'items');
  const source = items && typeof items.value === 'object' && items.value ? String((items.value as { value?: unknown }).value ?? '') : undefined;
  const value = items ? scope.props(node).items : undefined;
  if (Array.isArray(value) && known(value)) return [{ type: 'html', value: PENDING, data: { items: value }, position: node.position }];
  const compact = (source ?? '').replace(/\s+/g, '');
  if (source && SOME.test(compact)) return [{ type: 'html', value: PENDING, data: { expression: source.trim() }, position: node.position }];
  if (items && !CURRENT.test(compact)) {
    const shown = (source ?? String(items.value)).replace(/\s+/g, ' ').trim();
    scope.warn(node, '<DocCardList items>', `<DocCardList items={${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}}> cannot be worked out at build time: the cards of the page's sidebar category are shown`, 'write <DocCardList />, items={useCurrentSidebarCategory().items}, or the items as a literal list');
  }
  return [{ type: 'html', value: PENDING, position: node.position }];
};

/** `<DocCard item={{type: 'link', label, href, description}} />` (Flare's home page): a list of that one card, when the item is written out. */
export const DocCard: Component = (node, scope) => {
  const item = scope.props(node).item;
  if (item && typeof item === 'object' && known(item)) return [{ type: 'html', value: PENDING, data: { items: [item] }, position: node.position }];
  scope.warn(node, '<DocCard item>', '<DocCard> whose item cannot be worked out at build time: no card is shown', "write the item out: item={{type: 'link', label, href, description}}");
  return [];
};

/** The page's DocCardLists, in order: each slot numbered, with where it is written and its own items, if it has them (none: undefined). */
export function cardListsOf(tree: Root): CardList[] | undefined {
  const found: CardList[] = [];
  const walk = (node: MdxNode) => {
    if (node.type === 'html' && node.value === PENDING) {
      const items = node.data?.items as unknown[] | undefined;
      const expression = node.data?.expression as string | undefined;
      found.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, ...(items ? { items } : {}), ...(expression ? { expression } : {}) });
      node.value = cardListSlot(found.length - 1);
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as unknown as MdxNode);
  return found.length ? found : undefined;
}

/**
 * Those of the page's sidebar category's `items` that a DocCardList's `expression` picks, run with
 * `useCurrentSidebarCategory().items` giving a copy of them (the code cannot change the sidebar). Throws what the code
 * throws, and when it gives anything but some of the items.
 */
export function pickItems<T extends object>(expression: string, items: T[]): T[] {
  const copies = structuredClone(items);
  const picked: unknown = runInNewContext(`(${expression})`, { useCurrentSidebarCategory: () => ({ items: copies }) }, { timeout: 5000 });
  if (!Array.isArray(picked)) throw new Error(`it gave ${picked === null ? 'null' : typeof picked}, not a list of the category's items`);
  return picked.map((item) => {
    const i = copies.indexOf(item as T);
    if (i < 0) throw new Error("it gave an item that is not one of the category's (a new object): only the category's own items can be picked");
    return items[i];
  });
}
