// What the main thread needs of a parse without loading the parser: cache keys, the doc of a failed parse, deferred code put in place.
import { createHash } from 'node:crypto';
import type { Diagnostic, Doc, SourceFile } from '../types.js';

/** Bump when the parse output changes shape, so old cache entries are ignored. */
export const PARSER_VERSION = 18;

export function hashSource(file: SourceFile): string {
  return createHash('sha1').update(`${PARSER_VERSION}\0${file.path}\0${file.text}`).digest('hex');
}

/** A doc with no body that carries one error about the file, for a page that cannot be parsed. */
export function failedDoc(file: SourceFile, error: Omit<Diagnostic, 'file' | 'severity'>): Doc {
  return { path: file.path, hash: hashSource(file), frontmatter: {}, headings: [], links: [], html: '', sections: [], diagnostics: [{ file: file.path, line: 1, column: 1, ...error, severity: 'error' }] };
}

/** A doc of parseDocDeferred (parse.ts) with its code blocks' HTML in place. */
export function fillCode(doc: Doc, nonce: string, html: string[]): Doc {
  return { ...doc, html: doc.html.replace(new RegExp(`<!--${nonce}:(\\d+)-->`, 'g'), (_, i: string) => html[Number(i)]) };
}
