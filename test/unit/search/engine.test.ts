// The browser's engine: the index it rebuilds is lunr's own, and the ranking finds what readers type.
import { describe, expect, it } from 'vitest';
import lunr from 'lunr';
import type { Page } from '../../../src/types.js';
import { buildSearchIndex, searchDocuments } from '../../../src/search/build.js';
import { oneEdit } from '../../../theme/search/engine.js';
import { scoreClauses } from '../../../theme/search/score.js';
import type { Clause } from '../../../theme/search/query.js';
import { search } from '../../../theme/search/run.js';
import { expandDocument } from '../../../theme/search/format.js';
import { fullEngine, lunrView } from '../../search/engines.js';
import { page } from './pages.js';

const pages = [
  page('/docs/keyring', 'Keyring', [
    { depth: 1, text: 'The keyring holds key pairs and signs messages.' },
    { id: 'creating-a-keyring', title: 'Creating a keyring', text: 'new Keyring({ type: "sr25519" }) creates one; keyring.addFromUri adds a pair.' },
    { id: 'ss58-formats', title: 'SS58 formats', text: 'Addresses are encoded with an ss58 prefix; setSS58Format changes it.' }
  ]),
  page('/docs/kusama/storage', 'Storage', [
    { depth: 1, text: 'The storage items of Kusama.' },
    { id: 'system', title: 'system', text: '' },
    { depth: 3, id: 'system-account', title: 'account', parent: 'system', text: 'api.query.system.account(AccountId32): FrameSystemAccountInfo The full account information for a particular account ID.' },
    { depth: 3, id: 'system-accountnextindex', title: 'accountNextIndex', parent: 'system', text: 'api.query.system.accountNextIndex(): u32 The next account index.' }
  ]),
  page('/docs/kusama/extrinsics', 'Extrinsics', [
    { depth: 1, text: 'The extrinsics of Kusama.' },
    { depth: 3, id: 'balances-transferallowdeath', title: 'transferAllowDeath', parent: 'balances', text: 'api.tx.balances.transferAllowDeath(dest, value) Transfer some liquid free balance to another account.' },
    { depth: 3, id: 'balances-transferkeepalive', title: 'transferKeepAlive', parent: 'balances', text: 'api.tx.balances.transferKeepAlive(dest, value) Same as transferAllowDeath, but the sender is kept alive.' }
  ]),
  page('/docs/api/start/api.tx', 'Transactions', [
    { depth: 1, text: 'Send transactions with signAndSend.' },
    { id: 'which-transfer-to-use', title: 'Which transfer to use', text: 'Use transferKeepAlive to keep the sender above the existential deposit.' }
  ])
];

const options = { indexParentCategories: 0 };
const built = buildSearchIndex(pages, options);
const loadEngine = () => fullEngine(built);
const { file, head } = loadEngine();
const routes = (q: string) => search([loadEngine()], q).hits.map((h) => h.document.sectionRoute);

/** The same documents, indexed by lunr's own Builder with the same terms, boosts and BM25 settings. */
function lunrIndex(): lunr.Index {
  const { fields, terms } = searchDocuments(pages, options);
  const builder = new lunr.Builder();
  builder.ref('id');
  for (const f of fields) builder.field(f, { boost: head.fields.find(([name]) => name === f)![1] } as never);
  builder.k1(1.2);
  builder.b(0.75);
  terms.forEach((t, id) => {
    const doc: Record<string, unknown> = { id: String(id) };
    for (const f of fields) doc[f] = t[f];
    builder.add(doc);
  });
  return builder.build();
}

describe('the rebuilt index', () => {
  it('has the postings and BM25 vectors lunr.Builder makes from the same documents', () => {
    const ours = lunrView(loadEngine()).toJSON() as unknown as { invertedIndex: Array<[string, Record<string, unknown>]>; fieldVectors: Array<[string, number[]]> };
    const theirs = lunrIndex().toJSON() as unknown as typeof ours;
    const postings = (json: typeof ours) => Object.fromEntries(json.invertedIndex.map(([term, p]) => [term, Object.fromEntries(Object.entries(p).filter(([k]) => k !== '_index'))]));
    expect(postings(ours)).toEqual(postings(theirs));
    // Vectors are keyed by term index, which differs: compare them as term -> score.
    const vectors = (json: typeof ours) => {
      const names = Object.fromEntries(json.invertedIndex.map(([term, p]) => [p._index as number, term]));
      return Object.fromEntries(json.fieldVectors.map(([ref, v]) => [ref, Object.fromEntries(Array.from({ length: v.length / 2 }, (_, i) => [names[v[2 * i]], v[2 * i + 1]]))]));
    };
    expect(Object.keys(vectors(ours)).length).toBe(file.documents.length * head.fields.length);
    expect(vectors(ours)).toEqual(vectors(theirs));
  });

  it('answers a lunr query exactly as lunr does', () => {
    const ours = lunrView(loadEngine());
    const theirs = lunrIndex();
    for (const q of ['keyring', 'account', 'transfer*', 'title:account', '+transfer -alive', 'acount~1']) {
      expect(ours.search(q).map((r) => [r.ref, r.score])).toEqual(theirs.search(q).map((r) => [r.ref, r.score]));
    }
  });

  it('scores clauses as lunr scores them: presence, fields, boosts, groups, a term in two clauses, numeric terms', () => {
    const numbers = page('/docs/numbers', 'Numbers', [
      { depth: 1, text: 'Block 2024 of era 0 holds account 7 and the keyring.' },
      { id: 'eras', title: 'Eras 0 to 2024', text: 'An era is 2024 blocks; account 0 and account keyring.' }
    ]);
    const engine = fullEngine(buildSearchIndex([...pages, numbers], options));
    const index = lunrView(engine);
    const { REQUIRED, PROHIBITED } = lunr.Query.presence;
    const cases: Clause[][] = [
      [{ term: 'account', boost: 10 }],
      [{ term: 'account', boost: 10 }, { term: 'account', boost: 3, fields: ['title'] }, { term: '2024', boost: 2 }, { term: '0', boost: 1 }],
      [{ term: 'keyring', boost: 5, presence: REQUIRED }, { term: 'account', boost: 4 }, { term: '7', boost: 1 }],
      [{ term: 'account', boost: 5 }, { term: 'keyring', boost: 1, presence: PROHIBITED }],
      [{ term: 'account', boost: 5 }, { term: 'nowhere', boost: 1, presence: REQUIRED }],
      [{ term: 'nowhere', boost: 1 }, { term: 'era', boost: 2, fields: ['content'] }],
      // lunr lists a section's matched terms field by field, in the order it first met each field.
      [{ term: 'account', boost: 1, fields: ['content'] }, { term: 'eras', boost: 1, fields: ['title'] }, { term: 'blocks', boost: 1, fields: ['content'] }],
      [{ term: '\u0000', group: ['transferallowdeath', 'transferkeepalive', 'transfer'], boost: 4 }, { term: 'sender', boost: 1 }],
      [{ term: '\u0000', group: ['keyring', 'era'], boost: 2, presence: REQUIRED }, { term: 'account', boost: 3 }]
    ];
    // lunr takes a group as one clause whose term stands for the group's terms.
    let group: string[] = [];
    const automaton = index.tokenSet;
    (index as unknown as { tokenSet: unknown }).tokenSet = { intersect: (other: lunr.TokenSet) => ('\u0000' in (other as unknown as { edges: object }).edges ? { toArray: () => group } : automaton.intersect(other)) };
    for (const clauses of cases) {
      const theirs = index.query((q) => {
        for (const { group: terms, ...c } of clauses) {
          if (terms) group = terms;
          q.clause(JSON.parse(JSON.stringify({ ...c, usePipeline: false })));
        }
      });
      const ours = scoreClauses(engine, clauses, 100);
      expect(ours, JSON.stringify(clauses)).toEqual(theirs.map((r) => ({ id: Number(r.ref), score: r.score, terms: Object.keys(r.matchData.metadata) })));
      expect(ours.length > 0, JSON.stringify(clauses)).toBe(!clauses.some((c) => c.term === 'nowhere' && c.presence === REQUIRED));
    }
    expect(scoreClauses(engine, cases[1], 100).some((r) => r.terms[0] === '0' && r.terms.includes('2024'))).toBe(true);
  });

  it('expands stored sections to the spec search document', () => {
    const id = file.documents.findIndex((d) => d[2] === 'account');
    expect(expandDocument(file, id)).toEqual({
      id,
      title: 'account',
      content: expect.stringContaining('api.query.system.account'),
      tags: [],
      sidebarParentCategories: ['Guides'],
      type: 'docs',
      sectionRoute: '/docs/kusama/storage#system-account',
      sectionTitle: 'account',
      pageTitle: 'Storage'
    });
  });
});

describe('ranking', () => {
  it('finds identifiers the way developers write them', () => {
    expect(routes('api.query.system.account')[0]).toBe('/docs/kusama/storage#system-account');
    expect(routes('system.account')[0]).toBe('/docs/kusama/storage#system-account');
    expect(routes('transferAllowDeath')[0]).toBe('/docs/kusama/extrinsics#balances-transferallowdeath');
    expect(routes('transfer allow death')[0]).toBe('/docs/kusama/extrinsics#balances-transferallowdeath');
    expect(routes('ss58')[0]).toBe('/docs/keyring#ss58-formats');
  });

  it('puts an exact title first', () => {
    expect(routes('Which transfer to use')[0]).toBe('/docs/api/start/api.tx#which-transfer-to-use');
    expect(routes('Keyring')[0]).toBe('/docs/keyring');
  });

  it('matches a typed prefix whatever the stemmer makes of the word', () => {
    expect(routes('transferKee')[0]).toBe('/docs/kusama/extrinsics#balances-transferkeepalive');
    expect(routes('keyri')).toContain('/docs/keyring');
    expect(routes('informati')).toContain('/docs/kusama/storage#system-account');
  });

  it('matches a word of five letters or more with one typo, and a shorter one only exactly', () => {
    expect(routes('kyering')).toContain('/docs/keyring');
    expect(routes('transfr')).toContain('/docs/kusama/extrinsics#balances-transferallowdeath');
    expect(routes('sss58')).toEqual([]);
  });

  it('ranks sections that match every word above those that match some', () => {
    expect(routes('sender alive')[0]).toBe('/docs/kusama/extrinsics#balances-transferkeepalive');
  });

  it('breaks ties by index order, and cuts to the limit', () => {
    // Two pages with the same text score the same: the one indexed first comes first.
    const twin = (route: string) => page(route, 'Twin', [{ depth: 1, text: 'quasar quasar' }]);
    const order = (pages: Page[]) => search([fullEngine(buildSearchIndex(pages, options))], 'quasar').hits;
    const ab = order([twin('/docs/a'), twin('/docs/b')]);
    expect(ab[0].score).toBe(ab[1].score);
    expect(ab.map((h) => h.document.sectionRoute)).toEqual(['/docs/a', '/docs/b']);
    expect(order([twin('/docs/b'), twin('/docs/a')]).map((h) => h.document.sectionRoute)).toEqual(['/docs/b', '/docs/a']);
    expect(search([loadEngine()], 'account', 2).hits).toHaveLength(2);
  });

  it('searches categories only where the site indexes them, and says so otherwise', () => {
    expect(search([loadEngine()], 'category:guides')).toEqual({ hits: [], error: 'This site does not search the field "category".' });
    const hits = search([fullEngine(buildSearchIndex(pages, { indexParentCategories: 1 }))], 'category:guides').hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.document.sidebarParentCategories.includes('Guides'))).toBe(true);
  });

  it('merges the hits of several indexes by score', () => {
    const one = loadEngine();
    const two = loadEngine();
    const hits = search([one, two], 'keyring').hits;
    expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((x, y) => y - x));
    expect(hits).toHaveLength(Math.min(8, 2 * search([one], 'keyring', 100).hits.length));
  });

  it('reports a syntax error instead of throwing', () => {
    expect(search([loadEngine()], 'colour:red')).toEqual({ hits: [], error: expect.stringContaining('Unknown field') });
  });

  it('limits the input to 512 characters', () => {
    expect(() => search([loadEngine()], 'keyring '.repeat(1000))).not.toThrow();
  });
});

describe('oneEdit', () => {
  it('allows one insertion, deletion, substitution or transposition', () => {
    expect([oneEdit('keyring', 'keyrng'), oneEdit('keyring', 'keyrings'), oneEdit('keyring', 'keyrinq'), oneEdit('keyring', 'kyering')]).toEqual([true, true, true, true]);
    expect([oneEdit('keyring', 'kyerign'), oneEdit('keyring', 'key')]).toEqual([false, false]);
    // Read up to a length: `keyrings` as `keyrin` is one edit from `keyring`, as `keyr` it is not.
    expect([oneEdit('keyrings', 'keyring', 6), oneEdit('keyrings', 'keyring', 4), oneEdit('ab', 'ab', 2)]).toEqual([true, false, true]);
  });
});
