// docgen serve: build into a work folder, serve it with sirv, watch, rebuild what changed, reload.
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { watch } from 'chokidar';
import type { Config, Site } from '../types.js';
import type { ScanCache } from '../content/scan.js';
import type { LinkMemo } from '../links/resolve.js';
import { loadConfig } from '../config/load.js';
import { loadSite } from '../site.js';
import { Parser } from '../markdown/pool.js';
import { loadThemeServer, type ThemeServer } from '../bundle/server.js';
import { bundleClient, type ClientAssets } from '../bundle/client.js';
import { renderSite } from '../render/site.js';
import { writeAtomic, writeFiles } from '../output/write.js';
import { failOnErrors } from '../build.js';
import { formatDiagnostic, formatError, DocgenError } from '../errors.js';
import { silentLogger, type Logger } from '../logger.js';
import { devClient } from './devclient.js';

export interface ServeOptions {
  root?: string;
  port?: number;
  host?: string;
  logger?: Logger;
  /** Milliseconds to wait for more file events before rebuilding. Default 25. */
  debounce?: number;
}

export interface DevServer {
  url: string;
  /** Resolves after the rebuild that the latest change triggered (for tests and benchmarks). */
  idle(): Promise<void>;
  /** Every completed rebuild: what it did and how long it took. */
  onRebuild(listener: (event: { ok: boolean; ms: number; pages: number }) => void): void;
  close(): Promise<void>;
}

export async function serve(options: ServeOptions = {}): Promise<DevServer> {
  const logger = options.logger ?? silentLogger;
  const root = path.resolve(options.root ?? process.cwd());
  let config = await loadConfig(root);
  const outDir = path.join(config.cacheDir, `serve-${process.pid}`);
  config.outDir = outDir;
  // Every edit is parsed in a kept worker thread, so a page that parses too long is stopped, not the server.
  const parser = new Parser(config.cacheDir, { keepWorkers: true });
  const scanCache: ScanCache = new Map();
  const linkMemo: LinkMemo = new WeakMap();
  const clients = new Set<http.ServerResponse>();
  const listeners: Array<(e: { ok: boolean; ms: number; pages: number }) => void> = [];
  let lastError: string | null = null;
  let theme: ThemeServer;
  let assets: ClientAssets;
  let site: Site;

  const send = (event: string, data: unknown = {}) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const full = async () => {
    config = await loadConfig(root);
    config.outDir = outDir;
    [theme, assets] = await Promise.all([loadThemeServer(config), bundleClient(config)]);
    site = await loadSite(config, { parser, scanCache, linkMemo, drafts: true, prune: false });
    failOnErrors(site.diagnostics, logger);
    await writeAtomic(outDir, renderSite(site, { theme, assets, bodyEnd: devClient(config.baseUrl) }), config.staticDir);
    return site.pages.length;
  };

  /** Content edits: re-parse the changed files (cache), re-render only pages whose output changed. */
  const incremental = async () => {
    const next = await loadSite(config, { parser, scanCache, linkMemo, drafts: true, prune: false });
    failOnErrors(next.diagnostics, logger);
    const before = new Map(site.pages.map((p) => [p.route, p]));
    const shell = (s: Site) => JSON.stringify([s.sidebars, s.pages.map((p) => [p.route, p.title, p.sidebarLabel])]);
    // Same shell (routes, titles, sidebars): only pages whose doc or resolved HTML changed need rendering.
    const changed = shell(next) === shell(site) ? next.pages.filter((p) => p.doc !== before.get(p.route)?.doc || p.html !== before.get(p.route)?.html) : undefined;
    site = next;
    if (changed) await writeFiles(outDir, renderSite(site, { theme, assets, only: changed, bodyEnd: devClient(config.baseUrl) }));
    else await writeAtomic(outDir, renderSite(site, { theme, assets, bodyEnd: devClient(config.baseUrl) }), config.staticDir);
    return changed ? changed.length : site.pages.length;
  };

  let running: Promise<void> = Promise.resolve();
  let pending: 'full' | 'content' | null = null;
  const run = (kind: 'full' | 'content') => {
    pending = pending === 'full' || kind === 'full' ? 'full' : 'content';
    running = running.then(async () => {
      const what = pending;
      if (!what) return;
      pending = null;
      const t = performance.now();
      try {
        const pages = what === 'full' || lastError ? await full() : await incremental();
        const ms = Math.round(performance.now() - t);
        if (lastError) send('build-ok');
        lastError = null;
        logger.info(`rebuilt ${pages} page${pages === 1 ? '' : 's'} in ${ms} ms`);
        send('reload');
        listeners.forEach((l) => l({ ok: true, ms, pages }));
      } catch (error) {
        lastError = error instanceof DocgenError ? [error.message, ...error.diagnostics.map(formatDiagnostic)].join('\n') : formatError(error);
        logger.error(lastError);
        send('build-error', { message: lastError });
        listeners.forEach((l) => l({ ok: false, ms: Math.round(performance.now() - t), pages: 0 }));
      }
    });
  };

  // A broken page at start-up does not stop the server: it shows the error until the file is fixed.
  run('full');
  await running;

  const files = sirv(outDir, { dev: true, extensions: ['html'], dotfiles: false });
  const notFound = () => (existsSync(path.join(outDir, '404.html')) ? readFileSync(path.join(outDir, '404.html')) : 'Not found');
  /** Until a first build succeeds there is no site: every page is an empty one that shows the error. */
  const noBuildYet = () => !existsSync(path.join(outDir, '404.html'));
  const errorPage = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>docgen: the build failed</title></head><body>${devClient(config.baseUrl)}</body></html>`;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const base = config.baseUrl;
    if (url.pathname === '/' || `${url.pathname}/` === base) {
      res.writeHead(302, { location: base }).end();
      return;
    }
    if (url.pathname === `${base}__docgen/events`) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(lastError ? `event: build-error\ndata: ${JSON.stringify({ message: lastError })}\n\n` : ': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    const fallback = () => {
      if (noBuildYet()) res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(errorPage());
      else res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFound());
    };
    if (!url.pathname.startsWith(base)) return fallback();
    req.url = url.pathname.slice(base.length - 1) + url.search;
    res.setHeader('cache-control', 'no-store');
    files(req, res, fallback);
  });
  const port = options.port ?? 3000;
  const host = options.host ?? 'localhost';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;

  const watcher = watch([config.contentDir, config.themeDir, config.staticDir, config.configFile].filter((p): p is string => Boolean(p) && existsSync(p!)), { ignoreInitial: true });
  let timer: NodeJS.Timeout | undefined;
  let kind: 'full' | 'content' = 'content';
  watcher.on('all', (_event, file) => {
    if (!file.startsWith(config.contentDir + path.sep)) kind = 'full';
    clearTimeout(timer);
    timer = setTimeout(() => {
      run(kind);
      kind = 'content';
    }, options.debounce ?? 25);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}${config.baseUrl}`,
    idle: async () => {
      await new Promise((r) => setTimeout(r, (options.debounce ?? 25) + 10));
      await running;
    },
    onRebuild: (l) => listeners.push(l),
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
      for (const res of clients) res.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      await running.catch(() => undefined);
      await parser.close();
      await rm(outDir, { recursive: true, force: true });
    }
  };
}


