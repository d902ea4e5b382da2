// Test helpers for the dev server: a fixture copy (served, with Chromium, for browser tests), raw HTTP requests with any Host, the live-reload event stream.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'puppeteer-core';
import { serve, type DevServer } from '../../src/serve/server.js';
import { connectBrowser } from '../setup/browser.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A copy of a fixture site under test/.tmp/<name>, served by `docgen serve`, with Chromium: set by the test file's `beforeAll`, removed after. */
export interface DevSite {
  dir: string;
  server: DevServer;
  browser: Browser;
}

export function devSite(name: string, fixture = 'basic'): DevSite {
  const site = { dir: path.join(repoRoot, 'test/.tmp', name) } as DevSite;
  beforeAll(async () => {
    fixtureCopy(name, fixture);
    site.server = await serve({ root: site.dir, port: 0, host: '127.0.0.1' });
    site.browser = await connectBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
    rmSync(site.dir, { recursive: true, force: true });
  });
  return site;
}

/** Rebuilds are awaited by what is served, however long they take on a busy machine. */
export const PATIENCE = 60_000;

/**
 * The Docusaurus fixture copied outside the repository (so it has no node_modules of its own, nor any above it),
 * changed by `prepare`, and served by `docgen serve`: set by the test file's `beforeAll`, removed after.
 */
export function servedDocusaurus(name: string, prepare: (dir: string) => void = () => {}): { dir: string; server: DevServer } {
  const site = { dir: mkdtempSync(path.join(os.tmpdir(), `docgen-serve-${name}-`)) } as { dir: string; server: DevServer };
  beforeAll(async () => {
    cpSync(path.join(repoRoot, 'test/fixtures/docusaurus-classic'), site.dir, { recursive: true });
    prepare(site.dir);
    site.server = await serve({ root: site.dir, port: 0, host: '127.0.0.1' });
  }, PATIENCE);
  afterAll(async () => {
    await site.server?.close();
    rmSync(site.dir, { recursive: true, force: true });
  });
  return site;
}

/** A fresh copy of test/fixtures/<fixture> in test/.tmp/<name>; returns its folder. */
export function fixtureCopy(name: string, fixture = 'basic'): string {
  const dir = path.join(repoRoot, 'test/.tmp', name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(repoRoot, 'test/fixtures', fixture), dir, { recursive: true, filter: (f) => !f.includes('node_modules') });
  return dir;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to `url`'s port, with a raw path (sent as is, not normalized) and any headers, `host` included. */
export function request(url: string, rawPath: string, options: { method?: string; headers?: Record<string, string>; agent?: http.Agent } = {}): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers, agent: options.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Polls `path` until `test` accepts the answer. The limit only ends a test whose answer never comes (a lost save, a
 * rebuild that never runs): it is long, because a shared CI machine may be slow, and says nothing about speed.
 */
export async function waitFor(url: string, rawPath: string, test: (a: Answer) => boolean, ms = 60_000): Promise<number> {
  const t0 = performance.now();
  let last: Answer | undefined;
  while (performance.now() - t0 < ms) {
    last = await request(url, rawPath);
    if (test(last)) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 15));
  }
  throw new Error(`not served within ${ms} ms; last answer ${last?.status}: ${last?.body.slice(0, 200)}`);
}

/** Listens on the live-reload channel; `next(name)` resolves at the next event of that name; `seen` lists every event. */
export function events(url: string, headers: Record<string, string> = {}, query = ''): Promise<{ status: number; next(name: string): Promise<string>; seen: string[]; close(): void }> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const waiters: Array<{ name: string; resolve: (data: string) => void }> = [];
    const seen: string[] = [];
    const backlog: Array<{ name: string; data: string }> = [];
    const req = http.get({ host: hostname, port, path: `${pathname}__docgen/events${query}`, headers, agent: false }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1] ?? '';
          seen.push(name ?? frame);
          const i = waiters.findIndex((w) => w.name === name);
          if (i >= 0) waiters.splice(i, 1)[0].resolve(data);
          else backlog.push({ name: name ?? '', data });
        }
      });
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        next: (name) =>
          new Promise((r) => {
            const i = backlog.findIndex((b) => b.name === name);
            if (i >= 0) r(backlog.splice(i, 1)[0].data);
            else waiters.push({ name, resolve: r });
          }),
        seen,
        close: () => req.destroy()
      });
    });
    req.on('error', reject);
  });
}
