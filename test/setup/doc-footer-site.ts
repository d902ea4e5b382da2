// A site whose docs have a footer of its own (islands.docFooter), for the build and browser tests of it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Ejected, as SQD's: a widget of its own, then the theme's parts from useDoc()'s metadata. */
export const EJECTED = `import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import TagsListInline from '@theme/TagsListInline';
import Rating from './Rating';

export default function DocItemFooter() {
  const { metadata } = useDoc();
  const { editUrl, lastUpdatedAt, lastUpdatedBy, tags } = metadata;
  return (
    <>
      <Rating />
      <footer className="site-footer">
        {tags.length > 0 && <TagsListInline tags={tags} />}
        {editUrl && <EditThisPage editUrl={editUrl} />}
        {(lastUpdatedAt || lastUpdatedBy) && <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}
      </footer>
    </>
  );
}
`;

export const RATING = `import React, { useState } from 'react';
export default function Rating() {
  const [said, setSaid] = useState(null);
  return said ? <p className="rating">Thanks for saying {said}.</p> : <p className="rating">Was this helpful? <button type="button" onClick={() => setSaid('yes')}>Yes</button></p>;
}
`;

/** A site with two docs (the first with tags and a last update), a markdown page and a post; `footer`: its module's text. */
export function footerSite(dir: string, footer: string): void {
  for (const d of ['content', 'pages', 'src', 'blog']) mkdirSync(path.join(dir, d), { recursive: true });
  writeFileSync(path.join(dir, 'src/Footer.jsx'), footer);
  writeFileSync(path.join(dir, 'src/Rating.jsx'), RATING);
  writeFileSync(path.join(dir, 'content/index.md'), '---\ntitle: Start\nsidebar_position: 1\ntags: [setup]\nlast_update:\n  date: 2024-05-01\n  author: Ada\n---\n\nThe first doc, and [the second](./second.md).\n');
  writeFileSync(path.join(dir, 'content/second.md'), '---\ntitle: Second\nsidebar_position: 2\n---\n\nThe second doc.\n');
  writeFileSync(path.join(dir, 'pages/about.md'), '# About\n\nThe page.\n');
  writeFileSync(path.join(dir, 'blog/2024-01-01-hello.md'), '---\ntitle: Hello\n---\n\nThe post.\n');
  writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'F', url: 'https://example.com', docs: { editUrl: 'https://github.com/f/f/edit/main/', showLastUpdateTime: true, showLastUpdateAuthor: true }, islands: { docFooter: 'src/Footer.jsx' } };\n");
}

