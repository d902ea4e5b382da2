// Errors that carry diagnostics to the CLI, and wrapping of unexpected errors with context.
import type { Diagnostic } from './types.js';

/** An expected failure (bad input): the CLI prints its diagnostics, no stack trace. */
export class DocgenError extends Error {
  constructor(
    message: string,
    readonly diagnostics: Diagnostic[] = []
  ) {
    super(message);
    this.name = 'DocgenError';
  }
}

/** Wraps an unexpected error as `context` with the original as its cause. */
export function withContext(context: string, error: unknown): Error {
  return new Error(context, { cause: error });
}

/** `file:line:col: severity: message` plus an indented hint. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = [d.file, d.line, d.line ? d.column : undefined].filter((x) => x !== undefined && x !== 0).join(':');
  return `${where}: ${d.severity}: ${d.message}${d.hint ? `\n  hint: ${d.hint}` : ''}`;
}

/** The message chain of an error and its causes, one per line. */
export function formatError(error: unknown, debug = false): string {
  const lines: string[] = [];
  let e: unknown = error;
  let first = true;
  while (e) {
    const msg = e instanceof Error ? (debug && e.stack ? e.stack : e.message) : String(e);
    lines.push(first ? msg : `caused by: ${msg}`);
    first = false;
    e = e instanceof Error ? e.cause : undefined;
  }
  return lines.join('\n');
}
