// Hostile queries -> bounded work: how many words, clauses, pattern terms and postings a query can make lunr read, on an index large enough for the bounds to bite.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import lunr from 'lunr';
import { buildSearchIndex } from '../../../src/search/build.js';
import { search } from '../../../theme/search/run.js';
import { MAX_PARTS, MAX_WORDS, parseQuery, type Clause, type ParsedQuery } from '../../../theme/search/query.js';
import { lunrClauses } from '../../../theme/search/rank.js';
import { PATTERN_TERMS, REQUIRED_PATTERN_TERMS, globMatch, patternTerms, withinEdits } from '../../../theme/search/pattern.js';
import { QUERY_POSTINGS, postings, withinBudget } from '../../../theme/search/budget.js';
import { tokenize } from '../../../theme/search/tokenize.js';
import { ADVERSARIAL } from '../../search/adversarial.js';
import { page } from './pages.js';
import { fullEngine } from '../../search/engines.js';

const ok = (q: string) => {
  const parsed = parseQuery(q);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed as ParsedQuery;
};

// 1,500 sections: each holds the 16 common words and 20 of 3,000 made-up ones, so that a common
// word has 1,500 postings and a pattern such as `a*` tens of thousands.
const SYLLABLES = ['ka', 'lo', 'mi', 'nu', 'pe', 'ra', 'si', 'to', 'va', 'ze', 'bo', 'du'];
const made = (i: number) => SYLLABLES[i % 12] + SYLLABLES[Math.floor(i / 12) % 12] + SYLLABLES[Math.floor(i / 144) % 12] + (i >= 1728 ? SYLLABLES[Math.floor(i / 1728)] : '');
const COMMON = 'account address amount api asset balance block call chain event error query runtime storage transfer value';
const pages = Array.from({ length: 150 }, (_, p) =>
  page(`/docs/p${p}`, `Page ${made(p)}`, Array.from({ length: 10 }, (_, s) => {
    const n = p * 10 + s;
    const words = Array.from({ length: 20 }, (_, k) => made((n * 37 + k * 101) % 3000)).join(' ');
    return { depth: s ? 2 : 1, id: s ? `s${s}` : undefined, title: s ? `${made(n % 3000)} ${s % 3 ? 'transfer' : 'balance'}` : '', text: `${COMMON} ${words}.` };
  }))
);
const built = buildSearchIndex(pages, { indexParentCategories: 0 });
const engine = fullEngine(built);
const { file } = engine;

const termsOf = (clauses: Clause[]) => clauses.flatMap((c) => c.group ?? [c.term]);
const cost = (clauses: Clause[]) => clauses.reduce((n, c) => n + (c.group ?? [c.term]).reduce((m, t) => m + postings(engine, t, c.fields), 0), 0);

describe('the query parser on hostile input', () => {
  it('reads each word once, at most MAX_WORDS of them, and at most MAX_PARTS parts of one identifier', () => {
    expect(ok('balance '.repeat(64)).clauses).toEqual(ok('balance ').clauses);
    const many = Array.from({ length: 40 }, (_, i) => made(i)).join(' ');
    expect(ok(many).words).toHaveLength(MAX_WORDS);
    const path = Array.from({ length: 100 }, (_, i) => `part${i}`).join('.');
    expect(ok(`${path} `).clauses.filter((c) => c.part)).toHaveLength(MAX_PARTS);
    // Per word at most: exact, prefix, stem, typo, its parts and the last part as a prefix.
    for (const q of ADVERSARIAL) {
      const parsed = parseQuery(q);
      if ('error' in parsed) continue;
      expect(parsed.words.length, q).toBeLessThanOrEqual(MAX_WORDS);
      expect(parsed.clauses.length, q).toBeLessThanOrEqual(MAX_WORDS * (5 + MAX_PARTS));
    }
  });

  it('says a term of * alone has nothing to search for, and cuts a long token in the message', () => {
    for (const q of ['*', '**', '*.*', '+*', '-*', 'title:*', '*~2', '*^100', '*'.repeat(512)]) {
      expect((parseQuery(q) as { error?: string }).error, q).toMatch(/has no term to search for/);
    }
    expect((parseQuery('*'.repeat(512)) as { error: string }).error.length).toBeLessThan(80);
  });

  it('reads ** as *, and keeps a boost finite', () => {
    expect(ok('**key**ring').clauses[0].term).toBe('*key*ring');
    expect(Number.isFinite(ok(`keyring^${'9'.repeat(400)}`).clauses[0].boost)).toBe(true);
  });
});

describe('the clauses lunr runs', () => {
  it('stand for at most PATTERN_TERMS terms per pattern (fewer when required) and QUERY_POSTINGS postings per query, whatever is typed', () => {
    // Unbounded, `*a*` alone would read several budgets' worth.
    expect(cost([{ term: '*a*', boost: 1, group: patternTerms(engine, '*a*', 0, false, Infinity).map((i) => engine.terms[i]) }])).toBeGreaterThan(3 * QUERY_POSTINGS);
    for (const q of [...ADVERSARIAL, COMMON, `+${COMMON.replace(/ /g, ' +')}`, `-${COMMON.replace(/ /g, ' -')} kalo`]) {
      const parsed = parseQuery(q);
      if ('error' in parsed) continue;
      const clauses = lunrClauses(engine, parsed) ?? [];
      for (const c of clauses) expect(c.group?.length ?? 1, q).toBeLessThanOrEqual(c.presence === lunr.Query.presence.REQUIRED ? REQUIRED_PATTERN_TERMS : PATTERN_TERMS);
      expect(cost(clauses), q).toBeLessThanOrEqual(QUERY_POSTINGS);
      expect(termsOf(clauses).length, q).toBeLessThanOrEqual(MAX_WORDS * PATTERN_TERMS);
    }
  });

  it('still find what a pattern or an edit distance names', () => {
    const route = (q: string) => search([engine], q).hits.map((h) => h.document.sectionRoute);
    const target = `${made(137)}`;
    const where = file.documents.filter((d) => d[2].startsWith(`${target} `)).length;
    expect(where).toBeGreaterThan(0);
    expect(route(`${target.slice(0, 4)}*`).length).toBeGreaterThan(0);
    expect(search([engine], `title:${target.slice(0, 5)}*`).hits.every((h) => h.document.title.includes(target.slice(0, 5)))).toBe(true);
    expect(search([engine], `${target.slice(0, -1)}x~1`).hits.some((h) => h.terms.includes(target))).toBe(true);
    expect(route('a*').length).toBeGreaterThan(0);
  });

  it('find nothing for exclusions alone, or for a required pattern that matches no term', () => {
    expect(search([engine], '-account')).toEqual({ hits: [] });
    expect(search([engine], '-a* -b*')).toEqual({ hits: [] });
    expect(search([engine], '+qqq* balance')).toEqual({ hits: [] });
    expect(search([engine], '+balance* -transfer').hits.length).toBeGreaterThan(0);
  });

  it('serve required clauses first, search in titles what does not fit, and give up on a required clause that cannot fit', () => {
    const REQUIRED = lunr.Query.presence.REQUIRED;
    const balance: Clause = { term: 'balance', boost: 1, presence: REQUIRED };
    const transfer: Clause = { term: 'transfer', boost: 1, presence: REQUIRED };
    const account: Clause = { term: 'account', boost: 10 };
    const [b, t] = [postings(engine, 'balance'), postings(engine, 'transfer', ['title'])];
    // account does not fit after balance, and no title holds it.
    expect(withinBudget(engine, [account, balance], b + 100)).toEqual([balance]);
    // transfer fits only in titles, and then only just.
    expect(postings(engine, 'transfer')).toBeGreaterThan(t);
    expect(withinBudget(engine, [balance, transfer], b + t)).toEqual([balance, { ...transfer, fields: ['title'] }]);
    expect(withinBudget(engine, [balance, transfer], b + t - 1)).toBeNull();
    // One word is a query a reader may type: it runs whatever it costs.
    expect(withinBudget(engine, [account], 10)).toEqual([account]);
  });
});

describe('patterns, as lunr reads them', () => {
  // Real terms: those of the largest page of this site.
  const terms = [...new Set(tokenize(readFileSync('content/polkadot/extrinsics.md', 'utf8')))].sort();
  const table = { terms, docFreq: new Int32Array(terms.length).fill(1), titleFreq: new Int32Array(terms.length).fill(1) };
  const all = (lunr.TokenSet as unknown as { fromArray(t: string[]): lunr.TokenSet }).fromArray(terms);
  const ours = (term: string, editDistance = 0) => patternTerms(table, term, editDistance, false, Infinity).map((i) => terms[i]).sort();
  const theirs = (set: lunr.TokenSet) => all.intersect(set).toArray().sort();

  it('match the terms lunr matches for * anywhere in a term', () => {
    for (const p of ['bal*', '*ance', 'b*l*e', '*a*', 'a*b*c*', '*.transfer', 'balances.*', 'zzz*']) expect(ours(p), p).toEqual(theirs(lunr.TokenSet.fromString(p)));
  });

  it('match the terms lunr matches within an edit distance', () => {
    const fuzzy = (lunr.TokenSet as unknown as { fromFuzzyString(s: string, d: number): lunr.TokenSet }).fromFuzzyString;
    for (const [t, d] of [['balanse', 1], ['tarnsfer', 1], ['a', 2], ['ab', 2], ['deposit', 2], ['u32', 1]] as const) expect(ours(t, d), `${t}~${d}`).toEqual(theirs(fuzzy(t, d)));
  });

  it('keep the commonest PATTERN_TERMS, and none for a pattern longer than any term', () => {
    const found = patternTerms(engine, '*a*');
    expect(found).toHaveLength(PATTERN_TERMS);
    const freq = found.map((i) => engine.docFreq[i]);
    expect(freq).toEqual([...freq].sort((x, y) => y - x));
    // In every section's text, and in titles too.
    expect(found.slice(0, 2).map((i) => engine.terms[i])).toEqual(['transfer', 'balance']);
    expect(patternTerms(engine, 'a*'.repeat(60))).toEqual([]);
    expect(patternTerms(engine, 'x'.repeat(60), 2)).toEqual([]);
  });

  it('match a pattern of many *s without backtracking through every way to split the text', () => {
    expect(globMatch(`${'*a'.repeat(250)}*`, `${'a'.repeat(39)}b`)).toBe(false);
    expect(globMatch('*a*a*', 'banana')).toBe(true);
    expect([withinEdits('keyring', 'kyering', 1), withinEdits('keyring', 'kyerign', 1), withinEdits('keyring', 'kyerign', 2)]).toEqual([true, false, true]);
  });
});
