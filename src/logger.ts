// Where API functions report progress and findings; the CLI passes one that prints.
import type { Config, Diagnostic } from './types.js';
import { formatDiagnostic } from './errors.js';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** The stages a build reports, in order. `parse` includes the scan; `links` is routing and link checks. */
export type Stage = 'config' | 'parse' | 'links' | 'islands' | 'bundle' | 'render' | 'search' | 'write' | 'postBuild';

/** A build's progress: a stage starts, advances (docs or pages done of a total) and ends with its time. */
export type ProgressEvent =
  | { type: 'start'; stage: Stage }
  | { type: 'advance'; stage: Stage; done: number; total: number }
  | { type: 'end'; stage: Stage; ms: number; total?: number };

export type OnProgress = (event: ProgressEvent) => void;

/** Reports a stage's start and end (with its time) around `run`. */
export async function stage<T>(onProgress: OnProgress | undefined, name: Stage, run: () => T | Promise<T>, total?: (result: T) => number | undefined): Promise<T> {
  const t = performance.now();
  onProgress?.({ type: 'start', stage: name });
  const result = await run();
  onProgress?.({ type: 'end', stage: name, ms: Math.round(performance.now() - t), total: total?.(result) });
  return result;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m)
};

/** For a config read through an adapter: a warning for each part left out, then the line saying what was read. */
export function reportAdapted(logger: Logger, config: Pick<Config, 'adapted'>): void {
  if (!config.adapted) return;
  for (const d of config.adapted.notes) logger.warn(formatDiagnostic(d));
  logger.info(config.adapted.summary);
}

/** Prints findings and the closing count line, e.g. `2 broken links found.` */
export function reportDiagnostics(logger: Logger, diagnostics: Diagnostic[]): void {
  for (const d of diagnostics) (d.severity === 'error' ? logger.error : logger.warn)(formatDiagnostic(d));
  if (diagnostics.length) logger.warn(summarize(diagnostics));
}

export function summarize(diagnostics: Diagnostic[]): string {
  const count = (re: RegExp) => diagnostics.filter((d) => re.test(d.message)).length;
  const parts: string[] = [];
  const links = count(/^broken link/);
  const anchors = count(/^broken anchor/);
  const images = count(/^broken image/);
  const unsafe = count(/^unsafe /);
  const other = diagnostics.length - links - anchors - images - unsafe;
  if (links) parts.push(`${links} broken link${links === 1 ? '' : 's'}`);
  if (anchors) parts.push(`${anchors} broken anchor${anchors === 1 ? '' : 's'}`);
  if (images) parts.push(`${images} broken image${images === 1 ? '' : 's'}`);
  if (unsafe) parts.push(`${unsafe} unsafe URL${unsafe === 1 ? '' : 's'}`);
  if (other) parts.push(`${other} ${parts.length ? 'other ' : ''}problem${other === 1 ? '' : 's'}`);
  return `${parts.join(', ')} found.`;
}
