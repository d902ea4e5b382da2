// What `@docusaurus/plugin-content-docs/client` gives a site's module read at build time: the version being written
// (a page is parsed once for all the versions that share its text).
const current = { name: 'current', label: 'Next', isLast: false, path: '/docs/next', docs: [] };
export const useActiveVersion = () => current;
export const useDocsVersion = () => ({ version: current.name, label: current.label, isLast: current.isLast, docs: {} });
export const useActivePlugin = () => ({ pluginId: 'default' });
export const useAllDocsData = () => ({});
export const useVersions = () => [current];
export const useLatestVersion = () => current;
