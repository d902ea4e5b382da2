// A fence's language name -> the Shiki grammar that highlights it, plain text, or unknown.
import { bundledLanguagesInfo } from 'shiki';

/**
 * docgen's own names, kept from before every Shiki language was highlighted: each maps to the
 * grammar it has always meant (`console` is a shell, not Shiki's shell-session grammar).
 */
const ALIASES: Record<string, string> = {
  javascript: 'javascript',
  typescript: 'typescript',
  sh: 'shellscript',
  shell: 'shellscript',
  zsh: 'shellscript',
  bash: 'shellscript',
  console: 'shellscript',
  md: 'markdown',
  yml: 'yaml',
  rs: 'rust',
  json5: 'json',
  jsonc: 'json',
  // Names other highlighters (Prism) use for grammars Shiki ships under another name.
  'shell-session': 'shellsession',
  'sh-session': 'shellsession',
  objectivec: 'objective-c',
  markup: 'html',
  'visual-basic': 'vb',
  vbnet: 'vb',
  // Prism's Flow is JavaScript with type annotations; Shiki has no grammar of its own for it.
  flow: 'javascript',
  // Gradle build scripts (`build.gradle`) are Groovy; Shiki has no grammar named for Gradle (Capacitor's docs use it).
  gradle: 'groovy',
  // Go's other name, which GitHub highlights too (Cosmos SDK's docs write it).
  golang: 'go',
  // Prism's other names (Docusaurus's highlighter) for grammars Shiki ships under its own: Besu's docs write `sol`.
  sol: 'solidity',
  apacheconf: 'apache',
  django: 'jinja',
  jinja2: 'jinja',
  fortran: 'fortran-free-form',
  nasm: 'asm',
  emacs: 'emacs-lisp',
  gawk: 'awk',
  dotnet: 'csharp',
  mustache: 'handlebars',
  gettext: 'po',
  gni: 'gn',
  webmanifest: 'json',
  objectpascal: 'pascal',
  purs: 'purescript',
  rkt: 'racket',
  rq: 'sparql',
  trig: 'turtle',
  vba: 'vb',
  mathematica: 'wolfram',
  nb: 'wolfram',
  pq: 'powerquery',
  mscript: 'powerquery',
  cshtml: 'razor',
  context: 'latex',
  oscript: 'bsl',
  svg: 'xml',
  mathml: 'xml',
  ssml: 'xml',
  atom: 'xml',
  rss: 'xml'
};

/** Shown as plain text, on purpose: no warning. */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none']);

/** Shiki handles these itself, without a grammar to load (`ansi`: terminal colour codes). */
const SPECIAL = new Set(['ansi']);

let byName: Map<string, string> | undefined;

/** Every name Shiki knows (ids and their aliases) -> the grammar's id. */
function names(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  for (const info of bundledLanguagesInfo) {
    byName.set(info.id, info.id);
    for (const alias of info.aliases ?? []) byName.set(alias, info.id);
  }
  for (const [alias, id] of Object.entries(ALIASES)) {
    const target = byName.get(id);
    if (target) byName.set(alias, target);
  }
  for (const id of SPECIAL) byName.set(id, id);
  return byName;
}

/** What a fence's language stands for. */
export type Language = { kind: 'plain' } | { kind: 'shiki'; id: string } | { kind: 'unknown'; name: string };

/** Resolves a fence's language (case-insensitive); no language is plain text. */
export function resolveLanguage(lang: string | null | undefined): Language {
  const name = (lang ?? '').toLowerCase();
  if (!name || PLAIN.has(name)) return { kind: 'plain' };
  const id = names().get(name);
  return id ? { kind: 'shiki', id } : { kind: 'unknown', name: lang! };
}

/** Whether Shiki highlights `id` without loading a grammar for it. */
export const isSpecialLanguage = (id: string): boolean => SPECIAL.has(id);
