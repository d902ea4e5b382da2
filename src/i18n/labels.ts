// A locale's i18n/<locale>/code.json (translation ids -> messages) -> the words docgen's pages and theme show, translated or in docgen's English.
import type { Config } from '../types.js';
import type { Labels } from '../../theme/types.js';
import { escapeHtml } from '../html.js';
import { pluralForm } from '../../theme/plural.js';
import { localeFiles, readMessages, type Messages } from './translations.js';
import { ENGLISH, CLIENT_LABELS, type TextId } from './english.js';
import { builtinTranslations } from './builtin/index.js';

export type { TextId };

/** The words of one locale. Ids are the theme translation ids of code.json, so a site's existing file works. */
export interface ThemeText {
  /** The locale (plural rules and dates follow it). */
  locale: string;
  /** The message, `{name}` placeholders filled with `values` as given: plain text. */
  t(id: TextId, values?: Record<string, string | number>): string;
  /** The message as HTML: its own text escaped, `values` put in as given (they are HTML). */
  html(id: TextId, values?: Record<string, string>): string;
  /** The form of a `One post|{count} posts` message for `count`, by the locale's plural rules, placeholders filled. */
  plural(id: TextId, count: number, values?: Record<string, string | number>): string;
  /** Whether `id` is in the locale's words: its code.json translates it, or docgen has words of its own for the locale. */
  has(id: TextId): boolean;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** `template` with each `{name}` of `values` replaced (unknown names stay as written); `escape` applies to the template's own text. */
export function interpolate(template: string, values: Record<string, string | number> = {}, escape: (s: string) => string = (s) => s): string {
  let out = '';
  let from = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    if (!(m[1] in values)) continue;
    out += escape(template.slice(from, m.index)) + String(values[m[1]]);
    from = m.index! + m[0].length;
  }
  return out + escape(template.slice(from));
}

/** The locale at the site's base URL: the default one, or the one locale a build was asked for (onlyLocales). */
export const rootLocale = (config: Pick<Config, 'i18n'>) => config.i18n.rootLocale ?? config.i18n.defaultLocale;

/** A locale's folder below the site's base URL: `` for the root locale, `fr/` for another. The one place that says it. */
export const localePath = (config: Pick<Config, 'i18n'>, locale: string) => (locale === rootLocale(config) ? '' : `${locale}/`);

/**
 * The base URL of the instance's locale (`/docs/fr/`), what a `to:` link or a `/…` href in a sidebar is below: not a
 * version's, as in Docusaurus. A site without instances: its base URL.
 */
export const localeBase = (config: Pick<Config, 'instance' | 'i18n' | 'baseUrl'>) => (config.instance ? config.instance.siteBaseUrl + localePath(config, config.instance.locale) : config.baseUrl);

/** The locale an instance builds (the default one for a site without instances). */
export const localeOf = (config: Pick<Config, 'instance' | 'i18n'>) => config.instance?.locale ?? config.i18n.defaultLocale;

/** The `lang` of the instance's pages and feeds: its locale's `htmlLang`. */
export const htmlLangOf = (config: Pick<Config, 'instance' | 'i18n'>) => config.i18n.localeConfigs[localeOf(config)]?.htmlLang ?? 'en';
/** The calendar the instance's dates are written in (`localeConfigs.<locale>.calendar`); undefined: its language's own. */
export const calendarOf = (config: Pick<Config, 'instance' | 'i18n'>) => config.i18n.localeConfigs[localeOf(config)]?.calendar;
/** The writing direction of the config's locale, for the html element's `dir`. */
export const directionOf = (config: Pick<Config, 'instance' | 'i18n'>) => config.i18n.localeConfigs[localeOf(config)]?.direction ?? 'ltr';

/** The messages of a locale's code.json; empty when it has none. */
export const codeMessages = (config: Pick<Config, 'i18n'>, locale: string): Messages => readMessages(localeFiles(config, locale, { version: 'current' }).code);

const cache = new WeakMap<Config, ThemeText>();

/** The words of the config's locale: its code.json's, else docgen's own for its language (builtin/), else English; read once per config. */
export function themeText(config: Config): ThemeText {
  let text = cache.get(config);
  if (text) return text;
  const locale = localeOf(config);
  const messages = codeMessages(config, locale);
  const own = builtinTranslations(locale);
  const raw = (id: TextId) => messages.get(id) ?? own?.[id] ?? ENGLISH[id];
  text = {
    locale,
    t: (id, values) => interpolate(raw(id), values),
    html: (id, values) => interpolate(raw(id), values, escapeHtml),
    plural: (id, count, values) => interpolate(pluralForm(raw(id), count, locale), { count, ...values }),
    has: (id) => messages.has(id) || own !== undefined
  };
  cache.set(config, text);
  return text;
}

/**
 * The theme's labels a locale translates, for the page data: only those, since the theme carries
 * its English. The colour toggle names no current mode (it is not known before the page runs), so a
 * `(… {mode})` part of its message is left out.
 */
export function clientLabels(config: Config): Labels | undefined {
  const text = themeText(config);
  const labels: Labels = {};
  for (const [name, id] of Object.entries(CLIENT_LABELS) as Array<[keyof Labels, TextId]>) {
    if (text.has(id)) labels[name] = id === 'theme.colorToggle.ariaLabel' ? withoutMode(text.t(id)) : text.t(id);
  }
  return Object.keys(labels).length ? labels : undefined;
}

/** `Switch between dark and light mode (currently {mode})` -> `Switch between dark and light mode`; else the message without `{mode}`. */
export function withoutMode(message: string): string {
  const bracketed = /\s*[(（][^()（）]*\{mode\}[^()（）]*[)）]/;
  return (bracketed.test(message) ? message.replace(bracketed, '') : message.replace(/\{mode\}/g, '')).trim();
}

/** Whether any locale of the site translates a label the theme shows: its bundle then reads labels from the page data. */
export function translatesTheme(config: Config): boolean {
  const ids = Object.values(CLIENT_LABELS) as string[];
  return config.i18n.locales.some((locale) => {
    if (builtinTranslations(locale)) return true;
    const messages = codeMessages(config, locale);
    return ids.some((id) => messages.has(id));
  });
}
