// SourceFile -> Doc: frontmatter, mdast transforms (ids, links, admonitions, code), body HTML.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { directive } from 'micromark-extension-directive';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { defaultHandlers, toHast, type State } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import type { Highlighter } from 'shiki';
import type { Root, Heading as MdHeading, List, ListItem, Parents } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import type { Diagnostic, Doc, Frontmatter, MarkdownOptions, SourceFile } from '../types.js';
import { frontmatterOfData, parseFrontmatter, splitFrontmatter, withLongClose } from './frontmatter.js';
import { takeContentTitle, type ContentTitle } from './title.js';
import { assignHeadingIds } from './headings.js';
import { collectLinks } from './links.js';
import { ADMONITIONS, githubAlerts, ownAdmonitionIslands, ownAdmonitions, transformAdmonitions, unusedLeafDirectives } from './admonitions.js';
import { codeLanguages, loadLanguages, prepareCode, settleCode, shikiHtml, transformCode, withOniguruma, type CodeBlock, type HighlightBlock } from './code.js';
import { blankSimple, withSimple } from './simple.js';
import { extractSections } from '../search/sections.js';
import { overflowGuarded, refuseDeep, refuseSlow } from './guards.js';
import { hashSource } from './doc.js';
import { withLegacyTitles } from './legacy-titles.js';
import { withListFencesIndented } from '../mdx/mdx1.js';
import { checkPageHtml, dropUnsafeUrls } from './unsafe-urls.js';
import { decodeAttribute } from '../unsafe-url.js';
import { HTML_ELEMENT, htmlElement, mdxTree, withoutEsm } from '../mdx/tree.js';
import { fallbackEnd, fallbackStart } from '../mdx/islands.js';
import { literalScope, npm2yarnTabs } from './npm2yarn.js';
import { codeTabs } from './code-tabs.js';
import { inlinePartial, type ReadTree } from '../mdx/partials.js';
import { fillTocInline } from '../mdx/components/toc-inline.js';
import { takeHead } from '../mdx/components/head.js';
import { cardListsOf } from '../mdx/components/doc-card-list.js';
import { loadExtras } from './extras.js';
import { mathFences, mathSyntax, renderMath } from './math.js';
import { renderDiagrams } from './mermaid.js';
import { excerptOf } from './excerpt.js';
import { parseInParts } from './sections.js';
import { pluginFile, runSitePlugins, type DrawMdx, type Parent } from './site-plugins.js';
import { COMPONENTS } from '../mdx/components/index.js';
import type { MdxNode } from '../mdx/node.js';

/** Whether a file is read as MDX (imports, JSX, expressions) or CommonMark: by its name with `detect` (the default), as Docusaurus's `format: 'detect'` does. */
const isMdx = (file: string, format: MarkdownOptions['format'] = 'detect') => (format === 'detect' ? /\.mdx$/i.test(file) : format === 'mdx');

// Container directives (`:::note`) and leaf ones (`::yaml{file="x.yaml"}`, for a site's remark plugins: the EKS
// Workshop's), as Docusaurus reads them; not text directives, which would turn prose such as `a:b` into nodes.
const flowDirectives = { flow: { 58: directive().flow![58] } };

/** Runs a synchronous part of a parse: the main thread passes one with a time limit (pool.ts). */
export type Step = <T>(part: () => T) => T;
const direct: Step = (part) => part();

/**
 * parseDoc with a highlighter that has only the languages pages asked for so far: those of this
 * page's code blocks (read from its tree) are loaded before they are highlighted.
 */
export async function parseDocLoading(file: SourceFile, highlighter: Highlighter, step: Step = direct, options?: MarkdownOptions): Promise<Doc> {
  await loadExtras(options);
  // Parsed again when a block needs Oniguruma (see code.ts): finishing a page changes its tree.
  return withOniguruma(async () => {
    const parsed = step(() => overflowGuarded(file, () => parseTree(file, true, options)));
    const plugins = options?.sitePlugins;
    // The site's remark plugins, on the page's tree as read (its front matter taken off), before docgen's own steps.
    const vfile = plugins && 'tree' in parsed ? pluginFile(file, parsed.fm) : undefined;
    if (plugins && vfile && 'tree' in parsed) parsed.tree = await runSitePlugins('remark', plugins, parsed.tree, vfile, file, parsed.diagnostics, step, pluginJsx(parsed, options?.components));
    if ('tree' in parsed) await loadLanguages(highlighter, codeLanguages(parsed.tree, options?.defaultCodeLanguage));
    const steps = finishing(parsed, (block) => shikiHtml(highlighter, block), options);
    const advance = (hast?: HastRoot) => {
      const next = step(() => overflowGuarded(file, () => steps.next(hast)));
      return 'done' in next ? next : { done: true as const, value: next };
    };
    let next = advance();
    // And its rehype plugins, on the page's HTML tree before it is written out.
    if (!next.done && plugins && vfile && 'tree' in parsed) next = advance(await runSitePlugins('rehype', plugins, next.value, vfile, file, parsed.diagnostics, step));
    while (!next.done) next = advance();
    return next.value as Doc;
  });
}

/**
 * `plain: false` sends the whole text through micromark (the reference the fast path is tested
 * against). The highlighter must have the page's languages (getHighlighter's, or see parseDocLoading),
 * and loadExtras(markdown) must have run when `markdown` turns on math or diagrams. Synchronous, it cannot load
 * Oniguruma for a block the JavaScript regex engine is slow on: it gives that engine the time it needs (code.ts).
 */
export function parseDoc(file: SourceFile, highlighter: Highlighter, { plain = true, markdown }: { plain?: boolean; markdown?: MarkdownOptions } = {}): Doc {
  noSitePlugins(markdown);
  return overflowGuarded(file, () => finishDoc(parseTree(file, plain, markdown), (block) => shikiHtml(highlighter, block, false), markdown));
}

/**
 * A page whose highlighted code blocks are left for another thread to make (see pool.ts): its
 * html holds `<!--{nonce}:{i}-->` where block i goes, and `fillCode` (doc.ts) puts them in.
 */
export function parseDocDeferred(file: SourceFile, nonce: string, options?: MarkdownOptions): { doc: Doc; blocks: CodeBlock[] } {
  noSitePlugins(options);
  const blocks: CodeBlock[] = [];
  const doc = overflowGuarded(file, () => finishDoc(parseTree(file, true, options), (block) => `<!--${nonce}:${blocks.push(block) - 1}-->`, options));
  return { doc, blocks };
}

/**
 * What a JSX element the site's remark plugins add is drawn as: an HTML element, or one of docgen's components (<Tabs>,
 * <Details>…) with its attributes as written, the page's tab lists numbered on; or, one of the site's components of
 * markdown.components (its MDXComponents: the EKS Workshop's `<Terminal output="…">` for each bash block), an island of
 * the page, where its attributes and children are JSX and literals (pluginIslandJsx).
 */
function pluginJsx(parsed: Exclude<Parsed, Doc>, components: MarkdownOptions['components']): DrawMdx {
  const scope = literalScope(parsed.file, parsed.page, parsed.diagnostics);
  return (node) => {
    const name = node.name ?? '';
    if (!/^mdxJsx/.test(node.type) || !name) return undefined;
    if (HTML_ELEMENT.test(name)) return [htmlElement(node as MdxNode, scope) as Parent];
    if (Object.hasOwn(COMPONENTS, name)) return COMPONENTS[name](node as MdxNode, scope) as Parent[] | undefined;
    if (!components) return undefined;
    const used = new Set<string>();
    const component = (n: string) => Object.hasOwn(components, n) && !!used.add(n);
    const jsx = pluginIslandJsx(node as MdxNode, component);
    // Or one whose children are markdown (the EKS Workshop's <YamlAnnotation>, around a list item's paragraphs): its
    // children are the page's, given to it as their HTML, as a component's markdown children in the page itself.
    const tag = jsx ? undefined : pluginTag(node as MdxNode, component);
    const open = tag && `${tag}>`;
    if (!jsx && !open) return undefined;
    const islands = (parsed.islands ??= { statements: [], items: [] });
    for (const n of used) for (const s of components[n]) if (!islands.statements.some((x) => x.source === s.source)) islands.statements.push(s);
    const at = (node as MdxNode).position?.start;
    const inline = node.type === 'mdxJsxTextElement';
    const where = { name, line: at?.line ?? 1, column: at?.column ?? 1, ...(inline ? { inline: true as const } : {}) };
    const index = islands.items.push(open ? { ...where, jsx: `${open}</${name}>`, children: [open.length, open.length] } : { ...where, jsx: jsx! }) - 1;
    const wrapper = inline ? 'span' : 'div';
    if (!open) return [{ type: 'html', value: `<${wrapper} data-island="${index}"></${wrapper}>` } as Parent];
    return [{ type: 'html', value: `<${wrapper} data-island="${index}">${fallbackStart(index)}` } as Parent, ...(node.children ?? []), { type: 'html', value: `${fallbackEnd(index)}</${wrapper}>` } as Parent];
  };
}

/**
 * A JSX element a plugin made, as JSX text: its attributes strings or expressions with their code, its children
 * elements (HTML's, or components `component` takes), expressions and blank text; undefined where it holds anything
 * else (markdown, which JSX cannot carry) or an expression whose code is only a syntax tree (but a template literal).
 */
function pluginIslandJsx(node: MdxNode, component: (name: string) => boolean): string | undefined {
  const tag = pluginTag(node, component);
  if (tag === undefined) return undefined;
  let children = '';
  for (const child of node.children ?? []) {
    if (/^mdxJsx/.test(child.type)) {
      const inner = pluginIslandJsx(child, component);
      if (inner === undefined) return undefined;
      children += inner;
    } else if (/^mdx(?:Flow|Text)Expression$/.test(child.type)) {
      const code = expressionCode(child);
      if (code === undefined) return undefined;
      children += `{${code}}`;
    } else if (!(child.type === 'text' && !String(child.value).trim())) return undefined;
  }
  return children ? `${tag}>${children}</${node.name}>` : `${tag} />`;
}

/**
 * A plugin's element's tag as JSX text, unclosed (`<Name a={"x"} b={code}`): an HTML element's or a component's
 * `component` takes, its attributes strings or expressions with their code; undefined for anything else.
 */
function pluginTag(node: MdxNode, component: (name: string) => boolean): string | undefined {
  const name = node.name ?? '';
  if (!name || !(HTML_ELEMENT.test(name) || component(name.split('.')[0]))) return undefined;
  let attributes = '';
  for (const a of node.attributes ?? []) {
    if (a.type !== 'mdxJsxAttribute' || !a.name) return undefined;
    const v = a.value as string | number | boolean | null | undefined | { type?: string; value?: string };
    if (v === null || v === undefined) attributes += ` ${a.name}`;
    else if (typeof v !== 'object') attributes += ` ${a.name}={${JSON.stringify(String(v))}}`;
    else if (typeof v.value === 'string' && v.value.trim()) attributes += ` ${a.name}={${v.value}}`;
    else return undefined;
  }
  return `<${name}${attributes}`;
}

/**
 * An expression's code: as written, or a template literal without expressions made as a syntax tree only (what the EKS
 * Workshop's YAML plugin gives), written from its raw text as MDX writes it (the plugin's `\$` is a `$`).
 */
function expressionCode(node: MdxNode): string | undefined {
  if (typeof node.value === 'string' && node.value.trim()) return node.value;
  const body = (node.data?.estree as { body?: Array<{ type: string; expression?: { type: string; expressions?: unknown[]; quasis?: Array<{ value: { raw?: string } }> } }> } | undefined)?.body;
  const e = body?.length === 1 && body[0].type === 'ExpressionStatement' ? body[0].expression : undefined;
  return e?.type === 'TemplateLiteral' && !e.expressions?.length && e.quasis?.length === 1 && typeof e.quasis[0].value.raw === 'string' ? `\`${e.quasis[0].value.raw}\`` : undefined;
}

/** The site's own plugins run only in parseDocLoading (they may be asynchronous, and they are this thread's functions). */
function noSitePlugins(options?: MarkdownOptions): void {
  if (options?.sitePlugins) throw new Error("a site with remark or rehype plugins of its own is parsed by parseDocLoading, in the thread that loaded its config");
}

/** A page up to its code blocks: its tree, frontmatter and title read; or the doc of a failed parse. */
type Parsed = { file: SourceFile; tree: Root; fm: Frontmatter; frontmatterAt: Doc['frontmatterAt']; diagnostics: Diagnostic[]; deps: Doc['deps']; islands?: Doc['islands']; page: object } | Doc;

function parseTree(file: SourceFile, plain = true, markdown?: MarkdownOptions): Parsed {
  // Checked before micromark sees the text: its time grows steeply with nesting depth (and see toMdast).
  const deep = refuseDeep(file);
  if (deep) return deep;
  const deps = new Map<string, string | null>();
  const syntax = syntaxOf(markdown);
  /** The page's or a partial's tree; Docusaurus's legacy admonition titles (`:::tip Title`) read in both. */
  const read = (written: SourceFile, props: Record<string, unknown> | undefined, stack: string[]): { tree: Root | Doc; diagnostics: Diagnostic[]; islands?: Doc['islands'] } => {
    const text = withLegacyTitles(withLongClose(written.text).text);
    const f = { ...written, text: markdown?.mdx1 ? withListFencesIndented(text) : text };
    // The fast path builds plain paragraphs without micromark, which would not see their `$…$`.
    const fast = plain && !(markdown?.math && f.text.includes('$'));
    const mdx = isMdx(f.path, markdown?.format) ? mdxTree(f, { ...syntax, deps, plain: fast, mdx1: markdown?.mdx1, liveCode: markdown?.liveCode, components: markdown?.components, siteTheme: markdown?.siteTheme, ownAdmonitions: ownAdmonitions(markdown), aliases: markdown?.aliases, staticDirs: markdown?.staticDirs, textFiles: markdown?.textFiles, loaders: markdown?.loaders, strippedImports: markdown?.strippedImports, partial: (node, scope) => inlinePartial(node, scope, readPartial, stack, deps, markdown?.aliases, markdown?.staticDirs) }, props) : undefined;
    // Text that is not valid MDX is read as markdown, with MDX's message: the page builds, as it did before MDX was read.
    const diagnostics = mdx ? ('error' in mdx ? [mdx.error] : mdx.diagnostics) : [];
    if (mdx && 'tree' in mdx) return { tree: mdx.tree, diagnostics, islands: mdx.islands };
    return { tree: toMdast(mdx ? { ...f, text: withoutEsm(f.text) } : f, fast, syntax), diagnostics };
  };
  const readPartial: ReadTree = (f, props, stack) => {
    const { tree, diagnostics } = read(f, props, stack);
    return 'type' in tree ? { tree, diagnostics } : { tree: { type: 'root', children: [] }, diagnostics: [...diagnostics, ...tree.diagnostics] };
  };
  const { tree, diagnostics, islands: mdxIslands } = read(file, undefined, file.abs ? [file.abs] : []);
  if (!('type' in tree)) return tree;
  // A markdown page's admonitions of the site's own keywords are its islands (an MDX page's are made as it is read).
  const ownKeywords = mdxIslands || isMdx(file.path, markdown?.format) ? undefined : ownAdmonitions(markdown);
  const islands = ownKeywords ? ownAdmonitionIslands(tree, ownKeywords) : mdxIslands;
  // The page's own <Tabs> were numbered under `deps` (the MDX steps' per-page key): these follow them.
  if (markdown?.npm2yarn) npm2yarnTabs(tree, file, markdown.npm2yarn, deps, diagnostics);
  if (markdown?.codeTabs) codeTabs(tree, file, markdown.codeTabs, deps, diagnostics);
  if (markdown?.githubAlerts) githubAlerts(tree, markdown.githubAlerts);

  let fm: Frontmatter = {};
  let frontmatterAt: Doc['frontmatterAt'];
  const first = tree.children[0];
  const own = first?.type === 'yaml' ? parseFrontmatter(first.value, file.path, (first.position?.start.line ?? 1) + 1) : undefined;
  if (own) {
    tree.children.shift();
    // The rest of a front matter's closing line of dashes, a thematic break, begins the page (withLongClose).
    if (withLongClose(file.text).rule) tree.children.unshift({ type: 'thematicBreak', position: first.position && { start: first.position.end, end: first.position.end } });
  } else if (/^---\r?\n/.test(file.text)) {
    diagnostics.push({ file: file.path, line: 1, column: 1, severity: 'error', message: 'invalid frontmatter: the opening "---" has no closing "---"' });
  }
  // The site's parseFrontMatter may give another (markdown/hooks.ts): that is the page's, its keys said where the YAML has them.
  const checked = file.frontmatter ? frontmatterOfData(file.frontmatter, file.path, own?.positions) : own;
  if (checked) {
    fm = checked.data;
    frontmatterAt = checked.positions;
    diagnostics.push(...checked.diagnostics);
  }

  return { file, tree, fm, frontmatterAt, diagnostics, page: deps, deps: deps.size ? [...deps].map(([f, hash]) => ({ file: f, hash })) : undefined, ...(islands ? { islands } : {}) };
}

/** Headings, sections, links, admonitions and code blocks, then the HTML. */
function finishDoc(parsed: Parsed, highlightBlock: HighlightBlock, options?: MarkdownOptions): Doc {
  const steps = finishing(parsed, highlightBlock, options);
  let next = steps.next();
  while (!next.done) next = steps.next();
  return next.value;
}

/**
 * finishDoc in two steps: it yields the page's HTML tree before it is written out (the site's rehype plugins run on it
 * there, and may give another: see parseDocLoading), then returns the doc.
 */
function* finishing(parsed: Parsed, highlightBlock: HighlightBlock, options?: MarkdownOptions): Generator<HastRoot, Doc, HastRoot | undefined> {
  if (!('tree' in parsed)) return parsed;
  const { file, tree, fm, frontmatterAt, diagnostics, deps, islands } = parsed;
  // A leading `# Title` is the page title, not part of the body.
  const { title, heading: titleHeading } = takeContentTitle(tree);
  const mdx = isMdx(file.path, options?.format);
  // An MDX page's <Head> tags leave the article for the document's head.
  const head = mdx ? takeHead(tree) : undefined;
  // Before search reads the page: it indexes a diagram's labels, not its source.
  if (options?.mermaid) diagnostics.push(...renderDiagrams(tree, file.path));
  if (options?.math) mathFences(tree);
  // First: search indexes the code as shown, without its magic comments.
  const code = prepareCode(tree, { file: file.path, options });
  diagnostics.push(...code.diagnostics);
  // A doc's title takes its id first, unseen (a second "## Setup" below "# Setup" is #setup-1), as in Docusaurus; a post's does not.
  const headings = assignHeadingIds(tree, options?.anchorsMaintainCase, file.post ? undefined : titleHeading);
  const seen = new Map<string, number>();
  for (const h of headings) {
    if (seen.has(h.id)) {
      // A link to the second heading leads to the first: a warning, not a broken anchor that onBrokenAnchors could make
      // an error (Docusaurus builds such a page, Saleor's API reference: `{#type}` then `### Type`, with `throw`).
      diagnostics.push({ file: file.path, line: h.line, column: 1, severity: 'warning', message: `duplicate heading id "#${h.id}" (first used on line ${seen.get(h.id)})`, hint: 'give one of the headings another {#id}' });
    } else seen.set(h.id, h.line);
  }
  const sections = extractSections(tree, fm.description);
  // An inline table of contents lists the headings now that they have ids; it is not searched as the section's text.
  if (mdx) fillTocInline(tree, options);
  const cardLists = mdx ? cardListsOf(tree) : undefined;
  const unsafe = dropUnsafeUrls(tree, file);
  diagnostics.push(...unsafe.diagnostics);
  const links = collectLinks(tree);
  const keywords = options?.admonitions ?? ADMONITIONS;
  const admonitions = transformAdmonitions(tree, keywords);
  for (const u of admonitions.unknown) {
    diagnostics.push({ file: file.path, line: u.line, column: u.column, severity: 'warning', message: `unknown admonition ":::${u.name}"`, hint: keywords.length ? `use ${keywords.slice(0, 6).join(', ')}${keywords.length > 6 ? '…' : ''}, or add "${u.name}" to the admonition keywords (markdown.admonitions.keywords; a Docusaurus site's docs plugin's admonitions.keywords)` : 'the site has no admonitions (markdown.admonitions is false)' });
  }
  for (const u of admonitions.drawnAsInfo) {
    const own = options?.siteTheme?.includes('Admonition/Types');
    diagnostics.push({ file: file.path, line: u.line, column: u.column, severity: 'warning', message: `admonition ":::${u.name}" is drawn as info: ${own ? 'inside a component\'s content or another admonition of the site\'s own, its component does not draw it' : 'no component of the site draws it'}`, hint: own ? 'move it out of the component' : `give the site its own @theme/Admonition/Types (a Docusaurus site's src/theme/Admonition/Types.js), whose default export has a component for "${u.name}"` });
  }
  for (const u of unusedLeafDirectives(tree)) {
    diagnostics.push({ file: file.path, line: u.line, column: u.column, severity: 'warning', message: `directive "::${u.name}" is handled by no plugin of the site: ${u.label ? 'its label is shown in its place' : 'it is left out'}`, hint: 'a remark plugin of the site\'s gives such a directive its meaning (markdown.remarkPlugins); or write the line without its leading "::"' });
  }
  for (const a of admonitions.ids) {
    const first = seen.get(a.id);
    if (first !== undefined) diagnostics.push({ file: file.path, line: a.line, column: a.column, severity: 'warning', message: `duplicate id "#${a.id}" (first used on line ${first})`, hint: 'give the admonition another {#id}: links to the id find only the first' });
    else seen.set(a.id, a.line);
  }
  if (options?.math) diagnostics.push(...renderMath(tree, file.path));
  // With the site's rehype plugins, its code blocks are theirs to see (a Shiki plugin's highlighting), then docgen's.
  const pending = options?.sitePlugins ? [] : undefined;
  transformCode(tree, highlightBlock, code.blocks, pending);

  const made = toHast(tree, { allowDangerousHtml: true, handlers: { heading: headingWithAnchor, listItem: listItemLooseOnce(), table: focusableTable } }) as HastRoot;
  const hast = (yield made) ?? made;
  if (pending) settleCode(hast, pending);
  const page = checkPageHtml(toHtml(hast, { allowDangerousHtml: true, characterReferences: { useShortestReferences: true } }), unsafe.htmlNodes, file);
  diagnostics.push(...page.diagnostics);
  const html = withAnchorNameIds(page.html, headings);
  const ids = elementIds(html, headings, admonitions.ids.map((a) => a.id));
  const excerpt = fm.description === undefined ? excerptOf(splitFrontmatter(file.text).body) : undefined;
  return { path: file.path, hash: hashSource(file, options), frontmatter: fm, frontmatterAt, ...title, ...(excerpt ? { excerpt } : {}), headings, ...ids, links, html, ...(head ? { head } : {}), ...(cardLists ? { cardLists } : {}), sections, diagnostics, ...(deps ? { deps } : {}), ...(islands ? { islands } : {}) };
}

/** Tables scroll sideways when wider than the column (styles.css): `tabindex` lets keyboard readers scroll them. */
function focusableTable(state: State, node: Parameters<typeof defaultHandlers.table>[1]): Element {
  const table = defaultHandlers.table(state, node);
  table.properties = { ...table.properties, tabIndex: 0 };
  return table;
}

const options = {
  extensions: [frontmatter(['yaml']), gfm(), flowDirectives as never],
  mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown(), directiveFromMarkdown()]
};
let withMath: typeof options | undefined;

/** micromark's extensions for the site's options: with `markdown.math`, the `$` syntax too (made once per thread). */
function syntaxOf(markdown?: MarkdownOptions): typeof options {
  if (!markdown?.math) return options;
  if (!withMath) {
    const { extension, mdastExtension } = mathSyntax();
    withMath = { extensions: [...options.extensions, extension as never], mdastExtensions: [...options.mdastExtensions, mdastExtension as never] };
  }
  return withMath;
}

/** micromark's tree of the text with its plain blocks built directly (see simple.ts), or null where that does not apply. */
export function plainTree(text: string, blanked = blankSimple(text), syntax = options): Root | null {
  return withSimple(blanked, (t) => parseInParts(t, (part) => fromMarkdown(part, syntax) as Root));
}

/**
 * The page's tree (with the fast path unless `plain` is false), or the doc of its error when a
 * paragraph would take micromark too long. Only what micromark is given is checked: on the site's
 * pages that is 7% of the text, the rest being plain blocks.
 */
function toMdast(file: SourceFile, plain: boolean, syntax = options): Root | Doc {
  const blanked = plain ? blankSimple(file.text) : null;
  if (blanked?.groups.size) {
    const tree = refuseSlow(file, blanked.text, blanked.lineOf) ?? plainTree(file.text, blanked, syntax);
    if (tree) return tree;
  }
  return refuseSlow(file) ?? parseInParts(file.text, (part) => fromMarkdown(part, syntax) as Root);
}

/**
 * Headings get a `#` link to themselves, as readers expect from documentation sites, and Docusaurus's class `anchor`
 * (a site's components find their headings by it: Databend's steps place theirs).
 */
function headingWithAnchor(state: State, node: MdHeading): Element {
  const id = String((node.data?.hProperties as { id?: string } | undefined)?.id ?? '');
  const children = state.all(node);
  children.push({ type: 'element', tagName: 'a', properties: { className: ['hash-link'], href: `#${id}` }, children: [{ type: 'text', value: '#' }] });
  return { type: 'element', tagName: `h${node.depth}`, properties: { id, className: ['anchor'] }, children };
}

/**
 * mdast-util-to-hast works out whether a list is loose once per item, by looking at every item:
 * quadratic, and 50,000 empty items took 20 s. Here each list is looked at once, and each item gets
 * a stand-in parent that has the answer.
 */
function listItemLooseOnce() {
  const standIns = new WeakMap<Parents, List>();
  const itemLoose = (item: ListItem) => (item.spread === null || item.spread === undefined ? item.children.length > 1 : item.spread);
  return (state: State, node: ListItem, parent: Parents | undefined) => {
    if (parent?.type !== 'list') return defaultHandlers.listItem(state, node, parent);
    let standIn = standIns.get(parent);
    if (!standIn) standIns.set(parent, (standIn = { type: 'list', spread: Boolean(parent.spread) || parent.children.some(itemLoose), children: [] }));
    return defaultHandlers.listItem(state, node, standIn);
  };
}

/** An element's `id` attribute in the page's HTML (the serializer writes every value in double quotes). */
const ELEMENT_ID = /<[a-zA-Z][\w:-]*(?:\s+[^\s=>"]+(?:="[^"]*")?)*?\s+id="([^"]*)"/g;

/** The ids of the elements in `html` (React's and hast's, whose attributes are double-quoted). */
export const htmlIds = (html: string): string[] => [...html.matchAll(ELEMENT_ID)].map((m) => decodeAttribute(m[1])).filter(Boolean);

/**
 * The page's `<a name="x">` with `id="x"` added: a browser scrolls to the first such anchor for `#x` when no element has
 * that id (HTML's indicated part), as jsdoc-to-markdown's API pages (Dyte's) link to; the client router and the link
 * check look ids up. An anchor that has an id, or whose name an element's id or an earlier anchor's has, is left.
 */
function withAnchorNameIds(html: string, headings: Array<{ id: string }>): string {
  if (!/<a\s[^>]*\bname=/i.test(html)) return html;
  const taken = new Set([...headings.map((h) => h.id), ...htmlIds(html)]);
  return html.replace(/<a(\s[^>]*)>/gi, (tag, attrs: string) => {
    const named = /\sname=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attrs);
    if (!named || /\sid=/i.test(attrs)) return tag;
    const name = decodeAttribute(named[1] ?? named[2] ?? named[3]);
    if (!name || taken.has(name)) return tag;
    taken.add(name);
    return `<a id="${name.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"${attrs}>`;
  });
}

/**
 * The ids the body gives other elements than its headings, which links may target too: an admonition's `{#id}`, and any
 * element's, as a browser scrolls to it (`<span id="x">`, `<Link id="x"/>`: Babel's anchors in its docs and posts).
 */
function elementIds(html: string, headings: Array<{ id: string }>, admonitions: string[]): { ids?: string[] } {
  const taken = new Set(headings.map((h) => h.id));
  const ids = new Set(admonitions);
  for (const id of htmlIds(html)) if (!taken.has(id)) ids.add(id);
  return ids.size ? { ids: [...ids] } : {};
}
