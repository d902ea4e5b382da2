// A page written for MDX 1 (Docusaurus 2) + the error MDX 3 stops at -> the text mended where MDX 1 read it otherwise.
//
// MDX 1 took a `<` as a tag only where it started one (`0 <= x`, `Map<K, V>`, `<RSS_HOME>` are text), a `{` in prose as a
// character, and a tag on a line of its own whatever its indent (a `</TabItem>` indented below a list closes the tab,
// where MDX 3 reads it inside the list's last item), a line of tags and words (`<details><summary>Title</summary>`)
// as a block, and any statement among its imports as the module's code. Each mend changes one place and keeps the lines.

/**
 * The lines of a fenced code block that opens and closes indented (in a list item) padded to that indent where they
 * have less: MDX 1's markdown parser (remark-parse 8) kept them in the item, where CommonMark ends the item, and the
 * block, at the first such line (LitmusChaos's `helm install` commands pasted at the start of the line). At the top
 * level the padding changes nothing: CommonMark takes up to the fence's indent off each line. Lines keep their numbers.
 */
export function withListFencesIndented(text: string): string {
  if (!/^ +(`{3,}|~{3,})/m.test(text)) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)(`{3,}|~{3,})/.exec(lines[i]);
    if (!open) continue;
    const [, indent, run] = open;
    const close = new RegExp(`^( *)${run[0]}{${run.length},}[ \\t]*\\r?$`);
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j])) j++;
    if (j < lines.length && indent && close.exec(lines[j])![1] === indent) {
      for (let k = i + 1; k < j; k++) {
        const own = /^ */.exec(lines[k])![0].length;
        if (own < indent.length && lines[k].trim()) [lines[k], changed] = [indent + lines[k].slice(own), true];
      }
    }
    i = j;
  }
  return changed ? lines.join('\n') : text;
}

/** What MDX's parse throws: the rule, the package that reports it, where, and why. */
export interface MdxError {
  reason?: string;
  ruleId?: string;
  source?: string;
  place?: { offset?: number; start?: { offset?: number } };
}

/** The text with the place `error` points at mended as MDX 1 read it, or undefined where there is nothing to mend. */
export function mendForMdx1(text: string, error: unknown): string | undefined {
  const e = error as MdxError;
  const place = e.place?.start?.offset ?? e.place?.offset;
  if (place === undefined) return undefined;
  if (e.source === 'micromark-extension-mdx-jsx' && (e.ruleId === 'unexpected-character' || e.ruleId === 'unexpected-eof')) return escapeBefore(text, place, '<');
  // `unexpected-lazy`: an expression left open across the lines of a block quote (RocketMQ's `>{"status":200,…}`).
  if (e.source === 'micromark-extension-mdx-expression' && (e.ruleId === 'acorn' || e.ruleId === 'unexpected-eof' || e.ruleId === 'unexpected-lazy')) return escapeBefore(text, place, '{');
  // A declaration among the imports (Riverpod's `const RED_STYLE = {…}`): MDX 1 took the block as the module's code,
  // MDX 3 takes import and export statements only; exported, it is the page's own as it was.
  if (e.ruleId === 'non-esm' && /^Unexpected `(?:Variable|Function|Class)Declaration`/.test(e.reason ?? '')) return `${text.slice(0, place)}export ${text.slice(place)}`;
  if (e.ruleId === 'end-tag-mismatch') {
    // The closing tag that MDX 3 found inside a list item, or the opening one whose element a list item ended.
    const opener = /^Expected a closing tag for `<[^`]*>` \((\d+):(\d+)/.exec(e.reason ?? '');
    const at = opener ? offsetOf(text, Number(opener[1]), Number(opener[2])) : place;
    // A name MDX 1 took for no tag's (its tags' names were letters, digits, `.` and `-`): a placeholder such as
    // Uniffle's `<RSS_HOME>/conf`, which it showed as it is written.
    if (opener && /^<[A-Za-z0-9.-]*[^A-Za-z0-9.\s>/-]/.test(text.slice(at))) return `${text.slice(0, at)}\\${text.slice(at)}`;
    return mendLine(text, at, (line) => dedentTagLine(line) ?? textAsExpressions(line));
  }
  return undefined;
}

/**
 * The text with a `\` before the last unescaped `char` at or before `offset`: MDX reads it as the character. A `char`
 * after an escaped backslash (`\\<`, Olympus's generated `Module \\<\\> Policy`) is unescaped: an odd run of
 * backslashes escapes it, an even one does not.
 */
function escapeBefore(text: string, offset: number, char: string): string | undefined {
  for (let i = Math.min(offset, text.length - 1); i >= 0; i--) {
    if (text[i] !== char) continue;
    let slashes = 0;
    while (text[i - 1 - slashes] === '\\') slashes++;
    if (slashes % 2 === 0) return `${text.slice(0, i)}\\${text.slice(i)}`;
  }
  return undefined;
}

/** The text with the line at `offset` changed by `mend`; undefined where `mend` leaves it as it is. */
function mendLine(text: string, offset: number, mend: (line: string) => string | undefined): string | undefined {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  const line = text.slice(start, end < 0 ? text.length : end);
  const mended = mend(line);
  return mended === undefined || mended === line ? undefined : text.slice(0, start) + mended + text.slice(start + line.length);
}

/** The line without its indent, when it holds one tag and nothing else. */
function dedentTagLine(line: string): string | undefined {
  return /^[ \t]+<\/?[A-Za-z][^<>]*>\s*$/.test(line) ? line.trimStart() : undefined;
}

/**
 * The line with the words between its tags written as strings (`<details><summary>{"Title"}</summary>`), when it starts
 * with a tag and holds tags and plain words only. MDX 1 read such a line as a block of JSX, its
 * element closed by a tag lines below (`</details>` after the markdown it holds); MDX 3 reads a tag followed by words as
 * part of a paragraph, whose end the element cannot outlast. Tags and expressions only, the line is a block again. A
 * tag's attributes may be expressions (`style={{"marginBottom":"1rem"}}`, the OpenAPI plugin's pages of Docusaurus 2).
 */
function textAsExpressions(line: string): string | undefined {
  // A closing tag first at the line's start too (`</div><div><TabItem …>`); one indented is dedentTagLine's.
  if (!/^(?:[ \t]*<|<\/)[A-Za-z]/.test(line)) return undefined;
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (line[i] === '<') {
      const end = tagEnd(line, i);
      if (end < 0) return undefined;
      out += line.slice(i, end);
      i = end;
      continue;
    }
    const next = line.indexOf('<', i);
    const words = line.slice(i, next < 0 ? line.length : next);
    if (/[<>{}&]/.test(words)) return undefined;
    out += words.trim() ? `{${JSON.stringify(words)}}` : words;
    i = next < 0 ? line.length : next;
  }
  return out;
}

/**
 * The offset after the tag that starts at `start` (`<x a="1" b={{"c":"}"}}>`, `</x>`), or -1 where none ends on the
 * line. Quotes and braces are followed (a `>` in a string or an expression is not the tag's end); one step a character.
 */
function tagEnd(line: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let i = start + 1; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && depth > 0) i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || (c === '`' && depth > 0)) quote = c;
    else if (c === '{') depth++;
    else if (c === '}') {
      if (--depth < 0) return -1;
    } else if (depth === 0 && c === '<') return -1;
    else if (depth === 0 && c === '>') return i + 1;
  }
  return -1;
}

/** The offset of a 1-based line and column. */
function offsetOf(text: string, line: number, column: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) at = text.indexOf('\n', at) + 1;
  return at + column - 1;
}

/**
 * An error MDX reports in the fast path's text (simple.ts: plain blocks blanked, blank lines squeezed) placed in the
 * file's text: its offset, and the line numbers its reason names. The lines micromark is given are the file's own, so a
 * line number maps and a column stays.
 */
export function errorInFile(error: unknown, blanked: { text: string; lineOf: number[]; source: string }): MdxError {
  const e = error as MdxError;
  const line = (n: number) => blanked.lineOf[Math.min(n, blanked.lineOf.length) - 1];
  const at = e.place?.start?.offset ?? e.place?.offset;
  let offset: number | undefined;
  if (at !== undefined) {
    const before = blanked.text.slice(0, at);
    offset = Math.min(offsetOf(blanked.source, line(before.split('\n').length), at - before.lastIndexOf('\n')), blanked.source.length);
  }
  const reason = e.reason?.replace(/\(\d+:\d+(?:-\d+:\d+)?\)/g, (place) => place.replace(/(\d+):/g, (_, l: string) => `${line(Number(l))}:`));
  return { reason, ruleId: e.ruleId, source: e.source, ...(offset !== undefined ? { place: { offset } } : {}) };
}
