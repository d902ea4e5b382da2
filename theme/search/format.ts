// The search index file's shape, `search-index-{tag}.json`, shared by the build and the browser.

/** A search document: one section of a page (spec §3). */
export interface SearchDocument {
  id: number;
  /** The section's heading; the page title for the text before the first heading. */
  title: string;
  content: string;
  tags: string[];
  sidebarParentCategories: string[];
  type: 'docs' | 'blog' | 'other';
  /** The page route, with `#anchor` for a heading's section. */
  sectionRoute: string;
  sectionTitle: string;
  pageTitle: string;
}

/** One search result (spec §3): the document, its score and the index terms it matched. */
export interface SearchHit {
  document: SearchDocument;
  score: number;
  terms: string[];
}

/** What every section of one page shares, stored once. */
export interface StoredPage {
  title: string;
  route: string;
  tags: string[];
  categories: string[];
  type: SearchDocument['type'];
}

/**
 * A section as stored: [page index, anchor ('' for the page's intro), section title, excerpt index].
 * An anchor that ends with the lowercased title is stored as its start and `*`, as the chain pages'
 * `system-account` for `account`.
 */
export type StoredDocument = [number, string, string, number];

/**
 * The inverted index, compact: the client rebuilds a lunr.Index from it (see engine.ts). For each
 * field and term, the postings are document numbers as gaps from the previous one; a gap stored
 * negative is followed by the term's frequency in that field (otherwise 1).
 */
export interface StoredIndex {
  version: 1;
  k1: number;
  b: number;
  /** The document boost of a page's intro (the text before its first heading): the page as a whole. */
  introBoost: number;
  /** Indexed fields with their boosts, in order. */
  fields: Array<[string, number]>;
  /** Every term, sorted. */
  terms: string[];
  /** postings[field][term]: 0 when the term does not occur in that field. */
  postings: Array<Array<number[] | 0>>;
  /** lengths[field][document]: the number of terms. */
  lengths: number[][];
}

export interface SearchIndexFile {
  pages: StoredPage[];
  /** The sections' text excerpts, each stored once (chains share most of their pallets' docs). */
  excerpts: string[];
  documents: StoredDocument[];
  index: StoredIndex;
}

export const FIELD_BOOSTS = { title: 5, content: 1, tags: 3, sidebarParentCategories: 2 } as const;
export const BM25 = { k1: 1.2, b: 0.75 } as const;
export const MAX_RESULTS = 8;
/** A page's intro is the page as a whole: it ranks above one of its sections for the same words. */
export const INTRO_BOOST = 2;
export const MAX_QUERY_LENGTH = 512;
/** Characters of a section's text kept for the result snippet. */
export const EXCERPT_LENGTH = 200;

/** The file name of a tag's index, below the base URL. */
export const indexFile = (tag: string) => `search-index-${tag}.json`;

/** The anchor as stored: see StoredDocument. */
export function storeAnchor(anchor: string, title: string): string {
  const tail = title.toLowerCase();
  return tail && !anchor.includes('*') && anchor.endsWith(tail) ? `${anchor.slice(0, -tail.length)}*` : anchor;
}

/** Expands a stored section to the spec's search document. */
export function expandDocument(file: SearchIndexFile, id: number): SearchDocument {
  const [p, anchor, sectionTitle, excerpt] = file.documents[id];
  const page = file.pages[p];
  return {
    id,
    title: sectionTitle || page.title,
    content: file.excerpts[excerpt],
    tags: page.tags,
    sidebarParentCategories: page.categories,
    type: page.type,
    sectionRoute: anchor ? `${page.route}#${anchor.endsWith('*') ? anchor.slice(0, -1) + sectionTitle.toLowerCase() : anchor}` : page.route,
    sectionTitle: sectionTitle || page.title,
    pageTitle: page.title
  };
}
