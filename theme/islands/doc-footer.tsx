// The theme's doc footer and paginator and their parts, as a site's own DocItem/Footer or DocPaginator
// (islands.docFooter, islands.docPaginator: a Docusaurus site's swizzled `src/theme/DocItem/Footer`, `DocPaginator`)
// draws them: "Edit this page", the last update, the tags, the previous and next docs, in docgen's markup. They are
// islands below the article, in place of docgen's own (src/islands/index.ts).
import type { ComponentType } from 'react';
import generated from './generated.js';
import { messageOf } from './context.js';

/** The page's doc data (DOC in src/islands/generated.ts), with the last update as docgen words it (its HTML). */
const doc = generated('docgen:doc');
const metadata = () => (doc.metadata ?? {}) as { editUrl?: string; tags?: Tag[]; docgenLastUpdate?: string; previous?: Neighbour; next?: Neighbour };

/** The previous or next doc, as Docusaurus's metadata has it. */
interface Neighbour {
  title: string;
  permalink: string;
}

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

/** The theme's DocPaginator (`@theme-original/DocPaginator`, which a site's own may wrap): the previous and next docs. */
export function DocPaginator({ previous, next }: { previous?: Neighbour; next?: Neighbour }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination" aria-label={messageOf('theme.docs.paginator.navAriaLabel') ?? 'Docs pages'}>
      {previous && (
        <a className="pagination-link pagination-prev" href={previous.permalink}>
          <span className="pagination-sub">{messageOf('theme.docs.paginator.previous') ?? 'Previous'}</span>
          <span className="pagination-label">{previous.title}</span>
        </a>
      )}
      {next && (
        <a className="pagination-link pagination-next" href={next.permalink}>
          <span className="pagination-sub">{messageOf('theme.docs.paginator.next') ?? 'Next'}</span>
          <span className="pagination-label">{next.title}</span>
        </a>
      )}
    </nav>
  );
}

/** The theme's DocItem/Paginator (`@theme-original/DocItem/Paginator`, which a site's own may wrap): the DocPaginator of the page's previous and next docs. */
export function DocItemPaginator() {
  const { previous, next } = metadata();
  return <DocPaginator previous={previous} next={next} />;
}

/** The site's DocPaginator (or DocItem/Paginator) as the theme's DocItem/Paginator renders it: given the page's previous and next docs. */
export function DocgenPaginator({ component: Paginator }: { component: ComponentType<{ previous?: Neighbour; next?: Neighbour; metadata?: object }> }) {
  const meta = metadata();
  // And the doc's metadata, as Docusaurus 2's alphas gave it (Datagit's `props.metadata.previous`).
  return <Paginator previous={meta.previous} next={meta.next} metadata={meta} />;
}
