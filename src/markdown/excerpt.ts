// A page's first paragraph as plain text: its description when the frontmatter gives none, as Docusaurus does.

/**
 * The first paragraph of the body (the text after the frontmatter) as one line of plain text, or undefined when it has
 * none. As Docusaurus's excerpt: the title (`# h1`, or a setext `===` one) is not text; imports and exports, code
 * blocks, HTML and JSX tags, admonition fences, emoji names and `{#ids}` are skipped; a leading `## h2` gives its
 * words. Links and images leave their text, emphasis and code their content. Where Docusaurus reads one line, this reads
 * the paragraph's lines to its end (a wrapped paragraph is not cut at its first line break), and skips a tag's
 * attributes on lines of their own and MDX comments, which Docusaurus would show.
 */
export function excerptOf(body: string): string | undefined {
  const lines = body.trimStart().replace(/^[^\r\n]*\r?\n=+[ \t]*(?=\r?\n|$)/, '').split(/\r?\n/);
  let fence = '';
  let inImport = false;
  let inTag = false;
  let inComment = false;
  const words: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (fence) {
      const close = /^(`{3,}|~{3,})\s*$/.exec(trimmed)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = '';
      continue;
    }
    if (inComment) {
      if (trimmed.includes('*/}')) inComment = false;
      continue;
    }
    if (inTag) {
      // An element's attributes written a line each (`<iframe\n  width="760"\n/>`) end at the line with its `>`.
      if (/>\s*$/.test(trimmed) || /^\/?>/.test(trimmed)) inTag = false;
      continue;
    }
    if (!trimmed) {
      inImport = false;
      if (words.length) break;
      continue;
    }
    if (inImport) continue;
    const open = /^(`{3,}|~{3,})/.exec(trimmed);
    if (open) {
      if (words.length) break;
      fence = open[1]!;
      continue;
    }
    if (/^(?:import|export)\s/.test(line)) {
      if (words.length) break;
      inImport = true;
      continue;
    }
    if (trimmed.startsWith('{/*')) {
      if (!trimmed.includes('*/}')) inComment = true;
      continue;
    }
    // A tag left open at the line's end: its attributes follow on lines of their own.
    if (/^<[A-Za-z][\w.:-]*(\s[^>]*)?$/.test(trimmed)) {
      inTag = true;
      continue;
    }
    // A new block ends the paragraph being read; a table is not a description.
    if (words.length && /^(#{1,6}\s|:::|<|[-*+]\s|\d+[.)]\s|>|\|)/.test(trimmed)) break;
    if (trimmed.startsWith('|')) continue;
    const text = blockText(trimmed);
    if (text) words.push(text);
    // A heading is a paragraph of its own line.
    if (words.length && /^#{2,6}\s/.test(trimmed)) break;
  }
  return words.length ? inline(words.join(' ')) : undefined;
}

/** One line of markdown without its block's marks (empty when it holds no words: a title, a tag, an admonition fence). */
function blockText(line: string): string {
  const text = line
    .replace(/<[^>]*>/g, '')
    .replace(/\{\/\*.*?\*\/\}/g, '')
    // The title is not text; another heading's words are.
    .replace(/^#(?!#)\s.*$/, '')
    .replace(/^#{2,6}\s+(.*?)(?:\s+#+)?\s*$/, '$1')
    .replace(/^\s{0,3}>\s?/, '')
    .replace(/^(?:[-*+]|\d+[.)])\s+/, '')
    .replace(/^:::.*/, '')
    .replace(/\{#[^{}\n]+\}\s*$/, '')
    .trim();
  return inline(text) ? text : '';
}

/** A paragraph's inline markdown as plain text: links and images their text, emphasis and code their content. */
function inline(text: string): string {
  // An escaped character is itself (`polkadot\\{.js\\}` in MDX), and marks nothing: set aside until the end.
  const escaped: string[] = [];
  return text
    .replace(/\\([!-/:-@[-`{-~])/g, (_, c: string) => `\uE000${escaped.push(c) - 1}\uE001`)
    .replace(/<[^>]*>/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/\[\^[^\]]+\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/`+([^`]+?)`+/g, '$1')
    .replace(/(\*{1,3})(\S(?:.*?\S)?)\1/g, '$2')
    // Underscores mark emphasis at word edges only: snake_case names keep theirs.
    .replace(/(^|\W)(_{1,3})(\S(?:.*?\S)?)\2(?!\w)/g, '$1$3')
    .replace(/~~(\S(?:.*?\S)?)~~/g, '$1')
    .replace(/(^|\s):[a-z0-9_+-]+:(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/\uE000(\d+)\uE001/g, (_, i: string) => escaped[Number(i)]!)
    .trim();
}
