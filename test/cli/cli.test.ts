import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tmp = path.join(root, 'test/.tmp/cli');
const docgenWith = (env: NodeJS.ProcessEnv, ...args: string[]) => {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/docgen.js'), ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, DEBUG: '', ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const docgen = (...args: string[]) => docgenWith({}, ...args);
/** A site in test/.tmp/cli/<name> with one page, content/page.md. */
const onePageSite = (name: string, text: string) => {
  const site = `${tmp}/${name}`;
  rmSync(site, { recursive: true, force: true });
  mkdirSync(`${site}/content`, { recursive: true });
  writeFileSync(`${site}/content/page.md`, text);
  return site;
};

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('docgen CLI', () => {
  it('build writes the site and says where; without a terminal, one progress line per stage with its time', () => {
    const r = docgen('build', 'test/fixtures/basic', '--out-dir', `${tmp}/basic`);
    expect(r.err).toMatch(/^config +\d+ ms\nparse +\d+ ms  6 docs\nlinks +\d+ ms  5 pages\nsearch +\d+ ms  \d+ sections\nbundle +\d+ ms\nrender +\d+ ms  5 pages\nwrite +\d+ ms  \d+ files\n$/);
    expect(r.err).not.toContain('\x1b');
    expect(r.out).toMatch(/^built 5 pages \(\d+ files\) into test\/\.tmp\/cli\/basic in \d+ ms\n$/);
    expect(r.code).toBe(0);
    expect(existsSync(`${tmp}/basic/guide/setup/index.html`)).toBe(true);
  });

  it('build prints findings as warnings with a count and succeeds; --strict fails', () => {
    const r = docgen('build', 'test/fixtures/broken', '--out-dir', `${tmp}/broken`);
    expect(r.code).toBe(0);
    expect(r.err).toContain('test/fixtures/broken/content/a.md:5:3: warning: broken link: no page for "content/nope.md" (link "./nope.md")');
    expect(r.err).toContain('2 broken links, 2 broken anchors, 1 other problem found.');
    const strict = docgen('build', 'test/fixtures/broken', '--out-dir', `${tmp}/broken`, '--strict');
    expect(strict.code).toBe(1);
    expect(strict.err).toContain('test/fixtures/broken/content/a.md:5:3: error: broken link');
    expect(strict.err).toContain('error: build failed: 5 errors (--strict)');
  });

  it('build still builds when what it prints goes into a pipe closed early (`docgen build 2>&1 | head -1`)', () => {
    const out = `${tmp}/piped`;
    const r = spawnSync('bash', ['-c', `node bin/docgen.js build test/fixtures/broken --out-dir ${out} 2>&1 | head -1; echo "exit $\{PIPESTATUS[0]}"`], { cwd: root, encoding: 'utf8', env: { ...process.env, DEBUG: '' } });
    expect(r.stdout).toMatch(/^config +\d+ ms\nexit 0\n$/);
    expect(existsSync(`${out}/a/index.html`)).toBe(true);
  });

  it('check exits 1 on findings, listing each as an error', () => {
    const r = docgen('check', 'test/fixtures/broken');
    expect(r.code).toBe(1);
    expect(r.err).toContain('test/fixtures/broken/content/b.md:1:1: error: duplicate route "/docs/b"');
    expect(r.err).toContain('found.');
  });

  it('check --format json', () => {
    const r = docgen('check', 'test/fixtures/broken', '--format', 'json');
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out);
    expect(json.pages).toBe(2);
    expect(json.diagnostics).toHaveLength(5);
    expect(json.diagnostics[0]).toMatchObject({ file: expect.stringContaining('test/fixtures/broken/'), severity: 'error', line: expect.any(Number), column: expect.any(Number), message: expect.any(String) });
  });

  it('check --format json prints one JSON document with the error when the pipeline throws', () => {
    // A DocgenError (bad config) and a plain error (the content folder is a file) both stay inside the JSON.
    const bad = docgen('check', 'test/fixtures/bad-config', '--format', 'json');
    expect(bad.code).toBe(1);
    const badJson = JSON.parse(bad.out);
    expect(badJson.error.message).toMatch(/^invalid config in test\/fixtures\/bad-config\/site\.config\.ts/);
    expect(badJson.diagnostics[0].message).toContain('hideOnScrol');
    const r = docgen('check', 'test/fixtures/content-is-file', '--format', 'json');
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ pages: 0, diagnostics: [], error: { message: expect.stringMatching(/ENOTDIR/) } });
  });

  it('check passes a clean site', () => {
    const r = docgen('check', 'test/fixtures/basic');
    expect(r.code).toBe(0);
    expect(r.out).toBe('checked 5 pages: no problems found.\n');
  });

  it('invalid frontmatter: file:line:col, exit 1, old output untouched', () => {
    docgen('build', 'test/fixtures/basic', '--out-dir', `${tmp}/keep`);
    const before = readFileSync(`${tmp}/keep/index.html`, 'utf8');
    const r = docgen('build', 'test/fixtures/bad-frontmatter', '--out-dir', `${tmp}/keep`);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/test\/fixtures\/bad-frontmatter\/content\/bad\.md:3:\d+: error: invalid frontmatter: /);
    expect(r.err).toContain('the previous output was left as it was');
    expect(readFileSync(`${tmp}/keep/index.html`, 'utf8')).toBe(before);
  });

  // Flow's remark plugin spawns `flow` with no 'error' listener: where it is not installed, Node's unhandled 'error'
  // event ended the process with a stack trace, in the middle of the build (and it would end a dev server).
  it("an error the site's code leaves where nothing can catch it is said once; the build goes on, fails where it waited on it, and keeps the old output", () => {
    const site = onePageSite('uncaught', '# Page\n\nText.\n');
    writeFileSync(`${site}/site.config.ts`, "import { spawn } from 'node:child_process';\nconst check = () => async () => {\n  const child = spawn('docgen-no-such-program', ['x']);\n  let out = '';\n  for await (const data of child.stdout) out += data;\n  if (!out) throw new Error('the checker gave nothing');\n};\nconst late = () => () => {\n  Promise.reject(new Error('a rejection nobody handles'));\n};\nexport default { title: 'Uncaught', markdown: { remarkPlugins: [late, check] } };\n");
    docgen('build', 'test/fixtures/basic', '--out-dir', `${site}/build`);
    const before = readFileSync(`${site}/build/index.html`, 'utf8');
    const r = docgen('build', site, '--out-dir', `${site}/build`);
    expect(r.code).toBe(1);
    expect(r.err.match(/error: an error nothing could catch \(most likely in the site's own code\): spawn docgen-no-such-program ENOENT/g)).toHaveLength(1);
    // And a promise's rejection nobody handles, which Node also ends the process with.
    expect(r.err.match(/error: an error nothing could catch \(most likely in the site's own code\): a rejection nobody handles/g)).toHaveLength(1);
    expect(r.err).toContain('content/page.md:1:1: error: the remark plugin check failed on this page: the checker gave nothing');
    expect(r.err).not.toContain("Unhandled 'error' event");
    expect(readFileSync(`${site}/build/index.html`, 'utf8')).toBe(before);
  });

  it('the dev server lives through such an error, and keeps serving', async () => {
    const site = onePageSite('uncaught-serve', '# Page\n\nText.\n');
    writeFileSync(`${site}/site.config.ts`, "import { spawn } from 'node:child_process';\nconst check = () => async () => {\n  spawn('docgen-no-such-program', ['x']);\n};\nexport default { title: 'Uncaught', markdown: { remarkPlugins: [check] } };\n");
    const child = spawn(process.execPath, [path.join(root, 'bin/docgen.js'), 'serve', site, '--port', '0', '--host', '127.0.0.1'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c) => (err += c));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (c) => {
          out += c;
          const m = /serving (http:\/\/\S+)/.exec(out);
          if (m) resolve(m[1]);
        });
        child.once('exit', () => reject(new Error(`docgen serve exited: ${err}`)));
      });
      const said = "error: an error nothing could catch (most likely in the site's own code): spawn docgen-no-such-program ENOENT";
      for (let i = 0; !err.includes(said) && child.exitCode === null && i < 1200; i++) await new Promise((r) => setTimeout(r, 100));
      expect(err).toContain(said);
      expect(child.exitCode).toBe(null);
      expect((await fetch(`${url}page`)).status).toBe(200);
    } finally {
      child.kill();
    }
  });

  it('an unknown config key names the key, no stack trace', () => {
    const r = docgen('build', 'test/fixtures/bad-config', '--out-dir', `${tmp}/x`);
    expect(r.code).toBe(1);
    expect(r.err).toContain('test/fixtures/bad-config/site.config.ts:5:7: error: config "themeConfig.navbar.hideOnScrol" is not a known option (did you mean "hideOnScroll"?)');
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('an unknown navbar item type: the spec\'s message at the config line, exit 1', () => {
    const site = `${tmp}/navbar-type`;
    mkdirSync(`${site}/content`, { recursive: true });
    writeFileSync(`${site}/content/intro.md`, '# Intro\n');
    writeFileSync(`${site}/site.config.ts`, "export default {\n  themeConfig: {\n    navbar: {\n      items: [{ label: 'A', to: '/' }, { type: 'dropDown', label: 'B', items: [] }]\n    }\n  }\n};\n");
    const r = docgen('build', site, '--out-dir', `${site}/out`);
    expect(r.code).toBe(1);
    expect(r.err).toContain('test/.tmp/cli/navbar-type/site.config.ts:4:42: error: No NavbarItem component found for type "dropDown".');
    expect(r.err).toContain('themeConfig.navbar.items[1].type: the types are "default", "doc"');
  });

  it('a render error names the file and its cause; DEBUG=docgen adds the stack', () => {
    const r = docgen('build', 'test/fixtures/render-throws', '--out-dir', `${tmp}/x`);
    expect(r.code).toBe(1);
    expect(r.err).toContain('error: failed to render content/boom.md\ncaused by: the theme cannot render this page');
    expect(r.err).toContain('set DEBUG=docgen');
  });

  it('pathological nesting fails within seconds with file:line:col, and the other pages are fine', () => {
    const site = `${tmp}/deep`;
    mkdirSync(`${site}/content`, { recursive: true });
    // The cases: an indented list of 2,000 levels (about 4 MB) and 50,000 nested list markers.
    writeFileSync(`${site}/content/x.md`, Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n'));
    writeFileSync(`${site}/content/y.md`, `# Y\n\n${'- '.repeat(50_000)}x\n`);
    writeFileSync(`${site}/content/ok.md`, '# Fine\n\n> > > Deep enough quotes are fine.\n');
    // The guard's errors, not the time limit's: micromark never ran on these (it took minutes).
    const r = docgen('check', site);
    expect(r.code).toBe(1);
    expect(r.err).not.toContain('took longer than');
    expect(r.err).toContain('test/.tmp/cli/deep/content/x.md:101:201: error: nesting deeper than 100 levels');
    expect(r.err).toContain('test/.tmp/cli/deep/content/y.md:3:201: error: nesting deeper than 100 levels');
    expect(r.err).not.toContain('ok.md');
  });

  describe.each([
    {
      site: 'test/fixtures/route-clash',
      expected: (site: string) => [
        `${site}/blog/2024-01-01-hello.md:3:7: error: route "/docs/about" is used by both ${site}/pages/about.md and ${site}/blog/2024-01-01-hello.md\n  hint: give ${site}/blog/2024-01-01-hello.md another slug:`,
        `${site}/content/logo.md:3:7: error: ${site}/static/img/logo.svg is written to the file "img/logo.svg", where ${site}/content/logo.md (route "/docs/img/logo.svg") needs a folder (for "img/logo.svg/index.html")`,
        `${site}/content/map.md:3:7: error: the sitemap is written to the file "sitemap.xml", where ${site}/content/map.md (route "/docs/sitemap.xml") needs a folder (for "sitemap.xml/index.html")`,
        `${site}/content/tagged.md:5:16: error: route "/docs/" is used by both ${site}/content/intro.md and the docs tag "up"\n  hint: give the docs tag "up" in ${site}/content/tagged.md another permalink: (or label)`
      ]
    },
    {
      site: 'test/fixtures/route-clash-family',
      expected: (site: string) => [
        `${site}/content/french.md:3:7: error: route "/docs/fr/guide" is used by both ${site}/content/french.md and ${site}/content/guide.md (locale "fr")`,
        // The slug is repeated by the French and the "guide" copies of the doc (they fall back to it), each with its own 1.0.
        `${site}/content/old.md:3:7: error: route "/docs/1.0/guide" is used by both ${site}/content/old.md and ${site}/versioned_docs/version-1.0/guide.md (version "1.0"); 2 more like it from the same place`,
        `${site}/site.config.ts:8:54: error: route "/docs/guide/" is used by both ${site}/content/guide.md and ${site}/content/intro.md (locale "guide")\n  hint: the pages of locale "guide" live below /docs/guide/`
      ]
    }
  ])('routes that would overwrite another file ($site)', ({ site, expected }) => {
    const lines = expected(site);
    it('check reports each at its slug, tag or config line, naming both sides', () => {
      const checked = docgen('check', site);
      expect(checked.code).toBe(1);
      for (const line of lines) expect(checked.err).toContain(line);
      const json = JSON.parse(docgen('check', site, '--format', 'json').out);
      expect(json.diagnostics.map((d: { file: string; line: number; column: number }) => `${d.file}:${d.line}:${d.column}: error`)).toEqual(lines.map((l) => l.slice(0, l.indexOf(': error') + 7)));
    });

    it('build reports the same, exits 1 without EISDIR or EEXIST, and leaves the previous output', () => {
      const out = `${tmp}/${path.basename(site)}`;
      mkdirSync(`${out}/about`, { recursive: true });
      writeFileSync(`${out}/about/index.html`, 'the last good about');
      writeFileSync(`${out}/.docgen-output`, '');
      const built = docgen('build', site, '--out-dir', out);
      expect(built.code).toBe(1);
      for (const line of lines) expect(built.err).toContain(line);
      expect(built.err).toContain(`error: build failed: ${lines.length} errors; the previous output was left as it was`);
      expect(built.err).not.toMatch(/EISDIR|EEXIST|\.tmp-/);
      expect(readFileSync(`${out}/about/index.html`, 'utf8')).toBe('the last good about');
    });
  });

  it('one page of pathological emphasis, brackets or nesting: check fails at once, naming the file and line', () => {
    // The pages: 120 KB of emphasis blocked check for 294 s, 200 KB of nested brackets took 78 s,
    // and 30 KB of "- > " ran 12.6 s into a stack overflow reported at 1:1. With one page, check parses it
    // in its own thread, where there was no time limit; DOCGEN_PARSE_TIMEOUT=20 keeps a regression short.
    const pages: Array<[string, string, string]> = [
      ['emphasis', `# Stars\n\n${'*a '.repeat(20_000)}${'a* '.repeat(20_000)}\n`, '3:1: error: this paragraph would take too long to parse'],
      ['pairs', `${'*a a*'.repeat(24_000)}\n`, '1:1: error: this paragraph would take too long to parse'],
      ['brackets', `${'['.repeat(100_000)}x${']'.repeat(100_000)}\n`, '1:1: error: this paragraph would take too long to parse'],
      ['quotes', `${'- > '.repeat(7_500)}x\n`, '1:201: error: nesting deeper than 100 levels']
    ];
    for (const [name, text, error] of pages) {
      const site = onePageSite(`slow-${name}`, text);
      const r = docgenWith({ DOCGEN_PARSE_TIMEOUT: '20' }, 'check', site);
      expect(r.code, name).toBe(1);
      expect(r.err, name).toContain(`test/.tmp/cli/slow-${name}/content/page.md:${error}`);
      expect(r.err, name).not.toContain('took longer than');
    }
  });

  it('every parse has the time limit: a slow page the guards miss fails with its name in check, check --format json and build', () => {
    // micromark takes minutes on this (one paragraph to it; list items to the inline guard): only the limit stops it.
    const site = onePageSite('slow-lazy', `a\n${'2. a* b\n'.repeat(30_000)}`);
    const limit = { DOCGEN_PARSE_TIMEOUT: '1' };
    const check = docgenWith(limit, 'check', site);
    expect(check.code).toBe(1);
    expect(check.err).toContain('test/.tmp/cli/slow-lazy/content/page.md:1:1: error: parsing took longer than 1 s, so it was stopped');
    const json = docgenWith(limit, 'check', site, '--format', 'json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out).diagnostics).toEqual([expect.objectContaining({ file: expect.stringContaining('slow-lazy/content/page.md'), line: 1, severity: 'error', message: 'parsing took longer than 1 s, so it was stopped' })]);
    const build = docgenWith(limit, 'build', site, '--out-dir', `${tmp}/slow-lazy-out`);
    expect(build.code).toBe(1);
    expect(build.err).toContain('test/.tmp/cli/slow-lazy/content/page.md:1:1: error: parsing took longer than 1 s, so it was stopped');
  });

  it('a missing content folder', () => {
    const r = docgen('build', 'test/.tmp', '--out-dir', `${tmp}/x`);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/error: content folder not found/);
  });

  it('bad arguments', () => {
    expect(docgen('check', '--format', 'xml').code).toBe(1);
    expect(docgen('serve', '--port', 'abc').err).toMatch(/a port is a whole number/);
    expect(docgen('nope').code).toBe(1);
  });
});
