// docgen serve under load: 50 keep-alive clients while a page is edited 40 times; no request fails, nothing dies.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureCopy, repoRoot } from './helpers.js';

const CLIENTS = 50;
/** How many edits, one every EDIT_MS, and how many requests at least: the clients go on until both are done (a count, not a time, so that a busy machine does the same work). */
const EDITS = 40;
const EDIT_MS = 150;
const REQUESTS = 1000;
/** Routes that exist before, during and after the edits (the edited page's route never changes). */
const ROUTES = ['', 'guide', 'guide/setup', 'guide/usage', 'examples/rx_page', '__data/guide/setup.json', 'img/logo.svg'];

let site: string;
let child: ChildProcess;
let url: string;
let exit: { code: number | null; signal: string | null } | null = null;
let stderr = '';

beforeAll(async () => {
  site = fixtureCopy('serve-load');
  // A child process, so that a crash is seen as a crash and not as a failed test run.
  child = spawn(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'serve', site, '--port', '0', '--host', '127.0.0.1'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  child.on('exit', (code, signal) => (exit = { code, signal }));
  child.stderr!.on('data', (c) => (stderr += c));
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c) => {
      out += c;
      const m = /serving (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', () => reject(new Error(`docgen serve exited at start-up: ${stderr}`)));
  });
});
afterAll(() => {
  child?.kill();
  if (site) rmSync(site, { recursive: true, force: true });
});

it(`serves ${CLIENTS} keep-alive clients while a page is edited ${EDITS} times: no error, no 5xx, no missing page, no crash`, async () => {
  const file = path.join(site, 'content/guide/setup.md');
  const good = readFileSync(file, 'utf8');
  // Body edit, title edit (re-renders every page), broken edit, its fix; over and over.
  const edits = [
    (i: number) => good.replace('## Configure', `## Configure ${i}`),
    (i: number) => good.replace('title: Setup', `title: Setup ${i}`),
    () => good.replace('title: Setup', 'title: [broken'),
    (i: number) => good.replace('See [install]', `Fixed ${i}. See [install]`)
  ];
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const { port } = new URL(url);
  const tally = { requests: 0, errors: [] as string[], unparseable: 0, serverErrors: 0, missing: 0, statuses: new Map<number, number>() };

  const get = (route: string) =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: `/docs/${route}`, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (e) => (tally.errors.push(`${route}: ${e.message}`), resolve()));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const status = res.statusCode ?? 0;
          tally.requests++;
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
          if (status >= 500) tally.serverErrors++;
          if (status === 404) tally.missing++;
          const length = Number(res.headers['content-length']);
          const text = body.toString('utf8');
          const whole = body.length === length && (route.endsWith('.json') ? isJson(text) : route.endsWith('.svg') ? text.includes('</svg>') : text.trimEnd().endsWith('</html>'));
          if (status === 200 && !whole) tally.unparseable++;
          resolve();
        });
      });
      req.on('error', (e) => (tally.errors.push(`${route}: ${e.message}`), resolve()));
    });

  let edit = 0;
  const client = async (n: number) => {
    for (let i = n; (edit < EDITS || tally.requests < REQUESTS) && exit === null; i++) await get(ROUTES[i % ROUTES.length]);
  };
  const editor = setInterval(() => edit < EDITS && writeFileSync(file, edits[edit % edits.length](edit++)), EDIT_MS);
  try {
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  } finally {
    clearInterval(editor);
    agent.destroy();
  }

  const summary = { ...tally, errors: tally.errors.slice(0, 5), statuses: Object.fromEntries(tally.statuses), edits: edit, exit, stderr: stderr.slice(-500) };
  expect(exit, JSON.stringify(summary)).toBeNull();
  expect(tally.errors, JSON.stringify(summary)).toEqual([]);
  expect(tally.unparseable, JSON.stringify(summary)).toBe(0);
  expect(tally.serverErrors, JSON.stringify(summary)).toBe(0);
  expect(tally.missing, JSON.stringify(summary)).toBe(0);
  expect(edit).toBe(EDITS);
  expect(tally.requests).toBeGreaterThanOrEqual(REQUESTS);
  // The last edit is served (the site did rebuild throughout).
  writeFileSync(file, good.replace('## Configure', '## Configure at last'));
  let body = '';
  // However long a busy machine takes to rebuild: the test's own time limit ends a server that never does.
  while (!body.includes('Configure at last')) {
    body = await (await fetch(`${url}guide/setup`)).text();
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(body).toContain('Configure at last');
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
