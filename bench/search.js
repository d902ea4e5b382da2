// npm run bench, search part: index size, build cost, first results, query latency and hostile queries in Chromium, relevance against MiniSearch (BENCH_VERBOSE=1 lists each hostile query's time).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { serveSite } from './static.js';

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** `cold` is the build result of the site (its timings hold the search stage). */
export async function benchSearch({ root, siteOut, browser, report, cold }) {
  const index = readFileSync(path.join(siteOut, 'search-index-docs-default-current.json'));
  const gz = gzipSync(index, { level: 9 }).length;
  report('search index, whole site', `${kb(index.length)} raw, ${kb(gz)} gzip`, '≤ 800 KB gzip');
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

  // First results: from the first keystroke to the first result shown, cold (new browser profile each time).
  const firsts = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${base}api/start`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('docgen:hydrate').length > 0);
    await page.evaluate(() => {
      const box = document.querySelector('#navbar-search-input');
      box.addEventListener('keydown', () => (window.firstKey ??= performance.now()), { capture: true });
      new MutationObserver((_, o) => {
        if (document.querySelector('#navbar-search-results [role=option]')) {
          window.firstResult = performance.now();
          o.disconnect();
        }
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.focus('#navbar-search-input').catch(() => undefined);
    // Focusing starts the load; the figure counts from the first key, as a reader who types at once.
    await page.keyboard.type('balance');
    await page.waitForFunction(() => window.firstResult);
    firsts.push(await page.evaluate(() => window.firstResult - window.firstKey));
    await context.close();
  }
  report('search: first keystroke to first results, cold, over localhost (median of 5)', `${Math.round(pct(firsts, 0.5))} ms (max ${Math.round(Math.max(...firsts))} ms)`, '≤ 200 ms');

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
  report('search: index to lunr engine in the browser', `${t.load.toFixed(0)} ms`);
  report(`search: query latency in Chromium, ${queries.length} relevance queries, first run`, `median ${pct(t.cold, 0.5).toFixed(1)} ms, p95 ${pct(t.cold, 0.95).toFixed(1)} ms`, '< 5 ms median');
  report('search: query latency, the same queries again', `median ${pct(t.warm, 0.5).toFixed(1)} ms, p95 ${pct(t.warm, 0.95).toFixed(1)} ms`);
  report('search: one-letter queries a–z', `median ${pct(t.letters, 0.5).toFixed(1)} ms, p95 ${pct(t.letters, 0.95).toFixed(1)} ms`, '< 30 ms');
  const ms = (v) => (v === null ? CAP_MS : v);
  const [worstQuery, worst] = adversarial.reduce((a, b) => (ms(b[1]) > ms(a[1]) ? b : a));
  const shown = worstQuery.length > 24 ? `${JSON.stringify(worstQuery.slice(0, 24))}… (${worstQuery.length} chars)` : JSON.stringify(worstQuery);
  const stopped = adversarial.filter(([, v]) => v === null).length;
  report(
    `search: worst of ${adversarial.length} adversarial queries in Chromium (each on a new engine, median of 3 runs)`,
    `${worst === null ? `over ${CAP_MS / 1000} s` : `${worst.toFixed(1)} ms`} (${shown}); median ${pct(adversarial.map(([, v]) => ms(v)), 0.5).toFixed(1)} ms${stopped ? `; ${stopped} stopped after ${CAP_MS / 1000} s` : ''}; slowest relevance query, first run: ${Math.max(...t.cold).toFixed(1)} ms`,
    '< 50 ms'
  );
  if (process.env.BENCH_VERBOSE) for (const [q, v] of adversarial) console.log(`  ${v === null ? 'stopped' : `${v.toFixed(1)} ms`}  ${JSON.stringify(q.slice(0, 40))}${q.length > 40 ? `… (${q.length})` : ''}`);
}
