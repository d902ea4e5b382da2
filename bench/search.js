// npm run bench, search part: index files' sizes, build cost, bytes and time to the first result, keystroke latency and hostile queries in Chromium, relevance against MiniSearch (BENCH_VERBOSE=1 lists each hostile query's time).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { serveSite } from './static.js';

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
  for (const [c, { docgen, minisearch }] of Object.entries(quality.classes)) {
    const f = (s) => `${s.hit1.toFixed(2)} / ${s.hit8.toFixed(2)} / ${s.mrr8.toFixed(2)}`;
    report(`relevance, ${c} (${docgen.n} queries): hit@1 / hit@8 / MRR@8`, `docgen ${f(docgen)}; MiniSearch ${f(minisearch)}`, targets[c]);
  }

  // The real engine, bundled for the browser, next to the built site.
  const harness = await build({ entryPoints: [path.join(root, 'bench/search-harness.ts')], bundle: true, format: 'esm', write: false, minify: true, platform: 'browser' });
  mkdirSync(path.join(siteOut, '__bench'), { recursive: true });
  writeFileSync(path.join(siteOut, '__bench/search.js'), harness.outputFiles[0].contents);
  const queries = JSON.parse(readFileSync(path.join(root, 'test/search/relevance.json'), 'utf8')).queries.map((q) => q.q);
  const { base, close } = await serveSite(siteOut);
  const { base: gzipBase, close: closeGzip } = await serveSite(siteOut, { gzip: true });

  // First results: from the first keystroke to the first result shown, cold (a new browser profile each time), served
  // gzip as hosts serve it. The bytes are what Chromium received (headers and gzip bodies) from the focus, which starts
  // the loading, to the first result: the search code, the index head and the shards the query read.
  const firsts = [];
  const shownAt = [];
  const bytes = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${gzipBase}api/start`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => performance.getEntriesByName('docgen:hydrate').length > 0);
    await page.evaluate(() => {
      const box = document.querySelector('#navbar-search-input');
      box.addEventListener('focus', () => (window.focused ??= performance.now()), { capture: true });
      box.addEventListener('keydown', () => (window.firstKey ??= performance.now()), { capture: true });
      // The first results shown (their titles and places), and shown whole: the list is no longer busy, its snippets are there.
      new MutationObserver((_, o) => {
        const list = document.querySelector('#navbar-search-results');
        if (!list?.querySelector('[role=option]')) return;
        window.firstShown ??= performance.now();
        if (list.getAttribute('aria-busy') === 'false') {
          window.firstResult = performance.now();
          o.disconnect();
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    });
    await page.focus('#navbar-search-input').catch(() => undefined);
    // Focusing starts the load; the figure counts from the first key, as a reader who types at once.
    await page.keyboard.type('balance');
    await page.waitForFunction(() => window.firstResult);
    firsts.push(await page.evaluate(() => window.firstResult - window.firstKey));
    shownAt.push(await page.evaluate(() => window.firstShown - window.firstKey));
    bytes.push(
      await page.evaluate(() => {
        const loaded = performance.getEntriesByType('resource').filter((e) => e.startTime >= window.focused && e.responseEnd <= window.firstResult);
        const of = (test) => loaded.filter((e) => test(e.name)).reduce((n, e) => n + e.transferSize, 0);
        return { all: of(() => true), code: of((u) => u.endsWith('.js')), head: of((u) => /search-index-[^/]*\.json$/.test(u)), shards: of((u) => /search-index-[^/]*\/[^/]*\.json$/.test(u)), files: loaded.length };
      })
    );
    await context.close();
  }
  const b = bytes.sort((x, y) => x.all - y.all)[2];
  report('search: bytes received before the first result, typing "balance" (Chromium, from focus, median of 5)', `${kb(b.all)} in ${b.files} files (search code ${kb(b.code)}, index head ${kb(b.head)}, shards ${kb(b.shards)})`, '≤ 256 KB');
  report('search: first keystroke to the first results, cold, over localhost (median of 5)', `shown ${Math.round(pct(shownAt, 0.5))} ms (max ${Math.round(Math.max(...shownAt))} ms); whole, with their snippets, ${Math.round(pct(firsts, 0.5))} ms (max ${Math.round(Math.max(...firsts))} ms)`, '≤ 150 ms');

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
