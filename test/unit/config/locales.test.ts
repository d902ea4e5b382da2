import { describe, expect, it } from 'vitest';
import { localeName, resolveConfig } from '../../../src/config/resolve.js';

describe('a locale\'s label', () => {
  it('is its name in its own language, capitalized, as a locale dropdown shows it', () => {
    expect(['en', 'fr', 'ja', 'pt-BR'].map(localeName)).toEqual(['English', 'Français', '日本語', 'Português (Brasil)']);
  });

  it('is the tag itself when Intl cannot name it', () => {
    expect(localeName('not a tag')).toBe('not a tag');
  });

  it('is the configured label when there is one', () => {
    const config = resolveConfig('/site', null, { i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'FR' } } } });
    expect([config.i18n.localeConfigs.en.label, config.i18n.localeConfigs.fr.label]).toEqual(['English', 'FR']);
  });
});
