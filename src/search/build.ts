// Site -> its search index files: one document per section of every page, in a head and shards (see format.ts).
import type { Page, PageKind, Section, SidebarItem, Site } from '../types.js';
import { tagLabels } from '../content/tags.js';
import { tokenizeCached as tokenize } from './terms.js';
import { EXCERPT_LENGTH, FIELD_BOOSTS, indexFile, shardFolder, storeAnchor, type StoredDocument, type StoredPage } from '../../theme/search/format.js';
import { MAIN_DOCS } from '../versions/folders.js';
import { Inverter } from './invert.js';
import { packIndex, type PackedIndex } from './pack.js';

/** The docs tag of the current docs version (`docs-default-{version}` for the others). */
export const DOCS_TAG = 'docs-default-current';

/** The search tag of a version of a docs folder (`default`: the main docs), as Docusaurus names it: `docs-community-1.0`. */
export const versionTag = (version: string, folder = MAIN_DOCS) => `docs-${folder}-${version}`;

export interface SearchOptions {
  /** How many of a page's sidebar parent categories are indexed, nearest first (0: none; they are still shown). */
  indexParentCategories: number;
  /** Groups of words or phrases that mean the same (config `search.synonyms`). */
  synonyms?: string[][];
}

/** The tags that have an index file, for the client to fetch: a site with versions has one per version, and searches the reader's. */
export function searchTags(site: Site): string[] {
  return site.pages.length ? [site.config.instance?.searchTag ?? DOCS_TAG] : [];
}

/** One tag's index files: the head's path and the shard folder's (below the out dir), and a function that makes them all. */
export interface SearchFiles {
  head: string;
  folder: string;
  /** Every file, path -> contents: the build calls it at once, the dev server on the first request for one of them. */
  make: () => Map<string, string | Uint8Array>;
}

/** Each tag's index files. */
export function searchFiles(site: Site, options: SearchOptions): SearchFiles[] {
  return searchTags(site).map((tag) => ({ head: indexFile(tag), folder: shardFolder(tag), make: () => indexFiles(buildSearchIndex(searchPages(site), options), tag) }));
}

/** A packed index as files, by their paths below the out dir. */
export function indexFiles(index: PackedIndex, tag: string): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>([[indexFile(tag), JSON.stringify(index.head)]]);
  for (const [name, contents] of index.shards) files.set(shardFolder(tag) + name, contents);
  return files;
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
  /** The headings a section sits under: its page's title, and for an h3 the h2 (none for a page's intro, whose title is the page's). */
  headings: string[];
  content: string[];
  tags: string[];
  sidebarParentCategories: string[];
}

/** The fields a site indexes, in order: a page's sidebar categories only when the site asks for them. */
export function indexedFields(options: SearchOptions): Array<keyof FieldTerms> {
  return (Object.keys(FIELD_BOOSTS) as Array<keyof FieldTerms>).filter((f) => f !== 'sidebarParentCategories' || options.indexParentCategories > 0);
}

/** What every section of a page shares, stored once. */
function storedPage(page: Page): StoredPage {
  return { title: page.title, route: page.route, tags: tagLabels(page), categories: page.breadcrumbs.slice(0, -1).map((b) => b.label), type: searchType(page) ?? 'docs' };
}

/** One search document as it is stored and indexed. */
export interface SearchSection {
  /** The page's index in the list given. */
  page: number;
  anchor: string;
  title: string;
  excerpt: string;
  terms: FieldTerms;
}

/** The search documents of the pages, one at a time (content terms come tokenized from the parse stage). */
export function* searchSections(pages: Page[], options: SearchOptions): Generator<SearchSection> {
  for (const [p, page] of pages.entries()) {
    const stored = storedPage(page);
    const indexedCategories = options.indexParentCategories > 0 ? tokenize(stored.categories.slice(-options.indexParentCategories).join(' ')) : [];
    const tags = tokenize([...stored.tags, ...(page.doc.frontmatter.keywords ?? [])].join(' '));
    for (const section of searchableSections(page)) {
      const intro = section.depth === 1;
      yield {
        page: p,
        anchor: intro ? '' : storeAnchor(section.id ?? '', section.title),
        title: intro ? '' : section.title,
        excerpt: excerpt(section.text),
        terms: { title: tokenize(intro ? page.title : section.title), headings: intro ? [] : headingTerms(page.title, section), content: section.terms ? section.terms.split(' ') : [], tags, sidebarParentCategories: indexedCategories }
      };
    }
  }
}

/** Every stored page and document, and the terms each document holds in the indexed fields, all at once (for tests and measures). */
export function searchDocuments(pages: Page[], options: SearchOptions) {
  const documents: StoredDocument[] = [];
  const terms: FieldTerms[] = [];
  const excerpts = new Map<string, number>();
  for (const s of searchSections(pages, options)) {
    let e = excerpts.get(s.excerpt);
    if (e === undefined) excerpts.set(s.excerpt, (e = excerpts.size));
    documents.push([s.page, s.anchor, s.title, e]);
    terms.push(s.terms);
  }
  return { pages: pages.map(storedPage), documents, excerpts: [...excerpts.keys()], terms, fields: indexedFields(options) };
}

/** The index of the pages: a head and its shards (pack.ts). Each document's terms are counted as it comes and let go. */
export function buildSearchIndex(pages: Page[], options: SearchOptions): PackedIndex {
  const fields = indexedFields(options);
  const inverter = new Inverter(fields);
  const sections = new Int32Array(pages.length);
  const titles: string[] = [];
  const anchors: string[] = [];
  const excerpts: string[] = [];
  for (const s of searchSections(pages, options)) {
    sections[s.page]++;
    titles.push(s.title);
    anchors.push(s.anchor);
    excerpts.push(s.excerpt);
    inverter.add(s.terms);
  }
  return packIndex({ fields, pages: pages.map(storedPage), sections, titles, anchors, excerpts, synonyms: options.synonyms, ...inverter.finish() });
}

/** The words of the headings a section sits under: its page's title, and an h3's h2. */
function headingTerms(pageTitle: string, section: Section): string[] {
  return tokenize([pageTitle, section.parent ?? ''].join(' '));
}

/** The start of a section's text, cut at a word boundary. */
function excerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}
