// docgen serve under editing faults: 100 broken-and-fixed edits, a deleted and re-created file, a renamed folder.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { fixtureCopy, request, waitFor } from './helpers.js';

let site: string;
let server: DevServer;

beforeAll(async () => {
  site = fixtureCopy('serve-faults');
  server = await serve({ root: site, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

it('keeps serving the last good page through 100 broken edits, and recovers after each fix', async () => {
  const file = path.join(site, 'content/guide/setup.md');
  const good = readFileSync(file, 'utf8');
  let failed = 0;
  let onFailure = () => {};
  server.onRebuild((e) => {
    if (!e.ok) {
      failed++;
      onFailure();
    }
  });
  for (let i = 0; i < 100; i++) {
    const reported = new Promise<void>((resolve) => (onFailure = resolve));
    writeFileSync(file, good.replace('title: Setup', `title: [broken ${i}`));
    await Promise.race([reported, new Promise((_, reject) => setTimeout(() => reject(new Error(`broken edit ${i} was never reported`)), 3000))]);
    const during = await request(server.url, '/docs/guide/setup');
    expect(during.status).toBe(200);
    expect(during.body).toContain('<title>Setup | Fixture</title>');
    if (i > 0) expect(during.body).toContain(`fixed ${i - 1}.`);
    writeFileSync(file, good.replace('See [install]', `fixed ${i}. See [install]`));
    await waitFor(server.url, '/docs/guide/setup', (a) => a.status === 200 && a.body.includes(`fixed ${i}.`), 3000);
  }
  expect(failed).toBe(100); // one report per broken edit: no fix was built as broken, no broken edit twice
}, 60_000);

it('drops a deleted page and serves it again when the file is re-created', async () => {
  // A page no sidebar names: deleting one a sidebar names is an error until the sidebar changes too.
  const file = path.join(site, 'content/examples/rx_page.md');
  const text = readFileSync(file, 'utf8');
  rmSync(file);
  await waitFor(server.url, '/docs/examples/rx_page/', (a) => a.status === 404, 3000);
  expect((await request(server.url, '/docs/__data/examples/rx_page.json')).status).toBe(404);
  writeFileSync(file, text);
  await waitFor(server.url, '/docs/examples/rx_page/', (a) => a.status === 200, 3000);
  expect((await request(server.url, '/docs/__data/examples/rx_page.json')).status).toBe(200);
});

it('moves pages when their folder is renamed, and back', async () => {
  // examples/draft.md has no slug, so its route follows the folder; rx_page.md has an absolute slug and stays.
  renameSync(path.join(site, 'content/examples'), path.join(site, 'content/samples'));
  await waitFor(server.url, '/docs/samples/draft', (a) => a.status === 200, 3000);
  expect((await request(server.url, '/docs/examples/draft')).status).toBe(404);
  expect((await request(server.url, '/docs/__data/examples/draft.json')).status).toBe(404);
  expect((await request(server.url, '/docs/examples/rx_page')).status).toBe(200);
  renameSync(path.join(site, 'content/samples'), path.join(site, 'content/examples'));
  await waitFor(server.url, '/docs/examples/draft', (a) => a.status === 200, 3000);
  expect((await request(server.url, '/docs/samples/draft')).status).toBe(404);
});
