// The context a site's own components read (site config, locale, colour mode), the same on the server and in the browser.
import { createContext, useContext, useEffect, useState } from 'react';
import type { IslandContext } from '../types.js';

/** What every island is rendered in; `head` collects what a React page's Layout says about the page (server only). */
export const Island = createContext<IslandContext & { head?: { title?: string; description?: string; documentTitle?: string } }>({
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, themeConfig: {} },
  i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: {} },
  colorMode: 'light',
  route: '/'
});

/** The island's context. */
export const useIsland = () => useContext(Island);

/** False on the server and while hydrating, true once mounted in the browser (so both renders match). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** `/img/a.png` below the site's base URL; external URLs, anchors and relative paths as written. */
export function withBase(baseUrl: string, url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean; origin?: string } = {}): string {
  if (!url || /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  if (options.forcePrependBaseUrl) return `${options.absolute ? options.origin ?? '' : ''}${baseUrl}${url.replace(/^\//, '')}`;
  if (!url.startsWith('/')) return url;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.slice(1);
  return options.absolute ? `${options.origin ?? ''}${path}` : path;
}
