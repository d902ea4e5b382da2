// Rendered output files + static files -> an immutable in-memory snapshot of the site, and URL paths -> its files.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { lookup as mimeType } from 'mrmime';
import type { OutputFiles } from '../output/write.js';
import { tryDecodeURIComponent } from '../url.js';

/** One served file. Never changed after it is made; a rebuild makes new ones. */
export interface SnapshotFile {
  readonly body: Buffer;
  readonly type: string;
  /** Strong ETag from the content, computed on first use. */
  etag(): string;
}

/** Output path (`api/start/index.html`, `assets/client-x.js`) -> file. A rebuild replaces the whole map. */
export type Snapshot = ReadonlyMap<string, SnapshotFile>;

/** The file's MIME type by its extension (mrmime lacks favicons), text types in UTF-8. */
export function contentType(name: string): string {
  const type = mimeType(name) ?? (/\.ico$/i.test(name) ? 'image/x-icon' : 'application/octet-stream');
  return /^text\/|^application\/(?:json|xml|javascript|manifest\+json)$|\+xml$/.test(type) && type !== 'image/svg+xml' ? `${type}; charset=utf-8` : type;
}

export function snapshotFile(name: string, data: string | Uint8Array): SnapshotFile {
  const body = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let tag: string | undefined;
  return { body, type: contentType(name), etag: () => (tag ??= `"${createHash('sha1').update(body).digest('base64url')}"`) };
}

/** A file made on first request and kept (the search index: most edits are never searched before the next one). */
export function lazyFile(name: string, make: () => string | Uint8Array): SnapshotFile {
  let file: SnapshotFile | undefined;
  const made = () => (file ??= snapshotFile(name, make()));
  return {
    get body() {
      return made().body;
    },
    type: contentType(name),
    etag: () => made().etag()
  };
}

/**
 * `files` with lazy folders: the first request for a file below one of them makes all of that folder's files (the
 * search index's shards, whose names are known once it is built). `make` returns them by their output paths.
 */
export function withLazyFolders(files: Map<string, SnapshotFile>, folders: ReadonlyMap<string, () => ReadonlyMap<string, string | Uint8Array>>): Snapshot {
  if (!folders.size) return files;
  return new LazyFolders(files, folders);
}

class LazyFolders extends Map<string, SnapshotFile> {
  private readonly pending: Map<string, () => ReadonlyMap<string, string | Uint8Array>>;

  constructor(files: Map<string, SnapshotFile>, folders: ReadonlyMap<string, () => ReadonlyMap<string, string | Uint8Array>>) {
    super(files);
    this.pending = new Map(folders);
  }

  override get(name: string): SnapshotFile | undefined {
    const file = super.get(name);
    if (file || !this.pending.size) return file;
    for (const [folder, make] of this.pending) {
      if (!name.startsWith(folder)) continue;
      this.pending.delete(folder);
      for (const [f, data] of make()) if (f.startsWith(folder)) this.set(f, snapshotFile(f, data));
      return super.get(name);
    }
    return undefined;
  }

  override has(name: string): boolean {
    return this.get(name) !== undefined;
  }
}

/** `base`'s files with `files` added over them (the dev server's incremental update, or static files + a full render). */
export function withFiles(base: Snapshot, files: OutputFiles): Snapshot {
  const next = new Map(base);
  for (const [name, data] of files) next.set(name, snapshotFile(name, data));
  return next;
}

/** The static files as the build copies them into the output (`listStatic`: no link out of the site is followed). */
export async function readStatic(staticFiles: ReadonlyMap<string, string> = new Map()): Promise<Snapshot> {
  const files: OutputFiles = new Map();
  await Promise.all(
    [...staticFiles].map(async ([name, real]) => {
      try {
        files.set(name, await readFile(real));
      } catch {
        // deleted since it was listed: the next rebuild sees it gone
      }
    })
  );
  return withFiles(new Map(), files);
}

/**
 * A URL path below the base (`/api/start`, already split from the query) -> the file it names, the way the built site
 * is served: `x`, `x/index`, `x.html`, `x/index.html`. Undefined when there is none; `'bad'` for a path that is not
 * a plain, decodable path (`..`, `.`, NUL, an encoded `/` or `\`).
 */
export function lookup(snapshot: Snapshot, urlPath: string): { name: string; file: SnapshotFile } | undefined | 'bad' {
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    const s = tryDecodeURIComponent(raw);
    if (s === undefined || s === '.' || s === '..' || /[\0/\\]/.test(s)) return 'bad';
    if (s) segments.push(s);
  }
  const rel = segments.join('/');
  const candidates = rel ? [rel, `${rel}/index`, `${rel}.html`, `${rel}/index.html`] : ['index.html'];
  for (const name of candidates) {
    const file = snapshot.get(name);
    if (file) return { name, file };
  }
  return undefined;
}
