// A locale's translation files (i18n/<locale>/…/*.json, Docusaurus's layout) -> the navbar, footer and sidebar labels in that locale.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, SidebarItemConfig, ThemeConfig } from '../types.js';
import { parseJsonFile } from '../json-file.js';
import { displayPath } from '../content/scan.js';

/** Translation id -> message. */
export type Messages = Map<string, string>;

const HINT = 'a translation file is a JSON object of { "id": { "message": "…" } }';

/** The messages of a translation file (`{ id: { message } }`), or an empty map when there is none. */
export function readMessages(file: string): Messages {
  if (!existsSync(file)) return new Map();
  const value = parseJsonFile(readFileSync(file, 'utf8'), displayPath(file), HINT);
  const messages: Messages = new Map();
  if (value && typeof value === 'object') {
    for (const [id, entry] of Object.entries(value)) {
      const message = entry && typeof entry === 'object' ? (entry as { message?: unknown }).message : undefined;
      if (typeof message === 'string') messages.set(id, message);
    }
  }
  return messages;
}

/** The translation files of one locale: the theme's labels, the navbar and footer, and one docs instance's sidebars. */
export function localeFiles(root: string, locale: string, docs: { plugin?: string; version: string }) {
  const dir = path.join(root, 'i18n', locale);
  const plugin = `docusaurus-plugin-content-docs${docs.plugin ? `-${docs.plugin}` : ''}`;
  return {
    code: path.join(dir, 'code.json'),
    navbar: path.join(dir, 'docusaurus-theme-classic', 'navbar.json'),
    footer: path.join(dir, 'docusaurus-theme-classic', 'footer.json'),
    docs: path.join(dir, plugin, `${docs.version === 'current' ? 'current' : `version-${docs.version}`}.json`)
  };
}

/** The navbar and footer with the labels a locale translates (`title`, `item.label.X`, `link.title.X`, `link.item.label.X`, `copyright`). */
export function translateTheme(theme: ThemeConfig, navbar: Messages, footer: Messages): ThemeConfig {
  if (!navbar.size && !footer.size) return theme;
  const t = (m: Messages, id: string, text: string | undefined) => (text === undefined ? undefined : (m.get(id) ?? text));
  const item = <I extends { label?: string; items?: I[] }>(i: I): I => ({ ...i, label: t(navbar, `item.label.${i.label}`, i.label), ...(i.items ? { items: i.items.map(item) } : {}) });
  const link = <L extends { label: string }>(l: L): L => ({ ...l, label: footer.get(`link.item.label.${l.label}`) ?? l.label });
  return {
    ...theme,
    navbar: {
      ...theme.navbar,
      title: t(navbar, 'title', theme.navbar.title),
      logo: theme.navbar.logo && { ...theme.navbar.logo, alt: t(navbar, 'logo.alt', theme.navbar.logo.alt) },
      items: theme.navbar.items.map(item)
    },
    footer: theme.footer && {
      ...theme.footer,
      copyright: t(footer, 'copyright', theme.footer.copyright),
      links: theme.footer.links.map((col) => ('items' in col ? { ...col, title: footer.get(`link.title.${col.title}`) ?? col.title, items: col.items.map(link) } : link(col)))
    }
  };
}

/** Sidebars with their category and link labels in a locale (`sidebar.<name>.category.<label>`, `sidebar.<name>.link.<label>`, `sidebar.<name>.doc.<label>`). */
export function translateSidebars(sidebars: Config['docs']['sidebars'], docs: Messages): Config['docs']['sidebars'] {
  if (!docs.size) return sidebars;
  const each = (name: string, items: SidebarItemConfig[]): SidebarItemConfig[] =>
    items.map((i) => {
      if (typeof i === 'string') return i;
      if (i.type === 'category') return { ...i, label: docs.get(`sidebar.${name}.category.${i.label}`) ?? i.label, items: each(name, i.items) };
      if (i.type === 'link') return { ...i, label: docs.get(`sidebar.${name}.link.${i.label}`) ?? i.label };
      return i.label === undefined ? i : { ...i, label: docs.get(`sidebar.${name}.doc.${i.label}`) ?? i.label };
    });
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, each(name, items)]));
}
