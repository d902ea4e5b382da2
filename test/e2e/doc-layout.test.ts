// A site's own docs layout (islands.docLayout; a Docusaurus site's swizzled `src/theme/DocRoot/Layout`: Databend's and
// Hasura's place the theme's BackToTopButton in it) in Chromium: hydrated without a mismatch, whichever of the site's
// and the page's components load first, the layout drawn around the page's components once hydrated, which work in it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { closePage, openPage, servedSite } from '../setup/browser.js';

const LAYOUT = `import React from 'react';
import BackToTopButton from '@theme/BackToTopButton';
import siteConfig from '@generated/docusaurus.config';

// Read as the module loads, as Hasura's layout reads its analytics settings.
const greeting = siteConfig.customFields.greeting;

export default function DocLayout({ children }) {
  return (
    <div className="doc-layout" data-greeting={greeting}>
      <BackToTopButton />
      {children}
    </div>
  );
}
`;

const COUNTER = `import React, { useState } from 'react';
export default function Counter() {
  const [n, setN] = useState(0);
  return <button type="button" className="counter" onClick={() => setN(n + 1)}>Counted {n}</button>;
}
`;

const dir = path.resolve(import.meta.dirname, '../.tmp/e2e-doc-layout-site');
const out = path.resolve(import.meta.dirname, '../.tmp/e2e-doc-layout');
const site = servedSite(out, async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'content'), { recursive: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'src/DocLayout.jsx'), LAYOUT);
  writeFileSync(path.join(dir, 'src/Counter.jsx'), COUNTER);
  writeFileSync(path.join(dir, 'content/index.mdx'), "---\ntitle: First\n---\n\nimport Counter from '../src/Counter';\n\nThe first article.\n\n<Counter />\n");
  writeFileSync(path.join(dir, 'content/second.md'), '---\ntitle: Second\n---\n\nNo components here.\n');
  writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'Laid out', url: 'https://example.com', customFields: { greeting: 'hello' }, islands: { docLayout: 'src/DocLayout.jsx' } };\n");
  await build({ root: dir, outDir: out });
  rmSync(dir, { recursive: true, force: true });
});

describe("a site's own docs layout", () => {
  it('hydrates without a mismatch, then draws the layout (its back-to-top button, the config it read as it loaded) around the page\'s components, which work in it', async () => {
    const { page, errors, warnings } = await openPage(site, '');
    await page.waitForFunction(() => document.querySelector('.doc-layout .theme-back-to-top-button') !== null, { timeout: 30_000 });
    expect(await page.$eval('.doc-layout', (d) => d.getAttribute('data-greeting'))).toBe('hello');
    // The shell's own back-to-top button gives way to the one the site's layout draws.
    expect(await page.$eval('.back-to-top-scroll', (b) => getComputedStyle(b).display)).toBe('none');
    await page.waitForFunction(() => {
      const b = document.querySelector<HTMLButtonElement>('.counter')!;
      if (b.textContent === 'Counted 0') b.click();
      return b.textContent === 'Counted 1';
    }, { polling: 300, timeout: 30_000 });
    expect([...errors, ...warnings].filter((m) => /hydrat|did not match|mismatch|#418|#423|#425/i.test(m))).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a docs page without components of its own loads the site\'s with the config they read as they load', async () => {
    const { page, errors } = await openPage(site, 'second');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/assets\/island-[^/]*\.js$/.test(r.name)), { timeout: 30_000 });
    await new Promise((r) => setTimeout(r, 500));
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
