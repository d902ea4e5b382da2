// Runs a command and says where the machine's CPU went while it ran, by kind of process (Linux: /proc).
//
//   node scripts/cpu.js [command...]      (default: npx vitest run)
//   node scripts/cpu.js --by-file [vitest args...]   (the suite one file at a time, and each file's CPU)
//
// `/usr/bin/time` counts a child's CPU only once its parent has waited for it, and nobody waits for esbuild's service
// process: the test suite's CPU looked a third smaller than it is. This samples every process's CPU twice a second
// (what it used before the run started is not counted) and adds up by kind; the machine's busy and idle time come from
// /proc/stat. A process that starts and ends between two samples is missed: the kinds' sum is a little under the busy time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { machineTime, TICKS } from './proc-stat.js';

const SAMPLE_MS = 500;

/** A process's command line as /proc has it (NUL-separated), or '' once it has ended or is gone. */
function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** The kind of a process, from its command line (read here unless given): the suite's own by role, Chromium's by type. */
function kindOf(pid, cmdline = commandLine(pid)) {
  const args = cmdline.split('\0').filter(Boolean);
  let comm;
  try {
    comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
  const line = args.join(' ');
  if (comm === 'esbuild' || args[0]?.endsWith('/esbuild')) return 'esbuild';
  if (/chrom/.test(comm) || /chrom/.test(args[0] ?? '')) return `chromium ${/--type=([\w-]+)/.exec(line)?.[1] ?? 'browser'}`;
  if (comm === 'node' || args[0]?.endsWith('node')) {
    if (line.includes('run-examples-exec')) return 'node: the examples\' executor';
    if (/bin\/docgen\.js|dist\/cli\.js/.test(line)) return 'node: docgen as a command';
    if (line.includes('vitest')) return /forks|worker/.test(line) ? 'node: vitest test processes' : 'node: vitest main';
    return `node: ${line.slice(0, 60)}`;
  }
  return comm;
}

/** utime + stime of a process, and its start time (with the pid, a process's identity), or undefined once it is gone. */
function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(fields[11]) + Number(fields[12]), start: fields[19] };
  } catch {
    return undefined;
  }
}

const seen = new Map(); // `${pid}:${start}` -> { kind, first, last }
function sample(initial) {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const cpu = cpuOf(name);
    if (!cpu) continue;
    const key = `${name}:${cpu.start}`;
    const known = seen.get(key);
    if (known) {
      known.last = cpu.ticks;
      // Read again: a process forked a moment before the first sample still had its parent's command line then (one
      // that has ended and is not reaped yet has none: its kind stays).
      const cmdline = commandLine(name);
      if (cmdline) known.kind = kindOf(name, cmdline) ?? known.kind;
    } else {
      const kind = kindOf(name);
      if (kind) seen.set(key, { kind, first: initial ? cpu.ticks : 0, last: cpu.ticks });
    }
  }
}

// --by-file: the suite one file at a time, and each file's CPU (test/setup/cpu-by-file.ts writes it).
const byFile = process.argv[2] === '--by-file';
const given = process.argv.slice(byFile ? 3 : 2);
const [command, ...args] = byFile ? ['npx', 'vitest', 'run', ...given] : given.length ? given : ['npx', 'vitest', 'run'];
const fileTable = byFile ? path.join(mkdtempSync(path.join(tmpdir(), 'docgen-cpu-')), 'files.tsv') : undefined;
const before = machineTime();
const started = Date.now();
sample(true);
const timer = setInterval(() => sample(false), SAMPLE_MS);
const child = spawn(command, args, { stdio: 'inherit', env: fileTable ? { ...process.env, DOCGEN_CPU_BY_FILE: fileTable } : process.env });
child.on('close', (code) => {
  clearInterval(timer);
  sample(false);
  const after = machineTime();
  const byKind = new Map();
  for (const { kind, first, last } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + (last - first) / TICKS);
  const rows = [...byKind].filter(([, s]) => s >= 0.5).sort((a, b) => b[1] - a[1]);
  console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s wall; the machine: ${(after.busy - before.busy).toFixed(1)} core-s busy, ${(after.idle - before.idle).toFixed(1)} idle`);
  for (const [kind, s] of rows) console.log(`${s.toFixed(1).padStart(9)} core-s  ${kind}`);
  if (fileTable) {
    const files = existsSync(fileTable) ? readFileSync(fileTable, 'utf8').trim().split('\n').map((l) => l.split('\t')) : [];
    console.log('\nby file (one at a time): wall s, core-s on the machine, core-s in the test process');
    for (const [file, wall, busy, own] of files.sort((a, b) => b[2] - a[2])) console.log(`${wall.padStart(7)} ${busy.padStart(7)} ${own.padStart(7)}  ${file}`);
    rmSync(path.dirname(fileTable), { recursive: true, force: true });
  }
  process.exit(code ?? 1);
});
