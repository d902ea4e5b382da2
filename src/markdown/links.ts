// mdast links and images -> placeholders (`docgen-link:N`) resolved once every page's route is known.
import type { Root } from 'mdast';
import type { LinkRef } from '../types.js';
import { unsafeScheme } from '../unsafe-url.js';

export const LINK_PLACEHOLDER = 'docgen-link:';
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** The escape hatch for a URL to leave as it is written (no base URL, no check): `pathname:///raw/file.html`. */
const PATHNAME = /^pathname:\/\//i;

/** True for links docgen resolves and checks: relative paths, root-absolute paths and `#anchors`. */
export function isInternal(url: string): boolean {
  return url !== '' && !EXTERNAL.test(url);
}

interface Node {
  type: string;
  url?: string;
  identifier?: string;
  children?: Node[];
  position?: { start: { line: number; column: number } };
}

/** The identifiers of the definitions only images use (`![alt][d]` and `[d]: ./d.png`, no `[text][d]`): those are images too. */
function imageOnlyDefinitions(tree: Node): Set<string> {
  const images = new Set<string>();
  const links = new Set<string>();
  const walk = (node: Node) => {
    if (node.type === 'imageReference') images.add(String(node.identifier).toUpperCase());
    else if (node.type === 'linkReference') links.add(String(node.identifier).toUpperCase());
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return new Set([...images].filter((id) => !links.has(id)));
}

/**
 * Replaces the URL of every internal link, image and reference definition with a placeholder and returns
 * the originals; an image (or a definition only images use) is marked `image`. A `pathname://` URL loses that prefix and is left as written.
 */
export function collectLinks(tree: Root): LinkRef[] {
  const links: LinkRef[] = [];
  const imageIds = imageOnlyDefinitions(tree as unknown as Node);
  const walk = (node: Node) => {
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url) {
      const image = node.type === 'image' || (node.type === 'definition' && imageIds.has(String(node.identifier).toUpperCase()));
      if (PATHNAME.test(node.url)) {
        const raw = node.url.replace(PATHNAME, '');
        // Never a way round the unsafe-URL check, which saw the URL with its prefix.
        if (!unsafeScheme(raw, { image })) node.url = raw;
      } else if (isInternal(node.url)) {
        links.push({ url: node.url, line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 0, ...(image ? { image: true as const } : {}) });
        node.url = `${LINK_PLACEHOLDER}${links.length - 1}`;
      }
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as unknown as Node);
  return links;
}
