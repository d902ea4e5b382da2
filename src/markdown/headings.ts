// mdast headings -> ids (GitHub slugs, `{#custom}` ids), collected for the TOC and anchor checks.
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Heading as MdHeading, Root, Text } from 'mdast';
import type { Heading } from '../types.js';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

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
  // Its text without inline HTML's tags (`## Other <!-- note -->` is "Other"), as Docusaurus slugs it. A leading component
  // with no text (gone by now) keeps the space after it in the slug, as in Docusaurus (`### <StepNumber/> Review` is
  // `-review`): markdown leaves no other space at a heading's start.
  const children = node.children.filter((c) => c.type !== 'html');
  const raw = toString({ ...node, children });
  const text = raw.trim();
  const slugged = children.length === node.children.length ? raw.trimEnd() : text;
  id ??= slugger.slug(slugged, maintainCase);
  node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
  return { depth: node.depth, text, id, line: node.position?.start.line ?? 0 };
}
