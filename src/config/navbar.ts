// Navbar items in the config: which fields each type takes, which it needs, and where it may go.
import type { ConfigIssue } from './schema.js';

type Field = 'string' | 'boolean' | 'position' | 'items' | 'regex' | 'target' | 'versions';

/** The HTML attributes a link item passes to its element, as Docusaurus's NavLink does with the props it does not read. */
export const ATTRIBUTE = /^(?:title|aria-[a-z]+|data-[a-z0-9-]+)$/;
/** The item types that are links (a dropdown's toggle among them), which take ATTRIBUTE keys. */
const LINKS = ['default', 'doc', 'docSidebar', 'docsVersion', 'dropdown'];

/** A link item's own attributes (`title`, `aria-*`, `data-*`), as strings; undefined when it has none. */
export function linkAttributes(item: object): Record<string, string> | undefined {
  const found = Object.entries(item).filter(([k, v]) => ATTRIBUTE.test(k) && v !== undefined && v !== null);
  return found.length ? Object.fromEntries(found.map(([k, v]) => [k, String(v)])) : undefined;
}

/**
 * A footer link's attributes, as Docusaurus passes them to its element: its own (`title`, `aria-*`, `data-*`), its
 * `className`, and a `target` and `rel` of its own (in place of an external link's new tab and its rel).
 */
export function footerLinkAttributes(item: { className?: string; target?: string; rel?: string }): Record<string, string> | undefined {
  const more = Object.entries({ className: item.className, target: item.target, rel: item.rel }).filter((e): e is [string, string] => Boolean(e[1]));
  const own = linkAttributes(item);
  return more.length ? { ...own, ...Object.fromEntries(more) } : own;
}

/** The problem of a link attribute's value (at `key`), which must be a string (a number or a boolean is written as one). */
export const linkAttributeIssues = (name: string, v: unknown, key: string): ConfigIssue[] =>
  ['string', 'number', 'boolean'].includes(typeof v) ? [] : [{ key, message: `must be a string (the link's ${name} attribute), got ${got(v)}` }];

const COMMON: Record<string, Field> = { position: 'position', className: 'string' };
const PLUGIN: Record<string, Field> = { docsPluginId: 'string' };
/** A locale or version dropdown's own links, before and after its locales or versions. */
const AROUND: Record<string, Field> = { dropdownItemsBefore: 'items', dropdownItemsAfter: 'items' };

/** Each item type, its fields (besides `type`) and the ones it needs. */
const TYPES: Record<string, { fields: Record<string, Field>; required?: string[]; oneOf?: string[] }> = {
  // `activeBasePath` and `activeBaseRegex`: when the link is current, instead of on its own page and those below it.
  // `html`: the link's content as HTML instead of its label (which then names the link for screen readers).
  default: { fields: { ...COMMON, label: 'string', html: 'string', to: 'string', href: 'string', activeBasePath: 'string', activeBaseRegex: 'regex', target: 'target', rel: 'string' }, required: ['label|html'], oneOf: ['to', 'href'] },
  doc: { fields: { ...COMMON, ...PLUGIN, docId: 'string', label: 'string' }, required: ['docId'] },
  docSidebar: { fields: { ...COMMON, ...PLUGIN, sidebarId: 'string', label: 'string' }, required: ['sidebarId'] },
  // `to` or `href`: the label is a link there (Docusaurus's too); the list opens on hover, focus and the arrow keys.
  // No label (Fiber's GitHub menu): its className draws the toggle, and its `aria-label` names it, as in Docusaurus.
  // Its `target` and `rel`: its own link's, as a link item's (Apify's `target: '_self'` on its own site's absolute URLs).
  dropdown: { fields: { ...COMMON, label: 'string', to: 'string', href: 'string', target: 'target', rel: 'string', items: 'items' }, required: ['items'] },
  html: { fields: { ...COMMON, value: 'string' }, required: ['value'] },
  // The search box takes no class: its place only (docgen's one search box is drawn the same everywhere).
  search: { fields: { position: 'position' } },
  localeDropdown: { fields: { ...COMMON, label: 'string', ...AROUND } },
  docsVersion: { fields: { ...COMMON, ...PLUGIN, label: 'string', to: 'string' } },
  // `versions`: the version names it lists, in order, or a map of them to `{ label }` (Docusaurus 3.5's).
  docsVersionDropdown: { fields: { ...COMMON, ...PLUGIN, label: 'string', ...AROUND, dropdownActiveClassDisabled: 'boolean', versions: 'versions' } }
};

/** What a dropdown may list: links and raw HTML, not another dropdown, the search box or a version/locale menu. */
const IN_DROPDOWN = ['default', 'doc', 'docSidebar', 'docsVersion', 'html'];

/** A type of a site's own navbar item (`custom-chat`): a component of `islands.navbarItems`, its other keys its props. */
export const isCustomType = (type: unknown): type is `custom-${string}` => typeof type === 'string' && /^custom-./.test(type);

export const got = (v: unknown) => (Array.isArray(v) ? 'an array' : v === null ? 'null' : typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)}`);

/** The problems of `themeConfig.navbar.items` (or a dropdown's `items`), each naming its key. */
export function navbarItemsIssues(value: unknown, key: string, inDropdown = false): ConfigIssue[] {
  if (!Array.isArray(value)) return [{ key, message: `must be an array, got ${got(value)}` }];
  return value.flatMap((item, i) => itemIssues(item, `${key}[${i}]`, inDropdown));
}

function itemIssues(item: unknown, key: string, inDropdown: boolean): ConfigIssue[] {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return [{ key, message: `must be an object (a navbar item), got ${got(item)}` }];
  const fields = Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined)) as Record<string, unknown>;
  const type = fields.type ?? 'default';
  if (isCustomType(type)) return customIssues(fields, key, inDropdown);
  const spec = typeof type === 'string' && Object.hasOwn(TYPES, type) ? TYPES[type] : undefined;
  if (!spec) {
    return [{ key: `${key}.type`, value: typeof type === 'string' ? type : undefined, message: `No NavbarItem component found for type "${String(type)}".`, exact: true, hint: `${key}.type: the types are ${Object.keys(TYPES).map((t) => `"${t}"`).join(', ')}, and "custom-<name>" for a component of islands.navbarItems` }];
  }
  if (inDropdown && !IN_DROPDOWN.includes(type as string)) {
    return [{ key: `${key}.type`, value: type as string, message: `a dropdown cannot hold a "${type}" item; its items are links (default, doc, docSidebar, docsVersion) and html` }];
  }
  const issues: ConfigIssue[] = [];
  // `a|b`: one of them.
  for (const names of spec.required ?? []) {
    const [name, or] = names.split('|');
    if (fields[name] === undefined && (or === undefined || fields[or] === undefined)) issues.push({ key: `${key}.${name}`, message: `is required for a "${type}" navbar item${or ? ` (or "${or}")` : ''}` });
  }
  if (spec.oneOf && spec.oneOf.every((name) => fields[name] === undefined)) issues.push({ key: `${key}.${spec.oneOf[0]}`, message: `a link needs ${spec.oneOf.map((n) => `"${n}"`).join(' or ')}` });
  for (const [name, v] of Object.entries(fields)) {
    if (name === 'type') continue;
    const field = spec.fields[name];
    const at = `${key}.${name}`;
    if (!field && LINKS.includes(type as string) && ATTRIBUTE.test(name)) issues.push(...linkAttributeIssues(name, v, at));
    else if (!field || (inDropdown && name === 'position')) {
      issues.push({ key: at, message: inDropdown && name === 'position' ? 'has no effect inside a dropdown: place the dropdown instead' : `is not an option of a "${type}" navbar item (its options: ${Object.keys(spec.fields).join(', ')}${LINKS.includes(type as string) ? ", and the link's title, aria-* and data-* attributes" : ''})` });
    } else if (field === 'items') issues.push(...navbarItemsIssues(v, at, true));
    else if (field === 'position' && v !== 'left' && v !== 'right') issues.push({ key: at, message: `must be one of "left", "right", got ${got(v)}` });
    else if (field === 'target' && v !== '_blank' && v !== '_self') issues.push({ key: at, message: `must be one of "_blank" (a new tab), "_self" (this tab), got ${got(v)}` });
    else if (field === 'string' && typeof v !== 'string') issues.push({ key: at, message: `must be a string, got ${got(v)}` });
    else if (field === 'boolean' && typeof v !== 'boolean') issues.push({ key: at, message: `must be a boolean, got ${got(v)}` });
    else if (field === 'versions') issues.push(...versionsIssues(v, at));
    else if (field === 'regex') {
      if (typeof v !== 'string') issues.push({ key: at, message: `must be a string (a regular expression), got ${got(v)}` });
      else {
        try {
          new RegExp(v);
        } catch (error) {
          issues.push({ key: at, message: `is not a regular expression: ${(error as Error).message}` });
        }
      }
    }
  }
  return issues;
}

/** A version dropdown's `versions`: version names, or an object of them whose values are `{ label }`. */
function versionsIssues(v: unknown, key: string): ConfigIssue[] {
  if (Array.isArray(v)) return v.flatMap((name, i) => (typeof name === 'string' ? [] : [{ key: `${key}[${i}]`, message: `must be a version name (a string), got ${got(name)}` }]));
  if (typeof v !== 'object' || v === null) return [{ key, message: `must be an array of version names, or an object of them to { label }, got ${got(v)}` }];
  return Object.entries(v).flatMap(([name, c]) => {
    const ok = typeof c === 'object' && c !== null && !Array.isArray(c) && Object.entries(c).every(([k, l]) => k === 'label' && typeof l === 'string');
    return ok ? [] : [{ key: `${key}.${name}`, message: `must be { label: string } (the version's label in the dropdown), got ${got(c)}` }];
  });
}

/**
 * A `custom-*` item: its keys are its component's props, any of them; only where it goes is checked. (That a component
 * of its type exists is checked when the module is loaded, src/islands/site.ts.)
 */
function customIssues(fields: Record<string, unknown>, key: string, inDropdown: boolean): ConfigIssue[] {
  if (inDropdown) return [{ key: `${key}.type`, value: fields.type as string, message: `a dropdown cannot hold a "${fields.type}" item; its items are links (default, doc, docSidebar, docsVersion) and html` }];
  const { position } = fields;
  return position === undefined || position === 'left' || position === 'right' ? [] : [{ key: `${key}.position`, message: `must be one of "left", "right", got ${got(position)}` }];
}
