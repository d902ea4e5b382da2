// The split index, loaded shard by shard as queries need it, answers every relevance and adversarial query exactly as the engine before the split (reference.ts).
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { loadSite } from '../../src/site.js';
import { buildSearchIndex, searchPages } from '../../src/search/build.js';
import type { PackedIndex } from '../../src/search/pack.js';
import { searchAsync } from '../../theme/search/run.js';
import { ADVERSARIAL } from './adversarial.js';
import { relevanceSet } from './evaluate.js';
import { lazyEngine } from './engines.js';
import { referenceEngine, referenceSearch } from './reference.js';

const options = { indexParentCategories: 0 };
let index: PackedIndex;
let reference: ReturnType<typeof referenceEngine>;

beforeAll(async () => {
  const config = await loadConfig(path.resolve(import.meta.dirname, '../..'));
  const pages = searchPages(await loadSite(config, { prune: false }));
  index = buildSearchIndex(pages, options);
  reference = referenceEngine(pages, options);
});

/** Queries the set does not type: fields, presence, boosts and patterns on real words. */
const SYNTAX = ['title:account', 'content:nonce', '+transfer -keepalive', '+balance* -transfer', 'keyring^3 pair', 'keyrnig~1', 'api.query.*', '*ccount', 'tags:api'];

describe('the split index', () => {
  it('gives every query the sections, order, scores and matched terms the engine before the split gave, loading only the shards that query reads', async () => {
    const queries = [...relevanceSet().map((q) => q.q), ...ADVERSARIAL, ...SYNTAX];
    const differ: string[] = [];
    let most = 0;
    for (const q of queries) {
      // A new engine each time: whatever a query reads, it must have loaded itself.
      const loads: string[] = [];
      const ours = await searchAsync([lazyEngine(index, loads)], q);
      const theirs = referenceSearch(reference, q);
      try {
        expect(ours).toEqual(theirs);
      } catch {
        differ.push(q);
      }
      expect(new Set(loads).size, q).toBe(loads.length);
      most = Math.max(most, loads.length);
    }
    expect(differ, `${differ.length} of ${queries.length} differ`).toEqual([]);
    // No query loads anything like the whole index.
    expect(most).toBeLessThan(index.shards.size / 4);
  });

  it('answers as the reader types, each prefix of a query as the engine before the split did, and fetches no shard twice', async () => {
    const loads: string[] = [];
    const engine = lazyEngine(index, loads);
    const queries = relevanceSet().filter((_, i) => i % 8 === 0).map((q) => q.q);
    const differ: string[] = [];
    for (const q of queries) {
      for (let n = 1; n <= q.length; n++) {
        const typed = q.slice(0, n);
        const ours = await searchAsync([engine], typed);
        if (JSON.stringify(ours) !== JSON.stringify(referenceSearch(reference, typed)) || ours.incomplete) differ.push(typed);
      }
    }
    expect(differ).toEqual([]);
    expect(new Set(loads).size).toBe(loads.length);
  });
});
