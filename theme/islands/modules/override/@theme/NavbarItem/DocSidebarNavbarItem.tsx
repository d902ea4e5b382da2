// The classic theme's DocSidebarNavbarItem, as a site's own navbar item draws it (BoTorch's wraps it, to hide a sidebar
// that a version lacks): a link to the first doc of the sidebar, in the page's version or else the last one, current on
// the pages of that sidebar. An id no such version has a sidebar of is an error, as Docusaurus's.
import DefaultNavbarItem from './DefaultNavbarItem.js';
import type { NavLinkProps } from './NavbarNavLink.js';
import { sidebarAt, useDocsVersionCandidates } from '../../@docusaurus/plugin-content-docs/client.js';

export default function DocSidebarNavbarItem({ sidebarId, label, docsPluginId, ...props }: NavLinkProps & { sidebarId: string; docsPluginId?: string; mobile?: boolean }) {
  const candidates = useDocsVersionCandidates(docsPluginId);
  const sidebar = candidates.map((v) => v.sidebars?.[sidebarId]).find(Boolean);
  if (!sidebar) throw new Error(`no sidebar has the id "${sidebarId}" in the docs version${candidates.length > 1 ? 's' : ''} ${candidates.map((v) => v.name).join(', ')}`);
  if (!sidebar.link) throw new Error(`the sidebar "${sidebarId}" has no doc or link to lead to`);
  return <DefaultNavbarItem {...props} isActive={(_: unknown, l: { pathname: string }) => sidebarAt(l.pathname, docsPluginId) === sidebarId} label={label ?? sidebar.link.label} to={sidebar.link.path} />;
}
