// What a careless or hostile site cannot make docgen do: delete the project, write outside the output, hang on its config.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tmp = path.join(root, 'test/.tmp/safety');
const site = path.join(tmp, 'site');
const docgen = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/docgen.js'), ...args], { cwd: site, encoding: 'utf8', env: { ...process.env, DEBUG: '', ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
};
const page = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nBody of ${title}.\n`;
/** Every path below the site (links not followed), to compare before and after. */
const tree = () => readdirSync(site, { recursive: true, encoding: 'utf8' }).filter((f) => !f.startsWith('node_modules')).sort();

beforeEach(() => {
  rmSync(tmp, { recursive: true, force: true });
  write('content/index.md', page('Home'));
  write('static/img/logo.svg', '<svg/>');
  write('package.json', '{"name":"writer-site"}\n');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the output folder', () => {
  it.each([
    ['.', /the output folder is the site folder itself/],
    ['..', /the output folder holds the site folder/],
    ['content', /the output folder is the content folder/],
    ['static', /the output folder is the static folder/],
    ['content/out', /the output folder is inside the content folder/],
    ['node_modules', /the output folder is node_modules\//]
  ])('--out-dir %s is refused before anything is touched', (dir, message) => {
    const before = tree();
    const r = docgen(['build', '.', '--out-dir', dir]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(message);
    expect(r.err).toContain(`error: refusing --out-dir ${dir}`);
    expect(tree()).toEqual(before);
    expect(readdirSync(tmp)).toEqual(['site']);
  });

  it('outDir in the config is refused at its line', () => {
    write('site.config.ts', "export default {\n  title: 'X',\n  outDir: '.'\n};\n");
    const r = docgen(['build']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('site.config.ts:3:3: error: config "outDir" is the site folder itself');
    expect(existsSync(path.join(site, 'content/index.md'))).toBe(true);
  });

  it('a folder docgen did not make is replaced only with --empty-out-dir; its own output is replaced freely', () => {
    write('mine/notes.txt', 'keep me');
    const r = docgen(['build', '.', '--out-dir', 'mine']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('error: refusing to replace mine: docgen did not make it');
    expect(r.err).toContain('--empty-out-dir');
    expect(readFileSync(path.join(site, 'mine/notes.txt'), 'utf8')).toBe('keep me');
    expect(docgen(['build', '.', '--out-dir', 'mine', '--empty-out-dir']).code).toBe(0);
    expect(existsSync(path.join(site, 'mine/notes.txt'))).toBe(false);
    expect(existsSync(path.join(site, 'mine/.docgen-output'))).toBe(true);
    expect(docgen(['build', '.', '--out-dir', 'mine']).code).toBe(0);
  });
});

describe('symlinks', () => {
  it('a static link to the site is no way to write into it; links out of the site are left out with a warning', () => {
    mkdirSync(path.join(tmp, 'outside'));
    writeFileSync(path.join(tmp, 'outside/secret.txt'), 'secret');
    symlinkSync('..', path.join(site, 'static/__data'));
    symlinkSync(path.join(tmp, 'outside'), path.join(site, 'static/linkdir'));
    symlinkSync('img/logo.svg', path.join(site, 'static/logo.svg'));
    write('content/pkg.md', page('Pkg', 'slug: /__data/package\n'));
    write('content/linkdir/p.md', page('P'));
    const r = docgen(['build']);
    expect(r.code).toBe(0);
    expect(r.err).toContain('static/__data: warning: symlink not followed: it loops back to');
    expect(r.err).toContain(`static/linkdir: warning: symlink not followed: it points outside the site folder, to ${path.join(tmp, 'outside')}`);
    expect(readFileSync(path.join(site, 'package.json'), 'utf8')).toBe('{"name":"writer-site"}\n');
    expect(readdirSync(path.join(tmp, 'outside'))).toEqual(['secret.txt']);
    const out = path.join(site, 'build');
    expect(existsSync(path.join(out, '__data/package/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'linkdir/p/index.html'))).toBe(true);
    // The output is self-contained: a link inside the site is copied as its target, none is kept as a link.
    expect(readFileSync(path.join(out, 'logo.svg'), 'utf8')).toBe('<svg/>');
    const files = readdirSync(out, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => lstatSync(path.join(out, f)).isSymbolicLink())).toEqual([]);
    expect(files).not.toContain('linkdir/secret.txt');
  });

  it('content links inside the site are followed; links out of it and loops are reported once each by check', () => {
    write('common/guide.md', page('Common guide'));
    mkdirSync(path.join(tmp, 'elsewhere'));
    writeFileSync(path.join(tmp, 'elsewhere/x.md'), page('Elsewhere'));
    symlinkSync('../common', path.join(site, 'content/common'));
    symlinkSync(path.join(tmp, 'elsewhere'), path.join(site, 'content/ext'));
    symlinkSync('.', path.join(site, 'content/loop'));
    symlinkSync('self.md', path.join(site, 'content/self.md'));
    const r = docgen(['check', '.', '--format', 'json']);
    const json = JSON.parse(r.out);
    expect(json.pages).toBe(2);
    expect(json.diagnostics.map((d: { file: string; message: string }) => `${d.file}: ${d.message}`)).toEqual([
      `content/ext: symlink not followed: it points outside the site folder, to ${path.join(tmp, 'elsewhere')}`,
      `content/loop: symlink not followed: it loops back to ${path.join(site, 'content')}, a folder that contains it`,
      'content/self.md: symlink not followed: it is a loop of symlinks'
    ]);
    expect(docgen(['build']).code).toBe(0);
    expect(readFileSync(path.join(site, 'build/common/guide/index.html'), 'utf8')).toContain('Body of Common guide.');
  });
});

describe('the config', () => {
  it('one that never settles fails every command with a time limit, and leaves no file behind', () => {
    write('site.config.ts', "await new Promise(() => {});\nexport default { title: 'never' };\n");
    const env = { DOCGEN_CONFIG_TIMEOUT: '1' };
    for (const args of [['build'], ['check'], ['serve', '.', '--port', '0']]) {
      const r = docgen(args, env);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.err).toContain('site.config.ts: error: loading it took longer than 1 s');
      expect(r.err).toContain('DOCGEN_CONFIG_TIMEOUT');
    }
    const json = docgen(['check', '.', '--format', 'json'], env);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out).error.message).toBe('cannot load site.config.ts: loading it took longer than 1 s');
    expect(tree()).toEqual(['content', 'content/index.md', 'package.json', 'site.config.ts', 'static', 'static/img', 'static/img/logo.svg']);
  });

  it.each([
    ['throw null;', 'it threw null'],
    ["throw 'nope';", 'it threw "nope"'],
    ["throw new Error('bad key');", 'it threw bad key'],
    ['export default Promise.reject(undefined);', 'its default export rejected with undefined'],
    ['export default 42;', 'it has no default export that is a config object']
  ])('%s is an error that names the file', (code, message) => {
    write('site.config.ts', `${code}\n`);
    const r = docgen(['check']);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`site.config.ts: error: ${message}`);
    expect(r.err).not.toMatch(/TypeError|at .*\.js:\d+/);
  });

  it('imports packages and knows its own file, from memory', () => {
    write('site.config.ts', "import YAML from 'yaml';\nimport { sep } from 'node:path';\nexport default { title: YAML.parse('a: 1').a + sep + new URL(import.meta.url).pathname.split(sep).pop() };\n");
    symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
    expect(docgen(['build']).code).toBe(0);
    expect(readFileSync(path.join(site, 'build/index.html'), 'utf8')).toContain('<title>Home | 1/site.config.ts</title>');
  });
});

describe('the dev server', () => {
  it('serves no file a link points to outside the site, reports a config that never settles, and rebuilds once it is fixed', async () => {
    write('site.config.ts', "export default { title: 'First' };\n");
    mkdirSync(path.join(tmp, 'outside'));
    writeFileSync(path.join(tmp, 'outside/secret.txt'), 'secret');
    symlinkSync(path.join(tmp, 'outside'), path.join(site, 'static/linkdir'));
    symlinkSync(path.join(tmp, 'outside/secret.txt'), path.join(site, 'static/secret.txt'));
    symlinkSync('img', path.join(site, 'static/pictures'));
    symlinkSync('.', path.join(site, 'content/loop'));
    const child = spawn(process.execPath, [path.join(root, 'bin/docgen.js'), 'serve', '.', '--port', '0'], { cwd: site, env: { ...process.env, DOCGEN_CONFIG_TIMEOUT: '1' } });
    let output = '';
    /** Resolves when `text` shows in the output after offset `from`. */
    const seen = (text: string, from = 0) =>
      new Promise<void>((resolve, reject) => {
        // Within the test's own time limit, so that a failure shows what the server printed.
        const timer = setTimeout(() => reject(new Error(`no ${JSON.stringify(text)} in the output:\n${output}`)), 50_000);
        const look = () => output.indexOf(text, from) >= 0 && (clearTimeout(timer), resolve());
        child.stdout.on('data', (d) => ((output += d), look()));
        child.stderr.on('data', (d) => ((output += d), look()));
        look();
      });
    try {
      await seen('serving http://');
      const url = /serving (http:\S+)/.exec(output)![1];
      expect((await fetch(`${url}linkdir/secret.txt`)).status).toBe(404);
      expect((await fetch(`${url}secret.txt`)).status).toBe(404);
      expect(await (await fetch(`${url}pictures/logo.svg`)).text()).toBe('<svg/>');
      write('site.config.ts', "await new Promise(() => {});\nexport default { title: 'Hang' };\n");
      await seen('loading it took longer than 1 s');
      write('site.config.ts', "export default { title: 'Fixed' };\n");
      await seen('rebuilt', output.length);
      // The loop is reported by each build, once; the watcher does not walk it (it printed an ELOOP per level).
      expect(output).not.toContain('ELOOP');
      expect(output.split('content/loop: warning').length - 1).toBe(output.split('rebuilt').length - 1);
      expect(readdirSync(site).filter((f) => f.includes('timestamp'))).toEqual([]);
    } finally {
      child.kill();
    }
  });
});
