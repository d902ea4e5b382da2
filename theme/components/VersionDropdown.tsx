// The docs version dropdown: the same doc in each other version (else its main doc), keeping query and hash; the choice is remembered.
import { useEffect, useState, type MouseEvent } from 'react';
import type { PageData, SiteData, VersionData } from '../types.js';
import { DropdownMenu } from './navbar/DropdownMenu.js';

/** Where the chosen version is remembered (docs plugin id `default`), as Docusaurus names it. */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/**
 * The remembered version, if it still exists; a stored name that no longer does is cleared. Storage
 * that throws remembers nothing (the inline storage check has warned once, see inline.ts).
 */
export function preferredVersion(versions: VersionData[]): string | null {
  try {
    const name = localStorage.getItem(PREFERRED_VERSION_KEY);
    if (name === null || versions.some((v) => v.name === name)) return name;
    localStorage.removeItem(PREFERRED_VERSION_KEY);
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
 * entry is the reader's doc in that version, else the version's main doc.
 */
export function VersionDropdown({ docs, page, label }: { docs: NonNullable<SiteData['docs']>; page: PageData; label?: string }) {
  const { versions, version: active } = docs;
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(preferredVersion(versions)), [versions]);
  // A page that is in no version (the not-found page) shows the remembered one.
  const shown = versions.find((v) => v.name === (page.notFound && preferred ? preferred : active)) ?? versions[0];
  const choose = (v: VersionData) => (e: MouseEvent<HTMLAnchorElement>) => {
    keepQueryAndHash(e);
    try {
      localStorage.setItem(PREFERRED_VERSION_KEY, v.name);
    } catch {
      // not remembered (see preferredVersion)
    }
  };
  return (
    <DropdownMenu label={label ?? shown.label} className="version-dropdown" closeKey={page.route}>
      {versions.map((v) => {
        const to = v.name === active && !page.notFound ? page.route : (page.versions?.[v.name] ?? v.mainDoc);
        return (
          <li key={v.name}>
            <a className="navbar-dropdown-link" href={to} data-to={to} aria-current={v.name === shown.name ? 'true' : undefined} onClick={choose(v)}>
              {v.label}
            </a>
          </li>
        );
      })}
    </DropdownMenu>
  );
}
