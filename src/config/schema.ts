// The user-facing config type and its validator: unknown keys and wrong types are errors naming the key.
import type { NavbarItem, SidebarItemConfig } from '../types.js';

/** What `site.config.ts` exports. Every field is optional; defaults are in `resolve.ts`. */
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
  /** Folders, relative to the config file. Defaults: content, theme, static, build. */
  contentDir?: string;
  themeDir?: string;
  staticDir?: string;
  outDir?: string;
  i18n?: { defaultLocale?: string; locales?: string[]; localeConfigs?: Record<string, { label?: string; htmlLang?: string }> };
  docs?: {
    sidebars?: Record<string, SidebarItemConfig[]>;
    editUrl?: string;
    /** The version served at the base URL: a name from `versions.json`, or `current`. Default: the newest version (the first in `versions.json`), or `current` without versions. */
    lastVersion?: string;
    /** Per version (a name from `versions.json`, or `current`): its label, its path below the base URL, and the banner above its docs. */
    versions?: Record<string, { label?: string; path?: string; banner?: 'none' | 'unreleased' | 'unmaintained' }>;
    /** Build only these versions (names from `versions.json`, or `current`); default all. */
    onlyIncludeVersions?: string[];
    /** Build the current docs (`content/`) as a version. Default true. */
    includeCurrentVersion?: boolean;
  };
  themeConfig?: {
    colorMode?: { defaultMode?: 'light' | 'dark'; respectPrefersColorScheme?: boolean; disableSwitch?: boolean };
    tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
    announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable?: boolean };
    navbar?: {
      title?: string;
      logo?: { src: string; srcDark?: string; alt?: string; href?: string; width?: number; height?: number };
      style?: 'dark' | 'primary';
      hideOnScroll?: boolean;
      items?: NavbarItem[];
    };
    footer?: { style?: 'dark' | 'light'; links?: Array<{ title: string; items: Array<{ label: string; to?: string; href?: string }> } | { label: string; to?: string; href?: string }>; copyright?: string };
  };
  blog?: { showReadingTime?: boolean };
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
  | { oneOf: Array<string | true> }
  | { object: Record<string, Schema>; required?: string[] }
  | { record: Schema }
  | { array: Schema }
  | { union: Schema[]; describe: string };

const link: Schema = { object: { label: 'string', to: 'string', href: 'string' }, required: ['label'] };
const navItem: Schema = {
  object: {
    type: { oneOf: ['default', 'doc', 'docSidebar', 'dropdown', 'html', 'search', 'localeDropdown', 'docsVersion', 'docsVersionDropdown'] },
    label: 'string', to: 'string', href: 'string', docId: 'string', sidebarId: 'string', value: 'string',
    position: { oneOf: ['left', 'right'] },
    items: { array: 'any' }
  }
};
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
    editUrl: 'string',
    lastVersion: 'string',
    versions: { record: { object: { label: 'string', path: 'string', banner: { oneOf: ['none', 'unreleased', 'unmaintained'] } } } },
    onlyIncludeVersions: { array: 'string' },
    includeCurrentVersion: 'boolean'
  }
};

export const CONFIG_SCHEMA: Schema = {
  object: {
    title: 'string', tagline: 'string', url: 'string', baseUrl: 'string', favicon: 'string',
    organizationName: 'string', projectName: 'string', trailingSlash: 'boolean',
    contentDir: 'string', themeDir: 'string', staticDir: 'string', outDir: 'string',
    i18n: { object: { defaultLocale: 'string', locales: { array: 'string' }, localeConfigs: { record: { object: { label: 'string', htmlLang: 'string' } } } } },
    docs: docsSchema,
    themeConfig: {
      object: {
        colorMode: { object: { defaultMode: { oneOf: ['light', 'dark'] }, respectPrefersColorScheme: 'boolean', disableSwitch: 'boolean' } },
        tableOfContents: { object: { minHeadingLevel: 'number', maxHeadingLevel: 'number' } },
        announcementBar: { object: { id: 'string', content: 'string', backgroundColor: 'string', textColor: 'string', isCloseable: 'boolean' }, required: ['id', 'content'] },
        navbar: {
          object: {
            title: 'string',
            logo: { object: { src: 'string', srcDark: 'string', alt: 'string', href: 'string', width: 'number', height: 'number' }, required: ['src'] },
            style: { oneOf: ['dark', 'primary'] },
            hideOnScroll: 'boolean',
            items: { array: navItem }
          }
        },
        footer: {
          object: {
            style: { oneOf: ['dark', 'light'] },
            links: { array: { union: [{ object: { title: 'string', items: { array: link } }, required: ['title', 'items'] }, link], describe: 'a column {title, items} or a link {label, to|href}' } },
            copyright: 'string'
          }
        }
      }
    },
    blog: { object: { showReadingTime: 'boolean' } },
    search: { object: { indexParentCategories: 'count' } },
    serve: { object: { allowedHosts: { union: [{ array: 'string' }, { oneOf: [true] }], describe: 'an array of host names, or true' } } }
  }
};

export interface ConfigIssue {
  key: string;
  message: string;
}

/** Returns every problem in `value`, each naming its dotted key path. */
export function validate(value: unknown, schema: Schema = CONFIG_SCHEMA, key = ''): ConfigIssue[] {
  const at = key || '(config)';
  const got = (v: unknown) => (Array.isArray(v) ? 'an array' : v === null ? 'null' : typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)}`);
  if (schema === 'any') return [];
  if (schema === 'count') return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? [] : [{ key: at, message: `must be a whole number, 0 or more, got ${got(value)}` }];
  if (typeof schema === 'string') return typeof value === schema ? [] : [{ key: at, message: `must be a ${schema}, got ${got(value)}` }];
  if ('oneOf' in schema) return schema.oneOf.includes(value as string | true) ? [] : [{ key: at, message: `must be one of ${schema.oneOf.map((s) => JSON.stringify(s)).join(', ')}, got ${got(value)}` }];
  if ('union' in schema) return schema.union.some((s) => validate(value, s, key).length === 0) ? [] : [{ key: at, message: `must be ${schema.describe}, got ${got(value)}` }];
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

function closest(word: string, options: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const option of options) {
    const d = distance(word.toLowerCase(), option.toLowerCase());
    if (d < bestScore) [best, bestScore] = [option, d];
  }
  return bestScore <= Math.max(2, word.length / 3) ? best : undefined;
}

function distance(a: string, b: string): number {
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
