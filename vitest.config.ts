import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (40 s or more on 2 cores in the suite, 2026-12-01), longest first. They start first, so
 * that none of them is left running alone at the end. Vitest orders by the last run's durations when it has them, else
 * by file size, which would start small but long files (relevance, fuzz) last on a fresh clone, as in CI.
 */
const LONGEST = [
  'test/content/run.test.ts',
  'test/search/relevance.test.ts',
  'test/build/islands.test.ts',
  'test/e2e/a11y.test.ts',
  'test/build/docusaurus.test.ts',
  'test/search/same-results.test.ts',
  'test/e2e/docusaurus.test.ts',
  'test/cli/cli.test.ts',
  'test/fuzz/fuzz.test.ts',
  'test/e2e/islands.test.ts',
  'test/unit/markdown/simple.test.ts',
  'test/content/examples.test.ts'
];

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST.findIndex((name) => f.moduleId.endsWith(name));
      return i < 0 ? LONGEST.length : i;
    };
    const sorted = await super.sort(files);
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

/**
 * The files that each run in a fresh process: the examples of content/ connect the real API to mock nodes in the test
 * process, whose timers and reconnecting providers must end with the file. Every other file runs in a worker that keeps
 * its modules from one file to the next (`isolate: false`): it leaves no module or process state changed that another
 * file could see, and it would otherwise spend about a second of CPU importing the build pipeline again. Two
 * dependences between files were found this way and mended: Shiki's theme object shared by two highlighters of a thread
 * (src/markdown/code.ts), and a test that took the thread's highlighter to have no grammar loaded yet (it makes its own).
 */
const ISOLATED = ['test/content/**/*.test.ts'];

/** `node scripts/cpu.js --by-file`: each file's CPU, written to the table this names; one file at a time. */
const BY_FILE = process.env.DOCGEN_CPU_BY_FILE;

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'shared-modules', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
      // Projects run side by side unless they are in groups: `--maxWorkers=1` alone still ran two files at once.
      { extends: true, test: { name: 'isolated', include: ISOLATED, ...(BY_FILE && { sequence: { groupOrder: 1 } }) } }
    ],
    globalSetup: ['test/setup/global.ts'],
    setupFiles: BY_FILE ? ['test/setup/cpu-by-file.ts'] : [],
    // Limits end a test that hangs; they are long so that no test depends on how fast a shared machine is.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // A larger young generation for the test processes: the search and parser files allocate much short-lived data,
    // and V8's collector took about a fifth of their CPU. relevance, same-results and simple together, two runs
    // each way on 2 cores: 112 and 118 CPU-s with the default, 97 and 99 with 64 MB (build/docusaurus, the pool and the
    // fuzz file: no difference); peak memory of a process 1.2-1.4 GB.
    execArgv: ['--max-semi-space-size=64'],
    // What docgen writes to a cache folder and imports (the theme's server module, the islands' server chunks) is
    // imported by Node itself, as the CLI imports it, instead of through Vite's transform and module runner.
    server: { deps: { external: [/\/node_modules\/\.cache\/docgen\//] } },
    // Two test files at a time (vitest's default here is one: cores minus one): on a 2-vCPU machine the suite took
    // 4.6 minutes instead of 7.9 when this was chosen; the browser files spend much of their time waiting.
    maxWorkers: BY_FILE ? 1 : 2,
    sequence: { sequencer: LongestFirst },
    reporters: ['default', ['json', { outputFile: 'test/.tmp/results.json' }]]
  }
});
