// Constants page: `api.consts.<pallet>.<name>` with type, decoded value and docs.
import type { PalletConstantMetadataLatest } from '@polkadot/types/interfaces';
import { stringCamelCase } from '@polkadot/util';
import { docsToMarkdown } from '../docs.js';
import { codeSpan } from '../escape.js';
import type { Chain } from '../metadata.js';
import { type PageSpec, renderPage } from '../page.js';
import { typeName } from '../types.js';
import { blocks, chainLine, palletSections } from './common.js';

/** Values longer than this are shown as an indented JSON block instead of inline code. */
const INLINE_MAX = 100;

/** Fixed-size byte names (`[u8; 25]` track names) decode with NUL padding: drop it. */
function trimNul(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\u0000+$/, '') : value;
}

/** The decoded value of a constant: its primitive form (numbers, strings, objects) as JSON. */
export function constantValue(chain: Chain, constant: PalletConstantMetadataLatest, indent?: number): string {
  const { registry } = chain;
  const value = registry.createTypeUnsafe(registry.createLookupType(constant.type), [constant.value]);
  return JSON.stringify(value.toPrimitive(), trimNul, indent);
}

function valueBlock(chain: Chain, constant: PalletConstantMetadataLatest): string {
  const inline = constantValue(chain, constant);
  if (inline.length <= INLINE_MAX) return `Value: ${codeSpan(inline)}`;
  return `Value:\n\n\`\`\`json\n${constantValue(chain, constant, 2)}\n\`\`\``;
}

export function constantsPage(chain: Chain): string {
  const { lookup } = chain.metadata;
  const sections = palletSections(
    chain,
    'constants',
    (p) => p.constants.map((c) => ({ rustName: c.name.toString(), jsName: stringCamelCase(c.name), data: c })),
    (section, { jsName, data }, ctx) =>
      blocks(
        codeSpan(`api.consts.${section}.${jsName}: ${typeName(lookup, data.type)}`),
        valueBlock(chain, data),
        docsToMarkdown(data.docs.map(String), ctx)
      )
  );
  const page: PageSpec = {
    title: 'Constants',
    description: `Runtime constants of ${chain.source.name}, with their types and values, read with api.consts.`,
    intro: `The constants of each pallet: values fixed in the runtime that change only with a runtime upgrade. Read them with \`api.consts.<pallet>.<constant>\`; the values shown are decoded from the metadata.\n\n${chainLine(chain)}`,
    sections
  };
  return renderPage(page);
}
