// An inverted index and the stored sections -> the index's files: a head, postings shards by term range, excerpts shards by section range.
import { createHash } from 'node:crypto';
import { writeLines, writeNumbers, writeTerms } from '../../theme/search/codec.js';
import { BM25, FIELD_BOOSTS, excerptsFile, postingsFile, type SearchHead, type StoredPage } from '../../theme/search/format.js';
import type { Inverted } from './invert.js';

/**
 * Characters of postings per shard, about: a query loads the shards of the terms it expands to (the exact word, its
 * commonest completions, its near spellings), so smaller shards waste fewer bytes and cost more requests. Title
 * postings are a tenth of the content's, and a short prefix loads titles alone. Measured on this site's relevance
 * set (bench/search.js prints the figures): see the commit that set them.
 */
export const SHARD_CHARS: Record<string, number> = { title: 4_000, content: 8_000 };
const OTHER_FIELD_CHARS = 8_000;
/** Characters of excerpts per shard, about: the results shown load theirs, eight sections at most. */
export const EXCERPT_CHARS = 4_000;

/** What the index is packed from: the inverted index, the fields, and the pages and sections as stored. */
export interface IndexParts extends Inverted {
  fields: string[];
  pages: StoredPage[];
  /** How many sections each page has, in page order. */
  sections: ArrayLike<number>;
  titles: string[];
  anchors: string[];
  excerpts: string[];
  /** See SearchHead: none when empty. */
  synonyms?: string[][];
}

/** The head (`search-index-{tag}.json`) and the shards, by their names in the shard folder (JSON in UTF-8). */
export interface PackedIndex {
  head: SearchHead;
  shards: Map<string, Uint8Array>;
}

/** Cuts a list into runs of about `chars` characters (at least one item each); the index each run starts at. */
function cut(sizes: (i: number) => number, count: number, chars: number): number[] {
  const starts: number[] = [];
  let size = Infinity;
  for (let i = 0; i < count; i++) {
    const n = sizes(i);
    if (size > 0 && size + n > chars) {
      starts.push(i);
      size = 0;
    }
    size += n;
  }
  return starts;
}

/** A list of increasing numbers as gaps (writeNumbers). */
const gaps = (starts: number[]) => writeNumbers(starts.map((s, k) => s - (k ? starts[k - 1] : 0)));

/** Packs an index: shards cut by size in term or section order, and a head that says where each starts. */
export function packIndex(parts: IndexParts): PackedIndex {
  const { fields, terms, postings, excerpts } = parts;
  // In UTF-8 from the start: held as strings, an excerpt's `…` made every character of its shard take two bytes.
  const files: Array<[(build: string) => string, Uint8Array]> = [];
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const postingStarts = fields.map((field, f) => {
    const starts = cut((t) => postings[f][t].length, terms.length, SHARD_CHARS[field] ?? OTHER_FIELD_CHARS);
    starts.forEach((from, k) => files.push([(b) => postingsFile(b, f, k), json(postings[f].slice(from, starts[k + 1] ?? terms.length).join(''))]));
    return starts;
  });
  const excerptStarts = cut((d) => excerpts[d].length + 4, excerpts.length, EXCERPT_CHARS);
  excerptStarts.forEach((from, k) => files.push([(b) => excerptsFile(b, k), json(excerpts.slice(from, excerptStarts[k + 1] ?? excerpts.length))]));
  const head: Omit<SearchHead, 'build'> = {
    version: 4,
    k1: BM25.k1,
    b: BM25.b,
    fields: fields.map((f) => [f, FIELD_BOOSTS[f as keyof typeof FIELD_BOOSTS]]),
    pages: parts.pages,
    sections: writeNumbers(parts.sections),
    titles: writeLines(parts.titles),
    anchors: writeLines(parts.anchors),
    terms: writeTerms(terms),
    freqs: parts.freqs.map(writeNumbers),
    lengths: parts.lengths.map(writeNumbers),
    postings: postingStarts.map(gaps),
    excerpts: gaps(excerptStarts),
    ...(parts.synonyms?.length ? { synonyms: parts.synonyms } : {})
  };
  // The shards' names carry a hash of everything: a reader whose page holds an older head gets a 404, not another build's postings.
  const hash = createHash('sha256').update(JSON.stringify(head));
  for (const [, contents] of files) hash.update(contents);
  const build = hash.digest('base64url').slice(0, 10);
  return { head: { ...head, build } as SearchHead, shards: new Map(files.map(([name, contents]) => [name(build), contents])) };
}
