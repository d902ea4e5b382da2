// Stand-in for the classic theme's NavbarNavLink: a navbar link (the `to` of a page, or an `href`), current on its page
// and those below it, or where `activeBasePath` and `activeBaseRegex` say. Infima's link classes the caller gives
// (`navbar__link`, `menu__link`, `dropdown__link`, and their `--active`) get docgen's beside them, so that the link
// looks like the navbar's own.
import type { ReactNode } from 'react';
import Link from '../../@docusaurus/Link.js';
import IconExternalLink from '../Icon/ExternalLink.js';
import { useIsland, withBase } from '../../../../context.js';

const DOCGEN: Record<string, string> = { navbar__link: 'navbar-link', menu__link: 'menu-link', dropdown__link: 'navbar-dropdown-link', 'navbar__link--active': 'active', 'menu__link--active': 'active', 'dropdown__link--active': 'active' };
/** `className` with docgen's class beside each Infima link class. */
export const withDocgenClasses = (className?: string) => className?.split(/\s+/).flatMap((c) => (DOCGEN[c] ? [c, DOCGEN[c]] : [c])).join(' ');

export interface NavLinkProps {
  to?: string;
  href?: string;
  label?: ReactNode;
  html?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  isDropdownLink?: boolean;
  prependBaseUrlToHref?: boolean;
  className?: string;
  activeClassName?: string;
  children?: ReactNode;
  [key: string]: unknown;
}

export default function NavbarNavLink({ activeBasePath, activeBaseRegex, to, href, label, html, isDropdownLink: _d, prependBaseUrlToHref, className, activeClassName, children, ...props }: NavLinkProps) {
  const { siteConfig } = useIsland();
  const external = Boolean(label && href && /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href));
  const content = html ? { dangerouslySetInnerHTML: { __html: html } } : { children: children ?? (<>{label}{external && <IconExternalLink width={13.5} height={13.5} style={{ marginLeft: '0.3rem' }} />}</>) };
  const classes = { className: withDocgenClasses(className), activeClassName: [activeClassName, 'active'].filter(Boolean).join(' ') };
  if (href) return <Link href={prependBaseUrlToHref ? withBase(siteConfig.baseUrl, href, { forcePrependBaseUrl: true }) : href} {...props} {...classes} {...content} />;
  const base = activeBasePath === undefined ? undefined : withBase(siteConfig.baseUrl, activeBasePath);
  const isActive = activeBaseRegex !== undefined ? (_: unknown, l: { pathname: string }) => new RegExp(activeBaseRegex).test(l.pathname) : base !== undefined ? (_: unknown, l: { pathname: string }) => l.pathname.startsWith(base) : undefined;
  return <Link to={to} isNavLink {...(isActive ? { isActive } : {})} {...props} {...classes} {...content} />;
}
