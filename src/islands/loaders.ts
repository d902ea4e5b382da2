// A file and the site's own webpack loaders an import names before raw-loader (`!!raw-loader!roa-loader!./a.ts`,
// islands.loaders) -> what raw-loader would make the module's default export: the loaders run as webpack runs them.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A webpack loader: called with the source and a context, it returns the result, a promise of it, or calls back. */
type Loader = ((this: object, source: string | Buffer) => unknown) & { raw?: boolean };

/**
 * Runs `names` (as an import lists them: the last runs first) on `file`, each found in `loaders` (name -> module file),
 * with the parts of webpack's loader context that a loader reads about its file. raw-loader, which the import ends
 * with, gives the result as it is: a string, or the object a loader gave (Apify's roa-loader gives `{ code, hash }`),
 * as its JSON.
 */
export async function runLoaders(names: string[], file: string, loaders: Record<string, string>, root: string): Promise<unknown> {
  let content: unknown = readFileSync(file);
  for (const name of [...names].reverse()) {
    const loader = await loaderOf(loaders[name]);
    const source = loader.raw ? toBuffer(content) : toText(content);
    content = await new Promise((resolve, reject) => {
      let waiting = false;
      const callback = (error: unknown, result?: unknown) => (error ? reject(error) : resolve(result));
      const context = {
        resourcePath: file,
        resource: file,
        resourceQuery: '',
        context: path.dirname(file),
        rootContext: root,
        query: '',
        mode: 'production',
        target: 'web',
        getOptions: () => ({}),
        cacheable() {},
        addDependency() {},
        addContextDependency() {},
        dependency() {},
        emitWarning() {},
        emitError() {},
        async: () => ((waiting = true), callback),
        callback
      };
      try {
        const returned = loader.call(context, source);
        if (returned !== undefined) Promise.resolve(returned).then(resolve, reject);
        else if (!waiting) resolve(returned);
      } catch (error) {
        reject(error);
      }
    });
  }
  return Buffer.isBuffer(content) ? content.toString('utf8') : content;
}

/** Each loader module read, by its file and its time of change. */
const read = new Map<string, { mtime: number; loader: Promise<Loader> }>();

/** The loader a module exports: read once, and again once its file changed (a dev server runs the edited loader). */
function loaderOf(file: string): Promise<Loader> {
  const mtime = statSync(file).mtimeMs;
  const known = read.get(file);
  if (known?.mtime === mtime) return known.loader;
  const loader = readLoader(file, mtime);
  read.set(file, { mtime, loader });
  return loader;
}

async function readLoader(file: string, mtime: number): Promise<Loader> {
  const require = createRequire(file);
  let loaded: unknown;
  try {
    delete require.cache[file];
    loaded = require(file);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_REQUIRE_ESM') throw error;
    loaded = ((await import(`${pathToFileURL(file).href}?${mtime}`)) as { default?: unknown }).default;
  }
  const loader = typeof loaded === 'function' ? loaded : (loaded as { default?: unknown } | undefined)?.default;
  if (typeof loader !== 'function') throw new Error(`${path.basename(file)} exports no loader function`);
  return loader as Loader;
}

const toText = (c: unknown) => (Buffer.isBuffer(c) ? c.toString('utf8') : typeof c === 'string' ? c : JSON.stringify(c));
const toBuffer = (c: unknown) => (Buffer.isBuffer(c) ? c : Buffer.from(toText(c)));
