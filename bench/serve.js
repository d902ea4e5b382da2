// docgen serve on a copy of this site: save a markdown file -> reloaded page in Chromium, and the server's memory.
// Part of `npm run bench`; alone: `node bench/serve.js` (needs dist/, which `npm install` compiles).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const EDITS = 100;
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** Starts the server in a child process (so its memory is its own), edits a page 100 times, reports. */
export async function benchServe({ root, browser, tmp, report }) {
  const site = path.join(tmp, 'serve-site');
  rmSync(site, { recursive: true, force: true });
  for (const part of ['content', 'static', 'theme', 'site.config.ts']) cpSync(path.join(root, part), path.join(site, part), { recursive: true });
  const child = spawn(process.execPath, ['--expose-gc', path.join(root, 'bench/serve-child.js'), site], { cwd: site, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const ask = async (command) => {
    if (command) child.stdin.write(`${command}\n`);
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error('the serve child exited');
      if (value.startsWith('{')) return JSON.parse(value);
    }
  };
  try {
    const { url } = await ask();
    const start = await ask('mem');
    const file = path.join(site, 'content/api/start/index.md');
    const route = existsSync(file) ? 'api/start' : '';
    const target = existsSync(file) ? file : path.join(site, 'content/intro.md');
    const page = await browser.newPage();
    await page.goto(url + route, { waitUntil: 'load' });
    // Polled from here: a waitForFunction in the page can miss a navigation that starts while it is being set up.
    const shows = (marker) => page.evaluate((m) => document.body?.textContent.includes(m) ?? false, marker).catch(() => false);
    const times = [];
    for (let i = 0; i < EDITS; i++) {
      const marker = `bench-edit-${i}`;
      const t0 = performance.now();
      writeFileSync(target, `${readFileSync(target, 'utf8')}\n\n${marker}\n`);
      while (!(await shows(marker))) {
        if (performance.now() - t0 > 15_000) throw new Error(`edit ${i} was not reloaded within 15 s`);
        await new Promise((r) => setTimeout(r, 2));
      }
      times.push(performance.now() - t0);
    }
    await page.close();
    const end = await ask('mem');
    report(`serve: save a markdown file -> its new text on screen, in place (median of ${EDITS})`, `${Math.round(percentile(times, 0.5))} ms (p90 ${Math.round(percentile(times, 0.9))} ms)`, '≤ 100 ms');
    report(`serve: server memory after start-up -> after ${EDITS} edits (after GC)`, `RSS ${start.rssMB} -> ${end.rssMB} MB, heap used ${start.heapUsedMB} -> ${end.heapUsedMB} MB, buffers (the in-memory site) ${start.arrayBuffersMB} -> ${end.arrayBuffersMB} MB`);
  } finally {
    child.stdin.write('close\n');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    rmSync(site, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const tmp = path.join(os.tmpdir(), `docgen-bench-serve-${process.pid}`);
  const chrome = process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
  const browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
  try {
    await benchServe({ root, browser, tmp, report: (figure, value, target = '') => console.log(`${figure}: ${value}${target ? `   (target ${target})` : ''}`) });
  } finally {
    await browser.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}
