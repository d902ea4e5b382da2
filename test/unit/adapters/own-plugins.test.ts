// A Docusaurus site's own plugins, run for their global data: called as Docusaurus calls them, and every way one can
// fail or do more than docgen runs said at its key, the other plugins run all the same.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runOwnPlugins } from '../../../src/adapters/docusaurus/own-plugins.js';
import { readContents } from '../../../src/adapters/docusaurus/plugins.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-own-plugins-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the plugins of a config's `plugins` list; the data and the notes, as `key: message`. */
async function run(plugins: unknown[], siteConfig: Record<string, unknown> = {}) {
  const notes: string[] = [];
  const missing = new Set<string>();
  const own = readContents({ plugins }, root).own ?? [];
  const data = await runOwnPlugins(own, root, { baseUrl: '/site/', ...siteConfig, plugins }, missing, (key, message) => notes.push(`${key}: ${message}`));
  return { data, notes, missing, own };
}

describe('the site\'s own plugins', () => {
  it('are the functions and the modules in the site\'s folder, not installed packages', () => {
    const own = readContents({ plugins: [() => ({}), './plugins/a.js', path.join(root, 'plugins/b.ts'), 'some-plugin', path.join(root, 'node_modules/x/index.js'), '/elsewhere/plugin.js'] }, root).own;
    expect(own?.map((p) => p.key)).toEqual(['plugins[0]', 'plugins[1]', 'plugins[2]']);
  });

  it('give what setGlobalData is given, by name and id, from the content loadContent resolved to; the context is the site\'s', async () => {
    let seen: unknown;
    const plugin = (context: Record<string, unknown>, options: { id?: string; n: number }) => ({
      name: 'counter',
      loadContent: async () => ({ n: options.n * 2, base: context.baseUrl, dir: context.siteDir }),
      contentLoaded: ({ content, actions }: { content: unknown; actions: { setGlobalData: (d: unknown) => void } }) => {
        seen = content;
        actions.setGlobalData(content);
      }
    });
    const { data, notes } = await run([[plugin, { n: 2 }], [plugin, { id: 'second', n: 5 }]]);
    expect(data).toEqual({ counter: { default: { n: 4, base: '/site/', dir: root }, second: { n: 10, base: '/site/', dir: root } } });
    expect(seen).toEqual({ n: 10, base: '/site/', dir: root });
    expect(notes).toEqual([]);
  });

  it('load from a module of the site (TypeScript too), the packages it imports that are not installed stood in for', async () => {
    mkdirSync(path.join(root, 'plugins'), { recursive: true });
    writeFileSync(path.join(root, 'plugins/data.ts'), "import semver from 'semver-not-here';\nexport default function data(): object {\n  return { name: 'data', contentLoaded: ({ actions }: any) => actions.setGlobalData({ typed: true, stub: typeof semver }) };\n}\n");
    const { data, notes, missing } = await run(['./plugins/data.ts']);
    expect(data).toEqual({ data: { default: { typed: true, stub: 'function' } } });
    expect([notes, [...missing]]).toEqual([[], ['semver-not-here']]);
  });

  it('says what it does not run, what fails and what never ends, at its key, and runs the others', async () => {
    writeFileSync(path.join(root, 'plugins/none.js'), 'module.exports = { notAPlugin: true };\n');
    process.env.DOCGEN_CONFIG_TIMEOUT = '0.3';
    try {
      const { data, notes } = await run([
        () => ({ name: 'webpack-only', configureWebpack: () => ({}) }),
        () => ({ name: 'routes', contentLoaded: ({ actions }: { actions: { addRoute: (r: unknown) => void; setGlobalData: (d: unknown) => void } }) => (actions.addRoute({ path: '/x' }), actions.setGlobalData(1)), injectHtmlTags: () => ({}) }),
        () => ({ name: 'offline', loadContent: () => Promise.reject(new Error('fetch failed')) }),
        () => ({ name: 'forever', loadContent: () => new Promise(() => {}) }),
        () => null,
        './plugins/none.js',
        () => ({ name: 'last', contentLoaded: ({ actions }: { actions: { setGlobalData: (d: unknown) => void } }) => actions.setGlobalData('ok') })
      ]);
      expect(data).toEqual({ routes: { default: 1 }, last: { default: 'ok' } });
      expect(notes).toEqual([
        'plugins[0]: ignored "plugins[0]": docgen runs a plugin\'s loadContent and contentLoaded only (for the data its components read), and webpack-only has neither (it has configureWebpack)',
        'plugins[1]: ignored "plugins[1]": of routes, docgen runs loadContent and contentLoaded\'s setGlobalData only, not its injectHtmlTags, addRoute',
        'plugins[2]: ignored "plugins[2]": (a function) failed: fetch failed; its components\' usePluginData gives nothing',
        'plugins[3]: ignored "plugins[3]": (a function) failed: its loadContent took longer than 0.3 s; its components\' usePluginData gives nothing',
        'plugins[4]: ignored "plugins[4]": (a function) returned no plugin',
        'plugins[5]: ignored "plugins[5]": ./plugins/none.js exports no plugin function'
      ]);
    } finally {
      delete process.env.DOCGEN_CONFIG_TIMEOUT;
    }
  });
});
