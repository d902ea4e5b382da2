// Stand-in for the base-URL hook: a site path below the page's base URL (its locale's; a static file's, the site's).
import { baseFor, useIsland, withBase } from '../../../context.js';

type Options = { forcePrependBaseUrl?: boolean; absolute?: boolean };

/**
 * `/img/a.png` (or `img/a.png`: the framework adds the base to a relative path too) -> `{baseUrl}img/a.png`; external
 * URLs and anchors as written; `absolute` adds the site's URL.
 */
export default function useBaseUrl(url: string, options: Options = {}): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}

/** `{ withBaseUrl }`, for several URLs in one component. */
export function useBaseUrlUtils() {
  const context = useIsland();
  const rooted = (url: string) => (url && !/^([a-z][a-z0-9+.-]*:|\/\/|#|\/)/i.test(url) ? `/${url}` : url);
  return { withBaseUrl: (url: string, options: Options = {}) => withBase(baseFor(context, url), rooted(url), { ...options, origin: context.siteConfig.url }) };
}
