// SourceFile[] -> Doc[]: a content-hash cache (memory and disk), misses parsed in worker threads or this one, with a time limit per doc.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Doc, MarkdownOptions, SourceFile } from '../types.js';
import type { CodeBlock } from './code-block.js';
import { withContext } from '../errors.js';
import { depsUnchanged, failedDoc, fillCode, hashSource } from './doc.js';
import type { WorkerRequest } from './worker.js';
import { runWithin, TimeLimitError } from './timed.js';

/** Below this much markdown to parse, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 256 * 1024;
// Generous: the slowest page of the site parses in about 1 s, but a machine busy with other work can stretch that tenfold.
const DEFAULT_TIMEOUT_MS = 30_000;

export interface ParseStats {
  files: number;
  cached: number;
  parsed: number;
  workers: number;
}

export interface ParserOptions {
  /**
   * A document whose parse takes longer is stopped (a worker thread is replaced) and gets an error.
   * Default: DOCGEN_PARSE_TIMEOUT seconds, else 30 s.
   */
  timeoutMs?: number;
  /** Threads to parse in; 0 parses in the main thread. Default: DOCGEN_WORKERS, else one per core up to 8. */
  workers?: number;
  /**
   * Parse every miss in a thread, however little markdown, and keep one thread between calls (the
   * dev server, so that no edit can block it). Call close() when done.
   */
  keepWorkers?: boolean;
  /** The compiled worker script. Default: worker.js next to this module (dist/). */
  workerFile?: string;
}

export interface ParseAllOptions {
  /** Called as docs are done, cached ones first, for progress. */
  onProgress?: (done: number, total: number) => void;
  /** The site's markdown options (config.markdown); default: the defaults. Part of each page's cache key. */
  markdown?: MarkdownOptions;
}

export class Parser {
  private memory = new Map<string, Doc>();
  /** Hashes looked up or stored since the last sweep(). */
  private used = new Set<string>();
  /** Each file's hash, with the options it was made for. */
  private hashes = new WeakMap<SourceFile, { options?: MarkdownOptions; hash: string }>();
  /** Docs that stand for a failed parse: never cached, so the next build tries again. */
  private failed = new WeakSet<Doc>();
  private threads: Thread[] = [];
  /** The partials' sha1s read during the current parseAll (a partial many pages share is read once). */
  private depsRead = new Map<string, string | null>();
  readonly stats: ParseStats = { files: 0, cached: 0, parsed: 0, workers: 0 };
  private options: ParserOptions;

  /** `cacheDir` null disables the disk cache. */
  constructor(
    private cacheDir: string | null,
    options: ParserOptions = {}
  ) {
    this.options = options;
  }

  get timeoutMs(): number {
    return this.options.timeoutMs ?? envTimeout() ?? DEFAULT_TIMEOUT_MS;
  }

  async parseAll(files: SourceFile[], options: ParseAllOptions = {}): Promise<Doc[]> {
    const markdown = options.markdown;
    this.depsRead = new Map();
    const hashes = files.map((f) => this.hashOf(f, markdown));
    const docs: Array<Doc | undefined> = await Promise.all(hashes.map((h) => this.lookup(h)));
    const misses = files.map((f, i) => (docs[i] ? -1 : i)).filter((i) => i >= 0);
    let done = files.length - misses.length;
    const progress = () => options.onProgress?.(done, files.length);
    progress();
    // Each doc goes to the cache as it comes: this thread is idle while the others parse.
    const stored: Array<Promise<void>> = [];
    const oneDone = (doc: Doc) => {
      done++;
      progress();
      // Nor a page the site's own plugins failed on: the next build runs them again (they may fetch, or read files).
      if (!this.failed.has(doc) && !(markdown?.sitePlugins && doc.diagnostics.some((d) => d.severity === 'error'))) stored.push(this.store(doc));
    };
    const size = misses.reduce((n, i) => n + files[i].text.length, 0);
    const workerFile = this.options.workerFile ?? fileURLToPath(new URL('./worker.js', import.meta.url));
    const count = this.options.workers ?? workerCount();
    const canUseWorkers = count > 0 && existsSync(workerFile) && (this.options.workerFile !== undefined || !import.meta.url.endsWith('.ts'));
    // The site's own remark and rehype plugins are functions of this thread (its config's): such a site is parsed here.
    const useWorkers = canUseWorkers && !markdown?.sitePlugins && misses.length > 0 && (this.options.keepWorkers || (size > WORKER_THRESHOLD && misses.length > 1));
    const todo = misses.map((i) => files[i]);
    const parsed = useWorkers ? await this.inWorkers(workerFile, Math.min(count, misses.length), todo, oneDone, markdown) : await this.inProcess(todo, oneDone, markdown);
    misses.forEach((fileIndex, k) => (docs[fileIndex] = parsed[k]));
    Object.assign(this.stats, { files: files.length, cached: files.length - misses.length, parsed: misses.length, workers: useWorkers ? Math.min(count, misses.length) : 0 });
    await Promise.all(stored);
    return docs as Doc[];
  }

  /** The cache key of a file's parse with these options (hashSource), made once per file and options. */
  hashOf(f: SourceFile, markdown?: MarkdownOptions): string {
    let h = this.hashes.get(f);
    if (!h || h.options !== markdown) this.hashes.set(f, (h = { options: markdown, hash: hashSource(f, markdown) }));
    return h.hash;
  }

  /** Stops the parse threads (a Parser made with keepWorkers keeps one). */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    await Promise.all(threads.map((t) => t.close()));
  }

  /**
   * Forgets the docs in memory that no parseAll has used since the last sweep. The dev server
   * sweeps after each build, so the old versions of edited pages do not pile up in memory.
   */
  sweep(): void {
    for (const hash of this.memory.keys()) if (!this.used.has(hash)) this.memory.delete(hash);
    this.used.clear();
  }

  /** Removes the disk entries that no parseAll has used since the last sweep (a build's files, drafts included). */
  async prune(): Promise<void> {
    if (!this.cacheDir || !existsSync(this.docsDir())) return;
    const names = await readdir(this.docsDir());
    await Promise.all(names.filter((n) => !this.used.has(n.replace(/\.json$/, ''))).map((n) => rm(path.join(this.docsDir(), n), { force: true })));
  }

  private docsDir() {
    return path.join(this.cacheDir!, 'docs');
  }

  private async lookup(hash: string): Promise<Doc | undefined> {
    const hit = this.memory.get(hash);
    // A page whose partials changed is parsed again.
    if (hit && !depsUnchanged(hit, this.depsRead)) return undefined;
    if (hit) this.used.add(hash);
    if (hit || !this.cacheDir) return hit;
    try {
      const doc = JSON.parse(await readFile(path.join(this.docsDir(), `${hash}.json`), 'utf8')) as Doc;
      if (!depsUnchanged(doc, this.depsRead)) return undefined;
      this.memory.set(hash, doc);
      this.used.add(hash);
      return doc;
    } catch {
      return undefined;
    }
  }

  private async store(doc: Doc): Promise<void> {
    this.memory.set(doc.hash, doc);
    this.used.add(doc.hash);
    if (!this.cacheDir) return;
    await mkdir(this.docsDir(), { recursive: true });
    await writeFile(path.join(this.docsDir(), `${doc.hash}.json`), JSON.stringify(doc));
  }

  private fail(file: SourceFile, message: string): Doc {
    const hint = /^highlighting.*took longer/.test(message)
      ? 'very long code blocks are slow to highlight; DOCGEN_PARSE_TIMEOUT=<seconds> sets the limit'
      : /took longer/.test(message)
        ? 'long runs of brackets, emphasis or nesting are slow to parse; DOCGEN_PARSE_TIMEOUT=<seconds> sets the limit'
        : 'if this page is valid markdown, this is a bug in docgen: please report it with the page';
    const doc = failedDoc(file, { message, hint });
    this.failed.add(doc);
    return doc;
  }

  /**
   * Parses in this thread, each page's synchronous parts run by runWithin (timed.ts) so that the
   * time limit holds here too. The guards in parseDoc refuse the inputs known to be slow at once.
   */
  private async inProcess(files: SourceFile[], oneDone: (doc: Doc) => void, markdown?: MarkdownOptions): Promise<Doc[]> {
    if (!files.length) return [];
    // Loaded here: a build that parses in threads never loads the parser in this one.
    const [{ parseDocLoading }, { getBareHighlighter }] = await Promise.all([import('./parse.js'), import('./code.js')]);
    const h = await getBareHighlighter();
    const timeoutMs = this.timeoutMs;
    const docs: Doc[] = [];
    for (const f of files) {
      let doc: Doc;
      // One limit for the whole page: its parse, then its highlighting once its languages are loaded.
      const deadline = performance.now() + timeoutMs;
      // The site's own plugins may wait (a promise of theirs): the limit holds for their waits too.
      let timer: NodeJS.Timeout | undefined;
      const late = markdown?.sitePlugins ? new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimeLimitError(timeoutMs)), timeoutMs))) : undefined;
      try {
        const parsing = parseDocLoading(f, h, (part) => runWithin(deadline - performance.now(), part), markdown);
        doc = await (late ? Promise.race([parsing, late]) : parsing);
      } catch (error) {
        if (error instanceof TimeLimitError) doc = this.fail(f, `parsing took longer than ${formatSeconds(timeoutMs)}, so it was stopped`);
        else doc = this.fail(f, `cannot parse this page: ${(error as Error)?.message ?? String(error)}`);
      } finally {
        clearTimeout(timer);
      }
      docs.push(doc);
      oneDone(doc);
    }
    return docs;
  }

  /**
   * Each thread takes the next file when it is done. With two threads or more, the first one
   * highlights: the others leave their pages' code blocks to it (Shiki's grammars and regexes then
   * warm up in one thread only, and micromark's in the others), and it parses pages itself when it
   * has no code to highlight. The others take the pages with the most code first, so that the
   * highlighting thread has code to work on from the start and little left at the end; it takes
   * pages from the other end, those with no code, smallest first. With one thread: largest first.
   */
  private async inWorkers(workerFile: string, count: number, files: SourceFile[], oneDone: (doc: Doc) => void, markdown?: MarkdownOptions): Promise<Doc[]> {
    const split = count > 1;
    const code = files.map((f) => (split ? fencedBytes(f.text) : 0));
    const order = files.map((_, i) => i).sort((a, b) => code[b] - code[a] || files[b].text.length - files[a].text.length);
    const out: Doc[] = new Array(files.length);
    while (this.threads.length < count) this.threads.push(new Thread(workerFile));
    const threads = this.threads.slice(0, count);
    const timeoutMs = this.timeoutMs;
    const nonce = split ? randomUUID() : undefined;
    const finish = (i: number, doc: Doc) => {
      out[i] = doc;
      oneDone(doc);
    };
    /** The reply, or undefined when the request failed (and the page got its error). */
    const reply = (i: number, result: ThreadResult) => {
      if ('reply' in result) return result.reply;
      finish(i, this.fail(files[i], result.failure));
    };
    // Pages still to parse are order[head..tail); `waiting`: pages parsed whose code waits for the highlighting thread.
    let head = 0;
    let tail = order.length;
    const waiting: Array<{ i: number; doc: Doc; blocks: CodeBlock[] }> = [];
    let parsing = split ? count - 1 : count;
    let wake: (() => void) | undefined;
    const load = new Load(files, code);
    const parser = async (thread: Thread) => {
      while (head < tail) {
        const i = order[head++];
        // A site with much code keeps the highlighting thread busy: then the others highlight their pages too.
        const own = !split || load.highlighterBehind(parsing);
        load.taken(i);
        const t = performance.now();
        const r = reply(i, await thread.call({ file: files[i], nonce: own ? undefined : nonce, markdown }, timeoutMs));
        if (!own) load.parsed(i, performance.now() - t);
        if (r?.blocks?.length) {
          waiting.push({ i, doc: r.doc!, blocks: r.blocks });
          load.waiting(r.blocks);
          wake?.();
        } else if (r) finish(i, r.doc!);
      }
      parsing--;
      wake?.();
    };
    const highlighter = async (thread: Thread) => {
      for (;;) {
        const task = waiting.shift();
        if (task) {
          const t = performance.now();
          const r = reply(task.i, await thread.call({ blocks: task.blocks }, timeoutMs, 'highlighting its code blocks'));
          load.highlighted(task.blocks, performance.now() - t);
          if (r) finish(task.i, fillCode(task.doc, nonce!, r.html!));
        } else if (head < tail) {
          const i = order[--tail];
          load.taken(i);
          const r = reply(i, await thread.call({ file: files[i], markdown }, timeoutMs));
          if (r) finish(i, r.doc!);
        } else if (parsing > 0) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        } else return;
      }
    };
    try {
      await Promise.all(threads.map((thread, k) => (split && k === 0 ? highlighter(thread) : parser(thread))));
    } catch (error) {
      throw withContext('cannot start the markdown parser threads', error);
    } finally {
      // Between calls a dev server keeps one warm thread; a build keeps none.
      const keep = this.options.keepWorkers ? 1 : 0;
      await Promise.all(this.threads.splice(keep).map((t) => t.close()));
    }
    return out;
  }
}

/**
 * The work left on each side of a split parse, in characters, and each side's speed so far: whether
 * the highlighting thread has more left to do than the parsing threads.
 */
export class Load {
  /** Characters of the pages nobody has taken yet, and of their code (estimated). */
  private text: number;
  private code: number;
  /** Characters of code parsed and waiting to be highlighted. */
  private backlog = 0;
  /** Milliseconds and characters so far: parsing pages (their code left to highlight), and highlighting code. */
  private parse = { ms: 0, chars: 0 };
  private highlight = { ms: 0, chars: 0 };

  constructor(
    private files: SourceFile[],
    private codeOf: number[]
  ) {
    this.text = files.reduce((n, f) => n + f.text.length, 0);
    this.code = codeOf.reduce((n, c) => n + c, 0);
  }

  taken(i: number): void {
    this.text -= this.files[i].text.length;
    this.code -= this.codeOf[i];
  }

  parsed(i: number, ms: number): void {
    this.parse.ms += ms;
    this.parse.chars += this.files[i].text.length;
  }

  waiting(blocks: CodeBlock[]): void {
    this.backlog += chars(blocks);
  }

  highlighted(blocks: CodeBlock[], ms: number): void {
    this.backlog -= chars(blocks);
    this.highlight.ms += ms;
    this.highlight.chars += chars(blocks);
  }

  /** Until both speeds are known, no. */
  highlighterBehind(parsers: number): boolean {
    if (!this.parse.chars || !this.highlight.chars) return false;
    const highlighting = ((this.backlog + this.code) * this.highlight.ms) / this.highlight.chars;
    const parsing = (this.text * this.parse.ms) / this.parse.chars / Math.max(1, parsers);
    return highlighting > parsing;
  }
}

const chars = (blocks: CodeBlock[]) => blocks.reduce((n, b) => n + b.code.length, 0);

type ThreadResult = { reply: WorkerMessage } | { failure: string };
type WorkerMessage = { ready?: true; startError?: { message: string }; doc?: Doc; blocks?: CodeBlock[]; html?: string[]; error?: { message: string } };

/** One worker thread. A parse past its time limit, or a crash, ends the thread and starts a new one. */
class Thread {
  private worker!: Worker;
  private ready!: Promise<void>;

  constructor(private file: string) {
    this.spawn();
  }

  private spawn(): void {
    const worker = new Worker(this.file);
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (m: WorkerMessage) => {
        if (!m.ready && !m.startError) return;
        worker.off('error', onError).off('exit', onExit);
        if (m.startError) return reject(new Error(m.startError.message));
        // Idle threads do not keep the process alive; parse() holds it while it waits.
        worker.unref();
        resolve();
      };
      const onError = (e: Error) => reject(e);
      const onExit = (code: number) => reject(new Error(`the parser thread exited with code ${code} while starting`));
      worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    });
    // Handled where it is awaited (parse); a thread started only as a replacement may never be.
    this.ready.catch(() => undefined);
    // An 'error' event with no listener would throw in the main thread; parse() listens for its own.
    worker.on('error', () => undefined);
  }

  private respawn(): void {
    const old = this.worker;
    old.removeAllListeners();
    void old.terminate();
    this.spawn();
  }

  /** One request (see worker.ts) and its reply; a failure when the thread fails or runs past `timeoutMs` (`doing` names the work). */
  async call(request: WorkerRequest, timeoutMs: number, doing = 'parsing'): Promise<ThreadResult> {
    await this.ready;
    const worker = this.worker;
    worker.ref();
    return new Promise<ThreadResult>((resolve) => {
      let settled = false;
      const done = (result: ThreadResult, replace: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        worker.unref();
        if (replace) this.respawn();
        resolve(result);
      };
      const onMessage = (m: WorkerMessage) => {
        if (m.error) done({ failure: `cannot parse this page: ${m.error.message}` }, false);
        else if (m.doc || m.html) done({ reply: m }, false);
      };
      const onError = (e: Error) => done({ failure: `the parser thread crashed on this page: ${e.message}` }, true);
      const onExit = (code: number) => done({ failure: `the parser thread exited with code ${code} on this page` }, true);
      const timer = setTimeout(() => done({ failure: `${doing} took longer than ${formatSeconds(timeoutMs)}, so it was stopped` }, true), timeoutMs);
      worker.on('message', onMessage).once('error', onError).once('exit', onExit);
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners();
    await this.worker.terminate();
  }
}

/** Roughly how many characters of the text are fenced code. */
function fencedBytes(text: string): number {
  let bytes = 0;
  let open: RegExpExecArray | undefined;
  for (const m of text.matchAll(/^ {0,3}(`{3,}|~{3,})/gm)) {
    if (!open) open = m;
    else if (m[1][0] === open[1][0] && m[1].length >= open[1].length) {
      bytes += m.index - open.index;
      open = undefined;
    }
  }
  return bytes;
}

const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;

/** DOCGEN_PARSE_TIMEOUT: seconds, decimals allowed. */
function envTimeout(): number | undefined {
  const env = process.env.DOCGEN_PARSE_TIMEOUT;
  return env !== undefined && /^\d+(?:\.\d+)?$/.test(env) && Number(env) > 0 ? Number(env) * 1000 : undefined;
}

/** Threads to parse in: DOCGEN_WORKERS if set (0 parses in the main thread), else one per core up to 8. */
function workerCount(): number {
  const env = process.env.DOCGEN_WORKERS;
  if (env !== undefined && /^\d+$/.test(env)) return Number(env);
  return Math.max(1, Math.min(os.availableParallelism?.() ?? os.cpus().length, 8));
}
