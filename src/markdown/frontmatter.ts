// YAML frontmatter text -> validated Frontmatter, with file:line:col diagnostics.
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { Diagnostic, Frontmatter, FrontmatterPositions, Position } from '../types.js';
import { yamlData } from '../yaml-data.js';
import { positionAt } from '../text-position.js';
import { dropUnsafeAuthorUrls, nodeOffset } from '../blog/authors.js';
import { checkKey, crossKeyProblems, FRONTMATTER_KEYS } from './frontmatter-keys.js';
import { lenientPositions, lenientYaml } from './yaml-lenient.js';

/** Docusaurus's older front matter keys for a blog post's one author, and the field of an inline author each is (the snake_case spelling first). */
const LEGACY_AUTHOR: Array<[string, string]> = [
  ['author', 'name'], ['author_title', 'title'], ['authorTitle', 'title'], ['author_url', 'url'], ['authorURL', 'url'], ['author_image_url', 'image_url'], ['authorImageURL', 'image_url']
];

const KEYS = Object.keys(FRONTMATTER_KEYS) as Array<keyof Frontmatter>;

// The closing fence may be a longer run of dashes (see withLongClose).
const BLOCK = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?-{3,}[ \t]*(?:\r?\n|$)/;

/**
 * A front matter block closed by a longer run of dashes (`-------`, LitmusChaos's docs): gray-matter, which Docusaurus
 * reads front matter with, ends the block at the first line that starts with `---`. That line becomes a fence of the same
 * length (`---` and spaces: every position below it stays), which micromark's front matter reads; `rule` says whether
 * the rest of the line was itself a thematic break (`---` again or more), which begins the page in Docusaurus.
 */
export function withLongClose(text: string): { text: string; rule: boolean } {
  if (!/^---[ \t]*\r?\n/.test(text)) return { text, rule: false };
  const body = text.indexOf('\n') + 1;
  const m = /^---([^\r\n]*)/m.exec(text.slice(body));
  const long = m && /^(-+)[ \t]*$/.exec(m[1]);
  if (!m || !long) return { text, rule: false };
  const at = body + m.index + 3;
  return { text: text.slice(0, at) + ' '.repeat(m[1].length) + text.slice(at + m[1].length), rule: long[1].length >= 3 };
}

/** A page's text as its front matter block (`yaml`, the text between the fences; none without one) and the text below it. */
export function splitFrontmatter(text: string): { yaml?: string; block: string; body: string } {
  const m = BLOCK.exec(text);
  return m ? { yaml: m[1] ?? '', block: m[0], body: text.slice(m[0].length) } : { block: '', body: text };
}

/**
 * Parses the YAML between the `---` fences. `firstLine` is the file line of the YAML's first line.
 * Unknown keys are allowed (themes may read them); known keys must have the right type.
 */
export function parseFrontmatter(yamlText: string, file: string, firstLine: number): { data: Frontmatter; positions: FrontmatterPositions; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const fileAt = (offset: number) => {
    const at = positionAt(yamlText, offset);
    return { line: firstLine + at.line - 1, column: at.column };
  };
  // logLevel 'error': YAML's warnings (such as collection keys) would go to the process's stderr. `merge`: `<<: *base` keys.
  const doc = parseDocument(yamlText, { prettyErrors: false, logLevel: 'error', merge: true });
  let raw: unknown;
  let positions: FrontmatterPositions;
  /** Where a value below a top-level key is, for diagnostics about it (the key's value when only the lenient reader read it). */
  let nodeAt: (path: Array<string | number>) => Position;
  if (doc.errors.length) {
    const lenient = lenientYaml(yamlText);
    const errors = doc.errors.map((err) => ({
      file,
      ...fileAt(Math.min(err.pos[0], yamlText.trimEnd().length)),
      severity: 'error' as const,
      message: `invalid frontmatter: ${err.message.split('\n')[0]}`,
      hint: 'frontmatter is YAML between two "---" lines; quote values that contain ":" or "#"'
    }));
    if (!lenient) return { data: {}, positions: {}, diagnostics: errors };
    // Read as js-yaml 3 reads it, as the markdown tools these pages were written for do: the page builds, and its writer is told.
    diagnostics.push({ ...errors[0], severity: 'warning', message: `frontmatter is not valid YAML (${errors[0].message.slice('invalid frontmatter: '.length)}); read leniently, as js-yaml 3 reads it`, hint: 'put each key on its own line, indent with spaces, not tabs, and quote values that contain ": "' });
    raw = lenient.data;
    const found = lenientPositions(yamlText, isPlainObject(raw) ? Object.keys(raw) : [], firstLine);
    positions = Object.fromEntries(KEYS.filter((k) => found.has(k)).map((k) => [k, found.get(k)!]));
    if (positions.tags) positions.tagAt = Array.isArray((raw as Frontmatter).tags) ? (raw as { tags: unknown[] }).tags.map(() => positions.tags!) : [positions.tags];
    nodeAt = (path) => found.get(String(path[0])) ?? { line: firstLine, column: 1 };
  } else {
    const converted = yamlData(doc);
    if ('problem' in converted) {
      diagnostics.push({ file, ...fileAt(converted.offset), severity: 'error', message: `invalid frontmatter: ${converted.problem}`, hint: 'frontmatter is YAML between two "---" lines; quote values that start with "*", "&" or "!"' });
      return { data: {}, positions: {}, diagnostics };
    }
    raw = converted.data;
    positions = valuePositions(doc.contents, yamlText, firstLine);
    nodeAt = (path) => fileAt(nodeOffset(doc, path));
  }
  raw ??= {};
  if (!isPlainObject(raw)) {
    diagnostics.push({ file, line: firstLine, column: 1, severity: 'error', message: 'invalid frontmatter: expected key: value pairs' });
    return { data: {}, positions: {}, diagnostics };
  }
  const lineAt = (key: string): Position => ({ line: firstLine + lineOfKey(yamlText, key), column: 1 });
  const checked = checkData(raw, file, positions, (key) => positions[key] ?? lineAt(key), nodeAt, lineAt);
  return { ...checked, diagnostics: [...diagnostics, ...checked.diagnostics] };
}

/**
 * Front matter the site's `markdown.parseFrontMatter` gave (hooks.ts), checked as the file's own: `positions` are
 * those of the keys the file's YAML has; another key is said at the file's first line.
 */
export function frontmatterOfData(raw: Record<string, unknown>, file: string, positions: FrontmatterPositions = {}): { data: Frontmatter; positions: FrontmatterPositions; diagnostics: Diagnostic[] } {
  const at = (key: string): Position => (positions as Record<string, Position | undefined>)[key] ?? { line: 1, column: 1 };
  const kept = Object.fromEntries(Object.entries(positions).filter(([k]) => k in raw || (k === 'tagAt' && 'tags' in raw))) as FrontmatterPositions;
  return checkData({ ...raw }, file, kept, at, (p) => at(String(p[0])), at);
}

/** The known keys checked (a wrong one said at `keyAt` and left out), and Docusaurus's older author keys read. */
function checkData(raw: Record<string, unknown>, file: string, positions: FrontmatterPositions, keyAt: (key: keyof Frontmatter) => Position, nodeAt: (path: Array<string | number>) => Position, lineAt: (key: string) => Position): { data: Frontmatter; positions: FrontmatterPositions; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const data: Record<string, unknown> = { ...raw };
  for (const key of KEYS) {
    const value = data[key];
    // An empty value (`title:`) is no value; null is kept where it means "none" (`pagination_next: null`).
    if (value === undefined || (value === null && !('value' in checkKey(key, null)))) {
      delete data[key];
      continue;
    }
    const checked = checkKey(key, value);
    if ('value' in checked) {
      data[key] = checked.value;
      continue;
    }
    diagnostics.push({ file, ...keyAt(key), severity: 'error', message: `invalid frontmatter: "${key}" must be ${checked.expected}, got ${JSON.stringify(value)}` });
    delete data[key];
  }
  for (const { key, message } of crossKeyProblems(data as Frontmatter)) {
    diagnostics.push({ file, ...keyAt(key), severity: 'error', message: `invalid frontmatter: ${message}` });
    delete data[key];
  }
  // Inline authors' links are written into the post as they are: one that runs script goes, with a warning.
  diagnostics.push(...dropUnsafeAuthorUrls(data.authors, (p) => nodeAt(['authors', ...p]), file));
  // Docusaurus's older keys for a post's one author (`author`, `authorURL`…, Ent's posts): read as that author.
  const legacy = LEGACY_AUTHOR.filter(([key]) => data[key] !== undefined);
  if (legacy.length) {
    const first = legacy[0][0];
    const at = lineAt(first);
    if (data.authors !== undefined) {
      // Docusaurus refuses the mix in a post; a doc's front matter may hold any key, so this is a warning, not an error.
      diagnostics.push({ file, ...at, severity: 'warning', message: `"${first}" is left out: "authors" names the post's authors`, hint: `write them in "authors" only ("${legacy.map(([k]) => k).join('", "')}": Docusaurus's older keys for one author, which it refuses beside "authors")` });
    } else {
      const author: Record<string, unknown> = {};
      for (const [key, field] of legacy) author[field] ??= data[key];
      const keyOf = Object.fromEntries(legacy.map(([key, field]) => [field, key]));
      // Each named by the key the writer wrote (`unsafe authorURL …`).
      diagnostics.push(...dropUnsafeAuthorUrls(author, (p) => nodeAt([keyOf[String(p[0])]]), file, (field) => keyOf[field]));
      data.authors = author;
      positions.authors = at;
    }
  }
  return { data: data as Frontmatter, positions, diagnostics };
}

/** Where each known key's value starts (the key itself if it has no value), as file line and column; and each tag's. */
function valuePositions(contents: unknown, yamlText: string, firstLine: number): FrontmatterPositions {
  const positions: FrontmatterPositions = {};
  if (!isMap(contents)) return positions;
  const at = (node: unknown): Position | undefined => {
    const offset = (node as { range?: [number, number, number] } | null)?.range?.[0];
    if (offset === undefined) return undefined;
    const p = positionAt(yamlText, offset);
    return { line: firstLine + p.line - 1, column: p.column };
  };
  for (const pair of contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (!key || !(key in FRONTMATTER_KEYS) || key in positions) continue;
    const place = at((pair.value as { range?: unknown } | null)?.range ? pair.value : pair.key);
    if (!place) continue;
    positions[key as keyof Frontmatter] = place;
    // A tag's route comes from its permalink (or label): diagnostics about that route point there.
    if (key === 'tags') positions.tagAt = isSeq(pair.value) ? pair.value.items.map((item) => at(isMap(item) ? (item.get('permalink', true) ?? item) : item) ?? place) : [place];
  }
  return positions;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function lineOfKey(yamlText: string, key: string): number {
  const index = yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return Math.max(index, 0);
}
