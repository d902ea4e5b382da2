// Hostile or accidental search box input -> a list of queries, for the bound tests and the search bench.
// Each is something a reader can type (at most 512 characters, the box's limit) that once made lunr
// expand a term against every indexed term, or run thousands of clauses.

const repeat = (s: string, length = 512) => s.repeat(Math.ceil(length / s.length)).slice(0, length);

export const ADVERSARIAL: string[] = [
  // Wildcards: lunr matched a bare `*` against all 17,000 terms of this site.
  '*',
  '**',
  '***',
  'a*b*c*',
  '*a',
  '*e*',
  '*.*',
  'api.*',
  '*.account',
  repeat('*'),
  repeat('*a'),
  repeat('a*'),
  repeat('*ab', 509),
  repeat('* '),
  repeat('a* '),
  // Edit distance: a short term with ~2 reaches a large share of the terms.
  '~',
  '~2',
  'a~2',
  'ab~2',
  '*~2',
  'keyring~2',
  'transferallowdeath~2',
  repeat('a~2 '),
  repeat('*~2 '),
  // Boosts, fields, presence.
  '^',
  '^10',
  '*^100',
  ':',
  'title:',
  'title:*',
  'title:x',
  'content:*',
  'tags:a*',
  '+',
  '-',
  '+*',
  '-*',
  '+* -*',
  '-a',
  '+a* +b* +c*',
  repeat('+* '),
  repeat('-a* '),
  // Long input: one word many times, many words, one long word.
  repeat('balance '),
  repeat('a b c d e f g h i j k l m n o p q r s t u v w x y z '),
  repeat('storage account balance transfer keyring signer extrinsic metadata runtime '),
  repeat('x'),
  repeat('transferAllowDeath.'),
  // Unicode.
  repeat('ä'),
  repeat('🙂'),
  repeat('日本語'),
  'über* naïve~1 ☃ ∑x^2'
];
