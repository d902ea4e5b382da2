// Fenced code -> highlighted HTML (Shiki, light and dark colours) with a title and a copy button.
import { createHighlighter, type Highlighter } from 'shiki';
import type { Root } from 'mdast';

const LANGS = ['js', 'ts', 'tsx', 'jsx', 'json', 'bash', 'rust', 'toml', 'yaml', 'html', 'vue', 'diff', 'css', 'markdown'];
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

/** One highlighter per thread, created on first use (about 200 ms). */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: ['github-light', 'github-dark'], langs: LANGS });
  return highlighter;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Reads `title="..."` from a fence's meta string. */
export function metaTitle(meta: string | null | undefined): string | undefined {
  return meta ? /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta)?.slice(1).find((x) => x !== undefined) : undefined;
}

export function highlight(h: Highlighter, code: string, lang: string | null | undefined): string {
  const id = lang ? (ALIASES[lang.toLowerCase()] ?? lang.toLowerCase()) : '';
  if (LANGS.includes(id)) {
    return h.codeToHtml(code, { lang: id, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'light' });
  }
  return `<pre class="shiki"><code>${escapeHtml(code)}</code></pre>`;
}

/** Replaces every code node with the block's final HTML. */
export function transformCode(tree: Root, h: Highlighter): void {
  const walk = (node: { type: string; children?: unknown[] }) => {
    const children = (node.children ?? []) as Array<{ type: string; lang?: string | null; meta?: string | null; value?: string; children?: unknown[] }>;
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child.type === 'code') {
        const title = metaTitle(child.meta);
        const lang = child.lang ? ` data-lang="${escapeHtml(child.lang)}"` : '';
        const html =
          `<div class="code-block"${lang}>` +
          (title ? `<div class="code-title">${escapeHtml(title)}</div>` : '') +
          `<button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button>` +
          highlight(h, child.value ?? '', child.lang) +
          `</div>`;
        children[i] = { type: 'html', value: html };
      } else if (child.children) walk(child);
    }
  };
  walk(tree as unknown as { type: string; children?: unknown[] });
}
