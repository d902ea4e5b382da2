// JSON-RPC page: the polkadot.js RPC definitions the chain's node exposes (its `-rpc` method list).
import type { DefinitionRpcExt } from '@polkadot/types/types';
import jsonrpc from '@polkadot/types/interfaces/jsonrpc';
import { codeSpan } from '../escape.js';
import { type Chain, compareNames } from '../metadata.js';
import { itemId, type PageItem, type PageSection, renderPage, sectionId } from '../page.js';
import { docsToMarkdown } from '../docs.js';
import { blocks, chainLine } from './common.js';

/** The JSON-RPC method name a definition calls (an explicit endpoint wins). */
export function rpcEndpoint(def: DefinitionRpcExt): string {
  return def.endpoint ?? def.jsonrpc;
}

/** The definitions of the methods the chain exposes, grouped by `api.rpc` section, sorted. */
export function chainRpc(chain: Chain): [string, DefinitionRpcExt[]][] {
  const exposed = new Set(chain.source.rpc.methods);
  const all = jsonrpc as unknown as Record<string, Record<string, DefinitionRpcExt>>;
  return Object.keys(all)
    .sort(compareNames)
    .map((section): [string, DefinitionRpcExt[]] => [
      section,
      Object.values(all[section])
        .filter((def) => exposed.has(rpcEndpoint(def)))
        .sort((a, b) => compareNames(a.method, b.method))
    ])
    .filter(([, defs]) => defs.length > 0);
}

function signature(def: DefinitionRpcExt): string {
  const params = def.params.map((p) => `${p.name}${p.isOptional ? '?' : ''}: ${p.type}`).join(', ');
  return `api.rpc.${def.section}.${def.method}(${params}): ${def.type}`;
}

function body(def: DefinitionRpcExt, exposed: ReadonlySet<string>): string {
  const kind = def.isSubscription ? ' (subscription)' : '';
  const aliases = (def.alias ?? []).filter((a) => exposed.has(a));
  return blocks(
    codeSpan(signature(def)),
    `JSON-RPC: ${codeSpan(rpcEndpoint(def))}${kind}`,
    aliases.length > 0 && `Related methods: ${aliases.map(codeSpan).join(', ')}`,
    def.deprecated && `**Deprecated:** ${docsToMarkdown([def.deprecated])}`,
    def.isUnsafe && '**Unsafe:** only available when the node exposes unsafe RPC methods (`--rpc-methods unsafe`).',
    def.description && docsToMarkdown([def.description])
  );
}

export function rpcPage(chain: Chain): string {
  const exposed = new Set(chain.source.rpc.methods);
  const sections: PageSection[] = chainRpc(chain).map(([section, defs]) => ({
    name: section,
    id: sectionId(section),
    items: defs.map((def): PageItem => ({ name: def.method, id: itemId(section, def.method), body: body(def, exposed) }))
  }));
  return renderPage({
    title: 'JSON-RPC',
    description: `The JSON-RPC methods of a ${chain.source.name} node, called with api.rpc.`,
    intro: `The JSON-RPC methods a ${chain.source.name} node exposes that polkadot.js knows, grouped by section. Call them with \`api.rpc.<section>.<method>(...params)\`. Methods the node exposes without a polkadot.js definition (such as the \`chainHead_v1\` and \`archive_v1\` families of the new JSON-RPC specification) are not listed.\n\n${chainLine(chain)}`,
    sections
  });
}
