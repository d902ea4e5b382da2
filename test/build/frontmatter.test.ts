// Frontmatter keys Docusaurus writers use, through a real build: hide_title.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';

const root = path.resolve(import.meta.dirname, '../.tmp/frontmatter');
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('hide_title', () => {
  it('leaves out the title heading, in the HTML and in the data the client navigates with; the title still names the page', async () => {
    rmSync(root, { recursive: true, force: true });
    write('content/index.md', '---\ntitle: Home\n---\n\nSee [the hidden one](hidden.md).\n');
    write('content/hidden.md', '---\ntitle: Hidden title\nhide_title: true\n---\n\n## A section\n\nBody.\n');
    const out = path.join(root, 'build');
    await build({ root, outDir: out });
    const hidden = readFileSync(path.join(out, 'hidden/index.html'), 'utf8');
    expect(hidden).not.toContain('class="doc-title"');
    expect(hidden).toContain('<title>Hidden title | Docs</title>');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<h1 class="doc-title">Home</h1>');
    const chunk = readdirSync(path.join(out, '__data'), { recursive: true, encoding: 'utf8' }).find((f) => f.includes('hidden'))!;
    expect(JSON.parse(readFileSync(path.join(out, '__data', chunk), 'utf8'))).toMatchObject({ title: 'Hidden title', hideTitle: true });
  });

  it('must be a boolean', async () => {
    write('content/hidden.md', '---\ntitle: Hidden title\nhide_title: please\n---\n\nBody.\n');
    const { diagnostics } = await check({ root });
    expect(diagnostics).toEqual([expect.objectContaining({ file: expect.stringMatching(/content\/hidden\.md$/), line: 3, severity: 'error', message: 'invalid frontmatter: "hide_title" must be a boolean, got "please"' })]);
  });
});
