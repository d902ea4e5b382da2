// docgen serve and linked files: the copies are served under the build's names, and an edited, outside or new image is picked up.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { fixtureCopy, request } from './helpers.js';

let site: string;
let server: DevServer;

beforeAll(async () => {
  site = fixtureCopy('serve-assets', 'assets');
  server = await serve({ root: site, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

/** The sources of a page's images, as served now. */
const sources = async (route: string) => [...(await request(server.url, route)).body.matchAll(/<img src="([^"]*)"/g)].map((m) => m[1]);

/** The bytes served at a URL path. */
async function bytes(urlPath: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const r = await fetch(new URL(urlPath, server.url));
  return { status: r.status, type: r.headers.get('content-type'), body: Buffer.from(await r.arrayBuffer()) };
}

it('serves the copies under the names the build gives them', async () => {
  const [diagram, common] = await sources('/docs/guide');
  expect(diagram).toMatch(/^\/docs\/assets\/images\/diagram-[0-9a-f]{8}\.png$/);
  const served = await bytes(diagram);
  expect(served).toMatchObject({ status: 200, type: 'image/png' });
  expect(served.body).toEqual(readFileSync(path.join(site, 'content/guide/img/diagram.png')));
  expect((await bytes(common)).status).toBe(200);
  const pdf = (await request(server.url, '/docs/guide')).body.match(/href="(\/docs\/assets\/files\/manual-[0-9a-f]{8}\.pdf)#page=2"/)![1];
  expect(await bytes(pdf)).toMatchObject({ status: 200, type: 'application/pdf' });
});

it('an edited image gets a new name, the page shows it, and the new bytes are served', async () => {
  const [before] = await sources('/docs/guide');
  // Another valid PNG in its place: the common picture's bytes.
  copyFileSync(path.join(site, 'content/common/picture.png'), path.join(site, 'content/guide/img/diagram.png'));
  await server.idle();
  const [after] = await sources('/docs/guide');
  expect(after).not.toBe(before);
  expect(after).toMatch(/^\/docs\/assets\/images\/diagram-[0-9a-f]{8}\.png$/);
  expect((await bytes(after)).body).toEqual(readFileSync(path.join(site, 'content/common/picture.png')));
  // The page that shows the same file follows.
  expect((await sources('/docs/guide/setup'))[0]).toBe(after);
  expect((await bytes(before)).status).toBe(404);
});

it('an image outside the watched folders (@site/) is watched too', async () => {
  const [, mark] = await sources('/docs/');
  writeFileSync(path.join(site, 'media/mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="#0a0"/></svg>\n');
  await server.idle();
  const [, next] = await sources('/docs/');
  expect(next).not.toBe(mark);
  expect((await bytes(next)).body.toString()).toContain('width="30"');
});

it('a missing image that appears is copied on the next rebuild', async () => {
  expect((await sources('/docs/broken'))[0]).toBe('./img/missing.png');
  mkdirSync(path.join(site, 'content/img'), { recursive: true });
  copyFileSync(path.join(site, 'static/img/logo.png'), path.join(site, 'content/img/missing.png'));
  await server.idle();
  const [found] = await sources('/docs/broken');
  expect(found).toMatch(/^\/docs\/assets\/images\/missing-[0-9a-f]{8}\.png$/);
  expect(await bytes(found)).toMatchObject({ status: 200, type: 'image/png' });
});
