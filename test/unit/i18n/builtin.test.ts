// docgen's own words for other languages: which one a locale gets, and that each keeps the English's placeholders and
// has the plural forms its language needs.
import { describe, expect, it } from 'vitest';
import { BUILTIN_LOCALES, builtinTranslations } from '../../../src/i18n/builtin/index.js';
import { ENGLISH, type TextId } from '../../../src/i18n/english.js';
import de from '../../../src/i18n/builtin/de.js';
import fa from '../../../src/i18n/builtin/fa.js';
import fr from '../../../src/i18n/builtin/fr.js';
import ptBR from '../../../src/i18n/builtin/pt-BR.js';
import zhHans from '../../../src/i18n/builtin/zh-Hans.js';
import zhHant from '../../../src/i18n/builtin/zh-Hant.js';

const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const PLURALS = Object.keys(ENGLISH).filter((id) => id.endsWith('.plurals') || id.endsWith('.nDocsTagged')) as TextId[];

describe("docgen's own translations", () => {
  it('are picked by tag, then the language with the script or region it implies, then the language alone', () => {
    expect(builtinTranslations('fr')).toBe(fr);
    expect(builtinTranslations('fr-CA')).toBe(fr);
    expect(builtinTranslations('de_DE')).toBe(de);
    expect(builtinTranslations('zh-CN')).toBe(zhHans);
    expect(builtinTranslations('zh')).toBe(zhHans);
    expect(builtinTranslations('zh-Hans')).toBe(zhHans);
    expect(builtinTranslations('zh-TW')).toBe(zhHant);
    expect(builtinTranslations('zh-HK')).toBe(zhHant);
    expect(builtinTranslations('pt')).toBe(ptBR);
    expect(builtinTranslations('pt-br')).toBe(ptBR);
    // Another region of a language docgen has one region's words for.
    expect(builtinTranslations('pt-PT')).toBe(ptBR);
    // Persian (Sinux's `fa`, right to left).
    expect(builtinTranslations('fa')).toBe(fa);
    expect(builtinTranslations('fa-IR')).toBe(fa);
    for (const none of ['en', 'en-GB', 'nl', 'guide', 'not a tag!']) expect(builtinTranslations(none), none).toBeUndefined();
  });

  for (const locale of BUILTIN_LOCALES) {
    it(`${locale}: every message keeps the English's placeholders, is its own words, and has the plural forms the language needs`, () => {
      const t = builtinTranslations(locale)!;
      expect(Object.keys(t).sort()).toEqual(Object.keys(ENGLISH).sort());
      for (const [id, english] of Object.entries(ENGLISH) as Array<[TextId, string]>) {
        expect(t[id].trim(), `${locale} ${id}`).not.toBe('');
        expect(placeholders(t[id]), `${locale} ${id}`).toEqual(placeholders(english));
      }
      // Words a reader sees on every page are not left in English.
      for (const id of ['theme.TOCCollapsible.toggleButtonLabel', 'theme.docs.paginator.next', 'theme.common.editThisPage', 'theme.NotFound.title'] as TextId[]) expect(t[id], `${locale} ${id}`).not.toBe(ENGLISH[id]);
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.length;
      for (const id of PLURALS) {
        const forms = t[id].split('|').length;
        expect(forms, `${locale} ${id}`).toBeLessThanOrEqual(categories);
        // A reading time may be said with an abbreviation that has one form ("5 Min. Lesezeit").
        if (id !== 'theme.blog.post.readingTime.plurals') expect(forms, `${locale} ${id}`).toBeGreaterThanOrEqual(Math.min(categories, 2));
      }
    });
  }
});
