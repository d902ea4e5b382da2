// The navbar's and footer's `to:` links: one that leads to no page or file of the build is a broken link at its place in the config.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, check } from '../../src/build.js';
import { siteData } from '../../src/render/data.js';

const fixture = path.resolve(import.meta.dirname, '../fixtures/basic');
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function copy(edit: (config: string) => string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-config-links-'));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  const file = path.join(dir, 'site.config.ts');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return dir;
}

const where = (text: string, value: string) => {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes(`'${value}'`));
  return { line: line + 1, column: lines[line].indexOf(`'${value}'`) + 1 };
};

describe('navbar and footer links', () => {
  it('builds the fixture\'s own links without a finding', async () => {
    const root = copy((c) => c);
    const result = await build({ root, outDir: path.join(root, 'out') });
    expect(result.diagnostics.filter((d) => /navbar or footer/.test(d.message))).toEqual([]);
  });

  it('reports a footer and a navbar link to no page at their place in site.config.ts, in build and check; a static file is a place', async () => {
    const root = copy((c) =>
      c
        .replace("items: [{ label: 'Guide', to: '/guide' }]", "items: [{ label: 'Guide', to: '/guide' }, { label: 'Gone', to: '/no-such-page' }, { label: 'Logo', to: '/img/logo.svg' }]")
        .replace("{ href: 'https://example.com', label: 'Out' }", "{ href: 'https://example.com', label: 'Out' }, { to: '/guide/missing#part', label: 'Missing', position: 'right' }, { type: 'dropdown', label: 'Menu', to: '/no-menu', items: [{ label: 'Guide', to: '/guide' }] }")
    );
    const text = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    const result = await build({ root, outDir: path.join(root, 'out') });
    const found = result.diagnostics.filter((d) => /navbar or footer/.test(d.message));
    expect(found).toEqual([
      expect.objectContaining({ ...where(text, '/guide/missing#part'), message: 'broken link: the navbar or footer link "/guide/missing#part" leads to no page (/docs/guide/missing)' }),
      // A dropdown's own link too.
      expect.objectContaining({ ...where(text, '/no-menu'), message: 'broken link: the navbar or footer link "/no-menu" leads to no page (/docs/no-menu)' }),
      expect.objectContaining({ file: expect.stringMatching(/site\.config\.ts$/), ...where(text, '/no-such-page'), severity: 'warning', message: 'broken link: the navbar or footer link "/no-such-page" leads to no page (/docs/no-such-page)' })
    ]);
    const checked = await check({ root });
    expect(checked.diagnostics.filter((d) => /navbar or footer/.test(d.message))).toHaveLength(3);
    // onBrokenLinks: throw makes it an error that stops the build, as a broken link in a page does.
    writeFileSync(path.join(root, 'site.config.ts'), text.replace("title: 'Fixture',", "title: 'Fixture',\n  onBrokenLinks: 'throw',"));
    await expect(build({ root, outDir: path.join(root, 'out2') })).rejects.toThrow(/build failed/);
  });

  it('takes a link without the slash to the index doc of a docs folder routed at its own path, with trailingSlash: false (its folder\'s index.html)', async () => {
    const root = copy((c) =>
      c
        .replace("title: 'Fixture',", "title: 'Fixture',\n  trailingSlash: false,\n  docsInstances: [{ id: 'community', path: 'community', routeBasePath: 'community' }],")
        .replace("items: [{ label: 'Guide', to: '/guide' }]", "items: [{ label: 'Guide', to: '/guide' }, { label: 'Community', to: '/community' }, { label: 'Gone', to: '/community/gone' }]")
    );
    mkdirSync(path.join(root, 'community'));
    writeFileSync(path.join(root, 'community/welcome.md'), '---\nslug: /\n---\n\n# Welcome\n\nTo the community.\n');
    const result = await build({ root, outDir: path.join(root, 'out') });
    expect(existsSync(path.join(root, 'out/community/index.html'))).toBe(true);
    expect(result.diagnostics.filter((d) => /navbar or footer/.test(d.message)).map((d) => d.message)).toEqual(['broken link: the navbar or footer link "/community/gone" leads to no page (/docs/community/gone)']);
  });

  it('reports a logo whose file is not in the build as a broken image at its src; onBrokenImages says how much it counts', async () => {
    // The fixture's own logos (img/logo.svg, img/logo-dark.svg) are found: no finding in the first test's build; nor for
    // `./img/logo.svg`, which the browser reads as `/docs/img/logo.svg` (OpenDAL's footer logo).
    const root = copy((c) => c.replace("srcDark: 'img/logo-dark.svg'", "srcDark: 'img/gone-dark.svg'").replace("src: 'img/logo.svg'", "src: './img/logo.svg'").replace("title: 'Fixture',", "title: 'Fixture',\n  onBrokenImages: 'throw',"));
    const text = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    await expect(build({ root, outDir: path.join(root, 'out') })).rejects.toThrow(/build failed/);
    const checked = await check({ root });
    expect(checked.diagnostics.filter((d) => /logo/.test(d.message))).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/site\.config\.ts$/), ...where(text, 'img/gone-dark.svg'), severity: 'error', broken: 'image', message: 'broken image: the logo "img/gone-dark.svg" is no file of the site (/docs/img/gone-dark.svg)' })
    ]);
  });

  it('writes a link in another case than its page\'s route as the route, with a warning, as a page\'s link (Docusaurus\'s router matches either)', async () => {
    const root = copy((c) =>
      c
        .replace("items: [{ label: 'Guide', to: '/guide' }]", "items: [{ label: 'Guide', to: '/Guide/Setup' }]")
        .replace("{ href: 'https://example.com', label: 'Out' }", "{ href: 'https://example.com', label: 'Out' }, { to: '/GUIDE/usage#step', label: 'Usage', position: 'right' }")
    );
    const text = readFileSync(path.join(root, 'site.config.ts'), 'utf8');
    const result = await build({ root, outDir: path.join(root, 'out') });
    expect(result.diagnostics.filter((d) => /navbar or footer/.test(d.message))).toEqual([
      expect.objectContaining({ ...where(text, '/GUIDE/usage#step'), severity: 'warning', message: 'the navbar or footer link "/GUIDE/usage#step" differs in case from its page\'s route (/docs/guide/usage): written as the route' }),
      expect.objectContaining({ ...where(text, '/Guide/Setup'), severity: 'warning', message: 'the navbar or footer link "/Guide/Setup" differs in case from its page\'s route (/docs/guide/setup): written as the route' })
    ]);
    expect(result.diagnostics.filter((d) => d.broken)).toEqual([]);
    const html = readFileSync(path.join(root, 'out/index.html'), 'utf8');
    expect(html).toContain('href="/docs/guide/usage#step"');
    expect(html).toContain('href="/docs/guide/setup"');
    expect(html).not.toMatch(/href="\/docs\/(Guide|GUIDE)/);
  });

  it('gives a link to no page of the build target="_self" (a folder of static files, the brand\'s home served by another build), so the router neither prefetches nor loads its data', async () => {
    const root = copy((c) =>
      c
        .replace("alt: 'Fixture' }", "alt: 'Fixture', href: '/docs/home/' }")
        .replace("items: [{ label: 'Guide', to: '/guide' }]", "items: [{ label: 'Guide', to: '/guide' }, { label: 'All files', to: '/files/' }]")
        .replace("{ href: 'https://example.com', label: 'Out' }", "{ href: 'https://example.com', label: 'Out' }, { to: '/files/', label: 'Files' }, { to: '/GUIDE/usage', label: 'Usage' }, { to: '/guide/setup?tab=a#step', label: 'Setup' }")
    );
    mkdirSync(path.join(root, 'static/files'));
    writeFileSync(path.join(root, 'static/files/index.html'), '<!doctype html><title>Files</title><p>Files.</p>');
    const { sites } = await check({ root });
    const { navbar } = siteData(sites[0]);
    expect(navbar).toMatchObject({ home: '/docs/home/', target: '_self' });
    const items = Object.fromEntries(navbar.items.map((i) => [i.label, i]));
    expect(items.Files).toMatchObject({ href: '/docs/files/', target: '_self' });
    // Pages: a doc item's, one written in another case (written as the route), one with a query and a hash.
    for (const label of ['Guide', 'Usage', 'Setup']) expect(items[label], label).not.toHaveProperty('target');
    expect(items.Out).toMatchObject({ target: '_blank' });
    const footer = Object.fromEntries(siteData(sites[0]).footer!.columns[0].items.map((i) => ['label' in i ? i.label : '', i]));
    expect(footer['All files']).toMatchObject({ href: '/docs/files/', target: '_self' });
    expect(footer.Guide).not.toHaveProperty('target');
    // The fixture's own brand leads to its home page.
    const plain = await check({ root: copy((c) => c) });
    expect(siteData(plain.sites[0]).navbar).not.toHaveProperty('target');
    const built = await build({ root, outDir: path.join(root, 'out') });
    expect(built.diagnostics.filter((d) => /navbar or footer/.test(d.message))).toEqual([expect.objectContaining({ message: expect.stringContaining('differs in case') })]);
    const html = readFileSync(path.join(root, 'out/guide/index.html'), 'utf8');
    expect(html).toContain('<a class="navbar-brand" href="/docs/home/" target="_self">');
    expect(html.match(/<a[^>]*href="\/docs\/files\/"[^>]*>/g)).toEqual(['<a class="navbar-link" href="/docs/files/" target="_self">', '<a class="menu-link" href="/docs/files/" target="_self">', '<a href="/docs/files/" target="_self">']);
  });
});
