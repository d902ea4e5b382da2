// content/** -> SourceFile[] (markdown files, paths relative to the content dir).
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic, SourceFile } from '../types.js';
import { walkFiles, type WalkedFile } from './walk.js';
import { DocgenError } from '../errors.js';
import { DEFAULT_EXCLUDE, excluder } from './exclude.js';

export const MARKDOWN = /\.mdx?$/;

/** How diagnostics name a file: relative to the working directory, so editors and terminals can open it. */
export function displayPath(absolute: string): string {
  return path.relative(process.cwd(), absolute) || absolute;
}

/** What a scan found: the files, and a warning for each symlink it did not follow (paths relative to the content folder). */
export interface Scanned {
  files: SourceFile[];
  diagnostics: Diagnostic[];
}

/**
 * The markdown files below `dir`, relative to it with forward slashes: those `exclude` matches (by default partials,
 * `_name.md` and `_folder/`), dot folders and node_modules skipped. Symlinks are followed while they stay inside `site` (the site's folder); the others are reported.
 */
function listMarkdown(dir: string, site: string, options: { prefix?: string; exclude: string[] }): { files: WalkedFile[]; diagnostics: Diagnostic[] } {
  const keep = (name: string, isDir: boolean) => (isDir ? !name.startsWith('.') && name !== 'node_modules' : MARKDOWN.test(name));
  const excluded = excluder(options.exclude);
  const { files, skipped } = walkFiles(dir, { inside: site, keep });
  return { files: files.filter((f) => !excluded(f.rel)), diagnostics: skipped.map((s) => skippedLink((options.prefix ?? '') + s.rel, s.reason)) };
}

/** The warning for a symlink that a scan did not follow. */
export function skippedLink(file: string, reason: string): Diagnostic {
  return { file, severity: 'warning', message: `symlink not followed: ${reason}`, hint: 'a symlink is followed only to a file or folder inside the site folder; copy what it points to into the site, or remove the link' };
}

/**
 * The markdown files of a source beside the content folder (the blog, standalone pages); none if
 * the folder does not exist. Paths are relative to the content folder (`../blog/2024-01-15-hello.md`)
 * so that diagnostics, the parse cache and links between files work as they do for docs.
 */
export async function scanSource(dir: string, options: { contentDir: string; site: string }): Promise<Scanned> {
  if (!existsSync(dir)) return { files: [], diagnostics: [] };
  const prefix = path.relative(options.contentDir, dir).split(path.sep).join('/');
  const { files, diagnostics } = listMarkdown(dir, options.site, { prefix: `${prefix}/`, exclude: DEFAULT_EXCLUDE });
  return { files: await Promise.all(files.map(async (f) => ({ path: `${prefix}/${f.rel}`, text: await readFile(f.real, 'utf8') }))), diagnostics };
}

/**
 * Files from an earlier scan, reused while their mtime and size are unchanged (the dev server's rebuilds).
 * `readAt` is when the file was read: file times are coarse, so a second save within the same clock tick can keep
 * mtime and size. An entry read less than `RACY_MS` after its mtime is therefore never trusted, and is read again.
 */
export type ScanCache = Map<string, { mtimeMs: number; size: number; readAt: number; file: SourceFile }>;

/** How long after a file's mtime its (mtime, size) may still be shared by a later save. */
export const RACY_MS = 2000;

export interface ScanOptions {
  /** The site's folder: symlinks are followed only to targets inside it. */
  site: string;
  cache?: ScanCache;
  /** Globs of the files that are not pages (`docs.exclude`); default DEFAULT_EXCLUDE. */
  exclude?: string[];
}

export async function scan(contentDir: string, { site, cache, exclude = DEFAULT_EXCLUDE }: ScanOptions): Promise<Scanned> {
  if (!existsSync(contentDir)) {
    const rel = displayPath(contentDir);
    throw new DocgenError(`content folder not found: ${rel}`, [
      { file: rel, severity: 'error', message: 'the content folder does not exist', hint: 'create it with at least one markdown page, or set contentDir in site.config.ts' }
    ]);
  }
  const { files: listed, diagnostics } = listMarkdown(contentDir, site, { exclude });
  const files = listed.map((f) => f.rel);
  const realOf = new Map(listed.map((f) => [f.rel, f.real]));
  if (!cache) return { files: await Promise.all(listed.map(async (f) => ({ path: f.rel, text: await readFile(f.real, 'utf8') }))), diagnostics };
  const paths = new Set(files);
  for (const p of cache.keys()) if (!paths.has(p)) cache.delete(p);
  const read = await Promise.all(
    files.map(async (p): Promise<SourceFile | null> => {
      const full = realOf.get(p)!;
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
  return { files: read.filter((f): f is SourceFile => f !== null), diagnostics };
}
