// A fixed seed of mutated real pages through parse, route and links; plus every saved repro. `npm run fuzz` runs more.
import { beforeAll, describe, expect, it } from 'vitest';
import { createHarness, loadRepros, run, runOne, type Harness } from './harness.js';

const SEED = 20_251_111;
const COUNT = 500;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});

describe('fuzzing', () => {
  it(`${COUNT} mutated pages (seed ${SEED}): no throw, every finding a diagnostic with a file, none over 10 s`, () => {
    const result = run(h, SEED, COUNT);
    const report = result.failures.map((f) => `#${f.index} ${f.file}: ${f.failure.kind}: ${f.failure.message}`);
    expect(report).toEqual([]);
    // About 15 s on a quiet machine; two CPU hogs beside the whole suite made it 124 s: a limit far from either.
  }, 900_000);

  it.each(loadRepros().map((r) => [r.name, r] as const))('saved repro %s passes', (_, repro) => {
    expect(runOne(h, repro.file, repro.text).failure).toBeUndefined();
  });
});
