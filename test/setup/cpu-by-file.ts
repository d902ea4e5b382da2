// For `node scripts/cpu.js --by-file` (vitest.config.ts adds it when DOCGEN_CPU_BY_FILE names a table): the CPU of the
// whole machine and of the test process while each file runs, one line per file. With one file at a time, the machine's
// busy time is that file's: its Chromium pages, esbuild, the commands and executors it starts.
import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
// @ts-ignore -- plain ESM script without declarations
import { machineTime } from '../../scripts/proc-stat.js';

let machine = 0;
let own = process.cpuUsage();
let started = 0;
beforeAll(() => {
  machine = machineTime().busy;
  own = process.cpuUsage();
  started = performance.now();
});
afterAll(() => {
  const used = process.cpuUsage(own);
  const file = (expect.getState().testPath ?? '?').replace(/.*\/test\//, 'test/');
  const row = [file, ((performance.now() - started) / 1000).toFixed(1), (machineTime().busy - machine).toFixed(1), ((used.user + used.system) / 1e6).toFixed(1)];
  appendFileSync(process.env.DOCGEN_CPU_BY_FILE!, `${row.join('\t')}\n`);
});
