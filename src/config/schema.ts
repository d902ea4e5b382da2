// The user-facing config type and its validator: unknown keys and wrong types are errors naming the key.
import type { LogoConfig, MagicComment, NavbarItem, SidebarItemConfig } from '../types.js';
import { navbarItemsIssues } from './navbar.js';

/** What `site.config.ts` exports. Every field is optional; defaults are in `resolve.ts`. */
/** A sidebar as written: a list of items, or Docusaurus's shorthand `{ Label: items }`, one category per key. */
export type SidebarInput = Array<SidebarItemConfig | SidebarShorthand> | SidebarShorthand;
/** Categories by label, each with its items in either form. */
export type SidebarShorthand = { [label: string]: SidebarInput };

export interface UserConfig {
  /** Site title, shown in the navbar and after the `|` of every `<title>`. Default "Docs". */
  title?: string;
  /** One-line description, used on the root page's meta description. */
  tagline?: string;
  /** The site's origin, for sitemap.xml, e.g. `https://example.com`. */
  url?: string;
  /** Path the site is served under; starts and ends with `/`. Default `/docs/`. */
  baseUrl?: string;
  /** Favicon path below `static/`. */
  favicon?: string;
  organizationName?: string;
  projectName?: string;
  /** `true` adds a trailing slash to every route, `false` removes it, unset keeps what pages say. */
  trailingSlash?: boolean;
  /** Broken links: `throw` stops the build, `warn` reports them (default), `ignore` leaves them out, `check` too. */
  onBrokenLinks?: 'throw' | 'warn' | 'ignore';
  /** Broken anchors (`page#missing`), as `onBrokenLinks`. Default `warn`. */
  onBrokenAnchors?: 'throw' | 'warn' | 'ignore';
  /** Folders, relative to the config file. Defaults: content, theme, static, build. */
  contentDir?: string;
  /** Blog posts (`YYYY-MM-DD-slug.md` or `YYYY-MM-DD-slug/index.md`), relative to the config file. Default `blog`; no folder, no blog. */
  blogDir?: string | false;
  /** Standalone markdown pages without the docs sidebar (`pages/about.md` is `/docs/about`). Default `pages`. */
  /** `false`: no standalone pages. */
  pagesDir?: string | false;
  themeDir?: string;
  staticDir?: string;
  outDir?: string;
  i18n?: { defaultLocale?: string; locales?: string[]; localeConfigs?: Record<string, { label?: string; htmlLang?: string }> };
  docs?: {
    /** Each sidebar's items; Docusaurus's shorthand `{ Label: items }` (one category per key) is accepted too. */
    sidebars?: Record<string, SidebarInput>;
    /** The docs' route below `baseUrl`: `docs` serves `content/intro.md` at `{baseUrl}docs/intro`. Default `` (the docs at the base URL). */
    routeBasePath?: string;
    /** Route index docs (`index.md`, `README.md`, `guide/guide.md`) with a trailing slash, `/guide/`, so relative links on them resolve inside their folder. Default false. */
    indexTrailingSlash?: boolean;
    /** The file names (without extension, any case) that make a doc its folder's index, routed as the folder; a file named like its folder always is. Default `['index', 'readme', 'intro']`. */
    indexFileNames?: string[];
    /** Where "Edit this page" links go: this URL + the page's file path from the site folder (`content/guide.md`). */
    editUrl?: string;
    /** Show when each docs page was last changed ("Last updated on Jan 15, 2024"): its `last_update.date`, else its file's last git commit. Default false. */
    showLastUpdateTime?: boolean;
    /** Show who last changed each docs page ("… by Ann"): its `last_update.author`, else the author of its file's last git commit. Default false. */
    showLastUpdateAuthor?: boolean;
    /**
     * Globs of files below the docs folder (and each version's) that are not pages, against paths relative to it.
     * Default: partials and tests, `['**\/_*.{js,jsx,ts,tsx,md,mdx}', '**\/_*\/**', '**\/*.test.{js,jsx,ts,tsx}', '**\/__tests__/**']`.
     */
    exclude?: string[];
    /** The version served at the base URL: a name from `versions.json`, or `current`. Default: the newest version (the first in `versions.json`), or `current` without versions. */
    lastVersion?: string;
    /** Per version (a name from `versions.json`, or `current`): its label, its path below the base URL, and the banner above its docs. */
    versions?: Record<string, { label?: string; path?: string; banner?: 'none' | 'unreleased' | 'unmaintained' }>;
    /** Build only these versions (names from `versions.json`, or `current`); default all. */
    onlyIncludeVersions?: string[];
    /** Build the current docs (`content/`) as a version. Default true. */
    includeCurrentVersion?: boolean;
  };
  /**
   * More docs folders besides `contentDir`, each with its own route and sidebars (Docusaurus's second docs plugin):
   * `{ id: 'api', path: 'api', routeBasePath: 'api' }` serves `api/intro.md` at `{baseUrl}api/intro`. A navbar `doc` or
   * `docSidebar` item names one by `docsPluginId`.
   */
  docsInstances?: Array<{ id: string; path: string; routeBasePath?: string; sidebars?: Record<string, SidebarInput>; editUrl?: string }>;
  themeConfig?: {
    colorMode?: { defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean; disableSwitch?: boolean };
    tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
    announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable?: boolean };
    navbar?: {
      title?: string;
      /** `href`: where the brand links (default the base URL); `target`: e.g. "_blank". */
      logo?: LogoConfig & { target?: string };
      /** "dark" or "primary": the bar's colours, in both colour modes. Default: the page's. */
      style?: 'dark' | 'primary';
      hideOnScroll?: boolean;
      items?: NavbarItem[];
    };
    /** `logo` shows above the copyright, linking to its `href` if it has one. */
    footer?: { style?: 'dark' | 'light'; links?: Array<{ title: string; items: Array<{ label: string; to?: string; href?: string }> } | { label: string; to?: string; href?: string }>; logo?: LogoConfig; copyright?: string };
  };
  blog?: {
    /** The blog's route below `baseUrl`. Default `blog`. */
    routeBasePath?: string;
    /** "N min read" on posts and list pages. Default true. */
    showReadingTime?: boolean;
    /** Posts per list page (`/docs/blog`, `/docs/blog/page/2`, …). Default 10. */
    postsPerPage?: number;
    /** The list page's title, and the feeds'. Default "Blog". */
    title?: string;
    /** The list page's meta description, and the feeds'. Default "{title} blog". */
    description?: string;
  };
  markdown?: {
    /**
     * Kinds of magic comment in code blocks (`// highlight-next-line`, `// highlight-start` … `// highlight-end`).
     * When set, it replaces the default list: `[{ className: 'code-highlighted-line', line: 'highlight-next-line',
     * block: { start: 'highlight-start', end: 'highlight-end' } }]`, so keep that entry to keep those comments.
     * The first entry's class is the one a `{1,3-5}` line range gives. Style the classes in the site's CSS.
     */
    magicComments?: MagicComment[];
  };
  /** Offline search. */
  search?: {
    /** How many of a page's sidebar categories, nearest first, are indexed with boost 2. Default 0: shown in results, not searched. */
    indexParentCategories?: number;
  };
  serve?: {
    /**
     * Host names `docgen serve` answers besides `localhost`, `127.0.0.1`, `[::1]` and its `--host`, for serving on a
     * LAN on purpose, e.g. `['docs.lan', '192.168.1.20']`. A name starting with a dot also allows its subdomains
     * (`.example.test`). `true` answers any host: this lets a web page on another site read the dev site through
     * DNS rebinding, so use it only on a trusted network. Default: none.
     */
    allowedHosts?: string[] | true;
  };
}

/** A tiny schema language: enough to name the offending key and what it should be. */
type Schema =
  | 'string'
  | 'number'
  | 'boolean'
  /** A whole number, 0 or more. */
  | 'count'
  | 'any'
  | { oneOf: Array<string | boolean> }
  | { object: Record<string, Schema>; required?: string[] }
  | { record: Schema }
  | { array: Schema }
  | { union: Schema[]; describe: string }
  /** Checked by a function of its own. */
  | { custom: (value: unknown, key: string) => ConfigIssue[] }
  /** Checked by each in turn, until one finds a problem. */
  | { all: Schema[] };

const folderOrFalse: Schema = { union: ['string', { oneOf: [false] }], describe: 'a folder, or false for none' };
const link: Schema = { object: { label: 'string', to: 'string', href: 'string' }, required: ['label'] };
const logo = (extra: Record<string, Schema> = {}): Schema => ({
  object: { src: 'string', srcDark: 'string', alt: 'string', href: 'string', width: 'number', height: 'number', ...extra },
  required: ['src']
});
/** The default locale must be one of the locales (the locale dropdown and `<html lang>` read it). */
function localeIssues(value: unknown, key: string): ConfigIssue[] {
  const { defaultLocale, locales } = value as { defaultLocale?: string; locales?: string[] };
  const list = locales ?? ['en'];
  if (defaultLocale !== undefined && !list.includes(defaultLocale)) return [{ key: `${key}.defaultLocale`, value: defaultLocale, message: `"${defaultLocale}" is not one of i18n.locales (${list.map((l) => `"${l}"`).join(', ')})` }];
  const unknown = Object.keys((value as { localeConfigs?: object }).localeConfigs ?? {}).filter((l) => !list.includes(l));
  return unknown.map((l) => ({ key: `${key}.localeConfigs.${l}`, message: `is for a locale not in i18n.locales (${list.map((x) => `"${x}"`).join(', ')})` }));
}

const sidebarItem: Schema = {
  union: ['string', { object: { type: { oneOf: ['doc', 'link', 'category'] }, id: 'string', label: 'string', href: 'string', items: { array: 'any' }, collapsed: 'boolean' }, required: ['type'] }],
  describe: 'a doc id or an object with type "doc", "link" or "category"'
};

/** A sidebars object (`docs.sidebars`, or a `versioned_sidebars/version-X-sidebars.json` file). */
export const SIDEBARS_SCHEMA: Schema = { record: { array: sidebarItem } };

/** `docs`: sidebars, edit URL and the versions, with Docusaurus's option names. */
const docsSchema: Schema = {
  object: {
    sidebars: SIDEBARS_SCHEMA,
    routeBasePath: 'string',
    indexTrailingSlash: 'boolean',
    indexFileNames: { array: 'string' },
    editUrl: 'string',
    showLastUpdateTime: 'boolean',
    showLastUpdateAuthor: 'boolean',
    exclude: { array: 'string' },
    lastVersion: 'string',
    versions: { record: { object: { label: 'string', path: 'string', banner: { oneOf: ['none', 'unreleased', 'unmaintained'] } } } },
    onlyIncludeVersions: { array: 'string' },
    includeCurrentVersion: 'boolean'
  }
};

/** A magic comment needs a line or a block directive, and no directive may be empty or span lines. */
function magicCommentIssues(value: unknown, key: string): ConfigIssue[] {
  const c = value as MagicComment;
  const issues: ConfigIssue[] = [];
  if (c.line === undefined && c.block === undefined) issues.push({ key, message: 'needs "line" or "block" (or both)' });
  if (!/^[A-Za-z_-][\w-]*(?:\s+[A-Za-z_-][\w-]*)*$/.test(c.className)) issues.push({ key: `${key}.className`, value: c.className, message: `must be CSS class names separated by spaces, got ${JSON.stringify(c.className)}` });
  const directives: Array<[string, string | undefined]> = [['line', c.line], ['block.start', c.block?.start], ['block.end', c.block?.end]];
  for (const [name, d] of directives) {
    if (d !== undefined && (!d.trim() || /[\r\n]/.test(d))) issues.push({ key: `${key}.${name}`, value: d, message: `must be a comment's text on one line, got ${JSON.stringify(d)}` });
  }
  if (c.block && c.block.start === c.block.end) issues.push({ key: `${key}.block`, message: 'start and end must differ' });
  return issues;
}

const magicComment: Schema = {
  all: [
    { object: { className: 'string', line: 'string', block: { object: { start: 'string', end: 'string' }, required: ['start', 'end'] } }, required: ['className'] },
    { custom: magicCommentIssues }
  ]
};

export const CONFIG_SCHEMA: Schema = {
  object: {
    title: 'string', tagline: 'string', url: 'string', baseUrl: 'string', favicon: 'string',
    organizationName: 'string', projectName: 'string', trailingSlash: 'boolean',
    onBrokenLinks: { oneOf: ['throw', 'warn', 'ignore'] }, onBrokenAnchors: { oneOf: ['throw', 'warn', 'ignore'] },
    contentDir: 'string', blogDir: folderOrFalse, pagesDir: folderOrFalse, themeDir: 'string', staticDir: 'string', outDir: 'string',
    i18n: {
      all: [
        { object: { defaultLocale: 'string', locales: { array: 'string' }, localeConfigs: { record: { object: { label: 'string', htmlLang: 'string' } } } } },
        { custom: localeIssues }
      ]
    },
    docs: docsSchema,
    docsInstances: { array: { object: { id: 'string', path: 'string', routeBasePath: 'string', sidebars: SIDEBARS_SCHEMA, editUrl: 'string' }, required: ['id', 'path'] } },
    themeConfig: {
      object: {
        colorMode: { object: { defaultMode: { oneOf: ['light', 'dark'] }, respectPrefersColorScheme: 'boolean', disableSwitch: 'boolean' } },
        tableOfContents: { object: { minHeadingLevel: 'number', maxHeadingLevel: 'number' } },
        announcementBar: { object: { id: 'string', content: 'string', backgroundColor: 'string', textColor: 'string', isCloseable: 'boolean' }, required: ['id', 'content'] },
        navbar: {
          object: {
            title: 'string',
            logo: logo({ target: 'string' }),
            style: { oneOf: ['dark', 'primary'] },
            hideOnScroll: 'boolean',
            items: { custom: navbarItemsIssues }
          }
        },
        footer: {
          object: {
            style: { oneOf: ['dark', 'light'] },
            links: { array: { union: [{ object: { title: 'string', items: { array: link } }, required: ['title', 'items'] }, link], describe: 'a column {title, items} or a link {label, to|href}' } },
            logo: logo(),
            copyright: 'string'
          }
        }
      }
    },
    blog: { object: { routeBasePath: 'string', showReadingTime: 'boolean', postsPerPage: 'count', title: 'string', description: 'string' } },
    markdown: { object: { magicComments: { array: magicComment } } },
    search: { object: { indexParentCategories: 'count' } },
    serve: { object: { allowedHosts: { union: [{ array: 'string' }, { oneOf: [true] }], describe: 'an array of host names, or true' } } }
  }
};

export interface ConfigIssue {
  key: string;
  message: string;
  /** The offending value, when it is a string: finds the line that writes it. */
  value?: string;
  /** The message stands alone (a message the spec words), not after `config "key"`. */
  exact?: boolean;
  hint?: string;
}

/** Returns every problem in `value`, each naming its dotted key path. */
export function validate(value: unknown, schema: Schema = CONFIG_SCHEMA, key = ''): ConfigIssue[] {
  const at = key || '(config)';
  const got = (v: unknown) => (Array.isArray(v) ? 'an array' : v === null ? 'null' : typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)}`);
  if (schema === 'any') return [];
  if (typeof schema === 'object' && 'custom' in schema) return schema.custom(value, at);
  if (typeof schema === 'object' && 'all' in schema) {
    for (const s of schema.all) {
      const issues = validate(value, s, key);
      if (issues.length) return issues;
    }
    return [];
  }
  if (schema === 'count') return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? [] : [{ key: at, message: `must be a whole number, 0 or more, got ${got(value)}` }];
  if (typeof schema === 'string') return typeof value === schema ? [] : [{ key: at, message: `must be a ${schema}, got ${got(value)}` }];
  if ('oneOf' in schema) return schema.oneOf.includes(value as string | boolean) ? [] : [{ key: at, message: `must be one of ${schema.oneOf.map((s) => JSON.stringify(s)).join(', ')}, got ${got(value)}` }];
  if ('union' in schema) {
    const results = schema.union.map((s) => validate(value, s, key));
    if (results.some((r) => r.length === 0)) return [];
    // When one form only is of the value's own kind (an object among a string and an object), its problem is the
    // real cause: a category with an unknown key is "link is not a known option", not "must be a doc id or …".
    const own = schema.union.flatMap((s, i) => (shapeOf(s) !== undefined && shapeOf(s) === got(value) ? [results[i]] : []));
    return own.length === 1 ? own[0] : [{ key: at, message: `must be ${schema.describe}, got ${got(value)}` }];
  }
  if ('array' in schema) {
    if (!Array.isArray(value)) return [{ key: at, message: `must be an array, got ${got(value)}` }];
    return value.flatMap((v, i) => validate(v, schema.array, `${key}[${i}]`));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [{ key: at, message: `must be an object, got ${got(value)}` }];
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if ('record' in schema) return entries.flatMap(([k, v]) => validate(v, schema.record, key ? `${key}.${k}` : k));
  const issues: ConfigIssue[] = [];
  for (const name of schema.required ?? []) {
    if ((value as Record<string, unknown>)[name] === undefined) issues.push({ key: key ? `${key}.${name}` : name, message: 'is required' });
  }
  for (const [k, v] of entries) {
    const path = key ? `${key}.${k}` : k;
    const sub = schema.object[k];
    if (!sub) {
      const near = closest(k, Object.keys(schema.object));
      issues.push({ key: path, message: `is not a known option${near ? ` (did you mean "${near}"?)` : ''}` });
    } else issues.push(...validate(v, sub, path));
  }
  return issues;
}

/** What a value of an object or array schema looks like, in `got`'s words; undefined for the other schemas. */
function shapeOf(schema: Schema): string | undefined {
  if (typeof schema !== 'object') return undefined;
  return 'object' in schema || 'record' in schema ? 'an object' : 'array' in schema ? 'an array' : undefined;
}

function closest(word: string, options: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const option of options) {
    const d = distance(word.toLowerCase(), option.toLowerCase());
    if (d < bestScore) [best, bestScore] = [option, d];
  }
  return bestScore <= Math.max(2, word.length / 3) ? best : undefined;
}

/** Levenshtein distance. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}
