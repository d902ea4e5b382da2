// YAML frontmatter text -> validated Frontmatter, with file:line:col diagnostics.
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { Diagnostic, Frontmatter, FrontmatterPositions, Position } from '../types.js';
import { yamlData } from '../yaml-data.js';
import { positionAt } from '../text-position.js';
import { dropUnsafeAuthorUrls, nodeOffset } from '../blog/authors.js';

type Kind = 'string' | 'number' | 'boolean' | 'string[]' | 'tags' | 'object' | 'any';

const FIELDS: Record<keyof Frontmatter, Kind> = {
  title: 'string',
  id: 'string',
  slug: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  sidebar_class_name: 'string',
  sidebar_custom_props: 'object',
  description: 'string',
  tags: 'tags',
  keywords: 'string[]',
  date: 'string',
  authors: 'any',
  draft: 'boolean',
  hide_table_of_contents: 'boolean',
  hide_title: 'boolean'
};

const isTag = (v: unknown) => typeof v === 'string' || (typeof v === 'object' && v !== null && typeof (v as { label?: unknown }).label === 'string' && ['string', 'undefined'].includes(typeof (v as { permalink?: unknown }).permalink));

const EXPECTED: Record<Kind, string> = { string: 'a string', number: 'a number', boolean: 'a boolean', 'string[]': 'a list of strings', tags: 'a list of tags (strings, or {label, permalink})', object: 'a mapping of keys to values', any: '' };

function matches(value: unknown, kind: Kind): boolean {
  if (kind === 'any') return true;
  if (kind === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  if (kind === 'tags') return Array.isArray(value) && value.every(isTag);
  if (kind === 'string[]') return Array.isArray(value) && value.every((v) => typeof v === 'string');
  return typeof value === kind;
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
  // logLevel 'error': YAML's warnings (such as collection keys) would go to the process's stderr.
  const doc = parseDocument(yamlText, { prettyErrors: false, logLevel: 'error' });
  for (const err of doc.errors) {
    diagnostics.push({
      file,
      ...fileAt(Math.min(err.pos[0], yamlText.trimEnd().length)),
      severity: 'error',
      message: `invalid frontmatter: ${err.message.split('\n')[0]}`,
      hint: 'frontmatter is YAML between two "---" lines; quote values that contain ":" or "#"'
    });
  }
  if (diagnostics.length) return { data: {}, positions: {}, diagnostics };
  const converted = yamlData(doc);
  if ('problem' in converted) {
    diagnostics.push({ file, ...fileAt(converted.offset), severity: 'error', message: `invalid frontmatter: ${converted.problem}`, hint: 'frontmatter is YAML between two "---" lines; quote values that start with "*", "&" or "!"' });
    return { data: {}, positions: {}, diagnostics };
  }
  const raw = converted.data ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    diagnostics.push({ file, line: firstLine, column: 1, severity: 'error', message: 'invalid frontmatter: expected key: value pairs' });
    return { data: {}, positions: {}, diagnostics };
  }
  const positions = valuePositions(doc.contents, yamlText, firstLine);
  const data: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const [key, kind] of Object.entries(FIELDS)) {
    const value = data[key];
    if (value === undefined || value === null) {
      delete data[key];
      continue;
    }
    // A bare number or boolean is fine where a string is expected (`title: 2024`).
    if (kind === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
      data[key] = String(value);
      continue;
    }
    if ((kind === 'string[]' || kind === 'tags') && typeof value === 'string') {
      data[key] = [value];
      continue;
    }
    if (!matches(value, kind)) {
      const line = lineOfKey(yamlText, key);
      diagnostics.push({
        file,
        line: firstLine + line,
        column: 1,
        severity: 'error',
        message: `invalid frontmatter: "${key}" must be ${EXPECTED[kind]}, got ${JSON.stringify(value)}`
      });
      delete data[key];
    }
  }
  // Inline authors' links are written into the post as they are: one that runs script goes, with a warning.
  diagnostics.push(...dropUnsafeAuthorUrls(data.authors, (p) => fileAt(nodeOffset(doc, ['authors', ...p])), file));
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
    if (!key || !(key in FIELDS) || key in positions) continue;
    const place = at((pair.value as { range?: unknown } | null)?.range ? pair.value : pair.key);
    if (!place) continue;
    positions[key as keyof Frontmatter] = place;
    // A tag's route comes from its permalink (or label): diagnostics about that route point there.
    if (key === 'tags') positions.tagAt = isSeq(pair.value) ? pair.value.items.map((item) => at(isMap(item) ? (item.get('permalink', true) ?? item) : item) ?? place) : [place];
  }
  return positions;
}

function lineOfKey(yamlText: string, key: string): number {
  const index = yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return Math.max(index, 0);
}
