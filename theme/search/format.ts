// The search index's files (a head and the shards a query loads) and the documents and hits they make, for the build and the browser.

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
 * A tag's index is a head, `search-index-{tag}.json`, and shards in the folder `search-index-{tag}/`. The head holds
 * what expanding and ranking a query needs of every term and section; a query then loads the postings shards of the
 * terms it expands to, and the excerpts shards of the sections it shows. The engine rebuilds lunr's index from them
 * (see engine.ts). Lists are packed into strings (codec.ts): a string parses much faster than an array of numbers.
 */
export interface SearchHead {
  version: 4;
  /** A hash of the whole index: every shard's name carries it, so that a head never reads another build's shards. */
  build: string;
  k1: number;
  b: number;
  /** Indexed fields with their boosts, in order. */
  fields: Array<[string, number]>;
  pages: StoredPage[];
  /** How many sections each page has (writeNumbers): the sections are stored page by page. */
  sections: string;
  /** Each section's title, '' for a page's intro (writeLines). */
  titles: string;
  /** Each section's anchor as stored (see StoredDocument), '' for a page's intro (writeLines). */
  anchors: string;
  /** Every term, sorted (writeTerms). */
  terms: string;
  /** Per field, how many sections hold each term there (writeNumbers). */
  freqs: string[];
  /** Per field, each section's number of terms (writeNumbers). */
  lengths: string[];
  /**
   * Per field, the first term of each postings shard, each as its gap from the one before (writeNumbers): shard k
   * holds the terms from its first up to the next shard's.
   */
  postings: string[];
  /** The first section of each excerpts shard, each as its gap from the one before (writeNumbers). */
  excerpts: string;
  /** The site's synonyms (config `search.synonyms`): groups of words or phrases that mean the same. */
  synonyms?: string[][];
}

/** A postings shard: the postings of its terms in one field (writePostings), in term order. */
export type PostingsShard = string;
/** An excerpts shard: its sections' excerpts, in order. */
export type ExcerptsShard = string[];

/** The name of postings shard k of a field, in the shard folder. */
export const postingsFile = (build: string, field: number, k: number) => `p${field}-${k}.${build}.json`;
/** The name of excerpts shard k, in the shard folder. */
export const excerptsFile = (build: string, k: number) => `e${k}.${build}.json`;

/**
 * What an engine holds of a tag's index: every page and section, as ranking reads them. A section's excerpt is
 * `excerpts[documents[id][3]]`, there once its shard has loaded.
 */
export interface SearchIndexFile {
  pages: StoredPage[];
  excerpts: string[];
  documents: StoredDocument[];
}

/** `headings`: the page title and, for an h3, the h2 a section sits under (VitePress indexes them too): a question's words are often spread over them and the section's own heading. */
export const FIELD_BOOSTS = { title: 5, headings: 3, content: 1, tags: 3, sidebarParentCategories: 2 } as const;
export const BM25 = { k1: 1.2, b: 0.75 } as const;
export const MAX_RESULTS = 8;
/** The URL parameter that carries the terms to highlight to the page a result opens. */
export const HIGHLIGHT_PARAM = 'highlight';

export const MAX_QUERY_LENGTH = 512;
/** Characters of a section's text kept for the result snippet. */
export const EXCERPT_LENGTH = 140;

/** The file name of a tag's index head, below the base URL. */
export const indexFile = (tag: string) => `search-index-${tag}.json`;
/** The folder of a tag's index shards, below the base URL. */
export const shardFolder = (tag: string) => `search-index-${tag}/`;

/** The anchor as stored: see StoredDocument. */
export function storeAnchor(anchor: string, title: string): string {
  const tail = title.toLowerCase();
  return tail && !anchor.includes('*') && anchor.endsWith(tail) ? `${anchor.slice(0, -tail.length)}*` : anchor;
}

/** Expands a stored section to the spec's search document (its content empty while its excerpt has not loaded). */
export function expandDocument(file: SearchIndexFile, id: number): SearchDocument {
  const [p, anchor, sectionTitle, excerpt] = file.documents[id];
  const page = file.pages[p];
  return {
    id,
    title: sectionTitle || page.title,
    content: file.excerpts[excerpt] ?? '',
    tags: page.tags,
    sidebarParentCategories: page.categories,
    type: page.type,
    sectionRoute: anchor ? `${page.route}#${anchor.endsWith('*') ? anchor.slice(0, -1) + sectionTitle.toLowerCase() : anchor}` : page.route,
    sectionTitle: sectionTitle || page.title,
    pageTitle: page.title
  };
}
