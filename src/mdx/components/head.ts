// <Head><title/><meta/><link/><html className/></Head> -> the page's own head tags, taken out of the article and
// recorded on the Doc.
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { HeadTag } from '../../types.js';
import { unsafeScheme } from '../../unsafe-url.js';
import type { Component, MdxNode, Scope } from '../node.js';

/** The node Head leaves in the tree until takeHead collects it. */
const SLOT = 'mdxHead';

/** The attributes each tag keeps, by their JSX name -> HTML name: nothing that runs script or redirects (`http-equiv`). */
const ALLOWED: Record<'meta' | 'link', Record<string, string>> = {
  meta: { name: 'name', property: 'property', content: 'content', itemProp: 'itemprop', itemprop: 'itemprop' },
  link: { rel: 'rel', href: 'href', hrefLang: 'hreflang', hreflang: 'hreflang', type: 'type', sizes: 'sizes', media: 'media', title: 'title', color: 'color', as: 'as', crossOrigin: 'crossorigin', crossorigin: 'crossorigin' }
};

const HINT = 'a page head takes <title>, <meta>, <link> and <html className>';

/** A `<meta>` or `<link>` child's kept attributes (strings and numbers), an unsafe `href` left out with a warning. */
function tagAttributes(tag: 'meta' | 'link', node: MdxNode, scope: Scope): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(scope.props(node))) {
    const html = ALLOWED[tag][name];
    if (!html || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const text = String(value);
    const scheme = html === 'href' && unsafeScheme(text);
    if (scheme) scope.warn(node, `head href=${text}`, `unsafe href "${text.slice(0, 40)}" removed from <link>: ${scheme} URLs run script`, 'link to a page or a file instead');
    else out[html] = text;
  }
  return out;
}

/**
 * Renders nothing in place: the `<title>`, `<meta>` and `<link>` children go into the page's `<head>` (see takeHead),
 * the title replacing the page's document title. Other children (`<script>`, `<style>`) are left out with a warning.
 */
export const Head: Component = (node, scope) => {
  const tags: HeadTag[] = [];
  for (const child of node.children ?? []) {
    if (child.type === 'text' && !String(child.value).trim()) continue;
    if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') continue;
    const name = child.type.startsWith('mdxJsx') ? (child.name ?? '') : '';
    if (name === 'title') tags.push({ tag: 'title', attributes: {}, text: toString(scope.lower(child) as never).trim() });
    else if (name === 'meta' || name === 'link') {
      const attributes = tagAttributes(name, child, scope);
      // A meta names what it says (name, property, itemprop); a link says where it leads.
      const complete = name === 'meta' ? 'content' in attributes && ('name' in attributes || 'property' in attributes || 'itemprop' in attributes) : 'href' in attributes && 'rel' in attributes;
      if (complete) tags.push({ tag: name, attributes });
    } else if (name === 'html') {
      // The page's class on the document's element (Dyte's `<html className="interactive-onboarding" />`), as Docusaurus's
      // Head sets it while the page shows; its other attributes (`lang`, `dir`) are the site's.
      const names = String(scope.props(child).className ?? '').split(/\s+/).filter((c) => /^-?[A-Za-z_][\w-]*$/.test(c));
      if (names.length) tags.push({ tag: 'html', attributes: { class: names.join(' ') } });
    } else if (child.type === 'paragraph') {
      // `<Head>` on its own lines with inline children: the children sit in a paragraph.
      tags.push(...(((Head({ ...node, children: child.children }, scope)?.[0]?.data as { tags?: HeadTag[] } | undefined)?.tags) ?? []));
    } else scope.warn(child, `<Head> <${name || child.type}>`, `<${name || child.type}> in <Head> is left out`, HINT);
  }
  return [{ type: SLOT, data: { tags }, position: node.position }];
};

/** Takes the Head placeholders out of the tree; returns their tags in page order (undefined when there are none). */
export function takeHead(tree: Root): HeadTag[] | undefined {
  const tags: HeadTag[] = [];
  const walk = (node: MdxNode) => {
    if (!node.children?.some((c) => c.type === SLOT || c.children)) return;
    node.children = node.children.filter((c) => {
      if (c.type !== SLOT) return true;
      tags.push(...(c.data as { tags: HeadTag[] }).tags);
      return false;
    });
    for (const child of node.children) walk(child);
    // A paragraph that held only the Head (and spaces) goes with it.
    node.children = node.children.filter((c) => c.type !== 'paragraph' || c.children?.some((x) => x.type !== 'text' || String(x.value).trim()));
  };
  walk(tree as unknown as MdxNode);
  return tags.length ? tags : undefined;
}
