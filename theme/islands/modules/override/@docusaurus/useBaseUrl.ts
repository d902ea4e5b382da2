// Stand-in for the base-URL hook: a site path below the page's base URL (its locale's).
import { useIsland, withBase } from '../../../context.js';

type Options = { forcePrependBaseUrl?: boolean; absolute?: boolean };

/** `/img/a.png` -> `{baseUrl}img/a.png`; external URLs and anchors as written; `absolute` adds the site's URL. */
export default function useBaseUrl(url: string, options: Options = {}): string {
  const { siteConfig } = useIsland();
  return withBase(siteConfig.baseUrl, url, { ...options, origin: siteConfig.url });
}

/** `{ withBaseUrl }`, for several URLs in one component. */
export function useBaseUrlUtils() {
  const { siteConfig } = useIsland();
  return { withBaseUrl: (url: string, options: Options = {}) => withBase(siteConfig.baseUrl, url, { ...options, origin: siteConfig.url }) };
}
