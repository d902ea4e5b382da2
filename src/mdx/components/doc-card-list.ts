// <DocCardList items={useCurrentSidebarCategory().items} /> -> a slot in the article, where the page's sidebar category's cards go when it is rendered.
import type { Root } from 'mdast';
import type { Position } from '../../types.js';
import type { Component, MdxNode } from '../node.js';

/** Where the cards go in a page's html (an HTML comment: a slot never filled shows nothing). */
export const CARD_LIST_SLOT = '<!--docgen:doc-card-list-->';

/** The `items` a DocCardList lists when given: the current category's (spaces aside), which is also what none means. */
const CURRENT = /^useCurrentSidebarCategory\(\)\.items$/;

/**
 * The slot for the cards of the sidebar category the page is in (its sidebar is known only once pages are routed):
 * `items={useCurrentSidebarCategory().items}` or no `items`. Other `items` cannot be worked out: the current
 * category's cards are shown, with a warning.
 */
export const DocCardList: Component = (node, scope) => {
  const items = node.attributes?.find((a) => a.name === 'items');
  const source = items && typeof items.value === 'object' && items.value ? String((items.value as { value?: unknown }).value ?? '') : undefined;
  if (items && !CURRENT.test((source ?? '').replace(/\s+/g, ''))) {
    scope.warn(node, '<DocCardList items>', `<DocCardList items={${(source ?? String(items.value)).slice(0, 40)}}> cannot be worked out at build time: the cards of the page's sidebar category are shown`, 'write <DocCardList /> or items={useCurrentSidebarCategory().items}');
  }
  return [{ type: 'html', value: CARD_LIST_SLOT, position: node.position }];
};

/** Where the page's DocCardList slots are written, in order (none: undefined). */
export function cardListsOf(tree: Root): Position[] | undefined {
  const found: Position[] = [];
  const walk = (node: MdxNode) => {
    if (node.type === 'html' && node.value === CARD_LIST_SLOT) found.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as unknown as MdxNode);
  return found.length ? found : undefined;
}
