// A Docusaurus config object -> docgen's UserConfig, with each option it took and each it left out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createAssetTable, type AssetTable } from '../../assets/table.js';
import path from 'node:path';
import type { UserConfig } from '../../config/schema.js';
import type { ClassRule } from '../../types.js';
import { docgenRoot } from '../../config/resolve.js';
import { INSTANCE_OPTIONS, type BlogEditUrlFunction, type ReadingTimeFunction, type EditUrlFunction, type FeedType, type InstanceOption, type ReportMode } from '../../types.js';
import { DEFAULT_EXCLUDE } from '../../content/exclude.js';
import { describeThrown, moduleFile } from '../../config/import.js';
import { readMdxComponents } from '../../mdx/components.js';
import { hasStandIn } from '../../islands/plugin.js';
import { isCustomType } from '../../config/navbar.js';

type EditUrl = string | EditUrlFunction;
import { clonePlain, instanceId, isPlain, readContents, type ContentOptions, type Contents, type RanPresets } from './plugins.js';
import { readPluginList } from './markdown-plugins.js';
import { extendsSyntax, nameSitePlugin, scopeSitePlugin, type PluginEntry } from '../../markdown/site-plugins.js';
import { brandColours, codeClasses, componentClassRules, importedPackageSheets, isPackageSheet, ownClassRules, packageRules, readCustomCss, siteVariableUses, stylesheetClasses, variablesFor } from './custom-css.js';
import { runTailwind } from '../../assets/tailwind.js';
import { PWA_STRATEGIES, type PwaStrategy } from '../../types.js';

type Plain = Record<string, unknown>;

export interface Mapped {
  user: UserConfig;
  /** The sidebars file the docs name (absolute), `false` for none, undefined for Docusaurus's default sidebar. */
  sidebarPath?: string | false;
  /** The same for each more docs instance, by id. */
  instanceSidebarPaths: Map<string, string | false | undefined>;
  /** Options taken, by key. */
  taken: string[];
  /** Options left out, by key, with why. */
  ignored: Array<{ key: string; why: string }>;
  /** The files besides the config whose contents it took (the customCss stylesheets). */
  inputs: string[];
  /** The CSS holds Tailwind's utilities for the classes the site's files use. */
  tailwind?: true;
  /** The site's own plugins, for the adapter to run (own-plugins.ts). */
  own?: Contents['own'];
  /** The customCss rules for the site's own classes (see siteClassCss). */
  css?: string;
  /** The files those rules' `url(…)`s name that no static folder serves, by their output path (see assetUrl). */
  cssFiles?: Record<string, string>;
  /** The customCss rules for classes the site's code does not give, for its islands' markup (componentClassRules). */
  componentRules?: ClassRule[];
  /**
   * The docs instances (docgen's ids: `default` for the main docs) whose pages the OpenAPI theme's ApiItem draws
   * (`docItemComponent: '@theme/ApiItem'`), with the key of each, for the adapter to check the theme is there.
   */
  apiItem?: Array<{ id: string; key: string }>;
}

/** Top-level keys carried over as they are: docgen's options of the same name mean the same. */
const SAME = ['title', 'titleDelimiter', 'tagline', 'url', 'baseUrl', 'noIndex', 'favicon', 'scripts', 'stylesheets', 'headTags', 'organizationName', 'projectName', 'trailingSlash'];
/** Keys read elsewhere in this file. */
/** A stylesheet's file name (a client module can be one). */
const STYLESHEET = /\.(?:css|s[ac]ss|less)$/i;
const READ = new Set([...SAME, 'customFields', 'onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'markdown', 'onDuplicateRoutes', 'presets', 'plugins', 'themes', 'i18n', 'themeConfig', 'staticDirectories', 'clientModules']);
/** The classic theme's other themeConfig keys: any key beside these is a plugin's or the site's own. */
const CLASSIC_THEME_KEYS = ['hideableSidebar', 'sidebarCollapsible'];
/** themeConfig keys carried over as they are. */
const THEME_SAME = ['navbar', 'footer', 'colorMode', 'announcementBar', 'tableOfContents', 'image', 'metadata', 'docs'];

/** Maps `ds` (the config as its file exports it) for the site in `root`. */
export function mapConfig(exported: Plain, root: string, ran?: RanPresets, sassResources: string[] = []): Mapped {
  const ds = clonePlain(exported);
  const user: UserConfig & Record<string, unknown> = {};
  const taken: string[] = [];
  const ignored: Mapped['ignored'] = [];
  const take = (key: string, set: () => void) => {
    set();
    taken.push(key);
  };
  for (const key of SAME) if (ds[key] !== undefined) take(key, () => (user[key] = ds[key]));
  if (isPlain(ds.customFields)) take('customFields', () => (user.customFields = ds.customFields as Plain));
  // `@site/…` in a site's components is the site's folder; `src/pages/*.js` are React pages.
  // A swizzled Root: drawn on every page (its chat button, its effects); a swizzled Layout/Provider: around each island;
  // a swizzled DocRoot/Layout (DocPage/Layout in Docusaurus 2): around each island of a docs page (Riverpod's providers);
  // a swizzled MDXContent: around each doc's article; a swizzled DocItem/Footer and DocPaginator: below it, in place of docgen's
  // (a DocItem/Paginator, Docusaurus 3's wrapper around DocPaginator, rather than DocPaginator: it is what the theme draws).
  const swizzled = (name: string, key: 'root' | 'provider' | 'docLayout' | 'mdxContent' | 'docFooter' | 'docPaginator') => {
    const file = moduleFile(path.join(root, 'src/theme', name));
    return file ? { [key]: path.relative(root, file).split(path.sep).join('/') } : {};
  };
  user.islands = { aliases: { '@site': '.', ...siteThemeAliases(root) }, pages: true, chrome: 'layout', ...swizzled('Root', 'root'), ...swizzled('Layout/Provider', 'provider'), ...swizzled('DocPage/Layout', 'docLayout'), ...swizzled('DocRoot/Layout', 'docLayout'), ...swizzled('MDXContent', 'mdxContent'), ...swizzled('DocItem/Footer', 'docFooter'), ...swizzled('DocPaginator', 'docPaginator'), ...swizzled('DocItem/Paginator', 'docPaginator') };
  ignored.push(...unusedSwizzles(root));
  // Docusaurus writes its pages after it copies the static folder: a page wins over a static file of the same name.
  user.pagesOverStatic = true;
  // It builds each other locale after the default one, into its folder emptied first: that locale's pages win there.
  user.localesOverDefault = true;
  const policy = (key: string, value: unknown, option: string) => {
    if (value === undefined) return;
    // Docusaurus's `log` reports without stopping, as docgen's `warn` does.
    if (typeof value === 'string') take(key, () => (user[option] = value === 'log' ? 'warn' : value));
    else ignored.push({ key, why: 'a function here is not implemented by docgen; give "throw", "warn" or "ignore"' });
  };
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks']) policy(key, ds[key], key);
  // Docusaurus reads every page as MDX unless `markdown.format` says otherwise.
  const format = isPlain(ds.markdown) && ds.markdown.format !== undefined ? ds.markdown.format : 'mdx';
  // Docusaurus draws `> [!NOTE]` as a quote, unless a markdown plugin makes it an admonition (markdownPlugins).
  user.markdown = { ...(user.markdown as Plain), githubAlerts: false };
  if (format === 'mdx' || format === 'md' || format === 'detect') user.markdown = { ...user.markdown, format };
  else ignored.push({ key: 'markdown.format', why: `"${String(format)}" is not a format: give "mdx", "md" or "detect"` });
  // Docusaurus 2 read its pages with MDX 1.
  const version = coreVersion(root);
  const core = version?.[0];
  if (core !== undefined && core <= 2) user.markdown = { ...user.markdown, mdx1: true };
  if (isPlain(ds.markdown)) {
    for (const [key, value] of Object.entries(ds.markdown)) {
      if (key === 'format') continue;
      // docgen reads MDX 1's comments, admonitions and heading ids always. Turned off, Docusaurus fails on a page with a
      // comment or a `{#id}` (so no page it builds has one): only `admonitions: false` can change a page it builds.
      if (key === 'mdx1Compat' && isPlain(value)) {
        if (value.admonitions === false) ignored.push({ key: 'markdown.mdx1Compat.admonitions', why: 'docgen reads `:::note Title` as an admonition titled "Title" in any case (Docusaurus, with false, as text)' });
        continue;
      }
      if (key === 'hooks' && isPlain(value)) {
        for (const [hook, v] of Object.entries(value)) {
          const option = { onBrokenMarkdownLinks: 'onBrokenMarkdownLinks', onBrokenMarkdownImages: 'onBrokenImages' }[hook];
          if (option) policy(`markdown.hooks.${hook}`, v, option);
          else ignored.push({ key: `markdown.hooks.${hook}`, why: 'not implemented by docgen' });
        }
      } else if (key === 'mermaid' && typeof value === 'boolean') {
        // Docusaurus needs its theme-mermaid too; docgen draws the diagrams itself (src/markdown/mermaid.ts).
        take('markdown.mermaid', () => (user.markdown = { ...user.markdown, mermaid: value }));
      } else if (key === 'anchors' && isPlain(value) && Object.keys(value).every((k) => k === 'maintainCase') && typeof (value.maintainCase ?? false) === 'boolean') {
        take('markdown.anchors', () => (user.markdown = { ...user.markdown, anchors: { maintainCase: value.maintainCase as boolean } }));
      } else if ((key === 'preprocessor' || key === 'parseFrontMatter') && typeof value === 'function') {
        // The site's own functions over each file's text and front matter, run as Docusaurus runs them (markdown/hooks.ts).
        take(`markdown.${key}`, () => (user.markdown = { ...user.markdown, [key]: value }));
      } else if (value !== undefined) ignored.push({ key: `markdown.${key}`, why: 'not implemented by docgen yet' });
    }
  }
  if (ds.onDuplicateRoutes !== undefined && ds.onDuplicateRoutes !== 'throw') ignored.push({ key: 'onDuplicateRoutes', why: 'docgen always stops on two pages at one route, since one of them would be lost' });
  // The banner Docusaurus shows on a page served at another base URL than its config's: docgen has none, which is what
  // `false` asks for (QuestDB's).
  if (ds.baseUrlIssueBanner === false) take('baseUrlIssueBanner', () => undefined);
  for (const key of Object.keys(ds)) if (!READ.has(key) && ds[key] !== undefined && !taken.includes(key)) ignored.push({ key, why: notImplemented(key) });

  if (isPlain(ds.i18n)) {
    const { defaultLocale, locales, path: folder } = ds.i18n;
    const localeConfigs = isPlain(ds.i18n.localeConfigs) ? sameBaseUrls(ds.i18n.localeConfigs, String(ds.baseUrl ?? '/'), defaultLocale) : ds.i18n.localeConfigs;
    take('i18n', () => (user.i18n = { defaultLocale: defaultLocale as string, locales: locales as string[], ...(folder === undefined ? {} : { path: folder as string }), localeConfigs: localeConfigs as never }));
  }
  const dirs = ds.staticDirectories;
  if (Array.isArray(dirs) && dirs.length) {
    take('staticDirectories', () => (user.staticDir = dirs.map(String)));
  }

  // Client modules: scripts run in every page; a stylesheet among them is read as the customCss ones are.
  const clientModules = Array.isArray(ds.clientModules) ? ds.clientModules.filter((m): m is string => typeof m === 'string') : [];
  const styleModules = clientModules.filter((m) => STYLESHEET.test(m));
  if (clientModules.length > styleModules.length) take('clientModules', () => (user.clientModules = clientModules.filter((m) => !STYLESHEET.test(m))));

  const contents = readContents(ds, root, ran);
  for (const { key, name, why } of contents.ignored) ignored.push({ key, why: why ?? `${name} is not implemented by docgen` });
  if (contents.strippedImports && user.markdown?.mdx1) user.markdown = { ...user.markdown, strippedImports: contents.strippedImports };
  // The site's link colour, as Docusaurus shows it: Infima's where its stylesheets set none.
  const read = readCustomCss([contents.theme?.customCss, styleModules].flat(), root, sassResources);
  const tailwind = runTailwind(read, root, contents.postCss?.find((p) => p.nesting)?.nesting);
  const sheets = tailwind?.sheets ?? read;
  if (tailwind?.why) ignored.push({ key: `${contents.themeAt}.customCss`, why: tailwind.why });
  // A plugin's configurePostCss: where the stylesheets use Tailwind, docgen runs it as the plugin would have PostCSS do.
  for (const { key, name } of contents.postCss ?? []) {
    if (tailwind) taken.push(key);
    else ignored.push({ key, why: `${name} configures PostCSS, which docgen runs only for Tailwind in customCss (\`@tailwind\` or \`@import 'tailwindcss'\`), and no stylesheet uses it` });
  }
  // A Sass stylesheet that could not be compiled gives its colours only: its rules are not CSS.
  const uncompiled = sheets.filter((s) => s.raw).map((s) => `; not those of ${path.relative(root, s.file)}: ${s.raw}`).join('');
  if (styleModules.length) ignored.push({ key: 'clientModules', why: `docgen has its own theme: of the stylesheets among them it takes what it takes of customCss (${styleModules.map((m) => path.basename(m)).join(', ')})${contents.theme?.customCss === undefined ? uncompiled : ''}` });
  const colors = brandColours(sheets.map((s) => s.text));
  const packages = importedPackageSheets(sheets);
  const packageNote = packages.length ? `, and the rules of the packages' stylesheets they import for those packages' own classes (${[...new Set(packages.map((p) => path.relative(root, p.file).split(path.sep).join('/').replace(/^(?:.*\/)?node_modules\//, '')))].join(', ')})` : '';
  for (const key of Object.keys(contents.theme ?? {})) {
    const why = key === 'customCss' ? `docgen has its own theme: of these stylesheets it takes the link colour (${colors.primary}${colors.primaryDark ? `, ${colors.primaryDark} in dark mode` : ''})${colors.navbar ? `, the navbar's (${colors.navbar.background}${colors.navbar.backgroundDark ? `, ${colors.navbar.backgroundDark} in dark mode` : ''}${colors.navbar.text ? `, its links ${colors.navbar.text}` : ''})` : ''} and the rules for the site's own classes only (its navbar items', and those of src/pages, src/components and the docs and blog folders)${tailwind?.css ? ', with the Tailwind utilities its files use' : ''}${packageNote}${uncompiled}` : 'the classic theme\'s options are not implemented by docgen (it has its own theme)';
    ignored.push({ key: `${contents.themeAt}.${key}`, why });
  }
  // The client-redirects plugin's redirects, createRedirects and extensions: docgen writes the redirect pages itself.
  if (contents.redirects) {
    const { options, at } = contents.redirects;
    for (const [key, value] of Object.entries(options)) {
      if (['redirects', 'createRedirects', 'fromExtensions', 'toExtensions'].includes(key)) (user as Plain)[key] = value;
      else if (key === 'id') continue;
      else ignored.push({ key: `${at}.${key}`, why: 'not implemented by docgen (it writes the pages of redirects, createRedirects, fromExtensions and toExtensions)' });
    }
  }
  mapSitemap(contents.sitemap, user, { taken, ignored });
  mapAnalytics(contents, user, { taken, ignored });
  if (contents.pwa) mapPwa(contents.pwa, user, { taken, ignored });
  // A content plugin the config names nowhere is not there (a site that lists its plugins itself, without the classic
  // preset: Jellyfin's has no pages plugin of the default id, and a blog of the id `blog-main`); unless a preset docgen
  // does not read may hold it.
  const absent = (list: ContentOptions[]): ContentOptions[] => (list.length || contents.ignored.some((e) => /^presets\[\d+\]$/.test(e.key)) ? list : [false]);
  for (const part of ['docs', 'blog', 'pages'] as const) contents[part] = absent(contents[part]);
  // A site whose docs instances all have ids of their own (typescript-eslint's `rules-docs` and `base-docs`; Upbound's
  // `docs`, `cloud-spaces`…, its preset's turned off with `docs: false`): the first is read as docgen's main docs, and
  // navbar items that name it by its id name the main docs.
  const preset = defaultOf(contents.docs);
  const main = preset || (contents.docs.find((o) => o !== false) ?? preset);
  const mainId = main ? instanceId(main) : 'default';
  const ctx: Ctx = { user, root, taken, ignored, mainId, apiItem: [], sitePlugins: [], contentPlugins: new Map() };
  if (mainId !== 'default') {
    // Its files named by its id are not the main docs': said, not read.
    const locales = existsSync(path.join(root, 'i18n')) ? readdirSync(path.join(root, 'i18n')) : [];
    for (const file of [`${mainId}_versions.json`, ...locales.map((l) => `i18n/${l}/docusaurus-plugin-content-docs-${mainId}`)]) {
      if (existsSync(path.join(root, file))) ignored.push({ key: `docs "${mainId}" (${file})`, why: `the instance is read as docgen's main docs (the site has none with the default id), whose versions are in versions.json and translations in i18n/<locale>/docusaurus-plugin-content-docs` });
    }
  }
  const sidebarPath = mapDocs(main, ctx);
  const instanceSidebarPaths = new Map<string, string | false | undefined>();
  for (const o of contents.docs) {
    if (o === main || o === false) continue;
    const id = instanceId(o);
    const d: Plain = { id, path: String(o.path ?? 'docs'), routeBasePath: String(o.routeBasePath ?? 'docs') };
    const copy = (key: string) => (v: unknown) => (d[key] = v);
    mapKeys(o, `docs "${id}"`, {
      ...markdownPlugins(`docs "${id}"`, ctx, d.path),
      ...pageComponents(DOCS_COMPONENTS, `docs "${id}"`, ctx),
      docItemComponent: docItem(id, `docs "${id}"`, ctx),
      path: () => undefined,
      routeBasePath: () => undefined,
      sidebarPath: (v) => instanceSidebarPaths.set(id, v === false ? false : path.resolve(root, String(v))),
      editUrl: (v) => (typeof v === 'string' || typeof v === 'function' ? (d.editUrl = v as EditUrl) : ignored.push({ key: `docs "${id}".editUrl`, why: 'must be a string or a function' })),
      editCurrentVersion: copy('editCurrentVersion'),
      editLocalizedFiles: copy('editLocalizedFiles'),
      sidebarItemsGenerator: copy('sidebarItemsGenerator'),
      numberPrefixParser: copy('numberPrefixParser'),
      tags: (v) => (d.tags = tagsFileOption(v)),
      // Its versions (<id>_versions.json and its folders) are read as the main docs' are.
      lastVersion: copy('lastVersion'),
      versions: copy('versions'),
      onlyIncludeVersions: copy('onlyIncludeVersions'),
      includeCurrentVersion: copy('includeCurrentVersion'),
      disableVersioning: disableVersioning(d, `docs "${id}"`, ctx),
      ...Object.fromEntries(INSTANCE_OPTIONS.map((k) => [k, copy(k)]))
    }, { taken, ignored });
    // Docusaurus's defaults where the main docs set an option and this instance does not (docgen's instance takes the
    // main docs' value by default).
    for (const k of INSTANCE_OPTIONS) if (d[k] === undefined && user.docs?.[k] !== undefined) d[k] = DOCS_DEFAULTS[k];
    if (!instanceSidebarPaths.has(id)) instanceSidebarPaths.set(id, undefined);
    (user.docsInstances ??= []).push(d as never);
  }
  mapBlog(contents.blog, ctx);
  mapPages(pickMain(contents.pages, 'pages', ignored), ctx);
  sitePluginLists(ctx);
  // Its playgroundPosition is read with the rest of themeConfig (mapTheme).
  if (contents.liveCodeBlocks) user.markdown = { ...user.markdown, liveCodeBlocks: liveScope(root) };
  if (contents.searchPage) user.search = { ...user.search, page: contents.searchPage };
  // A swizzled MDXComponents: the components it adds are every MDX page's to use without importing them.
  const mdxComponents = moduleFile(path.join(root, 'src/theme/MDXComponents'));
  if (mdxComponents) {
    try {
      readMdxComponents(mdxComponents);
      user.markdown = { ...user.markdown, components: path.relative(root, mdxComponents).split(path.sep).join('/') };
    } catch (err) {
      ignored.push({ key: 'src/theme/MDXComponents', why: `its components are not read, so MDX pages cannot use them without importing them: ${(err as Error).message}` });
    }
  }
  // A swizzled prism-include-languages: the Prism grammars it adds (the TON docs' FunC, Tolk, TL-B…) highlight their blocks.
  const prismLanguages = moduleFile(path.join(root, 'src/theme/prism-include-languages'));
  if (prismLanguages) user.markdown = { ...user.markdown, prismLanguages: path.relative(root, prismLanguages).split(path.sep).join('/') };
  if (isPlain(ds.themeConfig)) mapTheme(ds.themeConfig, ctx);
  // Docusaurus 3.5 and later group the blog sidebar's posts by year unless the site says not to.
  if (version && (version[0] > 3 || (version[0] === 3 && version[1] >= 5)) && user.themeConfig?.blog?.sidebar?.groupByYear === undefined) user.themeConfig = { ...user.themeConfig, blog: { sidebar: { groupByYear: true } } };
  user.themeConfig = { ...user.themeConfig, colors };
  const staticDirs = (Array.isArray(ds.staticDirectories) ? ds.staticDirectories.map(String) : ['static']).map((d) => path.resolve(root, d));
  const themeConfig = isPlain(ds.themeConfig) ? ds.themeConfig : {};
  const items = isPlain(themeConfig.navbar) ? themeConfig.navbar.items : undefined;
  const magic = isPlain(themeConfig.prism) && Array.isArray(themeConfig.prism.magicComments) ? themeConfig.prism.magicComments : [];
  /** The files the stylesheets' `url(…)`s name that no static folder serves: copied into the output (assetUrl). */
  const cssFiles = createAssetTable({ siteDir: root });
  const lineClasses = magic.flatMap((c) => (isPlain(c) && typeof c.className === 'string' ? c.className.split(/\s+/).filter(Boolean) : []));
  const { css: own, rules: componentRules, icons } = sheets.some((s) => !s.raw) || packages.length ? siteClassCss(sheets.filter((s) => !s.raw && !isPackageSheet(s.file)), packages, { items, footer: isPlain(themeConfig.footer) ? themeConfig.footer.links : undefined, pages: markdownFolders(contents), themeFiles: [...Object.entries(user.islands.aliases ?? {}).filter(([spec]) => spec.startsWith('@theme/')).map(([, file]) => file), ...(user.islands.mdxContent ? [user.islands.mdxContent] : []), ...(user.islands.docFooter ? [user.islands.docFooter] : []), ...(user.islands.docPaginator ? [user.islands.docPaginator] : [])], lineClasses, tailwindCss: tailwind?.css }, root, assetUrl(root, staticDirs, typeof ds.baseUrl === 'string' ? ds.baseUrl : '/', cssFiles)) : { css: undefined, rules: [], icons: new Set<string>() };
  if (icons.size && isPlain(user.themeConfig?.navbar)) iconLinks(items, (user.themeConfig.navbar as Plain).items, icons);
  // Tailwind's components and utilities first, as its directives are at the top of the stylesheet: the site's rules win.
  const css = [tailwind?.css, own].filter(Boolean).join('\n');
  return { user, sidebarPath, instanceSidebarPaths, taken, ignored, ...(ctx.apiItem.length ? { apiItem: ctx.apiItem } : {}), inputs: [...sheets.flatMap((s) => s.files), ...packages.map((s) => s.file), ...(tailwind?.files ?? [])], ...(css ? { css } : {}), ...(cssFiles.files.size ? { cssFiles: Object.fromEntries(cssFiles.files) } : {}), ...(componentRules.length ? { componentRules } : {}), ...(contents.own ? { own: contents.own } : {}), ...(tailwind?.css ? { tailwind: true as const } : {}) };
}

/**
 * Gives each navbar item with no label of its own whose class an icon is drawn for (`icons`) an empty `html`: its icon
 * alone in view, as Docusaurus shows it, named by the label the adapter gave it (its `aria-label`, else its site's
 * name). `written`: the items as the config has them; `docgen`: as the adapter made them, in the same order.
 */
function iconLinks(written: unknown, docgen: unknown, icons: Set<string>): void {
  if (!Array.isArray(written) || !Array.isArray(docgen)) return;
  written.forEach((item, i) => {
    const made = docgen[i];
    if (!isPlain(item) || !isPlain(made)) return;
    // (Not a dropdown: one with no label shows none, named by its aria-label.)
    if (item.label === undefined && item.html === undefined && item.items === undefined && typeof item.className === 'string' && item.className.split(/\s+/).some((c) => icons.has(c))) made.html = '';
    for (const key of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter']) iconLinks(item[key], made[key], icons);
  });
}

/**
 * The customCss rules for the site's own classes: those its navbar's items are given (icons drawn by `::before`, items
 * shown at some widths only) and its footer's columns and links, those its magic comments give code lines (Ent's info and error lines), and those its
 * React pages and components and the markdown in `pages` (its docs and blog folders) use (codeClasses); and `icons`,
 * the classes of navbar items with no label of their own whose icon these rules, or a package's stylesheet they import
 * (Apache Answer's Bootstrap Icons), draw (see iconLinks).
 */
function siteClassCss(sheets: Array<{ text: string; file: string }>, packages: Array<{ text: string; file: string }>, { items, footer, pages, themeFiles, lineClasses, tailwindCss = '' }: { items: unknown; footer: unknown; pages: string[]; themeFiles: string[]; lineClasses: string[]; tailwindCss?: string }, root: string, url: (value: string, file?: string) => string | undefined): { css?: string; rules: ClassRule[]; icons: Set<string> } {
  const theme = readFileSync(path.join(docgenRoot(), 'theme/styles.css'), 'utf8');
  const reserved = new Set(theme.match(/--[\w-]+(?=\s*:)/g));
  // The site's own theme components docgen draws as the site's code (its `@theme/X` aliases: its own admonition types'
  // `alert alert--security`; its MDXContent: Upbound's copy button) are its code too.
  const classes = codeClasses(root, theme, [...pages, ...themeFiles]);
  // The rules of the packages' stylesheets the customCss imports (a component library's), before the site's: the
  // site's rules for those classes are its own too.
  const themeClasses = stylesheetClasses(theme);
  const library = packageRules(packages, themeClasses, reserved, url);
  for (const c of library.classes) classes.add(c);
  // Not Docusaurus's own highlighted-line class: docgen draws that line its own way (withHighlightClass).
  for (const c of lineClasses) if (c !== 'theme-code-block-highlighted-line') classes.add(c);
  const iconOnly = new Set<string>();
  const named = (v: unknown) => (isPlain(v) && typeof v.className === 'string' ? v.className.split(/\s+/).filter(Boolean) : []);
  const walk = (list: unknown) => {
    for (const item of Array.isArray(list) ? list : []) {
      if (!isPlain(item)) continue;
      const own = named(item);
      for (const c of own) classes.add(c);
      if (item.label === undefined && item.html === undefined) for (const c of own) iconOnly.add(c);
      for (const key of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter']) walk(item[key]);
    }
  };
  walk(items);
  // The footer's columns and links (Casbin's `footer-more-column`).
  for (const col of Array.isArray(footer) ? footer : []) for (const c of [col, ...(isPlain(col) && Array.isArray(col.items) ? col.items : [])].flatMap(named)) classes.add(c);
  const { css: siteCss, drawn } = ownClassRules(sheets, classes, url);
  const rules = componentClassRules(sheets, classes, themeClasses, url);
  // The site's own custom properties those rules and its own code use (Jest's `--red`), and its Tailwind utilities (Ory's
  // `bg-ory-bg-primary`, whose colour its customCss sets again in dark mode), not docgen's theme's: after the library's,
  // which they may set again (SuperTokens' orange scale for Radix).
  const vars = variablesFor(sheets.map((s) => s.text), `${library.css}\n${siteCss}\n${siteVariableUses(root, pages)}\n${tailwindCss}`, reserved);
  const css = [library.css, vars, siteCss].filter(Boolean).join('\n');
  const icons = new Set([...iconOnly].filter((c) => drawn.has(c) || library.drawn.has(c)));
  return { css: css || undefined, rules, icons };
}

/** The folders of the docs (each plugin's, and its versions') and blog posts, relative to the site folder. */
function markdownFolders(contents: Contents): string[] {
  const docs = contents.docs.flatMap((o) => {
    if (!o) return [];
    const id = typeof o.id === 'string' && o.id !== 'default' ? o.id : undefined;
    return [typeof o.path === 'string' ? o.path : 'docs', `${id ? `${id}_` : ''}versioned_docs`];
  });
  return [...docs, ...contents.blog.flatMap((o) => (o ? [typeof o.path === 'string' ? o.path : 'blog'] : []))];
}

/**
 * A stylesheet's `url(…)` as the pages load it: a URL as written; a file (relative to the stylesheet, or `@site/…`) in a
 * static folder at its URL below the base URL; another file that is there (a font beside the stylesheet, a package's
 * icon font: Bootstrap Icons') is copied, as Docusaurus's bundler copies it, to `assets/files/<name>-<hash><ext>` (put
 * in `copies`, as a markdown link's file is), its query and fragment kept; undefined for one that is not there. A root path is
 * found as Docusaurus's bundler finds it (its resolve.roots): in a static folder (`/img/a.png`), else below the site
 * folder (`/static/img/a.png`); one found in neither is written as it is.
 */
const assetUrl = (root: string, staticDirs: string[], baseUrl: string, copies: AssetTable) => (value: string, file?: string): string | undefined => {
  const served = (abs: string) => {
    for (const dir of staticDirs) {
      const rel = path.relative(dir, abs);
      if (!rel.startsWith('..') && !path.isAbsolute(rel)) return `${baseUrl.replace(/\/?$/, '/')}${rel.split(path.sep).join('/')}`;
    }
    return undefined;
  };
  if (/^\/(?!\/)/.test(value)) {
    const found = [...staticDirs, root].map((dir) => path.join(dir, value.replace(/[?#].*$/, ''))).find((f) => existsSync(f));
    return (found && served(found)) ?? value;
  }
  if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(value)) return value;
  const abs = value.startsWith('@site/') ? path.join(root, value.slice(6)) : path.resolve(file ? path.dirname(file) : root, value);
  const at = served(abs);
  if (at) return at;
  const [, bare, suffix] = /^([^?#]*)(.*)$/s.exec(abs)!;
  const found = copies.find(bare);
  // A package's file above the site's folder (a hoisted node_modules) is copied too, as the bundler copies it.
  const real = found && ('real' in found ? found.real : found.outside);
  return real && `${baseUrl.replace(/\/?$/, '/')}${copies.add(real, 'files')}${suffix}`;
};

/**
 * Whether the site's swizzled Layout (QuestDB's, which draws its own Navbar and Footer) draws the theme's `name`: true
 * without one, since the theme's Layout draws them all.
 */
function layoutDraws(root: string, name: string): boolean {
  const layout = moduleFile(path.join(root, 'src/theme/Layout'));
  return !layout || readFileSync(layout, 'utf8').includes(name);
}

/** Why a top-level key is left out. */
const DEPLOY_KEYS = ['deploymentBranch', 'githubHost', 'githubPort'];

function notImplemented(key: string): string {
  if (key === 'baseUrlIssueBanner') return 'docgen shows no banner on a page served at another base URL than the config\'s (`docgen serve` serves it at its own)';
  if (key === 'future') return "Docusaurus's future flags (its faster bundler, v4 behaviours) have no meaning for docgen";
  // Read by `docusaurus deploy` only: nothing a build writes depends on them.
  if (DEPLOY_KEYS.includes(key)) return 'read by `docusaurus deploy` only, which docgen does not have: deploy the build folder as you do now';
  return 'not implemented by docgen';
}

interface Ctx {
  user: UserConfig & Record<string, unknown>;
  /** The site's folder: where its own packages are found. */
  root: string;
  taken: string[];
  ignored: Mapped['ignored'];
  /** The id of the docs instance read as docgen's main docs (`default`, unless the site has no instance with that id). */
  mainId: string;
  /** The docs instances whose `docItemComponent` is the OpenAPI theme's ApiItem (Mapped.apiItem). */
  apiItem: NonNullable<Mapped['apiItem']>;
  /** The content plugin whose `admonitions` the site's are (markdownPlugins). */
  admonitionsFrom?: string;
  /** The content plugins' remark and rehype plugins docgen runs, in the order read; and each content plugin's folder (markdownPlugins). */
  sitePlugins: Array<{ prefix: string; kind: 'remark' | 'rehype'; before: boolean; plugin: PluginEntry }>;
  contentPlugins: Map<string, string>;
}

/**
 * The folders a content plugin's pages come from: its own (`path`), its versions' (`versioned_docs`, `<id>_versioned_docs`)
 * and its translations' (`i18n/<locale>/docusaurus-plugin-content-docs[-<id>]`, …-blog…, …-pages), as Docusaurus's
 * loader for its markdown includes them.
 * `locales`: the names of the site's `i18n` folders.
 */
function contentFolders(ctx: Ctx, prefix: string, folder: string, locales: string[]): string[] {
  const [, kind, id] = /^(docs|blog|pages)(?: "(.+)")?$/.exec(prefix) ?? [];
  if (!kind) return [folder];
  const i18n = path.join(ctx.root, 'i18n');
  const plugin = `docusaurus-plugin-content-${kind}${id ? `-${id}` : ''}`;
  const versions = kind === 'docs' ? [path.join(ctx.root, id ? `${id}_versioned_docs` : 'versioned_docs')] : [];
  return [folder, ...versions, ...locales.map((l) => path.join(i18n, l, plugin))];
}

/**
 * The content plugins' remark and rehype plugins as docgen's `markdown.remarkPlugins` and `rehypePlugins` (each
 * `beforeDefault…` plugin first; a plugin two content plugins give with the same options, once), each run on the pages
 * of the content plugins that list it only, as Docusaurus runs them (site-plugins.ts's scopes).
 */
function sitePluginLists(ctx: Ctx): void {
  const key = (p: PluginEntry) => (Array.isArray(p) ? p : [p, undefined]) as [unknown, unknown];
  const same = (a: PluginEntry, b: PluginEntry) => key(a)[0] === key(b)[0] && JSON.stringify(key(a)[1]) === JSON.stringify(key(b)[1]);
  const lists = { remark: [] as PluginEntry[], rehype: [] as PluginEntry[] };
  for (const before of [true, false]) for (const e of ctx.sitePlugins) if (e.before === before && !lists[e.kind].some((p) => same(p, e.plugin))) lists[e.kind].push(e.plugin);
  if (!lists.remark.length && !lists.rehype.length) return;
  const i18n = path.join(ctx.root, 'i18n');
  const locales = existsSync(i18n) ? readdirSync(i18n, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
  const folders = new Map([...ctx.contentPlugins].map(([prefix, folder]) => [prefix, contentFolders(ctx, prefix, folder, locales)]));
  for (const entry of [...lists.remark, ...lists.rehype]) {
    const prefixes = new Set(ctx.sitePlugins.filter((e) => same(e.plugin, entry)).map((e) => e.prefix));
    scopeSitePlugin(entry, [...prefixes].flatMap((p) => folders.get(p)!));
  }
  ctx.user.markdown = { ...ctx.user.markdown, ...(lists.remark.length ? { remarkPlugins: lists.remark } : {}), ...(lists.rehype.length ? { rehypePlugins: lists.rehype } : {}) };
}

/**
 * The instance of a content plugin with the default id: a plugin's, or else `false` when the preset turns its own off
 * (Answer's `blog: false` beside a blog plugin of its own), or undefined when there is none.
 */
function defaultOf(list: ContentOptions[]): ContentOptions | undefined {
  return list.find((o) => o !== false && instanceId(o) === 'default') ?? (list.includes(false) ? false : undefined);
}

/** The default instance of a content plugin (undefined: none, false: turned off); every other instance is left out. */
function pickMain(list: ContentOptions[], what: string, ignored: Mapped['ignored']): ContentOptions | undefined {
  const main = defaultOf(list);
  for (const o of list) if (o !== main && o !== false) ignored.push({ key: `plugins (${what} "${instanceId(o)}")`, why: `a second ${what} instance is not implemented by docgen yet` });
  return main;
}

/** The gtag and Google Tag Manager plugins' options as docgen's `gtag` and `googleTagManager`; an id that is none is left out. */
/**
 * The PWA plugin as docgen's `pwa` (its service worker, registered in offline mode where one of its
 * `offlineModeActivationStrategies` holds), and its `pwaHead` as `headTags` on every page (the web app manifest, its
 * icons and theme colour), a file's path below the base URL as the plugin writes it (an `href` or `content` with an
 * extension that does not start with the base URL gets it). Its options for its own service worker and popup are left
 * out, said so.
 */
function mapPwa({ options, at }: { options: Plain; at: string }, user: UserConfig, { taken, ignored }: Pick<Ctx, 'taken' | 'ignored'>): void {
  const base = typeof user.baseUrl === 'string' ? user.baseUrl : '/';
  const { pwaHead, offlineModeActivationStrategies: strategies, id: _id, ...rest } = options;
  user.pwa = {};
  if (Array.isArray(strategies) && strategies.every((s) => (PWA_STRATEGIES as readonly unknown[]).includes(s))) {
    user.pwa.offlineModeActivationStrategies = strategies as PwaStrategy[];
    taken.push(`${at}.offlineModeActivationStrategies`);
  } else if (strategies !== undefined) ignored.push({ key: `${at}.offlineModeActivationStrategies`, why: `must be a list of ${PWA_STRATEGIES.join(', ')}: the default (appInstalled, queryString, standalone) is used` });
  if (Array.isArray(pwaHead) && pwaHead.every((t) => isPlain(t) && typeof t.tagName === 'string')) {
    const tags = (pwaHead as Plain[]).map(({ tagName, ...attributes }) => {
      for (const key of ['href', 'content'] as const) {
        const value = attributes[key];
        if (typeof value === 'string' && path.posix.extname(value) && !value.startsWith(base)) attributes[key] = `${base}${value.replace(/^\//, '')}`;
      }
      return { tagName: tagName as string, attributes: attributes as Record<string, string> };
    });
    user.headTags = [...(user.headTags ?? []), ...tags];
    taken.push(`${at}.pwaHead`);
  } else if (pwaHead !== undefined) ignored.push({ key: `${at}.pwaHead`, why: 'must be a list of tags, each with its tagName' });
  const why: Record<string, string> = {
    reloadPopup: 'a newer build\'s pages are shown from the next page load, without a popup',
    swRegister: 'docgen registers its own service worker',
    swCustom: 'docgen\'s service worker runs no code of the site\'s',
    injectManifestConfig: 'docgen\'s service worker keeps the pages, their data, scripts, styles, images and fonts (none over 2 MB)'
  };
  for (const key of Object.keys(rest)) ignored.push({ key: `${at}.${key}`, why: why[key] ?? 'not implemented by docgen' });
}

function mapAnalytics(contents: Contents, user: UserConfig, { taken, ignored }: Pick<Ctx, 'taken' | 'ignored'>): void {
  const id = (v: unknown) => typeof v === 'string' && /^[\w-]+$/.test(v);
  const { gtag, googleTagManager } = contents;
  if (gtag) {
    const { trackingID, anonymizeIP, id: _id, ...rest } = gtag.options;
    if (id(trackingID) || (Array.isArray(trackingID) && trackingID.length && trackingID.every(id))) {
      user.gtag = { trackingID: trackingID as string | string[], ...(anonymizeIP === true ? { anonymizeIP } : {}) };
      taken.push(`${gtag.at}.trackingID`);
    } else ignored.push({ key: `${gtag.at}.trackingID`, why: 'must be a tracking id (G-…) or a list of them: no analytics are added' });
    for (const key of Object.keys(rest)) ignored.push({ key: `${gtag.at}.${key}`, why: 'not implemented by docgen' });
  }
  if (googleTagManager) {
    const { containerId, id: _id, ...rest } = googleTagManager.options;
    if (id(containerId)) {
      user.googleTagManager = { containerId: containerId as string };
      taken.push(`${googleTagManager.at}.containerId`);
    } else ignored.push({ key: `${googleTagManager.at}.containerId`, why: 'must be a container id (GTM-…): no tag manager is added' });
    for (const key of Object.keys(rest)) ignored.push({ key: `${googleTagManager.at}.${key}`, why: 'not implemented by docgen' });
  }
}

/**
 * The sitemap plugin's options as docgen's `sitemap`: with Docusaurus's defaults (every entry `weekly`, priority 0.5)
 * where it says nothing, as the classic preset writes one unless its `sitemap` is false. A null is no such element.
 */
function mapSitemap(given: Contents['sitemap'], user: UserConfig, { taken, ignored }: Pick<Ctx, 'taken' | 'ignored'>): void {
  if (given?.options === false) {
    user.sitemap = false;
    taken.push(given.at);
    return;
  }
  const out: Plain = { changefreq: 'weekly', priority: 0.5 };
  for (const [key, value] of Object.entries(given?.options ?? {})) {
    if (['filename', 'ignorePatterns', 'changefreq', 'priority'].includes(key)) {
      if (value === null) delete out[key];
      else out[key] = value;
      taken.push(`${given!.at}.${key}`);
    } else if (key === 'lastmod' && (value === null || value === 'date' || value === 'datetime')) {
      if (value !== null) out.lastmod = value;
      taken.push(`${given!.at}.lastmod`);
    } else if (key === 'createSitemapItems' && typeof value === 'function') {
      out.createSitemapItems = value;
      taken.push(`${given!.at}.createSitemapItems`);
    } else if (key !== 'id') ignored.push({ key: `${given!.at}.${key}`, why: key === 'lastmod' ? 'must be "date", "datetime" or null' : key === 'createSitemapItems' ? 'must be a function' : 'not implemented by docgen' });
  }
  user.sitemap = out as UserConfig['sitemap'];
}

/**
 * A content plugin's markdown plugin lists: remark-math and rehype-katex turn on docgen's `markdown.math`,
 * remark-plugin-npm2yarn its `markdown.npm2yarn` with the plugin's options, tab-blocks its `markdown.codeTabs`, and the plugins that draw GitHub's alerts its
 * `markdown.githubAlerts` (for the whole site: docgen has one markdown dialect); any other plugin runs on every page
 * (`markdown.remarkPlugins` / `rehypePlugins`, sitePluginLists) on its pages, unless docgen cannot run it, which is said, by name.
 */
function markdownPlugins(prefix: string, ctx: Ctx, folder: unknown): Record<string, (v: unknown) => void> {
  const read = (key: string) => (value: unknown) => {
    const list = readPluginList(value, ctx.root);
    if (list.math) ctx.user.markdown = { ...ctx.user.markdown, math: true };
    if (list.githubAlerts) ctx.user.markdown = { ...ctx.user.markdown, githubAlerts: list.githubAlerts };
    if (list.codeTabs) ctx.user.markdown = { ...ctx.user.markdown, codeTabs: list.codeTabs };
    if (list.npm2yarn) {
      const { options, dropped } = list.npm2yarn;
      ctx.user.markdown = { ...ctx.user.markdown, npm2yarn: options };
      if (dropped) ctx.ignored.push({ key: `${prefix}.${key} (npm2yarn ${dropped})`, why: 'a converter that is a function is not run by docgen; give "yarn", "pnpm" or "bun"' });
    }
    // The site's own plugins run (site-plugins.ts), on every page, where they can: not a package that is not installed,
    // nor one that extends markdown's syntax. A plugin without a name is `(a plugin)` already.
    const kind = /rehype/i.test(key) ? 'rehype' : 'remark';
    for (const { at, name, entry, missing } of list.others) {
      const where = `${prefix}.${key}[${at}] ${name.startsWith('(') ? name : `(${name})`}`;
      if (missing) {
        ctx.ignored.push({ key: where, why: `its package is not installed: run npm install in the site's folder to have docgen run it` });
        continue;
      }
      const plugin = entry as PluginEntry;
      let why: string | undefined;
      try {
        if (typeof (Array.isArray(plugin) ? plugin[0] : plugin) !== 'function') why = 'it is not a function';
        else if (extendsSyntax(plugin)) why = "it extends markdown's syntax, which docgen's parser does not take (docgen reads GFM, directives, MDX and math itself)";
      } catch (error) {
        why = `it threw when given its options: ${describeThrown(error)}`;
      }
      if (why) ctx.ignored.push({ key: where, why });
      else {
        nameSitePlugin(Array.isArray(plugin) ? plugin[0] : plugin, name);
        ctx.sitePlugins.push({ prefix, kind, before: /^beforeDefault/.test(key), plugin });
      }
    }
  };
  ctx.contentPlugins.set(prefix, path.resolve(ctx.root, String(folder)));
  // The plugin's admonition keywords: the site's (docgen has one markdown dialect), the first plugin's that gives them.
  const admonitions = (written: unknown) => {
    // Docusaurus 2's options of remark-admonitions (`tag`, `icons`, `customTypes`…) are not Docusaurus 3's.
    let value = written;
    if (isPlain(written)) {
      const { keywords, extendDefaults, ...rest } = written;
      for (const key of Object.keys(rest)) ctx.ignored.push({ key: `${prefix}.admonitions.${key}`, why: 'not implemented by docgen (Docusaurus 3 reads keywords and extendDefaults)' });
      value = { ...(keywords !== undefined ? { keywords } : {}), ...(extendDefaults !== undefined ? { extendDefaults } : {}) };
    }
    const given = ctx.admonitionsFrom;
    if (given === undefined) {
      ctx.admonitionsFrom = prefix;
      ctx.user.markdown = { ...ctx.user.markdown, admonitions: value as NonNullable<UserConfig['markdown']>['admonitions'] };
    } else if (JSON.stringify(value) !== JSON.stringify(ctx.user.markdown?.admonitions)) {
      ctx.ignored.push({ key: `${prefix}.admonitions`, why: `docgen reads one set of admonition keywords for the whole site: ${given}.admonitions, for every page` });
    }
  };
  return { remarkPlugins: read('remarkPlugins'), rehypePlugins: read('rehypePlugins'), beforeDefaultRemarkPlugins: read('beforeDefaultRemarkPlugins'), beforeDefaultRehypePlugins: read('beforeDefaultRehypePlugins'), admonitions };
}

/** The theme components a docs plugin draws its pages with, by default (Docusaurus 2's `docLayoutComponent`, 3's roots). */
const DOCS_COMPONENTS: Record<string, string> = {
  docLayoutComponent: '@theme/DocPage',
  docsRootComponent: '@theme/DocsRoot',
  docVersionRootComponent: '@theme/DocVersionRoot',
  docRootComponent: '@theme/DocRoot',
  docItemComponent: '@theme/DocItem',
  docTagDocListComponent: '@theme/DocTagDocListPage',
  docTagsListComponent: '@theme/DocTagsListPage',
  docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage'
};

/** The theme components a blog plugin draws its pages with, by default. */
const BLOG_COMPONENTS: Record<string, string> = {
  blogListComponent: '@theme/BlogListPage',
  blogPostComponent: '@theme/BlogPostPage',
  blogTagsListComponent: '@theme/BlogTagsListPage',
  blogTagsPostsComponent: '@theme/BlogTagsPostsPage',
  blogArchiveComponent: '@theme/BlogArchivePage',
  blogAuthorsPostsComponent: '@theme/Blog/Pages/BlogAuthorsPostsPage',
  blogAuthorsListComponent: '@theme/Blog/Pages/BlogAuthorsListPage'
};

/**
 * A plugin's page components: the theme's own (written out, as many configs do) are what docgen's layout draws; another
 * (`docItemComponent: '@theme/ApiItem'`, the OpenAPI theme's) is left out with a warning.
 */
function pageComponents(defaults: Record<string, string>, prefix: string, ctx: Pick<Ctx, 'ignored'>): Record<string, (v: unknown) => void> {
  return Object.fromEntries(
    Object.entries(defaults).map(([key, theme]) => [key, (v: unknown) => v !== theme && ctx.ignored.push({ key: `${prefix}.${key}`, why: `docgen draws these pages with its own layout, not with ${typeof v === 'string' ? v : 'this component'} (the theme's ${theme} is the one it stands for)` })])
  );
}

/**
 * A docs plugin's `docItemComponent`: the OpenAPI theme's `@theme/ApiItem` is noted for the adapter, which takes it
 * where the theme is installed (docgen's own ApiItem, theme/islands/api-item.tsx, stands in for it); the theme's
 * DocItem is docgen's layout; any other is left out.
 */
function docItem(id: string, prefix: string, ctx: Pick<Ctx, 'ignored' | 'apiItem'>): (v: unknown) => void {
  const other = pageComponents({ docItemComponent: DOCS_COMPONENTS.docItemComponent }, prefix, ctx).docItemComponent;
  return (v) => (v === '@theme/ApiItem' ? ctx.apiItem.push({ id, key: `${prefix}.docItemComponent` }) : other(v));
}

/** Takes the keys of `o` that `map` names (docgen's key for each), leaving the rest out with a warning. */
function mapKeys(o: Plain, prefix: string, map: Record<string, (v: unknown) => void>, ctx: Pick<Ctx, 'taken' | 'ignored'>): void {
  for (const [key, value] of Object.entries(o)) {
    if (value === undefined || key === 'id') continue;
    if (map[key]) {
      const left = ctx.ignored.length;
      map[key](value);
      // Taken, unless its handler left it out (a value docgen has no use for).
      if (!ctx.ignored.slice(left).some((i) => i.key === `${prefix}.${key}`)) ctx.taken.push(`${prefix}.${key}`);
    } else ctx.ignored.push({ key: `${prefix}.${key}`, why: 'not implemented by docgen' });
  }
}

/**
 * `@theme/X` for each component of the site's own `src/theme/` (a file `X.js`… or a folder `X/`) that docgen has no
 * stand-in for: the site's file, as Docusaurus resolves it (QuestDB's `@theme/Screenshot`). Those docgen stands in for
 * (`Tabs`, `CodeBlock`…) stay docgen's: a site's swizzled copy wraps the theme's original, which docgen does not have;
 * below them, the site's own parts docgen has none of are the site's (`@theme/CodeBlock/Content/String` of an ejected
 * CodeBlock, which a component imports by its path: SuperTokens').
 */
function siteThemeAliases(root: string): Record<string, string> {
  return themeAliases(path.join(root, 'src/theme'), 'src/theme');
}

/** What docgen draws a theme part from, where the config says it. */
const DRAWN_FROM: Record<string, string> = { Navbar: ' (from themeConfig.navbar)', Footer: ' (from themeConfig.footer)', Layout: ' (its navbar, sidebar and footer from the config)', MDXComponents: ' (markdown\'s code blocks, inline code, headings, images, lists and details)' };

/**
 * The classic theme's parts (Docusaurus 3.8's, and 2's DocPage), by their path below `@theme/`: each line a part, then
 * its own parts. Those docgen reads from the site's copy are not here (MDXComponents/A, prism-include-languages) or in
 * READ_PARTS.
 */
const THEME_PARTS = new Set(
  `
  Admonition: Icon/Danger Icon/Info Icon/Note Icon/Tip Icon/Warning Layout Type/Caution Type/Danger Type/Info Type/Note Type/Tip Type/Warning Types
  AnnouncementBar: CloseButton Content
  BackToTopButton
  Blog: Components/Author Components/Author/Socials Pages/BlogAuthorsListPage Pages/BlogAuthorsPostsPage
  BlogArchivePage
  BlogLayout
  BlogListPage: StructuredData
  BlogListPaginator
  BlogPostItem: Container Content Footer Footer/ReadMoreLink Header Header/Authors Header/Info Header/Title
  BlogPostItems
  BlogPostPage: Metadata StructuredData
  BlogPostPaginator
  BlogSidebar: Content Desktop Mobile
  BlogTagsListPage
  BlogTagsPostsPage
  CodeBlock: Buttons Buttons/Button Buttons/CopyButton Buttons/WordWrapButton Container Content Content/Element Content/String Layout Line Line/Token Title
  CodeInline
  ColorModeToggle
  ContentVisibility: Draft Unlisted
  Details
  DocBreadcrumbs: Items/Home StructuredData
  DocCard
  DocCardList
  DocCategoryGeneratedIndexPage
  DocItem: Content Footer Layout Metadata Paginator TOC/Desktop TOC/Mobile
  DocPage: Layout Layout/Main Layout/Sidebar Layout/Sidebar/ExpandButton
  DocPaginator
  DocRoot: Layout Layout/Main Layout/Sidebar Layout/Sidebar/ExpandButton
  DocSidebar: Desktop Desktop/CollapseButton Desktop/Content Mobile
  DocSidebarItem: Category Html Link
  DocSidebarItems
  DocTagDocListPage
  DocTagsListPage
  DocVersionBadge
  DocVersionBanner
  DocVersionRoot
  DocsRoot
  EditMetaRow
  EditThisPage
  ErrorPageContent
  Footer: Copyright Layout LinkItem Links Links/MultiColumn Links/Simple Logo
  Heading
  Icon: Arrow Close Copy DarkMode Edit ExternalLink Home Language LightMode Menu Socials/Bluesky Socials/Default Socials/GitHub Socials/Instagram Socials/LinkedIn Socials/Mastodon Socials/StackOverflow Socials/Threads Socials/Twitch Socials/Twitter Socials/X Socials/YouTube Success SystemColorMode WordWrap
  LastUpdated
  Layout: Provider
  Logo
  MDXComponents: Code Details Heading Img Li Pre Ul
  MDXContent
  MDXPage
  Mermaid
  Navbar: ColorModeToggle Content Layout Logo MobileSidebar MobileSidebar/Header MobileSidebar/Layout MobileSidebar/PrimaryMenu MobileSidebar/SecondaryMenu MobileSidebar/Toggle Search
  NavbarItem: ComponentTypes DefaultNavbarItem DefaultNavbarItem/Desktop DefaultNavbarItem/Mobile DocNavbarItem DocSidebarNavbarItem DocsVersionDropdownNavbarItem DocsVersionNavbarItem DropdownNavbarItem DropdownNavbarItem/Desktop DropdownNavbarItem/Mobile HtmlNavbarItem LocaleDropdownNavbarItem NavbarNavLink SearchNavbarItem
  NotFound: Content
  PaginatorNavLink
  SearchBar
  SearchMetadata
  SiteMetadata
  SkipToContent
  TOC
  TOCCollapsible: CollapseButton
  TOCInline
  TOCItems: Tree
  TabItem
  Tabs
  Tag
  TagsListByLetter
  TagsListInline
  ThemeProvider: TitleFormatter
  ThemedImage
`
    .trim()
    .split('\n')
    .flatMap((line) => {
      const [top, parts = ''] = line.trim().split(': ');
      return [top!, ...parts.split(' ').filter(Boolean).map((p) => `${top}/${p}`)];
    })
);

/** The parts of the theme docgen reads from the site's copy (islands.provider, docLayout, mdxContent, docFooter and docPaginator (DocPaginator or DocItem/Paginator), its admonition and navbar item maps). */
const READ_PARTS = new Set(['Admonition/Types', 'DocItem/Footer', 'DocItem/Paginator', 'DocPaginator', 'DocPage/Layout', 'DocRoot/Layout', 'Layout/Provider', 'MDXComponents', 'MDXContent', 'NavbarItem/ComponentTypes']);

/**
 * The site's swizzled copies of the classic theme's parts (`src/theme/Navbar`, `src/theme/DocItem/Footer/index.js`),
 * which docgen does not use where the theme would: it draws every part itself, from the config. One entry for each part
 * at the top with what of it the site has: Infracost's Navbar, which draws the site's links, left an empty navbar
 * without a word; Casdoor's DocItem/Footer was left out without one too. The site's own components there (QuestDB's
 * `@theme/Screenshot`, a helper its ComponentTypes imports) are no copies: they are used where the site imports them.
 */
function unusedSwizzles(root: string): Array<{ key: string; why: string }> {
  const dir = path.join(root, 'src/theme');
  // Each part at the top with its copied parts (a part is a file `X.js` and a folder `X/` both, maybe: once).
  const byTop = new Map<string, Set<string>>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const part = `${rel}${entry.isDirectory() ? entry.name : entry.name.replace(/\.[jt]sx?$/, '')}`;
      if (entry.isDirectory()) walk(`${part}/`);
      if (!THEME_PARTS.has(part) || READ_PARTS.has(part) || !moduleFile(path.join(dir, part))) continue;
      const top = part.split('/')[0]!;
      byTop.set(top, (byTop.get(top) ?? new Set()).add(part));
    }
  };
  if (existsSync(dir)) walk('');
  return [...byTop].sort(([a], [b]) => (a < b ? -1 : 1)).map(([top, found]) => {
    const parts = [...found];
    const below = parts.filter((p) => p !== top).sort();
    const list = `(${below.join(', ')})`;
    const copies = !below.length ? 'copy of it is' : parts.includes(top) ? `copies of it and of its parts ${list} are` : below.length > 1 ? `copies of its parts ${list} are` : `copy of its part ${list} is`;
    // A part docgen has no stand-in for is still the site's where the site's own code imports it (`@theme/TOCInline`).
    const own = parts.filter((p) => !hasStandIn(`@theme/${p}`)).sort();
    const imported = own.length > 2 ? `, but where the site's own code imports one of them (@theme/${top}/…)` : own.length ? `, but where the site's own code imports ${own.map((p) => `@theme/${p}`).join(', ')}` : '';
    return { key: `src/theme/${top}`, why: `docgen draws the theme's ${top} itself${DRAWN_FROM[top] ?? ''}, so the site's own ${copies} not used${imported}` };
  });
}

/**
 * The stand-ins a site's own copy replaces whole, everywhere they are imported (docgen's Admonition and NavbarItem
 * read them): maps of components that spread docgen's, imported as `@theme-original/…`, and add the site's own
 * admonition keywords or navbar item types.
 */
const REPLACED_WHOLE = new Set(['@theme/Admonition/Types', '@theme/NavbarItem/ComponentTypes']);

/**
 * `@theme/X` for each component of a theme folder (a file `X.js`… or a folder `X/`) that docgen has no stand-in for,
 * and below those it has, the parts it has none of: `to` and its path (the site's `src/theme`, or a theme package's
 * folder, which getThemePath gives: the OpenAPI theme's `@theme/StatusCodes`).
 */
export function themeAliases(folder: string, to: string, { helpers = false } = {}): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    const dir = path.join(folder, rel);
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const name = entry.isDirectory() ? entry.name : entry.name.replace(/\.[jt]sx?$/, '');
      // A theme package's helper modules too (the OpenAPI theme's `@theme/utils/scrollUtils`), not only its components.
      if ((name === entry.name && !entry.isDirectory()) || !(helpers || /^[A-Z]/.test(name))) continue;
      const spec = `@theme/${rel}${name}`;
      if (REPLACED_WHOLE.has(spec) && moduleFile(path.join(dir, name))) out[spec] = `${to}/${rel}${name}`;
      else if (hasStandIn(spec)) {
        if (entry.isDirectory()) walk(`${rel}${name}/`);
      } else if (moduleFile(path.join(dir, name)) || ((rel || helpers) && entry.isDirectory())) out[spec] = `${to}/${rel}${name}`;
    }
  };
  walk('');
  return out;
}

/** Docusaurus's docs plugin's defaults for the options a docgen docs instance may set for itself. */
const DOCS_DEFAULTS: Record<InstanceOption, unknown> = { sidebarCollapsed: true, sidebarCollapsible: true, breadcrumbs: true, showLastUpdateTime: false, showLastUpdateAuthor: false, exclude: DEFAULT_EXCLUDE, include: ['**/*.{md,mdx}'], onInlineTags: 'warn', tagsBasePath: 'tags' };

function mapDocs(o: ContentOptions | undefined, ctx: Ctx): string | false | undefined {
  const docs: NonNullable<UserConfig['docs']> & Record<string, unknown> = { routeBasePath: 'docs', indexTrailingSlash: true, indexFileNames: ['index', 'readme'], rootLinks: 'site' };
  ctx.user.docs = docs;
  ctx.user.contentDir = 'docs';
  // A blog-only site (Docusaurus's `docs: false`): no docs folder is read.
  if (o === false) {
    ctx.user.contentDir = false;
    return false;
  }
  let sidebarPath: string | false | undefined;
  const copy = (key: string) => (v: unknown) => (docs[key] = v);
  mapKeys(o ?? {}, 'docs', {
    ...markdownPlugins('docs', ctx, (o as Plain | undefined)?.path ?? 'docs'),
    ...pageComponents(DOCS_COMPONENTS, 'docs', ctx),
    docItemComponent: docItem('default', 'docs', ctx),
    path: (v) => (ctx.user.contentDir = String(v)),
    routeBasePath: copy('routeBasePath'),
    sidebarPath: (v) => (sidebarPath = v === false ? false : path.resolve(ctx.root, String(v))),
    editUrl: (v) => (typeof v === 'string' || typeof v === 'function' ? (docs.editUrl = v as EditUrl) : ctx.ignored.push({ key: 'docs.editUrl', why: 'must be a string or a function' })),
    editCurrentVersion: copy('editCurrentVersion'),
    editLocalizedFiles: copy('editLocalizedFiles'),
    lastVersion: copy('lastVersion'),
    versions: copy('versions'),
    onlyIncludeVersions: copy('onlyIncludeVersions'),
    includeCurrentVersion: copy('includeCurrentVersion'),
    disableVersioning: disableVersioning(docs, 'docs', ctx),
    exclude: copy('exclude'),
    include: copy('include'),
    showLastUpdateTime: copy('showLastUpdateTime'),
    showLastUpdateAuthor: copy('showLastUpdateAuthor'),
    sidebarCollapsed: copy('sidebarCollapsed'),
    sidebarCollapsible: copy('sidebarCollapsible'),
    sidebarItemsGenerator: copy('sidebarItemsGenerator'),
    numberPrefixParser: copy('numberPrefixParser'),
    breadcrumbs: copy('breadcrumbs'),
    tags: (v) => (docs.tags = tagsFileOption(v)),
    onInlineTags: copy('onInlineTags'),
    tagsBasePath: copy('tagsBasePath')
  }, ctx);
  return sidebarPath;
}

/**
 * A docs plugin's `disableVersioning`: `true` builds its current docs alone, at the docs' own path, whatever versions the
 * site has (`onlyIncludeVersions` and `lastVersion` of `current`, as Docusaurus reads it); `false` is the default.
 */
const disableVersioning = (docs: Plain, at: string, ctx: Ctx) => (v: unknown) => {
  if (v === true) Object.assign(docs, { onlyIncludeVersions: ['current'], lastVersion: 'current' });
  else if (v !== false) ctx.ignored.push({ key: `${at}.disableVersioning`, why: 'must be true or false' });
};

/** A docs or blog plugin's `tags`: its tags file; `null`, as `false`, none (docgen's schema checks the rest). */
const tagsFileOption = (v: unknown) => (v === null ? false : (v as string | false));

/** Docusaurus's blog lists its 5 newest posts in a sidebar and has an archive page unless told otherwise (docgen's defaults: neither). */
const DOCUSAURUS_BLOG_SIDEBAR_COUNT = 5;

function mapBlog(list: ContentOptions[], ctx: Ctx): void {
  // Blogs that all have ids of their own: the first is read as docgen's main blog, as the docs are.
  const main = defaultOf(list) ?? list.find((o) => o !== false);
  if (main === false) {
    ctx.user.blog = blogDefaults(ctx);
    ctx.user.blogDir = false;
  } else {
    const { blog, dir } = blogOptions(main ?? {}, 'blog', ctx);
    ctx.user.blog = blog;
    if (dir !== undefined) ctx.user.blogDir = dir;
  }
  // Each other blog plugin: a blog of its own, its `path` and `routeBasePath` `blog` unless it says otherwise, as the plugin's.
  for (const o of list) {
    if (o === main || o === false) continue;
    const id = instanceId(o);
    const { blog, dir } = blogOptions(o, `blog "${id}"`, ctx);
    (ctx.user.blogInstances ??= []).push({ ...blog, id, path: dir ?? 'blog', routeBasePath: blog.routeBasePath ?? 'blog' });
  }
}

/**
 * Docusaurus's blog defaults where docgen's differ: posts dated by their file, edit links only with the blog's editUrl,
 * feeds titled by the site, a warning for a post without a truncation marker or with an inline author.
 */
function blogDefaults(ctx: Ctx): NonNullable<UserConfig['blog']> {
  const site = ctx.user.title ?? 'Docs';
  return { sidebarCount: DOCUSAURUS_BLOG_SIDEBAR_COUNT, archiveBasePath: 'archive', dateFromFile: true, editUrl: false, feed: { title: site, description: `${site} Blog` }, onUntruncatedBlogPosts: 'warn', onInlineAuthors: 'warn' };
}

/** A blog plugin's options as docgen's blog options, and its folder (`path`) when it names one; `at` names the plugin in warnings. */
function blogOptions(o: Plain, at: string, ctx: Ctx): { blog: NonNullable<UserConfig['blog']>; dir?: string } {
  const blog: NonNullable<UserConfig['blog']> & Record<string, unknown> = blogDefaults(ctx);
  let dir: string | undefined;
  const reportMode = (key: 'onUntruncatedBlogPosts' | 'onInlineAuthors' | 'onInlineTags') => (v: unknown) =>
    ['ignore', 'log', 'warn', 'throw'].includes(v as string) ? (blog[key] = v as ReportMode) : ctx.ignored.push({ key: `${at}.${key}`, why: 'must be "ignore", "log", "warn" or "throw"' });
  mapKeys(o, at, {
    ...markdownPlugins(at, ctx, o.path ?? 'blog'),
    ...pageComponents(BLOG_COMPONENTS, at, ctx),
    id: () => undefined,
    path: (v) => (dir = String(v)),
    routeBasePath: (v) => (blog.routeBasePath = String(v)),
    blogTitle: (v) => (blog.title = String(v)),
    blogDescription: (v) => (blog.description = String(v)),
    postsPerPage: (v) => (blog.postsPerPage = v === 'ALL' ? Number.MAX_SAFE_INTEGER : (v as number)),
    showReadingTime: (v) => (blog.showReadingTime = v as boolean),
    readingTime: (v) => (typeof v === 'function' ? (blog.readingTime = v as ReadingTimeFunction) : ctx.ignored.push({ key: `${at}.readingTime`, why: 'must be a function' })),
    sortPosts: (v) => (v === 'ascending' || v === 'descending' ? (blog.sortPosts = v) : ctx.ignored.push({ key: `${at}.sortPosts`, why: 'must be "ascending" or "descending"' })),
    blogSidebarCount: (v) => (blog.sidebarCount = v === 'ALL' ? Number.MAX_SAFE_INTEGER : (v as number)),
    blogSidebarTitle: (v) => (blog.sidebarTitle = String(v)),
    // `null` turns the archive off.
    archiveBasePath: (v) => (blog.archiveBasePath = v === null ? undefined : String(v)),
    authorsMapPath: (v) => (blog.authorsMapPath = String(v)),
    authorsBasePath: (v) => (blog.authorsBasePath = String(v)),
    tagsBasePath: (v) => (blog.tagsBasePath = String(v)),
    pageBasePath: (v) => (blog.pageBasePath = String(v)),
    onUntruncatedBlogPosts: reportMode('onUntruncatedBlogPosts'),
    onInlineAuthors: reportMode('onInlineAuthors'),
    tags: (v) => (blog.tags = tagsFileOption(v)),
    onInlineTags: reportMode('onInlineTags'),
    editUrl: (v) => (typeof v === 'string' || typeof v === 'function' ? (blog.editUrl = v as string | BlogEditUrlFunction) : ctx.ignored.push({ key: `${at}.editUrl`, why: 'must be a string or a function' })),
    editLocalizedFiles: (v) => (blog.editLocalizedFiles = v as boolean),
    include: (v) => (blog.include = v as string[]),
    exclude: (v) => (blog.exclude = v as string[]),
    feedOptions: (v) => (isPlain(v) ? mapFeed(v, blog.feed!, `${at}.feedOptions`, ctx) : ctx.ignored.push({ key: `${at}.feedOptions`, why: 'must be an object' }))
  }, ctx);
  return { blog, dir };
}

/** The blog's feedOptions as docgen's `blog.feed` (its title and description already Docusaurus's defaults). */
function mapFeed(o: Plain, feed: NonNullable<NonNullable<UserConfig['blog']>['feed']>, at: string, ctx: Ctx): void {
  const text = (key: 'title' | 'description' | 'copyright' | 'language') => (v: unknown) => (typeof v === 'string' ? (feed[key] = v) : ctx.ignored.push({ key: `${at}.${key}`, why: 'must be a string' }));
  mapKeys(o, at, {
    // 'all' is every format; null, none.
    type: (v) => {
      const types = v === null ? [] : v === 'all' ? ['rss', 'atom', 'json'] : [v].flat();
      if (types.every((t) => t === 'rss' || t === 'atom' || t === 'json')) feed.types = [...new Set(types)] as FeedType[];
      else ctx.ignored.push({ key: `${at}.type`, why: 'must be "rss", "atom", "json", "all", null or an array of the first three' });
    },
    title: text('title'),
    description: text('description'),
    copyright: text('copyright'),
    language: text('language'),
    limit: (v) => (v === false || v === null ? (feed.limit = false) : typeof v === 'number' && Number.isInteger(v) && v >= 0 ? (feed.limit = v) : ctx.ignored.push({ key: `${at}.limit`, why: 'must be a number, false or null' })),
    // Docusaurus 3.8: docgen's own stylesheets for true, the site's files as named.
    xslt: (v) => {
      const file = (f: unknown) => f === undefined || f === null || typeof f === 'boolean' || typeof f === 'string';
      if (v === null || typeof v === 'boolean' || (isPlain(v) && Object.keys(v).every((k) => k === 'rss' || k === 'atom') && file(v.rss) && file(v.atom))) feed.xslt = v as NonNullable<typeof feed.xslt>;
      else ctx.ignored.push({ key: `${at}.xslt`, why: 'must be a boolean, null or { rss, atom }, each a boolean, null or the path of an .xsl file' });
    }
  }, ctx);
}

function mapPages(o: ContentOptions | undefined, ctx: Ctx): void {
  ctx.user.pagesDir = o === false ? false : 'src/pages';
  const pages = (key: 'routeBasePath' | 'include' | 'exclude') => (v: unknown) => (ctx.user.pages = { ...ctx.user.pages, [key]: v });
  if (!o) return;
  const { mdxPageComponent, ...rest } = o;
  // The TON docs' is the theme's MDXPage with its own widths: docgen's layout of an MDX page is its own.
  if (mdxPageComponent !== undefined) ctx.ignored.push({ key: 'pages.mdxPageComponent', why: 'docgen draws MDX pages in its own layout (the article, its table of contents), not with the site\'s component' });
  mapKeys(rest, 'pages', { ...markdownPlugins('pages', ctx, rest.path ?? 'src/pages'), path: (v) => (ctx.user.pagesDir = String(v)), routeBasePath: pages('routeBasePath'), include: pages('include'), exclude: pages('exclude') }, ctx);
}

function mapTheme(tc: Plain, ctx: Ctx): void {
  const theme: Plain = {};
  ctx.user.themeConfig = theme;
  for (const [key, value] of Object.entries(tc)) {
    if (value === undefined) continue;
    if (key === 'navbar' && isPlain(value)) {
      theme.navbar = value.items === undefined ? value : { ...value, items: navbarItems(value.items, ctx.mainId) };
      customItems(theme.navbar as Plain, ctx);
      // Docusaurus's brand shows the navbar's own title only: with a logo and no title, the logo alone (not the site's title).
      if (value.title === undefined && isPlain(value.logo)) (theme.navbar as Plain).title = '';
      // Infima draws the navbar logo 2rem tall whatever its `width` and `height` (its CSS wins over them): docgen's logo
      // without them is that size too. Lexical gives `height: 12`, which docgen would have drawn 12 px tall.
      if (isPlain(value.logo)) {
        const { width: _w, height: _h, ...logo } = value.logo;
        (theme.navbar as Plain).logo = logo;
      }
      ctx.taken.push('themeConfig.navbar');
    } else if (key === 'footer' && isPlain(value) && isPlain(value.logo)) {
      // Docusaurus writes the logo's `width` and `height` as the img's attributes, strings too: `height: '128px'` (Kvrocks's) is 128 px.
      const size = (v: unknown) => (typeof v === 'string' && /^\s*\d+(\.\d+)?(px)?\s*$/.test(v) ? Number.parseFloat(v) : v);
      theme.footer = { ...value, logo: { ...value.logo, ...(value.logo.width === undefined ? {} : { width: size(value.logo.width) }), ...(value.logo.height === undefined ? {} : { height: size(value.logo.height) }) } };
      ctx.taken.push('themeConfig.footer');
    } else if (key === 'announcementBar' && !layoutDraws(ctx.root, 'AnnouncementBar')) {
      ctx.ignored.push({ key: 'themeConfig.announcementBar', why: "the site's swizzled src/theme/Layout draws no AnnouncementBar, so Docusaurus shows none" });
    } else if (THEME_SAME.includes(key)) {
      theme[key] = value;
      ctx.taken.push(`themeConfig.${key}`);
    } else if (key === 'prism' && isPlain(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'additionalLanguages') ctx.taken.push('themeConfig.prism.additionalLanguages (docgen highlights every language Shiki knows)');
        else if (k === 'magicComments') {
          // Checked by the schema like a site.config.ts's.
          ctx.user.markdown = { ...(ctx.user.markdown as Plain), magicComments: withHighlightClass(v) as never };
          ctx.taken.push('themeConfig.prism.magicComments');
        } else if (k === 'defaultLanguage' && typeof v === 'string' && v) {
          ctx.user.markdown = { ...(ctx.user.markdown as Plain), defaultCodeLanguage: v };
          ctx.taken.push('themeConfig.prism.defaultLanguage');
        } else ctx.ignored.push({ key: `themeConfig.prism.${k}`, why: 'docgen has its own code colours, in both colour modes' });
      }
    } else if (key === 'liveCodeBlock' && !ctx.user.markdown?.liveCodeBlocks) {
      ctx.ignored.push({ key: 'themeConfig.liveCodeBlock', why: 'read with @docusaurus/theme-live-codeblock only, and this config has none in its themes or plugins' });
    } else if (key === 'liveCodeBlock') {
      const live = ctx.user.markdown!.liveCodeBlocks as { playgroundPosition?: 'top' | 'bottom' };
      for (const [k, v] of Object.entries(isPlain(value) ? value : {})) {
        if (k !== 'playgroundPosition') ctx.ignored.push({ key: `themeConfig.liveCodeBlock.${k}`, why: 'not implemented by docgen' });
        else if (v === 'top' || v === 'bottom') live.playgroundPosition = v;
        else ctx.ignored.push({ key: 'themeConfig.liveCodeBlock.playgroundPosition', why: `${JSON.stringify(v)} is not a position: give "top" or "bottom" (the result is shown below the editor)` });
      }
      ctx.taken.push('themeConfig.liveCodeBlock');
    } else if (key === 'mermaid') {
      ctx.ignored.push({ key: 'themeConfig.mermaid', why: 'docgen draws diagrams in its own colours, in both colour modes' });
    } else if (key === 'algolia' || key === 'docsearch' || key === 'typesense') {
      ctx.ignored.push({ key: `themeConfig.${key}`, why: `docgen's own offline search is used instead of ${key === 'typesense' ? 'Typesense' : 'Algolia DocSearch'}` });
      // Its search page (`searchPagePath`, default `search`; false: none): docgen's, at the same path.
      const page = isPlain(value) ? value.searchPagePath : undefined;
      if (page !== false) ctx.user.search = { ...ctx.user.search, page: typeof page === 'string' && page ? page.replace(/^\/+|\/+$/g, '') : 'search' };
    } else if (key === 'blog' && isPlain(value)) {
      // `sidebar.groupByYear`, the classic theme's one blog option.
      const sidebar = isPlain(value.sidebar) ? value.sidebar : {};
      if (typeof sidebar.groupByYear === 'boolean') {
        ctx.user.themeConfig = { ...ctx.user.themeConfig, blog: { sidebar: { groupByYear: sidebar.groupByYear } } };
        ctx.taken.push('themeConfig.blog.sidebar.groupByYear');
      }
      for (const k of Object.keys(value)) if (k !== 'sidebar') ctx.ignored.push({ key: `themeConfig.blog.${k}`, why: 'not implemented by docgen' });
      for (const k of Object.keys(sidebar)) if (k !== 'groupByYear' || typeof sidebar[k] !== 'boolean') ctx.ignored.push({ key: `themeConfig.blog.sidebar.${k}`, why: k === 'groupByYear' ? 'must be true or false' : 'not implemented by docgen' });
    } else if (CLASSIC_THEME_KEYS.includes(key) || key === 'blog') ctx.ignored.push({ key: `themeConfig.${key}`, why: 'not implemented by docgen' });
    // A key of a plugin's or of the site's own (image zoom's `zoom`): its components and client modules read it in siteConfig.
    else ctx.taken.push(`themeConfig.${key} (passed on to the site's components and plugins)`);
  }
}

/** The site's swizzled `@theme/ReactLiveScope` (the names its live code can use), as the theme would find it. */
const LIVE_SCOPE = ['index.js', 'index.jsx', 'index.ts', 'index.tsx'].map((f) => `src/theme/ReactLiveScope/${f}`).concat(['.js', '.jsx', '.ts', '.tsx'].map((e) => `src/theme/ReactLiveScope${e}`));

/** `markdown.liveCodeBlocks` for theme-live-codeblock: the site's swizzled scope, if it has one. */
function liveScope(root: string): { scope?: string } {
  const scope = LIVE_SCOPE.find((f) => existsSync(path.join(root, f)));
  return scope ? { scope } : {};
}

/**
 * Docusaurus's own highlight class, kept for the site's CSS, also gets docgen's, which its theme styles: a site that
 * lists its own magic comments keeps the default kind under Docusaurus's class name.
 */
function withHighlightClass(comments: unknown): unknown {
  if (!Array.isArray(comments)) return comments;
  return comments.map((c) =>
    isPlain(c) && typeof c.className === 'string' && c.className.split(/\s+/).includes('theme-code-block-highlighted-line') ? { ...c, className: `${c.className} code-highlighted-line` } : c
  );
}

/**
 * Locale configs without a `baseUrl` that is the one docgen gives the locale anyway (the site's, and `/<locale>/` below
 * it for the others): pnpm.io pins them so. Another one stays, for the schema to refuse with a warning.
 */
function sameBaseUrls(configs: Plain, baseUrl: string, defaultLocale: unknown): Plain {
  return Object.fromEntries(
    Object.entries(configs).map(([locale, c]) => {
      // Docusaurus reads a locale's baseUrl with a slash at each end (JHipster's `/jp`).
      if (!isPlain(c) || typeof c.baseUrl !== 'string' || `/${c.baseUrl}/`.replace(/\/{2,}/g, '/') !== (locale === defaultLocale ? baseUrl : `${baseUrl}${locale}/`)) return [locale, c];
      const { baseUrl: _, ...rest } = c;
      return [locale, rest];
    })
  );
}

/**
 * Navbar items as Docusaurus reads them: one with `items` and no `type` is a dropdown. A link with no label (an icon
 * that the site's CSS draws from its `className`, such as a GitHub mark) is named by its `aria-label`, or else the name
 * of the site it leads to: its text where no icon of the site's stylesheets is drawn for it, else its name only (iconLinks).
 */
/** `https://github.com/algolia/docsearch` -> `GitHub`; a host without a well-known name -> the host, without `www.`. */
function siteName(href: string): string | undefined {
  let host: string;
  try {
    host = new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
  const known: Record<string, string> = { 'github.com': 'GitHub', 'gitlab.com': 'GitLab', 'discord.gg': 'Discord', 'discord.com': 'Discord', 'x.com': 'X', 'twitter.com': 'Twitter', 'npmjs.com': 'npm', 'youtube.com': 'YouTube', 'stackoverflow.com': 'Stack Overflow', 'bsky.app': 'Bluesky', 'linkedin.com': 'LinkedIn' };
  return known[host] ?? (host || undefined);
}

function navbarItems(items: unknown, mainId: string): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item) => {
    if (!isPlain(item)) return item;
    const out: Plain = { ...item };
    if (out.docsPluginId === mainId) delete out.docsPluginId;
    if (out.type === undefined && out.items !== undefined) out.type = 'dropdown';
    if ((out.type ?? 'default') === 'default' && out.label === undefined) {
      if (typeof out['aria-label'] === 'string') {
        out.label = out['aria-label'];
        delete out['aria-label'];
      } else if (typeof out.href === 'string' && out.html === undefined) out.label = siteName(out.href);
    }
    for (const key of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter']) if (out[key] !== undefined) out[key] = navbarItems(out[key], mainId);
    // `rel: null` asks React for no attribute beyond the link's default: docgen's default.
    if (out.rel === null) delete out.rel;
    return out;
  });
}

/**
 * The navbar's `custom-*` items: the components of the site's swizzled `NavbarItem/ComponentTypes` (islands.navbarItems).
 * Without one, Docusaurus has no component for them either: each is left out, said as Docusaurus says it.
 */
function customItems(navbar: Plain, ctx: Ctx): void {
  if (!Array.isArray(navbar.items)) return;
  const types = moduleFile(path.join(ctx.root, 'src/theme/NavbarItem/ComponentTypes'));
  if (types) {
    // The site's map is `@theme/NavbarItem/ComponentTypes` too (REPLACED_WHOLE): its components' NavbarItem reads it.
    if (navbar.items.some((i) => isPlain(i) && isCustomType(i.type))) ctx.user.islands = { ...ctx.user.islands, navbarItems: path.relative(ctx.root, types).split(path.sep).join('/') };
    return;
  }
  navbar.items = navbar.items.filter((item, i) => {
    if (!isPlain(item) || !isCustomType(item.type)) return true;
    ctx.ignored.push({ key: `themeConfig.navbar.items[${i}]`, why: `No NavbarItem component found for type "${item.type}" (the site has no src/theme/NavbarItem/ComponentTypes)` });
    return false;
  });
}

/**
 * The major and minor version of @docusaurus/core the site builds with: the installed one's, else the one its
 * package.json asks for (`^2.4.3` is 2.4); undefined when neither says.
 */
export function coreVersion(root: string): [number, number] | undefined {
  const read = (file: string, pick: (json: Plain) => unknown): [number, number] | undefined => {
    try {
      const version = pick(JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Plain);
      const m = typeof version === 'string' ? /^\D*(\d+)(?:\.(\d+))?/.exec(version) : undefined;
      return m ? [Number(m[1]), Number(m[2] ?? 0)] : undefined;
    } catch {
      return undefined;
    }
  };
  const declared = (json: Plain) => [json.dependencies, json.devDependencies].map((d) => (isPlain(d) ? d['@docusaurus/core'] : undefined)).find((v) => v !== undefined);
  return read('node_modules/@docusaurus/core/package.json', (json) => json.version) ?? read('package.json', declared);
}
