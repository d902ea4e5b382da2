// Markdown escaping for text that comes from metadata: prose, inline code and YAML values.

/**
 * In prose: an existing backslash escape (`\[`) and an autolink (`<https://…>`) stay as they are;
 * `<`, `>` (HTML, blockquotes), `~` (strikethrough) and a lone backslash are escaped.
 */
const TOKEN = /\\[!-/:-@[-`{-~]|<https?:\/\/[^\s<>]+>|[<>~\\]/g;

/** Escapes prose so that `Vec<u8>` is text, not HTML. */
export function escapeText(text: string): string {
  return text.replace(TOKEN, (m) => (m.length > 1 ? m : `\\${m}`));
}

/** An inline code span holding `text` verbatim, whatever backticks it contains. */
export function codeSpan(text: string): string {
  const runs = text.match(/`+/g) ?? [];
  const longest = runs.reduce((n, r) => Math.max(n, r.length), 0);
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text.replace(/\n/g, ' ')}${pad}${fence}`;
}

/** A YAML scalar: a JSON string is valid YAML and needs no further quoting rules. */
export function yamlString(text: string): string {
  return JSON.stringify(text);
}
