// Docusaurus's shorthand sidebar forms, written out before validation; and what validation says of a bad category.
import { describe, expect, it } from 'vitest';
import { normalizeSidebars } from '../../../src/sidebars/normalize.js';
import { SIDEBARS_SCHEMA, validate } from '../../../src/config/schema.js';

describe('normalizeSidebars', () => {
  it('writes out a sidebar that is an object, item objects without a type, and shorthand category items', () => {
    const written = normalizeSidebars({
      docs: { 'Getting started': ['intro', 'install'], Guides: { Basics: ['a'], Advanced: ['b'] } },
      api: ['overview', { Reference: ['ref/one', { type: 'doc', id: 'ref/two' }], More: ['m'] }, { type: 'category', label: 'Extra', items: { Deep: ['d'] } }]
    });
    expect(written).toEqual({
      docs: [
        { type: 'category', label: 'Getting started', items: ['intro', 'install'] },
        { type: 'category', label: 'Guides', items: [{ type: 'category', label: 'Basics', items: ['a'] }, { type: 'category', label: 'Advanced', items: ['b'] }] }
      ],
      api: [
        'overview',
        { type: 'category', label: 'Reference', items: ['ref/one', { type: 'doc', id: 'ref/two' }] },
        { type: 'category', label: 'More', items: ['m'] },
        { type: 'category', label: 'Extra', items: [{ type: 'category', label: 'Deep', items: ['d'] }] }
      ]
    });
    expect(validate(written, SIDEBARS_SCHEMA)).toEqual([]);
  });

  // Meta's sites: `fbInternalOnly('fb/x')` is [] in a public build, and `fbContent` may give a list.
  it('puts the items of a list among the items in its place, as Docusaurus does', () => {
    expect(normalizeSidebars({ docs: ['a', [], ['b', ['c']], { type: 'category', label: 'C', items: [[], 'd', [{ E: ['e'] }]] }] })).toEqual({
      docs: ['a', 'b', 'c', { type: 'category', label: 'C', items: ['d', { type: 'category', label: 'E', items: ['e'] }] }]
    });
  });

  it('leaves what is neither form for validation to report', () => {
    expect(normalizeSidebars(['a'])).toEqual(['a']);
    expect(normalizeSidebars({ docs: 'intro' })).toEqual({ docs: 'intro' });
    expect(validate(normalizeSidebars({ docs: [42] }), SIDEBARS_SCHEMA)).toEqual([{ key: 'docs[0]', message: 'must be a doc id (a string) or a sidebar item (an object with "type"), got number 42' }]);
  });

  it('a category with a link is valid; one with a key docgen does not know is reported as that key, not as the wrong form', () => {
    expect(validate({ docs: [{ type: 'category', label: 'A', items: [], link: { type: 'doc', id: 'a' } }] }, SIDEBARS_SCHEMA)).toEqual([]);
    const issues = validate({ docs: [{ type: 'category', label: 'A', items: [], colapsed: true }] }, SIDEBARS_SCHEMA);
    expect(issues).toEqual([{ key: 'docs[0].colapsed', message: 'is not an option of a "category" sidebar item', hint: expect.stringContaining('"collapsed"') }]);
  });
});
