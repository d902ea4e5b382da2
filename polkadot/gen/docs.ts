// Rustdoc markdown from the metadata -> site markdown: headings become bold paragraphs, code blocks
// are fenced as rust/text, prose is escaped and rustdoc links are converted (see rustdoc.ts).
import { escapeText } from './escape.js';
import { type LinkContext, rustdocLinkAt } from './rustdoc.js';

/** Code block attributes rustdoc treats as Rust code. */
const RUST_ATTRS = new Set(['rust', 'ignore', 'no_run', 'nocompile', 'compile_fail', 'should_panic', 'test_harness', 'edition2015', 'edition2018', 'edition2021', 'edition2024']);

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^`]*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S+.*$/;

/** The fence language for a rustdoc info string: never js/ts, which the site type-checks. */
export function fenceLanguage(info: string): 'rust' | 'text' {
  const attrs = info.split(/[,\s]+/).filter(Boolean);
  return attrs.every((a) => RUST_ATTRS.has(a)) ? 'rust' : 'text';
}

/** Removes the indentation shared by all non-blank lines (metadata docs start with a space). */
function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(min).replace(/\s+$/, ''));
}

/** Converts doc lines to markdown blocks; `ctx` says which rustdoc links can become anchors. */
export function docsToMarkdown(docs: readonly string[], ctx?: LinkContext): string {
  const lines = dedent(docs.join('\n').split('\n'));
  const out: string[] = [];
  let para: string[] = [];
  let fence: { marker: string; indent: string } | undefined;
  const flush = () => {
    if (para.length) out.push(...inlineToMarkdown(para.join('\n'), ctx).split('\n'));
    para = [];
  };
  for (const line of lines) {
    if (fence) {
      const close = line.trim();
      if (close.startsWith(fence.marker) && /^(`+|~+)$/.test(close)) {
        out.push(`${fence.indent}\`\`\``);
        fence = undefined;
      } else {
        out.push(line.startsWith(fence.indent) ? line : fence.indent + line.trimStart());
      }
      continue;
    }
    const f = FENCE.exec(line);
    if (f) {
      flush();
      out.push(`${f[1]}\`\`\`${fenceLanguage(f[3])}`);
      fence = { marker: f[2], indent: f[1] };
      continue;
    }
    if (LINK_DEFINITION.test(line)) continue;
    // old FRAME docs wrap weight notes in <weight>…</weight>: a titled paragraph, not HTML
    if (line.trim() === '<weight>' || line.trim() === '</weight>') {
      flush();
      out.push('', line.trim() === '<weight>' ? '**Weight**' : '', '');
      continue;
    }
    const h = HEADING.exec(line);
    if (h) {
      flush();
      out.push('', `**${inlineToMarkdown(h[1], ctx)}**`, '');
      continue;
    }
    if (!line.trim()) {
      flush();
      out.push('');
      continue;
    }
    para.push(line);
  }
  flush();
  if (fence) out.push(`${fence.indent}\`\`\``);
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** Inline markdown: code spans kept verbatim, rustdoc links converted, the rest escaped. */
export function inlineToMarkdown(src: string, ctx?: LinkContext): string {
  let out = '';
  let text = '';
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '\\' && i + 1 < src.length && /[!-/:-@[-`{-~]/.test(src[i + 1])) {
      // an escaped character from the source stays escaped, and is never a code span or link
      text += src.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch === '>' && /(^|\n) {0,3}$/.test(src.slice(Math.max(0, i - 4), i))) {
      // a blockquote marker at the start of a line is markdown, not text
      out += escapeText(text) + ch;
      text = '';
      i++;
      continue;
    }
    if (ch === '`') {
      const run = /^`+/.exec(src.slice(i))![0];
      const close = src.indexOf(run, i + run.length);
      // a closing run of exactly the same length ends the span
      if (close > 0 && src[close + run.length] !== '`') {
        out += escapeText(text) + src.slice(i, close + run.length);
        text = '';
        i = close + run.length;
        continue;
      }
      text += run;
      i += run.length;
      continue;
    }
    if (ch === '[') {
      const link = rustdocLinkAt(src, i, ctx);
      if (link) {
        out += escapeText(text) + link.markdown;
        text = '';
        i = link.end;
        continue;
      }
    }
    text += ch;
    i++;
  }
  return out + escapeText(text);
}

