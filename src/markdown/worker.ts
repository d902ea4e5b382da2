// Worker thread (one highlighter each); `ready` once it can parse. Requests, one at a time:
//   { file, markdown }         -> { doc }: the page parsed, its code highlighted here;
//   { file, nonce, markdown }  -> { doc, blocks }: parsed, its code blocks left to highlight (parseDocDeferred);
//   { blocks }                 -> { html }: those blocks highlighted.
// `markdown`: the site's MarkdownOptions (config.markdown), or none for the defaults.
import { parentPort } from 'node:worker_threads';
import type { MarkdownOptions, SourceFile } from '../types.js';
import type { CodeBlock } from './code-block.js';
import { parseDocDeferred, parseDocLoading } from './parse.js';
import { getBareHighlighter, highlightAll } from './code.js';
import { loadExtras } from './extras.js';

export type WorkerRequest = { file: SourceFile; nonce?: string; markdown?: MarkdownOptions } | { blocks: CodeBlock[] };

const highlighter = getBareHighlighter();
highlighter.then(
  () => parentPort!.postMessage({ ready: true }),
  (error: Error) => parentPort!.postMessage({ startError: { message: error.message, stack: error.stack } })
);
parentPort!.on('message', async (request: WorkerRequest) => {
  try {
    if ('blocks' in request) parentPort!.postMessage({ html: await highlightAll(await highlighter, request.blocks) });
    else if (request.nonce) {
      await loadExtras(request.markdown);
      parentPort!.postMessage(parseDocDeferred(request.file, request.nonce, request.markdown));
    }
    else parentPort!.postMessage({ doc: await parseDocLoading(request.file, await highlighter, undefined, request.markdown) });
  } catch (error) {
    parentPort!.postMessage({ error: { message: (error as Error).message, stack: (error as Error).stack } });
  }
});
