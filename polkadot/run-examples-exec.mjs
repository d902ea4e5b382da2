// The executor of polkadot/run-examples.mjs: runs the compiled example modules one after another in
// this process (so the packages, and the WASM crypto, are loaded and initialised once) and writes what
// each one printed with console.log, and where, to a JSON file.
//
//   node polkadot/run-examples-exec.mjs <manifest.json>
//
// manifest: { out, timeout, restartExit (the exit code that asks for the blocks left to run in a new process), blocks: [{ id, file (.mjs), source (the name in its source map), env, isolated, chain, blockTime, stopAfter, render, props }] }
// A block with `chain` connects to a mock node of that chain (mock-node.mjs) started for it alone, in the main thread (its
// chain's metadata is decoded once per process, and an isolated block's thread does not load the node). A block with `stopAfter`
// (ms) listens until it is stopped: once it has printed `shows` times, or after stopAfter ms when its page shows no
// output; then its connections are closed (or its worker thread ends, when it runs isolated).
// out:      [{ id, logs: [{ line, text }], warnings: [string], error: { message, line, exit } | null, rendered (markup), ms }]
//
// A block with `isolated` runs in a worker thread of its own (a fresh module graph, no WASM yet): an
// example that initialises @polkadot/ui-keyring (one shared instance, initialised once per process),
// chooses the WASM backend (@polkadot/wasm-crypto/init...) or shows the state before cryptoWaitReady.
// A block with `render` is a component module: its default export is rendered on the server, with
// react-dom/server ('react', jsx/tsx blocks) or @vue/server-renderer ('vue', single-file components).
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'node:util';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/** The mock node's block time unless a block sets its own (blockTime): short, so that examples that wait for a block or two end quickly. */
const MOCK_BLOCK_TIME = 200;

process.setSourceMapsEnabled(true);
// The first write to stdout or stderr opens a handle that stays open: open both now, so that an example's first
// warning does not look like something it left open (see settle).
void process.stdout;
void process.stderr;

let current = null; // { logs, warnings, source, late, shows, exited, enough, opened, stopping, result }

/**
 * The block whose code runs now: its `current`, kept through its callbacks, timers and connections (AsyncLocalStorage
 * follows them). What an earlier block does after it was judged (a timer that throws, a late line of output) is thus
 * its own, not the running block's.
 */
const owner = new AsyncLocalStorage();
const whose = () => owner.getStore() ?? current;
/** Writes the results again (in the main thread), once an earlier block's result has changed. */
let save = () => {};

/** The line of the first frame of a stack in the example's own source (mapped by its source map), or 0. */
function lineIn(stack, source) {
  for (const l of String(stack ?? '').split('\n')) {
    const i = l.lastIndexOf(source);
    if (i >= 0) {
      const m = /^:(\d+):\d+/.exec(l.slice(i + source.length));
      if (m) return Number(m[1]);
    }
  }
  return 0;
}

const original = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };
const capture = (kind) => (...args) => {
  const block = whose();
  if (!block) return original[kind](...args);
  // What a listener prints after it was stopped (while its connections close) is not the block's output.
  if (block.stopping) return;
  const text = format(...args);
  if (kind === 'log' || kind === 'info') {
    block.logs.push({ line: lineIn(new Error().stack, block.source), text });
    if (block.shows && block.logs.length >= block.shows) block.enough?.();
  }
  else block.warnings.push(text);
  if (block.result) save();
};
console.log = capture('log');
console.info = capture('info');
console.warn = capture('warn');
console.error = capture('error');
console.debug = capture('warn');

// process.exit() in an example ends the example, not the run: exit(0) is a normal end, another code
// an error (with what the example wrote to stderr just before, usually the reason).
class Exit extends Error {}
const exit = process.exit.bind(process);
process.exit = (code = 0) => {
  const ended = Object.assign(new Exit(`process.exit(${code})`), { code: Number(code) || 0 });
  // Called in a callback, the throw may be caught by the library that called it: the example ends here all the same.
  // A listener that was stopped has ended (a failed request after its connection closed may lead it here): not counted.
  const block = whose();
  if (block && !block.stopping) {
    lateOf(block, ended);
    block.exited?.();
  }
  throw ended;
};

/** An error or exit after a block's module finished: the block's, even when it comes once the block was judged. */
function lateOf(block, err) {
  if (!block.result) block.late ??= err;
  else if (!block.result.error && !(err instanceof Exit && err.code === 0)) {
    block.result.error = errorInfo(err, block);
    save();
  }
}

// An error thrown or rejected after the module finished (a callback, a forgotten promise) belongs to the block whose
// code threw it (or, when that is not known, to the block that is running).
const late = (err) => {
  const block = whose();
  if (block?.stopping) return;
  // The provider of an earlier block that reports its close once this runner stopped its node: not the block's doing.
  const closed = /^disconnected from (ws:\/\/\S+):/.exec(err?.message ?? '');
  if (closed && closed[1] !== current?.url) return;
  if (block) lateOf(block, err);
  else original.error('run-examples: error outside an example:', err);
};
process.on('uncaughtException', late);
process.on('unhandledRejection', late);

function errorInfo(err, block) {
  const line = lineIn(err?.stack, block.source);
  if (err instanceof Exit) {
    const said = block.warnings?.at(-1)?.split('\n')[0];
    return { message: `called process.exit(${err.code})${said ? ` after writing to stderr: ${said}` : ''}`, line, exit: true };
  }
  if (err?.timeout) return { message: err.message, line, timeout: true };
  const name = err instanceof Error ? err.constructor.name || 'Error' : 'thrown';
  const message = err instanceof Error ? err.message : format(err);
  return { message: `threw ${name}: ${message}`, line };
}

/** The kinds of handles that are open now (timers, file operations, sockets...), counted. */
const resources = () => {
  const counts = new Map();
  for (const r of process.getActiveResourcesInfo()) counts.set(r, (counts.get(r) ?? 0) + 1);
  return counts;
};

/**
 * Resolves once the example has nothing left to do, as `node example.ts` would exit: no more handles
 * open than before it started (after two quiet turns of the event loop). A `main().catch(...)` that is
 * not awaited at the top level is thus waited for; a timer or subscription left open runs into the time limit.
 */
async function settle(baseline, state, ignore = [], done = () => true) {
  let quiet = 0;
  while (quiet < 2) {
    await new Promise((resolve) => setImmediate(resolve));
    const now = resources();
    state.open = [...now].filter(([k, n]) => !ignore.includes(k) && n > (baseline.get(k) ?? 0)).map(([k, n]) => `${k} ×${n - (baseline.get(k) ?? 0)}`);
    if (!done()) state.open.push('a connection to the local node');
    const busy = state.open.length > 0;
    quiet = busy ? 0 : quiet + 1;
    if (busy) await new Promise((resolve) => setTimeout(resolve, 5).unref());
  }
}

/** A mock node for a block that needs one: started in this process's main thread, however the block runs. */
const startMock = async ({ chain, blockTime }) => (await import('./mock-node.mjs')).startMockNode({ blockTime: blockTime ?? MOCK_BLOCK_TIME, chain, quiet: blockTime !== undefined });

/** What a listener is given to let go of everything, once its connections are closed: it is not waited for longer. */
const LET_GO = 5000;
const STOPPED = Symbol('stopped');

/**
 * Keeps the WebSocket providers and the timers a listener opens (`current.opened`), so that it can be stopped in the
 * main thread: its providers disconnected, its timers cleared.
 */
let trackListeners = async () => {
  const { WsProvider } = await import('@polkadot/rpc-provider');
  const connect = WsProvider.prototype.connect;
  WsProvider.prototype.connect = function (...args) {
    owner.getStore()?.opened?.providers.add(this);
    return connect.apply(this, args);
  };
  for (const name of ['setTimeout', 'setInterval']) {
    const original = globalThis[name];
    globalThis[name] = function (...args) {
      const timer = original.apply(this, args);
      owner.getStore()?.opened?.timers.add(timer);
      return timer;
    };
  }
  trackListeners = async () => {};
};

/** Stops a listener as Ctrl-C would: what it prints or throws from now on is not its output; its timers and connections end. */
async function stopListener() {
  current.stopping = true;
  for (const timer of current.opened.timers) clearTimeout(timer);
  await Promise.all([...current.opened.providers].map((p) => p.disconnect().catch(() => {})));
}

/**
 * `node`: the mock node of a block in a worker thread (started by the main thread, which serves it while the block
 * runs): its url, and `idle` as a shared flag the main thread keeps up to date.
 */
async function runBlock(block, timeout, node) {
  const started = performance.now();
  current = { logs: [], warnings: [], source: block.source, late: undefined, shows: block.shows };
  let error = null;
  let rendered;
  let timer;
  let mock;
  // Whether the block ended by letting go of everything it opened (not by process.exit(), an error or a time limit).
  let settled = false;
  const state = {};
  const env = { ...process.env };
  Object.assign(process.env, block.env);
  // As `node example.js` with no arguments (this runner's own, the manifest's path, are not the example's).
  const argv = process.argv;
  process.argv = [argv[0], block.file];
  try {
    const limit = new Promise((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error(`did not finish within ${timeout} ms (${state.open ? `still open: ${state.open.join(', ')}` : 'a promise that never resolves, or a timer or connection left open?'})`), { timeout: true })), timeout);
    });
    // A fresh mock node for each block that needs one, started before the baseline (its server and timer are not the
    // example's); for a block in a worker thread, the main thread started it (`node`).
    if (block.chain && !node) mock = await startMock(block);
    const url = node?.url ?? mock?.url;
    if (url) globalThis.__docgenMockNode = current.url = url;
    const idle = node ? () => Atomics.load(node.idle, 0) === 1 : () => !mock || mock.idle;
    if (block.stopAfter && isMainThread) {
      await trackListeners();
      current.opened = { providers: new Set(), timers: new Set() };
    }
    const baseline = resources();
    const run = (async () => {
      const load = () => import(pathToFileURL(block.file).href);
      const mod = await owner.run(current, load);
      if (block.render === 'react' && typeof mod.default === 'function') {
        const [{ createElement }, { renderToStaticMarkup }] = await Promise.all([import('react'), import('react-dom/server')]);
        rendered = renderToStaticMarkup(createElement(mod.default, block.props));
      } else if (block.render === 'vue' && mod.default) {
        const [{ createSSRApp }, { renderToString }] = await Promise.all([import('vue'), import('@vue/server-renderer')]);
        const app = createSSRApp(mod.default, block.props);
        // Vue reports render errors to its handler and renders on: the first one fails the block.
        let failed;
        app.config.errorHandler = (err) => {
          failed ??= err;
        };
        rendered = await renderToString(app);
        if (failed) throw failed;
      }
      // On the local node, a block is done when its connections are: after api.disconnect() the API's subscriptions
      // still wait 1.75 s each (refCountDelay) before they let go, one after another, which a process would wait out.
      // And only once it has connected and closed its connections (an ApiRx program connects after its module ends).
      await settle(baseline, state, block.chain ? ['Timeout'] : [], idle);
      settled = true;
    })();
    // process.exit() in a callback ends the example there, as it ends a process.
    const exited = new Promise((resolve) => (current.exited = resolve));
    // A block that listens until it is stopped (meta `stop-after=N`) is stopped as a reader would: once it has printed
    // the output its page shows, or, when the page shows none, after N seconds.
    const stopped = !block.stopAfter ? new Promise(() => {}) : block.shows ? new Promise((resolve) => (current.enough = resolve)) : new Promise((resolve) => setTimeout(resolve, block.stopAfter).unref());
    const ended = await Promise.race([run, limit, exited, stopped.then(() => STOPPED)]);
    // In a worker thread, a listener ends with the thread. Here, once it has let go of all it opened, the blocks after
    // it run in this process; one that keeps something else open (a server, a file) is left to a new process.
    if (ended === STOPPED && isMainThread) {
      run.catch(() => {});
      await stopListener();
      await Promise.race([run, new Promise((resolve) => setTimeout(resolve, LET_GO).unref())]);
    }
  } catch (err) {
    if (!(err instanceof Exit && err.code === 0)) error = errorInfo(err, current);
  } finally {
    clearTimeout(timer);
    await mock?.close();
    process.argv = argv;
    for (const k of Object.keys(process.env)) if (!(k in env)) delete process.env[k];
    Object.assign(process.env, env);
  }
  if (!error && current.late && !(current.late instanceof Exit && current.late.code === 0)) error = errorInfo(current.late, current);
  const result = { id: block.id, logs: current.logs, warnings: current.warnings, error, rendered, ms: Math.round(performance.now() - started) };
  current.result = result;
  // A block that connected and ended otherwise than by settling (process.exit() in a callback, an error) may have left
  // its API connected to its mock node, which is gone now: the provider's reconnect attempts would log into the blocks
  // after it. They run in a new process.
  if (block.chain && !settled) result.leftOpen = true;
  current = null;
  return result;
}

async function runIsolated(block, timeout) {
  const mock = block.chain ? await startMock(block) : undefined;
  const idle = new Int32Array(new SharedArrayBuffer(4));
  const watch = mock && setInterval(() => Atomics.store(idle, 0, mock.idle ? 1 : 0), 5);
  try {
    return await inWorker(block, timeout, mock && { url: mock.url, idle });
  } finally {
    clearInterval(watch);
    await mock?.close();
  }
}

function inWorker(block, timeout, node) {
  return new Promise((resolve) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { block, timeout, node } });
    let done = false;
    worker.once('message', (result) => {
      done = true;
      resolve(result);
      worker.terminate();
    });
    worker.once('error', (err) => {
      if (!done) resolve({ id: block.id, logs: [], warnings: [], error: errorInfo(err, block), ms: 0 });
      done = true;
    });
    worker.once('exit', () => {
      if (!done) resolve({ id: block.id, logs: [], warnings: [], error: { message: 'stopped: the worker thread exited without a result', line: 0 }, ms: 0 });
      done = true;
    });
  });
}

// In the main thread the WASM crypto is initialised once, before the first example: compiling it is
// asynchronous work that holds no handle, so an example's `await cryptoWaitReady()` inside an
// un-awaited main() would otherwise look finished to settle() while it waits for it. A worker thread
// (an isolated block) starts from nothing, as the reader's own process does.
if (isMainThread) await (await import('@polkadot/util-crypto')).cryptoWaitReady();

if (!isMainThread) {
  const { block, timeout, node } = workerData;
  parentPort.postMessage(await runBlock(block, timeout, node));
} else {
  const manifest = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  const results = [];
  save = () => writeFileSync(manifest.out, JSON.stringify(results));
  for (const block of manifest.blocks) {
    const result = block.isolated ? await runIsolated(block, manifest.timeout) : await runBlock(block, manifest.timeout);
    results.push(result);
    save();
    // A block that ran out of time may still be running here (its timers, its output), and one on a node that did not
    // settle may have left a connection: the blocks after it get a new process (run-examples.mjs starts one).
    if (!block.isolated && (result.error?.timeout || result.leftOpen)) exit(manifest.restartExit);
  }
  // Whatever an example left open (a timer, a subscription) must not keep the run alive.
  exit(0);
}
