// esbuild's bundles of the theme, remembered by this process: the same options and input files give the same output.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';

/** A bundle's files and what its metafile says of them (kept with paths relative to its `outdir`, given absolute). */
export interface Bundle {
  outputs: Array<{ file: string; contents: Uint8Array; entryPoint?: string; imports: Array<{ file: string; kind: string }> }>;
}

/** An input file (absolute) as it was bundled: its content's hash, and the stat that lets a lookup skip reading it. */
interface Input {
  file: string;
  hash: string;
  mtimeMs: number;
  size: number;
}

interface Remembered {
  inputs: Input[];
  bundle: Bundle;
  /** No input changed while it was bundled (else what was read and what is hashed may differ: it is not kept). */
  stable: boolean;
}

/** At most this many bundles kept (a process that builds many sites: the tests, a dev server whose config changes). */
const KEEP = 16;
const remembered = new Map<string, Promise<Remembered>>();

const sha1 = (data: Uint8Array | string) => createHash('sha1').update(data).digest('hex');

/**
 * Bundles with esbuild (`write: false`, `metafile: true`), or gives the bundle this process made with the same options
 * when every input file still has the content it had then: a second build in one process (the dev server's rebuilds,
 * builds of several sites) does not bundle React and the theme again. `plugins` are not part of the key: `pluginKey`
 * names what their output depends on beyond the input files they load.
 */
export async function memoBuild(options: BuildOptions & { outdir?: string }, pluginKey = ''): Promise<Bundle> {
  const outdir = options.outdir ?? process.cwd();
  const { plugins, outdir: _outdir, ...rest } = options;
  // The working folder too: esbuild names each input in a comment by its path from there.
  const key = sha1(JSON.stringify([rest, pluginKey, (plugins ?? []).map((p) => p.name), options.absWorkingDir ?? process.cwd()]));
  const known = remembered.get(key);
  if (known) {
    const hit = await known.then(async (r) => ((await unchanged(r.inputs)) ? r : undefined), () => undefined);
    if (hit) return rebase(hit.bundle, outdir);
  }
  // Paths in a bundle are remembered relative to its outdir (the same theme is bundled for sites built to different folders).
  const made = bundleOnce({ ...options, outdir });
  remembered.delete(key);
  remembered.set(key, made);
  const forget = () => remembered.get(key) === made && remembered.delete(key);
  made.then((r) => r.stable || forget(), forget);
  while (remembered.size > KEEP) remembered.delete(remembered.keys().next().value!);
  return rebase((await made).bundle, outdir);
}

async function bundleOnce(options: BuildOptions & { outdir: string }): Promise<Remembered> {
  const started = Date.now();
  const result = await build({ ...options, write: false, metafile: true });
  const cwd = options.absWorkingDir ?? process.cwd();
  const rel = (p: string) => path.relative(options.outdir, path.resolve(cwd, p));
  const meta = result.metafile!.outputs;
  const outputs = result.outputFiles!.map((f) => {
    const m = Object.entries(meta).find(([out]) => path.resolve(cwd, out) === f.path)?.[1];
    return { file: path.relative(options.outdir, f.path), contents: f.contents, entryPoint: m?.entryPoint, imports: (m?.imports ?? []).filter((i) => !i.external).map((i) => ({ file: rel(i.path), kind: i.kind })) };
  });
  // Inputs in a plugin's namespace (`ns:name`) are made from what pluginKey names; the others are files.
  const files = Object.keys(result.metafile!.inputs).filter((i) => !/^[\w-]+:/.test(i)).map((i) => path.resolve(cwd, i));
  // Read, then stat: a change after the read shows in the stat, and that bundle is not kept.
  const inputs = await Promise.all(files.map(async (file) => {
    const hash = sha1(await readFile(file));
    const { mtimeMs, size } = await stat(file);
    return { file, hash, mtimeMs, size };
  }));
  return { inputs, bundle: { outputs }, stable: inputs.every((i) => i.mtimeMs < started) };
}

/** Whether every input has the content it had: a file whose stat is as it was is not read again. */
async function unchanged(inputs: Input[]): Promise<boolean> {
  const same = await Promise.all(
    inputs.map(async ({ file, hash, mtimeMs, size }) => {
      const now = await stat(file).catch(() => undefined);
      if (!now) return false;
      return (now.mtimeMs === mtimeMs && now.size === size) || sha1(await readFile(file)) === hash;
    })
  );
  return same.every(Boolean);
}

/** The bundle with its paths relative to `outdir` made absolute (the caller's view of esbuild's output). */
function rebase(bundle: Bundle, outdir: string): Bundle {
  const abs = (f: string) => path.join(outdir, f);
  return { outputs: bundle.outputs.map((o) => ({ ...o, file: abs(o.file), imports: o.imports.map((i) => ({ ...i, file: abs(i.file) })) })) };
}
