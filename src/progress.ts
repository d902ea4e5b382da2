// Progress events -> a live status line on a terminal, or one line per finished stage elsewhere; only the CLI draws it.
import type { ProgressEvent, Stage } from './logger.js';

export interface ProgressView {
  /** Takes every event of the build (pass it as onProgress). */
  update: (event: ProgressEvent) => void;
  /** Redraws the live line if it is due, so the elapsed time moves during a long stage (call it on a timer). */
  tick: () => void;
  /** Erases the live line: before other output, and at the end. */
  clear: () => void;
}

export interface ProgressViewOptions {
  write: (text: string) => void;
  /** A terminal gets one line redrawn in place; anything else one line per stage. */
  tty: boolean;
  /** Milliseconds; `performance.now` by default. */
  now?: () => number;
  /** Least time between two redraws, in ms. Default 100. */
  interval?: number;
  /** The terminal's width: the live line is cut to fit. */
  columns?: number;
}

const UNITS: Partial<Record<Stage, string>> = { parse: 'docs', links: 'pages', islands: 'pages', render: 'pages', search: 'sections', write: 'files' };
const ERASE = '\r\x1b[2K';
const BAR = 20;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function bar(done: number, total: number): string {
  const filled = total > 0 ? Math.min(BAR, Math.round((done / total) * BAR)) : BAR;
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR - filled)}]`;
}

export function createProgressView(options: ProgressViewOptions): ProgressView {
  const now = options.now ?? (() => performance.now());
  const interval = options.interval ?? 100;
  const started = now();
  let current: { stage: Stage; done?: number; total?: number } | undefined;
  let lastDraw = -Infinity;
  let drawn = false;

  const draw = () => {
    if (!current) return;
    const { stage, done, total } = current;
    const counts = done !== undefined && total !== undefined ? `  ${bar(done, total)} ${done}/${total} ${UNITS[stage] ?? ''}`.trimEnd() : '';
    const line = `${stage.padEnd(6)}${counts}  ${seconds(now() - started)}`;
    options.write(ERASE + line.slice(0, (options.columns && options.columns > 20 ? options.columns : 80) - 1));
    drawn = true;
    lastDraw = now();
  };

  return {
    update(event) {
      if (!options.tty) {
        if (event.type === 'end') {
          const unit = event.total !== undefined ? `  ${event.total} ${UNITS[event.stage] ?? ''}`.trimEnd() : '';
          options.write(`${event.stage.padEnd(6)} ${String(event.ms).padStart(6)} ms${unit}\n`);
        }
        return;
      }
      if (event.type === 'start') current = { stage: event.stage };
      else if (event.type === 'advance') current = { stage: event.stage, done: event.done, total: event.total };
      else return;
      // A new stage shows at once; progress within a stage at most every `interval` ms.
      if (event.type === 'start' || now() - lastDraw >= interval) draw();
    },
    tick() {
      if (options.tty && current && now() - lastDraw >= interval) draw();
    },
    clear() {
      if (!drawn) return;
      options.write(ERASE);
      drawn = false;
    }
  };
}
