// Shiki's grammars are written in Oniguruma regex syntax; its JavaScript engine converts each
// pattern to a JS RegExp the first time a grammar rule is used, which costs every parse thread about
// half a second of CPU per build. `npm install` (scripts/compile.js) converts them all once, with
// the same function and options, into dist/grammar-patterns.json; the threads look them up there.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { bundledLanguages } from 'shiki';
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { EmulatedRegExp, toRegExpDetails } from 'oniguruma-to-es';

/** The languages the site highlights; others are shown as plain text. */
export const LANGS = ['js', 'ts', 'tsx', 'jsx', 'json', 'bash', 'rust', 'toml', 'yaml', 'html', 'vue', 'diff', 'css', 'markdown'];

/**
 * Other languages documentation sites often show (QuestDB's `python`, `java`, `csharp`…), by Shiki's ids: each with a
 * table of its own, `grammar-patterns/<id>.json`, read by a thread only when it loads the language (addLanguageTables).
 */
export const MORE_LANGS = ['python', 'java', 'go', 'csharp', 'c', 'cpp', 'sql', 'kotlin', 'swift', 'php', 'ruby', 'docker', 'ini', 'xml', 'graphql', 'scss', 'powershell', 'dart', 'scala', 'groovy', 'lua', 'perl', 'r', 'objective-c', 'make', 'nginx', 'http', 'proto', 'hcl', 'terraform', 'mdx', 'shellsession', 'jsonc', 'json5', 'solidity', 'elixir', 'haskell', 'zig'];

/** A fixed target, so the table made at install time and a conversion at run time agree. */
const TARGET = 'ES2024';

/**
 * The options of Shiki's own `defaultJavaScriptRegexConstructor` (engine-javascript 4.6), which
 * the run-time fallback uses; a unit test checks that both make the same highlighting.
 */
const OPTIONS = {
  global: true,
  hasIndices: true,
  lazyCompileLength: 3000,
  rules: { allowOrphanBackrefs: true, asciiWordBoundaries: true, captureGroup: true, recursionLimit: 5, singleline: true },
  target: TARGET
} as const;

/** A pattern's converted source and flags, with the emulation options when it needs them; 0 when it cannot be converted. */
type Converted = [string, string] | [string, string, object] | 0;

export interface PatternTable {
  /** Shiki's version: a table made for another version is not used. */
  shiki: string;
  patterns: Record<string, Converted>;
  /** The languages whose own tables were added to this one (addLanguageTables). */
  added?: string[];
}

export function shikiVersion(): string {
  return (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;
}

/** Converts every pattern (match, begin, end, while) of the grammars of `langs` and the grammars they embed. */
export async function makePatternTable(langs: string[] = LANGS): Promise<PatternTable> {
  const patterns: Record<string, Converted> = {};
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const rule = node as Record<string, unknown>;
    for (const key of ['match', 'begin', 'end', 'while']) {
      const p = rule[key];
      if (typeof p !== 'string' || p in patterns) continue;
      try {
        const d = toRegExpDetails(p, OPTIONS);
        patterns[p] = d.options ? [d.pattern, d.flags, d.options] : [d.pattern, d.flags];
      } catch {
        patterns[p] = 0;
      }
    }
    for (const value of Object.values(rule)) walk(value);
  };
  for (const lang of langs) {
    const grammars = (await bundledLanguages[lang as keyof typeof bundledLanguages]()).default;
    for (const g of grammars) walk(g);
  }
  return { shiki: shikiVersion(), patterns };
}

/** The table next to the compiled code, if `npm install` made it for this Shiki; else none. */
export function loadPatternTable(url = new URL('./grammar-patterns.json', import.meta.url)): PatternTable | undefined {
  try {
    const table = JSON.parse(readFileSync(url, 'utf8')) as PatternTable;
    return table.shiki === shikiVersion() ? table : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds to `table` the patterns of the languages of `ids` that have a table of their own (MORE_LANGS) next to the
 * compiled code (`dir`), made for this Shiki; the rest are converted when used, as without a table.
 */
export function addLanguageTables(table: PatternTable, ids: Iterable<string>, dir = new URL('./grammar-patterns/', import.meta.url)): void {
  const added = (table.added ??= []);
  for (const id of ids) {
    if (added.includes(id) || !MORE_LANGS.includes(id)) continue;
    added.push(id);
    const more = loadPatternTable(new URL(`${id}.json`, dir));
    if (more && more.shiki === table.shiki) Object.assign(table.patterns, more.patterns);
  }
}

/** Shiki's regex constructor, answering from `table` where it can. */
export function regexConstructor(table: PatternTable | undefined): (pattern: string) => RegExp {
  return (pattern) => {
    const d = table?.patterns[pattern];
    if (d === undefined) return defaultJavaScriptRegexConstructor(pattern, { target: TARGET });
    if (d === 0) throw new Error('pattern not supported by the JavaScript regex engine');
    return d.length === 3 ? new EmulatedRegExp(d[0], d[1], d[2]) : new RegExp(d[0], d[1]);
  };
}
