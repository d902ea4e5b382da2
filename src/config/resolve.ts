// UserConfig -> Config: defaults filled and folders made absolute.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { throughAlias } from '../aliases.js';
import { INSTANCE_OPTIONS, type Config, type FeedOptions, type MarkdownOptions, type SiteHeadTag } from '../types.js';
import type { UserConfig } from './schema.js';
import { routeBasePath } from '../mounts.js';
import { AUTHORS_FILE } from '../blog/authors.js';
import { INDEX_NAMES } from '../content/routes.js';
import { DEFAULT_MAGIC_COMMENTS } from '../markdown/magic-comments.js';
import { ADMONITIONS, GITHUB_ALERTS } from '../markdown/admonitions.js';
import { DEFAULT_EXCLUDE } from '../content/exclude.js';

export function resolveConfig(root: string, configFile: string | null, user: UserConfig): Config {
  const tc = user.themeConfig ?? {};
  let baseUrl = user.baseUrl ?? '/docs/';
  if (!baseUrl.startsWith('/')) baseUrl = `/${baseUrl}`;
  if (!baseUrl.endsWith('/')) baseUrl = `${baseUrl}/`;
  const localeConfigs: Config['i18n']['localeConfigs'] = {};
  const locales = user.i18n?.locales ?? ['en'];
  const i18nDir = path.resolve(root, user.i18n?.path ?? 'i18n');
  // Configs of locales not listed are kept, for planLocales to report.
  for (const l of new Set([...locales, ...Object.keys(user.i18n?.localeConfigs ?? {})])) {
    const c = user.i18n?.localeConfigs?.[l];
    localeConfigs[l] = { label: c?.label ?? localeName(l), htmlLang: c?.htmlLang ?? l, direction: c?.direction ?? writingDirection(c?.htmlLang ?? l), dir: path.resolve(i18nDir, c?.path ?? l), translate: c?.translate ?? true, ...(c?.calendar ? { calendar: c.calendar } : {}) };
  }
  const aliases = Object.fromEntries(Object.entries(user.islands?.aliases ?? {}).map(([k, v]) => [k, path.resolve(root, v)]));
  const aliased = (file: string) => path.resolve(root, throughAlias(file, aliases)?.file ?? file);
  const staticDirs = [user.staticDir ?? 'static'].flat().map((d) => path.resolve(root, d));
  return {
    root,
    configFile,
    contentDir: path.resolve(root, user.contentDir || 'content'),
    ...(user.contentDir === false ? { noDocs: true as const } : {}),
    blogDir: user.blogDir === false ? undefined : path.resolve(root, user.blogDir ?? 'blog'),
    pagesDir: user.pagesDir === false ? undefined : path.resolve(root, user.pagesDir ?? 'pages'),
    pages: { routeBasePath: routeBasePath(user.pages?.routeBasePath ?? ''), include: user.pages?.include, exclude: user.pages?.exclude ?? DEFAULT_EXCLUDE },
    themeDir: user.themeDir ? path.resolve(root, user.themeDir) : existsSync(path.join(root, 'theme/server.tsx')) ? path.join(root, 'theme') : builtinTheme(),
    staticDirs,
    pagesOverStatic: user.pagesOverStatic ?? false,
    localesOverDefault: user.localesOverDefault ?? false,
    outDir: path.resolve(root, user.outDir ?? 'build'),
    cacheDir: path.resolve(root, 'node_modules/.cache/docgen'),
    title: user.title ?? 'Docs',
    tagline: user.tagline ?? '',
    titleDelimiter: user.titleDelimiter ?? '|',
    url: (user.url ?? 'http://localhost').replace(/\/$/, ''),
    noIndex: user.noIndex ?? false,
    sitemap: user.sitemap === false || user.noIndex ? false : { filename: user.sitemap?.filename ?? 'sitemap.xml', ignorePatterns: user.sitemap?.ignorePatterns ?? [], changefreq: user.sitemap?.changefreq, priority: user.sitemap?.priority, lastmod: user.sitemap?.lastmod, ...(user.sitemap?.createSitemapItems ? { createSitemapItems: user.sitemap.createSitemapItems } : {}) },
    baseUrl,
    favicon: user.favicon,
    // As Docusaurus writes them: the stylesheets, the scripts, then the other tags; URLs as given (no base URL added).
    headTags: [
      ...(user.stylesheets ?? []).map((s): SiteHeadTag => ({ tagName: 'link', attributes: { rel: 'stylesheet', ...(typeof s === 'string' ? { href: s } : s) } })),
      ...(user.scripts ?? []).map((s): SiteHeadTag => ({ tagName: 'script', attributes: typeof s === 'string' ? { src: s } : s })),
      ...(user.headTags ?? [])
    ],
    preBodyTags: user.preBodyTags ?? [],
    postBodyTags: user.postBodyTags ?? [],
    clientModules: (user.clientModules ?? []).map((m) => path.resolve(root, m)),
    ...(user.gtag ? { gtag: user.gtag } : {}),
    ...(user.pwa ? { pwa: { strategies: user.pwa.offlineModeActivationStrategies ?? ['appInstalled', 'queryString', 'standalone'] } } : {}),
    ...(user.googleTagManager ? { googleTagManager: user.googleTagManager } : {}),
    redirects: user.redirects ?? [],
    createRedirects: user.createRedirects,
    fromExtensions: user.fromExtensions ?? [],
    toExtensions: user.toExtensions ?? [],
    organizationName: user.organizationName,
    projectName: user.projectName,
    trailingSlash: user.trailingSlash,
    onBrokenLinks: user.onBrokenLinks ?? 'warn',
    onBrokenAnchors: user.onBrokenAnchors ?? 'warn',
    onBrokenMarkdownLinks: user.onBrokenMarkdownLinks ?? 'warn',
    onBrokenImages: user.onBrokenImages ?? 'warn',
    onBrokenComponents: user.onBrokenComponents ?? 'warn',
    customFields: user.customFields ?? {},
    globalData: user.globalData ?? {},
    islands: { aliases, define: user.islands?.define ?? {}, provide: Object.fromEntries(Object.entries(user.islands?.provide ?? {}).map(([name, v]) => [name, typeof v === 'string' ? [v] : v])), pages: user.islands?.pages ?? false, chrome: user.islands?.chrome ?? 'always', textFiles: (user.islands?.textFiles ?? []).map((r) => ({ source: r.source, flags: r.flags })), loaders: {}, replace: (user.islands?.replace ?? []).map((r) => ({ test: { source: r.test.source, flags: r.test.flags }, file: path.resolve(root, r.with), ...(r.bundle ? { bundle: r.bundle } : {}) })), sassResources: (user.islands?.sassResources ?? []).map((f) => path.resolve(root, f)), routes: (user.islands?.routes ?? []).map((r) => ({ ...r, component: aliased(r.component) })) },
    i18n: { defaultLocale: user.i18n?.defaultLocale ?? locales[0], locales, dir: i18nDir, localeConfigs },
    docs: {
      // Shorthand forms were written out by loadConfig (normalizeSidebars) before validation.
      sidebars: (user.docs?.sidebars ?? {}) as Config['docs']['sidebars'],
      sidebarPath: user.docs?.sidebarPath === undefined ? undefined : path.resolve(root, user.docs.sidebarPath),
      sidebarCollapsed: user.docs?.sidebarCollapsed ?? true,
      sidebarCollapsible: user.docs?.sidebarCollapsible ?? true,
      sidebarItemsGenerator: user.docs?.sidebarItemsGenerator,
      numberPrefixParser: user.docs?.numberPrefixParser,
      breadcrumbs: user.docs?.breadcrumbs ?? true,
      routeBasePath: routeBasePath(user.docs?.routeBasePath ?? ''),
      indexTrailingSlash: user.docs?.indexTrailingSlash ?? false,
      rootLinks: user.docs?.rootLinks ?? 'version',
      indexFileNames: (user.docs?.indexFileNames ?? INDEX_NAMES).map((n) => n.toLowerCase()),
      editUrl: user.docs?.editUrl,
      editCurrentVersion: user.docs?.editCurrentVersion ?? false,
      editLocalizedFiles: user.docs?.editLocalizedFiles ?? false,
      showLastUpdateTime: user.docs?.showLastUpdateTime ?? false,
      showLastUpdateAuthor: user.docs?.showLastUpdateAuthor ?? false,
      exclude: user.docs?.exclude ?? DEFAULT_EXCLUDE,
      include: user.docs?.include,
      tags: user.docs?.tags,
      onInlineTags: user.docs?.onInlineTags ?? 'warn',
      tagsBasePath: basePath(user.docs?.tagsBasePath, 'tags'),
      lastVersion: user.docs?.lastVersion,
      versions: user.docs?.versions ?? {},
      onlyIncludeVersions: user.docs?.onlyIncludeVersions,
      includeCurrentVersion: user.docs?.includeCurrentVersion ?? true
    },
    docsInstances: (user.docsInstances ?? []).map((d) => ({
      id: d.id,
      contentDir: path.resolve(root, d.path),
      routeBasePath: routeBasePath(d.routeBasePath ?? d.id),
      sidebars: (d.sidebars ?? {}) as Config['docs']['sidebars'],
      ...(d.sidebarPath === undefined ? {} : { sidebarPath: path.resolve(root, d.sidebarPath) }),
      editUrl: d.editUrl,
      editCurrentVersion: d.editCurrentVersion ?? false,
      editLocalizedFiles: d.editLocalizedFiles ?? false,
      sidebarItemsGenerator: d.sidebarItemsGenerator,
      numberPrefixParser: d.numberPrefixParser,
      tags: d.tags,
      lastVersion: d.lastVersion,
      versions: d.versions ?? {},
      onlyIncludeVersions: d.onlyIncludeVersions,
      includeCurrentVersion: d.includeCurrentVersion ?? true,
      own: Object.fromEntries(INSTANCE_OPTIONS.filter((k) => d[k] !== undefined).map((k) => [k, d[k]]))
    })),
    themeConfig: {
      colorMode: {
        defaultMode: tc.colorMode?.defaultMode ?? 'light',
        respectPrefersColorScheme: tc.colorMode?.respectPrefersColorScheme ?? false,
        disableSwitch: tc.colorMode?.disableSwitch ?? false
      },
      docs: {
        versionPersistence: tc.docs?.versionPersistence ?? 'localStorage',
        sidebar: { hideable: tc.docs?.sidebar?.hideable ?? false, autoCollapseCategories: tc.docs?.sidebar?.autoCollapseCategories ?? false }
      },
      tableOfContents: { minHeadingLevel: tc.tableOfContents?.minHeadingLevel ?? 2, maxHeadingLevel: tc.tableOfContents?.maxHeadingLevel ?? 3 },
      blog: { sidebar: { groupByYear: tc.blog?.sidebar?.groupByYear ?? false } },
      image: tc.image,
      metadata: tc.metadata,
      colors: tc.colors,
      announcementBar: tc.announcementBar && { ...tc.announcementBar, id: tc.announcementBar.id ?? 'announcement-bar' },
      navbar: { ...tc.navbar, hideOnScroll: tc.navbar?.hideOnScroll ?? false, items: tc.navbar?.items ?? [] },
      footer: tc.footer ? { ...tc.footer, links: tc.footer.links ?? [] } : undefined
    },
    blog: resolveBlog(user.blog, user.title),
    // Each other blog (a Docusaurus site's second blog plugin): its folder and its own options.
    blogInstances: (user.blogInstances ?? []).map(({ id, path: dir, ...options }) => ({ id, dir: path.resolve(root, dir), blog: resolveBlog({ routeBasePath: id, ...options }, user.title) })),
    search: { indexParentCategories: user.search?.indexParentCategories ?? 0, synonyms: user.search?.synonyms ?? [], ...(user.search?.page ? { page: user.search.page } : {}) },
    // Only when on: the options are part of each page's cache key, which stays as it was without them.
    markdown: {
      magicComments: user.markdown?.magicComments ?? DEFAULT_MAGIC_COMMENTS,
      ...(user.markdown?.format && user.markdown.format !== 'detect' ? { format: user.markdown.format } : {}),
      ...(user.markdown?.mdx1 ? { mdx1: true as const } : {}),
      ...(user.markdown?.mermaid ? { mermaid: true as const } : {}),
      ...(user.markdown?.math ? { math: true as const } : {}),
      ...(user.markdown?.defaultCodeLanguage ? { defaultCodeLanguage: user.markdown.defaultCodeLanguage } : {}),
      ...npm2yarnOptions(user.markdown?.npm2yarn),
      ...codeTabsOptions(user.markdown?.codeTabs),
      ...(user.markdown?.githubAlerts === false ? {} : { githubAlerts: { ...GITHUB_ALERTS, ...(user.markdown?.githubAlerts === true ? {} : user.markdown?.githubAlerts) } }),
      ...admonitionOptions(user.markdown?.admonitions),
      ...liveCodeOptions(user.markdown?.liveCodeBlocks, root),
      ...aliasOptions(aliases),
      ...(staticDirs.length === 1 && staticDirs[0] === path.join(root, 'static') ? {} : { staticDirs }),
      ...(user.islands?.textFiles?.length ? { textFiles: user.islands.textFiles.map((r) => ({ source: r.source, flags: r.flags })) } : {}),
      ...(user.islands?.loaders && Object.keys(user.islands.loaders).length ? { loaders: Object.keys(user.islands.loaders) } : {}),
      ...(user.markdown?.strippedImports?.length ? { strippedImports: user.markdown.strippedImports.map((r) => ({ source: r.source, flags: r.flags })) } : {}),
      ...tocInlineLevels(tc.tableOfContents),
      ...(user.markdown?.anchors?.maintainCase ? { anchorsMaintainCase: true as const } : {})
    },
    ...(user.markdown?.preprocessor || user.markdown?.parseFrontMatter ? { markdownHooks: { preprocessor: user.markdown.preprocessor, parseFrontMatter: user.markdown.parseFrontMatter } } : {}),
    serve: { allowedHosts: user.serve?.allowedHosts ?? [] },
    ...(user.postBuild?.length ? { postBuild: user.postBuild } : {}),
    ...(user.allContentLoaded?.length ? { allContentLoaded: user.allContentLoaded } : {})
  };
}

let ownRoot: string | undefined;

/**
 * docgen's own folder: the one holding its package.json and built-in theme. Found once: the islands' resolvers ask for
 * it at each import (four file checks a time, about a second of a test file's builds).
 */
export function docgenRoot(): string {
  if (ownRoot) return ownRoot;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'theme/server.tsx'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('docgen: cannot find its own package folder');
    dir = up;
  }
  return (ownRoot = dir);
}

/** docgen's own theme, for sites that have none. */
function builtinTheme(): string {
  return path.join(docgenRoot(), 'theme');
}

/** A locale's name in its own language, capitalized (`English`, `Français`, `日本語`); the tag itself if Intl does not know it. */
export function localeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

/** An inline table of contents' default levels, when the site's are not the usual 2 to 3 (the parse cache key stays the same for those). */
function tocInlineLevels(toc: { minHeadingLevel?: number; maxHeadingLevel?: number } | undefined): Pick<MarkdownOptions, 'tableOfContents'> {
  const minHeadingLevel = toc?.minHeadingLevel ?? 2;
  const maxHeadingLevel = toc?.maxHeadingLevel ?? 3;
  return minHeadingLevel === 2 && maxHeadingLevel === 3 ? {} : { tableOfContents: { minHeadingLevel, maxHeadingLevel } };
}

/**
 * The islands aliases as the parse takes them: the names X of `@theme/X` (the site's own theme components), and the
 * others but `@site` (which the parse knows) with their folders, for the partials and modules pages import through
 * them; absent when none.
 */
function aliasOptions(aliases: Record<string, string>): Pick<MarkdownOptions, 'siteTheme' | 'aliases'> {
  const names = Object.keys(aliases).filter((a) => a.startsWith('@theme/')).map((a) => a.slice('@theme/'.length)).sort();
  const others = Object.entries(aliases).filter(([a]) => a !== '@site' && !a.startsWith('@theme/'));
  return { ...(names.length ? { siteTheme: names } : {}), ...(others.length ? { aliases: Object.fromEntries(others) } : {}) };
}

/** `markdown.admonitions` as the parse takes it: the keywords, absent when they are docgen's own. */
function admonitionOptions(option: NonNullable<UserConfig['markdown']>['admonitions']): Pick<MarkdownOptions, 'admonitions'> {
  if (option === false) return { admonitions: [] };
  if (option === undefined || option === true) return {};
  const keywords = [...new Set([...(option.extendDefaults === false ? [] : ADMONITIONS), ...(option.keywords ?? [])])];
  const same = keywords.length === ADMONITIONS.length && ADMONITIONS.every((k) => keywords.includes(k));
  return same ? {} : { admonitions: keywords };
}

/** `markdown.liveCodeBlocks` as the parse takes it: absent when off; the scope module's path absolute. */
function liveCodeOptions(option: NonNullable<UserConfig['markdown']>['liveCodeBlocks'], root: string): Pick<MarkdownOptions, 'liveCode'> {
  if (!option) return {};
  const given = option === true ? {} : option;
  return { liveCode: { position: given.playgroundPosition ?? 'bottom', ...(given.scope ? { scope: path.resolve(root, given.scope) } : {}) } };
}

/** `markdown.codeTabs` as the parse takes it: absent when off; the default labels under those given. */
function codeTabsOptions(option: NonNullable<UserConfig['markdown']>['codeTabs']): Pick<MarkdownOptions, 'codeTabs'> {
  if (!option) return {};
  const given = option === true ? {} : option;
  return { codeTabs: { labels: { js: 'JavaScript', ts: 'TypeScript', ...given.labels }, sync: given.sync ?? true, groupId: given.groupId ?? 'code-examples' } };
}

/** `markdown.npm2yarn` as the parse takes it: absent when off; each converter once, in the order given. */
function npm2yarnOptions(option: NonNullable<UserConfig['markdown']>['npm2yarn']): Pick<MarkdownOptions, 'npm2yarn'> {
  if (!option) return {};
  const given = option === true ? {} : option;
  return { npm2yarn: { sync: given.sync ?? false, converters: [...new Set(given.converters ?? (['yarn', 'pnpm', 'bun'] as const))] } };
}

/** A language's writing direction, from the runtime's locale data (`ar`, `he`, `fa` are right to left); `ltr` when it has none. */
export function writingDirection(lang: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(lang) as Intl.Locale & { getTextInfo?(): { direction?: string }; textInfo?: { direction?: string } };
    return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** A blog's options, with their defaults: its title and description name the site's title. */
/** A path below a route (`tags`), without the slashes around it; `fallback` when it is empty. */
const basePath = (given: string | undefined, fallback: string) => given?.replace(/^\/+|\/+$/g, '') || fallback;

function resolveBlog(blog: UserConfig['blog'], siteTitle: string | undefined): Config['blog'] {
  const title = blog?.title ?? 'Blog';
  const description = blog?.description ?? `${siteTitle ?? 'Docs'} blog`;
  return {
    routeBasePath: routeBasePath(blog?.routeBasePath ?? 'blog'),
    showReadingTime: blog?.showReadingTime ?? true,
    ...(blog?.readingTime ? { readingTime: blog.readingTime } : {}),
    sortPosts: blog?.sortPosts ?? 'descending',
    postsPerPage: blog?.postsPerPage ?? 10,
    title,
    description,
    sidebarCount: blog?.sidebarCount ?? 0,
    sidebarTitle: blog?.sidebarTitle ?? 'Recent posts',
    archiveBasePath: blog?.archiveBasePath,
    dateFromFile: blog?.dateFromFile ?? false,
    onUntruncatedBlogPosts: blog?.onUntruncatedBlogPosts ?? 'ignore',
    onInlineAuthors: blog?.onInlineAuthors ?? 'ignore',
    authorsMapPath: blog?.authorsMapPath ?? AUTHORS_FILE,
    authorsBasePath: basePath(blog?.authorsBasePath, 'authors'),
    tagsBasePath: basePath(blog?.tagsBasePath, 'tags'),
    pageBasePath: basePath(blog?.pageBasePath, 'page'),
    tags: blog?.tags,
    onInlineTags: blog?.onInlineTags ?? 'warn',
    editUrl: blog?.editUrl,
    editLocalizedFiles: blog?.editLocalizedFiles ?? false,
    include: blog?.include,
    exclude: blog?.exclude ?? DEFAULT_EXCLUDE,
    feed: {
      types: blog?.feed?.types ?? ['rss', 'atom'],
      title: blog?.feed?.title ?? title,
      description: blog?.feed?.description ?? description,
      ...(blog?.feed?.copyright !== undefined ? { copyright: blog.feed.copyright } : {}),
      ...(blog?.feed?.language !== undefined ? { language: blog.feed.language } : {}),
      // Only the newest posts, as in Docusaurus.
      limit: blog?.feed?.limit ?? 20,
      ...feedXslt(blog?.feed?.xslt)
    }
  };
}

/** `blog.feed.xslt` by feed: `true` for docgen's own stylesheet, a file as written; none left out. */
function feedXslt(option: NonNullable<NonNullable<UserConfig['blog']>['feed']>['xslt']): Pick<FeedOptions, 'xslt'> {
  const each = typeof option === 'object' && option !== null ? option : { rss: option, atom: option };
  const xslt = Object.fromEntries((['rss', 'atom'] as const).flatMap((type) => (each[type] === true || typeof each[type] === 'string' ? [[type, each[type]]] : [])));
  return Object.keys(xslt).length ? { xslt } : {};
}
