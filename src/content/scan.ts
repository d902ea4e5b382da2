// content/** -> SourceFile[] (markdown files, paths relative to the content dir).
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile } from '../types.js';
import { DocgenError } from '../errors.js';

export const MARKDOWN = /\.mdx?$/;

/** How diagnostics name a file: relative to the working directory, so editors and terminals can open it. */
export function displayPath(absolute: string): string {
  return path.relative(process.cwd(), absolute) || absolute;
}

/** Files from an earlier scan, reused while their mtime and size are unchanged (the dev server's rebuilds). */
export type ScanCache = Map<string, { mtimeMs: number; size: number; file: SourceFile }>;

export async function scan(contentDir: string, cache?: ScanCache): Promise<SourceFile[]> {
  if (!existsSync(contentDir)) {
    const rel = displayPath(contentDir);
    throw new DocgenError(`content folder not found: ${rel}`, [
      { file: rel, severity: 'error', message: 'the content folder does not exist', hint: 'create it with at least one markdown page, or set contentDir in site.config.ts' }
    ]);
  }
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && MARKDOWN.test(e.name) && !e.name.startsWith('_'))
    .map((e) => path.relative(contentDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((p) => !p.split('/').some((s) => s.startsWith('.') || s === 'node_modules'))
    .sort();
  return Promise.all(
    files.map(async (p) => {
      const full = path.join(contentDir, p);
      if (!cache) return { path: p, text: await readFile(full, 'utf8') };
      const { mtimeMs, size } = await stat(full);
      const hit = cache.get(p);
      if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.file;
      const file = { path: p, text: await readFile(full, 'utf8') };
      cache.set(p, { mtimeMs, size, file });
      return file;
    })
  );
}
