// Doc + Config -> id and route, following the Docusaurus docs conventions the content relies on.
import path from 'node:path';
import type { Config, Doc } from '../types.js';
import { isEncodable, tryDecodeURI } from '../url.js';
import { docsBase } from '../mounts.js';

const NUMBER_PREFIX = /^\d+[-_.]/;
/** The names of a folder's index doc, besides the folder's own name: the default of `docs.indexFileNames`. */
export const INDEX_NAMES = ['index', 'readme', 'intro'];

const stripPrefix = (segment: string) => segment.replace(NUMBER_PREFIX, '');

/** `api/start/api.query.md` -> `api/start/api.query`; `id:` replaces the last part. */
export function docId(doc: Pick<Doc, 'path' | 'frontmatter'>): string {
  const parts = doc.path.replace(/\.mdx?$/, '').split('/').map(stripPrefix);
  if (doc.frontmatter.id) parts[parts.length - 1] = doc.frontmatter.id;
  return parts.join('/');
}

/** True when the file is its folder's index page (`index.md`, `README.md`, `intro.md`, `api/api.md`); `names` are lower case. */
export function isIndexFile(filePath: string, names: readonly string[] = INDEX_NAMES): boolean {
  const parts = filePath.replace(/\.mdx?$/, '').split('/').map(stripPrefix);
  const name = parts[parts.length - 1];
  return names.includes(name.toLowerCase()) || (parts.length > 1 && name === parts[parts.length - 2]);
}

/**
 * The page's route below the docs' base (`docsBase`), e.g. `/docs/api/start/api.query`: its folder, then its `id:` or file
 * name. An index file is its folder's route, ending in `/` with `docs.indexTrailingSlash` (so relative links on it resolve
 * inside the folder); a `slug:` replaces both (an absolute one is below the docs' base).
 */
export function routeOf(doc: Pick<Doc, 'path' | 'frontmatter'>, config: Pick<Config, 'baseUrl' | 'trailingSlash' | 'docs'>): string {
  const parts = doc.path.replace(/\.mdx?$/, '').split('/').map(stripPrefix);
  const dir = parts.slice(0, -1).join('/');
  let rel: string;
  const slug = doc.frontmatter.slug;
  if (slug !== undefined) {
    rel = slug.startsWith('/') ? slug.slice(1) : path.posix.join(dir, slug) + (slug.endsWith('/') ? '/' : '');
  } else if (isIndexFile(doc.path, config.docs.indexFileNames)) {
    rel = dir && config.docs.indexTrailingSlash ? `${dir}/` : dir;
  } else {
    rel = docId(doc);
  }
  return normalizeRoute(docsBase(config) + rel, config);
}

/**
 * Every route docgen makes goes through here (docs, pages, posts, tags, list pages): `.` and `..`
 * segments resolved as a browser resolves them (`blog/../about` is `about`; a `..` that leaves the
 * base URL stays, for routeProblem), `//` collapsed, and the trailing slash `trailingSlash` asks for.
 */
export function normalizeRoute(route: string, config: Pick<Config, 'baseUrl' | 'trailingSlash'>): string {
  if (!isUnderBase(route, config.baseUrl)) return route;
  let rel = route.slice(config.baseUrl.length).replace(/^\.?\/+/, '');
  if (rel) rel = path.posix.normalize(rel).replace(/^\.\/?$/, '');
  return slashed(config.baseUrl + rel, config);
}

/** A route with the trailing slash `trailingSlash` asks for (unset: as it is). */
export function slashed(route: string, config: Pick<Config, 'baseUrl' | 'trailingSlash'>): string {
  if (config.trailingSlash === true && !route.endsWith('/')) route += '/';
  if (config.trailingSlash === false && route !== config.baseUrl && route.endsWith('/')) route = route.slice(0, -1);
  return route;
}

/**
 * Why a route cannot be a page's address, or undefined. A route becomes a file below the out dir
 * (routeFile), so it must percent-decode and, decoded and normalized, stay below the base URL.
 */
export function routeProblem(route: string, baseUrl: string): string | undefined {
  if (!isUnderBase(route, baseUrl)) return `route "${route}" is outside the base URL "${baseUrl}"`;
  const rel = route.slice(baseUrl.length);
  const decoded = tryDecodeURI(rel);
  if (decoded === undefined || !isEncodable(route)) return `malformed %-escape in route "${route}"`;
  if (decoded.includes('\0')) return `route "${route}" contains a NUL character`;
  const normalized = path.posix.normalize(`./${decoded}`);
  if (normalized === '..' || normalized.startsWith('../')) return `route "${route}" is outside the base URL "${baseUrl}"`;
  return undefined;
}

/** Routes compare equal with or without a trailing slash. */
export function routeKey(route: string): string {
  return route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
}

/**
 * The one mapping of a route to its file below the out dir, used to render, to write and to check
 * the output table: `/docs/api/start` -> `api/start/index.html`. Percent-escapes are decoded and
 * `.`/`..` resolved after decoding (`/docs/blog/%2e%2e/about` is `about/index.html`, as a server
 * decodes it), a trailing slash makes no difference.
 */
export function routeFile(route: string, baseUrl: string): string {
  const rel = decodedRel(route, baseUrl);
  return rel ? `${rel}/index.html` : 'index.html';
}

/** Client data chunk for a route: `/docs/api/start` -> `__data/api/start.json`. */
export function chunkFile(route: string, baseUrl: string): string {
  return `__data/${decodedRel(route, baseUrl) || 'index'}.json`;
}

/** Routes reach these only after routeProblem passed them; a malformed one is a bug, said plainly. */
function decodedRel(route: string, baseUrl: string): string {
  const decoded = tryDecodeURI(route.slice(baseUrl.length));
  if (decoded === undefined) throw new Error(`cannot map route "${route}" to a file: malformed %-escape`);
  const rel = path.posix.normalize(`./${decoded}`).replace(/^\.?\/?$|\/$/g, '');
  if (rel === '..' || rel.startsWith('../')) throw new Error(`cannot map route "${route}" to a file: it leaves the base URL`);
  return rel;
}

/** A path at or below the base URL: `/docs/x`, `/docs/`, or `/docs` itself. */
export function isUnderBase(path: string, baseUrl: string): boolean {
  return path.startsWith(baseUrl) || `${path}/` === baseUrl;
}
