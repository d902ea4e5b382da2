// A component whose code throws on the server (it reads the window as it renders, as Gladys's home page reads
// `navigator`) in Chromium: the build says so, and the browser draws it, with no hydration error; on a site without a
// Root (each island its own root) and on one with a Root (every island a portal of the site's tree).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { axeProblems, closePage, openPage, servedSite } from '../setup/browser.js';
import type { Diagnostic } from '../../src/types.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A Docusaurus site in the system's temp folder (no node_modules of its own), with a Root when `root`, built; its findings. */
function site(root: boolean) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-browser-only-'));
  made.push(dir);
  const findings: Diagnostic[] = [];
  const served = servedSite(path.join(dir, 'build'), async () => {
    const file = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    };
    file('docusaurus.config.js', "module.exports = { title: 'Where', url: 'https://where.example', baseUrl: '/', favicon: 'img/icon.svg', presets: [['classic', { blog: false }]] };\n");
    file('src/pages/index.md', '# Home\n');
    file('static/img/icon.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n');
    file('src/components/WhereAmI.jsx', 'export default function WhereAmI() {\n  return <p className="where-am-i">You are reading {window.location.pathname}</p>;\n}\n');
    file('src/components/Counter.jsx', "import { useState } from 'react';\nexport default function Counter() {\n  const [n, setN] = useState(1);\n  return <button type=\"button\" className=\"counter\" onClick={() => setN(n + 1)}>{n}</button>;\n}\n");
    if (root) file('src/theme/Root.js', "export default function Root({ children }) {\n  return <div className=\"site-root\">{children}</div>;\n}\n");
    // A React page whose own <main> the server cannot render (it reads the window as it renders).
    file('src/pages/where.jsx', "import Layout from '@theme/Layout';\nexport default function Where() {\n  return <Layout title=\"Where\"><main className=\"where-main\"><h1>Where</h1><p>You are at {window.location.pathname}</p></main></Layout>;\n}\n");
    file('docs/intro.mdx', "import WhereAmI from '@site/src/components/WhereAmI';\nimport Counter from '@site/src/components/Counter';\n\n# Where\n\n<WhereAmI />\n\n<Counter />\n");
    findings.push(...(await build({ root: dir })).diagnostics);
  }, '/');
  return { served, findings };
}

for (const root of [false, true]) {
  const { served, findings } = site(root);
  describe(`a component that throws on the server, on a site ${root ? 'with' : 'without'} a Root`, () => {
    it('is said at its line, and drawn by the browser with no hydration error; the page\'s other component is hydrated', async () => {
      expect(findings.filter((d) => d.broken === 'component').map((d) => `${d.file.split('/').slice(-2).join('/')}:${d.line}: ${d.message}`)).toEqual([
        "docs/intro.mdx:6: component <WhereAmI> cannot be rendered: it threw while rendering: window is not defined; the browser draws it (the page's HTML has nothing in its place)",
        "pages/where.jsx:1: component <where.jsx> cannot be rendered: it threw while rendering: window is not defined; the browser draws it (the page's HTML has nothing in its place)"
      ]);
      const { page, errors } = await openPage(served, 'docs/intro');
      await page.waitForFunction(() => document.querySelector('.where-am-i') !== null, { timeout: 30_000 });
      expect(await page.$eval('.where-am-i', (p) => p.textContent)).toBe('You are reading /docs/intro');
      // Hydrated once a click counts (the chunk may still be arriving: try until it does).
      await page.waitForFunction(() => {
        document.querySelector<HTMLButtonElement>('.counter')!.click();
        return Number(document.querySelector('.counter')!.textContent) > 1;
      }, { polling: 200, timeout: 30_000 });
      expect(errors).toEqual([]);
      await closePage(page);
    });

    it('draws a React page whose own <main> the server could not render with no second main landmark around it', async () => {
      const { page, errors } = await openPage(served, 'where');
      await page.waitForFunction(() => document.querySelector('.where-main') !== null, { timeout: 30_000 });
      expect(await page.evaluate(() => [...document.querySelectorAll('main, [role="main"]')].map((m) => m.className))).toEqual(['where-main']);
      // The skip link still leads to the page's content.
      expect(await page.evaluate(() => document.getElementById('main')?.contains(document.querySelector('.where-main')))).toBe(true);
      expect(await axeProblems(page)).toEqual([]);
      expect(errors).toEqual([]);
      await closePage(page);
    });
  });
}
