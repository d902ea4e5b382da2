// npm run bench, search part: index files' sizes, build cost, bytes and time to the first result, keystroke latency and hostile queries in Chromium, relevance against MiniSearch (BENCH_VERBOSE=1 lists each hostile query's time).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { serveSite } from './static.js';
import { describe, firstResults } from './search-first.js';

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** `cold` is the build result of the site (its timings hold the search stage). */
export async function benchSearch({ root, siteOut, browser, report, cold }) {
  const tag = 'docs-default-current';
  const head = readFileSync(path.join(siteOut, `search-index-${tag}.json`));
  const shardDir = path.join(siteOut, `search-index-${tag}`);
  const shards = readdirSync(shardDir).map((f) => ({ kind: f[0] === 'p' ? 'postings' : 'excerpts', raw: statSync(path.join(shardDir, f)).size, gzip: gzipSync(readFileSync(path.join(shardDir, f)), { level: 9 }).length }));
  const sum = (xs, k) => xs.reduce((n, x) => n + x[k], 0);
  report('search index head, whole site', `${kb(head.length)} raw, ${kb(gzipSync(head, { level: 9 }).length)} gzip`);
  for (const kind of ['postings', 'excerpts']) {
    const of = shards.filter((s) => s.kind === kind);
    report(`search index ${kind} shards`, `${of.length} files, ${kb(sum(of, 'raw'))} raw, ${kb(sum(of, 'gzip'))} gzip; each ${(sum(of, 'gzip') / of.length / 1024).toFixed(1)} KB gzip on average, at most ${kb(Math.max(...of.map((s) => s.gzip)))}`);
  }
  report('search stage of the cold build', `${cold.timings.search} ms`, '≤ 1 s added');
  report('search in serve: added to a one-page rebuild', '0 ms (the index is built on the first request after an edit, as long as the stage above)', '≤ 50 ms');

  const quality = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/search-quality.ts')], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 26 }).trim().split('\n').pop());
  report('MiniSearch index of the same sections (as VitePress ships it)', `${kb(quality.minisearchIndex.raw)} raw, ${kb(quality.minisearchIndex.gzip)} gzip`);
  const targets = { title: 'hit@1 ≥ 0.95', identifier: 'hit@8 ≥ 0.95', prefix: 'MRR@8 ≥ 0.85', typo: 'MRR@8 ≥ 0.75', question: 'hit@8 ≥ 0.85' };
  const f = (s) => `${s.hit1.toFixed(2)} / ${s.hit8.toFixed(2)} / ${s.mrr8.toFixed(2)}`;
  for (const [c, { docgen, minisearch }] of Object.entries(quality.classes)) {
    report(`relevance, ${c} (${docgen.n} queries): hit@1 / hit@8 / MRR@8`, `docgen ${f(docgen)}; MiniSearch ${f(minisearch)}`, targets[c]);
  }
  for (const [c, { docgen, minisearch }] of Object.entries(quality.tuning2)) report(`relevance, second tuning set, ${c} (${docgen.n} queries): hit@1 / hit@8 / MRR@8`, `docgen ${f(docgen)}; MiniSearch ${f(minisearch)}`);
  // The held-out set is reported, never tuned on (test/search/README.md).
  for (const [c, { docgen, minisearch }] of Object.entries(quality.heldOut)) {
    const target = c === 'question' || c === 'concept' ? 'MRR@8 ≥ MiniSearch, hit@8 ≥ 0.93' : undefined;
    report(`held-out relevance, ${c} (${docgen.n} queries): hit@1 / hit@8 / MRR@8`, `docgen ${f(docgen)}; MiniSearch ${f(minisearch)}`, target);
  }

  // The real engine, bundled for the browser, next to the built site.
  const harness = await build({ entryPoints: [path.join(root, 'bench/search-harness.ts')], bundle: true, format: 'esm', write: false, minify: true, platform: 'browser' });
  mkdirSync(path.join(siteOut, '__bench'), { recursive: true });
  writeFileSync(path.join(siteOut, '__bench/search.js'), harness.outputFiles[0].contents);
  const queries = JSON.parse(readFileSync(path.join(root, 'test/search/relevance.json'), 'utf8')).queries.map((q) => q.q);
  const { base, close } = await serveSite(siteOut);
  const { base: gzipBase, close: closeGzip } = await serveSite(siteOut, { gzip: true });

  // First results, cold, served gzip as hosts serve them (search-first.js): over localhost, and over a slower line.
  const local = describe(await firstResults({ browser, base: gzipBase }));
  report('search: bytes received before the first result, typing "balance" (Chromium, from focus, median of 5)', local.bytes, '≤ 256 KB');
  report('search: first keystroke to the first results, cold, over localhost (median of 5)', local.time, '≤ 150 ms');
  report('search: the same over a 10 Mbit/s line with 40 ms round trips (Chromium network emulation, median of 5)', describe(await firstResults({ browser, base: gzipBase, throttle: true })).time);

  const page = await browser.newPage();
  await page.goto(`${base}api/start`, { waitUntil: 'load' });
  await page.addScriptTag({ url: `${base}__bench/search.js`, type: 'module' });
  await page.waitForFunction(() => typeof window.benchSearch === 'function');
  const t = await page.evaluate((b, q) => window.benchSearch(b, 'docs-default-current', q), '/docs/', queries);
  // Hostile input (test/search/adversarial.ts), each query in a worker of its own (see search-harness.ts), stopped after CAP_MS.
  const CAP_MS = 20_000;
  const adversarial = [];
  for (const q of await page.evaluate(() => window.adversarialQueries)) {
    adversarial.push([q, await page.evaluate((b, q, w, cap) => window.benchAdversarial(b, 'docs-default-current', q, w, cap), '/docs/', q, queries, CAP_MS)]);
  }
  await page.close();
  close();
  closeGzip();
  report('search: index head fetched and read into an engine in the browser', `${t.load.toFixed(0)} ms`);
  report(
    `search: each keystroke after the first, ${queries.length} relevance queries typed key by key, each on an engine that has loaded only the head (shards fetched over localhost as needed)`,
    `hits ranked: median ${pct(t.keystrokes, 0.5).toFixed(1)} ms, p95 ${pct(t.keystrokes, 0.95).toFixed(1)} ms; with their snippets: median ${pct(t.complete, 0.5).toFixed(1)} ms, p95 ${pct(t.complete, 0.95).toFixed(1)} ms; shards fetched per query: median ${pct(t.fetchedPerQuery, 0.5)}, max ${Math.max(...t.fetchedPerQuery)}`,
    '≤ 5 ms median'
  );
  report('search: query latency with every shard loaded (the engine alone), the relevance queries run a second time', `median ${pct(t.warm, 0.5).toFixed(1)} ms, p95 ${pct(t.warm, 0.95).toFixed(1)} ms`);
  report('search: one-letter queries a–z', `median ${pct(t.letters, 0.5).toFixed(1)} ms, p95 ${pct(t.letters, 0.95).toFixed(1)} ms`, '< 30 ms');
  const ms = (v) => (v === null ? CAP_MS : v);
  const [worstQuery, worst] = adversarial.reduce((a, b) => (ms(b[1]) > ms(a[1]) ? b : a));
  const shown = worstQuery.length > 24 ? `${JSON.stringify(worstQuery.slice(0, 24))}… (${worstQuery.length} chars)` : JSON.stringify(worstQuery);
  const stopped = adversarial.filter(([, v]) => v === null).length;
  report(
    `search: worst of ${adversarial.length} adversarial queries in Chromium (each on a new engine, median of 3 runs)`,
    `${worst === null ? `over ${CAP_MS / 1000} s` : `${worst.toFixed(1)} ms`} (${shown}); median ${pct(adversarial.map(([, v]) => ms(v)), 0.5).toFixed(1)} ms${stopped ? `; ${stopped} stopped after ${CAP_MS / 1000} s` : ''}; slowest keystroke of the relevance queries: ${Math.max(...t.keystrokes).toFixed(1)} ms`,
    '< 50 ms'
  );
  if (process.env.BENCH_VERBOSE) for (const [q, v] of adversarial) console.log(`  ${v === null ? 'stopped' : `${v.toFixed(1)} ms`}  ${JSON.stringify(q.slice(0, 40))}${q.length > 40 ? `… (${q.length})` : ''}`);
}
