// A doc id that names no doc + the docs there are -> a hint naming the nearest ids.
import { distance } from '../config/schema.js';
import type { Page } from '../types.js';

/** The known doc ids nearest to `id`: the same file name elsewhere first, then the fewest edits. */
export function closestHint(id: string, pagesById: Map<string, Page>): string {
  const base = id.split('/').pop() ?? id;
  const score = (k: string) => (k.split('/').pop() === base ? 0 : 1) * 1000 + distance(id.toLowerCase(), k.toLowerCase());
  const near = [...pagesById.keys()]
    .map((k) => ({ k, s: score(k) }))
    .filter(({ k, s }) => s < 1000 || s - 1000 <= Math.max(3, id.length / 3) || k.startsWith(id) || id.startsWith(k))
    .sort((a, b) => a.s - b.s)
    .slice(0, 3)
    .map(({ k }) => `"${k}"`);
  return near.length ? `did you mean ${near.join(' or ')}?` : 'a doc id is the file path below content/ without ".md"';
}
