// Docusaurus's generated data (a blog's recent posts, the docs of a version) as a component reads it: an object whose
// keys are looked up in the page's data (globalThis.__docgenGenerated, set before the islands' module loads and
// renders, on the server and in the browser) when read, so one module serves every page and locale. The build makes
// the data (src/islands/generated.ts). No React here: the build's own reading of site modules loads it too.
export default function generated(id: string): Record<PropertyKey, unknown> {
  const data = () => Object(globalThis.__docgenGenerated?.[id] ?? {}) as Record<PropertyKey, unknown>;
  return new Proxy({} as Record<PropertyKey, unknown>, {
    get: (_, key) => data()[key],
    has: (_, key) => key in data(),
    ownKeys: () => Reflect.ownKeys(data()),
    getOwnPropertyDescriptor: (_, key) => (key in data() ? { value: data()[key], enumerable: true, configurable: true, writable: false } : undefined)
  });
}
