// A client module of every built page when the site has `gtag`: a move to another page (client navigation) is a page
// view, as a full load is, once the new page shows.
interface Location {
  pathname: string;
  search: string;
  hash: string;
}

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export function onRouteDidUpdate({ location, previousLocation }: { location: Location; previousLocation: Location | null }): void {
  if (!previousLocation || (location.pathname === previousLocation.pathname && location.search === previousLocation.search && location.hash === previousLocation.hash)) return;
  // After the new page's title is set.
  setTimeout(() => {
    window.gtag?.('set', 'page_path', location.pathname + location.search + location.hash);
    window.gtag?.('event', 'page_view');
  });
}
