// static/** -> the files the build copies into the output (path there -> real file), and a warning per symlink not followed.
import path from 'node:path';
import type { Config } from '../types.js';
import { skippedLink, type Scanned } from './scan.js';
import { walkFiles } from './walk.js';

/** Output path (`img/logo.svg`) -> the real file to copy. No symlinks: a link inside the site is its target's copy. */
export type StaticFiles = Map<string, string>;

/**
 * The static folder's files. A symlink to a file or folder inside the site is copied as what it points to, so the
 * output holds no links back into the source tree; one that points outside the site (or is broken, or loops) is
 * left out with a warning at its path. Warnings name files relative to the content folder, as scan's do.
 */
export function listStatic(config: Pick<Config, 'staticDir' | 'contentDir' | 'root'>): { files: StaticFiles; diagnostics: Scanned['diagnostics'] } {
  const { files, skipped } = walkFiles(config.staticDir, { inside: config.root });
  const prefix = path.relative(config.contentDir, config.staticDir).split(path.sep).join('/');
  return {
    files: new Map(files.map((f) => [f.rel, f.real])),
    diagnostics: skipped.map((s) => skippedLink(`${prefix}/${s.rel}`, s.reason))
  };
}
