// A Docusaurus config's presets and plugins -> the options of its docs, blog and pages, and the entries docgen leaves out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { moduleFile, resolveFrom } from '../../config/import.js';

export type Plain = Record<string, unknown>;
export const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy of the plain objects and arrays in `v` (other values shared), so that mapping never changes what a module exported. */
export function clonePlain<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clonePlain) as T;
  if (isPlain(v) && Object.getPrototypeOf(v) === Object.prototype) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clonePlain(x)])) as T;
  return v;
}

/** One content plugin's options; `false` when the preset turns it off. */
export type ContentOptions = Plain | false;

export interface Contents {
  docs: ContentOptions[];
  blog: ContentOptions[];
  pages: ContentOptions[];
  /** The classic theme's own options (`customCss` …), from the classic preset or a `themes` entry. */
  theme?: Plain;
  /** Where those options are in the config (`presets[0].theme`, `themes[0]`), to report them by. */
  themeAt?: string;
  /** The client-redirects plugin's options, and where they are (`plugins[3]`). */
  redirects?: { options: Plain; at: string };
  /** The sitemap plugin's options (the preset's `sitemap`, or plugin-sitemap's; `false`: off), and where they are. */
  sitemap?: { options: Plain | false; at: string };
  /** The analytics plugins' options (the preset's `gtag` and `googleTagManager`, or plugin-google-gtag's and plugin-google-tag-manager's), and where they are. */
  gtag?: { options: Plain; at: string };
  googleTagManager?: { options: Plain; at: string };
  /** The PWA plugin's options, and where they are. */
  pwa?: { options: Plain; at: string };
  /** The path of the search page a search theme had (`search`), for docgen's own. */
  searchPage?: string;
  /**
   * The imports Meta's docs preset strips from the docs' pages for a public build (those of `fb/` folders), with
   * remark-mdx-filter-imports: a plugin of MDX 1's tree, which strips nothing from MDX 2's.
   */
  strippedImports?: RegExp[];
  /** Whether `themes` has theme-live-codeblock: its `live` fences are playgrounds. */
  liveCodeBlocks?: boolean;
  /** Entries docgen does not implement, by the key they are at (`plugins[2]`, `presets[0].gtag`) and their name; `why`, when it is not that docgen lacks it. */
  ignored: Array<{ key: string; name: string; why?: string }>;
  /**
   * The site's own plugins (a function, or a module in its folder) and the plugin packages it installed, run for the data
   * they give its components, their tags and client modules (own-plugins.ts).
   */
  own?: Array<{ key: string; name: string; entry: unknown; options: Plain; installed?: true; extends?: 'docs' | 'blog' }>;
  /**
   * The site's own plugins that configure PostCSS (`configurePostCss`: tRPC's, DocSearch's, Lexical's add Tailwind), by key
   * and name; `nesting`: the module of the nesting plugin it puts before Tailwind (IBC-Go's `tailwindcss/nesting`).
   */
  postCss?: Array<{ key: string; name: string; nesting?: string }>;
}

/**
 * A nesting plugin a configurePostCss requires, which flattens nested rules (an `@apply` in a nested `@media`) for
 * Tailwind: its module as the config's bundle names it (a file in node_modules, or the package).
 */
const NESTING = /require\(\s*['"]([^'"]*\b(?:tailwindcss[\\/]nesting|postcss-nest(?:ed|ing))\b[^'"]*)['"]\s*\)/;

/** A plugin's name as the config gives it; a path into node_modules (`require.resolve('x')`) as its package's name. */
function entryName(entry: unknown): string {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (typeof head === 'string') return /[/\\]node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/.exec(head)?.[1].replace(/\\/g, '/') ?? head;
  if (typeof head === 'function') return head.name || '(a function)';
  return '(a plugin)';
}

/** `@docusaurus/plugin-content-docs`, `content-docs`, `.../node_modules/@docusaurus/plugin-content-docs/lib/index.js` -> `content-docs`. */
function kindOf(name: string): string {
  const m = /(?:^|[/\\])(?:@docusaurus[/\\])?(?:docusaurus-)?(plugin|preset|theme)-([a-z-]+?)(?:[/\\]|$)/.exec(name);
  if (m) return m[2];
  return name;
}

const CLASSIC_PARTS = ['docs', 'blog', 'pages', 'theme'];
/** The classic preset's analytics options, which docgen takes. */
const ANALYTICS = ['gtag', 'googleTagManager'] as const;
/**
 * The presets read as the classic one: its own names, Meta's docs preset (`docusaurus-plugin-internaldocs-fb`) and
 * `docusaurus-preset-openapi` (Tableland's, Tianji's), which pass their docs, blog, pages and theme options on to the
 * classic preset as they are. Of their own options, the OpenAPI preset's `api` is its plugin's (run as an installed
 * plugin is: the API pages it adds are routes docgen does not build, which links may name); `proxy` (the dev server's)
 * is left out.
 */
const CLASSIC_PRESETS = ['classic', 'preset-classic', 'internaldocs-fb', 'openapi'];

/** A search plugin or theme (Algolia's, the local search ones, lunr, Typesense, Orama): docgen's own search stands in for it. */
const SEARCH = /(?:^|[^a-z])(?:search|lunr|orama|typesense)(?:[^a-z]|$)/i;

/**
 * A theme docgen stands in for, read into `out`: true when `entry` is one. Docusaurus loads a theme named in `plugins`
 * as one named in `themes` (Web3.js's site has theme-live-codeblock in its plugins).
 */
function readTheme(out: Contents, entry: unknown, at: string): boolean {
  const name = entryName(entry);
  const kind = kindOf(name);
  // theme-mermaid draws what `markdown.mermaid` turns on: docgen draws diagrams itself.
  if (kind === 'mermaid') return true;
  // theme-live-codeblock's playgrounds: markdown.liveCodeBlocks.
  if (kind === 'live-codeblock') {
    out.liveCodeBlocks = true;
    return true;
  }
  // The classic theme named on its own (Immer's, with its customCss): docgen's theme stands in for it, as for the preset's.
  if (kind === 'classic') {
    const options = Array.isArray(entry) && isPlain(entry[1]) ? entry[1] : undefined;
    if (options) {
      out.theme = { ...out.theme, ...options };
      out.themeAt = at;
    }
    return true;
  }
  if (SEARCH.test(name)) {
    out.ignored.push({ key: at, name, why: `${name} is not needed: docgen's own offline search takes its place` });
    // Its search page (`/search`): docgen's, at the same path.
    if (/@easyops-cn\/docusaurus-search-local/.test(name)) out.searchPage = 'search';
    return true;
  }
  return false;
}

/** A plugin of the site's own: a function in its config, or a module in its folder (not an installed package). */
function isOwn(entry: unknown, root: string | undefined): boolean {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (typeof head === 'function') return true;
  if (typeof head !== 'string' || root === undefined || !(head.startsWith('.') || path.isAbsolute(head))) return false;
  const rel = path.relative(root, path.resolve(root, head));
  return !rel.startsWith('..') && !path.isAbsolute(rel) && !rel.split(path.sep).includes('node_modules');
}

/**
 * The file of a plugin package installed in the site's folder (`posthog-docusaurus`, `docusaurus-plugin-image-zoom`, or
 * its short name `image-zoom`, as Docusaurus resolves it), or of a path into node_modules (`require.resolve(…)`), to run
 * as the site's own are run; undefined when it is not installed. Docusaurus's own packages are not run: docgen does
 * their work itself or leaves them out.
 */
export function installedPlugin(entry: unknown, root: string, kind: 'plugin' | 'theme' | 'preset' = 'plugin'): string | undefined {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (typeof head !== 'string' || /(?:^|[/\\])@docusaurus[/\\]/.test(head)) return undefined;
  const scoped = /^(@[^/]+)\/(.+)$/.exec(head);
  const names = path.isAbsolute(head) ? [head] : scoped ? [head, `${scoped[1]}/docusaurus-${kind}-${scoped[2]}`] : [head, `docusaurus-${kind}-${head}`];
  return names.map((name) => resolveFrom(root, name)).find(Boolean);
}

/**
 * The content plugin a plugin of the site's own module is built on (`docs`, `blog`): one that imports or requires
 * `@docusaurus/plugin-content-blog` and no other content plugin (a "custom blog plugin" that adds featured posts or
 * categories to the blog's: Answer's). undefined for any other.
 */
function extendedContent(text: string): 'docs' | 'blog' | undefined {
  const used = (['docs', 'blog', 'pages'] as const).filter((k) => new RegExp(`(?:require\\(|from\\s*|import\\(\\s*)["']@docusaurus/plugin-content-${k}["']`).test(text));
  return used.length === 1 && used[0] !== 'pages' ? used[0] : undefined;
}

/**
 * A plugin module of the site's own that only configures PostCSS (Chaos Mesh's `./docusaurus-tailwind-v3`, which adds
 * Tailwind): read as a function in the config that does so is.
 */
const postCssOnly = (text: string) => /\bconfigurePostCss\b/.test(text) && !/\b(?:loadContent|contentLoaded|configureWebpack|injectHtmlTags|getClientModules|getThemePath)\b/.test(text);

/** The code of a plugin module of the site's own (`./plugins/x`), '' for a function in the config or a module not found. */
function ownModuleText(entry: unknown, root: string): string {
  const head = Array.isArray(entry) ? entry[0] : entry;
  const file = typeof head === 'string' ? moduleFile(path.resolve(root, head)) : undefined;
  return file ? readFileSync(file, 'utf8') : '';
}

/** What a preset docgen does not read gave when it ran (runPresets): its plugins and themes, or why it could not run. */
export type RanPresets = Map<number, { plugins: unknown[]; themes: unknown[] } | { error: string }>;

/** Whether a `presets` entry is one docgen reads itself (the classic preset, Meta's, Ionic's…). */
export const readsPreset = (entry: unknown) => CLASSIC_PRESETS.includes(kindOf(entryName(entry)));

/**
 * Sorts `presets` and `plugins` into what docgen builds and what it leaves out; `root`, the site's folder, tells its own
 * plugins; `ran`, the plugins and themes of the presets docgen does not read, as they gave them (redocusaurus').
 */
export function readContents(config: Plain, root?: string, ran?: RanPresets): Contents {
  const out: Contents = { docs: [], blog: [], pages: [], ignored: [] };
  const presets = Array.isArray(config.presets) ? config.presets : [];
  const later: Array<() => void> = [];
  presets.forEach((entry, i) => {
    const name = entryName(entry);
    const options = Array.isArray(entry) && isPlain(entry[1]) ? entry[1] : {};
    if (!readsPreset(entry)) {
      const given = ran?.get(i);
      // Its plugins and themes are read as the config's own are, after the presets docgen reads (whose docs come first).
      if (given && 'plugins' in given) later.push(() => {
        given.plugins.forEach((p, j) => readPlugin(p, `presets[${i}].plugins[${j}]`));
        given.themes.forEach((t, j) => readThemeEntry(t, `presets[${i}].themes[${j}]`));
      });
      else out.ignored.push({ key: `presets[${i}]`, name, ...(given ? { why: `${name} failed: ${given.error}` } : {}) });
      return;
    }
    for (const part of ['docs', 'blog', 'pages'] as const) {
      const o = options[part];
      out[part].push(o === false ? false : isPlain(o) ? o : {});
    }
    if (isPlain(options.theme)) {
      out.theme = options.theme;
      out.themeAt = `presets[${i}].theme`;
    }
    if (options.sitemap === false || isPlain(options.sitemap)) out.sitemap = { options: options.sitemap, at: `presets[${i}].sitemap` };
    for (const key of ANALYTICS) if (isPlain(options[key])) out[key] = { options: options[key], at: `presets[${i}].${key}` };
    if (isPlain(options.svgr)) svgrOptions(options.svgr, `presets[${i}].svgr`, out);
    if (kindOf(name) === 'internaldocs-fb') out.strippedImports = [/^(@site|\.+)\/(.*\/)?fb\//];
    const api = kindOf(name) === 'openapi' && options.api !== false;
    if (api) later.push(() => readPlugin(['docusaurus-plugin-openapi', isPlain(options.api) ? options.api : {}], `presets[${i}].api`));
    for (const key of Object.keys(options).filter((k) => !CLASSIC_PARTS.includes(k) && !(k === 'api' && api) && !(k === 'svgr' && isPlain(options.svgr)) && !(k === 'sitemap' && out.sitemap) && !(ANALYTICS.includes(k as never) && isPlain(options[k])))) out.ignored.push({ key: `presets[${i}].${key}`, name: key });
  });
  function readPlugin(entry: unknown, key: string) {
    if (entry === false || entry === null || entry === undefined) return;
    const name = entryName(entry);
    const options = Array.isArray(entry) && isPlain(entry[1]) ? entry[1] : {};
    // A module of the site's own is its own, whatever its name (Kuizuo's `./src/plugin/plugin-content-blog`).
    const kind = typeof (Array.isArray(entry) ? entry[0] : entry) === 'string' && isOwn(entry, root) ? undefined : kindOf(name);
    if (kind === 'content-docs') out.docs.push(options);
    else if (kind === 'content-blog') out.blog.push(options);
    else if (kind === 'content-pages') out.pages.push(options);
    else if (kind === 'client-redirects' && !out.redirects) out.redirects = { options, at: key };
    else if (kind === 'sitemap') out.sitemap = { options, at: key };
    else if (kind === 'google-gtag') out.gtag = { options, at: key };
    else if (kind === 'google-tag-manager') out.googleTagManager = { options, at: key };
    else if (kind === 'pwa') out.pwa = { options, at: key };
    // Sass and Less files: docgen compiles them itself, with the package the site installed for this plugin (src/assets/).
    else if (kind === 'sass' || kind === 'less') for (const k of Object.keys(options)) out.ignored.push({ key: `${key}.${k}`, name: `the ${kind === 'sass' ? 'Sass' : 'Less'} plugin's ${k}` });
    else if (kind === 'svgr') svgrOptions(options, key, out);
    // Its component (@theme/IdealImage) is drawn by docgen as one lazily loaded image: the options of its sizes are not used.
    else if (kind === 'ideal-image') for (const k of Object.keys(options)) out.ignored.push({ key: `${key}.${k}`, name: `the ideal-image plugin's ${k}` });
    // A plugin of the site's own that configures PostCSS: what sites use it for is Tailwind, which docgen runs itself (tailwind.ts).
    else if (typeof entry === 'function' && /\bconfigurePostCss\b/.test(String(entry))) {
      const nesting = NESTING.exec(String(entry))?.[1];
      (out.postCss ??= []).push({ key, name, ...(nesting ? { nesting } : {}) });
    }
    else if (readTheme(out, entry, key)) return;
    else if (!isOwn(entry, root)) {
      // A plugin package the site installed is run as its own are (its analytics tags, its client modules).
      const file = root === undefined ? undefined : installedPlugin(entry, root);
      // A short name of one of Docusaurus's own (Kuizuo's `vercel-analytics`, as Docusaurus resolves it), which docgen does not run.
      const own = root !== undefined && !name.startsWith('@') && resolveFrom(root, `@docusaurus/plugin-${name}/package.json`) !== undefined;
      if (file) (out.own ??= []).push({ key, name, entry: file, options, installed: true });
      else if (own) out.ignored.push({ key, name: `@docusaurus/plugin-${name}` });
      else out.ignored.push({ key, name, ...(root !== undefined && typeof (Array.isArray(entry) ? entry[0] : entry) === 'string' && !name.startsWith('@docusaurus/') ? { why: `${name} is not installed: docgen runs a plugin package the site installed (its loadContent, contentLoaded, injectHtmlTags, getClientModules and getThemePath); run npm install in the site's folder` } : {}) });
    }
    else {
      const text = ownModuleText(entry, root!);
      const kind = extendedContent(text);
      if (postCssOnly(text)) (out.postCss ??= []).push({ key, name });
      else if (!kind) (out.own ??= []).push({ key, name, entry: Array.isArray(entry) ? entry[0] : entry, options });
      else {
        // Run as well, for the data its contentLoaded gives the site's components (Kuizuo's blog sets the newest posts).
        out[kind].push(options);
        (out.own ??= []).push({ key, name, entry: Array.isArray(entry) ? entry[0] : entry, options, extends: kind });
      }
    }
  }
  function readThemeEntry(entry: unknown, key: string) {
    if (readTheme(out, entry, key)) return;
    // A theme is a plugin to Docusaurus: one the site installed (the OpenAPI theme) or one of its own (Apify's, a folder
    // beside its config) is run as a plugin is: its components, its client modules.
    const options = Array.isArray(entry) && isPlain(entry[1]) ? entry[1] : {};
    const own = isOwn(entry, root);
    const file = root === undefined || own ? undefined : installedPlugin(entry, root, 'theme');
    if (own) (out.own ??= []).push({ key, name: entryName(entry), entry: Array.isArray(entry) ? entry[0] : entry, options });
    else if (file) (out.own ??= []).push({ key, name: entryName(entry), entry: file, options, installed: true });
    else out.ignored.push({ key, name: entryName(entry) });
  }
  for (const read of later) read();
  (Array.isArray(config.plugins) ? config.plugins : []).forEach((entry, i) => readPlugin(withDefault(entry), `plugins[${i}]`));
  (Array.isArray(config.themes) ? config.themes : []).forEach((entry, i) => readThemeEntry(withDefault(entry), `themes[${i}]`));
  return out;
}

/**
 * A plugin the config requires from an ES module (NoneBot's `require("./src/plugins/webpack-plugin.ts")`, whose plugin
 * is its `default` export), alone or with its options: the function, as Docusaurus's config loader (jiti, with
 * `interopDefault`) gives it.
 */
function withDefault(entry: unknown): unknown {
  const fn = (v: unknown) => (isPlain(v) && typeof v.default === 'function' ? v.default : v);
  return Array.isArray(entry) ? [fn(entry[0]), ...entry.slice(1)] : fn(entry);
}

/**
 * The SVG plugin's options (`svgrConfig`), said to be left out: docgen makes an imported SVG file a component itself,
 * as the plugin does, so the plugin without options is no warning.
 */
function svgrOptions(options: Plain, at: string, out: Contents): void {
  for (const key of Object.keys(options)) out.ignored.push({ key: `${at}.${key}`, name: key, why: 'docgen makes an imported SVG file a React component itself, without SVGR: its options are not used' });
}

/** The instance a plugin's `id` names, `default` without one. */
export const instanceId = (o: ContentOptions) => (o && typeof o.id === 'string' ? o.id : 'default');
