// A Docusaurus site's own plugins -> the global data they give its components. Each is called as Docusaurus calls it,
// its loadContent awaited and its contentLoaded given setGlobalData (what `usePluginData(name, id)` reads); the rest of
// what it does (routes, webpack, head tags) is left out, said once per plugin.
import path from 'node:path';
import { configTimeoutMs, describeThrown, importModule, timeLimit } from '../../config/import.js';
import type { Contents } from './plugins.js';

type OwnPlugin = NonNullable<Contents['own']>[number];
/** The global data of the site's plugins, by plugin name and instance id. */
export type GlobalData = Record<string, Record<string, unknown>>;

/** What a plugin object may have that docgen runs. */
const RUN = new Set(['name', 'loadContent', 'contentLoaded']);

/** A plugin's lifecycle step, with the time limit a config has to load (DOCGEN_CONFIG_TIMEOUT). */
async function step<T>(what: string, run: () => T | Promise<T>): Promise<T> {
  const ms = configTimeoutMs();
  const limit = timeLimit(ms, () => new Error(`its ${what} took longer than ${ms / 1000} s`));
  try {
    return await limit.race(Promise.resolve().then(run));
  } finally {
    limit.clear();
  }
}

/**
 * Runs the site's own plugins (`own` of readContents) in the site at `root` whose config exported `siteConfig`. `note`
 * reports each at its key; `missing` collects the packages a plugin module imports that are not installed.
 */
export async function runOwnPlugins(own: OwnPlugin[], root: string, siteConfig: Record<string, unknown>, missing: Set<string>, note: (key: string, message: string) => void): Promise<GlobalData> {
  const data: GlobalData = {};
  const i18n = (siteConfig.i18n ?? {}) as { defaultLocale?: string; locales?: string[] };
  const defaultLocale = i18n.defaultLocale ?? 'en';
  const context = {
    siteDir: root,
    siteConfig,
    outDir: path.join(root, 'build'),
    generatedFilesDir: path.join(root, '.docusaurus'),
    baseUrl: typeof siteConfig.baseUrl === 'string' ? siteConfig.baseUrl : '/',
    i18n: { defaultLocale, locales: i18n.locales ?? [defaultLocale], currentLocale: defaultLocale, localeConfigs: {} },
    codeTranslations: {}
  };
  for (const { key, name, entry, options } of own) {
    const left = (why: string) => note(key, `ignored "${key}": ${why}`);
    try {
      const loaded = typeof entry === 'function' ? entry : await importModule(path.resolve(root, String(entry)), { missing, any: true });
      const make = typeof loaded === 'function' ? loaded : (loaded as { default?: unknown } | undefined)?.default;
      if (typeof make !== 'function') {
        left(`${name} exports no plugin function`);
        continue;
      }
      const plugin = (await step('plugin function', () => (make as (c: unknown, o: unknown) => unknown)(context, options))) as Record<string, unknown> | null;
      if (!plugin || typeof plugin !== 'object') {
        left(`${name} returned no plugin`);
        continue;
      }
      const title = typeof plugin.name === 'string' ? plugin.name : name;
      const skipped = Object.keys(plugin).filter((k) => !RUN.has(k) && plugin[k] !== undefined);
      if (typeof plugin.loadContent !== 'function' && typeof plugin.contentLoaded !== 'function') {
        left(`docgen runs a plugin's loadContent and contentLoaded only (for the data its components read), and ${title} has neither${skipped.length ? ` (it has ${skipped.join(', ')})` : ''}`);
        continue;
      }
      const id = typeof options.id === 'string' ? options.id : 'default';
      const content = typeof plugin.loadContent === 'function' ? await step('loadContent', () => (plugin.loadContent as () => unknown)()) : undefined;
      const unrun = new Set<string>();
      if (typeof plugin.contentLoaded === 'function') {
        const actions = {
          setGlobalData: (value: unknown) => ((data[title] ??= {})[id] = value),
          addRoute: () => unrun.add('addRoute'),
          createData: async (file: string) => (unrun.add('createData'), path.join(context.generatedFilesDir, title, file))
        };
        await step('contentLoaded', () => (plugin.contentLoaded as (a: unknown) => unknown)({ content, actions, allContent: {} }));
      }
      const rest = [...skipped, ...unrun];
      if (rest.length) left(`of ${title}, docgen runs loadContent and contentLoaded's setGlobalData only, not its ${rest.join(', ')}`);
    } catch (error) {
      left(`${name} failed: ${describeThrown(error)}; its components' usePluginData gives nothing`);
    }
  }
  return data;
}
