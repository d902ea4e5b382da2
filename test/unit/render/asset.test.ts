// A static file's URL (logos, the favicon, author images, the social card): below the base URL, unless the path
// already starts with it (Ory's navbar logo is `/docs/img/…` with the base URL `/docs/`), as Docusaurus's useBaseUrl.
import { describe, expect, it } from 'vitest';
import { asset } from '../../../src/render/data.js';
import { resolveConfig } from '../../../src/config/resolve.js';

describe('asset', () => {
  const at = (baseUrl: string) => resolveConfig('/site', null, { baseUrl });
  it('puts a static path below the base URL, once', () => {
    expect(['img/logo.svg', '/img/logo.svg', '/docs/img/logo.svg', '/docsy/x.png'].map((src) => asset(at('/docs/'), src))).toEqual(['/docs/img/logo.svg', '/docs/img/logo.svg', '/docs/img/logo.svg', '/docs/docsy/x.png']);
    expect(['img/logo.svg', '/img/logo.svg'].map((src) => asset(at('/'), src))).toEqual(['/img/logo.svg', '/img/logo.svg']);
  });

  it('leaves another site\'s URL as it is', () => {
    expect(asset(at('/docs/'), 'https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
  });
});
