// mdast links -> placeholders (`docgen-link:N`) resolved once every page's route is known.
import type { Root } from 'mdast';
import type { LinkRef } from '../types.js';

export const LINK_PLACEHOLDER = 'docgen-link:';
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** True for links docgen resolves and checks: relative paths, root-absolute paths and `#anchors`. */
export function isInternal(url: string): boolean {
  return url !== '' && !EXTERNAL.test(url);
}

/** Replaces every internal link and image-free definition url with a placeholder; returns the originals. */
export function collectLinks(tree: Root): LinkRef[] {
  const links: LinkRef[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[]; position?: { start: { line: number; column: number } } }) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url && isInternal(node.url)) {
      links.push({ url: node.url, line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 0 });
      node.url = `${LINK_PLACEHOLDER}${links.length - 1}`;
    }
    for (const child of (node.children ?? []) as Array<typeof node>) walk(child);
  };
  walk(tree as unknown as Parameters<typeof walk>[0]);
  return links;
}
