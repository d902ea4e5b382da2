// Stand-in for the framework's router hooks: the page's location; history moves go through docgen's client navigation.
import { useIsland } from '../../../context.js';

const go = (to: string) => (window.dispatchEvent(new CustomEvent('docgen:navigate', { detail: to, cancelable: true })) ? window.location.assign(to) : undefined);

/** The page's route; the query and hash in the browser. */
export function useLocation() {
  const { route } = useIsland();
  const browser = typeof window !== 'undefined';
  return { pathname: route, search: browser ? window.location.search : '', hash: browser ? window.location.hash : '', state: undefined };
}

/** Calls `listener` when the reader goes back or forward; returns what stops it. */
function listen(listener: (location: Location) => void): () => void {
  const moved = () => listener(window.location);
  window.addEventListener('popstate', moved);
  return () => window.removeEventListener('popstate', moved);
}

/** `push` and `replace` navigate; `listen` hears Back and Forward (the OpenAPI theme's tabs subscribe with it). */
export function useHistory() {
  return { push: go, replace: (to: string) => window.location.replace(to), goBack: () => window.history.back(), listen, location: useLocation() };
}

/** Renders nothing, and navigates once in the browser. */
export function Redirect({ to }: { to: string }) {
  if (typeof window !== 'undefined') queueMicrotask(() => go(to));
  return null;
}

export { default as Link } from './Link.js';
