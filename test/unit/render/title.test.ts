// The document title: the page's, the delimiter, the site's; the site's alone for a page titled as the site.
import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../theme/title.js';

describe('documentTitle', () => {
  const site = { title: 'polkadot{.js}', titleDelimiter: '|' };
  it('joins the page title and the site title with the delimiter', () => {
    expect(documentTitle('Keyring', site)).toBe('Keyring | polkadot{.js}');
    expect(documentTitle('Keyring', { ...site, titleDelimiter: '·' })).toBe('Keyring · polkadot{.js}');
  });
  it('gives the site title alone for a page without a title or titled as the site', () => {
    expect(documentTitle('polkadot{.js}', site)).toBe('polkadot{.js}');
    expect(documentTitle('  ', site)).toBe('polkadot{.js}');
    expect(documentTitle(undefined, site)).toBe('polkadot{.js}');
  });
});
