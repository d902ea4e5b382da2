#!/usr/bin/env node
// Runs the code examples of content/ that need no chain node and compares what they print with the
// output the page shows (see docs/authoring.md, "Code blocks").
//
//   node polkadot/run-examples.mjs [--list] [paths...]   (files or folders; default: content/; run from the repo root)
//
// The blocks are those of check-examples.mjs (same extraction). Each complete js/ts/jsx/tsx block is
//   - run, when its meta says `run`, or when it says nothing and its code uses none of NEEDS below;
//   - type-checked only (by check-examples.mjs), when its meta says `norun` or its code uses one of NEEDS;
//   - a fragment (only parsed), when its meta says `fragment`.
// The blocks that run are compiled with esbuild (with source maps, so errors and prints map back to
// their markdown line) and run offline, one after another, in two child processes (run-examples-exec.mjs),
// each with a time limit; `vue` blocks are compiled with @vue/compiler-sfc and rendered on the server. The output a page shows is compared with what the run printed:
//   - `// prints VALUE` (or `// -> VALUE`) after a statement: what console.log printed from that
//     statement, all its printed lines joined, with runs of white space counted as one space;
//     `// prints` comments on lines of their own right below a statement: its printed lines, one each;
//   - a ```text block right after the code block: every line the block printed, line by line (but the
//     lines already shown with `// prints`);
//   - `...` (or `…`) in an expected value matches anything;
//   - `// prints (random) VALUE`, or ```text random, for values that differ on every run (a new
//     mnemonic, a random seed, an sr25519 signature): compared by shape, i.e. the same words, numbers
//     and punctuation in the same places and hex values (0x...) of the same length.
// A block whose code connects to the local development node (`ws://127.0.0.1:9944`) or to Polkadot, Kusama or their
// Asset Hubs (ENDPOINTS) runs too, on a fresh mock node (mock-node.mjs) of that chain started for it, the endpoint
// swapped for the mock's; a block connecting to another network is type-checked only.
// Problems are printed as `content/page.md:LINE: message`, then `N run offline, M run on the local node, K type-checked, F fragments`.
//
// Exported for the tests: runExamples(paths, options) -> { files, entries, run, node, checked, fragments, failures, ms }.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { createRequire } from 'node:module';
import { LANGS, extractBlocks, findMarkdown, hasWord, removeStaleRuns } from './check-examples.mjs';

const require = createRequire(import.meta.url);

const here = path.dirname(fileURLToPath(import.meta.url));

/** What makes a block type-check only: it needs a chain node, a browser or a phone. */
export const NEEDS = [
  [/\b(WsProvider|HttpProvider|ScProvider)\b/, 'a chain node (a provider)'],
  [/\b(ApiPromise|ApiRx)\b/, 'a chain node (ApiPromise/ApiRx)'],
  [/@polkadot\/extension-(dapp|inject)/, 'the browser extension'],
  [/['"](react-native|@polkadot\/reactnative-identicon)['"]/, 'React Native'],
  [/\b(window|document|localStorage|sessionStorage|navigator)\s*\./, 'a browser'],
  [/\.mount\(|\b(createRoot|hydrateRoot)\(/, 'a browser (it mounts into the page)'],
  [/['"](vitest|@jest\/globals)['"]/, 'a test runner'],
  [/['"](vite|webpack|rollup|next\/[^'"]+)['"]/, 'a build tool (a config file)'],
  [/\breadFile(Sync)?\(/, 'a file of your own (it reads from disk)']
];

/**
 * Blocks that need a fresh process state, so they run in a worker thread of their own: @polkadot/ui-keyring
 * (one shared keyring, initialised once), a choice of the WASM backend, the state before cryptoWaitReady.
 */
const ISOLATED = /['"]@polkadot\/(ui-keyring|wasm-crypto\/init[A-Za-z]*)['"]|\bcryptoIsReady\b/;

/**
 * A ```vue block (a single-file component) as a TS module whose default export is the component:
 * @vue/compiler-sfc, template inlined. Its line numbers are those of the generated module, so an error
 * in a vue block is reported at the block's first line. Styles are left out (they do not render on the server).
 */
function vueModule(code, id) {
  const sfc = require('@vue/compiler-sfc');
  const { descriptor, errors } = sfc.parse(code, { filename: `${id}.vue` });
  if (errors.length) throw Object.assign(new Error(String(errors[0].message ?? errors[0])), { errors: [{ text: String(errors[0].message ?? errors[0]), location: { line: errors[0].loc?.start.line ?? 1 } }] });
  if (!descriptor.script && !descriptor.scriptSetup) return `export default { template: ${JSON.stringify(descriptor.template?.content ?? '')} };`;
  return sfc.compileScript(descriptor, { id, inlineTemplate: true }).content;
}

/** A meta option `name=N` or `name=Ns` (seconds), in ms; undefined when the meta has none. */
function metaSeconds(meta, name) {
  const m = new RegExp(`(?:^|\\s)${name}=(\\d+(?:\\.\\d+)?)s?(?:\\s|$)`).exec(meta ?? '');
  return m ? Number(m[1]) * 1000 : undefined;
}

/** `env="NAME=value NAME2=value"` in the meta: environment variables set while the block runs. */
function metaEnv(meta) {
  const m = /(?:^|\s)env=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  const env = {};
  for (const pair of (m?.[1] ?? m?.[2] ?? '').split(/\s+/).filter(Boolean)) {
    const i = pair.indexOf('=');
    if (i > 0) env[pair.slice(0, i)] = pair.slice(i + 1);
  }
  return env;
}

/**
 * The endpoints whose blocks run, and the chain the mock node (mock-node.mjs) plays for each: a block whose
 * providers all name one of these runs on a mock node of that chain, the endpoint swapped for the mock's. On a live
 * chain's mock the dev accounts are funded, the chain is long (its past is served back to genesis), an Asset Hub holds
 * USDT; what it lacks (staking eras, identities, the real accounts) reads as empty, as on a new chain.
 */
export const ENDPOINTS = {
  'ws://127.0.0.1:9944': 'development',
  'ws://localhost:9944': 'development',
  'wss://rpc.polkadot.io': 'polkadot',
  'wss://kusama-rpc.polkadot.io': 'kusama',
  'wss://polkadot-asset-hub-rpc.polkadot.io': 'asset-hub-polkadot',
  'wss://kusama-asset-hub-rpc.polkadot.io': 'asset-hub-kusama'
};
/** A provider created in a block, with its endpoint when that is a string literal, or the name of the constant that holds it. */
const PROVIDER = /\b(?:WsProvider|HttpProvider|ScProvider)\s*\(\s*(?:(['"`])([^'"`]*)\1|([A-Za-z_$][\w$]*)\s*(?=[,)]))?[^)]*\)/g;

/**
 * The endpoint a provider's constant holds: `const ENDPOINT = 'wss://…'`, or a default after `??` or `||`
 * (`process.argv[2] ?? 'wss://…'`, the block runs without arguments). Undefined unless its one declaration has one literal.
 */
function constantEndpoint(code, name) {
  const declarations = [...code.matchAll(new RegExp(`\\bconst\\s+${escape(name)}\\s*=\\s*([^;\\n]*)`, 'g'))];
  if (declarations.length !== 1) return undefined;
  const value = declarations[0][1].trim();
  const literals = [...value.matchAll(/(['"`])([^'"`]*)\1/g)];
  if (literals.length !== 1) return undefined;
  const rest = value.replace(literals[0][0], '').trim();
  return rest === '' || /(\?\?|\|\|)$/.test(rest) ? literals[0][2] : undefined;
}
/** What an endpoint is replaced with when the block runs: the mock node's URL, set by the executor. */
const MOCK_URL = 'globalThis.__docgenMockNode';

/**
 * How a block is checked: { mode: 'run' | 'node' | 'check' | 'fragment', reason, chain? }. A block that needs a chain
 * node runs on the mock node (`node`) when every provider it creates is a WsProvider of one known endpoint
 * (ENDPOINTS) and it needs nothing else (an extension, a browser, a file); otherwise it is type-checked only.
 */
export function blockMode(block) {
  if (block.fragment) return { mode: 'fragment', reason: 'meta `fragment`' };
  if (hasWord(block.meta, 'norun')) return { mode: 'check', reason: 'meta `norun`' };
  if (hasWord(block.meta, 'run')) return { mode: 'run', reason: 'meta `run`' };
  const needs = NEEDS.map(([re, what]) => [re.exec(block.code), what]).filter(([m]) => m);
  if (!needs.length) return { mode: 'run', reason: 'needs no node' };
  const [[m, what]] = needs;
  const providers = [...block.code.matchAll(PROVIDER)];
  const endpointOf = (p) => (p[0].startsWith('WsProvider') ? p[2] ?? (p[3] && constantEndpoint(block.code, p[3])) : undefined);
  const endpoints = new Set(providers.map(endpointOf));
  const constants = new Set(providers.map((p) => p[3]));
  const [endpoint] = endpoints;
  const [constant] = constants;
  if (providers.length && endpoints.size === 1 && constants.size === 1 && ENDPOINTS[endpoint] && needs.every(([, w]) => w.startsWith('a chain node'))) {
    return { mode: 'node', chain: ENDPOINTS[endpoint], endpoint, ...(constant ? { constant } : {}), reason: `runs on the local mock node: uses \`${endpoint}\`` };
  }
  const unknown = providers.find((p) => !ENDPOINTS[endpointOf(p)]);
  if (unknown && needs.every(([, w]) => w.startsWith('a chain node'))) return { mode: 'check', reason: `needs a live network: uses \`${unknown[0]}\`` };
  return { mode: 'check', reason: `needs ${what}: uses \`${m[0].trim()}\`` };
}

// `// prints VALUE`, `// prints (random) VALUE`, `// -> VALUE` at the end of a line.
const EXPECT = /\/\/\s*(?:prints\b|->)\s*(\(random\)\s*)?(.*)$/;

/** The expectations written in a block's code: [{ line (in the block, 1-based), expected, random }]. */
export function expectations(code) {
  const out = [];
  code.split('\n').forEach((l, i) => {
    const m = EXPECT.exec(l);
    // Not inside a string: the `//` must not follow an odd number of quotes on the line.
    const before = l.slice(0, m?.index);
    if (m && ['\'', '"', '`'].every((q) => before.split(q).length % 2 === 1)) {
      out.push({ line: i + 1, expected: m[2].trim(), random: Boolean(m[1]) });
    }
  });
  return out;
}

const squash = (s) => s.replace(/\s+/g, ' ').trim();
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shape of a value that is random by nature: hex keeps its length, other words and numbers become `w`. */
export function shape(s) {
  return s.replace(/0x[0-9a-fA-F]+|[A-Za-z0-9]+/g, (m) => (/^0x[0-9a-fA-F]+$/.test(m) ? `0x[${m.length - 2}]` : 'w'));
}

/** Whether `got` matches `expected` (`...`/`…` match anything; random: compared by shape). */
export function matches(expected, got, random = false) {
  const e = squash(expected);
  const g = squash(got);
  const parts = e.split(/\.\.\.|…/);
  if (random) {
    const re = new RegExp(`^${parts.map((p) => escape(shape(p))).join('.*?')}$`);
    return re.test(shape(g));
  }
  if (parts.length === 1) return e === g;
  return new RegExp(`^${parts.map(escape).join('.*?')}$`, 's').test(g);
}

const rel = (p) => {
  const r = path.relative(process.cwd(), p);
  return r && !r.startsWith('..') && !path.isAbsolute(r) ? r.split(path.sep).join('/') : p;
};

const quote = (s) => (s === undefined ? 'nothing' : JSON.stringify(s));

/**
 * Runs the examples of the markdown files below `paths`.
 * options.timeout: per block, in ms (default 60000). options.workers: child processes (default 2).
 * options.keep: keep polkadot/.check/exec-<pid>/.
 * Returns { files, entries: [{ file, line, lang, mode, reason }], run, checked, fragments,
 *   failures: [{ file, line, message, text }], ms }.
 */
export async function runExamples(paths = ['content'], options = {}) {
  const started = performance.now();
  const timeout = options.timeout ?? 60_000;
  const outDir = path.join(here, '.check', `exec-${process.pid}`);
  removeStaleRuns(path.dirname(outDir), 'exec');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  try {
    const files = findMarkdown(paths.length ? paths : ['content']);
    const entries = [];
    const failures = [];
    const fail = (file, line, message) => failures.push({ file, line, message, text: `${file}:${line}: ${message}` });
    const toRun = [];
    files.forEach((md, fi) => {
      let text;
      try {
        text = readFileSync(md, 'utf8');
      } catch (err) {
        if (err.code === 'ENOENT') return;
        throw err;
      }
      const base = path.basename(md).replace(/\.mdx?$/i, '').replace(/[^A-Za-z0-9_.-]/g, '_');
      for (const b of extractBlocks(text, { ...LANGS, vue: 'vue' })) {
        const { mode, reason, chain, endpoint, constant } = blockMode(b);
        const file = rel(md);
        entries.push({ file, line: b.line, lang: b.lang, mode, reason });
        const expects = expectations(b.code);
        const shown = [...expects.map((e) => b.line + e.line - 1), ...(b.output ? [b.output.line] : [])];
        if (mode !== 'run' && mode !== 'node') {
          if (shown.length) {
            fail(file, shown[0], `this block shows its output but does not run (${reason}), so the output cannot be compared: ` +
              (mode === 'fragment' ? 'make it a complete example, or' : 'mark it ```' + b.lang + ' run if it needs no node, or') +
              ' state the value in the text instead');
          }
          continue;
        }
        const name = `${String(fi).padStart(4, '0')}-${base}-L${b.line}`;
        const source = path.join(outDir, `${name}.${b.lang}`);
        let js;
        try {
          // The endpoint is swapped for the mock's: where it is written, or, when a constant holds it, where the
          // provider takes the constant (the constant keeps its value, for what the block prints).
          const text = mode !== 'node' ? b.code
            : constant ? b.code.replace(new RegExp(`(WsProvider\\s*\\(\\s*)${escape(constant)}\\b`, 'g'), `$1${MOCK_URL}`)
            : b.code.replace(new RegExp(`(['"\`])${escape(endpoint)}\\1`, 'g'), MOCK_URL);
          const [code, loader] = b.lang === 'vue' ? [vueModule(text, name), 'ts'] : [text, b.lang];
          js = transformSync(code, { loader, format: 'esm', target: 'node20', sourcemap: 'inline', sourcefile: source, jsx: 'automatic' }).code;
        } catch (err) {
          const e = err.errors?.[0];
          fail(file, b.line + (e?.location?.line ?? 1) - 1, `cannot compile: ${e?.text ?? err.message}`);
          continue;
        }
        let props;
        const pm = /(?:^|\s)props='([^']*)'/.exec(b.meta);
        if (pm) {
          try {
            props = JSON.parse(pm[1]);
          } catch (err) {
            fail(file, b.line - 1, `props='...' in the meta is not JSON: ${err.message}`);
            continue;
          }
        }
        // `stop-after=N`: an example that listens until the reader stops it (see `shows`).
        const stopAfter = metaSeconds(b.meta, 'stop-after');
        const out = path.join(outDir, `${name}.mjs`);
        writeFileSync(out, js);
        toRun.push({
          id: toRun.length,
          file: out,
          source,
          env: metaEnv(b.meta),
          props,
          isolated: ISOLATED.test(b.code),
          stopAfter,
          // A listener that shows output stops once it has printed that many times (not after a time, which a busy machine would outlast).
          shows: stopAfter === undefined ? undefined : expects.length + (b.output ? b.output.code.split('\n').filter((l) => l.trim()).length : 0),
          chain: mode === 'node' ? chain : undefined,
          // `block-time=N`: for this block, the local node makes a block once it has had no request for N seconds (default: a
          // block every 0.2 s, so that waiting for one is quick), for an example whose shown output would be out of order if a
          // block came while it starts.
          blockTime: metaSeconds(b.meta, 'block-time'),
          render: b.lang === 'tsx' || b.lang === 'jsx' ? 'react' : b.lang === 'vue' ? 'vue' : undefined,
          md: file,
          block: b,
          expects
        });
      }
    });

    // A few child processes side by side (each loads the packages and the WASM crypto once), the
    // blocks dealt out in turn; each child runs its blocks one after another.
    const workers = Math.max(1, Math.min(options.workers ?? 2, toRun.length));
    const chunks = Array.from({ length: workers }, (_, w) => toRun.filter((b) => b.id % workers === w));
    const runs = await Promise.all(chunks.map((chunk, w) => execute(chunk, path.join(outDir, `w${w}`), timeout)));
    const results = [];
    runs.forEach(({ done, stopped }, w) => {
      results.push(...done);
      if (stopped) {
        const stuck = chunks[w][done.length];
        fail(stuck.md, stuck.block.line, `the run stopped in this block: ${stopped}`);
      }
    });
    results.sort((a, b) => a.id - b.id);

    for (const r of results) {
      const { md, block, expects } = toRun[r.id];
      // A vue block runs as the module compiled from it, whose lines are not the block's: its first line.
      const at = (line) => (block.lang === 'vue' ? block.line : block.line + Math.max(line, 1) - 1);
      if (r.error) {
        const warned = r.warnings.length && !r.error.exit ? ` (it also wrote to stderr: ${r.warnings.map((w) => w.split('\n')[0]).join(' | ').slice(0, 300)})` : '';
        fail(md, at(r.error.line), `${r.error.message}${warned}`);
        continue;
      }
      // `// prints`: the output of the statement on that line (a console.log call may span lines up to
      // it). `// prints` lines on their own right below a statement show its output one printed line each.
      const byLine = new Map();
      for (const l of r.logs) byLine.set(l.line, [...(byLine.get(l.line) ?? []), l.text]);
      const codeLines = block.code.split('\n');
      const commentOnly = (n) => /^\s*\/\//.test(codeLines[n - 1] ?? '');
      const groups = new Map(); // the line that printed -> the expectations about it
      for (const e of expects) {
        let from = e.line;
        if (commentOnly(from)) while (from > 1 && commentOnly(from)) from--;
        // A call that starts above (console.log(\n ...\n); // prints x): walk up to the line that printed.
        const end = from;
        while (!byLine.has(from) && from > 1 && !/[;{}]\s*(\/\/.*)?$/.test(codeLines[from - 2]) && !/^\s*$/.test(codeLines[from - 2]) && end - from < 20) from--;
        groups.set(from, [...(groups.get(from) ?? []), e]);
      }
      for (const [from, list] of groups) {
        const got = byLine.get(from);
        if (list.length === 1) {
          const [e] = list;
          const gotText = got?.join('\n');
          if (gotText === undefined) fail(md, at(e.line), `expected ${quote(e.expected)}, got nothing (no console.log ran on this line)`);
          else if (!matches(e.expected, gotText, e.random)) fail(md, at(e.line), `expected ${e.random ? '(random, by shape) ' : ''}${quote(e.expected)}, got ${quote(squash(gotText))}`);
          continue;
        }
        const printed = (got ?? []).join('\n').split('\n');
        for (let i = 0; i < Math.max(list.length, printed.length); i++) {
          const e = list[Math.min(i, list.length - 1)];
          if (!list[i] || got === undefined || printed[i] === undefined || !matches(e.expected, printed[i], e.random)) {
            fail(md, at(e.line), `printed line ${i + 1}: expected ${list[i] ? quote(e.expected) : 'no more lines'}, got ${got === undefined ? 'nothing (no console.log ran on this line)' : quote(printed[i])}`);
            break;
          }
        }
      }
      // A ```text block after the code: all the lines printed, in order, but those shown with `// prints`.
      if (block.output) {
        const random = hasWord(block.output.meta, 'random');
        const trim = (lines) => {
          const t = lines.map((l) => l.replace(/\s+$/, ''));
          while (t.length && t[t.length - 1] === '') t.pop();
          return t;
        };
        const got = trim(r.logs.filter((l) => !groups.has(l.line)).map((l) => l.text).join('\n').split('\n'));
        const want = trim(block.output.code.split('\n'));
        for (let i = 0; i < Math.max(got.length, want.length); i++) {
          if (want[i] === undefined || got[i] === undefined || !matches(want[i], got[i], random)) {
            fail(md, block.output.line + Math.min(i, Math.max(want.length - 1, 0)), `output line ${i + 1}: expected ${random ? '(random, by shape) ' : ''}${quote(want[i])}, got ${quote(got[i])}`);
            break;
          }
        }
      }
    }

    failures.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    const count = (mode) => entries.filter((e) => e.mode === mode).length;
    return { files: files.map(rel), entries, run: count('run'), node: count('node'), checked: count('check'), fragments: count('fragment'), failures, results: results.map((r) => ({ ...r, file: toRun[r.id].md, line: toRun[r.id].block.line })), ms: Math.round(performance.now() - started) };
  } finally {
    if (!options.keep) rmSync(outDir, { recursive: true, force: true });
  }
}


/** The executor's exit code after a block that ran out of time (it may still be running) or left a connection, with blocks left. */
const RESTART = 3;

/**
 * Runs `blocks` one after another in a child process (run-examples-exec.mjs), and the rest in a new
 * one after a block that ran out of time or left a connection; resolves { done: results, stopped: why, if it stopped early }.
 */
async function execute(blocks, dir, timeout) {
  const { done, code, why } = await executeOnce(blocks, dir, timeout);
  if (code === RESTART && done.length < blocks.length) {
    const rest = await execute(blocks.slice(done.length), dir, timeout);
    return { done: [...done, ...rest.done], stopped: rest.stopped };
  }
  return { done, stopped: done.length < blocks.length ? why : undefined };
}

/** One child process; resolves { done: results, code, why (its exit and last stderr lines) }. */
function executeOnce(blocks, dir, timeout) {
  mkdirSync(path.join(dir, 'cwd'), { recursive: true });
  const manifest = path.join(dir, 'manifest.json');
  const out = path.join(dir, 'results.json');
  writeFileSync(manifest, JSON.stringify({ out, timeout, restartExit: RESTART, blocks: blocks.map(({ md, block, expects, ...rest }) => rest) }));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, 'run-examples-exec.mjs'), manifest], {
      cwd: path.join(dir, 'cwd'), // files an example writes land here, and are removed with it
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'ignore', 'pipe']
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    const limit = setTimeout(() => child.kill('SIGKILL'), timeout * blocks.length + 30_000);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      const done = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : [];
      const why = `${signal ? `killed by ${signal}` : `exit code ${code}`}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`;
      resolve({ done, code, why });
    });
  });
}

export const summary = (r) => `${r.run} run offline, ${r.node} run on the local node, ${r.checked} type-checked, ${r.fragments} fragments`;

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('usage: node polkadot/run-examples.mjs [--list] [--keep] [paths...]   (markdown files or folders; default: content/)\n' +
      'Runs every js/ts/jsx/tsx block that needs no node and compares what it prints with the page (`// prints ...`, a ```text block after it).\n' +
      '--list: print each block with how it is checked and why. --keep: keep the compiled modules in polkadot/.check/exec-<pid>/.');
    process.exit(0);
  }
  const flags = ['--list', '--keep'];
  const unknown = args.filter((a) => a.startsWith('-') && !flags.includes(a));
  const missing = args.filter((a) => !a.startsWith('-') && !existsSync(a));
  if (unknown.length || missing.length) {
    console.error(`run-examples: ${unknown.length ? `unknown option: ${unknown.join(', ')}` : `not found: ${missing.join(', ')}`} (--help for usage)`);
    process.exit(2);
  }
  const r = await runExamples(args.filter((a) => !a.startsWith('-')), { keep: args.includes('--keep') });
  if (args.includes('--list')) for (const e of r.entries) console.log(`${e.file}:${e.line}: ${e.mode === 'check' ? 'type-checked only' : e.mode === 'node' ? 'run on the local node' : e.mode} (${e.reason})`);
  for (const f of r.failures) console.log(f.text);
  console.log(`${summary(r)}; ${r.failures.length} failures (${(r.ms / 1000).toFixed(1)} s).`);
  process.exit(r.failures.length ? 1 : 0);
}
