// Stand-in for the framework's site context hook: the site config and locale docgen built the page with.
import { useIsland } from '../../../context.js';

/** `{ siteConfig, i18n, siteMetadata, globalData }`, as a site's components read them. */
export default function useDocusaurusContext() {
  const { siteConfig, i18n, globalData = {} } = useIsland();
  return { siteConfig, i18n, siteMetadata: { pluginVersions: {}, siteVersion: undefined }, globalData, codeTranslations: {} };
}
