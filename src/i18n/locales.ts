// i18n config -> the locales to build: each one's path below the base URL, and its translated docs and blog folders.
import path from 'node:path';
import type { Config } from '../types.js';
import { configError } from '../config/load.js';
import { DocgenError } from '../errors.js';
import { displayPath } from '../content/scan.js';
import { CURRENT } from '../versions/versions.js';
import { localePath, rootLocale } from './labels.js';
import { localeDir } from './translations.js';

export interface LocalePlan {
  locale: string;
  label: string;
  htmlLang: string;
  /** Below the base URL: `` for the root locale (the default one), `fr/` for the others (localePath). */
  path: string;
  isDefault: boolean;
}

/** A locale's translated docs of one version: `i18n/fr/docusaurus-plugin-content-docs/current` (`…-docs-api/current` for a docs instance `api`). */
export function translatedDocsDir(config: Pick<Config, 'i18n'>, locale: string, version: string, instance?: string): string {
  return path.join(localeDir(config, locale), `docusaurus-plugin-content-docs${instance ? `-${instance}` : ''}`, version === CURRENT ? CURRENT : `version-${version}`);
}

/**
 * A locale's translated blog: `i18n/fr/docusaurus-plugin-content-blog` (`…-blog-news` for a blog instance `news`). A post
 * there replaces the blog folder's post of the same path, its `authors.yml` the blog's, and its `options.json`
 * (BLOG_OPTIONS_FILE) translates the blog's title, description and sidebar title.
 */
export function translatedBlogDir(config: Pick<Config, 'i18n'>, locale: string, instance?: string): string {
  return path.join(localeDir(config, locale), `docusaurus-plugin-content-blog${instance ? `-${instance}` : ''}`);
}

/** The blog's translated options in a locale's blog folder: `{ "title": { "message": … }, "description": …, "sidebar.title": … }`. */
export const BLOG_OPTIONS_FILE = 'options.json';

/**
 * The configured locales, the default first; errors name the config key (checked for every site, one locale or more).
 * A default locale or a locale config not in the list was reported when the config was loaded (schema.ts).
 */
export function planLocales(config: Config): LocalePlan[] {
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  const fail = (key: string, message: string, hint: string): never => {
    throw configError(config.configFile, key, message, hint);
  };
  if (!locales.length) fail('i18n.locales', 'is empty', `list at least the default locale, e.g. ["${defaultLocale ?? 'en'}"]`);
  for (const l of locales) {
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(l)) fail('i18n.locales', `holds "${l}", which is not a locale name`, 'use a BCP 47 tag such as "fr" or "pt-BR"');
  }
  if (new Set(locales).size !== locales.length) fail('i18n.locales', 'lists a locale twice', 'remove the duplicate');
  const root = rootLocale(config);
  const ordered = [root, ...locales.filter((l) => l !== root)];
  return ordered.map((locale) => ({ locale, label: localeConfigs[locale].label, htmlLang: localeConfigs[locale].htmlLang, path: localePath(config, locale), isDefault: locale === defaultLocale }));
}

/**
 * The config with only these of its locales (`docgen build --locale en --locale fr`, as Docusaurus's `--locale` picks
 * the locales it builds), each at the path it has in a build of them all; one locale other than the default alone at
 * the site's root, as Docusaurus builds it (a site deployed to a domain per locale). Several without the default are
 * refused: where would each go.
 */
export function onlyLocales(config: Config, wanted: string[]): Config {
  const { defaultLocale, locales } = config.i18n;
  const fail = (message: string, hint: string): never => {
    throw new DocgenError(`--locale ${wanted.join(' ')}`, [{ file: config.configFile ? displayPath(config.configFile) : 'docgen build', severity: 'error', message, hint }]);
  };
  const unknown = wanted.find((l) => !locales.includes(l));
  if (unknown !== undefined) fail(`--locale "${unknown}": the site has no such locale (i18n.locales: ${locales.join(', ')})`, 'name one of the locales the config lists');
  const only = [...new Set(wanted)];
  if (only.length === 1 && only[0] !== defaultLocale) return { ...config, i18n: { ...config.i18n, locales: only, rootLocale: only[0] } };
  if (!only.includes(defaultLocale)) fail(`--locale ${wanted.join(' ')} leaves out the default locale "${defaultLocale}": docgen builds one locale alone at the site's root, or several beside the default one (the others at their /<locale>/ paths)`, `add --locale ${defaultLocale}, or build one locale at a time`);
  return { ...config, i18n: { ...config.i18n, locales: locales.filter((l) => only.includes(l)) } };
}
