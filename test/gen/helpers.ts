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
import { plainTree } from '../../src/markdown/parse.js';

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

/** What the tests read of a page (not its tree: the chain pages' trees are large, and a worker keeps what it parsed). */
export interface ParsedPage {
  headings: ParsedHeading[];
  /** Targets of in-page links (`](#x)`), without the `#`. */
  anchorLinks: string[];
  /** Every other link url. */
  otherLinks: string[];
  /** The values of the raw HTML nodes. */
  html: string[];
  /** The code fences' language and meta. */
  fences: Array<{ lang: string | null | undefined; meta: string | null | undefined }>;
  /** The text of each strikethrough (delete) node. */
  deletes: string[];
}

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/**
 * Each page parsed once per worker: the counts, anchors and hygiene tests read the same pages (with isolate: false, a
 * worker's modules, and this map, outlive a test file).
 */
const parsed = new Map<string, ParsedPage>();

export function parsePage(md: string): ParsedPage {
  let page = parsed.get(md);
  if (!page) parsed.set(md, (page = parse(md)));
  return page;
}

/**
 * The page's tree as docgen reads it: its plain blocks built directly, micromark given the rest (src/markdown/simple.ts).
 * micromark alone reads the chain pages at about 0.3 MB/s (14 s for them all on one core), the fast path in 1.5 s; that
 * the two agree on every page of content/ is what test/unit/markdown/simple.test.ts checks.
 */
function parse(md: string): ParsedPage {
  const tree = plainTree(md) ?? (fromMarkdown(md, { extensions: [frontmatter(['yaml']), gfm()], mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown()] }) as Root);
  const headings: ParsedHeading[] = [];
  const anchorLinks: string[] = [];
  const otherLinks: string[] = [];
  const html: string[] = [];
  const fences: ParsedPage['fences'] = [];
  const deletes: string[] = [];
  let section: ParsedHeading | undefined;
  const walk = (node: Nodes) => {
    if (node.type === 'html') html.push(node.value);
    if (node.type === 'code') fences.push({ lang: node.lang, meta: node.meta });
    if (node.type === 'delete') deletes.push(toString(node));
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
  return { headings, anchorLinks, otherLinks, html, fences, deletes };
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
