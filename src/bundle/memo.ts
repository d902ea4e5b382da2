// esbuild's bundles of the theme, remembered by this process: the same options and input files give the same output.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';

/** A bundle's files and what its metafile says of them (kept with paths relative to its `outdir`, given absolute). */
export interface Bundle {
  outputs: Array<{ file: string; contents: Uint8Array; entryPoint?: string; imports: Array<{ file: string; kind: string }> }>;
}

interface Remembered {
  /** Each input file (absolute) with the hash of its content when it was bundled. */
  inputs: Array<[string, string]>;
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
  const inputs = await Promise.all(files.map(async (f) => [f, sha1(await readFile(f))] as [string, string]));
  const stable = (await Promise.all(files.map((f) => stat(f).then((s) => s.mtimeMs < started, () => false)))).every(Boolean);
  return { inputs, bundle: { outputs }, stable };
}

async function unchanged(inputs: Array<[string, string]>): Promise<boolean> {
  const now = await Promise.all(inputs.map(([f]) => readFile(f).then(sha1, () => '')));
  return inputs.every(([, hash], i) => now[i] === hash);
}

/** The bundle with its paths relative to `outdir` made absolute (the caller's view of esbuild's output). */
function rebase(bundle: Bundle, outdir: string): Bundle {
  const abs = (f: string) => path.join(outdir, f);
  return { outputs: bundle.outputs.map((o) => ({ ...o, file: abs(o.file), imports: o.imports.map((i) => ({ ...i, file: abs(i.file) })) })) };
}
