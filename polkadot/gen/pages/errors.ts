// Errors page: error names (with fields, if any) and `api.errors.<pallet>.<Name>.is`.
import { docsToMarkdown } from '../docs.js';
import { codeSpan } from '../escape.js';
import { type Chain, palletVariants } from '../metadata.js';
import { renderPage } from '../page.js';
import { fieldList } from '../types.js';
import { blocks, chainLine, palletSections } from './common.js';

export function errorsPage(chain: Chain): string {
  const { lookup } = chain.metadata;
  const sections = palletSections(
    chain,
    'errors',
    (p) => palletVariants(chain, p, 'errors').map((v) => ({ rustName: v.name.toString(), jsName: v.name.toString(), data: v })),
    (section, { jsName, data }, ctx) =>
      blocks(
        data.fields.length ? codeSpan(`${jsName}(${fieldList(lookup, data.fields, 'data')})`) : undefined,
        `Interface: ${codeSpan(`api.errors.${section}.${jsName}.is`)}`,
        docsToMarkdown(data.docs.map(String), ctx)
      )
  );
  return renderPage({
    title: 'Errors',
    description: `The module errors of ${chain.source.name}, matched with api.errors.`,
    intro: `The errors each pallet can return from a dispatch. Match a module error with \`api.errors.<pallet>.<Error>.is(error)\`.\n\n${chainLine(chain)}`,
    sections
  });
}
