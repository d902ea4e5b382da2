// The sites of every (version, locale) -> what each page needs to know of the others: versions, locales, alternate routes.
import type { Page, Site } from '../types.js';
import type { LocaleData, PageData, SiteData, VersionData } from '../../theme/types.js';
import { mainDoc } from './data.js';
import { routeKey } from '../content/routes.js';
import { docsBase } from '../mounts.js';
import { pluginOf } from '../versions/folders.js';
import { localeBase } from '../i18n/labels.js';

export interface Family {
  /** The version and locale data for one instance's SiteData. */
  site(site: Site): Pick<SiteData, 'docs' | 'i18n' | 'foreignBases'>;
  /** The routes of one page in the other versions and locales. */
  page(site: Site, page: Page): Pick<PageData, 'versions' | 'locales'>;
  /** The route of a doc id in this instance, else in the last version of its locale (a navbar `doc` item); `plugin` names other docs. */
  docRoute(site: Site, id: string, plugin?: string): string | undefined;
  /** The instance of the docs `plugin` names (a navbar item's docsPluginId; none: the main docs) in the reader's locale: the site itself when it is of those docs. */
  docsOf(site: Site, plugin?: string): Site;
  /** The versions, in the reader's locale, of the docs `plugin` names (none: the main docs), newest first. */
  versionsOf(site: Site, plugin?: string): VersionData[];
  /** The routes (routeKey) of every instance at this one's base URL (its blog's, its other docs'): the pages its router loads. Shared: not to be changed. */
  routes(site: Site): ReadonlySet<string>;
}


export function makeFamily(sites: Site[]): Family {
  const inst = (s: Site) => s.config.instance!;
  const byId = new Map(sites.map((s) => [s, new Map(s.pages.map((p) => [p.id, p.route]))]));
  const routes = new Map(sites.map((s) => [s, new Set(s.pages.map((p) => routeKey(p.route)))]));
  /** The routes of every instance at a base URL, made once per base (each instance's navbar, footer and breadcrumbs ask). */
  const atBase = new Map<string, Set<string>>();
  const locales: LocaleData[] = [];
  for (const s of sites) {
    const i = inst(s);
    if (!locales.some((l) => l.locale === i.locale)) {
      const c = s.config.i18n.localeConfigs[i.locale];
      locales.push({ locale: i.locale, label: c.label, htmlLang: c.htmlLang, path: localeBase(s.config) });
    }
  }
  /** The versions of the same docs (main, or one docs instance) in the same locale; a blog's own instance is with its locale's main docs. */
  const group = (s: Site) => `${inst(s).plugin ?? ''}\0${inst(s).locale}`;
  const docsSites = sites.filter((s) => inst(s).blog === undefined);
  const sameLocale = (s: Site) => docsSites.filter((o) => group(o) === group(s));
  const versions = new Map<string, VersionData[]>();
  for (const s of docsSites) {
    const list = versions.get(group(s)) ?? [];
    list.push({ name: inst(s).version, label: inst(s).versionLabel, path: docsBase(s.config), mainDoc: mainDoc(s), isLast: inst(s).isLast });
    versions.set(group(s), list);
  }
  /** The same version of the same docs in another locale. */
  const twin = (s: Site, locale: string) => sites.find((o) => inst(o).locale === locale && inst(o).version === inst(s).version && inst(o).plugin === inst(s).plugin && inst(o).blog === inst(s).blog);
  return {
    site(s) {
      const base = s.config.baseUrl;
      // (A blog's own instance shares its locale's base URL: each base once.)
      const foreign = [...new Set(sites.map((o) => o.config.baseUrl))].filter((b) => b !== base && b.startsWith(base));
      return {
        docs: { version: inst(s).version, banner: inst(s).banner, versions: versions.get(group(s))! },
        i18n: locales.length > 1 ? { current: inst(s).locale, locales } : undefined,
        foreignBases: foreign.length ? foreign : undefined
      };
    },
    page(s, page) {
      const other: Record<string, string> = {};
      for (const o of sameLocale(s)) {
        const route = byId.get(o)!.get(page.id);
        if (o !== s && route) other[inst(o).version] = route;
      }
      const alternates: Record<string, string> = {};
      if (locales.length > 1) {
        for (const l of locales) {
          const t = twin(s, l.locale);
          const route = t && t.config.baseUrl + page.route.slice(s.config.baseUrl.length);
          if (t && route && routes.get(t)!.has(routeKey(route))) alternates[l.locale] = route;
        }
      }
      return { versions: Object.keys(other).length ? other : undefined, locales: Object.keys(alternates).length ? alternates : undefined };
    },
    docRoute(s, id, plugin) {
      const docs = this.docsOf(s, plugin);
      const own = docs === s ? byId.get(s)!.get(id) : undefined;
      if (own) return own;
      const last = sameLocale(docs).find((o) => inst(o).isLast);
      return (last && byId.get(last)!.get(id)) ?? sameLocale(docs).map((o) => byId.get(o)!.get(id)).find(Boolean);
    },
    docsOf(s, plugin) {
      const want = pluginOf(plugin);
      if (want === inst(s).plugin && inst(s).blog === undefined) return s;
      return docsSites.find((o) => inst(o).plugin === want && inst(o).locale === inst(s).locale && inst(o).isLast) ?? s;
    },
    versionsOf(s, plugin) {
      return versions.get(`${pluginOf(plugin) ?? ''}\0${inst(s).locale}`) ?? [];
    },
    routes(s) {
      const base = s.config.baseUrl;
      if (!atBase.has(base)) atBase.set(base, new Set(sites.filter((o) => o.config.baseUrl === base).flatMap((o) => [...routes.get(o)!])));
      return atBase.get(base)!;
    }
  };
}
