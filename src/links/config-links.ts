// The navbar's and footer's `to:` links -> a finding for each that leads to no file of the build, at its place in the config file.
import { readFileSync } from 'node:fs';
import type { Config, Diagnostic, FooterLink, NavbarItem, Site } from '../types.js';
import { rootSite } from '../site.js';
import { target } from '../render/data.js';
import { routeFile } from '../content/routes.js';
import { displayPath } from '../content/scan.js';
import { positionAt, quotedAt } from '../text-position.js';
import { isInternal } from '../markdown/links.js';
import { tryDecodeURI } from '../url.js';
import { applyBrokenPolicy } from './severity.js';

/** Every `to:` of the navbar (dropdowns included) and the footer that stays on the site (no `href` beside it). */
function toLinks(config: Config): string[] {
  const navbar = (items: NavbarItem[]): NavbarItem[] => items.flatMap((i) => [i, ...navbar(i.items ?? [])]);
  const footer = (config.themeConfig.footer?.links ?? []).flatMap((c): FooterLink[] => ('items' in c ? c.items.filter((i): i is FooterLink => !('html' in i)) : [c]));
  return [...navbar(config.themeConfig.navbar.items), ...footer].flatMap((l) => (l.to !== undefined && l.href === undefined && isInternal(l.to) ? [l.to] : []));
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
  for (const site of sites) {
    for (const to of toLinks(site.config)) {
      if (found.has(to)) continue;
      const href = target(site.config, to)!;
      const pathPart = href.replace(/[?#].*$/, '');
      if (!pathPart.startsWith(siteBase) || leadsSomewhere(routeFile(pathPart, siteBase), pathPart.slice(siteBase.length), outputs)) continue;
      source ??= config.configFile ? readFileSync(config.configFile, 'utf8') : '';
      found.set(to, { file, ...(toAt(source, to) ?? { line: 1, column: 1 }), severity: 'warning', broken: 'link', message: `broken link: the navbar or footer link "${to}" leads to no page (${pathPart})`, hint: 'point it at a page of the site (its route, as the address bar shows it), or use href for a page elsewhere' });
    }
  }
  return applyBrokenPolicy([...found.values()], config);
}

/** Where `to: '<value>'` is written (the value's quote), else the value quoted anywhere. */
function toAt(source: string, value: string): { line: number; column: number } | undefined {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`\\bto\\s*:\\s*(['"\`])${escaped}\\1`).exec(source);
  return m ? positionAt(source, m.index + m[0].length - value.length - 2) : quotedAt(source, value);
}

/** Whether a page (`page`: its index.html) or a file (`rel`: a static file, a feed, the sitemap) is written there. */
const leadsSomewhere = (page: string, rel: string, outputs: Set<string>) => outputs.has(page) || outputs.has((tryDecodeURI(rel) ?? rel).replace(/^\//, ''));
