// static/** -> the files the build copies into the output (path there -> real file), and a warning per symlink not followed.
import path from 'node:path';
import type { Config } from '../types.js';
import { displayPath, skippedLink, type Scanned } from './scan.js';
import { walkFiles } from './walk.js';

/** Output path (`img/logo.svg`) -> the real file to copy. No symlinks: a link inside the site is its target's copy. */
export type StaticFiles = Map<string, string>;

/**
 * The static folders' files; a name in two folders is the first folder's, the later copy reported. A symlink to a file
 * or folder inside the site is copied as what it points to, so the output holds no links back into the source tree; one
 * that points outside the site (or is broken, or loops) is left out with a warning at its path. Warnings name files
 * relative to the content folder, as scan's do.
 */
export function listStatic(config: Pick<Config, 'staticDirs' | 'contentDir' | 'root'>): { files: StaticFiles; diagnostics: Scanned['diagnostics'] } {
  const out: StaticFiles = new Map();
  const diagnostics: Scanned['diagnostics'] = [];
  const firstIn = new Map<string, string>();
  for (const dir of config.staticDirs) {
    const { files, skipped } = walkFiles(dir, { inside: config.root });
    const prefix = path.relative(config.contentDir, dir).split(path.sep).join('/');
    for (const f of files) {
      if (!out.has(f.rel)) {
        out.set(f.rel, f.real);
        firstIn.set(f.rel, dir);
      } else diagnostics.push({ file: `${prefix}/${f.rel}`, severity: 'warning', message: `static file not copied: ${displayPath(path.join(firstIn.get(f.rel)!, f.rel))} has the same name, and its folder comes first`, hint: 'rename one of the two, or delete the one not used' });
    }
    diagnostics.push(...skipped.map((s) => skippedLink(`${prefix}/${s.rel}`, s.reason)));
  }
  return { files: out, diagnostics };
}
