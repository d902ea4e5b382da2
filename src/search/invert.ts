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

/**
 * Counts each document's terms as it comes and keeps only the postings: a site's documents are never all held with
 * their terms (50,000 sections of the 10,000-page benchmark site hold millions of them).
 */
export class Inverter<Field extends string> {
  /** Per field: term -> [document, frequency, document, frequency, ...]. */
  private readonly perField: Array<Map<string, number[]>>;
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
        const entries = postings.get(term);
        if (entries) entries.push(doc, tf);
        else postings.set(term, [doc, tf]);
      }
    });
  }

  /** The packed postings, in term order; the counts are let go as each field is packed. */
  finish(): Inverted {
    const all = new Set<string>();
    for (const m of this.perField) for (const term of m.keys()) all.add(term);
    const terms = [...all].sort();
    const freqs = this.fields.map(() => new Int32Array(terms.length));
    const postings = this.perField.map((m, f) => {
      const out = new Array<string>(terms.length);
      const parts: string[] = [];
      terms.forEach((term, t) => {
        const entries = m.get(term) ?? [];
        freqs[f][t] = entries.length / 2;
        parts.length = 0;
        writePostings(entries, parts);
        out[t] = parts.join('');
      });
      m.clear();
      return out;
    });
    return { terms, postings, freqs, lengths: this.lengths };
  }
}
