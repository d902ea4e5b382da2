// Fences side by side whose meta has `tab` (```` ```js tab ```` then ```` ```ts tab ````) -> one tab list, a tab per
// fence (markdown.codeTabs), as docusaurus-remark-plugin-tab-blocks shows them; in markdown and MDX pages alike.
import type { Root } from 'mdast';
import type { Diagnostic, MarkdownOptions, SourceFile } from '../types.js';
import type { MdxNode } from '../mdx/node.js';
import { Tabs } from '../mdx/components/tabs.js';
import { literalScope } from './npm2yarn.js';

/** `tab` in a fence's meta, alone or with its options as JSON (`tab={"span":2,"label":"Node"}`). */
const TAB = /(^|\s)tab(?:=(\{.*?\}))?(?=\s|$)/;

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** A fence's `tab` options, its meta without them; undefined if it has no `tab`. A `tab={…}` that is not JSON is said. */
function tabOf(node: MdxNode, report: (message: string) => void): { span: number; label?: string; meta: string } | undefined {
  if (node.type !== 'code' || typeof node.meta !== 'string') return undefined;
  // The JSON may hold spaces and `}`: the shortest `{…}` that parses.
  const m = TAB.exec(node.meta);
  if (!m) return undefined;
  let options: { span?: unknown; label?: unknown } = {};
  let end = m.index + m[0].length;
  if (m[2] !== undefined) {
    const from = m.index + m[1].length + 'tab='.length;
    let parsed: unknown;
    for (let close = node.meta.indexOf('}', from); close !== -1 && parsed === undefined; close = node.meta.indexOf('}', close + 1)) {
      try {
        parsed = JSON.parse(node.meta.slice(from, close + 1));
        end = close + 1;
      } catch {
        // A longer {…} may parse.
      }
    }
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) options = parsed as typeof options;
    else report(`the fence's tab options ${m[2]}… are not a JSON object: it is one tab of one block`);
  }
  const span = Number.isInteger(options.span) && (options.span as number) > 0 ? (options.span as number) : 1;
  const label = typeof options.label === 'string' && options.label.trim() ? options.label : undefined;
  return { span, ...(label ? { label } : {}), meta: `${node.meta.slice(0, m.index)}${m[1]}${node.meta.slice(end)}`.trim() };
}

/**
 * Puts a tab list in place of each run of `tab` fences in the page's tree (its partials' included): a tab for each such
 * fence, holding it and the `span - 1` fences after it; labelled by its `label` or by its language's label, its value
 * the label in lower case (or the language). With `sync`, the lists share `groupId`. `page`: see npm2yarnTabs.
 */
export function codeTabs(tree: Root, file: SourceFile, options: NonNullable<MarkdownOptions['codeTabs']>, page: object, diagnostics: Diagnostic[]): void {
  const scope = literalScope(file, page, diagnostics);
  const warn = (node: MdxNode, message: string, hint: string) => scope.warn(node, message, message, hint);
  const visit = (parent: MdxNode) => {
    const children = parent.children;
    if (!children) return;
    const next = (k: number) => (k < children.length ? tabOf(children[k], (m) => warn(children[k], m, 'write it as tab={"span":2} or tab={"label":"Node"}')) : undefined);
    const out: MdxNode[] = [];
    for (let i = 0; i < children.length; ) {
      const tabs: Array<{ value: string; label?: string; nodes: MdxNode[] }> = [];
      let j = i;
      for (let tab = next(j); tab; tab = next(j)) {
        const first: MdxNode = { ...children[j], meta: tab.meta || null };
        const nodes = [first];
        for (j++; nodes.length < tab.span && children[j]?.type === 'code'; j++) nodes.push(children[j]);
        const lang = typeof first.lang === 'string' ? first.lang : '';
        const label = tab.label ?? options.labels[lang];
        tabs.push({ value: tab.label ? tab.label.toLowerCase().replace(/\s+/g, '-') : lang || `tab-${tabs.length + 1}`, ...(label ? { label } : {}), nodes });
      }
      if (!tabs.length) {
        visit(children[i]);
        out.push(children[i++]);
        continue;
      }
      const values = tabs.map((t) => t.value);
      const twice = values.find((v, k) => values.indexOf(v) !== k);
      if (twice !== undefined) {
        warn(children[i], `two tabs of these code blocks have the value "${twice}": they are shown as code blocks, not as tabs`, 'give one of them a label of its own: tab={"label":"…"}');
        out.push(...children.slice(i, j));
      } else {
        const list: MdxNode = {
          type: 'mdxJsxFlowElement',
          name: 'Tabs',
          attributes: options.sync ? [attribute('groupId', options.groupId)] : [],
          children: tabs.map((t) => ({ type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [attribute('value', t.value), ...(t.label ? [attribute('label', t.label)] : [])], children: t.nodes, position: t.nodes[0].position })),
          position: children[i].position
        };
        out.push(...(Tabs(list, scope) ?? children.slice(i, j)));
      }
      i = j;
    }
    parent.children = out;
  };
  visit(tree as unknown as MdxNode);
}
