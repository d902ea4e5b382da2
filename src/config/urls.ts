// Config -> a copy whose links and raw HTML (navbar, footer, logos, announcement bar, sidebars, editUrl) run no script, and a warning at each URL dropped.
import { readFileSync } from 'node:fs';
import type { Config, Diagnostic, FooterHtml, FooterLink, LogoConfig, NavbarItem, SidebarItemConfig } from '../types.js';
import { shortUrl, unsafeScheme } from '../unsafe-url.js';
import { dropUnsafeAttributes } from '../unsafe-html.js';
import { escapeHtml } from '../html.js';
import { positionAt } from '../text-position.js';
import { displayPath } from '../content/scan.js';
import { locate } from './load.js';

interface Found {
  key: string;
  url: string;
  scheme: string;
}

/**
 * React writes a `javascript:` href of a navbar or footer link as one that throws, but lets a
 * `data:text/html` one through, and writes the raw HTML of `html` navbar items and the announcement
 * bar as it is: a `javascript:` link there is live. Here each such link goes (a navbar, footer or
 * sidebar entry entirely: it has nowhere to go), and each is reported once, at the config file.
 */
export function dropUnsafeConfigUrls(config: Config): { config: Config; diagnostics: Diagnostic[] } {
  const found: Found[] = [];
  /** False when one of the fields (`{href, to}`) holds a URL that would run script; notes each such one. */
  const safe = (key: string, fields: Record<string, string | undefined>) => {
    const before = found.length;
    for (const [name, url] of Object.entries(fields)) {
      const scheme = url === undefined ? undefined : unsafeScheme(url);
      if (scheme) found.push({ key: `${key}.${name}`, url: url!, scheme });
    }
    return found.length === before;
  };
  /** An `editUrl` string that runs no script; a function's URLs are checked as it gives them (render/page-meta.ts). */
  const editUrl = <T>(key: string, value: T): T | undefined => (typeof value !== 'string' || safe(key, { editUrl: value }) ? value : undefined);
  const html = (key: string, value: string) => {
    const r = dropUnsafeAttributes(value);
    for (const a of r.removed) found.push({ key, url: a.url, scheme: a.scheme });
    return r.tangled ? escapeHtml(value) : r.html;
  };
  const navItems = (items: NavbarItem[], key: string): NavbarItem[] =>
    items.flatMap((item, i) => {
      const at = `${key}[${i}]`;
      if (!safe(at, { href: item.href, to: item.to })) return [];
      if (item.value !== undefined) return [{ ...item, value: html(`${at}.value`, item.value) }];
      return [item.items ? { ...item, items: navItems(item.items, `${at}.items`) } : item];
    });
  const sidebar = (items: SidebarItemConfig[], key: string): SidebarItemConfig[] =>
    items.flatMap((item, i): SidebarItemConfig[] => {
      if (typeof item === 'string') return [item];
      if (item.type === 'link') return safe(`${key}[${i}]`, { href: item.href }) ? [item] : [];
      if (item.type === 'html') return [{ ...item, value: html(`${key}[${i}].value`, item.value) }];
      if (item.type === 'category') return [{ ...item, items: sidebar(item.items, `${key}[${i}].items`) }];
      return [item];
    });
  const logo = <L extends LogoConfig>(l: L | undefined, key: string): L | undefined => (l && !safe(key, { href: l.href }) ? { ...l, href: undefined } : l);
  const link = (l: FooterLink, key: string) => safe(key, { href: l.href, to: l.to });

  const tc = config.themeConfig;
  const { footer, announcementBar: bar } = tc;
  const result: Config = {
    ...config,
    docs: {
      ...config.docs,
      editUrl: editUrl('docs', config.docs.editUrl),
      sidebars: Object.fromEntries(Object.entries(config.docs.sidebars).map(([name, items]) => [name, sidebar(items, `docs.sidebars.${name}`)]))
    },
    blog: { ...config.blog, editUrl: editUrl('blog', config.blog.editUrl) },
    themeConfig: {
      ...tc,
      announcementBar: bar && { ...bar, content: html('themeConfig.announcementBar.content', bar.content) },
      navbar: { ...tc.navbar, logo: logo(tc.navbar.logo, 'themeConfig.navbar.logo'), items: navItems(tc.navbar.items, 'themeConfig.navbar.items') },
      footer: footer && {
        ...footer,
        logo: logo(footer.logo, 'themeConfig.footer.logo'),
        links: footer.links.flatMap((l, i): Array<(typeof footer.links)[number]> => {
          const key = `themeConfig.footer.links[${i}]`;
          if ('html' in l) return [{ ...l, html: html(`${key}.html`, l.html) }];
          if (!('items' in l)) return link(l, key) ? [l] : [];
          return [{ ...l, items: l.items.flatMap((item, j): Array<FooterLink | FooterHtml> => ('html' in item ? [{ ...item, html: html(`${key}.items[${j}].html`, item.html) }] : link(item, `${key}.items[${j}]`) ? [item] : [])) }];
        }),
        copyright: footer.copyright && html('themeConfig.footer.copyright', footer.copyright)
      }
    }
  };
  return { config: found.length ? result : config, diagnostics: found.length ? report(found, config.configFile) : [] };
}

/** Each dropped URL where the config file writes it (else where its key is). */
function report(found: Found[], configFile: string | null): Diagnostic[] {
  const source = configFile ? readFileSync(configFile, 'utf8') : '';
  const file = configFile ? displayPath(configFile) : 'site.config.ts';
  const diagnostics = found.map((f): Diagnostic => {
    const offset = source.indexOf(f.url);
    return {
      file,
      ...(offset >= 0 ? positionAt(source, offset) : locate(source, f.key)),
      severity: 'warning',
      message: `unsafe URL ${shortUrl(f.url)} in config "${f.key}" removed: ${f.scheme} URLs run script`,
      hint: 'link to a page, or to an https: URL'
    };
  });
  return diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}
