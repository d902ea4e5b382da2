// What the main thread needs of a parse without loading the parser: cache keys, the doc of a failed parse, deferred code put in place.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic, Doc, MarkdownOptions, SourceFile } from '../types.js';
import { DEFAULT_MAGIC_COMMENTS } from './magic-comments.js';
import { importsSiteFile } from '../mdx/partials.js';

const DEFAULT_KEY = JSON.stringify({ magicComments: DEFAULT_MAGIC_COMMENTS } satisfies MarkdownOptions);

/** Bump when the parse output changes shape, so old cache entries are ignored. */
export const PARSER_VERSION = 155;

/**
 * The cache key of a page's parse: the parser's version, the file, and the options that change the output (none: the
 * defaults). A page that imports a site file is also keyed by its folder: the same text elsewhere reads other partials.
 */
export function hashSource(file: SourceFile, options?: MarkdownOptions): string {
  const hash = createHash('sha1').update(`${PARSER_VERSION}\0${file.path}\0${file.text}`);
  if (file.abs && importsSiteFile(file.text)) hash.update(`\0${path.dirname(file.abs)}`);
  // Front matter the site's parseFrontMatter gave (hooks.ts) is part of the page.
  if (file.frontmatter) hash.update(`\0${JSON.stringify(file.frontmatter)}`);
  // So are the partials as the site's preprocessor gives them.
  if (file.partials) hash.update(`\0${JSON.stringify(file.partials)}`);
  if (file.post) hash.update('\0post');
  const key = options ? JSON.stringify(options) : DEFAULT_KEY;
  if (key !== DEFAULT_KEY) hash.update(`\0${key}`);
  return hash.digest('hex');
}

/** A doc with no body that carries one error about the file, for a page that cannot be parsed. */
export function failedDoc(file: SourceFile, error: Omit<Diagnostic, 'file' | 'severity'>): Doc {
  return { path: file.path, hash: hashSource(file), frontmatter: {}, headings: [], links: [], html: '', sections: [], diagnostics: [{ file: file.path, line: 1, column: 1, ...error, severity: 'error' }] };
}

/** A doc of parseDocDeferred (parse.ts) with its code blocks' HTML in place. */
export function fillCode(doc: Doc, nonce: string, html: string[]): Doc {
  return { ...doc, html: doc.html.replace(new RegExp(`<!--${nonce}:(\\d+)-->`, 'g'), (_, i: string) => html[Number(i)]) };
}

/**
 * Whether the files a doc took in while parsed (its partials) still read as they did. `read` keeps each file's sha1
 * (null: gone) across the docs of one parse, so a partial many pages share is read once.
 */
export function depsUnchanged(doc: Doc, read = new Map<string, string | null>()): boolean {
  return (doc.deps ?? []).every((d) => {
    if (!read.has(d.file)) {
      try {
        read.set(d.file, createHash('sha1').update(readFileSync(d.file, 'utf8')).digest('hex'));
      } catch {
        read.set(d.file, null);
      }
    }
    return read.get(d.file) === d.hash;
  });
}
