// Stand-in for the plugins' global data: the config's globalData (a Docusaurus site's own plugins' setGlobalData), and
// the docs plugin's (its versions and their docs), which the build makes when a component reads it.
import { useIsland } from '../../../context.js';
import { docsPluginData } from './plugin-content-docs/client.js';

const DOCS = 'docusaurus-plugin-content-docs';

/** Every plugin's data, by plugin name and instance id. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  // The docs plugin's data is read (and carried in the page's data) only when a component looks into it.
  return { [DOCS]: docsPluginData, ...useIsland().globalData };
}

/** Every instance's data of the plugin `name`, by id. */
export function useAllPluginInstancesData(name: string): Record<string, unknown> {
  return useGlobalData()[name] ?? {};
}

/** The data of the plugin `name`'s instance `id`; undefined when it has none, as in Docusaurus. */
export function usePluginData(name: string, id = 'default'): unknown {
  return useAllPluginInstancesData(name)[id];
}
