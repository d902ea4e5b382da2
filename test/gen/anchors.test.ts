// Anchors: explicit, unique, `<section>-<item>` only, and every in-page link lands on one of them.
import { describe, expect, it } from 'vitest';
import { CHAINS, PAGE_KINDS } from '../../polkadot/gen/chains.js';
import { type Chain, loadChain } from '../../polkadot/gen/metadata.js';
import { itemId, sectionId } from '../../polkadot/gen/page.js';
import { extrinsicsPage } from '../../polkadot/gen/pages/extrinsics.js';
import { storagePage } from '../../polkadot/gen/pages/storage.js';
import { h2, h3, parsePage, readPage } from './helpers.js';

const PAGES = [...CHAINS.flatMap((c) => PAGE_KINDS.map((k) => `content/${c.id}/${k}.md`)), 'content/derives.md'];

describe.each(PAGES)('%s', (file) => {
  const page = parsePage(readPage(file));

  it('gives every h2 and h3 an explicit, lowercase id, unique on the page', () => {
    const ids = page.headings.map((h) => h.id);
    expect(ids.every((id) => id !== undefined && id === id.toLowerCase())).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(page.headings.every((h) => h.depth === 2 || h.depth === 3)).toBe(true);
  });

  it('derives each anchor from its own section and name only', () => {
    for (const h of h2(page)) expect(h.id).toBe(sectionId(h.text));
    for (const h of h3(page)) expect(h.id).toBe(`${h.section!.text}-${h.text}`.toLowerCase());
  });

  it('links only to anchors that exist on the page', () => {
    const ids = new Set(page.headings.map((h) => h.id));
    const broken = page.anchorLinks.filter((a) => !ids.has(a));
    expect(broken).toEqual([]);
  });

  it('links nowhere else but to external sites', () => {
    expect(page.otherLinks.filter((u) => !/^https?:\/\//.test(u))).toEqual([]);
  });
});

describe('anchor scheme', () => {
  it('follows docs/authoring.md', () => {
    expect(sectionId('balances')).toBe('balances');
    expect(itemId('balances', 'transferAllowDeath')).toBe('balances-transferallowdeath');
    expect(itemId('system', 'account')).toBe('system-account');
    expect(itemId('chain', 'getBlockHash')).toBe('chain-getblockhash');
  });

  it('keeps an item anchor when another pallet is added', () => {
    // The anchor of an item is a function of its own pallet and name: there is no counter or
    // position in it, so the page of another chain (other pallets) gives the same ids.
    const polkadot = new Set(h3(parsePage(readPage('content/polkadot/storage.md'))).map((h) => h.id));
    const kusama = new Set(h3(parsePage(readPage('content/kusama/storage.md'))).map((h) => h.id));
    for (const id of ['system-account', 'balances-totalissuance', 'staking-ledger']) {
      expect(polkadot.has(id)).toBe(true);
      expect(kusama.has(id)).toBe(true);
    }
  });

  it('renders the same ids for a pallet whatever other pallets the chain has', () => {
    const full = loadChain(CHAINS.find((c) => c.id === 'polkadot')!);
    // the same chain with only two of its pallets
    const pallets = full.metadata.pallets.filter((p) => p.name.eq('Balances') || p.name.eq('System'));
    const metadata = new Proxy(full.metadata, { get: (t, k) => (k === 'pallets' ? pallets : Reflect.get(t, k, t)) });
    const small: Chain = { ...full, metadata };
    for (const render of [storagePage, extrinsicsPage]) {
      const ids = (md: string) => h3(parsePage(md)).filter((h) => ['balances', 'system'].includes(h.section!.text)).map((h) => h.id);
      const few = ids(render(small));
      expect(few.length).toBeGreaterThan(10);
      expect(few).toEqual(ids(render(full)));
    }
  });
});
