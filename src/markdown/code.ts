// Fenced code -> highlighted HTML (Shiki, light and dark colours) with a title, highlighted lines, line numbers and a copy button.
import { createCssVariablesTheme, createHighlighter, type BundledLanguage, type Highlighter, type ThemedToken } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { escapeHtml } from '../html.js';
import type { Root } from 'mdast';
import type { Root as HastRoot, Parents as HastParent } from 'hast';
import type { Diagnostic, MagicComment, MarkdownOptions } from '../types.js';
import { addLanguageTables, LANGS, loadPatternTable, regexConstructor, type PatternTable } from './patterns.js';
import { isSpecialLanguage, resolveLanguage } from './languages.js';
import { DEFAULT_MAGIC_COMMENTS } from './magic-comments.js';
import { prepareBlock, type CodeBlock, type PreparedBlock } from './code-block.js';
import { preHtml } from './code-lines.js';
import { labelMark } from '../i18n/marks.js';
import { runWithin, TimeLimitError } from './timed.js';
import { prismHtml } from './prism.js';

export type { CodeBlock } from './code-block.js';

let highlighter: Promise<Highlighter> | undefined;
let bare: Promise<Highlighter> | undefined;

/**
 * Token colours are CSS variables (`--shiki-token-keyword`...), turned into classes below, with a
 * light and a dark palette in the theme's CSS: each block is tokenized once, where a light and a
 * dark theme would tokenize it twice. One theme object per highlighter: Shiki changes the object it
 * is given, and a second highlighter of the thread on the same object coloured no ANSI code.
 */
const theme = () => createCssVariablesTheme({ name: 'docgen', variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });

/**
 * Shiki's JavaScript regex engine starts about three times faster than Oniguruma (WASM) and
 * tokenizes these grammars about twice as fast; its patterns come converted from the table that
 * `npm install` made (see patterns.ts), or are converted here. `table` is for tests.
 */
export function regexEngine(table: PatternTable | undefined = threadTable()) {
  return createJavaScriptRegexEngine({ forgiving: true, regexConstructor: regexConstructor(table) });
}

/** The thread's pattern table: read once, other languages' tables added to it as they load (loadLanguages). */
let threadPatterns: PatternTable | undefined | null = null;
const threadTable = () => (threadPatterns === null ? (threadPatterns = loadPatternTable()) : threadPatterns);

/** One highlighter per thread with the common languages loaded (tests). */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [theme()], langs: LANGS, engine: regexEngine() });
  return highlighter;
}

/**
 * A highlighter with no language yet: `loadLanguages` adds those a page needs, so a build loads
 * only the grammars its pages use. Loading the common ones alone costs each thread about 0.25 s of
 * CPU (vue, html and markdown embed several others); all of Shiki's would cost far more.
 */
export function getBareHighlighter(): Promise<Highlighter> {
  bare ??= createBareHighlighter();
  return bare;
}

/** A new highlighter with no language yet, not the thread's (tests that watch which languages get loaded). */
export const createBareHighlighter = (): Promise<Highlighter> => createHighlighter({ themes: [theme()], langs: [], engine: regexEngine() });

/** The Shiki languages (grammar ids) of the tree's code blocks (`defaultLanguage`: a fence's that names none). */
export function codeLanguages(tree: Root, defaultLanguage?: string): Set<string> {
  const ids = new Set<string>();
  const walk = (node: { type: string; lang?: string | null; children?: unknown[] }) => {
    const id = node.type === 'code' ? shikiLanguage(node.lang || defaultLanguage) : undefined;
    if (id) ids.add(id);
    for (const child of (node.children ?? []) as Array<typeof node>) walk(child);
  };
  walk(tree);
  return ids;
}

/** Loads those of `ids` that `h` lacks. */
export async function loadLanguages(h: Highlighter, ids: Set<string>): Promise<void> {
  const loaded = new Set(h.getLoadedLanguages());
  const missing = [...ids].filter((id) => !loaded.has(id) && !isSpecialLanguage(id));
  const own = threadTable();
  if (own && missing.length) addLanguageTables(own, missing);
  if (missing.length) await h.loadLanguage(...(missing as BundledLanguage[]));
}

/** The Shiki language a fence's language stands for, or undefined when the block is shown as plain text. */
export function shikiLanguage(lang: string | null | undefined): string | undefined {
  const found = resolveLanguage(lang);
  return found.kind === 'shiki' ? found.id : undefined;
}

/** Highlights one block whose `lang` is a `shikiLanguage` id: the `<pre>` element. */
export type HighlightBlock = (block: CodeBlock) => string;

/**
 * A component's code block (the theme's CodeBlock given a string): its `<pre>` as a fence of its language and meta
 * string is drawn, the site's magic comments (`magicComments`) read.
 */
export async function codeHtml(h: Highlighter, { lang, code, meta }: { lang: string; code: string; meta?: string }, magicComments: MagicComment[]): Promise<string> {
  const { block } = prepareBlock({ lang, meta, value: code, magicComments });
  return block.lang ? withOniguruma(() => shikiHtml(h, block)) : plainHtml(block);
}

/** The `<pre>` of a block shown as plain text. */
function plainHtml(block: CodeBlock): string {
  const decorated = block.start !== undefined || block.lines !== undefined;
  return preHtml((decorated ? block.code.replace(/\n$/, '') : block.code).split('\n').map(escapeHtml), block, { plain: true });
}

/**
 * Each line's HTML of code highlighted in this thread, by language and code. Versions and translations
 * of a page repeat most of its code blocks (Jest's site: 409 KB of code in its distinct pages, 201 KB
 * of it distinct), and highlighting is most of a parse. Emptied when it holds more than MEMO_CHARS.
 */
const memo = new Map<string, string[]>();
const MEMO_CHARS = 4 * 1024 * 1024;
let memoChars = 0;

/**
 * How long one block's tokens may take in the JavaScript engine before the block is tokenized by Oniguruma instead: far
 * above any real block's time (milliseconds), far below a regex that backtracks without end. A converted pattern can
 * backtrack for hours where Oniguruma gives up the match after its retry limit: Go's struct-field rule on a field comment
 * holding `{}` (Fiber's docs). Either engine gives the same tokens where both finish, so the output does not depend on
 * the machine's speed, and a block that runs past this on a busy machine is only tokenized again. Each thread spends
 * this much on such a block once (5 s before: 10 s of the test suite's CPU for one block in two threads).
 */
const BLOCK_LIMIT_MS = 1_000;

/** Blocks (language and code) the JavaScript engine ran out of time on, in this thread. */
const slowBlocks = new Set<string>();

/** Thrown by shikiHtml for a block that needs Oniguruma before it is loaded: `withOniguruma` loads it, then try again. */
export class NeedsOniguruma extends Error {
  constructor(readonly lang: string) {
    super(`highlighting a ${lang} block needs the Oniguruma engine loaded`);
  }
}

/** This thread's Oniguruma highlighter, made when a block first needs it, and its languages loaded so far. */
let oniguruma: Highlighter | undefined;

/** Loads Oniguruma and the language, then runs `work` again; for an async caller of shikiHtml. */
export async function withOniguruma<T>(work: () => T | Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await work();
    } catch (error) {
      // Asked again for a language already loaded (an id Oniguruma's highlighter lists otherwise): no loop.
      if (!(error instanceof NeedsOniguruma) || oniguruma?.getLoadedLanguages().includes(error.lang)) throw error;
      const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
      oniguruma ??= await createHighlighter({ themes: [theme()], langs: [], engine: createOnigurumaEngine(import('shiki/wasm')) });
      await oniguruma.loadLanguage(error.lang as BundledLanguage);
    }
  }
}

/**
 * The tokens of `code`, by the JavaScript engine, or by Oniguruma where the first runs out of time (BLOCK_LIMIT_MS).
 * `limited` false: the JavaScript engine takes the time it needs (unless Oniguruma has the block already), for a
 * synchronous caller that cannot load Oniguruma (parseDoc): its output must not depend on the machine's speed.
 */
function tokensOf(h: Highlighter, code: string, lang: string, key: string, limited: boolean): ThemedToken[][] {
  // No time limit per line: Shiki's default (500 ms) leaves the rest of a line unhighlighted when
  // the machine is busy or a rule's regex is being compiled, so the output depended on the load.
  const options = { lang: lang as BundledLanguage, theme: 'docgen', tokenizeTimeLimit: 0 };
  const onig = () => oniguruma?.getLoadedLanguages().includes(lang);
  if (!limited && !(slowBlocks.has(key) && onig())) return h.codeToTokens(code, options).tokens;
  if (!slowBlocks.has(key)) {
    try {
      return runWithin(BLOCK_LIMIT_MS, () => h.codeToTokens(code, options).tokens);
    } catch (error) {
      if (!(error instanceof TimeLimitError)) throw error;
      slowBlocks.add(key);
    }
  }
  if (!onig()) throw new NeedsOniguruma(lang);
  return oniguruma!.codeToTokens(code, options).tokens;
}

/** `block.lang`: a `shikiLanguage` id, loaded in `h`. */
export function shikiHtml(h: Highlighter, block: CodeBlock, limited = true): string {
  const code = block.code.replace(/\n$/, '');
  const key = `${block.lang}\0${code}`;
  let lines = memo.get(key);
  if (!lines) {
    // Tokens to HTML by hand: about 40% cheaper than codeToHtml's detour through a hast tree.
    lines = tokensOf(h, code, block.lang!, key, limited).map((line) => line.map(span).join(''));
    if ((memoChars += code.length) > MEMO_CHARS) {
      memo.clear();
      memoChars = code.length;
    }
    memo.set(key, lines);
  }
  return preHtml(lines, block);
}

/** Highlights blocks (each with a `shikiLanguage` id as its lang), loading their languages first. */
export async function highlightAll(h: Highlighter, blocks: CodeBlock[]): Promise<string[]> {
  await loadLanguages(h, new Set(blocks.map((b) => b.lang!)));
  const html: string[] = [];
  for (const b of blocks) html.push(await withOniguruma(() => shikiHtml(h, b)));
  return html;
}

/** `var(--shiki-token-keyword)` -> class `sh-keyword`; the plain foreground needs no span. */
function span(token: ThemedToken): string {
  const text = escapeHtml(token.content);
  const kind = /^var\(--shiki-(?:token-)?([a-z-]+)\)$/.exec(token.color ?? '')?.[1];
  const classes = [kind && kind !== 'foreground' ? `sh-${kind}` : '', token.fontStyle && token.fontStyle & 1 ? 'sh-italic' : ''].filter(Boolean);
  return classes.length && token.content.trim() ? `<span class="${classes.join(' ')}">${text}</span>` : text;
}

type CodeNode = { type: string; lang?: string | null; meta?: string | null; value?: string; position?: { start: { line: number; column: number } }; children?: unknown[] };

/** The tree's code nodes, wherever they sit. */
function codeNodes(tree: Root): CodeNode[] {
  const found: CodeNode[] = [];
  const walk = (node: CodeNode) => {
    for (const child of (node.children ?? []) as CodeNode[]) {
      if (child.type === 'code') found.push(child);
      else if (child.children) walk(child);
    }
  };
  walk(tree as unknown as CodeNode);
  return found;
}

/** Code nodes read by prepareCode: what transformCode renders. */
export type PreparedCode = Map<object, PreparedBlock>;

/**
 * Reads every code block's fence (see prepareBlock) and leaves in its node the text a reader sees,
 * without magic comments, so search indexes that text. Returns the blocks and the warnings about
 * them (unknown languages, unpaired magic comments …), at their lines in `file`.
 */
export function prepareCode(tree: Root, { file, options }: { file: string; options?: MarkdownOptions }): { blocks: PreparedCode; diagnostics: Diagnostic[] } {
  const magicComments = options?.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  const blocks: PreparedCode = new Map();
  const diagnostics: Diagnostic[] = [];
  for (const node of codeNodes(tree)) {
    const at = node.position?.start ?? { line: 1, column: 1 };
    if (!node.lang && options?.defaultCodeLanguage) node.lang = options.defaultCodeLanguage;
    const prepared = prepareBlock({ lang: node.lang, meta: node.meta, value: node.value ?? '', magicComments, prism: options?.prism?.languages });
    for (const p of prepared.problems) diagnostics.push({ file, line: at.line + p.line, column: p.line ? 1 : at.column, severity: 'warning', message: p.message, hint: p.hint });
    node.value = prepared.block.code;
    blocks.set(node, prepared);
  }
  return { blocks, diagnostics };
}

/** The attribute of a code block's wrapper left for the site's rehype plugins (see transformCode): its place in the list. */
const PENDING = 'dataDocgenCode';

/** A code block left for the site's rehype plugins: docgen's HTML for it, and its frame and text, to tell whether one rewrote it. */
export interface PendingCode {
  /** Made only for a block no plugin rewrote: with a Shiki plugin of the site's, docgen's own highlighting is not done. */
  html: () => string;
  frame: string;
  value: string;
}

/**
 * Replaces every code node with the block's final HTML; `highlightBlock` makes the `<pre>` of those Shiki knows.
 * With `pending` (the page has rehype plugins of the site's), each block is left as the `pre > code.language-x` (the
 * meta in `data.meta`) that the plugins look for, in docgen's frame (settleCode: docgen's block, or the plugin's).
 */
export function transformCode(tree: Root, highlightBlock: HighlightBlock, prepared?: PreparedCode, pending?: PendingCode[]): void {
  const walk = (node: CodeNode) => {
    const children = (node.children ?? []) as CodeNode[];
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child.type !== 'code') {
        if (child.children) walk(child);
        continue;
      }
      const { block, title } = prepared?.get(child) ?? prepareBlock({ lang: child.lang, meta: child.meta, value: child.value ?? '', magicComments: DEFAULT_MAGIC_COMMENTS });
      const lang = child.lang ? ` data-lang="${escapeHtml(child.lang)}"` : '';
      const frame =
        (title ? `<div class="code-title">${escapeHtml(title)}</div>` : '') +
        `<button type="button" class="copy-button" aria-label="${labelMark('theme.CodeBlock.copyButtonAriaLabel')}">${labelMark('theme.CodeBlock.copy')}</button>` +
        `<button type="button" class="wrap-button" aria-pressed="false" aria-label="${labelMark('theme.CodeBlock.wordWrapToggle')}" title="${labelMark('theme.CodeBlock.wordWrapToggle')}"></button>`;
      const html = () => `<div class="code-block"${lang}>${frame}${block.prism ? prismHtml(block) : block.lang ? highlightBlock(block) : plainHtml(block)}</div>`;
      if (!pending) {
        children[i] = { type: 'html', value: html() };
        continue;
      }
      const value = `${child.value ?? ''}\n`;
      const code = { type: 'element', tagName: 'code', properties: child.lang ? { className: [`language-${child.lang}`] } : {}, ...(child.meta ? { data: { meta: child.meta } } : {}), children: [{ type: 'text', value }] };
      const pre = { type: 'element', tagName: 'pre', properties: {}, children: [code] };
      children[i] = { type: 'docgenCode', data: { hName: 'div', hProperties: { className: ['code-block'], ...(child.lang ? { dataLang: child.lang } : {}), [PENDING]: pending.push({ html, frame, value }) - 1 }, hChildren: [pre] } } as unknown as CodeNode;
    }
  };
  walk(tree as unknown as CodeNode);
}

/**
 * After the site's rehype plugins: each block transformCode left for them is docgen's where none rewrote it, else what
 * a plugin made of it (a Shiki or Pretty Code highlighter's `<pre>`, its colours its own) in docgen's frame, its title
 * and copy button.
 */
export function settleCode(tree: HastRoot, pending: PendingCode[]): void {
  const walk = (node: HastParent) => {
    for (const [i, child] of node.children.entries()) {
      if (child.type !== 'element') continue;
      const at = child.properties[PENDING];
      if (at === undefined) {
        walk(child);
        continue;
      }
      const { html, frame, value } = pending[Number(at)];
      const [pre] = child.children;
      const text = child.children.length === 1 && pre.type === 'element' && pre.tagName === 'pre' && pre.children.length === 1 && pre.children[0].type === 'element' ? pre.children[0].children : [];
      if (text.length === 1 && text[0].type === 'text' && text[0].value === value) {
        node.children[i] = { type: 'raw', value: html() };
        continue;
      }
      delete child.properties[PENDING];
      child.children.unshift({ type: 'raw', value: frame });
    }
  };
  walk(tree);
}
