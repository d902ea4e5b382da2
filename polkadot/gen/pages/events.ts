// Events page: `Name(fields)` and `api.events.<pallet>.<Name>.is`.
import { docsToMarkdown } from '../docs.js';
import { codeSpan } from '../escape.js';
import { type Chain, palletVariants } from '../metadata.js';
import { renderPage } from '../page.js';
import { fieldList } from '../types.js';
import { blocks, chainLine, palletSections } from './common.js';

export function eventsPage(chain: Chain): string {
  const { lookup } = chain.metadata;
  const sections = palletSections(
    chain,
    'events',
    (p) => palletVariants(chain, p, 'events').map((v) => ({ rustName: v.name.toString(), jsName: v.name.toString(), data: v })),
    (section, { jsName, data }, ctx) =>
      blocks(
        codeSpan(`${jsName}(${fieldList(lookup, data.fields, 'data')})`),
        `Interface: ${codeSpan(`api.events.${section}.${jsName}.is`)}`,
        docsToMarkdown(data.docs.map(String), ctx)
      )
  );
  return renderPage({
    title: 'Events',
    description: `The events ${chain.source.name} emits, with their fields, matched with api.events.`,
    intro: `The events each pallet emits, with their fields as named on \`event.data\`. Check a record's event with \`api.events.<pallet>.<Event>.is(event)\`.\n\n${chainLine(chain)}`,
    sections
  });
}
