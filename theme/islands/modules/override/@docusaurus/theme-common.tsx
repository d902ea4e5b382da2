// Stand-in for the theme's common hooks a site's components use: the colour mode, the theme config, the window size,
// the query string, plural forms, storage slots, a collapsible block, React helpers; and its PageMetadata and mobile
// menu filler.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIsland } from '../../../context.js';
import { pluralForm } from '../../../../plural.js';
import Head from './Head.js';
import { useBaseUrlUtils } from './useBaseUrl.js';
import useIsomorphicLayoutEffect from './useIsomorphicLayoutEffect.js';

export { useIsomorphicLayoutEffect };

// Docusaurus 2 exported the docs' hooks from here too.
export { useCurrentSidebarCategory, useDoc, useDocsSidebar, useSidebarBreadcrumbs } from './plugin-content-docs/client.js';
// And the blog's (3.5 moved them to the blog plugin's client module).
export { BlogPostProvider, useBlogPost } from './plugin-content-blog/client.js';

type Mode = 'light' | 'dark';

const subscribe = (change: () => void) => {
  const watch = new MutationObserver(change);
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => watch.disconnect();
};
const current = (): Mode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** The page's colour mode, watched (`data-theme` on <html>, as docgen's toggle sets it); the server renders the default. */
export function useColorMode() {
  const { colorMode: server } = useIsland();
  const colorMode = useSyncExternalStore(subscribe, current, () => server);
  const setColorMode = (mode: Mode | null) => {
    const next = mode ?? server;
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem('theme', next);
    } catch {
      // storage unavailable: the mode lasts for this page
    }
  };
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

/**
 * The code colours as a prism-react-renderer theme, what `usePrismTheme` gives a site's own editor or highlighter
 * (Yoga's playground): docgen's, as CSS variables, so they follow the colour mode as its code blocks do.
 */
const PRISM_THEME = {
  plain: { color: 'var(--sh-fg)', backgroundColor: 'var(--c-code-bg)' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: 'var(--sh-comment)' } },
    { types: ['keyword', 'tag', 'selector', 'important', 'atrule', 'builtin'], style: { color: 'var(--sh-keyword)' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url'], style: { color: 'var(--sh-string)' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'property'], style: { color: 'var(--sh-constant)' } },
    { types: ['function', 'class-name'], style: { color: 'var(--sh-function)' } },
    { types: ['attr-name', 'variable', 'parameter'], style: { color: 'var(--sh-parameter)' } },
    { types: ['punctuation', 'operator'], style: { color: 'var(--sh-punctuation)' } },
    { types: ['inserted'], style: { color: 'var(--sh-inserted)' } },
    { types: ['deleted'], style: { color: 'var(--sh-deleted)' } }
  ]
};

/** The theme's code colours for prism-react-renderer (see PRISM_THEME), in both colour modes. */
export function usePrismTheme() {
  return PRISM_THEME;
}

/** The theme config as the site's config gives it. */
export function useThemeConfig(): Record<string, unknown> {
  return useIsland().siteConfig.themeConfig;
}

const MOBILE = 996;
const sizeSubscribe = (change: () => void) => {
  window.addEventListener('resize', change);
  return () => window.removeEventListener('resize', change);
};

/** `desktop` or `mobile` (996 px wide or less); `ssr` on the server and while hydrating. */
/** `selectMessage(count, 'one form|other form')`: the form the page's locale uses for `count` (a swizzled DocCard's). */
export function usePluralForm(): { selectMessage: (count: number, message: string) => string } {
  const { currentLocale } = useIsland().i18n;
  return { selectMessage: (count, message) => pluralForm(message, count, currentLocale) };
}

export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return useSyncExternalStore(sizeSubscribe, () => (window.innerWidth > MOBILE ? 'desktop' : 'mobile'), () => 'ssr');
}

/** The class names the theme puts on its parts (a few components add them). */
export const ThemeClassNames = {
  page: { docsDocPage: 'docs-doc-page', blogListPage: 'blog-list-page', mdxPage: 'mdx-page' },
  wrapper: { main: 'main-wrapper', docsPages: 'docs-wrapper' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated' },
  docs: { docMarkdown: 'theme-doc-markdown' }
};

/**
 * What a page puts in the mobile menu while it is drawn (Docusaurus's secondary menu: typescript-eslint's playground
 * options on a phone): `component` with `props`, below the menu's own items, until the page takes it away. Nothing
 * on the server, nor on a page without a mobile menu.
 */
export function NavbarSecondaryMenuFiller<P extends object>({ component: Component, props }: { component: ComponentType<P>; props: P }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const menu = document.getElementById('mobile-menu');
    if (!menu) return undefined;
    const element = document.createElement('div');
    element.className = 'mobile-secondary-menu';
    menu.append(element);
    setHost(element);
    return () => element.remove();
  }, []);
  return host && createPortal(<Component {...props} />, host);
}

// The page's query string (`?title=x&tags=a&tags=b`), read and written by a site's components (Lexical's gallery filters).
const queryChange = 'docgen:url';
const querySubscribe = (change: () => void) => {
  window.addEventListener('popstate', change);
  window.addEventListener(queryChange, change);
  return () => {
    window.removeEventListener('popstate', change);
    window.removeEventListener(queryChange, change);
  };
};

/** Writes `key`'s values into the address (this history entry, or a new one with `push`), as the shell's tabs do. */
function setQuery(key: string, values: string[], push = false) {
  const params = new URLSearchParams(location.search);
  params.delete(key);
  for (const v of values) params.append(key, v);
  const search = params.toString();
  const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
  if (push) history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
  // The shell keeps its idea of the page on screen (a query change is no move to another page), and hooks read again.
  window.dispatchEvent(new Event(queryChange));
}

/** `key`'s value in the address and a function that sets it (null removes it); '' on the server and without one. */
export function useQueryString(key: string): [string, (value: string | null, options?: { push?: boolean }) => void] {
  const value = useSyncExternalStore(querySubscribe, () => new URLSearchParams(location.search).get(key) ?? '', () => '');
  return [value, (next, options) => setQuery(key, next === null ? [] : [next], options?.push)];
}

/** `key`'s values in the address (`?tags=a&tags=b`) and a function that sets them; [] on the server. */
export function useQueryStringList(key: string): [string[], (values: string[], options?: { push?: boolean }) => void] {
  const joined = useSyncExternalStore(querySubscribe, () => JSON.stringify(new URLSearchParams(location.search).getAll(key)), () => '[]');
  return [JSON.parse(joined) as string[], (values, options) => setQuery(key, values, options?.push)];
}

/**
 * The page's title, description, keywords and social card image, as the theme's PageMetadata gives them (the server
 * takes them for the page's head); its children are Head's. Renders nothing.
 */
export function PageMetadata({ title, description, keywords, image, children }: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: ReactNode }) {
  const { head } = useIsland();
  const { withBaseUrl } = useBaseUrlUtils();
  if (head) {
    Object.assign(head, { ...(title ? { title } : {}), ...(description ? { description } : {}) });
    const meta = (head.meta ??= []);
    if (keywords?.length) meta.push({ name: 'keywords', content: Array.isArray(keywords) ? keywords.join(',') : keywords });
    const url = image && withBaseUrl(image, { absolute: true });
    if (url) meta.push({ property: 'og:image', content: url }, { name: 'twitter:image', content: url });
  }
  return <Head>{children}</Head>;
}

/** A slot of the browser's storage (`localStorage`, or `sessionStorage`; `persistence: 'none'` keeps nothing); on the server, empty. */
export function createStorageSlot(key: string, { persistence = 'localStorage' }: { persistence?: 'localStorage' | 'sessionStorage' | 'none' } = {}) {
  const storage = () => {
    try {
      return persistence === 'none' || typeof window === 'undefined' ? undefined : window[persistence];
    } catch {
      return undefined;
    }
  };
  // This tab's own change told to its listeners too, as the theme's slots do (the browser tells the other tabs only).
  const changed = (oldValue: string | null, newValue: string | null) => {
    const area = storage();
    if (area) window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: area }));
  };
  return {
    get: (): string | null => storage()?.getItem(key) ?? null,
    set: (value: string) => {
      const old = storage()?.getItem(key) ?? null;
      storage()?.setItem(key, value);
      changed(old, value);
    },
    del: () => {
      const old = storage()?.getItem(key) ?? null;
      storage()?.removeItem(key);
      changed(old, null);
    },
    listen: (onChange: (event: StorageEvent) => void) => {
      const listener = (event: StorageEvent) => event.storageArea === storage() && event.key === key && onChange(event);
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    }
  };
}

/** The error of a hook called outside the provider it needs, as the theme words it. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    const hook = this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? '';
    this.message = `Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/** One provider made of several: the first outermost. */
export function composeProviders(providers: Array<(props: { children: ReactNode }) => ReactNode>) {
  return function ComposedProvider({ children }: { children: ReactNode }) {
    return <>{providers.reduceRight((inner, Provider) => <Provider>{inner}</Provider>, children)}</>;
  };
}

/** A storage slot's value, watched (a change in another tab too), and the slot; null on the server. */
export function useStorageSlot(key: string | null, options?: Parameters<typeof createStorageSlot>[1]): [string | null, ReturnType<typeof createStorageSlot>] {
  const slot = createStorageSlot(key ?? '', options);
  const value = useSyncExternalStore(
    useCallback((change: () => void) => (key === null ? () => {} : createStorageSlot(key, options).listen(change)), [key, options?.persistence]),
    () => (key === null ? null : slot.get()),
    () => null
  );
  return [value, slot];
}

/** Whether the text matches one of the regular expressions (each a string, as a config writes them). */
export const isRegexpStringMatch = (regexAsStringOrArray: string | string[] | undefined, value: string): boolean =>
  (typeof regexAsStringOrArray === 'string' ? [regexAsStringOrArray] : regexAsStringOrArray ?? []).some((r) => new RegExp(r).test(value));

/** The values of `values` without repeats, the first of each kept. */
/**
 * An admonition's props as its type components take them. Docusaurus takes a title written as markdown out of the
 * children here; docgen gives an admonition's title as its `title` already: the props as they are.
 */
export const processAdmonitionProps = <P extends { title?: ReactNode; children?: ReactNode }>(props: P): P => props;

export const uniq = <T,>(values: T[]): T[] => Array.from(new Set(values));

/** The values of `values` that another before them equals (by `equal`, else ===). */
export const duplicates = <T,>(values: readonly T[], equal: (a: T, b: T) => boolean = (a, b) => a === b): T[] => values.filter((v, i) => values.findIndex((w) => equal(v, w)) !== i);

/** The value of the previous render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** A function that stays the same across renders and always calls the latest `callback`. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback(((...args) => ref.current(...args)) as T, []);
}

/** Class names on the <html> element while it is drawn (the page's own, as the theme's provider sets them). */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }) {
  useEffect(() => {
    const names = (className ?? '').split(/\s+/).filter(Boolean);
    document.documentElement.classList.add(...names);
    return () => document.documentElement.classList.remove(...names);
  }, [className]);
  return <>{children}</>;
}

/** Whether a block is folded, with the means to fold and unfold it (Docusaurus's `useCollapsible`). */
export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }) {
  const [collapsed, setCollapsed] = useState(initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

/**
 * A block shown or folded away (`collapsed`), as `as` (a div by default); a `lazy` one renders its children once it
 * has been unfolded. It folds at once, without the theme's height animation.
 */
export function Collapsible({ as: As = 'div', collapsed, lazy = false, className, children, onCollapseTransitionEnd }: { as?: ElementType; collapsed: boolean; lazy?: boolean; className?: string; children: ReactNode; onCollapseTransitionEnd?: (collapsed: boolean) => void; disableSSRStyle?: boolean; animation?: unknown }) {
  const [opened, setOpened] = useState(!collapsed);
  const first = useRef(true);
  useEffect(() => {
    if (!collapsed) setOpened(true);
    // A fold's end (at once here), not the first render's.
    if (!first.current) onCollapseTransitionEnd?.(collapsed);
    first.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collapsed]);
  const style: CSSProperties | undefined = collapsed ? { display: 'none', overflow: 'hidden', height: 0 } : undefined;
  return (
    <As className={className} style={style}>
      {lazy && !opened ? null : children}
    </As>
  );
}
