// Scripts inlined in <head> that must work before, or without, the bundle: the browser storage check
// and the wrong-baseUrl banner. Each is a self-contained function, inlined as its source text.

/**
 * Checks once that localStorage works. Where it throws (a private window, storage blocked by the
 * browser's settings) it warns once and puts a store in memory in its place, so the colour toggle
 * and the announcement's close button work for the page without remembering anything, and no
 * later use throws.
 */
function checkStorage(): void {
  try {
    const s = window.localStorage;
    s.setItem('docgen-storage-check', '1');
    s.getItem('docgen-storage-check');
    s.removeItem('docgen-storage-check');
  } catch (e) {
    console.warn(`docgen: browser storage is unavailable (${(e as Error)?.message ?? e}); the colour mode and a closed announcement will not be remembered`);
    const m = new Map<string, string>();
    const memory = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, String(v)),
      removeItem: (k: string) => void m.delete(k),
      clear: () => m.clear(),
      key: (i: number) => [...m.keys()][i] ?? null,
      get length() {
        return m.size;
      }
    };
    try {
      Object.defineProperty(window, 'localStorage', { value: memory, configurable: true });
    } catch {
      // Left as it is: every use of storage in the theme catches its errors.
    }
  }
}

/**
 * Where the page is served under a path outside `baseUrl` (a site built for `/docs/` put at the
 * root of a host), the bundle and the stylesheet do not load either: this banner, styled inline,
 * says so, names the configured base URL and suggests the one that would work. The suggestion is
 * the current path without the page's own route (read from the page's inline data): `/api/start`
 * for the route `/docs/api/start` gives `/`; failing that, the current folder.
 */
function baseUrlBanner(base: string): void {
  const path = location.pathname;
  if (path.startsWith(base) || `${path}/` === base) return;
  document.addEventListener('DOMContentLoaded', () => {
    let route = '';
    try {
      route = JSON.parse(document.getElementById('__docgen_data')!.textContent!).page.route;
    } catch {
      // No page data: suggest the current folder.
    }
    const rel = route.startsWith(base) ? route.slice(base.length).replace(/\/$/, '') : undefined;
    const here = path.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
    let suggested = path.slice(0, path.lastIndexOf('/') + 1);
    if (rel === '') suggested = `${here}/`;
    else if (rel && here.endsWith(`/${rel}`)) suggested = here.slice(0, here.length - rel.length);
    const banner = document.createElement('div');
    banner.id = 'docgen-base-url-banner';
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'padding:12px 16px;font:15px/1.5 system-ui,sans-serif;background:#fff3cd;color:#4d3800;border-bottom:2px solid #b38200';
    banner.textContent = `This site did not load properly. It was built for the base URL ${base}, but this page is served at ${path}. Set baseUrl to "${suggested}" in the site's config and build again, or serve the site under ${base}.`;
    document.body.prepend(banner);
  });
}

/** The storage check, as inline script text. It runs before anything else reads storage. */
export const storageScript = (): string => `(${checkStorage.toString()})()`;

/** The wrong-baseUrl banner, as inline script text. */
export const baseUrlBannerScript = (baseUrl: string): string => `(${baseUrlBanner.toString()})(${JSON.stringify(baseUrl).replace(/</g, '\\u003c')})`;
