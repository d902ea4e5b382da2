// Config -> the URL prefix of each kind of content: the one place that joins the site base, locale, route base and version.
import type { Config } from './types.js';

/**
 * A route base as written (`docs`, `/docs/`, `/`, ``) -> as joined after a base URL: `docs/`, or `` for the base
 * itself. Every route base of the config is stored in this form by resolveConfig.
 */
export function routeBasePath(written: string): string {
  const trimmed = written.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

/**
 * Where this instance's docs live: its base URL, then the docs' route base (`/docs/`, `/fr/docs/`). A version below the
 * last has the route base in its base URL already (`/docs/1.0/`, see planInstances), so its own route base is empty.
 */
export const docsBase = (config: Pick<Config, 'baseUrl' | 'docs'>) => config.baseUrl + config.docs.routeBasePath;

/** Where the blog lives, without a trailing slash: `/blog`, `/docs/blog`; the base URL itself for a route base `/`. */
export const blogBase = (config: Pick<Config, 'baseUrl' | 'blog'>) => (config.baseUrl + config.blog.routeBasePath).replace(/(.)\/$/, '$1');

/**
 * A docs instance's base URL and the docs route base within it. The route base comes before the version, as Docusaurus
 * orders them (`/docs/1.0/`). The instance that hosts the blog and standalone pages (`hosts`: the main docs' last
 * version) keeps the locale's base URL, its version path joined to its route base (`docs/v6/` for a last version with a
 * path, as Sequelize's), so those pages stay at the locale's base.
 */
export function instanceBase(localeBase: string, docsRouteBase: string, versionPath: string, hosts = false): { baseUrl: string; routeBasePath: string } {
  return versionPath && !hosts ? { baseUrl: localeBase + docsRouteBase + versionPath, routeBasePath: '' } : { baseUrl: localeBase, routeBasePath: docsRouteBase + versionPath };
}
