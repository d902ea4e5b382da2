// The theme's words per locale: code.json messages with their placeholders and plural forms, the labels the page
// data carries (only translated ones), and whether a site translates any (its bundle then reads them).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientLabels, interpolate, themeText, translatesTheme, withoutMode } from '../../../src/i18n/labels.js';
import { pluralForm } from '../../../theme/plural.js';
import { fillLabels, labelMark } from '../../../src/i18n/marks.js';
import { CLIENT_LABELS, ENGLISH } from '../../../src/i18n/english.js';
import fr from '../../../src/i18n/builtin/fr.js';
import { escapeHtml } from '../../../src/html.js';
import type { Config } from '../../../src/types.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A site folder with a code.json per locale, and the config of one of its locales. */
function site(files: Record<string, Record<string, string> | string>, locale = 'fr', locales = ['en', 'fr']): Config {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-labels-'));
  dirs.push(root);
  for (const [l, messages] of Object.entries(files)) {
    mkdirSync(path.join(root, 'i18n', l), { recursive: true });
    const json = typeof messages === 'string' ? messages : JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, { message, description: 'x' }])));
    writeFileSync(path.join(root, 'i18n', l, 'code.json'), json);
  }
  const localeConfigs = Object.fromEntries(locales.map((l) => [l, { label: l, htmlLang: l }]));
  return { root, i18n: { defaultLocale: 'en', locales, dir: path.join(root, 'i18n'), localeConfigs }, instance: { locale } } as unknown as Config;
}

describe('messages', () => {
  it('fills {name} placeholders, leaving unknown ones as written, and escapes only the message\'s own text for HTML', () => {
    expect(interpolate('{nPosts} tagged with "{tagName}" {x}', { nPosts: 'One post', tagName: 'a' })).toBe('One post tagged with "a" {x}');
    expect(interpolate('Last updated{atDate} <{who}>', { atDate: ' on <b>1</b>', who: '<i>me</i>' }, escapeHtml)).toBe('Last updated on <b>1</b> &lt;<i>me</i>&gt;');
  });

  it('picks a plural form by the locale\'s rules, small counts first, the last when there are fewer forms', () => {
    expect([0, 1, 2].map((n) => pluralForm('One post|{count} posts', n, 'en'))).toEqual(['{count} posts', 'One post', '{count} posts']);
    // French: 0 and 1 are "one".
    expect([0, 1, 2].map((n) => pluralForm('Un article|{count} articles', n, 'fr'))).toEqual(['Un article', 'Un article', '{count} articles']);
    // Russian: one, few, many, other.
    expect([1, 3, 5].map((n) => pluralForm('одна|{count} статьи|{count} статей', n, 'ru'))).toEqual(['одна', '{count} статьи', '{count} статей']);
    expect(pluralForm('{count} items', 1, 'en')).toBe('{count} items');
    expect(pluralForm('one|other', 2, 'not a locale!')).toBe('other');
  });

  it('leaves the current mode out of the colour toggle\'s label', () => {
    expect(withoutMode('Switch between dark and light mode (currently {mode})')).toBe('Switch between dark and light mode');
    expect(withoutMode('切换浅色/暗黑模式（当前为{mode}）')).toBe('切换浅色/暗黑模式');
    expect(withoutMode('Mode: {mode}')).toBe('Mode:');
  });
});

describe('a locale\'s words', () => {
  it('reads code.json, with docgen\'s English where it has no message and docgen has no words for the language', () => {
    // Dutch: docgen has no words of its own for it (builtin/).
    const text = themeText(site({ nl: { 'theme.admonition.note': 'Remarque', 'theme.blog.post.readingTime.plurals': 'Une minute de lecture|{readingTime} minutes de lecture' } }, 'nl', ['en', 'nl']));
    expect(text.t('theme.admonition.note')).toBe('Remarque');
    expect(text.t('theme.admonition.tip')).toBe('Tip');
    expect([1, 5].map((n) => text.plural('theme.blog.post.readingTime.plurals', n, { readingTime: n }))).toEqual(['Une minute de lecture', '5 minutes de lecture']);
    expect(text.plural('theme.blog.post.plurals', 3)).toBe('3 posts');
    expect(text.has('theme.admonition.note')).toBe(true);
    expect(text.has('theme.admonition.tip')).toBe(false);
  });

  it('takes docgen\'s own words for a language it has them for where code.json has no message', () => {
    const text = themeText(site({ fr: { 'theme.admonition.note': 'Remarque du site' } }));
    expect(text.t('theme.admonition.note')).toBe('Remarque du site');
    expect(text.t('theme.admonition.tip')).toBe(fr['theme.admonition.tip']);
    expect(text.t('theme.admonition.tip')).not.toBe(ENGLISH['theme.admonition.tip']);
    expect(text.has('theme.admonition.tip')).toBe(true);
    // The page data carries every label the theme draws, in French.
    expect(clientLabels(site({}))).toMatchObject({ toc: fr['theme.TOCCollapsible.toggleButtonLabel'], search: fr['theme.SearchBar.label'] });
  });

  it('fills the marks of parsed pages with the locale\'s words, escaped', () => {
    const text = themeText(site({ fr: { 'theme.CodeBlock.copy': 'Copier', 'theme.CodeBlock.copyButtonAriaLabel': 'Copier "le" code' } }));
    const html = `<button aria-label="${labelMark('theme.CodeBlock.copyButtonAriaLabel')}">${labelMark('theme.CodeBlock.copy')}</button><!--docgen-label:theme.unknown-->`;
    expect(fillLabels(html, text)).toBe('<button aria-label="Copier &quot;le&quot; code">Copier</button><!--docgen-label:theme.unknown-->');
    expect(fillLabels('<p>no marks</p>', text)).toBe('<p>no marks</p>');
  });

  it('gives the page data only the labels a locale translates, and none without a code.json', () => {
    const config = site({ nl: { 'theme.SearchBar.label': 'Rechercher', 'theme.colorToggle.ariaLabel': 'Basculer (actuellement {mode})', 'theme.admonition.note': 'Remarque' } }, 'nl', ['en', 'nl']);
    expect(clientLabels(config)).toEqual({ search: 'Rechercher', colorMode: 'Basculer' });
    expect(clientLabels(site({}, 'en'))).toBeUndefined();
  });

  it('says whether any locale translates a label the theme draws (admonition titles are written on the server)', () => {
    const nl = (files: Record<string, Record<string, string>>) => site(files, 'nl', ['en', 'nl']);
    expect(translatesTheme(nl({ nl: { 'theme.admonition.note': 'Remarque' } }))).toBe(false);
    expect(translatesTheme(nl({ nl: { 'theme.CodeBlock.copied': 'Copié' } }))).toBe(true);
    expect(translatesTheme(nl({}))).toBe(false);
    // A language docgen has words for translates them without a code.json.
    expect(translatesTheme(site({}))).toBe(true);
  });

  it('stops at a code.json that is not JSON, at its line', () => {
    expect(() => themeText(site({ fr: '{\n  "theme.admonition.note": { "message": "x" },\n}' }))).toThrow(/cannot read .*code\.json/);
  });

  it('has English for every label the theme draws', () => {
    for (const id of Object.values(CLIENT_LABELS)) expect(ENGLISH[id], id).toBeTypeOf('string');
  });
});
