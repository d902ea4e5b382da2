// A mapped UserConfig -> the same config with every value docgen's schema refuses taken out, and what was taken.
import { validate, type UserConfig } from '../../config/schema.js';

/** `themeConfig.navbar.items[2].activeBasePath` -> `['themeConfig', 'navbar', 'items', 2, 'activeBasePath']`. */
function segments(key: string): Array<string | number> {
  return key.split('.').flatMap((part) => {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) return [part];
    return [...(m[1] ? [m[1]] : []), ...[...m[2].matchAll(/\[(\d+)\]/g)].map((x) => Number(x[1]))];
  });
}

/** Removes the value at `path` (an array element is spliced out). False when there is nothing there to remove. */
function removeAt(root: unknown, path: Array<string | number>): boolean {
  let node = root as Record<string | number, unknown>;
  for (const p of path.slice(0, -1)) {
    node = node?.[p] as Record<string | number, unknown>;
    if (typeof node !== 'object' || node === null) return false;
  }
  const last = path[path.length - 1];
  if (node[last] === undefined) return false;
  if (Array.isArray(node) && typeof last === 'number') node.splice(last, 1);
  else delete node[last];
  return true;
}

/**
 * Takes out what the schema refuses, one problem at a time (indices move as array items go): an unknown key, a value
 * of the wrong type, or the object that lacks a required key. Never fails: what is left validates.
 */
export function dropInvalid(user: UserConfig): Array<{ key: string; message: string }> {
  const dropped: Array<{ key: string; message: string }> = [];
  for (let round = 0; round < 1000; round++) {
    const [issue] = validate(user);
    if (!issue || issue.key === '(config)') break;
    const path = segments(issue.key);
    // An item of a kind docgen does not know (its `type`) goes whole, not just its type.
    if (path.length > 1 && path[path.length - 1] === 'type') path.pop();
    // A required key that is missing: the object that lacks it goes.
    while (path.length && !removeAt(user, path)) path.pop();
    if (!path.length) break;
    const key = path.join('.').replace(/\.(\d+)(?=\.|$)/g, '[$1]');
    // When a whole object went for one of its keys, the message names that key.
    dropped.push({ key, message: key === issue.key ? issue.message : `"${issue.key.slice(key.length + 1)}" ${issue.message}` });
  }
  return dropped;
}
