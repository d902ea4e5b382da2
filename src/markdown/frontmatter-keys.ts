// The frontmatter keys docgen reads -> what each must be: a value made usable (`title: 2024` -> "2024"), or the problem.
import type { Frontmatter } from '../types.js';

/** A value made usable, or why it is not: `must be …`, after which the value is quoted. */
type Check = (value: unknown) => { value: unknown } | { expected: string };

const ok = (value: unknown) => ({ value });
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTag = (v: unknown) => typeof v === 'string' || (isObject(v) && typeof v.label === 'string' && ['string', 'undefined'].includes(typeof v.permalink));

/** A bare number or boolean is fine where text is expected (`title: 2024`). */
const string: Check = (v) => (typeof v === 'string' ? ok(v) : typeof v === 'number' || typeof v === 'boolean' ? ok(String(v)) : { expected: 'a string' });
/** A number written as text (`sidebar_position: '2'`) is that number, as Docusaurus's schema converts it (Joi). */
const NUMERIC = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i;
const asNumber = (v: unknown) => (typeof v === 'string' && NUMERIC.test(v) ? Number(v) : v);
const number: Check = (v) => {
  const n = asNumber(v);
  return typeof n === 'number' && Number.isFinite(n) ? ok(n) : { expected: 'a number' };
};
/** `'true'` and `'false'` (any case) are the booleans, as Docusaurus's schema converts them. */
const boolean: Check = (v) => {
  const b = typeof v === 'string' && /^(?:true|false)$/i.test(v.trim()) ? v.trim().toLowerCase() === 'true' : v;
  return typeof b === 'boolean' ? ok(b) : { expected: 'a boolean' };
};
const any: Check = ok;
/** A number or boolean in the list is its text (`keywords: [404, not found]`, as Docusaurus reads it). */
const asText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);
/** One string is a list of one. */
const listOf = (is: (item: unknown) => boolean, expected: string): Check => (v) => {
  const list = typeof v === 'string' ? [v] : Array.isArray(v) ? v.map(asText) : undefined;
  return list?.every(is) ? ok(list) : { expected };
};
const strings = listOf((s) => typeof s === 'string', 'a list of strings');
const tags = listOf(isTag, 'a list of tags (strings, or {label, permalink})');
/** `null` means "none" (no next page, no edit link, no sidebar): kept, not dropped as an unset key is. */
const orNull = (check: Check, expected: string): Check => (v) => {
  if (v === null) return ok(null);
  const checked = check(v);
  return 'value' in checked ? checked : { expected };
};
const object: Check = (v) => (isObject(v) ? ok(v) : { expected: 'an object of key: value pairs' });
/** A heading level the table of contents can start or stop at. */
const level: Check = (v) => {
  const n = asNumber(v);
  return typeof n === 'number' && Number.isInteger(n) && n >= 2 && n <= 6 ? ok(n) : { expected: 'a heading level, a whole number from 2 to 6' };
};
/** `{date, author}`, at least one of them; the date in a form `Date` reads (`2024-01-15`, an ISO date-time). */
const lastUpdate: Check = (v) => {
  const expected = 'an object with an author (a string) and/or a date (such as 2024-01-15)';
  if (!isObject(v) || (v.author === undefined && v.date === undefined)) return { expected };
  const author = v.author === undefined ? undefined : string(v.author);
  if (author && !('value' in author)) return { expected };
  if (v.date !== undefined && (typeof v.date !== 'string' || Number.isNaN(Date.parse(v.date)))) return { expected };
  return ok({ ...(author ? { author: author.value } : {}), ...(v.date !== undefined ? { date: v.date } : {}) });
};

/** Every key docgen reads, and its check. Unknown keys are allowed (themes may read them). */
export const FRONTMATTER_KEYS: Record<keyof Frontmatter, Check> = {
  title: string,
  id: string,
  slug: string,
  sidebar_label: string,
  sidebar_position: number,
  sidebar_class_name: string,
  sidebar_custom_props: object,
  displayed_sidebar: orNull(string, 'a sidebar name, or null for none'),
  description: string,
  tags,
  keywords: strings,
  image: string,
  date: string,
  authors: any,
  draft: boolean,
  unlisted: boolean,
  hide_table_of_contents: boolean,
  hide_title: boolean,
  toc_min_heading_level: level,
  toc_max_heading_level: level,
  pagination_next: orNull(string, 'a doc id, or null for none'),
  pagination_prev: orNull(string, 'a doc id, or null for none'),
  pagination_label: string,
  custom_edit_url: orNull(string, 'a URL, or null for none'),
  last_update: lastUpdate
};

/** What a key's value must be, for a message; undefined when it is fine (and `value` is what to keep). */
export function checkKey(key: keyof Frontmatter, value: unknown): { value: unknown } | { expected: string } {
  return FRONTMATTER_KEYS[key](value);
}

/** Problems between keys, each with the key to point at: limits that cross, states that exclude each other. */
export function crossKeyProblems(fm: Frontmatter): Array<{ key: keyof Frontmatter; message: string }> {
  const problems: Array<{ key: keyof Frontmatter; message: string }> = [];
  if (fm.toc_min_heading_level !== undefined && fm.toc_max_heading_level !== undefined && fm.toc_min_heading_level > fm.toc_max_heading_level) {
    problems.push({ key: 'toc_min_heading_level', message: `"toc_min_heading_level" (${fm.toc_min_heading_level}) must not be above "toc_max_heading_level" (${fm.toc_max_heading_level})` });
  }
  if (fm.draft && fm.unlisted) problems.push({ key: 'unlisted', message: 'a page cannot be both draft and unlisted' });
  return problems;
}
