// mdast headings -> ids (GitHub slugs, `{#custom}` ids), collected for the TOC and anchor checks.
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Heading as MdHeading, Root, Text } from 'mdast';
import type { Heading } from '../types.js';

/** `{#id}` at a heading's end: any characters but braces, spaces among them, as Docusaurus's parseMarkdownHeadingId takes. */
const CUSTOM_ID = /\s*\{#([^{}\n]+)\}\s*$/;
/** A component's placeholder (src/mdx/islands.ts): no text of the heading's, but the space beside it stays. */
const ISLAND = /^<(?:span|div) data-island="/;

/** Gives every heading an id (stored in `data.hProperties.id`) and returns them in order; `before`, out of the tree, takes its id first. */
export function assignHeadingIds(tree: Root, maintainCase = false, before?: MdHeading): Heading[] {
  const slugger = new GithubSlugger();
  if (before) idFor(before, slugger, maintainCase);
  const headings: Heading[] = [];
  const walk = (node: { children?: unknown[] }) => {
    for (const child of (node.children ?? []) as Array<{ type: string; children?: unknown[] }>) {
      if (child.type === 'heading') headings.push(idFor(child as MdHeading, slugger, maintainCase));
      else if (child.children) walk(child);
    }
  };
  walk(tree);
  return headings;
}

function idFor(node: MdHeading, slugger: GithubSlugger, maintainCase: boolean): Heading {
  let id: string | undefined;
  // `## Title <!-- #my-id -->` (Docusaurus 3.10's form in a CommonMark page): the comment names the id and goes.
  const comment = node.children.at(-1)?.type === 'html' ? /^<!--\s*#([^}\s]+)[^]*-->$/.exec((node.children.at(-1) as { value: string }).value) : null;
  if (comment) {
    id = comment[1];
    node.children.pop();
    const before = node.children.at(-1);
    if (before?.type === 'text') before.value = before.value.trimEnd();
  }
  const last = node.children[node.children.length - 1];
  if (!id && last?.type === 'text') {
    const m = CUSTOM_ID.exec((last as Text).value);
    if (m) {
      id = m[1];
      (last as Text).value = (last as Text).value.slice(0, m.index);
    }
  }
  // Its text without inline HTML's tags (`## Other <!-- note -->` is "Other"), as Docusaurus slugs it. A component with
  // no text (gone by now, or its placeholder) at its start or end keeps the space beside it in the slug, as in
  // Docusaurus (`### <StepNumber/> Review` is `-review`, Aiven's `### Limited availability <LimitedBadge/>` is
  // `limited-availability-`); a comment's does not.
  const children = node.children.filter((c) => c.type !== 'html');
  const raw = toString({ ...node, children });
  const text = raw.trim();
  const comments = node.children.some((c) => c.type === 'html' && !ISLAND.test(c.value));
  const end = node.children.at(-1);
  const slugged = comments ? text : end?.type === 'html' ? raw : raw.trimEnd();
  id ??= slugger.slug(slugged, maintainCase);
  node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
  return { depth: node.depth, text, id, line: node.position?.start.line ?? 0 };
}
