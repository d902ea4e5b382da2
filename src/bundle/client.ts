// theme/client.tsx + theme/styles.css -> hashed, minified, code-split assets under assets/.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import type { Config, Diagnostic, NavbarItem } from '../types.js';
import { docgenRoot } from '../config/resolve.js';
import { brandCss } from '../render/colours.js';
import { infimaCss } from './infima.js';
import { bundleClientModules } from './client-modules.js';
import { memoBuild } from './memo.js';
import { footerLinkAttributes, linkAttributes } from '../config/navbar.js';

export interface ClientAssets {
  /** The URL of the assets folder (`/docs/assets/`). */
  dir: string;
  js: string;
  css: string;
  /** KaTeX's stylesheet, for the pages with math (markdown.math); absent without the option. */
  mathCss?: string;
  /** Infima's layout classes (infima.ts), for the pages that use them. */
  infimaCss: string;
  /** Chunks the entry imports statically, for <link rel="modulepreload">. */
  preload: string[];
  /** The site's client modules' script and the CSS they import (client-modules.ts), on every page; absent without. */
  modules?: { js: string; css?: string };
  /** Output path below the out dir -> contents. */
  files: Map<string, Uint8Array>;
  /** The client modules left out, each said at what failed (client-modules.ts). */
  diagnostics: Diagnostic[];
}

/**
 * The names the bundle's files can have (entryNames and chunkNames below: `assets/client-X.js`, `assets/style-X.css`,
 * `assets/chunk-X.js`): `check` cannot know the hashes without bundling, so the output table keeps every such name free.
 */
export const isAssetFile = (file: string) => /^assets\/(?:(?:client|style|chunk|island|island-chunk|infima|modules)-[a-z0-9]+\.(?:js|css)|island-asset-[a-z0-9]+\.\w+|sidebar-[a-f0-9]+\.json|math-[a-z0-9]+\.css|katex\/KaTeX_[\w-]+\.woff2)$/i.test(file);

/** KaTeX's font faces with their woff2 source only: every browser docgen's bundle targets reads it, so the woff and ttf copies are left out. */
const woff2Only: Plugin = {
  name: 'katex-woff2-only',
  setup(b) {
    b.onLoad({ filter: /katex(?:\.min)?\.css$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace(/,url\([^)]*\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g, ''),
      loader: 'css'
    }));
  }
};

const BRANDED = 'docgen:branded-style';
const INFIMA = 'docgen:infima';

/**
 * Stylesheets made here: the theme's, then the rules that give it the site's colours (`themeConfig.colors`) and those an
 * adapter took from the site's own stylesheets; Infima's classes.
 */
const virtualCss = (styles: string, brand: string): Plugin => ({
  name: 'docgen-virtual-css',
  setup(b) {
    b.onResolve({ filter: /^docgen:(?:branded-style|infima)$/ }, (args) => ({ path: args.path.slice('docgen:'.length), namespace: 'docgen-css' }));
    // The URLs in the rules an adapter took are the pages' own already (custom-css.ts): left as they are.
    b.onResolve({ filter: /.*/, namespace: 'docgen-css' }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'docgen-css' }, (args) =>
      args.path === 'infima' ? { contents: infimaCss(), loader: 'css' } : { contents: `@import ${JSON.stringify(styles)};\n${brand}\n`, loader: 'css', resolveDir: path.dirname(styles) }
    );
  }
});

/** Whether a navbar link (in a dropdown too) shows HTML instead of its label, or has attributes of its own: the theme bundles those cases only then. */
function hasLinkExtras(items: NavbarItem[] | undefined): boolean {
  return (items ?? []).some((i) => i.html !== undefined || linkAttributes(i) !== undefined || (i.type === 'dropdown' && i.rel !== undefined) || [i.items, i.dropdownItemsBefore, i.dropdownItemsAfter].some((list) => hasLinkExtras(list)));
}

/** Whether a footer link has attributes of its own. */
const footerHasAttributes = (config: Config) => (config.themeConfig.footer?.links ?? []).some((l) => ('items' in l ? l.items : [l]).some((i) => 'label' in i && footerLinkAttributes(i) !== undefined));

/**
 * `family`: whether the site has several docs versions or locales. Without, the version and locale
 * dropdowns and the version banner are left out of the bundle (`__DOCGEN_FAMILY__` is false).
 * `labels`: whether a locale translates the theme's labels (translatesTheme); without, the bundle
 * reads none from the page data (`__DOCGEN_LABELS__` is false).
 * `mdx`: whether the site can have MDX components (see mayHaveMdx); without, the tabs and islands loaders are left out.
 * `dev`: the dev server's bundle, with the code that shows an edit in place (`__DOCGEN_DEV__`).
 */
export async function bundleClient(config: Config, options: { minify?: boolean; family?: boolean; labels?: boolean; mdx?: boolean; dev?: boolean } = {}): Promise<ClientAssets> {
  const outdir = path.join(config.outDir, 'assets');
  // docgen's own, whatever the site's theme: the math is typeset by docgen (src/markdown/math.ts).
  const math = config.markdown.math ? { entry: { math: path.join(docgenRoot(), 'theme', 'math.css') }, options: { loader: { '.woff2': 'file' as const }, assetNames: 'katex/[name]-[hash]', plugins: [woff2Only] } } : undefined;
  const styles = path.join(config.themeDir, 'styles.css');
  const colors = config.themeConfig.colors;
  const extra = [colors && brandCss(colors), config.adapted?.css].filter(Boolean).join('\n');
  const modulesP = bundleClientModules(config, options.minify ?? true);
  modulesP.catch(() => undefined);
  // The virtual stylesheets' content beyond the files they import: the theme's stylesheet and the site's rules.
  const bundle = await memoBuild({
    entryPoints: { client: path.join(config.themeDir, 'client.tsx'), style: extra ? BRANDED : styles, infima: INFIMA, ...math?.entry },
    ...math?.options,
    plugins: [...(math?.options.plugins ?? []), virtualCss(styles, extra)],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    // The browsers the theme supports: esbuild writes the syntax all three have (lowered to ES2020 it was 0.1 KB gzip more).
    target: ['chrome100', 'firefox100', 'safari15'],
    minify: options.minify ?? true,
    jsx: 'automatic',
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    define: { 'process.env.NODE_ENV': '"production"', __DOCGEN_FAMILY__: String(options.family ?? true), __DOCGEN_LABELS__: String(options.labels ?? true), __DOCGEN_MDX__: String(options.mdx ?? true), __DOCGEN_LINK_EXTRAS__: String(hasLinkExtras(config.themeConfig.navbar?.items) || footerHasAttributes(config)), __DOCGEN_DEV__: String(options.dev ?? false), __DOCGEN_SIDEBAR_OPTIONS__: String(config.themeConfig.docs.sidebar.hideable || config.themeConfig.docs.sidebar.autoCollapseCategories), __DOCGEN_CLIENT_MODULES__: String(config.clientModules.length > 0), __DOCGEN_SEARCH_PAGE__: String(Boolean(config.search.page)) },
    logLevel: 'silent',
    // A theme outside docgen's folder still gets React and friends from docgen's dependencies.
    nodePaths: [path.join(docgenRoot(), 'node_modules')],
    legalComments: 'none'
  }, JSON.stringify([styles, extra]));
  const files = new Map<string, Uint8Array>();
  for (const f of bundle.outputs) files.set(path.relative(config.outDir, f.file).split(path.sep).join('/'), f.contents);
  const url = (p: string) => config.baseUrl + path.relative(config.outDir, path.resolve(p)).split(path.sep).join('/');
  let js = '';
  let css = '';
  let mathCss: string | undefined;
  let infimaCss = '';
  const preload: string[] = [];
  for (const { file: out, entryPoint, imports } of bundle.outputs) {
    if (entryPoint?.endsWith('client.tsx')) {
      js = url(out);
      preload.push(...imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.file)));
    } else if (out.endsWith('.css') && path.basename(out).startsWith('style-')) css = url(out);
    else if (out.endsWith('.css') && path.basename(out).startsWith('math-')) mathCss = url(out);
    else if (out.endsWith('.css') && path.basename(out).startsWith('infima-')) infimaCss = url(out);
  }
  const { assets: modules, diagnostics } = await modulesP;
  for (const [f, contents] of modules?.files ?? []) files.set(f, contents);
  return { dir: url(outdir) + '/', js, css, ...(mathCss ? { mathCss } : {}), infimaCss, preload, files, ...(modules ? { modules: { js: modules.js, ...(modules.css ? { css: modules.css } : {}) } } : {}), diagnostics };
}

/**
 * Whether a site can have MDX components: it reads every page as MDX, builds React pages, has a Root or navbar items of
 * its own components, or has an `.mdx` file in a content folder or in `more` (its other docs folders; a quick walk: the
 * bundle is made while the pages are read).
 */
export function mayHaveMdx(config: Config, more: string[] = []): boolean {
  // npm2yarn and tab fences are tab lists in markdown pages too; a site's MDXContent, doc footer and paginator are islands of every doc.
  if (config.markdown.format === 'mdx' || config.islands.pages || config.islands.routes.length || config.markdown.npm2yarn || config.markdown.codeTabs || config.islands.navbarItems || config.islands.root || config.islands.mdxContent || config.islands.docFooter || config.islands.docPaginator) return true;
  const hasMdx = (dir: string | undefined): boolean => {
    if (!dir || !existsSync(dir) || !statSync(dir).isDirectory()) return false;
    return (readdirSync(dir, { recursive: true }) as string[]).some((f) => f.endsWith('.mdx') && !f.split(path.sep).includes('node_modules'));
  };
  return [config.contentDir, config.blogDir, config.pagesDir, ...more].some(hasMdx);
}
