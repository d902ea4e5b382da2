// Site -> search-index-{tag}.json: one document per section of every page, and a compact lunr index.
import type { Page, PageKind, Section, SidebarItem, Site } from '../types.js';
import { tagLabels } from '../content/tags.js';
import { tokenizeCached as tokenize } from './terms.js';
import { BM25, EXCERPT_LENGTH, FIELD_BOOSTS, INTRO_BOOST, indexFile, storeAnchor, writePostings, type SearchIndexFile, type StoredDocument, type StoredPage } from '../../theme/search/format.js';
import { MAIN_DOCS } from '../versions/folders.js';

/** The docs tag of the current docs version (`docs-default-{version}` for the others). */
export const DOCS_TAG = 'docs-default-current';

/** The search tag of a version of a docs folder (`default`: the main docs), as Docusaurus names it: `docs-community-1.0`. */
export const versionTag = (version: string, folder = MAIN_DOCS) => `docs-${folder}-${version}`;

export interface SearchOptions {
  /** How many of a page's sidebar parent categories are indexed, nearest first (0: none; they are still shown). */
  indexParentCategories: number;
}

/** The tags that have an index file, for the client to fetch: a site with versions has one per version, and searches the reader's. */
export function searchTags(site: Site): string[] {
  return site.pages.length ? [site.config.instance?.searchTag ?? DOCS_TAG] : [];
}

/** Each tag's index file (path below the out dir) with a function that makes its JSON: the build calls it at once, the dev server on first request. */
export function searchFiles(site: Site, options: SearchOptions): Map<string, () => string> {
  return new Map(searchTags(site).map((tag) => [indexFile(tag), () => JSON.stringify(buildSearchIndex(searchPages(site), options))]));
}

/** The search document type of each page kind that is searched (spec §3); lists and tag pages are not. */
const SEARCH_TYPE: Partial<Record<PageKind, StoredPage['type']>> = { docs: 'docs', page: 'other', 'blog-post': 'blog' };
const searchType = (page: Page) => SEARCH_TYPE[page.kind ?? 'docs'];

/** Pages in sidebar order, then the pages no sidebar lists (unlisted ones left out): equal scores rank in this order. */
export function searchPages(site: Site): Page[] {
  const byRoute = new Map(site.pages.map((p) => [p.route, p]));
  const ordered = new Set<Page>();
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category') walk(item.items);
      else if (item.type === 'link' && byRoute.has(item.href)) ordered.add(byRoute.get(item.href)!);
    }
  };
  Object.values(site.sidebars).forEach(walk);
  for (const p of site.pages) if (searchType(p)) ordered.add(p);
  // Unlisted pages are found only through a link to them.
  return [...ordered].filter((p) => !p.doc.frontmatter.unlisted);
}

/**
 * The sections a page contributes: its intro (the page as a whole) and every section with text.
 * A heading with nothing under it but subsections (a pallet's h2 on a chain page) is only a
 * group: its subsections carry its name in their content.
 */
export function searchableSections(page: Page): Section[] {
  return page.doc.sections.filter((s) => s.depth === 1 || s.text);
}

/** The terms of each indexed field of one search document. */
export interface FieldTerms {
  title: string[];
  content: string[];
  tags: string[];
  sidebarParentCategories: string[];
}

/** The stored pages and documents, and the terms each document holds in the indexed fields (content terms come tokenized from the parse stage). */
export function searchDocuments(pages: Page[], options: SearchOptions) {
  const stored: StoredPage[] = [];
  const documents: StoredDocument[] = [];
  const terms: FieldTerms[] = [];
  const excerpts = new Map<string, number>();
  const excerptOf = (text: string) => {
    const e = excerpt(text);
    let i = excerpts.get(e);
    if (i === undefined) excerpts.set(e, (i = excerpts.size));
    return i;
  };
  for (const page of pages) {
    const categories = page.breadcrumbs.slice(0, -1).map((b) => b.label);
    const labels = tagLabels(page.doc);
    const p = stored.push({ title: page.title, route: page.route, tags: labels, categories, type: searchType(page) ?? 'docs' }) - 1;
    const indexedCategories = options.indexParentCategories > 0 ? tokenize(categories.slice(-options.indexParentCategories).join(' ')) : [];
    const tags = tokenize([...labels, ...(page.doc.frontmatter.keywords ?? [])].join(' '));
    for (const section of searchableSections(page)) {
      const intro = section.depth === 1;
      documents.push([p, intro ? '' : storeAnchor(section.id ?? '', section.title), intro ? '' : section.title, excerptOf(section.text)]);
      terms.push({ title: tokenize(intro ? page.title : section.title), content: section.terms ? section.terms.split(' ') : [], tags, sidebarParentCategories: indexedCategories });
    }
  }
  const fields = (Object.keys(FIELD_BOOSTS) as Array<keyof FieldTerms>).filter((f) => f !== 'sidebarParentCategories' || options.indexParentCategories > 0);
  return { pages: stored, documents, excerpts: [...excerpts.keys()], terms, fields };
}

export function buildSearchIndex(pages: Page[], options: SearchOptions): SearchIndexFile {
  const { pages: stored, documents, excerpts, terms, fields } = searchDocuments(pages, options);
  return { pages: stored, excerpts, documents, index: invert(terms, fields) };
}

/** The start of a section's text, cut at a word boundary. */
function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

/** Counts terms per field and document, then stores the postings (see StoredIndex). */
function invert(docs: FieldTerms[], fields: Array<keyof FieldTerms>): SearchIndexFile['index'] {
  const perField = fields.map(() => new Map<string, number[]>()); // term -> [doc, tf, doc, tf...]
  const lengths = fields.map(() => new Array<number>(docs.length).fill(0));
  docs.forEach((t, doc) => {
    fields.forEach((field, f) => {
      const terms = t[field];
      lengths[f][doc] = terms.length;
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      const postings = perField[f];
      for (const [term, tf] of counts) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push(doc, tf);
      }
    });
  });
  const all = new Set<string>();
  for (const m of perField) for (const term of m.keys()) all.add(term);
  const terms = [...all].sort();
  const postings = perField.map((m) => {
    const out: string[] = [];
    for (const term of terms) writePostings(m.get(term) ?? [], out);
    return out.join('');
  });
  return { version: 2, k1: BM25.k1, b: BM25.b, introBoost: INTRO_BOOST, fields: fields.map((f) => [f, FIELD_BOOSTS[f]]), terms, postings, lengths };
}
