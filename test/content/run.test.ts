// The examples of content/ that need no node run, and print what their page shows (docs/authoring.md,
// "Code blocks"); and the runner itself (polkadot/run-examples.mjs) decides, runs, compares and
// reports what it should.
import path from 'node:path';
import { fixturePages } from './fixture-pages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-ignore -- plain ESM script without declarations
import { blockMode, matches, runExamples, summary } from '../../polkadot/run-examples.mjs';

interface Failure { file: string; line: number; message: string; text: string }
interface Result {
  files: string[];
  entries: Array<{ file: string; line: number; lang: string; mode: 'run' | 'node' | 'check' | 'fragment'; reason: string }>;
  run: number;
  node: number;
  checked: number;
  fragments: number;
  failures: Failure[];
  results: Array<{ file: string; line: number; logs: Array<{ line: number; text: string }>; rendered?: string; error: unknown }>;
  ms: number;
}

const root = path.resolve(import.meta.dirname, '../..');
const TIMEOUT = 120_000;

describe('content/ examples, offline and on the local mock node', () => {
  // scrypt (every encrypted account) dominates: ~35 s of CPU on 2 workers, more on a loaded machine.
  it('run, and print what their pages show', async () => {
    const r: Result = await runExamples([path.join(root, 'content')]);
    // The figures docs/authoring.md quotes.
    console.log(`content/ examples: ${summary(r)} (${(r.ms / 1000).toFixed(1)} s)`);
    expect(r.failures.map((f) => f.text).join('\n')).toBe('');
    expect(r.run).toBeGreaterThan(30);
    expect(r.node).toBeGreaterThan(30);
  }, 5 * TIMEOUT);
});

describe('polkadot/run-examples.mjs', () => {
  const { dir, reset, remove, page, rel, lineOf } = fixturePages('run');
  let r: Result;

  const failuresOf = (name: string) => r.failures.filter((f) => f.file === rel(name));
  const show = (name: string) => failuresOf(name).map((f) => f.text).join('\n') || '(no failures)';

  beforeAll(async () => {
    reset();

    page('good.md', [
      '# Outputs that match',
      '',
      '```ts',
      "import { stringToU8a, u8aToHex } from '@polkadot/util';",
      "import { blake2AsHex, cryptoWaitReady } from '@polkadot/util-crypto';",
      '',
      'await cryptoWaitReady();',
      "console.log(u8aToHex(stringToU8a('hi'))); // prints 0x6869",
      "console.log('a', 1, true); // -> a 1 true",
      'console.log(',
      "  'spread',",
      "  'over lines'",
      '); // prints spread over lines',
      'console.log({ a: 1, b: [2, 3] }); // prints { a: 1, b: [ 2, 3 ] }',
      "console.log(blake2AsHex('abc')); // prints 0xbddd813c...68d52319",
      "const url = 'https://example.com'; // a // comment in code is not an expectation",
      'for (const n of [1, 2]) console.log(`n=${n}`);',
      '// prints n=1',
      '// prints n=2',
      '```',
      '',
      'All the output of a block, shown after it:',
      '',
      '```js',
      "console.log('one');",
      "setTimeout(() => console.log('two, later'), 10);",
      '```',
      '',
      '```text',
      'one',
      'two, ...',
      '```'
    ]);

    page('mismatch.md', [
      '# Outputs that do not match',
      '',
      '```ts',
      'const sum = 1 + 1;',
      'console.log(sum); // prints 3',
      "console.log('never'.length > 10 ? 'yes' : 'no'); // prints no",
      'if (sum > 5) console.log(sum); // prints 2',
      "console.log('x\\ny');",
      '// prints x',
      '// prints z',
      '```',
      '',
      '```js',
      "console.log('first');",
      "console.log('second');",
      '```',
      '',
      '```text',
      'first',
      'third',
      '```'
    ]);

    page('throws.md', [
      '# Errors',
      '',
      '```ts',
      "import { Keyring } from '@polkadot/keyring';",
      "import { cryptoWaitReady } from '@polkadot/util-crypto';",
      '',
      'await cryptoWaitReady();',
      "const keyring = new Keyring({ type: 'sr25519' });",
      "keyring.addFromMnemonic('this is not a valid twelve word phrase at all you see');",
      '```',
      '',
      '```js',
      'async function main() {',
      "  throw new RangeError('late failure');",
      '}',
      'main().catch((err) => {',
      '  console.error(err.message);',
      '  process.exit(3);',
      '});',
      '```',
      '',
      '```js',
      "process.exitCode = 0; console.log('exit 0 is a normal end'); process.exit(0); // prints exit 0 is a normal end",
      '```'
    ]);

    page('random.md', [
      '# Random values',
      '',
      '```ts',
      "import { mnemonicGenerate, randomAsHex } from '@polkadot/util-crypto';",
      '',
      'console.log(randomAsHex(4)); // prints (random) 0x1a2b3c4d',
      "console.log(mnemonicGenerate(12).split(' ').length); // prints 12",
      'console.log(randomAsHex(4)); // prints 0x1a2b3c4d',
      'console.log(randomAsHex(8)); // prints (random) 0x1a2b3c4d',
      '```',
      '',
      '```ts',
      "import { mnemonicGenerate } from '@polkadot/util-crypto';",
      '',
      "console.log('phrase:', mnemonicGenerate(12));",
      "console.log('12 words'.length > 5); // prints true",
      '```',
      '',
      '```text random',
      'phrase: word word word word word word word word word word word word',
      '```'
    ]);

    page('modes.md', [
      '# Which blocks run',
      '',
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      'console.log((await api.rpc.system.chain()).toString()); // prints Development',
      'await api.disconnect();',
      '```',
      '',
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('wss://rpc.polkadot.io') });",
      'const head = await api.rpc.chain.getHeader();',
      'const parent = await api.rpc.chain.getHeader(head.parentHash);',
      'console.log(`${(await api.rpc.system.chain()).toString()} ${parent.number.toNumber() === head.number.toNumber() - 1}`); // prints Polkadot true',
      'await api.disconnect();',
      '```',
      '',
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('wss://westend-rpc.polkadot.io') });",
      'console.log((await api.rpc.system.chain()).toString()); // prints Westend',
      '```',
      '',
      '```ts norun',
      "console.log('not run');",
      '```',
      '',
      '```ts fragment',
      'keyring.addFromUri(SURI);',
      '```',
      '',
      '```js run title="forced.js"',
      "// mentions ApiPromise in a comment only, and says `run`",
      "console.log('forced'); // prints forced",
      '```',
      '',
      '```js title="norun.js"',
      "console.log('a title with norun in quotes does not count'); // prints a title with norun in quotes does not count",
      '```',
      '',
      '```js env="GREETING=hello NAME=docs"',
      'console.log(process.env.GREETING, process.env.NAME); // prints hello docs',
      '```',
      '',
      '```ts stop-after=3',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      'let heads = 0;',
      "await api.rpc.chain.subscribeNewHeads(() => ++heads === 2 && console.log('two heads')); // prints two heads",
      '```',
      '',
      '```js',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      "api.rpc.chain.subscribeNewHeads(() => { console.log('a head'); process.exit(0); }); // prints a head",
      '```',
      '',
      '```ts block-time=60',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      'let heads = 0;',
      'const unsub = await api.rpc.chain.subscribeNewHeads(() => heads++);',
      'await new Promise((resolve) => setTimeout(resolve, 1000));',
      'unsub();',
      "console.log(`heads in a second: ${heads}`); // prints heads in a second: 1",
      'await api.disconnect();',
      '```',
      '',
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const ENDPOINT = process.argv[2] ?? 'wss://kusama-rpc.polkadot.io';",
      'const api = await ApiPromise.create({ provider: new WsProvider(ENDPOINT) });',
      "console.log(`${(await api.rpc.system.chain()).toString()} via ${ENDPOINT}`); // prints Kusama via wss://kusama-rpc.polkadot.io",
      'await api.disconnect();',
      '```'
    ]);

    page('render.md', [
      '# Components render on the server',
      '',
      '```tsx props=\'{"address":"15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5"}\'',
      "import { Identicon } from '@polkadot/react-identicon';",
      '',
      'export default function Avatar({ address }: { address: string }) {',
      '  return <Identicon value={address} size={32} theme="polkadot" />;',
      '}',
      '```',
      '',
      '```tsx',
      'export default function Broken() {',
      "  throw new Error('cannot render');",
      '}',
      '```',
      '',
      '```vue props=\'{"address":"15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5"}\'',
      '<script setup lang="ts">',
      "import { Identicon } from '@polkadot/vue-identicon';",
      'defineProps<{ address: string }>();',
      '</script>',
      '',
      '<template>',
      '  <Identicon :value="address" :size="32" theme="polkadot" />',
      '</template>',
      '```',
      '',
      '```vue',
      '<script setup lang="ts">',
      "import { Identicon } from '@polkadot/vue-identicon';",
      '</script>',
      '',
      '<template>',
      '  <Identicon value="15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5" :size="32" theme="substrate" />',
      '</template>',
      '```'
    ]);

    // The default limit per block (60 s): on a machine busy with other work, starting an API alone took over 10 s.
    r = await runExamples([dir]);
  }, 5 * TIMEOUT);

  afterAll(remove);

  it('matching outputs pass: // prints, // ->, a call over several lines, objects, `...`, one // prints line per printed line, a ```text block after the code', () => {
    expect(failuresOf('good.md'), show('good.md')).toEqual([]);
    expect(r.entries.filter((e) => e.file === rel('good.md')).map((e) => e.mode)).toEqual(['run', 'run']);
  });

  it('a mismatch is reported at the line of the expectation, with what was expected and what was printed', () => {
    expect(failuresOf('mismatch.md').map((f) => f.text), show('mismatch.md')).toEqual([
      `${rel('mismatch.md')}:${lineOf('mismatch.md', 'prints 3')}: expected "3", got "2"`,
      `${rel('mismatch.md')}:${lineOf('mismatch.md', 'prints 2')}: expected "2", got nothing (no console.log ran on this line)`,
      `${rel('mismatch.md')}:${lineOf('mismatch.md', 'prints z')}: printed line 2: expected "z", got "y"`,
      `${rel('mismatch.md')}:${lineOf('mismatch.md', 'third')}: output line 2: expected "third", got "second"`
    ]);
  });

  it('a thrown error, a rejection after the module ended and process.exit(non-zero) are reported at the line that failed', () => {
    const f = failuresOf('throws.md');
    expect(f.map((x) => x.line), show('throws.md')).toEqual([lineOf('throws.md', 'addFromMnemonic'), lineOf('throws.md', 'process.exit(3)')]);
    expect(f[0].message).toBe('threw Error: Invalid bip39 mnemonic specified');
    expect(f[1].message).toBe('called process.exit(3) after writing to stderr: late failure');
  });

  it('random values are compared by shape: hex of the same length, the same number of words', () => {
    expect(failuresOf('random.md').map((f) => f.line), show('random.md')).toEqual([
      lineOf('random.md', 'console.log(randomAsHex(4)); // prints 0x1a2b3c4d'),
      lineOf('random.md', 'randomAsHex(8)')
    ]);
    expect(failuresOf('random.md')[1].message).toMatch(/^expected \(random, by shape\) "0x1a2b3c4d", got "0x[0-9a-f]{16}"$/);
  });

  it('decides which blocks run, and with what block time: local-node and Polkadot code on the mock node, other networks\' and browser code type-checked only, meta run/norun/fragment win, quoted words do not count', () => {
    const modes = r.entries.filter((e) => e.file === rel('modes.md')).map((e) => [e.line, e.mode]);
    const [local, polkadot, live] = r.entries.filter((e) => e.file === rel('modes.md'));
    expect(modes).toEqual([
      [local.line, 'node'],
      [polkadot.line, 'node'],
      [live.line, 'check'],
      [lineOf('modes.md', "'not run'"), 'check'],
      [lineOf('modes.md', 'SURI'), 'fragment'],
      [lineOf('modes.md', 'mentions ApiPromise'), 'run'],
      [lineOf('modes.md', 'a title with norun'), 'run'],
      [lineOf('modes.md', 'process.env.GREETING'), 'run'],
      [lineOf('modes.md', 'let heads = 0') - 2, 'node'],
      [lineOf('modes.md', "console.log('a head')") - 2, 'node'],
      [lineOf('modes.md', 'heads in a second') - 6, 'node'],
      [lineOf('modes.md', 'const ENDPOINT') - 1, 'node']
    ]);
    expect(local.reason).toBe('runs on the local mock node: uses `ws://127.0.0.1:9944`');
    expect(polkadot.reason).toBe('runs on the local mock node: uses `wss://rpc.polkadot.io`');
    expect(live.reason).toBe("needs a live network: uses `WsProvider('wss://westend-rpc.polkadot.io')`");
    // An output shown for a block that does not run cannot be checked: that is an error, not a silent pass. The
    // local node's block printed its chain, the Polkadot one its chain and its head's parent (the mock's past); the listener, stopped after 3 s, its second head; the one that
    // exits in a callback, its head; the one with `block-time=60`, the one head there was when it subscribed (at the
    // default 0.2 s, several).
    expect(failuresOf('modes.md').map((f) => f.line), show('modes.md')).toEqual([lineOf('modes.md', 'prints Westend')]);
    expect(failuresOf('modes.md')[0].message).toContain('does not run');
    expect(blockMode({ lang: 'ts', meta: '', fragment: false, code: "import { web3Enable } from '@polkadot/extension-dapp';" }).mode).toBe('check');
    expect(blockMode({ lang: 'ts', meta: '', fragment: false, code: "import { Keyring } from '@polkadot/keyring';" }).mode).toBe('run');
    // An endpoint in a constant (the last block above ran on Kusama's mock and printed the constant unchanged); only
    // one declaration with one literal, used as it is or as the default after ?? or ||, counts.
    const connect = (declare: string) => blockMode({ lang: 'ts', meta: '', fragment: false, code: `${declare}\nconst api = await ApiPromise.create({ provider: new WsProvider(URL) });` });
    expect(connect("const URL = 'ws://127.0.0.1:9944';")).toMatchObject({ mode: 'node', chain: 'development', constant: 'URL' });
    expect(connect("const URL = process.env.NODE || 'wss://rpc.polkadot.io';")).toMatchObject({ mode: 'node', chain: 'polkadot' });
    expect(connect("const URL = 'wss://westend-rpc.polkadot.io';").reason).toBe('needs a live network: uses `WsProvider(URL)`');
    expect(connect("const URL = 'wss://' + 'rpc.polkadot.io';").mode).toBe('check');
    expect(connect("const URL = 'wss://rpc.polkadot.io' ?? process.env.NODE;").mode).toBe('check');
    expect(connect("const URL = 'ws://127.0.0.1:9944';\nconst URL = 'wss://rpc.polkadot.io';").mode).toBe('check');
  });

  it('renders React and Vue components on the server; a render error fails at the block', () => {
    const rendered = r.results.filter((x) => x.file === rel('render.md'));
    expect(rendered[0].rendered).toMatch(/^<div class="[^"]*ui--IdentityIcon[^"]*"><svg[^>]* id="15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5"/);
    expect(rendered[2].rendered).toMatch(/^<svg height="32" viewBox="0 0 64 64" width="32"><circle/);
    expect(failuresOf('render.md').map((f) => [f.line, f.message]), show('render.md')).toEqual([
      [lineOf('render.md', "throw new Error('cannot render')"), 'threw Error: cannot render'],
      [lineOf('render.md', 'theme="substrate"') - 5, 'threw Error: substrate type is not supported']
    ]);
  });

  it('counts blocks run, type-checked only and fragments', () => {
    // modes.md holds the blocks that are not run: one needs a node, one says norun, one is a fragment.
    expect(r.entries.filter((e) => e.mode !== 'run' && e.mode !== 'node').map((e) => [e.file, e.mode])).toEqual([
      [rel('modes.md'), 'check'],
      [rel('modes.md'), 'check'],
      [rel('modes.md'), 'fragment']
    ]);
    expect([r.run, r.node, r.checked, r.fragments]).toEqual([r.entries.length - 9, 6, 2, 1]);
    expect(summary({ run: 3, node: 4, checked: 2, fragments: 1 })).toBe('3 run offline, 4 run on the local node, 2 type-checked, 1 fragments');
  });

  it('matches values: exact after white space, `...` as a wildcard, random by shape', () => {
    expect(matches('{ a: 1 }', '{\n  a: 1\n}')).toBe(true);
    expect(matches('0xab...ef', '0xabcdef')).toBe(true);
    expect(matches('0xab...ef', '0xabcdee')).toBe(false);
    expect(matches('true', 'true false')).toBe(false);
    expect(matches('0x00ff', '0x1234', true)).toBe(true);
    expect(matches('0x00ff', '0x123456', true)).toBe(false);
    expect(matches('one two three', 'alpha beta gamma', true)).toBe(true);
    expect(matches('one two three', 'alpha beta', true)).toBe(false);
  });
});

describe('a block that connected and ended without settling', () => {
  const { dir, reset, remove, page } = fixturePages('run-exit');
  afterAll(remove);

  it('is followed by a new process, after process.exit() in a callback or an error: its provider, left connected to a mock node that is gone, would retry into the next blocks\' output', async () => {
    reset();
    page('exit.md', [
      '# A block that exits in a callback, its connection left open',
      '',
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      'console.log(`before in ${process.pid}`);',
      'await api.disconnect();',
      '```',
      '',
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      "api.rpc.chain.subscribeNewHeads(() => process.exit(0));",
      'console.log(`exits in ${process.pid}`);',
      '```',
      '',
      '```js',
      'console.log(`after in ${process.pid}`);',
      '```',
      '',
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      'console.log(`throws in ${process.pid}`);',
      "throw new Error('before its disconnect');",
      '```',
      '',
      '```js',
      'console.log(`last in ${process.pid}`);',
      '```'
    ]);

    const r: Result = await runExamples([dir], { workers: 1 });
    expect(r.failures.map((f) => f.message)).toEqual(['threw Error: before its disconnect']);
    // Each block printed the pid of the process it ran in, in page order.
    const printed = r.results.map((x) => x.logs.map((l) => l.text).join().split(' in '));
    expect(printed.map(([what]) => what)).toEqual(['before', 'exits', 'after', 'throws', 'last']);
    const [before, exits, after, throws, last] = printed.map(([, pid]) => pid);
    expect(exits).toBe(before);
    expect(after).not.toBe(exits);
    expect(throws).toBe(after);
    expect(last).not.toBe(throws);
  }, 5 * TIMEOUT);
});

describe('a block that listens until it is stopped (stop-after)', () => {
  const { dir, reset, remove, page } = fixturePages('run-listener');
  afterAll(remove);

  it('is stopped in its process once it has printed what its page shows: its connections and timers end, the next block runs there without its output; one that keeps a server open is followed by a new process', async () => {
    reset();
    page('listen.md', [
      '```ts stop-after=30',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      'await api.rpc.chain.subscribeNewHeads(() => console.log(`listens in ${process.pid}`)); // prints listens in ...',
      '```',
      '',
      '```js',
      'await new Promise((resolve) => setTimeout(resolve, 600));',
      'console.log(`after in ${process.pid}`);',
      '```',
      '',
      '```ts stop-after=30',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      'await api.rpc.chain.subscribeNewHeads(() => {',
      '  console.log(`ticks in ${process.pid}`); // prints ticks in ...',
      "  setInterval(() => console.log('tick'), 50);",
      '});',
      '```',
      '',
      '```js',
      'await new Promise((resolve) => setTimeout(resolve, 300));',
      'console.log(`untouched in ${process.pid}`);',
      '```',
      '',
      '```ts stop-after=30',
      "import { createServer } from 'node:http';",
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      'createServer().listen(0);',
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      'await api.rpc.chain.subscribeNewHeads(() => console.log(`serves in ${process.pid}`)); // prints serves in ...',
      '```',
      '',
      '```js',
      'console.log(`last in ${process.pid}`);',
      '```'
    ]);
    const r: Result = await runExamples([dir], { workers: 1 });
    expect(r.failures.map((f) => f.text)).toEqual([]);
    const printed = r.results.map((x) => x.logs.map((l) => l.text).join().split(' in '));
    expect(printed.map(([what]) => what)).toEqual(['listens', 'after', 'ticks', 'untouched', 'serves', 'last']);
    const [listens, after, ticks, untouched, serves, last] = printed.map(([, pid]) => pid);
    expect(new Set([listens, after, ticks, untouched, serves]).size).toBe(1);
    expect(last).not.toBe(serves);
  }, 5 * TIMEOUT);
});

describe('what a block does once its connection has closed', () => {
  const { dir, reset, remove, page, rel, lineOf } = fixturePages('run-after-close');
  afterAll(remove);

  it('is its own: a throw from a timer of 0 ms (as rxjs reports a stream\'s error) fails it, so does one that comes once the next block runs, an earlier block\'s provider reporting its close does not fail the next, a stopped listener\'s process.exit() is not counted', async () => {
    reset();
    page('close.md', [
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      "api.on('disconnected', () => setTimeout(() => { throw new Error('once its connection closed'); }, 0));",
      'await api.disconnect();',
      '```',
      '',
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      '// A timer does not keep a block on the node running (the API\'s own wait 1.75 s): this one fires in the next block.',
      "setTimeout(() => { console.log('late'); throw new Error('once it was judged'); }, 200);",
      'await api.disconnect();',
      '```',
      '',
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      'await new Promise((resolve) => setTimeout(resolve, 1000));',
      "console.log('waited'); // prints waited",
      'await api.disconnect();',
      '```',
      '',
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      'console.log((await api.rpc.system.chain()).toString()); // prints Development',
      'await api.disconnect();',
      '```',
      '',
      '```ts',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const provider = new WsProvider('ws://127.0.0.1:9944');",
      'const api = await ApiPromise.create({ provider });',
      'await api.disconnect();',
      '// As its provider reporting the close a while after the block ended: once the next block has started (a timer',
      '// of its own could fire while this block is still being judged, on a busy machine).',
      "const late = () => ((globalThis as { nextStarted?: boolean }).nextStarted ? setTimeout(() => { throw new Error(`disconnected from ${provider.endpoint}: 1000:: Normal Closure`); }, 0) : setTimeout(late, 10));",
      'late();',
      '```',
      '',
      '```ts',
      '(globalThis as { nextStarted?: boolean }).nextStarted = true;',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      'await new Promise((resolve) => setTimeout(resolve, 500));',
      'console.log((await api.rpc.system.name()).toString()); // prints docgen mock node',
      'await api.disconnect();',
      '```',
      '',
      '```ts stop-after=30',
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      "const api = await ApiPromise.create({ provider: new WsProvider('ws://127.0.0.1:9944') });",
      "// As a listener whose pending request fails when it is stopped, and that exits on a failure.",
      "api.on('disconnected', () => process.exit(1));",
      "await api.rpc.chain.subscribeNewHeads(() => console.log('a head')); // prints a head",
      '```',
      '',
      '```js',
      "console.log('last'); // prints last",
      '```'
    ]);
    for (let i = 0; i < 3; i++) {
      const r: Result = await runExamples([dir], { workers: 1 });
      expect(r.failures.map((f) => [f.file, f.line, f.message])).toEqual([
        [rel('close.md'), lineOf('close.md', "api.on('disconnected', () => setTimeout"), 'threw Error: once its connection closed'],
        [rel('close.md'), lineOf('close.md', "console.log('late')"), 'threw Error: once it was judged']
      ]);
      expect(r.results.map((x) => x.logs.map((l) => l.text).join())).toEqual(['', 'late', 'waited', 'Development', '', 'docgen mock node', 'a head', 'last']);
    }
  }, 5 * TIMEOUT);
});

describe('a block that runs out of time', () => {
  const { dir, reset, remove, page, rel, lineOf } = fixturePages('run-timeout');
  afterAll(remove);

  it('fails at its line, and the blocks after it run in a new process, without its output', async () => {
    reset();
    page('timeout.md', [
      '```js',
      "setInterval(() => console.log('tick'), 20);",
      '```',
      '',
      '```js',
      "await new Promise((resolve) => setTimeout(resolve, 300));",
      "console.log('after'); // prints after",
      '```'
    ]);
    const r: Result = await runExamples([dir], { timeout: 1000, workers: 1 });
    expect(r.failures.map((f) => [f.file, f.line, f.message.split(' (')[0]])).toEqual([[rel('timeout.md'), lineOf('timeout.md', 'setInterval'), 'did not finish within 1000 ms']]);
    expect(r.results.find((x) => x.line === lineOf('timeout.md', 'await new Promise'))?.logs.map((l) => l.text)).toEqual(['after']);
  });
});
