// The site's own remark and rehype plugins (markdown.remarkPlugins / rehypePlugins; a Docusaurus content plugin's
// remarkPlugins…) -> run on each page's markdown tree and HTML tree, as unified runs them.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { VFile } from 'vfile';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import type { Diagnostic, SourceFile } from '../types.js';

/** A transformer of a tree: what a plugin's function returns (unified's: synchronous, a promise, or a callback's). */
export type Transformer = (tree: never, file: VFile, next?: (error?: unknown, tree?: unknown) => void) => unknown;
/** A remark or rehype plugin: a function of its options (called with `this` a processor) that returns a transformer. */
export type MarkdownPlugin = (this: unknown, options?: unknown) => Transformer | void;
/** A plugin, or a plugin and its options, as a unified `use` list (and Docusaurus's remarkPlugins) names them. */
export type PluginEntry = MarkdownPlugin | [MarkdownPlugin, unknown?];

type Attached = { name: string; transform?: Transformer; folders?: string[] };

/** This process's plugin lists, by their key (MarkdownOptions.sitePlugins): functions cannot go to parse threads. */
const registry = new Map<string, { remark: Attached[]; rehype: Attached[] }>();

/** Names given to plugin functions (an adapter's: the package a function comes from), for messages. */
const names = new WeakMap<Function, string>();
export const nameSitePlugin = (fn: Function, name: string) => names.set(fn, name);

/**
 * The folders a plugin entry runs in (an adapter's: a Docusaurus content plugin's own, its versions' and translations'),
 * by the entry as listed; an entry without runs on every page.
 */
const scopes = new WeakMap<object, string[]>();
export const scopeSitePlugin = (entry: PluginEntry, folders: string[]) => scopes.set(entry, folders);
const inScope = (folders: string[] | undefined, file: string | undefined) => !folders || (file !== undefined && folders.some((f) => file.startsWith(f + path.sep)));

/** A plugin's name for messages: the one given, else its function's own, else `(a plugin)`. */
export function pluginName(entry: PluginEntry): string {
  const fn = Array.isArray(entry) ? entry[0] : entry;
  return names.get(fn) ?? (fn?.name || '(a plugin)');
}

/**
 * Registers the lists, each plugin called once with its options (as a unified processor does when it is frozen), and
 * returns their key: a hash of each plugin's code and options and of `salt` (the config's bundled code, which holds the
 * site's own plugin files), so that a page's cached parse is made again when any of them changes. Or the first plugin
 * docgen cannot run: one that throws when given its options, or extends markdown's syntax (which docgen's parser does not
 * take), by its list and place.
 */
export function registerSitePlugins(remark: PluginEntry[], rehype: PluginEntry[], salt = ''): { key: string } | { list: 'remarkPlugins' | 'rehypePlugins'; at: number; why: string } {
  const hash = createHash('sha1').update(salt);
  const code = (_: string, value: unknown) => (typeof value === 'function' ? `function ${value.name}: ${String(value)}` : value);
  for (const entry of [...remark, '\0', ...rehype]) hash.update(`\0${JSON.stringify(entry, code) ?? ''}\0${typeof entry === 'string' ? '' : (scopes.get(entry) ?? []).join('\0')}`);
  const key = hash.digest('hex').slice(0, 16);
  const attached: Record<'remarkPlugins' | 'rehypePlugins', Attached[]> = { remarkPlugins: [], rehypePlugins: [] };
  for (const [list, entries] of [['remarkPlugins', remark], ['rehypePlugins', rehype]] as const) {
    for (const [at, entry] of entries.entries()) {
      let made: ReturnType<typeof attach>;
      try {
        made = attach(entry);
      } catch (error) {
        return { list, at, why: `(${pluginName(entry)}) threw when given its options: ${error instanceof Error ? error.message : String(error)}` };
      }
      if (made.syntax) return { list, at, why: `(${pluginName(entry)}) extends markdown's syntax, which docgen's parser does not take` };
      const folders = scopes.get(entry);
      attached[list].push(folders ? { ...made.plugin, folders } : made.plugin);
    }
  }
  registry.set(key, { remark: attached.remarkPlugins, rehype: attached.rehypePlugins });
  return { key };
}

/** A plugin called with its options; `syntax`: it extends markdown's syntax (micromark extensions, remark-gfm's kind). */
function attach(entry: PluginEntry): { plugin: Attached; syntax: boolean } {
  const [fn, options] = Array.isArray(entry) ? entry : [entry];
  const self = processor();
  const transform = fn.call(self, options);
  const data = self.data() as Record<string, unknown[] | undefined>;
  return { plugin: { name: pluginName(entry), ...(typeof transform === 'function' ? { transform } : {}) }, syntax: Boolean(data.micromarkExtensions?.length || data.fromMarkdownExtensions?.length) };
}

/** Whether the plugin extends markdown's syntax, which docgen's parser does not take (it is called with its options to see). */
export const extendsSyntax = (entry: PluginEntry): boolean => attach(entry).syntax;

/**
 * What a plugin's function is called with as `this`: unified's `data` store (a syntax plugin such as remark-gfm keeps
 * its micromark extensions there), and `parse`, markdown (with GFM) to a tree, as remark's processor parses: Redux
 * Toolkit's linkDocblocks parses the API's doc comments with it.
 */
function processor(): { data: (key?: unknown, value?: unknown) => unknown; parse: (text: unknown) => unknown } {
  const store: Record<string, unknown> = {};
  const self = {
    parse: (text: unknown) => fromMarkdown(String(text), { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
    data(key?: unknown, value?: unknown): unknown {
      if (typeof key === 'string') {
        if (arguments.length < 2) return store[key];
        store[key] = value;
        return self;
      }
      if (key && typeof key === 'object') Object.assign(store, key);
      return store;
    }
  };
  return self;
}

/** The file a page's plugins are given: its path and text, and its front matter in `data.frontMatter`, as Docusaurus gives it. */
export function pluginFile(file: SourceFile, frontMatter: object): VFile {
  return new VFile({ path: file.abs ?? file.path, value: file.text, data: { frontMatter } });
}

/** Runs one transformer: its promise awaited, its callback waited for; a tree it returns is the new tree. */
async function transformed(transform: Transformer, tree: unknown, file: VFile, step: <T>(part: () => T) => T): Promise<unknown> {
  const result =
    transform.length >= 3
      ? await new Promise((resolve, reject) => {
          step(() => transform(tree as never, file, (error, out) => (error ? reject(error) : resolve(out))));
        })
      : await step(() => transform(tree as never, file));
  if (result instanceof Error) throw result;
  return result && typeof result === 'object' && 'type' in result ? result : tree;
}

/**
 * Runs the site's `kind` plugins on `tree`, in order; returns the tree (a plugin may return a new one). A plugin that
 * throws is an error at the page; what a plugin says with `file.message()` is a warning at its place (`file.fail()`, an
 * error). `step` runs each synchronous part (the parse's time limit, pool.ts).
 */
export async function runSitePlugins<T>(kind: 'remark' | 'rehype', key: string, tree: T, file: VFile, page: SourceFile, diagnostics: Diagnostic[], step: <R>(part: () => R) => R, draw?: DrawMdx): Promise<T> {
  const lists = registry.get(key);
  if (!lists) throw new Error(`the site's markdown plugins (${key}) are not registered in this thread: parse with the Parser (pool.ts), which parses such a site in the main thread`);
  const plugins = lists[kind];
  let out: unknown = tree;
  // The page's own MDX, read by docgen; what each plugin adds and docgen draws joins it (unreadMdx).
  const before = kind === 'remark' ? mdxNodes(tree as Parent) : undefined;
  for (const plugin of plugins) {
    if (!plugin.transform || !inScope(plugin.folders, page.abs)) continue;
    const seen = file.messages.length;
    let failed = false;
    try {
      out = await transformed(plugin.transform, out, file, step);
    } catch (error) {
      if ((error as { name?: string })?.name === 'TimeLimitError') throw error;
      const message = (error as { reason?: string })?.reason ?? (error instanceof Error ? error.message : String(error));
      const place = error as { line?: number; column?: number };
      diagnostics.push({ file: page.path, line: place.line ?? 1, column: place.column ?? 1, severity: 'error', message: `the ${kind} plugin ${plugin.name} failed on this page: ${message}`, hint: `the site's ${kind} plugin (in its config) threw; docgen runs it as Docusaurus does, on the page's tree` });
      failed = true;
    }
    // A tree that is no markdown tree: made with a package docgen stood in for (not installed), the site's config loads
    // but what the plugin made of the stand-in is not a node docgen can draw (typescript-eslint's rule docs). Taken out
    // of a plugin's tree that threw, too: it may have changed the tree before.
    const stray = strayNode(out as Parent);
    if (stray && !failed) {
      const pkg = (stray as { [STUB_PACKAGE]?: string })[STUB_PACKAGE];
      diagnostics.push({ file: page.path, line: 1, column: 1, severity: 'error', message: `the ${kind} plugin ${plugin.name} made a node that is no ${kind === 'remark' ? 'markdown' : 'HTML'} on this page${pkg ? `, out of the package "${pkg}", which is not installed` : ''}`, hint: pkg ? `install "${pkg}" in the site's folder (docgen stands in for a package that is not installed so that the config loads, but a plugin's work with it is nothing)` : `each node of the tree needs a type: the site's ${kind} plugin (in its config) left one without` });
      failed = true;
    }
    // What it said with file.message() (file.fail() throws its message, reported above).
    for (const m of file.messages.slice(seen)) if (!m.fatal) diagnostics.push({ file: page.path, line: m.line ?? 1, column: m.column ?? 1, severity: 'warning', message: `${plugin.name}: ${m.reason}` });
    const added = before && !failed ? unreadMdx(out as Parent, before, draw) : [];
    if (added.length) diagnostics.push({ file: page.path, line: 1, column: 1, severity: 'warning', message: `the remark plugin ${plugin.name} added MDX (${added.join(', ')}), which docgen cannot draw once it has read the page: what it holds is shown without it`, hint: "docgen reads the page's imports, expressions and own components before the site's plugins run; the HTML elements and docgen's components (<Tabs>, <Details>…) a plugin adds are drawn" });
    if (failed) break;
  }
  return out as T;
}

export type Parent = { type: string; name?: string | null; children?: Parent[]; attributes?: Array<{ type: string; value?: unknown }> };

/** What src/config/import.ts's stand-in for a package not installed gives for this key: the package's name. */
const STUB_PACKAGE = Symbol.for('docgen.stubPackage');

/**
 * Takes out of the tree each node whose type is no string or whose value is a function (a stand-in for a package), so
 * that the rest of the page is drawn; returns the first one's type or value (a stand-in tells its package), or
 * undefined when there is none.
 */
function strayNode(tree: Parent): object | undefined {
  let first: object | undefined;
  const stray = (node: Parent) => {
    const value = (node as { value?: unknown }).value;
    const bad = typeof node.type !== 'string' ? (node.type ?? node) : typeof value === 'function' ? value : undefined;
    first ??= bad as object | undefined;
    return bad !== undefined;
  };
  const stack: Parent[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (!Array.isArray(node.children)) continue;
    if (node.children.some(stray)) node.children = node.children.filter((child) => !stray(child));
    stack.push(...node.children);
  }
  return first;
}
/** What a JSX element a plugin added is drawn as (an HTML element, one of docgen's components), or undefined. */
export type DrawMdx = (node: Parent) => Parent[] | undefined;

/** MDX's nodes (and MDX 1's `jsx`, `import`, `export`): docgen reads those of the page itself, before the plugins run. */
const MDX = /^(?:mdxJsxFlowElement|mdxJsxTextElement|mdxjsEsm|mdxFlowExpression|mdxTextExpression|jsx|import|export)$/;

/** The MDX nodes in the tree (docgen's own, from reading the page). */
function mdxNodes(tree: Parent): Set<Parent> {
  const found = new Set<Parent>();
  const walk = (node: Parent) => {
    if (MDX.test(node.type)) found.add(node);
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

/**
 * The MDX nodes a plugin added: each JSX element `draw` can draw replaced by what it gives (an HTML element, docgen's
 * <Tabs>…), the others named and replaced by what they hold, or taken out: a component of the site's, an import, an
 * expression.
 */
function unreadMdx(tree: Parent, before: Set<Parent>, draw?: DrawMdx): string[] {
  const names = new Set<string>();
  const walk = (parent: Parent) => {
    const children = parent.children;
    if (!children) return;
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      if (MDX.test(node.type) && !before.has(node)) {
        const drawn = draw?.(node);
        if (!drawn) names.add(/^mdxJsx/.test(node.type) ? (node.name ? `<${node.name}>` : 'a fragment') : /^(?:mdxjsEsm|import|export)$/.test(node.type) ? 'an import or export' : node.type === 'jsx' ? 'MDX 1 JSX' : 'an expression');
        // What it was drawn as is docgen's own (an HTML element stays an MDX node), but the element's own children it
        // keeps (an island's markdown children): the loop goes on into it.
        for (const n of drawn ?? []) if (!node.children?.includes(n)) before.add(n);
        children.splice(i, 1, ...(drawn ?? node.children ?? []));
        i--;
        continue;
      }
      walk(node);
    }
  };
  walk(tree);
  return [...names];
}
