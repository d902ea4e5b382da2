// What `@docusaurus/plugin-content-docs/client` gives a site's module read at build time: the version of the page
// being read, by its folder (`versioned_docs/version-0.76/` is 0.76; the docs folder is Next), set by src/mdx/modules.ts.
const active = () => {
  const name = globalThis.__docgenDocsVersion;
  return name ? { name, label: name, isLast: false, path: `/docs/${name}`, docs: [] } : current;
};
const current = { name: 'current', label: 'Next', isLast: false, path: '/docs/next', docs: [] };
export const useActiveVersion = () => active();
export const useDocsVersion = () => ({ version: active().name, label: active().label, isLast: false, docs: {} });
export const useActivePlugin = () => ({ pluginId: 'default' });
export const useAllDocsData = () => ({});
export const useVersions = () => [active()];
export const useLatestVersion = () => active();
