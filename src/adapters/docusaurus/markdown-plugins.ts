// A content plugin's remarkPlugins / rehypePlugins -> docgen's markdown options they stand for (math, npm2yarn, code
// tabs, GitHub's alerts), and the rest named.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { STUB_PACKAGE } from '../../config/import.js';
import { ADMONITIONS, GITHUB_ALERTS } from '../../markdown/admonitions.js';
import type { AdmonitionKeyword, GithubAlertType, Npm2YarnConverter } from '../../types.js';

/**
 * What a plugin list gives: whether it reads math (remark-math) or typesets it (rehype-katex), npm2yarn's options (with
 * the converters that are functions, which docgen cannot run, named), tab-blocks's, and the plugins docgen has no option for.
 */
export interface PluginList {
  math: boolean;
  npm2yarn?: { options: { sync?: boolean; converters?: Npm2YarnConverter[] }; dropped?: string };
  /** docusaurus-remark-plugin-tab-blocks's options as docgen's `markdown.codeTabs`. */
  codeTabs?: { labels?: Record<string, string>; sync?: boolean; groupId?: string };
  /** GitHub's alerts turned into admonitions (remark-github-admonitions-to-directives and the like): the keyword of each type that is not its own. */
  githubAlerts?: Partial<Record<GithubAlertType, AdmonitionKeyword>>;
  /** By their place in the list and name, with the entry as written; `missing`: a stand-in for a package not installed. */
  others: Array<{ at: number; name: string; entry: unknown; missing: boolean }>;
}

const NPM2YARN = '@docusaurus/remark-plugin-npm2yarn';
const TAB_BLOCKS = 'docusaurus-remark-plugin-tab-blocks';

const installed = new Map<string, unknown[]>();

/**
 * The site's own copy of a markdown plugin package, when installed, as the values a config may name it by (the module,
 * its `default`, its `plugin`): its function's own name (`plugin`) says nothing, so it is known by identity (the
 * config's require and this one load the same module). Looked up once per site folder and package.
 */
function installedPlugin(root: string, name: string): unknown[] {
  const key = `${root}\0${name}`;
  if (!installed.has(key)) {
    try {
      const mod = createRequire(path.join(root, 'package.json'))(name) as { default?: unknown; plugin?: unknown };
      installed.set(key, [mod, mod?.default, mod?.plugin].filter((v) => typeof v === 'function'));
    } catch {
      installed.set(key, []);
    }
  }
  return installed.get(key)!;
}

/** The plugin is the package `name`: by the name of the stand-in for it, or as the site's installed copy. */
const isPackage = (entryName: string, plugin: unknown, name: string, root: string) => entryName === name || (typeof plugin === 'function' && installedPlugin(root, name).includes(plugin));

/** tab-blocks's options (`{ labels: [['py', 'Python']], sync, groupId }`) as docgen's. */
function codeTabsOptions(options: unknown): NonNullable<PluginList['codeTabs']> {
  const o = (typeof options === 'object' && options !== null ? options : {}) as { labels?: unknown; sync?: unknown; groupId?: unknown };
  const labels = Array.isArray(o.labels) ? Object.fromEntries(o.labels.filter((l): l is [string, string] => Array.isArray(l) && typeof l[0] === 'string' && typeof l[1] === 'string')) : undefined;
  return { ...(labels ? { labels } : {}), ...(typeof o.sync === 'boolean' ? { sync: o.sync } : {}), ...(typeof o.groupId === 'string' && o.groupId ? { groupId: o.groupId } : {}) };
}

/** npm2yarn's options (`{ sync, converters }`) as docgen's: the converters it names kept, the rest (a `[name, fn]` pair) named as dropped. */
function npm2yarnOptions(options: unknown): NonNullable<PluginList['npm2yarn']> {
  const o = (typeof options === 'object' && options !== null ? options : {}) as { sync?: unknown; converters?: unknown };
  const converters = Array.isArray(o.converters) ? o.converters : undefined;
  const kept = converters?.filter((c): c is Npm2YarnConverter => c === 'yarn' || c === 'pnpm' || c === 'bun');
  const dropped = converters?.filter((c) => !kept!.includes(c)).map((c) => (Array.isArray(c) ? String(c[0]) : String(c)));
  return { options: { ...(typeof o.sync === 'boolean' ? { sync: o.sync } : {}), ...(kept ? { converters: kept } : {}) }, ...(dropped?.length ? { dropped: dropped.join(', ') } : {}) };
}

/**
 * The package a plugin function of an installed package comes from (its own name says little: rushstack's `plugin`):
 * the module Node loaded that exports it, named by its nearest package.json. Undefined for the site's own files (the
 * config's bundle holds them) and ES modules (not in require's cache).
 */
function packageOf(fn: Function): string | undefined {
  const cache = createRequire(import.meta.url).cache;
  const exports = (mod: NodeJS.Module) => {
    try {
      return mod.exports === fn || (typeof mod.exports === 'object' && mod.exports !== null && Object.values(mod.exports).includes(fn));
    } catch {
      return false;
    }
  };
  for (const mod of Object.values(cache)) {
    if (!mod || !exports(mod)) continue;
    for (let dir = path.dirname(mod.filename); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      try {
        const name = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name;
        if (typeof name === 'string') return name;
      } catch {
        // No package.json here: one folder up.
      }
    }
  }
  return undefined;
}

/** Function names and package names of the plugins docgen's `markdown.math` stands for: remark-math reads `$`, rehype-katex typesets it. */
const MATH = /^(?:remark-?math|math|rehype-?katex|katex)$/i;

/** A plugin entry's name: the package a stand-in replaced (not installed), else the function's own name. */
function pluginName(entry: unknown): string {
  const plugin = Array.isArray(entry) ? entry[0] : entry;
  if (typeof plugin !== 'function' && (typeof plugin !== 'object' || plugin === null)) return String(plugin);
  const stub = (plugin as Record<symbol, unknown>)[STUB_PACKAGE];
  if (typeof stub === 'string') return stub;
  const pkg = typeof plugin === 'function' ? packageOf(plugin) : undefined;
  if (pkg) return pkg;
  return (plugin as { name?: unknown }).name && typeof (plugin as { name?: unknown }).name === 'string' ? ((plugin as { name: string }).name || '(a function)') : '(a plugin)';
}

/**
 * The plugins that draw GitHub's alerts (`> [!NOTE]`) as boxes, by package and function name. The first turns them into
 * Docusaurus's admonitions, IMPORTANT as `info` and CAUTION as `danger` unless its `mapping` option says otherwise; the
 * others draw each as a box of its own type, as GitHub does.
 */
const ALERTS = /^(?:remark-github-admonitions-to-directives|remarkGithubAdmonitionsToDirectives)$/;
const OWN_ALERTS = /^(?:remark-github-alerts|remarkGithubAlerts|remark-github-blockquote-alert|remarkAlert|rehype-github-alerts|rehypeGithubAlerts)$/;

/** remark-github-admonitions-to-directives's `mapping` over its defaults, the values that are admonition keywords. */
function alertKinds(options: unknown): NonNullable<PluginList['githubAlerts']> {
  const mapping = typeof options === 'object' && options !== null ? (options as { mapping?: unknown }).mapping : undefined;
  const given = Object.entries(typeof mapping === 'object' && mapping !== null ? mapping : {}).filter(([t, k]) => t in GITHUB_ALERTS && (ADMONITIONS as readonly unknown[]).includes(k));
  return { IMPORTANT: 'info', CAUTION: 'danger', ...Object.fromEntries(given) };
}

/** remark-gfm: GitHub's tables, task lists, strikethrough, autolinks and footnotes, which docgen reads in every page as Docusaurus 3's MDX does. */
const GFM = /^(?:remark-?gfm|remarkGfm)$/i;

/** Reads one `remarkPlugins` / `rehypePlugins` value (an array of plugins or [plugin, options] pairs) of the site at `root`. */
export function readPluginList(value: unknown, root: string): PluginList {
  const out: PluginList = { math: false, others: [] };
  (Array.isArray(value) ? value : []).forEach((entry, at) => {
    const name = pluginName(entry);
    const plugin = Array.isArray(entry) ? entry[0] : entry;
    const options = Array.isArray(entry) ? entry[1] : undefined;
    if (isPackage(name, plugin, NPM2YARN, root)) out.npm2yarn = npm2yarnOptions(options);
    else if (isPackage(name, plugin, TAB_BLOCKS, root)) out.codeTabs = codeTabsOptions(options);
    else if (MATH.test(name.replace(/^.*[/\\]/, ''))) out.math = true;
    else if (ALERTS.test(name)) out.githubAlerts = alertKinds(options);
    else if (OWN_ALERTS.test(name)) out.githubAlerts = {};
    // Without options it adds nothing docgen does not do; its options (`singleTilde`…) docgen has not.
    else if (GFM.test(name.replace(/^.*[/\\]/, '')) && options === undefined) return;
    else out.others.push({ at, name, entry, missing: typeof plugin === 'function' && typeof (plugin as unknown as Record<symbol, unknown>)[STUB_PACKAGE] === 'string' });
  });
  return out;
}
