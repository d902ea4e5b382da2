// The config's postBuild (a Docusaurus plugin's postBuild, through the adapter): called once the output is written, in
// order, given the output folder and the routes; one that throws fails the build after the output is written.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';
import { loadConfig } from '../../src/config/load.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the basic fixture whose config has `postBuild` (code), with `node:fs` and `node:path` imported. */
function site(postBuild: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-post-build-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  const file = path.join(dir, 'site.config.ts');
  const text = readFileSync(file, 'utf8').replace("title: 'Fixture',", `title: 'Fixture',\n  postBuild: ${postBuild},`);
  writeFileSync(file, `import { appendFileSync, writeFileSync } from 'node:fs';\nimport path from 'node:path';\n${text}`);
  return dir;
}

describe('postBuild', () => {
  it('is called once the output is written, each in order, with the output folder and every page\'s route; not by check', async () => {
    const root = site("[async ({ outDir, routes }) => writeFileSync(path.join(outDir, 'llms.txt'), routes.map((r) => `${r.kind} ${r.path}`).join('\\n')), ({ outDir }) => appendFileSync(path.join(outDir, 'llms.txt'), '\\nsecond')]");
    const out = path.join(root, 'out');
    const result = await build({ root, outDir: out });
    const lines = readFileSync(path.join(out, 'llms.txt'), 'utf8').split('\n');
    expect(lines.at(-1)).toBe('second');
    expect(lines).toEqual(expect.arrayContaining(['docs /docs/', 'docs /docs/guide', 'docs /docs/guide/setup']));
    expect(result.timings.postBuild).toBeGreaterThanOrEqual(0);
    rmSync(out, { recursive: true, force: true });
    await check({ root });
    expect(existsSync(path.join(out, 'llms.txt'))).toBe(false);
  });

  it('fails the build when one throws, saying which, with the output written and the later ones not called', async () => {
    const root = site("[({ outDir }) => { throw new Error(`no docs in ${path.basename(outDir)}`); }, ({ outDir }) => writeFileSync(path.join(outDir, 'later.txt'), 'x')]");
    const out = path.join(root, 'out');
    await expect(build({ root, outDir: out })).rejects.toThrow(`postBuild[0] failed: no docs in out; the output was written before it ran, at ${out}`);
    expect(existsSync(path.join(out, 'docs/index.html')) || existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'later.txt'))).toBe(false);
  });

  it('is a list of functions: anything else is refused at its key', async () => {
    const error = await loadConfig(site("['llms.txt']")).catch((e: { diagnostics: Array<{ message: string }> }) => e);
    expect(error.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(/postBuild\[0\].*must be a function, got string "llms.txt"/)]);
  });
});
