// A code block's text with magic comments (`// highlight-next-line`, `# highlight-start` …) -> the text without them, and each line's classes.
import type { MagicComment } from '../types.js';

/** The highlight comments every site has unless it sets `markdown.magicComments`. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: 'code-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }
];

/** Comment syntaxes, as regex sources of their opening and closing marks. */
const SYNTAX = {
  slashes: ['//', ''],
  cBlock: ['/\\*', '\\*/'],
  jsxBlock: ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  semicolons: [';+', ''],
  percent: ['%', ''],
  quote: ["['‘’]", ''],
  continuedQuote: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  bang: ['!', ''],
  mlBlock: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', '']
} as const;
type Syntax = keyof typeof SYNTAX;

/** The syntaxes of a language not listed below: those of the languages most code blocks are in. */
const COMMON: Syntax[] = ['slashes', 'cBlock', 'jsxBlock', 'hash', 'html'];

/** Languages (fence names or Shiki ids) whose comments are not, or not only, the common ones. */
const BY_LANGUAGE: Record<string, Syntax[]> = {};
const assign = (syntaxes: Syntax[], languages: string) => languages.split(' ').forEach((l) => (BY_LANGUAGE[l] = syntaxes));
assign(['slashes', 'cBlock'], 'js javascript ts typescript');
assign(['slashes', 'cBlock', 'jsxBlock'], 'jsx tsx');
assign(['slashes', 'cBlock', 'html'], 'html');
assign(['hash'], 'python py bash');
// Prose is HTML comments (or JSX ones in MDX); front matter is YAML.
assign(['html', 'jsxBlock', 'hash'], 'markdown md');
assign(['percent'], 'tex latex matlab erlang prolog');
assign(['dashes'], 'lua haskell');
assign(['dashes', 'cBlock'], 'sql');
assign(['semicolons'], 'wasm clojure clj scheme lisp common-lisp elisp emacs-lisp racket asm nasm');
assign(['quote', 'rem'], 'vb vba visual-basic');
assign(['continuedQuote', 'rem'], 'vbnet');
assign(['rem'], 'batch bat');
assign(['rem', 'bang'], 'basic');
assign(['slashes', 'mlBlock'], 'fsharp');
assign(['mlBlock'], 'ocaml sml');
assign(['bang'], 'fortran fortran-free-form');
assign(['cobol'], 'cobol');

/** The comment syntaxes of a block's language: `names` are its fence name, then its Shiki id; the first listed decides. */
export function commentSyntaxes(names: string[]): Syntax[] {
  for (const name of names) {
    const found = BY_LANGUAGE[name.toLowerCase()];
    if (found) return found;
  }
  return COMMON;
}

/** A problem with the magic comments of a block; `line` is 0-based in the block's text. */
export interface MagicProblem {
  line: number;
  message: string;
  hint: string;
}

export interface Stripped {
  /** The text without its magic comment lines. */
  code: string;
  /** Output line (0-based) -> its classes, space-separated. */
  lines: Record<number, string>;
  problems: MagicProblem[];
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const regexes = new WeakMap<MagicComment[], Map<string, RegExp>>();

/** Matches a line that holds only a magic comment (spaces around allowed); group 1 of a syntax is its directive. */
function directiveRegex(comments: MagicComment[], syntaxes: Syntax[]): RegExp {
  let byKey = regexes.get(comments);
  if (!byKey) regexes.set(comments, (byKey = new Map()));
  const key = syntaxes.join(' ');
  let re = byKey.get(key);
  if (!re) {
    const directives = comments.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter((d): d is string => Boolean(d));
    const any = directives.map(escapeRegex).join('|');
    const forms = syntaxes.map((s) => `${SYNTAX[s][0]}\\s*(${any})\\s*${SYNTAX[s][1]}`);
    re = new RegExp(`^\\s*(?:${forms.join('|')})\\s*$`);
    byKey.set(key, re);
  }
  return re;
}

/** Whether `code` may hold one of the comments' directives: most blocks do not, and skip the line scan. */
export function mayHoldDirectives(code: string, comments: MagicComment[]): boolean {
  return comments.some((c) => [c.line, c.block?.start, c.block?.end].some((d) => d && code.includes(d)));
}

/**
 * Removes the lines that hold only a magic comment of `comments` in one of `syntaxes`, and gives the
 * class of a line comment to the line after it, and that of a block to the lines between its start and end.
 */
export function stripMagicComments(code: string, syntaxes: Syntax[], comments: MagicComment[]): Stripped {
  const result: Stripped = { code, lines: {}, problems: [] };
  if (!comments.length || !mayHoldDirectives(code, comments)) return result;
  const re = directiveRegex(comments, syntaxes);
  // A directive used by several entries belongs to the last one, and a line directive comes before a block's.
  const lineOf = new Map<string, string>();
  const startOf = new Map<string, MagicComment>();
  const endOf = new Map<string, MagicComment>();
  for (const c of comments) {
    if (c.line) lineOf.set(c.line, c.className);
    if (c.block) startOf.set(c.block.start, c);
    if (c.block) endOf.set(c.block.end, c);
  }
  const classes = new Map<number, Set<string>>();
  const add = (line: number, className: string) => {
    let set = classes.get(line);
    if (!set) classes.set(line, (set = new Set()));
    set.add(className);
  };
  /** Per comment entry: the open blocks' first output lines and the source lines of their starts. */
  const open = new Map<MagicComment, Array<{ from: number; at: number }>>();
  const out: string[] = [];
  code.split('\n').forEach((text, at) => {
    const m = re.exec(text);
    const directive = m?.slice(1).find((g) => g !== undefined);
    if (directive === undefined) return void out.push(text);
    const lineClass = lineOf.get(directive);
    if (lineClass) return add(out.length, lineClass);
    const starting = startOf.get(directive);
    if (starting) {
      if (!open.has(starting)) open.set(starting, []);
      return void open.get(starting)!.push({ from: out.length, at });
    }
    const ending = endOf.get(directive)!;
    const start = open.get(ending)?.pop();
    if (!start) {
      result.problems.push({ line: at, message: `"${directive}" has no "${ending.block!.start}" before it`, hint: `add a "${ending.block!.start}" comment line where the highlighted lines begin, or remove this one` });
      return;
    }
    for (let line = start.from; line < out.length; line++) add(line, ending.className);
  });
  for (const [comment, starts] of open) {
    for (const s of starts) result.problems.push({ line: s.at, message: `"${comment.block!.start}" has no "${comment.block!.end}" after it`, hint: `add a "${comment.block!.end}" comment line after the last line to highlight` });
  }
  result.code = out.join('\n');
  for (const [line, set] of classes) if (line < out.length) result.lines[line] = [...set].join(' ');
  return result;
}
