// Markdown escaping for text that comes from metadata: prose, inline code and YAML values.

/** Characters that would start HTML, strikethrough or a blockquote in prose. */
const SPECIAL = /[<>~\\]/g;
const AUTOLINK = /^<(https?:\/\/[^\s<>]+)>/;

/** Escapes prose so that `Vec<u8>` is text, not HTML; keeps `<https://…>` autolinks. */
export function escapeText(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const i = rest.search(/</);
    if (i < 0) break;
    out += escapePlain(rest.slice(0, i));
    const m = AUTOLINK.exec(rest.slice(i));
    if (m) {
      out += m[0];
      rest = rest.slice(i + m[0].length);
    } else {
      out += '\\<';
      rest = rest.slice(i + 1);
    }
  }
  return out + escapePlain(rest);
}

function escapePlain(text: string): string {
  return text.replace(SPECIAL, (c) => `\\${c}`);
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
