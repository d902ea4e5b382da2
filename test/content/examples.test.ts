// The code examples of content/ type-check (docs/authoring.md, "Code blocks"), and the checker itself
// (polkadot/check-examples.mjs) finds, maps and reports what it should.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fixturePages } from './fixture-pages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-ignore -- plain ESM script without declarations
import { checkExamples, extractBlocks, mayHaveBlocks } from '../../polkadot/check-examples.mjs';

interface Diag { file: string; line: number; column: number; code: number; category: string; message: string; text: string }
interface Result {
  files: string[];
  blocks: number;
  entries: Array<{ file: string; line: number; lang: string; fragment: boolean }>;
  diagnostics: Diag[];
  errors: number;
  ms: number;
}

const root = path.resolve(import.meta.dirname, '../..');
const TIMEOUT = 300_000;

describe('content/ code examples', () => {
  it('every js/ts/jsx/tsx block type-checks (fragments parse)', () => {
    const content = path.join(root, 'content');
    if (!existsSync(content)) return;
    const r: Result = checkExamples([content]);
    const report = r.diagnostics.map((d) => d.text).join('\n');
    expect(r.errors, `${r.errors} errors in ${r.blocks} code blocks of content/:\n${report}\n`).toBe(0);
    if (r.files.length) expect(r.blocks).toBeGreaterThan(0);
  }, TIMEOUT);
});

describe('polkadot/check-examples.mjs', () => {
  const { dir, reset, remove, page, rel, lines, lineOf } = fixturePages('examples');
  let r: Result;

  const diagsOf = (name: string) => r.diagnostics.filter((d) => d.file === rel(name));
  const blocksOf = (name: string) => r.entries.filter((e) => e.file === rel(name));
  const show = (name: string) => diagsOf(name).map((d) => d.text).join('\n') || '(no diagnostics)';

  beforeAll(() => {
    reset();

    page('good.md', [
      '---',
      'title: Good',
      'description: "```ts in frontmatter is not a block"',
      '---',
      '',
      'Balance of an account:',
      '',
      '```ts title="balance.ts"',
      "import '@polkadot/api-augment';",
      "import { ApiPromise, WsProvider } from '@polkadot/api';",
      '',
      "const api = await ApiPromise.create({ provider: new WsProvider('wss://rpc.polkadot.io') });",
      "const addr = '5GrwvaEF5zDo8ep63fE24fm5XbqoMc8wsoqyJLQCWjKzhxVt';",
      'const { nonce, data: balance } = await api.query.system.account(addr);',
      'const free: bigint = balance.free.toBigInt();',
      'console.log(`${nonce.toNumber()} ${balance.free.toHuman()} ${free}`);',
      'await api.disconnect();',
      '```',
      '',
      'A keyring:',
      '',
      '```js',
      "import { Keyring } from '@polkadot/keyring';",
      "import { cryptoWaitReady } from '@polkadot/util-crypto';",
      '',
      'await cryptoWaitReady();',
      "const keyring = new Keyring({ type: 'sr25519', ss58Format: 0 });",
      "const alice = keyring.addFromUri('//Alice', { name: 'Alice' });",
      'function show(pair) { return `${pair.meta.name}: ${pair.address}`; }',
      'console.log(show(alice), alice.publicKey.length);',
      '```',
      '',
      '```tsx',
      "import Identicon from '@polkadot/react-identicon';",
      '',
      'export function Avatar({ address }: { address: string }) {',
      '  return <Identicon value={address} size={32} theme="polkadot" />;',
      '}',
      '```'
    ]);

    page('wrong-api.md', [
      '---',
      'title: Wrong API',
      '---',
      '',
      '```ts',
      "import '@polkadot/api-augment';",
      "import { ApiPromise } from '@polkadot/api';",
      '',
      'const api = await ApiPromise.create();',
      "const account = await api.query.system.acount('5GrwvaEF5zDo8ep63fE24fm5XbqoMc8wsoqyJLQCWjKzhxVt');",
      '```',
      '',
      '```js',
      "import '@polkadot/api-augment';",
      "import { ApiPromise } from '@polkadot/api';",
      '',
      'const api = await ApiPromise.create();',
      'await api.tx.balances.transferAlowDeath(1, 2);',
      '```'
    ]);

    page('fragments.md', [
      '# Fragments',
      '',
      '```ts fragment title="broken.ts"',
      'const value = ;',
      '```',
      '',
      '```ts fragment',
      "const account = await api.query.system.acount(ALICE);",
      'const n: number = "not a number";',
      '```',
      '',
      '```js title="my fragment.js"',
      'const n = ;',
      '```'
    ]);

    page('list.md', [
      '# Lists',
      '',
      '1. Connect:',
      '',
      '   ```ts',
      "   import '@polkadot/api-augment';",
      "   import { ApiPromise } from '@polkadot/api';",
      '   const api = await ApiPromise.create();',
      "   await api.query.system.acount('5GrwvaEF5zDo8ep63fE24fm5XbqoMc8wsoqyJLQCWjKzhxVt');",
      '   ```',
      '',
      '   - nested:',
      '',
      '     ~~~~ts',
      '     const x: string = 1;',
      '     ~~~~',
      '',
      '> ```ts',
      '> const y: number = "y";',
      '> ```'
    ]);

    page('other.md', [
      '# Not examples',
      '',
      '```bash',
      'npm install @polkadot/api',
      '```',
      '',
      '```json',
      '{ "not": valid json',
      '```',
      '',
      '```rust',
      'fn main() { let x: u32 = "no"; }',
      '```',
      '',
      '```',
      'const noLang: number = "x";',
      '```',
      '',
      '````md',
      '```ts',
      'const inside: number = "a ts fence inside a longer md fence";',
      '```',
      '````',
      '',
      '    const indented: number = "indented code, not a fence";'
    ]);

    page('augment.md', [
      '# Missing augment',
      '',
      '```ts',
      "import { ApiPromise } from '@polkadot/api';",
      'const api = await ApiPromise.create();',
      "await api.query.system.account('5GrwvaEF5zDo8ep63fE24fm5XbqoMc8wsoqyJLQCWjKzhxVt');",
      '```'
    ]);

    page('chains.md', [
      '# One augment per block',
      '',
      '```ts',
      "import '@polkadot/api-augment/polkadot';",
      "import { ApiPromise } from '@polkadot/api';",
      'const api = await ApiPromise.create();',
      'const head = await api.query.paras.heads(1000);',
      'console.log(head.unwrapOr(null)?.toHex());',
      '```',
      '',
      '```ts',
      "import '@polkadot/api-augment';",
      "import { ApiPromise } from '@polkadot/api';",
      'const api = await ApiPromise.create();',
      'await api.query.paras.heads(1000);',
      '```'
    ]);

    r = checkExamples([dir]);
  }, TIMEOUT);

  afterAll(remove);

  it('a correct complete example passes (ts with api-augment, js keyring, tsx component)', () => {
    expect(blocksOf('good.md').map((b) => [b.line, b.lang, b.fragment])).toEqual([
      [lineOf('good.md', "import '@polkadot/api-augment'"), 'ts', false],
      [lineOf('good.md', "import { Keyring }"), 'js', false],
      [lineOf('good.md', 'import Identicon'), 'tsx', false]
    ]);
    expect(diagsOf('good.md'), show('good.md')).toEqual([]);
  });

  it('a wrong API name fails at its markdown line and column (ts and js blocks)', () => {
    const d = diagsOf('wrong-api.md');
    expect(d.map((x) => [x.line, x.column, x.category]), show('wrong-api.md')).toEqual([
      [lineOf('wrong-api.md', 'system.acount'), lines('wrong-api.md')[lineOf('wrong-api.md', 'system.acount') - 1].indexOf('acount') + 1, 'error'],
      [lineOf('wrong-api.md', 'transferAlowDeath'), lines('wrong-api.md')[lineOf('wrong-api.md', 'transferAlowDeath') - 1].indexOf('transferAlowDeath') + 1, 'error']
    ]);
    expect(d.map((x) => x.code)).toEqual([4111, 4111]);
    expect(d[0].message).toContain("'acount'");
    expect(d[0].message).toContain("Did you mean 'account'?");
    expect(d[1].message).toContain("'transferAlowDeath'");
    expect(d[1].message).toContain("Did you mean 'transferAllowDeath'?");
    expect(d[0].text).toMatch(new RegExp(`^${rel('wrong-api.md').replace(/[.]/g, '\\.')}:10:\\d+: error TS\\d+: `));
  });

  it('a fragment is only parsed: a syntax error fails, a type error passes; `fragment` in a quoted title does not count', () => {
    expect(blocksOf('fragments.md').map((b) => b.fragment)).toEqual([true, true, false]);
    expect(diagsOf('fragments.md').map((d) => [d.line, d.code]), show('fragments.md')).toEqual([
      [lineOf('fragments.md', 'const value = ;'), 1109],
      [lineOf('fragments.md', 'const n = ;'), 1109]
    ]);
  });

  it('finds fences indented in lists and blockquotes, ~~~ and longer fences, with their columns', () => {
    expect(blocksOf('list.md').map((b) => b.line)).toEqual([
      lineOf('list.md', "   import '@polkadot/api-augment'"),
      lineOf('list.md', 'const x: string'),
      lineOf('list.md', 'const y: number')
    ]);
    const d = diagsOf('list.md');
    expect(d.map((x) => [x.line, x.column]), show('list.md')).toEqual([
      [lineOf('list.md', 'system.acount'), '   await api.query.system.'.length + 1],
      [lineOf('list.md', 'const x: string'), '     const '.length + 1],
      [lineOf('list.md', 'const y: number'), '> const '.length + 1]
    ]);
  });

  it('ignores other languages, fences without a language, indented code and fences inside a longer fence', () => {
    expect(blocksOf('other.md')).toEqual([]);
    expect(diagsOf('other.md')).toEqual([]);
  });

  it('hints at the augment import when api.query is untyped', () => {
    const d = diagsOf('augment.md');
    expect(d.length, show('augment.md')).toBeGreaterThan(0);
    expect(d[0].message).toContain("import '@polkadot/api-augment'");
  });

  it("checks each block against the augment it imports: a chain's pallets do not leak into the substrate augment", () => {
    const d = diagsOf('chains.md');
    expect(d.map((x) => [x.line, x.code]), show('chains.md')).toEqual([[lines('chains.md').indexOf('await api.query.paras.heads(1000);') + 1, 4111]]);
    expect(d[0].message).toContain("'@polkadot/api-augment/polkadot'");
  });

  it('counts blocks and errors', () => {
    expect(r.blocks).toBe(r.entries.length);
    expect(r.errors).toBe(r.diagnostics.filter((d) => d.category === 'error').length);
    expect(r.blocks).toBe(3 + 2 + 3 + 3 + 0 + 1 + 2);
  });

  it('extractBlocks handles CRLF and an unclosed fence', () => {
    const b = extractBlocks('# x\r\n\r\n```ts\r\nconst a = 1;\r\n```\r\n\r\n```js\nlet open = true;\n');
    expect(b.map((x: { line: number; lang: string; code: string }) => [x.line, x.lang, x.code])).toEqual([
      [4, 'ts', 'const a = 1;'],
      [8, 'js', 'let open = true;']
    ]);
  });

  it('extractBlocks skips the parse only of a text whose fences name none of its languages: a language in capitals, after a character reference or an escape is found', () => {
    const found = (text: string) => extractBlocks(text).map((x: { line: number; lang: string; code: string }) => [x.line, x.lang, x.code]);
    expect(found('- a\n\n  ```TS title="a.ts"\n  const a = 1;\n  ```\n')).toEqual([[4, 'ts', 'const a = 1;']]);
    expect(found('> ~~~~  Javascript\n> let b;\n> ~~~~\n')).toEqual([[2, 'js', 'let b;']]);
    expect(found('```&#116;s\nlet c;\n```\n')).toEqual([[2, 'ts', 'let c;']]);
    expect(found('```\\js\nnot js\n```\n\n```text\nplain\n```\n\n    ```ts\n    indented code\n')).toEqual([]);
    expect(mayHaveBlocks('```text\nplain\n```\n\n`` `ts` ``\n')).toBe(false);
    expect(mayHaveBlocks('```&#116;s\n```\n')).toBe(true);
  });
});
