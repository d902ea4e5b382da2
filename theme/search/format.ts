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
 * field, one string holds every term's postings in term order, each term's ended by `,`: its
 * documents as gaps from the previous one (the first from -1), each written as gap * 2, plus 1
 * when the term's frequency in that document follows (otherwise it is 1). Numbers are written in
 * 5-bit groups, lowest first, one character each (see writeNumber): a string parses much faster
 * than arrays of numbers, and most gaps take one character.
 */
export interface StoredIndex {
  version: 2;
  k1: number;
  b: number;
  /** The document boost of a page's intro (the text before its first heading): the page as a whole. */
  introBoost: number;
  /** Indexed fields with their boosts, in order. */
  fields: Array<[string, number]>;
  /** Every term, sorted. */
  terms: string[];
  /** postings[field]: see above. */
  postings: string[];
  /** lengths[field][document]: the number of terms. */
  lengths: number[][];
}

/** 64 characters that need no escaping in JSON; the upper 32 mark a group with more to come. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) VALUE[DIGITS.charCodeAt(i)] = i;

export function writeNumber(n: number, out: string[]): void {
  while (n >= 32) {
    out.push(DIGITS[32 + (n & 31)]);
    n = Math.floor(n / 32);
  }
  out.push(DIGITS[n]);
}

/** Writes one term's postings: [document, frequency] pairs in document order. */
export function writePostings(pairs: number[], out: string[]): void {
  let prev = -1;
  for (let i = 0; i < pairs.length; i += 2) {
    const gap = pairs[i] - prev;
    prev = pairs[i];
    writeNumber(gap * 2 + (pairs[i + 1] > 1 ? 1 : 0), out);
    if (pairs[i + 1] > 1) writeNumber(pairs[i + 1], out);
  }
  out.push(',');
}

/** One field's postings, decoded: term t's entries are docs/tfs[offsets[t]] up to offsets[t + 1]. */
export interface Postings {
  offsets: Int32Array;
  docs: Int32Array;
  tfs: Int32Array;
}

/** Decodes one field's postings string (see StoredIndex) for `count` terms. */
export function readPostings(s: string, count: number): Postings {
  const offsets = new Int32Array(count + 1);
  // Every entry takes at least one character: the string's length bounds their number.
  const docs = new Int32Array(s.length);
  const tfs = new Int32Array(s.length);
  let at = 0;
  let k = 0;
  for (let t = 0; t < count; t++) {
    offsets[t] = k;
    let doc = -1;
    let tf = 0;
    let n = 0;
    let scale = 1;
    for (let c = s.charCodeAt(at++); c !== 44; c = s.charCodeAt(at++)) {
      const v = VALUE[c];
      if (v >= 32) {
        n += (v - 32) * scale;
        scale *= 32;
        continue;
      }
      n += v * scale;
      if (tf > 0) {
        // The frequency that the gap announced.
        tfs[k - 1] = n;
        tf = 0;
      } else {
        doc += Math.floor(n / 2);
        docs[k] = doc;
        tfs[k++] = 1;
        tf = n % 2;
      }
      n = 0;
      scale = 1;
    }
  }
  offsets[count] = k;
  return { offsets, docs, tfs };
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
/** The URL parameter that carries the terms to highlight to the page a result opens. */
export const HIGHLIGHT_PARAM = 'highlight';

export const MAX_QUERY_LENGTH = 512;
/** Characters of a section's text kept for the result snippet. */
export const EXCERPT_LENGTH = 140;

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
