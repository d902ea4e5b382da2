// Pieces shared by the per-pallet pages: the intro line and building one section per pallet.
import type { PalletMetadataLatest } from '@polkadot/types/interfaces';
import type { PageKind } from '../chains.js';
import type { Chain } from '../metadata.js';
import { compareNames, palletSection, sortedPallets } from '../metadata.js';
import { itemId, type PageItem, type PageSection, sectionId } from '../page.js';
import type { LinkContext } from '../rustdoc.js';

/** The sentence every chain page opens with after its own description. */
export function chainLine(chain: Chain): string {
  return `Chain: **${chain.source.name}**, spec name \`${chain.specName}\`, spec version \`${chain.specVersion}\` (metadata v${chain.version}).`;
}

export interface RawItem<T> {
  /** The name in the metadata (`transfer_allow_death`), used by rustdoc links. */
  rustName: string;
  /** The JavaScript name (`transferAllowDeath`): the heading and anchor. */
  jsName: string;
  data: T;
}

/**
 * One section per pallet that has items of this kind, pallets and items in alphabetical order.
 * `render` gets the link context of the pallet, so docs can link to items of the same pallet.
 */
export function palletSections<T>(
  chain: Chain,
  kind: PageKind,
  itemsOf: (pallet: PalletMetadataLatest) => RawItem<T>[],
  render: (section: string, item: RawItem<T>, ctx: LinkContext) => string
): PageSection[] {
  const sections: PageSection[] = [];
  for (const pallet of sortedPallets(chain)) {
    const raw = itemsOf(pallet).sort((a, b) => compareNames(a.jsName, b.jsName));
    if (!raw.length) continue;
    const section = palletSection(pallet);
    const ctx: LinkContext = {
      kind,
      items: new Map(raw.map((r) => [r.rustName, itemId(section, r.jsName)]))
    };
    const items: PageItem[] = raw.map((r) => ({ name: r.jsName, id: itemId(section, r.jsName), body: render(section, r, ctx) }));
    sections.push({ name: section, id: sectionId(section), items });
  }
  return sections;
}

/** Joins the non-empty blocks of an item body with blank lines. */
export function blocks(...parts: (string | undefined | false)[]): string {
  return parts.filter((p): p is string => !!p).join('\n\n');
}
