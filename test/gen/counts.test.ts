// Every chain page has exactly one h2 per pallet (or API, section) and one h3 per item in the data.
import { describe, expect, it } from 'vitest';
import { CHAINS, type PageKind } from '../../polkadot/gen/chains.js';
import { type Chain, loadChain, palletVariants } from '../../polkadot/gen/metadata.js';
import jsonrpc from '../../polkadot/node_modules/@polkadot/types/interfaces/jsonrpc.js';
import { derive } from '../../polkadot/node_modules/@polkadot/api-derive/index.js';
import { h2, h3, parsePage, readPage } from './helpers.js';

interface Counts {
  sections: number;
  items: number;
}

/** Counts straight from the decoded metadata, independent of the renderers. */
function expected(chain: Chain, kind: PageKind): Counts {
  const { pallets, apis } = chain.metadata;
  const per = (n: (p: (typeof pallets)[number]) => number): Counts => {
    const sizes = pallets.map(n);
    return { sections: sizes.filter((s) => s > 0).length, items: sizes.reduce((a, b) => a + b, 0) };
  };
  switch (kind) {
    case 'constants':
      return per((p) => p.constants.length);
    case 'storage':
      return per((p) => (p.storage.isSome ? p.storage.unwrap().items.length : 0));
    case 'extrinsics':
      return per((p) => palletVariants(chain, p, 'calls').length);
    case 'events':
      return per((p) => palletVariants(chain, p, 'events').length);
    case 'errors':
      return per((p) => palletVariants(chain, p, 'errors').length);
    case 'runtime':
      return { sections: apis.length, items: apis.reduce((a, api) => a + api.methods.length, 0) };
    case 'rpc': {
      const exposed = new Set(chain.source.rpc.methods);
      const sections = Object.values(jsonrpc as Record<string, Record<string, { jsonrpc: string; endpoint?: string }>>).map(
        (s) => Object.values(s).filter((d) => exposed.has(d.endpoint ?? d.jsonrpc)).length
      );
      return { sections: sections.filter((n) => n > 0).length, items: sections.reduce((a, b) => a + b, 0) };
    }
  }
}

const KINDS: PageKind[] = ['constants', 'errors', 'events', 'extrinsics', 'rpc', 'runtime', 'storage'];

describe.each(CHAINS.map((c) => [c.id, c] as const))('%s pages match the decoded metadata', (_id, source) => {
  const chain = loadChain(source);
  it.each(KINDS)('%s', (kind) => {
    const page = parsePage(readPage(`content/${source.id}/${kind}.md`));
    const want = expected(chain, kind);
    expect({ sections: h2(page).length, items: h3(page).length }).toEqual(want);
    expect(want.items).toBeGreaterThan(0);
  });
  it('states the spec name and version', () => {
    for (const kind of KINDS) expect(readPage(`content/${source.id}/${kind}.md`)).toContain(`spec name \`${source.ver.specName}\`, spec version \`${source.ver.specVersion}\``);
  });
});

describe('polkadot, in real numbers', () => {
  const chain = loadChain(CHAINS.find((c) => c.id === 'polkadot')!);
  const count = (kind: PageKind) => h3(parsePage(readPage(`content/polkadot/${kind}.md`))).length;
  it('has the metadata the issue quotes', () => {
    expect(chain.metadata.pallets.length).toBe(61);
    expect(expected(chain, 'constants').items).toBe(119);
    expect(expected(chain, 'runtime')).toEqual({ sections: 24, items: 107 });
  });
  it('documents every item', () => {
    expect(count('constants')).toBe(119);
    expect(count('errors')).toBe(453);
    expect(count('events')).toBe(311);
    expect(count('extrinsics')).toBe(354);
    expect(count('storage')).toBe(344);
    expect(count('runtime')).toBe(107);
    expect(h2(parsePage(readPage('content/polkadot/runtime.md'))).length).toBe(24);
  });
});

describe('derives', () => {
  it('has one section per derive section and one item per derive function', () => {
    const page = parsePage(readPage('content/derives.md'));
    const sections = Object.entries(derive as Record<string, Record<string, unknown>>);
    expect(h2(page).map((h) => h.text).sort()).toEqual(sections.map(([s]) => s).sort());
    const names = sections.flatMap(([s, fns]) => Object.keys(fns).map((n) => `${s}.${n}`)).sort();
    expect(h3(page).map((h) => `${h.section!.text}.${h.text}`).sort()).toEqual(names);
  });
});
