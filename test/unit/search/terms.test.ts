// tokenizeCached against tokenize: the same terms, in order, for the site's own text and for texts built to trip a per-word cache.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../theme/search/tokenize.js';
import { tokenizeCached } from '../../../src/search/terms.js';

describe('tokenizeCached', () => {
  it('gives the terms tokenize gives', () => {
    const texts = [
      'api.query.system.account(AccountId32) returns  the\tAccountInfo',
      'transferAllowDeath XMLHttpRequest u8aToHex system_name 0xdeadbeefcafe 123456789012',
      'a/b-c::d\u00a0e\u2003f — “quoted” words, words.',
      '',
      readFileSync('content/polkadot/extrinsics.md', 'utf8')
    ];
    for (const text of texts) {
      expect(tokenizeCached(text)).toEqual(tokenize(text));
      expect(tokenizeCached(text)).toEqual(tokenize(text)); // second time from the cache
    }
  });
});
