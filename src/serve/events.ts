// Build results -> server-sent events to every open page: the live-reload channel (`<base>__docgen/events`).
import type http from 'node:http';

export interface EventChannel {
  /** Adds an open page; `first` is sent to it at once (the current error, a reload for a page of an older build). */
  connect(req: http.IncomingMessage, res: http.ServerResponse, first: Array<{ event: string; data?: unknown }>): void;
  send(event: string, data?: unknown): void;
  close(): void;
}

export function eventChannel(): EventChannel {
  const clients = new Set<http.ServerResponse>();
  const frame = (event: string, data: unknown = {}) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  return {
    connect(req, res, first) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(first.length ? first.map((f) => frame(f.event, f.data)).join('') : ': connected\n\n');
      clients.add(res);
      const drop = () => clients.delete(res);
      req.on('close', drop);
      res.on('close', drop);
    },
    send(event, data = {}) {
      const text = frame(event, data);
      for (const res of clients) {
        if (res.writableEnded || res.destroyed) clients.delete(res);
        else res.write(text);
      }
    },
    close() {
      for (const res of clients) res.end();
      clients.clear();
    }
  };
}
