import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/global.ts'],
    // Limits end a test that hangs; they are long so that no test depends on how fast a shared machine is.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // Two test files at a time (vitest's default here is one: cores minus one). The suite takes about 4.6
    // minutes instead of 7.9 on a 2-vCPU machine; the browser files spend much of their time waiting.
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: 'test/.tmp/results.json' }]]
  }
});
