// Compiles src/ to dist/ with esbuild (run by `npm install` through the prepare script), then
// converts Shiki's grammar patterns once for the parse threads (src/markdown/patterns.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', worker: 'src/markdown/worker.ts', patterns: 'src/markdown/patterns.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning'
});

const { makePatternTable, MORE_LANGS } = await import('../dist/patterns.js');
writeFileSync(new URL('../dist/grammar-patterns.json', import.meta.url), JSON.stringify(await makePatternTable()));
// The other languages' tables, one file each, read by a thread only when a page has the language.
mkdirSync(new URL('../dist/grammar-patterns/', import.meta.url), { recursive: true });
for (const lang of MORE_LANGS) writeFileSync(new URL(`../dist/grammar-patterns/${lang}.json`, import.meta.url), JSON.stringify(await makePatternTable([lang])));
