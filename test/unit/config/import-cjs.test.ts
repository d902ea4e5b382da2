// A config importing an installed CommonJS package as a namespace (`import * as yaml from 'js-yaml'`) sees its
// properties, as Docusaurus's loader gives them (Node's own import would give such a package a default export only).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importModule } from '../../../src/config/import.js';

describe('a config importing a CommonJS package', () => {
  it('gets its properties through a namespace import, and its module.exports as the default', async () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'docgen-cjs-'));
    const pkg = path.join(site, 'node_modules/cjs-yaml');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'cjs-yaml', main: 'index.js' }));
    writeFileSync(path.join(pkg, 'index.js'), "const api = { load: (s) => s.toUpperCase() };\nmodule.exports = api;\n");
    const esm = path.join(site, 'node_modules/esm-pkg');
    mkdirSync(esm, { recursive: true });
    writeFileSync(path.join(esm, 'package.json'), JSON.stringify({ name: 'esm-pkg', type: 'module', exports: './index.js' }));
    writeFileSync(path.join(esm, 'index.js'), "export const shout = (s) => s + '!';\n");
    const file = path.join(site, 'docusaurus.config.mjs');
    writeFileSync(file, "import * as yaml from 'cjs-yaml';\nimport whole from 'cjs-yaml';\nimport { shout } from 'esm-pkg';\nexport default { title: yaml.load('a'), again: whole.load('b'), loud: shout('c') };\n");
    expect(await importModule(file)).toEqual({ title: 'A', again: 'B', loud: 'c!' });
  });
});
