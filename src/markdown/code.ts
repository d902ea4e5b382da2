// Fenced code -> highlighted HTML (Shiki, light and dark colours) with a title and a copy button.
import { createCssVariablesTheme, createHighlighter, type BundledLanguage, type Highlighter, type ThemedToken } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { escapeHtml } from '../html.js';
import type { Root } from 'mdast';
import { LANGS, loadPatternTable, regexConstructor, type PatternTable } from './patterns.js';
const ALIASES: Record<string, string> = {
  javascript: 'js',
  typescript: 'ts',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  md: 'markdown',
  yml: 'yaml',
  rs: 'rust',
  json5: 'json',
  jsonc: 'json'
};

let highlighter: Promise<Highlighter> | undefined;
let bare: Promise<Highlighter> | undefined;

/**
 * Token colours are CSS variables (`--shiki-token-keyword`...), turned into classes below, with a
 * light and a dark palette in the theme's CSS: each block is tokenized once, where a light and a
 * dark theme would tokenize it twice.
 */
const THEME = createCssVariablesTheme({ name: 'docgen', variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });

/**
 * Shiki's JavaScript regex engine starts about three times faster than Oniguruma (WASM) and
 * tokenizes these grammars about twice as fast; its patterns come converted from the table that
 * `npm install` made (see patterns.ts), or are converted here. `table` is for tests.
 */
export function regexEngine(table: PatternTable | undefined = loadPatternTable()) {
  return createJavaScriptRegexEngine({ forgiving: true, regexConstructor: regexConstructor(table) });
}

/** One highlighter per thread, created on first use. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [THEME], langs: LANGS, engine: regexEngine() });
  return highlighter;
}

/**
 * A highlighter with no language yet: `loadLanguages` adds those a page needs. Loading all of
 * them costs each thread about 0.25 s of CPU (vue, html and markdown embed several others).
 */
export function getBareHighlighter(): Promise<Highlighter> {
  bare ??= createHighlighter({ themes: [THEME], langs: [], engine: regexEngine() });
  return bare;
}

/** The highlighted languages (after aliases) of the tree's code blocks. */
export function codeLanguages(tree: Root): Set<string> {
  const ids = new Set<string>();
  const walk = (node: { type: string; lang?: string | null; children?: unknown[] }) => {
    const id = node.type === 'code' ? shikiLanguage(node.lang) : undefined;
    if (id) ids.add(id);
    for (const child of (node.children ?? []) as Array<typeof node>) walk(child);
  };
  walk(tree);
  return ids;
}

/** Loads those of `ids` that `h` lacks. */
export async function loadLanguages(h: Highlighter, ids: Set<string>): Promise<void> {
  const loaded = new Set(h.getLoadedLanguages());
  const missing = [...ids].filter((id) => !loaded.has(id));
  if (missing.length) await h.loadLanguage(...(missing as BundledLanguage[]));
}

const languageId = (lang: string) => ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();

/** Reads `title="..."` from a fence's meta string. */
export function metaTitle(meta: string | null | undefined): string | undefined {
  return meta ? /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta)?.slice(1).find((x) => x !== undefined) : undefined;
}

/** The Shiki language a fence's language stands for, or undefined when the block is shown as plain text. */
export function shikiLanguage(lang: string | null | undefined): string | undefined {
  const id = lang ? languageId(lang) : '';
  return LANGS.includes(id) ? id : undefined;
}

/** Highlights one block whose language is a `shikiLanguage` id: the `<pre>` element. */
export type HighlightBlock = (code: string, lang: string) => string;

/** A code block's `<pre>`: highlighted when Shiki knows its language, else escaped. */
export function highlight(h: Highlighter, code: string, lang: string | null | undefined): string {
  const id = shikiLanguage(lang);
  return id ? shikiHtml(h, code, id) : plainPre(code);
}

// tabindex: a block wider than the column scrolls sideways, and keyboard readers must reach it.
const plainPre = (code: string) => `<pre class="shiki" tabindex="0"><code>${escapeHtml(code)}</code></pre>`;

/** `lang`: a `shikiLanguage` id, loaded in `h`. */
export function shikiHtml(h: Highlighter, code: string, lang: string): string {
  // Tokens to HTML by hand: about 40% cheaper than codeToHtml's detour through a hast tree.
  // No time limit per line: Shiki's default (500 ms) leaves the rest of a line unhighlighted when
  // the machine is busy or a rule's regex is being compiled, so the output depended on the load.
  const { tokens } = h.codeToTokens(code.replace(/\n$/, ''), { lang: lang as BundledLanguage, theme: 'docgen', tokenizeTimeLimit: 0 });
  const lines = tokens.map((line) => `<span class="line">${line.map(span).join('')}</span>`).join('\n');
  return `<pre class="shiki" tabindex="0"><code>${lines}</code></pre>`;
}

/** Highlights blocks of `[code, lang]` (`shikiLanguage` ids), loading their languages first. */
export async function highlightAll(h: Highlighter, blocks: Array<[string, string]>): Promise<string[]> {
  await loadLanguages(h, new Set(blocks.map(([, lang]) => lang)));
  return blocks.map(([code, lang]) => shikiHtml(h, code, lang));
}

/** `var(--shiki-token-keyword)` -> class `sh-keyword`; the plain foreground needs no span. */
function span(token: ThemedToken): string {
  const text = escapeHtml(token.content);
  const kind = /^var\(--shiki-(?:token-)?([a-z-]+)\)$/.exec(token.color ?? '')?.[1];
  const classes = [kind && kind !== 'foreground' ? `sh-${kind}` : '', token.fontStyle && token.fontStyle & 1 ? 'sh-italic' : ''].filter(Boolean);
  return classes.length && token.content.trim() ? `<span class="${classes.join(' ')}">${text}</span>` : text;
}

/** Replaces every code node with the block's final HTML; `highlightBlock` makes the `<pre>` of those Shiki knows. */
export function transformCode(tree: Root, highlightBlock: HighlightBlock): void {
  const walk = (node: { type: string; children?: unknown[] }) => {
    const children = (node.children ?? []) as Array<{ type: string; lang?: string | null; meta?: string | null; value?: string; children?: unknown[] }>;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child.type === 'code') {
        const title = metaTitle(child.meta);
        const lang = child.lang ? ` data-lang="${escapeHtml(child.lang)}"` : '';
        const id = shikiLanguage(child.lang);
        const html =
          `<div class="code-block"${lang}>` +
          (title ? `<div class="code-title">${escapeHtml(title)}</div>` : '') +
          `<button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button>` +
          (id ? highlightBlock(child.value ?? '', id) : plainPre(child.value ?? '')) +
          `</div>`;
        children[i] = { type: 'html', value: html };
      } else if (child.children) walk(child);
    }
  };
  walk(tree as unknown as { type: string; children?: unknown[] });
}
