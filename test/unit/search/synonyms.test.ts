// search.synonyms: a writer's groups of words that mean the same, validated in the config, carried in the index head,
// and searched for when a query holds every word of one entry.
import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/config/schema.js';
import { buildSearchIndex } from '../../../src/search/build.js';
import { parseQuery, type ParsedQuery } from '../../../theme/search/query.js';
import { search } from '../../../theme/search/run.js';
import { fullEngine } from '../../search/engines.js';
import { page } from './pages.js';

const parsed = (q: string, synonyms: string[][]) => parseQuery(q, synonyms) as ParsedQuery;
const GROUPS = [['produce', 'author'], ['minimum balance', 'existential deposit']];

describe('search.synonyms in the query', () => {
  it('adds the other entries of a group whose entry the query holds, weighed less than the typed words', () => {
    const { clauses, words } = parsed('who produced this block', GROUPS);
    const typed = clauses.find((c) => c.term === 'produced' && !c.prefix)!;
    const synonym = clauses.find((c) => c.term === 'author' && !c.prefix)!;
    expect(synonym.boost).toBeLessThan(typed.boost);
    expect(clauses.some((c) => c.term === 'author' && c.prefix)).toBe(true);
    // A section that says `author` matches the typed `produced` for the all-words ranking.
    expect(words[0]).toContain('author');
    expect(words[1]).not.toContain('author');
  });

  it('takes a phrase only when every one of its words is typed, in any order', () => {
    expect(parsed('minimum balance of an account', GROUPS).clauses.some((c) => c.term === 'existential')).toBe(true);
    expect(parsed('balance minimum', GROUPS).clauses.some((c) => c.term === 'deposit')).toBe(true);
    expect(parsed('minimum fee', GROUPS).clauses.some((c) => c.term === 'existential')).toBe(false);
    // The other way round: the typed words hold the second entry.
    expect(parsed('existential deposit', GROUPS).clauses.map((c) => c.term)).toEqual(expect.arrayContaining(['minimum', 'balance']));
  });

  it('adds nothing for a query without a synonym, nor a word the reader typed already', () => {
    expect(parsed('block hash', GROUPS)).toEqual(parseQuery('block hash'));
    const both = parsed('author produced', GROUPS).clauses.filter((c) => c.term === 'author' && !c.prefix && !c.typo);
    expect(both).toHaveLength(1);
  });
});

describe('search.synonyms in the index', () => {
  const pages = [
    page('/docs/blocks', 'Blocks', [
      { depth: 1, text: 'Reading blocks from the chain.' },
      { id: 'the-block-author', title: 'The block author', text: 'The header digest names the validator that authored the block: its author.' }
    ]),
    ...Array.from({ length: 20 }, (_, i) => page(`/docs/p${i}`, `Page ${i}`, [{ depth: 1, text: `Blocks are produced every six seconds, page ${i} says of block production.` }]))
  ];

  it('finds the section a question means in the words the page uses', () => {
    const first = (synonyms: string[][]) => search([fullEngine(buildSearchIndex(pages, { indexParentCategories: 0, synonyms }))], 'who produced a block').hits[0].document.sectionRoute;
    expect(first([])).not.toBe('/docs/blocks#the-block-author');
    expect(first(GROUPS)).toBe('/docs/blocks#the-block-author');
  });

  it('is in the head only when the site has some', () => {
    expect(buildSearchIndex(pages, { indexParentCategories: 0 }).head.synonyms).toBeUndefined();
    expect(buildSearchIndex(pages, { indexParentCategories: 0, synonyms: GROUPS }).head.synonyms).toEqual(GROUPS);
  });
});

describe('search.synonyms in the config', () => {
  const issues = (synonyms: unknown) => validate({ search: { synonyms } });

  it('takes groups of two or more words or phrases', () => {
    expect(issues([['send', 'transfer'], ['minimum balance', 'existential deposit', 'ED']])).toEqual([]);
    expect(issues([])).toEqual([]);
  });

  it('names a group that is not a list, one of one entry, and an entry search cannot find', () => {
    expect(issues(['send', 'transfer'])).toEqual([
      { key: 'search.synonyms[0]', message: 'must be an array, got string "send"' },
      { key: 'search.synonyms[1]', message: 'must be an array, got string "transfer"' }
    ]);
    expect(issues([['send']])).toEqual([{ key: 'search.synonyms[0]', message: 'must list at least two words or phrases that mean the same, got ["send"]' }]);
    expect(issues([['send', 'the']])).toEqual([{ key: 'search.synonyms[0][1]', value: 'the', message: 'must hold a word that search indexes, got "the"' }]);
    expect(issues([['send', 3]])).toEqual([{ key: 'search.synonyms[0][1]', message: 'must be a string, got number 3' }]);
  });
});

describe('search.page in the config', () => {
  it('takes a path below the base URL, and names one that is not', () => {
    expect(validate({ search: { page: 'search' } })).toEqual([]);
    expect(validate({ search: { page: 'help/find' } })).toEqual([]);
    for (const page of ['/search', '../up', 'a//b', 'search/', 'a b'])
      expect(validate({ search: { page } }), page).toEqual([{ key: 'search.page', message: `must be a path below the base URL, such as "search", got ${JSON.stringify(page)}` }]);
  });
});
