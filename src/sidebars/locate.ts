// A key path in an object (`guide[2].items[0].link` in a sidebars object, `themeConfig.navbar.items[3]` in a config) + the file that writes it -> the line and column it is written at.
import { positionAt } from '../text-position.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `name` is written as a key (`name:`, `'name':`, `"name":`) at or after `from`, or -1. */
function keyAt(text: string, name: string, from: number): number {
  const re = new RegExp(`(^|[\\s{,])(['"\`]?)${escape(name)}\\2\\s*:`, 'gm');
  re.lastIndex = from;
  const m = re.exec(text);
  return m ? m.index + m[1].length : -1;
}

/** Where `value` is written as a quoted string at or after `from`, or -1. */
function quotedAt(text: string, value: string, from: number): number {
  const found = [`'${value}'`, `"${value}"`, `\`${value}\``].map((q) => text.indexOf(q, from)).filter((i) => i >= 0);
  return found.length ? Math.min(...found) : -1;
}

/** The strings an item is likely written with, most telling first: its id, label, href, value or folder, then its type. */
function anchorsOf(item: unknown): string[] {
  if (typeof item === 'string') return [item];
  if (typeof item !== 'object' || item === null) return [];
  const o = item as Record<string, unknown>;
  return ['id', 'label', 'href', 'dirName', 'value', 'type'].map((k) => o[k]).filter((v): v is string => typeof v === 'string');
}

/** Where an item is written at or after `from`: one of its anchors as a quoted string, or a label written as a key (shorthand). */
function itemAt(text: string, item: unknown, from: number): number {
  for (const anchor of anchorsOf(item)) {
    const best = [quotedAt(text, anchor, from), keyAt(text, anchor, from)].filter((i) => i >= 0);
    if (best.length) return Math.min(...best);
  }
  return -1;
}

/** `a.b[2].c` -> `['a', 'b', 2, 'c']`. */
function segments(key: string): Array<string | number> {
  const out: Array<string | number> = [];
  for (const m of key.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return out;
}

/**
 * Finds the place of `key` (relative to the sidebars object `sidebars`) in `text`, the JS or JSON source that writes
 * it: each step is looked for after the previous one (a sidebar's name, then its item by id or label, past the items
 * before it, then the key), so a `label` missing from the third category points at that category, not the first.
 */
export function locateKeyPath(text: string, sidebars: unknown, key: string): { line?: number; column?: number } {
  let offset = 0;
  let found = -1;
  let value: unknown = sidebars;
  for (const segment of segments(key)) {
    if (typeof segment === 'number' && Array.isArray(value)) {
      let at = -1;
      for (let i = 0; i <= segment && i < value.length; i++) {
        const here = itemAt(text, value[i], offset);
        if (here < 0) continue;
        at = here;
        // Past an earlier sibling's first anchor, so that an item written twice is found at its own place.
        if (i < segment) offset = here + 1;
      }
      if (at >= 0) [offset, found] = [at, at];
      value = value[segment];
    } else if (typeof segment === 'string') {
      const at = keyAt(text, segment, offset);
      if (at >= 0) [offset, found] = [at, at];
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[segment] : undefined;
    }
  }
  return found >= 0 ? positionAt(text, found) : {};
}
