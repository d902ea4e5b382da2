// The context a site's own components read (site config, locale, colour mode), the same on the server and in the browser.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { IslandContext } from '../types.js';

/** What a React page's code says about the page as it renders on the server. */
export interface Head {
  /** Its Layout's. */
  title?: string;
  description?: string;
  /** The whole document title, from a `<title>` in a Head. */
  documentTitle?: string;
  /** The anchors it declares (useBrokenLinks().collectAnchor). */
  anchors?: string[];
  /** `<meta>` tags' attributes (PageMetadata's keywords and image, a Head's). */
  meta?: Array<Record<string, string>>;
  /** A Head's `<link>` tags' attributes (ink!'s alternate languages). */
  links?: Array<Record<string, string>>;
  /** The theme's parts it rendered: Layout (with `noFooter`), Navbar, Footer. */
  layout?: 'footer' | 'noFooter';
  navbar?: true;
  footer?: true;
  /** The code its CodeBlocks show that the context has no highlighted HTML for yet, by codeKey. */
  code?: Record<string, { lang: string; code: string; meta?: string }>;
}

/** The key of a CodeBlock's code in IslandContext.code: its language, length and a 32-bit FNV-1a hash of its text. */
export function codeKey(lang: string, code: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) hash = Math.imul(hash ^ code.charCodeAt(i), 0x01000193);
  return `${lang}:${code.length}:${(hash >>> 0).toString(36)}`;
}

/** What every island is rendered in; `head` collects what a React page's code says about the page (server only). */
export const Island = createContext<IslandContext & { head?: Head }>({
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, themeConfig: {} },
  i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: {} },
  colorMode: 'light',
  route: '/'
});

/**
 * The page's locale's messages (its i18n/<locale>/code.json) for the ids the islands' code names: what Translate and
 * translate() show, in globalThis.__docgenMessages: on the server set before a page's module loads and before each
 * render, in the browser by the shell before the islands' module loads (theme/client.tsx), so both give the same words,
 * a translate() at a module's top too (HertzBeat's feature titles), as Docusaurus's translations are there before any
 * module of the site's.
 */
export const setMessages = (m: Record<string, string> | undefined) => {
  globalThis.__docgenMessages = m ?? {};
};
/** The locale's message for `id`, if it has one. */
export const messageOf = (id: string | undefined): string | undefined => (id === undefined ? undefined : globalThis.__docgenMessages?.[id]);

/**
 * What the site's Root and Layout/Provider wrap (theme/islands/wrap.tsx): on the server, the one island being rendered;
 * in the browser, every island of the page and the navbar, each a portal into its element, so that all share them.
 */
export const Wrapped = createContext<ReactNode>(undefined);

/** The island's context. */
export const useIsland = () => useContext(Island);

/** False on the server and while hydrating, true once mounted in the browser (so both renders match). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** The base URL `url` is below: the site's for its static files in another locale (IslandContext.statics), else the locale's. */
export function baseFor(context: Pick<IslandContext, 'siteConfig' | 'statics'>, url: string): string {
  const first = /^\/?([^/?#]+)/.exec(url)?.[1];
  return context.statics && first !== undefined && context.statics.roots.includes(first) ? context.statics.base : context.siteConfig.baseUrl;
}

/** `/img/a.png` below the site's base URL; external URLs, anchors and relative paths as written. */
export function withBase(baseUrl: string, url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean; origin?: string } = {}): string {
  if (!url || /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  if (options.forcePrependBaseUrl) return `${options.absolute ? options.origin ?? '' : ''}${baseUrl}${url.replace(/^\//, '')}`;
  if (!url.startsWith('/')) return url;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.slice(1);
  return options.absolute ? `${options.origin ?? ''}${path}` : path;
}
