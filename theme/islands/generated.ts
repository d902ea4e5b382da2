// Docusaurus's generated data (a blog's recent posts, the docs of a version) as a component reads it: an object whose
// keys are looked up in the page's data (globalThis.__docgenGenerated, set before the islands' module loads and
// renders, on the server and in the browser) when read, so one module serves every page and locale. The build makes
// the data (src/islands/generated.ts). No React here: the build's own reading of site modules loads it too.
import type { IslandContext } from '../types.js';

/**
 * The site's config, locales and global data by their ids (`@generated/docusaurus.config`, `@generated/i18n`,
 * `@generated/globalData`: Databend's helpers read the current locale so), made of an island context.
 */
export const SITE_WIDE: Record<string, (c: IslandContext) => unknown> = { 'docusaurus.config': (c) => c.siteConfig, i18n: (c) => ({ ...c.i18n, path: 'i18n' }), globalData: (c) => c.globalData ?? {} };

let siteContext: IslandContext | undefined;
/** What the site's islands read as they render (IslandContext.generatedUrl), once loaded. */
let siteGenerated: Record<string, unknown> = {};
/** Loads the generated data the site's islands read (its file stays in the browser's cache from page to page). */
export async function loadSiteGenerated(url: string): Promise<void> {
  siteGenerated = (await fetch(url).then((r) => (r.ok ? r.json() : {}), () => ({}))) as Record<string, unknown>;
}
/**
 * In the browser, a page without components of its own has no generated data, and a page's has only what its own
 * components read: a module of the site's islands (its docs layout, its Root) gets the site's config as it loads from
 * their context, which the shell's data has, and a navbar item what it read on the server from their file.
 */
function fromSite(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  if (!Object.hasOwn(SITE_WIDE, id)) return siteGenerated[id];
  siteContext ??= (JSON.parse(document.getElementById('__docgen_data')?.textContent ?? '{}') as { site?: { siteIslands?: { context?: IslandContext } } }).site?.siteIslands?.context;
  return siteContext && SITE_WIDE[id](siteContext);
}

export default function generated(id: string): Record<PropertyKey, unknown> {
  const data = () => Object(globalThis.__docgenGenerated?.[id] ?? fromSite(id) ?? {}) as Record<PropertyKey, unknown>;
  return new Proxy({} as Record<PropertyKey, unknown>, {
    get: (_, key) => data()[key],
    has: (_, key) => key in data(),
    ownKeys: () => Reflect.ownKeys(data()),
    getOwnPropertyDescriptor: (_, key) => (key in data() ? { value: data()[key], enumerable: true, configurable: true, writable: false } : undefined)
  });
}
