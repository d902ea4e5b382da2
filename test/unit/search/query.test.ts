// The query parser: plain words expand to exact, prefix, stem and typo clauses; the spec §5 syntax; its errors.
import { describe, expect, it } from 'vitest';
import lunr from 'lunr';
import { parseQuery, type ParsedQuery } from '../../../theme/search/query.js';

const ok = (q: string) => {
  const parsed = parseQuery(q);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed as ParsedQuery;
};
const error = (q: string) => (parseQuery(q) as { error?: string }).error;

describe('parseQuery', () => {
  it('reads the reference page an api.<namespace>. path names', () => {
    const section = (q: string) => (parseQuery(q) as ParsedQuery).section;
    expect(section('api.consts.balances.existentialDeposit')).toBe('constants');
    expect(section('api.query.system.account')).toBe('storage');
    expect(section('how to use api.derive.chain.getHeader')).toBe('derives');
    expect(section('API.TX.balances')).toBe('extrinsics');
    expect(section('system.account')).toBeUndefined();
    expect(section('api.unknown.x')).toBeUndefined();
    expect(section('myapi.query.x')).toBeUndefined();
  });

  it('expands a plain word to the word, its prefix, its stem and its one-typo spellings', () => {
    const { clauses, words } = ok('balances');
    expect(clauses.map((c) => [c.term, c.prefix ?? false, c.typo ?? false])).toEqual([
      ['balances', false, false],
      ['balances', true, false],
      ['balanc', true, false],
      ['balances', false, true]
    ]);
    expect(words).toEqual([['balances', 'balanc']]);
  });

  it('gives words under five letters no typo clause', () => {
    expect(ok('ss58').clauses.some((c) => c.typo)).toBe(false);
    expect(ok('tx').clauses.some((c) => c.typo)).toBe(false);
  });

  it('drops stop words, unless one is the word being typed', () => {
    expect(ok('how to connect').clauses.map((c) => c.term)).not.toContain('to');
    expect(ok('connect to').clauses.filter((c) => c.term === 'to').map((c) => c.prefix)).toEqual([true]);
    expect(ok('connect to ').clauses.map((c) => c.term)).not.toContain('to');
  });

  it('reads field:term, +required, -excluded, ~N, ^N and *', () => {
    const [title] = ok('title:keyring').clauses;
    expect(title).toMatchObject({ term: 'keyring', fields: ['title'] });
    expect(ok('+keyring').clauses[0].presence).toBe(lunr.Query.presence.REQUIRED);
    expect(ok('-keyring').clauses[0].presence).toBe(lunr.Query.presence.PROHIBITED);
    expect(ok('keyrnig~2').clauses[0].editDistance).toBe(2);
    expect(ok('keyring^3').clauses[0].boost).toBe(30);
    expect(ok('key*').clauses[0].term).toBe('key*');
    expect(ok('category:Metadata').clauses[0].fields).toEqual(['sidebarParentCategories']);
  });

  it('reports unknown fields, non-numeric edit distances and boosts, and missing terms', () => {
    expect(error('colour:red')).toMatch(/Unknown field "colour"/);
    expect(error('keyring~x')).toMatch(/edit distance .* must be a whole number/);
    expect(error('keyring~9')).toMatch(/at most 2/);
    expect(error('keyring^big')).toMatch(/boost .* must be a number/);
    expect(error('title:')).toMatch(/no term/);
    expect(error('+')).toMatch(/no term/);
  });

  it('reads a word followed by a colon and a space as a word, as in a typed title', () => {
    expect(ok('Estimating the fee: paymentInfo').key).toBe('estimating fee paymentinfo');
  });
});
