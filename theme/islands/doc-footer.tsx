// The theme's doc footer and its parts, as a site's own DocItem/Footer (islands.docFooter, a Docusaurus site's swizzled
// `src/theme/DocItem/Footer`) draws them: "Edit this page", the last update, the tags, in docgen's markup. The site's
// footer, an island below the article, takes the place of docgen's own (src/islands/index.ts).
import generated from './generated.js';
import { messageOf } from './context.js';

/** The page's doc data (DOC in src/islands/generated.ts), with the last update as docgen words it (its HTML). */
const doc = generated('docgen:doc');
const metadata = () => (doc.metadata ?? {}) as { editUrl?: string; tags?: Tag[]; docgenLastUpdate?: string };

interface Tag {
  label: string;
  permalink: string;
  description?: string;
}

/** `@theme/EditThisPage`: the link to the page's source. */
export function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <a className="theme-edit-this-page" href={editUrl} target="_blank" rel="noopener noreferrer">
      {messageOf('theme.common.editThisPage') ?? 'Edit this page'}
    </a>
  );
}

/** `@theme/LastUpdated`: the page's last update, in the words and date format docgen gives it. */
export function LastUpdated(_: { lastUpdatedAt?: number; lastUpdatedBy?: string; formattedLastUpdatedAt?: string }) {
  const html = metadata().docgenLastUpdate;
  return html ? <span className="last-updated theme-last-updated" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** `@theme/TagsListInline`: "Tags:" and the tags' links. */
export function TagsListInline({ tags }: { tags: Tag[] }) {
  return (
    <div className="tags-row">
      <b>{messageOf('theme.tags.tagsListLabel') ?? 'Tags:'}</b>
      <ul className="tags-list">
        {tags.map((t) => (
          <li key={t.permalink}>
            <a className="tag" href={t.permalink} title={t.description}>
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The theme's DocItem/Footer, which a site's own may wrap (`@theme-original/DocItem/Footer`): the tags, then the edit link and last update. */
export default function DocItemFooter() {
  const { editUrl, tags = [], docgenLastUpdate } = metadata();
  if (!editUrl && !tags.length && !docgenLastUpdate) return null;
  return (
    <footer className="doc-footer">
      {tags.length > 0 && <TagsListInline tags={tags} />}
      {(editUrl || docgenLastUpdate) && (
        <div className="doc-meta-row">
          {editUrl && (
            <div className="edit-this-page">
              <EditThisPage editUrl={editUrl} />
            </div>
          )}
          <LastUpdated />
        </div>
      )}
    </footer>
  );
}
