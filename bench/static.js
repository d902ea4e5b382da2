// A built site's folder -> a loopback HTTP server that serves it below /docs/, as a host would (gzip, when asked, from files compressed once).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';

/** Writes `x.gz` beside each text file of the site (gzip -9), for sirv to serve to a browser that accepts gzip. */
function compress(dir) {
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !/\.(html|js|css|json|svg|xml|txt)$/.test(e.name)) continue;
    const file = path.join(e.parentPath, e.name);
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  }
}

/** Resolves to the site's base URL and a close function. `gzip`: serve compressed files to browsers that accept them. */
export async function serveSite(dir, { gzip = false } = {}) {
  if (gzip) compress(dir);
  const files = sirv(dir, { extensions: ['html'], gzip });
  const server = createServer((req, res) => {
    req.url = req.url.replace(/^\/docs/, '') || '/';
    files(req, res, () => res.writeHead(404).end());
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${server.address().port}/docs/`, close: () => server.close() };
}
