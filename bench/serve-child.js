// Runs `docgen serve` on a site in this process (started with --expose-gc); prints its URL, then answers `mem` on stdin.
import { createInterface } from 'node:readline';
import { serve } from '../dist/index.js';

const [root] = process.argv.slice(2);
const debug = (process.env.DEBUG ?? '').split(',').includes('docgen');
const log = (m) => debug && console.error(m);
const server = await serve({ root, port: 0, host: '127.0.0.1', logger: { info: log, warn: log, error: log } });
console.log(JSON.stringify({ url: server.url }));
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'mem') {
    await server.idle();
    // Twice: the first pass can leave what finalizers released for the second.
    globalThis.gc?.();
    globalThis.gc?.();
    const mb = (n) => Math.round(n / 2 ** 20);
    const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
    console.log(JSON.stringify({ rssMB: mb(rss), heapUsedMB: mb(heapUsed), arrayBuffersMB: mb(arrayBuffers) }));
  } else if (line === 'close') {
    await server.close();
    process.exit(0);
  }
}
