// docgen serve never loses a save: two saves milliseconds apart, and a fix written the moment a broken build is reported.
// A lost save is never served, however long one waits: the limit (waitFor's) only ends a failing test, and says nothing
// about speed (a shared CI machine may take seconds; how fast a save is served is the bench's to measure).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { fixtureCopy, waitFor } from './helpers.js';

let site: string;
let file: string;
let good: string;
let server: DevServer;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const version = (marker: string) => good.replace('## Configure', `## Configure ${marker}`);

beforeAll(async () => {
  site = fixtureCopy('serve-saves');
  file = path.join(site, 'content/guide/setup.md');
  good = readFileSync(file, 'utf8');
  server = await serve({ root: site, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

describe('two saves in quick succession', () => {
  for (const gap of [10, 30, 50]) {
    it(`serves the second of two saves ${gap} ms apart, 10 times out of 10`, async () => {
      for (let i = 0; i < 10; i++) {
        // Same length, so that size alone cannot tell the two versions apart.
        writeFileSync(file, version(`first-${gap}-${i}`));
        await sleep(gap);
        writeFileSync(file, version(`again-${gap}-${i}`));
        await waitFor(server.url, '/docs/guide/setup', (a) => a.body.includes(`again-${gap}-${i}`));
      }
    });
  }
});

it('recovers when a broken file is fixed the moment the error is reported, 20 times out of 20', async () => {
  let fix: string | null = null;
  server.onRebuild((e) => {
    if (!e.ok && fix !== null) {
      writeFileSync(file, fix);
      fix = null;
    }
  });
  for (let i = 0; i < 20; i++) {
    fix = version(`fixed-${i}`);
    writeFileSync(file, good.replace('title: Setup', 'title: [broken'));
    await waitFor(server.url, '/docs/guide/setup', (a) => a.status === 200 && a.body.includes(`fixed-${i}`));
  }
  await server.idle();
  expect((await fetch(`${server.url}guide/setup`)).status).toBe(200);
});
