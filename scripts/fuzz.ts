// npm run fuzz -- [--count N] [--seed S]: mutated real pages through parse, route and links; minimized failures to test/fuzz/repros/.
import path from 'node:path';
import { createHarness, minimize, run, saveRepro } from '../test/fuzz/harness.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const count = Number(arg('count') ?? 1000);
const seed = arg('seed') !== undefined ? Number(arg('seed')) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- [--count N] [--seed S]');
  process.exit(2);
}

console.log(`fuzzing ${count} documents, seed ${seed} (replay with --seed ${seed})`);
const h = await createHarness();
const saved: string[] = [];
const seen = new Set<string>();
const result = run(h, seed, count, (f) => {
  console.log(`#${f.index} ${f.file}: ${f.failure.kind}: ${f.failure.message}`);
  const key = f.failure.kind === 'slow' ? 'slow' : `${f.failure.kind}:${f.failure.message.replace(/\d+/g, 'N')}`;
  if (seen.has(key)) return;
  seen.add(key);
  const small = minimize(h, f.file, f.text, f.failure);
  const file = saveRepro(f.file, small, f.failure, { seed, index: f.index });
  saved.push(file);
  console.log(`  minimized ${f.text.length} -> ${small.length} characters: ${path.relative(process.cwd(), file)}`);
});
console.log(`${result.count} documents in ${(result.totalMs / 1000).toFixed(1)} s (slowest ${Math.round(result.slowestMs)} ms): ${result.failures.length} failure${result.failures.length === 1 ? '' : 's'}, ${saved.length} repro${saved.length === 1 ? '' : 's'} saved`);
process.exitCode = result.failures.length ? 1 : 0;
