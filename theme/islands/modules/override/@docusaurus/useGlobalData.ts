// Stand-in for the plugins' global data: the config's globalData (a Docusaurus site's own plugins' setGlobalData).
import { useIsland } from '../../../context.js';

/** Every plugin's data, by plugin name and instance id. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useIsland().globalData ?? {};
}

/** Every instance's data of the plugin `name`, by id. */
export function useAllPluginInstancesData(name: string): Record<string, unknown> {
  return useGlobalData()[name] ?? {};
}

/** The data of the plugin `name`'s instance `id`; undefined when it has none, as in Docusaurus. */
export function usePluginData(name: string, id = 'default'): unknown {
  return useAllPluginInstancesData(name)[id];
}
