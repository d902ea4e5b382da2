// The cache folder -> without the `serve-<pid>` work folders that earlier dev servers, no longer running, left behind.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { alive } from '../alive.js';

/** Removes `serve-<pid>` (and its `.tmp-*`/`.old-*` siblings) whose process is gone; returns the names removed. */
export async function removeStaleWorkFolders(cacheDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(cacheDir);
  } catch {
    return [];
  }
  const stale = names.filter((name) => {
    const m = /^serve-(\d+)(?:\.(?:tmp|old)-[\w-]+)?$/.exec(name);
    // Today's server keeps no work folder, so one named after this very process is a leftover too.
    return m !== null && (Number(m[1]) === process.pid || !alive(Number(m[1])));
  });
  await Promise.all(stale.map((name) => rm(path.join(cacheDir, name), { recursive: true, force: true }).catch(() => undefined)));
  return stale;
}
