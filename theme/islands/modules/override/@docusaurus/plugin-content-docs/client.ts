// Stand-in for the docs plugin's client module: the version of the page being read, by its folder
// (`versioned_docs/version-0.76/` is 0.76; the docs folder is Next), as src/mdx/modules.ts sets it while a page is parsed.
import generated from '../../../../generated.js';

const active = () => {
  const name = (globalThis as { __docgenDocsVersion?: string }).__docgenDocsVersion;
  return name ? { name, label: name, isLast: false, path: `/docs/${name}`, docs: [] } : current;
};
const current = { name: 'current', label: 'Next', isLast: false, path: '/docs/next', docs: [] };
export const useActiveVersion = () => active();
/** The version's docs (each by its id: id, title, description, sidebar) are those of the page's version, which the build gives (DOCS_OF_VERSION in src/islands/generated.ts). */
const docs = generated('docgen:docs-of-version');
export const useDocsVersion = () => ({ version: active().name, label: active().label, isLast: false, docs });
export const useActivePlugin = () => ({ pluginId: 'default' });
export const useAllDocsData = () => ({});
export const useVersions = () => [active()];
export const useLatestVersion = () => active();
