// The sites of every (version, locale) -> what each page needs to know of the others: versions, locales, alternate routes.
import type { Page, Site } from '../types.js';
import type { LocaleData, PageData, SiteData, VersionData } from '../../theme/types.js';
import { mainDoc } from './data.js';
import { routeKey } from '../content/routes.js';
import { docsBase } from '../mounts.js';

export interface Family {
  /** The version and locale data for one instance's SiteData. */
  site(site: Site): Pick<SiteData, 'docs' | 'i18n' | 'foreignBases'>;
  /** The routes of one page in the other versions and locales. */
  page(site: Site, page: Page): Pick<PageData, 'versions' | 'locales'>;
  /** The route of a doc id in this instance, else in the last version of its locale (a navbar `doc` item). */
  docRoute(site: Site, id: string): string | undefined;
}

export function makeFamily(sites: Site[]): Family {
  const inst = (s: Site) => s.config.instance!;
  const byId = new Map(sites.map((s) => [s, new Map(s.pages.map((p) => [p.id, p.route]))]));
  const routes = new Map(sites.map((s) => [s, new Set(s.pages.map((p) => routeKey(p.route)))]));
  const locales: LocaleData[] = [];
  for (const s of sites) {
    const i = inst(s);
    if (!locales.some((l) => l.locale === i.locale)) {
      const c = s.config.i18n.localeConfigs[i.locale];
      locales.push({ locale: i.locale, label: c.label, htmlLang: c.htmlLang, path: localeBase(s) });
    }
  }
  const sameLocale = (s: Site) => sites.filter((o) => inst(o).locale === inst(s).locale);
  const versions = new Map<string, VersionData[]>();
  for (const s of sites) {
    const list = versions.get(inst(s).locale) ?? [];
    list.push({ name: inst(s).version, label: inst(s).versionLabel, path: docsBase(s.config), mainDoc: mainDoc(s), isLast: inst(s).isLast });
    versions.set(inst(s).locale, list);
  }
  /** The same version in another locale. */
  const twin = (s: Site, locale: string) => sites.find((o) => inst(o).locale === locale && inst(o).version === inst(s).version);
  return {
    site(s) {
      const base = s.config.baseUrl;
      const foreign = sites.map((o) => o.config.baseUrl).filter((b) => b !== base && b.startsWith(base));
      return {
        docs: { version: inst(s).version, banner: inst(s).banner, versions: versions.get(inst(s).locale)! },
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
    docRoute(s, id) {
      const own = byId.get(s)!.get(id);
      if (own) return own;
      const last = sameLocale(s).find((o) => inst(o).isLast);
      return (last && byId.get(last)!.get(id)) ?? sameLocale(s).map((o) => byId.get(o)!.get(id)).find(Boolean);
    }
  };
}

/** The base path of an instance's locale: the site's base URL plus the locale's folder. */
export function localeBase(site: Site): string {
  const i = site.config.instance!;
  return i.siteBaseUrl + (i.locale === site.config.i18n.defaultLocale ? '' : `${i.locale}/`);
}
