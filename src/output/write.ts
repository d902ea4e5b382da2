// Output files -> out dir, atomically: written to a sibling temp dir, then swapped in by rename.
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type OutputFiles = Map<string, string | Uint8Array>;

/** Writes `files` (paths relative to the out dir) and the static folder; the old output stays whole until the swap. */
export async function writeAtomic(outDir: string, files: OutputFiles, staticDir?: string): Promise<void> {
  const stamp = `${process.pid}-${Date.now()}`;
  const temp = `${outDir}.tmp-${stamp}`;
  const old = `${outDir}.old-${stamp}`;
  try {
    await writeFiles(temp, files, staticDir);
    if (existsSync(outDir)) await rename(outDir, old);
    await rename(temp, outDir);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    if (!existsSync(outDir) && existsSync(old)) await rename(old, outDir);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}

/** Writes `files` and the static folder into `dir` (the temp folder of `writeAtomic`). */
export async function writeFiles(dir: string, files: OutputFiles, staticDir?: string): Promise<void> {
  for (const f of files.keys()) assertInside(dir, f);
  await mkdir(dir, { recursive: true });
  if (staticDir && existsSync(staticDir)) await cp(staticDir, dir, { recursive: true });
  const dirs = new Set([...files.keys()].map((f) => path.dirname(path.join(dir, f))));
  await Promise.all([...dirs].map((d) => mkdir(d, { recursive: true })));
  const entries = [...files];
  // Bounded concurrency: tens of thousands of files at once exhaust file descriptors.
  for (let i = 0; i < entries.length; i += 256) {
    await Promise.all(entries.slice(i, i + 256).map(([f, data]) => writeFile(path.join(dir, f), data)));
  }
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
