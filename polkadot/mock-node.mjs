// A local mock of a Substrate development node, for running the examples of content/ that need a chain
// (run-examples.mjs) with no network: JSON-RPC 2.0 over WebSocket, on the kitchen-sink `substrate`
// runtime's static metadata that @polkadot/types-support pins, with in-memory storage.
//
//   node polkadot/mock-node.mjs [--port 9944] [--block-time 500] [--chain development|polkadot|kusama|asset-hub-polkadot|asset-hub-kusama]
//
// What it does, and what it does not:
//   - The dev accounts (Alice ... Ferdie and their stashes) are funded at genesis.
//   - A timer produces a block every `blockTime` ms; the block before the newest is finalized. With `quiet`, a block comes
//     `blockTime` ms after the last block or the last request, whichever is later: a client that is still starting (its
//     requests one after another, however slow the machine) sees no new block until it has waited a block time.
//   - Signed transfers (balances.transferKeepAlive, transferAllowDeath, transferAll), system.remark(WithEvent),
//     utility.batch/batchAll/forceBatch of these, and sudo.sudo (Alice holds the key) of balances.forceSetBalance are applied in the next block, with their events (Withdraw,
//     Transfer, TransactionFeePaid, ExtrinsicSuccess) or ExtrinsicFailed with a real DispatchError
//     (Token FundsUnavailable, NotExpendable, BelowMinimum, as pallet-balances' fungible transfer fails; proxy.removeProxy
//     fails with proxy.NotFound, as the mock keeps no proxies). Any other call is refused when it is
//     submitted, with a message that says the mock does not implement it.
//   - Signatures are not verified; the nonce is (1010 outdated, 1014 already in the pool).
//   - The fee is a fixed formula of the extrinsic's length, the same in paymentInfo and in the block.
//   - Storage the runtime never wrote is absent (null): the API then shows the item's default.
//   - As a live chain (--chain), it starts at a realistic block number and serves its past back to genesis (HISTORY);
//     an Asset Hub holds USDT (asset 1984).
//
// Exported: startMockNode({ port, blockTime, chain, quiet }) -> { url, port, idle, close(), node }; CHAINS.
import { WebSocketServer } from 'ws';
import { Metadata, TypeRegistry, expandMetadata } from '@polkadot/types';
import assetHubKusamaHex from '@polkadot/types-support/metadata/v15/asset-hub-kusama-hex';
import assetHubKusamaVer from '@polkadot/types-support/metadata/v15/asset-hub-kusama-ver';
import assetHubPolkadotHex from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex';
import assetHubPolkadotVer from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-ver';
import kusamaHex from '@polkadot/types-support/metadata/v15/kusama-hex';
import kusamaVer from '@polkadot/types-support/metadata/v15/kusama-ver';
import polkadotHex from '@polkadot/types-support/metadata/v15/polkadot-hex';
import polkadotVer from '@polkadot/types-support/metadata/v15/polkadot-ver';
import substrateHex from '@polkadot/types-support/metadata/v15/substrate-hex';
import substrateVer from '@polkadot/types-support/metadata/v15/substrate-ver';
import { Keyring } from '@polkadot/keyring';
import { bnToU8a, compactStripLength, compactToU8a, hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util';
import { blake2AsHex, blake2AsU8a, cryptoWaitReady } from '@polkadot/util-crypto';
import { fileURLToPath } from 'node:url';

/** Every dev account starts with this many planck (1,000,000 DEV at 12 decimals). */
const ENDOWMENT = 10n ** 18n;
/** The fee: a base plus a price per byte of the extrinsic. */
const BASE_FEE = 1_000_000_000n;
const BYTE_FEE = 1_000_000n;
/** The asset an Asset Hub mock holds (as `assets` pallet asset 1984 on the live chain). */
const USDT = { id: 1984, name: 'Tether USD', symbol: 'USDt', decimals: 6, supply: 1_000_000_000_000n, minBalance: 10_000 };
const DEV_NAMES = ['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie'];
/**
 * The chains the mock can be: the development chain (the kitchen-sink `substrate` runtime), and the live chains the
 * pages connect to, each on its pinned metadata with its name and token. On every one the dev accounts are funded.
 */
export const CHAINS = {
  development: { hex: substrateHex, ver: substrateVer, name: 'Development', type: 'Development', properties: { ss58Format: 42, tokenDecimals: 12, tokenSymbol: 'DEV' } },
  polkadot: { hex: polkadotHex, ver: polkadotVer, name: 'Polkadot', type: 'Live', first: 28_000_000, properties: { ss58Format: 0, tokenDecimals: 10, tokenSymbol: 'DOT' } },
  kusama: { hex: kusamaHex, ver: kusamaVer, name: 'Kusama', type: 'Live', first: 30_000_000, properties: { ss58Format: 2, tokenDecimals: 12, tokenSymbol: 'KSM' } },
  'asset-hub-polkadot': { hex: assetHubPolkadotHex, ver: assetHubPolkadotVer, name: 'Polkadot Asset Hub', type: 'Live', first: 9_000_000, properties: { ss58Format: 0, tokenDecimals: 10, tokenSymbol: 'DOT' } },
  'asset-hub-kusama': { hex: assetHubKusamaHex, ver: assetHubKusamaVer, name: 'Kusama Asset Hub', type: 'Live', first: 11_000_000, properties: { ss58Format: 2, tokenDecimals: 12, tokenSymbol: 'KSM' } }
};

/** Per chain, the registry and decorated metadata, made once per process (decoding takes a while). */
const made = new Map();
function runtime(chain) {
  if (!made.has(chain)) made.set(chain, decodeRuntime(CHAINS[chain]));
  return made.get(chain);
}
function decodeRuntime({ hex, properties }) {
  const registry = new TypeRegistry();
  const opaque = registry.createType('Option<OpaqueMetadata>', registry.createType('Raw', hex).toU8a()).unwrap();
  const metadata = new Metadata(registry, opaque.toHex());
  registry.setMetadata(metadata);
  registry.setChainProperties(registry.createType('ChainProperties', properties));
  // What state_getMetadata and Metadata_metadata answer, encoded once: the whole metadata takes about 0.1 s each time.
  let asHex, asOpaque;
  const encoded = { hex: () => (asHex ??= metadata.toHex()), opaque: () => (asOpaque ??= registry.createType('OpaqueMetadata', metadata.toU8a()).toHex()) };
  return { registry, metadata, encoded, decorated: expandMetadata(registry, metadata) };
}

/**
 * A live chain's mock starts at block `first` (CHAINS), and serves every block before it, back to genesis, as an
 * archive node does: made when asked, with no extrinsics and the first block's state at that number and time. The
 * last HISTORY of them (a day is 14,400) have the hash of their header, as a client works it out. Those further back
 * have a made-up hash that holds their number: hashing the headers of the whole chain would take minutes.
 */
const HISTORY = 16_384;
const ZERO_HASH = '0x' + '00'.repeat(32);
/** A past block's state root and extrinsics root: the same for all (they hold no extrinsics, and the state is the first block's). */
const PAST_STATE_ROOT = blake2AsU8a('docgen mock node: past state');
const EMPTY_ROOT = blake2AsU8a(new Uint8Array());

/** An old block's made-up hash: 24 bytes of the chain's name, then the number. */
const ancientHash = (name, n) => u8aToHex(u8aConcat(blake2AsU8a(`${name}: ancient`).subarray(0, 24), bnToU8a(n, { bitLength: 64, isLe: false })));
const ancientNumber = (name, hash) => (hash.startsWith(ancientHash(name, 0).slice(0, 50)) ? Number.parseInt(hash.slice(50), 16) : undefined);

/** Per chain, the hashes of the HISTORY blocks before its first, oldest first, and each hash's number. */
const histories = new Map();
function history(chain) {
  const { first, name } = CHAINS[chain];
  if (!histories.has(chain)) {
    const hashes = [];
    // A header's hash is the blake2 of its SCALE encoding: parent, compact number, state root, extrinsics root, no digest logs.
    for (let n = first - HISTORY, parent = hexToU8a(ancientHash(name, first - HISTORY - 1)); n < first; n++) {
      parent = blake2AsU8a(u8aConcat(parent, compactToU8a(n), PAST_STATE_ROOT, EMPTY_ROOT, compactToU8a(0)));
      hashes.push(u8aToHex(parent));
    }
    histories.set(chain, { hashes, numbers: new Map(hashes.map((h, i) => [h, first - HISTORY + i])) });
  }
  return histories.get(chain);
}

/** The dev accounts' addresses in an address format, derived once per process (12 sr25519 derivations). */
const devAddresses = new Map();
function devAccounts(ss58Format) {
  if (!devAddresses.has(ss58Format)) {
    const keyring = new Keyring({ type: 'sr25519', ss58Format });
    devAddresses.set(ss58Format, DEV_NAMES.flatMap((name) => [keyring.addFromUri(`//${name}`).address, keyring.addFromUri(`//${name}//stash`).address]));
  }
  return devAddresses.get(ss58Format);
}

export class MockNode {
  constructor({ blockTime = 500, chain = 'development' } = {}) {
    if (!CHAINS[chain]) throw new Error(`mock node: no chain "${chain}" (${Object.keys(CHAINS).join(', ')})`);
    this.chain = CHAINS[chain];
    this.chainName = chain;
    /** The number of the first block the mock makes; those before it are its past (HISTORY). */
    this.first = this.chain.first ?? 0;
    const { registry, metadata, encoded, decorated } = runtime(chain);
    this.registry = registry;
    this.metadata = metadata;
    this.encodedMetadata = encoded;
    this.decorated = decorated;
    this.blockTime = blockTime;
    const ver = this.chain.ver;
    this.version = registry.createType('RuntimeVersion', { ...ver, transactionVersion: ver.transactionVersion ?? 2, stateVersion: ver.stateVersion ?? 1 });
    /** Blocks by hash, and hashes by number: { header, extrinsics: hex[], storage: Map<key, value> }. */
    this.blocks = new Map();
    this.hashes = [];
    this.finalized = 0;
    /** Signed extrinsics waiting for a block: { xt, hex, hash, watchers }. */
    this.pool = [];
    /** Included extrinsics that are watched, until their block is finalized: { entry, number }. */
    this.watching = [];
    /** Per block hash, what a client has read at it: 'block' (chain_getBlock), 'storage'. */
    this.served = new Map();
    /** The JSON-RPC requests received (the last REQUESTS_KEPT or more), with their time: what a test of the API's behaviour reads. */
    this.requests = [];
    /** Listeners for new heads, finalized heads and storage changes. */
    this.listeners = new Set();
    this.devAccounts = devAccounts(this.chain.properties.ss58Format);
    const storage = new Map();
    for (const who of this.devAccounts) this.write(storage, 'system', 'account', [who], this.accountInfo({}));
    this.write(storage, 'balances', 'totalIssuance', [], ENDOWMENT * BigInt(this.devAccounts.length));
    // Alice holds the sudo key, as on a --dev chain.
    if (decorated.query.sudo) this.write(storage, 'sudo', 'key', [], this.devAccounts[0]);
    this.write(storage, 'timestamp', 'now', [], Date.UTC(2026, 0, 1));
    // An Asset Hub has the assets the pages read: USDT (1984), with Alice holding some.
    if (decorated.query.assets) {
      const [alice] = this.devAccounts;
      this.write(storage, 'assets', 'asset', [USDT.id], { owner: alice, issuer: alice, admin: alice, freezer: alice, supply: USDT.supply, deposit: 0, minBalance: USDT.minBalance, isSufficient: true, accounts: 1, sufficients: 1, approvals: 0, status: 'Live' });
      this.write(storage, 'assets', 'metadata', [USDT.id], { deposit: 0, name: USDT.name, symbol: USDT.symbol, decimals: USDT.decimals, isFrozen: false });
      this.write(storage, 'assets', 'account', [USDT.id, alice], { balance: USDT.supply, status: 'Liquid', reason: 'Sufficient', extra: null });
    }
    this.write(storage, 'system', 'number', [], this.first);
    this.write(storage, 'system', 'events', [], u8aToHex(compactToU8a(0)));
    this.seal(storage, [], this.first ? history(chain).hashes[HISTORY - 1] : ZERO_HASH);
  }

  /** The type of a storage item's value, as the registry names it. */
  valueType(section, method) {
    const { type } = this.decorated.query[section][method].meta;
    return `Lookup${(type.isPlain ? type.asPlain : type.asMap.value).toNumber()}`;
  }

  /** Encodes a value of a storage item with its metadata type. */
  encode(section, method, value) {
    // SCALE bytes: a number codec's toHex() is its big-endian value, not its encoding.
    return typeof value === 'string' && value.startsWith('0x') ? value : u8aToHex(this.registry.createType(this.valueType(section, method), value).toU8a());
  }

  key(section, method, args) {
    const entry = this.decorated.query[section][method];
    // The decorated function gives the key with a length prefix, as a StorageKey takes it; the node's keys have none.
    return u8aToHex(compactStripLength(args.length ? entry(...args) : entry())[1]);
  }

  write(storage, section, method, args, value) {
    storage.set(this.key(section, method, args), this.encode(section, method, value));
  }

  read(storage, section, method, args) {
    const raw = storage.get(this.key(section, method, args));
    // From bytes: a hex string given to a number codec is read as its value, not as its SCALE encoding.
    return raw === undefined ? undefined : this.registry.createType(this.valueType(section, method), hexToU8a(raw));
  }

  accountInfo({ nonce = 0, free = ENDOWMENT }) {
    return { nonce, consumers: 0, providers: 1, sufficients: 0, data: { free, reserved: 0, frozen: 0, flags: 0n } };
  }

  get head() {
    return this.blocks.get(this.headHash);
  }

  get headHash() {
    return this.hashes.at(-1);
  }

  /** The number of the next block. */
  get next() {
    return this.first + this.hashes.length;
  }

  /** The hash of block `n`, a past one's too; undefined when there is none yet. */
  hashAt(n) {
    if (n >= this.first) return this.hashes[n - this.first];
    if (n < 0 || !Number.isInteger(n)) return undefined;
    return n >= this.first - HISTORY ? history(this.chainName).hashes[n - this.first + HISTORY] : ancientHash(this.chain.name, n);
  }

  /** A past block (see HISTORY), made when first asked for: no extrinsics, the first block's state at its number and time. */
  past(hash) {
    if (!this.first) return undefined;
    const n = history(this.chainName).numbers.get(hash) ?? ancientNumber(this.chain.name, hash);
    if (n === undefined || n >= this.first) return undefined;
    const first = this.blocks.get(this.hashes[0]);
    const storage = new Map(first.storage);
    this.write(storage, 'system', 'number', [], n);
    this.write(storage, 'timestamp', 'now', [], this.read(first.storage, 'timestamp', 'now', []).toNumber() - (this.first - n) * 6000);
    const parentHash = n ? this.hashAt(n - 1) : ZERO_HASH;
    const header = this.registry.createType('Header', { parentHash, number: n, stateRoot: PAST_STATE_ROOT, extrinsicsRoot: EMPTY_ROOT, digest: { logs: [] } });
    const block = { header, extrinsics: [], storage };
    this.blocks.set(hash, block);
    return block;
  }

  /** Closes a block: its header over the given storage and extrinsics; announces it. */
  seal(storage, extrinsics, parentHash) {
    const number = this.next;
    const header = this.registry.createType('Header', {
      parentHash,
      number,
      stateRoot: blake2AsHex([...storage.entries()].sort().flat().join('')),
      extrinsicsRoot: blake2AsHex(extrinsics.join('')),
      digest: { logs: [] }
    });
    const hash = header.hash.toHex();
    this.blocks.set(hash, { header, extrinsics, storage });
    this.hashes.push(hash);
    this.finalized = Math.max(this.first, number - 1);
    for (const listener of this.listeners) listener(hash);
    return hash;
  }

  /** The block a request names (the newest when it names none); `what` the client read there ('block', 'storage'). */
  blockAt(hash, what = 'storage') {
    if (hash === undefined || hash === null) return this.head;
    const block = this.blocks.get(hash) ?? this.past(hash);
    if (!block) throw rpcError(-32000, `Client error: UnknownBlock: State already discarded for ${hash}`);
    if (!this.served.has(hash)) this.served.set(hash, new Set());
    this.served.get(hash).add(what);
    return block;
  }

  /** The fee of an extrinsic of `length` bytes. */
  fee(length) {
    return BASE_FEE + BYTE_FEE * BigInt(length);
  }

  /** What the pool and the chain say about a signed extrinsic, or an RPC error that refuses it. */
  admit(hex) {
    let xt;
    try {
      xt = this.registry.createType('Extrinsic', hex);
    } catch (e) {
      throw rpcError(1002, 'Verification Error: Runtime error: Execution failed: Could not decode the extrinsic', String(e.message));
    }
    if (!xt.isSigned) throw rpcError(1010, 'Invalid Transaction', 'The local mock node accepts signed extrinsics only');
    this.calls(xt.method).forEach((call) => {
      const { section, method } = this.registry.findMetaCall(call.callIndex);
      if (!SUPPORTED.has(`${section}.${method}`)) throw rpcError(1010, 'Invalid Transaction', `The local mock node does not implement ${section}.${method}; it runs transfers, remarks and batches of them`);
    });
    const signer = xt.signer.toString();
    const account = this.read(this.head.storage, 'system', 'account', [signer]);
    const nonce = xt.nonce.toNumber();
    const expected = account ? account.nonce.toNumber() : 0;
    if (nonce < expected) throw rpcError(1010, 'Invalid Transaction', 'Transaction is outdated');
    if (this.pool.some((p) => p.signer === signer && p.nonce === nonce)) throw rpcError(1014, 'Priority is too low: (0 vs 0)', 'The transaction has too low priority to replace another transaction already in the pool.');
    const free = account ? account.data.free.toBigInt() : 0n;
    if (free < this.fee(xt.encodedLength)) throw rpcError(1010, 'Invalid Transaction', 'Inability to pay some fees (e.g. account balance too low)');
    return { xt, hex, signer, nonce, hash: xt.hash.toHex(), watchers: new Set() };
  }

  /** The calls a call stands for: itself, or a batch's calls. */
  calls(call) {
    const { section, method } = this.registry.findMetaCall(call.callIndex);
    if (section === 'utility' && BATCHES.has(method)) return call.args[0].flatMap((c) => this.calls(c));
    return section === 'sudo' && method === 'sudo' ? [call, ...this.calls(call.args[0])] : [call];
  }

  submit(hex) {
    const entry = this.admit(hex);
    this.pool.push(entry);
    return entry;
  }

  /** Produces the next block: applies the pool's extrinsics whose nonce is due, in order. */
  produce() {
    const parent = this.head;
    let storage = new Map(parent.storage);
    const number = this.next;
    this.write(storage, 'system', 'number', [], number);
    this.write(storage, 'timestamp', 'now', [], this.read(parent.storage, 'timestamp', 'now', []).toNumber() + 6000);
    const records = [];
    const included = [];
    const extrinsics = [this.registry.createType('Extrinsic', this.decorated.tx.timestamp.set(this.read(storage, 'timestamp', 'now', []))).toHex()];
    records.push(this.record(0, 'System', 'ExtrinsicSuccess', { dispatchInfo: DISPATCH_INFO }));
    for (const entry of this.pool.slice().sort((a, b) => a.nonce - b.nonce)) {
      const account = this.read(storage, 'system', 'account', [entry.signer]);
      if (!account || account.nonce.toNumber() !== entry.nonce) continue;
      const index = extrinsics.length;
      let applied;
      try {
        applied = this.apply(storage, entry, index);
      } catch (e) {
        // A fault of the mock itself: the extrinsic is dropped from the pool, and its watchers told.
        console.error(`mock node: could not apply ${entry.hash}: ${e.message}`);
        for (const watcher of entry.watchers) watcher('invalid');
        this.pool = this.pool.filter((p) => p !== entry);
        continue;
      }
      storage = applied.storage;
      extrinsics.push(entry.hex);
      included.push(entry);
      records.push(...applied.events);
    }
    this.pool = this.pool.filter((e) => !included.includes(e));
    this.write(storage, 'system', 'events', [], u8aToHex(u8aConcat(compactToU8a(records.length), ...records)));
    const hash = this.seal(storage, extrinsics, parent.header.hash.toHex());
    for (const entry of included) for (const watcher of entry.watchers) watcher({ inBlock: hash });
    // A watched extrinsic is finalized with its block, one block later, but not before the client has read that block
    // and its events (as the API does for InBlock): the API fetches both statuses' events at once, and on a fast mock
    // chain the Finalized status could otherwise be told before the InBlock one. A client that never reads them hears
    // of finality ten blocks later.
    this.watching = [...this.watching, ...included.map((entry) => ({ entry, number }))].filter(({ entry, number: n }) => {
      const read = this.served.get(this.hashAt(n));
      if (n > this.finalized || (!(read?.has('block') && read?.has('storage')) && number - n < 10)) return true;
      for (const watcher of entry.watchers) watcher({ finalized: this.hashAt(n) });
      return false;
    });
    return hash;
  }

  /**
   * Applies one signed extrinsic: { storage, events }, the storage a new Map (the one given is left alone). The fee
   * and the nonce are always taken; the call's changes and events are kept only when it succeeds.
   */
  apply(storage, entry, index) {
    const { xt, signer } = entry;
    const fee = this.fee(xt.encodedLength);
    const paid = new Map(storage);
    const payer = this.read(paid, 'system', 'account', [signer]);
    this.write(paid, 'system', 'account', [signer], this.accountInfo({ nonce: payer.nonce.toNumber() + 1, free: payer.data.free.toBigInt() - fee }));
    const done = new Map(paid);
    const dispatched = [];
    const failed = this.dispatch(done, signer, xt.method, index, dispatched);
    const events = [this.record(index, 'Balances', 'Withdraw', { who: signer, amount: fee }), ...(failed ? [] : dispatched)];
    events.push(this.record(index, 'TransactionPayment', 'TransactionFeePaid', { who: signer, actualFee: fee, tip: xt.tip.toBigInt() }));
    events.push(failed ? this.record(index, 'System', 'ExtrinsicFailed', { dispatchError: failed, dispatchInfo: DISPATCH_INFO }) : this.record(index, 'System', 'ExtrinsicSuccess', { dispatchInfo: DISPATCH_INFO }));
    return { storage: failed ? paid : done, events };
  }

  /** Runs a call; a DispatchError value when it fails. */
  dispatch(storage, origin, call, index, events) {
    const { section, method } = this.registry.findMetaCall(call.callIndex);
    const args = call.args;
    if (section === 'system') {
      if (method === 'remarkWithEvent') events.push(this.record(index, 'System', 'Remarked', { sender: origin, hash: blake2AsHex(args[0].toU8a(true)) }));
      return undefined;
    }
    if (section === 'utility') {
      for (const [i, inner] of args[0].entries()) {
        const failed = this.dispatch(storage, origin, inner, index, events);
        if (failed && method === 'batch') {
          events.push(this.record(index, 'Utility', 'BatchInterrupted', { index: i, error: failed }));
          return undefined;
        }
        if (failed && method === 'batchAll') return failed;
        if (method === 'forceBatch') events.push(failed ? this.record(index, 'Utility', 'ItemFailed', { error: failed }) : this.record(index, 'Utility', 'ItemCompleted', {}));
        else if (!failed) events.push(this.record(index, 'Utility', 'ItemCompleted', {}));
      }
      events.push(this.record(index, 'Utility', 'BatchCompleted', {}));
      return undefined;
    }
    if (section === 'sudo') {
      const key = this.read(storage, 'sudo', 'key', []);
      if (origin !== ROOT && key?.toString() !== origin) return this.moduleError('Sudo', 'RequireSudo');
      const failed = this.dispatch(storage, ROOT, args[0], index, events);
      events.push(this.record(index, 'Sudo', 'Sudid', { sudoResult: failed ? { Err: failed } : { Ok: null } }));
      return undefined;
    }
    // The mock keeps no proxies (proxy.addProxy is not implemented): there is never one to remove.
    if (section === 'proxy') return this.moduleError('Proxy', 'NotFound');
    if (method === 'forceSetBalance') {
      if (origin !== ROOT) return { BadOrigin: null };
      const who = this.accountOf(args[0]);
      const account = this.read(storage, 'system', 'account', [who]);
      this.write(storage, 'system', 'account', [who], this.accountInfo({ nonce: account ? account.nonce.toNumber() : 0, free: args[1].toBigInt() }));
      events.push(this.record(index, 'Balances', 'BalanceSet', { who, free: args[1].toBigInt() }));
      return undefined;
    }
    // balances transfers
    if (origin === ROOT) return { BadOrigin: null };
    const dest = this.accountOf(args[0]);
    const from = this.read(storage, 'system', 'account', [origin]);
    const free = from.data.free.toBigInt();
    const ed = this.decorated.consts.balances.existentialDeposit.toBigInt();
    let amount;
    let keepAlive;
    if (method === 'transferAll') {
      keepAlive = args[1].isTrue;
      amount = keepAlive ? free - ed : free;
    } else {
      amount = args[1].toBigInt();
      keepAlive = method === 'transferKeepAlive';
    }
    // The errors of pallet-balances' fungible transfer: Token errors, not the pallet's own.
    if (amount > free) return { Token: 'FundsUnavailable' };
    if (keepAlive && free - amount < ed) return { Token: 'NotExpendable' };
    const to = this.read(storage, 'system', 'account', [dest]);
    const toFree = to ? to.data.free.toBigInt() : 0n;
    if (!to && amount < ed) return { Token: 'BelowMinimum' };
    const left = free - amount;
    if (left < ed) {
      storage.delete(this.key('system', 'account', [origin]));
      events.push(this.record(index, 'System', 'KilledAccount', { account: origin }));
    } else {
      this.write(storage, 'system', 'account', [origin], this.accountInfo({ nonce: from.nonce.toNumber(), free: left }));
    }
    if (!to) events.push(this.record(index, 'System', 'NewAccount', { account: dest }), this.record(index, 'Balances', 'Endowed', { account: dest, freeBalance: amount }));
    this.write(storage, 'system', 'account', [dest], this.accountInfo({ nonce: to ? to.nonce.toNumber() : 0, free: toFree + amount }));
    events.push(this.record(index, 'Balances', 'Transfer', { from: origin, to: dest, amount }));
    return undefined;
  }

  /** The account a call's `MultiAddress` argument names (its `Id`; the mock has no indices). */
  accountOf(address) {
    return this.registry.createType('AccountId', address.type === 'Id' ? address.value : address).toString();
  }

  /** A DispatchError::Module for a pallet's error, as the runtime encodes it. */
  moduleError(pallet, error) {
    const p = this.metadata.asLatest.pallets.find((x) => x.name.toString() === pallet);
    const variants = this.registry.lookup.getSiType(p.errors.unwrap().type).def.asVariant.variants;
    const v = variants.find((x) => x.name.toString() === error);
    return { Module: { index: p.index.toNumber(), error: u8aToHex(new Uint8Array([v.index.toNumber(), 0, 0, 0])) } };
  }

  /** One EventRecord, SCALE encoded: the phase, the event (pallet index, variant index, its fields), no topics. */
  record(extrinsic, pallet, name, fields) {
    const p = this.metadata.asLatest.pallets.find((x) => x.name.toString() === pallet);
    const variant = this.registry.lookup.getSiType(p.events.unwrap().type).def.asVariant.variants.find((x) => x.name.toString() === name);
    const data = variant.fields.map((f) => this.registry.createType(`Lookup${f.type.toNumber()}`, fields[f.name.unwrap().toString().replace(/_([a-z])/g, (_, c) => c.toUpperCase())]).toU8a());
    const phase = this.registry.createType('FrameSystemPhase', { ApplyExtrinsic: extrinsic }).toU8a();
    return u8aConcat(phase, new Uint8Array([p.index.toNumber(), variant.index.toNumber()]), ...data, compactToU8a(0));
  }

  /** The next nonce of an account: its own, counted past its extrinsics waiting in the pool (system_accountNextIndex). */
  nextIndex(who) {
    const account = this.read(this.head.storage, 'system', 'account', [who]);
    const onChain = account ? account.nonce.toNumber() : 0;
    const pending = this.pool.filter((e) => e.signer === this.registry.createType('AccountId', who).toString()).map((e) => e.nonce);
    let next = onChain;
    while (pending.includes(next)) next++;
    return next;
  }

  /** Calls `listener(hash)` on every new block (and at once for the newest, with `now`); returns the unsubscribe. */
  onBlock(listener, now) {
    this.listeners.add(listener);
    if (now) listener(this.headHash);
    return () => this.listeners.delete(listener);
  }

  /** What TransactionPaymentApi says of a (decoded) extrinsic: the fee the block will take. */
  paymentInfo(xt) {
    return this.registry.createType('RuntimeDispatchInfo', { weight: DISPATCH_INFO.weight, class: 'Normal', partialFee: this.fee(xt.encodedLength) });
  }

  /** The runtime APIs the examples call, by `state_call` name. */
  call(method, data, hash) {
    const block = this.blockAt(hash);
    const input = hexToU8a(data);
    switch (method) {
      case 'Core_version':
        return this.version.toHex();
      case 'Metadata_metadata_versions':
        return this.registry.createType('Vec<u32>', [14, 15]).toHex();
      case 'Metadata_metadata_at_version':
        return this.chain.hex;
      case 'Metadata_metadata':
        return this.encodedMetadata.opaque();
      case 'AccountNonceApi_account_nonce': {
        const account = this.read(block.storage, 'system', 'account', [input]);
        return u8aToHex(bnToU8a(account ? account.nonce.toNumber() : 0, { bitLength: 32 }));
      }
      case 'TransactionPaymentApi_query_info': {
        return this.paymentInfo(this.registry.createType('Extrinsic', input.subarray(0, input.length - 4))).toHex();
      }
      case 'TransactionPaymentApi_query_fee_details': {
        const xt = this.registry.createType('Extrinsic', input.subarray(0, input.length - 4));
        const fee = this.fee(xt.encodedLength);
        return this.registry.createType('FeeDetails', { inclusionFee: { baseFee: BASE_FEE, lenFee: fee - BASE_FEE, adjustedWeightFee: 0 }, tip: 0 }).toHex();
      }
      default:
        throw rpcError(-32000, `Client error: Execution failed: The local mock node does not implement the runtime call ${method}`);
    }
  }
}

/** How many of the latest requests the node keeps, at least. */
const REQUESTS_KEPT = 1000;

/** The origin of a call dispatched by sudo. */
const ROOT = 'root';
const SUPPORTED = new Set(['proxy.removeProxy', 'sudo.sudo', 'balances.forceSetBalance', 'balances.transferKeepAlive', 'balances.transferAllowDeath', 'balances.transferAll', 'system.remark', 'system.remarkWithEvent', 'utility.batch', 'utility.batchAll', 'utility.forceBatch']);
const BATCHES = new Set(['batch', 'batchAll', 'forceBatch']);
const DISPATCH_INFO = { weight: { refTime: 150_000_000, proofSize: 3_593 }, class: 'Normal', paysFee: 'Yes' };

function rpcError(code, message, data) {
  return Object.assign(new Error(message), { rpc: { code, message, ...(data === undefined ? {} : { data }) } });
}

/** The JSON-RPC methods, each (node, params, connection) -> result. */
const METHODS = {
  // What this mock implements (a real node lists more; the API decorates only what is listed).
  rpc_methods: () => ({ methods: [...Object.keys(METHODS), ...Object.keys(SUBSCRIPTIONS), ...Object.values(SUBSCRIPTIONS).map(([unsubscribe]) => unsubscribe)].sort() }),
  system_chain: (node) => node.chain.name,
  system_name: () => 'docgen mock node',
  system_version: () => '1.0.0',
  system_chainType: (node) => node.chain.type,
  system_properties: (node) => node.chain.properties,
  system_health: () => ({ peers: 0, isSyncing: false, shouldHavePeers: false }),
  system_peers: () => [],
  system_localPeerId: () => '12D3KooWMockNodeDocgen',
  system_accountNextIndex: (node, [who]) => node.nextIndex(who),
  chain_getBlockHash: (node, [n]) => (n === undefined || n === null ? node.headHash : node.hashAt(Number(n)) ?? null),
  chain_getFinalizedHead: (node) => node.hashAt(node.finalized),
  chain_getHeader: (node, [hash]) => node.blockAt(hash, 'header').header.toJSON(),
  chain_getBlock: (node, [hash]) => {
    const block = node.blockAt(hash, 'block');
    return { block: { header: block.header.toJSON(), extrinsics: block.extrinsics }, justifications: null };
  },
  state_getRuntimeVersion: (node) => node.version.toJSON(),
  state_getMetadata: (node) => node.encodedMetadata.hex(),
  state_getStorage: (node, [key, hash]) => node.blockAt(hash).storage.get(key) ?? null,
  state_getStorageHash: (node, [key, hash]) => {
    const value = node.blockAt(hash).storage.get(key);
    return value === undefined ? null : blake2AsHex(value);
  },
  state_getStorageSize: (node, [key, hash]) => {
    const value = node.blockAt(hash).storage.get(key);
    return value === undefined ? null : (value.length - 2) / 2;
  },
  state_queryStorageAt: (node, [keys, hash]) => {
    const block = node.blockAt(hash);
    return [{ block: block.header.hash.toHex(), changes: keys.map((k) => [k, block.storage.get(k) ?? null]) }];
  },
  state_getKeysPaged: (node, [prefix, count, startKey, hash]) =>
    [...node.blockAt(hash).storage.keys()].filter((k) => k.startsWith(prefix) && (!startKey || k > startKey)).sort().slice(0, count),
  state_getKeys: (node, [prefix, hash]) => [...node.blockAt(hash).storage.keys()].filter((k) => k.startsWith(prefix)).sort(),
  state_call: (node, [method, data, hash]) => node.call(method, data, hash),
  payment_queryInfo: (node, [hex]) => node.paymentInfo(node.registry.createType('Extrinsic', hex)).toJSON(),
  author_submitExtrinsic: (node, [hex]) => node.submit(hex).hash,
  author_pendingExtrinsics: (node) => node.pool.map((e) => e.hex)
};
METHODS.state_getStorageAt = METHODS.state_getStorage;

/** Every new head, from the newest at once. */
const heads = (node, _, emit) => node.onBlock(() => emit(node.head.header.toJSON()), true);

/** Subscriptions: name -> [unsubscribe method, notification method, start(node, params, emit) -> stop]. */
const SUBSCRIPTIONS = {
  chain_subscribeNewHead: ['chain_unsubscribeNewHead', 'chain_newHead', heads],
  chain_subscribeNewHeads: ['chain_unsubscribeNewHeads', 'chain_newHead', heads],
  chain_subscribeAllHeads: ['chain_unsubscribeAllHeads', 'chain_allHead', heads],
  chain_subscribeFinalizedHeads: ['chain_unsubscribeFinalizedHeads', 'chain_finalizedHead', (node, _, emit) => {
    let last;
    return node.onBlock(() => {
      if (last !== node.finalized) emit(node.blocks.get(node.hashAt((last = node.finalized))).header.toJSON());
    }, true);
  }],
  state_subscribeRuntimeVersion: ['state_unsubscribeRuntimeVersion', 'state_runtimeVersion', (node, _, emit) => (emit(node.version.toJSON()), () => {})],
  state_subscribeStorage: ['state_unsubscribeStorage', 'state_storage', (node, [keys], emit) => {
    let last;
    return node.onBlock((hash) => {
      const block = node.blocks.get(hash);
      const changes = keys.map((k) => [k, block.storage.get(k) ?? null]).filter(([k, v]) => !last || last.get(k) !== v);
      last = new Map(keys.map((k) => [k, block.storage.get(k)]));
      if (changes.length) emit({ block: hash, changes });
    }, true);
  }],
  author_submitAndWatchExtrinsic: ['author_unwatchExtrinsic', 'author_extrinsicUpdate', (node, [hex], emit) => {
    const entry = node.submit(hex);
    const watcher = (status) => emit(status);
    entry.watchers.add(watcher);
    emit('ready');
    return () => entry.watchers.delete(watcher);
  }]
};

/** Starts the node and its server; `port` 0 picks a free one. */
export async function startMockNode({ port = 0, blockTime = 500, chain = 'development', quiet = false } = {}) {
  await cryptoWaitReady();
  const node = new MockNode({ blockTime, chain });
  const server = new WebSocketServer({ port, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  let timer;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      node.produce();
      schedule();
    }, blockTime);
  };
  schedule();
  let nextId = 1;
  let connections = 0;
  server.on('connection', (socket) => {
    connections++;
    const stops = new Map();
    const send = (message) => socket.readyState === socket.OPEN && socket.send(JSON.stringify({ jsonrpc: '2.0', ...message }));
    socket.on('message', (raw) => {
      let request;
      try {
        request = JSON.parse(String(raw));
      } catch {
        return send({ id: null, error: { code: -32700, message: 'Parse error' } });
      }
      const { id, method, params = [] } = request;
      if (quiet) schedule();
      node.requests.push({ method, params, at: performance.now() });
      if (node.requests.length > 2 * REQUESTS_KEPT) node.requests.splice(0, REQUESTS_KEPT);
      try {
        if (SUBSCRIPTIONS[method]) {
          const [, notification, start] = SUBSCRIPTIONS[method];
          const subscription = String(nextId++);
          // Notifications go out after the reply that names the subscription; a start that throws (a refused
          // extrinsic) is the reply, as an error.
          const stop = start(node, params, (result) => setImmediate(() => send({ method: notification, params: { subscription, result } })));
          stops.set(subscription, stop);
          send({ id, result: subscription });
          return;
        }
        const unsubscribe = Object.entries(SUBSCRIPTIONS).find(([, [name]]) => name === method);
        if (unsubscribe) {
          const stop = stops.get(String(params[0]));
          stops.delete(String(params[0]));
          stop?.();
          return send({ id, result: Boolean(stop) });
        }
        if (!METHODS[method]) return send({ id, error: { code: -32601, message: `Method not found: the local mock node does not implement ${method}` } });
        send({ id, result: METHODS[method](node, params) ?? null });
      } catch (e) {
        send({ id, error: e.rpc ?? { code: -32603, message: `Internal error: ${e.message}` } });
      }
    });
    socket.on('close', () => {
      for (const stop of stops.values()) stop();
    });
  });
  const actual = server.address().port;
  return {
    node,
    port: actual,
    url: `ws://127.0.0.1:${actual}`,
    /** Whether a client has connected, and all that did have gone. */
    get idle() {
      return connections > 0 && server.clients.size === 0;
    },
    close: () =>
      new Promise((resolve) => {
        clearTimeout(timer);
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      })
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const i = process.argv.indexOf('--chain');
  const { url, node } = await startMockNode({ port: arg('--port', 9944), blockTime: arg('--block-time', 500), chain: i > 0 ? process.argv[i + 1] : 'development' });
  console.log(`mock ${node.chain.name} node listening on ${url}`);
}
