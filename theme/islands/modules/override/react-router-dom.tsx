// Stand-in for react-router-dom (5, Docusaurus's router), which a site's components may import themselves (ink!'s docs:
// `import { Link } from 'react-router-dom'`): Docusaurus renders them inside its router, so its Link works there; here
// the same hooks as @docusaurus/router's stand-in, and links that docgen's client navigation picks up.
import type { ComponentType, ReactNode } from 'react';
import DocusaurusLink from './@docusaurus/Link.js';
import { useHistory, useLocation } from './@docusaurus/router.js';

export { Redirect, useHistory, useLocation } from './@docusaurus/router.js';

type LinkProps = { to?: string; href?: string; children?: ReactNode; className?: string; [key: string]: unknown };

/** The router's Link: `to` is the path as written (its routes are the site's, base URL included). */
export function Link(props: LinkProps) {
  return <DocusaurusLink {...props} autoAddBaseUrl={false} />;
}

/** A Link with `activeClassName` (default `active`) when its path is the page's (`exact`: that path only, else below it too). */
export function NavLink({ activeClassName = 'active', exact, className, ...props }: LinkProps & { activeClassName?: string; exact?: boolean }) {
  const { pathname } = useLocation();
  const to = String(props.to ?? props.href ?? '');
  const active = pathname === to || (!exact && to !== '/' && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return <Link {...props} className={[className, active ? activeClassName : ''].filter(Boolean).join(' ') || undefined} />;
}

/** No route parameters: each page is its own route. */
export const useParams = () => ({});

/** The component with the router's `location` and `history` props. */
export function withRouter<P extends object>(Component: ComponentType<P & { location: ReturnType<typeof useLocation>; history: ReturnType<typeof useHistory> }>) {
  return (props: P) => <Component {...props} location={useLocation()} history={useHistory()} />;
}
