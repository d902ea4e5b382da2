// blog/authors.yml and a post's `authors` frontmatter -> Author[], with file:line:col diagnostics.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Document } from 'yaml';
import type { Author, Diagnostic } from '../types.js';
import { keyOffset, readYaml } from '../yaml-data.js';
import { positionAt } from '../text-position.js';
import { shortUrl, unsafeScheme } from '../unsafe-url.js';
import { tagSlug } from '../content/tags-file.js';

/** The authors file's name in the blog folder, unless `blog.authorsMapPath` names another. */
export const AUTHORS_FILE = 'authors.yml';

export type AuthorMap = Map<string, Author>;

/** Profile URLs of the platforms Docusaurus knows, for a handle: `github: ada` is https://github.com/ada. */
const PLATFORMS: Record<string, { name: string; url: string }> = {
  x: { name: 'X', url: 'https://x.com/' },
  twitter: { name: 'Twitter', url: 'https://twitter.com/' },
  github: { name: 'GitHub', url: 'https://github.com/' },
  linkedin: { name: 'LinkedIn', url: 'https://www.linkedin.com/in/' },
  stackoverflow: { name: 'Stack Overflow', url: 'https://stackoverflow.com/users/' },
  bluesky: { name: 'Bluesky', url: 'https://bsky.app/profile/' },
  instagram: { name: 'Instagram', url: 'https://www.instagram.com/' },
  threads: { name: 'Threads', url: 'https://www.threads.net/' },
  mastodon: { name: 'Mastodon', url: 'https://mastodon.social/' },
  youtube: { name: 'YouTube', url: 'https://youtube.com/' },
  twitch: { name: 'Twitch', url: 'https://twitch.tv/' }
};

/** A platform's name as shown (`GitHub`), its key as written for one docgen does not know. */
export const platformName = (platform: string) => PLATFORMS[platform.toLowerCase()]?.name ?? (platform.toLowerCase() === 'email' ? 'Email' : platform);

/** An author's `socials` as links: a URL as it is, a handle on a known platform as its profile's URL, an email address as mailto:. */
function socialsOf(raw: unknown): Author['socials'] | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'author "socials" must be a map of platforms to handles or URLs (github: ada)';
  const out: NonNullable<Author['socials']> = [];
  for (const [platform, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== 'string' || !value) return `author socials "${platform}" must be a handle or a URL`;
    const known = PLATFORMS[platform.toLowerCase()];
    if (/^https?:\/\//i.test(value)) out.push({ platform, url: value });
    else if (value.includes('/')) return `author socials "${platform}" must be a handle (${known ? `${known.url}…` : 'ada'}) or a whole http(s) URL, got "${value}"`;
    else if (known) out.push({ platform, url: known.url + value });
    else if (platform.toLowerCase() === 'email' && value.includes('@')) out.push({ platform, url: `mailto:${value}` });
    else return `author socials "${platform}": docgen knows no profile URL for the handle "${value}"; give the whole URL`;
  }
  return out;
}

/** An author as written (`name`, `title`, `url`, `image_url`, `email`, `description`, `socials`, `page`), or why it is not one. */
function toAuthor(raw: unknown): Author | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'an author is a key of authors.yml or {name, title, url, image_url}';
  const r = raw as Record<string, unknown>;
  for (const k of ['name', 'title', 'url', 'image_url', 'imageURL', 'email', 'description']) {
    if (r[k] !== undefined && typeof r[k] !== 'string') return `author "${k}" must be a string`;
  }
  if (typeof r.name !== 'string' || !r.name) return 'an author needs a name';
  const socials = r.socials === undefined ? undefined : socialsOf(r.socials);
  if (typeof socials === 'string') return socials;
  const optional = { email: r.email, description: r.description, socials } as Partial<Author>;
  return { name: r.name, title: r.title as string | undefined, url: r.url as string | undefined, imageUrl: (r.image_url ?? r.imageURL) as string | undefined, ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined && (!Array.isArray(v) || v.length))) };
}

/** An authors-file entry's `page`: `true` is a page at its key in kebab case, `{ permalink }` at that path; else none, or why not. */
function pageOf(key: string, raw: unknown): string | undefined | { problem: string } {
  if (raw === undefined || raw === false || raw === null) return undefined;
  if (raw === true) return tagSlug(key) || encodeURIComponent(key);
  const permalink = typeof raw === 'object' && !Array.isArray(raw) ? (raw as { permalink?: unknown }).permalink : undefined;
  if (typeof permalink === 'string' && permalink.replace(/^\/+|\/+$/g, '')) return permalink.replace(/^\/+|\/+$/g, '');
  return { problem: `"${key}": page must be true or { permalink: 'a-path' }` };
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
    const page = typeof author === 'string' ? undefined : pageOf(key, (raw as Record<string, unknown>).page);
    if (typeof author === 'string' || (typeof page === 'object' && page)) {
      diagnostics.push({ file, ...at(keyOffset(doc, key)), severity: 'error', message: `invalid ${name}: ${typeof author === 'string' ? `"${key}": ${author}` : (page as { problem: string }).problem}` });
    } else authors.set(key, { ...author, key, ...(page ? { page: page as string } : {}) });
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
