// A sidebars object in the shorthand forms ({ Label: items }) -> the same sidebars with every category written out.

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Writes out the shorthand forms, before the sidebars are validated (validating first is why versioned
 * sidebars written in the shorthand were refused):
 * - a sidebar that is an object, `{ Guides: ['a', 'b'], API: ['c'] }`, is one category per key, in order;
 * - an item that is an object without `type` is the same shorthand, its categories taking the item's place;
 * - a category's `items` may be either form too;
 * - an item that is a list is its items, in its place.
 * Anything else is left as it is, for validation to report.
 */
export function normalizeSidebars(sidebars: unknown): unknown {
  if (!isPlain(sidebars)) return sidebars;
  return Object.fromEntries(Object.entries(sidebars).map(([name, sidebar]) => [name, normalizeItems(sidebar)]));
}

function normalizeItems(items: unknown): unknown {
  if (Array.isArray(items)) return items.flatMap(normalizeItem);
  if (isPlain(items) && !('type' in items)) return Object.entries(items).map(([label, sub]) => ({ type: 'category', label, items: normalizeItems(sub) }));
  return items;
}

/** A shorthand is an object of categories: each value a list of items, or another such object. */
const isShorthand = (item: Plain) => Object.values(item).every((v) => Array.isArray(v) || (isPlain(v) && !('type' in v)));

function normalizeItem(item: unknown): unknown[] {
  // A list among the items is its items in its place, as in Docusaurus (`fbInternalOnly('x')` is `[]` in a public build).
  if (Array.isArray(item)) return item.flatMap(normalizeItem);
  if (!isPlain(item)) return [item];
  // An object without `type` that is no shorthand either (`{ id: 'a' }`) is left whole, for validation to name.
  if (!('type' in item)) return isShorthand(item) ? (normalizeItems(item) as unknown[]) : [item];
  if (item.type === 'category' && item.items !== undefined) return [{ ...item, items: normalizeItems(item.items) }];
  return [item];
}
