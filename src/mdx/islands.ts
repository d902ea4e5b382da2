// An MDX element of the site's own component -> a placeholder node, and the page's island record (its JSX and the code it needs).
import type { DocIslands } from '../types.js';
import type { ImportRef, MdxNode } from './node.js';
import { unravel } from './unravel.js';
import { decodeAttribute } from '../unsafe-url.js';
import { MARKDOWN_ELEMENTS } from '../../theme/islands/elements.js';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';

/** A statement of the page's import/export code: its source and the names it declares. */
export interface EsmStatement {
  source: string;
  names: string[];
  /** Needed only by code that has one of its names as a JSX element (a markdown partial's import), not as a word of its text. */
  asElement?: boolean;
}

/**
 * Import sources that are not the site's code: the theme's own components (rendered by docgen's component registry,
 * or shown by their content) and markdown partials. Packages are code: a framework's are bundled with docgen's stand-ins.
 */
const NOT_CODE = /^@theme(?:-original|-init)?\/|\.mdx?$/;

/** Whether `name` is a component of the site's own code on this page: imported from its code or a package, or exported by the page. */
export function isIsland(name: string, imports: Map<string, ImportRef>, statements: EsmStatement[], siteTheme?: string[]): boolean {
  if (!/^[A-Z_$]/.test(name) && !name.includes('.')) return false;
  const local = name.split('.')[0];
  const ref = imports.get(local);
  // `@theme/X` is the site's own code where the site has its own X, or a folder X is in (markdown.siteTheme).
  const own = (x: string) => !!siteTheme?.some((n) => x === n || x.startsWith(`${n}/`));
  if (ref) return !NOT_CODE.test(ref.source) || (ref.source.startsWith('@theme/') && own(ref.source.slice('@theme/'.length)));
  return statements.some((s) => !s.source.startsWith('import') && s.names.includes(local));
}

/** The statements of an `import`/`export` block, each with the names it declares. */
export function esmStatements(node: MdxNode, text: string): EsmStatement[] {
  const program = (node.data as { estree?: { body: Array<Record<string, any>> } } | undefined)?.estree;
  const out: EsmStatement[] = [];
  for (const s of program?.body ?? []) {
    const names: string[] = [];
    // A markdown partial is inlined where the page uses it; an island whose JSX has it as an element (`<Step><Step5
    // /></Step>`, React Native Gesture Handler's) imports it as a component showing its HTML (theme/islands/markdown.tsx).
    if (s.type === 'ImportDeclaration' && /\.mdx?$/i.test(String(s.source.value))) {
      out.push({ source: text.slice(s.start, s.end), names: s.specifiers.map((sp: Record<string, any>) => sp.local.name), asElement: true });
      continue;
    }
    if (s.type === 'ImportDeclaration') {
      for (const sp of s.specifiers) names.push(sp.local.name);
      const lenient = lenientImport(s);
      if (lenient) {
        out.push({ source: lenient, names });
        continue;
      }
    }
    else if (s.type === 'ExportNamedDeclaration' && s.declaration) {
      const d = s.declaration;
      if (d.type === 'VariableDeclaration') for (const v of d.declarations) names.push(...patternNames(v.id));
      else if (d.id?.name) names.push(d.id.name);
    } else continue; // `export default` (an MDX layout) and re-exports are not islands' code
    out.push({ source: text.slice(s.start, s.end), names });
  }
  return out;
}

/** Import sources whose names docgen's stand-ins give: a name they lack is docgen's to say, not undefined. */
const STAND_IN_SOURCE = /^@(?:theme(?:-original|-init)?|docusaurus|generated)\//;

/**
 * An import of named exports from the site's code or a package, as webpack takes it: a name the module does not export
 * is undefined (webpack warns), where esbuild would stop the page's bundle (React Native Gesture Handler's pages import
 * `{ Divider }` that `src/theme/Step` no longer exports, and never use it). The names are read from the module's
 * namespace, which esbuild allows with a warning. So is a default import alone of a value (a name in lower case, not a
 * component) from the site's own code (Ory's `import hooks from '@site/src/hooks'`, a module without a default
 * export). Undefined for any other import.
 */
function lenientImport(s: Record<string, any>): string | undefined {
  const from = String(s.source.value);
  const specifiers = s.specifiers as Array<Record<string, any>>;
  const named = specifiers.filter((sp) => sp.type === 'ImportSpecifier');
  if (specifiers.length === 1 && specifiers[0].type === 'ImportDefaultSpecifier' && /^[a-z]/.test(specifiers[0].local.name) && /^(?:\.|@site\/)/.test(from)) {
    const local = String(specifiers[0].local.name);
    return `import * as __docgenImportsOf_${local} from ${JSON.stringify(from)}; const ${local} = __docgenImportsOf_${local}.default;`;
  }
  if (!named.length || STAND_IN_SOURCE.test(from)) return undefined;
  // Named after a name the statement declares: no other statement of the module (a partial's adopted ones too) has it.
  const ns = `__docgenImportsOf_${named[0].local.name}`;
  const first = (s.specifiers as Array<Record<string, any>>).find((sp) => sp.type === 'ImportDefaultSpecifier');
  const reads = named.map((sp) => `${sp.local.name} = ${ns}[${JSON.stringify(sp.imported.name ?? sp.imported.value)}]`);
  return `import ${first ? `${first.local.name}, ` : ''}* as ${ns} from ${JSON.stringify(from)}; const ${reads.join(', ')};`;
}

/**
 * The names an expression reads that it does not bind itself (an arrow function's parameters, its own declarations):
 * what must come from the page's code or from JavaScript's globals for it to run. Properties and object keys are not
 * names; a lowercase JSX tag is an element.
 */
export function freeNames(estree: unknown): Set<string> {
  const read = new Set<string>();
  const bound = new Set<string>();
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach((c) => walk(c));
    if (!n || typeof n !== 'object') return;
    const node = n as Record<string, any>;
    if (node.type === 'Identifier') read.add(node.name);
    if (node.type === 'JSXIdentifier' && /^[A-Z]/.test(node.name)) read.add(node.name);
    if (/Function/.test(String(node.type))) for (const p of node.params ?? []) patternNames(p).forEach((x) => bound.add(x));
    if (node.type === 'VariableDeclarator') patternNames(node.id).forEach((x) => bound.add(x));
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'range' || key === 'position') continue;
      // `a.b`'s b and `{ b: 1 }`'s b are no names; `{ [b]: 1 }`'s is.
      if ((node.type === 'MemberExpression' && key === 'property' && !node.computed) || (node.type === 'Property' && key === 'key' && !node.computed)) continue;
      if (node.type === 'JSXMemberExpression' && key === 'property') continue;
      walk(child);
    }
  };
  walk(estree);
  return new Set([...read].filter((name) => !bound.has(name)));
}

/** The names a declaration's pattern binds (`a`, `{a, b: c}`, `[a, ...b]`). */
function patternNames(p: Record<string, any> | null): string[] {
  if (!p) return [];
  if (p.type === 'Identifier') return [p.name];
  if (p.type === 'ObjectPattern') return p.properties.flatMap((x: Record<string, any>) => patternNames(x.type === 'RestElement' ? x.argument : x.value));
  if (p.type === 'ArrayPattern') return p.elements.flatMap((x: Record<string, any> | null) => patternNames(x?.type === 'RestElement' ? x.argument : x));
  if (p.type === 'AssignmentPattern') return patternNames(p.left);
  if (p.type === 'RestElement') return patternNames(p.argument);
  return [];
}

/** The statements `sources` need, and those they in turn need (by the names they use), in page order. */
export function neededCode(sources: string[], statements: EsmStatement[]): string {
  return neededStatements(sources, statements).map((s) => s.source).join('\n');
}

/** The statements neededCode keeps, in their order. */
export function neededStatements(sources: string[], statements: EsmStatement[]): EsmStatement[] {
  const words = (s: string) => new Set(s.match(/[A-Za-z_$][\w$]*/g) ?? []);
  const elements = (s: string) => new Set([...s.matchAll(/<([A-Za-z_$][\w$]*)/g)].map((m) => m[1]));
  const kept = new Set<EsmStatement>();
  const todo = sources.map((s) => ({ words: words(s), elements: elements(s) }));
  while (todo.length) {
    const used = todo.pop()!;
    for (const s of statements) {
      if (kept.has(s) || !s.names.some((n) => (s.asElement ? used.elements : used.words).has(n))) continue;
      kept.add(s);
      todo.push({ words: words(s.source), elements: elements(s.source) });
    }
  }
  return statements.filter((s) => kept.has(s));
}

/** Children JSX can carry as they are: elements, text and expressions. */
const JSX_CHILD = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'text', 'mdxTextExpression', 'mdxFlowExpression']);
/** A child that is JSX, not markdown: a paragraph of elements only is too (`<TabItem value="a">A</TabItem>` on its line), as MDX unravels it. */
const isJsx = (c: MdxNode) => JSX_CHILD.has(c.type) || unravel(c) !== undefined;

/** Where in an island's JSX the markdown children of an element are (start, end, inline), and for an admonition of the site's own keyword, the theme Admonition's opening tag around their HTML. */
type Hole = DocIslands['items'][number]['holes'] extends Array<infer H> | undefined ? H : never;

/** Collects a page's islands as the tree is lowered; `placeholder` gives the node that stands in the tree for one. */
export class IslandCollector {
  readonly items: DocIslands['items'] = [];

  /** `ownAdmonitions`: the site's own admonition keywords its `@theme/Admonition/Types` draws (ownAdmonitions). */
  constructor(readonly ownAdmonitions?: string[]) {}

  /**
   * The placeholder for `node` (an element in a paragraph gets an inline one). `fallback`, the element's children as
   * markdown, is its content until the island renders (between markers the build replaces), and stays when it cannot:
   * the reader, and search, still get the text. `file`: the partial the element is in (absolute), if not the page.
   * `jsx`: the island's JSX when it is not the node's own text (a live code block's); `childrenAt`, where in it the
   * fallback's HTML goes, if anywhere.
   */
  placeholder(node: MdxNode, text: string, fallback: () => MdxNode[] = () => [], file?: string, jsx?: string, childrenAt?: [number, number]): MdxNode[] {
    const start = node.position?.start;
    const inline = node.type === 'mdxJsxTextElement' || node.type === 'mdxTextExpression';
    const from = start?.offset ?? 0;
    const kids = node.children ?? [];
    // Markdown among the children (a paragraph, code, emphasis): JSX cannot carry it, so the island gets their HTML.
    const markdown = kids.some((c) => !isJsx(c));
    const first = kids[0]?.position?.start.offset;
    const last = kids.at(-1)?.position?.end?.offset;
    const n = this.items.length;
    const own = !jsx && oneEach(node);
    const children: [number, number] | undefined = childrenAt ?? (markdown && !own && first !== undefined && last !== undefined ? [first - from, last - from] : undefined);
    const holes = jsx || (markdown && !own) ? [] : markdownHoles(node, n, from, own, this.ownAdmonitions);
    const expression = node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression';
    this.items.push({ name: node.name ?? (jsx ? 'Playground' : expression ? `{${clip(String(node.value))}}` : ''), jsx: jsx ?? text.slice(from, node.position?.end?.offset ?? 0), line: start?.line ?? 1, column: start?.column ?? 1, ...(inline ? { inline } : {}), ...(children ? { children } : {}), ...(holes.length ? { holes } : {}), ...(file ? { file } : {}) });
    const tag = inline ? 'span' : 'div';
    const content = kids.length || jsx ? fallback() : [];
    if (!content.length) return [{ type: 'html', value: `<${tag} data-island="${n}"></${tag}>`, position: node.position }];
    return [{ type: 'html', value: `<${tag} data-island="${n}">${fallbackStart(n)}`, position: node.position }, ...content, { type: 'html', value: `${fallbackEnd(n)}</${tag}>` }];
  }

  /** The page's islands, or undefined without any. */
  result(statements: EsmStatement[]): DocIslands | undefined {
    if (!this.items.length) return undefined;
    // The theme's Admonition, when the site has keywords of its own: kept if an island draws one (in its JSX, or as an
    // admonition's tag in a hole, put in its JSX at the build).
    const all = this.ownAdmonitions && !statements.some((s) => s.source === ADMONITION_IMPORT.source) ? [...statements, ADMONITION_IMPORT] : statements;
    const code = neededCode(this.items.map((i) => [i.jsx, i.props ?? '', ...(i.holes ?? []).map((h) => h[3] ?? '')].join('\n')), all);
    return { statements: all.filter((s) => code.includes(s.source)), items: this.items };
  }
}

/** The theme's Admonition, which draws an admonition of the site's own keyword with the site's `@theme/Admonition/Types`. */
export const ADMONITION_IMPORT: EsmStatement = { source: 'import DocgenAdmonition from "@theme/Admonition";', names: ['DocgenAdmonition'] };

/**
 * An admonition of one of the site's own keywords (`:::premium[Title]`, `<Admonition type="premium">`) as an island: the
 * theme's Admonition given its type, title and classes, and the HTML of its content (`content`, shown until it renders).
 * Its name in messages is `:::premium`.
 */
export function admonitionIsland(collector: IslandCollector, node: MdxNode, props: AdmonitionProps, content: () => MdxNode[], file?: string): MdxNode[] {
  const open = admonitionTag(props);
  return collector.placeholder({ type: 'mdxJsxFlowElement', name: `:::${props.type}`, position: node.position, children: node.children }, '', content, file, `${open}${ADMONITION_CLOSE}`, [open.length, open.length]);
}

/** `titleHtml`: a label written in markdown (`:::premium[Gold *tier*]`), given to the component as elements, as MDX gives it. */
type AdmonitionProps = { type: string; title?: string; titleHtml?: string; className?: string };
const ADMONITION_CLOSE = '</DocgenAdmonition>';
const admonitionTag = ({ titleHtml, ...props }: AdmonitionProps) =>
  `<DocgenAdmonition${Object.entries(props)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => (k === 'title' && titleHtml ? ` title={<span dangerouslySetInnerHTML={{ __html: ${JSON.stringify(titleHtml)} }} />}` : ` ${k}={${JSON.stringify(v)}}`))
    .join('')}>`;

/** The label's markup: emphasis, strong, code, a link or a strike; with anything else (an MDX expression or tag), its text only. */
const LABEL_MARKUP = new Set(['emphasis', 'strong', 'inlineCode', 'link', 'delete', 'break']);

/**
 * An admonition directive's title and classes, as its island takes them: the `title` attribute, else the label's text
 * (`:::premium[Read *this*]` gives "Read this", and its HTML, `Read <em>this</em>`; the label is taken out of the
 * children); the `.class`es.
 */
export function directiveTitle(node: MdxNode): { title?: string; titleHtml?: string; className?: string } {
  const attributes = (node.attributes ?? {}) as unknown as Record<string, string | null | undefined>;
  const label = (node.children?.[0]?.data as { directiveLabel?: boolean } | undefined)?.directiveLabel ? node.children!.shift() : undefined;
  const text = (n: MdxNode): string => (n.type === 'text' || n.type === 'inlineCode' ? String(n.value ?? '') : (n.children ?? []).map(text).join(''));
  const title = attributes.title || (label ? text(label) : undefined);
  const nodes = (n: MdxNode): MdxNode[] => [n, ...(n.children ?? []).flatMap(nodes)];
  const inner = label?.children ?? [];
  const marked = !attributes.title && inner.some((n) => n.type !== 'text') && inner.flatMap(nodes).every((n) => n.type === 'text' || LABEL_MARKUP.has(n.type));
  // A paragraph's children: a root's would be joined with line breaks.
  const titleHtml = marked ? toHtml((toHast({ type: 'paragraph', children: inner } as never) as Element).children) : undefined;
  const className = (attributes.class ?? '').split(/\s+/).filter(Boolean).join(' ');
  return { ...(title ? { title } : {}), ...(titleHtml ? { titleHtml } : {}), ...(className ? { className } : {}) };
}

/** An expression's text as messages show it: its first 40 characters, on one line. */
export const clip = (source: string) => {
  const line = source.trim().replace(/\s+/g, ' ');
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
};

/** The markers around an island's fallback content in the page's HTML. */
export const fallbackStart = (n: number) => `<!--island-fallback:${n}-->`;
export const fallbackEnd = (n: number) => `<!--/island-fallback:${n}-->`;
/** The markers around the markdown children of an element inside island `n` (its hole `k`), in its fallback content. */
export const holeStart = (n: number, k: number) => `<!--island-children:${n}:${k}-->`;
export const holeEnd = (n: number, k: number) => `<!--/island-children:${n}:${k}-->`;

/**
 * Whether the markdown children of an element reach its component one each, the elements among them kept as JSX, as MDX
 * gives them: when they are mixed with elements, or are blocks. So a component that reads `children[1]` (React Native
 * Gesture Handler's <Step>: a one-line <div>, a paragraph in MDX, then a partial) or splits them at headings
 * (SuperTokens' <Steps>: `child.type.name === 'h2'`) gets as many as in Docusaurus, each its element (withChildrenHtml).
 * Else (inline markdown alone, or a child without a place) they come as one piece of HTML.
 */
function oneEach(node: MdxNode): boolean {
  const kids = node.children ?? [];
  const markdown = kids.some((c) => !isJsx(c));
  const mixed = markdown && kids.some((c) => c.type !== 'text' && isJsx(c));
  return (mixed || (markdown && node.type === 'mdxJsxFlowElement')) && kids.every((c) => c.position?.start.offset !== undefined && c.position?.end?.offset !== undefined);
}

/**
 * The elements inside island `n` (through elements only) whose children are markdown: where those children are in its
 * JSX (from `from`), each marked in the tree (holeStart, holeEnd) so that its fallback content shows where their HTML is.
 * `own`: the island's own children go one each (oneEach).
 */
function markdownHoles(island: MdxNode, n: number, from: number, own = false, ownAdmonitions: string[] = []): Hole[] {
  const holes: Hole[] = [];
  const hole = (node: MdxNode, inline: boolean): MdxNode[] => {
    // An admonition of the site's own keyword: its content's HTML in the theme's Admonition, in the island's code.
    const admonition = node.type === 'containerDirective' && ownAdmonitions.includes(String(node.name)) ? admonitionTag({ type: String(node.name), ...directiveTitle(node) }) : undefined;
    const k = holes.push([node.position!.start.offset! - from, node.position!.end!.offset! - from, inline, ...(admonition ? [admonition] : [])] as Hole) - 1;
    return [{ type: 'html', value: holeStart(n, k) }, ...(admonition ? node.children ?? [] : [node]), { type: 'html', value: holeEnd(n, k) }];
  };
  /** Each markdown child of `el` a hole of its own; the elements among them walked. */
  const eachOwn = (el: MdxNode) => {
    const inline = el.type === 'mdxJsxTextElement';
    el.children = (el.children ?? []).flatMap((c) => (isJsx(c) ? (walk({ type: 'root', children: [c] } as MdxNode), [c]) : hole(c, inline)));
  };
  if (own) eachOwn(island);
  else walk(island);
  return holes;

  function walk(parent: MdxNode): void {
    // The elements of a paragraph MDX unravels are the tree's own (unravel gives copies).
    for (const el of (parent.children ?? []).flatMap((c) => (unravel(c) ? c.children! : [c]))) {
      if (el.type !== 'mdxJsxFlowElement' && el.type !== 'mdxJsxTextElement') continue;
      const kids = el.children ?? [];
      if (!kids.some((c) => !isJsx(c))) {
        walk(el);
        continue;
      }
      if (oneEach(el)) {
        eachOwn(el);
        continue;
      }
      const first = kids[0].position?.start.offset;
      const last = kids.at(-1)!.position?.end?.offset;
      if (first === undefined || last === undefined) continue;
      const k = holes.push([first - from, last - from, el.type === 'mdxJsxTextElement']) - 1;
      el.children = [{ type: 'html', value: holeStart(n, k) }, ...kids, { type: 'html', value: holeEnd(n, k) }];
    }
  }
}

/** An island's JSX with the markdown children of elements inside it (`holes`) replaced by the HTML `htmlOf(k)` gives. */
export function withHolesHtml(jsx: string, holes: Hole[], htmlOf: (k: number) => string | undefined): string {
  // The holes come in the JSX's order, none inside another (markdownHoles): the JSX is put together once, in pieces (an
  // OpenAPI page's island has hundreds of holes in a JSX of megabytes).
  const parts: string[] = [];
  let at = 0;
  for (const [k, [start, end, inline, admonition]] of holes.entries()) {
    const html = htmlOf(k);
    if (html === undefined) continue;
    parts.push(jsx.slice(at, start), admonition ? `${admonition}${childrenJsx(html)}${ADMONITION_CLOSE}` : childrenJsx(html, inline));
    at = end;
  }
  parts.push(jsx.slice(at));
  return parts.join('');
}

/** An island's JSX with its markdown children (`children` offsets) replaced by the HTML the page made of them. */
export function withChildrenHtml(jsx: string, children: [number, number], html: string, inline?: boolean): string {
  return `${jsx.slice(0, children[0])}${childrenJsx(html, inline)}${jsx.slice(children[1])}`;
}

/** Markdown children's HTML as JSX: their one element (markdownElement), or docgen's element around the HTML. */
const childrenJsx = (html: string, inline?: boolean) => (!inline && markdownElement(html)) || `<DocgenHtml html={${JSON.stringify(html)}}${inline ? ' inline' : ''} />`;

const ELEMENT = new RegExp(`^<(${MARKDOWN_ELEMENTS.join('|')})((?:\\s+[\\w:-]+(?:="[^"]*")?)*)\\s*>([\\s\\S]*)</\\1>$`);
const PROP: Record<string, string> = { class: 'className', tabindex: 'tabIndex', colspan: 'colSpan', rowspan: 'rowSpan' };

/**
 * HTML that is one element of MARKDOWN_ELEMENTS (a paragraph, a heading, a list...) as JSX for that element, as MDX gives a
 * component its markdown children: `<DocgenHtml.h2 id="x">` (whose type's name is `h2`) around its content's HTML; else
 * undefined. Its attributes become its props; one with a style attribute is left as HTML.
 */
function markdownElement(html: string): string | undefined {
  const m = ELEMENT.exec(html.trim());
  if (!m || /\sstyle=/.test(m[2])) return undefined;
  const [, tag, attrs, inner] = m;
  // One element, not two of the same tag side by side (`<p>a</p><p>b</p>`).
  let depth = 0;
  for (const [t] of inner.matchAll(new RegExp(`</?${tag}(?=[\\s>])`, 'g'))) if ((depth += t[1] === '/' ? -1 : 1) < 0) return undefined;
  const props: Record<string, string | boolean> = {};
  for (const [, name, value] of attrs.matchAll(/\s+([\w:-]+)(?:="([^"]*)")?/g)) {
    props[PROP[name] ?? name] = value === undefined ? true : decodeAttribute(value);
  }
  const block = !/^(p|h\d)$/.test(tag);
  return `<DocgenHtml.${tag} {...${JSON.stringify(props)}}><DocgenHtml html={${JSON.stringify(inner)}}${block ? '' : ' inline'} /></DocgenHtml.${tag}>`;
}
