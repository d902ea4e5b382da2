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

/**
 * Upstream JSDoc examples that are wrong for the pinned packages: shown as text, marked, with a
 * corrected example that type-checks beside them.
 */
const PREAMBLE = "import '@polkadot/api-augment';\nimport { ApiPromise, WsProvider } from '@polkadot/api';\n\nconst api = await ApiPromise.create({ provider: new WsProvider('wss://rpc.polkadot.io') });\n";
const CORRECTIONS: Record<string, { wrong: string; example: string }> = {
  'bounties.bounties': {
    wrong: '`api.derive.bounties` is the section, not a function: the derive is `api.derive.bounties.bounties()`.',
    example: `${PREAMBLE}\nconst bounties = await api.derive.bounties.bounties();\n\nconsole.log(\`active bounties: \${bounties.length}\`);\n\nawait api.disconnect();`
  },
  'contracts.fees': {
    wrong: 'the result is an object (`DeriveContractFees`), not an array, so its fields are read by name.',
    example: `${PREAMBLE}\nconst unsub = await api.derive.contracts.fees(({ creationFee, transferFee }) => {\n  console.log(\`creating a contract costs \${creationFee.toString()}, calling one \${transferFee.toString()}\`);\n});\n\nunsub();\nawait api.disconnect();`
  },
  'tx.accountExtrinsics': {
    wrong: 'a misplaced parenthesis calls `.extrinsic` on the return value of `console.log`.',
    example: `${PREAMBLE}\nconst blockHash = api.registry.createType('Hash', '0xb772e4949d2f3eb5ba356aa43f885cc4f9097ee9812c5436543f3846a0491729');\nconst info = await api.derive.tx.accountExtrinsics(blockHash, '0x21895DdfD4640b4e0aDCa2865b907f2CE6e6B777');\n\nconsole.log(info.extrinsics[0]?.extrinsic.toHuman());\n\nawait api.disconnect();`
  }
};

function exampleBlocks(d: DeriveInfo): string | undefined {
  if (!d.example) return undefined;
  const fix = CORRECTIONS[`${d.section}.${d.name}`];
  if (fix) return `**Example** (corrected; the upstream JSDoc example is wrong: ${fix.wrong})\n\n\`\`\`ts\n${fix.example}\n\`\`\`\n\nThe upstream example, as published:\n\n\`\`\`text\n${d.example}\n\`\`\``;
  return `**Example**\n\n\`\`\`${parsesAsJs(d.example) ? 'js fragment' : 'text'}\n${d.example}\n\`\`\``;
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
  const sections: PageSection[] = groupedDerives().map(([section, list]) => ({
    name: section,
    id: sectionId(section),
    items: list.map((d) => ({ name: d.name, id: itemId(section, d.name), body: body(d) }))
  }));
  return renderPage({
    title: 'Derives',
    description: 'The derived queries of @polkadot/api-derive, available as api.derive, with parameters, return types and examples.',
    intro:
      'Derives combine several storage queries, RPC calls and runtime constants into one call that returns ready-to-use data. Call them as `api.derive.<section>.<name>(...params)`; like `api.query`, they return a promise, or subscribe when given a callback. The signatures below are those of `@polkadot/api-derive`; they apply when the chain has the pallets a derive reads.',
    sections
  });
}
