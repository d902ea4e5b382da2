// The MDX tree's nodes as the MDX steps read them, and what a component's renderer is given (its Scope).
import type { Diagnostic, SourceFile } from '../types.js';

/** A node of the tree as the MDX steps read it: MDX's node types are not in mdast's own union. */
export interface MdxNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Array<{ type: string; name?: string; value?: unknown; data?: { estree?: unknown } }>;
  children?: MdxNode[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column: number; offset?: number }; end?: { line: number; column: number; offset?: number } };
  [key: string]: unknown;
}

/** What an `import` binds a name to: the module specifier and the export (`default`, a name, or `*`). */
export interface ImportRef {
  source: string;
  imported: string;
}

/** A value that is not a literal: the expression could not be worked out at build time. */
export const UNKNOWN: unique symbol = Symbol('unknown');

/** What a component's renderer gets besides its node. */
export interface Scope {
  file: SourceFile;
  /** The MDX text as parsed (HTML comments rewritten, same lines): `text.slice(start.offset, end.offset)` is a node's source. */
  text: string;
  /** The page's imports, by local name. */
  imports: Map<string, ImportRef>;
  /** The names of the imports the page leaves out (markdown.strippedImports). */
  stripped?: Set<string>;
  /** The literal values the page's `export const` lines and a partial's `props` give, by name. */
  values: Map<string, unknown>;
  /** A warning at the node, once per key per page. */
  warn(node: MdxNode, key: string, message: string, hint: string): void;
  /** An error at the node (the page still builds). */
  error(node: MdxNode, message: string, hint: string): void;
  /** The node's props: literal attributes and expressions worked out (UNKNOWN where they cannot be). `true` for a bare attribute. */
  props(node: MdxNode): Record<string, unknown>;
  /**
   * The node's props as the code of an object (`{ "framework": (<a href="…">Go</a>), "mp4": (mp4) }`), in a page (not a
   * partial, whose code would read its own props): what a partial's islands that read its props are given.
   */
  propsCode?(node: MdxNode): string;
  /** The node's children turned into markdown nodes (components rendered, expressions evaluated), in place. */
  lower(node: MdxNode): MdxNode[];
  /**
   * What an expression among a component's children gives, as React would draw it (`{props.cloud != 'aws' && <TabItem
   * …>…</TabItem>}`): its element, read as MDX, when the conditions before it can be worked out; [] for nothing
   * (false, null); undefined when it cannot be worked out.
   */
  chosen(node: MdxNode): MdxNode[] | undefined;
  /** Diagnostics so far (components may add their own). */
  diagnostics: Diagnostic[];
  /** The same object for a page and every partial inlined into it: the key of per-page state (the ids of tab lists). */
  page: object;
  /** Whether the node is in a site component's content (its fallback), which that component lays out itself. */
  inIsland?: boolean;
  /**
   * An admonition of one of the site's own keywords, `node`'s children its content: the island that draws it with the
   * site's component; undefined for any other keyword, or in an island's content.
   */
  ownAdmonition?(node: MdxNode, props: { type: string; title?: string; titleHtml?: string; className?: string }): MdxNode[] | undefined;
}

/**
 * Renders a component at build time: the markdown/hast nodes that take its place (use `data.hName`,
 * `data.hProperties` and `data.hChildren` for HTML), or undefined to show its content with a warning.
 */
export type Component = (node: MdxNode, scope: Scope) => MdxNode[] | undefined;

/** An element node for the HTML of a rendered component: `tag` with `props` around `children` (markdown nodes). */
export function element(tag: string, props: Record<string, unknown>, children: MdxNode[], position?: MdxNode['position']): MdxNode {
  return { type: 'mdxComponent', children, position, data: { hName: tag, hProperties: props } };
}
