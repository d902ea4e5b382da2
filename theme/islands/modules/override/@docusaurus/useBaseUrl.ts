// Stand-in for the base-URL hook: a site path below the page's base URL (its locale's; a static file's, the site's).
import { baseFor, useIsland, withBase } from '../../../context.js';

type Options = { forcePrependBaseUrl?: boolean; absolute?: boolean };

/** `/img/a.png` -> `{baseUrl}img/a.png`; external URLs and anchors as written; `absolute` adds the site's URL. */
export default function useBaseUrl(url: string, options: Options = {}): string {
  const context = useIsland();
  return withBase(baseFor(context, url), url, { ...options, origin: context.siteConfig.url });
}

/** `{ withBaseUrl }`, for several URLs in one component. */
export function useBaseUrlUtils() {
  const context = useIsland();
  return { withBaseUrl: (url: string, options: Options = {}) => withBase(baseFor(context, url), url, { ...options, origin: context.siteConfig.url }) };
}
