// docgen serve with docs versions: every version is served under its path, and an edit to a versioned doc or to versions.json is rebuilt.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { fixtureCopy, request, waitFor } from './helpers.js';

let site: string;
let server: DevServer;

beforeAll(async () => {
  site = fixtureCopy('serve-versions', 'versions');
  server = await serve({ root: site, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

it('serves each version\'s pages, data chunks and search index under its path', async () => {
  for (const p of ['/docs/', '/docs/next/new-feature', '/docs/1.0/old-api', '/docs/1.0/__data/guide.json', '/docs/next/search-index-docs-default-current.json', '/docs/search-index-docs-default-2.0.json']) {
    expect((await request(server.url, p)).status, p).toBe(200);
  }
  expect((await request(server.url, '/docs/new-feature')).status).toBe(404);
});

it('rebuilds after an edit to a versioned doc and to versions.json', async () => {
  const file = path.join(site, 'versioned_docs/version-1.0/guide.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace('Install 1.0.', 'Install one point oh.'));
  await waitFor(server.url, '/docs/1.0/guide', (a) => a.body.includes('Install one point oh.'));
  writeFileSync(path.join(site, 'versions.json'), '["2.0"]\n');
  await waitFor(server.url, '/docs/1.0/guide', (a) => a.status === 404);
  const latest = await request(server.url, '/docs/guide');
  expect(latest.status).toBe(200);
  expect(latest.body).not.toContain('"name":"1.0"');
});
