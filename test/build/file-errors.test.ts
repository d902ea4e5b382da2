// Files that fail to read name themselves at file:line:col: an alias bomb in authors.yml or frontmatter, versions.json with a BOM or bad JSON.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';

const repo = path.resolve(import.meta.dirname, '../..');
const tmp = path.join(repo, 'test/.tmp/file-errors');
const versions = path.join(repo, 'test/fixtures/versions');

beforeAll(() => rmSync(tmp, { recursive: true, force: true }));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const write = (root: string, files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
};
/** A site in tmp/name: a copy of `from` (if given) with `files` written over it. */
const site = (name: string, files: Record<string, string>, from?: string) => {
  const root = path.join(tmp, name);
  if (from) cpSync(from, root, { recursive: true, filter: (src) => !src.includes('node_modules') });
  write(root, files);
  return root;
};
/** check's findings, or the error it throws, as `file:line:col: severity: message`. */
async function findings(root: string): Promise<string[]> {
  let ds;
  try {
    ds = (await check({ root })).diagnostics;
  } catch (error) {
    if (!(error instanceof DocgenError)) throw error;
    ds = error.diagnostics;
  }
  return ds.map((d) => `${path.relative(root, path.resolve(d.file))}:${d.line}:${d.column}: ${d.severity}: ${d.message}`);
}
const docgen = (...args: string[]) => spawnSync(process.execPath, [path.join(repo, 'bin/docgen.js'), ...args], { cwd: tmp, encoding: 'utf8', env: { ...process.env, DEBUG: '' } });

/** `a: &a [x × 9]`, `b: &b [*a × 9]`, … `i`: 9^9 strings if expanded. */
const BOMB = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefghi'.split('').map((n, i) => `${n}: &${n} [${Array(9).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)].join('\n');

describe('YAML alias bombs', () => {
  it('in blog/authors.yml: an error at the first key that explodes; build and check fail fast', async () => {
    const root = site('authors-bomb', {
      'site.config.ts': "export default { title: 'Bomb', url: 'https://bomb.example' };\n",
      'content/intro.md': '# Intro\n',
      'blog/authors.yml': `${BOMB}\n`,
      'blog/2024-01-15-post.md': '---\ntitle: Post\n---\n\nText.\n'
    });
    const expected = 'blog/authors.yml:4:1: error: invalid authors.yml: Excessive alias count indicates a resource exhaustion attack';
    expect(await findings(root)).toEqual([expected]);
    await expect(build({ root, outDir: path.join(root, 'out') })).rejects.toThrow(/^build failed: 1 error/);
    const r = docgen('build', 'authors-bomb', '--out-dir', 'authors-bomb/out');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`authors-bomb/${expected}`);
  });

  it('in frontmatter: an error at the page line of the first key that explodes', async () => {
    const root = site('frontmatter-bomb', { 'content/intro.md': `---\ntitle: Intro\n${BOMB}\n---\n\n# Intro\n` });
    expect(await findings(root)).toEqual(['content/intro.md:6:1: error: invalid frontmatter: Excessive alias count indicates a resource exhaustion attack']);
  });
});

describe('versions.json', () => {
  it('with a byte order mark is read like one without', async () => {
    const root = site('bom', { 'versions.json': '\ufeff["2.0", "1.0"]\r\n' }, versions);
    const r = await build({ root, outDir: path.join(root, 'out') });
    expect(r.sites.map((s) => s.config.instance?.version).sort()).toEqual(['1.0', '2.0', 'current']);
    expect(readFileSync(path.join(root, 'out/1.0/index.html'), 'utf8')).toContain('1.0');
  });

  it('that is not JSON: an error at its line and column, from build, check and the CLI', async () => {
    const root = site('bad-json', { 'versions.json': '[\n  "2.0",\n  "1.0",\n]\n' }, versions);
    const expected = 'versions.json:4:1: error: invalid JSON: a comma before "]" (JSON has no trailing commas)';
    expect(await findings(root)).toEqual([expected]);
    await expect(build({ root, outDir: path.join(root, 'out') })).rejects.toThrow(/^cannot read .*versions\.json$/);
    const r = docgen('check', 'bad-json');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`bad-json/${expected}`);
  });

  it('with a bad or repeated name, or a version without docs: an error at that entry', async () => {
    expect(await findings(site('bad-name', { 'versions.json': '[\n  "2.0",\n  "1/0"\n]\n' }, versions))).toEqual(['versions.json:3:3: error: version name "1/0" cannot hold spaces, "/", "\\", "?", "#", "%", or be "." or ".."']);
    expect(await findings(site('twice', { 'versions.json': '["2.0", "1.0", "2.0"]' }, versions))).toEqual(['versions.json:1:16: error: version "2.0" is listed twice']);
    expect(await findings(site('no-docs', { 'versions.json': '["2.0",\n "1.0", "0.9"]' }, versions))).toEqual([expect.stringMatching(/^versions\.json:2:9: error: versions\.json lists "0\.9", but .*no-docs\/versioned_docs\/version-0\.9 does not exist$/)]);
  });

  it('a versioned sidebars file that is not JSON: an error at its line and column', async () => {
    const root = site('bad-sidebars', { 'versioned_sidebars/version-1.0-sidebars.json': '{\n  "main": ["intro" "guide"]\n}\n' }, versions);
    expect(await findings(root)).toEqual(['versioned_sidebars/version-1.0-sidebars.json:2:20: error: invalid JSON: expected "," or "]"']);
  });
});
