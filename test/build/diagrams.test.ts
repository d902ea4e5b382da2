// The Docusaurus fixture's diagrams and math built: SVG and KaTeX in the page, KaTeX's stylesheet and fonts written and
// linked by math pages only, search by TeX and labels, and a site without the options unchanged.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexText, readBuiltIndex } from '../search/engines.js';
import { build } from '../../src/build.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-classic');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function copy(edit?: (config: string) => string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-diagrams-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  if (edit) {
    const file = path.join(dir, 'docusaurus.config.js');
    writeFileSync(file, edit(readFileSync(file, 'utf8')));
  }
  return dir;
}

describe('diagrams and math in a built Docusaurus site', () => {
  it('draws the diagrams, typesets the math, and links KaTeX\'s stylesheet from math pages only', async () => {
    const result = await build({ root: copy() });
    const read = (f: string) => readFileSync(path.join(result.outDir, f), 'utf8');
    expect(result.diagnostics.filter((d) => d.file.endsWith('diagrams.md'))).toEqual([]);
    const page = read('docs/guide/diagrams/index.html');
    expect(page.match(/<svg id="mermaid-\d" role="img"/g)).toHaveLength(2);
    expect(page).not.toContain('data-lang="mermaid"');
    expect(page.match(/<span class="katex">/g)).toHaveLength(4);
    // A display formula scrolls sideways when wider than the column: keyboard readers reach it to scroll it.
    expect(page.match(/<div class="math-display" tabindex="0">/g)).toHaveLength(2);
    const link = /<link rel="stylesheet" href="(\/widgets\/assets\/math-[A-Z0-9]+\.css)">/.exec(page)!;
    expect(link).not.toBeNull();
    // The client's data chunk carries the link too, for client navigation to the page.
    expect(read('__data/docs/guide/diagrams.json')).toContain(link[1]);
    expect(read('docs/intro/index.html')).not.toContain('/assets/math-');
    // KaTeX's stylesheet, with its woff2 fonts only, each written.
    const css = read(link[1].replace('/widgets/', ''));
    const fonts = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1].replace(/^"|"$/g, ''));
    expect(fonts.length).toBeGreaterThan(15);
    for (const f of fonts) expect(f).toMatch(/^\.\/katex\/KaTeX_[\w-]+\.woff2$/);
    const written = readdirSync(path.join(result.outDir, 'assets/katex'));
    expect(written.length).toBe(fonts.length);
    // Search: the TeX and the diagram's labels.
    const index = indexText(readBuiltIndex(result.outDir, 'search-index-docs-default-current.json'));
    expect(index).toContain('\\pi r^2');
    expect(index).toContain('Read the config');
  });

  it('shows diagrams as code and dollars as text without the options (and adds no stylesheet)', async () => {
    const root = copy((c) => c.replace("  markdown: { mermaid: true },\n", '').replace(/ +remarkPlugins: \[math\b.*\n +rehypePlugins: \[katex\],\n/, ''));
    const result = await build({ root });
    const page = readFileSync(path.join(result.outDir, 'docs/guide/diagrams/index.html'), 'utf8');
    expect(page).toContain('data-lang="mermaid"');
    expect(page).not.toContain('<svg id="mermaid');
    expect(page).toContain('covers an area of $\\pi r^2$');
    expect(page).not.toContain('/assets/math-');
    expect(readdirSync(path.join(result.outDir, 'assets')).filter((f) => f.startsWith('math-') || f === 'katex')).toEqual([]);
  });
});
