// Decodes a chain's static metadata offline and exposes its pallets, items and runtime APIs.
import { Metadata, TypeRegistry } from '@polkadot/types';
import type { MetadataLatest, PalletMetadataLatest, SiVariant } from '@polkadot/types/interfaces';
import { stringCamelCase } from '@polkadot/util';
import { blake2AsHex } from '@polkadot/util-crypto';
import type { ChainSource } from './chains.js';

export interface Chain {
  source: ChainSource;
  registry: TypeRegistry;
  metadata: MetadataLatest;
  /** Metadata version number (15). */
  version: number;
  specName: string;
  specVersion: number;
}

const cache = new Map<string, Chain>();

/** The hex is an `Option<OpaqueMetadata>`: unwrap it, then decode the metadata itself. */
export function loadChain(source: ChainSource): Chain {
  const hit = cache.get(source.id);
  if (hit) return hit;
  const registry = new TypeRegistry();
  const opaque = registry.createType('Option<OpaqueMetadata>', registry.createType('Raw', source.hex).toU8a()).unwrap();
  const decoded = new Metadata(registry, opaque.toHex());
  registry.setMetadata(decoded);
  const chain: Chain = {
    source,
    registry,
    metadata: decoded.asLatest,
    version: decoded.version,
    specName: source.ver.specName,
    specVersion: source.ver.specVersion
  };
  cache.set(source.id, chain);
  return chain;
}

export type VariantKind = 'calls' | 'events' | 'errors';

/** The variants (calls, events or errors) of a pallet; empty when it has none. */
export function palletVariants(chain: Chain, pallet: PalletMetadataLatest, kind: VariantKind): SiVariant[] {
  const ref = pallet[kind];
  if (ref.isNone) return [];
  return [...chain.metadata.lookup.getSiType(ref.unwrap().type).def.asVariant.variants];
}

/** The JavaScript section name of a pallet (`api.query.<section>`), as the API decorates it. */
export function palletSection(pallet: PalletMetadataLatest): string {
  return stringCamelCase(pallet.name);
}

/** Pallets sorted by their JavaScript name, so pages read alphabetically. */
export function sortedPallets(chain: Chain): PalletMetadataLatest[] {
  return [...chain.metadata.pallets].sort((a, b) => compareNames(palletSection(a), palletSection(b)));
}

/** Case-insensitive order with a case-sensitive tie-break: deterministic. */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

/** The version of a runtime API as the runtime reports it (`-ver` apis, keyed by blake2_64 of the name). */
export function runtimeApiVersion(chain: Chain, apiName: string): number | undefined {
  const hash = blake2AsHex(apiName, 64);
  const hit = chain.source.ver.apis.find(([h]) => h === hash);
  return hit ? Number(hit[1]) : undefined;
}
