// Page modules + the files they read -> the last bundles from disk when nothing changed, else a fresh bundle saved for next time.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleIslands, type BundleError, type BundleOptions, type Bundled } from './bundle.js';
import { islandsDir, moduleSource, type PageModule } from './plugin.js';
import { walkFiles } from '../content/walk.js';

/** Bump when the bundles' shape changes. */
const VERSION = 122;

interface Manifest {
  /** The server files' folder, named by their contents: Node imports a module once per path. */
  serverDir: string;
  inputs: Record<string, string>;
  /** Folders whose entries decide whether a failing island's import resolves (Bundled.absent), by their listing's hash. */
  absent: Record<string, string>;
  /** The islands that could not be bundled, by page module key and index. */
  failed: Array<[string, Array<[number, BundleError]>]>;
  entries: Array<[string, { server: string; js: string; css: string[] }]>;
  runtime: string;
  server: string[];
  client: string[];
}

const sha1 = (s: string | Uint8Array) => createHash('sha1').update(s).digest('hex');
const hashFile = (f: string) => (existsSync(f) ? sha1(readFileSync(f)) : '');
/** The entries of these folders, hashed together: what a failed island missed may have appeared when it changes. */
export const listingsHash = (dirs: string[]) => sha1(dirs.map(hashListing).join('\0'));

/** A folder's entries, hashed ('' when it is not there). */
function hashListing(dir: string): string {
  try {
    return sha1(readdirSync(dir).sort().join('\0'));
  } catch {
    return '';
  }
}

/** The key of a set of page modules: docgen's runtime and stand-ins, the modules, and the options. */
function keyOf(modules: Map<string, PageModule>, options: object): string {
  const own = walkFiles(islandsDir(), { inside: islandsDir(), keep: () => true }).files.map((f) => `${f.rel}\0${hashFile(f.real)}`);
  const mods = [...modules.values()].map((m) => `${m.dir}\0${moduleSource(m)}`).sort();
  return sha1(JSON.stringify([VERSION, own, mods, options])).slice(0, 16);
}

/** The bundles and the folder holding the server files (imported to render); from the cache when no input changed. */
export async function cachedBundle(modules: Map<string, PageModule>, options: BundleOptions & { cacheDir: string }): Promise<{ bundled: Bundled; serverDir: string }> {
  const { cacheDir, ...bundling } = options;
  const dir = path.join(cacheDir, 'islands', keyOf(modules, bundling));
  const hit = await readManifest(dir);
  await pruneOthers(dir);
  if (hit && Object.entries(hit.inputs).every(([f, h]) => hashFile(f) === h) && Object.entries(hit.absent).every(([d, h]) => hashListing(d) === h)) {
    const serverDir = path.join(dir, hit.serverDir);
    const read = async (sub: string, names: string[]) => new Map(await Promise.all(names.map(async (n) => [n, new Uint8Array(await readFile(path.join(dir, sub, n)))] as [string, Uint8Array])));
    return {
      serverDir,
      bundled: {
        server: await read(hit.serverDir, hit.server),
        client: await read('client', hit.client),
        entries: new Map(hit.entries),
        runtime: hit.runtime,
        failed: new Map(hit.failed.map(([k, errors]) => [k, new Map(errors)])),
        inputs: Object.keys(hit.inputs),
        absent: Object.keys(hit.absent)
      }
    };
  }
  const bundled = await bundleIslands(modules, { ...bundling, outdir: dir });
  await rm(dir, { recursive: true, force: true });
  const write = (sub: string, files: Map<string, Uint8Array>) =>
    Promise.all([...files].map(async ([n, c]) => {
      await mkdir(path.dirname(path.join(dir, sub, n)), { recursive: true });
      await writeFile(path.join(dir, sub, n), c);
    }));
  const serverName = `server-${sha1([...bundled.server].map(([n, c]) => `${n}\0${sha1(c)}`).join('\0')).slice(0, 12)}`;
  await Promise.all([write(serverName, bundled.server), write('client', bundled.client)]);
  const manifest: Manifest = {
    serverDir: serverName,
    inputs: Object.fromEntries(bundled.inputs.map((f) => [f, hashFile(f)])),
    absent: Object.fromEntries(bundled.absent.map((d) => [d, hashListing(d)])),
    failed: [...bundled.failed].map(([k, errors]) => [k, [...errors]]),
    entries: [...bundled.entries],
    runtime: bundled.runtime,
    server: [...bundled.server.keys()],
    client: [...bundled.client.keys()]
  };
  // An island that could not be bundled is kept as such until a file it read changes or what it missed may be there.
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return { bundled, serverDir: path.join(dir, serverName) };
}

/** How many other bundles' folders are kept (the most recently used), and for how long at least. */
const KEEP = 3;
const KEPT_FOR_MS = 60 * 60 * 1000;

/**
 * Marks `dir` used now, and removes the folders of other bundles but the `KEEP` most recently used, once unused for an
 * hour (another build may be writing or reading one): each change of a page's components makes a new one, and a site's
 * pictures can make each hundreds of megabytes.
 */
async function pruneOthers(dir: string): Promise<void> {
  const root = path.dirname(dir);
  await mkdir(dir, { recursive: true });
  const now = new Date();
  await utimes(dir, now, now);
  const others = readdirSync(root).map((name) => path.join(root, name)).filter((d) => d !== dir).map((d) => ({ d, used: statSync(d, { throwIfNoEntry: false })?.mtimeMs ?? now.getTime() }));
  const stale = others.sort((a, b) => b.used - a.used).slice(KEEP).filter((o) => now.getTime() - o.used > KEPT_FOR_MS);
  await Promise.all(stale.map((o) => rm(o.d, { recursive: true, force: true })));
}

async function readManifest(dir: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}
