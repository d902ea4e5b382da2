// A mapped UserConfig -> the same config with every value docgen's schema refuses taken out, and what was taken.
import { validate, type UserConfig } from '../../config/schema.js';

type Step = string | number;

/**
 * The steps of a dotted key as validate writes it, read against the object itself, since a record's keys may hold dots
 * (`docs.versions.0.86.badge` is versions → `0.86` → badge): at each level the longest key the object has wins.
 */
function steps(root: unknown, key: string): Step[] {
  const out: Step[] = [];
  let node = root as Record<string, unknown> | unknown[] | undefined;
  let rest = key;
  while (rest) {
    const index = /^\[(\d+)\]/.exec(rest);
    if (index) {
      out.push(Number(index[1]));
      node = Array.isArray(node) ? (node[Number(index[1])] as typeof node) : undefined;
      rest = rest.slice(index[0].length).replace(/^\./, '');
      continue;
    }
    const own = node && typeof node === 'object' && !Array.isArray(node) ? Object.keys(node) : [];
    const name = own.filter((k) => rest === k || rest.startsWith(`${k}.`) || rest.startsWith(`${k}[`)).sort((a, b) => b.length - a.length)[0] ?? /^[^.[]*/.exec(rest)![0];
    out.push(name);
    node = (node as Record<string, unknown> | undefined)?.[name] as typeof node;
    rest = rest.slice(name.length).replace(/^\./, '');
  }
  return out;
}

/** The value at `path`, undefined when there is none. */
function valueAt(root: unknown, path: Step[]): unknown {
  let node = root as Record<Step, unknown> | undefined;
  for (const p of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[p] as Record<Step, unknown> | undefined;
  }
  return node;
}

/**
 * Removes the value at `path` (an array element is spliced out), which must be there. `origin` keeps each array's
 * original indices, so that what is reported later names an element as the config file has it.
 */
function removeAt(root: unknown, path: Step[], origin: WeakMap<unknown[], number[]>): void {
  const node = valueAt(root, path.slice(0, -1)) as Record<Step, unknown>;
  const last = path[path.length - 1];
  if (Array.isArray(node) && typeof last === 'number') {
    const indices = origin.get(node) ?? node.map((_, i) => i);
    indices.splice(last, 1);
    origin.set(node, indices);
    node.splice(last, 1);
  } else delete node[last];
}

/** `path` with each array index as it was before elements were taken out. */
function originalPath(root: unknown, path: Step[], origin: WeakMap<unknown[], number[]>): Step[] {
  let node = root;
  return path.map((p) => {
    const step = Array.isArray(node) && typeof p === 'number' ? (origin.get(node)?.[p] ?? p) : p;
    node = (node as Record<Step, unknown>)[p];
    return step;
  });
}

const keyOf = (path: Step[]) => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');

/**
 * Takes out what the schema refuses, one problem at a time: an unknown key, a value of the wrong type, or the object
 * that lacks a required key. Never fails: what is left validates. Each is reported with the indices the config file
 * has (items taken out before it do not move it).
 */
export function dropInvalid(user: UserConfig): Array<{ key: string; message: string }> {
  const dropped: Array<{ key: string; message: string }> = [];
  const origin = new WeakMap<unknown[], number[]>();
  for (let round = 0; round < 1000; round++) {
    const [issue] = validate(user);
    if (!issue || issue.key === '(config)') break;
    const path = steps(user, issue.key);
    // An item of a kind docgen does not know (a `type` value refused) goes whole, not just its type. Where `type` is no
    // option at all (a footer link has no kinds: Docusaurus passes Redux's `type: 'doc'` to the <a>), only that key goes.
    if (path.length > 1 && path[path.length - 1] === 'type' && !issue.unknown) path.pop();
    // A required key that is missing: the object that lacks it goes.
    while (path.length && valueAt(user, path) === undefined) path.pop();
    if (!path.length) break;
    const key = keyOf(path);
    const reported = keyOf(originalPath(user, path, origin));
    removeAt(user, path, origin);
    // When a whole object went for one of its keys, the message names that key.
    dropped.push({ key: reported, message: key === issue.key ? issue.message : `"${issue.key.slice(key.length + 1)}" ${issue.message}` });
  }
  return dropped;
}
