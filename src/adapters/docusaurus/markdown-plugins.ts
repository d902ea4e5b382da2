// A content plugin's remarkPlugins / rehypePlugins -> docgen's markdown options they stand for (math), and the rest named.
import { STUB_PACKAGE } from '../../config/import.js';

/** What a plugin list gives: whether it reads math (remark-math) or typesets it (rehype-katex), and the plugins docgen has no option for. */
export interface PluginList {
  math: boolean;
  others: string[];
}

/** Function names and package names of the plugins docgen's `markdown.math` stands for: remark-math reads `$`, rehype-katex typesets it. */
const MATH = /^(?:remark-?math|math|rehype-?katex|katex)$/i;

/** A plugin entry's name: the package a stand-in replaced (not installed), else the function's own name. */
function pluginName(entry: unknown): string {
  const plugin = Array.isArray(entry) ? entry[0] : entry;
  if (typeof plugin !== 'function' && (typeof plugin !== 'object' || plugin === null)) return String(plugin);
  const stub = (plugin as Record<symbol, unknown>)[STUB_PACKAGE];
  if (typeof stub === 'string') return stub;
  return (plugin as { name?: unknown }).name && typeof (plugin as { name?: unknown }).name === 'string' ? ((plugin as { name: string }).name || '(a function)') : '(a plugin)';
}

/** Reads one `remarkPlugins` / `rehypePlugins` value (an array of plugins or [plugin, options] pairs). */
export function readPluginList(value: unknown): PluginList {
  const out: PluginList = { math: false, others: [] };
  for (const entry of Array.isArray(value) ? value : []) {
    const name = pluginName(entry);
    if (MATH.test(name.replace(/^.*[/\\]/, ''))) out.math = true;
    else out.others.push(name);
  }
  return out;
}
