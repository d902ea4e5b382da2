// The files a build's pages link to (images, PDFs) -> the dev server's snapshot with their copies, each read once per content hash.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Site } from '../types.js';
import { linkedFiles } from '../assets/table.js';
import { snapshotFile, type Snapshot, type SnapshotFile } from './snapshot.js';

/** The copies served now, by output path (`assets/images/a-1a2b3c4d.png`). */
export type Copies = ReadonlyMap<string, SnapshotFile>;

/**
 * The sites' linked files as snapshot files. A name is its file's content hash, so a name served before is the same
 * bytes: it is taken from `known` instead of being read again. A file deleted since it was hashed is left out.
 */
export async function readCopies(sites: Site[], known: Copies): Promise<Copies> {
  const out = new Map<string, SnapshotFile>();
  await Promise.all(
    [...linkedFiles(sites)].map(async ([name, real]) => {
      const had = known.get(name);
      if (had) return void out.set(name, had);
      try {
        out.set(name, snapshotFile(name, await readFile(real)));
      } catch {
        // deleted since it was hashed: the next rebuild reports the link
      }
    })
  );
  return out;
}

/** `snapshot` with `copies` in it, and without the copies of `before` that are no longer linked to. */
export function withCopies(snapshot: Snapshot, copies: Copies, before: Copies): Snapshot {
  // Most rebuilds of most sites: nothing to add or take away, and no copy of the snapshot to make.
  if ([...copies].every(([name, file]) => snapshot.get(name) === file) && [...before.keys()].every((name) => copies.has(name))) return snapshot;
  const next = new Map(snapshot);
  for (const [name, file] of before) if (!copies.has(name) && next.get(name) === file) next.delete(name);
  for (const [name, file] of copies) next.set(name, file);
  return next;
}

/**
 * The linked files (and the paths looked up for them that did not exist) and the pages' partials outside `folders`: the dev server watches
 * the folders already, and these files one by one, so that an edited, added or deleted image is seen.
 */
export function watchedCopies(sites: Site[], folders: string[]): string[] {
  const inside = (f: string) => folders.some((d) => f.startsWith(d + path.sep));
  // A page's partials (deps) may live outside the watched folders too (`@site/src/partials/…`).
  return [...new Set(sites.flatMap((s) => [...(s.assets?.watched ?? []), ...s.pages.flatMap((p) => p.doc.deps?.map((d) => d.file) ?? [])]))].filter((f) => !inside(f));
}
