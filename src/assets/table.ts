// Files that markdown links to (images, PDFs, archives) -> their copies in the output, named by content: `assets/images/a-1a2b3c4d.png`.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInside, realOrSelf } from '../content/walk.js';
import { RACY_MS } from '../content/scan.js';
import type { Site } from '../types.js';

/** Output path (below the site's base URL) -> the real file to copy. */
export type AssetFiles = Map<string, string>;

/**
 * Content hashes of files by real path, kept across the dev server's rebuilds: a file whose size and mtime are
 * unchanged is not read again, unless it was read so soon after its mtime that a second save could share both
 * (see RACY_MS in scan.ts).
 */
export type AssetCache = Map<string, { size: number; mtimeMs: number; readAt: number; hash: string }>;

/** `images` for a markdown image, `files` for a link to any other file. */
export type AssetKind = 'images' | 'files';

/** What a looked-up path is: a file inside the site folder (its real path), a file outside it, or nothing. */
export type Found = { real: string } | { outside: string } | undefined;

export interface AssetTable {
  /** The file at `file` (absolute), if there is one; every path looked at is remembered in `watched`. */
  find(file: string): Found;
  /** Adds a file `find` returned; returns its output path, `assets/<kind>/<name>-<hash8><ext>`. */
  add(real: string, kind: AssetKind): string;
  /** Every file added so far. */
  readonly files: AssetFiles;
  /** Every path `find` looked at, found or not: the dev server watches those outside the folders it already watches. */
  readonly watched: Set<string>;
}

/** A backslash or a control character in a file name would not survive a URL and a server's path checks. */
const plain = (name: string) => name.replace(/[\\\u0000-\u001f\u007f]/g, '_');

/** The folder of the output that holds the copies. */
export const ASSET_DIR = 'assets';

/** Whether an output path is one of the copies (`assets/images/…`, `assets/files/…`). */
export const isAssetCopy = (file: string) => /^assets\/(?:images|files)\/[^/]+$/.test(file);

/**
 * A table for one site: files are copied only from inside `siteDir`, one of `contentDirs` (a docs folder outside the
 * site folder, `../docs`, as Docusaurus allows) or the git repository the site folder is in (a monorepo's site showing
 * a package's pictures); symlinks are followed to where they lead.
 */
export function createAssetTable(options: { siteDir: string; contentDirs?: string[]; cache?: AssetCache }): AssetTable {
  const cache = options.cache ?? new Map();
  const roots = [options.siteDir, ...(options.contentDirs ?? []), repositoryOf(options.siteDir)].filter((d) => d !== undefined).map(realOrSelf);
  const files: AssetFiles = new Map();
  const watched = new Set<string>();
  const found = new Map<string, Found>();
  return {
    files,
    watched,
    find(file) {
      watched.add(file);
      if (found.has(file)) return found.get(file);
      let result: Found;
      try {
        const real = realpathSync(file);
        if (statSync(real).isFile()) result = roots.some((r) => isInside(r, real)) ? { real } : { outside: real };
      } catch {
        result = undefined;
      }
      found.set(file, result);
      return result;
    },
    add(real, kind) {
      const ext = path.extname(real);
      const name = `${ASSET_DIR}/${kind}/${plain(path.basename(real, ext))}-${contentHash(real, cache)}${plain(ext)}`;
      files.set(name, real);
      return name;
    }
  };
}

/** The working tree of the git repository holding `dir` (the nearest folder up with a `.git`), if any. */
function repositoryOf(dir: string): string | undefined {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return undefined;
  }
}

/** The first 8 hex digits of the file's SHA-256, from the cache while the file is unchanged. */
function contentHash(real: string, cache: AssetCache): string {
  const { size, mtimeMs } = statSync(real);
  const hit = cache.get(real);
  if (hit && hit.size === size && hit.mtimeMs === mtimeMs && hit.readAt - hit.mtimeMs >= RACY_MS) return hit.hash;
  const readAt = Date.now();
  const hash = createHash('sha256').update(readFileSync(real)).digest('hex').slice(0, 8);
  cache.set(real, { size, mtimeMs, readAt, hash });
  return hash;
}

/** Every instance's linked files in one map (a file several versions link to is one copy: its name is its content). */
export function linkedFiles(sites: Site[]): AssetFiles {
  const all: AssetFiles = new Map();
  for (const s of sites) for (const [name, real] of s.assets?.files ?? []) all.set(name, real);
  return all;
}

/** The files a build copies into its output (output path -> real file): the static folder's (the primary instance lists them), then the linked files. */
export function outputCopies(sites: Site[]): Map<string, string> {
  const all = new Map<string, string>();
  for (const s of sites) for (const [name, real] of s.staticFiles ?? []) all.set(name, real);
  for (const [name, real] of linkedFiles(sites)) all.set(name, real);
  return all;
}
