// Client-side navigation: page data chunks, prefetching, progress bar, scroll restoration.
import type { PageData, SidebarItem, SiteData } from './types.js';

/** Loads by key: a page's data by its route, a sidebar file by its URL. */
const cache = new Map<string, Promise<unknown>>();

/** `/docs/api/start` -> `/docs/__data/api/start.json` (mirrors the build's chunkFile). */
export function chunkUrl(route: string, baseUrl: string): string {
  const rel = route.slice(baseUrl.length).replace(/\/$/, '');
  return `${baseUrl}__data/${rel || '_'}.json`;
}

/**
 * Why a page chunk did not arrive. `network`: no answer at all (offline, connection lost): the page
 * says so in the shell and offers Retry, since a reload would only show the browser's own error page.
 * `server`: the server answered, but not with this build's chunk (404 or 5xx, or an HTML page: the
 * site was redeployed or the host rewrote the URL): a full page load of the target lets the server
 * give its own answer.
 */
export class ChunkError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'server',
    options?: { cause?: unknown }
  ) {
    super(message, options);
  }
}

/** Drops the loaded data of these routes (a trailing slash aside), the dev server having rebuilt them; whether the page on screen is one. */
export function forgetPages(routes: string[]): boolean {
  const bare = (r: string) => r.replace(/\/$/, '');
  const gone = new Set(routes.map(bare));
  for (const route of cache.keys()) if (gone.has(bare(route))) cache.delete(route);
  return gone.has(bare(location.pathname));
}

/** What the router needs of the site: where its pages are, and its sidebars (some may be files of their own). */
export type RouterSite = Pick<SiteData, 'baseUrl' | 'foreignBases' | 'sidebars' | 'sidebarFiles'>;

/** JSON from the server: a ChunkError when it does not arrive as JSON. */
function fetchJson<T>(url: string): Promise<T> {
  return fetch(url).then(
    (r) => {
      if (!r.ok) throw new ChunkError(`the server answered ${r.status} for ${url}`, 'server');
      return (r.json() as Promise<T>).catch((e: unknown) => {
        throw new ChunkError(`the server's answer for ${url} is not JSON`, 'server', { cause: e });
      });
    },
    (e: unknown) => {
      throw new ChunkError(`the network request for ${url} failed: ${(e as Error).message}`, 'network', { cause: e });
    }
  );
}

/** What `load` gives for `key`, asked for once (again after it failed). */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key) as Promise<T> | undefined;
  if (!p) {
    cache.set(key, (p = load()));
    p.catch(() => cache.delete(key));
  }
  return p;
}

/** The page, once the sidebar it shows is in `site.sidebars`: one in a file of its own (SiteData.sidebarFiles) is fetched then. */
export async function withSidebar(page: PageData, site: RouterSite): Promise<PageData> {
  const name = page.sidebar!;
  const url = !site.sidebars[name] && site.sidebarFiles?.[name];
  if (url) site.sidebars[name] = await once(url, () => fetchJson<SidebarItem[]>(url));
  return page;
}

/** A page's data, with its sidebar (see withSidebar). */
export const loadPage = (route: string, site: RouterSite): Promise<PageData> => once(route, () => fetchJson<PageData>(chunkUrl(route, site.baseUrl)).then((page) => withSidebar(page, site)));

/** No prefetching on slow or metered connections. */
function canPrefetch(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !(c?.saveData || c?.effectiveType?.includes('2g'));
}

/**
 * A path that names a file a docs site links to, by its extension. A route's last segment may hold a dot (`api.tx`,
 * `types.basics`, `contract.read`): only these endings mark a file, not "has a dot".
 */
const FILE_PATH = /\.(svg|png|jpe?g|gif|webp|avif|ico|bmp|tiff?|pdf|zip|t?gz|tar|bz2|xz|7z|json|xml|txt|[ct]sv|mdx?|ya?ml|toml|[mc]?js|ts|css|map|wasm|woff2?|ttf|otf|eot|mp[34]|webm|mov|wav|ogg|flac|docx?|xlsx?|pptx?|epub|rss|atom|webmanifest|exe|dmg|deb|rpm|apk|whl)$/i;

/** Whether a path is below the site's base URL (or is it, without its slash) and not below another version's or locale's. */
export function inSite(path: string, { baseUrl, foreignBases }: Pick<RouterSite, 'baseUrl' | 'foreignBases'>): boolean {
  const below = (base: string) => path.startsWith(base) || `${path}/` === base;
  return below(baseUrl) && !foreignBases?.some(below);
}

/**
 * The in-site route of a link, or null when the browser should handle it. The site's `foreignBases` are the base
 * paths of other versions and locales below this one's: their pages load as new documents.
 */
export function internalRoute(a: HTMLAnchorElement, site: RouterSite): string | null {
  if (a.target) return null; // `_blank`, or `_self` on a pathname:// link or one to no page of the build: the browser's to load
  if (a.hasAttribute('download') || a.origin !== location.origin) return null;
  if (!inSite(a.pathname, site)) return null;
  if (FILE_PATH.test(a.pathname)) return null; // a file, not a page
  return a.pathname;
}

export function prefetch(route: string, site: RouterSite): void {
  if (canPrefetch() && !cache.has(route)) loadPage(route, site).catch(() => undefined);
}

/** Prefetches in-site links as they scroll into view; returns a function that watches new links. */
export function watchLinks(site: RouterSite): (root: ParentNode) => void {
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      io.unobserve(e.target);
      const route = internalRoute(e.target as HTMLAnchorElement, site);
      if (route && route !== location.pathname) prefetch(route, site);
    }
  });
  return (root) => root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => io.observe(a));
}

/**
 * The progress bar's timings, nprogress's defaults (the bar Docusaurus shows): it appears only once
 * loading has taken `delay` ms, starts at `minimum`, and every `trickleSpeed` ms creeps forward by a
 * random step of up to `trickleRate`, never past `ceiling`; each move eases over `speed` ms. When the
 * page has arrived it fills, then fades out over `speed` ms and goes. The nprogress package itself
 * is not used: a page's JavaScript is already at about 79 of its 80 KB gzip, and this is a few lines.
 */
export const PROGRESS = { delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800, ceiling: 0.994 };

/** Starts the progress bar for one navigation (`label`: its accessible name); returns the function that ends it. */
export function startProgress(label: string): () => void {
  const { delay, minimum, speed, trickleRate, trickleSpeed, ceiling } = PROGRESS;
  let bar: HTMLDivElement | undefined;
  let value = 0;
  let trickle: number | undefined;
  const set = (n: number) => {
    value = Math.min(Math.max(n, minimum), 1);
    bar!.style.transform = `scaleX(${value})`;
  };
  const timer = window.setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', label);
    bar.style.transition = `transform ${speed}ms ease, opacity ${speed}ms ease`;
    set(minimum);
    document.body.appendChild(bar);
    trickle = window.setInterval(() => set(Math.min(value + Math.random() * trickleRate, ceiling)), trickleSpeed);
  }, delay);
  return () => {
    clearTimeout(timer);
    clearInterval(trickle);
    const b = bar;
    if (!b) return;
    set(1);
    setTimeout(() => {
      b.style.opacity = '0';
      setTimeout(() => b.remove(), speed);
    }, speed);
  };
}

/** Fired on window whenever the router jumps to a heading (the navbar hides with `hideOnScroll`). */
export const JUMP_EVENT = 'docgen:jump';

/**
 * After a route change: the hash target, else the top. Blocks skipped by `content-visibility` get
 * their real height once rendered, which moves the target: jump again when they have settled.
 */
export function scrollToHash(hash: string, orTop = true): void {
  const id = hashId(hash);
  const el = id ? document.getElementById(id) : null;
  if (!el) {
    if (orTop) window.scrollTo(0, 0);
    return;
  }
  el.scrollIntoView();
  window.dispatchEvent(new Event(JUMP_EVENT));
  keepInPlace(el);
}

/**
 * Blocks above the target that `content-visibility` skipped get their real height as they render,
 * which moves the target: put it back each frame until it has stayed put for 20 frames (at most
 * 120), unless the reader scrolls first.
 */
function keepInPlace(el: Element): void {
  const want = el.getBoundingClientRect().top;
  hold(el, () => el.getBoundingClientRect().top - want, () => el.scrollIntoView());
}

/** The number of holds started: the latest has the window (see hold). */
let holding = 0;

/**
 * Each frame, while `el` is on the page: when `off()` (how far it is from where it should be) is more than a pixel,
 * `fix()`; until it has held for 20 frames (a busy machine lays blocks out late: once 259 px off after 6), or 120
 * frames have gone, or a scroll this did not make that moved `el` (the reader's, a script's, the browser's scroll
 * anchoring) or the reader's input ends it.
 */
function hold(el: Element | undefined, off: () => number, fix: () => void): void {
  // A later hold (Forward while the last page is still held) has the window: this one ends without touching anchoring,
  // which it would turn back on under the later one.
  const mine = ++holding;
  let frames = 0;
  let still = 0;
  let stopped = false;
  let y = window.scrollY;
  const stop = () => (stopped = true);
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  inputs.forEach((e) => window.addEventListener(e, stop, { once: true, passive: true }));
  const release = () => inputs.forEach((e) => window.removeEventListener(e, stop));
  // The browser's scroll anchoring would move the window as blocks above lay out, which reads as a scroll this did not
  // make and ends the hold early (once 259 px off on a busy machine): this holds the target itself meanwhile.
  const { style } = document.documentElement;
  style.overflowAnchor = 'none';
  const tick = () => {
    if (mine !== holding) return release();
    // A scroll that left the target where it should be is no reader's: the browser's own jump to the hash at the load
    // event (it ended the hold on a busy machine, and blocks above then moved the target 331 px).
    if (Math.abs(off()) < 2) y = window.scrollY;
    if (stopped || Math.abs(window.scrollY - y) > 1 || (el && !el.isConnected) || ++frames > 120 || still > 20) return (style.overflowAnchor = ''), release();
    if (Math.abs(off()) > 1) {
      fix();
      y = window.scrollY;
      still = 0;
    } else still++;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * Where the reader is on a page: the article's block at the top of the window and how far above or below the top it
 * is, and the window's scroll position for pages without an article (or scrolled past it). Blocks that
 * `content-visibility` skips stand in at a guessed height, so the same scrollY is another place once the page is laid
 * out again: the block is what stays put.
 */
export interface Position {
  scrollY: number;
  block?: number;
  offset?: number;
}

/** The reader's position now (see Position). */
export function readPosition(): Position {
  const blocks = [...(document.querySelector('.markdown')?.children ?? [])];
  // The first block whose bottom is below the window's top.
  const block = blocks.findIndex((b) => b.getBoundingClientRect().bottom > 0);
  return block < 0 ? { scrollY } : { scrollY, block, offset: blocks[block].getBoundingClientRect().top };
}

/** Puts the reader back at a saved position, and keeps them there while blocks lay out (see hold). */
export function scrollToPosition(position: Position): void {
  const el = position.block !== undefined ? document.querySelector('.markdown')?.children[position.block] : undefined;
  const off = () => (el ? el.getBoundingClientRect().top - position.offset! : window.scrollY - position.scrollY);
  const place = () => (el ? window.scrollBy(0, off()) : window.scrollTo(0, position.scrollY));
  place();
  hold(el, off, place);
}

/** `#caf%C3%A9` -> `café`; a malformed escape (`#50%`) is taken as written rather than thrown. */
export function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
