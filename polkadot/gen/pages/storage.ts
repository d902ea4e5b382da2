// Storage page: `api.query.<pallet>.<item>(keys): Value` with key hashers and docs.
import { stringCamelCase } from '@polkadot/util';
import { docsToMarkdown } from '../docs.js';
import { codeSpan } from '../escape.js';
import type { Chain } from '../metadata.js';
import { renderPage } from '../page.js';
import { storageShape } from '../types.js';
import { blocks, chainLine, palletSections } from './common.js';

export function storagePage(chain: Chain): string {
  const { lookup } = chain.metadata;
  const sections = palletSections(
    chain,
    'storage',
    (p) => (p.storage.isSome ? p.storage.unwrap().items.map((s) => ({ rustName: s.name.toString(), jsName: stringCamelCase(s.name), data: s })) : []),
    (section, { jsName, data }, ctx) => {
      const shape = storageShape(chain.registry, lookup, data);
      const keys = shape.keys.length
        ? `${shape.keys.length === 1 ? 'Key' : 'Keys'}: ${shape.keys.map((k, i) => `${codeSpan(k)} (${codeSpan(shape.hashers[i])})`).join(', ')}`
        : undefined;
      return blocks(
        codeSpan(`api.query.${section}.${jsName}(${shape.keys.join(', ')}): ${shape.value}`),
        keys,
        docsToMarkdown(data.docs.map(String), ctx)
      );
    }
  );
  return renderPage({
    title: 'Storage',
    description: `The storage items of ${chain.source.name}, with their keys and value types, read with api.query.`,
    intro: `The storage items of each pallet. Read them with \`api.query.<pallet>.<item>(...keys)\`; keys are listed with the hasher of the storage map.\n\n${chainLine(chain)}`,
    sections
  });
}
