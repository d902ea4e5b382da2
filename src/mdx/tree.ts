// An .mdx file's text -> the same mdast tree a .md file gives: imports, exports and comments consumed, literal
// expressions evaluated, HTML elements kept with their literal attributes, partials inlined, known components
// rendered (components/), unknown ones replaced by their content, each reported once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseInParts } from '../markdown/sections.js';
import { readMdx } from './quick-acorn.js';
import type { Root } from 'mdast';
import { matchesAny, type Diagnostic, type DocIslands, type MarkdownOptions, type SourceFile } from '../types.js';
import { UNKNOWN, type Component, type ImportRef, type MdxNode as Node, type Scope } from './node.js';
import { isRenderFunction } from './components/browser-only.js';
import { evaluate, type Calls } from './values.js';
import { AS_COMPONENT, BY_SOURCE, COMPONENTS } from './components/index.js';
import { isTabList } from './components/tab-list.js';
import { unravel } from './unravel.js';
import { htmlProps } from './attributes.js';
import { PARTIAL, PROPS_CODE, propsCode, resolveImport } from './partials.js';
import { propsHole, readsProps } from './props-holes.js';
import { RAW, readsSiteModules } from './modules.js';
import { errorInFile, mendForMdx1, type MdxError } from './mdx1.js';
import { blankSimple, withSimple } from '../markdown/simple.js';
import { parseFrontmatter } from '../markdown/frontmatter.js';
import { isSitesOwn } from './own.js';
import { admonitionIsland, directiveTitle, esmStatements, freeNames, IslandCollector, isIsland, neededCode, type EsmStatement } from './islands.js';

/** An expression of comments only: `{/* … *\/}`. */
const isComment = (value = '') => value.replace(/\/\*[^]*?\*\//g, '').replace(/\/\/[^\n]*/g, '').trim() === '';

/** Each line of `text` outside fenced code through `change`; lines in fences as they are. No fence opens while `quiet()`. */
function outsideFences(text: string, change: (line: string) => string, quiet = () => false): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence === undefined && opener && !quiet()) fence = opener;
      else if (fence !== undefined) {
        if (line.trim().startsWith(fence[0].repeat(fence.length)) && /^\s*[`~]+\s*$/.test(line)) fence = undefined;
        return line;
      }
      return fence !== undefined ? line : change(line);
    })
    .join('\n');
}

/**
 * A fence whose language is `mdx-code-block` is MDX to read, not code to show: its fence lines blanked, lines kept.
 * Docusaurus unwraps them so (pages written to survive tools that read markdown only); other fences are left as they are.
 */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  const lines = text.split('\n');
  let fence: { mark: string; unwrap: boolean } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!fence) {
      const open = /^ {0,3}(`{3,}|~{3,})\s*(\S*)/.exec(line);
      if (!open) continue;
      fence = { mark: open[1], unwrap: open[2] === 'mdx-code-block' };
      if (fence.unwrap) lines[i] = '';
    } else if (new RegExp(`^ {0,3}${fence.mark[0] === '`' ? '`' : '~'}{${fence.mark.length},}\\s*$`).test(line)) {
      if (fence.unwrap) lines[i] = '';
      fence = undefined;
    }
  }
  return lines.join('\n');
}

/**
 * HTML comments outside fenced code as MDX comments (`<!-- x -->` is `{/* x *\/}`): MDX 1 read them, and Docusaurus 3
 * still does by default (its `mdx1Compat.comments`). Lines keep their numbers.
 */
export function htmlCommentsAsMdx(text: string): string {
  if (!text.includes('<!--')) return text;
  let inComment = false;
  return outsideFences(text, (line) => {
    let out = '';
    let rest = line;
    while (rest) {
      const at = inComment ? rest.indexOf('-->') : commentStart(rest);
      if (at < 0) {
        out += inComment ? rest.replace(/\*\//g, '* /') : rest;
        break;
      }
      out += inComment ? `${rest.slice(0, at).replace(/\*\//g, '* /')}*/}` : `${rest.slice(0, at)}{/*`;
      rest = rest.slice(at + (inComment ? 3 : 4));
      inComment = !inComment;
    }
    return out;
  }, () => inComment);
}

/** Where `<!--` first opens a comment in a line: not inside a code span (`` `<!--` ``), as micromark reads it; else -1. */
function commentStart(line: string): number {
  const runEnd = (at: number) => {
    while (line[at] === '`') at++;
    return at;
  };
  for (let i = 0; ; ) {
    const tick = line.indexOf('`', i);
    const open = line.indexOf('<!--', i);
    if (tick < 0 || (open >= 0 && open < tick)) return open;
    // A run of backticks opens a code span if a run of as many closes it; else it is text.
    const end = runEnd(tick);
    i = end;
    for (let j = line.indexOf('`', end); j >= 0; j = line.indexOf('`', runEnd(j))) {
      if (runEnd(j) - j === end - tick) {
        i = runEnd(j);
        break;
      }
    }
  }
}

/**
 * Headings' `{#id}` escaped (`## Install \{#install}`): MDX would read it as an expression, and fail. Docusaurus escapes
 * it before MDX reads the page (its `mdx1Compat.headingIds`); the heading keeps `{#id}` as text, which names its anchor,
 * as in markdown. Each `{#` outside code on an ATX heading line; the line's later columns move by one for each.
 */
export function escapeHeadingIds(text: string): string {
  if (!text.includes('{#')) return text;
  // As Docusaurus escapes them: not only an id at the end (Open WebUI's `### browser.ml.chat.prompts.{#}`); not one in
  // a code span, which shows its text as written.
  return outsideFences(text, (line) => (/^ {0,3}#{1,6}[ \t]/.test(line) ? line.replace(/(`+).*?\1|(?<!\\)\{#/g, (m) => (m.startsWith('`') ? m : '\\{#')) : line));
}

/**
 * The text with its `import`/`export` blocks (from such a line to the next blank line, outside code) blanked, lines
 * kept: how a page that is not valid MDX is read as markdown without printing its imports.
 */
export function withoutEsm(text: string): string {
  if (!/^(?:import|export)\s/m.test(text)) return text;
  let inEsm = false;
  return outsideFences(text, (line) => {
    if (!line.trim()) inEsm = false;
    else if (/^(?:import|export)\s/.test(line)) inEsm = true;
    return inEsm ? '' : line;
  });
}

/** The micromark extensions beside MDX's, and how an imported markdown partial is put in place (partials.ts). */
export interface MdxOptions {
  extensions: unknown[];
  mdastExtensions: unknown[];
  partial?: (node: Node, scope: Scope) => Node[];
  /** The files read for the page besides its own (partials, site modules), with their sha1s: filled in here. */
  deps?: Map<string, string | null>;
  /** Build plain paragraphs, headings and fenced code without micromark (see simple.ts). */
  plain?: boolean;
  /** Read the page as MDX 1 did (see mdx1.ts); `{…}` in prose is text. */
  mdx1?: boolean;
  /** A fence whose meta has `live` is a playground island (markdown.liveCodeBlocks). */
  liveCode?: MarkdownOptions['liveCode'];
  /** The components every page may use without importing them (markdown.components). */
  components?: MarkdownOptions['components'];
  /** The names X of `@theme/X` that are the site's own components (markdown.siteTheme). */
  siteTheme?: MarkdownOptions['siteTheme'];
  /** The site's import aliases with their folders (markdown.aliases). */
  aliases?: MarkdownOptions['aliases'];
  /** The site's static folders (markdown.staticDirs): the site's `static` folder when not given. */
  staticDirs?: MarkdownOptions['staticDirs'];
  /** The files imported as their text (markdown.textFiles). */
  textFiles?: MarkdownOptions['textFiles'];
  loaders?: MarkdownOptions['loaders'];
  strippedImports?: MarkdownOptions['strippedImports'];
  /** The site's own admonition keywords that its `@theme/Admonition/Types` draws (ownAdmonitions in markdown/admonitions.ts). */
  ownAdmonitions?: string[];
}

/**
 * How many places of one page are mended for MDX 1 before its error is reported: each mend parses the page again, so a
 * long page gets fewer (a budget of 5 million characters parsed again, at most 100 mends).
 */
export const maxMends = (text: string) => Math.min(100, Math.floor(5_000_000 / Math.max(1, text.length)));

/**
 * The tree with the fast path, or null where it does not apply; for text that is not valid MDX, MDX's error placed in
 * the file's text (see errorInFile), for a mend: the whole parse gives the message that is shown.
 */
function fastTree(text: string, parse: (t: string) => Root): Root | null | { error: MdxError } {
  const blanked = blankSimple(text, true);
  try {
    return withSimple(blanked, parse);
  } catch (error) {
    return { error: errorInFile(error, blanked!) };
  }
}

/**
 * The tree of an MDX page, as MDX reads it (no indented code; `<` and `{` start JSX and expressions), in the shape
 * the markdown steps expect; or, for text that is not valid MDX, MDX's message at its line and column.
 */
export function mdxTree(file: SourceFile, options: MdxOptions, partialProps?: Record<string, unknown>): { tree: Root; diagnostics: Diagnostic[]; islands?: DocIslands } | { error: Diagnostic } {
  let tree: Root;
  let text = escapeHeadingIds(htmlCommentsAsMdx(unwrapMdxCodeBlocks(file.text)));
  const parse = (t: string) => parseInParts(t, (part) => readMdx(part, options.extensions as never[], options.mdastExtensions as never[]));
  // A page written for MDX 1 is mended where MDX 3 stops, one place at a time (mdx1.ts), each time parsed again: with
  // the fast path, which micromark gives only the lines that are not plain (a tenth of KubeVela's reference tables).
  const mend = (error: unknown, mends: number) => (options.mdx1 && mends < maxMends(text) ? mendForMdx1(text, error) : undefined);
  for (let mends = 0; ; mends++) {
    try {
      const fast = options.plain ? fastTree(text, parse) : null;
      const mended = fast && 'error' in fast ? mend(fast.error, mends) : undefined;
      if (mended !== undefined) {
        text = mended;
        continue;
      }
      tree = (fast && 'type' in fast ? fast : null) ?? parse(text);
      break;
    } catch (error) {
      const mended = mend(error, mends);
      if (mended !== undefined) {
        text = mended;
        continue;
      }
      const e = error as { reason?: string; message: string; line?: number; column?: number };
      return {
        error: {
          file: file.path,
          line: e.line ?? 1,
          column: e.column ?? 1,
          severity: 'warning',
          message: `MDX syntax: ${e.reason ?? e.message}; the page is read as markdown instead`,
          hint: 'in an .mdx file, `{` starts an expression and `<` a tag: write \\{ or &lt; for the character itself, or rename the file to .md'
        }
      };
    }
  }
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  const at = (node: Node) => ({ file: file.path, line: node.position?.start.line, column: node.position?.start.column });
  const imports = new Map<string, ImportRef>();
  // A partial's `props`: what the element that placed it was given.
  const values = new Map<string, unknown>(partialProps ? [['props', partialProps]] : []);
  /**
   * `require('/static/img/a.png')`: webpack's resolve.roots, as Docusaurus sets them, look for `/x` in the static
   * folders, then in the site folder (React Native Skia's images). A file found only there is `@site/x`, as images
   * and links read it; a markdown image's `/x` stays a static file's, as Docusaurus has it.
   */
  const rooted = (id: string) => {
    if (!id.startsWith('/') || id.startsWith('//') || !file.site) return id;
    const statics = options.staticDirs ?? [path.join(file.site, 'static')];
    const bare = id.replace(/[?#].*$/, '');
    if (statics.some((d) => existsSync(path.join(d, bare))) || !existsSync(path.join(file.site, bare))) return id;
    return `@site${id}`;
  };
  const calls: Calls = {
    // Docusaurus's asset helpers: the path as written; links and images resolve it as they do a markdown one.
    require: ([written]) => {
      if (typeof written !== 'string') return UNKNOWN;
      const id = rooted(written);
      return { default: id, toString: () => id };
    },
    useBaseUrl: ([url]) => (typeof url === 'string' ? siteRooted(url) : UNKNOWN)
  };
  const statements: EsmStatement[] = [];
  // At any depth, as MDX hoists them: Casbin's imports sit inside a <TabItem> once its `mdx-code-block` fences are unwrapped.
  const esmNodes: Node[] = [];
  const findEsm = (parent: Node) => {
    for (const node of parent.children ?? []) {
      if (node.type === 'mdxjsEsm') esmNodes.push(node);
      else if (node.type === 'mdxJsxFlowElement') findEsm(node);
    }
  };
  findEsm(tree as unknown as Node);
  const stripped = stripImports(esmNodes, options.strippedImports);
  for (const node of esmNodes) {
    readEsm(node, imports, values, calls);
    statements.push(...esmStatements(node, text));
  }
  // Docusaurus's MDX loader exports the page's front matter as `frontMatter`: its expressions and components read it
  // (Home Assistant's rules pass `frontMatter.related_rules` to a component).
  const yaml = tree.children[0];
  if (/\bfrontMatter\b/.test(text) && !values.has('frontMatter') && !statements.some((s) => s.names.includes('frontMatter'))) {
    const frontMatter = yaml?.type === 'yaml' ? parseFrontmatter(yaml.value, file.path, 2).data : {};
    values.set('frontMatter', frontMatter);
    statements.push({ source: `export const frontMatter = ${JSON.stringify(frontMatter)};`, names: ['frontMatter'] });
  }
  // A partial's islands go in the page's record (its imports with paths from the partial's folder made absolute).
  const shared = partialProps ? pageIslands : undefined;
  /** The names of markdown.components this file uses, their imports added to its statements. */
  const globals = new Set<string>();
  const islands = shared?.collector ?? new IslandCollector(options.ownAdmonitions);
  /** The code of the props the page gives this partial, when it is one: its islands that read them are given them. */
  const given = partialProps ? PROPS_CODE.get(partialProps) : undefined;
  const adopt = (node: Node) => (shared ? adoptPartialIsland(text.slice(node.position?.start.offset ?? 0, node.position?.end?.offset ?? 0), { statements, file }, shared, given !== undefined) : false);
  /** An island's placeholder (IslandCollector.placeholder); in a partial, the island given the partial's props if it reads them. */
  const placeholder = (...args: Parameters<IslandCollector['placeholder']>) => {
    const n = islands.items.length;
    const out = islands.placeholder(...args);
    const item = islands.items[n];
    if (given !== undefined && item && /\bprops\b/.test(item.jsx)) item.props = given;
    return out;
  };
  let inIsland = false;
  /** The stylesheets of the CSS modules the page's expressions read, which the page carries (at its end). */
  const styles = new Set<string>();
  // Names imported from the site's own modules (not components, not partials) are read when an expression uses one.
  const esm = esmNodes[0];
  readsSiteModules(values, imports, file, options.deps, { aliases: options.aliases, textFiles: options.textFiles, loaders: options.loaders }, (source, error) => scope.warn(esm!, `module ${source}`, `cannot read ${source} at build time: ${error}`, RAW.test(source) ? 'check the file\'s path: it is relative to the page, or below the site folder with @site/' : 'values from it are left out; a module that pages read values from must run in Node without a browser'), (css) => styles.add(css));
  const scope: Scope = {
    file,
    text,
    imports,
    stripped,
    values,
    diagnostics,
    // Partials are read with the page's own deps map: one object per page.
    page: options.deps ?? diagnostics,
    warn(node, key, message, hint) {
      if (reported.has(key)) return;
      reported.add(key);
      diagnostics.push({ ...at(node), severity: 'warning', message, hint });
    },
    error(node, message, hint) {
      diagnostics.push({ ...at(node), severity: 'error', message, hint });
    },
    props: (node) => props(node, values, calls),
    ...(partialProps ? {} : { propsCode }),
    lower: (node) => lower(node),
    chosen: (node) => chosen((node.data as { estree?: unknown } | undefined)?.estree),
    get inIsland() {
      return inIsland;
    },
    ownAdmonition: (node, props) => {
      if (inIsland || !options.ownAdmonitions?.includes(props.type)) return undefined;
      return admonitionIsland(islands, node, props, () => asContent(node), partialProps ? file.abs : undefined);
    }
  };
  /**
   * The element an expression gives when its conditions are known (scope.chosen): the JSX read again as MDX, from the
   * page's text with everything before it blanked, so that its nodes keep their places in the page.
   */
  const chosen = (expr: unknown): Node[] | undefined => {
    const e = expr as { type: string; [key: string]: any } | undefined;
    if (!e) return undefined;
    if (e.type === 'Program') return e.body.length === 1 && e.body[0].type === 'ExpressionStatement' ? chosen(e.body[0].expression) : undefined;
    if (e.type === 'JSXElement' && typeof e.start === 'number' && typeof e.end === 'number') {
      try {
        return parse(text.slice(0, e.start).replace(/[^\n]/g, ' ') + text.slice(e.start, e.end)).children as Node[];
      } catch {
        return undefined;
      }
    }
    if (e.type === 'LogicalExpression' && e.operator === '&&') {
      const left = evaluate(e.left, values, calls);
      return left === UNKNOWN ? undefined : left ? chosen(e.right) : [];
    }
    if (e.type === 'ConditionalExpression') {
      const test = evaluate(e.test, values, calls);
      return test === UNKNOWN ? undefined : chosen(test ? e.consequent : e.alternate);
    }
    const value = evaluate(e, values, calls);
    return value === null || value === undefined || value === false || value === '' ? [] : undefined;
  };
  /**
   * An island's children as markdown, for when it cannot render: components in them are shown by their content, and
   * one whose children are <TabItem>s with values of their own (the OpenAPI theme's ApiTabs, which throws without the
   * store its page gives it) as <Tabs>, as a component docgen does not know.
   */
  const asContent = (node: Node) => {
    const outer = inIsland;
    inIsland = true;
    try {
      // Its own props' messages (a defaultValue no tab has) are the component's business, not Tabs': not reported.
      return (isTabList(node, scope) && COMPONENTS.Tabs(node, { ...scope, warn() {}, error() {} })) || lower(node);
    } finally {
      inIsland = outer;
    }
  };
  /**
   * Whether `name` is one of markdown.components (a swizzled MDXComponents) that the page neither imports nor declares.
   * One docgen draws itself (`Tabs`) is docgen's in the page, and the site's in a component's children (`inCode`), whose
   * code needs it.
   */
  const isGlobal = (name: string, inCode = false) => {
    if (!options.components || !Object.hasOwn(options.components, name)) return false;
    // Its own import lines, in the page's code already when a partial before used it (Arbitrum's banner partial) are no declaration.
    const own = new Set(options.components[name].map((s) => absoluteImport(s.source, file)));
    return globals.has(name) || (!imports.has(name) && !statements.some((s) => s.names.includes(name) && !own.has(absoluteImport(s.source, file))) && (inCode || !builtIn(name, imports)));
  };
  /** Adds a component of markdown.components' imports to the page's code, once. */
  const adoptGlobal = (name: string) => {
    if (globals.has(name)) return;
    globals.add(name);
    const have = new Set(statements.map((x) => absoluteImport(x.source, file)));
    statements.push(...options.components![name].filter((s) => !have.has(absoluteImport(s.source, file))));
  };
  /** Adds the imports of the markdown.components that elements below `node` name (or a member of one: `<Card.Grid>`). */
  const adoptNestedGlobals = (node: Node) =>
    forEachElement(node, (name) => {
      const base = name.split('.')[0];
      if (isGlobal(base, true)) adoptGlobal(base);
    });
  /**
   * Whether an expression reads nothing but the page's declarations and JavaScript's globals: its own code, such as the
   * TON docs' cards (`{[{ title: … }].map(({ title }) => <div>…</div>)}`), or code over the page's imports.
   */
  /** `browser`: code that runs in the browser only, which may read its globals too (`window`, `document`). */
  const runs = (node: Node, browser = false) => {
    const estree = (node.data as { estree?: { body?: unknown[] } } | undefined)?.estree;
    if (!estree?.body?.length) return false;
    // A partial's `props`, when the page gives their code (its islands are given them).
    const declared = (n: string) => statements.some((s) => s.names.includes(n)) || (n === 'props' && given !== undefined);
    return [...freeNames(estree)].every((n) => declared(n) || n in globalThis || (browser && BROWSER_GLOBALS.has(n)));
  };
  /**
   * Whether the element is docgen's BrowserOnly with a render function the page can run (Apache Druid's redirect pages:
   * `{() => { window.location.replace(…) }}`): an island, drawn by the browser once it is mounted, as in Docusaurus.
   */
  const runsInBrowser = (node: Node) => builtIn(node.name ?? '', imports) === COMPONENTS.BrowserOnly && (node.children ?? []).some((c) => isRenderFunction(c) && runs(c, true));
  /** Whether an expression (or an attribute's) is code docgen cannot work out at build time, but can run as an island. */
  const runsUnknown = (node: Node) => runs(node) && evaluate((node.data as { estree?: unknown } | undefined)?.estree, values, calls) === UNKNOWN;
  const isExpression = (node: Node) => (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && !isComment(String(node.value));
  /** Whether an expression docgen cannot work out, but can run as an island, is among an element's descendants. */
  const makesRows = (node: Node): boolean => (node.children ?? []).some((c) => (isExpression(c) && runsUnknown(c)) || makesRows(c));
  /**
   * Whether a link or image of the element itself has a URL docgen cannot work out but can run as an island
   * (Jellyfin's `<Link to={donations.sort(…)[0].links[0].url}>`): the element is then an island.
   */
  const runsUrl = (node: Node) =>
    ((node as { attributes?: Array<{ type: string; name?: string; value?: unknown }> }).attributes ?? []).some((a) => {
      const value = a.value as Node | undefined;
      return a.type === 'mdxJsxAttribute' && URL_ATTRIBUTES.has(a.name ?? '') && value?.type === 'mdxJsxAttributeValueExpression' && runsUnknown(value);
    });
  /**
   * Whether the element is docgen's CodeBlock holding code that calls a function the page imports, which docgen cannot
   * work out at build time (Ory's `{`go get github.com/ory/client-go@${useLatestTag('client-go', 'master')}`}`, a
   * hook of the site's): the block is then an island, its code what the function gives, not the expression as written.
   */
  const runsCode = (node: Node) =>
    builtIn(node.name ?? '', imports) === COMPONENTS.CodeBlock &&
    (node.children ?? []).some((c) => {
      const estree = (c.data as { estree?: unknown } | undefined)?.estree;
      // Or reads the props the page gives this partial (Ory's `${(props.ports || [4433]).map(…)}`).
      return isExpression(c) && (callsImport(estree, imports) || (given !== undefined && freeNames(estree).has('props'))) && runsUnknown(c);
    });
  const code = options.mdx1 ? jsxCode(tree as unknown as Node, text) : undefined;
  const lower = (parent: Node): Node[] => {
    const out: Node[] = [];
    for (const node of (parent.children ?? []).flatMap((n) => unravel(n) ?? [n])) {
      if (node.type === 'mdxjsEsm') continue;
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const source = String(node.value);
        const value = evaluate((node.data as { estree?: unknown } | undefined)?.estree, values, calls);
        // The blog's truncate marker, in MDX's comment form (`{/* truncate */}`) or the HTML one read as it.
        if (/^\s*\/\*\s*truncate\s*\*\/\s*$/.test(source)) out.push({ type: 'html', value: '<!-- truncate -->' });
        // MDX 1 read `{` in prose as a character: only in JSX was it code.
        else if (code && !isComment(source) && !code.has(node)) out.push({ type: 'text', value: `{${source}}` });
        else if (typeof value === 'string' || typeof value === 'number') out.push({ type: 'text', value: String(value) });
        // Code that reads the page's imports and exports and JavaScript's globals only (Home Assistant's intents, mapped
        // from a YAML file it imports) runs as an island: rendered by the build, hydrated in the browser.
        // In a partial too (Dyte's screenshots mapped from a list), unless it reads the partial's props and the page gives
        // them as values only (a partial in a partial).
        // In a file a component renders with props, one that reads them is filled in there (props-holes.ts).
        else if (value === UNKNOWN && file.asComponent && !inIsland && readsProps((node.data as { estree?: unknown } | undefined)?.estree)) out.push({ type: 'html', value: propsHole(source) });
        else if (value === UNKNOWN && !isComment(source) && !inIsland && runs(node) && (!partialProps || adopt(node))) out.push(...placeholder(node, text, undefined, partialProps ? file.abs : undefined));
        // In an island's content (shown until it renders), the island works it out itself: nothing to say.
        else if (value === UNKNOWN && !isComment(source) && !inIsland) scope.warn(node, `{${source}}`, `MDX expression {${source.trim().slice(0, 40)}} cannot be worked out at build time: it is left out`, 'write its value as text, or export it as a literal (`export const name = …`)');
        continue;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        // The site's own components (and packages') are islands: rendered and hydrated by the build (src/islands/).
        const name = node.name ?? '';
        // A name the registry knows is its, unless the page takes it from the site's own files. A partial's components
        // are the page's islands unless they read the partial's `props` or clash with the page's names: then their
        // content shows, with a warning.
        // A component of markdown.components (a swizzled MDXComponents) the page neither imports nor declares, or a member
        // of one (SuperTokens' `<ReferenceCard.Grid>`): imported for it.
        const base = name.split('.')[0];
        const global = !inIsland && isGlobal(base);
        if (global) adoptGlobal(base);
        // A table whose rows such code makes is an island whole: a placeholder among its rows would be moved out of it.
        const rows = !inIsland && !partialProps && name === 'table' && makesRows(node);
        const code = global || (!inIsland && isIsland(name, imports, statements, options.siteTheme) && !builtIn(name, imports)) || rows || (!inIsland && (runsUrl(node) || ((runsCode(node) || runsInBrowser(node)) && (!partialProps || adopt(node)))));
        // The components of markdown.components in its children are its code's too (Miden's <Card>s in a <CardGrid>;
        // SuperTokens' `<BackendTabs>` around `<PythonSyncAsyncCard>` in a partial): imported before it is taken as an island.
        if (code) adoptNestedGlobals(node);
        const own = code && (!partialProps || adopt(node));
        if (code && !own) {
          scope.warn(node, `<${name}>`, `component <${name}> of a partial is not rendered: its content is shown in its place`, 'it reads the partial\'s props, or the page gives its name to something else: use it in the page itself, or rename one of them');
          out.push(...scope.lower(node));
        } else if (!own) out.push(...element(node, scope, options.partial));
        else {
          // Such a table's cells are JSX as written (a cell's text is no markdown to make into HTML in a box of its own).
          out.push(...placeholder(node, text, () => asContent(node), partialProps ? file.abs : undefined, rows ? text.slice(node.position?.start.offset ?? 0, node.position?.end?.offset ?? 0) : undefined));
        }
        continue;
      }
      if (node.type === 'code' && options.liveCode && !inIsland && LIVE.test(String(node.meta ?? ''))) {
        const { jsx, needs } = playground(node, options.liveCode);
        // In a partial, the page's island: what it needs is the page's code (names of docgen's own, paths absolute).
        const code = shared?.statements ?? statements;
        for (const n of needs) if (!code.some((s) => s.source === n.source)) code.push(n);
        // Its code, highlighted, until the playground renders (and where it cannot).
        const fence = { ...node, meta: String(node.meta).replace(LIVE, ' ').trim() || null };
        out.push(...placeholder(fence, text, () => [fence], partialProps ? file.abs : undefined, jsx));
        continue;
      }
      // `:::premium[Title]`, a keyword of the site's own: drawn by its component.
      if (node.type === 'containerDirective' && !inIsland && options.ownAdmonitions?.includes(String(node.name))) {
        out.push(...scope.ownAdmonition!(node, { type: String(node.name), ...directiveTitle(node) })!);
        continue;
      }
      if (node.type === 'heading') commentHeadingId(node);
      node.children &&= lower(node);
      out.push(node);
    }
    parent.children = out;
    return out;
  };
  const outer = pageIslands;
  if (!partialProps) pageIslands = { collector: islands, statements, file };
  try {
    lower(tree as unknown as Node);
  } finally {
    pageIslands = outer;
  }
  for (const css of styles) tree.children.push({ type: 'html', value: `<style>${css.replace(/<\//g, '<\\/')}</style>` });
  return { tree, diagnostics, islands: partialProps ? undefined : islands.result(statements) };
}

/** Calls `visit` with the name of each JSX element below `node`. */
function forEachElement(node: Node, visit: (name: string) => void): void {
  for (const c of node.children ?? []) {
    if ((c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name) visit(c.name);
    forEachElement(c, visit);
  }
}

/** Whether code calls a function the page imports from a module (`useTag()`, `api.version()`), not a file's text. */
function callsImport(tree: unknown, imports: Map<string, ImportRef>): boolean {
  const root = (e: { type?: string; name?: string; object?: unknown } | undefined): string | undefined => (e?.type === 'Identifier' ? e.name : e?.type === 'MemberExpression' ? root(e.object as typeof e) : undefined);
  const walk = (n: unknown): boolean => {
    if (!n || typeof n !== 'object') return false;
    const node = n as { type?: string; callee?: { type?: string; name?: string; object?: unknown } };
    if (node.type === 'CallExpression') {
      const name = root(node.callee);
      const ref = name === undefined ? undefined : imports.get(name);
      if (ref && !RAW.test(ref.source)) return true;
    }
    return Object.values(n).some((v) => (Array.isArray(v) ? v.some(walk) : walk(v)));
  };
  return walk(tree);
}

/** The attributes of a link or image that hold its URL (Link's `to`). */
const URL_ATTRIBUTES = new Set(['href', 'to', 'src', 'poster']);

/** The browser's globals that Node has not, which code that runs in the browser only may read (see runs). */
const BROWSER_GLOBALS = new Set(['window', 'document', 'location', 'history', 'navigator', 'localStorage', 'sessionStorage', 'alert', 'matchMedia', 'requestAnimationFrame']);

/** A fence's meta that makes it a live code block (Docusaurus's theme-live-codeblock): the word `live`. */
const LIVE = /(?:^|\s)live(?=\s|$)/;

/** A live fence as the JSX of docgen's Playground, and the statements that JSX needs (the scope's module, if the site has one). */
function playground(node: Node, live: NonNullable<MarkdownOptions['liveCode']>): { jsx: string; needs: EsmStatement[] } {
  const needs: EsmStatement[] = [{ source: "import DocgenPlayground from '@theme/Playground';", names: ['DocgenPlayground'] }];
  if (live.scope) needs.push({ source: `import DocgenLiveScope from ${JSON.stringify(live.scope)};`, names: ['DocgenLiveScope'] });
  const lang = (node as { lang?: string | null }).lang;
  const attributes = [`metastring={${JSON.stringify(String(node.meta))}}`, `position="${live.position}"`, ...(lang ? [`language={${JSON.stringify(lang)}}`] : []), ...(live.scope ? ['scope={DocgenLiveScope}'] : [])];
  return { jsx: `<DocgenPlayground ${attributes.join(' ')}>{${JSON.stringify(String(node.value ?? ''))}}</DocgenPlayground>`, needs };
}

/**
 * The island record of the page being read: the partials it inlines are read inside its read (synchronously), and add
 * their islands to it.
 */
let pageIslands: { collector: IslandCollector; statements: EsmStatement[]; file: SourceFile } | undefined;

/** An import statement with its path (`./x`, `@site/x`) as the file it names, read from `file` (resolveImport). */
const absoluteImport = (source: string, file: SourceFile) =>
  source.replace(/(\bfrom\s*|^import\s*)(['"])((?:\.{1,2}|@site)\/[^'"]*)\2/, (whole, before: string, _q: string, spec: string) => {
    const target = resolveImport(file, spec);
    return target ? before + JSON.stringify(target) : whole;
  });

/**
 * Whether a partial's element `jsx` can be one of the page's islands: it does not read the partial's `props`, unless
 * the page gives their code (`given`), and the partial's statements it needs (their imports' paths made absolute)
 * declare no name the page declares otherwise (the same import written from another folder is the same). If so, those
 * statements are added to the page's.
 */
function adoptPartialIsland(jsx: string, partial: { statements: EsmStatement[]; file: SourceFile }, page: { statements: EsmStatement[]; file: SourceFile }, given: boolean): boolean {
  if ((/\bprops\b/.test(jsx) && !given) || !partial.file.abs) return false;
  const code = neededCode([jsx], partial.statements);
  const needed = partial.statements.filter((s) => code.includes(s.source)).map((s) => ({ ...s, source: absoluteImport(s.source, partial.file) }));
  const added = needed.filter((s) => !page.statements.some((p) => absoluteImport(p.source, page.file) === s.source));
  if (added.some((s) => page.statements.some((p) => p.names.some((n) => s.names.includes(n))))) return false;
  page.statements.push(...added);
  return true;
}

/**
 * A heading's id written as one comment at its end, its first word after a `#` (`## Title {/* #my-id *\/}`, the form
 * Docusaurus 3.10 writes; `<!-- #my-id -->` is read as it): as the `{#my-id}` the heading ids step reads.
 */
function commentHeadingId(heading: Node): void {
  const last = heading.children?.at(-1);
  if (last?.type !== 'mdxTextExpression') return;
  const inner = /^\s*\/\*([^]*)\*\/\s*$/.exec(String(last.value))?.[1];
  const id = inner !== undefined && !inner.includes('*/') ? /^#([^}\s]+)/.exec(inner.trim())?.[1] : undefined;
  if (!id) return;
  heading.children!.pop();
  const before = heading.children!.at(-1);
  if (before?.type === 'text') before.value = String(before.value).trimEnd();
  heading.children!.push({ type: 'text', value: ` {#${id}}` });
}

/** The component docgen renders for `name` on this page: by the module it comes from, else by its name unless the site's own files give it. */
function builtIn(name: string, imports: Map<string, ImportRef>): Component | undefined {
  const ref = imports.get(name);
  if (ref?.imported === 'default' && Object.hasOwn(BY_SOURCE, ref.source)) return BY_SOURCE[ref.source];
  return Object.hasOwn(COMPONENTS, name) && !isSitesOwn(name, imports) ? COMPONENTS[name] : undefined;
}

/** A JSX element's name that is an HTML element's, as JSX reads a name starting in lower case (SVG's are camel-cased: `clipPath`). */
export const HTML_ELEMENT = /^[a-z][A-Za-z0-9-]*$/;

/** Such an element as the HTML element it names, its attributes as HTML's. */
export const htmlElement = (node: Node, scope: Scope): Node => ({ type: node.type, children: scope.lower(node), position: node.position, data: { hName: node.name ?? 'div', hProperties: htmlProps(node, scope) } });

/** A JSX element's replacement: an HTML element, a component rendered, or (a component not known) its content. */
function element(node: Node, scope: Scope, partial: MdxOptions['partial']): Node[] {
  const name = node.name ?? '';
  const ref = name ? scope.imports.get(name) : undefined;
  if (ref && partial && PARTIAL.test(ref.source)) return partial(node, scope);
  // An element whose import was stripped shows its content, as MDX 1 showed a component it was not given.
  if (scope.stripped?.has(name)) return scope.lower(node);
  if (Object.hasOwn(AS_COMPONENT, name)) return COMPONENTS[AS_COMPONENT[name]](node, scope) ?? scope.lower(node);
  if (HTML_ELEMENT.test(name)) return [htmlElement(node, scope)];
  const rendered = name ? builtIn(name, scope.imports)?.(node, scope) : undefined;
  if (rendered) return rendered;
  // A component docgen does not know whose children are <TabItem>s (the OpenAPI theme's ApiTabs, MimeTabs, SchemaTabs)
  // is a tab list: drawn as <Tabs>, not as its panels one after another (where each TabItem would be out of place).
  if (name && holdsTabItems(node)) {
    scope.warn(node, `<${name}>`, `component <${name}> is drawn as <Tabs>: its children are <TabItem>s`, scope.imports.has(name) ? `docgen cannot render ${scope.imports.get(name)!.source} itself` : 'import it, or use <Tabs>');
    return COMPONENTS.Tabs(node, scope) ?? scope.lower(node);
  }
  // A fragment (`<>`), or a component not known: its content, in place. Inside an island's content it is the island's
  // to render (its element in the island's code): its own warning says so when the island cannot render.
  if (name && !scope.inIsland) scope.warn(node, `<${name}>`, `component <${name}> is not rendered: its content is shown in its place`, scope.imports.has(name) ? `docgen cannot render ${scope.imports.get(name)!.source} yet` : 'import it, or use one of the components docgen knows');
  return scope.lower(node);
}

/**
 * The expressions MDX 1 read as code: those in JSX, as far as its block went. A block that starts with a tag was JSX up
 * to its first blank line (`<h4>\n  Theme Key{" "}\n  <a …>` is one, React Native Elements' headings), where markdown
 * took over again; so an expression is code where no blank line comes between it and the start of its nearest element.
 */
function jsxCode(tree: Node, text: string): WeakSet<Node> {
  const code = new WeakSet<Node>();
  const walk = (node: Node, element: number | undefined) => {
    const start = node.position?.start.offset;
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && element !== undefined && start !== undefined && !/\n[ \t]*\r?\n/.test(text.slice(element, start))) code.add(node);
    const inside = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? start : element;
    for (const child of node.children ?? []) walk(child, inside);
  };
  walk(tree, undefined);
  return code;
}

/** Whether some of the element's children are <TabItem>s. */
const holdsTabItems = (node: Node) => (node.children ?? []).some((c) => (c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name === 'TabItem');

/**
 * The imports whose path matches one of `patterns` taken out of the page's ESM (markdown.strippedImports); the names
 * they gave.
 */
function stripImports(esmNodes: Node[], patterns: MdxOptions['strippedImports']): Set<string> {
  const names = new Set<string>();
  if (!patterns?.length) return names;
  const matches = matchesAny(patterns);
  for (const node of esmNodes) {
    const program = (node.data as { estree?: { body: Array<Record<string, any>> } } | undefined)?.estree;
    if (!program) continue;
    program.body = program.body.filter((s) => {
      if (s.type !== 'ImportDeclaration' || !matches(String(s.source.value))) return true;
      for (const sp of s.specifiers) names.add(sp.local.name);
      return false;
    });
  }
  return names;
}

/** An `import`/`export` block: the names it imports, and the literal values its `export const` lines give. */
function readEsm(node: Node, imports: Map<string, ImportRef>, values: Map<string, unknown>, calls: Calls) {
  const program = (node.data as { estree?: { body: Array<Record<string, any>> } } | undefined)?.estree;
  for (const statement of program?.body ?? []) {
    if (statement.type === 'ImportDeclaration') {
      for (const s of statement.specifiers) {
        const imported = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : (s.imported.name ?? s.imported.value);
        imports.set(s.local.name, { source: statement.source.value, imported });
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
      for (const d of statement.declaration.declarations) {
        if (d.id.type !== 'Identifier') continue;
        const value = evaluate(d.init, values, calls);
        if (value !== UNKNOWN) values.set(d.id.name, value);
      }
    }
  }
}

/** A component's props: string attributes as written, `{…}` values worked out (UNKNOWN when they cannot be), `true` when bare. */
function props(node: Node, values: Map<string, unknown>, calls: Calls): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of node.attributes ?? []) {
    if (a.type === 'mdxJsxExpressionAttribute') {
      const spread = evaluate((a.data?.estree as { body?: Array<{ expression?: { properties?: Array<{ argument?: unknown }> } }> } | undefined)?.body?.[0]?.expression?.properties?.[0]?.argument, values, calls);
      if (spread && typeof spread === 'object') Object.assign(out, spread);
      continue;
    }
    if (!a.name) continue;
    if (a.value === null || a.value === undefined) out[a.name] = true;
    else if (typeof a.value === 'string') out[a.name] = a.value;
    else out[a.name] = evaluate((a.value as { data?: { estree?: unknown } }).data?.estree, values, calls);
  }
  return out;
}

/** A `useBaseUrl` argument as a path from the site's root: `img/a.png` is `/img/a.png`; URLs, `/…` and `#…` stay as written. */
export function siteRooted(url: string): string {
  return url === '' || /^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url) ? url : `/${url}`;
}
