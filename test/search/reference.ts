// A site's pages -> the search engine as it was before the index was split in shards: lunr's own Builder over the same documents, with the same query expansion and ranking. The split engine must answer exactly as it does.
import lunr from 'lunr';
import type { Page } from '../../src/types.js';
import { searchDocuments, type SearchOptions } from '../../src/search/build.js';
import { BM25, FIELD_BOOSTS, expandDocument, MAX_QUERY_LENGTH, MAX_RESULTS, type SearchIndexFile } from '../../theme/search/format.js';
import { parseQuery } from '../../theme/search/query.js';
import { diverse, lunrClauses, rerankAll, type Candidate, type Ranked } from '../../theme/search/rank.js';
import type { SearchResult } from '../../theme/search/run.js';

interface Reference extends Ranked {
  index: lunr.Index;
  groups: Map<string, string[]>;
}

/** Builds the reference engine: every document's terms given to lunr.Builder, as the engine once rebuilt them. */
export function referenceEngine(pages: Page[], options: SearchOptions): Reference {
  const { pages: stored, documents, excerpts, terms: docs, fields } = searchDocuments(pages, options);
  const file: SearchIndexFile = { pages: stored, documents, excerpts };
  const builder = new lunr.Builder();
  builder.ref('id');
  for (const f of fields) builder.field(f, { boost: FIELD_BOOSTS[f] } as never);
  builder.k1(BM25.k1);
  builder.b(BM25.b);
  docs.forEach((t, id) => {
    const doc: Record<string, unknown> = { id: String(id) };
    for (const f of fields) doc[f] = t[f];
    builder.add(doc);
  });
  const index = builder.build();
  // Terms numbered in sorted order, as the engine always numbered them (lunr numbers them as it first meets them):
  // a score adds up its terms' products in the order of their numbers, and another order rounds differently.
  const terms = Object.keys(index.invertedIndex).sort();
  const at = new Map(terms.map((t, i) => [t, i]));
  const renumber: number[] = [];
  for (const t of terms) {
    const posting = index.invertedIndex[t] as unknown as { _index: number };
    renumber[posting._index] = at.get(t)!;
    posting._index = at.get(t)!;
  }
  const vectors = index.fieldVectors as unknown as Record<string, lunr.Vector & { elements: number[] }>;
  for (const ref of Object.keys(vectors)) {
    const { elements } = vectors[ref];
    const pairs = Array.from({ length: elements.length / 2 }, (_, i) => [renumber[elements[2 * i]], elements[2 * i + 1]]);
    vectors[ref] = new lunr.Vector(pairs.sort((x, y) => x[0] - y[0]).flat()) as never;
  }
  // The frequencies expansion and the budget read, counted from the documents themselves.
  const fieldFreq = fields.map((f) => {
    const freq = new Int32Array(terms.length);
    for (const d of docs) for (const t of new Set(d[f])) freq[at.get(t)!]++;
    return freq;
  });
  const docFreq = new Int32Array(terms.length);
  for (const freq of fieldFreq) freq.forEach((n, t) => (docFreq[t] += n));
  const groups = new Map<string, string[]>();
  // The `*` and `~N` clauses come expanded (rank.ts): lunr gets each as one clause whose key stands for its terms.
  const automaton = index.tokenSet;
  (index as unknown as { tokenSet: unknown }).tokenSet = {
    intersect(other: lunr.TokenSet) {
      const group = groups.get(wordOf(other as unknown as Node) ?? '');
      return group ? { toArray: () => group } : automaton.intersect(other);
    }
  };
  return { file, index, fields, terms, docFreq, titleFreq: fieldFreq[fields.indexOf('title')], fieldFreq, groups };
}

interface Node {
  edges: Record<string, Node>;
  final: boolean;
}

/** The word a token set of one plain term spells; undefined for any other set. */
function wordOf(node: Node): string | undefined {
  let word = '';
  for (;;) {
    const keys = Object.keys(node.edges);
    if (!keys.length && node.final) return word;
    if (keys.length !== 1 || node.final) return undefined;
    word += keys[0];
    node = node.edges[keys[0]];
  }
}

const GROUP = '\u0000';

/** The query, as the engine ran it before the split. */
export function referenceSearch(engine: Reference, input: string, limit = MAX_RESULTS): SearchResult {
  const parsed = parseQuery(input.slice(0, MAX_QUERY_LENGTH));
  if ('error' in parsed) return { hits: [], error: parsed.error };
  if (!parsed.clauses.length) return { hits: [] };
  const missing = parsed.clauses.flatMap((c) => c.fields ?? []).find((f) => !engine.fields.includes(f));
  if (missing) return { hits: [], error: `This site does not search the field "${missing === 'sidebarParentCategories' ? 'category' : missing}".` };
  const clauses = lunrClauses(engine, parsed);
  if (!clauses) return { hits: [] };
  let results: lunr.Index.Result[];
  try {
    results = engine.index.query((q) => {
      clauses.forEach(({ prefix: _p, part: _q, typo: _t, group, ...c }, i) => {
        if (group) engine.groups.set(`${GROUP}${i}`, group);
        q.clause(JSON.parse(JSON.stringify({ ...c, term: group ? `${GROUP}${i}` : c.term, usePipeline: false })));
      });
    });
  } finally {
    engine.groups.clear();
  }
  const candidates: Candidate[] = rerankAll(engine, results.map((r) => ({ id: Number(r.ref), score: r.score, terms: Object.keys(r.matchData.metadata) })), parsed);
  candidates.sort((a, b) => b.score - a.score || a.order - b.order);
  return { hits: diverse(candidates, limit).map((c) => ({ document: expandDocument(engine.file, c.id), score: c.score, terms: c.terms })) };
}
