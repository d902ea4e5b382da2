// A site on Meta's docs preset (docusaurus-plugin-internaldocs-fb: Metro, Buck2, Flow, Mariana Trench …), built as its
// public build is: the preset read as the classic one, its config helpers and its MDX components as without FB_INTERNAL.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/docusaurus-meta');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the fixture in the system's temp folder, far from any node_modules (the preset's package is not installed). */
function copy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-meta-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

const quiet = () => {
  const lines: string[] = [];
  return { lines, logger: { info: () => {}, warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) } };
};

describe('a site on Meta\'s docs preset, not installed', () => {
  it('builds its public pages: the internal sidebar items, content and partials left out, the public ones kept', async () => {
    const root = copy();
    const { lines, logger } = quiet();
    const result = await build({ root, logger });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const html = readFileSync(path.join(result.outDir, 'docs/guide/index.html'), 'utf8');
    // fbInternalOnly(…) is [] and fbContent gives its `external`, also in a spread, a nested list and a function.
    const sidebar = [...html.matchAll(/class="sidebar-link[^"]*" href="([^"]+)"/g)].map((m) => m[1]);
    expect(sidebar).toEqual(['/docs/intro/', '/docs/setup/', '/docs/guide/']);
    // <OssOnly> shows its content, <FbInternalOnly> does not (nor reads the partial from fb/, which is not there), in
    // both spellings, imported or not.
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article).toContain('Steps for the public build.');
    expect(article).toContain('Also public.');
    expect(article).not.toMatch(/employees|Also internal/);
    // The helpers in a page's expressions (Buck2's tutorials): docgen's stand-in, as in a public build.
    expect(article).toContain('<p>Run <code><span data-island="0">buck2 run</span></code> from <span data-island="1">the clone</span>.</p>');
    expect(article).not.toMatch(/internal-run|fbsource/);
    // The editUrl the config chose with fbContent: the public one.
    expect(html).toContain('href="https://github.com/example/meta-shape/edit/main/docs/guide.mdx"');
    // The preset's own option is reported; the helpers need no stand-in warning, since docgen has them.
    expect(lines.join('\n')).toContain('ignored "presets[0].staticDocsProject"');
    expect(lines.join('\n')).not.toMatch(/not installed|stand-in|cannot be rendered|not rendered/);
  });

  it('a partial that did not exist when its page was built is read once it does, though the page itself did not change', async () => {
    const root = copy();
    const page = path.join(root, 'docs/guide.mdx');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n<Internal />\n`);
    const failed = await build({ root, logger: quiet().logger }).then(
      () => undefined,
      (e: unknown) => e
    );
    expect(failed).toBeInstanceOf(DocgenError);
    expect((failed as DocgenError).diagnostics.map((d) => `${path.relative(root, path.resolve(d.file!))}:${d.line} ${d.message}`)).toEqual(['docs/guide.mdx:24 the partial "./fb/internal.md" imported as <Internal> does not exist (fb/internal.md)']);
    // As Mariana Trench's public build does: an empty stand-in written for each internal partial.
    mkdirSync(path.join(root, 'docs/fb'));
    writeFileSync(path.join(root, 'docs/fb/internal.md'), 'Written later.\n');
    const result = await build({ root, logger: quiet().logger });
    expect(readFileSync(path.join(result.outDir, 'docs/guide/index.html'), 'utf8')).toContain('Written later.');
  });
});
