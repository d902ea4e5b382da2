// A site's own MDXContent (islands.mdxContent), built: around the article of each docs page and markdown page, not of a
// blog post or a React page; one that throws is a warning at its file and the article is shown without it; a file that
// is not there is an error at the key.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { DocgenError } from '../../src/errors.js';
import type { Diagnostic } from '../../src/types.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

const WRAPPER = "import React from 'react';\nimport MDXContent from '@theme-original/MDXContent';\nexport default function Wrapper(props) {\n  return <section className=\"wrapped\"><MDXContent {...props} /><p className=\"after\">After</p></section>;\n}\n";

/** A site with a doc, a markdown page, a React page and a blog post; `wrapper`: the text of its MDXContent module. */
function site(wrapper: string | undefined, mdxContent = 'src/MDXContent.jsx'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-mdx-content-'));
  made.push(dir);
  for (const d of ['content', 'pages', 'src', 'blog']) mkdirSync(path.join(dir, d), { recursive: true });
  if (wrapper !== undefined) writeFileSync(path.join(dir, 'src/MDXContent.jsx'), wrapper);
  writeFileSync(path.join(dir, 'content/index.md'), '# Start\n\nThe doc.\n');
  writeFileSync(path.join(dir, 'pages/about.md'), '# About\n\nThe page.\n');
  writeFileSync(path.join(dir, 'pages/react.jsx'), "import React from 'react';\nexport default function P() { return <main>React page</main>; }\n");
  writeFileSync(path.join(dir, 'blog/2024-01-01-hello.md'), '---\ntitle: Hello\n---\n\nThe post.\n');
  writeFileSync(path.join(dir, 'site.config.ts'), `export default { title: 'W', url: 'https://example.com', islands: { pages: true, mdxContent: '${mdxContent}' } };\n`);
  return dir;
}

const read = (out: string, route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

describe("a site's own MDXContent, built", () => {
  it('goes around the article of docs and markdown pages, not of blog posts or React pages', async () => {
    const { outDir, diagnostics } = await build({ root: site(WRAPPER) });
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    for (const [route, text] of [['', 'The doc.'], ['about', 'The page.']]) {
      expect(read(outDir, route), route).toMatch(new RegExp(`<div class="markdown"><div data-island="0"><section class="wrapped"><div class="docgen-mdx-content"><p>${text}</p>\\s*</div><p class="after">After</p></section></div></div>`));
    }
    expect(read(outDir, 'blog/2024/01/01/hello')).not.toContain('wrapped');
    expect(read(outDir, 'react')).not.toContain('wrapped');
  });

  // Roo Code's docs: an MDXContent ejected, not wrapped, which renders its children in an MDXProvider.
  it('draws the article where an ejected MDXContent renders its children', async () => {
    const { outDir, diagnostics } = await build({ root: site("import React from 'react';\nimport { MDXProvider } from '@mdx-js/react';\nexport default function MDXContent({ children }) {\n  return <MDXProvider components={{}}>{children}</MDXProvider>;\n}\n") });
    expect(diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(read(outDir, '')).toMatch(/<div class="markdown"><div data-island="0"><div class="docgen-mdx-content"><p>The doc.<\/p>\s*<\/div><\/div><\/div>/);
  });

  it("says where it throws, and shows the article without it", async () => {
    const { outDir, diagnostics } = await build({ root: site("export default function Wrapper() {\n  throw new Error('no wrapping today');\n}\n") });
    expect(diagnostics.filter((d) => d.severity !== 'info').map((d) => `${path.basename(d.file)}:${d.line} ${d.severity} ${d.message}`)).toEqual([
      "MDXContent.jsx:1 warning the site's MDXContent cannot be rendered on /docs/ and 1 other page: it threw while rendering: no wrapping today; their articles are shown without it"
    ]);
    expect(read(outDir, '')).toContain('<div class="markdown"><p>The doc.</p>');
  });

  it('is an error at its key where its file is not there', async () => {
    const error = await build({ root: site(undefined, 'src/Missing.jsx') }).catch((e) => e);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error.diagnostics as Diagnostic[]).map((d) => [d.line, d.message])).toEqual([[1, 'config "islands.mdxContent" no file src/Missing.jsx (nor with .js, .jsx, .ts or .tsx, nor its index)']]);
  });
});
