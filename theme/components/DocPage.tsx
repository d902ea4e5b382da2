// The article: breadcrumbs, title, pre-rendered body HTML (a generated index's cards too), edit link and previous/next links.
import { Component, type ReactNode } from 'react';
import type { Labels, PageData } from '../types.js';
import { SearchPage } from './SearchPage.js';

/** Fired on window by "Retry" on a page that could not be loaded (the client entry loads it again). */
export const RETRY_EVENT = 'docgen:retry';

/**
 * `banner`: the version banner, above the breadcrumbs; `toc`: the table of contents, below them and the version badge
 * (where Docusaurus puts its mobile one); `search`: the site's search indexes, for the search page.
 */
export function DocPage({ page, banner, toc, labels, search }: { page: PageData; banner?: ReactNode; toc?: ReactNode; labels?: Labels; search?: { baseUrl: string; tags: string[] } }) {
  if (page.loadError !== undefined) {
    return (
      <div className="load-error" role="alert">
        <h1>{page.title}</h1>
        <p className="error-message">{page.loadError}</p>
        <button type="button" className="button" onClick={() => window.dispatchEvent(new Event(RETRY_EVENT))}>
          Retry
        </button>
      </div>
    );
  }
  // Written on the server, in the locale's words.
  if (page.notFound) return <article className="doc-article not-found" dangerouslySetInnerHTML={{ __html: page.html }} />;
  const edit = page.editUrl && (
    <div className="edit-this-page">
      <a href={page.editUrl} target="_blank" rel="noopener noreferrer">
        {(__DOCGEN_LABELS__ && labels?.edit) || 'Edit this page'}
      </a>
    </div>
  );
  // A React page with its own <main> is no article: its <header> is then the page's banner, as in Docusaurus.
  const Article = __DOCGEN_MDX__ && page.ownMain ? 'div' : 'article';
  return (
    <Article className="doc-article">
      {page.unlisted && <div className="admonition admonition-caution unlisted-banner" role="note" dangerouslySetInnerHTML={{ __html: page.unlisted }} />}
      {banner}
      {/* A page its sidebar lists, at the top level too, as Docusaurus's; from the home page, if the site has one. */}
      {page.breadcrumbs.length > 0 && (
        <nav className="breadcrumbs" aria-label={(__DOCGEN_LABELS__ && labels?.breadcrumbs) || 'Breadcrumbs'}>
          <ol>
            {page.breadcrumbs.map((b, i) => (
              <li key={i} aria-current={i === page.breadcrumbs.length - 1 ? 'page' : undefined}>
                {b.href ? (
                  <a href={b.href} className={b.className}>
                    {b.label}
                  </a>
                ) : (
                  <span>{b.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {/* Only a site with versions has badges: the bundler drops this line from the others' shell. */}
      {__DOCGEN_FAMILY__ && page.versionBadge && <span className="version-badge">{page.versionBadge}</span>}
      {toc}
      {!page.hideTitle && (page.heading !== undefined ? <h1 className="doc-title" dangerouslySetInnerHTML={{ __html: page.heading }} /> : <h1 className="doc-title">{page.title}</h1>)}
      {/* The body is pre-rendered HTML: hydration never walks its nodes. */}
      {/* A generated index page's description and cards are its body's HTML too (src/render/site.ts). */}
      {__DOCGEN_SEARCH_PAGE__ && page.searchPage && search ? (
        <SearchPage baseUrl={search.baseUrl} tags={search.tags} labels={labels} />
      ) : (
        <div className={`markdown${__DOCGEN_MDX__ && page.reactPage ? ' react-page' : ''}`} dangerouslySetInnerHTML={{ __html: page.html }} />
      )}
      {page.lastUpdate ? (
        <div className="doc-meta-row">
          {edit}
          <div className="last-updated" dangerouslySetInnerHTML={{ __html: page.lastUpdate }} />
        </div>
      ) : (
        edit
      )}
      {(page.prev || page.next) && (
        <nav className="pagination" aria-label={(__DOCGEN_LABELS__ && labels?.pages) || 'Docs pages'}>
          {/* Next keeps to the right without it (grid-column: 2). */}
          {page.prev && (
            <a className="pagination-link pagination-prev" href={page.prev.href}>
              <span className="pagination-sub">{(__DOCGEN_LABELS__ && labels?.previous) || 'Previous'}</span>
              <span className="pagination-label">{page.prev.label}</span>
            </a>
          )}
          {page.next && (
            <a className="pagination-link pagination-next" href={page.next.href}>
              <span className="pagination-sub">{(__DOCGEN_LABELS__ && labels?.next) || 'Next'}</span>
              <span className="pagination-label">{page.next.label}</span>
            </a>
          )}
        </nav>
      )}
    </Article>
  );
}

/**
 * "This page crashed." with the error's message and its chain of causes, and "Try again", which
 * renders the children again. A new route clears it.
 */
export class CrashBoundary extends Component<{ children: ReactNode; resetKey: string }, { error?: unknown; key?: string }> {
  state: { error?: unknown; key?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error(String(error)) };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { key?: string }) {
    return props.resetKey !== state.key ? { error: undefined, key: props.resetKey } : null;
  }
  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const chain: string[] = [];
    for (let e: unknown = error; e !== undefined && chain.length < 10; e = e instanceof Error ? e.cause : undefined) chain.push(e instanceof Error ? e.message : String(e));
    return (
      <div className="crash" role="alert">
        <h1>This page crashed.</h1>
        {chain.map((m, i) => (
          <p key={i} className="error-message">
            {i > 0 && <span className="error-cause">Cause: </span>}
            {m}
          </p>
        ))}
        <button type="button" className="button" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}
