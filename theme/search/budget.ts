// A query's expanded clauses -> the ones lunr runs, within a budget of postings. lunr's cost grows
// with the postings its terms have (match data for each, a vector for each section): twelve
// common words, or `a*`, read 30,000 to 60,000 of them and took a few hundred milliseconds.
import lunr from 'lunr';
import type { Clause } from './query.js';
import { lowerBound } from './pattern.js';

/**
 * How many postings (a term in a field of a section) one query reads at most. Half of the
 * relevance set's queries read under 1,400, 90% under 5,000 and the heaviest 10,000; at 4,000
 * no figure of the set gets worse (what is cut are the far completions of common words; two
 * questions find their answer in the first 8 that did not), and no query takes more than about
 * twice the slowest of the set.
 */
export const QUERY_POSTINGS = 4_000;

/** What the budget needs of an engine: per field, how many documents hold each term there. */
export interface Postings {
  fields: string[];
  terms: string[];
  fieldFreq: Int32Array[];
}

/** The postings lunr reads for a term in some fields (all of them when none are named). */
export function postings(engine: Postings, term: string, fields?: string[]): number {
  const t = lowerBound(engine.terms, term);
  if (engine.terms[t] !== term) return 0;
  let n = 0;
  engine.fields.forEach((f, i) => {
    if (!fields || fields.includes(f)) n += engine.fieldFreq[i][t];
  });
  return n;
}

const rank = (c: Clause) => (c.presence === lunr.Query.presence.REQUIRED ? 0 : c.presence === lunr.Query.presence.PROHIBITED ? 1 : 2);

/**
 * The clauses that fit, in their order; null when a required one cannot. Required clauses are
 * served first (they decide which sections can match), then excluded ones, then the rest by
 * weight, so what is cut is what ranks least: the far completions of prefixes and patterns. A
 * clause (or the terms of a `*` or `~N` group) that does not fit is searched in titles only, as a
 * short prefix is, when more of it fits there; what still does not fit is left out. The first
 * term always runs, whatever it costs: one word is a query a reader may type.
 */
export function withinBudget(engine: Postings, clauses: Clause[], budget = QUERY_POSTINGS): Clause[] | null {
  let left = budget;
  let first = true;
  const order = clauses.map((_, i) => i).sort((a, b) => rank(clauses[a]) - rank(clauses[b]) || clauses[b].boost - clauses[a].boost || a - b);
  const kept: Array<Clause | undefined> = [];
  for (const i of order) {
    const clause = clauses[i];
    const terms = clause.group ?? [clause.term];
    const take = (fields: string[] | undefined, elsewhere: boolean) => {
      const out: string[] = [];
      let cost = 0;
      for (const term of terms) {
        const n = postings(engine, term, fields);
        // In titles only, a term no title holds finds nothing; a term the index lacks is lunr's to judge.
        if (elsewhere && n === 0) continue;
        if (cost + n <= left || (first && !out.length)) {
          out.push(term);
          cost += n;
        }
      }
      return { out, cost, fields };
    };
    let best = take(clause.fields, false);
    const titles = engine.fields.includes('title') && (!clause.fields || (clause.fields.includes('title') && clause.fields.length > 1));
    if (best.out.length < terms.length && titles) {
      const inTitles = take(['title'], true);
      if (inTitles.out.length > best.out.length) best = inTitles;
    }
    left -= best.cost;
    if (!best.out.length) {
      if (clause.presence === lunr.Query.presence.REQUIRED) return null;
      continue;
    }
    first = false;
    kept[i] = clause.group ? { ...clause, fields: best.fields, group: best.out } : { ...clause, fields: best.fields };
  }
  return kept.filter((c): c is Clause => c !== undefined);
}
