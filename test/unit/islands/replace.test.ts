// islands.replace, as webpack's NormalModuleReplacementPlugin: Redocusaurus's theme renders its styles at build time
// with `ServerStyles.js` in place of `Styles.jsx`, which the browser's bundle keeps (an empty element).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleIslands } from '../../../src/islands/bundle.js';
import type { PageModule } from '../../../src/islands/plugin.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-replace-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
const text = (files: Map<string, Uint8Array>) => [...files.values()].map((b) => Buffer.from(b).toString('utf8')).join('\n');

describe('modules swapped for others', () => {
  it('swaps a module whose file or import path matches, on the server only, in the browser only, or in both', async () => {
    put('theme/Redoc/Styles.jsx', "export function Styles() { return <div className=\"styles\">CLIENT-STYLES</div>; }\n");
    // The server's module, CommonJS and importing a file beside it (found from its own folder).
    put('theme/server/ServerStyles.js', "const { label } = require('./label.js');\nexports.Styles = function Styles() { return label; };\n");
    put('theme/server/label.js', "exports.label = 'SERVER-STYLES';\n");
    put('theme/Redoc/Redoc.jsx', "import { Styles } from './Styles';\nimport tty from 'tty';\nimport { where } from './where';\nexport default function Redoc() { return <section><Styles />{tty.name}{where}</section>; }\n");
    put('theme/shims/tty.js', "export default { name: 'TTY-SHIM' };\n");
    put('theme/Redoc/where.js', "export const where = 'WHERE-ORIGINAL';\n");
    put('theme/shims/browser-where.js', "export const where = 'WHERE-BROWSER';\n");
    put('docs/page.mdx', '');
    const page: PageModule = { key: 'p', dir: path.join(dir, 'docs'), statements: [{ source: "import Redoc from '@site/theme/Redoc/Redoc.jsx';", names: ['Redoc'] }], jsx: ['<Redoc />'] };
    const bundled = await bundleIslands(new Map([['p', page]]), {
      aliases: { '@site': dir },
      define: {},
      siteDir: dir,
      roots: [dir],
      textFiles: [],
      publicPath: '/assets/',
      outdir: path.join(dir, 'out'),
      replace: [
        { test: { source: 'theme\\/Redoc\\/Styles', flags: '' }, file: path.join(dir, 'theme/server/ServerStyles.js'), bundle: 'server' },
        { test: { source: '^tty$', flags: '' }, file: path.join(dir, 'theme/shims/tty.js') },
        { test: { source: 'REDOC/WHERE', flags: 'i' }, file: path.join(dir, 'theme/shims/browser-where.js'), bundle: 'browser' }
      ]
    });
    expect([...bundled.failed.keys()]).toEqual([]);
    const server = text(bundled.server);
    const client = text(bundled.client);
    expect([server.includes('SERVER-STYLES'), server.includes('CLIENT-STYLES'), client.includes('CLIENT-STYLES'), client.includes('SERVER-STYLES')]).toEqual([true, false, true, false]);
    expect([server.includes('TTY-SHIM'), client.includes('TTY-SHIM')]).toEqual([true, true]);
    expect([server.includes('WHERE-ORIGINAL'), client.includes('WHERE-BROWSER'), client.includes('WHERE-ORIGINAL')]).toEqual([true, true, false]);
    // The swapped-in files are inputs of the bundles (the cache and the dev server watch them).
    expect(bundled.inputs).toEqual(expect.arrayContaining([path.join(dir, 'theme/server/ServerStyles.js'), path.join(dir, 'theme/shims/browser-where.js')]));
  });
});
