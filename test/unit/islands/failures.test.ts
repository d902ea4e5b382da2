// The islands that cannot be bundled, found from esbuild's errors in few bundlings (SuperTokens' docs: every component
// imported through one index of them all, one of which imports a package not installed and a name its module does not
// export; each bundling of its packages takes seconds, and the slow search made some for each island of each page).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as Esbuild from 'esbuild';
import { bundleIslands } from '../../../src/islands/bundle.js';
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
