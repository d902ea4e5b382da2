// Import aliases (islands.aliases): a path through one is found below its target.
import { describe, expect, it } from 'vitest';
import { throughAlias } from '../../src/aliases.js';

describe('throughAlias', () => {
  const aliases = { '@components': '/site/src/components', util: '/site/node_modules/util/util.js' };

  it('gives the path below an alias\'s folder, the alias alone its target, and nothing for a name it only begins', () => {
    expect(throughAlias('@components/Card', aliases)).toEqual({ target: '/site/src/components', file: '/site/src/components/Card' });
    expect(throughAlias('@components', aliases)).toEqual({ target: '/site/src/components', file: '/site/src/components' });
    expect(throughAlias('@componentsX/Card', aliases)).toBeUndefined();
    expect(throughAlias('react', aliases)).toBeUndefined();
  });

  // assert's `require('util/')`, with `util` a webpack fallback to the util package's file (Flagsmith's).
  it('takes `name/` for the target itself, as a package\'s main', () => {
    expect(throughAlias('util/', aliases)).toEqual({ target: '/site/node_modules/util/util.js', file: '/site/node_modules/util/util.js' });
  });
});
