// SourceFile[] -> Doc[]: a content-hash cache (memory and disk), misses parsed in worker threads.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Doc, SourceFile } from '../types.js';
import { withContext } from '../errors.js';
import { hashSource, parseDoc } from './parse.js';
import { getHighlighter } from './code.js';

/** Below this much markdown to parse, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 256 * 1024;

export interface ParseStats {
  files: number;
  cached: number;
  parsed: number;
  workers: number;
}

export class Parser {
  private memory = new Map<string, Doc>();
  private hashes = new WeakMap<SourceFile, string>();
  readonly stats: ParseStats = { files: 0, cached: 0, parsed: 0, workers: 0 };

  /** `cacheDir` null disables the disk cache. */
  constructor(private cacheDir: string | null) {}

  async parseAll(files: SourceFile[]): Promise<Doc[]> {
    const hashes = files.map((f) => {
      let h = this.hashes.get(f);
      if (!h) this.hashes.set(f, (h = hashSource(f)));
      return h;
    });
    const docs: Array<Doc | undefined> = await Promise.all(hashes.map((h) => this.lookup(h)));
    const misses = files.map((f, i) => (docs[i] ? -1 : i)).filter((i) => i >= 0);
    const size = misses.reduce((n, i) => n + files[i].text.length, 0);
    const workerFile = fileURLToPath(new URL('./worker.js', import.meta.url));
    const useWorkers = workerCount() > 0 && size > WORKER_THRESHOLD && misses.length > 1 && existsSync(workerFile) && !import.meta.url.endsWith('.ts');
    const parsed = useWorkers ? await this.inWorkers(workerFile, misses.map((i) => files[i])) : await this.inProcess(misses.map((i) => files[i]));
    misses.forEach((fileIndex, k) => (docs[fileIndex] = parsed[k]));
    Object.assign(this.stats, { files: files.length, cached: files.length - misses.length, parsed: misses.length, workers: useWorkers ? Math.min(workerCount(), misses.length) : 0 });
    await Promise.all(parsed.map((d) => this.store(d)));
    return docs as Doc[];
  }

  /** Removes disk entries that no current file uses. */
  async prune(keep: Doc[]): Promise<void> {
    if (!this.cacheDir || !existsSync(this.docsDir())) return;
    const live = new Set(keep.map((d) => `${d.hash}.json`));
    const names = await readdir(this.docsDir());
    await Promise.all(names.filter((n) => !live.has(n)).map((n) => rm(path.join(this.docsDir(), n), { force: true })));
    for (const hash of [...this.memory.keys()]) if (!live.has(`${hash}.json`)) this.memory.delete(hash);
  }

  private docsDir() {
    return path.join(this.cacheDir!, 'docs');
  }

  private async lookup(hash: string): Promise<Doc | undefined> {
    const hit = this.memory.get(hash);
    if (hit || !this.cacheDir) return hit;
    try {
      const doc = JSON.parse(await readFile(path.join(this.docsDir(), `${hash}.json`), 'utf8')) as Doc;
      this.memory.set(hash, doc);
      return doc;
    } catch {
      return undefined;
    }
  }

  private async store(doc: Doc): Promise<void> {
    this.memory.set(doc.hash, doc);
    if (!this.cacheDir) return;
    await mkdir(this.docsDir(), { recursive: true });
    await writeFile(path.join(this.docsDir(), `${doc.hash}.json`), JSON.stringify(doc));
  }

  private async inProcess(files: SourceFile[]): Promise<Doc[]> {
    if (!files.length) return [];
    const h = await getHighlighter();
    return files.map((f) => {
      try {
        return parseDoc(f, h);
      } catch (error) {
        throw withContext(`failed to parse content/${f.path}`, error);
      }
    });
  }

  /** Largest files first, each worker taking the next file when it is done. */
  private async inWorkers(workerFile: string, files: SourceFile[]): Promise<Doc[]> {
    const order = files.map((_, i) => i).sort((a, b) => files[b].text.length - files[a].text.length);
    const out: Doc[] = new Array(files.length);
    let next = 0;
    const workers = Array.from({ length: Math.min(workerCount(), files.length) }, () => new Worker(workerFile));
    try {
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((resolve, reject) => {
              let current = -1;
              const feed = () => {
                if (next >= order.length) return resolve();
                current = order[next++];
                w.postMessage(files[current]);
              };
              w.on('message', (m: { doc?: Doc; error?: { message: string; stack?: string } }) => {
                if (m.error) return reject(withContext(`failed to parse content/${files[current].path}`, Object.assign(new Error(m.error.message), { stack: m.error.stack })));
                out[current] = m.doc!;
                feed();
              });
              w.on('error', reject);
              feed();
            })
        )
      );
    } finally {
      await Promise.all(workers.map((w) => w.terminate()));
    }
    return out;
  }
}

/** Threads to parse in: DOCGEN_WORKERS if set (0 parses in the main thread), else one per core up to 8. */
function workerCount(): number {
  const env = process.env.DOCGEN_WORKERS;
  if (env !== undefined && /^\d+$/.test(env)) return Number(env);
  return Math.max(1, Math.min(os.availableParallelism?.() ?? os.cpus().length, 8));
}
