// The site's input files (content, theme, static, config) -> a fingerprint, to tell whether any changed since a build.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { RACY_MS } from '../content/scan.js';

/**
 * Absolute file path -> `size:mtime`. A file modified less than `RACY_MS` ago also gets a hash of its content: file
 * times are coarse, so two saves in one clock tick can leave size and mtime as they were.
 */
export type Fingerprint = Map<string, string>;

/**
 * Every file below `roots` (folders or single files); `node_modules` and `.git` are skipped, missing roots are empty.
 * A file that `previous` hashed is hashed again while its size and mtime are the same, so the two compare.
 */
export async function fingerprint(roots: string[], previous?: Fingerprint): Promise<Fingerprint> {
  const now = Date.now();
  const files = (await Promise.all(roots.map(list))).flat();
  const signatures = await Promise.all(
    files.map(async (file) => {
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        const sig = `${s.size}:${s.mtimeMs}`;
        const hashed = previous?.get(file)?.startsWith(`${sig}:`);
        if (!hashed && now - s.mtimeMs >= RACY_MS) return sig;
        return `${sig}:${createHash('sha1').update(await readFile(file)).digest('base64')}`;
      } catch {
        return null; // deleted since it was listed
      }
    })
  );
  const out: Fingerprint = new Map();
  files.forEach((f, i) => signatures[i] !== null && out.set(f, signatures[i]!));
  return out;
}

/** Paths added, removed or changed from `before` to `after`. */
export function changedFiles(before: Fingerprint, after: Fingerprint): string[] {
  const changed = [...after].filter(([f, sig]) => before.get(f) !== sig).map(([f]) => f);
  for (const f of before.keys()) if (!after.has(f)) changed.push(f);
  return changed;
}

async function list(root: string): Promise<string[]> {
  try {
    if (!(await stat(root)).isDirectory()) return [root];
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => !e.isDirectory())
      .map((e) => path.join(e.parentPath, e.name))
      .filter((f) => !path.relative(root, f).split(path.sep).some((s) => s === 'node_modules' || s === '.git'));
  } catch {
    return [];
  }
}
