// Stand-in for the theme's common hooks a site's components use: the colour mode, the theme config, the window size.
import { useSyncExternalStore } from 'react';
import { useIsland } from '../../../context.js';

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
