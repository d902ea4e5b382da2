// mdast links, images, definitions and raw HTML -> the same without URLs that run script, and a warning where each was written.
import type { Root } from 'mdast';
import type { Diagnostic, SourceFile } from '../types.js';
import { shortUrl, unsafeScheme } from '../unsafe-url.js';
import { dropUnsafeAttributes, type RemovedAttribute } from '../unsafe-html.js';
import { escapeHtml } from '../html.js';

interface Node {
  type: string;
  url?: string;
  value?: string;
  identifier?: string;
  children?: Node[];
  data?: { hProperties?: Record<string, unknown> };
  position?: { start: { line: number; column: number } };
}

const HINT = 'link to a page, or to an https: URL; to show such a URL as text, put it in `backticks`';
const TANGLED = 'raw HTML shown as text: its tags nest inside one another too deeply to check their URLs';

const warning = (file: SourceFile, at: { line: number; column: number }, message: string, hint = HINT): Diagnostic => ({ file: file.path, ...at, severity: 'warning', message, hint });
const startOf = (node: Node) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
const removal = (r: RemovedAttribute) => `unsafe ${r.name} ${shortUrl(r.url)} removed from raw HTML: ${r.scheme} URLs run script`;

/** Marks a link or image to be written without its URL (mdast-util-to-hast merges hProperties last). */
function neutralize(node: Node): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [node.type.startsWith('image') ? 'src' : 'href']: undefined } };
}

/**
 * Links, autolinks, images and reference definitions whose URL would run script lose the URL (the
 * text stays: a link becomes `<a>` without href); raw HTML loses such attributes. Run before
 * collectLinks, which then skips the emptied URLs. `htmlNodes`: the raw HTML left, which
 * checkPageHtml looks at again once the page is written out.
 */
export function dropUnsafeUrls(tree: Root, file: SourceFile): { diagnostics: Diagnostic[]; htmlNodes: Node[] } {
  const diagnostics: Diagnostic[] = [];
  const unsafeIds = new Set<string>();
  const references: Node[] = [];
  const htmlNodes: Node[] = [];
  const walk = (node: Node) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) {
      const scheme = unsafeScheme(node.url, { image: node.type === 'image' });
      if (scheme) {
        const what = node.type === 'image' ? 'image source' : node.type === 'definition' ? 'link definition' : 'link';
        diagnostics.push(warning(file, startOf(node), `unsafe ${what} ${shortUrl(node.url)} removed: ${scheme} URLs run script`));
        node.url = '';
        if (node.type === 'definition') unsafeIds.add(String(node.identifier).toUpperCase());
        else neutralize(node);
      }
    } else if (node.type === 'linkReference' || node.type === 'imageReference') references.push(node);
    else if (node.type === 'html' && node.value) {
      htmlNodes.push(node);
      const { html, removed, tangled } = dropUnsafeAttributes(node.value);
      if (tangled) {
        // As text, mdast-util-to-hast escapes it: nothing in it is live.
        node.type = 'text';
        diagnostics.push(warning(file, startOf(node), TANGLED, 'write the HTML without tags inside attribute values'));
      } else {
        for (const r of removed) diagnostics.push(warning(file, htmlPosition(node, r.at, file), removal(r)));
        node.value = html;
      }
    }
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree as unknown as Node);
  // A reference to an unsafe definition: the definition may come after it, so references go last.
  for (const ref of references) if (unsafeIds.has(String(ref.identifier).toUpperCase())) neutralize(ref);
  return { diagnostics, htmlNodes: htmlNodes.filter((n) => n.type === 'html') };
}

/**
 * The page's HTML read again as a whole: a tag left open at the end of one raw HTML block reads on
 * into what follows (`<!-- --><a href="javascript` + a next line `:alert(1)">` in a tight list
 * item), which no single block shows. Only pages with raw HTML can hold such a tag.
 */
export function checkPageHtml(html: string, htmlNodes: Node[], file: SourceFile): { html: string; diagnostics: Diagnostic[] } {
  if (!htmlNodes.length) return { html, diagnostics: [] };
  const result = dropUnsafeAttributes(html);
  // Where to point: the raw HTML block holding the start of the tag, else the first one.
  const at = (r: RemovedAttribute) => {
    const tag = html.slice(r.tagAt, r.at).split('\n')[0];
    return startOf(htmlNodes.find((n) => n.value!.includes(tag)) ?? htmlNodes[0]);
  };
  if (result.tangled) return { html: escapeHtml(html), diagnostics: [warning(file, startOf(htmlNodes[0]), `page ${TANGLED}`, 'write the HTML without tags inside attribute values')] };
  return { html: result.html, diagnostics: result.removed.map((r) => warning(file, at(r), removal(r))) };
}

/** File line and column of an offset in a raw HTML node, whose later lines lost their container's indent (`> `, list item). */
function htmlPosition(node: Node, offset: number, file: SourceFile): { line: number; column: number } {
  const start = startOf(node);
  const before = node.value!.slice(0, offset).split('\n');
  const line = start.line + before.length - 1;
  const inLine = before[before.length - 1].length;
  if (before.length === 1) return { line, column: start.column + inLine };
  const written = file.text.split('\n')[line - 1] ?? '';
  const valueLine = node.value!.split('\n')[before.length - 1];
  return { line, column: (written.endsWith(valueLine) ? written.length - valueLine.length : 0) + inLine + 1 };
}
