// Worker thread: SourceFile messages in, Doc messages out (one highlighter per worker); `ready` once it can parse.
import { parentPort } from 'node:worker_threads';
import type { SourceFile } from '../types.js';
import { parseDocLoading } from './parse.js';
import { getBareHighlighter } from './code.js';

const highlighter = getBareHighlighter();
highlighter.then(
  () => parentPort!.postMessage({ ready: true }),
  (error: Error) => parentPort!.postMessage({ startError: { message: error.message, stack: error.stack } })
);
parentPort!.on('message', async (file: SourceFile) => {
  try {
    parentPort!.postMessage({ doc: await parseDocLoading(file, await highlighter) });
  } catch (error) {
    parentPort!.postMessage({ error: { message: (error as Error).message, stack: (error as Error).stack } });
  }
});
