import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { assertInside, OUTPUT_MARKER, writeAtomic, writeFiles } from '../../../src/output/write.js';
import { listStatic } from '../../../src/content/static.js';

const tmp = path.resolve(import.meta.dirname, '../../.tmp/write');
const out = path.join(tmp, 'out');

beforeEach(() => {
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'index.html'), 'previous');
  writeFileSync(path.join(out, OUTPUT_MARKER), 'made by docgen');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the writer refuses paths outside the output folder', () => {
  it.each(['../escape.html', '__data/../../escape.json', 'a/../../escape.html', '/etc/escape', '', '.', 'a\0b'])('%j', async (file) => {
    await expect(writeAtomic(out, new Map([['ok.html', 'ok'], [file, 'x']]))).rejects.toThrow(/^refusing to write ".*": it is outside the output folder /);
    await expect(writeFiles(out, new Map([[file, 'x']]))).rejects.toThrow(/outside the output folder/);
    expect(existsSync(path.join(tmp, 'escape.html'))).toBe(false);
    expect(existsSync(path.join(tmp, 'escape.json'))).toBe(false);
    expect(existsSync(path.join(out, 'ok.html'))).toBe(false);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
  });

  it('writes paths that stay inside, also through ..', async () => {
    await writeAtomic(out, new Map([['a/../b/index.html', 'b'], ['index.html', 'new']]));
    expect(readFileSync(path.join(out, 'b/index.html'), 'utf8')).toBe('b');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(() => assertInside(out, 'x/y.json')).not.toThrow();
  });
});

describe('the writer replaces only a folder docgen made', () => {
  it('refuses a folder with other files and no marker, and leaves it whole', async () => {
    const mine = path.join(tmp, 'mine');
    mkdirSync(mine);
    writeFileSync(path.join(mine, 'thesis.tex'), 'years of work');
    await expect(writeAtomic(mine, new Map([['index.html', 'x']]))).rejects.toThrow(/refusing to replace .*mine: docgen did not make it/);
    expect(readdirSync(mine)).toEqual(['thesis.tex']);
    expect(readdirSync(tmp).filter((f) => f.startsWith('mine.'))).toEqual([]);
  });

  it('replaces it with emptyOutDir, an empty folder, a missing one, and its own output; each gets the marker', async () => {
    const mine = path.join(tmp, 'mine');
    mkdirSync(mine);
    writeFileSync(path.join(mine, 'old.txt'), 'x');
    await writeAtomic(mine, new Map([['index.html', 'new']]), { emptyOutDir: true });
    expect(readdirSync(mine).sort()).toEqual([OUTPUT_MARKER, 'index.html']);
    await writeAtomic(mine, new Map([['index.html', 'again']]));
    expect(readFileSync(path.join(mine, 'index.html'), 'utf8')).toBe('again');
    const empty = path.join(tmp, 'empty');
    mkdirSync(empty);
    await writeAtomic(empty, new Map([['a.html', 'a']]));
    await writeAtomic(path.join(tmp, 'missing'), new Map([['a.html', 'a']]));
    expect(existsSync(path.join(empty, OUTPUT_MARKER)) && existsSync(path.join(tmp, 'missing', OUTPUT_MARKER))).toBe(true);
  });
});

describe('static files', () => {
  const site = path.join(tmp, 'site');
  const staticDir = path.join(site, 'static');
  const config = { root: site, staticDirs: [staticDir], contentDir: path.join(site, 'content') };
  beforeEach(() => {
    mkdirSync(path.join(staticDir, 'img'), { recursive: true });
    mkdirSync(path.join(site, 'assets'));
    mkdirSync(path.join(tmp, 'outside'));
    writeFileSync(path.join(site, 'package.json'), '{"name":"site"}');
    writeFileSync(path.join(site, 'assets/logo.svg'), '<svg/>');
    writeFileSync(path.join(staticDir, 'img/a.png'), 'png');
    writeFileSync(path.join(tmp, 'outside/secret.txt'), 'secret');
    symlinkSync('..', path.join(staticDir, '__data'));
    symlinkSync('../assets', path.join(staticDir, 'linked'));
    symlinkSync('../assets/logo.svg', path.join(staticDir, 'logo.svg'));
    symlinkSync(path.join(tmp, 'outside'), path.join(staticDir, 'linkdir'));
    symlinkSync('/etc/hostname', path.join(staticDir, 'host'));
    symlinkSync('nowhere', path.join(staticDir, 'broken'));
  });

  it('follows links inside the site as copies, and reports the others at their paths', () => {
    const { files, diagnostics } = listStatic(config);
    expect([...files.keys()]).toEqual(['img/a.png', 'linked/logo.svg', 'logo.svg']);
    expect(diagnostics.map((d) => [d.file, d.severity, d.message])).toEqual([
      ['../static/__data', 'warning', `symlink not followed: it loops back to ${site}, a folder that contains it`],
      ['../static/broken', 'warning', 'symlink not followed: it is broken: its target does not exist'],
      ['../static/host', 'warning', expect.stringMatching(/^symlink not followed: it points outside the site folder, to \/etc\//)],
      ['../static/linkdir', 'warning', `symlink not followed: it points outside the site folder, to ${path.join(tmp, 'outside')}`]
    ]);
  });

  it('never writes through a link: a page under a linked folder lands in the output, and the output has no links', async () => {
    const { files: staticFiles } = listStatic(config);
    await writeAtomic(out, new Map([['__data/package.json', '{"page":1}'], ['linkdir/p/index.html', 'page']]), { staticFiles });
    expect(readFileSync(path.join(site, 'package.json'), 'utf8')).toBe('{"name":"site"}');
    expect(readdirSync(path.join(tmp, 'outside'))).toEqual(['secret.txt']);
    expect(readFileSync(path.join(out, '__data/package.json'), 'utf8')).toBe('{"page":1}');
    expect(readFileSync(path.join(out, 'linked/logo.svg'), 'utf8')).toBe('<svg/>');
    const all = readdirSync(out, { recursive: true, encoding: 'utf8' });
    expect(all.filter((f) => lstatSync(path.join(out, f)).isSymbolicLink())).toEqual([]);
    expect(all).not.toContain('host');
  });

  it('reads several static folders in order: a name in two folders is taken from the first, the other reported', () => {
    const more = path.join(site, 'public');
    mkdirSync(path.join(more, 'img'), { recursive: true });
    writeFileSync(path.join(more, 'img/a.png'), 'other');
    writeFileSync(path.join(more, 'robots.txt'), 'x');
    const { files, diagnostics } = listStatic({ ...config, staticDirs: [staticDir, more] });
    expect(files.get('img/a.png')).toBe(path.join(staticDir, 'img/a.png'));
    expect(files.get('robots.txt')).toBe(path.join(more, 'robots.txt'));
    expect(diagnostics.filter((d) => !d.message.startsWith('symlink')).map((d) => [d.file, d.severity, d.message])).toEqual([
      ['../public/img/a.png', 'warning', expect.stringMatching(/^static file not copied: .*static\/img\/a\.png has the same name, and its folder comes first$/)]
    ]);
  });

  it('refuses to write into a folder that leads out of the output, whatever made the link', async () => {
    const temp = path.join(tmp, 'temp');
    mkdirSync(temp);
    symlinkSync(path.join(tmp, 'outside'), path.join(temp, 'evil'));
    await expect(writeFiles(temp, new Map([['evil/x.html', 'x']]))).rejects.toThrow(/refusing to write into .*evil: it leads outside the output folder/);
    expect(readdirSync(path.join(tmp, 'outside'))).toEqual(['secret.txt']);
  });
});

describe("the folders a build killed while it wrote left beside the output", () => {
  /** A process id no process has: above the kernel's largest (4,194,304). */
  const GONE = 99999999;
  const folder = (name: string, file: string) => {
    mkdirSync(path.join(tmp, name), { recursive: true });
    writeFileSync(path.join(tmp, name, file), name);
  };

  it("are removed by the next build, but those of a running build (this process's) and of other outputs", async () => {
    folder(`out.tmp-${GONE}-1`, 'half.html');
    folder(`out.old-${GONE}-1`, 'index.html');
    folder(`out.tmp-${process.pid}-2`, 'busy.html');
    folder(`other.tmp-${GONE}-1`, 'x.html');
    await writeAtomic(out, new Map([['index.html', 'new']]));
    expect(readdirSync(tmp).sort()).toEqual([`other.tmp-${GONE}-1`, 'out', `out.tmp-${process.pid}-2`]);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
  });

  it('puts the last good output back when the build was killed between taking it away and putting the new one in', async () => {
    rmSync(out, { recursive: true });
    folder(`out.old-${GONE}-1`, OUTPUT_MARKER);
    writeFileSync(path.join(tmp, `out.old-${GONE}-1`, 'keep.html'), 'last good');
    // A write that fails (a path outside) leaves the output as it was before: the one put back.
    await expect(writeAtomic(out, new Map([['../escape.html', 'x']]))).rejects.toThrow(/outside the output folder/);
    expect(readFileSync(path.join(out, 'keep.html'), 'utf8')).toBe('last good');
    expect(readdirSync(tmp)).toEqual(['out']);
  });
});
