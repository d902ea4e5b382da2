// Spot checks of real items: signatures, interfaces, decoded values, against the metadata.
import { describe, expect, it } from 'vitest';
import { CHAINS } from '../../polkadot/gen/chains.js';
import { loadChain, runtimeApiVersion } from '../../polkadot/gen/metadata.js';
import { itemBody, readPage } from './helpers.js';

const polkadot = loadChain(CHAINS.find((c) => c.id === 'polkadot')!);
const page = (kind: string) => readPage(`content/polkadot/${kind}.md`);

describe('polkadot items', () => {
  it('extrinsics: signature with JS parameter names and the api.tx interface', () => {
    const body = itemBody(page('extrinsics'), 'balances-transferallowdeath');
    expect(body).toContain('`api.tx.balances.transferAllowDeath(dest: MultiAddress, value: Compact<u128>)`');
    expect(body).toContain('Transfer some liquid free balance to another account.');
    expect(itemBody(page('extrinsics'), 'staking-bond')).toContain('`api.tx.staking.bond(value: Compact<u128>, payee: PalletStakingRewardDestination)`');
  });

  it('storage: keys with hashers and the value type', () => {
    const body = itemBody(page('storage'), 'system-account');
    expect(body).toContain('`api.query.system.account(AccountId32): FrameSystemAccountInfo`');
    expect(body).toContain('Key: `AccountId32` (`Blake2_128Concat`)');
    expect(itemBody(page('storage'), 'staking-ledger')).toContain('`api.query.staking.ledger(AccountId32): Option<PalletStakingStakingLedger>`');
    expect(itemBody(page('storage'), 'balances-totalissuance')).toContain('`api.query.balances.totalIssuance(): u128`');
  });

  it('constants: type and the value decoded from the metadata', () => {
    const balances = polkadot.metadata.pallets.find((p) => p.name.eq('Balances'))!;
    const ed = balances.constants.find((c) => c.name.eq('ExistentialDeposit'))!;
    const value = polkadot.registry.createType('u128', ed.value).toString();
    expect(value).toBe('10000000000');
    const body = itemBody(page('constants'), 'balances-existentialdeposit');
    expect(body).toContain('`api.consts.balances.existentialDeposit: u128`');
    expect(body).toContain(`Value: \`${value}\``);
    expect(itemBody(page('constants'), 'system-ss58prefix')).toContain('Value: `0`');
  });

  it('events and errors: fields and the .is interface', () => {
    const event = itemBody(page('events'), 'balances-transfer');
    expect(event).toContain('`Transfer(from: AccountId32, to: AccountId32, amount: u128)`');
    expect(event).toContain('`api.events.balances.Transfer.is`');
    // field names as on event.data: camelCase, like the API's decoration
    expect(itemBody(page('events'), 'balances-endowed')).toContain('`Endowed(account: AccountId32, freeBalance: u128)`');
    const error = itemBody(page('errors'), 'balances-insufficientbalance');
    expect(error).toContain('`api.errors.balances.InsufficientBalance.is`');
    expect(error).toContain('Balance too low to send value.');
  });

  it('rpc: jsonrpc name, params, return type, unsafe and subscription flags', () => {
    const hash = itemBody(page('rpc'), 'chain-getblockhash');
    expect(hash).toContain('`api.rpc.chain.getBlockHash(blockNumber?: BlockNumber): BlockHash`');
    expect(hash).toContain('JSON-RPC: `chain_getBlockHash`');
    expect(hash).not.toContain('Unsafe');
    expect(itemBody(page('rpc'), 'author-insertkey')).toContain('**Unsafe:**');
    expect(itemBody(page('rpc'), 'chain-subscribenewheads')).toContain('`chain_subscribeNewHeads` (subscription)');
  });

  it('rpc: only methods the chain exposes', () => {
    const methods = new Set(polkadot.source.rpc.methods);
    const listed = [...page('rpc').matchAll(/JSON-RPC: `([^`]+)`/g)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(50);
    expect(listed.filter((m) => !methods.has(m))).toEqual([]);
  });

  it('runtime: API version from -ver, api.call interface and runtime call name', () => {
    expect(runtimeApiVersion(polkadot, 'Core')).toBe(5);
    const md = page('runtime');
    expect(md).toContain('## core {#core}\n\nRuntime API `Core`, version 5.');
    const version = itemBody(md, 'core-version');
    expect(version).toContain('`api.call.core.version(): SpVersionRuntimeVersion`');
    expect(version).toContain('Runtime call: `Core_version`');
  });
});

describe('derives', () => {
  const md = readPage('content/derives.md');
  it('balances.all: signature, docs, parameters and example from the package', () => {
    const body = itemBody(md, 'balances-all');
    expect(body).toContain('`api.derive.balances.all(address: AccountId | string): Observable<DeriveBalancesAll>`');
    expect(body).toContain('Retrieves the complete balance information for an account');
    expect(body).toContain('- `address`: ');
    // The upstream example of balances.all calls balances.account: shown as text, with a corrected one.
    expect(body).toContain('(corrected; the upstream JSDoc example is wrong: it calls `api.derive.balances.account`');
    expect(body).toContain('await api.derive.balances.all(ALICE);');
  });

  it('chain.bestNumber: the upstream example as a complete module (preamble with a connected api)', () => {
    const body = itemBody(md, 'chain-bestnumber');
    expect(body).toContain('`api.derive.chain.bestNumber(): Observable<BlockNumber>`');
    expect(body).toContain("```js norun\nimport '@polkadot/api-augment';\nimport { ApiPromise, WsProvider } from '@polkadot/api';\n\nconst api = await ApiPromise.create(");
    expect(body).toContain('api.derive.chain.bestNumber((blockNumber) => {');
  });

  it('declares the placeholders an upstream example uses and replaces values that cannot work', () => {
    const multi = itemBody(md, 'accounts-hasidentitymulti');
    expect(multi).not.toContain('"13AU"');
    expect(multi).toContain('const ALICE = "15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5";');
    const proposal = itemBody(md, 'council-proposal');
    expect(proposal).toMatch(/const PROPOSAL_HASH = '0x1{64}';/);
    expect(itemBody(md, 'staking-stakerrewardsmulti')).toContain('[ALICE, BOB, CHARLIE]');
  });

  it('every example shown as code calls the derive it documents (no swapped or mismatched upstream examples)', () => {
    const ids = [...md.matchAll(/^### (\w+) \{#([\w-]+)\}$/gm)];
    let checked = 0;
    for (const [, name, id] of ids) {
      const body = itemBody(md, id);
      const code = [...body.matchAll(/```(?:js|ts) norun\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n');
      if (!code) continue;
      const section = id.slice(0, id.length - name.length - 1);
      expect(code.toLowerCase(), `#${id}`).toContain(`api.derive.${section}.${name.toLowerCase()}(`);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
