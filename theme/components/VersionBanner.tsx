// The banner above a doc of an unreleased or unmaintained version, linking to the same doc in the latest version.
import type { PageData, SiteData } from '../types.js';

export function VersionBanner({ site, page }: { site: SiteData; page: PageData }) {
  const docs = site.docs;
  if (!docs || docs.banner === 'none' || page.notFound) return null;
  const version = docs.versions.find((v) => v.name === docs.version);
  const latest = docs.versions.find((v) => v.isLast);
  if (!version || !latest) return null;
  const to = page.versions?.[latest.name] ?? latest.mainDoc;
  return (
    <div className="version-banner" role="note">
      <p>
        {docs.banner === 'unreleased' ? `This is unreleased documentation for ${site.title} ${version.label} version.` : `This is documentation for ${site.title} ${version.label}, which is no longer actively maintained.`}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <a href={to}>
          <b>latest version</b>
        </a>{' '}
        ({latest.label}).
      </p>
    </div>
  );
}
