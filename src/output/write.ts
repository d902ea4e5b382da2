// Output files + static files -> out dir, atomically: written to a sibling temp dir, then swapped in by rename.
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StaticFiles } from '../content/static.js';
import { DocgenError } from '../errors.js';
import { displayPath } from '../content/scan.js';
import { isInside } from '../content/walk.js';
import { alive } from '../alive.js';

export type OutputFiles = Map<string, string | Uint8Array>;

/** The file every build writes into its output: a folder without it was not made by docgen, and is never replaced. */
export const OUTPUT_MARKER = '.docgen-output';
const MARKER_TEXT = 'This folder was written by docgen build, which replaces it whole on the next build.\n';

export interface WriteOptions {
  /** The static folder's files (output path -> real file), copied before `files`. */
  staticFiles?: StaticFiles;
  /** Replace an existing output folder even without docgen's marker (the CLI's --empty-out-dir). */
  emptyOutDir?: boolean;
}

/** Writes `files` (paths relative to the out dir) and the static files; the old output stays whole until the swap. */
export async function writeAtomic(outDir: string, files: OutputFiles, options: WriteOptions = {}): Promise<void> {
  await removeStaleSiblings(outDir);
  assertReplaceable(outDir, options.emptyOutDir);
  const stamp = `${process.pid}-${Date.now()}`;
  const temp = `${outDir}.tmp-${stamp}`;
  const old = `${outDir}.old-${stamp}`;
  try {
    await writeFiles(temp, files, options.staticFiles);
    if (existsSync(outDir)) await rename(outDir, old);
    await rename(temp, outDir);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    if (!existsSync(outDir) && existsSync(old)) await rename(old, outDir);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}

/**
 * The temp and old folders of a build whose process is gone (killed while it wrote): removed, but an old folder where
 * the output is missing (killed between the two renames), which is the last good output and goes back in its place.
 */
async function removeStaleSiblings(outDir: string): Promise<void> {
  const [dir, base] = [path.dirname(outDir), path.basename(outDir)];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = name.startsWith(`${base}.`) ? /^\.(tmp|old)-(\d+)-\d+$/.exec(name.slice(base.length)) : null;
    if (!m || alive(Number(m[2]))) continue;
    const stale = path.join(dir, name);
    if (m[1] === 'old' && !existsSync(outDir)) await rename(stale, outDir);
    else await rm(stale, { recursive: true, force: true });
  }
}

/**
 * Refuses to replace a folder docgen did not make: one that exists, is not empty and has no marker file. The
 * writer's own files are never deleted by a build pointed at the wrong folder.
 */
export function assertReplaceable(outDir: string, emptyOutDir = false): void {
  if (emptyOutDir || !existsSync(outDir)) return;
  const rel = displayPath(outDir);
  let entries: string[];
  try {
    entries = readdirSync(outDir);
  } catch {
    throw new DocgenError(`refusing to write the site to ${rel}: it is not a folder`, [{ file: rel, severity: 'error', message: 'the output path exists and is not a folder', hint: 'pick another --out-dir (or outDir in the config)' }]);
  }
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER)) return;
  throw new DocgenError(`refusing to replace ${rel}: docgen did not make it`, [
    { file: rel, severity: 'error', message: `the output folder exists, holds other files, and has no ${OUTPUT_MARKER} file (which every docgen build writes)`, hint: 'a build replaces its output folder whole: pick another --out-dir, delete the folder yourself, or pass --empty-out-dir to replace it anyway' }
  ]);
}

/** Writes `files`, the static files and the marker into `dir` (the temp folder of `writeAtomic`). */
export async function writeFiles(dir: string, files: OutputFiles, staticFiles: StaticFiles = new Map()): Promise<void> {
  for (const f of [...files.keys(), ...staticFiles.keys()]) assertInside(dir, f);
  await mkdir(dir, { recursive: true });
  const real = await realpath(dir);
  const dirs = [...new Set([...files.keys(), ...staticFiles.keys()].map((f) => path.dirname(path.join(dir, f))))];
  await inBatches(dirs, (d) => mkdir(d, { recursive: true }));
  // Each folder is checked where it really is: nothing is ever written through a link out of the output.
  await inBatches(dirs, async (d) => {
    if (!isInside(real, await realpath(d))) throw new Error(`refusing to write into ${d}: it leads outside the output folder ${real}`);
  });
  // Static files first, so that a page of the same path wins.
  await inBatches([...staticFiles], ([f, from]) => copyFile(from, path.join(dir, f)));
  await inBatches([...files], ([f, data]) => writeFile(path.join(dir, f), data));
  await writeFile(path.join(dir, OUTPUT_MARKER), MARKER_TEXT);
}

/** Runs `job` on every item, 256 at a time: tens of thousands of files at once exhaust file descriptors. */
async function inBatches<T>(items: T[], job: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += 256) await Promise.all(items.slice(i, i + 256).map(job));
}

/**
 * Refuses an output path that would land outside `dir` (`../x`, an absolute path, a NUL): routes
 * are checked before rendering, and this is the second line of defence.
 */
export function assertInside(dir: string, file: string): void {
  const root = path.resolve(dir);
  const full = path.resolve(root, file);
  if (file.includes('\0') || path.isAbsolute(file) || !full.startsWith(root + path.sep)) {
    throw new Error(`refusing to write "${file}": it is outside the output folder ${root}`);
  }
}
