// Compiles src/ to dist/ with esbuild (run by `npm install` through the prepare script), then
// converts Shiki's grammar patterns once for the parse threads (src/markdown/patterns.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

// The tables are made again only when Shiki or the code that converts changed (the test setup compiles on every run).
const { makePatternTable, MORE_LANGS, shikiVersion } = await import('../dist/patterns.js');
const hash = (file) => createHash('sha1').update(readFileSync(file)).digest('hex');
const stampFile = new URL('../dist/grammar-patterns/stamp.json', import.meta.url);
const stamp = JSON.stringify({ shiki: shikiVersion(), converter: hash(new URL(import.meta.resolve('oniguruma-to-es'))), source: hash(new URL('../src/markdown/patterns.ts', import.meta.url)) });
const mainTable = new URL('../dist/grammar-patterns.json', import.meta.url);
if (!existsSync(mainTable) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  writeFileSync(mainTable, JSON.stringify(await makePatternTable()));
  // The other languages' tables, one file each, read by a thread only when a page has the language.
  mkdirSync(new URL('../dist/grammar-patterns/', import.meta.url), { recursive: true });
  for (const lang of MORE_LANGS) writeFileSync(new URL(`../dist/grammar-patterns/${lang}.json`, import.meta.url), JSON.stringify(await makePatternTable([lang])));
  writeFileSync(stampFile, stamp);
}
