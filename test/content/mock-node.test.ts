// The local mock node (polkadot/mock-node.mjs) that the examples needing a chain run on: the real ApiPromise
// connects to it, reads storage, follows heads, and sends transfers that succeed or fail as a node's would.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import path from 'node:path';
// @ts-ignore -- plain ESM script without declarations
import { startMockNode } from '../../polkadot/mock-node.mjs';

// The pinned packages live in polkadot/node_modules, as the examples see them.
const require = createRequire(path.resolve(import.meta.dirname, '../../polkadot/package.json'));
const { ApiPromise, Keyring, WsProvider } = require('@polkadot/api');

const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty';
const NEW = '5DeeeTU3HySLTv5aKTEHUY74Vko313WEdb4M67ZThLBsjtmj'; // //Eve//nobody: not funded at genesis

type Status = { type: string; isInBlock: boolean; isFinalized: boolean };
type Result = { status: Status; events: Array<{ event: { section: string; method: string; data: { toHuman(): unknown } } }>; dispatchError?: { isModule: boolean; asModule: unknown; toHuman(): unknown } };

describe('polkadot/mock-node.mjs', () => {
  let mock: { url: string; close(): Promise<void>; node: { requests: Array<{ method: string; at: number }> } };
  let api: any;
  let alice: any;

  beforeAll(async () => {
    mock = await startMockNode({ blockTime: 100 });
    api = await ApiPromise.create({ provider: new WsProvider(mock.url), noInitWarn: true });
    alice = new Keyring({ type: 'sr25519' }).addFromUri('//Alice');
  });
  afterAll(async () => {
    await api?.disconnect();
    await mock?.close();
  });

  /** Sends a transaction and resolves with the statuses seen and the result in its block. */
  const send = (tx: any, options = {}) =>
    new Promise<{ statuses: string[]; inBlock: Result }>((resolve, reject) => {
      const statuses: string[] = [];
      let inBlock: Result;
      tx.signAndSend(alice, options, (result: Result) => {
        statuses.push(result.status.type);
        if (result.status.isInBlock) inBlock = result;
        if (result.status.isFinalized) resolve({ statuses, inBlock });
      }).catch(reject);
    });

  it('is a development chain on the substrate runtime, its dev accounts funded', async () => {
    expect((await api.rpc.system.chain()).toString()).toBe('Development');
    expect(api.runtimeVersion.specName.toString()).toBe('node');
    expect(api.registry.chainSS58).toBe(42);
    const { data, nonce } = await api.query.system.account(BOB);
    expect(data.free.toBigInt()).toBe(10n ** 18n);
    expect(nonce.toNumber()).toBe(0);
    expect((await api.query.system.account.entries()).length).toBe(12);
    // Plain numbers too, SCALE encoded: the block number, a timestamp in 2026, the issuance of 12 endowments.
    const [number, now, issuance] = await Promise.all([api.query.system.number(), api.query.timestamp.now(), api.query.balances.totalIssuance()]);
    expect(number.toNumber()).toBeLessThan(1000);
    expect(new Date(now.toNumber()).getUTCFullYear()).toBe(2026);
    expect(issuance.toBigInt()).toBe(12n * 10n ** 18n);
  });

  it('produces blocks on a timer, and finalizes the one before the newest', async () => {
    const numbers: number[] = [];
    let unsub = () => {};
    await new Promise<void>((resolve) => {
      void api.rpc.chain.subscribeNewHeads((header: { number: { toNumber(): number } }) => {
        numbers.push(header.number.toNumber());
        if (numbers.length === 3) resolve();
      }).then((u: () => void) => (unsub = u));
    });
    unsub();
    expect(numbers[1]).toBe(numbers[0] + 1);
    expect(numbers[2]).toBe(numbers[0] + 2);
    // Read from the node in one go (two RPCs could straddle a new block).
    const { hashes, finalized } = (mock as unknown as { node: { hashes: string[]; finalized: number } }).node;
    expect(hashes.length - 1 - finalized).toBe(1);
    const head = await api.rpc.chain.getHeader(await api.rpc.chain.getFinalizedHead());
    expect(head.number.toNumber()).toBeGreaterThanOrEqual(finalized);
  });

  it('applies a transfer in a block with its events, and finalizes it', async () => {
    const before = (await api.query.system.account(BOB)).data.free.toBigInt();
    const tx = api.tx.balances.transferKeepAlive(BOB, 1_500_000_000_000n);
    const { partialFee } = await tx.paymentInfo(alice);
    const { statuses, inBlock } = await send(tx);
    expect(statuses).toEqual(['Ready', 'InBlock', 'Finalized']);
    expect(inBlock.events.map(({ event }) => `${event.section}.${event.method}`)).toEqual(['balances.Withdraw', 'balances.Transfer', 'transactionPayment.TransactionFeePaid', 'system.ExtrinsicSuccess']);
    const fee = inBlock.events.find(({ event }) => event.method === 'TransactionFeePaid')!.event.data.toHuman() as { actualFee: string };
    expect(fee.actualFee.replace(/,/g, '')).toBe(partialFee.toBigInt().toString());
    expect((await api.query.system.account(BOB)).data.free.toBigInt()).toBe(before + 1_500_000_000_000n);
    expect((await api.query.system.account(alice.address)).nonce.toNumber()).toBe(1);
  });

  it('reports a transfer above the balance as ExtrinsicFailed with Token FundsUnavailable, one that would kill the sender as NotExpendable, and a new account below the minimum as BelowMinimum', async () => {
    const tooMuch = await send(api.tx.balances.transferKeepAlive(BOB, 10n ** 30n));
    expect(tooMuch.inBlock.events.map(({ event }) => event.method)).toEqual(['Withdraw', 'TransactionFeePaid', 'ExtrinsicFailed']);
    expect(tooMuch.inBlock.dispatchError!.toHuman()).toEqual({ Token: 'FundsUnavailable' });
    const free = (await api.query.system.account(alice.address)).data.free.toBigInt();
    const all = await send(api.tx.balances.transferKeepAlive(NEW, free - 10n ** 12n));
    expect(all.inBlock.dispatchError!.toHuman()).toEqual({ Token: 'NotExpendable' });
    const dust = await send(api.tx.balances.transferAllowDeath(NEW, 1n));
    expect(dust.inBlock.dispatchError!.toHuman()).toEqual({ Token: 'BelowMinimum' });
  });

  it('runs a root call through sudo with Alice\'s key, and fails proxy.removeProxy with proxy.NotFound', async () => {
    const { inBlock } = await send(api.tx.sudo.sudo(api.tx.balances.forceSetBalance(NEW, 5n * 10n ** 14n)));
    expect(inBlock.events.map(({ event }) => `${event.section}.${event.method}`)).toContain('sudo.Sudid');
    expect((await api.query.system.account(NEW)).data.free.toBigInt()).toBe(5n * 10n ** 14n);
    const removed = await send(api.tx.proxy.removeProxy(BOB, 'Any', 0));
    const error = api.registry.findMetaError(removed.inBlock.dispatchError!.asModule);
    expect(`${error.section}.${error.name}`).toBe('proxy.NotFound');
  });

  it('refuses a second transaction with the same nonce in the pool (1014), an outdated nonce (1010), and calls it does not implement', async () => {
    // A node of its own whose blocks come only when the test asks: what is in the pool does not depend on timing.
    const own = await startMockNode({ blockTime: 3_600_000 });
    const api2 = await ApiPromise.create({ provider: new WsProvider(own.url), noInitWarn: true });
    try {
      await api2.tx.system.remark('0x01').signAndSend(alice, { nonce: 0 });
      await expect(api2.tx.system.remark('0x02').signAndSend(alice, { nonce: 0 })).rejects.toThrow(/1014: Priority is too low/);
      (own as unknown as { node: { produce(): void } }).node.produce();
      await expect(api2.tx.system.remark('0x03').signAndSend(alice, { nonce: 0 })).rejects.toThrow(/1010: Invalid Transaction: Transaction is outdated/);
      expect((await api2.rpc.system.accountNextIndex(alice.address)).toNumber()).toBe(1);
      await expect(api2.tx.proxy.addProxy(BOB, 'Any', 0).signAndSend(alice, { nonce: 1 })).rejects.toThrow(/does not implement proxy\.addProxy/);
    } finally {
      await api2.disconnect();
      await own.close();
    }
  });

  // The figures the pages state about the API's behaviour, measured against the node: api.query.subs.md,
  // api/examples/promise/unsubscribe.md.
  describe('what the pages say the API does', () => {
    /** How long after `unsubscribe()` the API sends `method` to the node, in ms. */
    async function delayOf(node: typeof mock, subscribe: (cb: () => void) => Promise<() => void>, method: string): Promise<number> {
      const unsub = await subscribe(() => {});
      const at = performance.now();
      unsub();
      for (;;) {
        const sent = node.node.requests.find((r) => r.method === method && r.at >= at);
        if (sent) return sent.at - at;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it('closes the node-side subscription about 1.75 s after the last unsubscribe for an RPC subscription, 3.5 s for a storage one', async () => {
      // A node and an API of its own: another test's delayed unsubscribe must not count, nor a subscription an API
      // that has read the account before may still hold open.
      const own = await startMockNode({ blockTime: 100 });
      const fresh = await ApiPromise.create({ provider: new WsProvider(own.url), noInitWarn: true });
      const unsubscribeDelay = (subscribe: (cb: () => void) => Promise<() => void>, method: string) => delayOf(own, subscribe, method);
      const heads = await unsubscribeDelay((cb) => fresh.rpc.chain.subscribeNewHeads(cb), 'chain_unsubscribeNewHead');
      const storage = await unsubscribeDelay((cb) => fresh.query.system.account(BOB, cb), 'state_unsubscribeStorage');
      await fresh.disconnect();
      await own.close();
      // The API's refCountDelay is 1750 ms, twice over for storage (the query and the RPC below it each wait); a busy
      // machine only makes them later.
      expect(heads).toBeGreaterThanOrEqual(1700);
      expect(storage).toBeGreaterThanOrEqual(3450);
      expect(storage).toBeGreaterThan(heads);
    });

    it('calls a storage callback with the current value, then only when the value changes', async () => {
      const values: bigint[] = [];
      const unsub = await api.query.system.account(BOB, ({ data }: { data: { free: { toBigInt(): bigint } } }) => values.push(data.free.toBigInt()));
      // Blocks that leave Bob's account alone: no call.
      const start = (await api.rpc.chain.getHeader()).number.toNumber();
      while ((await api.rpc.chain.getHeader()).number.toNumber() < start + 3) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(values.length).toBe(1);
      await send(api.tx.balances.transferKeepAlive(BOB, 10n ** 15n));
      unsub();
      expect(values).toEqual([values[0], values[0] + 10n ** 15n]);
    });
  });

  it('plays a live chain on its pinned metadata when asked: Polkadot, with its name, token and address format', async () => {
    const polkadot = await startMockNode({ blockTime: 100, chain: 'polkadot' });
    const api2 = await ApiPromise.create({ provider: new WsProvider(polkadot.url), noInitWarn: true });
    try {
      expect((await api2.rpc.system.chain()).toString()).toBe('Polkadot');
      expect([api2.runtimeVersion.specName.toString(), api2.registry.chainSS58, api2.registry.chainDecimals[0], api2.registry.chainTokens[0]]).toEqual(['polkadot', 0, 10, 'DOT']);
      // Alice, in Polkadot's format, is funded.
      expect((await api2.query.system.account('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).data.free.toBigInt()).toBe(10n ** 18n);
    } finally {
      await api2.disconnect();
      await polkadot.close();
    }
    await expect(startMockNode({ chain: 'westend' })).rejects.toThrow(/no chain "westend"/);
  });

  it('serves a live chain\'s past back to genesis: the last day with the hashes of their headers, every block with its number and time', async () => {
    const polkadot = await startMockNode({ blockTime: 60_000, chain: 'polkadot' });
    const api2 = await ApiPromise.create({ provider: new WsProvider(polkadot.url), noInitWarn: true });
    try {
      const head = await api2.rpc.chain.getHeader();
      expect(head.number.toNumber()).toBe(28_000_000);
      const now = (await api2.query.timestamp.now()).toNumber();
      // A day back (14,400 blocks): a header whose hash a client works out is the one the node gave, its parent one further back.
      const dayAgo = await api2.rpc.chain.getBlockHash(28_000_000 - 14_400);
      const header = await api2.rpc.chain.getHeader(dayAgo);
      expect([header.number.toNumber(), header.hash.toHex()]).toEqual([28_000_000 - 14_400, dayAgo.toHex()]);
      expect((await api2.rpc.chain.getHeader(header.parentHash)).number.toNumber()).toBe(28_000_000 - 14_401);
      const at = await api2.at(dayAgo);
      expect((await at.query.timestamp.now()).toNumber()).toBe(now - 14_400 * 6000);
      expect((await at.query.system.number()).toNumber()).toBe(28_000_000 - 14_400);
      // The newest block's parent is a past block too.
      expect((await api2.rpc.chain.getHeader(head.parentHash)).number.toNumber()).toBe(27_999_999);
      // Further back, down to genesis: the API's genesis hash is block 0's.
      const old = await api2.rpc.chain.getBlock(await api2.rpc.chain.getBlockHash(20_000_000));
      expect([old.block.header.number.toNumber(), old.block.extrinsics.length]).toEqual([20_000_000, 0]);
      expect((await api2.rpc.chain.getHeader(old.block.header.parentHash)).number.toNumber()).toBe(19_999_999);
      expect((await api2.rpc.chain.getHeader(api2.genesisHash)).number.toNumber()).toBe(0);
      // No block yet after the newest; an unknown hash is an unknown block.
      expect((await api2.rpc.chain.getBlockHash(28_000_001)).isEmpty).toBe(true);
      await expect(api2.rpc.chain.getHeader('0x' + '12'.repeat(32))).rejects.toThrow(/UnknownBlock/);
    } finally {
      await api2.disconnect();
      await polkadot.close();
    }
  });

  it('holds USDT (asset 1984) on an Asset Hub, with Alice its only holder', async () => {
    const hub = await startMockNode({ blockTime: 60_000, chain: 'asset-hub-polkadot' });
    const api2 = await ApiPromise.create({ provider: new WsProvider(hub.url), noInitWarn: true });
    try {
      const [details, metadata, account] = await Promise.all([api2.query.assets.asset(1984), api2.query.assets.metadata(1984), api2.query.assets.account(1984, '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')]);
      expect([metadata.symbol.toUtf8(), metadata.decimals.toNumber(), details.unwrap().accounts.toNumber()]).toEqual(['USDt', 6, 1]);
      expect(account.unwrap().balance.toBigInt()).toBe(details.unwrap().supply.toBigInt());
    } finally {
      await api2.disconnect();
      await hub.close();
    }
  });

  it('with `quiet`, makes a block only once no request has come for a block time: a slow client that is still starting sees none', async () => {
    const WebSocket = require('ws');
    /** The head's number after `steps` waits of 0.9 block times, each followed by a request. */
    const heads = async (quiet: boolean, steps: number) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const node = await startMockNode({ blockTime: 1000, quiet });
      const socket = new WebSocket(node.url);
      await new Promise((resolve) => socket.once('open', resolve));
      let id = 0;
      const head = () =>
        new Promise<number>((resolve) => {
          socket.once('message', (raw: Buffer) => resolve(Number.parseInt(JSON.parse(String(raw)).result.number, 16)));
          socket.send(JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'chain_getHeader', params: [] }));
        });
      try {
        const seen = [await head()];
        for (let i = 0; i < steps; i++) {
          vi.advanceTimersByTime(900);
          seen.push(await head());
        }
        vi.advanceTimersByTime(1000);
        seen.push(await head());
        return seen.map((n) => n - seen[0]);
      } finally {
        socket.terminate();
        vi.useRealTimers();
        await node.close();
      }
    };
    // 4.5 block times of requests 0.9 apart, then a block time with none.
    expect(await heads(true, 5)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    // Without it, the blocks keep their clock.
    expect(await heads(false, 5)).toEqual([0, 0, 1, 2, 3, 4, 5]);
  });
});
