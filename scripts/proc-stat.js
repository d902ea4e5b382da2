// The machine's CPU time so far from /proc/stat (Linux), in core-seconds: busy (user, nice, system, irq, softirq,
// steal) and idle (idle, iowait). Read by scripts/cpu.js and test/setup/cpu-by-file.ts.
import { readFileSync } from 'node:fs';

export const TICKS = 100; // USER_HZ on Linux

export function machineTime() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return { busy: (user + nice + system + irq + softirq + steal) / TICKS, idle: (idle + iowait) / TICKS };
}
