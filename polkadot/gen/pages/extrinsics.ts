// Extrinsics page: `api.tx.<pallet>.<call>(args)` with docs.
import { stringCamelCase } from '@polkadot/util';
import { docsToMarkdown } from '../docs.js';
import { codeSpan } from '../escape.js';
import { type Chain, palletVariants } from '../metadata.js';
import { renderPage } from '../page.js';
import { fieldList } from '../types.js';
import { blocks, chainLine, palletSections } from './common.js';

export function extrinsicsPage(chain: Chain): string {
  const { lookup } = chain.metadata;
  const sections = palletSections(
    chain,
    'extrinsics',
    (p) => palletVariants(chain, p, 'calls').map((v) => ({ rustName: v.name.toString(), jsName: stringCamelCase(v.name), data: v })),
    (section, { jsName, data }, ctx) =>
      blocks(codeSpan(`api.tx.${section}.${jsName}(${fieldList(lookup, data.fields, 'call')})`), docsToMarkdown(data.docs.map(String), ctx))
  );
  return renderPage({
    title: 'Extrinsics',
    description: `The calls (extrinsics) of ${chain.source.name}, with their parameters, submitted with api.tx.`,
    intro: `The calls of each pallet that can be submitted as extrinsics. Create them with \`api.tx.<pallet>.<call>(...params)\`, then sign and send them.\n\n${chainLine(chain)}`,
    sections
  });
}
