// A synchronous function and a time limit -> its result, or a TimeLimitError once it runs past the limit, in the calling thread.
import vm from 'node:vm';

/** Thrown by `runWithin` when the function ran out of time; the function was stopped where it was. */
export class TimeLimitError extends Error {
  constructor(readonly ms: number) {
    super(`ran longer than ${ms} ms`);
    this.name = 'TimeLimitError';
  }
}

// One context and one script for every call: making them costs far more than running them (about 0.1 ms a call).
const context = vm.createContext({ run: undefined as (() => unknown) | undefined });
const script = new vm.Script('run()');

/**
 * Runs `fn` and stops it after `ms` milliseconds. The main thread cannot be interrupted from outside,
 * but vm's `timeout` has V8 end whatever JavaScript runs inside the call, whichever realm its code
 * comes from, regex backtracking included, and the ending cannot be caught by a `catch` in `fn`. So
 * a parse in this thread has the limit a parse in a worker thread has, without a thread to start.
 * `fn` must be synchronous and must not leave shared state half-changed if stopped: the parser's
 * state lives in each call, and the highlighter only caches what it compiles.
 */
export function runWithin<T>(ms: number, fn: () => T): T {
  // vm wants whole milliseconds, at least one.
  const timeout = Math.max(1, Math.ceil(ms));
  const outer = context.run;
  context.run = fn;
  try {
    return script.runInContext(context, { timeout }) as T;
  } catch (error) {
    if ((error as { code?: string })?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new TimeLimitError(timeout);
    throw error;
  } finally {
    context.run = outer;
  }
}
