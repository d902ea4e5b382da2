// A site's own doc footer (islands.docFooter; a Docusaurus site's swizzled `src/theme/DocItem/Footer`, SQD's rating
// widget above the edit link, Casdoor's contributors), built: below each doc's article in place of docgen's own footer
// (its tags, edit link and last update, which the theme's parts draw as docgen does); one that wraps docgen's; one that
// throws is a warning at its file and the pages keep docgen's; not on other pages.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { tempDirs } from '../setup/files.js';
import { EJECTED, ITEM_PAGINATOR, PAGINATOR, footerSite } from '../setup/doc-footer-site.js';
import type { Diagnostic } from '../../src/types.js';

const tempDir = tempDirs('docgen-doc-footer-');

/** The findings, but that the site's folder is no git clone (its pages' last update is their front matter's). */
const findings = (ds: Diagnostic[]) => ds.filter((d) => d.severity !== 'info' && !d.message.startsWith('docs.showLastUpdateTime'));
const read = (out: string, route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');
/** The page's data (what the theme draws from: its edit link and last update). */
const data = (html: string) => JSON.parse(/<script id="__docgen_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]).page as { html: string; editUrl?: string; lastUpdate?: string; prev?: object; next?: object };

describe("a site's own doc footer, built", () => {
  it("takes the place of docgen's footer below each doc, drawing its tags, edit link and last update as docgen does", async () => {
    const root = tempDir();
    footerSite(root, EJECTED);
    const { outDir, diagnostics } = await build({ root });
    expect(findings(diagnostics)).toEqual([]);
    const first = read(outDir, '');
    const footer = /<div data-island="0">([^]*?)<\/div><\/div>/.exec(first)?.[1] ?? '';
    expect(footer).toContain('<p class="rating">Was this helpful? <button type="button">Yes</button></p><footer class="site-footer">');
    expect(footer).toContain('<div class="tags-row"><b>Tags:</b><ul class="tags-list"><li><a class="tag" href="/docs/tags/setup">setup</a></li></ul></div>');
    expect(footer).toContain('<a class="theme-edit-this-page" href="https://github.com/f/f/edit/main/content/index.md" target="_blank" rel="noopener noreferrer">Edit this page</a>');
    expect(footer).toMatch(/<span class="last-updated theme-last-updated">Last updated on <b><time datetime="2024-05-01T00:00:00.000Z">May 1, 2024<\/time><\/b> by <b>Ada<\/b><\/span>/);
    // docgen's own: none (its tags row once, the footer's; no edit link or last update in the page's data).
    expect(first.match(/class="tags-row"/g)).toHaveLength(1);
    expect(first).not.toContain('class="doc-meta-row"');
    expect([data(first).editUrl, data(first).lastUpdate]).toEqual([undefined, undefined]);
    // The second doc's own edit link, in its footer; no tags.
    const second = read(outDir, 'second');
    expect(second).toContain('<footer class="site-footer"><a class="theme-edit-this-page" href="https://github.com/f/f/edit/main/content/second.md"');
    expect(data(second).editUrl).toBeUndefined();
    // Not below a markdown page or a post.
    for (const route of ['about', 'blog/2024/01/01/hello']) expect(read(outDir, route), route).not.toContain('class="rating"');
  });

  it("wraps docgen's own footer, which @theme-original/DocItem/Footer draws", async () => {
    const root = tempDir();
    footerSite(root, "import React from 'react';\nimport Footer from '@theme-original/DocItem/Footer';\nexport default function Wrapper(props) {\n  return <><Footer {...props} /><div className=\"comments\">Comments</div></>;\n}\n");
    const { outDir, diagnostics } = await build({ root });
    expect(findings(diagnostics)).toEqual([]);
    const footer = /<div data-island="0">([^]*?)<div class="comments">Comments<\/div>/.exec(read(outDir, ''))?.[1] ?? '';
    expect(footer).toMatch(/^<footer class="doc-footer"><div class="tags-row">[^]*<\/div><div class="doc-meta-row"><div class="edit-this-page"><a class="theme-edit-this-page" href="https:\/\/github.com\/f\/f\/edit\/main\/content\/index.md"[^>]*>Edit this page<\/a><\/div><span class="last-updated theme-last-updated">Last updated on [^]*<\/span><\/div><\/footer>$/);
  });

  it("one that throws is a warning at its file, once, and the pages keep docgen's footer", async () => {
    const root = tempDir();
    footerSite(root, "export default function Footer() {\n  throw new Error('no rating service');\n}\n");
    const { outDir, diagnostics } = await build({ root });
    expect(findings(diagnostics).map((d) => `${d.file}:${d.line}: ${d.message}`)).toEqual([
      expect.stringMatching(/Footer\.jsx:1: the site's doc footer cannot be rendered on \/docs\/ and 1 other page: it threw while rendering: no rating service; they show docgen's$/)
    ]);
    const first = read(outDir, '');
    expect(first).toContain('class="tags-row"');
    expect(data(first).editUrl).toBe('https://github.com/f/f/edit/main/content/index.md');
    expect(data(first).lastUpdate).toContain('Ada');
  });

  // Casdoor's DocPaginator wrapper: Giscus comments after the theme's paginator.
  it("a paginator of the site's own, given the previous and next docs, below docgen's footer (an island too, to keep the order)", async () => {
    const root = tempDir();
    footerSite(root, undefined, PAGINATOR);
    const { outDir, diagnostics } = await build({ root });
    expect(findings(diagnostics)).toEqual([]);
    const first = read(outDir, '');
    const below = /<div data-island="0">(<footer class="doc-footer">[^]*?<\/footer>)<\/div><div data-island="1">([^]*?)<\/div><\/div>/.exec(first);
    expect(below?.[1]).toContain('<a class="theme-edit-this-page" href="https://github.com/f/f/edit/main/content/index.md"');
    expect(below?.[2]).toBe('<nav class="pagination" aria-label="Docs pages"><a class="pagination-link pagination-next" href="/docs/second"><span class="pagination-sub">Next</span><span class="pagination-label">Second</span></a></nav><section class="comments" aria-label="Comments">Comments on <!-- -->a doc with a next</section>');
    expect([data(first).prev, data(first).next, data(first).editUrl]).toEqual([undefined, undefined, undefined]);
    expect(read(outDir, 'second')).toMatch(/<a class="pagination-link pagination-prev" href="\/docs\/"><span class="pagination-sub">Previous<\/span><span class="pagination-label">Start<\/span><\/a><\/nav><section class="comments" aria-label="Comments">Comments on <!-- -->the last doc<\/section>/);
    // One that throws: said once at its file; the pages keep docgen's paginator (and their footer, drawn as an island).
    writeFileSync(path.join(root, 'src/Paginator.jsx'), "export default function P() {\n  throw new Error('no comments service');\n}\n");
    const again = await build({ root });
    expect(findings(again.diagnostics).map((d) => `${d.file}:${d.line}: ${d.message}`)).toEqual([expect.stringMatching(/Paginator\.jsx:1: the site's doc paginator cannot be rendered on \/docs\/ and 1 other page: it threw while rendering: no comments service; they show docgen's$/)]);
    expect(data(read(again.outDir, '')).next).toEqual({ label: 'Second', href: '/docs/second' });
    // Docusaurus 2's alphas gave it the doc's metadata (Datagit's reads `props.metadata.next`): that too.
    writeFileSync(path.join(root, 'src/Paginator.jsx'), 'export default function P({ metadata }) {\n  return <nav className="old">{metadata.next && <a href={metadata.next.permalink}>{metadata.next.title}</a>}</nav>;\n}\n');
    const alpha = await build({ root });
    expect(findings(alpha.diagnostics)).toEqual([]);
    expect(read(alpha.outDir, '')).toContain('<nav class="old"><a href="/docs/second">Second</a></nav>');
  });

  // Docusaurus 3's DocItem/Paginator swizzled (the part that draws DocPaginator): it was a warning, left out.
  it("a DocItem/Paginator of the site's own, which wraps the theme's and reads useDoc()", async () => {
    const root = tempDir();
    footerSite(root, undefined, ITEM_PAGINATOR);
    const { outDir, diagnostics } = await build({ root });
    expect(findings(diagnostics)).toEqual([]);
    expect(read(outDir, '')).toContain('<nav class="pagination" aria-label="Docs pages"><a class="pagination-link pagination-next" href="/docs/second"><span class="pagination-sub">Next</span><span class="pagination-label">Second</span></a></nav><aside class="feedback">Read on: Second</aside>');
    expect(read(outDir, 'second')).toMatch(/<a class="pagination-link pagination-prev" href="\/docs\/"><span class="pagination-sub">Previous<\/span><span class="pagination-label">Start<\/span><\/a><\/nav><aside class="feedback">The last doc<\/aside>/);
  });
});
