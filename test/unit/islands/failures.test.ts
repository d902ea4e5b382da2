// The islands that cannot be bundled, found from esbuild's errors in few bundlings (SuperTokens' docs: every component
// imported through one index of them all, one of which imports a package not installed and a name its module does not
// export; each bundling of its packages takes seconds, and the slow search made some for each island of each page).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as Esbuild from 'esbuild';
import { bundleIslands, findFailures, type Shared } from '../../../src/islands/bundle.js';
import type { PageModule } from '../../../src/islands/plugin.js';

// esbuild itself, each of its bundlings counted.
const builds = vi.hoisted(() => ({ count: 0 }));
vi.mock('esbuild', async (importOriginal) => {
  const real = await importOriginal<typeof Esbuild>();
  return { ...real, build: (options: Esbuild.BuildOptions) => (builds.count++, real.build(options)) };
});

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-failures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};

describe('islands that cannot be bundled', () => {
  it('are found from the errors, those behind an import that cannot be resolved too, in a few bundlings however many islands a page has', async () => {
    const names = Array.from({ length: 16 }, (_, i) => `Part${i}`);
    for (const name of names) put(`src/components/${name}.js`, `export function ${name}() { return <p>${name}</p>; }\n`);
    put('src/components/lib.js', 'export const other = 1;\n');
    // A package not installed, and in another file a name lib.js does not export: esbuild says the second only once
    // the first is gone.
    put('src/components/Broken.js', "import 'not-installed-anywhere';\nexport function Broken() { return <p>broken</p>; }\n");
    put('src/components/Unexported.js', "import { missingName } from './lib.js';\nexport function Unexported() { return <p>{missingName}</p>; }\n");
    put('src/components/index.js', [...names, 'Broken', 'Unexported'].map((n) => `export * from './${n}.js';\n`).join(''));
    put('docs/page.mdx', '');
    const page: PageModule = { key: 'p', dir: path.join(dir, 'docs'), statements: [{ source: `import { ${names.join(', ')} } from '@site/src/components';`, names }], jsx: names.map((n) => `<${n} />`) };
    const alone: PageModule = { key: 'q', dir: path.join(dir, 'docs'), statements: [{ source: "import { Part0 } from '@site/src/components/Part0.js';", names: ['Part0'] }], jsx: ['<Part0 />'] };
    builds.count = 0;
    const bundled = await bundleIslands(new Map([['p', page], ['q', alone]]), { aliases: { '@site': dir }, define: {}, siteDir: dir, roots: [dir], textFiles: [], publicPath: '/assets/', outdir: path.join(dir, 'out') });
    // Every island of the page reaches Broken.js through the index (and Unexported.js); the other page's does not.
    expect([...bundled.failed.keys()]).toEqual(['p']);
    expect([...bundled.failed.get('p')!.keys()]).toEqual(names.map((_, i) => i));
    expect(new Set([...bundled.failed.get('p')!.values()].map((e) => `${e.text} (${path.basename(e.file!)}:${e.line})`))).toEqual(new Set(['cannot import "not-installed-anywhere": the package "not-installed-anywhere" is not installed, and docgen has no stand-in for it (Broken.js:1)']));
    expect(bundled.entries.has('q')).toBe(true);
    // 11 bundlings; the slow search, which bundled each island on its own, made 43.
    expect(builds.count).toBeLessThanOrEqual(16);
  });
});

describe('islands that cannot be bundled, through files many components share', () => {
  it('are found from a Sass file several components import, and a file left out whose names others import', async () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'docgen-failures-sass-'));
    try {
      const at = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
        writeFileSync(path.join(site, file), text);
      };
      // Six cards import one stylesheet, and no Sass compiler is installed: esbuild loads the file once, and would say
      // its error at one importer only (SuperTokens' docs). Broken.js imports a package not installed; the index
      // re-exports it by `export *`, so a page that imports its name through the index fails too.
      const cards = Array.from({ length: 6 }, (_, i) => `Card${i}`);
      at('src/components/Cards/styles.scss', '.card { color: red; }\n');
      for (const c of cards) at(`src/components/Cards/${c}.js`, `import './styles.scss';\nexport function ${c}() { return <p>${c}</p>; }\n`);
      at('src/components/Broken.js', "import 'not-installed-anywhere';\nexport function Broken() { return <p>broken</p>; }\n");
      at('src/components/Fine.js', 'export function Fine() { return <p>fine</p>; }\n');
      at('src/components/index.js', ['Broken', 'Fine'].map((n) => `export * from './${n}.js';\n`).join(''));
      const docs = path.join(site, 'docs');
      const modules = new Map<string, PageModule>([
        ['cards', { key: 'cards', dir: docs, statements: cards.map((c) => ({ source: `import { ${c} } from '@site/src/components/Cards/${c}.js';`, names: [c] })), jsx: cards.map((c) => `<${c} />`) }],
        ['broken', { key: 'broken', dir: docs, statements: [{ source: "import { Broken } from '@site/src/components';", names: ['Broken'] }], jsx: ['<Broken />'] }],
        ['fine', { key: 'fine', dir: docs, statements: [{ source: "import { Fine } from '@site/src/components/Fine.js';", names: ['Fine'] }], jsx: ['<Fine />'] }]
      ]);
      builds.count = 0;
      const bundled = await bundleIslands(modules, { aliases: { '@site': site }, define: {}, siteDir: site, roots: [site], textFiles: [], publicPath: '/assets/', outdir: path.join(site, 'out') });
      expect([...bundled.failed.keys()].sort()).toEqual(['broken', 'cards']);
      const said = (key: string) => [...bundled.failed.get(key)!].map(([i, e]) => `${i} ${e.text} (${path.relative(site, e.file ?? '?')}:${e.line})`);
      expect(said('cards')).toEqual(cards.map((_, i) => `${i} styles.scss is Sass, and no Sass compiler is installed where the site can find it: install the package "sass" (npm install --save-dev sass) (src/components/Cards/styles.scss:1)`));
      expect(said('broken')).toEqual(['0 cannot import "not-installed-anywhere": the package "not-installed-anywhere" is not installed, and docgen has no stand-in for it (src/components/Broken.js:1)']);
      expect(bundled.entries.has('fine')).toBe(true);
      // 9 bundlings; with the left-out file read as empty (its names missing: the import graph given up), 27.
      expect(builds.count).toBeLessThanOrEqual(12);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('a Sass file whose partial does not compile', () => {
  it('fails the islands that reach the Sass file, from its error, saying the partial\'s place', async () => {
    // Inside docgen's folder, so that its own `sass` package compiles the site's files.
    mkdirSync(path.join(import.meta.dirname, '../../.tmp'), { recursive: true });
    const site = mkdtempSync(path.join(import.meta.dirname, '../../.tmp/docgen-failures-partial-'));
    try {
      const at = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
        writeFileSync(path.join(site, file), text);
      };
      at('src/components/_vars.scss', '$size: 2px;\n.x { color: $missing; }\n');
      at('src/components/card.module.scss', "@use 'vars';\n.card { padding: vars.$size; }\n");
      for (const c of ['CardA', 'CardB', 'CardC']) at(`src/components/${c}.js`, `import styles from './card.module.scss';\nexport function ${c}() { return <p className={styles.card}>${c}</p>; }\n`);
      at('src/components/Fine.js', 'export function Fine() { return <p>fine</p>; }\n');
      const docs = path.join(site, 'docs');
      const modules = new Map<string, PageModule>(['CardA', 'CardB', 'CardC', 'Fine'].map((c) => [c, { key: c, dir: docs, statements: [{ source: `import { ${c} } from '@site/src/components/${c}.js';`, names: [c] }], jsx: [`<${c} />`] }]));
      builds.count = 0;
      const bundled = await bundleIslands(modules, { aliases: { '@site': site }, define: {}, siteDir: site, roots: [site], textFiles: [], publicPath: '/assets/', outdir: path.join(site, 'out') });
      expect([...bundled.failed.keys()].sort()).toEqual(['CardA', 'CardB', 'CardC']);
      for (const errors of bundled.failed.values()) {
        const e = errors.get(0)!;
        expect(path.relative(site, e.file!)).toBe('src/components/card.module.scss');
        expect(e.text).toMatch(/^Undefined variable\. \(src\/components\/_vars\.scss:2:13\)$/);
      }
      expect(bundled.entries.has('Fine')).toBe(true);
      // 9 bundlings; with the error at the partial, which no island's bundle names, the slow search made 19.
      expect(builds.count).toBeLessThanOrEqual(12);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('the slow search for islands that cannot be bundled', () => {
  // Twelve pages of two islands, eight of which have one island that needs a package not installed, each its own.
  const site = mkdtempSync(path.join(os.tmpdir(), 'docgen-failures-search-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const docs = path.join(site, 'docs');
  const broken = (i: number) => i % 3 !== 2;
  const modules = new Map<string, PageModule>(Array.from({ length: 12 }, (_, i) => [`m${i}`, { key: `m${i}`, dir: docs, statements: broken(i) ? [{ source: `import { x${i} } from 'missing-package-${i}';`, names: [`x${i}`] }] : [], jsx: [broken(i) ? `<p>{x${i}}</p>` : '<p>fine</p>', `<b>${i}</b>`] }]));
  const shared = (): Shared => ({ aliases: {}, define: {}, siteDir: site, roots: [site], publicPath: '/assets/', textFiles: [], read: new Set(), listed: new Set(), assets: new Map() });
  const failing = [...modules.keys()].filter((_, i) => broken(i));

  it('finds each failing page by halving, and its failing island', async () => {
    builds.count = 0;
    const failed = await findFailures(modules, shared(), path.join(site, 'out'));
    expect([...failed.keys()].sort()).toEqual(failing.sort());
    for (const key of failing) expect([...failed.get(key)!].map(([i, e]) => `${i} ${e.text}`)).toEqual([`0 cannot import "missing-package-${key.slice(1)}": the package "missing-package-${key.slice(1)}" is not installed, and docgen has no stand-in for it`]);
    // 39 (two per halving of a failing group, one per island of a failing page): the budget, 64, not reached.
    expect(builds.count / 2).toBeLessThanOrEqual(40);
  });

  it('stops after its budget of bundlings, the pages still failing together failed whole, and says so', async () => {
    builds.count = 0;
    const failed = await findFailures(modules, shared(), path.join(site, 'out'), undefined, 6);
    // Six, and one for each level of halving left untried when the budget ran out (four for twelve pages).
    expect(builds.count / 2).toBeLessThanOrEqual(6 + 4);
    for (const key of failing) expect(failed.has(key)).toBe(true);
    const texts = [...failed.values()].flatMap((e) => [...e.values()].map((x) => x.text));
    expect(texts.some((t) => /^cannot import "missing-package-\d+": .* \(the error of this island or of another among \d+ pages bundled together: docgen stopped looking for which after 6 bundlings\)$/.test(t))).toBe(true);
    expect(texts.every((t) => t.startsWith('cannot import "missing-package-'))).toBe(true);
  });
});
