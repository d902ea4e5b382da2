// Search documents' terms, one document at a time -> per field, every term's postings, how many documents hold it, and each document's length.
import { writePostings } from '../../theme/search/codec.js';

/** The inverted index of a site's sections, with each term's postings packed (codec.ts). */
export interface Inverted {
  /** Every term, sorted. */
  terms: string[];
  /** postings[field][term]: the term's postings in that field (writePostings), ended by `,`. */
  postings: string[][];
  /** freqs[field][term]: how many documents hold the term in that field. */
  freqs: Int32Array[];
  /** lengths[field][document]: the document's number of terms in that field. */
  lengths: number[][];
}

/** One term's postings in one field so far: written as they come (see writePostings), one byte a character. */
interface Written {
  bytes: Uint8Array;
  length: number;
  last: number;
  count: number;
}

const scratch: string[] = [];

/**
 * Counts each document's terms as it comes and keeps only its postings, already packed: a site's documents are never
 * all held with their terms, nor their postings as numbers (the 110,000 sections of the 10,000-page benchmark site
 * hold millions of them).
 */
export class Inverter<Field extends string> {
  private readonly perField: Array<Map<string, Written>>;
  private readonly lengths: number[][];
  private documents = 0;

  constructor(private readonly fields: Field[]) {
    this.perField = fields.map(() => new Map());
    this.lengths = fields.map(() => []);
  }

  /** Adds the next document: the terms of each field, with repeats (term frequency counts them). */
  add(terms: Record<Field, string[]>): void {
    const doc = this.documents++;
    this.fields.forEach((field, f) => {
      const list = terms[field];
      this.lengths[f].push(list.length);
      const counts = new Map<string, number>();
      for (const term of list) counts.set(term, (counts.get(term) ?? 0) + 1);
      const postings = this.perField[f];
      for (const [term, tf] of counts) {
        let w = postings.get(term);
        if (!w) postings.set(term, (w = { bytes: new Uint8Array(8), length: 0, last: -1, count: 0 }));
        // The pair's characters, as the term's whole list would have them: its gap is from the term's last document.
        scratch.length = 0;
        writePostings([doc - w.last - 1, tf], scratch);
        scratch.pop();
        append(w, scratch);
        w.last = doc;
        w.count++;
      }
    });
  }

  /** The packed postings, in term order; each field's are let go as it is packed. */
  finish(): Inverted {
    const all = new Set<string>();
    for (const m of this.perField) for (const term of m.keys()) all.add(term);
    const terms = [...all].sort();
    const freqs = this.fields.map(() => new Int32Array(terms.length));
    const decoder = new TextDecoder();
    const postings = this.perField.map((m, f) => {
      const out = terms.map((term, t) => {
        const w = m.get(term);
        if (!w) return ',';
        freqs[f][t] = w.count;
        return `${decoder.decode(w.bytes.subarray(0, w.length))},`;
      });
      m.clear();
      return out;
    });
    return { terms, postings, freqs, lengths: this.lengths };
  }
}

/** Adds characters (all ASCII: codec.ts's digits) to a term's bytes, growing them as needed. */
function append(w: Written, chars: string[]): void {
  let n = 0;
  for (const c of chars) n += c.length;
  if (w.length + n > w.bytes.length) {
    const grown = new Uint8Array(Math.max(w.bytes.length * 2, w.length + n));
    grown.set(w.bytes.subarray(0, w.length));
    w.bytes = grown;
  }
  for (const c of chars) for (let i = 0; i < c.length; i++) w.bytes[w.length++] = c.charCodeAt(i);
}
