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

/** The markdown files below `dir`, relative to it with forward slashes: `_name` files, dot folders and node_modules skipped. */
async function listMarkdown(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && MARKDOWN.test(e.name) && !e.name.startsWith('_'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((p) => !p.split('/').some((s) => s.startsWith('.') || s === 'node_modules'))
    .sort();
}

/**
 * The markdown files of a source beside the content folder (the blog, standalone pages); none if
 * the folder does not exist. Paths are relative to the content folder (`../blog/2024-01-15-hello.md`)
 * so that diagnostics, the parse cache and links between files work as they do for docs.
 */
export async function scanSource(dir: string, contentDir: string): Promise<SourceFile[]> {
  if (!existsSync(dir)) return [];
  const prefix = path.relative(contentDir, dir).split(path.sep).join('/');
  const files = await listMarkdown(dir);
  return Promise.all(files.map(async (p) => ({ path: `${prefix}/${p}`, text: await readFile(path.join(dir, p), 'utf8') })));
}

/**
 * Files from an earlier scan, reused while their mtime and size are unchanged (the dev server's rebuilds).
 * `readAt` is when the file was read: file times are coarse, so a second save within the same clock tick can keep
 * mtime and size. An entry read less than `RACY_MS` after its mtime is therefore never trusted, and is read again.
 */
export type ScanCache = Map<string, { mtimeMs: number; size: number; readAt: number; file: SourceFile }>;

/** How long after a file's mtime its (mtime, size) may still be shared by a later save. */
export const RACY_MS = 2000;

export async function scan(contentDir: string, cache?: ScanCache): Promise<SourceFile[]> {
  if (!existsSync(contentDir)) {
    const rel = displayPath(contentDir);
    throw new DocgenError(`content folder not found: ${rel}`, [
      { file: rel, severity: 'error', message: 'the content folder does not exist', hint: 'create it with at least one markdown page, or set contentDir in site.config.ts' }
    ]);
  }
  const files = await listMarkdown(contentDir);
  if (!cache) return Promise.all(files.map(async (p) => ({ path: p, text: await readFile(path.join(contentDir, p), 'utf8') })));
  const listed = new Set(files);
  for (const p of cache.keys()) if (!listed.has(p)) cache.delete(p);
  const read = await Promise.all(
    files.map(async (p): Promise<SourceFile | null> => {
      const full = path.join(contentDir, p);
      const readAt = Date.now();
      try {
        const { mtimeMs, size } = await stat(full);
        const hit = cache.get(p);
        if (hit && hit.mtimeMs === mtimeMs && hit.size === size && hit.readAt - hit.mtimeMs >= RACY_MS) return hit.file;
        const text = await readFile(full, 'utf8');
        const file = hit?.file.text === text ? hit.file : { path: p, text };
        cache.set(p, { mtimeMs, size, readAt, file });
        return file;
      } catch (error) {
        // Deleted (or renamed away) since the folder was listed: the next rebuild sees it gone.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    })
  );
  return read.filter((f): f is SourceFile => f !== null);
}
