// A component name and the page's imports -> whether it is the site's own component (not one docgen renders).
import type { ImportRef } from './node.js';

/**
 * True when the page imports `name` from the site's own files (`@site/…`, `./…`, `../…`, `~/…`): such a component
 * only shares its name with one docgen renders, so it is left to the site's own components.
 */
export function isSitesOwn(name: string, imports: Map<string, ImportRef>): boolean {
  const source = imports.get(name)?.source;
  return source !== undefined && /^(?:@site\/|\.{1,2}\/|~\/|\/)/.test(source);
}
