// Runtime page: the runtime APIs of the metadata (with versions from `-ver`), called with api.call.
import type { RuntimeApiMetadataLatest } from '@polkadot/types/interfaces';
import { stringCamelCase } from '@polkadot/util';
import { docsToMarkdown } from '../docs.js';
import { codeSpan } from '../escape.js';
import { type Chain, compareNames, runtimeApiVersion } from '../metadata.js';
import { itemId, type PageSection, renderPage, sectionId } from '../page.js';
import type { LinkContext } from '../rustdoc.js';
import { typeName } from '../types.js';
import { blocks, chainLine } from './common.js';

/** Runtime APIs sorted by their JavaScript name. */
export function sortedApis(chain: Chain): RuntimeApiMetadataLatest[] {
  return [...chain.metadata.apis].sort((a, b) => compareNames(stringCamelCase(a.name), stringCamelCase(b.name)));
}

function apiSection(chain: Chain, api: RuntimeApiMetadataLatest): PageSection {
  const { lookup } = chain.metadata;
  const apiName = api.name.toString();
  const section = stringCamelCase(apiName);
  const methods = [...api.methods].sort((a, b) => compareNames(stringCamelCase(a.name), stringCamelCase(b.name)));
  const ctx: LinkContext = {
    kind: 'runtime',
    items: new Map(methods.map((m) => [m.name.toString(), itemId(section, stringCamelCase(m.name))])),
    selfNames: [apiName, 'Self']
  };
  const version = runtimeApiVersion(chain, apiName);
  return {
    name: section,
    id: sectionId(section),
    intro: blocks(`Runtime API ${codeSpan(apiName)}${version === undefined ? '' : `, version ${version}`}.`, docsToMarkdown(api.docs.map(String), ctx)),
    items: methods.map((m) => {
      const method = stringCamelCase(m.name);
      const params = m.inputs.map((i) => `${stringCamelCase(i.name)}: ${typeName(lookup, i.type)}`).join(', ');
      return {
        name: method,
        id: itemId(section, method),
        body: blocks(
          codeSpan(`api.call.${section}.${method}(${params}): ${typeName(lookup, m.output)}`),
          `Runtime call: ${codeSpan(`${apiName}_${m.name.toString()}`)}`,
          docsToMarkdown(m.docs.map(String), ctx)
        )
      };
    })
  };
}

export function runtimePage(chain: Chain): string {
  return renderPage({
    title: 'Runtime',
    description: `The runtime APIs of ${chain.source.name} and their methods, called with api.call.`,
    intro: `The runtime APIs the ${chain.source.name} runtime implements, with the version it reports for each. Their methods call directly into the runtime: \`api.call.<api>.<method>(...params)\`.\n\n${chainLine(chain)}`,
    sections: sortedApis(chain).map((api) => apiSection(chain, api))
  });
}
