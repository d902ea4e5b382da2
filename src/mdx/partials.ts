// `import Intro from './_intro.mdx'` and `<Intro name="x" />` -> the partial's tree in place, with its props in scope.
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Root } from 'mdast';
import type { SourceFile } from '../types.js';
import type { MdxNode, Scope } from './node.js';
import { throughAlias } from '../aliases.js';
import { isInternal, mapUrls } from '../markdown/links.js';
import { isMarkdownPath, looksLikeFile } from '../links/lookup.js';
import { tryDecodeURIComponent } from '../url.js';

/** A markdown partial's import specifier. */
export const PARTIAL = /\.mdx?$/i;

/**
 * Whether a page imports a site file (a partial, a module: `./…`, `@site/…`, through raw-loader too): its parse then
 * depends on where it is, not only on its text (another version's folder has other partials, another version).
 */
export const importsSiteFile = (text: string) => /^import\s[^\n]*?['"](?:!{0,2}raw-loader!|-?!|!!)?(?:\.|@site\/)/m.test(text);

/**
 * The code of the props a page gives a partial, by the props object the partial is read with: its islands that read
 * `props` are given them (Ory's `<Teaser framework={<a href="https://go.dev/">Go</a>} mp4={mp4} />`).
 */
export const PROPS_CODE = new WeakMap<Record<string, unknown>, string>();

/** An element's attributes as the code of its props object: each value's code as written, a spread as written. */
export function propsCode(node: MdxNode): string {
  const entries = (node.attributes ?? []).map((a) => {
    if (a.type === 'mdxJsxExpressionAttribute') return String(a.value);
    const name = JSON.stringify(a.name);
    if (a.value === null || a.value === undefined) return `${name}: true`;
    return `${name}: ${typeof a.value === 'string' ? JSON.stringify(a.value) : `(${String((a.value as { value?: unknown }).value)})`}`;
  });
  return `{ ${entries.join(', ')} }`;
}

/** How a page's tree is made (parse.ts): MDX or markdown by the file's name and the site's format, partials inlined with `props`. */
export type ReadTree = (file: SourceFile, props: Record<string, unknown>, stack: string[]) => { tree: Root; diagnostics: Scope['diagnostics'] };

/**
 * The file an import names: relative to the page, below the site folder for `@site/…`, or below an alias's folder
 * (markdown.aliases); undefined when it cannot be known.
 */
export function resolveImport(file: SourceFile, specifier: string, aliases: Record<string, string> = {}, staticDirs?: string[]): string | undefined {
  if (!file.abs) return undefined;
  if (specifier.startsWith('@site/')) return file.site ? path.join(file.site, specifier.slice(6)) : undefined;
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file.abs), specifier);
  // A path from the disk's root that is not there is a static folder's or the site folder's (webpack's resolve.roots, as
  // Docusaurus sets them: Upbound's `/cli/up.md` is static/cli/up.md).
  if (specifier.startsWith('/') && file.site) return [...(staticDirs ?? [path.join(file.site, 'static')]), file.site].map((root) => belowSite(root, specifier)).find(Boolean) ?? specifier;
  const alias = throughAlias(specifier, aliases);
  return alias && path.normalize(alias.file);
}

/** `/x` below the folder `root` when there is such a file (`x`, or `x` with a script extension), as webpack's roots find it. */
export function belowSite(root: string, specifier: string): string | undefined {
  const below = path.join(root, specifier);
  return ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.json', '.md', '.mdx'].some((ext) => existsSync(below + ext)) ? below : undefined;
}

/** A partial's path as diagnostics name it: beside the page's own (relative to the content folder) when it can be. */
function displayed(file: SourceFile, target: string): string {
  const contentDir = file.abs && !file.path.startsWith('..') && file.abs.split(path.sep).join('/').endsWith(`/${file.path}`) ? file.abs.slice(0, file.abs.length - file.path.length) : undefined;
  return (contentDir ? path.relative(contentDir, target) : path.relative(file.site ?? process.cwd(), target)).split(path.sep).join('/');
}

/**
 * The nodes an imported partial puts in place of `<Name …/>`: its tree, read with the element's props as `props`, its
 * own imports working; or an error at the element when the file cannot be read or imports itself.
 */
export function inlinePartial(node: MdxNode, scope: Scope, read: ReadTree, stack: string[], deps: Map<string, string | null>, aliases?: Record<string, string>, staticDirs?: string[]): MdxNode[] {
  const ref = scope.imports.get(node.name!)!;
  const target = resolveImport(scope.file, ref.source, aliases, staticDirs);
  if (!target) {
    scope.error(node, `cannot read the partial "${ref.source}" imported as <${node.name}>`, 'import a partial by a path relative to the page (./_name.mdx), below the site folder (@site/…) or through one of the site\'s aliases (islands.aliases)');
    return [];
  }
  if (stack.includes(target)) {
    scope.error(node, `the partial "${ref.source}" imports itself (${[...stack, target].map((f) => path.basename(f)).join(' → ')})`, 'remove the import that closes the loop');
    return [];
  }
  let text: string;
  try {
    text = readFileSync(target, 'utf8');
  } catch {
    deps.set(target, null);
    scope.error(node, `the partial "${ref.source}" imported as <${node.name}> does not exist (${displayed(scope.file, target)})`, 'check the path in the import line; it is relative to the page');
    return [];
  }
  // The file as written is what a change is seen by; the text read is the site's preprocessor's, when it has one (hooks.ts).
  deps.set(target, createHash('sha1').update(text).digest('hex'));
  text = scope.file.partials?.[target] ?? text;
  const partial: SourceFile = { path: displayed(scope.file, target), text, abs: target, site: scope.file.site, ...(scope.file.partials ? { partials: scope.file.partials } : {}) };
  const props = scope.props(node);
  const code = scope.propsCode?.(node);
  if (code !== undefined) PROPS_CODE.set(props, code);
  const { tree, diagnostics } = read(partial, props, [...stack, target]);
  scope.diagnostics.push(...diagnostics);
  // A partial's frontmatter is its own: not the page's, and not shown.
  const children = (tree.children as MdxNode[]).filter((n) => n.type !== 'yaml');
  if (scope.file.abs) rebaseFileLinks(children, path.dirname(target), path.dirname(scope.file.abs), partial.path);
  return children;
}

/**
 * A partial's links to files (images, `.md`/`.mdx` pages, other files next to it) are relative to the partial, as
 * Docusaurus resolves them: written again relative to the page that inlines it (from `from` to `to`). A link to a route
 * (`./setup`) is left as written: the browser resolves it against the page's URL. Each link is marked with the
 * partial's file (`file`), where a finding about it is reported; a nested partial's mark is kept.
 */
function rebaseFileLinks(nodes: MdxNode[], from: string, to: string, file: string): void {
  const rebase = (url: string, image: boolean): string => {
    if (from === to || !isInternal(url) || /^(?:[/#?]|@site\/|pathname:)/.test(url)) return url;
    const [, rel, tail] = /^([^?#]*)(.*)$/.exec(url)!;
    const decoded = tryDecodeURIComponent(rel) ?? rel;
    const here = existsSync(path.join(from, decoded));
    const isFile = image || isMarkdownPath(decoded) || (looksLikeFile(decoded) && here);
    // A page link written without `./` that is no file next to the partial is looked up in the content folders, as
    // Docusaurus does (`for-devs/x.mdx` in docs/partials/ is docs/for-devs/x.mdx): left as written for that.
    if (!isFile || (!image && !here && !/^\.\.?\//.test(rel))) return url;
    const moved = path.relative(to, path.join(from, rel)).split(path.sep).join('/');
    return `${moved.startsWith('.') ? '' : './'}${moved}${tail}`;
  };
  for (const node of nodes) {
    mapUrls(node, (url, n, image) => {
      (n.data ??= {}).partialFile ??= file;
      return rebase(url, image);
    });
  }
}
