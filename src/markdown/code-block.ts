// A fence (language, meta string, text) -> the block to render: its text without magic comments, its language, line classes and numbering, and its problems.
import type { MagicComment } from '../types.js';
import { linesInRanges, parseCodeMeta } from './code-meta.js';
import { resolveLanguage } from './languages.js';
import { commentSyntaxes, stripMagicComments } from './magic-comments.js';
import { prismLanguage } from './prism.js';

/** A code block ready to render; plain data, so it can be sent to the highlighting thread. */
export interface CodeBlock {
  /** The text shown and copied. */
  code: string;
  /** The Shiki language id; undefined: plain text (or `prism`). */
  lang?: string;
  /** One of the site's own Prism languages (prism.ts), which Shiki does not know. */
  prism?: string;
  /** 0-based line -> its extra classes (space-separated). */
  lines?: Record<number, string>;
  /** The first line's number, when lines are numbered. */
  start?: number;
}

/** A problem of a block; `line` counts from the fence's opening line (0). */
export interface BlockProblem {
  line: number;
  message: string;
  hint: string;
}

export interface PreparedBlock {
  block: CodeBlock;
  title?: string;
  problems: BlockProblem[];
}

/**
 * Reads the fence. A `{1,3-5}` range in the meta string gives its lines the first magic comment's
 * class and leaves the text as written; without one, magic comment lines are taken out and give
 * their classes. A block without a language has no magic comments (there is no comment syntax to read).
 */
export function prepareBlock({ lang, meta, value, magicComments, prism }: { lang?: string | null; meta?: string | null; value: string; magicComments: MagicComment[]; prism?: string[] }): PreparedBlock {
  const read = parseCodeMeta(meta);
  const problems: BlockProblem[] = read.problems.map((message) => ({ line: 0, message, hint: 'write the meta string like ```js title="a.js" {1,3-5} showLineNumbers=10' }));
  const language = resolveLanguage(lang);
  const own = language.kind === 'unknown' ? prismLanguage(language.name, prism) : undefined;
  if (language.kind === 'unknown' && !own) {
    // ```title="a.js" has no language: its first word, the title, is read as one (by MDX too), and it has no meta string.
    const metaFirst = /^(title|showLineNumbers)\b/.test(language.name);
    problems.push({
      line: 0,
      message: `unknown code language "${language.name}"${metaFirst ? ': the first word after the fence is its language, so this block has no title or options' : ''}`,
      hint: metaFirst
        ? `put a language first, such as \`\`\`text ${language.name} (Docusaurus shows this block without a title too)`
        : 'the block is shown as plain text; use a language Shiki highlights (such as ts, bash, python, kotlin, graphql: https://shiki.style/languages), or "text" for plain text on purpose'
    });
  }
  const block: CodeBlock = { code: value, lang: language.kind === 'shiki' ? language.id : undefined, ...(own ? { prism: own } : {}) };
  const syntaxes = lang ? commentSyntaxes(language.kind === 'shiki' ? [lang, language.id] : [lang]) : undefined;
  if (read.highlight) {
    if (!magicComments.length) {
      problems.push({ line: 0, message: 'a line range {…} is given, but there is no magic comment whose class to give those lines', hint: 'add an entry to markdown.magicComments: the first entry\'s className is given to the lines of a range' });
    } else {
      const lines: Record<number, string> = {};
      for (const n of linesInRanges(read.highlight, value.replace(/\n$/, '').split('\n').length)) lines[n] = magicComments[0].className;
      block.lines = lines;
    }
    if (syntaxes && stripMagicComments(value, syntaxes, magicComments).code !== value) {
      problems.push({ line: 0, message: 'magic comments are shown as written in a block with a line range {…}', hint: 'highlight its lines with the range or with the comments, not both' });
    }
  } else if (syntaxes) {
    const stripped = stripMagicComments(value, syntaxes, magicComments);
    block.code = stripped.code;
    if (Object.keys(stripped.lines).length) block.lines = stripped.lines;
    for (const p of stripped.problems) problems.push({ line: p.line + 1, message: p.message, hint: p.hint });
  }
  if (read.lineNumbersStart !== undefined) block.start = read.lineNumbersStart;
  return { block, title: read.title, problems };
}
