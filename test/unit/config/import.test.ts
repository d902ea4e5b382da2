// Loading a config module: packages as Docusaurus's loader gives them, and `require.resolve` of one not installed.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importModule } from '../../../src/config/import.js';

const made: string[] = [];
const tempSite = () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'docgen-cjs-'));
  made.push(site);
  return site;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A package installed in the site's node_modules: its package.json and its index.js. */
const installed = (site: string, manifest: { name: string } & Record<string, unknown>, index: string) => {
  const dir = path.join(site, 'node_modules', manifest.name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'index.js'), index);
};
const ESM_PKG = { name: 'esm-pkg', type: 'module', exports: './index.js' };
const SHOUT = "export const shout = (s) => s + '!';\n";

// A config importing an installed CommonJS package as a namespace (`import * as yaml from 'js-yaml'`) sees its
// properties, as Docusaurus's loader gives them (Node's own import would give such a package a default export only).

describe('a config importing a CommonJS package', () => {
  it('gets its properties through a namespace import, and its module.exports as the default', async () => {
    const site = tempSite();
    installed(site, { name: 'cjs-yaml', main: 'index.js' }, "const api = { load: (s) => s.toUpperCase() };\nmodule.exports = api;\n");
    installed(site, ESM_PKG, SHOUT);
    const file = path.join(site, 'docusaurus.config.mjs');
    writeFileSync(file, "import * as yaml from 'cjs-yaml';\nimport whole from 'cjs-yaml';\nimport { shout } from 'esm-pkg';\nexport default { title: yaml.load('a'), again: whole.load('b'), loud: shout('c') };\n");
    expect(await importModule(file)).toEqual({ title: 'A', again: 'B', loud: 'c!' });
  });

  // The llms.txt plugin (`"type": "module"`): `import logger from '@docusaurus/logger'`, then `logger.error(…)`.
  it('gives an ES module compiled to CommonJS as its default export too, in an ES module\'s default import, as Docusaurus\'s loader does', async () => {
    const site = tempSite();
    installed(site, { name: 'cjs-logger', main: 'index.js' }, "Object.defineProperty(exports, '__esModule', { value: true });\nconst logger = { error: (m) => `error: ${m}` };\nexports.default = logger;\nexports.logger = logger;\n");
    const file = path.join(site, 'docusaurus.config.mjs');
    writeFileSync(file, "import logger from 'cjs-logger';\nimport { logger as named } from 'cjs-logger';\nexport default { title: logger.error('a'), named: named.error('b'), both: logger.logger === named };\n");
    expect(await importModule(file)).toEqual({ title: 'error: a', named: 'error: b', both: true });
  });
});

// typescript-eslint's config: `import { version } from '@typescript-eslint/parser/package.json'` in a .mts file.
describe('a config importing a package\'s JSON file', () => {
  it('gets its keys as names and the whole as the default, as Docusaurus\'s loader gives them, without an import attribute', async () => {
    const site = tempSite();
    const pkg = path.join(site, 'node_modules/@scope/parser');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@scope/parser', version: '8.1.0', type: 'module', exports: { '.': './index.js', './package.json': './package.json' } }));
    writeFileSync(path.join(pkg, 'index.js'), 'export default 1;\n');
    const file = path.join(site, 'docusaurus.config.mts');
    writeFileSync(file, "import { version } from '@scope/parser/package.json';\nimport whole from '@scope/parser/package.json';\nconst required = require('@scope/parser/package.json');\nexport default { title: `v${version}`, name: whole.name, again: required.version };\n");
    expect(await importModule(file)).toEqual({ title: 'v8.1.0', name: '@scope/parser', again: '8.1.0' });
  });
});

// React Native's site imports its remark plugins from workspace packages whose entry is TypeScript (`main:
// src/index.ts`, run by Node 22's type stripping, or by Docusaurus's loader): Node 20 cannot import such a file.
describe('a config importing a package whose entry is TypeScript', () => {
  it('compiles it into the config, and its own packages are found from its folder', async () => {
    const site = tempSite();
    const plugin = path.join(site, 'plugins/remark-thing');
    mkdirSync(path.join(plugin, 'src'), { recursive: true });
    writeFileSync(path.join(plugin, 'package.json'), JSON.stringify({ name: '@site/remark-thing', type: 'module', main: 'src/index.ts' }));
    writeFileSync(path.join(plugin, 'src/index.ts'), "import { shout } from 'esm-pkg';\ntype Options = { word: string };\nexport default function remarkThing(o: Options): string {\n  return shout(o.word);\n}\n");
    installed(site, ESM_PKG, SHOUT);
    mkdirSync(path.join(site, 'node_modules/@site'), { recursive: true });
    symlinkSync(plugin, path.join(site, 'node_modules/@site/remark-thing'));
    const file = path.join(site, 'docusaurus.config.ts');
    writeFileSync(file, "import remarkThing from '@site/remark-thing';\nexport default { title: remarkThing({ word: 'snack' }) };\n");
    expect(await importModule(file)).toEqual({ title: 'snack!' });
  });
});

// Babel's config requires its own webpack.plugin.js through `createRequire`, and that file requires a webpack plugin
// the site has installed for Docusaurus only: Node's require, at run time, not the bundle's.
describe('a local file the config requires at run time, which requires a package not installed', () => {
  it('gets a stand-in for the package, named in `missing`, and for a file of the site that is not there (one its build step makes), named as written', async () => {
    const site = tempSite();
    writeFileSync(path.join(site, 'webpack.plugin.cjs'), "const Monaco = require('monaco-webpack-thing');\nmodule.exports = function plugin() { return { name: 'webpack-plugin', plugins: [new Monaco()] }; };\n");
    const file = path.join(site, 'docusaurus.config.mjs');
    writeFileSync(file, "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport default { plugins: [require('./webpack.plugin.cjs')] };\n");
    const missing = new Set<string>();
    const config = (await importModule(file, { missing })) as { plugins: Array<() => { name: string }> };
    expect(config.plugins[0]().name).toBe('webpack-plugin');
    expect([...missing]).toEqual(['monaco-webpack-thing']);
    writeFileSync(file, "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport default { plugins: [require('./no-such-file.cjs')] };\n");
    expect(typeof ((await importModule(file, { missing })) as { plugins: unknown[] }).plugins[0]).toBe('function');
    expect([...missing]).toEqual(['monaco-webpack-thing', './no-such-file.cjs']);
    // One the config itself requires or imports (bundled with it), as Cypress's remark plugins, compiled by its own build
    // step: the same, and a require of it is not passed back and forth between docgen's resolvers without end.
    missing.clear();
    writeFileSync(file, "import { a } from './gone/dist/index.mjs';\nconst { copyTsToJs } = require('./plugins/remark/dist');\nexport default { remarkPlugins: [copyTsToJs, a] };\n");
    const bundled = (await importModule(file, { missing })) as { remarkPlugins: unknown[] };
    expect(bundled.remarkPlugins.map((p) => typeof p)).toEqual(['function', 'function']);
    expect([...missing].sort()).toEqual(['./gone/dist/index.mjs', './plugins/remark/dist']);
    // Node's loader is its own again.
    expect(() => createRequire(file)('monaco-webpack-thing')).toThrow(/Cannot find module/);
  });

  // rspack's native binding (@docusaurus/faster's, as typescript-eslint's webpack plugin makes rspack's DefinePlugin):
  // a file beside it tried first, in a try, then a package of its own.
  it('leaves a package\'s own require to fail, so that it tries the next file as in Node', async () => {
    const site = tempSite();
    const pkg = path.join(site, 'node_modules/native-thing');
    mkdirSync(path.join(site, 'node_modules/native-thing-linux'), { recursive: true });
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'native-thing', main: 'index.js' }));
    writeFileSync(path.join(pkg, 'index.js'), "let binding;\ntry { binding = require('./native.node'); } catch { binding = require('native-thing-linux'); }\nmodule.exports = binding;\n");
    writeFileSync(path.join(site, 'node_modules/native-thing-linux/package.json'), JSON.stringify({ name: 'native-thing-linux', main: 'index.js' }));
    writeFileSync(path.join(site, 'node_modules/native-thing-linux/index.js'), "module.exports = { kind: 'the package' };\n");
    writeFileSync(path.join(site, 'plugin.cjs'), "module.exports = require('native-thing');\n");
    const file = path.join(site, 'docusaurus.config.mjs');
    writeFileSync(file, "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\nexport default { binding: require('./plugin.cjs').kind };\n");
    const missing = new Set<string>();
    expect(await importModule(file, { missing })).toEqual({ binding: 'the package' });
    expect([...missing]).toEqual([]);
  });
});

// Meta's sites import their config helpers from the docs preset's package; where it is not installed, docgen's stand
// in does what they do in a public build.
describe('the config helpers of Meta\'s docs preset, not installed', () => {
  it('give the public content: fbContent its `external` (or [] without), fbInternalOnly []', async () => {
    const site = tempSite();
    const file = path.join(site, 'sidebars.mjs');
    writeFileSync(
      file,
      "import { fbContent, fbInternalOnly, isInternal } from 'docusaurus-plugin-internaldocs-fb/internal';\n" +
        "export default { a: fbContent({ internal: 'i', external: 'e' }), b: fbContent({ internal: 'i' }), c: fbContent({ external: () => ['late'] }), d: fbInternalOnly('x'), internal: isInternal() };\n"
    );
    const missing = new Set<string>();
    expect(await importModule(file, { missing })).toEqual({ a: 'e', b: [], c: ['late'], d: [], internal: false });
    expect([...missing]).toEqual([]);
  });
});

// Prettier's config: `const require = createRequire(import.meta.url)`, then `require.resolve('react-tweet/theme.css')`
// for a customCss entry. Where the site's packages are not installed, that must not stop the build.
describe("a config's own createRequire", () => {
  it('resolves what is installed, and gives a package name it cannot find back unchanged', async () => {
    const site = tempSite();
    mkdirSync(path.join(site, 'src'));
    writeFileSync(path.join(site, 'src/custom.css'), '');
    const file = path.join(site, 'docusaurus.config.mjs');
    writeFileSync(
      file,
      "import { createRequire } from 'node:module';\nimport * as mod from 'module';\nconst require = createRequire(import.meta.url);\n" +
        "export default { css: [require.resolve('./src/custom.css'), require.resolve('not-installed/theme.css')], builtin: typeof mod.isBuiltin };\n"
    );
    expect(await importModule(file, { missing: new Set() })).toEqual({ css: [path.join(site, 'src/custom.css'), 'not-installed/theme.css'], builtin: 'function' });
  });
});

// React Redux's TypeScript config asks for `require.resolve('./sidebars.js')` where only sidebars.ts is: Docusaurus's
// loader (jiti) finds the TypeScript file.
describe("a config's require.resolve of a .js file that is TypeScript", () => {
  it('finds the .ts (or .mts, .cts, .tsx) file of that name, in the config and in its own createRequire', async () => {
    const site = tempSite();
    writeFileSync(path.join(site, 'sidebars.ts'), 'export default {};\n');
    writeFileSync(path.join(site, 'theme.mts'), 'export default {};\n');
    const file = path.join(site, 'docusaurus.config.ts');
    writeFileSync(
      file,
      "import { createRequire } from 'node:module';\nconst own = createRequire(import.meta.url);\n" +
        "export default { sidebars: require.resolve('./sidebars.js'), theme: own.resolve('./theme.mjs'), missing: require.resolve('./gone.js') };\n"
    );
    expect(await importModule(file, { missing: new Set() })).toEqual({ sidebars: path.join(site, 'sidebars.ts'), theme: path.join(site, 'theme.mts'), missing: './gone.js' });
  });
});

// Electron's plugins import with `import` and export with `module.exports`, as Docusaurus's loader allows.
describe('a module that imports and sets module.exports', () => {
  it('has its module.exports as its default export; a plain CommonJS module and a module with its own default are read as before', async () => {
    const site = tempSite();
    const mixed = path.join(site, 'plugin.ts');
    writeFileSync(mixed, "import path from 'node:path';\nmodule.exports = async function plugin() {\n  return { name: path.basename('/a/mixed') };\n};\n");
    const loaded = (await importModule(mixed, { any: true })) as () => Promise<{ name: string }>;
    expect(await loaded()).toEqual({ name: 'mixed' });
    const viaExports = path.join(site, 'exports.ts');
    writeFileSync(viaExports, "import path from 'node:path';\nexports.title = path.basename('/x/title');\n");
    expect(await importModule(viaExports)).toEqual({ title: 'title' });
    const cjs = path.join(site, 'docusaurus.config.js');
    writeFileSync(cjs, "const module2 = 1;\nmodule.exports = { title: 'CJS', n: module2 };\n");
    expect(await importModule(cjs)).toEqual({ title: 'CJS', n: 1 });
    const own = path.join(site, 'own.mjs');
    writeFileSync(own, "import module from 'node:module';\nexport default { title: typeof module.createRequire };\n");
    expect(await importModule(own)).toEqual({ title: 'function' });
  });
});

// Ory's sidebars: `require('./typedoc-sidebar.ts').items` of a module whose default export has `items`, as
// Docusaurus's loader (jiti) gives it.
describe('a module of the site required', () => {
  it('has its default export\'s properties too, its own exports first; a CommonJS module is as it is', async () => {
    const site = tempSite();
    writeFileSync(path.join(site, 'generated.ts'), "const sidebar: { items: string[] } = { items: ['a', 'b'] };\nexport const name = 'own';\nexport default sidebar;\n");
    writeFileSync(path.join(site, 'plain.js'), "module.exports = { items: ['c'], default: 'kept' };\n");
    writeFileSync(path.join(site, 'scalar.ts'), 'export default 3;\nexport const items = 1;\n');
    const config = path.join(site, 'sidebars.ts');
    writeFileSync(config, "const g = require('./generated.ts');\nexport default { items: [...g.items, ...require('./plain.js').items], name: g.name, whole: g.default.items.length, scalar: require('./scalar.ts').items };\n");
    expect(await importModule(config)).toEqual({ items: ['a', 'b', 'c'], name: 'own', whole: 2, scalar: 1 });
  });
});

// Fiber's config requires `./scripts/generate-catalogs`, which reads the docs through `path.join(__dirname, '..')`: each
// file bundled with the config sees its own place, as Docusaurus's loader (jiti) gives it, not the config's.
describe('where a file bundled with the config is', () => {
  it('is its own: __dirname, __filename and import.meta, in CommonJS, ESM and TypeScript files', async () => {
    const site = tempSite();
    mkdirSync(path.join(site, 'scripts/deep'), { recursive: true });
    writeFileSync(path.join(site, 'scripts/cjs.js'), "#!/usr/bin/env node\n'use strict';\nconst path = require('node:path');\nmodule.exports = { dir: path.join(__dirname, '..'), file: __filename };\n");
    writeFileSync(path.join(site, 'scripts/deep/esm.mjs'), 'export const where = { url: import.meta.url, dir: import.meta.dirname, file: import.meta.filename, plain: __dirname };\n');
    // A file that declares its own __dirname keeps it.
    writeFileSync(path.join(site, 'scripts/own.ts'), "import { fileURLToPath } from 'node:url';\nconst __filename: string = fileURLToPath(import.meta.url);\nexport const own = __filename;\n");
    const file = path.join(site, 'docusaurus.config.ts');
    writeFileSync(file, "import { where } from './scripts/deep/esm.mjs';\nimport { own } from './scripts/own';\nconst cjs = require('./scripts/cjs');\nexport default { cjs, where, own, me: __dirname };\n");
    const deep = path.join(site, 'scripts/deep');
    expect(await importModule(file)).toEqual({
      cjs: { dir: site, file: path.join(site, 'scripts/cjs.js') },
      where: { url: `file://${deep}/esm.mjs`, dir: deep, file: path.join(deep, 'esm.mjs'), plain: deep },
      own: path.join(site, 'scripts/own.ts'),
      me: site
    });
  });
});

// JHipster's module-details plugin logs the error a fetch threw when the npm registry cannot be reached: its stack
// named the bundle (a 10 KB `data:` URL for each frame) instead of the plugin's files.
describe('an error thrown by code of the site bundled with the config', () => {
  it('has a stack that names the site\'s files and lines, and no file of the bundle is left behind', async () => {
    const site = tempSite();
    mkdirSync(path.join(site, 'src/lib'), { recursive: true });
    writeFileSync(path.join(site, 'src/lib/fetch.ts'), "// Fetches.\n\ntype Data = { objects: unknown[] };\n\nexport async function fetchPart(): Promise<Data> {\n  await Promise.resolve();\n  throw new Error('no registry');\n}\n");
    const file = path.join(site, 'src/plugin.ts');
    writeFileSync(file, "import { fetchPart } from './lib/fetch';\n\nexport default function plugin() {\n  return { name: 'p', async loadContent() {\n    return await fetchPart();\n  } };\n}\n");
    const before = new Set(readdirSync(os.tmpdir()));
    const plugin = (await importModule(file, { any: true })) as () => { loadContent(): Promise<unknown> };
    expect(readdirSync(os.tmpdir()).filter((f) => !before.has(f))).toEqual([]);
    const error = await plugin().loadContent().catch((e: Error) => e);
    const stack = (error as Error).stack!;
    expect(stack).toContain(`${path.join(site, 'src/lib/fetch.ts')}:7:9`);
    expect(stack).toContain(`${file}:5:12`);
    expect(stack).not.toContain('data:');
  });
});
