// The banner above a doc of an unreleased or unmaintained version, linking to the same doc in the latest version.
import type { ReactNode } from 'react';
import type { PageData, SiteData } from '../types.js';

/** A message's `{name}` placeholders filled with text. */
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (m, name: string) => values[name] ?? m);

export function VersionBanner({ site, page }: { site: SiteData; page: PageData }) {
  const docs = site.docs;
  if (!docs || docs.banner === 'none' || page.notFound) return null;
  const version = docs.versions.find((v) => v.name === docs.version);
  const latest = docs.versions.find((v) => v.isLast);
  if (!version || !latest) return null;
  const to = page.versions?.[latest.name] ?? latest.mainDoc;
  const labels = site.labels;
  const unreleased = docs.banner === 'unreleased';
  const message = (__DOCGEN_LABELS__ && (unreleased ? labels?.unreleased : labels?.unmaintained)) || (unreleased ? 'This is unreleased documentation for {siteTitle} {versionLabel} version.' : 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.');
  // The suggestion around its link: the text before and after `{latestVersionLink}`.
  const [before, after = ''] = fill((__DOCGEN_LABELS__ && labels?.latest) || 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).', { versionLabel: latest.label }).split('{latestVersionLink}');
  const link: ReactNode = (
    <a href={to}>
      <b>{(__DOCGEN_LABELS__ && labels?.latestLink) || 'latest version'}</b>
    </a>
  );
  return (
    <div className="version-banner" role="note">
      <p>{fill(message, { siteTitle: site.title, versionLabel: version.label })}</p>
      <p>
        {before}
        {link}
        {after}
      </p>
    </div>
  );
}
