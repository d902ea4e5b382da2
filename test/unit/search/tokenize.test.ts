// The search tokenizer: identifiers whole and in parts, the same terms at build and query time.
import { describe, expect, it } from 'vitest';
import { queryWords, tokenize } from '../../../theme/search/tokenize.js';

describe('tokenize', () => {
  it('keeps a dotted path as its last pair and its parts', () => {
    expect(tokenize('api.query.system.account')).toEqual(['system.account', 'api', 'query', 'system', 'account']);
  });

  it('splits camelCase, PascalCase and snake_case and keeps the whole word', () => {
    expect(tokenize('transferAllowDeath')).toEqual(['transferallowdeath', 'transfer', 'allow', 'death']);
    expect(tokenize('XMLHttpRequest')).toEqual(['xmlhttprequest', 'xml', 'http', 'request']);
    expect(tokenize('system_accountNextIndex')).toEqual(['system_accountnextindex', 'system', 'account', 'next', 'index']);
  });

  it('keeps letters and digits together (ss58, u8a, blake2)', () => {
    expect(tokenize('ss58 u8aToHex blake2AsHex')).toEqual(['ss58', 'u8atohex', 'u8a', 'hex', 'blake2ashex', 'blake2', 'as', 'hex'].filter((t) => t !== 'as'));
  });

  it('treats ::, / and - as joiners, and names an item by its last pair without stop words', () => {
    expect(tokenize('T::AccountId')[0]).toBe('t.accountid');
    expect(tokenize('@polkadot/util-crypto')[0]).toBe('util.crypto');
    expect(tokenize('api.events.balances.Transfer.is')[0]).toBe('balances.transfer');
  });

  it('drops stop words, hex blobs and long numbers', () => {
    expect(tokenize('how to read the 0xdeadbeefdeadbeef block 1234567890')).toEqual(['read', 'block']);
    // A BigInt literal is a long number too; a short one is kept.
    expect(tokenize('value 10000000000n and 10n')).toEqual(['value', '10n']);
  });

  it('flags stop words of a query instead of dropping them', () => {
    expect(queryWords('how to system.account')).toEqual([
      { text: 'how', terms: ['how'], stop: true },
      { text: 'to', terms: ['to'], stop: true },
      { text: 'system.account', terms: ['system.account', 'system', 'account'], stop: false }
    ]);
  });
});
