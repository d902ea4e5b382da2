// Stand-in for the plugins' global data: none (docgen's pages carry their own data).

/** An empty object. */
export default function useGlobalData(): Record<string, unknown> {
  return {};
}

/** An empty object. */
export function usePluginData(_name: string, _id?: string): Record<string, unknown> {
  return {};
}
