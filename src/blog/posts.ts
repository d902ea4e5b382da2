// Blog Doc[] -> post pages: date and route from the file name (or frontmatter), title, authors, tags, reading time.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config, Diagnostic, Doc, Page, ReportMode } from '../types.js';
import { normalizeRoute, routeProblem } from '../content/routes.js';
import { tagsOf, type TagsSource } from '../content/tags.js';
import { tocOf } from '../content/pages.js';
import { resolveAuthors, type AuthorMap } from './authors.js';
import { blogBase } from '../mounts.js';
import { firstCommits } from '../content/git-dates.js';
import { splitFrontmatter } from '../markdown/frontmatter.js';
import { localeOf } from '../i18n/labels.js';

/** Reading speed for "N min read", as Docusaurus counts it. */
export const WORDS_PER_MINUTE = 200;
export const TRUNCATE = /<!--\s*truncate\s*-->/;


/** `2024-01-15` -> an ISO date at midnight UTC, or undefined for a date that does not exist (2024-02-30). */
function isoDay(y: string, m: string, d: string): string | undefined {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d) ? date.toISOString() : undefined;
}

/**
 * A frontmatter date: `YYYY-MM-DD` (months and days of one digit too), an ISO 8601 date-time, or a YAML timestamp
 * (`2024-01-15 10:00:00`, `2024-1-5t10:00:00.5 +2`), which YAML readers turn into dates; or another date JavaScript's
 * Date reads (`August 11 2022`, `Thu, 11 Aug 2022 10:00:00 GMT`), as Docusaurus's schema takes them, in UTC where it
 * names no zone (Docusaurus takes the building machine's).
 */
export function parseDate(value: string): string | undefined {
  // Space YAML does not take for space (a no-break space, as in Babel's posts) is none to Docusaurus either.
  value = value.trim();
  const day = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (day) return isoDay(day[1], day[2].padStart(2, '0'), day[3].padStart(2, '0'));
  const stamp = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:[ \t]*(Z|[-+]\d{1,2}(?::?\d{2})?))?$/.exec(value);
  if (!stamp) return /^\d{4}-\d/.test(value) ? undefined : otherDate(value);
  const [, y, mo, d, h, mi, sec = '00', frac = '', zone = 'Z'] = stamp;
  if (!isoDay(y, mo.padStart(2, '0'), d.padStart(2, '0'))) return undefined;
  // Without a zone, UTC (as the date of a file name is).
  const z = /^([-+])(\d{1,2}):?(\d{2})?$/.exec(zone);
  const offset = z ? `${z[1]}${z[2].padStart(2, '0')}:${z[3] ?? '00'}` : 'Z';
  const t = Date.parse(`${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}T${h.padStart(2, '0')}:${mi}:${sec}${frac}${offset}`);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/** A date in another form that JavaScript reads (a month's name, a day's), in UTC unless it names its zone. */
function otherDate(value: string): string | undefined {
  if (!/[a-z]/i.test(value) || !/\d/.test(value)) return undefined;
  const zoned = /\b(?:UTC|GMT|Z)\b|[+-]\d{2}:?\d{2}$/i.test(value);
  const t = Date.parse(zoned ? value : `${value} UTC`);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/**
 * A date whose day its month does not have (`2017-02-29 11:00:00`), carried over into the next month as Docusaurus's
 * YAML reader does (2017-03-01T11:00:00Z); undefined for anything else.
 */
export function carriedOverDate(value: string): string | undefined {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})((?:[Tt]|[ \t]+).*)?$/.exec(value.trim());
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12 || Number(m[3]) < 1 || Number(m[3]) > 31) return undefined;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const y = String(day.getUTCFullYear()).padStart(4, '0');
  return parseDate(`${y}-${day.getUTCMonth() + 1}-${day.getUTCDate()}${m[4] ?? ''}`);
}

/** The words of a text, as a locale's segmenter finds them (Chinese is words too, not one per run of characters). */
function countWords(text: string, locale?: string): number {
  let words = 0;
  for (const { isWordLike } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) if (isWordLike) words++;
  return words;
}

/** A post's reading time: whole minutes of its text at 200 words a minute, at least 1. */
export function readingTime(doc: Doc, locale?: string): number {
  return Math.max(1, Math.ceil(countWords(doc.sections.map((s) => `${s.title} ${s.text}`).join(' '), locale) / WORDS_PER_MINUTE));
}

/** blog.readingTime's `defaultReadingTime`, as Docusaurus's: the minutes of a markdown text (two decimals). */
export const defaultReadingTime = ({ content, locale, options }: { content: string; locale?: string; options?: { wordsPerMinute?: number } }) =>
  Math.round((countWords(content, locale) / (options?.wordsPerMinute ?? WORDS_PER_MINUTE)) * 100) / 100;

/** A post's reading time as the site's blog.readingTime works it out from its file, or the problem it had. */
function siteReadingTime(doc: Doc, config: Config): { minutes?: number; problem?: string } {
  const content = splitFrontmatter(readFileSync(path.resolve(config.contentDir, doc.path), 'utf8')).body;
  try {
    const minutes = config.blog.readingTime!({ content, frontMatter: doc.frontmatter as Record<string, unknown>, locale: localeOf(config), defaultReadingTime });
    return minutes === undefined || (typeof minutes === 'number' && Number.isFinite(minutes)) ? { minutes } : { problem: `blog.readingTime returned ${typeof minutes === 'number' ? minutes : typeof minutes}, not a number of minutes or undefined` };
  } catch (error) {
    return { problem: `blog.readingTime threw: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * A post's file in the blog folder, relative to the site folder, with forward slashes; and a translated post's own (its
 * doc's path is below the content folder, as scanBlog reads it).
 */
function sources(config: Config, file: string, docPath: string): { source: string; localized?: string } {
  const source = path.relative(config.root, path.join(config.blogDir!, file)).split(path.sep).join('/');
  const own = path.relative(config.root, path.resolve(config.contentDir, docPath)).split(path.sep).join('/');
  return own === source ? { source } : { source, localized: own };
}

export interface PostOptions {
  /** Each post's path below its blog folder (`2024-01-15-hello.md`), by its doc's path: a translated post has its original's (see scanBlog). */
  relative: Map<string, string>;
  authors: AuthorMap;
  drafts?: boolean;
  /** The date of each post that has none in its name or frontmatter (postFileDates), by its doc's path. */
  fileDates?: Map<string, string>;
  /** The blog's tags file, when it has one (readTagsSource). */
  tags?: TagsSource;
}

const DATE_HINT = 'name the file YYYY-MM-DD-slug.md (or the folder YYYY-MM-DD-slug/ with index.md), or set date: YYYY-MM-DD in the frontmatter';

/**
 * A post's date as its file name writes it (`2024-01-15-hello.md`, `2024-01-15-hello/index.md`), and its parts. As in
 * Docusaurus, a month or day may have one digit (`2019-4-9-hello.md`), and the parts may be folders
 * (`2024/01/15/hello.md`); the route keeps them as written.
 */
const DATED = /^(?:(.*)\/)?(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/](.+)$/;
const withoutExtension = (file: string) => file.replace(/\.mdx?$/, '').replace(/\/index$/i, '');

/**
 * The dates of the posts that give none (no `date:`, no date in the name), as Docusaurus dates them: the day their
 * file was first committed, else the day it was made. Undefined when every post has its own.
 */
export async function postFileDates(docs: Doc[], options: { relative: Map<string, string>; contentDir: string; blogDir: string }): Promise<Map<string, string> | undefined> {
  const undated = docs.filter((d) => d.frontmatter.date === undefined && !DATED.test(withoutExtension(options.relative.get(d.path) ?? '')));
  if (!undated.length) return undefined;
  const { commits } = await firstCommits(options.blogDir);
  const dates = new Map<string, string>();
  for (const doc of undated) {
    const file = path.join(options.contentDir, doc.path);
    const at = commits.get(path.relative(options.blogDir, file).split(path.sep).join('/'))?.at ?? statSync(file, { throwIfNoEntry: false })?.birthtimeMs;
    if (at) dates.set(doc.path, new Date(at).toISOString());
  }
  return dates;
}

/**
 * Posts, newest first. A file `2024-01-15-hello.md` (or `2024-01-15-hello/index.md`) is the post
 * `hello` of that day, at `/docs/blog/2024/01/15/hello` as in Docusaurus, so that a blog moved from
 * it keeps its addresses; `slug:` puts it at `/docs/blog/{slug}`, `date:` overrides the file's date.
 */
export function routePosts(docs: Doc[], config: Config, options: PostOptions): { posts: Page[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const posts: Page[] = [];
  const base = blogBase(config);
  const report = (mode: ReportMode, file: string, at: { line: number; column: number } | undefined, message: string, hint: string) => {
    if (mode !== 'ignore') diagnostics.push({ file, ...(at ?? { line: 1, column: 1 }), severity: mode === 'throw' ? 'error' : 'warning', message, hint });
  };
  for (const doc of docs) {
    const fm = doc.frontmatter;
    if (fm.draft && !options.drafts) continue;
    const error = (at: { line: number; column: number } | undefined, message: string, hint?: string) => diagnostics.push({ file: doc.path, ...(at ?? { line: 1, column: 1 }), severity: 'error', message, hint });
    const file = options.relative.get(doc.path)!;
    const rel = withoutExtension(file);
    const named = DATED.exec(rel);
    let date: string | undefined;
    if (fm.date !== undefined) {
      date = parseDate(fm.date);
      const carried = date ? undefined : carriedOverDate(fm.date);
      if (carried) {
        date = carried;
        diagnostics.push({ file: doc.path, ...(doc.frontmatterAt?.date ?? { line: 1, column: 1 }), severity: 'warning', message: `date "${fm.date}" does not exist: the post is dated ${carried.slice(0, 10)}, as Docusaurus reads it`, hint: 'write the real date' });
      } else if (!date) error(doc.frontmatterAt?.date, `invalid date "${fm.date}"`, 'write the date as YYYY-MM-DD, or an ISO date-time such as 2024-01-15T10:00:00Z');
    } else if (named) {
      date = isoDay(named[2], named[3], named[4]);
      if (!date) error(undefined, `invalid date "${named[2]}-${named[3]}-${named[4]}" in the file name`, 'name the post YYYY-MM-DD-slug.md with a real date');
    } else if ((date = options.fileDates?.get(doc.path))) {
      diagnostics.push({ file: doc.path, line: 1, column: 1, severity: 'warning', message: `a blog post with no date in its name or frontmatter: dated ${date.slice(0, 10)}, when its file was first committed (or made), as Docusaurus dates it`, hint: DATE_HINT });
    } else {
      error(undefined, 'a blog post needs a date', DATE_HINT);
    }
    // Without a title or a leading "# Title", the file name after its date names the post (`2024-01-15-hello.md`: "hello").
    const title = fm.title ?? doc.h1 ?? (named ? named[5] : rel);
    const { authors, problem, inline } = resolveAuthors(fm.authors, options.authors, config.blog.authorsMapPath);
    if (problem) error(doc.frontmatterAt?.authors, problem);
    if (inline) report(config.blog.onInlineAuthors, doc.path, doc.frontmatterAt?.authors, `${inline === 1 ? 'an author is' : `${inline} authors are`} written inline, not named from ${config.blog.authorsMapPath}`, `add ${inline === 1 ? 'it' : 'them'} to ${config.blog.authorsMapPath} in the blog folder and name ${inline === 1 ? 'it' : 'them'} by key, or set blog.onInlineAuthors: 'ignore'`);
    if (!date || problem) continue;
    const { tags, diagnostic } = tagsOf(doc, `${base}/${config.blog.tagsBasePath}`, config, options.tags);
    if (diagnostic) diagnostics.push(diagnostic);
    const below = fm.slug !== undefined ? fm.slug.replace(/^\/+/, '') : named ? `${named[2]}/${named[3]}/${named[4]}/${named[1] ? `${named[1]}/` : ''}${named[5]}` : rel;
    // Two posts (or a post and any other page) at one route are found with every other output path (output/table.ts).
    const route = normalizeRoute(`${base}/${below}`, config);
    const routeError = routeProblem(route, config.baseUrl);
    if (routeError) {
      error(fm.slug !== undefined ? doc.frontmatterAt?.slug : undefined, routeError, 'a slug is a path below the blog: drop the ".." segments that leave the base URL, and write a literal "%" as "%25"');
      continue;
    }
    const { minutes, problem: readingProblem } = config.blog.showReadingTime && config.blog.readingTime ? siteReadingTime(doc, config) : { minutes: readingTime(doc, localeOf(config)) };
    if (readingProblem) error(undefined, readingProblem, 'return the minutes as a number (undefined: none shown for this post)');
    const page: Page = {
      kind: 'blog-post',
      doc,
      id: rel,
      route,
      title,
      sidebarLabel: title,
      description: fm.description ?? doc.excerpt,
      breadcrumbs: [],
      toc: tocOf(doc, config),
      html: doc.html,
      post: { ...sources(config, file, doc.path), date, authors, tags, readingTime: minutes, truncated: TRUNCATE.test(doc.html) }
    };
    posts.push(page);
    if (!page.post!.truncated) report(config.blog.onUntruncatedBlogPosts, doc.path, undefined, 'this post has no truncation marker: the list pages show all of it', "put <!-- truncate --> (in MDX, {/* truncate */}) after its first paragraphs, or set blog.onUntruncatedBlogPosts: 'ignore'");
  }
  posts.sort((a, b) => (a.post!.date === b.post!.date ? b.doc.path.localeCompare(a.doc.path) : b.post!.date.localeCompare(a.post!.date)));
  // Oldest first (blog.sortPosts), for every list of them, as Docusaurus's option orders its posts.
  if (config.blog.sortPosts === 'ascending') posts.reverse();
  return { posts, diagnostics };
}
