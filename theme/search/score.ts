// The clauses a search runs -> lunr's results, computed on the engine's arrays. lunr's Index#query makes objects for
// every posting it reads (a field reference string, its match data, sets of document refs): most of a query's time,
// and its garbage. This follows the same steps with numbers, so that the hits, their order, their scores to the last
// bit and their matched terms are lunr's (test/search/same-results.test.ts compares them with lunr's own index).
import lunr from 'lunr';
import type { Clause } from './query.js';
import type { Postings } from './codec.js';
import { postingsOf, weight, type Engine } from './engine.js';
import { lowerBound } from './pattern.js';

/** A section lunr's query matched: its score, and the index terms it matched (lunr's `matchData.metadata` keys, in their order). */
export interface Scored {
  id: number;
  score: number;
  terms: string[];
}

const { REQUIRED, PROHIBITED } = lunr.Query.presence;

/**
 * What lunr's `index.query` returns for these clauses (plain terms, or a group of index terms standing for a `*` or
 * `~N` clause), best first; the matched terms are read for the first `limit` only. Each clause adds its boost to the
 * query's weight of each of its terms in each of its fields; a section's score in a field is the dot product of that
 * with the section's BM25 weights, divided by the query's length in that field, and its fields' scores add up in the
 * order lunr first met them. A query of exclusions alone matches nothing here (lunr would list every section; search
 * never runs one, see rank.ts).
 */
export function scoreClauses(engine: Engine, clauses: Clause[], limit: number): Scored[] {
  const { fields, terms } = engine;
  const width = fields.length;
  // Per field: the query's weight of each term (lunr's query vector).
  const boosts = fields.map(() => new Map<number, number>());
  // The term-field postings read, in the order first read (lunr reads each once, however many clauses name it).
  const read: Array<{ t: number; f: number; postings: Postings; at: number }> = [];
  const seen = new Set<number>();
  // The (section, field) pairs in the order lunr first matches them (key: section * width + field), and each key's
  // place in that list, kept per engine and cleared after.
  const pairs: number[] = [];
  const pairOf = (scratch.get(engine) ?? scratch.set(engine, new Int32Array(engine.file.documents.length * width).fill(-1)).get(engine))!;
  let required: Set<number> | undefined;
  const prohibited = new Set<number>();
  for (const clause of clauses) {
    const presence = clause.presence ?? lunr.Query.presence.OPTIONAL;
    const boost = clause.boost ?? 1;
    const clauseFields = (clause.fields ?? fields).map((f) => fields.indexOf(f));
    const clauseTerms: number[] = [];
    for (const term of clause.group ?? [clause.term]) {
      const t = lowerBound(terms, term);
      if (terms[t] === term) clauseTerms.push(t);
    }
    // A required term that is in no section: nothing matches.
    if (!clauseTerms.length && presence === REQUIRED) return clear(pairOf, pairs);
    const clauseMatches = new Set<number>();
    for (const t of clauseTerms) {
      for (const f of clauseFields) {
        const found = engine.fieldFreq[f][t] ? postingsOf(engine, f, t) : undefined;
        const docs = found ? found.postings.docs.subarray(found.postings.offsets[found.at], found.postings.offsets[found.at + 1]) : NO_DOCS;
        if (presence === REQUIRED) for (const doc of docs) clauseMatches.add(doc);
        if (presence === PROHIBITED) {
          for (const doc of docs) prohibited.add(doc);
          continue;
        }
        const old = boosts[f].get(t);
        boosts[f].set(t, old === undefined ? boost : old + boost);
        if (!found || seen.has(t * width + f)) continue;
        seen.add(t * width + f);
        read.push({ t, f, ...found });
        for (const doc of docs) {
          const key = doc * width + f;
          if (pairOf[key] < 0) pairOf[key] = pairs.push(key) - 1;
        }
      }
    }
    if (presence === REQUIRED) required = required ? new Set([...required].filter((doc) => clauseMatches.has(doc))) : clauseMatches;
  }
  // Each pair's dot product of the query's weights and the section's, added up in the order of the terms' numbers (the
  // section's vector lists them so).
  const dot = new Float64Array(pairs.length);
  for (const { t, f, postings, at } of [...read].sort((a, b) => a.t - b.t)) {
    const q = boosts[f].get(t)!;
    for (let i = postings.offsets[at]; i < postings.offsets[at + 1]; i++) {
      const doc = postings.docs[i];
      dot[pairOf[doc * width + f]] += q * weight(engine, f, t, doc, postings.tfs[i]);
    }
  }
  // The query's length in each field, its weights added up in the order of their terms.
  const lengths = boosts.map((byTerm) => Math.sqrt([...byTerm].sort((a, b) => a[0] - b[0]).reduce((sum, [, w]) => sum + w * w, 0)));
  // Per section, in the order first matched: its fields' scores added up in the order lunr met them.
  const ids: number[] = [];
  const scores: number[] = [];
  const place = new Map<number, number>();
  pairs.forEach((key, p) => {
    const doc = Math.floor(key / width);
    if ((required && !required.has(doc)) || prohibited.has(doc)) return;
    const score = dot[p] / lengths[key % width] || 0;
    const r = place.get(doc);
    if (r === undefined) {
      place.set(doc, ids.push(doc) - 1);
      scores.push(score);
    } else scores[r] += score;
  });
  // lunr's sort: best first, ties in the order first matched.
  const order = ids.map((_, r) => r).sort((a, b) => scores[b] - scores[a] || a - b);
  const top = new Map(order.slice(0, limit).map((r) => [ids[r], [] as number[]]));
  // The first results' matched terms: per pair in the order lunr met them, per pair in the order read.
  for (const { t, f, postings, at } of read) {
    for (let i = postings.offsets[at]; i < postings.offsets[at + 1]; i++) top.get(postings.docs[i])?.push(pairOf[postings.docs[i] * width + f], t);
  }
  const results = order.map((r, n): Scored => ({ id: ids[r], score: scores[r], terms: n < limit ? matchedTerms(engine, top.get(ids[r])!) : [] }));
  clear(pairOf, pairs);
  return results;
}

const NO_DOCS = new Int32Array(0);

/** Per engine: a place for each (section, field) pair, -1 when a query has not matched it. */
const scratch = new WeakMap<Engine, Int32Array>();

function clear(pairOf: Int32Array, pairs: number[]): [] {
  for (const key of pairs) pairOf[key] = -1;
  return [];
}

/**
 * The keys of lunr's match data, from a section's matches as [pair, term, pair, term, ...]: each pair's terms in the
 * order read, the pairs in the order lunr met them, kept in an object as lunr keeps them (numeric keys first).
 */
function matchedTerms(engine: Engine, matches: number[]): string[] {
  const order = Array.from({ length: matches.length / 2 }, (_, i) => 2 * i).sort((a, b) => matches[a] - matches[b] || a - b);
  const kept = Object.create(null) as Record<string, true>;
  for (const i of order) kept[engine.terms[matches[i + 1]]] = true;
  return Object.keys(kept);
}
