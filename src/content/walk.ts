// A folder -> the files below it, following the symlinks that stay inside the site and reporting the ones that do not.
import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** A file found below the folder: its path relative to the folder (forward slashes) and the real file to read. */
export interface WalkedFile {
  rel: string;
  real: string;
}

/** A symlink that was not followed, relative to the folder, and why. */
export interface SkippedLink {
  rel: string;
  reason: string;
}

export interface WalkOptions {
  /** Symlinks are followed only to targets inside this folder (the site's): a link out of it is skipped. */
  inside: string;
  /** Whether to enter a folder or take a file, by its name (not called for the top folder). */
  keep?: (name: string, isDir: boolean) => boolean;
}

/**
 * Lists the files below `dir`, sorted by path. A symlink inside the site is followed as if its target
 * were there (a file is read from its target, a folder walked); one that points out of the site, is
 * broken, or loops back to a folder it is in is skipped and reported once. A missing `dir` has no files.
 * Synchronous: listing a few thousand entries takes milliseconds, and the dev server's fingerprint needs it so.
 */
export function walkFiles(dir: string, options: WalkOptions): { files: WalkedFile[]; skipped: SkippedLink[]; linkedDirs: string[] } {
  const files: WalkedFile[] = [];
  const skipped: SkippedLink[] = [];
  /** The real folders reached through a symlink (the dev server watches them too). */
  const linkedDirs: string[] = [];
  let top: string;
  try {
    top = realpathSync(dir);
  } catch {
    return { files, skipped, linkedDirs };
  }
  const inside = realOrSelf(options.inside);
  const keep = options.keep ?? (() => true);
  const walk = (real: string, rel: string, ancestors: Set<string>) => {
    let entries;
    try {
      entries = readdirSync(real, { withFileTypes: true });
    } catch (error) {
      // The folder asked for must be readable (a content folder that is a file is an error); one below it may be
      // deleted while it is read.
      if (real === top) throw error;
      return;
    }
    for (const e of entries) {
      const relPath = rel ? `${rel}/${e.name}` : e.name;
      let target = path.join(real, e.name);
      let isDir = e.isDirectory();
      if (e.isSymbolicLink()) {
        try {
          target = realpathSync(target);
          isDir = statSync(target).isDirectory();
        } catch (error) {
          const loops = (error as NodeJS.ErrnoException).code === 'ELOOP';
          if (keep(e.name, false)) skipped.push({ rel: relPath, reason: loops ? 'it is a loop of symlinks' : 'it is broken: its target does not exist' });
          continue;
        }
        if (!keep(e.name, isDir)) continue;
        if (!isInside(inside, target)) {
          skipped.push({ rel: relPath, reason: `it points outside the site folder, to ${target}` });
          continue;
        }
        // A link to a folder that holds this one (`ln -s .. static/up`, or one reached through links) would be walked without end.
        if (isDir && (ancestors.has(target) || isInside(target, real))) {
          skipped.push({ rel: relPath, reason: `it loops back to ${target}, a folder that contains it` });
          continue;
        }
        if (isDir) linkedDirs.push(target);
      } else if (!keep(e.name, isDir)) continue;
      if (isDir) walk(target, relPath, new Set(ancestors).add(target));
      else if (e.isFile() || e.isSymbolicLink()) files.push({ rel: relPath, real: target });
    }
  };
  walk(top, '', new Set([top]));
  files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return { files, skipped, linkedDirs };
}

/** Whether `file` (a real path) is `dir` or below it. */
export function isInside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
}

/** The real path of `p`, or `p` resolved when it does not exist (yet). */
export function realOrSelf(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    // Resolve the part that exists: an output folder not made yet still has real parents.
    const parent = path.dirname(p);
    return parent === p ? p : path.join(realOrSelf(parent), path.basename(p));
  }
}
