// A site's own MDXContent (islands.mdxContent; a Docusaurus site's swizzled `src/theme/MDXContent`, pnpm's advert before
// each doc) in Chromium: what it draws before and after the article, on the server and hydrated, with the article's own
// component working inside it; after client navigation the next page's article in it; with a Root too (the site's tree).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, servedSite } from '../setup/browser.js';

const WRAPPER = `import React, { useState } from 'react';
import MDXContent from '@theme-original/MDXContent';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

export default function Wrapper(props) {
  // useDoc() on a docs page only, as in Docusaurus; what its content has on it on a post too.
  const { frontMatter } = props.children.type.metadata.permalink.includes('/blog/') ? props.children.type : useDoc();
  const [likes, setLikes] = useState(0);
  return (
    <>
      <p className="before">Before {String(frontMatter.title)}</p>
      <p className="source">{props.children.type.metadata.source}</p>
      <MDXContent {...props} />
      <button type="button" className="likes" onClick={() => setLikes(likes + 1)}>Likes {likes}</button>
    </>
  );
}
`;

const COUNTER = `import React, { useState } from 'react';
export default function Counter() {
  const [n, setN] = useState(0);
  return <button type="button" className="counter" onClick={() => setN(n + 1)}>Counted {n}</button>;
}
`;

/** A site whose MDXContent wraps each doc; `root`: with a Root as well, so that the islands are one tree. */
function wrappedSite(name: string, root: boolean) {
  const dir = path.resolve(import.meta.dirname, `../.tmp/e2e-${name}-site`);
  const out = path.resolve(import.meta.dirname, `../.tmp/e2e-${name}`);
  return servedSite(out, async () => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, 'content'), { recursive: true });
    mkdirSync(path.join(dir, 'src'), { recursive: true });
    writeFileSync(path.join(dir, 'src/MDXContent.jsx'), WRAPPER);
    writeFileSync(path.join(dir, 'src/Counter.jsx'), COUNTER);
    if (root) writeFileSync(path.join(dir, 'src/Root.jsx'), "import React from 'react';\nexport default function Root({ children }) {\n  return <div className=\"site-root\">{children}</div>;\n}\n");
    writeFileSync(path.join(dir, 'content/index.mdx'), "---\ntitle: First\nsidebar_position: 1\n---\n\nimport Counter from '../src/Counter';\n\nThe first article.\n\n<Counter />\n\n## Details\n\nMore of the first, and [the second](./second.md).\n");
    writeFileSync(path.join(dir, 'content/second.md'), '---\ntitle: Second\nsidebar_position: 2\n---\n\nThe second article.\n');
    mkdirSync(path.join(dir, 'blog'));
    writeFileSync(path.join(dir, 'blog/2024-01-01-news.md'), '---\ntitle: News\n---\n\nThe post.\n');
    writeFileSync(path.join(dir, 'site.config.ts'), `export default { title: 'Wrapped', url: 'https://example.com', islands: { mdxContent: 'src/MDXContent.jsx'${root ? ", root: 'src/Root.jsx'" : ''} } };\n`);
    await build({ root: dir, outDir: out });
    rmSync(dir, { recursive: true, force: true });
  });
}

/** What the wrapper and the article show: the line before, the article's text, the counter's and the likes' labels. */
const shown = (page: Page) =>
  page.$eval('.markdown', (m) => [m.querySelector('.before')?.textContent, m.querySelector('.docgen-mdx-content > p')?.textContent, m.querySelector('.counter')?.textContent ?? null, m.querySelector('.likes')?.textContent]);

/** Clicks `selector` until its label is `text` (the island may still be hydrating: a click before then does nothing). */
const clickUntil = (page: Page, selector: string, text: string) =>
  page.waitForFunction(
    (s, t) => {
      const b = document.querySelector<HTMLButtonElement>(s)!;
      if (b.textContent !== t) b.click();
      return document.querySelector(s)!.textContent === t;
    },
    { polling: 300, timeout: 30_000 },
    selector,
    text
  );

describe.each([
  ['mdx-content', false],
  ['mdx-content-root', true]
] as const)("a site's own MDXContent around the article (%s)", (name, root) => {
  const site = wrappedSite(name, root);

  it('draws what it adds before and after the article without JavaScript', async () => {
    const { page } = await openPage(site, '', { js: false });
    expect(await shown(page)).toEqual(['Before First', 'The first article.', 'Counted 0', 'Likes 0']);
    // The article's headings keep their ids inside it; the content it is given names its file, as Docusaurus's does.
    expect(await page.$eval('.docgen-mdx-content h2', (h) => h.id)).toBe('details');
    expect(await page.$eval('.markdown .source', (p) => p.textContent)).toBe('@site/content/index.mdx');
    await closePage(page);
  });

  it("is hydrated with the article's own component working inside it, and goes around the next page's article after client navigation", async () => {
    const { page, errors, warnings } = await openPage(site, '');
    await clickUntil(page, '.markdown .likes', 'Likes 1');
    await clickUntil(page, '.markdown .counter', 'Counted 1');
    expect(await shown(page)).toEqual(['Before First', 'The first article.', 'Counted 1', 'Likes 1']);
    // Liked again: the wrapper renders again, and the article, with the counter's state, stays as it was.
    await page.click('.markdown .likes');
    expect(await shown(page)).toEqual(['Before First', 'The first article.', 'Counted 1', 'Likes 2']);
    expect([...errors, ...warnings].filter((m) => /hydrat|did not match|mismatch/i.test(m))).toEqual([]);
    expect(errors).toEqual([]);
    // Client navigation: the next doc's article, in a wrapper of its own.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await Promise.all([page.waitForFunction(() => location.pathname.endsWith('/second')), page.click('.docgen-mdx-content a[href$="/second"]')]);
    await page.waitForFunction(() => document.querySelector('.markdown .before')?.textContent === 'Before Second');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await clickUntil(page, '.markdown .likes', 'Likes 1');
    expect(await shown(page)).toEqual(['Before Second', 'The second article.', null, 'Likes 1']);
    expect(await page.$eval('.markdown .source', (p) => p.textContent)).toBe('@site/content/second.md');
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("goes around a post's content, between its header and its footer", async () => {
    const { page, errors } = await openPage(site, 'blog/2024/01/01/news');
    await clickUntil(page, '.markdown .likes', 'Likes 1');
    expect(await page.$eval('.markdown', (m) => [...m.children].map((c) => c.tagName.toLowerCase() + (c.matches('[data-island]') ? `: ${c.querySelector('.before')?.textContent} / ${c.querySelector('.docgen-mdx-content')?.textContent?.trim()}` : '')))).toEqual(['header', 'div: Before News / The post.', 'footer']);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
