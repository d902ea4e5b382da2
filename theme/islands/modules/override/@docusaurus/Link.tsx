// Stand-in for the framework's Link: an <a> below the base URL, which docgen's client navigation picks up.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { baseFor, useIsland, withBase } from '../../../context.js';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode; isNavLink?: boolean; activeClassName?: string; isActive?: (match: unknown, location: { pathname: string }) => boolean; exact?: boolean; autoAddBaseUrl?: boolean; [key: string]: unknown };

/**
 * `to` or `href`: a site path gets the base URL; an external URL opens in a new tab, as the framework's does. With
 * `isNavLink`, as its router's NavLink: on the page it leads to or one below it (only on it with `exact`; as `isActive`
 * says, if given), it has `activeClassName` (default `active`) and `aria-current="page"`.
 */
export default function Link({ to, href, isNavLink, activeClassName = 'active', isActive, exact, autoAddBaseUrl = true, className, children, ...rest }: Props) {
  const context = useIsland();
  const url = to ?? href ?? '';
  const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
  const target = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const resolved = autoAddBaseUrl && !external ? withBase(baseFor(context, url), url) : url;
  const at = resolved.replace(/[?#].*$/, '');
  const { route } = context;
  const active = Boolean(isNavLink && !external && (isActive ? isActive(null, { pathname: route }) : at && (route === at || (!exact && route.startsWith(at.endsWith('/') ? at : `${at}/`)))));
  return (
    <a {...target} {...rest} className={active ? [className, activeClassName].filter(Boolean).join(' ') : className} aria-current={active ? 'page' : undefined} href={resolved}>
      {children}
    </a>
  );
}
