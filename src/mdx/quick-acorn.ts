// acorn for MDX's expressions, with a quick answer where a parse cannot succeed.
//
// micromark reads an MDX expression (`{…}`, a prop's `={…}`) by trying acorn at each `}` until the text before it
// parses: a prop of a large object written on one line, as the OpenAPI docs plugin writes its pages
// (`responses={{"200":{…}}}`, 200 KB and thousands of braces: Bluesky's API pages), was parsed again from its start at
// each of its braces, half a minute a page. Here a scan, carried on from one try to the next (each try's text is the
// last one's and more), keeps the depth of braces outside strings and comments; while they are not balanced, no parse
// can succeed, and the try fails at once. Text the scan cannot be sure of (a `/` that may start a regular expression, a
// `<` that may start JSX, whose text may hold quotes) is left to acorn from then on, as before. A prop of more than
// 2 KB on one line is read apart, so that micromark tries it once (see readMdx).
import { Parser, type Node as AcornNode, type Options } from 'acorn';
import acornJsx from 'acorn-jsx';
import type { Root } from 'mdast';
import { fromMarkdown, type Extension as MdastExtension } from 'mdast-util-from-markdown';
import { mdxFromMarkdown as mdxMdast } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { Extension } from 'micromark-util-types';
import { visit } from 'unist-util-visit';

const JsxParser = Parser.extend(acornJsx());

type Mode = 'code' | 'slash' | 'single' | 'double' | 'template' | 'dollar' | 'line' | 'block' | 'star';

/** Where a scan of an expression's text is: its mode, the braces open (`{`, or a template's `${`), and whether it is sure. */
class Scan {
  text = '';
  mode: Mode = 'code';
  escaped = false;
  open: Array<'brace' | 'template'> = [];
  /** The offset of a `}` that closes nothing: no longer text parses either. */
  extra: number | undefined;
  /** Where the string, template or comment the scan is in starts, as acorn places its error when it is not closed. */
  from = 0;
  unsure = false;

  /** Scans `text`, which starts with the text scanned so far. */
  extend(text: string): void {
    for (let i = this.text.length; i < text.length && !this.unsure; i++) this.step(text.charCodeAt(i), i);
    this.text = text;
  }

  private step(c: number, at: number): void {
    const quote = this.mode === 'single' ? 39 : this.mode === 'double' ? 34 : 0;
    switch (this.mode) {
      case 'single':
      case 'double':
        if (this.escaped) this.escaped = false;
        else if (c === 92) this.escaped = true;
        else if (c === quote) this.mode = 'code';
        // A line ending in a string: acorn's to say.
        else if (c === 10 || c === 13) this.unsure = true;
        return;
      case 'template':
      case 'dollar': {
        const dollar = this.mode === 'dollar';
        this.mode = 'template';
        if (this.escaped) this.escaped = false;
        else if (c === 92) this.escaped = true;
        else if (c === 96) this.mode = 'code';
        else if (c === 36) this.mode = 'dollar';
        else if (c === 123 && dollar) {
          this.open.push('template');
          this.mode = 'code';
        }
        return;
      }
      case 'line':
        if (c === 10 || c === 13) this.mode = 'code';
        return;
      case 'block':
      case 'star':
        this.mode = c === 47 && this.mode === 'star' ? 'code' : c === 42 ? 'star' : 'block';
        return;
      case 'slash':
        if (c === 47) this.mode = 'line';
        else if (c === 42) this.mode = 'block';
        else this.unsure = true;
        return;
      case 'code':
        // A string's error is at its quote; a template's after its backtick, or after the `}` of its last `${`.
        this.from = c === 96 || c === 125 ? at + 1 : at;
        if (c === 39) this.mode = 'single';
        else if (c === 34) this.mode = 'double';
        else if (c === 96) this.mode = 'template';
        else if (c === 47) this.mode = 'slash';
        else if (c === 60) this.unsure = true;
        else if (c === 123) this.open.push('brace');
        else if (c === 125) {
          const closed = this.open.pop();
          if (closed === undefined) this.extra ??= at;
          else if (closed === 'template') this.mode = 'template';
        }
    }
  }

  /** The offset of the `}` that closes the expression whose text starts at `from`, on its line; undefined where unsure. */
  static closing(text: string, from: number): number | undefined {
    const scan = new Scan();
    for (let i = from; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) return undefined;
      scan.step(c, i);
      if (scan.unsure) return undefined;
      if (scan.extra !== undefined) return scan.extra;
    }
    return undefined;
  }

  /** Why no parse of the text scanned can succeed; undefined where one may. */
  hopeless(): { message: string; at: number } | undefined {
    if (this.unsure) return undefined;
    if (this.extra !== undefined) return { message: 'Unexpected token', at: this.extra };
    // A line comment may end the text; a string, a template or a block comment may not.
    const unclosed = { single: 'Unterminated string constant', double: 'Unterminated string constant', template: 'Unterminated template', dollar: 'Unterminated template', block: 'Unterminated comment', star: 'Unterminated comment' }[this.mode as string];
    if (unclosed) return { message: unclosed, at: this.from };
    if (this.open.length || this.mode === 'slash') return { message: 'Unexpected token', at: this.text.length };
    return undefined;
  }
}

let last = new Scan();

/** The errors QuickParser gives without parsing. */
const QUICK = Symbol('quick');

/**
 * acorn with JSX, as micromark-extension-mdxjs makes it, whose parseExpressionAt fails at once where it must. Such a
 * try fails where acorn's would too, but with another message (acorn may parse an expression at the start of the text
 * and leave the rest): see readMdx.
 */
export class QuickParser extends JsxParser {
  static parseExpressionAt(input: string, pos: number, options: Options) {
    if (pos === 0) {
      if (!input.startsWith(last.text)) last = new Scan();
      last.extend(input);
      const hopeless = last.hopeless();
      if (hopeless) throw Object.assign(new SyntaxError(hopeless.message), { pos: hopeless.at, raisedAt: input.length, [QUICK]: true });
    }
    return super.parseExpressionAt(input, pos, options);
  }
}

const QUICK_MDX = mdxjs({ acorn: QuickParser as never });
const MDX = mdxjs();

/** A prop's value this long, on one line, is read apart (see readMdx). */
const LARGE = 2048;
const HOLDER = '__docgenLargeProp';
/** A holder as micromark gives a prop's value back: its number, then the spaces to the prop's length. */
const HELD = new RegExp(`^${HOLDER}(\\d+) *$`);

/** The large props' values of an MDX text: each one's offsets (after its `{`, at its `}`) and its expression, parsed. */
function largeProps(text: string): Array<{ start: number; end: number; expression: AcornNode }> {
  const found: Array<{ start: number; end: number; expression: AcornNode }> = [];
  const prop = /[\w$-]=\{/g;
  for (let m = prop.exec(text); m; m = prop.exec(text)) {
    const start = m.index + 3;
    const end = Scan.closing(text, start);
    if (end === undefined || end - start < LARGE) continue;
    prop.lastIndex = end;
    try {
      const expression = JsxParser.parseExpressionAt(text, start, { ecmaVersion: 2024, sourceType: 'module', locations: true, ranges: true });
      if (/^\s*$/.test(text.slice(expression.end, end))) found.push({ start, end, expression });
    } catch {
      // Not an expression: micromark's to read, and to say.
    }
  }
  return found;
}

/** An estree node's positions as micromark gives them: offsets, and the line and column with the offset. */
function placed(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(placed);
  if (!node || typeof node !== 'object') return;
  const n = node as { start?: number; end?: number; loc?: { start: { line: number; column: number }; end: { line: number; column: number } }; range?: number[] };
  if (typeof n.start === 'number' && typeof n.end === 'number' && n.loc) {
    n.loc = { start: { line: n.loc.start.line, column: n.loc.start.column, offset: n.start }, end: { line: n.loc.end.line, column: n.loc.end.column, offset: n.end } } as never;
    n.range = [n.start, n.end];
  }
  for (const [key, value] of Object.entries(n)) if (key !== 'loc' && key !== 'range') placed(value);
}

/**
 * An MDX text's tree, as micromark reads it with `extensions` and MDX's (expressions tried with QuickParser); where it
 * is not MDX because of an expression QuickParser answered last, read again with acorn alone, for acorn's own message.
 *
 * A large prop on one line (`responses={{…}}`), which is an expression, is read apart: micromark is given a name in its
 * place, spaces to its length (so that every other offset, line and column stays), and the prop then gets back its
 * text and its expression, placed as micromark places them. Where micromark does not read such a place as a prop's
 * value (the text of a code block, say), the text is read again as it is.
 */
export function readMdx(text: string, extensions: Extension[] = [], mdastExtensions: MdastExtension[] = []): Root {
  const large = largeProps(text);
  if (large.length) {
    let masked = '';
    let at = 0;
    large.forEach(({ start, end }, i) => {
      masked += text.slice(at, start) + `${HOLDER}${i}`.padEnd(end - start);
      at = end;
    });
    const tree = readMdxText(masked + text.slice(at), extensions, mdastExtensions);
    let restored = 0;
    visit(tree, (node) => {
      for (const attribute of ((node as { attributes?: unknown[] }).attributes ?? []) as Array<{ value?: { type?: string; value?: string; data?: { estree?: { body: Array<{ expression: unknown }> } } } }>) {
        const value = attribute.value;
        const i = value?.type === 'mdxJsxAttributeValueExpression' ? HELD.exec(value.value ?? '')?.[1] : undefined;
        const prop = i === undefined ? undefined : large[Number(i)];
        if (!prop || !value?.data?.estree) continue;
        placed(prop.expression);
        value.value = text.slice(prop.start, prop.end);
        value.data.estree.body[0].expression = prop.expression;
        restored++;
      }
    });
    if (restored === large.length) return tree;
  }
  return readMdxText(text, extensions, mdastExtensions);
}

function readMdxText(text: string, extensions: Extension[], mdastExtensions: MdastExtension[]): Root {
  try {
    return fromMarkdown(text, { extensions: [...extensions, QUICK_MDX], mdastExtensions: [...mdastExtensions, mdxMdast()] });
  } catch (error) {
    if (!(error as { cause?: Record<symbol, unknown> }).cause?.[QUICK]) throw error;
    return fromMarkdown(text, { extensions: [...extensions, MDX], mdastExtensions: [...mdastExtensions, mdxMdast()] });
  }
}
