// mdast links and images -> placeholders (`docgen-link:N`) resolved once every page's route is known.
import type { Root } from 'mdast';
import type { LinkRef } from '../types.js';
import { unsafeScheme } from '../unsafe-url.js';

export const LINK_PLACEHOLDER = 'docgen-link:';
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** The escape hatch for a URL to leave as it is written (no base URL, no check): `pathname:///raw/file.html`. */
const PATHNAME = /^pathname:\/\//i;
/** The properties of an MDX page's elements that hold a URL to resolve: `src` and `poster` as images, `href` as links. */
const URL_PROPS = ['href', 'src', 'poster'] as const;

/**
 * A config link's `pathname:///x` (a navbar, footer or sidebar item's): the path, below `base` when it starts with `/`
 * (as Docusaurus's Link writes it); undefined for any other URL, and for one that would name another site or scheme.
 */
export function pathnameHref(url: string, base: string): string | undefined {
  if (!PATHNAME.test(url)) return undefined;
  const raw = url.replace(PATHNAME, '');
  if (EXTERNAL.test(raw)) return undefined;
  return !raw.startsWith('/') || raw.startsWith(base) || `${raw}/` === base ? raw : base + raw.slice(1);
}

/** True for links docgen resolves and checks: relative paths, root-absolute paths and `#anchors`. */
export function isInternal(url: string): boolean {
  return url !== '' && !EXTERNAL.test(url);
}

export interface Node {
  type: string;
  url?: string;
  data?: { hProperties?: Record<string, unknown>; /** The partial the node was written in (src/mdx/partials.ts). */ partialFile?: string };
  identifier?: string;
  children?: Node[];
  position?: { start: { line: number; column: number } };
}

/**
 * The identifiers of the definitions references use (`[text][d]`, `![alt][d]`): a definition no reference uses makes no
 * link on the page. `imageOnly`: those only images use (`![alt][d]` and `[d]: ./d.png`, no `[text][d]`): images too.
 */
function usedDefinitions(tree: Node): { used: Set<string>; imageOnly: Set<string> } {
  const images = new Set<string>();
  const links = new Set<string>();
  const walk = (node: Node) => {
    if (node.type === 'imageReference') images.add(String(node.identifier).toUpperCase());
    else if (node.type === 'linkReference') links.add(String(node.identifier).toUpperCase());
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return { used: new Set([...images, ...links]), imageOnly: new Set([...images].filter((id) => !links.has(id))) };
}

/**
 * Replaces the URL of every internal link, image and reference definition with a placeholder and returns
 * the originals; an image (or a definition only images use) is marked `image`. A `pathname://` URL loses that prefix and is left as written,
 * a link with it loaded by the browser (`target="_self"`), not the client router.
 */
export function collectLinks(tree: Root): LinkRef[] {
  const links: LinkRef[] = [];
  const { used, imageOnly } = usedDefinitions(tree as unknown as Node);
  /** The URL to write in place of `url`: the placeholder of a link to resolve, or the URL as written. */
  const collect = (url: string, node: Node, image: boolean): string => {
    if (PATHNAME.test(url)) {
      const raw = url.replace(PATHNAME, '');
      // Never a way round the unsafe-URL check, which saw the URL with its prefix.
      if (unsafeScheme(raw, { image })) return url;
      // A link the browser loads as a document (the client router leaves a link with a target alone), not a route.
      if (!image) {
        const props = ((node.data ??= {}).hProperties ??= {});
        props.target ??= '_self';
      }
      return raw;
    }
    if (!isInternal(url)) return url;
    const file = node.data?.partialFile;
    links.push({ url, line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 0, ...(image ? { image: true as const } : {}), ...(typeof file === 'string' ? { file } : {}), ...(node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? { element: true as const } : {}) });
    return `${LINK_PLACEHOLDER}${links.length - 1}`;
  };
  const id = (node: Node) => String(node.identifier).toUpperCase();
  // An unused definition (Dagger's `[See an example]:note`, meant as an admonition) is no link: not checked.
  mapUrls(tree, (url, node, image) => (node.type === 'definition' && !used.has(id(node)) ? url : collect(url, node, image || (node.type === 'definition' && imageOnly.has(id(node))))));
  return links;
}

/**
 * Each URL a tree's links, images and reference definitions hold, and its MDX elements' and rendered components'
 * (`<img src>`, `<a href>`), replaced by what `map` returns for it; `image` for an image's source (a `src` or `poster`).
 */
export function mapUrls(tree: unknown, map: (url: string, node: Node, image: boolean) => string): void {
  const walk = (node: Node) => {
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url) node.url = map(node.url, node, node.type === 'image');
    else if (node.type.startsWith('mdx') && node.data?.hProperties) {
      const props = node.data.hProperties;
      for (const name of URL_PROPS) if (typeof props[name] === 'string' && props[name]) props[name] = map(props[name], node, name !== 'href');
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as Node);
}
