// Number prefixes of file and folder names, as the Docusaurus docs ("Using number prefixes") describe them.
import { describe, expect, it } from 'vitest';
import { parseNumberPrefix } from '../../../src/sidebars/number-prefix.js';

describe('parseNumberPrefix', () => {
  it('splits the prefixes the docs show: dash, underscore, dot, spaces around the separator, leading zeros', () => {
    expect(parseNumberPrefix('01-Intro')).toEqual({ name: 'Intro', position: 1 });
    expect(parseNumberPrefix('02-Tutorial Easy')).toEqual({ name: 'Tutorial Easy', position: 2 });
    expect(parseNumberPrefix('0-myDoc')).toEqual({ name: 'myDoc', position: 0 });
    expect(parseNumberPrefix('003 - myDoc')).toEqual({ name: 'myDoc', position: 3 });
    expect(parseNumberPrefix('1_first')).toEqual({ name: 'first', position: 1 });
    expect(parseNumberPrefix('1.first')).toEqual({ name: 'first', position: 1 });
    expect(parseNumberPrefix('12--twelve')).toEqual({ name: 'twelve', position: 12 });
    expect(parseNumberPrefix('10 - 20 things')).toEqual({ name: '20 things', position: 10 });
  });

  it('leaves names that read as a version or a date, and names without a prefix or with nothing after it', () => {
    for (const name of ['1.1-notes', '7.0-foo', '2021-11-release', '2021-01-01-post', '8_0_release', 'intro', 'v1-api', '1-', '1- -', '42']) {
      expect(parseNumberPrefix(name), name).toEqual({ name });
    }
  });
});
