// The navbar's and footer's `to:` links -> a finding for each that leads to no file of the build, at its place in the config file.
import { readFileSync } from 'node:fs';
import type { Config, Diagnostic, FooterLink, NavbarItem, Site } from '../types.js';
import { rootSite } from '../site.js';
import { asset, target } from '../render/data.js';
import { routeFile, routeKey } from '../content/routes.js';
import { displayPath } from '../content/scan.js';
import { positionAt, quotedAt } from '../text-position.js';
import { isInternal } from '../markdown/links.js';
import { tryDecodeURI } from '../url.js';
import { applyBrokenPolicy } from './severity.js';
import { CASE_HINT, unbuiltRoute } from './target.js';
import { isCustomType } from '../config/navbar.js';

/**
 * Every item of the navbar (dropdowns included) and the footer with a `to:` that stays on the site (no `href` beside
 * it). Not a `custom-*` navbar item's: its component reads its props as it likes (Crawlee's `to: 'core'`, an API page).
 */
function toItems(config: Config): Array<NavbarItem | FooterLink> {
  const navbar = (items: NavbarItem[]): NavbarItem[] => items.filter((i) => !isCustomType(i.type)).flatMap((i) => [i, ...navbar(i.items ?? [])]);
  const footer = (config.themeConfig.footer?.links ?? []).flatMap((c): FooterLink[] => ('items' in c ? c.items.filter((i): i is FooterLink => !('html' in i)) : 'html' in c ? [] : [c]));
  return [...navbar(config.themeConfig.navbar.items), ...footer].filter((l) => l.to !== undefined && l.href === undefined && isInternal(l.to));
}

/**
 * The `to:` links that lead to nothing the build writes (`outputs`: its files below the out dir), checked in every
 * instance (each locale's links are below its base URL), each reported once at its place in the config file. A
 * broken link, as in a page: `onBrokenLinks` says how much it counts.
 */
export function configLinkFindings(sites: Site[], config: Config, outputs: Set<string>): Diagnostic[] {
  const root = rootSite(sites).config;
  const siteBase = root.instance?.siteBaseUrl ?? root.baseUrl;
  const found = new Map<string, Diagnostic>();
  const file = config.configFile ? displayPath(config.configFile) : 'site.config.ts';
  let source: string | undefined;
  const folded = new Map([...outputs].map((o) => [o.toLowerCase(), o]));
  const at = (to: string) => {
    source ??= config.configFile ? readFileSync(config.configFile, 'utf8') : '';
    return { file, ...(toAt(source, to) ?? { line: 1, column: 1 }) };
  };
  const fixed = new Map<string, string>();
  for (const site of sites) {
    for (const item of toItems(site.config)) {
      const to = item.to!;
      // Written in another case than its page's route: the route, as for a page's link (Docusaurus's router matches either).
      if (fixed.has(to)) item.to = fixed.get(to);
      if (found.has(to) || fixed.has(to)) continue;
      const href = target(site.config, to)!;
      const pathPart = href.replace(/[?#].*$/, '');
      const rel = pathPart.slice(siteBase.length);
      if (!pathPart.startsWith(siteBase)) continue;
      const file = routeFile(pathPart, siteBase, site.config.trailingSlash);
      // Written with or without the slash, a link leads to the page, as Docusaurus's router matches either
      // (EfficientDynamoDb's `to: 'docs/'` to its page docs.html, with trailingSlash: false; `to: '/community'` to the
      // index doc of a docs folder routed at `community`, its folder's index.html).
      const bare = routeKey(pathPart);
      if (leadsSomewhere(file, rel, outputs) || [bare, `${bare}/`].some((r) => outputs.has(routeFile(r, siteBase, site.config.trailingSlash)))) continue;
      // A page a plugin of the site's adds that docgen does not build (Crawlee's API reference): said, not broken.
      const unbuilt = unbuiltRoute(config, pathPart);
      if (unbuilt) {
        found.set(to, { ...at(to), severity: 'warning', message: `the navbar or footer link "${to}" leads to ${pathPart}, a page ${unbuilt.plugin} adds, which docgen does not build`, hint: 'the link stays as written; the page is not in this build' });
        continue;
      }
      const route = caseFixed(file, rel, folded);
      if (route !== undefined && to.includes(rel)) {
        item.to = to.replace(rel, route);
        fixed.set(to, item.to);
        found.set(to, { ...at(to), severity: 'warning', message: `the navbar or footer link "${to}" differs in case from its page's route (${siteBase}${route}): written as the route`, hint: CASE_HINT });
        continue;
      }
      found.set(to, { ...at(to), severity: 'warning', broken: 'link', message: `broken link: the navbar or footer link "${to}" leads to no page (${pathPart})`, hint: 'point it at a page of the site (its route, as the address bar shows it), or use href for a page elsewhere' });
    }
  }
  source ??= config.configFile ? readFileSync(config.configFile, 'utf8') : '';
  return applyBrokenPolicy([...found.values(), ...logoFindings(root, source, file, outputs, siteBase)], config);
}

/**
 * The navbar's and footer's logos whose file is not among the build's (SuperTokens' `img/logoWithNameLight.svg`, which
 * its swizzled Logo never shows): a broken image at the `src` in the config, as one in a page. A Docusaurus site's is a
 * warning only: Docusaurus does not check them.
 */
function logoFindings(config: Config, source: string, file: string, outputs: Set<string>, siteBase: string): Diagnostic[] {
  const logos = [config.themeConfig.navbar.logo, config.themeConfig.footer?.logo];
  const srcs = [...new Set(logos.flatMap((l) => (l ? [l.src, l.srcDark] : [])).filter((s): s is string => typeof s === 'string' && s !== ''))];
  return srcs.flatMap((src) => {
    if (/^[a-z][\w+.-]*:|^\/\//i.test(src)) return [];
    const url = asset(config, src);
    // As the browser reads it: `/./img/logo.svg` (OpenDAL's footer logo is `./img/…`) is `/img/logo.svg`.
    const path = new URL(url, 'http://site.invalid').pathname;
    if (!path.startsWith(siteBase)) return [];
    const rel = tryDecodeURI(path.slice(siteBase.length)) ?? path.slice(siteBase.length);
    if (outputs.has(rel)) return [];
    return [{ file, ...(quotedAt(source, src) ?? { line: 1, column: 1 }), severity: 'warning' as const, broken: 'image' as const, message: `broken image: the logo "${src}" is no file of the site (${url})`, hint: 'put the file in a static folder (static/), or point src at one that is there', ...(config.adapted ? { warnOnly: true as const } : {}) }];
  });
}

/** `rel` (the link's path below the base URL) as its page's or file's route, where the two differ only in case. */
function caseFixed(page: string, rel: string, folded: Map<string, string>): string | undefined {
  const file = folded.get(page.toLowerCase()) ?? folded.get(rel.replace(/^\//, '').toLowerCase());
  const fixed = file?.slice(0, rel.length);
  return fixed !== undefined && fixed.toLowerCase() === rel.toLowerCase() ? fixed : undefined;
}

/** Where `to: '<value>'` is written (the value's quote), else the value quoted anywhere. */
function toAt(source: string, value: string): { line: number; column: number } | undefined {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`\\bto\\s*:\\s*(['"\`])${escaped}\\1`).exec(source);
  return m ? positionAt(source, m.index + m[0].length - value.length - 2) : quotedAt(source, value);
}

/** Whether a page (`page`: its index.html) or a file (`rel`: a static file, a feed, the sitemap) is written there. */
const leadsSomewhere = (page: string, rel: string, outputs: Set<string>) => outputs.has(page) || outputs.has((tryDecodeURI(rel) ?? rel).replace(/^\//, ''));
