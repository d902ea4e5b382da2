// The language switch: the same page in each other locale (else that locale's home), keeping query and hash.
import type { ReactNode } from 'react';
import type { PageData, SiteData } from '../types.js';
import { keepQueryAndHash } from './VersionDropdown.js';
import { DropdownMenu } from './navbar/DropdownMenu.js';

export function LocaleDropdown({ i18n, page, label, className, before, after }: { i18n: NonNullable<SiteData['i18n']>; page: PageData; label?: string; className?: string; before?: ReactNode; after?: ReactNode }) {
  const current = i18n.locales.find((l) => l.locale === i18n.current) ?? i18n.locales[0];
  return (
    <DropdownMenu label={label ?? current.label} className={`locale-dropdown${className ? ` ${className}` : ''}`} closeKey={page.route}>
      {before}
      {i18n.locales.map((l) => {
        const to = page.locales?.[l.locale] ?? l.path;
        return (
          <li key={l.locale}>
            <a className="navbar-dropdown-link" href={to} data-to={to} hrefLang={l.htmlLang} lang={l.htmlLang} aria-current={l.locale === current.locale ? 'true' : undefined} onClick={keepQueryAndHash}>
              {l.label}
            </a>
          </li>
        );
      })}
      {after}
    </DropdownMenu>
  );
}
