// Frontmatter YAML that the strict reader refuses -> the data js-yaml 3 makes of it (or null if it refuses it too).
import { createRequire } from 'node:module';
import type { Position } from '../types.js';

/**
 * js-yaml 3 is the reader many markdown tools put in front of their pages (through gray-matter), and it takes
 * things YAML 1.2 does not: `authors: [a] tags: [b]` on one line (two keys), tab-indented lines, a quoted or
 * flow value followed by another key. Pages written against those tools must still build, with the data that
 * reader gives them. It is loaded only when a page needs it: most pages never do.
 */
type JsYaml = typeof import('js-yaml');
let loaded: JsYaml | undefined;
const jsYaml = (): JsYaml => (loaded ??= createRequire(import.meta.url)('js-yaml') as JsYaml);

/** A date js-yaml made of a timestamp, back to the text the strict reader would have kept: `2024-01-15`, or an ISO date-time. */
export function undate(value: unknown): unknown {
  if (value instanceof Date) {
    const iso = Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(undate);
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, undate(v)]));
  return value;
}

/**
 * The data of `yamlText` as js-yaml 3's safe reader gives it, with timestamps kept as text (as the strict reader
 * keeps them), as JSON would carry it; null when js-yaml refuses the text too (then it is truly broken).
 */
export function lenientYaml(yamlText: string): { data: unknown } | null {
  try {
    const data = undate(jsYamlData(yamlText));
    return { data: JSON.parse(JSON.stringify(data ?? null)) as unknown };
  } catch {
    return null;
  }
}

/** The data of `yamlText` as js-yaml 3's safe reader gives it (gray-matter's, so Docusaurus's): timestamps as dates. Throws on what it refuses. */
export const jsYamlData = (yamlText: string): unknown => jsYaml().safeLoad(yamlText, { json: false });

/**
 * Where each top-level key's value starts, found in the text (the lenient reader keeps no positions): the first
 * `key:` at the start of a line, or after a closing quote or bracket on a line (`authors: [a] tags: [b]`).
 */
export function lenientPositions(yamlText: string, keys: string[], firstLine: number): Map<string, Position> {
  const found = new Map<string, Position>();
  const lines = yamlText.split('\n');
  for (const key of keys) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A key at the start of a line first (a nested `date:` is not the top-level one), then one after a value.
    const patterns = [new RegExp(`^()["']?${escaped}["']?[ \\t]*:[ \\t]*`), new RegExp(`([\\]}"'\\s])["']?${escaped}["']?[ \\t]*:[ \\t]*`)];
    for (const pattern of patterns) {
      const i = lines.findIndex((l) => pattern.test(l));
      if (i < 0) continue;
      const m = pattern.exec(lines[i])!;
      // The value if the line has one after the colon, else the key (as the strict reader's positions do).
      const valueStart = m.index + m[0].length;
      found.set(key, { line: firstLine + i, column: (valueStart < lines[i].trimEnd().length ? valueStart : m.index + m[1].length) + 1 });
      break;
    }
  }
  return found;
}
