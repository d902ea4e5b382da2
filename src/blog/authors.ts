// blog/authors.yml and a post's `authors` frontmatter -> Author[], with file:line:col diagnostics.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Document } from 'yaml';
import type { Author, Diagnostic } from '../types.js';
import { readYaml } from '../yaml-data.js';
import { positionAt } from '../text-position.js';
import { shortUrl, unsafeScheme } from '../unsafe-url.js';

/** The authors file's name in the blog folder, unless `blog.authorsMapPath` names another. */
export const AUTHORS_FILE = 'authors.yml';

export type AuthorMap = Map<string, Author>;

/** An author as written (`name`, `title`, `url`, `image_url`), or why it is not one. */
function toAuthor(raw: unknown): Author | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'an author is a key of authors.yml or {name, title, url, image_url}';
  const r = raw as Record<string, unknown>;
  for (const k of ['name', 'title', 'url', 'image_url', 'imageURL']) {
    if (r[k] !== undefined && typeof r[k] !== 'string') return `author "${k}" must be a string`;
  }
  if (typeof r.name !== 'string' || !r.name) return 'an author needs a name';
  return { name: r.name, title: r.title as string | undefined, url: r.url as string | undefined, imageUrl: (r.image_url ?? r.imageURL) as string | undefined };
}

/**
 * Reads the blog's authors file (`authors.yml` in the blog folder, or `blog.authorsMapPath`; YAML or JSON): `key: {name,
 * title, url, image_url}`. `file` is how diagnostics name it (relative to the content folder, as for posts).
 */
export function loadAuthors(full: string, file: string): { authors: AuthorMap; diagnostics: Diagnostic[] } {
  const authors: AuthorMap = new Map();
  const name = path.basename(full);
  if (!existsSync(full)) return { authors, diagnostics: [] };
  const text = readFileSync(full, 'utf8');
  const at = (offset: number) => positionAt(text, offset);
  const converted = readYaml(text);
  if ('problem' in converted) return { authors, diagnostics: [{ file, ...at(converted.offset), severity: 'error', message: `invalid ${name}: ${converted.problem}` }] };
  const { doc, data } = converted;
  if (data === null || data === undefined) return { authors, diagnostics: [] };
  if (typeof data !== 'object' || Array.isArray(data)) return { authors, diagnostics: [{ file, line: 1, column: 1, severity: 'error', message: `invalid ${name}: expected a map of author keys to {name, title, url, image_url}` }] };
  const diagnostics: Diagnostic[] = [];
  for (const [key, raw] of Object.entries(data as Record<string, unknown>)) {
    diagnostics.push(...dropUnsafeAuthorUrls(raw, (p) => at(nodeOffset(doc, [key, ...p])), file));
    const author = toAuthor(raw);
    if (typeof author === 'string') {
      const offset = text.search(new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'm'));
      diagnostics.push({ file, ...at(Math.max(offset, 0)), severity: 'error', message: `invalid ${name}: "${key}": ${author}` });
    } else authors.set(key, author);
  }
  return { authors, diagnostics };
}

/** Where the value at `path` is written in a YAML document (an alias: where the alias is), else 0. */
export function nodeOffset(doc: Document, path: Array<string | number>): number {
  return (doc.getIn(path, true) as { range?: [number, number, number] } | undefined)?.range?.[0] ?? 0;
}

/**
 * Removes, in place, the `url`, `image_url` and `imageURL` that would run script from an author
 * (`{name, url, …}`) or a list of authors, with a warning at each; `where(path)` is the file
 * position of the value at that path (`[1, 'url']`) below `value`, and `named(field)` how the warning names the
 * field. A key naming an author in authors.yml is checked there.
 */
export function dropUnsafeAuthorUrls(value: unknown, where: (path: Array<string | number>) => { line: number; column: number }, file: string, named = (field: string) => `author ${field}`): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const check = (author: unknown, path: Array<string | number>) => {
    if (typeof author !== 'object' || author === null || Array.isArray(author)) return;
    const fields = author as Record<string, unknown>;
    for (const field of ['url', 'image_url', 'imageURL']) {
      const url = fields[field];
      const scheme = typeof url === 'string' ? unsafeScheme(url, { image: field !== 'url' }) : undefined;
      if (!scheme) continue;
      diagnostics.push({ file, ...where([...path, field]), severity: 'warning', message: `unsafe ${named(field)} ${shortUrl(url as string)} removed: ${scheme} URLs run script`, hint: 'an author url is a web page (https:…), and image_url an image' });
      delete fields[field];
    }
  };
  if (Array.isArray(value)) value.forEach((a, i) => check(a, [i]));
  else check(value, []);
  return diagnostics;
}

/** A post's `authors` frontmatter (a key, an inline author, or a list of them) -> its authors and how many are inline, or the problem. */
export function resolveAuthors(value: unknown, known: AuthorMap, authorsFile = AUTHORS_FILE): { authors: Author[]; problem?: string; inline: number } {
  if (value === undefined) return { authors: [], inline: 0 };
  const authors: Author[] = [];
  let inline = 0;
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item === 'string') {
      const a = known.get(item);
      if (!a) return { authors, inline, problem: `unknown author "${item}": add it to ${authorsFile} in the blog folder, or write it inline as {name, title, url, image_url}` };
      authors.push(a);
      continue;
    }
    const a = toAuthor(item);
    if (typeof a === 'string') return { authors, inline, problem: `invalid frontmatter "authors": ${a}` };
    authors.push(a);
    // Written inline, not named from the authors file (Docusaurus's onInlineAuthors); `{ key }` names one.
    if (!(item && typeof item === 'object' && 'key' in item)) inline++;
  }
  return { authors, inline };
}
