// What the site's Root and Layout/Provider draw around their children, given to each island's element. In Docusaurus
// the whole page is inside them; docgen draws the Root after the page and renders the islands into their places
// (portals), so their elements get the wrappers' classes and data attributes (Radix Themes' `<Theme>`:
// `radix-themes light`, `data-accent-color="orange"`): what the islands render inherits the custom properties those
// select and matches selectors through them. An island's element is no box of its own (`display: contents`), so the
// wrappers' box styles (a background, a flex column) do not apply to it.

/** The marker the wrap puts beside its children (theme/islands/wrap.tsx): the elements around it are the wrappers. */
export const SLOT_ATTRIBUTE = 'data-docgen-slot';

/**
 * The wrappers' attributes, outermost first, as one element's: their classes in order, each once; each data attribute
 * the innermost's value.
 */
export function mergeWrappers(chain: Array<Array<[string, string]>>): Array<[string, string]> {
  const classes: string[] = [];
  const data = new Map<string, string>();
  for (const attrs of chain) {
    for (const [name, value] of attrs) {
      if (name === 'class') for (const c of value.split(/\s+/)) c && !classes.includes(c) && classes.push(c);
      else if (/^data-/.test(name) && name !== 'data-island' && name !== SLOT_ATTRIBUTE) data.set(name, value);
    }
  }
  return [...(classes.length ? [['class', classes.join(' ')] as [string, string]] : []), ...data];
}
