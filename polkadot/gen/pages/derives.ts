// Derives page: every `api.derive.<section>.<name>` of @polkadot/api-derive with its JSDoc.
import { type DeriveInfo, loadDerives, parsesAsJs } from '../derives-source.js';
import { inlineToMarkdown } from '../docs.js';
import { codeSpan } from '../escape.js';
import { compareNames } from '../metadata.js';
import { itemId, type PageSection, renderPage, sectionId } from '../page.js';
import { blocks } from './common.js';

/** Derives grouped by section, sections and names sorted. */
export function groupedDerives(): [string, DeriveInfo[]][] {
  const bySection = new Map<string, DeriveInfo[]>();
  for (const d of loadDerives()) bySection.set(d.section, [...(bySection.get(d.section) ?? []), d]);
  return [...bySection.entries()]
    .sort(([a], [b]) => compareNames(a, b))
    .map(([s, list]) => [s, list.sort((a, b) => compareNames(a.name, b.name))]);
}

function prose(text: string | undefined): string | undefined {
  return text ? inlineToMarkdown(text.replace(/<BR>/gi, '')) : undefined;
}

// Upstream JSDoc examples are shown as complete `js` examples, so that the example checker
// type-checks them: each gets the preamble below (a connected `api`), plus a declaration for every
// placeholder name it uses without declaring it. Abbreviated or invalid values of the upstream text
// (`"13AU"`, `'0x123...456'`) are replaced by valid ones, and the examples that are still wrong are
// shown as text, marked, with a corrected example beside them (CORRECTIONS).
const ENDPOINT = 'wss://rpc.polkadot.io';
const PREAMBLE = `import '@polkadot/api-augment';\nimport { ApiPromise, WsProvider } from '@polkadot/api';\n\nconst api = await ApiPromise.create({ provider: new WsProvider('${ENDPOINT}') });\n`;
const ALICE = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const BOB = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3';
const CHARLIE = '14Gjs1TD93gnwEBfDMHoCgsuf1s2TVKUP6Z1qKmAZnZ8cW5q';
const HASH = (n: number) => `'0x${String(n).repeat(64)}'`;
/** Names upstream examples use without declaring them, with the declaration shown above the example. */
const PLACEHOLDERS: Record<string, string> = {
  ALICE: `const ALICE = '${ALICE}'; // an account (Alice's development key, Polkadot format)`,
  BOB: `const BOB = '${BOB}';`,
  CHARLIE: `const CHARLIE = '${CHARLIE}';`,
  stashId1: `const stashId1 = '${ALICE}'; // validator stash accounts`,
  stashId2: `const stashId2 = '${BOB}';`,
  PROPOSAL_HASH: `const PROPOSAL_HASH = ${HASH(1)}; // the hash of a proposal on your chain`,
  HASH: `const HASH = ${HASH(1)}; // the hash of a preimage on your chain`,
  HASH1: `const HASH1 = ${HASH(1)}; // hashes of preimages on your chain`,
  HASH2: `const HASH2 = ${HASH(2)};`
};
/**
 * Upstream text that cannot work, with its replacement: abbreviated or invalid addresses and
 * hashes, a misspelt name, numbers where the derive takes `EraIndex` codecs, a missing null check,
 * wrong units in a message, and an index expression TypeScript rejects (same output).
 */
const REPLACEMENTS: [RegExp | string, string][] = [
  ['"13AU"', `"${ALICE}"`],
  ['"13xAUH"', `"${ALICE}"`],
  ['"16WW"', `"${BOB}"`],
  ['["5D4b...Zf1", "5HGj...yrV"]', `["${ALICE}", "${BOB}"]`],
  ['"5Gw3s7qQ9Z..."', `"${ALICE}"`],
  ["'5FfFjX...'", `'${ALICE}'`],
  ["['5Ff...PqV', '5Gg...XyZ']", `['${ALICE}', '${BOB}']`],
  ["'0x123...456'", 'await api.rpc.chain.getFinalizedHead()'],
  ['CHARLIER', 'CHARLIE'],
  ['[100,101]  //eras', "[api.createType('EraIndex', 100), api.createType('EraIndex', 101)] // eras"],
  ['console.log(extrinsicInfo.extrinsic.toHuman());', 'console.log(extrinsicInfo?.extrinsic.toHuman());'],
  ['Current era length: ${length} sessions', 'Current era length: ${length} slots'],
  ['Current era progress: ${progress} sessions', 'Current era progress: ${progress} slots into the era'],
  [/Object\.keys\((\w+)\)\.map\(\((\w+)\) => `\$\{\2\}: \$\{\1\[\2\]\}`\)/g, 'Object.entries($1).map(([$2, value]) => `${$2}: ${value}`)']
];

/** Replacements and corrections that matched in this derivesPage() call, so that one left over after a package upgrade fails the generator. */
const usedFixes = new Set<RegExp | string>();

/** The upstream example as a complete module: imports first, then the preamble and placeholders. */
export function completeExample(example: string): string {
  let code = example;
  for (const [from, to] of REPLACEMENTS) {
    const next = typeof from === 'string' ? code.split(from).join(to) : code.replace(from, to);
    if (next !== code) usedFixes.add(from);
    code = next;
  }
  const lines = code.split('\n');
  const imports = lines.filter((l) => /^import\s/.test(l));
  const rest = lines.filter((l) => !/^import\s/.test(l)).join('\n').replace(/^\n+/, '');
  const declared = (name: string) => new RegExp(`\\b(const|let|var)\\s+${name}\\b`).test(rest);
  const used = Object.keys(PLACEHOLDERS).filter((n) => new RegExp(`\\b${n}\\b`).test(rest) && !declared(n));
  const head = [...imports, ...(imports.length ? [''] : [])].join('\n');
  return `${head}${PREAMBLE}${used.length ? `${used.map((n) => PLACEHOLDERS[n]).join('\n')}\n` : ''}\n${rest}`;
}

const ex = (code: string) => `${PREAMBLE}\n${code}\n\nawait api.disconnect();`;
const CORRECTIONS: Record<string, { wrong: string; example: string }> = {
  'accounts.indexToId': {
    wrong: 'it passes an abbreviated account address where the derive takes an account index.',
    example: ex("const index = api.createType('AccountIndex', 1);\nconst accountId = await api.derive.accounts.indexToId(index);\n\nconsole.log(`index ${index.toNumber()} belongs to ${accountId?.toString() ?? 'nobody'}`);")
  },
  'balances.account': {
    wrong: 'it calls `api.derive.balances.all`, the example of the next derive, not this one.',
    example: ex(`const ALICE = '${ALICE}';\n\nconst { accountNonce, freeBalance, reservedBalance } = await api.derive.balances.account(ALICE);\n\nconsole.log(\`nonce \${accountNonce.toNumber()}, free \${freeBalance.toString()}, reserved \${reservedBalance.toString()} (Planck)\`);`)
  },
  'balances.all': {
    wrong: 'it calls `api.derive.balances.account`, the example of the previous derive, not this one.',
    example: ex(`const ALICE = '${ALICE}';\n\nconst { accountId, lockedBalance, transferable } = await api.derive.balances.all(ALICE);\n\nconsole.log(\`\${accountId.toString()}: locked \${lockedBalance.toHuman()}, transferable \${transferable?.toHuman() ?? 'unknown'}\`);`)
  },
  'bounties.bounties': {
    wrong: '`api.derive.bounties` is the section, not a function: the derive is `api.derive.bounties.bounties()`.',
    example: ex('const bounties = await api.derive.bounties.bounties();\n\nconsole.log(`active bounties: ${bounties.length}`);')
  },
  'contracts.fees': {
    wrong: 'the result is an object (`DeriveContractFees`), not an array, so its fields are read by name.',
    example: `${PREAMBLE}\nconst unsub = await api.derive.contracts.fees(({ creationFee, transferFee }) => {\n  console.log(\`creating a contract costs \${creationFee.toString()}, calling one \${transferFee.toString()}\`);\n});\n\nunsub();\nawait api.disconnect();`
  },
  'parachains.overview': {
    wrong: 'the callback ignores its argument and reads an undefined `parachains`.',
    example: ex('// Reads the parachains pallet of early relay chains; without it the list is empty.\nconst overview = await api.derive.parachains.overview();\n\noverview.forEach(({ id }) => console.log(`parachain ${id.toString()} is registered`));')
  },
  'society.info': {
    wrong: 'it calls `api.derive.society.candidates()` instead of `info()`.',
    example: ex('const { pot, maxMembers } = await api.derive.society.info();\n\nconsole.log(`pot ${pot.toString()}, at most ${maxMembers?.toString() ?? \'an unknown number of\'} members`);')
  },
  'society.member': {
    wrong: 'the derive takes an `AccountId` codec, not an address string.',
    example: ex(`const member = await api.derive.society.member(api.createType('AccountId', '${ALICE}'));\n\nconsole.log(member?.isSuspended ? 'suspended' : 'member in good standing');`)
  },
  'tx.accountExtrinsics': {
    wrong: 'a misplaced parenthesis calls `.extrinsic` on the return value of `console.log`.',
    example: ex(`const blockHash = await api.rpc.chain.getFinalizedHead();\nconst info = await api.derive.tx.accountExtrinsics(blockHash, '${ALICE}');\n\nconsole.log(info.extrinsics[0]?.extrinsic.toHuman());`)
  }
};

function exampleBlocks(d: DeriveInfo): string | undefined {
  if (!d.example) return undefined;
  const fix = CORRECTIONS[`${d.section}.${d.name}`];
  if (fix) {
    usedFixes.add(`${d.section}.${d.name}`);
    return `**Example** (corrected; the upstream JSDoc example is wrong: ${fix.wrong})\n\n\`\`\`ts norun\n${fix.example}\n\`\`\`\n\nThe upstream example, as published:\n\n\`\`\`text\n${d.example}\n\`\`\``;
  }
  return parsesAsJs(d.example)
    ? `**Example**\n\n\`\`\`js norun\n${completeExample(d.example)}\n\`\`\``
    : `**Example**\n\n\`\`\`text\n${d.example}\n\`\`\``;
}

function body(d: DeriveInfo): string {
  const params = d.paramDocs.filter((p) => p.description);
  return blocks(
    codeSpan(`api.derive.${d.section}.${d.name}(${d.params.join(', ')}): ${d.returns}`),
    d.name.startsWith('_') && 'Internal helper of the other derives of this section.',
    prose(d.description),
    params.length > 0 && `**Parameters**\n\n${params.map((p) => `- ${codeSpan(p.name)}: ${prose(p.description)}`).join('\n')}`,
    d.returnsDoc && `**Returns:** ${prose(d.returnsDoc)}`,
    exampleBlocks(d)
  );
}

export function derivesPage(): string {
  usedFixes.clear();
  const sections: PageSection[] = groupedDerives().map(([section, list]) => ({
    name: section,
    id: sectionId(section),
    items: list.map((d) => ({ name: d.name, id: itemId(section, d.name), body: body(d) }))
  }));
  const unused = [...REPLACEMENTS.map(([from]) => from), ...Object.keys(CORRECTIONS)].filter((f) => !usedFixes.has(f));
  if (unused.length) throw new Error(`polkadot/gen/pages/derives.ts: these fixes of upstream derive examples no longer match any example (update REPLACEMENTS / CORRECTIONS): ${unused.map(String).join(', ')}`);
  return renderPage({
    title: 'Derives',
    description: 'The derived queries of @polkadot/api-derive, available as api.derive, with parameters, return types and examples.',
    intro:
      'Derives combine several storage queries, RPC calls and runtime constants into one call that returns ready-to-use data. Call them as `api.derive.<section>.<name>(...params)`; like `api.query`, they return a promise, or subscribe when given a callback. The signatures below are those of `@polkadot/api-derive`; they apply when the chain has the pallets a derive reads.\n\n' +
      `The examples are those of the package's own documentation, completed into whole programs: each connects to \`${ENDPOINT}\` and declares the accounts and hashes it uses (development accounts and dummy hashes: put in your own). ` +
      'Abbreviated addresses and hashes of the original text are replaced by valid values, and where an original example is wrong it is shown as text, marked, next to a corrected one. ' +
      'Derives of pallets that Polkadot does not have (for example `council`, `democracy`, `society`, `alliance`) need the endpoint of a chain that has them.\n\n' +
      'This page shows no output for them. They are type-checked against the pinned packages, but not run on the local mock node as the guides\' examples are: most read state a new chain does not hold (staking eras and exposures, identities, referenda), so they would print empty values where Polkadot prints real ones, and many follow a subscription that runs until you stop it. What they print is what the chain holds when you run them.',
    sections
  });
}
