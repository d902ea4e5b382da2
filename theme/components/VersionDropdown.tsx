// The docs version dropdown: the same doc in each other version (else its main doc), keeping query and hash; the choice is
// remembered, unless versionPersistence is 'none'.
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import type { PageData, VersionData } from '../types.js';
import { DropdownMenu } from './navbar/DropdownMenu.js';

/** Where the chosen version of a docs instance (none: the main docs, `default`) is remembered, as Docusaurus names it. */
export const preferredVersionKey = (plugin = 'default') => `docs-preferred-version-${plugin}`;

/**
 * The remembered version, if it still exists; a stored name that no longer does is cleared. Storage
 * that throws remembers nothing (the inline storage check has warned once, see inline.ts).
 */
export function preferredVersion(versions: VersionData[], plugin?: string): string | null {
  const key = preferredVersionKey(plugin);
  try {
    const name = localStorage.getItem(key);
    if (name === null || versions.some((v) => v.name === name)) return name;
    localStorage.removeItem(key);
  } catch {
    // not remembered
  }
  return null;
}

/** A link's target with the reader's current query string and hash added, set as it is followed. */
export function keepQueryAndHash(e: MouseEvent<HTMLAnchorElement>): void {
  const a = e.currentTarget;
  const target = new URL(a.getAttribute('data-to') ?? a.href, location.href);
  a.href = target.pathname + location.search + location.hash;
}

/**
 * The dropdown of a site with several versions (the navbar draws a plain link with one): each
 * entry is the reader's doc in that version, else the version's main doc. The versions of docs
 * the page is not in (another docs instance's: no `version`) link to their main docs, and the
 * dropdown names the remembered one, else the last.
 */
export function VersionDropdown({ docs, plugin, page, label, className, before, after, persist }: { docs: { version?: string; versions: VersionData[] }; plugin?: string; page: PageData; label?: string; className?: string; before?: ReactNode; after?: ReactNode; persist: boolean }) {
  const { versions, version: active } = docs;
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(persist ? preferredVersion(versions, plugin) : null), [versions, plugin, persist]);
  // A page that is in no version (the not-found page, another instance's page) shows the remembered one.
  const here = active !== undefined && !page.notFound;
  const pick = (name?: string | null) => versions.find((v) => v.name === name);
  const shown = (here ? pick(active) : (pick(preferred) ?? (active === undefined ? versions.find((v) => v.isLast) : pick(active)))) ?? versions[0];
  const choose = (v: VersionData) => (e: MouseEvent<HTMLAnchorElement>) => {
    keepQueryAndHash(e);
    try {
      if (persist) localStorage.setItem(preferredVersionKey(plugin), v.name);
    } catch {
      // not remembered (see preferredVersion)
    }
  };
  return (
    <DropdownMenu label={label ?? shown.label} className={`version-dropdown${className ? ` ${className}` : ''}`} closeKey={page.route}>
      {before}
      {versions.map((v) => {
        const to = active === undefined ? v.mainDoc : v.name === active && !page.notFound ? page.route : (page.versions?.[v.name] ?? v.mainDoc);
        return (
          <li key={v.name}>
            <a className="navbar-dropdown-link" href={to} data-to={to} aria-current={active !== undefined && v.name === shown.name ? 'true' : undefined} onClick={choose(v)}>
              {v.label}
            </a>
          </li>
        );
      })}
      {after}
    </DropdownMenu>
  );
}
