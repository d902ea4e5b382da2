// docgen serve under editing faults: 100 broken-and-fixed edits, pathological pages, a deleted and re-created file, a renamed folder.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { events, fixtureCopy, request, waitFor } from './helpers.js';

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
    await waitFor(server.url, '/docs/guide/setup', (a) => a.status === 200 && a.body.includes(`fixed ${i}.`));
  }
  expect(failed).toBe(100); // one report per broken edit: no fix was built as broken, no broken edit twice
});

it('reports a pathological edit with its file and line, or its file once the parse limit stops it, and keeps serving', async () => {
  const file = path.join(site, 'content/guide/setup.md');
  const good = readFileSync(file, 'utf8');
  const channel = await events(server.url);
  const before = process.env.DOCGEN_PARSE_TIMEOUT;
  // Under vitest the server parses in its own thread (no compiled worker next to src/): the limit must hold there.
  process.env.DOCGEN_PARSE_TIMEOUT = '1';
  try {
    const edits: Array<[string, string]> = [
      [`${good}\n${'*a '.repeat(20_000)}${'a* '.repeat(20_000)}\n`, 'error: this paragraph would take too long to parse'],
      [`${good}\n${'- > '.repeat(7_500)}x\n`, 'error: nesting deeper than 100 levels'],
      [`${good}\na\n${'2. a* b\n'.repeat(30_000)}`, 'error: parsing took longer than 1 s, so it was stopped']
    ];
    for (const [text, error] of edits) {
      const reported = channel.next('build-error');
      writeFileSync(file, text);
      const message = (JSON.parse(await reported) as { message: string }).message;
      expect(message).toMatch(new RegExp(`content/guide/setup\\.md:\\d+:\\d+: ${error}`));
      expect((await request(server.url, '/docs/guide/setup')).status).toBe(200);
    }
  } finally {
    if (before === undefined) delete process.env.DOCGEN_PARSE_TIMEOUT;
    else process.env.DOCGEN_PARSE_TIMEOUT = before;
    channel.close();
  }
  writeFileSync(file, good.replace('See [install]', 'Calm again. See [install]'));
  await waitFor(server.url, '/docs/guide/setup', (a) => a.status === 200 && a.body.includes('Calm again.'));
});

it('drops a deleted page and serves it again when the file is re-created', async () => {
  // A page no sidebar names: deleting one a sidebar names is an error until the sidebar changes too.
  const file = path.join(site, 'content/examples/rx_page.md');
  const text = readFileSync(file, 'utf8');
  rmSync(file);
  await waitFor(server.url, '/docs/examples/rx_page/', (a) => a.status === 404);
  expect((await request(server.url, '/docs/__data/examples/rx_page.json')).status).toBe(404);
  writeFileSync(file, text);
  await waitFor(server.url, '/docs/examples/rx_page/', (a) => a.status === 200);
  expect((await request(server.url, '/docs/__data/examples/rx_page.json')).status).toBe(200);
});

it('moves pages when their folder is renamed, and back', async () => {
  // examples/draft.md has no slug, so its route follows the folder; rx_page.md has an absolute slug and stays.
  renameSync(path.join(site, 'content/examples'), path.join(site, 'content/samples'));
  await waitFor(server.url, '/docs/samples/draft', (a) => a.status === 200);
  expect((await request(server.url, '/docs/examples/draft')).status).toBe(404);
  expect((await request(server.url, '/docs/__data/examples/draft.json')).status).toBe(404);
  expect((await request(server.url, '/docs/examples/rx_page')).status).toBe(200);
  renameSync(path.join(site, 'content/samples'), path.join(site, 'content/examples'));
  await waitFor(server.url, '/docs/examples/draft', (a) => a.status === 200);
  expect((await request(server.url, '/docs/samples/draft')).status).toBe(404);
});
