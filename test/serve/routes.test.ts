// docgen serve and routes that clash: the same errors as the build, and the last good site is served until they are fixed.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { events, fixtureCopy, request } from './helpers.js';

let site: string;
let server: DevServer;
const errors: string[] = [];

beforeAll(async () => {
  site = fixtureCopy('serve-routes', 'blog');
  server = await serve({ root: site, port: 0, host: '127.0.0.1', logger: { info: () => {}, warn: () => {}, error: (m) => errors.push(m) } });
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

it('a post that climbs to the About page, then a static about.html: each reported as the build reports it, the About page still served', async () => {
  const rel = path.relative(process.cwd(), site);
  const about = await request(server.url, '/docs/about');
  expect(about.body).toContain('<title>About us | Blogfix</title>');
  const channel = await events(server.url);
  try {
    // A content edit: an incremental rebuild.
    const post = path.join(site, 'blog/2024-05-01-evil.md');
    writeFileSync(post, '---\ntitle: Evil\nslug: ../about\n---\n\nNot the About page.\n');
    await server.idle();
    const clash = `${rel}/blog/2024-05-01-evil.md:3:7: error: route "/docs/about" is used by both ${rel}/pages/about.md and ${rel}/blog/2024-05-01-evil.md`;
    expect(errors.at(-1)).toContain(clash);
    expect(await channel.next('build-error')).toContain(JSON.stringify(clash).slice(1, -1));
    expect((await request(server.url, '/docs/about')).body).toBe(about.body);
    // A static file: a full rebuild. The dev server would serve about.html at /docs/about, before the page.
    rmSync(post);
    writeFileSync(path.join(site, 'static/about.html'), '<p>A static about</p>\n');
    await server.idle();
    expect(errors.at(-1)).toContain(`${rel}/pages/about.md:1:1: error: ${rel}/pages/about.md ("about/index.html") and ${rel}/static/about.html ("about.html") are both served at /docs/about`);
    expect((await request(server.url, '/docs/about')).body).toBe(about.body);
    rmSync(path.join(site, 'static/about.html'));
    await server.idle();
    await channel.next('build-ok');
    expect((await request(server.url, '/docs/about')).status).toBe(200);
  } finally {
    channel.close();
  }
});
