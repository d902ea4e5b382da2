// npm run bench: build speed and memory, synthetic sites, JS per page, the largest page in Chromium, serve reload and memory.
// Usage: node bench/run.js [--quick] [--search] [--versions] [--synthetic N] [--peer <site> [--pairs N]]   (--quick skips the 10,000-page synthetic site; --search runs the site build and the search figures only; --versions the versions-and-locales row only; --synthetic N builds the N-page synthetic site only, cold, and prints its time and peak memory; --peer a Docusaurus site with its packages installed, built cold by Docusaurus and by docgen, N pairs (default 2))
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { writeSynthetic } from './synth.js';
import { writeVersioned } from './versions.js';
import { benchServe } from './serve.js';
import { benchSearch } from './search.js';
import { serveSite } from './static.js';
import { benchPeer } from './peer.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(os.tmpdir(), `docgen-bench-${process.pid}`);
const quick = process.argv.includes('--quick');
const searchOnly = process.argv.includes('--search');
const versionsOnly = process.argv.includes('--versions');
const rows = [];
const report = (figure, value, target = '') => {
  rows.push([figure, value, target]);
  console.log(`${figure}: ${value}${target ? `   (target ${target})` : ''}`);
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

execFileSync(process.execPath, ['scripts/compile.js'], { cwd: root });
mkdirSync(tmp, { recursive: true });

function buildOnce(siteRoot, outDir, { cold }) {
  if (cold) rmSync(path.join(siteRoot, 'node_modules/.cache/docgen'), { recursive: true, force: true });
  const out = execFileSync(process.execPath, [path.join(root, 'bench/build-child.js'), siteRoot, outDir], { cwd: siteRoot, encoding: 'utf8', maxBuffer: 1 << 26 });
  return JSON.parse(out.trim().split('\n').pop());
}

function dirStats(dir) {
  let bytes = 0;
  let files = 0;
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) {
      files++;
      bytes += statSync(path.join(e.parentPath, e.name)).size;
    }
  }
  return { bytes, files };
}

// 7. Versions and locales: 3 versions × 2 locales against a one-version site of as many pages, both cold.
function benchVersions() {
  const perVersion = 200;
  const versioned = path.join(tmp, 'versioned');
  const pages = writeVersioned(versioned, perVersion);
  const v = buildOnce(versioned, path.join(versioned, 'build'), { cold: true });
  const flat = path.join(tmp, 'flat');
  writeSynthetic(flat, pages - 1);
  const f = buildOnce(flat, path.join(flat, 'build'), { cold: true });
  const perPage = (r) => (r.ms / r.pages).toFixed(2);
  report(`3 versions × 2 locales (${v.pages} pages, half the French pages fallbacks), cold`, `${(v.ms / 1000).toFixed(2)} s wall, ${perPage(v)} ms/page; one version of ${f.pages} pages: ${(f.ms / 1000).toFixed(2)} s, ${perPage(f)} ms/page`, 'ms/page about the same');
  rmSync(versioned, { recursive: true, force: true });
  rmSync(flat, { recursive: true, force: true });
}
/** A synthetic site of n pages, built cold: its time and peak memory. */
function benchSynthetic(n) {
  const siteRoot = path.join(tmp, `synthetic-${n}`);
  writeSynthetic(siteRoot, n);
  const bytes = dirStats(path.join(siteRoot, 'content')).bytes;
  const r = buildOnce(siteRoot, path.join(siteRoot, 'build'), { cold: true });
  report(`synthetic ${n} pages (${(bytes / 1024 / 1024).toFixed(1)} MB markdown), cold`, `${(r.ms / 1000).toFixed(2)} s wall, ${(r.cpuMs / 1000).toFixed(2)} s CPU, ${r.maxRssMB} MB peak; search stage ${r.timings.search} ms`, n === 10000 ? '≤ 60 s, ≤ 1 GB' : '');
  rmSync(siteRoot, { recursive: true, force: true });
}
const syntheticAt = process.argv.indexOf('--synthetic');
if (syntheticAt > 0) {
  benchSynthetic(Number(process.argv[syntheticAt + 1] ?? 10000));
  rmSync(tmp, { recursive: true, force: true });
  console.log(`\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  process.exit(0);
}
const peerAt = process.argv.indexOf('--peer');
if (peerAt > 0) {
  const site = process.argv[peerAt + 1];
  if (!site) throw new Error('--peer needs the folder of a Docusaurus site');
  const pairsAt = process.argv.indexOf('--pairs');
  benchPeer({ root, site: path.resolve(site), pairs: pairsAt > 0 ? Number(process.argv[pairsAt + 1]) : 2, report });
  rmSync(tmp, { recursive: true, force: true });
  console.log(`\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
  process.exit(0);
}
if (versionsOnly) {
  benchVersions();
  rmSync(tmp, { recursive: true, force: true });
  for (const [f, v, t] of rows) console.log(`| ${f} | ${v} | ${t} |`);
  process.exit(0);
}

// 1. The site itself.
const siteOut = path.join(tmp, 'site');
const contentBytes = dirStats(path.join(root, 'content')).bytes;
const cold = buildOnce(root, siteOut, { cold: true });
report(`cold build of this site (${cold.pages} pages, ${(contentBytes / 1024 / 1024).toFixed(2)} MB markdown)`, `${(cold.ms / 1000).toFixed(2)} s wall, ${(cold.cpuMs / 1000).toFixed(2)} s CPU, ${cold.maxRssMB} MB peak`, '≤ 6 s, ≤ 600 MB');
const warm = buildOnce(root, siteOut, { cold: false });
report('rebuild with nothing changed (parse cache on disk)', `${(warm.ms / 1000).toFixed(2)} s wall, ${warm.maxRssMB} MB peak`, '≤ 1.5 s');
const out = dirStats(siteOut);
report('output', `${(out.bytes / 1024 / 1024).toFixed(1)} MB in ${out.files} files`);

// 2. JavaScript and CSS a reader downloads for a doc page.
const html = readFileSync(path.join(siteOut, 'api/start/index.html'), 'utf8');
const assetPaths = [...html.matchAll(/(?:src|href)="\/docs\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const js = assetPaths.map((p) => readFileSync(path.join(siteOut, p)));
report('JavaScript per doc page before interactive', `${kb(js.reduce((n, b) => n + b.length, 0))} raw, ${kb(js.reduce((n, b) => n + gz(b), 0))} gzip (${js.length} files)`, '≤ 80 KB gzip');
const cssPath = html.match(/href="\/docs\/(assets\/style-[^"]+\.css)"/)[1];
report('CSS per page', `${kb(gz(readFileSync(path.join(siteOut, cssPath))))} gzip`);

// 3. The largest page in Chromium.
const largest = 'substrate/extrinsics';
const bigHtml = readFileSync(path.join(siteOut, `${largest}/index.html`));
const bigChunk = readFileSync(path.join(siteOut, `__data/${largest}.json`));
report(`largest page (/docs/${largest}) HTML`, `${kb(bigHtml.length)} raw, ${kb(gz(bigHtml))} gzip`, '< 500 KB');
report(`largest page data chunk`, `${kb(bigChunk.length)} raw, ${kb(gz(bigChunk))} gzip`);

const chrome = process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
const browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'] });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
{
  const { base, close } = await serveSite(siteOut);
  const loads = [];
  const hydrations = [];
  const interactives = [];
  const navs = [];
  for (let i = 0; i < (searchOnly ? 0 : 5); i++) {
    const page = await browser.newPage();
    await page.goto(base + largest, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('docgen:hydrate').length > 0);
    const t = await page.evaluate(() => {
      const h = performance.getEntriesByName('docgen:hydrate')[0];
      return { load: performance.getEntriesByType('navigation')[0].loadEventStart, hydrate: h.duration, interactive: h.startTime + h.duration };
    });
    loads.push(t.load);
    hydrations.push(t.hydrate);
    interactives.push(t.interactive);
    // Client-side navigation to it from a small page; the chunk is not prefetched (the link is made on the spot).
    await page.goto(base + 'substrate', { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('docgen:hydrate').length > 0);
    const ms = await page.evaluate(async (route) => {
      const a = document.createElement('a');
      a.href = route;
      document.querySelector('.markdown').append(a);
      const t0 = performance.now();
      a.click();
      await new Promise((resolve) => {
        const poll = () => (document.querySelector('h1')?.textContent === 'Extrinsics' ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(poll));
        poll();
      });
      return performance.now() - t0;
    }, `/docs/${largest}`);
    navs.push(ms);
    await page.close();
  }
  if (!searchOnly) report('largest page: load event (localhost, median of 5)', `${Math.round(median(loads))} ms`);
  if (!searchOnly) report('largest page: hydration, React render to commit (median of 5)', `${median(hydrations).toFixed(1)} ms`, '< 50 ms');
  if (!searchOnly) report('largest page: navigation start to hydrated (median of 5)', `${Math.round(median(interactives))} ms`);
  if (!searchOnly) report('largest page: client-side navigation to it, chunk not prefetched (median of 5)', `${Math.round(median(navs))} ms`, '< 300 ms');
  close();
}

// 4. Search: index size, build cost, first results and query latency in Chromium, relevance against MiniSearch.
await benchSearch({ root, siteOut, browser, report, cold });

// 5. Serve: time from saving a markdown file to the reloaded page, and the server's memory after 100 edits.
if (!searchOnly) await benchServe({ root, browser, tmp, report });
await browser.close();

// 6. Synthetic sites.
for (const n of searchOnly ? [] : quick ? [1000] : [1000, 10000]) benchSynthetic(n);

if (!searchOnly) benchVersions();

rmSync(tmp, { recursive: true, force: true });
console.log(`\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
console.log('\n| figure | docgen | target |\n| --- | --- | --- |');
for (const [f, v, t] of rows) console.log(`| ${f} | ${v} | ${t} |`);
