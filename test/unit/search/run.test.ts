// A query on an engine that loads its shards as it needs them: what it fetches, what it shows before its excerpts, and what a shard that fails leaves.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../src/search/build.js';
import { loadEngine } from '../../../theme/search/engine.js';
import { search, searchAsync, type SearchResult } from '../../../theme/search/run.js';
import { fullEngine, lazyEngine } from '../../search/engines.js';
import { page } from './pages.js';

const pages = [
  page('/docs/keyring', 'Keyring', [
    { depth: 1, text: 'The keyring holds key pairs and signs messages.' },
    { id: 'creating-a-keyring', title: 'Creating a keyring', text: 'new Keyring({ type: "sr25519" }) creates one; keyring.addFromUri adds a pair.' }
  ]),
  ...Array.from({ length: 30 }, (_, i) => page(`/docs/chain/p${i}`, `Pallet ${i}`, [{ depth: 1, text: `Storage item number ${i} of the chain, with its balance and account.` }]))
];
const index = buildSearchIndex(pages, { indexParentCategories: 0 });

describe('a query that loads what it reads', () => {
  it('fetches only the shards of its terms and hits, and answers as the engine with everything loaded', async () => {
    const loads: string[] = [];
    const engine = lazyEngine(index, loads);
    const result = await searchAsync([engine], 'keyring');
    expect(result).toEqual(search([fullEngine(index)], 'keyring'));
    expect(result.hits[0].document.content).toContain('key pairs');
    expect(loads.length).toBeGreaterThan(0);
    expect(loads.length).toBeLessThan(index.shards.size);
    // Asked again, it has all it needs.
    await searchAsync([engine], 'keyring');
    expect(new Set(loads).size).toBe(loads.length);
  });

  it('fetches nothing once the reader has typed past it', async () => {
    const loads: string[] = [];
    expect(await searchAsync([lazyEngine(index, loads)], 'balance', { current: () => false })).toEqual({ hits: [] });
    expect(loads).toEqual([]);
  });

  it('hands over its hits when they are ranked, before their excerpts load', async () => {
    const early: SearchResult[] = [];
    const result = await searchAsync([lazyEngine(index)], 'storage', { ranked: (r) => early.push(r) });
    expect(early).toHaveLength(1);
    expect(early[0].hits.map((h) => [h.document.sectionRoute, h.score])).toEqual(result.hits.map((h) => [h.document.sectionRoute, h.score]));
    expect(early[0].hits.every((h) => h.document.content === '')).toBe(true);
    expect(result.hits.every((h) => h.document.content !== '')).toBe(true);
  });

  it('shows what the rest of the index finds when a shard does not load, and says when to try again', async () => {
    const retryAt = Date.now() + 5000;
    // Every shard but the excerpts and the title postings fails.
    const engine = loadEngine(JSON.parse(JSON.stringify(index.head)), async (name) => {
      if (!/^(e|p0-)/.test(name)) throw Object.assign(new Error('down'), { retryAt });
      return JSON.parse(Buffer.from(index.shards.get(name)!).toString()) as unknown;
    });
    const result = await searchAsync([engine], 'keyring');
    expect(result.incomplete).toEqual({ retryAt });
    // The sections whose title holds the word, not those whose text alone does.
    expect(result.hits.map((h) => h.document.sectionRoute)).toEqual(['/docs/keyring', '/docs/keyring#creating-a-keyring']);
    expect(search([engine], 'keyring').incomplete).toEqual({});
  });

  it('does not ask to try again a shard that loads but cannot be read', async () => {
    const engine = loadEngine(JSON.parse(JSON.stringify(index.head)), async (name) => (name.startsWith('p1-') ? { not: 'postings' } : (JSON.parse(Buffer.from(index.shards.get(name)!).toString()) as unknown)));
    const result = await searchAsync([engine], 'keyring');
    expect(result.incomplete).toEqual({});
    expect(result.hits.length).toBeGreaterThan(0);
  });
});
