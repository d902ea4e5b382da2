// Worker thread: SourceFile messages in, Doc messages out (one highlighter per worker); `ready` once it can parse.
import { parentPort } from 'node:worker_threads';
import type { SourceFile } from '../types.js';
import { parseDoc } from './parse.js';
import { getHighlighter } from './code.js';

const highlighter = getHighlighter();
highlighter.then(
  () => parentPort!.postMessage({ ready: true }),
  (error: Error) => parentPort!.postMessage({ startError: { message: error.message, stack: error.stack } })
);
parentPort!.on('message', async (file: SourceFile) => {
  try {
    parentPort!.postMessage({ doc: parseDoc(file, await highlighter) });
  } catch (error) {
    parentPort!.postMessage({ error: { message: (error as Error).message, stack: (error as Error).stack } });
  }
});
