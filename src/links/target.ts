// One link or image of a page -> where it leads (a page, a static file, a copied asset), or why it is broken.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Broken, Config, LinkRef, Page, UnbuiltRoute } from '../types.js';
import { localeBase, localeOf, localePath } from '../i18n/labels.js';
import { isUnderBase, routeKey } from '../content/routes.js';
import { tryDecodeURI, tryDecodeURIComponent } from '../url.js';
import type { AssetTable } from '../assets/table.js';
import { fileCandidates, isMarkdownPath, looksLikeFile, pageLookup, type LookupPlaces } from './lookup.js';

export interface Target {
  href: string;
  page?: Page;
  anchor?: string;
  /** A copy of a linked file: it opens in a new tab, as it is no page of the site. */
  file?: boolean;
  /** Why it is broken, if it is. */
  problem?: string;
  hint?: string;
  /** What is broken, when it is not a page link or an image (as the link says). */
  broken?: Broken;
  /** A warning about a link that works, and its hint. */
  warning?: { message: string; hint: string };
}

/** What resolving a page's links needs: the pages by source file and route, the asset table, and where to look. */
export interface TargetContext {
  config: Config;
  /** Pages by the absolute path of their source file. */
  byFile: Map<string, Page>;
  /** Other versions' docs pages, by source file (`versioned_docs/version-1.0/a.md`). */
  foreign?: Map<string, Page>;
  byRoute: Map<string, Page>;
  assets: AssetTable;
  places(page: Page): LookupPlaces;
}

/** For a link written in another case than its page's route (a page's, the navbar's, the footer's). */
export const CASE_HINT = 'write the route as it is: a server that tells case apart (GitHub Pages, S3) answers the link as written with its 404 page';
const MALFORMED_HINT = 'a literal "%" is written "%25" in a URL';
const malformed = (url: string, part: string): Target => ({ href: url, problem: `broken link: malformed %-escape in "${part}"`, hint: MALFORMED_HINT });
const IMAGE_HINT = 'an image path is relative to the markdown file; "/img/x.png" is a file of the static folder, "@site/x.png" one of the site folder';
const OUTSIDE_HINT = 'only files inside the site folder, a content folder or the site\'s git repository are copied into the site: move the file into one';

/** The site's base URL, where the static files and the copied assets are served (a version's or locale's pages live below it). */
export const siteBase = (config: Config) => config.instance?.siteBaseUrl ?? config.baseUrl;


/** How a file is named in messages: relative to the site folder, with forward slashes. */
const shown = (config: Config, file: string) => path.relative(config.root, file).split(path.sep).join('/') || '.';

/** A copied asset's URL: its output path below the site base, each segment percent-encoded. */
const assetUrl = (config: Config, name: string) => siteBase(config) + name.split('/').map(encodeURIComponent).join('/');

/**
 * Where a link or image of `page` leads. In order: an image is a file (copied, or static for `/…`); a link to
 * `.md`/`.mdx` is a page found by pageLookup; a link to another file that exists next to the page (or `@site/…`) is
 * copied; anything else is a URL, a page's route or a static file.
 */
export function resolveTarget(link: LinkRef, page: Page, ctx: TargetContext): Target {
  const { url } = link;
  const hashAt = url.indexOf('#');
  const pathPart = hashAt < 0 ? url : url.slice(0, hashAt);
  const rawAnchor = hashAt < 0 ? '' : url.slice(hashAt + 1);
  const decodedAnchor = tryDecodeURIComponent(rawAnchor);
  if (decodedAnchor === undefined) return malformed(url, `#${rawAnchor}`);
  const anchor = decodedAnchor || undefined;
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  if (pathPart === '') return { href: url, page, anchor };

  const [filePart, query = ''] = pathPart.split('?');
  const tail = (query ? `?${query}` : '') + hash;
  const decoded = tryDecodeURIComponent(filePart);
  if (decoded === undefined) return malformed(url, filePart);
  if (link.image) return imageTarget(url, { filePart, decoded, tail }, ctx.places(page), ctx);
  if (isMarkdownPath(decoded)) {
    const { dirs, rel } = pageLookup(decoded, ctx.places(page));
    const files = dirs.map((d) => path.join(d, rel));
    const target = files.map((f) => ctx.byFile.get(f)).find(Boolean) ?? files.map((f) => ctx.foreign?.get(f)).find(Boolean);
    if (target) return { href: target.route + tail, page: target, anchor };
    // `/notes.md` that is no page may be a file of the static folder, served as it is.
    const served = decoded.startsWith('/') ? staticUrl(staticPaths(filePart, ctx.config), ctx.config) : undefined;
    if (served) return { href: served + tail };
    const problem = dirs.length === 1 ? `no page for "${shown(ctx.config, path.join(dirs[0], rel))}"` : `no page for "${decoded}" (looked in ${listed(dirs.map((d) => (d === ctx.config.root ? 'the site folder' : `${shown(ctx.config, d)}/`)))})`;
    return { href: url, problem: `broken link: ${problem}`, broken: 'markdown-link' };
  }
  if (looksLikeFile(decoded) && !decoded.startsWith('/')) {
    const { from, files } = fileCandidates(decoded, ctx.places(page));
    const found = ctx.assets.find(files[0]);
    if (found && 'real' in found) return { href: assetUrl(ctx.config, ctx.assets.add(found.real, 'files')) + tail, file: true };
    if (found) return { href: url, problem: `broken link: "${shown(ctx.config, files[0])}" is outside the site's folders and repository`, hint: OUTSIDE_HINT };
    // A route may have a dot in its last segment (`./api.query`): without such a file, the link is a URL.
    if (from === 'site') return { href: url, problem: `broken link: no file "${shown(ctx.config, files[0])}"` };
  }
  return urlTarget(url, { filePart, tail, anchor }, page, ctx);
}

/** `a`, `a or b`, `a, b or c`. */
function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** A markdown image: a file next to the page (or below the site folder) is copied; `/…` is a static file. */
function imageTarget(url: string, parts: { filePart: string; decoded: string; tail: string }, places: LookupPlaces, ctx: TargetContext): Target {
  const { config, assets } = ctx;
  const { from, files } = fileCandidates(parts.decoded, places);
  if (from === 'static') {
    // As a file of the static folder (`/img/a.png`), or as a URL below the site base (`/docs/img/a.png`) or the locale's.
    const served = staticUrl([parts.filePart.slice(1), ...staticPaths(parts.filePart, config)], config);
    if (served) return { href: served + parts.tail };
    return { href: url, problem: `broken image: no file "${parts.decoded.slice(1)}" in ${listed(places.staticDirs.map((d) => `${shown(config, d)}/`))}`, hint: IMAGE_HINT };
  }
  const found = assets.find(files[0]);
  if (found && 'real' in found) return { href: assetUrl(config, assets.add(found.real, 'images')) + parts.tail };
  if (found) return { href: url, problem: `broken image: "${shown(config, files[0])}" is outside the site's folders and repository`, hint: OUTSIDE_HINT };
  return { href: url, problem: `broken image: no file "${shown(config, files[0])}"`, hint: IMAGE_HINT };
}

/**
 * A root-absolute link's paths in the static folders, as written: `/img/a.png`, `/docs/img/a.png` (below a site base of
 * `/docs/`) and, on a locale's page, `/fr/img/a.png` (Docusaurus copies the static folders into each locale's output;
 * docgen writes them once, and such a link leads to that copy) are `img/a.png`.
 */
function staticPaths(filePart: string, config: Config): string[] {
  const below = [siteBase(config), localeBase(config)].filter((b) => isUnderBase(filePart, b)).map((b) => filePart.slice(b.length));
  return below.length ? below : [filePart.slice(1)];
}

/** The URL of the first path (relative to the static folders, percent-escapes as written) that names a static file, or undefined. */
function staticUrl(rels: string[], config: Config): string | undefined {
  // Each path looked for once (below a base of `/`, the path as written and below the base are the same one).
  for (const rel of new Set(rels)) {
    const file = tryDecodeURI(rel);
    if (file && config.staticDirs.some((d) => existsSync(path.join(d, file)))) return siteBase(config) + rel;
  }
  return undefined;
}

/** A URL: root-absolute ones live below the base URL; relative ones resolve against this page's route, as a browser resolves them. */
function urlTarget(url: string, parts: { filePart: string; tail: string; anchor?: string }, page: Page, ctx: TargetContext): Target {
  const linkBase = ctx.config.instance?.linkBase ?? ctx.config.baseUrl;
  const base = siteBase(ctx.config);
  const { filePart, tail, anchor } = parts;
  let route: string;
  let inStatic: string[] = [];
  if (filePart.startsWith('/')) {
    route = isUnderBase(filePart, linkBase) ? filePart : linkBase + filePart.slice(1);
    inStatic = staticPaths(filePart, ctx.config);
  } else {
    route = relativeRoute(filePart, page.route) ?? '';
    if (!route) return { href: url, problem: `broken link: "${filePart}" is not a valid URL path` };
    if (isUnderBase(route, base)) inStatic = staticPaths(route, ctx.config);
  }
  const decodedRoute = tryDecodeURI(route);
  if (decodedRoute === undefined) return malformed(url, filePart);
  const target = ctx.byRoute.get(routeKey(decodedRoute));
  if (target) return { href: route + tail, page: target, anchor };
  const served = staticUrl(inStatic, ctx.config);
  if (served) return { href: served + tail };
  // Docusaurus's routes match whatever the case (react-router's default): `/docs/API/x` is the page `/docs/api/x`.
  const folded = foldedRoutes(ctx.byRoute).get(routeKey(decodedRoute).toLowerCase());
  if (folded) {
    return { href: folded.route + tail, page: folded, anchor, warning: { message: `the link's case differs from its page's route "${folded.route}": written as the route`, hint: CASE_HINT } };
  }
  // A page a plugin of the site's adds that docgen does not build (Tianji's OpenAPI pages): said, not broken.
  const unbuilt = unbuiltRoute(ctx.config, decodedRoute);
  if (unbuilt) return { href: route + tail, warning: { message: `the link to "${route}" leads to a page ${unbuilt.plugin} adds, which docgen does not build`, hint: 'the link stays as written; the page is not in this build' } };
  return { href: route + tail, problem: `broken link: no page at "${route}"` };
}

/**
 * The route a plugin of the site's adds that docgen does not build (Config.adapted.unbuilt) under `pathPart`: in a
 * locale's pages, below the locale's path too (a plugin runs once, at the default locale's routes).
 */
export function unbuiltRoute(config: Config, pathPart: string): UnbuiltRoute | undefined {
  const unbuilt = config.adapted?.unbuilt;
  if (!unbuilt?.length) return undefined;
  const siteBase = config.instance?.siteBaseUrl ?? config.baseUrl;
  const locale = localePath(config, localeOf(config));
  const paths = [pathPart, ...(locale && pathPart.startsWith(siteBase + locale) ? [siteBase + pathPart.slice(siteBase.length + locale.length)] : [])].map(routeKey);
  return unbuilt.find((r) => paths.some((p) => routePattern(r).test(p)));
}

const patterns = new WeakMap<UnbuiltRoute, RegExp>();

/**
 * A route's path as react-router (v5, Docusaurus's) matches it: `:name` one segment (`:name?` or none), `*` anything;
 * not exact, the paths below it too. `/modules/details/*` (JHipster's module pages) matches `/modules/details/a/`.
 */
function routePattern(route: UnbuiltRoute): RegExp {
  const made = patterns.get(route);
  if (made) return made;
  const { path: at, exact } = route;
  const source = routeKey(at)
    .split(/(\/:[A-Za-z_]\w*\??|\*)/)
    .map((part, i) => (i % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : part === '*' ? '.*' : part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+'))
    .join('');
  const pattern = new RegExp(`^${source}${exact ? '' : '(?:/.*)?'}/?$`, 'i');
  patterns.set(route, pattern);
  return pattern;
}

const folds = new WeakMap<Map<string, Page>, Map<string, Page | undefined>>();

/** The pages by their route in lower case; a route two pages share in lower case leads to neither. */
function foldedRoutes(byRoute: Map<string, Page>): Map<string, Page | undefined> {
  let folded = folds.get(byRoute);
  if (!folded) {
    folds.set(byRoute, (folded = new Map()));
    for (const [key, page] of byRoute) {
      const k = key.toLowerCase();
      folded.set(k, folded.has(k) ? undefined : page);
    }
  }
  return folded;
}

/**
 * A relative URL resolved against a page's route with URL semantics: `./b` from `/docs/guide/` is `/docs/guide/b`,
 * from `/docs/guide` it is `/docs/b`. Undefined when it is not a valid URL.
 */
export function relativeRoute(href: string, route: string): string | undefined {
  try {
    return new URL(href, `http://x${route}`).pathname;
  } catch {
    return undefined;
  }
}
