// A locale ('zh-CN', 'pt', 'fr-CA') -> docgen's own translation of its theme's words for that language, if it has one.
import type { Translations } from './types.js';
import de from './de.js';
import es from './es.js';
import fa from './fa.js';
import fr from './fr.js';
import it from './it.js';
import ja from './ja.js';
import ko from './ko.js';
import ptBR from './pt-BR.js';
import ru from './ru.js';
import zhHans from './zh-Hans.js';
import zhHant from './zh-Hant.js';

export type { Translations };

const BUILTIN: Record<string, Translations> = { de, es, fa, fr, it, ja, ko, 'pt-BR': ptBR, ru, 'zh-Hans': zhHans, 'zh-Hant': zhHant };
/** BUILTIN by lower-case tag: a locale's tag is matched whatever its case (`pt-br`). */
const BY_LOWER = new Map(Object.entries(BUILTIN).map(([tag, t]) => [tag.toLowerCase(), t]));

/** The tags of docgen's own translations, for the README and tests. */
export const BUILTIN_LOCALES = Object.keys(BUILTIN);

/**
 * docgen's translation for `locale`, as Docusaurus picks its theme's: the tag itself, then its language with the script
 * and with the region it implies (`zh-CN` -> `zh-Hans`, `zh-TW` -> `zh-Hant`, `pt` -> `pt-BR`), then the language
 * alone, then another region's of the same language (`pt-PT` -> `pt-BR`). Undefined for English and the languages docgen
 * has no words for.
 */
export function builtinTranslations(locale: string): Translations | undefined {
  let tried = [locale];
  let language = locale.split(/[-_]/)[0];
  try {
    const full = new Intl.Locale(locale.replace(/_/g, '-')).maximize();
    language = full.language;
    tried = [locale, `${full.language}-${full.script}`, `${full.language}-${full.region}`, full.language];
  } catch {
    // Not a tag Intl reads: the tag and its first part only.
    tried.push(language);
  }
  for (const tag of tried) {
    const found = BY_LOWER.get(tag.toLowerCase());
    if (found) return found;
  }
  return Object.entries(BUILTIN).find(([tag]) => tag.split('-')[0] === language.toLowerCase())?.[1];
}
