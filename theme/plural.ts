// The plural form of a message for a count, in a locale: the theme's labels (src/i18n/labels.ts) and the site's
// components (usePluralForm, theme/islands/modules/override/@docusaurus/theme-common.tsx) choose it the same way.

/** Plural categories in the order messages list their forms: small counts first. */
const ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The form of `message` (forms split by `|`) for `count`: the one at the index of its plural category; the last when there are fewer. */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0];
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  return forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)];
}
