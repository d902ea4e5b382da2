// memoBuild: a bundle made again only when its options or an input file's content changed; paths follow the outdir.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memoBuild } from '../../../src/bundle/memo.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-memo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, 'entry.ts'), "import { word } from './dep.js';\nexport const hello = () => import('./late.js').then((m) => m.late + word);\n");
writeFileSync(path.join(dir, 'dep.ts'), "export const word = 'one';\n");
writeFileSync(path.join(dir, 'late.ts'), "export const late = 'late ';\n");
/** A file's last change `seconds` from now (a bundle whose input changed while it was made is not kept). */
const touch = (name: string, seconds: number) => utimesSync(path.join(dir, name), new Date(), new Date(Date.now() + seconds * 1000));
for (const f of ['entry.ts', 'dep.ts', 'late.ts']) touch(f, -60);

const options = (outdir: string) => ({ entryPoints: { entry: path.join(dir, 'entry.ts') }, bundle: true, splitting: true, format: 'esm' as const, outdir, entryNames: '[name]-[hash]', chunkNames: 'chunk-[hash]', logLevel: 'silent' as const });
const text = (b: Awaited<ReturnType<typeof memoBuild>>) => b.outputs.map((o) => Buffer.from(o.contents).toString()).join('\n');

describe('memoBuild', () => {
  it('gives the bundle it made for the same options and inputs, its paths below the outdir asked for', async () => {
    const a = await memoBuild(options(path.join(dir, 'out-a')));
    const b = await memoBuild(options(path.join(dir, 'out-b')));
    expect(text(a)).toContain('"one"');
    // The same bytes, not bundled again.
    b.outputs.forEach((o, i) => expect(o.contents).toBe(a.outputs[i].contents));
    expect(b.outputs.map((o) => path.relative(path.join(dir, 'out-b'), o.file))).toEqual(a.outputs.map((o) => path.relative(path.join(dir, 'out-a'), o.file)));
    const entry = b.outputs.find((o) => o.entryPoint)!;
    expect(path.basename(entry.file)).toMatch(/^entry-\w+\.js$/);
    // A file saved again with the same content (its stat changed, its hash did not): still the same bundle.
    touch('dep.ts', -30);
    expect((await memoBuild(options(path.join(dir, 'out-b')))).outputs[0].contents).toBe(a.outputs[0].contents);
    // The dynamic import's chunk, below the outdir of this call.
    expect(entry.imports).toEqual([{ file: expect.stringMatching(new RegExp(`^${path.join(dir, 'out-b', 'chunk-')}\\w+\\.js$`)), kind: 'dynamic-import' }]);
  });

  it('bundles again when an input file changed, or the plugins\' key', async () => {
    const before = await memoBuild(options(path.join(dir, 'out')));
    writeFileSync(path.join(dir, 'late.ts'), "export const late = 'later ';\n");
    const after = await memoBuild(options(path.join(dir, 'out')));
    expect(text(after)).toContain('"later "');
    expect(text(before)).not.toContain('"later "');
    const keyed = await memoBuild(options(path.join(dir, 'out')), 'another');
    expect(keyed.outputs[0].contents).not.toBe(after.outputs[0].contents);
    expect(text(keyed)).toBe(text(after));
  });

  it('does not keep a bundle an input of which changed while it was made', async () => {
    touch('dep.ts', 60);
    const a = await memoBuild(options(path.join(dir, 'out')), 'changing');
    const b = await memoBuild(options(path.join(dir, 'out')), 'changing');
    expect(b.outputs[0].contents).not.toBe(a.outputs[0].contents);
    touch('dep.ts', -60);
    const c = await memoBuild(options(path.join(dir, 'out')), 'changing');
    expect((await memoBuild(options(path.join(dir, 'out')), 'changing')).outputs[0].contents).toBe(c.outputs[0].contents);
  });

  it('does not keep a failed bundle', async () => {
    writeFileSync(path.join(dir, 'dep.ts'), 'export const word = ;\n');
    await expect(memoBuild(options(path.join(dir, 'out')))).rejects.toThrow(/Unexpected ";"/);
    writeFileSync(path.join(dir, 'dep.ts'), "export const word = 'two';\n");
    expect(text(await memoBuild(options(path.join(dir, 'out'))))).toContain('"two"');
  });
});
