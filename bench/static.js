// A built site's folder -> a loopback HTTP server that serves it below /docs/, as a host would.
import { createServer } from 'node:http';
import sirv from 'sirv';

/** Resolves to the site's base URL and a close function. */
export async function serveSite(dir) {
  const files = sirv(dir, { extensions: ['html'] });
  const server = createServer((req, res) => {
    req.url = req.url.replace(/^\/docs/, '') || '/';
    files(req, res, () => res.writeHead(404).end());
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${server.address().port}/docs/`, close: () => server.close() };
}
