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

function body(d: DeriveInfo): string {
  const params = d.paramDocs.filter((p) => p.description);
  const example = d.example && `\`\`\`${parsesAsJs(d.example) ? 'js fragment' : 'text'}\n${d.example}\n\`\`\``;
  return blocks(
    codeSpan(`api.derive.${d.section}.${d.name}(${d.params.join(', ')}): ${d.returns}`),
    d.name.startsWith('_') && 'Internal helper of the other derives of this section.',
    prose(d.description),
    params.length > 0 && `**Parameters**\n\n${params.map((p) => `- ${codeSpan(p.name)}: ${prose(p.description)}`).join('\n')}`,
    d.returnsDoc && `**Returns:** ${prose(d.returnsDoc)}`,
    example && `**Example**\n\n${example}`
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
