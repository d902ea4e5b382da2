// The five documented chains and their static data from @polkadot/types-support (metadata v15).
import assetHubKusamaHex from '@polkadot/types-support/metadata/v15/asset-hub-kusama-hex';
import assetHubKusamaRpc from '@polkadot/types-support/metadata/v15/asset-hub-kusama-rpc';
import assetHubKusamaVer from '@polkadot/types-support/metadata/v15/asset-hub-kusama-ver';
import assetHubPolkadotHex from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex';
import assetHubPolkadotRpc from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-rpc';
import assetHubPolkadotVer from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-ver';
import kusamaHex from '@polkadot/types-support/metadata/v15/kusama-hex';
import kusamaRpc from '@polkadot/types-support/metadata/v15/kusama-rpc';
import kusamaVer from '@polkadot/types-support/metadata/v15/kusama-ver';
import polkadotHex from '@polkadot/types-support/metadata/v15/polkadot-hex';
import polkadotRpc from '@polkadot/types-support/metadata/v15/polkadot-rpc';
import polkadotVer from '@polkadot/types-support/metadata/v15/polkadot-ver';
import substrateHex from '@polkadot/types-support/metadata/v15/substrate-hex';
import substrateRpc from '@polkadot/types-support/metadata/v15/substrate-rpc';
import substrateVer from '@polkadot/types-support/metadata/v15/substrate-ver';

export interface RuntimeVersionData {
  specName: string;
  specVersion: number;
  /** [blake2_64 hash of the runtime API name, version] */
  apis: (string | number)[][];
}

export interface ChainSource {
  /** The folder below content/ and the first part of the route. */
  id: string;
  /** Human name used in page text. */
  name: string;
  hex: string;
  ver: RuntimeVersionData;
  rpc: { methods: string[] };
}

export const CHAINS: readonly ChainSource[] = [
  { id: 'polkadot', name: 'Polkadot', hex: polkadotHex, ver: polkadotVer, rpc: polkadotRpc },
  { id: 'kusama', name: 'Kusama', hex: kusamaHex, ver: kusamaVer, rpc: kusamaRpc },
  { id: 'substrate', name: 'Substrate', hex: substrateHex, ver: substrateVer, rpc: substrateRpc },
  { id: 'asset-hub-polkadot', name: 'Asset Hub Polkadot', hex: assetHubPolkadotHex, ver: assetHubPolkadotVer, rpc: assetHubPolkadotRpc },
  { id: 'asset-hub-kusama', name: 'Asset Hub Kusama', hex: assetHubKusamaHex, ver: assetHubKusamaVer, rpc: assetHubKusamaRpc }
];

/** The generated page kinds of a chain, in file-name order. */
export const PAGE_KINDS = ['constants', 'errors', 'events', 'extrinsics', 'rpc', 'runtime', 'storage'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
