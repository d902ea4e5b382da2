// An HTTP request -> its answer from the current snapshot: host check, redirect, live-reload events, files, 404.
import type http from 'node:http';
import type { Logger } from '../logger.js';
import { formatError } from '../errors.js';
import { devClient } from './devclient.js';
import type { EventChannel } from './events.js';
import type { HostPolicy } from './hosts.js';
import { lookup, type Snapshot, type SnapshotFile } from './snapshot.js';

export interface SiteState {
  /** The last good site; null until a build has succeeded. */
  snapshot: Snapshot | null;
  /** The failed build's message, while the last build failed. */
  error: string | null;
  /** Counts snapshots: 0 before the first, +1 for each new one. Sent with every answer, as `Server-Timing`. */
  build: number;
  baseUrl: string;
}

export interface HandlerOptions {
  /** Read once per request: the request is answered from that state whole, whatever rebuilds meanwhile. */
  state(): SiteState;
  /** Which hosts and origins are answered (it follows edits of `serve.allowedHosts`). */
  policy(): HostPolicy;
  events: EventChannel;
  logger: Logger;
}

/** The request listener. Nothing it does can throw out of it or leave a stream error unhandled. */
export function requestHandler({ state, policy, events, logger }: HandlerOptions): http.RequestListener {
  const logged = new Set<string>();
  const report = (error: unknown) => {
    // A browser that goes away mid-answer (a reload, a closed tab) is not a fault.
    if (['ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes((error as NodeJS.ErrnoException).code ?? '') || (error as Error).message === 'aborted') return;
    const message = formatError(error);
    if (logged.has(message) || logged.size > 100) return;
    logged.add(message);
    logger.error(`docgen serve: ${message}`);
  };
  return (req, res) => {
    res.on('error', report);
    req.on('error', report);
    try {
      answer(req, res, { state: state(), policy: policy(), events });
    } catch (error) {
      report(error);
      if (res.headersSent) res.destroy();
      else text(res, 500, 'Internal error in the dev server; see its terminal.');
    }
  };
}

function answer(req: http.IncomingMessage, res: http.ServerResponse, { state, policy, events }: { state: SiteState; policy: HostPolicy; events: EventChannel }) {
  const host = req.headers.host;
  if (!policy.host(host)) {
    return text(res, 403, `Forbidden: this dev server does not answer the host ${JSON.stringify(host ?? '')}. To serve it on purpose, add it to serve.allowedHosts in site.config.ts.`);
  }
  const { snapshot, error, baseUrl } = state;
  res.setHeader('server-timing', `docgen;desc="${state.build}"`);
  const [rawPath, query = ''] = (req.url ?? '/').split('#')[0].split('?');
  let pathname = rawPath.replace(/^https?:\/\/[^/]*/i, '') || '/';
  if (!pathname.startsWith('/')) return text(res, 400, 'Bad request: invalid path.');
  if (pathname !== baseUrl && (pathname === '/' || `${pathname}/` === baseUrl)) {
    res.writeHead(302, { location: baseUrl, 'cache-control': 'no-store' }).end();
    return;
  }
  if (pathname === `${baseUrl}__docgen/events`) {
    if (!policy.origin(req.headers.origin)) return text(res, 403, 'Forbidden: the live-reload channel refuses cross-origin pages.');
    const page = new URLSearchParams(query).get('build');
    return events.connect(req, res, [
      ...(page !== null && page !== String(state.build) ? [{ event: 'reload' }] : []),
      ...(error ? [{ event: 'build-error', data: { message: error } }] : [])
    ]);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return text(res, 405, 'Method not allowed.');
  }
  // Until a first build succeeds there is no site: every page is an empty one that shows the error.
  if (!snapshot) return send(res, 500, { body: Buffer.from(errorPage(baseUrl)), type: 'text/html; charset=utf-8' });
  pathname = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : '';
  const found = pathname ? lookup(snapshot, pathname) : undefined;
  if (found === 'bad') return text(res, 400, 'Bad request: invalid path.');
  // A locale's pages have their own not-found page at the top of its folder (`fr/404.html`).
  const top = /^\/([^/]+)\//.exec(pathname)?.[1];
  if (!found) return send(res, 404, (top && snapshot.get(`${top}/404.html`)) || snapshot.get('404.html') || { body: Buffer.from('Not found'), type: 'text/plain; charset=utf-8' });
  const etag = found.file.etag();
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'cache-control': 'no-store' }).end();
    return;
  }
  send(res, 200, found.file, etag);
}

function send(res: http.ServerResponse, status: number, file: Pick<SnapshotFile, 'body' | 'type'>, etag?: string) {
  res.writeHead(status, {
    'content-type': file.type,
    'content-length': file.body.length,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...(etag ? { etag } : {})
  });
  res.end(file.body);
}

function text(res: http.ServerResponse, status: number, message: string) {
  send(res, status, { body: Buffer.from(`${message}\n`), type: 'text/plain; charset=utf-8' });
}

function errorPage(baseUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>docgen: the build failed</title></head><body>${devClient(baseUrl)}</body></html>`;
}
