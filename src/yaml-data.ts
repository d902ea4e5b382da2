// A parsed YAML document -> plain data, or why it cannot be and the offset to point at (an alias that refers to itself, unknown, or a "billion laughs").
import { isMap, parseDocument, type Document } from 'yaml';

/**
 * Aliases that expand to more nodes than this stop the conversion (yaml's "Excessive alias count"):
 * `b: &b [*a, *a, …]`, `c: &c [*b, *b, …]`, … doubles the data with each line of a few bytes.
 */
const MAX_ALIAS_COUNT = 100;

/** The data as JSON would carry it (no cycles): what is cached and sent to the browser. */
const convert = (doc: Document, node?: { toJS(doc: Document, options: object): unknown }) => {
  const data = node ? node.toJS(doc, { maxAliasCount: MAX_ALIAS_COUNT }) : doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  return JSON.parse(JSON.stringify(data ?? null)) as unknown;
};

/**
 * The document's data, or the problem: `offset` is where the first top-level entry that has the
 * problem starts (its key), else 0. yaml's error says nothing of where: each entry is converted
 * alone to find it, only after the whole has failed.
 */
export function yamlData(doc: Document): { data: unknown } | { problem: string; offset: number } {
  try {
    return { data: convert(doc) };
  } catch (error) {
    const message = (error as Error).message;
    const problem = /circular/i.test(message) ? 'an alias refers to itself' : message.split('\n')[0];
    const contents = doc.contents;
    if (!isMap(contents)) return { problem, offset: contents?.range?.[0] ?? 0 };
    for (const pair of contents.items) {
      try {
        if (pair.value) convert(doc, pair.value as Parameters<typeof convert>[1]);
      } catch {
        return { problem, offset: (pair.key as { range?: [number, number, number] } | null)?.range?.[0] ?? 0 };
      }
    }
    return { problem, offset: contents.range?.[0] ?? 0 };
  }
}

/** Where the top-level key `key` of a YAML map is written (its key, not its value), else 0. */
export function keyOffset(doc: Document, key: string): number {
  const contents = doc.contents;
  if (!isMap(contents)) return 0;
  const pair = contents.items.find((p) => String((p.key as { value?: unknown } | null)?.value) === key);
  return (pair?.key as { range?: [number, number, number] } | null)?.range?.[0] ?? 0;
}

/** A YAML file's text -> its document and data, or its first problem and the offset to point at (a syntax error, or as yamlData). */
export function readYaml(text: string): { doc: Document; data: unknown } | { problem: string; offset: number } {
  const doc = parseDocument(text, { prettyErrors: false, logLevel: 'error' });
  if (doc.errors.length) return { problem: doc.errors[0].message.split('\n')[0], offset: doc.errors[0].pos[0] };
  const converted = yamlData(doc);
  return 'problem' in converted ? converted : { doc, data: converted.data };
}
