// The classic theme's DocNavbarItem, as a site's own navbar item draws it: a link to a doc by its id, in the page's
// version or else the last one, current on that doc and on the other pages of its sidebar. An id no version has is an
// error, as Docusaurus's.
import DefaultNavbarItem from './DefaultNavbarItem.js';
import type { NavLinkProps } from './NavbarNavLink.js';
import { samePage, sidebarAt, useLayoutDoc } from '../../@docusaurus/plugin-content-docs/client.js';

export default function DocNavbarItem({ docId, label, docsPluginId, ...props }: NavLinkProps & { docId: string; docsPluginId?: string; mobile?: boolean }) {
  const doc = useLayoutDoc(docId, docsPluginId);
  if (!doc) return null;
  const active = (_: unknown, l: { pathname: string }) => samePage(l.pathname, doc.path) || (doc.sidebar !== undefined && sidebarAt(l.pathname, docsPluginId) === doc.sidebar);
  return <DefaultNavbarItem {...props} isActive={active} label={label ?? doc.id} to={doc.path} />;
}
