// ```bash npm2yarn fences -> a tab list of the command for npm and each other package manager (markdown.npm2yarn), as
// Docusaurus's remark-plugin-npm2yarn shows them; in markdown and MDX pages alike.
import npmToYarn from 'npm-to-yarn';
import type { Root } from 'mdast';
import type { Diagnostic, MarkdownOptions, SourceFile } from '../types.js';
import type { MdxNode, Scope } from '../mdx/node.js';
import { Tabs } from '../mdx/components/tabs.js';

// Its types are read as CommonJS's (the function at `.default`); its ESM build, which Node loads, exports the function itself.
const convert = (typeof npmToYarn === 'function' ? npmToYarn : npmToYarn.default) as typeof npmToYarn.default;

const LABELS: Record<string, string> = { yarn: 'Yarn', pnpm: 'pnpm', bun: 'Bun' };

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** The <Tabs> the fence stands for: `npm` with the command as written, then one tab per converter; the fence's language kept, its meta not. */
function tabsOf(code: MdxNode, { sync, converters }: NonNullable<MarkdownOptions['npm2yarn']>): MdxNode {
  const item = (value: string, text: string): MdxNode => ({
    type: 'mdxJsxFlowElement',
    name: 'TabItem',
    attributes: [attribute('value', value), ...(LABELS[value] ? [attribute('label', LABELS[value])] : [])],
    children: [{ type: 'code', lang: code.lang, value: text, position: code.position }],
    position: code.position
  });
  const command = String(code.value);
  return {
    type: 'mdxJsxFlowElement',
    name: 'Tabs',
    attributes: sync ? [attribute('groupId', 'npm2yarn')] : [],
    children: [item('npm', command), ...converters.map((to) => item(to, convert(command, to)))],
    position: code.position
  };
}

/**
 * Puts the tab list in place of each `npm2yarn` fence of the page's tree (its partials' included). `page` is the key of
 * the page's tab-list numbering (an MDX page's own <Tabs> are numbered under it too), so that ids stay unique.
 */
export function npm2yarnTabs(tree: Root, file: SourceFile, options: NonNullable<MarkdownOptions['npm2yarn']>, page: object, diagnostics: Diagnostic[]): void {
  const scope = literalScope(file, page, diagnostics);
  const visit = (parent: MdxNode) => {
    if (!parent.children) return;
    parent.children = parent.children.flatMap((node) => {
      if (node.type === 'code' && node.meta === 'npm2yarn') return Tabs(tabsOf(node, options), scope) ?? [node];
      visit(node);
      return [node];
    });
  };
  visit(tree as unknown as MdxNode);
}

/**
 * The scope of tab lists made from fences: they hold only literal attributes and code, so there is nothing to work
 * out; what <Tabs> finds wrong (two tabs of one value) is said at the node.
 */
export function literalScope(file: SourceFile, page: object, diagnostics: Diagnostic[]): Scope {
  const at = (node: MdxNode) => ({ file: file.path, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
  return {
    file,
    text: file.text,
    imports: new Map(),
    values: new Map(),
    diagnostics,
    page,
    warn: (node, _key, message, hint) => diagnostics.push({ ...at(node), severity: 'warning', message, hint }),
    error: (node, message, hint) => diagnostics.push({ ...at(node), severity: 'error', message, hint }),
    props: (node) => Object.fromEntries(((node.attributes ?? []) as Array<{ name: string; value: unknown }>).map((a) => [a.name, a.value])),
    lower: (node) => node.children ?? [],
    chosen: () => undefined
  };
}
