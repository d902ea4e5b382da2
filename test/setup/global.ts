// Before any test: compile dist/, install the pinned polkadot.js packages, find (or install) Chromium and start it
// once for the run (test files connect to it: see connectBrowser in browser.ts).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium, HEADLESS_SHELL } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The DevTools WebSocket URL of the run's Chromium. */
    chromium: string;
    /** A folder for the run's one build of the Docusaurus fixture (docusaurusSite in browser.ts), removed after the run. */
    docusaurusBuild: string;
    /** A folder for the run's one build of this repository's site (polkadotSite in browser.ts), removed after the run. */
    siteBuild: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  // Each test project (vitest.config.ts) runs its global setup, in this one process: the work is done once, and each
  // project is given the one browser.
  const run = globalThis as { docgenSetup?: Promise<Browser>; docusaurusBuild?: string; siteBuild?: string };
  const first = !run.docgenSetup;
  run.docgenSetup ??= prepare();
  run.docusaurusBuild ??= mkdtempSync(path.join(os.tmpdir(), 'docgen-e2e-docusaurus-'));
  run.siteBuild ??= mkdtempSync(path.join(os.tmpdir(), 'docgen-site-'));
  const browser = await run.docgenSetup;
  project.provide('chromium', browser.wsEndpoint());
  project.provide('docusaurusBuild', run.docusaurusBuild);
  project.provide('siteBuild', run.siteBuild);
  if (first) {
    const folders = [run.docusaurusBuild, run.siteBuild];
    return async () => {
      await browser.close();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    };
  }
}

async function prepare(): Promise<Browser> {
  execFileSync(process.execPath, ['scripts/compile.js'], { cwd: root, stdio: 'inherit' });
  if (!existsSync(path.join(root, 'polkadot/node_modules/@polkadot/api/package.json'))) {
    console.log('installing the pinned polkadot.js packages (polkadot/) for the example and metadata tests...');
    execSync('npm ci --no-audit --no-fund', { cwd: path.join(root, 'polkadot'), stdio: 'inherit' });
  }
  if (!process.env.CHROME_PATH && !existsSync(HEADLESS_SHELL)) installChromium();
  return puppeteer.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
}

/** Left when the headless shell could not be installed: the next runs do not try again until `npm ci` empties node_modules. */
const NO_SHELL = path.join(root, 'node_modules/.cache/docgen-tests/no-headless-shell');

/**
 * Installs Debian's `chromium` where no Chromium is found, and its headless shell beside it (the suite's browser files
 * take 40% less CPU in it, see chromium.ts) where only the shell is missing. The shell is a saving, not a
 * need: when it cannot be installed (no network, not root), the run goes on with the Chromium there is.
 */
function installChromium() {
  const found = findChromium();
  if (found && existsSync(NO_SHELL)) return;
  const isRoot = process.getuid?.() === 0;
  const packages = found ? 'chromium-headless-shell' : 'chromium chromium-headless-shell';
  const how = `apt-get update && apt-get install -y ${packages}`;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    if (found) return console.log(`Using ${found}; the browser tests take 40% less CPU in Debian's chromium-headless-shell (${isRoot ? '' : 'sudo '}${how}).`);
    throw new Error(`The browser tests need Chromium and none was found. Install it (Debian: ${isRoot ? '' : 'sudo '}${how}) or set CHROME_PATH to a Chrome or Chromium binary.`);
  }
  console.log(`${found ? 'Chromium\'s headless shell not found' : 'Chromium not found'}: installing Debian's ${packages} (${how})...`);
  try {
    // The shell alone is not worth a long wait: a machine that cannot reach Debian's mirrors goes on without it.
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit', ...(found && { timeout: 300_000 }) });
  } catch (error) {
    if (!found) throw error;
    console.log(`Could not install chromium-headless-shell (${(error as Error).message.split('\n')[0]}): using ${found}, and not trying again until the next npm ci.`);
    mkdirSync(path.dirname(NO_SHELL), { recursive: true });
    writeFileSync(NO_SHELL, `${new Date().toISOString()}\n`);
  }
  if (!findChromium()) throw new Error('apt-get installed chromium but no binary was found at /usr/bin/chromium; set CHROME_PATH');
}
