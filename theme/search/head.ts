// An index head -> the tables a query is expanded and ranked with: every term and its frequencies, every section and its length.
import { readLines, readNumbers, readTerms } from './codec.js';
import type { SearchHead, SearchIndexFile, StoredDocument } from './format.js';

/** What every query on one index reads, decoded once from its head. */
export interface Tables {
  head: SearchHead;
  /** The pages and sections; excerpts arrive with their shards. */
  file: SearchIndexFile;
  fields: string[];
  /** Sorted terms and how many documents hold each (all fields counted, as lunr's idf does). */
  terms: string[];
  docFreq: Int32Array;
  /** How many documents hold each term in their title. */
  titleFreq: Int32Array;
  /** Per field (in `fields` order), how many documents hold each term there. */
  fieldFreq: Int32Array[];
  /** Per field, each document's number of terms, and their average. */
  lengths: Int32Array[];
  averages: number[];
  /** Each term's inverse document frequency, as lunr works it out. */
  idf: Float64Array;
  /** Per field, the first term of each postings shard; the first section of each excerpts shard. */
  postingStarts: Int32Array[];
  excerptStarts: Int32Array;
}

/** Turns gaps back into the numbers they separate. */
function sums(gaps: Int32Array): Int32Array {
  for (let i = 1; i < gaps.length; i++) gaps[i] += gaps[i - 1];
  return gaps;
}

/** Decodes a head (see SearchHead). */
export function readHead(head: SearchHead): Tables {
  const fields = head.fields.map(([name]) => name);
  const terms = readTerms(head.terms);
  const sections = readNumbers(head.sections, head.pages.length);
  const n = sections.reduce((sum, count) => sum + count, 0);
  const titles = readLines(head.titles, n);
  const anchors = readLines(head.anchors, n);
  const documents = new Array<StoredDocument>(n);
  for (let p = 0, d = 0; p < sections.length; p++) {
    for (let k = 0; k < sections[p]; k++, d++) documents[d] = [p, anchors[d], titles[d], d];
  }
  const fieldFreq = head.freqs.map((s) => readNumbers(s, terms.length));
  const docFreq = new Int32Array(terms.length);
  for (const freq of fieldFreq) for (let t = 0; t < terms.length; t++) docFreq[t] += freq[t];
  const idf = new Float64Array(terms.length);
  for (let t = 0; t < terms.length; t++) idf[t] = Math.log(1 + Math.abs((n - docFreq[t] + 0.5) / (docFreq[t] + 0.5)));
  const lengths = head.lengths.map((s) => readNumbers(s, n));
  return {
    head,
    file: { pages: head.pages, documents, excerpts: new Array<string>(n) },
    fields,
    terms,
    docFreq,
    titleFreq: fieldFreq[fields.indexOf('title')] ?? new Int32Array(terms.length),
    fieldFreq,
    lengths,
    // Summed in document order, as lunr.Builder does: the same average to the last bit.
    averages: lengths.map((l) => l.reduce((sum, x) => sum + x, 0) / n),
    idf,
    postingStarts: head.postings.map((s) => sums(readNumbers(s))),
    excerptStarts: sums(readNumbers(head.excerpts))
  };
}

/** The shard that holds item `i`, given the first item of each shard. */
export function shardOf(starts: Int32Array, i: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
