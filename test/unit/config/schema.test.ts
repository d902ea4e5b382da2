import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/config/schema.js';

describe('config validation', () => {
  it('accepts a full valid config', () => {
    expect(validate({ title: 'T', baseUrl: '/docs/', themeConfig: { navbar: { items: [{ label: 'A', to: '/a', position: 'left' }] } }, docs: { sidebars: { s: ['a', { type: 'category', label: 'C', items: ['b'] }] } } })).toEqual([]);
  });

  it('names an unknown key and suggests the near one', () => {
    expect(validate({ themeConfig: { navbar: { hideOnScrol: true } } })).toEqual([{ key: 'themeConfig.navbar.hideOnScrol', message: 'is not a known option (did you mean "hideOnScroll"?)' }]);
  });

  it('names a wrong type', () => {
    expect(validate({ baseUrl: 3 })).toEqual([{ key: 'baseUrl', message: 'must be a string, got number 3' }]);
    expect(validate({ themeConfig: { colorMode: { defaultMode: 'blue' } } })[0]).toEqual({ key: 'themeConfig.colorMode.defaultMode', message: 'must be one of "light", "dark", got string "blue"' });
    expect(validate({ docs: { sidebars: { s: [42] } } })[0].key).toBe('docs.sidebars.s[0]');
  });

  it('names a missing required key', () => {
    expect(validate({ themeConfig: { announcementBar: { content: 'x' } } })).toEqual([{ key: 'themeConfig.announcementBar.id', message: 'is required' }]);
  });
});
