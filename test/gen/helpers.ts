// Shared by the generator tests: read the committed pages and parse their headings and links.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { toString } from 'mdast-util-to-string';
import type { Nodes, Root } from 'mdast';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function readPage(rel: string): string {
  return readFileSync(path.join(ROOT, rel), 'utf8');
}

export interface ParsedHeading {
  depth: number;
  text: string;
  id: string | undefined;
  /** The h2 this heading is under (for h3). */
  section?: ParsedHeading;
}

export interface ParsedPage {
  tree: Root;
  headings: ParsedHeading[];
  /** Targets of in-page links (`](#x)`), without the `#`. */
  anchorLinks: string[];
  /** Every other link url. */
  otherLinks: string[];
  nodes: Nodes[];
}

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

export function parsePage(md: string): ParsedPage {
  const tree = fromMarkdown(md, { extensions: [frontmatter(['yaml']), gfm()], mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown()] }) as Root;
  const headings: ParsedHeading[] = [];
  const anchorLinks: string[] = [];
  const otherLinks: string[] = [];
  const nodes: Nodes[] = [];
  let section: ParsedHeading | undefined;
  const walk = (node: Nodes) => {
    nodes.push(node);
    if (node.type === 'heading') {
      const raw = toString(node);
      const m = CUSTOM_ID.exec(raw);
      const h: ParsedHeading = { depth: node.depth, text: m ? raw.slice(0, m.index) : raw, id: m?.[1], section: node.depth === 3 ? section : undefined };
      if (node.depth === 2) section = h;
      headings.push(h);
    }
    if (node.type === 'link') (node.url.startsWith('#') ? anchorLinks.push(node.url.slice(1)) : otherLinks.push(node.url));
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return { tree, headings, anchorLinks, otherLinks, nodes };
}

export const h2 = (p: ParsedPage) => p.headings.filter((h) => h.depth === 2);
export const h3 = (p: ParsedPage) => p.headings.filter((h) => h.depth === 3);

/** The markdown under the heading with this id, up to the next heading. */
export function itemBody(md: string, id: string): string {
  const start = md.indexOf(`{#${id}}\n`);
  if (start < 0) throw new Error(`no heading #${id}`);
  const rest = md.slice(start);
  const end = rest.slice(1).search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end + 1);
}
