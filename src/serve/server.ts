// docgen serve: build the site into memory, serve it, watch the inputs, rebuild what changed, reload the open pages.
import { existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { watch } from 'chokidar';
import { formatError } from '../errors.js';
import { silentLogger, type Logger } from '../logger.js';
import { createBuilder, type RebuildEvent } from './builder.js';
import { eventChannel } from './events.js';
import { hostPolicy } from './hosts.js';
import { requestHandler } from './respond.js';
import { removeStaleWorkFolders } from './stale.js';
import { walkFiles } from '../content/walk.js';

export interface ServeOptions {
  root?: string;
  port?: number;
  /** The address to listen on. Default `localhost`. */
  host?: string;
  logger?: Logger;
  /** Milliseconds to wait for more file events before rebuilding. Default 10. */
  debounce?: number;
  /** Serve only these of the site's locales (`--locale`, as `build`'s): one alone is served at the site's root. */
  locales?: string[];
}

export interface DevServer {
  url: string;
  /** The address and port the server listens on. */
  address: AddressInfo;
  /** Resolves once the site is rebuilt from the inputs as they are now (for tests and benchmarks). */
  idle(): Promise<void>;
  /** Every completed rebuild: what it did and how long it took. */
  onRebuild(listener: (event: RebuildEvent) => void): void;
  close(): Promise<void>;
}

export async function serve(options: ServeOptions = {}): Promise<DevServer> {
  const logger = options.logger ?? silentLogger;
  const root = path.resolve(options.root ?? process.cwd());
  const events = eventChannel();
  // A broken page at start-up does not stop the server: it shows the error until the file is fixed.
  const builder = await createBuilder({ root, logger, send: events.send, locales: options.locales });
  const { config } = builder;
  await removeStaleWorkFolders(config.cacheDir);

  const host = options.host ?? 'localhost';
  let policy = { config, rules: hostPolicy(host, config.serve.allowedHosts) };
  const server = http.createServer(
    requestHandler({
      state: () => ({ snapshot: builder.snapshot, error: builder.error, build: builder.build, baseUrl: builder.config.baseUrl }),
      policy: () => {
        if (policy.config !== builder.config) policy = { config: builder.config, rules: hostPolicy(host, builder.config.serve.allowedHosts) };
        return policy.rules;
      },
      events,
      logger
    })
  );
  // Malformed requests (bad syntax, a header or URL over 16 KB) get a status line, never an exception.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, host, () => resolve());
  });
  server.on('error', (error) => logger.error(`docgen serve: ${formatError(error)}`));
  const address = server.address() as AddressInfo;

  // Events only start a check; the check compares the files themselves, so a dropped or merged event loses nothing.
  // Links are not followed by the watcher (a link loop would be walked without end); the folders the build reaches
  // through links inside the site are watched as folders of their own.
  const inputs = builder.inputs().filter((p) => existsSync(p));
  const linked = inputs.filter((p) => statSync(p).isDirectory()).flatMap((p) => walkFiles(p, { inside: config.root }).linkedDirs);
  const watcher = watch([...new Set([...inputs, ...linked])], { ignoreInitial: true, followSymlinks: false });
  let timer: NodeJS.Timeout | undefined;
  watcher.on('all', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void builder.check(), options.debounce ?? 10);
  });
  watcher.on('error', (error) => logger.error(`docgen serve: watching files: ${formatError(error)}`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  // Files a rebuild adds to the inputs (an image a page links to from outside the watched folders) are watched from then on.
  const watching = new Set(inputs);
  builder.onRebuild(() => {
    const more = builder.inputs().filter((p) => !watching.has(p) && existsSync(p));
    for (const p of more) watching.add(p);
    if (more.length) watcher.add(more);
  });

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}${config.baseUrl}`,
    address,
    idle: () => builder.check(),
    onRebuild: (l) => builder.onRebuild(l),
    close: async () => {
      clearTimeout(timer);
      await watcher.close();
      events.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await builder.close();
    }
  };
}
