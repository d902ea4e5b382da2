// Before any test: compile dist/, install the pinned polkadot.js packages, find (or install) Chromium and start it
// once for the run (test files connect to it: see connectBrowser in browser.ts).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from './chromium.js';

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
  if (!findChromium()) installChromium();
  return puppeteer.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
}

function installChromium() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    throw new Error('The browser tests need Chromium and none was found. Install it (Debian: sudo apt-get update && sudo apt-get install -y chromium) or set CHROME_PATH to a Chrome or Chromium binary.');
  }
  console.log('Chromium not found: installing Debian chromium (apt-get update && apt-get install -y chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (!findChromium()) throw new Error('apt-get installed chromium but no binary was found at /usr/bin/chromium; set CHROME_PATH');
}
