// A built site served gzip -> the first results of a cold search in Chromium: the time from the first key, and the bytes received before them.
// Run alone on any built site (an older build's too): node bench/search-first.js <out dir> [runs] [--throttle]

/**
 * Opens a doc page in a new browser profile each run, focuses the search box (which starts the loading) and types
 * "balance" at once. Per run: when the first results showed (titles and places) and showed whole (snippets too, the
 * list no longer busy), from the first key; and what Chromium received from the focus to the whole results (headers
 * and gzip bodies, from Resource Timing): the search code, the index head, the shards. `throttle`: a 10 Mbit/s line
 * with 40 ms round trips, by Chromium's network emulation.
 */
export async function firstResults({ browser, base, runs = 5, throttle = false }) {
  const out = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    if (throttle) {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 });
    }
    await page.goto(`${base}api/start`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => performance.getEntriesByName('docgen:hydrate').length > 0);
    await page.evaluate(() => {
      const box = document.querySelector('#navbar-search-input');
      box.addEventListener('focus', () => (window.focused ??= performance.now()), { capture: true });
      box.addEventListener('keydown', () => (window.firstKey ??= performance.now()), { capture: true });
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
    await page.keyboard.type('balance');
    await page.waitForFunction(() => window.firstResult);
    out.push(
      await page.evaluate(() => {
        const loaded = performance.getEntriesByType('resource').filter((e) => e.startTime >= window.focused && e.responseEnd <= window.firstResult);
        const of = (test) => loaded.filter((e) => test(e.name)).reduce((n, e) => n + e.transferSize, 0);
        return {
          shown: window.firstShown - window.firstKey,
          whole: window.firstResult - window.firstKey,
          bytes: of(() => true),
          code: of((u) => u.endsWith('.js')),
          head: of((u) => /search-index-[^/]*\.json$/.test(u)),
          shards: of((u) => /search-index-[^/]*\/[^/]*\.json$/.test(u)),
          files: loaded.length
        };
      })
    );
    await context.close();
  }
  return out;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;

/** The runs as one line: bytes (the median run's parts), then the times' medians and maxima. */
export function describe(runs) {
  const b = [...runs].sort((x, y) => x.bytes - y.bytes)[Math.floor(runs.length / 2)];
  const ms = (k) => `${Math.round(median(runs.map((r) => r[k])))} ms (max ${Math.round(Math.max(...runs.map((r) => r[k])))} ms)`;
  return {
    bytes: `${kb(b.bytes)} in ${b.files} files (search code ${kb(b.code)}, index head ${kb(b.head)}, shards ${kb(b.shards)})`,
    time: `shown ${ms('shown')}; whole, with their snippets, ${ms('whole')}`
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, runs = '5'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const { default: puppeteer } = await import('puppeteer-core');
  const { serveSite } = await import('./static.js');
  const { base, close } = await serveSite(dir, { gzip: true });
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'] });
  const d = describe(await firstResults({ browser, base, runs: Number(runs), throttle: process.argv.includes('--throttle') }));
  console.log(`${dir}: ${d.bytes}; ${d.time}`);
  await browser.close();
  close();
}
