// The folder walker: links inside the site are followed, loops through several links end, links out are reported.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { walkFiles } from '../../../src/content/walk.js';

const site = path.resolve(import.meta.dirname, '../../.tmp/walk');
const at = (p: string) => path.join(site, p);

beforeEach(() => {
  rmSync(site, { recursive: true, force: true });
  for (const d of ['content', 's1', 's2']) mkdirSync(at(d), { recursive: true });
  writeFileSync(at('content/a.md'), 'a');
  writeFileSync(at('s1/one.md'), '1');
  writeFileSync(at('s2/two.md'), '2');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('walkFiles', () => {
  it('ends a loop made of several links, at the link that closes it', () => {
    symlinkSync('../s1', at('content/first'));
    symlinkSync('../s2', at('s1/next'));
    symlinkSync('../s1', at('s2/back'));
    const { files, skipped, linkedDirs } = walkFiles(at('content'), { inside: site });
    expect(files.map((f) => [f.rel, path.relative(site, f.real)])).toEqual([
      ['a.md', 'content/a.md'],
      ['first/next/two.md', 's2/two.md'],
      ['first/one.md', 's1/one.md']
    ]);
    expect(skipped).toEqual([{ rel: 'first/next/back', reason: `it loops back to ${at('s1')}, a folder that contains it` }]);
    expect(linkedDirs).toEqual([at('s1'), at('s2')]);
  });

  it('keeps what `keep` keeps, and fails on a top folder that is not one', () => {
    symlinkSync('a.md', at('content/b.md'));
    symlinkSync('missing.txt', at('content/gone.txt'));
    const keep = (name: string, isDir: boolean) => isDir || name.endsWith('.md');
    expect(walkFiles(at('content'), { inside: site, keep })).toMatchObject({ files: [{ rel: 'a.md' }, { rel: 'b.md', real: at('content/a.md') }], skipped: [] });
    expect(walkFiles(at('nowhere'), { inside: site }).files).toEqual([]);
    expect(() => walkFiles(at('content/a.md'), { inside: site })).toThrow(/ENOTDIR/);
  });
});
