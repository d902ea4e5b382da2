// Stand-in for the framework's Link: an <a> below the base URL, which docgen's client navigation picks up.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { baseFor, useIsland, withBase } from '../../../context.js';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode; isNavLink?: boolean; activeClassName?: string; exact?: boolean; autoAddBaseUrl?: boolean; [key: string]: unknown };

/** `to` or `href`: a site path gets the base URL; an external URL opens in a new tab, as the framework's does. */
export default function Link({ to, href, isNavLink: _n, activeClassName: _a, exact: _e, autoAddBaseUrl = true, children, ...rest }: Props) {
  const context = useIsland();
  const url = to ?? href ?? '';
  const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
  const target = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a {...target} {...rest} href={autoAddBaseUrl && !external ? withBase(baseFor(context, url), url) : url}>
      {children}
    </a>
  );
}
