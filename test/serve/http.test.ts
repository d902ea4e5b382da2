// docgen serve over HTTP: Host and Origin checks, path traversal, loopback by default, headers, stale work folders.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type DevServer } from '../../src/serve/server.js';
import { validate } from '../../src/config/schema.js';
import { events, fixtureCopy, request } from './helpers.js';
import { contentType } from '../../src/serve/snapshot.js';

let site: string;
let server: DevServer;
let port: number;
const cache = () => path.join(site, 'node_modules/.cache/docgen');
/** The pid of a process that has exited. */
const deadPid = Number(execFileSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).trim());

beforeAll(async () => {
  site = fixtureCopy('serve-http');
  // A folder named for this very process is left from no one alive but this server: it must go too.
  for (const name of [`serve-${deadPid}`, `serve-${deadPid}.tmp-${deadPid}-1700000000000`, `serve-${process.ppid}`, `serve-${process.pid}`]) {
    mkdirSync(path.join(cache(), name, 'guide'), { recursive: true });
    writeFileSync(path.join(cache(), name, 'guide/index.html'), 'left behind');
  }
  server = await serve({ root: site, port: 0, host: '127.0.0.1' });
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

describe('Host and Origin', () => {
  it('refuses an unknown Host with 403 and answers localhost, 127.0.0.1 and [::1] on any port', async () => {
    const evil = await request(server.url, '/docs/guide/setup', { headers: { host: `evil.example:${port}` } });
    expect(evil.status).toBe(403);
    expect(evil.body).toMatch(/allowedHosts/);
    expect(evil.body).not.toContain('<html');
    expect((await request(server.url, '/docs/guide/setup', { headers: { host: 'evil.example' } })).status).toBe(403);
    expect((await request(server.url, '/', { headers: { host: 'evil.example' } })).status).toBe(403);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost', 'LOCALHOST:1']) {
      expect((await request(server.url, '/docs/guide/setup', { headers: { host } })).status, host).toBe(200);
    }
  });

  it('refuses the live-reload channel to a cross-origin page', async () => {
    const evil = await events(server.url, { origin: 'http://evil.example', host: `localhost:${port}` });
    expect(evil.status).toBe(403);
    evil.close();
    const same = await events(server.url, { origin: `http://localhost:${port}`, host: `localhost:${port}` });
    expect(same.status).toBe(200);
    same.close();
    const rebinding = await events(server.url, { host: `evil.example:${port}` });
    expect(rebinding.status).toBe(403);
    rebinding.close();
  });

  it('answers the names in serve.allowedHosts (a leading dot: subdomains too), and validates the option', async () => {
    const lan = fixtureCopy('serve-http-lan');
    const config = path.join(lan, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Fixture',", "title: 'Fixture',\n  serve: { allowedHosts: ['docs.lan', '.example.test'] },"));
    const dev = await serve({ root: lan, port: 0, host: '127.0.0.1' });
    try {
      for (const host of ['docs.lan:3000', 'example.test', 'a.example.test:80']) expect((await request(dev.url, '/docs/', { headers: { host } })).status, host).toBe(200);
      for (const host of ['evil.example', 'docs.lan.evil.example', 'notexample.test']) expect((await request(dev.url, '/docs/', { headers: { host } })).status, host).toBe(403);
    } finally {
      await dev.close();
      rmSync(lan, { recursive: true, force: true });
    }
    expect(validate({ serve: { allowedHosts: true } })).toEqual([]);
    expect(validate({ serve: { allowedHosts: ['a'] } })).toEqual([]);
    expect(validate({ serve: { allowedHosts: 'docs.lan' } })).toEqual([{ key: 'serve.allowedHosts', message: 'must be an array of host names, or true, got string "docs.lan"' }]);
    expect(validate({ serve: { allowedHosts: false } })[0]?.key).toBe('serve.allowedHosts');
  });
});

it('reloads at once a page that connects to the live-reload channel after a rebuild it missed', async () => {
  const build = (a: { headers: Record<string, unknown> }) => Number(/docgen;desc="(\d+)"/.exec(String(a.headers['server-timing']))?.[1]);
  const before = build(await request(server.url, '/docs/guide/usage'));
  expect(before).toBeGreaterThan(0);
  const file = path.join(site, 'content/guide/usage.md');
  writeFileSync(file, `${readFileSync(file, 'utf8')}\nOne more line.\n`);
  await server.idle();
  const after = build(await request(server.url, '/docs/guide/usage'));
  expect(after).toBeGreaterThan(before);
  const stale = await events(server.url, {}, `?build=${before}`);
  await Promise.race([stale.next('reload'), new Promise((_, reject) => setTimeout(() => reject(new Error('no reload')), 2000))]);
  stale.close();
  const current = await events(server.url, {}, `?build=${after}`);
  await new Promise((r) => setTimeout(r, 100));
  expect(current.seen).not.toContain('reload');
  current.close();
});

describe('paths', () => {
  const outside = (body: string) => body.includes('defineConfig') || body.includes('"devDependencies"') || body.includes('left behind');
  it('serves nothing outside the site for traversal attempts: 400 or 404', async () => {
    const paths = [
      '/docs/../package.json', '/docs/../site.config.ts', '/docs/../../package.json', '/../site.config.ts',
      '/docs/%2e%2e/site.config.ts', '/docs/%2E%2E/%2e%2e/package.json', '/docs/..%2fsite.config.ts', '/docs/..%2f..%2fpackage.json',
      '/docs/..%5c..%5cpackage.json', '/docs/%252e%252e/site.config.ts', '/docs/....//site.config.ts', '/docs/guide/setup%00.html',
      '/docs/%00', '/docs/%', '/docs/%zz', '/docs/node_modules/.cache/docgen/serve-1/guide/index.html', `/docs/../node_modules/.cache/docgen/serve-${process.ppid}/guide/index.html`,
      '//site.config.ts', '/docs//../site.config.ts'
    ];
    for (const p of paths) {
      const a = await request(server.url, p);
      expect([400, 404], p).toContain(a.status);
      expect(outside(a.body), p).toBe(false);
    }
  });

  it('refuses a 100 KB URL without serving anything', async () => {
    const a = await request(server.url, `/docs/${'../'.repeat(34_000)}package.json`);
    expect([400, 414, 431]).toContain(a.status);
    expect(outside(a.body)).toBe(false);
    expect((await request(server.url, '/docs/guide/setup')).status).toBe(200);
  });

  it('serves routes the way the built site is served: /x, /x/, x/index.html, x.html', async () => {
    for (const p of ['/docs/guide/setup', '/docs/guide/setup/', '/docs/guide/setup/index.html', '/docs/guide/setup?x=1', '/docs/', '/docs/404.html', '/docs/sitemap.xml']) {
      expect((await request(server.url, p)).status, p).toBe(200);
    }
    // x.html: `/docs/404` is the file 404.html.
    const notFound = await request(server.url, '/docs/404');
    expect(notFound.status).toBe(200);
    expect(notFound.body).toBe((await request(server.url, '/docs/404.html')).body);
    expect((await request(server.url, '/docs')).status).toBe(302);
    expect((await request(server.url, '/docs/nope')).status).toBe(404);
    expect((await request(server.url, '/elsewhere')).status).toBe(404);
  });
});

describe('headers', () => {
  it('sends type, length, no-store and an ETag; answers If-None-Match with 304 and HEAD without a body', async () => {
    const page = await request(server.url, '/docs/guide/setup');
    expect(page.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.body));
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await request(server.url, '/docs/__data/guide/setup.json')).headers['content-type']).toMatch(/^application\/json/);
    expect((await request(server.url, '/docs/img/logo.svg')).headers['content-type']).toBe('image/svg+xml');
    const etag = page.headers.etag!;
    expect(etag).toMatch(/^".+"$/);
    expect((await request(server.url, '/docs/guide/setup', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await request(server.url, '/docs/guide/setup', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect((await request(server.url, '/docs/guide/setup', { method: 'POST' })).status).toBe(405);
  });
});

it('removes the work folders of dev servers that are no longer running, and keeps no folder of its own', () => {
  expect(existsSync(path.join(cache(), `serve-${deadPid}`))).toBe(false);
  expect(existsSync(path.join(cache(), `serve-${deadPid}.tmp-${deadPid}-1700000000000`))).toBe(false);
  expect(existsSync(path.join(cache(), `serve-${process.ppid}`))).toBe(true);
  expect(existsSync(path.join(cache(), `serve-${process.pid}`))).toBe(false);
});

it('listens on loopback only by default', async () => {
  const dev = await serve({ root: site, port: 0 });
  try {
    expect(['127.0.0.1', '::1']).toContain(dev.address.address);
    expect(dev.url).toBe(`http://localhost:${dev.address.port}/docs/`);
    // Connecting through any other interface of this machine is refused.
    const others = Object.values(os.networkInterfaces()).flat().filter((i) => i && !i.internal && i.family === 'IPv4');
    for (const i of others) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect(dev.address.port, i!.address);
        socket.once('connect', () => (socket.destroy(), resolve(false)));
        socket.once('error', () => resolve(true));
      });
      expect(refused, i!.address).toBe(true);
    }
  } finally {
    await dev.close();
  }
});

describe('content types', () => {
  it('are taken from the extension, text in UTF-8, with a fallback for unknown ones', () => {
    expect(contentType('assets/client-x.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('a/INDEX.HTML')).toBe('text/html; charset=utf-8');
    expect(contentType('search-index-docs-default-current.json')).toBe('application/json; charset=utf-8');
    expect(contentType('blog/rss.xml')).toMatch(/^(text|application)\/xml; charset=utf-8$/);
    expect(contentType('blog/feed.atom')).toBe('application/atom+xml; charset=utf-8');
    expect(contentType('img/logo.svg')).toBe('image/svg+xml');
    expect(contentType('fonts/a.woff2')).toBe('font/woff2');
    expect(contentType('favicon.ico')).toBe('image/x-icon');
    expect(contentType('LICENSE')).toBe('application/octet-stream');
  });
});
