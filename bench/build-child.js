// Runs one build in this process and prints its wall time, CPU time and peak memory as JSON.
import v8 from 'node:v8';
import { build } from '../dist/index.js';

// As the command does (src/cli.ts): regular expressions compiled at their first match.
v8.setFlagsFromString('--no-regexp-tier-up');

const [root, outDir] = process.argv.slice(2);
const t = performance.now();
const result = await build({ root, outDir });
const ms = performance.now() - t;
const usage = process.resourceUsage();
console.log(JSON.stringify({ ms: Math.round(ms), cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000), maxRssMB: Math.round(usage.maxRSS / 1024), pages: result.sites.reduce((n, s) => n + s.pages.length, 0), timings: result.timings }));
